// Comparing two runs of an operator element by element (see variant_comparison.h).
#include "dmlscope/variant_comparison.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

#include "dmlscope/checked.h"
#include "dmlscope/index_map.h"
#include "dmlscope/index_values.h"
#include "dmlscope/tensor.h"

namespace dmlscope {
namespace {

// One run's view of one output: its layout, buffer and sources.
struct RunOutput {
  const Session* session = nullptr;
  const RunResult* run = nullptr;
  uint32_t slot = 0;
  std::optional<TensorLayout> layout;

  // The element's bytes, or nothing when the buffer does not hold it.
  const std::byte* bytesOf(uint64_t element) const {
    if (!layout || slot >= run->outputs.size()) return nullptr;
    const auto offset = checkedMul(layout->offsetOfLinear(element), layout->elementBytes);
    if (!offset) return nullptr;
    const auto end = checkedAdd(*offset, layout->elementBytes);
    if (!end || *end > run->outputs[slot].size()) return nullptr;
    return run->outputs[slot].data() + *offset;
  }

  // The encoded source: from the run's index map, or from core's formula where the run stored none.
  uint64_t sourceOf(uint64_t element, std::span<const uint32_t> coords) const {
    if (element < run->indexMap.size(slot)) return run->indexMap.wideEntry(slot, element);
    // Every operator's inputs share one rank. The gathers and scatters read the session's index values.
    inCoords_.assign(inputTensor(session->desc, 0).sizes.size(), 0);
    if (readsIndexValues(session->desc) && !values_) values_ = std::make_shared<IndexValues>(session->desc, session->inputData);
    const auto input = dmlscope::sourceOf(session->desc, values_ ? *values_ : IndexValues::none(), slot, coords, inCoords_);
    if (!input) return kPaddingEntry;
    auto inLayout = computeLayout(inputTensor(session->desc, *input));
    if (!inLayout) return kPaddingEntry;
    return encodeSource(Source{*input, coordsToLinear(inCoords_, inLayout->sizes)});
  }

