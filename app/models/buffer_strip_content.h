// What the buffer strip shows for one tensor of the mapping content: core's BufferLayout of its descriptor,
// the values in its buffer, and the links between a slot and the grid cells that read it. Immutable; shared
// by the buffer view and the `render --buffer` figure.
#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dmlscope/buffer_layout.h"
#include "models/mapping_content.h"

namespace dmlscope::gui {

class BufferStripContent {
 public:
  BufferStripContent() = default;
  // The buffer of tensor (isOutput, index) of `content`; without a layout when its descriptor has none.
  BufferStripContent(std::shared_ptr<const MappingContent> content, bool isOutput, uint32_t index);

  const MappingContent* mapping() const { return content_.get(); }
  const TensorContent* tensor() const { return tensor_; }
  bool isOutput() const { return isOutput_; }
  uint32_t tensorIndex() const { return index_; }
  const std::optional<BufferLayout>& buffer() const { return buffer_; }
  uint64_t slotCount() const { return buffer_ ? buffer_->slotCount() : 0; }

  // "InputTensor in memory: FLOAT32, Strides {0, 1}: 2 slots, 8 bytes" (or why there is no buffer).
  QString title() const;
  // The value stored in a slot ("2.5"), or empty when the buffer has no values there.
  QString slotValue(uint64_t slot) const;
  // The grid cells that read a slot (at most `limit`; `total` receives how many in all).
  std::vector<CellRef> cellsReading(uint64_t slot, uint64_t limit, uint64_t* total = nullptr) const;
  uint64_t readerCount(uint64_t slot) const;
  // The slot a cell of this tensor reads; nothing for a cell of another tensor.
  std::optional<uint64_t> slotOf(const CellRef& cell) const;
  // "slot 4 (byte 16) = 2.5   ←   read by InputTensor[1, 0], InputTensor[1, 1]" / "... not read: a gap".
  QString describeSlot(uint64_t slot) const;

 private:
  std::shared_ptr<const MappingContent> content_;
  const TensorContent* tensor_ = nullptr;
  bool isOutput_ = false;
  uint32_t index_ = 0;
  std::optional<BufferLayout> buffer_;
};

}  // namespace dmlscope::gui
