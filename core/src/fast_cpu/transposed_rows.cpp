// The tiled copy of transposing spans (transposed_rows.h): per tile of columns, every row of the span, so the
// input lines a tile reads (each holding the elements of neighbouring rows) are read once and used fully.
//
// Where rows read consecutive input elements (a true transpose), a group of rows gets one whole output line
// each at once: register transposes of the group's columns into a small staging block, then each row's line
// stored in one go, streamed (non-temporal) for large outputs. Measured on 2048x2048 fp32 (one thread): the
// line-at-a-time streamed stores took about two thirds of the time of plain stores of the same blocks, which
// read every output line from memory before writing it; storing parts of lines non-temporally was slower than
// plain stores (the write-combining buffers flush half-filled lines). The input lines of the tile after next
// are prefetched: a column of the tile reads a few lines 8 KiB or more from the next column's, which no
// hardware prefetcher follows.
#include "fast_cpu/transposed_rows.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <xmmintrin.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define DMLSCOPE_TILES_HAVE_AVX 1
#endif

#include "fast_cpu/row_plan.h"
#include "fast_cpu/streaming_cells.h"

namespace dmlscope::detail::fastcpu {
namespace {

std::atomic<uint64_t> gStreamingBytes{kStreamingBytes};
std::atomic<bool> gAvxAllowed{true};  // tests only

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

// The rows a 16-byte vector of the input holds at once: where consecutive rows read consecutive input elements,
// one vector load takes a column's element of kVectorRows rows, and kVectorRows such loads (columns x, x + 1,
// ...) transposed in registers give each of those rows kVectorRows packed columns. With SSE2, for 2-, 4- and
// 8-byte elements: moves of bits (unpacks, shuffles), so NaN payloads stay as they are. The scalar loop in its
// place took about twice as long, each load and store one element.
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

// True when rows [i, i + n) read consecutive input elements.
template <class T>
bool consecutive(std::span<const TiledRow> rows, size_t i, size_t n) {
  for (size_t k = 1; k < n; ++k)
    if (rows[i + k].in != rows[i].in + static_cast<int64_t>(k * sizeof(T))) return false;
  return true;
}

// True when rows [i, i + n)'s outputs lie one pitch (rows[i + 1].out - rows[i].out) apart.
inline bool evenlySpaced(std::span<const TiledRow> rows, size_t i, size_t n) {
  const auto pitch = n > 1 ? rows[i + 1].out - rows[i].out : 0;
  for (size_t k = 2; k < n; ++k)
    if (rows[i + k].out != rows[i].out + static_cast<int64_t>(k) * pitch) return false;
  return true;
}

// One output line of kVectorRows<T> rows, whose inputs are consecutive: `in` is the group's first row's element
// of the line's first column, column c's at in + c · inBytes. Four kVectorRows-square register transposes put
// row k's line at lines + 64k.
template <class T>
[[gnu::always_inline]] inline void transposeLines(const std::byte* in, int64_t inBytes, std::byte* lines) {
#if defined(__SSE2__)
  constexpr int64_t v = kVectorRows<T>;
  for (int64_t b = 0; b < 4; ++b) {
    const std::byte* block = in + b * v * inBytes;
    const auto load = [&](int64_t column) {
      return _mm_loadu_si128(reinterpret_cast<const __m128i*>(block + column * inBytes));
    };
    const auto store = [&](int64_t row, __m128i value) {
      _mm_store_si128(reinterpret_cast<__m128i*>(lines + row * kCacheLine + b * 16), value);
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
  }
#else
  (void)in, (void)inBytes, (void)lines;
#endif
}

// n rows' lines from `lines` (64 bytes each) to out + k · pitch: streamed where asked (then every one starts a
// line), else plain stores.
inline void storeLines(std::byte* out, int64_t pitch, size_t n, const std::byte* lines, bool stream) {
#if defined(__SSE2__)
  for (size_t k = 0; k < n; ++k) {
    auto* to = reinterpret_cast<__m128i*>(out + static_cast<int64_t>(k) * pitch);
    const auto* from = reinterpret_cast<const __m128i*>(lines + k * kCacheLine);
    if (stream) {
      for (int j = 0; j < 4; ++j) _mm_stream_si128(to + j, _mm_load_si128(from + j));
    } else {
      for (int j = 0; j < 4; ++j) _mm_storeu_si128(to + j, _mm_load_si128(from + j));
    }
  }
#else
  (void)out, (void)pitch, (void)n, (void)lines, (void)stream;
#endif
}

#if defined(DMLSCOPE_TILES_HAVE_AVX)
// The AVX kernel for 4-byte elements, where the processor has AVX (the build is generic x86-64): `groups` groups
// of eight rows, row k reading in + 4k (column c at + c · inBytes) and writing one line at out + k · pitch, from
// two 8x8 transposes of 256-bit vectors each. About a tenth faster than the SSE2 blocks in a one-thread model.
[[gnu::target("avx")]] void avxLines(const std::byte* in, int64_t inBytes, std::byte* out, int64_t pitch,
                                     size_t groups, bool stream) {
  for (size_t g = 0; g < groups; ++g, in += 32, out += 8 * pitch) {
    __m256 line[8][2];
    for (int h = 0; h < 2; ++h) {
      const std::byte* columns = in + 8 * h * inBytes;
      __m256 c[8];
      for (int k = 0; k < 8; ++k) c[k] = _mm256_loadu_ps(reinterpret_cast<const float*>(columns + k * inBytes));
      const __m256 t0 = _mm256_unpacklo_ps(c[0], c[1]), t1 = _mm256_unpackhi_ps(c[0], c[1]);
      const __m256 t2 = _mm256_unpacklo_ps(c[2], c[3]), t3 = _mm256_unpackhi_ps(c[2], c[3]);
      const __m256 t4 = _mm256_unpacklo_ps(c[4], c[5]), t5 = _mm256_unpackhi_ps(c[4], c[5]);
      const __m256 t6 = _mm256_unpacklo_ps(c[6], c[7]), t7 = _mm256_unpackhi_ps(c[6], c[7]);
      const __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xEE);
      const __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xEE);
      const __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xEE);
      const __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xEE);
      line[0][h] = _mm256_permute2f128_ps(s0, s4, 0x20);
      line[1][h] = _mm256_permute2f128_ps(s1, s5, 0x20);
      line[2][h] = _mm256_permute2f128_ps(s2, s6, 0x20);
      line[3][h] = _mm256_permute2f128_ps(s3, s7, 0x20);
      line[4][h] = _mm256_permute2f128_ps(s0, s4, 0x31);
      line[5][h] = _mm256_permute2f128_ps(s1, s5, 0x31);
      line[6][h] = _mm256_permute2f128_ps(s2, s6, 0x31);
      line[7][h] = _mm256_permute2f128_ps(s3, s7, 0x31);
    }
    for (int k = 0; k < 8; ++k) {
      auto* to = reinterpret_cast<float*>(out + k * pitch);
      if (stream) {
        _mm256_stream_ps(to, line[k][0]);
        _mm256_stream_ps(to + 8, line[k][1]);
      } else {
        _mm256_storeu_ps(to, line[k][0]);
        _mm256_storeu_ps(to + 8, line[k][1]);
      }
    }
  }
}

