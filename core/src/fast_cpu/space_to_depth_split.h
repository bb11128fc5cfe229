// The one-pass de-interleave of SPACE_TO_DEPTH's rows: a packed input row cut into B packed output rows.
#pragma once

#include <cstddef>
#include <cstdint>

namespace dmlscope::detail::fastcpu {

// The largest block split in one pass; larger blocks (rare: B² channels per input channel) go row by row.
inline constexpr uint32_t kMaxSplitBlock = 16;

// outs[b][i] = in[i * block + b] for i < count, b < block (2 <= block <= kMaxSplitBlock), elements of
// `elementBytes` bytes (1, 2, 4 or 8) moved as bits. No bounds checks: the caller checked both sides.
void splitBlocks(uint32_t elementBytes, std::byte* const* outs, const std::byte* in, uint32_t block, uint64_t count);

}  // namespace dmlscope::detail::fastcpu
