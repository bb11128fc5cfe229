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

// An error listing every diagnostic of an invalid session (validated here unless RunOptions::validation covers
// it), or saying which output has more elements than an index map addresses, or that the run needs more host
// memory than there is: its outputs, its index map, `hostOverheadBytes` (a backend's own transfers) and
// RunOptions::callerHostBytes against RunOptions::memoryBudget or what the system has available (no fixed
// ceiling). Nothing is allocated before these checks pass.
Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options, uint64_t hostOverheadBytes = 0);

}  // namespace dmlscope::detail
