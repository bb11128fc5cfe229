// DML_GATHER and DML_GATHER_ELEMENTS: each output element is the input element an IndicesTensor value names
// along Axis. The formula reads the indices' values, so these operators fill sourceThrough/explainThrough; the
// index cell that chose the source is the element's "via".
//
// GATHER's sizes, right-aligned to the tensors' common DimensionCount R: the full output coordinate is
// {input's 0..Axis-1, the indices' last IndexDimensions, input's Axis+1..R-1} (R + IndexDimensions - 1 entries);
// the output holds its last R, and the entries cropped in front must be of size 1. The page's example 3 gives
// IndexDimensions 2 with an output that only IndexDimensions 1 yields; the shipped example uses 1 (README).
#include <array>
#include <fmt/format.h>

#include "dmlscope/explanation.h"
#include "operators/operator_rules.h"

namespace dmlscope::detail {
namespace {

// ---- DML_GATHER

// The full output coordinate's sizes (R + IndexDimensions - 1 entries), or nothing when a field is out of range.
std::optional<std::vector<uint32_t>> fullGatherSizes(const GatherDesc& d) {
  const auto& in = d.InputTensor.sizes;
  const auto& ind = d.IndicesTensor.sizes;
  if (!usableSizes(d.InputTensor) || !usableSizes(d.IndicesTensor) || d.Axis >= in.size() ||
      d.IndexDimensions > ind.size())
    return std::nullopt;
  std::vector<uint32_t> full(in.begin(), in.begin() + d.Axis);
  full.insert(full.end(), ind.end() - d.IndexDimensions, ind.end());
  full.insert(full.end(), in.begin() + d.Axis + 1, in.end());
  return full;
}

DerivedSizes deriveGather(const GatherDesc& d) {
  auto full = fullGatherSizes(d);
  const size_t rank = d.InputTensor.sizes.size();
  if (!full) return {std::nullopt};
  // Right-aligned to R: leading 1s prepended, or leading entries cropped (which must be 1s).
  while (full->size() < rank) full->insert(full->begin(), 1);
  while (full->size() > rank) {
    if (full->front() != 1) return {std::nullopt};
    full->erase(full->begin());
  }
  return {*full};
}

void validateGatherRules(const GatherDesc& d, ValidationContext& ctx) {
  const size_t rank = d.InputTensor.sizes.size();
  checkIndexAxis(ctx, d.Axis, rank);
  const size_t indicesRank = d.IndicesTensor.sizes.size();
  if (d.IndexDimensions > indicesRank)
    ctx.add("IndexDimensions", "gather.index-dimensions-range", {str(d.IndexDimensions), str(indicesRank)});
  if (!usableSizes(d.IndicesTensor)) return;
  for (size_t k = 0; k + d.IndexDimensions < indicesRank; ++k) {
    if (d.IndicesTensor.sizes[k] != 1)
      ctx.addForDimension(fieldPath("IndicesTensor", "Sizes", k), "IndicesTensor", static_cast<uint32_t>(k),
                          "gather.indices-leading-size", {str(d.IndicesTensor.sizes[k]), str(d.IndexDimensions)});
  }
  auto full = fullGatherSizes(d);
  if (!full || d.OutputTensor.sizes.size() != rank) return;
  // The cropped entries must be 1: the output has room for R of the R + IndexDimensions - 1.
  const size_t cropped = full->size() > rank ? full->size() - rank : 0;
  for (size_t m = 0; m < cropped; ++m) {
    if ((*full)[m] != 1) {
      ctx.add("OutputTensor.DimensionCount", "gather.output-rank",
              {str(rank), str(full->size()), fmt::format("{}", fmt::join(*full, ", "))});
      return;
    }
  }
  const auto derived = deriveGather(d)[0];
  for (uint32_t k = 0; k < rank; ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, (*derived)[k], "the gather's size formula");
}

// Output coordinate o → the full coordinate F (entries cropped in front are 0), then the input and index cells.
// The steps copy the output's coordinates into InputTensor's dimensions other than Axis, then tell how the
// output's coordinates pick the index cell, and what its value makes of Axis.
std::optional<uint32_t> gatherThrough(const GatherDesc& d, const IndexValues& values, std::span<const uint32_t> o,
                                      std::span<uint32_t> in, std::optional<Source>* via, StepList* steps) {
  const uint32_t rank = static_cast<uint32_t>(o.size());
  const uint32_t length = rank + d.IndexDimensions - 1;  // F's length; R - 1 when IndexDimensions is 0
  std::array<uint32_t, kMaxDimensions + kMaxDimensions> full{};
  // The output dimension holding F's entry m; nothing for an entry the output crops (a size of 1).
  const auto outDimOf = [&](uint32_t m) -> std::optional<uint32_t> {
    const int64_t k = int64_t{m} + rank - length;
    return k >= 0 ? std::optional<uint32_t>(static_cast<uint32_t>(k)) : std::nullopt;
  };
  for (uint32_t m = 0; m < length; ++m) full[m] = outDimOf(m) ? o[*outDimOf(m)] : 0;
  const uint32_t firstIndexDim = rank - d.IndexDimensions;  // IndicesTensor's dimensions before it are 1s
  std::array<uint32_t, kMaxDimensions> cell{};
  for (uint32_t t = 0; t < d.IndexDimensions; ++t) cell[firstIndexDim + t] = full[d.Axis + t];
  const auto inputDimension = [&](uint32_t k) {
    const uint32_t m = k < d.Axis ? k : k + d.IndexDimensions - 1;
    in[k] = full[m];
    if (!steps) return;
    if (const auto outDim = outDimOf(m)) steps->add(*outDim, k, "explain.gather-copy", {*outDim, full[m], k});
    else steps->addSizeOne("InputTensor", std::vector<uint32_t>{k}, true);
  };
  for (uint32_t k = 0; k < rank; ++k)
    if (k != d.Axis) inputDimension(k);
  const std::span<const uint32_t> indexCell{cell.data(), rank};
  if (steps) {
    std::vector<uint32_t> ones;  // IndicesTensor's leading 1s, and index dimensions the output crops
    for (uint32_t j = 0; j < firstIndexDim; ++j) ones.push_back(j);
    for (uint32_t t = 0; t < d.IndexDimensions; ++t)
      if (!outDimOf(d.Axis + t)) ones.push_back(firstIndexDim + t);
    steps->addSizeOne("IndicesTensor", ones, false);
    for (uint32_t t = 0; t < d.IndexDimensions; ++t) {
      if (const auto outDim = outDimOf(d.Axis + t))
        steps->add(*outDim, std::nullopt, "explain.gather-cell", {*outDim, full[d.Axis + t], firstIndexDim + t});
    }
  }
  in[d.Axis] = indexAt(values, indexCell, d.InputTensor.sizes[d.Axis], d.Axis, steps);
  *via = Source{1, coordsToLinear(indexCell, d.IndicesTensor.sizes)};
  if (steps) {
    steps->addWithText(std::nullopt, d.Axis, "explain.gather-index",
                       {"Gather", "IndicesTensor" + coordinatesText(indexCell), "InputTensor" + coordinatesText(in.first(rank))},
                       {d.Axis, values.value(1, indexCell), in[d.Axis]});
  }
  return 0;
}

std::optional<uint32_t> gatherSource(const GatherDesc& d, const IndexValues& values, uint32_t,
                                     std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via) {
  return gatherThrough(d, values, o, in, via, nullptr);
}

std::optional<uint32_t> explainGather(const GatherDesc& d, const IndexValues& values, uint32_t,
                                      std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via,
                                      StepList& steps) {
  return gatherThrough(d, values, o, in, via, &steps);
}

void checkGatherIndices(const GatherDesc& d, const IndexValues& values, IndexWarnings& warnings) {
  warnIndicesOutside(d.IndicesTensor, d.InputTensor, values,
                     [&](std::span<const uint32_t> cell) { return axisIndexedDimension(d, cell); }, warnings);
}

constexpr OperatorField kGatherFields[] = {
    field<&GatherDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to read from.")),
    field<&GatherDesc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The indices: each value is a coordinate along Axis of InputTensor, and a negative one counts from the end. Its dimensions before the last IndexDimensions must be 1.")),
    field<&GatherDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the input's sizes with Axis replaced by the indices' last IndexDimensions sizes, right-aligned to the tensors' DimensionCount.")),
    field<&GatherDesc::Axis>("Axis", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The dimension of InputTensor that the indices choose along.")),
    field<&GatherDesc::IndexDimensions>("IndexDimensions", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of IndicesTensor's last dimensions hold indices; in the output they stand where Axis was.")),
};

constexpr OperatorSchema kGatherSchema{OperatorType::Gather, "DML_OPERATOR_GATHER", "DML_GATHER_OPERATOR_DESC",
                                       FeatureLevel::FL_1_0, kGatherFields, OperatorFamily::GatherAndScatter,
                                       /*readmeRow=*/10};

// The gathers' and scatters' tables: 4 dimensions and UINT32 indices up to 2_1; 1 to 8 dimensions and the
// 64-bit and signed index types from 3_0; every data type from 4_1.
constexpr SupportRow kGatherSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                         {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes},
                                         {FeatureLevel::FL_2_1, 4, 4, kUpTo32, kIndexUInt32},
                                         {FeatureLevel::FL_1_0, 4, 4, kF32F16, kIndexUInt32}};

// The page's example 2: rows of a 3×2 input picked by four indices.
OperatorDesc defaultGather() {
  return GatherDesc{tensorOf(DataType::Float32, {3, 2}), tensorOf(DataType::UInt32, {1, 3}),
                    tensorOf(DataType::Float32, {3, 2}), 0, 1};
}

// ---- DML_GATHER_ELEMENTS

DerivedSizes deriveGatherElements(const GatherElementsDesc& d) {
  if (!usableSizes(d.IndicesTensor)) return {std::nullopt};
  return {d.IndicesTensor.sizes};
}

void validateGatherElementsRules(const GatherElementsDesc& d, ValidationContext& ctx) {
  const size_t rank = d.InputTensor.sizes.size();
  checkIndexAxis(ctx, d.Axis, rank);
  if (!usableSizes(d.IndicesTensor) || !usableSizes(d.InputTensor) || d.IndicesTensor.sizes.size() != rank) return;
  checkIndicesMatchInput(ctx, d.InputTensor, d.IndicesTensor, d.Axis);
  if (d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, d.IndicesTensor.sizes[k], fmt::format("IndicesTensor.Sizes[{}]", k));
}

std::optional<uint32_t> gatherElementsThrough(const GatherElementsDesc& d, const IndexValues& values,
                                              std::span<const uint32_t> o, std::span<uint32_t> in,
                                              std::optional<Source>* via, StepList* steps) {
  const uint32_t rank = static_cast<uint32_t>(o.size());
  for (uint32_t k = 0; k < rank; ++k) {
    in[k] = o[k];
    if (steps && k != d.Axis) steps->add(k, k, "explain.gather-copy", {k, o[k], k});
  }
  in[d.Axis] = indexAt(values, o, d.InputTensor.sizes[d.Axis], d.Axis, steps);
  *via = Source{1, coordsToLinear(o, d.IndicesTensor.sizes)};
  if (steps) {
    // The index cell is the output's own coordinates, which is why the step is about the output's Axis too.
    steps->addWithText(d.Axis, d.Axis, "explain.gather-elements-index",
                       {"GatherElements", "IndicesTensor" + coordinatesText(o), "InputTensor" + coordinatesText(in.first(rank))},
                       {d.Axis, values.value(1, o), in[d.Axis]});
  }
  return 0;
}

std::optional<uint32_t> gatherElementsSource(const GatherElementsDesc& d, const IndexValues& values, uint32_t,
                                             std::span<const uint32_t> o, std::span<uint32_t> in,
                                             std::optional<Source>* via) {
  return gatherElementsThrough(d, values, o, in, via, nullptr);
}

std::optional<uint32_t> explainGatherElements(const GatherElementsDesc& d, const IndexValues& values, uint32_t,
                                              std::span<const uint32_t> o, std::span<uint32_t> in,
                                              std::optional<Source>* via, StepList& steps) {
  return gatherElementsThrough(d, values, o, in, via, &steps);
}

void checkGatherElementsIndices(const GatherElementsDesc& d, const IndexValues& values, IndexWarnings& warnings) {
  warnIndicesOutside(d.IndicesTensor, d.InputTensor, values,
                     [&](std::span<const uint32_t> cell) { return axisIndexedDimension(d, cell); }, warnings);
}

constexpr OperatorField kGatherElementsFields[] = {
    field<&GatherElementsDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to read from.")),
    field<&GatherElementsDesc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "One index per output element: the coordinate along Axis to read, a negative one counting from the end. Its sizes equal the input's in every dimension but Axis.")),
    field<&GatherElementsDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the same sizes as IndicesTensor.")),
    field<&GatherElementsDesc::Axis>("Axis", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The dimension of InputTensor whose coordinate the indices replace.")),
};

constexpr OperatorSchema kGatherElementsSchema{OperatorType::GatherElements, "DML_OPERATOR_GATHER_ELEMENTS",
                                               "DML_GATHER_ELEMENTS_OPERATOR_DESC", FeatureLevel::FL_2_1,
                                               kGatherElementsFields, OperatorFamily::GatherAndScatter, /*readmeRow=*/11};

constexpr SupportRow kGatherElementsSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                                 {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes},
                                                 {FeatureLevel::FL_2_1, 4, 4, kUpTo32, kIndexUInt32}};

OperatorDesc defaultGatherElements() {
  return GatherElementsDesc{tensorOf(DataType::Float32, {3, 3}), tensorOf(DataType::UInt32, {1, 3}),
                            tensorOf(DataType::Float32, {1, 3}), 0};
}

}  // namespace

