// DML_DEPTH_TO_SPACE1 and its first version DML_DEPTH_TO_SPACE: their fields, {N, C, H, W} -> {N, C/B², H·B, W·B}
// in DCR or CRD order (the first version has no Order: always DCR, orderOf in depth_space_index.h), the inverse
// and the rules, each written once for both descs.
#include "operators/operator_rules.h"

#include <array>

#include "operators/depth_space_index.h"
#include "operators/preimage.h"

#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

template <class D>
bool formulaApplies(const D& d) {
  return usableSizes(d.InputTensor) && d.InputTensor.sizes.size() == 4 && d.BlockSize > 0 &&
         d.InputTensor.sizes[1] % (uint64_t{d.BlockSize} * d.BlockSize) == 0;
}

}  // namespace

template <class D>
DerivedSizes deriveDepthToSpace(const D& d) {
  if (!formulaApplies(d)) return {std::nullopt};
  const auto& in = d.InputTensor.sizes;
  const uint64_t b = d.BlockSize;
  const uint64_t h = in[2] * b, w = in[3] * b;
  if (h > UINT32_MAX || w > UINT32_MAX) return {std::nullopt};
  return {std::vector<uint32_t>{in[0], static_cast<uint32_t>(in[1] / (b * b)), static_cast<uint32_t>(h),
                                static_cast<uint32_t>(w)}};
}

template <class D>
std::optional<uint32_t> depthToSpaceSource(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  const uint64_t b = d.BlockSize;
  const uint64_t outChannels = d.InputTensor.sizes[1] / (b * b);
  const uint64_t by = o[2] % b, bx = o[3] % b;
  const uint64_t channel = deepChannel(orderOf(d), b, outChannels, o[1], by, bx);  // depth_space_index.h
  in[0] = o[0];
  in[1] = static_cast<uint32_t>(channel);
  in[2] = static_cast<uint32_t>(o[2] / b);
  in[3] = static_cast<uint32_t>(o[3] / b);
  return 0;
}

// The rules shared with SpaceToDepth1 (operator_rules.h).
void validateBlockSizeAndOrder(uint32_t blockSize, DepthSpaceOrder order, ValidationContext& ctx) {
  if (blockSize == 0) ctx.add("BlockSize", "depth.block-size-zero", {});
  const auto orderValue = static_cast<uint32_t>(order);
  if (orderValue > static_cast<uint32_t>(DepthSpaceOrder::ColumnRowDepth))
    ctx.add("Order", "depth.order-unknown", {str(orderValue)});
}

template <class D>
void validateDepthToSpaceRules(const D& d, ValidationContext& ctx) {
  validateBlockSizeAndOrder(d.BlockSize, orderOf(d), ctx);

  const auto& in = d.InputTensor.sizes;
  if (!usableSizes(d.InputTensor) || in.size() != 4 || d.BlockSize == 0) return;
  const uint64_t blockArea = uint64_t{d.BlockSize} * d.BlockSize;
  if (in[1] % blockArea != 0) {
    ctx.addForDimension("InputTensor.Sizes[1]", "InputTensor", 1, "depth.channels-divisible",
                        {str(in[1]), str(blockArea)});
    return;
  }
  if (d.OutputTensor.sizes.size() != 4) return;
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 0, in[0], "InputTensor.Sizes[0]");
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 1, in[1] / blockArea,
                   "InputTensor.Sizes[1] / (BlockSize × BlockSize)");
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 2, uint64_t{in[2]} * d.BlockSize,
                   "InputTensor.Sizes[2] × BlockSize");
  checkDerivedSize(ctx, "OutputTensor", d.OutputTensor, 3, uint64_t{in[3]} * d.BlockSize,
                   "InputTensor.Sizes[3] × BlockSize");
}

template <class D>
std::optional<uint32_t> explainDepthToSpace(const D& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                            StepList& steps) {
  const int64_t b = d.BlockSize;
  const int64_t outChannels = d.InputTensor.sizes[1] / (b * b);
  const int64_t by = o[2] % b, bx = o[3] % b;
  in[0] = o[0];
  in[2] = static_cast<uint32_t>(o[2] / b);
  in[3] = static_cast<uint32_t>(o[3] / b);
  steps.add(0, 0, "explain.unchanged", {0, o[0]});
  // Rows and columns first: they give the block offsets that pick the channel.
  steps.add(2, 2, "explain.d2s-row", {2, o[2], in[2], b, by});
  steps.add(3, 3, "explain.d2s-column", {3, o[3], in[3], b, bx});
  const auto channel = static_cast<int64_t>(deepChannel(orderOf(d), b, outChannels, o[1], by, bx));
  if (orderOf(d) == DepthSpaceOrder::DepthColumnRow)
    steps.add(1, 1, "explain.d2s-channel-dcr", {1, by, b, bx, outChannels, o[1], channel});
  else
    steps.add(1, 1, "explain.d2s-channel-crd", {1, o[1], b * b, by, b, bx, channel});
  in[1] = static_cast<uint32_t>(channel);
  return 0;
}

namespace {

template <class D>
std::vector<OutputElement> depthToSpaceFedBy(const D& d, uint32_t, std::span<const uint32_t> in, uint64_t limit,
                                             uint64_t* total) {
  const uint32_t b = d.BlockSize;
  const uint32_t outChannels = d.InputTensor.sizes[1] / (b * b);
  const DeepChannelSplit split = splitDeepChannel(orderOf(d), b, outChannels, in[1]);
  const auto channel = static_cast<uint32_t>(split.channel);
  const auto block = static_cast<uint32_t>(split.block);  // by * b + bx
  const std::array<uint32_t, 4> o = {in[0], channel, in[2] * b + block / b, in[3] * b + block % b};
  return one(0, o, d.OutputTensor.sizes, limit, total);
}

constexpr std::string_view kOrderNames[] = {"DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW",
                                            "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH"};

}  // namespace

