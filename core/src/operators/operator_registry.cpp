// The operators dmlscope knows, found by type: DMLSCOPE_OPERATORS (operators.h) is the list, and each operator's
// file holds its OperatorRules. Also what an operator's name and schema answer.
#include <array>

#include "operators/operator_rules.h"

namespace dmlscope {
namespace detail {
namespace {

// In OperatorDesc's order, so that a desc's index finds its operator.
const std::array<const OperatorRules*, std::variant_size_v<OperatorDesc>>& allRules() {
#define DMLSCOPE_OPERATOR_RULES(name, desc, value) &rulesFor<desc>(),
  static const std::array<const OperatorRules*, std::variant_size_v<OperatorDesc>> rules = {
      DMLSCOPE_OPERATORS(DMLSCOPE_OPERATOR_RULES)};
#undef DMLSCOPE_OPERATOR_RULES
  return rules;
}

#define DMLSCOPE_OPERATOR_TYPE(name, desc, value) OperatorType::name,
constexpr OperatorType kTypes[] = {DMLSCOPE_OPERATORS(DMLSCOPE_OPERATOR_TYPE)};
#undef DMLSCOPE_OPERATOR_TYPE

constexpr std::string_view kOperatorPrefix = "DML_OPERATOR_";

}  // namespace

const OperatorRules& rulesOf(const OperatorDesc& desc) { return *allRules()[desc.index()]; }

const OperatorRules& rulesOf(OperatorType type) {
  for (const OperatorRules* rules : allRules())
    if (rules->schema->type == type) return *rules;
  return *allRules()[0];
}

}  // namespace detail

std::span<const OperatorType> allOperators() { return detail::kTypes; }

const OperatorSchema& operatorSchema(OperatorType type) { return *detail::rulesOf(type).schema; }
const OperatorSchema& operatorSchema(const OperatorDesc& desc) { return *detail::rulesOf(desc).schema; }

OperatorType operatorType(const OperatorDesc& desc) { return detail::kTypes[desc.index()]; }

std::string_view fullName(OperatorType type) { return operatorSchema(type).fullName; }
std::string_view shortName(OperatorType type) { return fullName(type).substr(detail::kOperatorPrefix.size()); }

std::string operatorNameList(std::string_view separator) {
  std::string list;
  for (OperatorType type : allOperators()) {
    if (!list.empty()) list += separator;
    list += shortName(type);
  }
  return list;
}
FeatureLevel introducedIn(OperatorType type) { return operatorSchema(type).introduced; }

std::optional<OperatorType> parseOperatorType(std::string_view name) {
  for (OperatorType type : allOperators())
    if (name == fullName(type) || name == shortName(type)) return type;
  return std::nullopt;
}

OperatorDesc emptyDesc(OperatorType type) {
#define DMLSCOPE_EMPTY_DESC(name, desc, value) \
  if (type == OperatorType::name) return desc{};
  DMLSCOPE_OPERATORS(DMLSCOPE_EMPTY_DESC)
#undef DMLSCOPE_EMPTY_DESC
  return OperatorDesc{};
}

OperatorDesc defaultDesc(OperatorType type) { return detail::rulesOf(type).makeDefault(); }

// ---- the schema's own questions

DataType scalarDataType(const OperatorDesc& desc, const OperatorField& scalar) {
  const OperatorField* type = operatorSchema(desc).field(scalar.typeField);
  return type ? static_cast<DataType>(enumValue(desc, *type)) : DataType::Unknown;
}

std::string_view EnumNames::fullName(uint32_t value) const {
  return value < names.size() ? names[value] : std::string_view{"(unknown)"};
}

std::string_view EnumNames::shortName(uint32_t value) const {
  const std::string_view name = fullName(value);
  return name.starts_with(prefix) ? name.substr(prefix.size()) : name;
}

std::optional<uint32_t> EnumNames::parse(std::string_view name) const {
  for (uint32_t i = 0; i < names.size(); ++i)
    if (name == names[i] || name == names[i].substr(prefix.size())) return i;
  return std::nullopt;
}

const OperatorField* OperatorSchema::field(std::string_view name) const {
  for (const OperatorField& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

uint32_t OperatorSchema::derivedCount(const OperatorDesc& desc, const OperatorField& count) const {
  for (const OperatorField& f : fields) {
    if (f.countField != count.name) continue;
    if (f.isTensorArray()) return static_cast<uint32_t>(fieldValue<std::vector<TensorDesc>>(desc, f).size());
    if (f.kind == FieldKind::UIntArray) return static_cast<uint32_t>(fieldValue<std::vector<uint32_t>>(desc, f).size());
    if (f.kind == FieldKind::IntArray) return static_cast<uint32_t>(fieldValue<std::vector<int32_t>>(desc, f).size());
  }
  return 0;
}

}  // namespace dmlscope
