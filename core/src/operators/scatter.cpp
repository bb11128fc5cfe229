// DML_SCATTER (DML_SCATTER_ELEMENTS): the output is the input, except where an update lands: update u goes to
// u's coordinates with the Axis coordinate replaced by IndicesTensor[u]. Two updates to one element are
// undefined in DirectML ("no guarantee of which last write wins"), yet the page's example 1 shows the later one
// winning; dmlscope keeps the later one in row-major order on every backend and warns (index_values.h).
#include <algorithm>
#include <array>
#include <fmt/format.h>

#include "dmlscope/checked.h"
#include "dmlscope/explanation.h"
#include "operators/operator_rules.h"

namespace dmlscope::detail {
namespace {

constexpr uint32_t kInput = 0, kIndices = 1, kUpdates = 2;

DerivedSizes deriveScatter(const ScatterDesc& d) {
  if (!usableSizes(d.InputTensor)) return {std::nullopt};
  return {d.InputTensor.sizes};
}

void validateScatterRules(const ScatterDesc& d, ValidationContext& ctx) {
  const size_t rank = d.InputTensor.sizes.size();
  checkIndexAxis(ctx, d.Axis, rank);
  if (!usableSizes(d.InputTensor) || !usableSizes(d.IndicesTensor)) return;
  if (d.IndicesTensor.sizes.size() == rank) checkIndicesMatchInput(ctx, d.InputTensor, d.IndicesTensor, d.Axis);
  if (d.UpdatesTensor.sizes.size() == d.IndicesTensor.sizes.size()) {
    for (uint32_t k = 0; k < d.UpdatesTensor.sizes.size(); ++k) {
      if (d.UpdatesTensor.sizes[k] != d.IndicesTensor.sizes[k])
        ctx.addForDimension(fieldPath("UpdatesTensor", "Sizes", k), "UpdatesTensor", k, "scatter.updates-size",
                            {str(d.UpdatesTensor.sizes[k]), str(k), str(d.IndicesTensor.sizes[k])});
    }
  }
  if (d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, d.InputTensor.sizes[k], fmt::format("InputTensor.Sizes[{}]", k));
}

// The output element the update at `cell` (also its index cell) is written to; `*inRange` says whether its index
// lay inside the axis, `*value` receives the index value.
uint64_t targetOf(const ScatterDesc& d, const IndexValues& values, std::span<const uint32_t> cell, bool* inRange,
                  int64_t* value) {
  const uint32_t rank = static_cast<uint32_t>(cell.size());
  std::array<uint32_t, kMaxDimensions> target{};
  for (uint32_t k = 0; k < rank; ++k) target[k] = cell[k];
  *value = values.value(kIndices, cell);
  const ResolvedIndex r = resolveIndex(*value, d.OutputTensor.sizes[d.Axis], values.isSigned(kIndices));
  target[d.Axis] = r.position;
  if (inRange) *inRange = r.inRange;
  return coordsToLinear({target.data(), rank}, d.OutputTensor.sizes);
}

std::vector<uint64_t> lastUpdates(const ScatterDesc& d, const IndexValues& values) {
  const uint64_t outputs = *checkedProduct(d.OutputTensor.sizes);  // valid: checked by validation
  std::vector<uint64_t> last(outputs, 0);
  forEachElement(d.IndicesTensor.sizes, [&](uint64_t u, std::span<const uint32_t> cell) {
    int64_t value = 0;
    last[targetOf(d, values, cell, nullptr, &value)] = u + 1;  // later updates overwrite earlier ones
  });
  return last;
}

// The updates that may land on one output element: those of its line along Axis.
uint64_t scatterCandidates(const ScatterDesc& d) { return d.UpdatesTensor.sizes[d.Axis]; }

// IndicesTensor's line along Axis through `cell`: "IndicesTensor[:, 2]" (the indices that may send an update to an
// output element with the same coordinates off Axis).
std::string indicesLine(std::span<const uint32_t> cell, uint32_t axis) {
  std::string text = "IndicesTensor[";
  for (uint32_t k = 0; k < cell.size(); ++k) text += (k ? ", " : "") + (k == axis ? std::string(":") : std::to_string(cell[k]));
  return text + "]";
}

// How many updates land on output element `o`: along Axis, the indices of o's line that select o[Axis].
uint64_t updatesLandingOn(const ScatterDesc& d, const IndexValues& values, std::span<const uint32_t> o) {
  std::array<uint32_t, kMaxDimensions> cell{};
  std::copy(o.begin(), o.end(), cell.begin());
  const std::span<const uint32_t> at{cell.data(), o.size()};
  uint64_t count = 0;
  for (uint32_t a = 0; a < d.IndicesTensor.sizes[d.Axis]; ++a) {
    cell[d.Axis] = a;
    const auto r = resolveIndex(values.value(kIndices, at), d.OutputTensor.sizes[d.Axis], values.isSigned(kIndices));
    if (r.position == o[d.Axis]) ++count;
  }
  return count;
}

// An output element no update reaches: why not. Either a coordinate off Axis lies beyond UpdatesTensor (the
// updates may be smaller than the output), or none of the indices on the element's line selects it.
uint32_t keepScatterInput(const ScatterDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in, StepList* steps) {
  if (!steps) return keepInputElement(o, in, nullptr);
  for (uint32_t k = 0; k < o.size(); ++k) {
    if (k != d.Axis && o[k] >= d.UpdatesTensor.sizes[k])
      return keepInputElement(o, in, steps, "explain.scatter-kept-beyond", {}, {k, o[k], d.UpdatesTensor.sizes[k]});
  }
  return keepInputElement(o, in, steps, "explain.scatter-kept", {indicesLine(o, d.Axis)}, {d.Axis, o[d.Axis]});
}

std::optional<uint32_t> scatterThrough(const ScatterDesc& d, const IndexValues& values, std::span<const uint32_t> o,
                                       std::span<uint32_t> in, std::optional<Source>* via, StepList* steps) {
  const uint32_t rank = static_cast<uint32_t>(o.size());
  const auto update = values.updateFor(coordsToLinear(o, d.OutputTensor.sizes));
  if (!update) return keepScatterInput(d, o, in, steps);
  linearToCoords(*update, d.UpdatesTensor.sizes, in.first(rank));
  *via = Source{kIndices, *update};
  if (!steps) return kUpdates;
  // The update shares the output's coordinates off Axis; along Axis, its index selected the output's.
  for (uint32_t k = 0; k < rank; ++k)
    if (k != d.Axis) steps->add(k, k, "explain.updates-copy", {k, o[k], k});
  const std::string cell = coordinatesText(in.first(rank));
  const uint64_t landing = updatesLandingOn(d, values, o);
  steps->addWithText(d.Axis, d.Axis, landing > 1 ? "explain.scatter-update-last" : "explain.scatter-update",
                     {"UpdatesTensor" + cell, "IndicesTensor" + cell, "OutputTensor" + coordinatesText(o), indicesLine(o, d.Axis)},
                     {d.Axis, values.value(kIndices, in.first(rank)), static_cast<int64_t>(landing)});
  return kUpdates;
}

std::optional<uint32_t> scatterSource(const ScatterDesc& d, const IndexValues& values, uint32_t,
                                      std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via) {
  return scatterThrough(d, values, o, in, via, nullptr);
}

std::optional<uint32_t> explainScatter(const ScatterDesc& d, const IndexValues& values, uint32_t,
                                       std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via,
                                       StepList& steps) {
  return scatterThrough(d, values, o, in, via, &steps);
}

// Indices outside the axis, then each update that lands where an earlier one did.
void checkScatterIndices(const ScatterDesc& d, const IndexValues& values, IndexWarnings& warnings) {
  const uint32_t axisSize = d.OutputTensor.sizes[d.Axis];
  const uint64_t outputs = *checkedProduct(d.OutputTensor.sizes);  // valid: checked by validation
  std::vector<uint64_t> writer(outputs, 0);  // 1 + the first update written there
  const uint32_t rank = static_cast<uint32_t>(d.OutputTensor.sizes.size());
  forEachElement(d.IndicesTensor.sizes, [&](uint64_t u, std::span<const uint32_t> cell) {
    bool inRange = true;
    int64_t value = 0;
    const uint64_t target = targetOf(d, values, cell, &inRange, &value);
    if (!inRange) warnings.outsideAxis("IndicesTensor", cell, value, axisSize, values.isSigned(kIndices), d.Axis);
    if (writer[target] != 0) {
      std::array<uint32_t, kMaxDimensions> at{}, earlier{};
      linearToCoords(target, d.OutputTensor.sizes, {at.data(), rank});
      linearToCoords(writer[target] - 1, d.IndicesTensor.sizes, {earlier.data(), rank});
      warnings.add("IndicesTensor", cell, "index.duplicate-update",
                   {coordinatesText({at.data(), rank}), coordinatesText({earlier.data(), rank})});
    } else {
      writer[target] = u + 1;
    }
  });
}

constexpr OperatorField kFields[] = {
    field<&ScatterDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor the output starts from: an element no update reaches keeps its value.")),
    field<&ScatterDesc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "For each update, the coordinate along Axis where it lands, a negative one counting from the end. Its sizes equal the input's in every dimension but Axis.")),
    field<&ScatterDesc::UpdatesTensor>("UpdatesTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The values to write: each lands at its own coordinates with Axis replaced by its index. It has the indices' sizes.")),
    field<&ScatterDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the input with the updates written in, so the same sizes as the input.")),
    field<&ScatterDesc::Axis>("Axis", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The dimension along which the indices place the updates.")),
};

