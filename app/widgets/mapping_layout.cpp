// The mapping view's layout and hit-testing (see mapping_layout.h).
#include "widgets/mapping_layout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace dmlscope::gui {
namespace {

constexpr double kMarkLabelPadding = 8;  // around a mark's name, inside its rectangle
constexpr double kMarkLabelGap = 6;      // between two marks' names

// A cell wide enough for the tensor's values (at the value font, which scales with the zoom like the cell, so a
// value that fits at zoom 1 fits at every zoom), between kCellWidth and kMaxCellWidth; a value wider still is
// elided and shown whole on hover. A large tensor is measured on an even sample of its elements: widths vary
// with the digits, and a sample of thousands finds the wide ones without formatting billions.
double cellWidthFor(const MappingContent& content, const TensorContent& t) {
  if (!t.values || !t.layout || t.layout->elementCount == 0) return MappingLayout::kCellWidth;
  const QFontMetricsF metrics(MappingLayout::valueFont());
  const uint64_t count = t.layout->elementCount;
  const uint64_t step = std::max<uint64_t>(1, count / MappingLayout::kMeasuredValues);
  double widest = 0;
  for (uint64_t e = 0; e < count; e += step) widest = std::max(widest, metrics.horizontalAdvance(content.formattedValue(t, e)));
  widest = std::max(widest, metrics.horizontalAdvance(content.formattedValue(t, count - 1)));
  return std::clamp(std::ceil(widest + MappingLayout::kCellTextPadding), MappingLayout::kCellWidth, MappingLayout::kMaxCellWidth);
}

// The marked dimensions' names in a line under the title: returns the line's width (0: no marks, no line).
double layOutMarkLabels(const MappingContent& content, const TensorContent& t, TensorBox& box) {
  std::vector<uint32_t> dimensions;
  for (const DimensionMark& m : content.marks) {
    if (m.isOutput == t.isOutput && m.tensor == t.index) dimensions.push_back(m.dimension);
  }
  std::sort(dimensions.begin(), dimensions.end());
  dimensions.erase(std::unique(dimensions.begin(), dimensions.end()), dimensions.end());
  const QFontMetricsF label(MappingLayout::labelFont());
  double x = 0;
  for (uint32_t d : dimensions) {
    const double width = std::ceil(label.horizontalAdvance(markLabelText(d))) + 2 * kMarkLabelPadding;
    box.markLabels.push_back({d, QRectF(x, MappingLayout::kTitleHeight, width, MappingLayout::kMarkLineHeight)});
    x += width + kMarkLabelGap;
  }
  return dimensions.empty() ? 0 : x - kMarkLabelGap;
}

TensorBox measure(const MappingContent& content, const TensorContent& t) {
  TensorBox box;
  box.isOutput = t.isOutput;
  box.index = t.index;
  box.cell = QSizeF(cellWidthFor(content, t), MappingLayout::kCellHeight);
  const double marksWidth = layOutMarkLabels(content, t, box);
  const double markLine = box.markLabels.empty() ? 0 : MappingLayout::kMarkLineHeight;
  const double width = std::max(MappingLayout::titleWidth(t), marksWidth);
  if (!t.layout || t.layout->rank() == 0) {
    box.bounds = QRectF(0, 0, std::max(width, 280.0), MappingLayout::kTitleHeight + markLine + 56);
    box.titleRect = QRectF(0, 0, box.bounds.width(), MappingLayout::kTitleHeight);
    return box;
  }
  const auto& sizes = t.layout->sizes;
  box.hasGrid = true;
  box.rank = t.layout->rank();
  box.columns = sizes.back();
  box.rows = box.rank >= 2 ? sizes[box.rank - 2] : 1;
  box.slices = 1;
  for (uint32_t d = 0; d + 2 < box.rank; ++d) box.slices *= sizes[d];  // <= elementCount, no overflow
  const double sliceLabel = box.rank >= 3 ? MappingLayout::kSliceLabelHeight : 0;
  const double gridHeight = static_cast<double>(box.rows) * box.cell.height();
  box.slicePitch = gridHeight + MappingLayout::kSliceGap + sliceLabel;
  // Row labels right-aligned with a 4-unit inset (see the painter), a margin on the left.
  const double widestRowLabel = QFontMetricsF(MappingLayout::labelFont()).horizontalAdvance(QString::number(box.rows - 1));
  box.rowHeaderWidth = std::max(MappingLayout::kRowHeaderWidth, std::ceil(widestRowLabel) + 10);
  box.gridOrigin = QPointF(box.rowHeaderWidth, MappingLayout::kTitleHeight + markLine + sliceLabel + MappingLayout::kColumnHeaderHeight);
  const double gridWidth = static_cast<double>(box.columns) * box.cell.width();
  const double height = box.gridOrigin.y() + static_cast<double>(box.slices - 1) * box.slicePitch + gridHeight;
  box.bounds = QRectF(0, 0, std::max(box.rowHeaderWidth + gridWidth, width), height);
  box.titleRect = QRectF(0, 0, box.bounds.width(), MappingLayout::kTitleHeight);
  return box;
}

void translate(TensorBox& box, QPointF by) {
  box.bounds.translate(by);
  box.titleRect.translate(by);
  for (MarkLabel& m : box.markLabels) m.rect.translate(by);
  box.gridOrigin += by;
}

}  // namespace

