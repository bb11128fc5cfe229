// The inverse of the index formulas (see inverse_map.h): per dimension for Tile and Padding, one-to-one for the
// others.
#include "dmlscope/inverse_map.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <type_traits>

#include "dmlscope/checked.h"
#include "dmlscope/tensor.h"

namespace dmlscope {
namespace {

// Output coordinates first, first + step, ... (count of them) along one dimension.
struct Progression {
  uint64_t first = 0;
  uint64_t step = 1;
  uint64_t count = 0;
  uint64_t at(uint64_t k) const { return first + k * step; }
};

// The output coordinates of one dimension that read one input coordinate: the union of at most two disjoint
// progressions with the same step (a mirror's two residues), walked in ascending order.
struct Preimage {
  std::array<Progression, 2> parts{};
  uint32_t partCount = 0;

  void add(Progression p) {
    if (p.count > 0) parts[partCount++] = p;
  }
  uint64_t count() const {
    uint64_t n = 0;
    for (uint32_t k = 0; k < partCount; ++k) n += parts[k].count;  // at most the dimension's size
    return n;
  }
  // The first `cap` coordinates, ascending.
  std::vector<uint32_t> list(uint64_t cap) const {
    std::vector<uint32_t> out;
    const uint64_t n = std::min(count(), cap);
    out.reserve(static_cast<size_t>(n));
    std::array<uint64_t, 2> next{};
    while (out.size() < n) {
      uint32_t best = 0;
      bool found = false;
      for (uint32_t k = 0; k < partCount; ++k) {
        if (next[k] >= parts[k].count) continue;
        if (!found || parts[k].at(next[k]) < parts[best].at(next[best])) best = k;
        found = true;
      }
      out.push_back(static_cast<uint32_t>(parts[best].at(next[best]++)));
    }
    return out;
  }
};

// Output coordinates o in [0, outSize) with (o - start) ≡ residue (mod period).
Progression residueClass(int64_t residue, int64_t period, int64_t start, int64_t outSize) {
  // The smallest o >= 0 in the class: o ≡ residue + start.
  const int64_t first = (((residue + start) % period) + period) % period;
  if (first >= outSize) return {};
  return {static_cast<uint64_t>(first), static_cast<uint64_t>(period), static_cast<uint64_t>((outSize - 1 - first) / period + 1)};
}

Progression single(uint64_t o, uint64_t outSize) { return o < outSize ? Progression{o, 1, 1} : Progression{}; }

Progression range(uint64_t from, uint64_t to) { return from < to ? Progression{from, 1, to - from} : Progression{}; }

Preimage tilePreimage(uint32_t i, uint32_t inSize, uint32_t outSize) {
  Preimage p;
  p.add(residueClass(i, inSize, 0, outSize));
  return p;
}

Preimage paddingPreimage(const PaddingDesc& d, uint32_t k, uint32_t i, uint32_t outSize) {
  const int64_t n = d.InputTensor.sizes[k];
  const int64_t start = d.StartPadding[k];
  Preimage p;
  if (d.PaddingMode == PaddingMode::Constant) {
    p.add(single(static_cast<uint64_t>(i + start), outSize));
    return p;
  }
  if (n == 1) {  // every mode reads the only element from everywhere
    p.add(range(0, outSize));
    return p;
  }
  switch (d.PaddingMode) {
    case PaddingMode::Edge:
      if (i == 0) {
        p.add(range(0, std::min<uint64_t>(static_cast<uint64_t>(start) + 1, outSize)));
      } else if (i == n - 1) {
        p.add(range(static_cast<uint64_t>(start + n - 1), outSize));
      } else {
        p.add(single(static_cast<uint64_t>(i + start), outSize));
      }
      break;
    case PaddingMode::Reflection: {
      // Period 2(n - 1); i is read at residues i and -i, one class at the edges.
      const int64_t period = 2 * (n - 1);
      p.add(residueClass(i, period, start, outSize));
      if (i != 0 && i != n - 1) p.add(residueClass(period - i, period, start, outSize));
      break;
    }
    case PaddingMode::Symmetric: {
      // Period 2n; i is read at residues i and 2n - 1 - i.
      const int64_t period = 2 * n;
      p.add(residueClass(i, period, start, outSize));
      p.add(residueClass(period - 1 - i, period, start, outSize));
      break;
    }
    case PaddingMode::Constant:
      break;
  }
  return p;
}

// The Cartesian product of per-dimension preimages, in row-major order of output `output`.
std::vector<OutputElement> product(uint32_t output, const std::vector<Preimage>& dims, std::span<const uint32_t> outSizes,
                                   uint64_t limit, uint64_t* total) {
  uint64_t all = 1;
  for (const Preimage& p : dims) {
    auto next = checkedMul(all, p.count());
    all = next ? *next : std::numeric_limits<uint64_t>::max();
  }
  if (total) *total = all;
  std::vector<OutputElement> out;
  if (all == 0 || limit == 0) return out;
  std::vector<std::vector<uint32_t>> lists;
  for (const Preimage& p : dims) lists.push_back(p.list(limit));  // a row-major walk of `limit` steps needs no more
  const size_t rank = dims.size();
  std::array<size_t, kMaxDimensions> at{};
  std::array<uint32_t, kMaxDimensions> coords{};
  const uint64_t n = std::min(all, limit);
  out.reserve(static_cast<size_t>(std::min<uint64_t>(n, uint64_t{1} << 20)));
  for (uint64_t m = 0; m < n; ++m) {
    for (size_t k = 0; k < rank; ++k) coords[k] = lists[k][at[k]];
    out.push_back({output, coordsToLinear({coords.data(), rank}, outSizes)});
    for (size_t k = rank; k-- > 0;) {
      if (++at[k] < lists[k].size()) break;
      at[k] = 0;
    }
  }
  return out;
}

std::vector<OutputElement> one(uint32_t output, std::span<const uint32_t> coords, std::span<const uint32_t> outSizes,
                               uint64_t limit, uint64_t* total) {
  if (total) *total = 1;
  if (limit == 0) return {};
  return {OutputElement{output, coordsToLinear(coords, outSizes)}};
}

std::vector<OutputElement> tileFedBy(const TileDesc& d, std::span<const uint32_t> in, uint64_t limit, uint64_t* total) {
  const auto& outSizes = d.OutputTensor.sizes;
  std::vector<Preimage> dims;
  for (size_t k = 0; k < in.size(); ++k) dims.push_back(tilePreimage(in[k], d.InputTensor.sizes[k], outSizes[k]));
  return product(0, dims, outSizes, limit, total);
}

std::vector<OutputElement> paddingFedBy(const PaddingDesc& d, std::span<const uint32_t> in, uint64_t limit, uint64_t* total) {
  const auto& outSizes = d.OutputTensor.sizes;
  std::vector<Preimage> dims;
  for (uint32_t k = 0; k < in.size(); ++k) dims.push_back(paddingPreimage(d, k, in[k], outSizes[k]));
  return product(0, dims, outSizes, limit, total);
}

std::vector<OutputElement> depthToSpaceFedBy(const DepthToSpace1Desc& d, std::span<const uint32_t> in, uint64_t limit,
                                             uint64_t* total) {
  const uint32_t b = d.BlockSize;
  const uint32_t outChannels = d.InputTensor.sizes[1] / (b * b);
  const uint32_t c = in[1];
  uint32_t channel = 0;
  uint32_t block = 0;  // by * b + bx
  if (d.Order == DepthSpaceOrder::DepthColumnRow) {
    channel = c % outChannels;
    block = c / outChannels;
  } else {
    channel = c / (b * b);
    block = c % (b * b);
  }
  const std::array<uint32_t, 4> o = {in[0], channel, in[2] * b + block / b, in[3] * b + block % b};
  return one(0, o, d.OutputTensor.sizes, limit, total);
}

std::vector<OutputElement> splitFedBy(const SplitDesc& d, std::span<const uint32_t> in, uint64_t limit, uint64_t* total) {
  uint64_t position = in[d.Axis];
  for (uint32_t t = 0; t < d.OutputTensors.size(); ++t) {
    const uint32_t size = d.OutputTensors[t].sizes[d.Axis];
    if (position < size) {
      std::array<uint32_t, kMaxDimensions> o{};
      std::copy(in.begin(), in.end(), o.begin());
      o[d.Axis] = static_cast<uint32_t>(position);
      return one(t, {o.data(), in.size()}, d.OutputTensors[t].sizes, limit, total);
    }
    position -= size;
  }
  if (total) *total = 0;
  return {};
}

std::vector<OutputElement> joinFedBy(const JoinDesc& d, uint32_t input, std::span<const uint32_t> in, uint64_t limit,
                                     uint64_t* total) {
  uint64_t offset = 0;
  for (uint32_t t = 0; t < input; ++t) offset += d.InputTensors[t].sizes[d.Axis];
  std::array<uint32_t, kMaxDimensions> o{};
  std::copy(in.begin(), in.end(), o.begin());
  o[d.Axis] = static_cast<uint32_t>(in[d.Axis] + offset);
  return one(0, {o.data(), in.size()}, d.OutputTensor.sizes, limit, total);
}

}  // namespace

std::vector<OutputElement> outputsFedBy(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> inCoords,
                                        uint64_t limit, uint64_t* total) {
  if (total) *total = 0;
  if (input >= inputSlots(desc).size()) return {};
  const TensorDesc& t = inputTensor(desc, input);
  if (inCoords.size() != t.sizes.size() || inCoords.size() > kMaxDimensions) return {};
  for (size_t k = 0; k < inCoords.size(); ++k)
    if (inCoords[k] >= t.sizes[k]) return {};
  return std::visit(
      [&](const auto& d) -> std::vector<OutputElement> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) return tileFedBy(d, inCoords, limit, total);
        else if constexpr (std::is_same_v<T, PaddingDesc>) return paddingFedBy(d, inCoords, limit, total);
        else if constexpr (std::is_same_v<T, DepthToSpace1Desc>) return depthToSpaceFedBy(d, inCoords, limit, total);
        else if constexpr (std::is_same_v<T, SplitDesc>) return splitFedBy(d, inCoords, limit, total);
        else return joinFedBy(d, input, inCoords, limit, total);
      },
      desc);
}

}  // namespace dmlscope
