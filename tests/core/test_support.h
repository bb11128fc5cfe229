// Test-only helpers for the core tests: tensors, sessions and raw element buffers built without core's
// conversion code, and an independent naive implementation of the five operators written from SPEC.md.
//
// The naive implementation is the "second implementation" of the property tests: it works coordinate by
// coordinate from the SPEC formulas and never calls core's sourceOf, computeLayout or element conversions.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/data_type.h"
#include "dmlscope/diagnostic.h"
#include "dmlscope/element.h"
#include "dmlscope/index_map.h"
#include "dmlscope/operators.h"
#include "dmlscope/session.h"
#include "dmlscope/tensor.h"

namespace dmlscope::test {

// ---------------------------------------------------------------------------------------------------------
// Building descriptors

inline TensorDesc tensor(DataType type, std::vector<uint32_t> sizes,
                         std::optional<std::vector<uint32_t>> strides = std::nullopt) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  t.strides = std::move(strides);
  return t;
}

inline Session makeSession(OperatorDesc desc, std::vector<Buffer> inputs, FeatureLevel level = FeatureLevel::FL_6_4) {
  Session s;
  s.featureLevel = level;
  s.desc = std::move(desc);
  s.inputData = std::move(inputs);
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Element sizes and bit patterns, independent of core's tables

// Bytes per element, written from SPEC.md's type list.
inline uint32_t bytesOf(DataType type) {
  switch (type) {
    case DataType::UInt8:
    case DataType::Int8: return 1;
    case DataType::Float16:
    case DataType::UInt16:
    case DataType::Int16: return 2;
    case DataType::Float32:
    case DataType::UInt32:
    case DataType::Int32: return 4;
    case DataType::Float64:
    case DataType::UInt64:
    case DataType::Int64: return 8;
    case DataType::Unknown: return 0;
  }
  return 0;
}

inline bool isFloatType(DataType type) {
  return type == DataType::Float16 || type == DataType::Float32 || type == DataType::Float64;
}
inline bool isSignedType(DataType type) {
  return type == DataType::Int8 || type == DataType::Int16 || type == DataType::Int32 || type == DataType::Int64;
}

inline uint64_t maskFor(DataType type) {
  uint32_t bytes = bytesOf(type);
  return bytes >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * bytes)) - 1;
}

// IEEE binary16 bits of a float, rounded to nearest even, computed with exact power-of-two scaling in double.
inline uint16_t halfBits(float value) {
  uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  if (std::isnan(value)) return static_cast<uint16_t>(sign | 0x7E00);
  double mag = std::fabs(static_cast<double>(value));
  if (std::isinf(mag) || mag >= 65520.0) return static_cast<uint16_t>(sign | 0x7C00);  // 65520 ties to inf
  const double smallestNormal = std::ldexp(1.0, -14);
  if (mag < smallestNormal) {
    // Subnormal: units of 2^-24. Rounding up to 1024 gives the smallest normal's encoding, as it should.
    double units = std::nearbyint(std::ldexp(mag, 24));
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(units));
  }
  int exponent = 0;
  std::frexp(mag, &exponent);                                    // mag = m * 2^exponent, m in [0.5, 1)
  int e = exponent - 1;                                          // mag = s * 2^e, s in [1, 2)
  double significand = std::nearbyint(std::ldexp(mag, 10 - e));  // in [1024, 2048]
  if (significand >= 2048.0) {
    significand = 1024.0;
    ++e;
  }
  if (e + 15 >= 31) return static_cast<uint16_t>(sign | 0x7C00);
  auto bits = static_cast<uint16_t>(((e + 15) << 10) | (static_cast<uint32_t>(significand) - 1024));
  return static_cast<uint16_t>(sign | bits);
}

inline uint64_t floatBits(float value) { return std::bit_cast<uint32_t>(value); }
inline uint64_t doubleBits(double value) { return std::bit_cast<uint64_t>(value); }

