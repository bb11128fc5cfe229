// The index formula turned around: every output element an input element feeds, computed from the descriptor
// in O(rank + answer) without an index map, so that the view of a tensor of billions of elements can still show
// what an input cell feeds.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "dmlscope/index_values.h"
#include "dmlscope/operators.h"

namespace dmlscope {

// One element of one output tensor: `element` is its row-major logical index in output `output`.
struct OutputElement {
  uint32_t output = 0;
  uint64_t element = 0;
  bool operator==(const OutputElement&) const = default;
};

// Every output element whose source (sourceOf) is input `input` at logical coordinates `inCoords`, in ascending
// (output, element) order, at most `limit` of them; `*total`, when given, receives how many there are in all
// (saturating at UINT64_MAX). Tile and Padding work dimension by dimension (the output coordinates that read
// each input coordinate, then their Cartesian product); DepthToSpace1, Split and Join are one-to-one. The
// descriptor must be valid (as for sourceOf); coordinates outside the input give nothing.
// The gathers and scatters depend on IndicesTensor's values: with `values` the outputs are scanned (O(output
// elements)), and an IndicesTensor element feeds the outputs whose source it chose; without, nothing is listed.
std::vector<OutputElement> outputsFedBy(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> inCoords,
                                        uint64_t limit, uint64_t* total = nullptr,
                                        const IndexValues& values = IndexValues::none());

}  // namespace dmlscope
