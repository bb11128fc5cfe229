// DML_PADDING and DML_PADDING1: their fields, output size Sizes + StartPadding + EndPadding, the five modes'
// folding, its inverse and their rules. Padding1 differs only in its padding value (typed, not a FLOAT), so every
// formula here is written once for both descs.
#include "data_type_names.h"
#include "operators/operator_rules.h"
#include "operators/padding_index.h"
#include "operators/preimage.h"

#include <fmt/format.h>

#include "dmlscope/element.h"

namespace dmlscope::detail {
namespace {

template <class D>
bool paddingArraysMatchRank(const D& d) {
  const size_t rank = d.InputTensor.sizes.size();
  return d.StartPadding.size() == rank && d.EndPadding.size() == rank;
}

}  // namespace

template <class D>
DerivedSizes derivePadding(const D& d) {
  if (!usableSizes(d.InputTensor) || !paddingArraysMatchRank(d)) return {std::nullopt};
  std::vector<uint32_t> out(d.InputTensor.sizes.size());
  for (size_t k = 0; k < out.size(); ++k) {
    uint64_t v = uint64_t{d.InputTensor.sizes[k]} + d.StartPadding[k] + d.EndPadding[k];
    if (v > UINT32_MAX) return {std::nullopt};
    out[k] = static_cast<uint32_t>(v);
  }
  return {out};
}

template <class D>
std::optional<uint32_t> paddingSource(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  for (size_t k = 0; k < o.size(); ++k) {
    const int64_t n = d.InputTensor.sizes[k];
    const int64_t j = int64_t{o[k]} - d.StartPadding[k];
    if (j >= 0 && j < n) {
      in[k] = static_cast<uint32_t>(j);
    } else if (d.PaddingMode == PaddingMode::Constant) {
      return std::nullopt;
    } else {
      in[k] = static_cast<uint32_t>(paddedSource(d.PaddingMode, j, n));  // padding_index.h: clamp or fold
    }
  }
  return 0;
}

template <class D>
void validatePaddingRules(const D& d, ValidationContext& ctx) {
  const auto modeValue = static_cast<uint32_t>(d.PaddingMode);
  // SYMMETRIC came with feature level 3_0, WRAP with 6_4 for both PADDING and PADDING1 (DirectML 1.15.0's
  // release notes; DirectML.h declares it under DML_TARGET_VERSION >= 0x6400).
  const auto introduced = d.PaddingMode == PaddingMode::Symmetric ? FeatureLevel::FL_3_0
                          : d.PaddingMode == PaddingMode::Wrap    ? FeatureLevel::FL_6_4
                                                                  : FeatureLevel::FL_1_0;
  if (modeValue > static_cast<uint32_t>(PaddingMode::Wrap)) {
    ctx.add("PaddingMode", "padding.mode-unknown", {str(modeValue)});
  } else if (ctx.level < introduced) {
    ctx.add("PaddingMode", "padding.mode-unavailable",
            {std::string(fullName(d.PaddingMode)), std::string(fullName(introduced)), std::string(fullName(ctx.level))});
  }

  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  const uint32_t dimensionCount = d.DimensionCount.value_or(static_cast<uint32_t>(d.StartPadding.size()));
  if (dimensionCount != rank) ctx.add("DimensionCount", "padding.dimension-count", {str(dimensionCount), str(rank)});
  if (d.StartPadding.size() != dimensionCount)
    ctx.add("StartPadding", "operator.array-length", {str(d.StartPadding.size()), "DimensionCount", str(dimensionCount)});
  if (d.EndPadding.size() != dimensionCount)
    ctx.add("EndPadding", "operator.array-length", {str(d.EndPadding.size()), "DimensionCount", str(dimensionCount)});

  if (!paddingArraysMatchRank(d) || !usableSizes(d.InputTensor)) return;
  if (d.PaddingMode == PaddingMode::Reflection) {
    for (uint32_t k = 0; k < rank; ++k) {
      if (d.InputTensor.sizes[k] != 1) continue;
      if (d.StartPadding[k] > 0)
        ctx.addForDimension(indexed("StartPadding", k), "InputTensor", k, "padding.reflect-single",
                            {str(d.StartPadding[k]), str(k)});
      if (d.EndPadding[k] > 0)
        ctx.addForDimension(indexed("EndPadding", k), "InputTensor", k, "padding.reflect-single",
                            {str(d.EndPadding[k]), str(k)});
    }
  }
  if (d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k) {
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k,
                     uint64_t{d.InputTensor.sizes[k]} + d.StartPadding[k] + d.EndPadding[k],
                     fmt::format("InputTensor.Sizes[{0}] + StartPadding[{0}] + EndPadding[{0}]", k));
  }
}