QString tensorSubtitle(const TensorContent& t) {
  QStringList sizes;
  for (uint32_t s : t.desc.sizes) sizes << QString::number(s);
  const std::string_view type = shortName(t.desc.dataType);
  return QStringLiteral("%1 {%2}").arg(QString::fromUtf8(type.data(), static_cast<qsizetype>(type.size())), sizes.join(QStringLiteral(", ")));
}

QString tensorTitleNote(const TensorContent& t) {
  // In the painter's context, where the text was first written.
  if (t.isOutput && !t.values) return QCoreApplication::translate("MappingPainter", "no values (not run)");
  return {};
}

QString tensorTitleTail(const TensorContent& t) {
  const QString note = tensorTitleNote(t);
  return note.isEmpty() ? tensorSubtitle(t) : tensorSubtitle(t) + QStringLiteral("  ·  ") + note;
}

QString markLabelText(uint32_t dimension) { return QCoreApplication::translate("MappingPainter", "dimension %1").arg(dimension); }

double MappingLayout::titleWidth(const TensorContent& t) {
  const QFontMetricsF title(titleFont());
  const QFontMetricsF label(labelFont());
  return std::ceil(title.horizontalAdvance(t.field) + kTitleGap + label.horizontalAdvance(tensorTitleTail(t)) + 8);
}

QFont MappingLayout::titleFont() {
  QFont f;
  f.setPixelSize(14);
  f.setBold(true);
  return f;
}

QFont MappingLayout::labelFont() {
  QFont f;
  f.setPixelSize(11);
  return f;
}

QFont MappingLayout::valueFont() {
  QFont f;
  f.setPixelSize(12);
  return f;
}

QRectF TensorBox::sliceRect(uint64_t slice) const {
  return QRectF(gridOrigin.x(), gridOrigin.y() + static_cast<double>(slice) * slicePitch, static_cast<double>(columns) * cell.width(),
                static_cast<double>(rows) * cell.height());
}

QRectF TensorBox::sliceLabelRect(uint64_t slice) const {
  const QRectF grid = sliceRect(slice);
  const double above = slice == 0 ? MappingLayout::kColumnHeaderHeight : 0;
  return QRectF(grid.left(), grid.top() - above - MappingLayout::kSliceLabelHeight, std::max(grid.width(), bounds.right() - grid.left()),
                MappingLayout::kSliceLabelHeight);
}

QRectF TensorBox::columnHeaderRect() const {
  const QRectF grid = sliceRect(0);
  return QRectF(grid.left(), grid.top() - MappingLayout::kColumnHeaderHeight, grid.width(), MappingLayout::kColumnHeaderHeight);
}

QRectF TensorBox::rowHeaderRect(uint64_t slice) const {
  const QRectF grid = sliceRect(slice);
  return QRectF(grid.left() - rowHeaderWidth, grid.top(), rowHeaderWidth, grid.height());
}