 private:
  mutable std::vector<uint32_t> inCoords_;
  mutable std::shared_ptr<const IndexValues> values_;
};

uint64_t elementCountOf(const std::optional<TensorLayout>& layout) { return layout ? layout->elementCount : 0; }

// `sizes` with leading 1s up to `rank` dimensions.
std::vector<uint32_t> withRank(const std::vector<uint32_t>& sizes, size_t rank) {
  std::vector<uint32_t> out(rank - std::min(rank, sizes.size()), 1);
  out.insert(out.end(), sizes.begin(), sizes.end());
  return out;
}

// Every element of `sizes` outside `common` (both of the same rank), marked as outside.
void addOutside(const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& common, uint64_t count,
                std::vector<DifferingElement>& out, uint64_t& onlyIn) {
  std::vector<uint32_t> coords(sizes.size());
  for (uint64_t e = 0; e < count; ++e) {
    linearToCoords(e, sizes, coords);
    bool inside = true;
    for (size_t d = 0; d < coords.size(); ++d) inside = inside && coords[d] < common[d];
    if (!inside) {
      out.push_back({e, kOutsideCommon});
      ++onlyIn;
    }
  }
}

OutputVariantComparison compareOutput(const RunOutput& a, const RunOutput& b) {
  OutputVariantComparison c;
  c.field = outputSlots(a.session->desc)[a.slot].field;
  c.sizesA = outputTensor(a.session->desc, a.slot).sizes;
  c.sizesB = outputTensor(b.session->desc, b.slot).sizes;
  if (!a.layout || !b.layout) {
    // Without a layout on one side nothing can be matched: every element of the other counts as differing.
    for (uint64_t e = 0; e < elementCountOf(a.layout); ++e) c.differingInA.push_back({e, kOutsideCommon});
    for (uint64_t e = 0; e < elementCountOf(b.layout); ++e) c.differingInB.push_back({e, kOutsideCommon});
    c.onlyInA = elementCountOf(a.layout);
    c.onlyInB = elementCountOf(b.layout);
    return c;
  }
  const size_t rank = std::max(a.layout->sizes.size(), b.layout->sizes.size());
  const std::vector<uint32_t> sizesA = withRank(a.layout->sizes, rank);
  const std::vector<uint32_t> sizesB = withRank(b.layout->sizes, rank);
  c.commonSizes.resize(rank);
  for (size_t d = 0; d < rank; ++d) c.commonSizes[d] = std::min(sizesA[d], sizesB[d]);
  c.compared = checkedProduct(c.commonSizes).value_or(0);  // the common region is no larger than either output

  const uint32_t bytes = a.layout->elementBytes;
  const bool sameType = a.layout->dataType == b.layout->dataType;
  std::vector<uint32_t> coords(rank);
  std::vector<uint32_t> coordsA(a.layout->sizes.size());
  std::vector<uint32_t> coordsB(b.layout->sizes.size());
  for (uint64_t i = 0; i < c.compared; ++i) {
    linearToCoords(i, c.commonSizes, coords);
    std::copy(coords.end() - static_cast<std::ptrdiff_t>(coordsA.size()), coords.end(), coordsA.begin());
    std::copy(coords.end() - static_cast<std::ptrdiff_t>(coordsB.size()), coords.end(), coordsB.begin());
    const uint64_t ea = coordsToLinear(coordsA, a.layout->sizes);
    const uint64_t eb = coordsToLinear(coordsB, b.layout->sizes);
    const std::byte* va = a.bytesOf(ea);
    const std::byte* vb = b.bytesOf(eb);
    const bool valueDiffers = !sameType || !va || !vb || std::memcmp(va, vb, bytes) != 0;
    const bool sourceDiffers = a.sourceOf(ea, coordsA) != b.sourceOf(eb, coordsB);
    if (!valueDiffers && !sourceDiffers) continue;
    const auto bits = static_cast<uint8_t>((valueDiffers ? kValueDiffers : 0) | (sourceDiffers ? kSourceDiffers : 0));
    c.differingInA.push_back({ea, bits});
    c.differingInB.push_back({eb, bits});
    c.valueDiffers += valueDiffers ? 1 : 0;
    c.sourceDiffers += sourceDiffers ? 1 : 0;
    c.bothDiffer += valueDiffers && sourceDiffers ? 1 : 0;
  }
  if (sizesA != c.commonSizes) addOutside(sizesA, c.commonSizes, a.layout->elementCount, c.differingInA, c.onlyInA);
  if (sizesB != c.commonSizes) addOutside(sizesB, c.commonSizes, b.layout->elementCount, c.differingInB, c.onlyInB);
  auto byElement = [](const DifferingElement& x, const DifferingElement& y) { return x.element < y.element; };
  std::sort(c.differingInA.begin(), c.differingInA.end(), byElement);
  std::sort(c.differingInB.begin(), c.differingInB.end(), byElement);
  return c;
}

}  // namespace

uint64_t VariantComparison::total() const {
  uint64_t n = elementsOnlyInOutputsOfA + elementsOnlyInOutputsOfB;
  for (const auto& o : outputs) n += o.total();
  return n;
}

uint64_t VariantComparison::differing() const {
  uint64_t n = elementsOnlyInOutputsOfA + elementsOnlyInOutputsOfB;
  for (const auto& o : outputs) n += o.differing();
  return n;
}

uint64_t VariantComparison::valueDiffers() const {
  uint64_t n = 0;
  for (const auto& o : outputs) n += o.valueDiffers;
  return n;
}

uint64_t VariantComparison::sourceDiffers() const {
  uint64_t n = 0;
  for (const auto& o : outputs) n += o.sourceDiffers;
  return n;
}

uint64_t VariantComparison::outsideCommon() const {
  uint64_t n = elementsOnlyInOutputsOfA + elementsOnlyInOutputsOfB;
  for (const auto& o : outputs) n += o.onlyInA + o.onlyInB;
  return n;
}

bool VariantComparison::shapesDiffer() const {
  if (outputsOnlyInA > 0 || outputsOnlyInB > 0) return true;
  for (const auto& o : outputs) {
    if (o.shapesDiffer()) return true;
  }
  return false;
}

VariantComparison compareVariantRuns(const Session& a, const RunResult& ra, const Session& b, const RunResult& rb) {
  VariantComparison result;
  const auto slotsA = static_cast<uint32_t>(outputSlots(a.desc).size());
  const auto slotsB = static_cast<uint32_t>(outputSlots(b.desc).size());
  const uint32_t common = std::min(slotsA, slotsB);
  for (uint32_t k = 0; k < common; ++k) {
    RunOutput outA;
    outA.session = &a;
    outA.run = &ra;
    outA.slot = k;
    RunOutput outB;
    outB.session = &b;
    outB.run = &rb;
    outB.slot = k;
    if (auto layout = computeLayout(outputTensor(a.desc, k))) outA.layout = *layout;
    if (auto layout = computeLayout(outputTensor(b.desc, k))) outB.layout = *layout;
    result.outputs.push_back(compareOutput(outA, outB));
  }
  auto elementsOf = [](const Session& s, uint32_t k) -> uint64_t {
    auto layout = computeLayout(outputTensor(s.desc, k));
    return layout ? layout->elementCount : 0;
  };
  for (uint32_t k = common; k < slotsA; ++k) {
    ++result.outputsOnlyInA;
    result.elementsOnlyInOutputsOfA += elementsOf(a, k);
  }
  for (uint32_t k = common; k < slotsB; ++k) {
    ++result.outputsOnlyInB;
    result.elementsOnlyInOutputsOfB += elementsOf(b, k);
  }
  return result;
}

}  // namespace dmlscope