bool avxWanted() {
  static const bool has = __builtin_cpu_supports("avx");
  return has && gAvxAllowed.load(std::memory_order_relaxed);
}
#endif

// The input lines a tile starting at column x reads where the whole span's rows are consecutive: for each of
// its columns, the span's rows' elements, one run of bytes. Prefetches touch no memory they cannot reach, so the
// addresses are worked out as integers; a column past the input is never asked for.
inline void prefetchTile(std::span<const TiledRow> rows, int64_t x, int64_t columns, int64_t inBytes, uint32_t size) {
#if defined(__SSE2__)
  const auto first = reinterpret_cast<uintptr_t>(rows[0].in);
  const uint64_t runBytes = rows.size() * size;
  for (int64_t c = 0; c < columns; ++c) {
    const uintptr_t run = first + static_cast<uintptr_t>((x + c) * inBytes);
    for (uint64_t b = 0; b < runBytes; b += kCacheLine) _mm_prefetch(reinterpret_cast<const char*>(run + b), _MM_HINT_T0);
    _mm_prefetch(reinterpret_cast<const char*>(run + runBytes - 1), _MM_HINT_T0);
  }
#else
  (void)rows, (void)x, (void)columns, (void)inBytes, (void)size;
#endif
}

// One line of columns (from `in`, `out`) of the first `count` rows read consecutively and written `pitch` apart:
// whole groups of rows (eight with AVX, then kVectorRows<T>) through register transposes, each row's line
// stored at once. Returns the rows moved.
template <class T>
size_t moveLineGroups(const std::byte* in, int64_t inBytes, std::byte* out, int64_t pitch, size_t count, bool stream,
                      [[maybe_unused]] bool avx) {
  constexpr auto group = static_cast<size_t>(kVectorRows<T>);
  stream = stream && (reinterpret_cast<uintptr_t>(out) | static_cast<uint64_t>(pitch)) % kCacheLine == 0;
  size_t i = 0;
#if defined(DMLSCOPE_TILES_HAVE_AVX)
  if (avx && sizeof(T) == 4) {
    avxLines(in, inBytes, out, pitch, count / 8, stream);
    i = count / 8 * 8;
  }
#endif
  alignas(64) std::byte staged[group * kCacheLine];
  for (; i + group <= count; i += group) {
    transposeLines<T>(in + i * sizeof(T), inBytes, staged);
    storeLines(out + static_cast<int64_t>(i) * pitch, pitch, group, staged, stream);
  }
  return i;
}

