// What the five operators share: names, tensor slots, derived sizes and the dispatch to each one's formula.
#include <fmt/format.h>

#include "operators/operator_rules.h"

namespace dmlscope {
namespace {

struct OperatorName {
  OperatorType type;
  std::string_view fullName;
  FeatureLevel introduced;
};

constexpr OperatorName kOperators[] = {
    {OperatorType::Tile, "DML_OPERATOR_TILE", FeatureLevel::FL_1_0},
    {OperatorType::Padding, "DML_OPERATOR_PADDING", FeatureLevel::FL_1_0},
    {OperatorType::DepthToSpace1, "DML_OPERATOR_DEPTH_TO_SPACE1", FeatureLevel::FL_2_1},
    {OperatorType::Split, "DML_OPERATOR_SPLIT", FeatureLevel::FL_1_0},
    {OperatorType::Join, "DML_OPERATOR_JOIN", FeatureLevel::FL_1_0},
};

const OperatorName& entry(OperatorType type) {
  for (const auto& o : kOperators)
    if (o.type == type) return o;
  return kOperators[0];
}

constexpr std::string_view kPaddingModes[] = {"DML_PADDING_MODE_CONSTANT", "DML_PADDING_MODE_EDGE",
                                              "DML_PADDING_MODE_REFLECTION", "DML_PADDING_MODE_SYMMETRIC"};
constexpr std::string_view kOrders[] = {"DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW",
                                        "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH"};

// Looks `name` up among full names, accepting the part after `prefix` as the short form.
template <size_t N>
std::optional<uint32_t> parseEnum(std::string_view name, const std::string_view (&names)[N], std::string_view prefix) {
  for (size_t i = 0; i < N; ++i)
    if (name == names[i] || name == names[i].substr(prefix.size())) return static_cast<uint32_t>(i);
  return std::nullopt;
}

template <size_t N>
std::string_view enumName(uint32_t value, const std::string_view (&names)[N]) {
  return value < N ? names[value] : std::string_view{"(unknown)"};
}

TensorDesc tensor(DataType type, std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  return t;
}

}  // namespace

OperatorType operatorType(const OperatorDesc& desc) {
  constexpr OperatorType kTypes[] = {OperatorType::Tile, OperatorType::Padding, OperatorType::DepthToSpace1,
                                     OperatorType::Split, OperatorType::Join};
  return kTypes[desc.index()];
}

std::string_view fullName(OperatorType type) { return entry(type).fullName; }
std::string_view shortName(OperatorType type) { return entry(type).fullName.substr(std::string_view("DML_OPERATOR_").size()); }
FeatureLevel introducedIn(OperatorType type) { return entry(type).introduced; }

std::optional<OperatorType> parseOperatorType(std::string_view name) {
  for (const auto& o : kOperators)
    if (name == o.fullName || name == o.fullName.substr(std::string_view("DML_OPERATOR_").size())) return o.type;
  return std::nullopt;
}

std::string_view fullName(PaddingMode mode) { return enumName(static_cast<uint32_t>(mode), kPaddingModes); }
std::string_view shortName(PaddingMode mode) {
  auto n = fullName(mode);
  return n.starts_with("DML_") ? n.substr(std::string_view("DML_PADDING_MODE_").size()) : n;
}
std::optional<PaddingMode> parsePaddingMode(std::string_view name) {
  auto v = parseEnum(name, kPaddingModes, "DML_PADDING_MODE_");
  return v ? std::optional(static_cast<PaddingMode>(*v)) : std::nullopt;
}

std::string_view fullName(DepthSpaceOrder order) { return enumName(static_cast<uint32_t>(order), kOrders); }
std::string_view shortName(DepthSpaceOrder order) {
  auto n = fullName(order);
  return n.starts_with("DML_") ? n.substr(std::string_view("DML_DEPTH_SPACE_ORDER_").size()) : n;
}
std::optional<DepthSpaceOrder> parseDepthSpaceOrder(std::string_view name) {
  auto v = parseEnum(name, kOrders, "DML_DEPTH_SPACE_ORDER_");
  return v ? std::optional(static_cast<DepthSpaceOrder>(*v)) : std::nullopt;
}

OperatorDesc defaultDesc(OperatorType type) {
  switch (type) {
    case OperatorType::Tile:
      return TileDesc{tensor(DataType::Float32, {1, 1, 2, 3}), tensor(DataType::Float32, {1, 1, 6, 9}), std::nullopt,
                      {1, 1, 3, 3}};
    case OperatorType::Padding: {
      PaddingDesc d{tensor(DataType::Float32, {1, 1, 4, 4}), tensor(DataType::Float32, {1, 1, 8, 10}),
                    PaddingMode::Reflection, 0.0f, std::nullopt, {0, 0, 1, 2}, {0, 0, 3, 4}};
      return d;
    }
    case OperatorType::DepthToSpace1:
      return DepthToSpace1Desc{tensor(DataType::Float32, {1, 8, 2, 3}), tensor(DataType::Float32, {1, 2, 4, 6}), 2,
                               DepthSpaceOrder::DepthColumnRow};
    case OperatorType::Split:
      return SplitDesc{tensor(DataType::Float32, {1, 1, 6, 2}), std::nullopt,
                       {tensor(DataType::Float32, {1, 1, 2, 2}), tensor(DataType::Float32, {1, 1, 1, 2}),
                        tensor(DataType::Float32, {1, 1, 3, 2})},
                       2};
    case OperatorType::Join:
      return JoinDesc{std::nullopt,
                      {tensor(DataType::Float32, {1, 1, 2, 3}), tensor(DataType::Float32, {1, 1, 2, 4})},
                      tensor(DataType::Float32, {1, 1, 2, 7}),
                      3};
  }
  return TileDesc{};
}

std::vector<TensorSlot> inputSlots(const OperatorDesc& desc) {
  if (auto join = std::get_if<JoinDesc>(&desc)) {
    std::vector<TensorSlot> slots;
    for (uint32_t i = 0; i < join->InputTensors.size(); ++i) slots.push_back({indexed("InputTensors", i), false, i});
    return slots;
  }
  return {{"InputTensor", false, 0}};
}

std::vector<TensorSlot> outputSlots(const OperatorDesc& desc) {
  if (auto split = std::get_if<SplitDesc>(&desc)) {
    std::vector<TensorSlot> slots;
    for (uint32_t i = 0; i < split->OutputTensors.size(); ++i) slots.push_back({indexed("OutputTensors", i), true, i});
    return slots;
  }
  return {{"OutputTensor", true, 0}};
}

TensorDesc& inputTensor(OperatorDesc& desc, uint32_t index) {
  return std::visit(
      [&](auto& d) -> TensorDesc& {
        if constexpr (std::is_same_v<std::decay_t<decltype(d)>, JoinDesc>) return d.InputTensors.at(index);
        else return d.InputTensor;
      },
      desc);
}

TensorDesc& outputTensor(OperatorDesc& desc, uint32_t index) {
  return std::visit(
      [&](auto& d) -> TensorDesc& {
        if constexpr (std::is_same_v<std::decay_t<decltype(d)>, SplitDesc>) return d.OutputTensors.at(index);
        else return d.OutputTensor;
      },
      desc);
}

const TensorDesc& inputTensor(const OperatorDesc& desc, uint32_t index) {
  return inputTensor(const_cast<OperatorDesc&>(desc), index);
}

const TensorDesc& outputTensor(const OperatorDesc& desc, uint32_t index) {
  return outputTensor(const_cast<OperatorDesc&>(desc), index);
}

std::vector<std::optional<std::vector<uint32_t>>> derivedOutputSizes(const OperatorDesc& desc) {
  using namespace detail;
  return std::visit(
      [](const auto& d) -> DerivedSizes {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) return deriveTile(d);
        else if constexpr (std::is_same_v<T, PaddingDesc>) return derivePadding(d);
        else if constexpr (std::is_same_v<T, DepthToSpace1Desc>) return deriveDepthToSpace(d);
        else if constexpr (std::is_same_v<T, SplitDesc>) return deriveSplit(d);
        else return deriveJoin(d);
      },
      desc);
}

