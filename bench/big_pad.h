// dmlscope-bench --big-pad: one constant padding whose output is larger than one GPU buffer may be (8 GiB
// against the H100's 4 GiB), timed like a sweep row and checked at sampled elements against the index formula.
#pragma once

#include <cstdint>

#include "dmlscope/backend.h"

namespace dmlscope::bench {

struct BigPadOptions {
  uint64_t outputBytes = uint64_t{8} << 30;  // the output is just over this; the input just under
  uint32_t repetitions = 10;
  uint32_t samples = 10000;   // random output elements checked, besides the corners and chunk boundaries
  uint64_t chunkBytes = 0;    // where the output's chunks start (--max-buffer-bytes); 0: every GiB is checked
};

// Prints the row and the check's result; returns the process exit code (0 when every sample matches).
int runBigPad(Backend& gpu, const BigPadOptions& options);

}  // namespace dmlscope::bench
