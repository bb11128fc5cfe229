// Spans of output rows whose columns read the input far apart (an identity that reads its input transposed, a
// slice across rows): moved in tiles of a few columns × the span's rows, so that each input cache line is used
// for every element of it the span wants while it is in cache, instead of once per row for one element.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "fast_cpu/map_target.h"

namespace dmlscope::detail::fastcpu {

// One output row of a tiled span, at its first column: checked by the caller for all the columns it moves.
struct TiledRow {
  std::byte* out = nullptr;       // the first column's element
  const std::byte* in = nullptr;  // the input element the first column reads
  MapTarget map;                  // the first column's index-map entry (none without a map)
  uint64_t source = 0;            // that entry's value (input 0's element index, the same in both encodings)
};

// Rows at most moved together: a tile is kTiledRowsAtMost rows × one output cache line of columns, which (with
// the input lines it reads) stays far inside L1.
inline constexpr uint64_t kTiledRowsAtMost = 64;

// True when a span of `rows` rows, whose consecutive columns read input elements `inputStep` apart, is better
// moved in tiles: each column's element lies on its own input cache line, and enough rows share those lines.
bool worthTiling(uint32_t elementBytes, int64_t inputStep, uint64_t rows, uint64_t columns);

// How many columns one tile holds: one output cache line of packed elements.
inline uint64_t tileColumns(uint32_t elementBytes) { return 64 / elementBytes; }

// For every row: columns x in [0, count) get the input element x · inputStep elements after row.in, at x ·
// outputStride elements after row.out, and map entry row.source + x · sourceStep. Elements move as bits.
// `outputBytes`, the whole output's size, decides whether whole output lines are streamed (non-temporal
// stores, streaming_cells.h): an output far beyond the caches is not read back from them anyway, and a plain
// store to a line not in cache reads it from memory first.
void copyTiled(uint32_t elementBytes, std::span<const TiledRow> rows, uint64_t count, int64_t inputStep,
               int64_t outputStride, int64_t sourceStep, uint64_t outputBytes);

// Tests only: outputs from `streamingBytes` on are streamed (kStreamingBytes by default), so that small tensors
// take the streaming path; `avx` false keeps the SSE2 blocks where the processor has AVX.
void setTiledKernelsForTests(uint64_t streamingBytes, bool avx);

}  // namespace dmlscope::detail::fastcpu
