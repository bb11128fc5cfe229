#include "onnx/translate_common.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <utility>

namespace dmlscope::onnx::detail {

namespace {

template <class T>
std::string joinNumbers(std::span<const T> values) {
  std::string text = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + "]";
}

std::string shapeText(std::span<const std::optional<int64_t>> dims) {
  std::string text = "[";
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) text += ", ";
    text += dims[i] ? std::to_string(*dims[i]) : std::string("?");
  }
  return text + "]";
}

std::string howToGive(std::string_view name) {
  return "give it with --input " + std::string(name) + "=FILE.npy|.pb";
}

}  // namespace

NodeContext::NodeContext(const OnnxModel& model_, const OnnxNode& node_, const GivenTensors& given_,
                         int64_t sinceVersion)
    : model(model_), node(node_), given(given_), since(sinceVersion) {
  out.sinceVersion = sinceVersion;
}

bool NodeContext::hasInput(size_t index) const {
  return index < node.inputs.size() && !node.inputs[index].empty();
}

std::string_view NodeContext::inputName(size_t index) const {
  return index < node.inputs.size() ? std::string_view(node.inputs[index]) : std::string_view();
}

std::string_view NodeContext::outputName(size_t index) const {
  return index < node.outputs.size() ? std::string_view(node.outputs[index]) : std::string_view();
}

Result<KnownValue> NodeContext::inputValue(size_t index) const {
  if (!hasInput(index)) {
    return refusal(node.opType + " has no input " + std::to_string(index) + " (it needs one there)");
  }
  const std::string name(inputName(index));
  KnownValue value;
  value.name = name;
  // A tensor at hand states both type and shape: the model's constants first (what ONNX Runtime binds), then
  // what the caller gave.
  const OnnxTensor* tensor = model.constant(name);
  if (!tensor) {
    const auto found = given.find(name);
    if (found != given.end()) tensor = &found->second;
  }
  if (tensor) {
    value.onnxType = tensor->onnxType;
    value.dims = tensor->dims;
  } else {
    const OnnxValueInfo* info = model.value(name);
    if (!info || !info->shape) {
      return refusal("the shape of input " + quotedName(name) +
                     " is unknown: the model does not state it and shape inference could not infer it; " +
                     howToGive(name));
    }
    if (!info->fullyKnown()) {
      return refusal("the shape of input " + quotedName(name) + " is not fully known (" + shapeText(*info->shape) +
                     "); " + howToGive(name));
    }
    for (const auto& dim : *info->shape) value.dims.push_back(*dim);
    value.onnxType = info->onnxType;
    if (value.onnxType == 0) {
      return refusal("the element type of input " + quotedName(name) + " is unknown; " + howToGive(name));
    }
  }
  value.dataType = directMlTypeOf(value.onnxType);
  if (value.dataType == DataType::Unknown) {
    // OperatorRegistration.cpp registers the data movement operators for AllScalars: no string, complex or
    // bfloat16 tensors.
    return refusal("input " + quotedName(name) + " has element type " + onnxTypeName(value.onnxType) +
                   ", which ONNX Runtime's DirectML provider does not register " + node.opType +
                   " for: ONNX Runtime runs it on its CPU provider");
  }
  for (size_t d = 0; d < value.dims.size(); ++d) {
    if (value.dims[d] < 0) {
      return refusal("input " + quotedName(name) + " has a negative dimension " + std::to_string(d));
    }
    // DirectML's sizes are 32-bit; refusing larger ones here also keeps every size arithmetic below in range.
    if (value.dims[d] > std::numeric_limits<uint32_t>::max()) {
      return refusal("input " + quotedName(name) + " dimension " + std::to_string(d) + " = " +
                     std::to_string(value.dims[d]) + " does not fit DirectML's 32-bit sizes");
    }
  }
  if (value.dims.size() > kMaxDimensions) {
    return refusal("input " + quotedName(name) + " has " + std::to_string(value.dims.size()) +
                   " dimensions; DirectML takes at most " + std::to_string(kMaxDimensions));
  }
  return value;
}

Result<const OnnxTensor*> NodeContext::constantInput(size_t index) const {
  if (!hasInput(index)) {
    return refusal(node.opType + " has no input " + std::to_string(index));
  }
  const std::string name(inputName(index));
  if (const OnnxTensor* tensor = model.constant(name)) return tensor;
  const auto found = given.find(name);
  if (found != given.end()) return &found->second;
  // OperatorRegistration.cpp's requiredConstantCpuInputs: the EP reads these on the CPU when it builds the
  // operator, so it must know them; dmlscope needs their values for the same reason.
  return refusal("input " + quotedName(name) + " is not a constant of the model: " + howToGive(name));
}

Result<std::vector<int64_t>> NodeContext::int32Input(size_t index, bool* clamped) const {
  auto tensor = constantInput(index);
  if (!tensor) return tensor.error();
  const OnnxTensor& t = **tensor;
  if (clamped) *clamped = false;
  std::vector<int64_t> values;
  values.reserve(t.elementCount);
  if (t.dataType == DataType::Int32 && t.data.size() == t.elementCount * 4) {
    for (uint64_t i = 0; i < t.elementCount; ++i) {
      int32_t v = 0;
      std::memcpy(&v, t.data.data() + i * 4, 4);
      values.push_back(v);
    }
  } else if (t.dataType == DataType::Int64 && t.data.size() == t.elementCount * 8) {
    for (uint64_t i = 0; i < t.elementCount; ++i) {
      int64_t v = 0;
      std::memcpy(&v, t.data.data() + i * 8, 8);
      const int64_t c = std::clamp<int64_t>(v, std::numeric_limits<int32_t>::min(),
                                            std::numeric_limits<int32_t>::max());
      if (c != v && clamped) *clamped = true;
      values.push_back(c);
    }
  } else {
    return refusal("input " + quotedName(inputName(index)) + " has element type " + onnxTypeName(t.onnxType) +
                   "; " + node.opType + " reads it as int32 or int64");
  }
  return values;
}

