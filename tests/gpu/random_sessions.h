// Random valid sessions for CPU-versus-GPU differential testing, and comparing two runs exactly. Qt-free:
// tests/gpu and dmlscope-bench --check (which runs them on the benchmark's device) share it.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/session.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor.h"

namespace dmlscope::gputest {

// ---- random valid sessions ----

// Small tensors (at most about `maxElements` elements per tensor) of every operator, mode, data type and
// rank, with packed, gapped, permuted and (for inputs) broadcast strides and oversized buffers.
class RandomSessions {
 public:
  explicit RandomSessions(uint64_t seed, uint64_t maxElements = 1500) : rng_(seed), maxElements_(maxElements) {}

  Session next() {
    for (;;) {
      Session s = candidate();
      if (validateSession(s).empty()) return s;
    }
  }

 private:
  uint32_t uniform(uint32_t lo, uint32_t hi) { return std::uniform_int_distribution<uint32_t>(lo, hi)(rng_); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }

  // Sizes of `rank` dimensions with a product of at most `budget`.
  std::vector<uint32_t> sizes(uint32_t rank, uint64_t budget) {
    std::vector<uint32_t> s(rank, 1);
    uint64_t product = 1;
    for (uint32_t k = 0; k < rank; ++k) {
      const uint32_t cap = static_cast<uint32_t>(std::min<uint64_t>(rank <= 2 ? 64 : (rank <= 4 ? 12 : 4), budget / product));
      s[k] = uniform(1, std::max<uint32_t>(cap, 1));
      product *= s[k];
    }
    std::shuffle(s.begin(), s.end(), rng_);
    return s;
  }

  // Strides in elements laid out in a random dimension order with random gaps; `broadcast` allows 0s.
  std::optional<std::vector<uint32_t>> strides(const std::vector<uint32_t>& sizes, bool broadcast) {
    if (chance(0.4)) return std::nullopt;
    const auto rank = static_cast<uint32_t>(sizes.size());
    std::vector<uint32_t> order(rank);
    std::iota(order.begin(), order.end(), 0);
    if (chance(0.5)) std::shuffle(order.begin(), order.end(), rng_);
    std::vector<uint32_t> s(rank);
    uint64_t next = chance(0.5) ? 1 : uniform(1, 3);
    for (uint32_t i = rank; i-- > 0;) {
      const uint32_t k = order[i];
      s[k] = static_cast<uint32_t>(next);
      next = next * sizes[k] + (chance(0.3) ? uniform(1, 5) : 0);
    }
    if (broadcast)
      for (uint32_t k = 0; k < rank; ++k)
        if (chance(0.25)) s[k] = 0;
    return s;
  }

  TensorDesc tensor(DataType type, std::vector<uint32_t> sizes, bool isInput) {
    TensorDesc t;
    t.dataType = type;
    t.strides = strides(sizes, isInput);
    t.sizes = std::move(sizes);
    if (chance(0.15)) {
      auto layout = computeLayout(t);
      if (layout) t.totalTensorSizeInBytes = layout->minimumBytes + 4 * uniform(1, 8);
    }
    return t;
  }

  float paddingValue() {
    static const float values[] = {0.0f,  -0.0f, 1.0f,    10.6f,  -3.5f,  65504.5f, 1e10f, -1e10f, 0.1f,
                                   300.7f, -129.9f, 70000.0f, 2.5e-8f, std::numeric_limits<float>::infinity(),
                                   -std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()};
    return values[uniform(0, std::size(values) - 1)];
  }

