// The inverse of the index formulas (see inverse_map.h): the shared pieces (preimage.h) and the dispatch to each
// operator's own inverse, which lives in its file.
#include "dmlscope/inverse_map.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include "dmlscope/checked.h"
#include "dmlscope/tensor.h"
#include "operators/operator_rules.h"
#include "operators/preimage.h"

namespace dmlscope {
namespace detail {

std::vector<uint32_t> Preimage::list(uint64_t cap) const {
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

// Output coordinates o in [0, outSize) with (o - start) ≡ residue (mod period).
Progression residueClass(int64_t residue, int64_t period, int64_t start, int64_t outSize) {
  // The smallest o >= 0 in the class: o ≡ residue + start.
  const int64_t first = (((residue + start) % period) + period) % period;
  if (first >= outSize) return {};
  return {static_cast<uint64_t>(first), static_cast<uint64_t>(period), static_cast<uint64_t>((outSize - 1 - first) / period + 1)};
}

Progression single(uint64_t o, uint64_t outSize) { return o < outSize ? Progression{o, 1, 1} : Progression{}; }

Progression range(uint64_t from, uint64_t to) { return from < to ? Progression{from, 1, to - from} : Progression{}; }

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

}  // namespace detail

namespace {

// Every output element whose source, or whose via cell, is input `input` at `inCoords`.
std::vector<OutputElement> scanOutputs(const OperatorDesc& desc, const IndexValues& values, uint32_t input,
                                       std::span<const uint32_t> inCoords, uint64_t limit, uint64_t* total) {
  const uint64_t target = coordsToLinear(inCoords, inputTensor(desc, input).sizes);
  std::vector<OutputElement> out;
  uint64_t count = 0;
  std::array<uint32_t, kMaxDimensions> in{};
  for (const auto& slot : outputSlots(desc)) {
    const uint32_t rank = static_cast<uint32_t>(outputTensor(desc, slot.index).sizes.size());
    detail::forEachElement(outputTensor(desc, slot.index).sizes, [&](uint64_t e, std::span<const uint32_t> o) {
      std::optional<Source> via;
      const auto source = sourceOf(desc, values, slot.index, o, {in.data(), rank}, &via);
      const bool fromSource = source == input && coordsToLinear({in.data(), rank}, inputTensor(desc, input).sizes) == target;
      const bool throughVia = via && via->input == input && via->element == target;
      if ((fromSource || throughVia) && count++ < limit) out.push_back({slot.index, e});
    });
  }
  if (total) *total = count;
  return out;
}

}  // namespace

std::vector<OutputElement> outputsFedBy(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> inCoords,
                                        uint64_t limit, uint64_t* total, const IndexValues& values) {
  if (total) *total = 0;
  if (input >= inputSlots(desc).size()) return {};
  const TensorDesc& t = inputTensor(desc, input);
  if (inCoords.size() != t.sizes.size() || inCoords.size() > kMaxDimensions) return {};
  for (size_t k = 0; k < inCoords.size(); ++k)
    if (inCoords[k] >= t.sizes[k]) return {};
  if (readsIndexValues(desc)) {
    if (&values == &IndexValues::none()) return {};  // the values decide: without them there is no answer
    return scanOutputs(desc, values, input, inCoords, limit, total);
  }
  return detail::rulesOf(desc).fedBy(desc, input, inCoords, limit, total);
}

}  // namespace dmlscope
