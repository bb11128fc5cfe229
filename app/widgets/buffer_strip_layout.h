// Where the buffer strip puts each slot of a tensor's buffer, in scene units: a title line, then the slots
// in memory order, wrapped into rows of equal length like a hex dump. Also answers which slot is under a
// point (hit-testing). Knows nothing of painting. A long buffer is laid out from a first row on, so that the
// coordinates stay small however far a view has scrolled.
#pragma once

#include <QRectF>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>

namespace dmlscope::gui {

class BufferStripLayout {
 public:
  static constexpr double kSlotWidth = 60;        // the narrowest slot; wider where its index needs it
  static constexpr double kSlotHeight = 46;
  static constexpr double kRowGap = 6;
  static constexpr double kTitleHeight = 26;
  static constexpr double kRowHeaderWidth = 44;  // the narrowest row header (the first slot's index of each row)

  BufferStripLayout() = default;
  // `width`: what the strip may use (the row header included); `firstRow`: the row drawn at the top.
  BufferStripLayout(uint64_t slotCount, QPointF origin, double width, uint64_t firstRow = 0);

  uint64_t slotCount() const { return slotCount_; }
  uint64_t columns() const { return columns_; }
  uint64_t rows() const { return rows_; }
  uint64_t firstRow() const { return firstRow_; }
  double rowPitch() const { return kSlotHeight + kRowGap; }
  // Wide enough for the largest index: a row label or a slot's "#index" is never cut.
  double slotWidth() const { return slotWidth_; }
  double rowHeaderWidth() const { return rowHeaderWidth_; }
  // The text of row `row`'s label: the index of its first slot.
  static QString rowLabel(uint64_t firstSlot);

  QRectF titleRect() const;
  // The title and every row from firstRow on (the whole strip when firstRow is 0).
  QRectF bounds() const;
  QRectF rowHeaderRect(uint64_t row) const;
  QRectF slotRect(uint64_t slot) const;
  std::optional<uint64_t> slotAt(QPointF point) const;
  // The rows [first, last) that meet the band of y from `top` to `bottom`.
  std::pair<uint64_t, uint64_t> rowsBetween(double top, double bottom) const;

 private:
  double rowTop(uint64_t row) const;

  uint64_t slotCount_ = 0;
  uint64_t columns_ = 1;
  uint64_t rows_ = 0;
  uint64_t firstRow_ = 0;
  double slotWidth_ = kSlotWidth;
  double rowHeaderWidth_ = kRowHeaderWidth;
  QPointF origin_;
  double width_ = 0;
};

}  // namespace dmlscope::gui
