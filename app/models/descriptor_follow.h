// The rules that keep a descriptor in step while a person edits one field: arrays and tensors follow the
// input's dimension count and data type, counts follow their arrays, and outputs follow the sizes core
// derives unless overridden.
// These are editing conveniences; what is valid is decided by core's validation alone.
#pragma once

#include <cstdint>
#include <vector>

#include "dmlscope/operators.h"

namespace dmlscope::gui {

// Gives the tensor `rank` dimensions, adding leading dimensions of size 1 or removing leading ones (the
// innermost dimensions keep their meaning); explicit strides and DimensionCount change along.
void changeRank(TensorDesc& tensor, uint32_t rank);

// `values` with `length` entries: leading entries of `fill` added, or leading entries removed.
std::vector<uint32_t> resizedAtFront(const std::vector<uint32_t>& values, uint32_t length, uint32_t fill);
std::vector<int32_t> resizedAtFront(const std::vector<int32_t>& values, uint32_t length, int32_t fill);

// Which outputs currently have exactly the sizes core derives (those follow later edits).
std::vector<bool> outputsFollowingDerived(const OperatorDesc& desc);

// `after` is `before` with one edit made by the user. Applies the follow rules to `after` and returns which
// outputs follow their derived sizes from now on. An output whose Sizes the edit changed is an override
// (it follows again only when it equals the derived sizes); the others, if they followed, get the new
// derived sizes.
std::vector<bool> applyFollowRules(const OperatorDesc& before, OperatorDesc& after, const std::vector<bool>& followsBefore);

}  // namespace dmlscope::gui
