// A tensor's buffer in memory order: its slots (one element each), and the links between a slot and the
// logical elements that read it, answered one slot at a time so that a view of a huge buffer pays only for
// the slots it shows.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/result.h"
#include "dmlscope/tensor.h"

namespace dmlscope {

// The logical elements that read one slot: the first `limit` of them (ascending row-major indices) and how
// many there are in all. No reader: the slot is a gap (strides that skip it, or the tail DirectML rounds the
// buffer up to). Several: a 0 stride (broadcast) or overlapping strides.
struct SlotReaders {
  std::vector<uint64_t> elements;
  uint64_t total = 0;
};

class BufferLayout {
 public:
  // The buffer of a tensor description (its layout from computeLayout), or computeLayout's error.
  static Result<BufferLayout> of(const TensorDesc& desc);
  explicit BufferLayout(TensorLayout layout);

  const TensorLayout& layout() const { return layout_; }
  // Whole elements in the buffer (TotalTensorSizeInBytes, else DirectML's minimum, over the element size);
  // a few trailing bytes that do not make an element are not a slot.
  uint64_t slotCount() const { return slotCount_; }
  uint64_t byteOffsetOf(uint64_t slot) const { return slot * layout_.elementBytes; }
  // The slot a logical element reads (its element offset), or nothing for an element out of range. The slot
  // may lie past slotCount() when TotalTensorSizeInBytes is too small (validation reports that).
  std::optional<uint64_t> slotOf(uint64_t element) const;
  // The logical elements that read `slot`, at most `limit` of them. Costs O(rank + answer) for layouts where
  // no two elements share a slot; a 0 stride multiplies the count without enumerating it, and overlapping
  // non-zero strides enumerate their (counted) readers.
  SlotReaders readersOf(uint64_t slot, uint64_t limit) const;

 private:
  uint64_t visit(uint32_t dim, uint64_t remaining, uint64_t linear, uint64_t limit, std::vector<uint64_t>& out) const;

  TensorLayout layout_;
  uint64_t slotCount_ = 0;
  // Per dimension k: the row-major weight of k, the largest offset dimensions k.. reach together, and the gcd
  // of the strides of dimensions k.. (0 when all are 0); index rank holds 0, 0, 0.
  std::vector<uint64_t> weight_;
  std::vector<uint64_t> reachFrom_;
  std::vector<uint64_t> gcdFrom_;
};

}  // namespace dmlscope
