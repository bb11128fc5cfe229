// The tiled copy of transposing spans (transposed_rows.h): per tile of columns, every row of the span, so the
// input lines a tile reads (each holding the elements of neighbouring rows) are read once and used fully.
#include "fast_cpu/transposed_rows.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {
namespace {

// The rows' entries as M* (uint32_t narrow, uint64_t wide); void: no map.
template <class M>
M* entriesOf(const MapTarget& map) {
  if constexpr (std::is_same_v<M, uint32_t>) {
    return map.narrow;
  } else {
    return map.wide;
  }
}

template <class T, class M>
void copyTiledAs(std::span<const TiledRow> rows, uint64_t count, int64_t inputStep, int64_t outputStride,
                 int64_t sourceStep) {
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  const uint64_t tile = tileColumns(sizeof(T));
  const int64_t inBytes = inputStep * size;
  const int64_t outBytes = outputStride * size;
  for (uint64_t x0 = 0; x0 < count; x0 += tile) {
    const auto n = static_cast<int64_t>(std::min(tile, count - x0));
    const auto x = static_cast<int64_t>(x0);
    for (const TiledRow& row : rows) {
      const std::byte* in = row.in + x * inBytes;
      std::byte* out = row.out + x * outBytes;
      if (outputStride == 1) {
        for (int64_t i = 0; i < n; ++i) {
          T v;
          std::memcpy(&v, in + i * inBytes, sizeof(T));
          std::memcpy(out + i * size, &v, sizeof(T));
        }
      } else {
        for (int64_t i = 0; i < n; ++i) {
          T v;
          std::memcpy(&v, in + i * inBytes, sizeof(T));
          std::memcpy(out + i * outBytes, &v, sizeof(T));
        }
      }
      if constexpr (!std::is_void_v<M>) {
        M* map = entriesOf<M>(row.map) + x0;
        const uint64_t first = row.source + static_cast<uint64_t>(x * sourceStep);
        for (int64_t i = 0; i < n; ++i) map[i] = static_cast<M>(first + static_cast<uint64_t>(i * sourceStep));
      }
    }
  }
}

template <class T>
void copyTiledAs(std::span<const TiledRow> rows, uint64_t count, int64_t inputStep, int64_t outputStride,
                 int64_t sourceStep) {
  const MapTarget& map = rows.front().map;  // one output: every row has the same kind of map
  if (map.narrow) {
    copyTiledAs<T, uint32_t>(rows, count, inputStep, outputStride, sourceStep);
  } else if (map.wide) {
    copyTiledAs<T, uint64_t>(rows, count, inputStep, outputStride, sourceStep);
  } else {
    copyTiledAs<T, void>(rows, count, inputStep, outputStride, sourceStep);
  }
}

}  // namespace

bool worthTiling(uint32_t elementBytes, int64_t inputStep, uint64_t rows, uint64_t columns) {
  const uint64_t stepBytes = (inputStep < 0 ? uint64_t{0} - static_cast<uint64_t>(inputStep) : static_cast<uint64_t>(inputStep)) * elementBytes;
  return stepBytes >= 64 && rows >= 4 && columns >= 2;
}

void copyTiled(uint32_t elementBytes, std::span<const TiledRow> rows, uint64_t count, int64_t inputStep,
               int64_t outputStride, int64_t sourceStep) {
  if (rows.empty() || count == 0) return;
  withElementWord(elementBytes, [&](auto word) {
    copyTiledAs<decltype(word)>(rows, count, inputStep, outputStride, sourceStep);
  });
}

}  // namespace dmlscope::detail::fastcpu
