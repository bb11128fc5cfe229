// Where everything of the mapping view is, in scene units: one box per tensor (inputs in the left column,
// outputs in the right), each a stack of 2-D grids (the last two dimensions; one grid per index of the
// leading ones). Also answers which cell is under a point (hit-testing). Knows nothing of painting.
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "models/mapping_content.h"

namespace dmlscope::gui {

// The name of a dimension a diagnostic marks ("dimension 3"), drawn in its own line under the tensor's title.
struct MarkLabel {
  uint32_t dimension = 0;
  QRectF rect;
};

struct TensorBox {
  bool isOutput = false;
  uint32_t index = 0;
  QRectF bounds;     // everything the box draws
  QRectF titleRect;
  // One per marked dimension, left to right in a line of their own under the title (none: no line), so that
  // they never cover the title, a slice's name or the index labels they are about.
  std::vector<MarkLabel> markLabels;
  double rowHeaderWidth = 28;  // wide enough for the largest row index
  bool hasGrid = false;
  uint32_t rank = 0;
  uint64_t rows = 1;     // sizes[rank-2], or 1
  uint64_t columns = 1;  // sizes[rank-1]
  uint64_t slices = 1;   // product of the leading sizes
  QPointF gridOrigin;    // top-left of slice 0's first cell
  double slicePitch = 0; // from one slice's grid top to the next
  QSizeF cell;

  QRectF sliceRect(uint64_t slice) const;  // the cells of one slice
  QRectF sliceLabelRect(uint64_t slice) const;
  QRectF columnHeaderRect() const;         // column indices above slice 0
  QRectF rowHeaderRect(uint64_t slice) const;
  QRectF cellRect(uint64_t element) const;
  std::optional<uint64_t> elementAt(QPointF point) const;
};

// The words after a tensor's name in its title: "FLOAT32 {1, 1, 6, 9}".
QString tensorSubtitle(const TensorContent& t);
// What the title adds after the subtitle: "no values (not run)" for an output without values, else nothing.
QString tensorTitleNote(const TensorContent& t);
// The subtitle with its note, as the title draws it: "FLOAT32 {1, 4}  ·  no values (not run)".
QString tensorTitleTail(const TensorContent& t);
// "dimension 3"
QString markLabelText(uint32_t dimension);

class MappingLayout {
 public:
  static constexpr double kCellWidth = 48;       // the narrowest cell; wider where the values need it
  static constexpr double kMaxCellWidth = 168;   // past this a value is elided (and shown whole on hover)
  static constexpr double kCellTextPadding = 10;
  static constexpr uint64_t kMeasuredValues = 4096;  // elements measured for a tensor's cell width
  static constexpr double kCellHeight = 28;
  static constexpr double kTitleHeight = 28;
  static constexpr double kColumnHeaderHeight = 16;
  static constexpr double kRowHeaderWidth = 28;
  static constexpr double kSliceLabelHeight = 18;
  static constexpr double kMarkLineHeight = 18;
  static constexpr double kTitleGap = 12;         // between the name and the subtitle
  static constexpr double kSliceGap = 12;
  static constexpr double kBoxGap = 44;
  static constexpr double kColumnGap = 170;
  static constexpr double kMargin = 28;
  // The smallest text that reads comfortably, in device pixels: a zoom that draws values smaller is for an
  // overview, and views that start from a fit (the comparison) do not go below it; the tensors' titles are
  // drawn at least this large at any zoom.
  static constexpr double kMinReadableTextPixels = 10;

  MappingLayout() = default;
  explicit MappingLayout(const MappingContent& content);

  const std::vector<TensorBox>& boxes() const { return boxes_; }
  const TensorBox* box(bool isOutput, uint32_t index) const;
  // The whole scene, margins included.
  QRectF bounds() const { return bounds_; }

  std::optional<QRectF> cellRect(const CellRef& cell) const;
  std::optional<CellRef> hitTest(QPointF point) const;
  // Where a dimension mark of a tensor is drawn (the band it lights), and where its name is written.
  std::optional<QRectF> markRect(const DimensionMark& mark) const;
  std::optional<QRectF> markLabelRect(const DimensionMark& mark) const;
  // The width the title line needs at zoom 1 (name, gap, subtitle and note).
  static double titleWidth(const TensorContent& t);

  // Fonts in scene units (pixel sizes at zoom 1).
  static QFont titleFont();
  static QFont labelFont();
  static QFont valueFont();

 private:
  std::vector<TensorBox> boxes_;
  QRectF bounds_;
};

}  // namespace dmlscope::gui
