// Backends run a valid session's operator and return the outputs and the index map.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/element.h"
#include "dmlscope/index_map.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

class SessionValidation;  // session_validation.h

struct RunResult {
  std::vector<Buffer> outputs;  // one per output slot, each the size of that tensor's buffer
  IndexMap indexMap;
  std::chrono::nanoseconds elapsed{0};  // the operator's own time (GPU: timestamp queries)
  std::string backendName;              // "CPU", or the Vulkan device's name
};

struct RunOptions {
  bool computeIndexMap = true;
  // Set from another thread to abandon a long run; the run then returns an error saying it was cancelled.
  const std::atomic<bool>* cancel = nullptr;
  // When set, the backend stores how far it is, in thousandths (0 … 1000), from whichever thread does the work;
  // a user interface polls it for a determinate progress bar. It only grows during a run.
  std::atomic<uint32_t>* progress = nullptr;
  // Bytes of host memory the run may use (outputs, index map, staging); absent: what the operating system
  // says is available (MemAvailable). A run that needs more is refused before anything is allocated.
  std::optional<uint64_t> memoryBudget;
  // Host memory the caller will need beside the run's result while it still holds it (writing the result out:
  // `dmlscope run --npy-out` packs each output into a .npy buffer), counted against the same budget.
  uint64_t callerHostBytes = 0;
  // The caller's validation of the session it runs (a command that has validated to print the diagnostics,
  // the GUI's document that validates every edit), kept alive by the caller during the run. The backend uses
  // its diagnostics instead of validating again only where it covers the session run; null, or one of another
  // or since edited session: the backend validates.
  const SessionValidation* validation = nullptr;
};

inline constexpr uint32_t kProgressDone = 1000;

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;
  // Validates first (or trusts RunOptions::validation where it covers the session): an invalid session is an
  // error listing the diagnostics, never undefined behaviour.
  virtual Result<RunResult> run(const Session& session, const RunOptions& options = {}) = 0;
};

// The reference backend: plain C++, one element at a time through the operator's index formula; the ground
// truth for everything else.
std::unique_ptr<Backend> makeCpuBackend();

// The fast CPU backend: the same results (outputs and index map, bit for bit) from row and block copies spread
// over threads; the default CPU backend. `threads` 0 means one per hardware thread.
std::unique_ptr<Backend> makeFastCpuBackend(unsigned threads = 0);

}  // namespace dmlscope
