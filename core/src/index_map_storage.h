// Test hooks of the index map's storage (index_map.cpp): what a test needs to reach the paths ordinary
// inputs do not.
#pragma once

#include <cstdint>

namespace dmlscope::detail {

// While set, every block of map storage is filled with kMapPoisonByte when handed out, so that a test can
// check that a backend wrote every entry of a map it made unwritten (no sanitizer for uninitialised reads
// here).
inline constexpr unsigned char kMapPoisonByte = 0xCD;
void setMapPoisonForTests(bool poison);

// narrowBases refuses inputs holding `limit` elements or more together (default 2^32 - 1, what 32-bit
// entries can number beside the padding entry): a test lowers it to take the wide path on small inputs.
void setNarrowLimitForTests(uint64_t limit);
inline constexpr uint64_t kNarrowLimit = 0xffffffffull;

}  // namespace dmlscope::detail