// DirectML's PaddingValue conversion, from SPEC.md and the validation rules: float types round to nearest
// even, integer types truncate toward zero and saturate, NaN becomes 0.
inline uint64_t naivePaddingBits(DataType type, float value) {
  switch (type) {
    case DataType::Float32: return floatBits(value);
    case DataType::Float64: return doubleBits(static_cast<double>(value));
    case DataType::Float16: return halfBits(value);
    default: break;
  }
  if (std::isnan(value)) return 0;
  long double truncated = std::trunc(static_cast<long double>(value));
  if (isSignedType(type)) {
    uint32_t bits = 8 * bytesOf(type);
    long double lo = -std::ldexp(1.0L, static_cast<int>(bits) - 1);
    long double hi = std::ldexp(1.0L, static_cast<int>(bits) - 1) - 1;
    int64_t v;
    if (truncated <= lo) {
      v = bits == 64 ? std::numeric_limits<int64_t>::min() : static_cast<int64_t>(lo);
    } else if (truncated >= hi) {
      v = bits == 64 ? std::numeric_limits<int64_t>::max() : static_cast<int64_t>(hi);
    } else {
      v = static_cast<int64_t>(truncated);
    }
    return static_cast<uint64_t>(v) & maskFor(type);
  }
  if (truncated <= 0) return 0;
  long double limit = std::ldexp(1.0L, static_cast<int>(8 * bytesOf(type)));  // exclusive
  if (truncated >= limit) return maskFor(type);
  return static_cast<uint64_t>(truncated);
}

// A distinctive, ordinary (never NaN) bit pattern for value id `id` (0 <= id < 64) of each type. Ids stand
// for "which element": a test says "output element 3 holds id 5" and checks the bits. The patterns use every
// byte of the wider types (INT64 near its limits, UINT64 max for id 0, FLOAT64 above 2^40), so that a wrong
// element size or a narrowing copy shows.
inline uint64_t valueBits(DataType type, uint64_t id) {
  const auto sid = static_cast<int64_t>(id);
  switch (type) {
    case DataType::Float32: return floatBits(static_cast<float>(sid) + 0.5f);
    case DataType::Float16: return halfBits(static_cast<float>(sid) + 0.5f);
    case DataType::Float64: return doubleBits(1099511627776.25 + static_cast<double>(sid));
    case DataType::UInt8: return 190 + id;
    case DataType::Int8: return static_cast<uint64_t>(sid - 100) & 0xFF;
    case DataType::UInt16: return 65000 + id;
    case DataType::Int16: return static_cast<uint64_t>(sid - 32000) & 0xFFFF;
    case DataType::UInt32: return 4000000000u + id;
    case DataType::Int32: return static_cast<uint64_t>(sid - 2000000000) & 0xFFFFFFFF;
    case DataType::UInt64: return ~uint64_t{0} - id * 0x0000010101010101ull;
    case DataType::Int64: {
      const uint64_t step = (uint64_t{1} << 40) + 1;
      if (id % 2 == 0) return static_cast<uint64_t>(std::numeric_limits<int64_t>::min()) + id * step;
      return static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) - id * step;
    }
    case DataType::Unknown: return 0;
  }
  return 0;
}

// Little-endian element access on raw buffers.
inline uint64_t loadBits(DataType type, const Buffer& buffer, uint64_t element) {
  uint32_t bytes = bytesOf(type);
  uint64_t v = 0;
  for (uint32_t b = 0; b < bytes; ++b) {
    v |= uint64_t{std::to_integer<uint8_t>(buffer.at(element * bytes + b))} << (8 * b);
  }
  return v;
}

inline void storeBits(DataType type, Buffer& buffer, uint64_t element, uint64_t bits) {
  uint32_t bytes = bytesOf(type);
  for (uint32_t b = 0; b < bytes; ++b) buffer.at(element * bytes + b) = std::byte((bits >> (8 * b)) & 0xFF);
}

// A buffer of `bytes` bytes (zero), with the listed elements stored from element 0.
inline Buffer packBits(DataType type, const std::vector<uint64_t>& bits, uint64_t bytes = 0) {
  Buffer buffer(std::max<uint64_t>(bytes, bits.size() * bytesOf(type)), std::byte{0});
  for (size_t i = 0; i < bits.size(); ++i) storeBits(type, buffer, i, bits[i]);
  return buffer;
}

inline std::vector<uint64_t> unpackBits(DataType type, const Buffer& buffer) {
  std::vector<uint64_t> out(buffer.size() / bytesOf(type));
  for (size_t i = 0; i < out.size(); ++i) out[i] = loadBits(type, buffer, i);
  return out;
}

