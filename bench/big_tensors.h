// dmlscope-bench --big-pad and --big-d2s: one operator whose tensors are larger than one GPU buffer may be
// (8 GiB against the H100's 4 GiB), timed like a sweep row and checked at sampled elements against the index
// formula: a constant padding (the output in several buffers), or a DEPTH_COLUMN_ROW depth-to-space (the
// input too, read through the planner's contiguous-read views).
#pragma once

#include <cstdint>

#include "dmlscope/backend.h"

namespace dmlscope::bench {

enum class BigOperator { Padding, DepthToSpace };

struct BigRunOptions {
  BigOperator op = BigOperator::Padding;
  uint64_t outputBytes = uint64_t{8} << 30;  // the output is just over this (padding: the input just under)
  uint32_t repetitions = 10;
  uint32_t samples = 10000;   // random output elements checked, besides the corners and chunk boundaries
  uint64_t chunkBytes = 0;    // where the output's chunks start (--max-buffer-bytes); 0: every GiB is checked
};

// Prints the row and the check's result; returns the process exit code (0 when every sample matches).
int runBigTensors(Backend& gpu, const BigRunOptions& options);

}  // namespace dmlscope::bench
