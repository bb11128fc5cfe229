// What the operators share: tensor slots read from the field tables, derived fields, the dispatch to each one's
// formula, and the validation helpers their rules use.
#include <fmt/format.h>

#include <stdexcept>

#include "operators/operator_rules.h"

namespace dmlscope {
namespace {

// The slots of the tensor fields of one direction, in field order; an array gives one slot per element.
std::vector<TensorSlot> slotsOf(const OperatorDesc& desc, bool outputs) {
  std::vector<TensorSlot> slots;
  for (const OperatorField& f : operatorSchema(desc).fields) {
    if (f.isOutput() != outputs || !(f.isTensor() || f.isTensorArray())) continue;
    const auto index = [&] { return static_cast<uint32_t>(slots.size()); };
    if (f.isTensor()) {
      slots.push_back({std::string(f.name), outputs, index()});
    } else {
      const auto& tensors = fieldValue<std::vector<TensorDesc>>(desc, f);
      for (uint32_t i = 0; i < tensors.size(); ++i) slots.push_back({indexed(f.name, i), outputs, index()});
    }
  }
  return slots;
}

// Tensor `index` among the tensor fields of one direction.
TensorDesc& tensorAt(OperatorDesc& desc, bool outputs, uint32_t index) {
  uint32_t first = 0;
  for (const OperatorField& f : operatorSchema(desc).fields) {
    if (f.isOutput() != outputs || !(f.isTensor() || f.isTensorArray())) continue;
    if (f.isTensor()) {
      if (index == first) return fieldValue<TensorDesc>(desc, f);
      ++first;
    } else {
      auto& tensors = fieldValue<std::vector<TensorDesc>>(desc, f);
      if (index - first < tensors.size()) return tensors[index - first];
      first += static_cast<uint32_t>(tensors.size());
    }
  }
  throw std::out_of_range("no such tensor");  // as std::vector::at did for an array's element
}

}  // namespace

std::vector<TensorSlot> inputSlots(const OperatorDesc& desc) { return slotsOf(desc, false); }
std::vector<TensorSlot> outputSlots(const OperatorDesc& desc) { return slotsOf(desc, true); }

TensorDesc& inputTensor(OperatorDesc& desc, uint32_t index) { return tensorAt(desc, false, index); }
TensorDesc& outputTensor(OperatorDesc& desc, uint32_t index) { return tensorAt(desc, true, index); }

const TensorDesc& inputTensor(const OperatorDesc& desc, uint32_t index) {
  return inputTensor(const_cast<OperatorDesc&>(desc), index);
}

const TensorDesc& outputTensor(const OperatorDesc& desc, uint32_t index) {
  return outputTensor(const_cast<OperatorDesc&>(desc), index);
}

std::vector<std::optional<std::vector<uint32_t>>> derivedOutputSizes(const OperatorDesc& desc) {
  return detail::rulesOf(desc).derive(desc);
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
  for (const OperatorField& f : operatorSchema(desc).fields)
    if (f.kind == FieldKind::Count) fieldValue<std::optional<uint32_t>>(desc, f).reset();
  for (const auto& slot : inputSlots(desc)) inputTensor(desc, slot.index).dimensionCount.reset();
}

std::optional<uint32_t> sourceOf(const OperatorDesc& desc, uint32_t output, std::span<const uint32_t> outCoords,
                                 std::span<uint32_t> inCoords) {
  return sourceOf(desc, IndexValues::none(), output, outCoords, inCoords);
}

std::optional<uint32_t> sourceOf(const OperatorDesc& desc, const IndexValues& values, uint32_t output,
                                 std::span<const uint32_t> outCoords, std::span<uint32_t> inCoords,
                                 std::optional<Source>* via) {
  const detail::OperatorRules& rules = detail::rulesOf(desc);
  std::optional<Source> ignored;
  if (!via) via = &ignored;
  via->reset();
  if (rules.sourceThrough) return rules.sourceThrough(desc, values, output, outCoords, inCoords, via);
  return rules.source(desc, output, outCoords, inCoords);
}

namespace detail {

std::string str(uint64_t v) { return std::to_string(v); }

TensorDesc tensorOf(DataType type, std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  return t;
}

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
