// The fast CPU backend's knobs, for the tests that drive it through many chunk and thread counts (the public
// makeFastCpuBackend uses the defaults).
#pragma once

#include <cstdint>
#include <memory>

#include "dmlscope/backend.h"
#include "dmlscope/operators.h"

namespace dmlscope::detail {

struct FastCpuTuning {
  unsigned threads = 0;  // 0: one per hardware thread
  // Output elements per chunk, the unit of work handed to a thread and of progress and cancel checks; rows
  // longer than a chunk are cut into parts. 0: about 256 KiB of output.
  uint64_t chunkElements = 0;
  // A run uses no more threads than it has this many output bytes per thread (starting a thread costs about as
  // much as copying a few hundred KiB).
  uint64_t minBytesPerThread = uint64_t{1} << 20;
  // Bytes the outputs are zero-filled by per step while other threads write what is filled. 0: 2 MiB.
  uint64_t fillStepBytes = 0;
};

std::unique_ptr<Backend> makeFastCpuBackend(const FastCpuTuning& tuning);
// Tests only: a fast CPU backend that refuses `refused` as it would an operator whose rows file refuses it
// (refuseOperator, operator_plans.h), a path no shipped operator takes.
std::unique_ptr<Backend> makeFastCpuBackendRefusing(OperatorType refused);

}  // namespace dmlscope::detail
