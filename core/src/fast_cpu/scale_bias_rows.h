// ELEMENT_WISE_IDENTITY's ScaleBias on the fast CPU rows: a run of elements written through x × Scale + Bias
// instead of copied, with the reference's bits (operators/scale_bias.h's arithmetic, in typed loops).
#pragma once

#include <cstdint>

#include "dmlscope/data_type.h"
#include "dmlscope/operators.h"
#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {

// What a run computes: the tensors' type (one of takesScaleBias's) and the terms.
struct ScaleBiasRun {
  DataType type = DataType::Float32;
  ScaleBiasTerms terms;
};

// copyRun's run (row_plan.h: the same arguments, checks and index-map entries), each element written as
// applyScaleBias(type, input element, terms) gives it.
WriteStatus scaleBiasRun(const ScaleBiasRun& how, const RowTarget& target, uint64_t x, uint64_t count,
                         const InputView& in, uint32_t input, uint64_t first, int64_t step, uint64_t source,
                         int64_t sourceStep);

}  // namespace dmlscope::detail::fastcpu
