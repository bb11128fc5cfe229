// What `dmlscope run` prints when not asked for the session: the operator and its time, then each output's name,
// data type and shape with its values summarised as NumPy prints an array.
#pragma once

#include <span>
#include <string>

#include "dmlscope/backend.h"
#include "dmlscope/session.h"
#include "dmlscope/tensor.h"

namespace dmlscope::cli {

// Above this many elements a tensor is summarised (NumPy's print threshold).
inline constexpr uint64_t kSummaryThreshold = 1000;

// The tensor's logical elements as NumPy's repr nests them: one bracket per dimension, the last dimension's
// values on one line, right-aligned to one width, rows of higher dimensions separated by blank lines. A tensor of
// more than kSummaryThreshold elements shows only the first and last edge items of each dimension longer than
// twice that, with "..." between: three, as NumPy does, or fewer where a tensor of many dimensions would print
// thousands of values. Never more than a few thousand values, whatever the tensor's size.
std::string summarizeValues(const TensorLayout& layout, std::span<const std::byte> buffer);

// The whole summary: `timing` (the line saying what ran where and how long), then per output
// "OutputTensor: FLOAT32 {1, 1, 8000, 8000}, 64000000 elements" and its values.
std::string runSummary(const Session& session, const std::vector<Buffer>& outputs, const std::string& timing);

}  // namespace dmlscope::cli