namespace {

// One dimension of a mirroring, wrapping or clamping mode, told the way a person folds it: once at the near edge
// when one mirror image reaches, else by the period (WRAP always by its period, the input's size).
template <class D>
void explainFold(const D& d, uint32_t k, int64_t j, int64_t n, uint32_t i, StepList& steps) {
  const int64_t in = i;
  switch (d.PaddingMode) {
    case PaddingMode::Edge:
      steps.add(k, k, "explain.padding-edge", {k, j, n - 1, in});
      return;
    case PaddingMode::Reflection: {
      if (j < 0 && j >= -(n - 1)) return steps.add(k, k, "explain.padding-reflect-start", {k, j, in});
      if (j >= n && j <= 2 * n - 2) return steps.add(k, k, "explain.padding-reflect-end", {k, j, n - 1, in});
      const int64_t period = foldOf(d.PaddingMode, n)->period;  // n >= 2: validation rejects padding n = 1
      const int64_t m = residueOf(j, period);
      if (m < n) return steps.add(k, k, "explain.padding-reflect-period", {k, j, period, m});
      return steps.add(k, k, "explain.padding-reflect-period-mirrored", {k, j, period, m, in});
    }
    case PaddingMode::Wrap:
      // No mirror: the input repeats whole, its period is its size, however many times the padding wraps.
      return steps.add(k, k, "explain.padding-wrap", {k, j, n, in});
    default: {
      if (j < 0 && j >= -n) return steps.add(k, k, "explain.padding-symmetric-start", {k, j, in});
      if (j >= n && j <= 2 * n - 1) return steps.add(k, k, "explain.padding-symmetric-end", {k, j, n - 1, in});
      const int64_t period = foldOf(d.PaddingMode, n)->period;
      const int64_t m = residueOf(j, period);
      if (m < n) return steps.add(k, k, "explain.padding-symmetric-period", {k, j, period, m});
      return steps.add(k, k, "explain.padding-symmetric-period-mirrored", {k, j, period, m, in});
    }
  }
}

}  // namespace

template <class D>
std::optional<uint32_t> explainPadding(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                       StepList& steps) {
  for (uint32_t k = 0; k < o.size(); ++k) {
    const int64_t n = d.InputTensor.sizes[k];
    const int64_t j = int64_t{o[k]} - d.StartPadding[k];
    if (j >= 0 && j < n) {
      // Inside the input, the shift is the whole story: one step.
      in[k] = static_cast<uint32_t>(j);
      steps.add(k, k, "explain.padding-inside", {k, o[k], d.StartPadding[k], j, n});
      continue;
    }
    steps.add(k, k, "explain.padding-shift", {k, o[k], d.StartPadding[k], j});
    if (d.PaddingMode == PaddingMode::Constant) {
      // One coordinate outside is enough: the element is the constant whatever the others are.
      steps.add(k, std::nullopt, "explain.padding-outside", {k, j, n});
      return std::nullopt;
    } else {
      in[k] = static_cast<uint32_t>(paddedSource(d.PaddingMode, j, n));
      explainFold(d, k, j, n, in[k], steps);
    }
  }
  return 0;
}

namespace {

template <class D>
Preimage paddingPreimage(const D& d, uint32_t k, uint32_t i, uint32_t outSize) {
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
    case PaddingMode::Reflection:
    case PaddingMode::Symmetric:
    case PaddingMode::Wrap: {
      // i is read at its residue and at its mirror image's (REFLECTION's edges and WRAP have none).
      const Fold fold = *foldOf(d.PaddingMode, n);  // n >= 2 here
      const Residues residues = residuesReading(fold, i, n);
      for (uint32_t r = 0; r < residues.count; ++r)
        p.add(residueClass(residues.values[r], fold.period, start, outSize));
      break;
    }
    case PaddingMode::Constant:
      break;
  }
  return p;
}

