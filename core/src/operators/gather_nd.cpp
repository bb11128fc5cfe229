// DML_GATHER_ND1 and its first version DML_GATHER_ND (no BatchDimensionCount: no batches), written once for both
// descs. Each output element is the input element an index tuple names (nd_groups.h): the tuple's T
// values choose T input coordinates after the batches, the rest of the output coordinate copies into the
// batch and remainder dimensions. The index cell that chose the source is the tuple's first value.
#include <fmt/format.h>

#include "dmlscope/explanation.h"
#include "operators/nd_groups.h"
#include "operators/operator_rules.h"

namespace dmlscope::detail {

// ---- shared with DML_SCATTER_ND (scatter_nd.cpp)

std::optional<std::vector<uint32_t>> ndAlignedSizes(std::vector<uint32_t> full, size_t rank) {
  while (full.size() < rank) full.insert(full.begin(), 1);
  while (full.size() > rank) {
    if (full.front() != 1) return std::nullopt;
    full.erase(full.begin());
  }
  return full;
}

void validateNdGroups(ValidationContext& ctx, const TensorDesc& input, const TensorDesc& indices, uint32_t inputDims,
                      uint32_t indicesDims, uint32_t batchDims, bool hasBatchField) {
  const auto rank = static_cast<uint32_t>(input.sizes.size());
  if (!usableSizes(input) || !usableSizes(indices) || indices.sizes.size() != rank) return;  // validation.cpp reports it
  bool countsOk = true;
  if (inputDims < 1 || inputDims > rank) {
    ctx.add("InputDimensionCount", "nd.dimension-count-range", {str(inputDims), str(rank)});
    countsOk = false;
  }
  if (indicesDims < 1 || indicesDims > rank) {
    ctx.add("IndicesDimensionCount", "nd.dimension-count-range", {str(indicesDims), str(rank)});
    countsOk = false;
  }
  if (!countsOk) return;
  if (hasBatchField && (batchDims + 1 > indicesDims || batchDims > inputDims)) {
    ctx.add("BatchDimensionCount", "nd.batch-range", {str(batchDims), str(indicesDims), str(inputDims)});
    return;
  }
  for (uint32_t k = 0; k < rank - inputDims; ++k) {
    if (input.sizes[k] != 1)
      ctx.addForDimension(fieldPath("InputTensor", "Sizes", k), "InputTensor", k, "nd.leading-size",
                          {str(input.sizes[k]), "InputDimensionCount", str(inputDims)});
  }
  for (uint32_t k = 0; k < rank - indicesDims; ++k) {
    if (indices.sizes[k] != 1)
      ctx.addForDimension(fieldPath("IndicesTensor", "Sizes", k), "IndicesTensor", k, "nd.leading-size",
                          {str(indices.sizes[k]), "IndicesDimensionCount", str(indicesDims)});
  }
  const uint32_t tuple = indices.sizes[rank - 1];
  if (tuple > inputDims - batchDims) {
    ctx.addForDimension(fieldPath("IndicesTensor", "Sizes", rank - 1), "IndicesTensor", rank - 1, "nd.tuple-size",
                        {str(tuple), str(inputDims - batchDims)});
    return;
  }
  for (uint32_t k = 0; k < batchDims; ++k) {
    const uint32_t in = rank - inputDims + k, ind = rank - indicesDims + k;
    if (input.sizes[in] != indices.sizes[ind])
      ctx.addForDimension(fieldPath("IndicesTensor", "Sizes", ind), "IndicesTensor", ind, "nd.batch-size",
                          {str(indices.sizes[ind]), fieldPath("InputTensor", "Sizes", in), str(input.sizes[in])});
  }
}

void checkNdSizes(ValidationContext& ctx, const char* field, const TensorDesc& tensor, const NdGroups& g,
                  const TensorDesc& input, const TensorDesc& indices) {
  if (tensor.sizes.size() != g.rank) return;
  const auto full = ndFullSizes(g, input, indices);
  const auto aligned = ndAlignedSizes(full, g.rank);
  if (!aligned) {
    ctx.add(fmt::format("{}.DimensionCount", field), "nd.full-rank",
            {str(g.rank), str(full.size()), fmt::format("{}", fmt::join(full, ", "))});
    return;
  }
  for (uint32_t k = 0; k < g.rank; ++k) checkDerivedSize(ctx, field, tensor, k, (*aligned)[k], "the size formula");
}

uint32_t ndIndexedCoordinate(const NdGroups& g, const TensorDesc& input, const IndexValues& values,
                             std::span<const uint32_t> cell, uint32_t t, const char* op, StepList* steps,
                             const char* stepId) {
  const uint32_t dim = g.indexedFirst() + t;
  const uint32_t position = indexAt(values, cell, input.sizes[dim], dim, steps);
  if (steps)
    steps->addWithText(std::nullopt, dim, stepId, {op, "IndicesTensor" + coordinatesText(cell)},
                       {dim, values.value(1, cell), int64_t{position}, t});
  return position;
}

void warnNdTuplesOutside(const NdGroups& g, const TensorDesc& input, const TensorDesc& indices,
                         const IndexValues& values, IndexWarnings& warnings) {
  warnIndicesOutside(indices, input, values, [&](std::span<const uint32_t> cell) { return ndIndexedDimension(g, cell); },
                     warnings);
}

namespace {

// The operator's name in the explanation's steps.
const char* stepName(const GatherNd1Desc&) { return "GatherND1"; }
const char* stepName(const GatherNdDesc&) { return "GatherND"; }
constexpr bool hasBatchField(const GatherNd1Desc&) { return true; }
constexpr bool hasBatchField(const GatherNdDesc&) { return false; }

template <class D>
DerivedSizes deriveGatherNd(const D& d) {
  if (!usableSizes(d.InputTensor) || !usableSizes(d.IndicesTensor)) return {std::nullopt};
  const auto g = ndGroupsOf(d);
  if (!g) return {std::nullopt};
  return {ndAlignedSizes(ndFullSizes(*g, d.InputTensor, d.IndicesTensor), g->rank)};
}

template <class D>
void validateGatherNdRules(const D& d, ValidationContext& ctx) {
  validateNdGroups(ctx, d.InputTensor, d.IndicesTensor, d.InputDimensionCount, d.IndicesDimensionCount,
                   batchCountOf(d), hasBatchField(d));
  const auto g = ndGroupsOf(d);
  if (!g || !usableSizes(d.InputTensor) || !usableSizes(d.IndicesTensor)) return;
  checkNdSizes(ctx, "OutputTensor", d.OutputTensor, *g, d.InputTensor, d.IndicesTensor);
}

// The steps: InputTensor's 1s, the batches and the remainder copied from the output; then how the output's
// coordinates pick the tuple in IndicesTensor, and what each of its entries makes of its InputTensor dimension.
template <class D>
std::optional<uint32_t> gatherNdThrough(const D& d, const IndexValues& values, std::span<const uint32_t> o,
                                        std::span<uint32_t> in, std::optional<Source>* via, StepList* steps) {
  const NdGroups g = *ndGroupsOf(d);  // valid
  for (uint32_t k = 0; k < g.rank; ++k) in[k] = 0;
  for (uint32_t b = 0; b < g.batch; ++b) in[g.inputFirst + b] = ndFullEntry(g, o, b);
  const uint32_t remainderEntry = g.batch + g.arrayCount();  // the full coordinate's first remainder entry
  for (uint32_t r = 0; r < g.remainderCount(); ++r) in[g.remainderFirst() + r] = ndFullEntry(g, o, remainderEntry + r);
  if (steps) {
    // Dimensions before the meaningful ones, and full entries the output crops, all have size 1.
    std::vector<uint32_t> inputOnes, indexOnes;
    for (uint32_t k = 0; k < g.inputFirst; ++k) inputOnes.push_back(k);
    for (uint32_t k = 0; k < g.indicesFirst; ++k) indexOnes.push_back(k);
    for (uint32_t b = 0; b < g.batch; ++b) {
      if (ndDimensionOf(g, b)) continue;
      inputOnes.push_back(g.inputFirst + b);
      indexOnes.push_back(g.indicesFirst + b);
    }
    for (uint32_t a = 0; a < g.arrayCount(); ++a)
      if (!ndDimensionOf(g, g.batch + a)) indexOnes.push_back(g.arrayFirst() + a);
    for (uint32_t r = 0; r < g.remainderCount(); ++r)
      if (!ndDimensionOf(g, remainderEntry + r)) inputOnes.push_back(g.remainderFirst() + r);
    steps->addSizeOne("InputTensor", inputOnes, true);
    for (uint32_t b = 0; b < g.batch; ++b) {
      if (const auto outDim = ndDimensionOf(g, b))
        steps->add(*outDim, g.inputFirst + b, "explain.nd-batch",
                   {*outDim, in[g.inputFirst + b], g.inputFirst + b, g.indicesFirst + b});
    }
    for (uint32_t r = 0; r < g.remainderCount(); ++r) {
      const uint32_t inDim = g.remainderFirst() + r;
      if (const auto outDim = ndDimensionOf(g, remainderEntry + r))
        steps->add(*outDim, inDim, "explain.gather-copy", {*outDim, in[inDim], inDim});
    }
    steps->addSizeOne("IndicesTensor", indexOnes, false);
    for (uint32_t a = 0; a < g.arrayCount(); ++a) {
      if (const auto outDim = ndDimensionOf(g, g.batch + a))
        steps->add(*outDim, std::nullopt, "explain.gather-cell", {*outDim, o[*outDim], g.arrayFirst() + a});
    }
  }
  for (uint32_t t = 0; t < g.tuple; ++t) {
    const auto cell = ndTupleCell(g, o, t);
    in[g.indexedFirst() + t] = ndIndexedCoordinate(g, d.InputTensor, values, {cell.data(), g.rank}, t, stepName(d), steps);
  }
  const auto first = ndTupleCell(g, o, 0);
  *via = Source{1, coordsToLinear({first.data(), g.rank}, d.IndicesTensor.sizes)};
  return 0;
}

template <class D>
std::optional<uint32_t> gatherNdSource(const D& d, const IndexValues& values, uint32_t,
                                       std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via) {
  return gatherNdThrough(d, values, o, in, via, nullptr);
}

template <class D>
std::optional<uint32_t> explainGatherNd(const D& d, const IndexValues& values, uint32_t,
                                        std::span<const uint32_t> o, std::span<uint32_t> in, std::optional<Source>* via,
                                        StepList& steps) {
  return gatherNdThrough(d, values, o, in, via, &steps);
}

template <class D>
void checkGatherNdIndices(const D& d, const IndexValues& values, IndexWarnings& warnings) {
  warnNdTuplesOutside(*ndGroupsOf(d), d.InputTensor, d.IndicesTensor, values, warnings);
}

template <class D>
uint32_t gatherNdIndexedDimension(const D& d, std::span<const uint32_t> cell) {
  return ndIndexedDimension(*ndGroupsOf(d), cell);
}

constexpr OperatorField kFields[] = {
    field<&GatherNd1Desc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to read from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.")),
    field<&GatherNd1Desc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Index tuples along its last dimension: each tuple names coordinates of the input's dimensions after the batches. Only its last IndicesDimensionCount dimensions are meaningful.")),
    field<&GatherNd1Desc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the batches, the indices' dimensions between the batches and the tuple, then the input's dimensions after the indexed ones, right-aligned.")),
    field<&GatherNd1Desc::InputDimensionCount>("InputDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of InputTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
    field<&GatherNd1Desc::IndicesDimensionCount>("IndicesDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of IndicesTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
    field<&GatherNd1Desc::BatchDimensionCount>("BatchDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of the meaningful dimensions, from the first, are batches that InputTensor and IndicesTensor share; below IndicesDimensionCount and at most InputDimensionCount.")),
};

constexpr OperatorSchema kSchema{OperatorType::GatherNd1, "DML_OPERATOR_GATHER_ND1", "DML_GATHER_ND1_OPERATOR_DESC",
                                 FeatureLevel::FL_3_0, kFields, OperatorFamily::GatherAndScatter, /*readmeRow=*/12};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                   {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes}};

// The page's example 2: 2-D tuples into three batches of 2×2.
OperatorDesc defaultGatherNd() {
  return GatherNd1Desc{tensorOf(DataType::Float32, {1, 3, 2, 2}), tensorOf(DataType::UInt32, {1, 3, 2, 2}),
                       tensorOf(DataType::Float32, {1, 1, 3, 2}), 3, 3, 1};
}

// DML_GATHER_ND_OPERATOR_DESC: GATHER_ND1's fields but BatchDimensionCount.
constexpr OperatorField kFirstFields[] = {
    field<&GatherNdDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to read from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.")),
    field<&GatherNdDesc::IndicesTensor>("IndicesTensor", FieldKind::InputTensor).ofIndices()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Index tuples along its last dimension: each tuple names coordinates of the input's first meaningful dimensions (this first version has no batches). Only its last IndicesDimensionCount dimensions are meaningful.")),
    field<&GatherNdDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: the indices' dimensions before the tuple, then the input's dimensions after the indexed ones, right-aligned.")),
    field<&GatherNdDesc::InputDimensionCount>("InputDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of InputTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
    field<&GatherNdDesc::IndicesDimensionCount>("IndicesDimensionCount", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many of IndicesTensor's last dimensions are meaningful: 1 to the tensors' DimensionCount.")),
};

constexpr OperatorSchema kFirstSchema{OperatorType::GatherNd, "DML_OPERATOR_GATHER_ND", "DML_GATHER_ND_OPERATOR_DESC",
                                      FeatureLevel::FL_2_1, kFirstFields, OperatorFamily::GatherAndScatter,
                                      /*readmeRow=*/17};

// The page's tables: 4 dimensions and UINT32 indices at 2_1; 1 to 8 dimensions and signed or 64-bit indices
// (negative ones counting from the end) from 3_0; the 64-bit data types from 4_1, as GATHER_ND1's.
constexpr SupportRow kFirstSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes, kIndexTypes},
                                        {FeatureLevel::FL_3_0, 1, 8, kUpTo32, kIndexTypes},
                                        {FeatureLevel::FL_2_1, 4, 4, kUpTo32, kIndexUInt32}};

// The page's example 2: 2-D tuples into a 2×2×2 input.
OperatorDesc defaultFirstGatherNd() {
  return GatherNdDesc{tensorOf(DataType::Float32, {1, 2, 2, 2}), tensorOf(DataType::UInt32, {1, 1, 2, 2}),
                      tensorOf(DataType::Float32, {1, 1, 2, 2}), 3, 2};
}

}  // namespace

template <>
const OperatorRules& rulesFor<GatherNdDesc>() {
  static const OperatorRules rules{&kFirstSchema,
                                   defaultFirstGatherNd,
                                   onDesc<GatherNdDesc, deriveGatherNd<GatherNdDesc>>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherNdDesc, validateGatherNdRules<GatherNdDesc>>,
                                   nullptr,
                                   kFirstSupport,
                                   onDesc<GatherNdDesc, gatherNdSource<GatherNdDesc>>,
                                   onDesc<GatherNdDesc, explainGatherNd<GatherNdDesc>>,
                                   onDesc<GatherNdDesc, checkGatherNdIndices<GatherNdDesc>>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherNdDesc, gatherNdIndexedDimension<GatherNdDesc>>};
  return rules;
}

template <>
const OperatorRules& rulesFor<GatherNd1Desc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultGatherNd,
                                   onDesc<GatherNd1Desc, deriveGatherNd<GatherNd1Desc>>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherNd1Desc, validateGatherNdRules<GatherNd1Desc>>,
                                   nullptr,
                                   kSupport,
                                   onDesc<GatherNd1Desc, gatherNdSource<GatherNd1Desc>>,
                                   onDesc<GatherNd1Desc, explainGatherNd<GatherNd1Desc>>,
                                   onDesc<GatherNd1Desc, checkGatherNdIndices<GatherNd1Desc>>,
                                   nullptr,
                                   nullptr,
                                   onDesc<GatherNd1Desc, gatherNdIndexedDimension<GatherNd1Desc>>};
  return rules;
}

}  // namespace dmlscope::detail