// Entries [0, count) of `map` = first + i · step, streamed with 16-byte non-temporal stores from the first
// 16-byte boundary on. Entries wrap as MapTarget::fill's casts do (modulo the entry's width).
template <class Entry>
void streamEntries(Entry* map, uint64_t first, int64_t step, uint64_t count) {
#if defined(__SSE2__)
  constexpr uint64_t lanes = 16 / sizeof(Entry);
  const auto entry = [&](uint64_t i) { return static_cast<Entry>(first + static_cast<uint64_t>(static_cast<int64_t>(i) * step)); };
  uint64_t i = 0;
  for (; i < count && reinterpret_cast<uintptr_t>(map + i) % 16 != 0; ++i) map[i] = entry(i);
  if (i + lanes <= count) {
    alignas(16) Entry start[lanes];
    for (uint64_t k = 0; k < lanes; ++k) start[k] = entry(i + k);
    __m128i v = _mm_load_si128(reinterpret_cast<const __m128i*>(start));
    const auto advance = static_cast<uint64_t>(step) * lanes;
    const __m128i add = sizeof(Entry) == 4 ? _mm_set1_epi32(static_cast<int32_t>(advance)) : _mm_set1_epi64x(static_cast<int64_t>(advance));
    for (; i + lanes <= count; i += lanes) {
      _mm_stream_si128(reinterpret_cast<__m128i*>(map + i), v);
      v = sizeof(Entry) == 4 ? _mm_add_epi32(v, add) : _mm_add_epi64(v, add);
    }
  }
  for (; i < count; ++i) map[i] = entry(i);
#else
  for (uint64_t i = 0; i < count; ++i) map[i] = static_cast<Entry>(first + static_cast<uint64_t>(static_cast<int64_t>(i) * step));
#endif
}

// A row's map run (nothing without a map), streamed where the data is: an output that large has a map as large
// or larger, no more read back from the caches than it, and a plain store reads each line from memory first.
void fillMapRun(const MapTarget& map, uint64_t first, int64_t step, uint64_t count, bool stream) {
  if (!stream) {
    map.fill(first, step, count);
    return;
  }
  map.visit([&](auto* entries) { streamEntries(entries, first, step, count); });
}

