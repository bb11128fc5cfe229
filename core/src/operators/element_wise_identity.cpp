// DML_ELEMENT_WISE_IDENTITY: f(x) = x, each output element from the input element at the same coordinates —
// read through the input's strides, so that a transposed or broadcast input shows where each element lives.
// With ScaleBias each element becomes x × Scale + Bias (operators/scale_bias.h); the index map is the same.
#include "operators/operator_rules.h"
#include "operators/preimage.h"
#include "operators/scale_bias.h"

#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

// DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC.
constexpr OperatorField kFields[] = {
    field<&ElementWiseIdentityDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to copy, read through its strides: a transpose or a broadcast shows here.")),
    field<&ElementWiseIdentityDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The copy: the same data type and sizes as the input.")),
    field<&ElementWiseIdentityDesc::ScaleBias>("ScaleBias", FieldKind::ScaleBias)
        .optionalInFiles()
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "Optional: each element becomes x × Scale + Bias, computed in FLOAT32 and written back in the tensor's type. Null copies the elements unchanged. Not for 64-bit types.")),
};

constexpr OperatorSchema kSchema{OperatorType::ElementWiseIdentity, "DML_OPERATOR_ELEMENT_WISE_IDENTITY",
                                 "DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC", FeatureLevel::FL_1_0, kFields, OperatorFamily::CopyAndReshape,
                                 /*readmeRow=*/5};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes},
                                   {FeatureLevel::FL_3_0, 1, 8, kUpTo32},
                                   {FeatureLevel::FL_2_1, 4, 5, kUpTo32},
                                   {FeatureLevel::FL_1_0, 4, 5, kF32F16}};

// A transpose: the 3 × 4 input is read from a buffer that holds its transpose (4 rows of 3), column by column.
OperatorDesc defaultIdentity() {
  ElementWiseIdentityDesc d{tensorOf(DataType::Float32, {1, 1, 3, 4}), tensorOf(DataType::Float32, {1, 1, 3, 4}), std::nullopt};
  d.InputTensor.strides = std::vector<uint32_t>{12, 12, 1, 3};
  return d;
}

DerivedSizes deriveIdentity(const ElementWiseIdentityDesc& d) {
  if (!usableSizes(d.InputTensor)) return {std::nullopt};
  return {d.InputTensor.sizes};
}

std::optional<uint32_t> identitySource(const ElementWiseIdentityDesc&, uint32_t, std::span<const uint32_t> o,
                                       std::span<uint32_t> in) {
  for (size_t k = 0; k < o.size(); ++k) in[k] = o[k];
  return 0;
}

// The page: InputTensor and OutputTensor have the same DataType, DimensionCount and Sizes (the first two are
// every operator's rule, validation.cpp's). ScaleBias: not for 64-bit types (scale_bias.h says whose word that is).
void validateIdentityRules(const ElementWiseIdentityDesc& d, ValidationContext& ctx) {
  if (d.ScaleBias && isKnown(d.InputTensor.dataType) && !takesScaleBias(d.InputTensor.dataType))
    ctx.add("ScaleBias", "identity.scale-bias-64-bit", {std::string(fullName(d.InputTensor.dataType))});
  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  if (!usableSizes(d.InputTensor) || d.OutputTensor.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k)
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, k, d.InputTensor.sizes[k], fmt::format("InputTensor.Sizes[{}]", k));
}

std::optional<uint32_t> explainIdentity(const ElementWiseIdentityDesc&, uint32_t, std::span<const uint32_t> o,
                                        std::span<uint32_t> in, StepList& steps) {
  for (uint32_t k = 0; k < o.size(); ++k) {
    in[k] = o[k];
    steps.add(k, k, "explain.unchanged", {k, o[k]});
  }
  return 0;
}

std::vector<OutputElement> identityFedBy(const ElementWiseIdentityDesc& d, uint32_t, std::span<const uint32_t> in,
                                         uint64_t limit, uint64_t* total) {
  return one(0, in, d.OutputTensor.sizes, limit, total);
}

}  // namespace

template <>
const OperatorRules& rulesFor<ElementWiseIdentityDesc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultIdentity,
                                   onDesc<ElementWiseIdentityDesc, deriveIdentity>,
                                   onDesc<ElementWiseIdentityDesc, identitySource>,
                                   onDesc<ElementWiseIdentityDesc, explainIdentity>,
                                   onDesc<ElementWiseIdentityDesc, validateIdentityRules>,
                                   onDesc<ElementWiseIdentityDesc, identityFedBy>,
                                   kSupport};
  return rules;
}

}  // namespace dmlscope::detail