// Declared in operator_rules.h: SpaceToDepth1's Order has the same names.
constexpr EnumNames kDepthSpaceOrderNames{"DML_DEPTH_SPACE_ORDER_", kOrderNames, "depth-space-order"};

namespace {

// DML_DEPTH_TO_SPACE1_OPERATOR_DESC.
constexpr OperatorField kFields[] = {
    field<&DepthToSpace1Desc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.")),
    field<&DepthToSpace1Desc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.")),
    field<&DepthToSpace1Desc::BlockSize>("BlockSize", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The side of each block of channels that becomes a block of pixels.")),
    field<&DepthToSpace1Desc::Order>("Order", FieldKind::Enum).named(kDepthSpaceOrderNames)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "DEPTH_COLUMN_ROW is ONNX's DCR; COLUMN_ROW_DEPTH is ONNX's CRD and PyTorch's pixel_shuffle.")),
};

constexpr OperatorSchema kSchema{OperatorType::DepthToSpace1, "DML_OPERATOR_DEPTH_TO_SPACE1",
                                 "DML_DEPTH_TO_SPACE1_OPERATOR_DESC", FeatureLevel::FL_2_1, kFields,
                                 OperatorFamily::CopyAndReshape, /*readmeRow=*/2};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_5_0, 4, 4, kAllTypes}, {FeatureLevel::FL_2_1, 4, 4, kUpTo32}};

OperatorDesc defaultDepthToSpace() {
  return DepthToSpace1Desc{tensorOf(DataType::Float32, {1, 8, 2, 3}), tensorOf(DataType::Float32, {1, 2, 4, 6}), 2,
                           DepthSpaceOrder::DepthColumnRow};
}

// DML_DEPTH_TO_SPACE_OPERATOR_DESC: DEPTH_TO_SPACE1's fields but Order.
constexpr OperatorField kFirstFields[] = {
    field<&DepthToSpaceDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.")),
    field<&DepthToSpaceDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.")),
    field<&DepthToSpaceDesc::BlockSize>("BlockSize", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The side of each block of channels that becomes a block of pixels; the channels are read in DEPTH_COLUMN_ROW order (ONNX's DCR), the only order of this first version.")),
};

constexpr OperatorSchema kFirstSchema{OperatorType::DepthToSpace, "DML_OPERATOR_DEPTH_TO_SPACE",
                                      "DML_DEPTH_TO_SPACE_OPERATOR_DESC", FeatureLevel::FL_1_0, kFirstFields,
                                      OperatorFamily::CopyAndReshape, /*readmeRow=*/15};

// The page's tables: FLOAT32 and FLOAT16 from 1_0, the other 8- to 32-bit types from 2_1, the 64-bit ones from 5_0.
constexpr SupportRow kFirstSupport[] = {{FeatureLevel::FL_5_0, 4, 4, kAllTypes},
                                        {FeatureLevel::FL_2_1, 4, 4, kUpTo32},
                                        {FeatureLevel::FL_1_0, 4, 4, kF32F16}};

// The page's example, in FLOAT32.
OperatorDesc defaultFirstDepthToSpace() {
  return DepthToSpaceDesc{tensorOf(DataType::Float32, {1, 8, 2, 3}), tensorOf(DataType::Float32, {1, 2, 4, 6}), 2};
}

}  // namespace

template <>
const OperatorRules& rulesFor<DepthToSpaceDesc>() {
  static const OperatorRules rules{&kFirstSchema,
                                   defaultFirstDepthToSpace,
                                   onDesc<DepthToSpaceDesc, deriveDepthToSpace<DepthToSpaceDesc>>,
                                   onDesc<DepthToSpaceDesc, depthToSpaceSource<DepthToSpaceDesc>>,
                                   onDesc<DepthToSpaceDesc, explainDepthToSpace<DepthToSpaceDesc>>,
                                   onDesc<DepthToSpaceDesc, validateDepthToSpaceRules<DepthToSpaceDesc>>,
                                   onDesc<DepthToSpaceDesc, depthToSpaceFedBy<DepthToSpaceDesc>>,
                                   kFirstSupport};
  return rules;
}

template <>
const OperatorRules& rulesFor<DepthToSpace1Desc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultDepthToSpace,
                                   onDesc<DepthToSpace1Desc, deriveDepthToSpace<DepthToSpace1Desc>>,
                                   onDesc<DepthToSpace1Desc, depthToSpaceSource<DepthToSpace1Desc>>,
                                   onDesc<DepthToSpace1Desc, explainDepthToSpace<DepthToSpace1Desc>>,
                                   onDesc<DepthToSpace1Desc, validateDepthToSpaceRules<DepthToSpace1Desc>>,
                                   onDesc<DepthToSpace1Desc, depthToSpaceFedBy<DepthToSpace1Desc>>,
                                   kSupport};
  return rules;
}

}  // namespace dmlscope::detail

namespace dmlscope {

std::string_view fullName(DepthSpaceOrder order) {
  return detail::kDepthSpaceOrderNames.fullName(static_cast<uint32_t>(order));
}
std::string_view shortName(DepthSpaceOrder order) {
  return detail::kDepthSpaceOrderNames.shortName(static_cast<uint32_t>(order));
}
std::optional<DepthSpaceOrder> parseDepthSpaceOrder(std::string_view name) {
  auto v = detail::kDepthSpaceOrderNames.parse(name);
  return v ? std::optional(static_cast<DepthSpaceOrder>(*v)) : std::nullopt;
}

}  // namespace dmlscope