void fillDerivedFields(OperatorDesc& desc) {
  auto derived = derivedOutputSizes(desc);
  for (uint32_t i = 0; i < derived.size(); ++i) {
    if (!derived[i]) continue;
    TensorDesc& out = outputTensor(desc, i);
    out.sizes = *derived[i];
    out.dimensionCount.reset();
    if (out.strides && out.strides->size() != out.sizes.size()) out.strides.reset();
  }
  std::visit(
      [](auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) d.RepeatsCount.reset();
        else if constexpr (std::is_same_v<T, PaddingDesc>) d.DimensionCount.reset();
        else if constexpr (std::is_same_v<T, SplitDesc>) d.OutputCount.reset();
        else if constexpr (std::is_same_v<T, JoinDesc>) d.InputCount.reset();
      },
      desc);
  for (const auto& slot : inputSlots(desc)) inputTensor(desc, slot.index).dimensionCount.reset();
}

std::optional<uint32_t> sourceOf(const OperatorDesc& desc, uint32_t output, std::span<const uint32_t> outCoords,
                                 std::span<uint32_t> inCoords) {
  using namespace detail;
  return std::visit(
      [&](const auto& d) -> std::optional<uint32_t> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) return tileSource(d, outCoords, inCoords);
        else if constexpr (std::is_same_v<T, PaddingDesc>) return paddingSource(d, outCoords, inCoords);
        else if constexpr (std::is_same_v<T, DepthToSpace1Desc>) return depthToSpaceSource(d, outCoords, inCoords);
        else if constexpr (std::is_same_v<T, SplitDesc>) return splitSource(d, output, outCoords, inCoords);
        else return joinSource(d, outCoords, inCoords);
      },
      desc);
}

