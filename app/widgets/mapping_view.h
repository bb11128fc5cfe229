// The mapping view: inputs and outputs as grids side by side. Hovering or selecting an output cell
// highlights its source and draws a connector; hovering an input cell highlights every output it feeds.
// Zoom (wheel, +/-, the buttons in its corner), pan (drag), arrow keys move the selection; a .npy file
// dropped onto a tensor is offered to the window (npyDropped). The view fits the mapping to itself, and keeps
// fitting it as it is resized, until the user zooms or pans. Layout, hit-testing and painting live in
// MappingLayout and MappingPainter; this widget holds the view state and the interaction.
#pragma once

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

#include "widgets/mapping_layout.h"
#include "widgets/mapping_painter.h"
#include "widgets/mapping_theme.h"

namespace dmlscope::gui {

class ZoomControls;

class MappingView : public QWidget {
  Q_OBJECT

 public:
  explicit MappingView(QWidget* parent = nullptr);

  void setContent(std::shared_ptr<const MappingContent> content);
  std::shared_ptr<const MappingContent> content() const { return content_; }
  const MappingLayout& mappingLayout() const { return layout_; }

  void setTheme(ThemeKind kind);
  ThemeKind theme() const { return theme_.kind; }
  void setColourBySource(bool on);
  bool colourBySource() const { return colourBySource_; }

  std::optional<CellRef> selection() const { return selection_; }
  void setSelection(std::optional<CellRef> cell);
  std::optional<CellRef> hoveredCell() const { return hovered_; }
  // Simulates the pointer over a cell (what hovering does), for keyboard-free tests and tours.
  void setHoveredCell(std::optional<CellRef> cell);
  // The cells highlighted as connected to the focused cell (hovered, else selected).
  std::vector<CellRef> highlightedCells() const;
  // Cells lit from outside the view (the elements that read the buffer slot under the pointer).
  void setLitCells(std::vector<CellRef> cells);
  const std::vector<CellRef>& litCells() const { return lit_; }

  // Lights dimensions of tensors (their index labels and the cells' band): what the Why panel's step is about.
  void setHighlightedDimensions(std::vector<DimensionHighlight> dimensions);
  const std::vector<DimensionHighlight>& highlightedDimensions() const { return dimensions_; }

  double zoom() const { return viewport_.zoom; }
  // True while the view shows the fit and re-fits when resized: until the user zooms or pans, again after Fit.
  bool followsFit() const { return followsFit_; }
  // The −, Fit and + buttons over the view's corner.
  ZoomControls* zoomControls() const { return zoomControls_; }
  // The largest zoom Fit chooses: a small tensor is drawn with cells about kMaxFitCellHeight pixels high,
  // readable, not blown up to the view's size.
  static constexpr double kMaxFitCellHeight = 60;
  static double maxFitZoom();
  // Where Fit puts the scene: the widget less a margin and the zoom buttons' band.
  QRectF fitArea() const;
  // Scene to widget: widget = scene × zoom + offset. Two views given the same zoom and offset show the same
  // scene region (the comparison keeps two views in step this way). `followsFit`: the view re-fits when resized,
  // as the view it is kept in step with does (followsFit() of that one).
  QPointF viewOffset() const { return viewport_.offset; }
  void setView(double zoom, QPointF offset, bool followsFit = false);
  // Output cells to outline (per output slot, ascending logical elements): a comparison's differing cells.
  void setOutlinedCells(std::vector<std::vector<uint64_t>> outlined);
  const std::vector<std::vector<uint64_t>>& outlinedCells() const { return outlined_; }
  // The cell's rectangle in widget coordinates.
  std::optional<QRectF> cellRectInView(const CellRef& cell) const;
  // "OutputTensor[0, 0, 3, 4] = 5   ←   from InputTensor[0, 0, 1, 1]"
  QString describeCell(const CellRef& cell) const;
  // What this view paints: colour mode, selection, hover (a figure of the view uses the same).
  PaintOptions paintOptions() const;
  // The tensors' images for tiny cells (large ones are built on a worker thread and repaint the view on arrival).
  const TensorImageCache& imageCache() const { return cache_; }
  // The tensor whose box contains a point of the widget, if any.
  const TensorBox* boxAt(QPointF point) const;

 public slots:
  void zoomIn();
  void zoomOut();
  void fitToView();

 signals:
  void selectionChanged();
  // setContent was called (a new run, an edit): what the view shows has changed.
  void contentChanged();
  // A line for the status bar about the cell under the pointer (empty when none).
  void hoverTextChanged(const QString& text);
  void zoomChanged(double zoom);
  // The zoom or the offset changed (zooming, panning, fitting, resizing, following the selection).
  void viewChanged(double zoom, QPointF offset);
  // The cell under the pointer changed (also hoveredCell()).
  void hoveredCellChanged(std::optional<dmlscope::gui::CellRef> cell);
  // A .npy file was dropped onto a tensor's box.
  void npyDropped(const QString& path, bool isOutput, uint32_t index);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dragMoveEvent(QDragMoveEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  bool event(QEvent* event) override;

 private:
  void zoomAround(QPointF devicePoint, double factor);
  void ensureVisible(const CellRef& cell);
  void moveSelection(int dRow, int dColumn);
  void clampOffset();
  void emitViewChanged();
  void placeZoomControls();

  std::shared_ptr<const MappingContent> content_;
  MappingLayout layout_;
  MappingTheme theme_;
  Viewport viewport_;
  TensorImageCache cache_;
  bool colourBySource_ = false;
  bool fitted_ = false;
  bool followsFit_ = true;
  ZoomControls* zoomControls_ = nullptr;
  std::optional<CellRef> selection_;
  std::optional<CellRef> hovered_;
  std::vector<CellRef> lit_;
  std::vector<DimensionHighlight> dimensions_;
  std::optional<QPoint> dragStart_;
  QPointF dragOffset_;
  bool dragged_ = false;
  std::vector<std::vector<uint64_t>> outlined_;
};

}  // namespace dmlscope::gui
