// DML_SLICE1 and DML_SLICE: a window of the input copied with a step per dimension (operators/strided_copy.h
// holds the formula both share). SLICE1's strides are signed — a negative one copies from the window's end —
// and its output may take fewer elements than the window holds; SLICE, the feature level 1_0 operator, names
// the output's Sizes itself and steps forward only. SLICE is kept as its own operator rather than read as
// SLICE1, so that a SLICE model is validated by SLICE's page (its own support table from 1_0) and written
// back as SLICE.
#include "operators/operator_rules.h"
#include "operators/strided_copy.h"

#include <cstdlib>
#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

// The rules both pages share: DimensionCount equals the tensors' rank and is the length of each array.
void checkDimensionCount(ValidationContext& ctx, std::optional<uint32_t> count, uint32_t rank,
                         std::initializer_list<std::pair<const char*, size_t>> arrays) {
  const uint32_t dimensionCount = count.value_or(static_cast<uint32_t>(arrays.begin()->second));
  if (dimensionCount != rank) ctx.add("DimensionCount", "slice.dimension-count", {str(dimensionCount), str(rank)});
  for (const auto& [name, length] : arrays)
    if (length != dimensionCount) ctx.add(name, "operator.array-length", {str(length), "DimensionCount", str(dimensionCount)});
}

// ---- DML_SLICE1

bool slice1ArraysMatchRank(const Slice1Desc& d) {
  const size_t rank = d.InputTensor.sizes.size();
  return d.InputWindowOffsets.size() == rank && d.InputWindowSizes.size() == rank && d.InputWindowStrides.size() == rank;
}

// The page's MaxCopiedElements: 1 + (InputWindowSizes[k] - 1) / |InputWindowStrides[k]|.
uint64_t maxCopied(const Slice1Desc& d, size_t k) {
  return 1 + (uint64_t{d.InputWindowSizes[k]} - 1) / static_cast<uint64_t>(std::llabs(d.InputWindowStrides[k]));
}

// DML_SLICE1_OPERATOR_DESC.
constexpr OperatorField kSlice1Fields[] = {
    field<&Slice1Desc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to take the slice from.")),
    field<&Slice1Desc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The slice: along each dimension at most 1 + (window size - 1) / |stride| elements.")),
    field<&Slice1Desc::DimensionCount>("DimensionCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The length of the window arrays; it must equal the tensors' dimension count.")),
    field<&Slice1Desc::InputWindowOffsets>("InputWindowOffsets", FieldKind::UIntArray)
        .countedBy("DimensionCount")
        .followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Where the input window begins in each dimension.")),
    field<&Slice1Desc::InputWindowSizes>("InputWindowSizes", FieldKind::UIntArray)
        .countedBy("DimensionCount")
        .followingInputRank(1)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The window's extent in each dimension: at least 1, and offset + size within the input.")),
    field<&Slice1Desc::InputWindowStrides>("InputWindowStrides", FieldKind::IntArray)
        .countedBy("DimensionCount")
        .followingInputRank(1)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The step in each dimension, never 0; a negative step copies from the window's end backwards.")),
};

constexpr OperatorSchema kSlice1Schema{OperatorType::Slice1, "DML_OPERATOR_SLICE1", "DML_SLICE1_OPERATOR_DESC",
                                       FeatureLevel::FL_2_1, kSlice1Fields, OperatorFamily::CopyAndReshape, /*readmeRow=*/6};

constexpr SupportRow kSlice1Support[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes},
                                         {FeatureLevel::FL_3_0, 1, 8, kUpTo32},
                                         {FeatureLevel::FL_2_1, 4, 5, kUpTo32}};

// The page's example 2: rows walked backwards two at a time, columns forwards two at a time.
OperatorDesc defaultSlice1() {
  return Slice1Desc{tensorOf(DataType::Float32, {1, 1, 4, 4}), tensorOf(DataType::Float32, {1, 1, 2, 2}), std::nullopt,
                    {0, 0, 0, 1}, {1, 1, 4, 3}, {1, 1, -2, 2}};
}

// Every element the window reaches: MaxCopiedElements per dimension.
DerivedSizes deriveSlice1(const Slice1Desc& d) {
  if (!usableSizes(d.InputTensor) || !slice1ArraysMatchRank(d)) return {std::nullopt};
  std::vector<uint32_t> out;
  for (size_t k = 0; k < d.InputWindowSizes.size(); ++k) {
    if (d.InputWindowSizes[k] == 0 || d.InputWindowStrides[k] == 0) return {std::nullopt};
    out.push_back(static_cast<uint32_t>(maxCopied(d, k)));
  }
  return {out};
}