// A buffer of `elements` elements holding value ids base, base+1, ... in memory order.
inline Buffer idBuffer(DataType type, uint64_t elements, uint64_t base = 0) {
  std::vector<uint64_t> bits(elements);
  for (uint64_t i = 0; i < elements; ++i) bits[i] = valueBits(type, base + i);
  return packBits(type, bits);
}

inline Buffer float32Buffer(const std::vector<float>& values) {
  std::vector<uint64_t> bits;
  for (float v : values) bits.push_back(floatBits(v));
  return packBits(DataType::Float32, bits);
}

inline std::vector<float> float32Values(const Buffer& buffer) {
  std::vector<float> out;
  for (uint64_t b : unpackBits(DataType::Float32, buffer))
    out.push_back(std::bit_cast<float>(static_cast<uint32_t>(b)));
  return out;
}

inline Buffer uint32Buffer(const std::vector<uint32_t>& values) {
  return packBits(DataType::UInt32, std::vector<uint64_t>(values.begin(), values.end()));
}

inline std::vector<uint32_t> uint32Values(const Buffer& buffer) {
  std::vector<uint32_t> out;
  for (uint64_t b : unpackBits(DataType::UInt32, buffer)) out.push_back(static_cast<uint32_t>(b));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Naive layout: SPEC.md's minimum-size formula, with plain arithmetic (tests use small tensors only)

struct NaiveLayout {
  std::vector<uint32_t> sizes;
  std::vector<uint64_t> strides;
  uint64_t elementCount = 1;
  uint64_t reachedElements = 1;
  uint64_t bufferBytes = 0;
  uint32_t elementBytes = 0;

  uint64_t offsetOf(const std::vector<uint32_t>& coords) const {
    uint64_t offset = 0;
    for (size_t k = 0; k < coords.size(); ++k) offset += coords[k] * strides[k];
    return offset;
  }
};

inline NaiveLayout naiveLayout(const TensorDesc& desc) {
  NaiveLayout l;
  l.sizes = desc.sizes;
  l.elementBytes = bytesOf(desc.dataType);
  const size_t rank = desc.sizes.size();
  l.strides.assign(rank, 0);
  if (desc.strides) {
    for (size_t k = 0; k < rank; ++k) l.strides[k] = (*desc.strides)[k];
  } else {
    uint64_t stride = 1;
    for (size_t k = rank; k-- > 0;) {
      l.strides[k] = stride;
      stride *= desc.sizes[k];
    }
  }
  uint64_t last = 0;
  for (size_t k = 0; k < rank; ++k) {
    l.elementCount *= desc.sizes[k];
    last += (desc.sizes[k] - 1) * l.strides[k];
  }
  l.reachedElements = last + 1;
  uint64_t minimum = (l.reachedElements * l.elementBytes + 3) / 4 * 4;
  l.bufferBytes = desc.totalTensorSizeInBytes.value_or(minimum);
  return l;
}

// Row-major coordinates of logical element `linear`.
inline std::vector<uint32_t> coordsOf(uint64_t linear, const std::vector<uint32_t>& sizes) {
  std::vector<uint32_t> coords(sizes.size());
  for (size_t k = sizes.size(); k-- > 0;) {
    coords[k] = static_cast<uint32_t>(linear % sizes[k]);
    linear /= sizes[k];
  }
  return coords;
}

inline uint64_t linearOf(const std::vector<uint32_t>& coords, const std::vector<uint32_t>& sizes) {
  uint64_t linear = 0;
  for (size_t k = 0; k < sizes.size(); ++k) linear = linear * sizes[k] + coords[k];
  return linear;
}

// ---------------------------------------------------------------------------------------------------------
// Naive operators: the SPEC formulas, one output coordinate at a time

struct NaiveSource {
  uint32_t input = 0;
  std::vector<uint32_t> coords;
};

inline std::vector<TensorDesc> naiveInputs(const OperatorDesc& desc) {
  return std::visit(
      [](const auto& d) -> std::vector<TensorDesc> {
        using D = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<D, JoinDesc>) {
          return d.InputTensors;
        } else if constexpr (std::is_same_v<D, GatherDesc> || std::is_same_v<D, GatherElementsDesc> ||
                             std::is_same_v<D, GatherNd1Desc> || std::is_same_v<D, GatherNdDesc>) {
          return {d.InputTensor, d.IndicesTensor};
        } else if constexpr (std::is_same_v<D, ScatterDesc> || std::is_same_v<D, ScatterNdDesc>) {
          return {d.InputTensor, d.IndicesTensor, d.UpdatesTensor};
        } else {
          return {d.InputTensor};
        }
      },
      desc);
}