constexpr OperatorSchema kSchema{OperatorType::Scatter, "DML_OPERATOR_SCATTER", "DML_SCATTER_OPERATOR_DESC",
                                 FeatureLevel::FL_1_0, kFields, OperatorFamily::GatherAndScatter, /*readmeRow=*/13};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                   {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes},
                                   {FeatureLevel::FL_2_1, 4, 4, kUpTo32, kIndexUInt32},
                                   {FeatureLevel::FL_1_0, 4, 4, kF32F16, kIndexUInt32}};

// Four updates into a row of five: the default session (defaultSession) indexes columns 0 to 3, none twice.
OperatorDesc defaultScatter() {
  return ScatterDesc{tensorOf(DataType::Float32, {1, 5}), tensorOf(DataType::UInt32, {1, 4}),
                     tensorOf(DataType::Float32, {1, 4}), tensorOf(DataType::Float32, {1, 5}), 1};
}

}  // namespace

uint32_t keepInputElement(std::span<const uint32_t> o, std::span<uint32_t> in, StepList* steps, const char* whyId,
                          std::vector<std::string> whyTexts, std::vector<int64_t> whyNumbers) {
  for (uint32_t k = 0; k < o.size(); ++k) {
    in[k] = o[k];
    if (steps) steps->add(k, k, "explain.unchanged", {k, o[k]});
  }
  if (steps && whyId) steps->addWithText(std::nullopt, std::nullopt, whyId, std::move(whyTexts), std::move(whyNumbers));
  return kInput;
}

template <>
const OperatorRules& rulesFor<ScatterDesc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultScatter,
                                   onDesc<ScatterDesc, deriveScatter>,
                                   nullptr,
                                   nullptr,
                                   onDesc<ScatterDesc, validateScatterRules>,
                                   nullptr,
                                   kSupport,
                                   onDesc<ScatterDesc, scatterSource>,
                                   onDesc<ScatterDesc, explainScatter>,
                                   onDesc<ScatterDesc, checkScatterIndices>,
                                   onDesc<ScatterDesc, lastUpdates>,
                                   onDesc<ScatterDesc, scatterCandidates>,
                                   onDesc<ScatterDesc, axisIndexedDimension<ScatterDesc>>};
  return rules;
}

}  // namespace dmlscope::detail
