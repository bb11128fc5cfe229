// Chunks of output rows handed to threads through one atomic counter, with cancel checks between chunks and
// progress as chunks complete.
//
// Plain std::thread per run rather than a pool: a run worth spreading takes a millisecond or more, starting and
// joining a thread about 10 microseconds (measured here), and a pool would outlive runs and need its own
// shutdown. Chunks are claimed dynamically, so a thread slowed by the machine's other work holds up no one.
#include "fast_cpu/chunk_schedule.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "dmlscope/fault_injection.h"
#include "dmlscope/backend.h"

namespace dmlscope::detail::fastcpu {
namespace {

// How one output is cut: rows longer than a chunk into `parts` pieces of `partLength` columns, else
// `rowsPerChunk` whole rows per chunk.
struct Cutting {
  bool splitsRows = false;
  uint64_t parts = 1;
  uint64_t partLength = 0;
  uint64_t rowsPerChunk = 1;
  uint64_t chunks = 0;
};

Cutting cut(const OutputWork& w, uint64_t chunkElements) {
  Cutting c;
  if (w.rowLength > chunkElements) {
    c.splitsRows = true;
    c.parts = (w.rowLength + chunkElements - 1) / chunkElements;
    c.partLength = (w.rowLength + c.parts - 1) / c.parts;
    c.chunks = w.rows * c.parts;  // at most rows x rowLength, the output's element count
  } else {
    c.rowsPerChunk = chunkElements / w.rowLength;
    // A writer that works across rows gets taller spans, within four times the chunk (RowWriter::spanRowsWanted):
    // a 4096-wide fp32 transpose in spans of 32 rows (twice its 16-row chunk) took 1.6x its time in 64.
    if (w.writer) c.rowsPerChunk = std::clamp(w.writer->spanRowsWanted(), c.rowsPerChunk, 4 * c.rowsPerChunk);
    c.chunks = (w.rows + c.rowsPerChunk - 1) / c.rowsPerChunk;
  }
  return c;
}

RowSpan spanOf(const OutputWork& w, const Cutting& c, uint64_t chunk) {
  if (c.splitsRows) {
    const uint64_t x0 = chunk % c.parts * c.partLength;
    return {chunk / c.parts, 1, x0, std::min(w.rowLength, x0 + c.partLength)};
  }
  const uint64_t firstRow = chunk * c.rowsPerChunk;
  return {firstRow, std::min(c.rowsPerChunk, w.rows - firstRow), 0, w.rowLength};
}

class ChunkRun {
 public:
  ChunkRun(std::span<const OutputWork> work, const Schedule& schedule) : work_(work), schedule_(schedule) {
    uint64_t total = 0;
    for (const auto& w : work_) {
      cuttings_.push_back(cut(w, schedule_.chunkElements));
      total += cuttings_.back().chunks;
      chunkEnds_.push_back(total);
      elements_ += w.rows * w.rowLength;
    }
  }

  uint64_t chunkCount() const { return chunkEnds_.empty() ? 0 : chunkEnds_.back(); }

  void work() {
    for (;;) {
      if (stop_.load(std::memory_order_relaxed)) return;
      const uint64_t chunk = next_.fetch_add(1, std::memory_order_relaxed);
      if (chunk >= chunkCount()) return;
      if (cancelRequested()) return;
      const auto output = static_cast<size_t>(std::upper_bound(chunkEnds_.begin(), chunkEnds_.end(), chunk) - chunkEnds_.begin());
      const uint64_t first = output == 0 ? 0 : chunkEnds_[output - 1];
      const RowSpan span = spanOf(work_[output], cuttings_[output], chunk - first);
      if (span.rowCount == 0 || span.x1 <= span.x0) continue;  // not produced by the cutting; kept total
      const uint64_t end = (span.firstRow + span.rowCount - 1) * work_[output].rowLength + span.x1;
      if (schedule_.waitUntilWritable && !schedule_.waitUntilWritable(static_cast<uint32_t>(output), end, stop_)) return;
      if (cancelRequested()) return;
      if (auto failure = work_[output].writer->write(span)) {
        std::lock_guard lock(failureMutex_);
        if (!failure_) failure_ = failure;
        stop_.store(true);
        return;
      }
      report(span.rowCount * (span.x1 - span.x0));
    }
  }

  ScheduleOutcome outcome() const { return {cancelled_.load(), failure_}; }

  const std::atomic<bool>& stopFlag() const { return stop_; }
  void abandon() { stop_.store(true); }

 private:
  // True (and the run stopping) once the caller has asked to cancel.
  bool cancelRequested() {
    const bool requested = (schedule_.cancel && schedule_.cancel->load()) || fault::fires(fault::Point::RunCancel);
    if (!requested) return false;
    cancelled_.store(true);
    stop_.store(true);
    return true;
  }

  // Raises the shared progress to this run's fraction done (thousandths, below 1000 until the caller's end).
  void report(uint64_t elements) {
    const uint64_t done = done_.fetch_add(elements, std::memory_order_relaxed) + elements;
    if (!schedule_.progress || elements_ == 0) return;
    // done < 2^48 elements, so done * 999 fits in 64 bits.
    const auto value = static_cast<uint32_t>(done * (kProgressDone - 1) / elements_);
    uint32_t current = schedule_.progress->load(std::memory_order_relaxed);
    while (current < value && !schedule_.progress->compare_exchange_weak(current, value, std::memory_order_relaxed)) {
    }
  }

  std::span<const OutputWork> work_;
  const Schedule& schedule_;
  std::vector<Cutting> cuttings_;
  std::vector<uint64_t> chunkEnds_;  // cumulative chunk counts, per output
  uint64_t elements_ = 0;
  std::atomic<uint64_t> next_{0};
  std::atomic<uint64_t> done_{0};
  std::atomic<bool> stop_{false};
  std::atomic<bool> cancelled_{false};
  std::mutex failureMutex_;
  std::optional<OutOfRange> failure_;
};

// Runs `work` on this thread and up to threads - 1 more. An exception in any (std::bad_alloc) comes out here,
// on the calling thread, as it would from a single-threaded run.
void onThreads(uint64_t threads, const std::function<void()>& work) {
  std::mutex mutex;
  std::exception_ptr failure;
  auto guarded = [&] {
    try {
      work();
    } catch (...) {
      std::lock_guard lock(mutex);
      if (!failure) failure = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  for (uint64_t i = 1; i < threads; ++i) {
    try {
      helpers.emplace_back(guarded);
    } catch (const std::system_error&) {
      break;  // no more threads to be had: the ones running (this one at least) do the rest
    }
  }
  guarded();
  for (auto& t : helpers) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace

void runParts(unsigned parts, const std::function<void(unsigned part)>& work) {
  std::atomic<unsigned> next{0};
  onThreads(parts, [&] {
    for (unsigned part; (part = next.fetch_add(1, std::memory_order_relaxed)) < parts;) work(part);
  });
}

ScheduleOutcome runChunks(std::span<const OutputWork> work, const Schedule& schedule) {
  ChunkRun run(work, schedule);
  const uint64_t threads = std::clamp<uint64_t>(run.chunkCount(), 1, std::max(schedule.threads, 1u));
  onThreads(threads, [&] {
    if (schedule.prologue) {
      try {
        schedule.prologue(run.stopFlag());
      } catch (...) {
        run.abandon();  // nobody waits for what the prologue will not do
        throw;
      }
    }
    run.work();
  });
  return run.outcome();
}

}  // namespace dmlscope::detail::fastcpu
