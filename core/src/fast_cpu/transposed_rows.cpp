// The tiled copy of transposing spans (transposed_rows.h): per tile of columns, every row of the span, so the
// input lines a tile reads (each holding the elements of neighbouring rows) are read once and used fully.
#include "fast_cpu/transposed_rows.h"

#include <algorithm>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <xmmintrin.h>
#endif

#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {
namespace {

// Columns [x, x + n) of one row, element by element.
template <class T>
void copyPiece(const TiledRow& row, int64_t x, int64_t n, int64_t inBytes, int64_t outputStride) {
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  const std::byte* in = row.in + x * inBytes;
  if (outputStride == 1) {
    std::byte* out = row.out + x * size;
    for (int64_t i = 0; i < n; ++i) {
      T v;
      std::memcpy(&v, in + i * inBytes, sizeof(T));
      std::memcpy(out + i * size, &v, sizeof(T));
    }
  } else {
    const int64_t outBytes = outputStride * size;
    std::byte* out = row.out + x * outBytes;
    for (int64_t i = 0; i < n; ++i) {
      T v;
      std::memcpy(&v, in + i * inBytes, sizeof(T));
      std::memcpy(out + i * outBytes, &v, sizeof(T));
    }
  }
}

// The rows a 16-byte vector of the input holds at once: where consecutive rows read consecutive input elements
// (a true transpose), one vector load takes a column's element of kVectorRows rows, and kVectorRows such loads
// (columns x, x + 1, ...) transposed in registers give each of those rows kVectorRows packed columns. With SSE2,
// for 2-, 4- and 8-byte elements: moves of bits (unpacks, shuffles), so NaN payloads stay as they are. The scalar
// loop in its place took about twice as long, each load and store one element.
template <class T>
constexpr int64_t kVectorRows = 16 / sizeof(T);

template <class T>
bool hasVectorBlock() {
#if defined(__SSE2__)
  return sizeof(T) >= 2;
#else
  return false;
#endif
}

// True when rows [i, i + kVectorRows) read consecutive input elements and write packed output.
template <class T>
bool consecutive(std::span<const TiledRow> rows, size_t i) {
  for (int64_t k = 1; k < kVectorRows<T>; ++k)
    if (rows[i + k].in != rows[i].in + k * static_cast<int64_t>(sizeof(T))) return false;
  return true;
}

// Columns [x, x + kVectorRows) of rows [i, i + kVectorRows), whose inputs are consecutive (consecutive<T>).
template <class T>
[[gnu::always_inline]] inline void copyVectorBlock(std::span<const TiledRow> rows, size_t i, int64_t x, int64_t inBytes) {
#if defined(__SSE2__)
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  const std::byte* in = rows[i].in + x * inBytes;
  const auto load = [&](int64_t column) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + column * inBytes));
  };
  const auto store = [&](int64_t row, __m128i v) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(rows[i + row].out + x * size), v);
  };
  if constexpr (sizeof(T) == 8) {
    const __m128i c0 = load(0), c1 = load(1);
    store(0, _mm_unpacklo_epi64(c0, c1));
    store(1, _mm_unpackhi_epi64(c0, c1));
  } else if constexpr (sizeof(T) == 4) {
    __m128 c0 = _mm_castsi128_ps(load(0)), c1 = _mm_castsi128_ps(load(1));
    __m128 c2 = _mm_castsi128_ps(load(2)), c3 = _mm_castsi128_ps(load(3));
    _MM_TRANSPOSE4_PS(c0, c1, c2, c3);
    store(0, _mm_castps_si128(c0));
    store(1, _mm_castps_si128(c1));
    store(2, _mm_castps_si128(c2));
    store(3, _mm_castps_si128(c3));
  } else if constexpr (sizeof(T) == 2) {
    // Column k's vector holds rows 0..7 of it; three rounds of unpacks (16-, 32-, 64-bit) give row r's vector.
    const __m128i t0 = _mm_unpacklo_epi16(load(0), load(1)), t1 = _mm_unpackhi_epi16(load(0), load(1));
    const __m128i t2 = _mm_unpacklo_epi16(load(2), load(3)), t3 = _mm_unpackhi_epi16(load(2), load(3));
    const __m128i t4 = _mm_unpacklo_epi16(load(4), load(5)), t5 = _mm_unpackhi_epi16(load(4), load(5));
    const __m128i t6 = _mm_unpacklo_epi16(load(6), load(7)), t7 = _mm_unpackhi_epi16(load(6), load(7));
    const __m128i u0 = _mm_unpacklo_epi32(t0, t2), u1 = _mm_unpackhi_epi32(t0, t2);
    const __m128i u2 = _mm_unpacklo_epi32(t1, t3), u3 = _mm_unpackhi_epi32(t1, t3);
    const __m128i u4 = _mm_unpacklo_epi32(t4, t6), u5 = _mm_unpackhi_epi32(t4, t6);
    const __m128i u6 = _mm_unpacklo_epi32(t5, t7), u7 = _mm_unpackhi_epi32(t5, t7);
    store(0, _mm_unpacklo_epi64(u0, u4));
    store(1, _mm_unpackhi_epi64(u0, u4));
    store(2, _mm_unpacklo_epi64(u1, u5));
    store(3, _mm_unpackhi_epi64(u1, u5));
    store(4, _mm_unpacklo_epi64(u2, u6));
    store(5, _mm_unpackhi_epi64(u2, u6));
    store(6, _mm_unpacklo_epi64(u3, u7));
    store(7, _mm_unpackhi_epi64(u3, u7));
  }
#else
  (void)rows, (void)i, (void)x, (void)inBytes;
#endif
}

template <class T>
void copyTiledAs(std::span<const TiledRow> rows, uint64_t count, int64_t inputStep, int64_t outputStride,
                 int64_t sourceStep) {
  const uint64_t tile = tileColumns(sizeof(T));
  const int64_t inBytes = inputStep * static_cast<int64_t>(sizeof(T));
  constexpr int64_t block = kVectorRows<T>;
  for (uint64_t x0 = 0; x0 < count; x0 += tile) {
    const auto n = static_cast<int64_t>(std::min(tile, count - x0));
    const auto x = static_cast<int64_t>(x0);
    size_t i = 0;
    // Whole tiles of packed output go through the vector blocks where rows read consecutive elements; the
    // rest (a short last tile, rows past the last whole block, rows that do not) element by element.
    if (hasVectorBlock<T>() && outputStride == 1 && n == static_cast<int64_t>(tile)) {
      for (; i + block <= rows.size(); i += block) {
        if (consecutive<T>(rows, i)) {
          for (int64_t b = 0; b < n; b += block) copyVectorBlock<T>(rows, i, x + b, inBytes);
        } else {
          for (int64_t k = 0; k < block; ++k) copyPiece<T>(rows[i + k], x, n, inBytes, outputStride);
        }
      }
    }
    for (; i < rows.size(); ++i) copyPiece<T>(rows[i], x, n, inBytes, outputStride);
  }
  // The entries do not depend on the data: each row's run at once, a contiguous walk, rather than a line per tile
  // (rows a map line apart alias in L1 as the output's do; per tile, the map run took 1.9x the data-only one).
  for (const TiledRow& row : rows) row.map.fill(row.source, sourceStep, count);  // nothing without a map
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
