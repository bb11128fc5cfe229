// The checked element runs every row writer is built from: copies, fills and repeats of 1-, 2-, 4- and
// 8-byte elements, memcpy where both sides are contiguous.
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "dmlscope/checked.h"
#include "dmlscope/index_map.h"
#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {
namespace {

// Every second element of `in` into `count` packed elements: SPACE_TO_DEPTH's rows with B = 2 and slices
// with step 2. The general loop's variable stride is not vectorized, and it took 70% of a space-to-depth run
// here; with SSE2, 4- and 8-byte elements go through shuffles (moves of bits, so NaN payloads stay as they
// are). A vector reads one element past the last it keeps, so vectors stop while that element is still one
// the run reads.
template <class T>
void copyEverySecond(std::byte* out, const std::byte* in, uint64_t count) {
  uint64_t i = 0;
#if defined(__SSE2__)
  if constexpr (sizeof(T) == 4) {
    for (; i + 4 < count; i += 4) {
      const __m128 a = _mm_loadu_ps(reinterpret_cast<const float*>(in + 8 * i));
      const __m128 b = _mm_loadu_ps(reinterpret_cast<const float*>(in + 8 * i + 16));
      _mm_storeu_ps(reinterpret_cast<float*>(out + 4 * i), _mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
    }
  } else if constexpr (sizeof(T) == 8) {
    for (; i + 2 < count; i += 2) {
      const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 16 * i));
      const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 16 * i + 16));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 8 * i), _mm_unpacklo_epi64(a, b));
    }
  }
#endif
  for (; i < count; ++i) {
    T v;
    std::memcpy(&v, in + 2 * i * sizeof(T), sizeof(T));
    std::memcpy(out + i * sizeof(T), &v, sizeof(T));
  }
}

// Elements are moved as unsigned integers of their size through memcpy (no aliasing questions, and the
// compiler turns each into one load or store, vectorized where the loop allows).
template <class T>
void copyElements(std::byte* out, int64_t outStride, const std::byte* in, int64_t inStride, uint64_t count) {
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  if (outStride == 1 && inStride == 1) {
    std::memcpy(out, in, count * sizeof(T));
  } else if (outStride == 1 && inStride == 2) {
    copyEverySecond<T>(out, in, count);
  } else if (outStride == 1 && inStride == -1) {
    // A mirrored border (REFLECTION, SYMMETRIC): the input read backwards.
    for (uint64_t i = 0; i < count; ++i) {
      T v;
      std::memcpy(&v, in - static_cast<int64_t>(i) * size, sizeof(T));
      std::memcpy(out + i * sizeof(T), &v, sizeof(T));
    }
  } else if (inStride == 0) {
    // One element repeated (EDGE borders, broadcast inputs).
    T v;
    std::memcpy(&v, in, sizeof(T));
    for (uint64_t i = 0; i < count; ++i) std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &v, sizeof(T));
  } else {
    for (uint64_t i = 0; i < count; ++i) {
      T v;
      std::memcpy(&v, in + static_cast<int64_t>(i) * inStride * size, sizeof(T));
      std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &v, sizeof(T));
    }
  }
}

template <class T>
void fillElements(std::byte* out, int64_t outStride, uint64_t bits, uint64_t count) {
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  const auto v = static_cast<T>(bits);
  if (outStride == 1 && v == 0) {
    std::memset(out, 0, count * sizeof(T));
    return;
  }
  for (uint64_t i = 0; i < count; ++i) std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &v, sizeof(T));
}


OutOfRange outputOutOfRange(const RowTarget& t, uint64_t x) { return {kOutputSide, t.rowOffset + x * t.out->innerStride()}; }

}  // namespace

void fillElements(uint32_t elementBytes, std::byte* out, int64_t outStride, uint64_t bits, uint64_t count) {
  withElementWord(elementBytes, [&](auto word) { fillElements<decltype(word)>(out, outStride, bits, count); });
}

void copyElements(uint32_t elementBytes, std::byte* out, int64_t outStride, const std::byte* in, int64_t inStride,
                  uint64_t count) {
  withElementWord(elementBytes,
                  [&](auto word) { copyElements<decltype(word)>(out, outStride, in, inStride, count); });
}