void validateSlice1Rules(const Slice1Desc& d, ValidationContext& ctx) {
  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  checkDimensionCount(ctx, d.DimensionCount, rank,
                      {{"InputWindowOffsets", d.InputWindowOffsets.size()},
                       {"InputWindowSizes", d.InputWindowSizes.size()},
                       {"InputWindowStrides", d.InputWindowStrides.size()}});
  for (size_t k = 0; k < d.InputWindowSizes.size(); ++k)
    if (d.InputWindowSizes[k] == 0) ctx.add(indexed("InputWindowSizes", k), "slice.window-size-zero", {});
  for (size_t k = 0; k < d.InputWindowStrides.size(); ++k)
    if (d.InputWindowStrides[k] == 0) ctx.add(indexed("InputWindowStrides", k), "slice.stride-zero", {});
  if (!slice1ArraysMatchRank(d) || !usableSizes(d.InputTensor)) return;

  for (uint32_t k = 0; k < rank; ++k) {
    const uint64_t end = uint64_t{d.InputWindowOffsets[k]} + d.InputWindowSizes[k];
    if (end > d.InputTensor.sizes[k]) {
      ctx.addForDimension(indexed("InputWindowSizes", k), "InputTensor", k, "slice.window-past-input",
                          {str(k), str(end), str(d.InputTensor.sizes[k])});
    }
  }
  if (d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k) {
    if (d.InputWindowSizes[k] == 0 || d.InputWindowStrides[k] == 0) continue;
    const uint64_t most = maxCopied(d, k);
    const uint32_t size = d.OutputTensor.sizes[k];
    if (size > most) {
      ctx.addForDimension(fieldPath("OutputTensor", "Sizes", k), "OutputTensor", k, "slice.output-too-large",
                          {str(size), str(k), str(d.InputWindowSizes[k]), str(std::llabs(d.InputWindowStrides[k])), str(most)});
    }
  }
}

std::optional<uint32_t> slice1Source(const Slice1Desc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  stridedCopySource(*stridedCopyOf(d), o, in);
  return 0;
}

std::optional<uint32_t> explainSlice1(const Slice1Desc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                      StepList& steps) {
  const StridedCopy copy = *stridedCopyOf(d);
  stridedCopySource(copy, o, in);
  for (uint32_t k = 0; k < o.size(); ++k) {
    const int64_t stride = d.InputWindowStrides[k];
    if (stride > 0) {
      steps.add(k, k, "explain.slice1-forward", {k, copy.start[k], o[k], stride, in[k]});
    } else {
      steps.add(k, k, "explain.slice1-backward", {k, d.InputWindowOffsets[k], d.InputWindowSizes[k], copy.start[k], o[k], stride, in[k]});
    }
  }
  return 0;
}

std::vector<OutputElement> slice1FedBy(const Slice1Desc& d, uint32_t, std::span<const uint32_t> in, uint64_t limit,
                                       uint64_t* total) {
  return stridedCopyFedBy(*stridedCopyOf(d), in, d.OutputTensor.sizes, limit, total);
}

// ---- DML_SLICE

bool sliceArraysMatchRank(const SliceDesc& d) {
  const size_t rank = d.InputTensor.sizes.size();
  return d.Offsets.size() == rank && d.Sizes.size() == rank && d.Strides.size() == rank;
}

// DML_SLICE_OPERATOR_DESC.
constexpr OperatorField kSliceFields[] = {
    field<&SliceDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to take the slice from.")),
    field<&SliceDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The slice: its sizes are Sizes.")),
    field<&SliceDesc::DimensionCount>("DimensionCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The length of Offsets, Sizes and Strides; it must equal the tensors' dimension count.")),
    field<&SliceDesc::Offsets>("Offsets", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The first input element copied in each dimension.")),
    field<&SliceDesc::Sizes>("Sizes", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(1)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many elements to copy in each dimension: the output's sizes.")),
    field<&SliceDesc::Strides>("Strides", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(1)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The step between copied elements in each dimension; every read must stay inside the input.")),
};

constexpr OperatorSchema kSliceSchema{OperatorType::Slice, "DML_OPERATOR_SLICE", "DML_SLICE_OPERATOR_DESC",
                                      FeatureLevel::FL_1_0, kSliceFields, OperatorFamily::CopyAndReshape, /*readmeRow=*/7};

constexpr SupportRow kSliceSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes},
                                        {FeatureLevel::FL_3_0, 1, 8, kUpTo32},
                                        {FeatureLevel::FL_2_1, 4, 5, kUpTo32},
                                        {FeatureLevel::FL_1_0, 4, 5, k32And16}};

