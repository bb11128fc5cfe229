// A run's outputs and index maps. Outputs: ordinary zero-filled vectors, each zero-filled in steps by one
// thread while the other threads already write the part that is filled, and with their pages faulted in as
// transparent huge pages where the system offers them. Maps: narrow where the inputs allow it, made unwritten
// (every entry has exactly one writer, or a scatter's copy and then its updates), never filled.
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
  // Reserves every output's buffer (and, with a map, its index map: narrow while `inputs` hold few enough
  // elements together) in `result`, sized as `outputs` say; their storage does not move from here on, and
  // nothing is zero-filled yet. fill() goes in steps of at most `stepBytes` of buffer (0: 2 MiB).
  OutputMemory(RunResult& result, std::span<const TensorLayout> inputs, std::span<const TensorLayout> outputs,
               bool withMap, uint64_t stepBytes = 0);

  std::byte* data(uint32_t output) const { return slots_[output].data; }
  MapTarget map(uint32_t output) const { return slots_[output].map; }

  // Zero-fills outputs, each in steps published as they are done, until every output is taken: several threads
  // calling it fill different outputs at once (their page faults then overlap too), in the order chunks are
  // handed out. Stops early once `stop` is set (the run is then abandoned).
  void fill(const std::atomic<bool>& stop);

  // Waits (blocked, not spinning: the machine may have fewer cores than threads) until output `output`'s
  // logical elements [0, end) may be written, the buffer filled that far (a buffer whose strides are not
  // packed: filled completely; the map needs no filling); false when `stop` is set first.
  bool waitUntilWritable(uint32_t output, uint64_t end, const std::atomic<bool>& stop) const;

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
