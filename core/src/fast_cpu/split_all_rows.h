// DML_SPLIT along the last axis in one pass over its input: one writer for every output (RowWriter::jointRowLength).
#pragma once

#include <memory>

#include "dmlscope/operators.h"
#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {

// The one-pass writer of every output of `desc` (folded), made for output 0's context, where the split allows
// it: along the last axis, into at most 1024 outputs (kMaxJointOutputs) that are all packed and writable at once
// (WriterContext::outputsWritableAtOnce), from contiguous input rows, every view inside its buffer. Null where
// it does not: each output then has a writer of its own.
std::unique_ptr<RowWriter> makeSplitAllWriter(const SplitDesc& desc, const WriterContext& context);

}  // namespace dmlscope::detail::fastcpu
