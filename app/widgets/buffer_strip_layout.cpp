// The buffer strip's layout and hit-testing (see buffer_strip_layout.h).
#include "widgets/buffer_strip_layout.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

#include "widgets/mapping_layout.h"

namespace dmlscope::gui {
namespace {

// The slot painter's small font (the label font at 0.85, see buffer_strip_painter.cpp), rounded up.
QFont slotLabelFont() {
  QFont f = MappingLayout::labelFont();
  f.setPixelSize(static_cast<int>(std::ceil(f.pixelSize() * 0.85)));
  return f;
}

}  // namespace

QString BufferStripLayout::rowLabel(uint64_t firstSlot) { return QString::number(firstSlot); }

BufferStripLayout::BufferStripLayout(uint64_t slotCount, QPointF origin, double width, uint64_t firstRow)
    : slotCount_(slotCount), origin_(origin), width_(width) {
  // Sized for the largest numbers the strip draws: the last slot's index (a row label, and "#index" beside a
  // reader count "×999" in a slot) and a byte offset of up to 8 bytes a slot.
  const uint64_t last = slotCount > 0 ? slotCount - 1 : 0;
  const QFontMetricsF label(MappingLayout::labelFont());
  const QFontMetricsF small(slotLabelFont());
  rowHeaderWidth_ = std::max(kRowHeaderWidth, std::ceil(label.horizontalAdvance(rowLabel(last))) + 10);
  const double indexLine = small.horizontalAdvance(QStringLiteral("#%1").arg(last)) + small.horizontalAdvance(QStringLiteral(" ×999"));
  const double offsetLine = small.horizontalAdvance(QStringLiteral("+%1").arg(last * 8));
  slotWidth_ = std::max(kSlotWidth, std::ceil(std::max(indexLine, offsetLine)) + 8);
  const double room = std::max(0.0, width - rowHeaderWidth_);
  columns_ = std::max<uint64_t>(1, static_cast<uint64_t>(std::floor(room / slotWidth_)));
  columns_ = std::min(columns_, std::max<uint64_t>(1, slotCount));
  rows_ = slotCount / columns_ + (slotCount % columns_ != 0 ? 1 : 0);
  firstRow_ = std::min(firstRow, rows_ > 0 ? rows_ - 1 : 0);
}

QRectF BufferStripLayout::titleRect() const { return QRectF(origin_, QSizeF(std::max(width_, rowHeaderWidth_ + slotWidth_), kTitleHeight)); }

double BufferStripLayout::rowTop(uint64_t row) const {
  // Rows before firstRow get negative offsets; the difference is taken in integers first.
  const double delta = row >= firstRow_ ? static_cast<double>(row - firstRow_) : -static_cast<double>(firstRow_ - row);
  return origin_.y() + kTitleHeight + delta * rowPitch();
}

QRectF BufferStripLayout::bounds() const {
  const double height = kTitleHeight + static_cast<double>(rows_ - firstRow_) * rowPitch();
  const double width = rowHeaderWidth_ + static_cast<double>(columns_) * slotWidth_;
  return QRectF(origin_, QSizeF(std::max(width, titleRect().width()), height));
}

QRectF BufferStripLayout::rowHeaderRect(uint64_t row) const {
  return QRectF(origin_.x(), rowTop(row), rowHeaderWidth_ - 4, kSlotHeight);
}

QRectF BufferStripLayout::slotRect(uint64_t slot) const {
  const uint64_t row = slot / columns_;
  const uint64_t column = slot % columns_;
  return QRectF(origin_.x() + rowHeaderWidth_ + static_cast<double>(column) * slotWidth_, rowTop(row), slotWidth_, kSlotHeight);
}

std::optional<uint64_t> BufferStripLayout::slotAt(QPointF p) const {
  const double x = p.x() - origin_.x() - rowHeaderWidth_;
  const double y = p.y() - origin_.y() - kTitleHeight;
  if (x < 0 || y < 0) return std::nullopt;
  const auto column = static_cast<uint64_t>(std::floor(x / slotWidth_));
  const auto rowFromFirst = static_cast<uint64_t>(std::floor(y / rowPitch()));
  if (column >= columns_ || y - static_cast<double>(rowFromFirst) * rowPitch() > kSlotHeight) return std::nullopt;
  if (rowFromFirst >= rows_ - firstRow_) return std::nullopt;
  const uint64_t slot = (firstRow_ + rowFromFirst) * columns_ + column;
  if (slot >= slotCount_) return std::nullopt;
  return slot;
}

std::pair<uint64_t, uint64_t> BufferStripLayout::rowsBetween(double top, double bottom) const {
  const double first = std::floor((top - origin_.y() - kTitleHeight) / rowPitch());
  const double last = std::ceil((bottom - origin_.y() - kTitleHeight) / rowPitch());
  const double available = static_cast<double>(rows_ - firstRow_);
  const auto from = static_cast<uint64_t>(std::clamp(first, 0.0, available));
  const auto to = static_cast<uint64_t>(std::clamp(last, 0.0, available));
  return {firstRow_ + from, firstRow_ + to};
}

}  // namespace dmlscope::gui
