// ELEMENT_WISE_IDENTITY's ScaleBias runs: one typed loop per data type instead of applyScaleBias's
// per-element type switch and ElementValue, giving the same bits (tst_fast_cpu_scale_bias compares them with
// the reference's for every type and its edges).
#include "fast_cpu/scale_bias_rows.h"

#include <Imath/half.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "fast_cpu/line_stream.h"
#include "fast_cpu/streaming_cells.h"
#include "operators/scale_bias.h"

namespace dmlscope::detail::fastcpu {
namespace {

// How each data type is read as FLOAT32 and written back: scale_bias.h's reading, step by step the same
// conversions as scaleBiasInput and scaleBiasOutput make through ElementValue and double.
struct Float32Element {
  using Stored = float;
  static float read(float v) { return v; }
  static float write(float r) { return r; }
};

struct Float16Element {
  using Stored = uint16_t;
  // Imath's conversions, the ones element.h's readElement and convertToBits use (float to half: round to
  // nearest even, inf beyond the range).
  static float read(uint16_t bits) { return float(Imath::half(Imath::half::FromBits, bits)); }
  static uint16_t write(float r) { return Imath::half(r).bits(); }
};

template <class T>
struct IntegerElement {
  using Stored = T;
  static constexpr T lo = std::numeric_limits<T>::min();
  static constexpr T hi = std::numeric_limits<T>::max();
  // One rounding to nearest, as the reference's exact integer-to-double and then double-to-float conversions.
  static float read(T v) { return static_cast<float>(v); }
  // element.h's toInteger: NaN to 0, truncated toward zero, saturated.
  static T write(float r) {
    if constexpr (sizeof(T) <= 2) {
      // The limits are floats, so clamping first and truncating after (the conversion truncates) gives what
      // truncating first and saturating after gives: a clamped value lies in [lo, hi] and so does its
      // truncation. Selects instead of branches, which the compiler vectorizes.
      const float clamped = std::min(std::max(r, static_cast<float>(lo)), static_cast<float>(hi));
      return static_cast<T>(static_cast<int32_t>(r == r ? clamped : 0.0f));
    } else {
      // The comparisons are made in float: the truncated value is a float, and no float lies strictly
      // between the type's maximum and that maximum rounded to float (2^31 - 1 and 2^31, 2^32 - 1 and 2^32),
      // so each comparison says what the reference's comparison in long double says.
      if (std::isnan(r)) return 0;
      const float t = std::trunc(r);
      if (t <= static_cast<float>(lo)) return lo;
      if (t >= static_cast<float>(hi)) return hi;
      return static_cast<T>(t);
    }
  }
};

// count elements from `in` (every inStride-th) to `out` (every outStride-th), each through x × scale + bias.
// x * scale + bias is scaleBiasFloat's expression: two roundings (-ffp-contract=off), and with Scale and Bias
// both numbers its NaNs are those of the reference whatever order the compiler puts the operands in (one
// NaN operand at most, or the default NaN of inf × 0 and inf − inf).
// `stream`: whole output lines of a contiguous run are streamed (writeCells), for an output too large to stay in the
// caches, where plain stores read each line from memory before writing it.
template <class E>
void scaleBiasElements(std::byte* out, int64_t outStride, const std::byte* in, int64_t inStride, uint64_t count,
                       float scale, float bias, bool stream) {
  using T = typename E::Stored;
  constexpr auto size = static_cast<int64_t>(sizeof(T));
  auto element = [&](const std::byte* from) {
    T v;
    std::memcpy(&v, from, sizeof(T));
    return E::write(E::read(v) * scale + bias);
  };
  if (outStride == 1 && inStride == 1) {
    // Contiguous on both sides: an output line at a time, each whole line a block of fixed size through a local
    // array, a loop the compiler vectorizes even at -O2 (no aliasing to rule out, no remainder); the part lines
    // at the ends element by element. With plain stores a 16 MiB FLOAT32 run took 1.7x the copy's time.
    constexpr uint64_t lineCells = kCacheLine / sizeof(T);
    writeCells(out, count, sizeof(T), stream, [&](uint64_t i0, uint64_t i1, std::byte* to) {
      if (i1 - i0 == lineCells) {
        T v[lineCells];
        std::memcpy(v, in + i0 * sizeof(T), sizeof v);
        for (uint64_t k = 0; k < lineCells; ++k) v[k] = E::write(E::read(v[k]) * scale + bias);
        std::memcpy(to, v, sizeof v);
        return;
      }
      for (uint64_t i = i0; i < i1; ++i) {
        const T w = element(in + i * sizeof(T));
        std::memcpy(to + (i - i0) * sizeof(T), &w, sizeof(T));
      }
    });
  } else if (inStride == 0) {
    // A broadcast input: one element, computed once.
    const T w = element(in);
    for (uint64_t i = 0; i < count; ++i) std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &w, sizeof(T));
  } else {
    for (uint64_t i = 0; i < count; ++i) {
      const T w = element(in + static_cast<int64_t>(i) * inStride * size);
      std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &w, sizeof(T));
    }
  }
}

