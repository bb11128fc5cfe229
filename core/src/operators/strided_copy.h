// What ELEMENT_WISE_IDENTITY, SLICE and SLICE1 have in common: each output coordinate reads the input
// coordinate start + step · o, per dimension. Each operator's file says its start and step; the index
// formula, its inverse, the fast CPU writer and the GPU job read them from here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/inverse_map.h"
#include "dmlscope/operators.h"

namespace dmlscope::detail {

struct StridedCopy {
  std::vector<uint32_t> start;  // the input coordinate output coordinate 0 reads
  std::vector<int64_t> step;    // input coordinates per output coordinate; negative walks back (Slice1)
};

// The copy of a valid Identity, Slice or Slice1 descriptor; nothing for any other operator.
std::optional<StridedCopy> stridedCopyOf(const OperatorDesc& desc);

// in_k = start_k + step_k · o_k.
void stridedCopySource(const StridedCopy& copy, std::span<const uint32_t> o, std::span<uint32_t> in);

// The output elements that read input coordinates `in`, the first `limit` of them.
std::vector<OutputElement> stridedCopyFedBy(const StridedCopy& copy, std::span<const uint32_t> in,
                                            std::span<const uint32_t> outSizes, uint64_t limit, uint64_t* total);

}  // namespace dmlscope::detail
