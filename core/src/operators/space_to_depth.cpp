// DML_SPACE_TO_DEPTH1 and its first version DML_SPACE_TO_DEPTH: their fields, {N, C, H, W} -> {N, C·B², H/B, W/B}
// in DCR or CRD order (DepthToSpace1's inverse, with the same DML_DEPTH_SPACE_ORDER; the first version has no
// Order: always DCR, orderOf in depth_space_index.h), the inverse and the rules, each written once for both descs.
//
// The reference page's OutputTensor text repeats DepthToSpace1's formula ({N, C / B², H·B, W·B}); its examples,
// its name and "the inverse of DML_DEPTH_TO_SPACE1" all say {N, C·B², H / B, W / B}, which is what dmlscope
// follows (README, "Semantics decisions").
#include <array>

#include "dmlscope/checked.h"
#include "operators/depth_space_index.h"
#include "operators/operator_rules.h"
#include "operators/preimage.h"

#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

// The output channel count C·B², or nothing when it does not fit in 32 bits.
std::optional<uint32_t> outputChannels(uint32_t channels, uint32_t block) {
  const auto area = checkedMul(block, block);
  const auto product = area ? checkedMul(channels, *area) : std::nullopt;
  if (!product || *product > UINT32_MAX) return std::nullopt;
  return static_cast<uint32_t>(*product);
}

template <class D>
bool formulaApplies(const D& d) {
  const auto& in = d.InputTensor.sizes;
  return usableSizes(d.InputTensor) && in.size() == 4 && d.BlockSize > 0 && in[2] % d.BlockSize == 0 &&
         in[3] % d.BlockSize == 0 && outputChannels(in[1], d.BlockSize);
}

// Where output channel `channel` comes from: the input channel and the block offsets (by, bx) inside the
// B × B block. DCR: channel = (by·B + bx)·C + c; CRD: channel = c·B² + by·B + bx.
struct ChannelSplit {
  uint64_t inputChannel = 0;
  uint64_t block = 0;  // by·B + bx
  uint64_t by = 0;
  uint64_t bx = 0;
};

template <class D>
ChannelSplit splitChannel(const D& d, uint64_t channel) {
  const uint64_t b = d.BlockSize;
  const uint64_t c = d.InputTensor.sizes[1];
  const DeepChannelSplit split = splitDeepChannel(orderOf(d), b, c, channel);  // depth_space_index.h
  ChannelSplit s;
  s.inputChannel = split.channel;
  s.block = split.block;
  s.by = s.block / b;
  s.bx = s.block % b;
  return s;
}

}  // namespace

template <class D>
DerivedSizes deriveSpaceToDepth(const D& d) {
  if (!formulaApplies(d)) return {std::nullopt};
  const auto& in = d.InputTensor.sizes;
  return {std::vector<uint32_t>{in[0], *outputChannels(in[1], d.BlockSize), in[2] / d.BlockSize, in[3] / d.BlockSize}};
}

template <class D>
std::optional<uint32_t> spaceToDepthSource(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  const uint64_t b = d.BlockSize;
  const ChannelSplit s = splitChannel(d, o[1]);
  in[0] = o[0];
  in[1] = static_cast<uint32_t>(s.inputChannel);
  in[2] = static_cast<uint32_t>(o[2] * b + s.by);
  in[3] = static_cast<uint32_t>(o[3] * b + s.bx);
  return 0;
}