bool wholeViewInside(const TensorView& view) {
  uint64_t last = 0;  // the largest offset: every coordinate at its largest
  for (uint32_t k = 0; k < view.rank; ++k) {
    if (view.sizes[k] == 0) return true;  // no elements at all
    const auto step = checkedMul(uint64_t{view.sizes[k] - 1}, view.strides[k]);
    const auto sum = step ? checkedAdd(last, *step) : std::nullopt;
    if (!sum) return false;
    last = *sum;
  }
  return last < view.capacity;
}

TensorView viewOf(const TensorLayout& layout, uint64_t bufferBytes) {
  TensorView v;
  v.rank = layout.rank();
  uint64_t linear = 1;
  for (uint32_t k = v.rank; k-- > 0;) {
    v.sizes[k] = layout.sizes[k];
    v.strides[k] = layout.strides[k];
    v.linearStrides[k] = linear;
    linear *= layout.sizes[k];  // ends at elementCount, which the layout computed with checks
  }
  v.capacity = bufferBytes / layout.elementBytes;
  return v;
}

std::optional<OutputRun> outputRun(const RowTarget& t, uint64_t x, uint64_t count) {
  const OutputView& out = *t.out;
  const uint64_t stride = out.innerStride();
  const auto step = checkedMul(x, stride);
  const auto first = step ? checkedAdd(t.rowOffset, *step) : std::nullopt;
  if (!first || !runInside(*first, static_cast<int64_t>(stride), count, out.capacity)) return std::nullopt;
  MapTarget map;
  if (out.map) {
    const auto end = checkedAdd(t.mapRow + x, count);  // mapRow + x is an element index: below 2^48
    if (!end || *end > out.elementCount) return std::nullopt;
    map = out.map + (t.mapRow + x);
  }
  return OutputRun{out.data + *first * t.elementBytes, static_cast<int64_t>(stride), map};
}

bool runInside(uint64_t first, int64_t step, uint64_t count, uint64_t capacity) {
  if (count == 0) return true;
  if (first >= capacity) return false;
  const uint64_t magnitude = step < 0 ? uint64_t{0} - static_cast<uint64_t>(step) : static_cast<uint64_t>(step);
  const auto span = checkedMul(count - 1, magnitude);
  if (!span) return false;
  if (step < 0) return *span <= first;
  const auto last = checkedAdd(first, *span);
  return last && *last < capacity;
}

WriteStatus copyRun(const RowTarget& target, uint64_t x, uint64_t count, const InputView& in, uint32_t input,
                    uint64_t first, int64_t step, uint64_t source, int64_t sourceStep) {
  if (count == 0) return std::nullopt;
  const auto out = outputRun(target, x, count);
  if (!out) return outputOutOfRange(target, x);
  if (!runInside(first, step, count, in.capacity)) return OutOfRange{input, first};
  const uint32_t bytes = target.elementBytes;
  copyElements(bytes, out->data, out->stride, in.data + first * bytes, step, count);
  if (out->map) out->map.fill(source, sourceStep, count);
  return std::nullopt;
}

WriteStatus fillRun(const RowTarget& target, uint64_t x, uint64_t count, uint64_t bits) {
  if (count == 0) return std::nullopt;
  const auto out = outputRun(target, x, count);
  if (!out) return outputOutOfRange(target, x);
  fillElements(target.elementBytes, out->data, out->stride, bits, count);
  if (out->map) out->map.fill(out->map.padding(), 0, count);
  return std::nullopt;
}

WriteStatus repeatRun(const RowTarget& target, uint64_t x, uint64_t count, uint64_t from) {
  if (count == 0) return std::nullopt;
  if (from + count > x) return outputOutOfRange(target, x);  // the copy must not overlap what it reads
  const auto out = outputRun(target, x, count);
  const auto source = outputRun(target, from, count);
  if (!out || !source) return outputOutOfRange(target, x);
  copyElements(target.elementBytes, out->data, out->stride, source->data, source->stride, count);
  if (out->map) out->map.copyFrom(source->map, count);
  return std::nullopt;
}

}  // namespace dmlscope::detail::fastcpu
