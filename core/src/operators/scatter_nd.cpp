// DML_SCATTER_ND: the output is the input, except where an update lands. Update u, at full coordinate
// (array, remainder) of UpdatesTensor (nd_groups.h, no batches), lands at InputTensor[1s, the positions its
// index tuple IndicesTensor[1s, array, :] names, remainder]. As for SCATTER, two updates to one element are
// undefined in DirectML; dmlscope keeps the later one in row-major order on every backend and warns.
#include <algorithm>
#include <array>
#include <fmt/format.h>

#include "dmlscope/checked.h"
#include "dmlscope/explanation.h"
#include "operators/nd_groups.h"
#include "operators/operator_rules.h"

namespace dmlscope::detail {
namespace {

constexpr uint32_t kIndices = 1, kUpdates = 2;

DerivedSizes deriveScatterNd(const ScatterNdDesc& d) {
  if (!usableSizes(d.InputTensor)) return {std::nullopt};
  return {d.InputTensor.sizes};
}

void validateScatterNdRules(const ScatterNdDesc& d, ValidationContext& ctx) {
  validateNdGroups(ctx, d.InputTensor, d.IndicesTensor, d.InputDimensionCount, d.IndicesDimensionCount, 0, false);
  const auto g = ndGroupsOf(d);
  if (g && usableSizes(d.InputTensor) && usableSizes(d.IndicesTensor))
    checkNdSizes(ctx, "UpdatesTensor", d.UpdatesTensor, *g, d.InputTensor, d.IndicesTensor);
  if (!usableSizes(d.InputTensor) || d.OutputTensor.sizes.size() != d.InputTensor.sizes.size()) return;
  for (uint32_t k = 0; k < d.InputTensor.sizes.size(); ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, d.InputTensor.sizes[k], fmt::format("InputTensor.Sizes[{}]", k));
}

// The output coordinates update `u` (UpdatesTensor coordinates) lands on.
void targetOf(const ScatterNdDesc& d, const NdGroups& g, const IndexValues& values, std::span<const uint32_t> u,
              std::span<uint32_t> target) {
  for (uint32_t k = 0; k < g.rank; ++k) target[k] = 0;
  for (uint32_t r = 0; r < g.remainderCount(); ++r) target[g.remainderFirst() + r] = ndFullEntry(g, u, g.arrayCount() + r);
  for (uint32_t t = 0; t < g.tuple; ++t) {
    const auto cell = ndTupleCell(g, u, t);
    target[g.indexedFirst() + t] = ndIndexedCoordinate(g, d.InputTensor, values, {cell.data(), g.rank}, t, "ScatterND", nullptr);
  }
}

std::vector<uint64_t> lastUpdates(const ScatterNdDesc& d, const IndexValues& values) {
  const NdGroups g = *ndGroupsOf(d);
  std::vector<uint64_t> last(*checkedProduct(d.OutputTensor.sizes), 0);  // valid: checked by validation
  std::array<uint32_t, kMaxDimensions> target{};
  forEachElement(d.UpdatesTensor.sizes, [&](uint64_t u, std::span<const uint32_t> cell) {
    targetOf(d, g, values, cell, {target.data(), g.rank});
    last[coordsToLinear({target.data(), g.rank}, d.OutputTensor.sizes)] = u + 1;  // later updates win
  });
  return last;
}

// The updates that may land on one output element: one per tuple of IndicesTensor (its last dimension holds a
// tuple's entries).
uint64_t scatterNdCandidates(const ScatterNdDesc& d) {
  return *checkedProduct(d.IndicesTensor.sizes) / std::max<uint32_t>(1, d.IndicesTensor.sizes.back());  // valid
}

// OutputTensor's coordinates with ':' where no tuple entry picks them: "OutputTensor[:, 3]".
std::string indexedPattern(const NdGroups& g, std::span<const uint32_t> o) {
  std::string text = "OutputTensor[";
  for (uint32_t k = 0; k < g.rank; ++k) {
    const bool indexed = k >= g.indexedFirst() && k < g.remainderFirst();
    text += (k ? ", " : "") + (indexed ? std::to_string(o[k]) : std::string(":"));
  }
  return text + "]";
}

// How many tuples of IndicesTensor pick output element `o`'s indexed coordinates (each sends one update there).
uint64_t tuplesLandingOn(const ScatterNdDesc& d, const NdGroups& g, const IndexValues& values, std::span<const uint32_t> o) {
  uint64_t count = 0;
  const std::span<const uint32_t> arraySizes{d.IndicesTensor.sizes.data() + g.arrayFirst(), g.arrayCount()};
  std::array<uint32_t, kMaxDimensions> cell{};
  forEachElement(arraySizes, [&](uint64_t, std::span<const uint32_t> array) {
    std::copy(array.begin(), array.end(), cell.begin() + g.arrayFirst());
    bool all = true;
    for (uint32_t t = 0; t < g.tuple && all; ++t) {
      cell[g.rank - 1] = t;
      all = ndIndexedCoordinate(g, d.InputTensor, values, {cell.data(), g.rank}, t, "ScatterND", nullptr) == o[g.indexedFirst() + t];
    }
    if (all) ++count;
  });
  return count;
}

std::optional<uint32_t> scatterNdThrough(const ScatterNdDesc& d, const IndexValues& values, std::span<const uint32_t> o,
                                         std::span<uint32_t> in, std::optional<Source>* via, StepList* steps) {
  const NdGroups g = *ndGroupsOf(d);
  const auto update = values.updateFor(coordsToLinear(o, d.OutputTensor.sizes));
  if (!update) {
    if (!steps) return keepInputElement(o, in, nullptr);
    return keepInputElement(o, in, steps, "explain.scatter-nd-kept", {indexedPattern(g, o)}, {});
  }
  linearToCoords(*update, d.UpdatesTensor.sizes, in.first(g.rank));
  const auto first = ndTupleCell(g, in.first(g.rank), 0);
  *via = Source{kIndices, coordsToLinear({first.data(), g.rank}, d.IndicesTensor.sizes)};
  if (!steps) return kUpdates;
  // Which tuple lands here: its entries pick the output's coordinates in the indexed dimensions.
  for (uint32_t t = 0; t < g.tuple; ++t) {
    const auto cell = ndTupleCell(g, in.first(g.rank), t);
    const size_t before = steps->steps.size();
    ndIndexedCoordinate(g, d.InputTensor, values, {cell.data(), g.rank}, t, "ScatterND", steps, "explain.nd-target");
    // Those steps are about the output's dimension they pick, not an UpdatesTensor dimension.
    for (size_t s = before; s < steps->steps.size(); ++s) {
      steps->steps[s].sourceDimension.reset();
      steps->steps[s].dimension = g.indexedFirst() + t;
    }
  }
  // UpdatesTensor's coordinates, right-aligned over the full coordinate (array, remainder): 1s in front, the
  // tuple's place among IndicesTensor's tuples, then the output's own remainder coordinates.
  const int64_t shift = int64_t{g.rank} - g.fullLength();
  std::vector<uint32_t> ones;
  for (uint32_t j = 0; j < g.rank; ++j)
    if (int64_t{j} < shift) ones.push_back(j);
  steps->addSizeOne("UpdatesTensor", ones, true);
  for (uint32_t j = 0; j < g.rank; ++j) {
    const int64_t m = int64_t{j} - shift;
    if (m < 0) continue;
    if (m < g.arrayCount()) {
      steps->add(std::nullopt, j, "explain.scatter-nd-array", {j, in[j], g.arrayFirst() + m});
    } else {
      const uint32_t outDim = g.remainderFirst() + static_cast<uint32_t>(m - g.arrayCount());
      steps->add(outDim, j, "explain.updates-copy", {outDim, o[outDim], j});
    }
  }
  std::string tupleText = "IndicesTensor[";
  for (uint32_t k = 0; k + 1 < g.rank; ++k) tupleText += std::to_string(first[k]) + ", ";
  tupleText += ":]";
  const uint64_t landing = tuplesLandingOn(d, g, values, o);
  steps->addWithText(std::nullopt, std::nullopt, landing > 1 ? "explain.scatter-nd-update-last" : "explain.scatter-nd-update",
                     {"UpdatesTensor" + coordinatesText(in.first(g.rank)), tupleText, "OutputTensor" + coordinatesText(o)},
                     {static_cast<int64_t>(landing)});
  return kUpdates;
}

std::optional<uint32_t> scatterNdSource(const ScatterNdDesc& d, const IndexValues& values, uint32_t,
                                        std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via) {
  return scatterNdThrough(d, values, o, in, via, nullptr);
}

std::optional<uint32_t> explainScatterNd(const ScatterNdDesc& d, const IndexValues& values, uint32_t,
                                         std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via,
                                         StepList& steps) {
  return scatterNdThrough(d, values, o, in, via, &steps);
}

// Tuple values outside their dimension; then each tuple that sends its block of updates where an earlier tuple
// already did (one warning per tuple, on its first value, not one per element of the block).
void checkScatterNdIndices(const ScatterNdDesc& d, const IndexValues& values, IndexWarnings& warnings) {
  const NdGroups g = *ndGroupsOf(d);
  warnNdTuplesOutside(g, d.InputTensor, d.IndicesTensor, values, warnings);
  std::vector<uint64_t> writer(*checkedProduct(d.OutputTensor.sizes), 0);  // 1 + the first update's tuple cell
  std::array<uint32_t, kMaxDimensions> target{};
  forEachElement(d.UpdatesTensor.sizes, [&](uint64_t, std::span<const uint32_t> u) {
    for (uint32_t r = 0; r < g.remainderCount(); ++r)
      if (ndFullEntry(g, u, g.arrayCount() + r) != 0) return;  // the block's first element speaks for it
    targetOf(d, g, values, u, {target.data(), g.rank});
    const uint64_t at = coordsToLinear({target.data(), g.rank}, d.OutputTensor.sizes);
    const auto cell = ndTupleCell(g, u, 0);
    const uint64_t cellLinear = coordsToLinear({cell.data(), g.rank}, d.IndicesTensor.sizes);
    if (writer[at] == 0) {
      writer[at] = cellLinear + 1;
      return;
    }
    std::array<uint32_t, kMaxDimensions> earlier{};
    linearToCoords(writer[at] - 1, d.IndicesTensor.sizes, {earlier.data(), g.rank});
    warnings.add("IndicesTensor", {cell.data(), g.rank}, "index.duplicate-update",
                 {coordinatesText({target.data(), g.rank}), coordinatesText({earlier.data(), g.rank})});
  });
}

uint32_t scatterNdIndexedDimension(const ScatterNdDesc& d, std::span<const uint32_t> cell) {
  return ndIndexedDimension(*ndGroupsOf(d), cell);
}

constexpr OperatorField kFields[] = {
    field<&ScatterNdDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor the output starts from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.")),
    field<&ScatterNdDesc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Index tuples along its last dimension: each tuple names the coordinates, in the input's first meaningful dimensions, where a block of updates lands.")),
    field<&ScatterNdDesc::UpdatesTensor>("UpdatesTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The blocks of updates: its sizes are the indices' dimensions before the tuple, then the input's dimensions after the indexed ones.")),
    field<&ScatterNdDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the input with the updates written in, so the same sizes as the input.")),
    field<&ScatterNdDesc::InputDimensionCount>("InputDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of InputTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
    field<&ScatterNdDesc::IndicesDimensionCount>("IndicesDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of IndicesTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
};

constexpr OperatorSchema kSchema{OperatorType::ScatterNd, "DML_OPERATOR_SCATTER_ND", "DML_SCATTER_ND_OPERATOR_DESC",
                                 FeatureLevel::FL_2_1, kFields, OperatorFamily::GatherAndScatter, /*readmeRow=*/14};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                   {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes},
                                   {FeatureLevel::FL_2_1, 4, 4, kUpTo32, kIndexUInt32}};

// The page's example in shapes its rules allow: four 1-tuples into a row of eight.
OperatorDesc defaultScatterNd() {
  return ScatterNdDesc{tensorOf(DataType::Float32, {1, 8}), tensorOf(DataType::UInt32, {4, 1}),
                       tensorOf(DataType::Float32, {1, 4}), tensorOf(DataType::Float32, {1, 8}), 1, 2};
}

}  // namespace

template <>
const OperatorRules& rulesFor<ScatterNdDesc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultScatterNd,
                                   onDesc<ScatterNdDesc, deriveScatterNd>,
                                   nullptr,
                                   nullptr,
                                   onDesc<ScatterNdDesc, validateScatterNdRules>,
                                   nullptr,
                                   kSupport,
                                   onDesc<ScatterNdDesc, scatterNdSource>,
                                   onDesc<ScatterNdDesc, explainScatterNd>,
                                   onDesc<ScatterNdDesc, checkScatterNdIndices>,
                                   onDesc<ScatterNdDesc, lastUpdates>,
                                   onDesc<ScatterNdDesc, scatterNdCandidates>,
                                   onDesc<ScatterNdDesc, scatterNdIndexedDimension>};
  return rules;
}

}  // namespace dmlscope::detail
