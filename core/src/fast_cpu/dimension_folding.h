// Merging the dimensions an operator maps one to one and every tensor lays out contiguously, so that rows are
// as long as the layouts allow: a join of NCHW tensors on C copies blocks of C·H·W elements, not rows of W.
#pragma once

#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"

namespace dmlscope::detail::fastcpu {

// The same operator on fewer dimensions: every tensor's layout with merged sizes and strides (element counts,
// buffer sizes and, for each element, its buffer offset and row-major index unchanged) and the descriptor
// with its tensors' sizes and per-dimension fields (Repeats, StartPadding, EndPadding, Axis) to match.
struct FoldedShapes {
  OperatorDesc desc;
  std::vector<TensorLayout> inputs;
  std::vector<TensorLayout> outputs;
};

// `inputs` and `outputs` are the valid session's layouts in slot order. An operator whose FoldingRule
// (operator_plans.h) allows no merge is left as it is.
FoldedShapes foldDimensions(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                            const std::vector<TensorLayout>& outputs);

}  // namespace dmlscope::detail::fastcpu
