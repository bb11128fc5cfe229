// Output memory (see output_memory.h).
//
// Buffers are made unwritten (dmlscope/block_storage.h). A packed output is written by its writers alone, only
// the bytes past its last element zeroed; the reference leaves the bytes no logical element reaches at zero, so an
// output with gaps between its elements is zero-filled, and one thread zero-filling 16 MiB takes as long here as
// two threads copying them: its storage is fixed first, then it is filled in steps by one thread while the other
// threads write the steps already filled.
//
// The index maps are never filled: every entry is written by the writer that owns its element, so the writers
// start on them at once.
//
// A fresh output of tens of MiB is also a fresh mapping (glibc maps allocations above its threshold, at most
// 32 MiB, anew each time), and its first touch costs a page fault per 4 KiB page: 12.8 ms measured here for a
// 32 MiB index map that then takes 1 ms to fill. Marked for transparent huge pages between the reservation and
// the zero-fill, the same 32 MiB took 2.7 ms: one fault per 2 MiB step. NumPy marks its large arrays the same
// way. (Faulting everything in ahead, MADV_POPULATE_WRITE, was faster for outputs alone but slower for runs
// with an index map, where it holds up every thread.) Where the system does not do huge pages, the advice
// changes nothing.
#include "fast_cpu/output_memory.h"

#include <algorithm>
#include <cstddef>

#include "dmlscope/checked.h"

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace dmlscope::detail::fastcpu {
namespace {

// Below this, the pages are few or already in the allocator's hands: leave them alone.
constexpr uint64_t kHugePageAdviceBytes = uint64_t{4} << 20;

void adviseHugePages([[maybe_unused]] void* data, [[maybe_unused]] uint64_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes < kHugePageAdviceBytes) return;
  const long pageSize = sysconf(_SC_PAGESIZE);
  const uintptr_t page = pageSize > 0 ? static_cast<uintptr_t>(pageSize) : 4096;
  // From the page that holds the first element (and the allocator's header before it: a hint for the header's
  // page too, so that the first 2 MiB can be one huge page) to the one that holds the last.
  const auto begin = reinterpret_cast<uintptr_t>(data) & ~(page - 1);
  const auto end = (reinterpret_cast<uintptr_t>(data) + bytes + page - 1) & ~(page - 1);
  madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);  // failure: the usual 4 KiB pages
#endif
}

// Reserves `count` elements with the pages advised as above; `v` stays empty.
template <class Vector>
auto* reserve(Vector& v, uint64_t count) {
  v.clear();
  v.reserve(count);
  adviseHugePages(v.data(), count * sizeof(typename Vector::value_type));
  return v.data();
}

// Bytes of buffer zero-filled per step. Steps of 256 KiB (a chunk) were slower here, and less steady, than
// steps of 1 or 2 MiB: each step wakes the waiting threads.
constexpr uint64_t kDefaultFillStepBytes = uint64_t{2} << 20;

// i / steps of `total` (i <= steps), rounded down; all of it at the last step.
uint64_t share(uint64_t total, uint64_t i, uint64_t steps) {
  if (i >= steps) return total;
  const auto product = checkedMul(total, i);
  return product ? *product / steps : total / steps * i;
}

}  // namespace

OutputMemory::OutputMemory(RunResult& result, std::span<const TensorLayout> inputs,
                           std::span<const TensorLayout> outputs, bool withMap, uint64_t stepBytes)
    : stepBytes_(stepBytes ? stepBytes : kDefaultFillStepBytes) {
  result.outputs.resize(outputs.size());
  // The map: the GPU's narrow encoding where the inputs allow it (half the bytes of the wide one).
  bool narrow = false;
  if (withMap) {
    std::vector<uint64_t> counts;
    for (const TensorLayout& layout : inputs) counts.push_back(layout.elementCount);
    if (auto bases = narrowBases(counts)) {
      result.indexMap.narrowBase = std::move(*bases);
      narrow = true;
    }
    result.indexMap.entries.reserve(outputs.size());
  }
  for (uint32_t o = 0; o < outputs.size(); ++o) {
    const TensorLayout& layout = outputs[o];
    Slot slot;
    slot.buffer = &result.outputs[o];
    slot.bytes = layout.bufferBytes;
    slot.elementBytes = layout.elementBytes;
    slot.packed = layout.strides == packedStrides(layout.sizes);
    slot.data = reserve(*slot.buffer, slot.bytes);
    if (slot.packed) {
      // Every element is written by its writer; what lies past the last one (validation made the buffer at
      // least the elements' extent) is the reference's zeros.
      const uint64_t elementBytes = layout.elementCount * layout.elementBytes;
      slot.buffer->resize(slot.bytes);
      std::fill(slot.data + elementBytes, slot.data + slot.bytes, std::byte{0});
      slot.filledBytes->store(slot.bytes, std::memory_order_relaxed);
    }
    if (withMap) {
      MapEntries& entries =
          result.indexMap.entries.emplace_back(narrow ? MapWidth::Narrow : MapWidth::Wide, layout.elementCount);
      slot.map.narrow = entries.narrowData();
      slot.map.wide = entries.wideData();
      slot.map.base = result.indexMap.narrowBase.data();
    }
    slots_.push_back(std::move(slot));
  }
}

// Growing a vector within its reserved capacity by resize(n, zero) appends zeroed elements and neither moves nor
// touches the earlier ones, which other threads are by then writing through the pointers taken at reservation; they read
// nothing of the vector object itself. The release store of how far the vector is filled orders the zero-fill
// before their writes.
void OutputMemory::fill(const std::atomic<bool>& stop) {
  for (size_t i; (i = nextSlot_.fetch_add(1)) < slots_.size();) fill(slots_[i], stop);
}

void OutputMemory::fill(Slot& slot, const std::atomic<bool>& stop) {
  auto publish = [this] {
    steps_.fetch_add(1, std::memory_order_release);
    steps_.notify_all();
  };
  if (slot.packed) return;  // made whole at once
  const uint64_t steps = (slot.bytes + stepBytes_ - 1) / stepBytes_;
  uint64_t bytes = 0;
  for (uint64_t i = 1; i <= steps; ++i) {
    if (stop.load(std::memory_order_relaxed)) return publish();  // wakes the waiters, who then see `stop`
    bytes = std::max(bytes, share(slot.bytes, i, steps));  // never less: a smaller size would erase elements
    slot.buffer->resize(bytes, std::byte{0});
    slot.filledBytes->store(bytes, std::memory_order_release);
    publish();
  }
}

bool OutputMemory::waitUntilWritable(uint32_t output, uint64_t end, const std::atomic<bool>& stop) const {
  for (;;) {
    const uint64_t seen = steps_.load(std::memory_order_acquire);
    if (writable(output, end)) return true;
    if (stop.load(std::memory_order_relaxed)) return false;
    steps_.wait(seen, std::memory_order_acquire);
  }
}

bool OutputMemory::writable(uint32_t output, uint64_t end) const {
  const Slot& slot = slots_[output];
  // `end` elements of a packed buffer end at end * elementBytes (below the buffer's size, which validation
  // made at least the elements' extent).
  const uint64_t bytes = slot.packed ? end * slot.elementBytes : slot.bytes;
  return slot.filledBytes->load(std::memory_order_acquire) >= bytes;
}

}  // namespace dmlscope::detail::fastcpu