inline std::vector<TensorDesc> naiveOutputs(const OperatorDesc& desc) {
  return std::visit(
      [](const auto& d) -> std::vector<TensorDesc> {
        using D = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<D, SplitDesc>) {
          return d.OutputTensors;
        } else {
          return {d.OutputTensor};
        }
      },
      desc);
}

// Index j (possibly outside [0, n)) folded into [0, n) by bouncing off the ends, the way np.pad's 'reflect'
// (edge not repeated) and 'symmetric' (edge repeated) define it; no modulo, so it is a second formulation of
// the periodic rule.
inline int64_t bounceReflect(int64_t j, int64_t n) {
  if (n == 1) return 0;
  while (j < 0 || j >= n) {
    if (j < 0) j = -j;
    if (j >= n) j = 2 * (n - 1) - j;
  }
  return j;
}

inline int64_t bounceSymmetric(int64_t j, int64_t n) {
  while (j < 0 || j >= n) {
    if (j < 0) j = -1 - j;
    if (j >= n) j = 2 * n - 1 - j;
  }
  return j;
}

inline std::optional<NaiveSource> naiveSourceOf(const TileDesc& d, const std::vector<uint32_t>& out) {
  NaiveSource s;
  for (size_t k = 0; k < out.size(); ++k) s.coords.push_back(out[k] % d.InputTensor.sizes[k]);
  return s;
}

// Padding and Padding1 alike (their geometry is the same).
template <class D>
  requires std::is_same_v<D, PaddingDesc> || std::is_same_v<D, Padding1Desc>
inline std::optional<NaiveSource> naiveSourceOf(const D& d, const std::vector<uint32_t>& out) {
  NaiveSource s;
  for (size_t k = 0; k < out.size(); ++k) {
    const int64_t n = d.InputTensor.sizes[k];
    const int64_t j = static_cast<int64_t>(out[k]) - static_cast<int64_t>(d.StartPadding[k]);
    int64_t i = j;
    switch (d.PaddingMode) {
      case PaddingMode::Constant:
        if (j < 0 || j >= n) return std::nullopt;
        break;
      case PaddingMode::Edge: i = std::clamp<int64_t>(j, 0, n - 1); break;
      case PaddingMode::Reflection: i = bounceReflect(j, n); break;
      case PaddingMode::Symmetric: i = bounceSymmetric(j, n); break;
      case PaddingMode::Wrap: i = ((j % n) + n) % n; break;
    }
    s.coords.push_back(static_cast<uint32_t>(i));
  }
  return s;
}

inline std::optional<NaiveSource> naiveSourceOf(const DepthToSpace1Desc& d, const std::vector<uint32_t>& out) {
  const uint32_t b = d.BlockSize;
  const uint32_t oc = d.InputTensor.sizes[1] / (b * b);
  const uint32_t by = out[2] % b;
  const uint32_t bx = out[3] % b;
  const uint32_t channel =
      d.Order == DepthSpaceOrder::DepthColumnRow ? (by * b + bx) * oc + out[1] : out[1] * b * b + by * b + bx;
  return NaiveSource{0, {out[0], channel, out[2] / b, out[3] / b}};
}

// The first version: DepthToSpace1 in DEPTH_COLUMN_ROW order.
inline std::optional<NaiveSource> naiveSourceOf(const DepthToSpaceDesc& d, const std::vector<uint32_t>& out) {
  return naiveSourceOf(DepthToSpace1Desc{d.InputTensor, d.OutputTensor, d.BlockSize, DepthSpaceOrder::DepthColumnRow}, out);
}

// DML_DEPTH_SPACE_ORDER's layouts read as mixed-radix digits of the output channel, least significant first:
// DEPTH_COLUMN_ROW (BlockHeight, BlockWidth, Channels), COLUMN_ROW_DEPTH (Channels, BlockHeight, BlockWidth).
inline std::optional<NaiveSource> naiveSourceOf(const SpaceToDepth1Desc& d, const std::vector<uint32_t>& out) {
  const uint32_t b = d.BlockSize;
  const uint32_t c = d.InputTensor.sizes[1];
  uint32_t rest = out[1];
  uint32_t channel = 0, by = 0, bx = 0;
  if (d.Order == DepthSpaceOrder::DepthColumnRow) {
    channel = rest % c, rest /= c;
    bx = rest % b, rest /= b;
    by = rest;
  } else {
    bx = rest % b, rest /= b;
    by = rest % b, rest /= b;
    channel = rest;
  }
  return NaiveSource{0, {out[0], channel, out[2] * b + by, out[3] * b + bx}};
}