template <class D>
void validateSpaceToDepthRules(const D& d, ValidationContext& ctx) {
  validateBlockSizeAndOrder(d.BlockSize, orderOf(d), ctx);

  const auto& in = d.InputTensor.sizes;
  if (!usableSizes(d.InputTensor) || in.size() != 4 || d.BlockSize == 0) return;
  bool divisible = true;
  for (uint32_t dim : {2u, 3u}) {
    if (in[dim] % d.BlockSize == 0) continue;
    ctx.addForDimension(fieldPath("InputTensor", "Sizes", dim), "InputTensor", dim, "depth.size-divisible",
                        {str(in[dim]), str(d.BlockSize)});
    divisible = false;
  }
  if (!divisible || d.OutputTensor.sizes.size() != 4) return;
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 0, in[0], "InputTensor.Sizes[0]");
  if (const auto channels = outputChannels(in[1], d.BlockSize)) {
    checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 1, *channels,
                     "InputTensor.Sizes[1] × BlockSize × BlockSize");
  } else {
    ctx.addForDimension("OutputTensor.Sizes[1]", "OutputTensor", 1, "operator.size-overflow",
                        {fmt::format("InputTensor.Sizes[1] × BlockSize × BlockSize = {} × {} × {}", in[1],
                                     d.BlockSize, d.BlockSize)});
  }
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 2, in[2] / d.BlockSize, "InputTensor.Sizes[2] / BlockSize");
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 3, in[3] / d.BlockSize, "InputTensor.Sizes[3] / BlockSize");
}

template <class D>
std::optional<uint32_t> explainSpaceToDepth(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                            StepList& steps) {
  const int64_t b = d.BlockSize;
  const int64_t c = d.InputTensor.sizes[1];
  const ChannelSplit s = splitChannel(d, o[1]);
  const auto by = static_cast<int64_t>(s.by), bx = static_cast<int64_t>(s.bx);
  const auto block = static_cast<int64_t>(s.block), channel = static_cast<int64_t>(s.inputChannel);
  in[0] = o[0];
  in[1] = static_cast<uint32_t>(channel);
  in[2] = static_cast<uint32_t>(o[2] * b + by);
  in[3] = static_cast<uint32_t>(o[3] * b + bx);
  steps.add(0, 0, "explain.unchanged", {0, o[0]});
  // The channel first: it gives the block offsets that place the row and the column.
  if (orderOf(d) == DepthSpaceOrder::DepthColumnRow)
    steps.add(1, 1, "explain.s2d-channel-dcr", {1, o[1], block, c, channel, by, b, bx});
  else
    steps.add(1, 1, "explain.s2d-channel-crd", {1, o[1], channel, b * b, block, by, b, bx});
  steps.add(2, 2, "explain.s2d-row", {2, o[2], b, by, in[2]});
  steps.add(3, 3, "explain.s2d-column", {3, o[3], b, bx, in[3]});
  return 0;
}

namespace {

template <class D>
std::vector<OutputElement> spaceToDepthFedBy(const D& d, uint32_t, std::span<const uint32_t> in, uint64_t limit,
                                             uint64_t* total) {
  const uint32_t b = d.BlockSize;
  const uint32_t c = d.InputTensor.sizes[1];
  const auto channel = static_cast<uint32_t>(deepChannel(orderOf(d), b, c, in[1], in[2] % b, in[3] % b));
  const std::array<uint32_t, 4> o = {in[0], channel, in[2] / b, in[3] / b};
  return one(0, o, d.OutputTensor.sizes, limit, total);
}

// DML_SPACE_TO_DEPTH1_OPERATOR_DESC.
constexpr OperatorField kFields[] = {
    field<&SpaceToDepth1Desc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The input {N, C, H, W}; H and W must be divisible by BlockSize.")),
    field<&SpaceToDepth1Desc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}.")),
    field<&SpaceToDepth1Desc::BlockSize>("BlockSize", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The side of each block of pixels that becomes a block of channels.")),
    field<&SpaceToDepth1Desc::Order>("Order", FieldKind::Enum).named(kDepthSpaceOrderNames)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "DEPTH_COLUMN_ROW is ONNX's and TensorFlow's order; COLUMN_ROW_DEPTH is PyTorch's pixel_unshuffle.")),
};

constexpr OperatorSchema kSchema{OperatorType::SpaceToDepth1, "DML_OPERATOR_SPACE_TO_DEPTH1",
                                 "DML_SPACE_TO_DEPTH1_OPERATOR_DESC", FeatureLevel::FL_2_1, kFields,
                                 OperatorFamily::CopyAndReshape, /*readmeRow=*/8};