QRectF TensorBox::cellRect(uint64_t element) const {
  const uint64_t perSlice = rows * columns;
  const uint64_t slice = element / perSlice;
  const uint64_t within = element % perSlice;
  const QRectF grid = sliceRect(slice);
  return QRectF(grid.left() + static_cast<double>(within % columns) * cell.width(),
                grid.top() + static_cast<double>(within / columns) * cell.height(), cell.width(), cell.height());
}

std::optional<uint64_t> TensorBox::elementAt(QPointF p) const {
  if (!hasGrid) return std::nullopt;
  const double x = p.x() - gridOrigin.x();
  const double y = p.y() - gridOrigin.y();
  if (x < 0 || y < 0) return std::nullopt;
  const auto slice = static_cast<uint64_t>(std::floor(y / slicePitch));
  if (slice >= slices) return std::nullopt;
  const double inSlice = y - static_cast<double>(slice) * slicePitch;
  const auto row = static_cast<uint64_t>(std::floor(inSlice / cell.height()));
  const auto column = static_cast<uint64_t>(std::floor(x / cell.width()));
  if (row >= rows || column >= columns) return std::nullopt;
  return (slice * rows + row) * columns + column;
}

MappingLayout::MappingLayout(const MappingContent& content) {
  std::vector<TensorBox> inputs;
  std::vector<TensorBox> outputs;
  for (const TensorContent& t : content.inputs) inputs.push_back(measure(content, t));
  for (const TensorContent& t : content.outputs) outputs.push_back(measure(content, t));

  auto columnSize = [](const std::vector<TensorBox>& column) {
    double width = 0;
    double height = 0;
    for (const TensorBox& b : column) {
      width = std::max(width, b.bounds.width());
      height += b.bounds.height();
    }
    if (!column.empty()) height += kBoxGap * static_cast<double>(column.size() - 1);
    return QSizeF(width, height);
  };
  const QSizeF left = columnSize(inputs);
  const QSizeF right = columnSize(outputs);
  const double height = std::max(left.height(), right.height());

  // Columns are centred on each other vertically, so a small output faces a tall stack of inputs.
  auto place = [&](std::vector<TensorBox>& column, double x, double columnHeight) {
    double y = kMargin + (height - columnHeight) / 2;
    for (TensorBox& b : column) {
      translate(b, QPointF(x, y));
      y += b.bounds.height() + kBoxGap;
      boxes_.push_back(b);
    }
  };
  place(inputs, kMargin, left.height());
  place(outputs, kMargin + left.width() + kColumnGap, right.height());
  bounds_ = QRectF(0, 0, kMargin * 2 + left.width() + kColumnGap + right.width(), kMargin * 2 + height);
}

const TensorBox* MappingLayout::box(bool isOutput, uint32_t index) const {
  for (const TensorBox& b : boxes_) {
    if (b.isOutput == isOutput && b.index == index) return &b;
  }
  return nullptr;
}

std::optional<QRectF> MappingLayout::cellRect(const CellRef& cell) const {
  const TensorBox* b = box(cell.isOutput, cell.tensor);
  if (!b || !b->hasGrid || cell.element >= b->slices * b->rows * b->columns) return std::nullopt;
  return b->cellRect(cell.element);
}

std::optional<CellRef> MappingLayout::hitTest(QPointF point) const {
  for (const TensorBox& b : boxes_) {
    if (!b.bounds.contains(point)) continue;
    if (auto element = b.elementAt(point)) return CellRef{b.isOutput, b.index, *element};
  }
  return std::nullopt;
}

std::optional<QRectF> MappingLayout::markRect(const DimensionMark& mark) const {
  const TensorBox* b = box(mark.isOutput, mark.tensor);
  if (!b) return std::nullopt;
  if (!b->hasGrid || mark.dimension >= b->rank) return b->titleRect;
  if (mark.dimension + 1 == b->rank) return b->columnHeaderRect();
  if (mark.dimension + 2 == b->rank) return b->rowHeaderRect(0);
  return b->sliceLabelRect(0);
}

std::optional<QRectF> MappingLayout::markLabelRect(const DimensionMark& mark) const {
  const TensorBox* b = box(mark.isOutput, mark.tensor);
  if (!b) return std::nullopt;
  for (const MarkLabel& m : b->markLabels) {
    if (m.dimension == mark.dimension) return m.rect;
  }
  return std::nullopt;
}

}  // namespace dmlscope::gui
