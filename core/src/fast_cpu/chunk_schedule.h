// Running the row writers of a run's outputs over threads, chunk by chunk, with cancel checks and progress.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {

// One output's rows and the writer that fills them.
struct OutputWork {
  const RowWriter* writer = nullptr;
  uint64_t rows = 0;
  uint64_t rowLength = 0;
};

struct Schedule {
  unsigned threads = 1;
  uint64_t chunkElements = 1;
  const std::atomic<bool>* cancel = nullptr;
  std::atomic<uint32_t>* progress = nullptr;  // raised to at most 999 here; the caller stores 1000 at the end
  // Run by every thread before it takes chunks (each returns when it finds nothing more to do there, while
  // others may still be at it); `stop` says the run is being abandoned.
  std::function<void(const std::atomic<bool>& stop)> prologue;
  // Waits until a chunk of output `output` ending before logical element `end` may be written; false when
  // `stop` (the run's) is set first. Null: always writable.
  std::function<bool(uint32_t output, uint64_t end, const std::atomic<bool>& stop)> waitUntilWritable;
};

struct ScheduleOutcome {
  bool cancelled = false;
  std::optional<OutOfRange> failure;  // a writer refused a run outside a buffer
};

// Runs work(part) for every part in [0, parts), each on one of up to `parts` threads (this one among them),
// and returns when all are done. An exception in any comes out here.
void runParts(unsigned parts, const std::function<void(unsigned part)>& work);

// Writes every chunk of every output. Returns early (threads stopped at their next chunk) on cancel or failure.
ScheduleOutcome runChunks(std::span<const OutputWork> work, const Schedule& schedule);

}  // namespace dmlscope::detail::fastcpu