  // ELEMENT_WISE_IDENTITY's Scale and Bias: the identity (1, 0), zero, negation, fractions that round, values
  // that saturate every integer type and overflow FLOAT16, tiny ones that make subnormals, and now and then an
  // infinity or a NaN (which the session file writes as "inf" / "nan"). Scale and Bias are drawn apart, so that
  // every pairing occurs.
  ScaleBiasTerms scaleBiasTerms() {
    constexpr float inf = std::numeric_limits<float>::infinity();
    static const float scales[] = {1.0f,  0.0f,   -0.0f, -1.0f,   0.5f,  2.0f,    -0.25f, 0.1f,   3.7f,   1.0f / 3.0f,
                                   255.5f, 1e-3f, 1e10f, -1e10f, 65536.0f, 1e-30f, 1e30f, inf, -inf,
                                   std::numeric_limits<float>::quiet_NaN()};
    static const float biases[] = {0.0f,   -0.0f,  1.0f,   -1.0f,   0.5f,    -0.5f,  10.6f,   -3.5f,  0.1f,
                                   128.0f, -129.9f, 65504.5f, 70000.0f, 1e10f, -1e10f, 2.5e-8f, 1e-40f, inf, -inf,
                                   std::numeric_limits<float>::quiet_NaN()};
    // Mostly the finite ones: a non-finite Scale or Bias makes every element the same, which says little.
    const auto pick = [&](const auto& values) {
      const auto finite = static_cast<uint32_t>(std::size(values)) - (chance(0.08) ? 1 : 4);
      return values[uniform(0, finite)];
    };
    return ScaleBiasTerms{pick(scales), pick(biases)};
  }

