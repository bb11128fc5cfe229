// Test hooks of the index map (index_map.cpp): what a test needs to reach the paths ordinary
// inputs do not.
#pragma once

#include <cstdint>

namespace dmlscope::detail {

// narrowBases refuses inputs holding `limit` elements or more together (default 2^32 - 1, what 32-bit
// entries can number beside the padding entry): a test lowers it to take the wide path on small inputs.
void setNarrowLimitForTests(uint64_t limit);
inline constexpr uint64_t kNarrowLimit = 0xffffffffull;

}  // namespace dmlscope::detail