// The first version: SpaceToDepth1 in DEPTH_COLUMN_ROW order.
inline std::optional<NaiveSource> naiveSourceOf(const SpaceToDepthDesc& d, const std::vector<uint32_t>& out) {
  return naiveSourceOf(SpaceToDepth1Desc{d.InputTensor, d.OutputTensor, d.BlockSize, DepthSpaceOrder::DepthColumnRow}, out);
}

inline std::optional<NaiveSource> naiveSplitSource(const SplitDesc& d, uint32_t output,
                                                   const std::vector<uint32_t>& out) {
  NaiveSource s{0, out};
  for (uint32_t t = 0; t < output; ++t) s.coords[d.Axis] += d.OutputTensors[t].sizes[d.Axis];
  return s;
}

inline std::optional<NaiveSource> naiveSourceOf(const JoinDesc& d, const std::vector<uint32_t>& out) {
  uint32_t start = 0;
  for (uint32_t t = 0; t < d.InputTensors.size(); ++t) {
    uint32_t size = d.InputTensors[t].sizes[d.Axis];
    if (out[d.Axis] < start + size) {
      NaiveSource s{t, out};
      s.coords[d.Axis] -= start;
      return s;
    }
    start += size;
  }
  return std::nullopt;  // unreachable for a valid descriptor
}

inline std::optional<NaiveSource> naiveSourceOf(const ElementWiseIdentityDesc&, const std::vector<uint32_t>& out) {
  return NaiveSource{0, out};
}

// The page's pseudo-code: CopyStart = InputWindowOffsets, plus InputWindowSizes - 1 where the stride is
// negative; input = CopyStart + InputWindowStrides × output.
inline std::optional<NaiveSource> naiveSourceOf(const Slice1Desc& d, const std::vector<uint32_t>& out) {
  NaiveSource s{0, {}};
  for (size_t i = 0; i < out.size(); ++i) {
    int64_t copyStart = d.InputWindowOffsets[i];
    if (d.InputWindowStrides[i] < 0) copyStart += int64_t{d.InputWindowSizes[i]} - 1;
    s.coords.push_back(static_cast<uint32_t>(copyStart + int64_t{d.InputWindowStrides[i]} * out[i]));
  }
  return s;
}

// The SLICE page: input = Offsets + Strides × output.
inline std::optional<NaiveSource> naiveSourceOf(const SliceDesc& d, const std::vector<uint32_t>& out) {
  NaiveSource s{0, {}};
  for (size_t i = 0; i < out.size(); ++i) s.coords.push_back(d.Offsets[i] + d.Strides[i] * out[i]);
  return s;
}

inline std::optional<NaiveSource> naiveSourceOf(const OperatorDesc& desc, uint32_t output,
                                                const std::vector<uint32_t>& out) {
  if (auto* split = std::get_if<SplitDesc>(&desc)) return naiveSplitSource(*split, output, out);
  return std::visit(
      [&](const auto& d) -> std::optional<NaiveSource> {
        using D = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<D, SplitDesc>) {
          return std::nullopt;
        } else if constexpr (std::is_same_v<D, GatherDesc> || std::is_same_v<D, GatherElementsDesc> ||
                             std::is_same_v<D, ScatterDesc> || std::is_same_v<D, GatherNd1Desc> ||
                             std::is_same_v<D, GatherNdDesc> || std::is_same_v<D, ScatterNdDesc>) {
          return std::nullopt;  // their sources depend on the indices' values: the NumPy differential checks them
        } else {
          return naiveSourceOf(d, out);
        }
      },
      desc);
}

inline float naivePaddingValue(const OperatorDesc& desc) {
  if (auto* p = std::get_if<PaddingDesc>(&desc)) return p->PaddingValue;
  return 0.0f;
}