namespace detail {

std::string str(uint64_t v) { return std::to_string(v); }

Diagnostic& ValidationContext::add(std::string field, std::string id, std::vector<std::string> args) {
  out.push_back(makeDiagnostic(std::move(field), std::move(id), std::move(args)));
  return out.back();
}

Diagnostic& ValidationContext::addForDimension(std::string field, std::string tensorField, uint32_t dim,
                                               std::string id, std::vector<std::string> args) {
  Diagnostic& d = add(std::move(field), std::move(id), std::move(args));
  d.tensorField = std::move(tensorField);
  d.dimension = dim;
  return d;
}

bool usableSizes(const TensorDesc& t) {
  if (t.sizes.empty() || t.sizes.size() > kMaxDimensions) return false;
  if (t.dimensionCount && *t.dimensionCount != t.sizes.size()) return false;
  for (uint32_t s : t.sizes)
    if (s == 0) return false;
  return true;
}

void checkDerivedSize(ValidationContext& ctx, const std::string& field, const TensorDesc& tensor, uint32_t dim,
                      uint64_t expected, const std::string& formula) {
  const std::string sizeField = fieldPath(field, "Sizes", dim);
  if (expected > UINT32_MAX) {
    ctx.addForDimension(sizeField, field, dim, "operator.size-overflow", {fmt::format("{} = {}", formula, expected)});
  } else if (tensor.sizes[dim] != expected) {
    ctx.addForDimension(sizeField, field, dim, "operator.output-size",
                        {str(tensor.sizes[dim]), fmt::format("{} = {}", formula, expected)});
  }
}

void checkCount(ValidationContext& ctx, const char* countField, std::optional<uint32_t> count, const char* arrayField,
                size_t arrayLength) {
  if (count && *count != arrayLength) ctx.add(countField, "operator.count-mismatch", {str(*count), arrayField, str(arrayLength)});
}

}  // namespace detail
}  // namespace dmlscope