// The page's example 2: every second row from row 1, every third column.
OperatorDesc defaultSlice() {
  return SliceDesc{tensorOf(DataType::Float32, {1, 1, 4, 4}), tensorOf(DataType::Float32, {1, 1, 2, 2}), std::nullopt,
                   {0, 0, 1, 0}, {1, 1, 2, 2}, {1, 1, 2, 3}};
}

DerivedSizes deriveSlice(const SliceDesc& d) {
  if (!usableSizes(d.InputTensor) || !sliceArraysMatchRank(d)) return {std::nullopt};
  return {d.Sizes};
}

void validateSliceRules(const SliceDesc& d, ValidationContext& ctx) {
  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  checkDimensionCount(ctx, d.DimensionCount, rank,
                      {{"Offsets", d.Offsets.size()}, {"Sizes", d.Sizes.size()}, {"Strides", d.Strides.size()}});
  for (size_t k = 0; k < d.Sizes.size(); ++k)
    if (d.Sizes[k] == 0) ctx.add(indexed("Sizes", k), "tensor.size-zero", {});
  if (!sliceArraysMatchRank(d) || !usableSizes(d.InputTensor)) return;

  // No read outside the input: the last element read, Offsets + (Sizes - 1) × Strides, lies inside.
  for (uint32_t k = 0; k < rank; ++k) {
    if (d.Sizes[k] == 0) continue;
    const uint64_t last = uint64_t{d.Offsets[k]} + (uint64_t{d.Sizes[k]} - 1) * d.Strides[k];  // below 2^64: (2^32 - 1)² + 2^32 - 1
    if (last >= d.InputTensor.sizes[k]) {
      ctx.addForDimension(indexed("Offsets", k), "InputTensor", k, "slice.slice-past-input",
                          {str(k), str(last), str(d.InputTensor.sizes[k])});
    }
  }
  if (d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, d.Sizes[k], fmt::format("Sizes[{}]", k));
}

std::optional<uint32_t> sliceSource(const SliceDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  stridedCopySource(*stridedCopyOf(d), o, in);
  return 0;
}

std::optional<uint32_t> explainSlice(const SliceDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                     StepList& steps) {
  stridedCopySource(*stridedCopyOf(d), o, in);
  for (uint32_t k = 0; k < o.size(); ++k) steps.add(k, k, "explain.slice", {k, d.Offsets[k], o[k], d.Strides[k], in[k]});
  return 0;
}

std::vector<OutputElement> sliceFedBy(const SliceDesc& d, uint32_t, std::span<const uint32_t> in, uint64_t limit,
                                      uint64_t* total) {
  return stridedCopyFedBy(*stridedCopyOf(d), in, d.OutputTensor.sizes, limit, total);
}

}  // namespace

template <>
const OperatorRules& rulesFor<Slice1Desc>() {
  static const OperatorRules rules{&kSlice1Schema,
                                   defaultSlice1,
                                   onDesc<Slice1Desc, deriveSlice1>,
                                   onDesc<Slice1Desc, slice1Source>,
                                   onDesc<Slice1Desc, explainSlice1>,
                                   onDesc<Slice1Desc, validateSlice1Rules>,
                                   onDesc<Slice1Desc, slice1FedBy>,
                                   kSlice1Support};
  return rules;
}

template <>
const OperatorRules& rulesFor<SliceDesc>() {
  static const OperatorRules rules{&kSliceSchema,
                                   defaultSlice,
                                   onDesc<SliceDesc, deriveSlice>,
                                   onDesc<SliceDesc, sliceSource>,
                                   onDesc<SliceDesc, explainSlice>,
                                   onDesc<SliceDesc, validateSliceRules>,
                                   onDesc<SliceDesc, sliceFedBy>,
                                   kSliceSupport};
  return rules;
}

}  // namespace dmlscope::detail