  // A typed padding value's bits: the type's extremes and edges (64-bit integers beyond 2^53, infinities, NaNs
  // with payloads, signalling NaNs, negative zero) or any bit pattern of the type's width.
  ScalarUnion typedPaddingValue(DataType type) {
    const uint32_t bytes = elementSize(type);
    const uint64_t mask = bytes == 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * bytes)) - 1;
    const uint64_t signBit = uint64_t{1} << (8 * bytes - 1);
    std::vector<uint64_t> edges = {0, 1, mask, signBit, signBit - 1, signBit + 1};
    if (type == DataType::Float32) edges.insert(edges.end(), {0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00123, 0x41100000});
    if (type == DataType::Float16) edges.insert(edges.end(), {0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE5A, 0x4880});
    if (type == DataType::Float64)
      edges.insert(edges.end(), {0x7FF0000000000000, 0x7FF8000000000000, 0x7FF0000000000001, 0xFFF8000000000BADull});
    if (type == DataType::Int64 || type == DataType::UInt64)
      edges.insert(edges.end(), {(uint64_t{1} << 53) + 1, ~(uint64_t{1} << 53), uint64_t{0x8000000000000001}});
    if (chance(0.5)) return ScalarUnion{edges[uniform(0, static_cast<uint32_t>(edges.size() - 1))]};
    return ScalarUnion{rng_() & mask};
  }

  Session candidate() {
    Session s;
    s.featureLevel = kLatestFeatureLevel;
    const DataType type = kAllDataTypes[uniform(0, kAllDataTypes.size() - 1)];
    const uint32_t kind = uniform(0, 17);
    switch (kind) {
      case 0: {
        TileDesc d;
        const uint32_t rank = uniform(1, 8);
        auto in = sizes(rank, std::max<uint64_t>(maxElements_ / 8, 1));
        for (uint32_t k = 0; k < rank; ++k) d.Repeats.push_back(uniform(1, rank <= 3 ? 4 : 2));
        std::vector<uint32_t> out(rank);
        for (uint32_t k = 0; k < rank; ++k) out[k] = in[k] * d.Repeats[k];
        d.InputTensor = tensor(type, in, true);
        d.OutputTensor = tensor(type, out, false);
        s.desc = d;
        break;
      }
      case 1: {
        s.desc = padded<PaddingDesc>(type, [&](PaddingDesc& d) { d.PaddingValue = paddingValue(); });
        break;
      }
      case 2: {
        s.desc = depthToSpace<DepthToSpace1Desc>(type, [&](DepthToSpace1Desc& d) {
          d.Order = static_cast<DepthSpaceOrder>(uniform(0, 1));
        });
        break;
      }
      case 15: {
        // The first version: no Order, always DEPTH_COLUMN_ROW.
        s.desc = depthToSpace<DepthToSpaceDesc>(type, [](DepthToSpaceDesc&) {});
        break;
      }
      case 10: {
        // GATHER: IndexDimensions of the indices' dimensions replace Axis; the result fills the tensors' rank.
        GatherDesc d;
        const uint32_t rank = uniform(1, 6);
        auto in = sizes(rank, std::max<uint64_t>(maxElements_ / 4, 1));
        d.Axis = uniform(0, rank - 1);
        // Room in the rank for the index dimensions: the output needs rank + IndexDimensions - 1 of them, and
        // the entries cropped in front must be 1s, so the input's leading ones (before Axis) are made 1.
        d.IndexDimensions = uniform(0, std::min<uint32_t>(rank, 3));
        std::vector<uint32_t> indices(rank, 1);
        for (uint32_t t = 0; t < d.IndexDimensions; ++t) indices[rank - d.IndexDimensions + t] = uniform(1, 4);
        const uint32_t extra = d.IndexDimensions > 0 ? d.IndexDimensions - 1 : 0;
        for (uint32_t k = 0; k < std::min(extra, d.Axis); ++k) in[k] = 1;
        d.InputTensor = tensor(type, in, true);
        d.IndicesTensor = tensor(indexType(), indices, true);
        d.OutputTensor = d.InputTensor;  // sizes replaced below
        s.desc = d;
        // Where the cropped entries are not all 1 there is no output: validation refuses it and next() tries again.
        if (auto derived = derivedOutputSizes(s.desc)[0]) std::get<GatherDesc>(s.desc).OutputTensor = tensor(type, *derived, false);
        break;
      }
      case 11: {
        GatherElementsDesc d;
        const AlongAxis a = alongAxis([&](uint32_t) { return uniform(1, 6); });
        d.Axis = a.axis;
        d.InputTensor = tensor(type, a.input, true);
        d.IndicesTensor = tensor(indexType(), a.indices, true);
        d.OutputTensor = tensor(type, a.indices, false);
        s.desc = d;
        break;
      }
      case 12: {
        // SCATTER: updates along Axis, collisions included (the later update wins, on every backend).
        ScatterDesc d;
        const AlongAxis a = alongAxis([&](uint32_t inputSize) { return uniform(1, inputSize); });
        d.Axis = a.axis;
        d.InputTensor = tensor(type, a.input, true);
        d.IndicesTensor = tensor(indexType(), a.indices, true);
        d.UpdatesTensor = tensor(type, a.indices, true);
        d.OutputTensor = tensor(type, a.input, false);
        s.desc = d;
        break;
      }
      case 13:
      case 14:
      case 17: {
        // GATHER_ND1 (13), SCATTER_ND (14, no batches) and GATHER_ND (17, the first version: no batches):
        // tuples of T positions into the input's meaningful dimensions after the batches, an array of them in
        // the indices' meaningful dimensions.
        const uint32_t rank = uniform(1, 6);
        const uint32_t inputDims = uniform(1, rank);
        const bool isGather = kind != 14;
        const uint32_t batch = kind == 13 ? uniform(0, inputDims - 1) : 0;
        const uint32_t indicesDims = uniform(batch + 1, rank);
        const uint32_t tuple = uniform(1, inputDims - batch);
        auto in = sizes(rank, std::max<uint64_t>(maxElements_ / 4, 1));
        for (uint32_t k = 0; k < rank - inputDims; ++k) in[k] = 1;
        std::vector<uint32_t> indices(rank, 1);
        for (uint32_t k = 0; k < batch; ++k) indices[rank - indicesDims + k] = in[rank - inputDims + k];
        for (uint32_t k = rank - indicesDims + batch; k + 1 < rank; ++k) indices[k] = uniform(1, 4);
        indices[rank - 1] = tuple;
        // Where the full coordinate is longer than the rank (and not 1s in front), validation refuses it and
        // next() tries again.
        if (kind == 17) {
          GatherNdDesc d{tensor(type, in, true), tensor(indexType(), indices, true), {}, inputDims, indicesDims};
          d.OutputTensor = d.InputTensor;
          // Feature level 2_1 takes 4 dimensions, UINT32 indices and types of up to 32 bits: half of the
          // sessions that fit it say 2_1, the rest the latest level (1 to 8 dimensions, any index type).
          if (rank == 4 && d.IndicesTensor.dataType == DataType::UInt32 && elementSize(type) <= 4 && chance(0.5))
            s.featureLevel = FeatureLevel::FL_2_1;
          s.desc = d;
          if (auto derived = derivedOutputSizes(s.desc)[0]) std::get<GatherNdDesc>(s.desc).OutputTensor = tensor(type, *derived, false);
        } else if (isGather) {
          GatherNd1Desc d{tensor(type, in, true), tensor(indexType(), indices, true), {}, inputDims, indicesDims, batch};
          d.OutputTensor = d.InputTensor;
          s.desc = d;
          if (auto derived = derivedOutputSizes(s.desc)[0]) std::get<GatherNd1Desc>(s.desc).OutputTensor = tensor(type, *derived, false);
        } else {
          ScatterNdDesc d{tensor(type, in, true), tensor(indexType(), indices, true), {}, tensor(type, in, false),
                          inputDims, indicesDims};
          // UpdatesTensor: the array ++ the remainder, right-aligned.
          std::vector<uint32_t> updates;
          for (uint32_t k = rank - indicesDims; k + 1 < rank; ++k) updates.push_back(indices[k]);
          for (uint32_t k = rank - inputDims + tuple; k < rank; ++k) updates.push_back(in[k]);
          while (updates.size() < rank) updates.insert(updates.begin(), 1);
          while (updates.size() > rank && updates.front() == 1) updates.erase(updates.begin());
          d.UpdatesTensor = tensor(type, updates, true);
          s.desc = d;
        }
        break;
      }
      case 9: {
        // Padding's geometry with a typed value: of the tensors' own type, as validation requires.
        s.desc = padded<Padding1Desc>(type, [&](Padding1Desc& d) {
          d.PaddingValueDataType = type;
          d.PaddingValue = typedPaddingValue(type);
        });
        break;
      }
      case 8: {
        s.desc = spaceToDepth<SpaceToDepth1Desc>(type, [&](SpaceToDepth1Desc& d) {
          d.Order = static_cast<DepthSpaceOrder>(uniform(0, 1));
        });
        break;
      }
      case 16: {
        s.desc = spaceToDepth<SpaceToDepthDesc>(type, [](SpaceToDepthDesc&) {});
        break;
      }
      default: {  // 3 and 4
        const uint32_t rank = uniform(1, 8);
        auto whole = sizes(rank, maxElements_);
        const uint32_t axis = uniform(0, rank - 1);
        std::vector<std::vector<uint32_t>> parts;
        uint32_t left = whole[axis];
        while (left > 0) {
          const uint32_t n = chance(0.3) ? left : uniform(1, left);
          auto part = whole;
          part[axis] = n;
          parts.push_back(part);
          left -= n;
        }
        if (chance(0.5)) {
          SplitDesc d;
          d.Axis = axis;
          d.InputTensor = tensor(type, whole, true);
          for (auto& p : parts) d.OutputTensors.push_back(tensor(type, p, false));
          s.desc = d;
        } else {
          JoinDesc d;
          d.Axis = axis;
          d.OutputTensor = tensor(type, whole, false);
          for (auto& p : parts) d.InputTensors.push_back(tensor(type, p, true));
          s.desc = d;
        }
        break;
      }
      case 5: {
        // A copy through the input's strides: transposed, gapped and broadcast inputs.
        ElementWiseIdentityDesc d;
        auto in = sizes(uniform(1, 8), maxElements_);
        d.InputTensor = tensor(type, in, true);
        d.OutputTensor = tensor(type, in, false);
        if (chance(0.3)) {
          // A transpose made visible: the first dimension innermost, the last outermost, into a packed output
          // (the GPU's tiled transpose where the element size allows it).
          std::vector<uint32_t> reversed(in.size());
          uint64_t next = 1;  // at most maxElements_: no overflow
          for (size_t k = 0; k < in.size(); ++k) {
            reversed[k] = static_cast<uint32_t>(next);
            next *= in[k];
          }
          d.InputTensor.strides = reversed;
          d.InputTensor.totalTensorSizeInBytes.reset();
          d.OutputTensor.strides.reset();
          d.OutputTensor.totalTensorSizeInBytes.reset();
        }
        // Half of the copies of a type DirectML scales (up to 32 bits; validation refuses ScaleBias on 64-bit
        // ones) take a ScaleBias, through every layout above.
        if (elementSize(type) <= 4 && chance(0.5)) d.ScaleBias = scaleBiasTerms();
        s.desc = d;
        break;
      }
      case 6: {
        // A window per dimension, walked forwards or backwards, the output taking some or all it reaches.
        Slice1Desc d;
        const uint32_t rank = uniform(1, 8);
        auto in = sizes(rank, maxElements_);
        std::vector<uint32_t> out(rank);
        for (uint32_t k = 0; k < rank; ++k) {
          const uint32_t window = uniform(1, in[k]);
          const auto stride = static_cast<int32_t>(uniform(1, 3)) * (chance(0.5) ? -1 : 1);
          d.InputWindowOffsets.push_back(uniform(0, in[k] - window));
          d.InputWindowSizes.push_back(window);
          d.InputWindowStrides.push_back(stride);
          const uint32_t most = 1 + (window - 1) / static_cast<uint32_t>(std::abs(stride));
          out[k] = chance(0.6) ? most : uniform(1, most);
        }
        d.InputTensor = tensor(type, in, true);
        d.OutputTensor = tensor(type, out, false);
        s.desc = d;
        break;
      }
      case 7: {
        // SLICE: forward strides, 0 included (the same element along a dimension).
        SliceDesc d;
        const uint32_t rank = uniform(1, 8);
        auto in = sizes(rank, maxElements_);
        for (uint32_t k = 0; k < rank; ++k) {
          const uint32_t offset = uniform(0, in[k] - 1);
          const uint32_t stride = uniform(0, 3);
          const uint32_t most = stride == 0 ? 3 : 1 + (in[k] - 1 - offset) / stride;
          d.Offsets.push_back(offset);
          d.Strides.push_back(stride);
          d.Sizes.push_back(uniform(1, most));
        }
        d.InputTensor = tensor(type, in, true);
        d.OutputTensor = tensor(type, d.Sizes, false);
        s.desc = d;
        break;
      }
    }
    // Random bytes in every input: any bit pattern (NaNs included) must be copied exactly.
    for (const auto& slot : inputSlots(s.desc)) {
      auto layout = computeLayout(inputTensor(s.desc, slot.index));
      Buffer data(layout ? layout->bufferBytes : 0);
      for (auto& b : data) b = std::byte(static_cast<uint8_t>(rng_()));
      if (slot.field == "IndicesTensor" && layout) fillIndices(s.desc, *layout, data);
      s.inputData.push_back(std::move(data));
    }
    return s;
  }

  // PADDING's and PADDING1's geometry: a mode, the value `setValue` draws, and pads on both sides of each
  // dimension, pads wider than the input (which fold again in REFLECTION and SYMMETRIC, and wrap around again
  // in WRAP, up to four times the input) in the low ranks, and dimensions of 1 (which REFLECTION cannot pad).
  // The output stays within 16 times maxElements: each dimension's pads leave the later ones room to pad.
  template <class D, class SetValue>
  D padded(DataType type, SetValue setValue) {
    D d;
    const uint32_t rank = uniform(1, 8);
    auto in = sizes(rank, std::max<uint64_t>(maxElements_ / 8, 1));
    d.PaddingMode = static_cast<PaddingMode>(uniform(0, 4));
    const bool wrap = d.PaddingMode == PaddingMode::Wrap;
    if (d.PaddingMode != PaddingMode::Reflection)
      for (auto& n : in)
        if (chance(0.15)) n = 1;
    setValue(d);
    std::vector<uint32_t> out(rank);
    uint64_t outputSoFar = 1;
    uint64_t inputAfter = std::accumulate(in.begin(), in.end(), uint64_t{1}, std::multiplies<>());
    for (uint32_t k = 0; k < rank; ++k) {
      inputAfter /= in[k];
      const uint64_t room = 16 * maxElements_ / (outputSoFar * inputAfter);  // at least in[k]
      const uint32_t wide = wrap ? (rank <= 3 ? 4 * in[k] + 3 : 3) : (rank <= 3 ? 2 * in[k] + 1 : 1);
      const auto most = static_cast<uint32_t>(std::min<uint64_t>(wide, (room - in[k]) / 2));
      d.StartPadding.push_back(chance(0.3) ? 0 : uniform(0, most));
      d.EndPadding.push_back(chance(0.3) ? 0 : uniform(0, most));
      out[k] = in[k] + d.StartPadding[k] + d.EndPadding[k];
      outputSoFar *= out[k];
    }
    d.InputTensor = tensor(type, in, true);
    d.OutputTensor = tensor(type, out, false);
    return d;
  }

  // GATHER_ELEMENTS' and SCATTER's shapes: an input, an axis, and indices of the input's sizes but along the axis,
  // where `indexSize(input's size there)` decides.
  struct AlongAxis {
    std::vector<uint32_t> input;
    uint32_t axis;
    std::vector<uint32_t> indices;
  };
  template <class IndexSize>
  AlongAxis alongAxis(IndexSize indexSize) {
    const uint32_t rank = uniform(1, 8);
    AlongAxis a{sizes(rank, std::max<uint64_t>(maxElements_ / 4, 1)), uniform(0, rank - 1), {}};
    a.indices = a.input;
    a.indices[a.axis] = indexSize(a.input[a.axis]);
    return a;
  }

  // DEPTH_TO_SPACE's and DEPTH_TO_SPACE1's geometry: blocks of 1 to 3, `setOrder` sets the second's Order.
  template <class D, class SetOrder>
  D depthToSpace(DataType type, SetOrder setOrder) {
    D d;
    d.BlockSize = uniform(1, 3);
    setOrder(d);
    const uint32_t b = d.BlockSize;
    std::vector<uint32_t> in = {uniform(1, 2), b * b * uniform(1, 3), uniform(1, 6), uniform(1, 8)};
    d.InputTensor = tensor(type, in, true);
    d.OutputTensor = tensor(type, {in[0], in[1] / (b * b), in[2] * b, in[3] * b}, false);
    return d;
  }

  // SPACE_TO_DEPTH's and SPACE_TO_DEPTH1's geometry, as depthToSpace's.
  template <class D, class SetOrder>
  D spaceToDepth(DataType type, SetOrder setOrder) {
    D d;
    d.BlockSize = uniform(1, 3);
    setOrder(d);
    const uint32_t b = d.BlockSize;
    std::vector<uint32_t> in = {uniform(1, 2), uniform(1, 4), b * uniform(1, 4), b * uniform(1, 6)};
    d.InputTensor = tensor(type, in, true);
    d.OutputTensor = tensor(type, {in[0], in[1] * b * b, in[2] / b, in[3] / b}, false);
    return d;
  }

  DataType indexType() {
    static constexpr DataType kTypes[] = {DataType::UInt32, DataType::Int32, DataType::UInt64, DataType::Int64};
    return kTypes[uniform(0, 3)];
  }

  // Index values along the operator's axis: mostly inside it (negative ones counting from the end, for the signed
  // types), now and then outside it, which every backend clamps the same way.
  void fillIndices(const OperatorDesc& desc, const TensorLayout& layout, Buffer& data) {
    uint32_t axisSize = 1;
    if (auto* g = std::get_if<GatherDesc>(&desc)) axisSize = g->InputTensor.sizes[g->Axis];
    if (auto* g = std::get_if<GatherElementsDesc>(&desc)) axisSize = g->InputTensor.sizes[g->Axis];
    if (auto* g = std::get_if<ScatterDesc>(&desc)) axisSize = g->InputTensor.sizes[g->Axis];
    // The ND operators: each tuple entry addresses its own input dimension; values are drawn for the smallest,
    // then each logical cell is written again for its own dimension (cells sharing a buffer element through
    // broadcast strides keep the last, which may lie outside another's dimension: clamped alike everywhere).
    std::vector<uint32_t> tupleSizes;
    auto ndSizes = [&](const TensorDesc& input, uint32_t inputDims, uint32_t batch) {
      const auto rank = static_cast<uint32_t>(input.sizes.size());
      for (uint32_t t = 0; t < layout.sizes.back(); ++t) tupleSizes.push_back(input.sizes[rank - inputDims + batch + t]);
      axisSize = *std::min_element(tupleSizes.begin(), tupleSizes.end());
    };
    if (auto* g = std::get_if<GatherNd1Desc>(&desc)) ndSizes(g->InputTensor, g->InputDimensionCount, g->BatchDimensionCount);
    if (auto* g = std::get_if<GatherNdDesc>(&desc)) ndSizes(g->InputTensor, g->InputDimensionCount, 0);
    if (auto* g = std::get_if<ScatterNdDesc>(&desc)) ndSizes(g->InputTensor, g->InputDimensionCount, 0);
    const bool isSigned = layout.dataType == DataType::Int32 || layout.dataType == DataType::Int64;
    auto write = [&](uint64_t element, uint32_t size) {
      int64_t v = uniform(0, size - 1);
      if (isSigned && chance(0.3)) v -= size;
      if (chance(0.03)) v = isSigned && chance(0.5) ? -int64_t{size} - uniform(1, 5) : int64_t{size} + uniform(0, 5);
      const uint64_t bits = static_cast<uint64_t>(v);
      for (uint32_t b = 0; b < layout.elementBytes; ++b)
        data[element * layout.elementBytes + b] = std::byte(static_cast<uint8_t>(bits >> (8 * b)));
    };
    const uint64_t count = data.size() / layout.elementBytes;
    for (uint64_t i = 0; i < count; ++i) write(i, axisSize);
    if (tupleSizes.empty()) return;
    std::vector<uint32_t> cell(layout.rank(), 0);
    for (uint64_t e = 0; e < layout.elementCount; ++e) {
      write(layout.offsetOf(cell), tupleSizes[cell.back()]);
      for (uint32_t k = layout.rank(); k-- > 0;) {
        if (++cell[k] < layout.sizes[k]) break;
        cell[k] = 0;
      }
    }
  }

  std::mt19937_64 rng_;
  uint64_t maxElements_;
};

