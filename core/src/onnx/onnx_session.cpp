// An ONNX node opened as a session (dmlscope/onnx_session.h): find the node, translate it, fill its inputs.
#include "dmlscope/onnx_session.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <memory>

#include "dmlscope/npy_file.h"
#include "dmlscope/tensor.h"

namespace dmlscope::onnx {
namespace {

// The ONNX element type that holds a DirectML data type (the inverse of directMlTypeOf, UINT8 for UINT8).
int32_t onnxTypeOf(DataType type) {
  switch (type) {
    case DataType::Float32: return static_cast<int32_t>(OnnxElementType::Float);
    case DataType::Float16: return static_cast<int32_t>(OnnxElementType::Float16);
    case DataType::Float64: return static_cast<int32_t>(OnnxElementType::Double);
    case DataType::UInt8: return static_cast<int32_t>(OnnxElementType::UInt8);
    case DataType::UInt16: return static_cast<int32_t>(OnnxElementType::UInt16);
    case DataType::UInt32: return static_cast<int32_t>(OnnxElementType::UInt32);
    case DataType::UInt64: return static_cast<int32_t>(OnnxElementType::UInt64);
    case DataType::Int8: return static_cast<int32_t>(OnnxElementType::Int8);
    case DataType::Int16: return static_cast<int32_t>(OnnxElementType::Int16);
    case DataType::Int32: return static_cast<int32_t>(OnnxElementType::Int32);
    case DataType::Int64: return static_cast<int32_t>(OnnxElementType::Int64);
    case DataType::Unknown: break;
  }
  return 0;
}

std::string nodeTitle(const OnnxModel& model, const OnnxNode& node) {
  const std::string file = model.path.filename().string();
  if (node.name.empty()) return fmt::format("{}: node {} ({})", file, node.index, node.opType);
  return fmt::format("{}: node {} \"{}\" ({})", file, node.index, node.name, node.opType);
}

// Puts `tensor` into input slot `slot`: its elements are the slot's buffer in memory order (the translation's
// strides say how the operator reads them: a transpose's permutation, a broadcast's zeros).
Status fillFromTensor(Session& session, uint32_t slot, const std::string& field, const OnnxTensor& tensor) {
  const TensorDesc& desc = inputTensor(session.desc, slot);
  if (tensor.dataType != desc.dataType) {
    return Error{fmt::format("{} takes {}, but \"{}\" holds {} ({})", field, fullName(desc.dataType), tensor.name,
                             onnxTypeName(tensor.onnxType), fullName(tensor.dataType))};
  }
  auto layout = computeLayout(desc);
  if (!layout) return Error{fmt::format("{}: {}", field, layout.error().message)};
  if (tensor.elementCount < layout->reachedElements || tensor.data.size() < tensor.elementCount * layout->elementBytes) {
    return Error{fmt::format("{} reads {} elements, but \"{}\" holds {}", field, layout->reachedElements, tensor.name,
                             tensor.elementCount)};
  }
  Buffer data(tensor.data.begin(), tensor.data.begin() + static_cast<std::ptrdiff_t>(layout->reachedElements * layout->elementBytes));
  data.resize(layout->bufferBytes, std::byte{0});  // DirectML's buffers round up to 4 bytes
  session.inputData[slot] = std::move(data);
  return Ok{};
}

}  // namespace

Result<const OnnxNode*> findNode(const OnnxModel& model, std::string_view selector) {
  uint32_t index = 0;
  const auto [end, ec] = std::from_chars(selector.data(), selector.data() + selector.size(), index);
  const bool isIndex = !selector.empty() && ec == std::errc() && end == selector.data() + selector.size();
  for (const OnnxNode& node : model.nodes)
    if (node.name == selector) return &node;
  if (isIndex && index < model.nodes.size()) return &model.nodes[index];
  std::string names;
  for (size_t k = 0; k < model.nodes.size() && k < 5; ++k)
    if (!model.nodes[k].name.empty()) names += fmt::format("{}\"{}\"", names.empty() ? "" : ", ", model.nodes[k].name);
  return Error{fmt::format("{} has no node {}{}; its {} nodes are numbered 0 to {}{}", model.path.filename().string(),
                           isIndex ? "" : "named ", isIndex ? std::string(selector) : fmt::format("\"{}\"", selector),
                           model.nodes.size(), model.nodes.empty() ? 0 : model.nodes.size() - 1,
                           names.empty() ? "" : fmt::format(" (named {}{})", names, model.nodes.size() > 5 ? ", …" : ""))};
}

Result<const OnnxNode*> firstTranslatableNode(const OnnxModel& model, const GivenTensors& given) {
  std::vector<std::string> types;
  std::string firstReason;  // the first node's of the table, else the first node's
  bool reasonInTable = false;
  for (const OnnxNode& node : model.nodes) {
    auto translated = translateNode(model, node, given);
    if (translated) return &node;
    const bool inTable = onnxSinceVersion(node.opType, 1000).has_value();
    if (firstReason.empty() || (inTable && !reasonInTable)) {
      firstReason = fmt::format("{}: {}", node.label(), translated.error().message);
      reasonInTable = inTable;
    }
    if (std::find(types.begin(), types.end(), node.opType) == types.end()) types.push_back(node.opType);
  }
  return Error{fmt::format("{}: no node runs as a DirectML operator dmlscope knows (its op types: {}); {}",
                           model.path.filename().string(), fmt::join(types, ", "),
                           firstReason.empty() ? std::string("the model has no nodes") : firstReason)};
}

Result<OnnxTensor> readGivenTensor(const std::filesystem::path& path, std::string_view valueName) {
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
  if (extension == ".pb") {
    auto tensor = readTensorProtoFile(path);
    if (tensor) tensor->name = valueName;
    return tensor;
  }
  if (extension != ".npy") {
    return Error{fmt::format("{}: expected a .npy file or a TensorProto (.pb) for \"{}\"", path.string(), valueName)};
  }
  auto array = readNpyFile(path);
  if (!array) return array.error();
  OnnxTensor tensor;
  tensor.name = valueName;
  tensor.dataType = array->header.dataType;
  tensor.onnxType = onnxTypeOf(tensor.dataType);
  tensor.dims.assign(array->header.shape.begin(), array->header.shape.end());
  tensor.elementCount = array->header.elementCount;
  tensor.data = std::move(array->data);
  return tensor;
}

Result<OnnxNodeSession> openOnnxNode(const OnnxModel& model, const OnnxNode& node, const GivenTensors& given) {
  auto translated = translateNode(model, node, given);
  if (!translated) return Error{fmt::format("{}: {}", node.label(), translated.error().message)};
  OnnxNodeSession opened;
  Session& session = opened.session;
  session.title = nodeTitle(model, node);
  session.featureLevel = translated->featureLevel;
  session.desc = translated->desc;
  const auto slots = inputSlots(session.desc);
  session.inputData.assign(slots.size(), {});
  OnnxNodeSource& source = opened.source;
  source.modelPath = model.path;
  source.nodeIndex = node.index;
  source.nodeName = node.name;
  source.opType = node.opType;
  source.opset = node.opsetVersion;
  for (const auto& slot : slots) {
    const std::string value = slot.index < translated->inputValues.size() ? translated->inputValues[slot.index] : std::string();
    const OnnxTensor* tensor = nullptr;
    std::string origin;
    if (auto it = given.find(value); it != given.end()) {
      tensor = &it->second;
      origin = fmt::format("given for \"{}\"", value);
    } else if (const OnnxTensor* constant = model.constant(value)) {
      tensor = constant;
      origin = fmt::format("the model's constant \"{}\"", value);
    }
    if (tensor) {
      if (auto filled = fillFromTensor(session, slot.index, slot.field, *tensor); !filled) return filled.error();
    } else {
      fillSequential(session, slot.index);
      origin = fmt::format("the sequence 0, 1, 2, … (the model does not hold \"{}\")", value);
      source.warnings.push_back(fmt::format("{} (\"{}\") is not held by the model: filled with 0, 1, 2, …; give it with "
                                            "--input {}=FILE.npy|FILE.pb",
                                            slot.field, value, value));
    }
    source.inputOrigins.push_back(std::move(origin));
  }
  source.warnings.insert(source.warnings.end(), translated->notes.begin(), translated->notes.end());
  source.translation = std::move(*translated);
  session.description = fmt::format("{} as {}, as ONNX Runtime's DirectML execution provider runs it", node.label(),
                                    fullName(operatorType(session.desc)));
  return opened;
}

bool isOnnxModelPath(const std::filesystem::path& path) {
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
  return extension == ".onnx";
}

Result<OpenedSession> openOnnxModelFile(const std::filesystem::path& path, const std::optional<std::string>& selector,
                                        const std::vector<std::string>& inputs) {
  auto model = readOnnxModel(path);
  if (!model) return model.error();
  GivenTensors given;
  for (const std::string& text : inputs) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) {
      return Error{fmt::format("--input expects NAME=PATH.npy or NAME=PATH.pb for an ONNX model (NAME: one of its values), got '{}'", text)};
    }
    const std::string name = text.substr(0, eq);
    auto tensor = readGivenTensor(text.substr(eq + 1), name);
    if (!tensor) return tensor.error();
    given[name] = std::move(*tensor);
  }
  auto node = selector ? findNode(*model, *selector) : firstTranslatableNode(*model, given);
  if (!node) return node.error();
  auto opened = openOnnxNode(*model, **node, given);
  if (!opened) return opened.error();
  OpenedSession result;
  result.session = std::move(opened->session);
  result.onnx = std::make_shared<const OnnxNodeSource>(std::move(opened->source));
  return result;
}

}  // namespace dmlscope::onnx
