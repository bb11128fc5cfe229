// A run's outputs and index maps, made unwritten (dmlscope/block_storage.h). An output whose logical elements
// cover it packed is written by its writers alone (only the bytes past its last element are zeroed); one with
// gaps between its elements (strides) must hold zeros there, as the reference's does, so it is zero-filled in
// steps by one thread while the other threads already write the part that is filled. Maps: narrow where the
// inputs allow it, never filled (every entry has exactly one writer, or a scatter's copy and then its updates).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/tensor.h"
#include "fast_cpu/map_target.h"

namespace dmlscope::detail::fastcpu {

class OutputMemory {
 public:
  // Makes every output's buffer (and, with a map, its index map: narrow while `inputs` hold few enough
  // elements together) in `result`, sized as `outputs` say; their storage does not move from here on. A packed
  // output is writable at once; one with gaps is reserved and waits for fill(), which goes in steps of at most
  // `stepBytes` of buffer (0: 2 MiB).
  OutputMemory(RunResult& result, std::span<const TensorLayout> inputs, std::span<const TensorLayout> outputs,
               bool withMap, uint64_t stepBytes = 0);

  std::byte* data(uint32_t output) const { return slots_[output].data; }
  MapTarget map(uint32_t output) const { return slots_[output].map; }

  // Zero-fills the outputs with gaps, each in steps published as they are done, until every output is taken:
  // several threads calling it fill different outputs at once, in the order chunks are handed out. Stops early
  // once `stop` is set (the run is then abandoned).
  void fill(const std::atomic<bool>& stop);

  // Waits (blocked, not spinning: the machine may have fewer cores than threads) until output `output`'s
  // logical elements [0, end) may be written (a packed buffer: at once; one with gaps: once filled completely;
  // the map needs no filling); false when `stop` is set first.
  bool waitUntilWritable(uint32_t output, uint64_t end, const std::atomic<bool>& stop) const;

  // True when output `output` is packed, so every element of it may be written at once (nothing waits).
  bool writableAtOnce(uint32_t output) const { return slots_[output].packed; }

 private:
  struct Slot {
    Buffer* buffer = nullptr;
    std::byte* data = nullptr;
    MapTarget map;                // none without a map
    uint64_t bytes = 0;           // the buffer's full size
    uint32_t elementBytes = 0;
    bool packed = false;          // logical element i at buffer element i
    std::unique_ptr<std::atomic<uint64_t>> filledBytes = std::make_unique<std::atomic<uint64_t>>(0);
  };
  bool writable(uint32_t output, uint64_t end) const;

  void fill(Slot& slot, const std::atomic<bool>& stop);

  std::vector<Slot> slots_;
  uint64_t stepBytes_;
  std::atomic<size_t> nextSlot_{0};  // the next output a filling thread takes
  mutable std::atomic<uint64_t> steps_{0};  // fill steps published: what waiting threads wait on
};

}  // namespace dmlscope::detail::fastcpu
