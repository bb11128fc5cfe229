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

struct TensorBox {
  bool isOutput = false;
  uint32_t index = 0;
  QRectF bounds;     // everything the box draws
  QRectF titleRect;
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
  static constexpr double kSliceGap = 12;
  static constexpr double kBoxGap = 44;
  static constexpr double kColumnGap = 170;
  static constexpr double kMargin = 28;

  MappingLayout() = default;
  explicit MappingLayout(const MappingContent& content);

  const std::vector<TensorBox>& boxes() const { return boxes_; }
  const TensorBox* box(bool isOutput, uint32_t index) const;
  // The whole scene, margins included.
  QRectF bounds() const { return bounds_; }

  std::optional<QRectF> cellRect(const CellRef& cell) const;
  std::optional<CellRef> hitTest(QPointF point) const;
  // Where a dimension mark of a tensor is drawn.
  std::optional<QRectF> markRect(const DimensionMark& mark) const;

  // Fonts in scene units (pixel sizes at zoom 1).
  static QFont titleFont();
  static QFont labelFont();
  static QFont valueFont();

 private:
  std::vector<TensorBox> boxes_;
  QRectF bounds_;
};

}  // namespace dmlscope::gui