uint32_t indexAt(const IndexValues& values, std::span<const uint32_t> cell, uint32_t size, uint32_t dim, StepList* steps) {
  const int64_t value = values.value(1, cell);
  const bool isSigned = values.isSigned(1);
  const ResolvedIndex r = resolveIndex(value, size, isSigned);
  if (steps && value < 0 && isSigned && r.inRange) {
    steps->addWithText(std::nullopt, dim, "explain.index-negative", {"IndicesTensor" + coordinatesText(cell)},
                       {value, dim, int64_t{size}, int64_t{r.position}});
  } else if (steps && !r.inRange) {
    steps->addWithText(std::nullopt, dim, "explain.index-outside", {"IndicesTensor" + coordinatesText(cell)},
                       {value, isSigned ? -int64_t{size} : 0, int64_t{size} - 1, dim, int64_t{r.position}});
  }
  return r.position;
}

void checkIndexAxis(ValidationContext& ctx, uint32_t axis, size_t rank) {
  if (axis >= rank) ctx.add("Axis", "gather.axis-range", {str(axis), str(rank)});
}

void checkIndicesMatchInput(ValidationContext& ctx, const TensorDesc& input, const TensorDesc& indices, uint32_t axis) {
  for (uint32_t k = 0; k < input.sizes.size() && k < indices.sizes.size(); ++k) {
    if (k != axis && indices.sizes[k] != input.sizes[k])
      ctx.addForDimension(fieldPath("IndicesTensor", "Sizes", k), "IndicesTensor", k, "gather.indices-size",
                          {str(indices.sizes[k]), str(k), str(input.sizes[k])});
  }
}

template <>
const OperatorRules& rulesFor<GatherDesc>() {
  static const OperatorRules rules{&kGatherSchema,
                                   defaultGather,
                                   onDesc<GatherDesc, deriveGather>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherDesc, validateGatherRules>,
                                   nullptr,
                                   kGatherSupport,
                                   onDesc<GatherDesc, gatherSource>,
                                   onDesc<GatherDesc, explainGather>,
                                   onDesc<GatherDesc, checkGatherIndices>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherDesc, axisIndexedDimension<GatherDesc>>};
  return rules;
}

template <>
const OperatorRules& rulesFor<GatherElementsDesc>() {
  static const OperatorRules rules{&kGatherElementsSchema,
                                   defaultGatherElements,
                                   onDesc<GatherElementsDesc, deriveGatherElements>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherElementsDesc, validateGatherElementsRules>,
                                   nullptr,
                                   kGatherElementsSupport,
                                   onDesc<GatherElementsDesc, gatherElementsSource>,
                                   onDesc<GatherElementsDesc, explainGatherElements>,
                                   onDesc<GatherElementsDesc, checkGatherElementsIndices>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherElementsDesc, axisIndexedDimension<GatherElementsDesc>>};
  return rules;
}

}  // namespace dmlscope::detail