// The page's two tables: 4 dimensions from 2_1, the 64-bit types from 5_0.
constexpr SupportRow kSupport[] = {{FeatureLevel::FL_5_0, 4, 4, kAllTypes}, {FeatureLevel::FL_2_1, 4, 4, kUpTo32}};

OperatorDesc defaultSpaceToDepth() {
  return SpaceToDepth1Desc{tensorOf(DataType::Float32, {1, 2, 4, 6}), tensorOf(DataType::Float32, {1, 8, 2, 3}), 2,
                           DepthSpaceOrder::DepthColumnRow};
}

// DML_SPACE_TO_DEPTH_OPERATOR_DESC: SPACE_TO_DEPTH1's fields but Order.
constexpr OperatorField kFirstFields[] = {
    field<&SpaceToDepthDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The input {N, C, H, W}; H and W must be divisible by BlockSize.")),
    field<&SpaceToDepthDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}.")),
    field<&SpaceToDepthDesc::BlockSize>("BlockSize", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The side of each block of pixels that becomes a block of channels, stacked in DEPTH_COLUMN_ROW order (ONNX's), the only order of this first version.")),
};

constexpr OperatorSchema kFirstSchema{OperatorType::SpaceToDepth, "DML_OPERATOR_SPACE_TO_DEPTH",
                                      "DML_SPACE_TO_DEPTH_OPERATOR_DESC", FeatureLevel::FL_1_0, kFirstFields,
                                      OperatorFamily::CopyAndReshape, /*readmeRow=*/16};

// The page's tables: FLOAT32 and FLOAT16 from 1_0, the other 8- to 32-bit types from 2_1, the 64-bit ones from 5_0.
constexpr SupportRow kFirstSupport[] = {{FeatureLevel::FL_5_0, 4, 4, kAllTypes},
                                        {FeatureLevel::FL_2_1, 4, 4, kUpTo32},
                                        {FeatureLevel::FL_1_0, 4, 4, kF32F16}};

// The page's example, in FLOAT32.
OperatorDesc defaultFirstSpaceToDepth() {
  return SpaceToDepthDesc{tensorOf(DataType::Float32, {1, 2, 4, 6}), tensorOf(DataType::Float32, {1, 8, 2, 3}), 2};
}

}  // namespace

template <>
const OperatorRules& rulesFor<SpaceToDepthDesc>() {
  static const OperatorRules rules{&kFirstSchema,
                                   defaultFirstSpaceToDepth,
                                   onDesc<SpaceToDepthDesc, deriveSpaceToDepth<SpaceToDepthDesc>>,
                                   onDesc<SpaceToDepthDesc, spaceToDepthSource<SpaceToDepthDesc>>,
                                   onDesc<SpaceToDepthDesc, explainSpaceToDepth<SpaceToDepthDesc>>,
                                   onDesc<SpaceToDepthDesc, validateSpaceToDepthRules<SpaceToDepthDesc>>,
                                   onDesc<SpaceToDepthDesc, spaceToDepthFedBy<SpaceToDepthDesc>>,
                                   kFirstSupport};
  return rules;
}

template <>
const OperatorRules& rulesFor<SpaceToDepth1Desc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultSpaceToDepth,
                                   onDesc<SpaceToDepth1Desc, deriveSpaceToDepth<SpaceToDepth1Desc>>,
                                   onDesc<SpaceToDepth1Desc, spaceToDepthSource<SpaceToDepth1Desc>>,
                                   onDesc<SpaceToDepth1Desc, explainSpaceToDepth<SpaceToDepth1Desc>>,
                                   onDesc<SpaceToDepth1Desc, validateSpaceToDepthRules<SpaceToDepth1Desc>>,
                                   onDesc<SpaceToDepth1Desc, spaceToDepthFedBy<SpaceToDepth1Desc>>,
                                   kSupport};
  return rules;
}

}  // namespace dmlscope::detail