template <class D>
std::vector<OutputElement> paddingFedBy(const D& d, uint32_t, std::span<const uint32_t> in, uint64_t limit, uint64_t* total) {
  const auto& outSizes = d.OutputTensor.sizes;
  std::vector<Preimage> dims;
  for (uint32_t k = 0; k < in.size(); ++k) dims.push_back(paddingPreimage(d, k, in[k], outSizes[k]));
  return product(0, dims, outSizes, limit, total);
}

constexpr std::string_view kModeNames[] = {"DML_PADDING_MODE_CONSTANT", "DML_PADDING_MODE_EDGE",
                                           "DML_PADDING_MODE_REFLECTION", "DML_PADDING_MODE_SYMMETRIC",
                                           "DML_PADDING_MODE_WRAP"};

}  // namespace

constexpr EnumNames kPaddingModeNames{"DML_PADDING_MODE_", kModeNames, "padding-mode"};

namespace {

// DML_PADDING_OPERATOR_DESC.
constexpr OperatorField kFields[] = {
    field<&PaddingDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to pad.")),
    field<&PaddingDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: each dimension is the input's size plus its start and end padding.")),
    field<&PaddingDesc::PaddingMode>("PaddingMode", FieldKind::Enum).named(kPaddingModeNames)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How the padding is filled: a constant, the edge value, a reflection without the edge, a mirror with it, or the whole input repeated (WRAP, from DML_FEATURE_LEVEL_6_4).")),
    field<&PaddingDesc::PaddingValue>("PaddingValue", FieldKind::Float).optionalInFiles()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The constant for DML_PADDING_MODE_CONSTANT, converted to the tensor's data type.")),
    field<&PaddingDesc::DimensionCount>("DimensionCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The number of entries in StartPadding and EndPadding; it must equal the tensors' DimensionCount.")),
    field<&PaddingDesc::StartPadding>("StartPadding", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Elements added before the start of each dimension.")),
    field<&PaddingDesc::EndPadding>("EndPadding", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Elements added after the end of each dimension.")),
};

constexpr OperatorSchema kSchema{OperatorType::Padding, "DML_OPERATOR_PADDING", "DML_PADDING_OPERATOR_DESC",
                                 FeatureLevel::FL_1_0, kFields,
                                 OperatorFamily::Padding, /*readmeRow=*/1};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_5_0, 1, 8, kAllTypes},
                                   {FeatureLevel::FL_3_1, 1, 8, kUpTo32},
                                   {FeatureLevel::FL_2_1, 4, 5, kUpTo32},
                                   {FeatureLevel::FL_1_0, 4, 5, kF32F16}};

OperatorDesc defaultPadding() {
  return PaddingDesc{tensorOf(DataType::Float32, {1, 1, 4, 4}),
                     tensorOf(DataType::Float32, {1, 1, 8, 10}),
                     PaddingMode::Reflection,
                     0.0f,
                     std::nullopt,
                     {0, 0, 1, 2},
                     {0, 0, 3, 4}};
}

}  // namespace

template <>
const OperatorRules& rulesFor<PaddingDesc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultPadding,
                                   onDesc<PaddingDesc, derivePadding<PaddingDesc>>,
                                   onDesc<PaddingDesc, paddingSource<PaddingDesc>>,
                                   onDesc<PaddingDesc, explainPadding<PaddingDesc>>,
                                   onDesc<PaddingDesc, validatePaddingRules<PaddingDesc>>,
                                   onDesc<PaddingDesc, paddingFedBy<PaddingDesc>>,
                                   kSupport};
  return rules;
}

// ---- DML_PADDING1: DML_PADDING with PaddingValueDataType and a typed PaddingValue (DML_FEATURE_LEVEL_5_0)

