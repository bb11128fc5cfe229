// Painting the mapping view: cells (with a level of detail that keeps a million elements smooth: values
// only when cells are large, one cached image per tensor when they are tiny), padding hatching, dimension
// marks, and the highlights with their connectors. Used by the view, the figure export and `render`.
#pragma once

#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <map>
#include <memory>
#include <set>
#include <optional>
#include <tuple>
#include <vector>

#include "models/mapping_content.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_theme.h"

class QPainter;
class QWidget;

namespace dmlscope::gui {

// Scene to device: device = scene * zoom + offset.
struct Viewport {
  double zoom = 1;
  QPointF offset;
  QRectF device;  // the device area being painted

  QPointF toDevice(QPointF p) const { return p * zoom + offset; }
  QRectF toDevice(const QRectF& r) const { return QRectF(toDevice(r.topLeft()), r.size() * zoom); }
  QPointF toScene(QPointF p) const { return (p - offset) / zoom; }
  QRectF toScene(const QRectF& r) const { return QRectF(toScene(r.topLeft()), r.size() / zoom); }
};

struct PaintOptions {
  bool colourBySource = false;
  std::optional<CellRef> selected;
  std::optional<CellRef> hovered;
  // For exports: cells as shapes (crisp in SVG) wherever their number allows.
  bool preferVector = false;
  // Cells lit from outside the view (a buffer slot's readers): tinted and outlined like related cells.
  std::vector<CellRef> lit;
  // Connectors drawn at most for one focused cell (an input may feed thousands of outputs).
  int maxConnectors = 64;
  // Per output slot, logical elements (ascending) to outline: the cells a comparison found different.
  const std::vector<std::vector<uint64_t>>* outlined = nullptr;
  // Dimensions lit by the Why panel: the step under the pointer or selected there.
  std::vector<DimensionHighlight> dimensions;
};

// The fill of a cell: its source's colour (colour by source), the padding colour, or a value shade. A free
// function of the (immutable, shared) content and a theme, so that a worker thread can colour a tensor image.
QColor cellColour(const MappingContent& content, const MappingTheme& theme, const TensorContent& t, uint64_t element, bool bySource);
// How many cells this thread has coloured: the tests' measure that a paint's work follows its pixels, not the
// tensor's size.
uint64_t& cellColourCallsOnThisThread();

// A tensor's image: a pixel per `step` × `step` cells (the first of them), rows of all slices stacked.
struct TensorImage {
  QImage image;
  uint64_t step = 1;
};

// One image per tensor, for painting tiny cells quickly; rebuilt when the content, the colour mode or the theme
// changes. An image holds at most kMaxCells pixels (16 MiB): a larger tensor's has a pixel per step × step cells,
// so a 4096² tensor's takes 16 MiB whatever its data type. With a view to repaint (the view's cache), an image of
// more than kMaxSyncCells pixels is built on a worker thread from the shared content: the paint samples a cell
// per device pixel meanwhile, and the view is updated when the image arrives.
class TensorImageCache {
 public:
  static constexpr uint64_t kMaxCells = uint64_t{1} << 22;
  static constexpr uint64_t kMaxSyncCells = uint64_t{1} << 18;

  explicit TensorImageCache(QWidget* view = nullptr) : view_(view) {}
  // The content the view shows, kept alive for the workers; images of other contents are dropped.
  void setContent(std::shared_ptr<const MappingContent> content);

  const TensorImage* find(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme) const;
  const TensorImage* store(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme, TensorImage image);
  // Starts building a tensor's image on a worker thread (once), if this cache can: it has a view and holds
  // `content`. False when it cannot (the caller builds the image itself).
  bool buildLater(const MappingContent& content, const MappingTheme& theme, const TensorBox& box, const TensorContent& t, bool bySource);
  bool building(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme) const;
  // The images' pixel memory.
  uint64_t bytes() const;
  void clear();

  // The pixel step of a box's image: the smallest that keeps it within kMaxCells and QImage's 32767 a side.
  static uint64_t imageStep(const TensorBox& box);

 private:
  using Key = std::tuple<const MappingContent*, bool, uint32_t, bool, int>;
  QWidget* view_ = nullptr;
  std::shared_ptr<const MappingContent> content_;
  std::map<Key, TensorImage> images_;
  std::set<Key> building_;
  uint64_t generation_ = 0;  // a clear() makes the images then under way stale
};

// Where a tensor's title line is drawn, in device pixels: its place in the scene, but never smaller than
// readable (below that zoom it grows upward, into the gap above its box) and never outside the view (a box
// scrolled partly off has its title pinned to the view's top and left edges, over its cells).
// An input's title stops short of the outputs' column.
QRectF titleDeviceRect(const MappingLayout& layout, const TensorBox& box, const TensorContent& t, const Viewport& vp);

class MappingPainter {
 public:
  MappingPainter(const MappingContent& content, const MappingLayout& layout, const MappingTheme& theme);

  void paint(QPainter& painter, const Viewport& viewport, const PaintOptions& options, TensorImageCache* cache = nullptr) const;

  // The fill of a cell (the free cellColour with this painter's content and theme).
  QColor cellColour(const TensorContent& t, uint64_t element, bool bySource) const { return gui::cellColour(content_, theme_, t, element, bySource); }

  // A connector through a chain of cells (MappingContent::connectorChains), in device pixels, and the dots at
  // its cells. It never runs over text: it meets each cell at the middle of its lower edge, runs along the
  // grid line there out of its grid's column, and crosses between the inputs' and the outputs' columns.
  struct Connector {
    QPainterPath path;
    std::vector<QPointF> ends;
  };
  std::optional<Connector> connector(const std::vector<CellRef>& chain, const Viewport& vp) const;

 private:
  void paintBox(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box, const TensorContent& t,
                TensorImageCache* cache) const;
  void paintTitle(QPainter& p, const Viewport& vp, const TensorBox& box, const TensorContent& t) const;
  void paintCellsAsShapes(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box, const TensorContent& t,
                          uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0, uint64_t c1) const;
  void paintCellsAsImage(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box, const TensorContent& t,
                         uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0, uint64_t c1, TensorImageCache* cache) const;
  // A cell per device pixel of the visible part: work that follows the pixels, not the tensor's size.
  void paintCellsSampled(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box, const TensorContent& t,
                         uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0, uint64_t c1) const;
  void paintImageGridLines(QPainter& p, const Viewport& vp, const TensorBox& box, uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0,
                           uint64_t c1) const;
  void paintHeaders(QPainter& p, const Viewport& vp, const TensorBox& box, uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0,
                    uint64_t c1) const;
  void paintPinnedHeaders(QPainter& p, const Viewport& vp, const TensorBox& box, const TensorContent& t) const;
  void paintMarks(QPainter& p, const Viewport& vp) const;
  void paintLit(QPainter& p, const Viewport& vp, const std::vector<CellRef>& cells) const;
  void paintOutlines(QPainter& p, const Viewport& vp, const std::vector<std::vector<uint64_t>>& outlined) const;
  void paintDimensionHighlight(QPainter& p, const Viewport& vp, const DimensionHighlight& h) const;
  void paintFocus(QPainter& p, const Viewport& vp, const PaintOptions& o, const CellRef& focus, const QColor& colour) const;

  const MappingContent& content_;
  const MappingLayout& layout_;
  const MappingTheme& theme_;
};

}  // namespace dmlscope::gui