const OnnxAttribute* NodeContext::attribute(std::string_view name) const { return node.attribute(name); }

Result<int64_t> NodeContext::intAttribute(std::string_view name, int64_t fallback, bool* present) const {
  const OnnxAttribute* a = attribute(name);
  if (present) *present = a != nullptr;
  if (!a) return fallback;
  if (a->kind != OnnxAttribute::Kind::Int) {
    return refusal("attribute " + std::string(name) + " of " + node.opType + " is not an INT");
  }
  return a->i;
}

Result<std::vector<int64_t>> NodeContext::intsAttribute(std::string_view name, bool* present) const {
  const OnnxAttribute* a = attribute(name);
  if (present) *present = a != nullptr;
  if (!a) return std::vector<int64_t>{};
  if (a->kind != OnnxAttribute::Kind::Ints) {
    return refusal("attribute " + std::string(name) + " of " + node.opType + " is not INTS");
  }
  return a->ints;
}

Result<std::string> NodeContext::stringAttribute(std::string_view name, std::string_view fallback,
                                                 bool* present) const {
  const OnnxAttribute* a = attribute(name);
  if (present) *present = a != nullptr;
  if (!a) return std::string(fallback);
  if (a->kind != OnnxAttribute::Kind::String) {
    return refusal("attribute " + std::string(name) + " of " + node.opType + " is not a STRING");
  }
  return a->s;
}

void NodeContext::origin(std::string field, std::string text) {
  out.origins.push_back(FieldOrigin{std::move(field), std::move(text)});
}

void NodeContext::note(std::string text) { out.notes.push_back(std::move(text)); }

std::string listText(std::span<const int64_t> values) { return joinNumbers(values); }
std::string listText(std::span<const uint32_t> values) { return joinNumbers(values); }
std::string listText(std::span<const int32_t> values) { return joinNumbers(values); }

std::string quotedName(std::string_view name) { return "\"" + std::string(name) + "\""; }

std::string rankRaisedText(size_t from, size_t to) {
  if (from == to) return {};
  return ", rank raised from " + std::to_string(from) + " to " + std::to_string(to) + " with leading 1s";
}

std::string inputText(const NodeContext& context, size_t index) {
  return "input " + quotedName(context.inputName(index));
}

std::string outputText(const NodeContext& context, size_t index) {
  return "output " + quotedName(context.outputName(index));
}

Result<int64_t> resolveAxis(int64_t axis, size_t rank, std::string_view what) {
  const int64_t r = static_cast<int64_t>(rank);
  const int64_t resolved = axis < 0 ? axis + r : axis;
  if (resolved < 0 || resolved >= r) {
    return refusal(std::string(what) + " " + std::to_string(axis) + " is outside a tensor of rank " +
                   std::to_string(rank));
  }
  return resolved;
}

Result<std::vector<uint32_t>> raisedSizes(std::span<const int64_t> dims, size_t minRank, std::string_view what) {
  if (dims.size() > kMaxDimensions) {
    return refusal(std::string(what) + " has " + std::to_string(dims.size()) +
                   " dimensions; DirectML takes at most " + std::to_string(kMaxDimensions));
  }
  std::vector<uint32_t> sizes(minRank > dims.size() ? minRank - dims.size() : 0, 1u);
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] < 0 || dims[d] > std::numeric_limits<uint32_t>::max()) {
      return refusal(std::string(what) + " dimension " + std::to_string(d) + " = " + std::to_string(dims[d]) +
                     " does not fit DirectML's 32-bit sizes");
    }
    sizes.push_back(static_cast<uint32_t>(dims[d]));
  }
  return sizes;
}

TensorDesc bufferTensor(DataType type, std::vector<uint32_t> sizes, std::optional<std::vector<uint32_t>> strides) {
  TensorDesc tensor;
  tensor.dataType = type;
  tensor.sizes = std::move(sizes);
  tensor.strides = std::move(strides);
  return tensor;
}

void describeInputTensor(NodeContext& context, const std::string& field, size_t index, const KnownValue& value,
                         const TensorDesc& tensor) {
  std::string type = "element type " + onnxTypeName(value.onnxType) + " of " + inputText(context, index);
  if (value.onnxType == static_cast<int32_t>(OnnxElementType::Bool)) type += " (BOOL bound as UINT8)";
  context.origin(field + ".DataType", std::move(type));
  context.origin(field + ".Sizes", "shape " + listText(std::span<const int64_t>(value.dims)) + " of " +
                                       inputText(context, index) +
                                       rankRaisedText(value.rank(), tensor.sizes.size()));
}

void describeOutputTensor(NodeContext& context, const std::string& field, size_t outputIndex,
                          const TensorDesc& tensor, std::string_view typeSource, std::string_view how,
                          size_t onnxRank) {
  context.origin(field + ".DataType", std::string(typeSource));
  context.origin(field + ".Sizes", listText(std::span<const uint32_t>(tensor.sizes)) + " for " +
                                       outputText(context, outputIndex) + ": " + std::string(how) +
                                       rankRaisedText(onnxRank, tensor.sizes.size()));
}

Error refusal(std::string message) { return Error{std::move(message)}; }

}  // namespace dmlscope::onnx::detail