// A NaN Scale or Bias: every result is a NaN whose payload may depend on the operands' order, so each element
// goes through the reference's own applyScaleBias (a rare case, not a fast one).
void scaleBiasElementsOneByOne(const ScaleBiasRun& how, std::byte* out, int64_t outStride, const std::byte* in,
                               int64_t inStride, uint64_t count) {
  const auto size = static_cast<int64_t>(elementSize(how.type));
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t bits = 0;  // little-endian: the element in the low bytes
    std::memcpy(&bits, in + static_cast<int64_t>(i) * inStride * size, static_cast<size_t>(size));
    bits = applyScaleBias(how.type, bits, how.terms);
    std::memcpy(out + static_cast<int64_t>(i) * outStride * size, &bits, static_cast<size_t>(size));
  }
}

void scaleBiasElements(const ScaleBiasRun& how, std::byte* out, int64_t outStride, const std::byte* in,
                       int64_t inStride, uint64_t count, bool stream) {
  const float s = how.terms.Scale;
  const float b = how.terms.Bias;
  if (std::isnan(s) || std::isnan(b)) return scaleBiasElementsOneByOne(how, out, outStride, in, inStride, count);
  switch (how.type) {
    case DataType::Float32: return scaleBiasElements<Float32Element>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::Float16: return scaleBiasElements<Float16Element>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::UInt32: return scaleBiasElements<IntegerElement<uint32_t>>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::UInt16: return scaleBiasElements<IntegerElement<uint16_t>>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::UInt8: return scaleBiasElements<IntegerElement<uint8_t>>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::Int32: return scaleBiasElements<IntegerElement<int32_t>>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::Int16: return scaleBiasElements<IntegerElement<int16_t>>(out, outStride, in, inStride, count, s, b, stream);
    case DataType::Int8: return scaleBiasElements<IntegerElement<int8_t>>(out, outStride, in, inStride, count, s, b, stream);
    default:  // the 64-bit types: validation refuses their ScaleBias; the reference's conversion if one came
      return scaleBiasElementsOneByOne(how, out, outStride, in, inStride, count);
  }
}

}  // namespace

WriteStatus scaleBiasRun(const ScaleBiasRun& how, const RowTarget& target, uint64_t x, uint64_t count,
                         const InputView& in, uint32_t input, uint64_t first, int64_t step, uint64_t source,
                         int64_t sourceStep) {
  if (count == 0) return std::nullopt;
  const auto out = outputRun(target, x, count);
  if (!out) return OutOfRange{kOutputSide, target.rowOffset + x * target.out->innerStride()};
  if (!runInside(first, step, count, in.capacity)) return OutOfRange{input, first};
  // Streamed where the output is large (line_stream.h's streamsBytes), its map entries too: a plain store to a line
  // not in the caches reads it first (map/data 2.0 on the bench's 16 MiB FLOAT32 ScaleBias).
  const bool stream = out->stride == 1 && streamsBytes(target.out->elementCount * target.elementBytes);
  scaleBiasElements(how, out->data, out->stride, in.data + first * target.elementBytes, step, count, stream);
  // The index map is the copy's: ScaleBias changes values, not where they come from.
  if (out->map && stream) {
    EntryStream entries(out->map);
    entries.appendRun(source, count, sourceStep);
    entries.finish();
  } else if (out->map) {
    out->map.fill(source, sourceStep, count);
  }
  endStreaming(stream);
  return std::nullopt;
}

}  // namespace dmlscope::detail::fastcpu
