// The buffer strip's layout and hit-testing (see buffer_strip_layout.h).
#include "widgets/buffer_strip_layout.h"

#include <algorithm>
#include <cmath>

namespace dmlscope::gui {

BufferStripLayout::BufferStripLayout(uint64_t slotCount, QPointF origin, double width, uint64_t firstRow)
    : slotCount_(slotCount), origin_(origin), width_(width) {
  const double room = std::max(0.0, width - kRowHeaderWidth);
  columns_ = std::max<uint64_t>(1, static_cast<uint64_t>(std::floor(room / kSlotWidth)));
  columns_ = std::min(columns_, std::max<uint64_t>(1, slotCount));
  rows_ = slotCount / columns_ + (slotCount % columns_ != 0 ? 1 : 0);
  firstRow_ = std::min(firstRow, rows_ > 0 ? rows_ - 1 : 0);
}

QRectF BufferStripLayout::titleRect() const { return QRectF(origin_, QSizeF(std::max(width_, kRowHeaderWidth + kSlotWidth), kTitleHeight)); }

double BufferStripLayout::rowTop(uint64_t row) const {
  // Rows before firstRow get negative offsets; the difference is taken in integers first.
  const double delta = row >= firstRow_ ? static_cast<double>(row - firstRow_) : -static_cast<double>(firstRow_ - row);
  return origin_.y() + kTitleHeight + delta * rowPitch();
}

QRectF BufferStripLayout::bounds() const {
  const double height = kTitleHeight + static_cast<double>(rows_ - firstRow_) * rowPitch();
  const double width = kRowHeaderWidth + static_cast<double>(columns_) * kSlotWidth;
  return QRectF(origin_, QSizeF(std::max(width, titleRect().width()), height));
}

QRectF BufferStripLayout::rowHeaderRect(uint64_t row) const {
  return QRectF(origin_.x(), rowTop(row), kRowHeaderWidth - 4, kSlotHeight);
}

QRectF BufferStripLayout::slotRect(uint64_t slot) const {
  const uint64_t row = slot / columns_;
  const uint64_t column = slot % columns_;
  return QRectF(origin_.x() + kRowHeaderWidth + static_cast<double>(column) * kSlotWidth, rowTop(row), kSlotWidth, kSlotHeight);
}

std::optional<uint64_t> BufferStripLayout::slotAt(QPointF p) const {
  const double x = p.x() - origin_.x() - kRowHeaderWidth;
  const double y = p.y() - origin_.y() - kTitleHeight;
  if (x < 0 || y < 0) return std::nullopt;
  const auto column = static_cast<uint64_t>(std::floor(x / kSlotWidth));
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