// ---- comparing runs ----

// "" when both runs produced the same bytes and the same index map; else the first difference.
inline std::string compareRuns(const Session& session, const RunResult& expected, const RunResult& got) {
  std::ostringstream out;
  if (expected.outputs.size() != got.outputs.size()) {
    out << got.outputs.size() << " outputs, expected " << expected.outputs.size();
    return out.str();
  }
  for (size_t o = 0; o < expected.outputs.size(); ++o) {
    const Buffer& e = expected.outputs[o];
    const Buffer& g = got.outputs[o];
    if (e.size() != g.size()) {
      out << "output " << o << " has " << g.size() << " bytes, expected " << e.size();
      return out.str();
    }
    const auto mismatch = std::mismatch(e.begin(), e.end(), g.begin());
    if (mismatch.first != e.end()) {
      const auto byte = mismatch.first - e.begin();
      const uint32_t es = elementSize(outputTensor(session.desc, static_cast<uint32_t>(o)).dataType);
      out << "output " << o << " differs at byte " << byte << " (buffer element " << byte / es << "): 0x" << std::hex
          << std::to_integer<int>(*mismatch.second) << ", expected 0x" << std::to_integer<int>(*mismatch.first);
      return out.str();
    }
  }
  if (expected.indexMap.outputCount() != got.indexMap.outputCount()) {
    out << "index map of " << got.indexMap.outputCount() << " outputs, expected " << expected.indexMap.outputCount();
    return out.str();
  }
  // Entries compared by the sources they mean: a narrow map and a wide one of the same sources agree.
  for (uint32_t o = 0; o < expected.indexMap.outputCount(); ++o) {
    const uint64_t e = expected.indexMap.size(o), g = got.indexMap.size(o);
    if (e != g) {
      out << "index map " << o << " has " << g << " entries, expected " << e;
      return out.str();
    }
    for (uint64_t i = 0; i < e; ++i) {
      if (expected.indexMap.sourceOf(o, i) != got.indexMap.sourceOf(o, i)) {
        out << "index map " << o << " entry " << i << " is 0x" << std::hex << got.indexMap.wideEntry(o, i)
            << ", expected 0x" << expected.indexMap.wideEntry(o, i);
        return out.str();
      }
    }
  }
  return {};
}

// The session as a session file, for a failure message that can be replayed with `dmlscope run`.
inline std::string sessionText(const Session& session) {
  WriteOptions options;
  options.withOutputs = false;
  return writeSession(session, options);
}

}  // namespace dmlscope::gputest
