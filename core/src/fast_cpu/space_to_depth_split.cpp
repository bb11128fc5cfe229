// The one-pass de-interleave (see space_to_depth_split.h). B = 2, the usual block, goes through SSE2 where the
// machine has it: two loads, then the even and the odd elements packed by shuffles (4- and 8-byte elements) or
// by masks, shifts and saturating packs whose values never saturate (1- and 2-byte ones); moves of bits, so
// NaN payloads stay as they are. B = 4 with 4-byte elements is a 4 × 4 transpose. Anything else is a plain
// loop, which the compiler keeps in registers.
#include "fast_cpu/space_to_depth_split.h"

#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <xmmintrin.h>
#endif

#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {
namespace {

template <class T>
void splitTail(std::byte* const* outs, const std::byte* in, uint32_t block, uint64_t from, uint64_t count) {
  constexpr size_t size = sizeof(T);
  for (uint64_t i = from; i < count; ++i) {
    for (uint32_t b = 0; b < block; ++b) {
      T v;
      std::memcpy(&v, in + (i * block + b) * size, size);
      std::memcpy(outs[b] + i * size, &v, size);
    }
  }
}

#if defined(__SSE2__)
__m128i load(const std::byte* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
void store(std::byte* p, __m128i v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }

// B = 2: the number of output elements one step makes (a vector's worth per row), and the step.
template <class T>
uint64_t splitPairs(std::byte* even, std::byte* odd, const std::byte* in, uint64_t count) {
  constexpr uint64_t perStep = 16 / sizeof(T);
  uint64_t i = 0;
  for (; i + perStep <= count; i += perStep) {
    const std::byte* from = in + 2 * i * sizeof(T);
    const __m128i a = load(from);
    const __m128i b = load(from + 16);
    __m128i e, o;
    if constexpr (sizeof(T) == 1) {
      const __m128i low = _mm_set1_epi16(0x00FF);
      e = _mm_packus_epi16(_mm_and_si128(a, low), _mm_and_si128(b, low));  // 0..255: no saturation
      o = _mm_packus_epi16(_mm_srli_epi16(a, 8), _mm_srli_epi16(b, 8));
    } else if constexpr (sizeof(T) == 2) {
      // Sign-extended halves pack back to themselves under signed saturation.
      e = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(a, 16), 16), _mm_srai_epi32(_mm_slli_epi32(b, 16), 16));
      o = _mm_packs_epi32(_mm_srai_epi32(a, 16), _mm_srai_epi32(b, 16));
    } else if constexpr (sizeof(T) == 4) {
      const __m128 fa = _mm_castsi128_ps(a), fb = _mm_castsi128_ps(b);
      e = _mm_castps_si128(_mm_shuffle_ps(fa, fb, _MM_SHUFFLE(2, 0, 2, 0)));
      o = _mm_castps_si128(_mm_shuffle_ps(fa, fb, _MM_SHUFFLE(3, 1, 3, 1)));
    } else {
      e = _mm_unpacklo_epi64(a, b);
      o = _mm_unpackhi_epi64(a, b);
    }
    store(even + i * sizeof(T), e);
    store(odd + i * sizeof(T), o);
  }
  return i;
}

// B = 4, 4-byte elements: four loads hold four blocks, whose transpose is four elements of each row.
uint64_t splitQuads(std::byte* const* outs, const std::byte* in, uint64_t count) {
  uint64_t i = 0;
  for (; i + 4 <= count; i += 4) {
    const auto* from = reinterpret_cast<const float*>(in + 16 * i);
    __m128 r0 = _mm_loadu_ps(from), r1 = _mm_loadu_ps(from + 4), r2 = _mm_loadu_ps(from + 8),
           r3 = _mm_loadu_ps(from + 12);
    _MM_TRANSPOSE4_PS(r0, r1, r2, r3);  // shuffles only: bits unchanged
    _mm_storeu_ps(reinterpret_cast<float*>(outs[0] + 4 * i), r0);
    _mm_storeu_ps(reinterpret_cast<float*>(outs[1] + 4 * i), r1);
    _mm_storeu_ps(reinterpret_cast<float*>(outs[2] + 4 * i), r2);
    _mm_storeu_ps(reinterpret_cast<float*>(outs[3] + 4 * i), r3);
  }
  return i;
}
#endif

template <class T>
void split(std::byte* const* outs, const std::byte* in, uint32_t block, uint64_t count) {
  uint64_t done = 0;
#if defined(__SSE2__)
  if (block == 2) done = splitPairs<T>(outs[0], outs[1], in, count);
  if constexpr (sizeof(T) == 4)
    if (block == 4) done = splitQuads(outs, in, count);
#endif
  if (block == 2) {  // the tail, or every element without SSE2: the block size known to the compiler
    splitTail<T>(outs, in, 2, done, count);
  } else {
    splitTail<T>(outs, in, block, done, count);
  }
}

}  // namespace

void splitBlocks(uint32_t elementBytes, std::byte* const* outs, const std::byte* in, uint32_t block, uint64_t count) {
  withElementWord(elementBytes, [&](auto word) { split<decltype(word)>(outs, in, block, count); });
}

}  // namespace dmlscope::detail::fastcpu