// The constant a padding writes in `type`: Padding's FLOAT converted; Padding1's union bits as they are, the
// low bytes of the element's width.
inline uint64_t naivePaddingConstant(const OperatorDesc& desc, DataType type) {
  if (auto* p = std::get_if<Padding1Desc>(&desc)) {
    const uint32_t bits = 8 * bytesOf(type);
    return bits == 64 ? p->PaddingValue.bits : p->PaddingValue.bits & ((uint64_t{1} << bits) - 1);
  }
  return naivePaddingBits(type, naivePaddingValue(desc));
}

struct NaiveRun {
  std::vector<Buffer> outputs;
  // sources[output][i]: the source of output element i (row-major), or nothing for a padding constant.
  std::vector<std::vector<std::optional<Source>>> sources;
};

// Runs a valid session's operator naively. Output buffers are zero-filled and as large as DirectML's minimum
// size (or TotalTensorSizeInBytes), so gaps that strides leave stay 0.
inline NaiveRun naiveRun(const Session& session) {
  NaiveRun run;
  const auto inputs = naiveInputs(session.desc);
  const auto outputs = naiveOutputs(session.desc);
  std::vector<NaiveLayout> inLayouts;
  for (const auto& t : inputs) inLayouts.push_back(naiveLayout(t));
  for (uint32_t o = 0; o < outputs.size(); ++o) {
    const TensorDesc& outDesc = outputs[o];
    const NaiveLayout outLayout = naiveLayout(outDesc);
    const DataType type = outDesc.dataType;
    Buffer buffer(outLayout.bufferBytes, std::byte{0});
    std::vector<std::optional<Source>> sources(outLayout.elementCount);
    for (uint64_t i = 0; i < outLayout.elementCount; ++i) {
      const auto outCoords = coordsOf(i, outLayout.sizes);
      const auto src = naiveSourceOf(session.desc, o, outCoords);
      uint64_t bits;
      if (src) {
        const NaiveLayout& inLayout = inLayouts[src->input];
        bits = loadBits(type, session.inputData[src->input], inLayout.offsetOf(src->coords));
        sources[i] = Source{src->input, linearOf(src->coords, inLayout.sizes)};
      } else {
        bits = naivePaddingConstant(session.desc, type);
      }
      storeBits(type, buffer, outLayout.offsetOf(outCoords), bits);
    }
    run.outputs.push_back(std::move(buffer));
    run.sources.push_back(std::move(sources));
  }
  return run;
}

// ---------------------------------------------------------------------------------------------------------
// Reporting

inline std::string hex(uint64_t v) {
  std::ostringstream s;
  s << "0x" << std::hex << v;
  return s.str();
}

// "" when equal, else where the element bit patterns first differ.
inline std::string firstDifference(DataType type, const Buffer& expected, const Buffer& got) {
  std::ostringstream s;
  if (expected.size() != got.size()) {
    s << "buffer size " << got.size() << " bytes, expected " << expected.size() << "; ";
  }
  const auto e = unpackBits(type, expected);
  const auto g = unpackBits(type, got);
  for (size_t i = 0; i < std::min(e.size(), g.size()); ++i) {
    if (e[i] != g[i]) {
      s << "element " << i << " is " << hex(g[i]) << ", expected " << hex(e[i]);
      return s.str();
    }
  }
  if (expected.size() != got.size()) return s.str();
  return {};
}

inline std::string describe(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += "\n  [" + d.field + " | " + d.id + "] " + d.message;
  return out.empty() ? std::string("(no diagnostics)") : out;
}

inline bool hasDiagnostic(const std::vector<Diagnostic>& diagnostics, const std::string& field, const std::string& id) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [&](const Diagnostic& d) { return d.field == field && d.id == id; });
}

inline const Diagnostic* findDiagnostic(const std::vector<Diagnostic>& diagnostics, const std::string& field,
                                        const std::string& id) {
  for (const auto& d : diagnostics)
    if (d.field == field && d.id == id) return &d;
  return nullptr;
}

// True when the diagnostics are exactly these (field, id) pairs, in any order.
inline bool hasExactly(const std::vector<Diagnostic>& diagnostics,
                       std::vector<std::pair<std::string, std::string>> expected) {
  std::vector<std::pair<std::string, std::string>> got;
  for (const auto& d : diagnostics) got.emplace_back(d.field, d.id);
  std::sort(got.begin(), got.end());
  std::sort(expected.begin(), expected.end());
  return got == expected;
}

}  // namespace dmlscope::test