template <class T>
void copyTiledAs(std::span<const TiledRow> rows, uint64_t count, int64_t inputStep, int64_t outputStride,
                 int64_t sourceStep, bool stream) {
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  const auto tile = static_cast<int64_t>(tileColumns(sizeof(T)));
  const int64_t inBytes = inputStep * size;
  constexpr auto group = static_cast<size_t>(kVectorRows<T>);
  const auto columns = static_cast<int64_t>(count);
  const bool lines = hasVectorBlock<T>() && outputStride == 1;
  // Tiles start where row 0's output lines do (the columns before, a short first tile), so that a line group
  // covers whole lines; rows whose lines start elsewhere take plain stores.
  const auto row0 = reinterpret_cast<uintptr_t>(rows[0].out);
  const int64_t head = lines && row0 % size == 0 ? std::min(columns, static_cast<int64_t>((kCacheLine - row0 % kCacheLine) % kCacheLine) / size) : 0;
  // A span of one transpose's rows (consecutive inputs, outputs one pitch apart) is addressed from its first row;
  // others (a span across a higher dimension) group by group.
  const bool regular = lines && consecutive<T>(rows, 0, rows.size()) && evenlySpaced(rows, 0, rows.size());
  const int64_t pitch = rows.size() > 1 ? rows[1].out - rows[0].out : 0;
  bool avx = false;
#if defined(DMLSCOPE_TILES_HAVE_AVX)
  avx = sizeof(T) == 4 && regular && avxWanted();
#endif
  for (int64_t x = 0; x < columns;) {
    const int64_t n = x == 0 && head > 0 ? head : std::min(tile, columns - x);
    if (regular && x + n + tile < columns) prefetchTile(rows, x + n + tile, std::min(tile, columns - x - n - tile), inBytes, size);
    size_t i = 0;
    // Whole tiles of packed output go through the line groups where rows read consecutive elements; the rest (a
    // short first or last tile, rows past the last whole group, rows that do not) element by element.
    if (lines && n == tile) {
      if (regular) {
        i = moveLineGroups<T>(rows[0].in + x * inBytes, inBytes, rows[0].out + x * size, pitch, rows.size(), stream, avx);
      } else {
        for (; i + group <= rows.size(); i += group) {
          if (consecutive<T>(rows, i, group) && evenlySpaced(rows, i, group)) {
            moveLineGroups<T>(rows[i].in + x * inBytes, inBytes, rows[i].out + x * size, rows[i + 1].out - rows[i].out,
                              group, stream, false);
          } else {
            for (size_t k = 0; k < group; ++k) copyPiece<T>(rows[i + k], x, n, inBytes, outputStride);
          }
        }
      }
    }
    for (; i < rows.size(); ++i) copyPiece<T>(rows[i], x, n, inBytes, outputStride);
    x += n;
  }
  // The entries do not depend on the data: each row's run at once, a contiguous walk, rather than a line per tile
  // (rows a map line apart alias in L1 as the output's do; per tile, the map run took 1.9x the data-only one).
  for (const TiledRow& row : rows) fillMapRun(row.map, row.source, sourceStep, count, stream);
  endStreaming(stream);
}

}  // namespace

bool worthTiling(uint32_t elementBytes, int64_t inputStep, uint64_t rows, uint64_t columns) {
  const uint64_t stepBytes = (inputStep < 0 ? uint64_t{0} - static_cast<uint64_t>(inputStep) : static_cast<uint64_t>(inputStep)) * elementBytes;
  return stepBytes >= 64 && rows >= 4 && columns >= 2;
}

void copyTiled(uint32_t elementBytes, std::span<const TiledRow> rows, uint64_t count, int64_t inputStep,
               int64_t outputStride, int64_t sourceStep, uint64_t outputBytes) {
  if (rows.empty() || count == 0) return;
  const bool stream = kCanStream && outputBytes >= gStreamingBytes.load(std::memory_order_relaxed);
  withElementWord(elementBytes, [&](auto word) {
    copyTiledAs<decltype(word)>(rows, count, inputStep, outputStride, sourceStep, stream);
  });
}

void setTiledKernelsForTests(uint64_t streamingBytes, bool avx) {
  gStreamingBytes.store(streamingBytes, std::memory_order_relaxed);
  gAvxAllowed.store(avx, std::memory_order_relaxed);
}

}  // namespace dmlscope::detail::fastcpu