namespace {

void validatePadding1Rules(const Padding1Desc& d, ValidationContext& ctx) {
  validatePaddingRules(d, ctx);
  // The page: PaddingValueDataType "must match OutputTensor.DataType"; the value is read as that type.
  if (d.PaddingValueDataType != d.OutputTensor.dataType) {
    ctx.add("PaddingValueDataType", "padding1.value-type",
            {std::string(fullName(d.PaddingValueDataType)), std::string(fullName(d.OutputTensor.dataType))});
  }
}

// DML_PADDING1_OPERATOR_DESC.
constexpr OperatorField kFields1[] = {
    field<&Padding1Desc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to pad.")),
    field<&Padding1Desc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: each dimension is the input's size plus its start and end padding.")),
    field<&Padding1Desc::PaddingMode>("PaddingMode", FieldKind::Enum).named(kPaddingModeNames)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How the padding is filled: a constant, the edge value, a reflection without the edge, a mirror with it, or the whole input repeated (WRAP, from DML_FEATURE_LEVEL_6_4).")),
    field<&Padding1Desc::PaddingValueDataType>("PaddingValueDataType", FieldKind::Enum).named(kDataTypeEnumNames)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The data type PaddingValue is read as; it must be OutputTensor's DataType.")),
    field<&Padding1Desc::PaddingValue>("PaddingValue", FieldKind::Scalar).typedBy("PaddingValueDataType").optionalInFiles()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The constant for DML_PADDING_MODE_CONSTANT, exactly as PaddingValueDataType holds it (64-bit integers too).")),
    field<&Padding1Desc::DimensionCount>("DimensionCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The number of entries in StartPadding and EndPadding; it must equal the tensors' DimensionCount.")),
    field<&Padding1Desc::StartPadding>("StartPadding", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Elements added before the start of each dimension.")),
    field<&Padding1Desc::EndPadding>("EndPadding", FieldKind::UIntArray).countedBy("DimensionCount").followingInputRank(0)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Elements added after the end of each dimension.")),
};

constexpr OperatorSchema kSchema1{OperatorType::Padding1, "DML_OPERATOR_PADDING1", "DML_PADDING1_OPERATOR_DESC",
                                  FeatureLevel::FL_5_0, kFields1, OperatorFamily::Padding, /*readmeRow=*/9};

constexpr SupportRow kSupport1[] = {{FeatureLevel::FL_5_0, 1, 8, kAllTypes}};

// The reference page's first example: CONSTANT with PaddingValue 9 as a FLOAT32.
OperatorDesc defaultPadding1() {
  return Padding1Desc{tensorOf(DataType::Float32, {1, 1, 4, 4}),
                      tensorOf(DataType::Float32, {1, 1, 8, 10}),
                      PaddingMode::Constant,
                      DataType::Float32,
                      scalarOf(DataType::Float32, 9.0),
                      std::nullopt,
                      {0, 0, 1, 2},
                      {0, 0, 3, 4}};
}

}  // namespace

template <>
const OperatorRules& rulesFor<Padding1Desc>() {
  static const OperatorRules rules{&kSchema1,
                                   defaultPadding1,
                                   onDesc<Padding1Desc, derivePadding<Padding1Desc>>,
                                   onDesc<Padding1Desc, paddingSource<Padding1Desc>>,
                                   onDesc<Padding1Desc, explainPadding<Padding1Desc>>,
                                   onDesc<Padding1Desc, validatePadding1Rules>,
                                   onDesc<Padding1Desc, paddingFedBy<Padding1Desc>>,
                                   kSupport1};
  return rules;
}

}  // namespace dmlscope::detail

namespace dmlscope {

std::string_view fullName(PaddingMode mode) { return detail::kPaddingModeNames.fullName(static_cast<uint32_t>(mode)); }
std::string_view shortName(PaddingMode mode) { return detail::kPaddingModeNames.shortName(static_cast<uint32_t>(mode)); }
std::optional<PaddingMode> parsePaddingMode(std::string_view name) {
  auto v = detail::kPaddingModeNames.parse(name);
  return v ? std::optional(static_cast<PaddingMode>(*v)) : std::nullopt;
}

uint64_t paddingConstantBits(const OperatorDesc& desc, DataType type) {
  if (const auto* p = std::get_if<PaddingDesc>(&desc)) return paddingValueBits(type, p->PaddingValue);
  if (const auto* p = std::get_if<Padding1Desc>(&desc)) return scalarElementBits(type, p->PaddingValue);
  return 0;
}

}  // namespace dmlscope
