// What every backend does before running: validate the session, lay out each tensor, and refuse runs too
// large to hold.
#pragma once

#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/tensor.h"

namespace dmlscope::detail {

struct PreparedRun {
  std::vector<TensorLayout> inputs;   // inputSlots order
  std::vector<TensorLayout> outputs;  // outputSlots order
};

// An error listing every diagnostic of an invalid session, or saying which output makes the run too large
// (its buffers plus, when asked for, its index map above kMaxRunBytes, or more elements than a map addresses),
// or that the run needs more host memory than there is: its outputs, its index map and `hostOverheadBytes`
// (a backend's own transfers) against RunOptions::memoryBudget or what the system has available. Nothing is
// allocated before these checks pass.
Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options, uint64_t hostOverheadBytes = 0);

}  // namespace dmlscope::detail
