// ModelProto → OnnxModel: the main graph's nodes in file order with their opsets and attributes, the constants
// (initializers and Constant nodes), the graph's inputs and outputs. Every node input must name a value defined
// before it (a graph input, an initializer or an earlier node's output): the translator and the runner rely on it.
#include <fmt/format.h>

#include <climits>
#include <cstring>
#include <fstream>
#include <limits>
#include <system_error>
#include <unordered_map>
#include <unordered_set>

#include "onnx/onnx_model_parts.h"
#include "onnx/onnx_tensor_read.h"

namespace dmlscope::onnx {
namespace {

using ::onnx::AttributeProto;
using ::onnx::ModelProto;
using ::onnx::NodeProto;

// onnx.proto writes the default domain as "" or as "ai.onnx"; dmlscope says "".
std::string normalDomain(const std::string& domain) { return domain == "ai.onnx" ? std::string() : domain; }

// AttributeProto.type is UNDEFINED in files written before IR version 2: the field that is set says the kind.
AttributeProto::AttributeType kindOf(const AttributeProto& proto) {
  if (proto.type() != AttributeProto::UNDEFINED) return proto.type();
  if (proto.ints_size() > 0) return AttributeProto::INTS;
  if (proto.floats_size() > 0) return AttributeProto::FLOATS;
  if (proto.strings_size() > 0) return AttributeProto::STRINGS;
  if (proto.has_t()) return AttributeProto::TENSOR;
  if (proto.has_g()) return AttributeProto::GRAPH;
  if (proto.has_i()) return AttributeProto::INT;
  if (proto.has_f()) return AttributeProto::FLOAT;
  if (proto.has_s()) return AttributeProto::STRING;
  return AttributeProto::UNDEFINED;
}

Result<OnnxAttribute> attributeFromProto(const AttributeProto& proto, const std::filesystem::path& folder,
                                         const std::string& where) {
  OnnxAttribute attribute;
  attribute.name = proto.name();
  const auto kind = kindOf(proto);
  switch (kind) {
    case AttributeProto::FLOAT: attribute.kind = OnnxAttribute::Kind::Float; attribute.f = proto.f(); break;
    case AttributeProto::INT: attribute.kind = OnnxAttribute::Kind::Int; attribute.i = proto.i(); break;
    case AttributeProto::STRING: attribute.kind = OnnxAttribute::Kind::String; attribute.s = proto.s(); break;
    case AttributeProto::TENSOR: {
      auto tensor = detail::tensorFromProto(proto.t(), folder,
                                            fmt::format("tensor of attribute \"{}\" of {}", proto.name(), where));
      if (!tensor) return tensor.error();
      attribute.kind = OnnxAttribute::Kind::Tensor;
      attribute.t = std::move(*tensor);
      break;
    }
    case AttributeProto::FLOATS:
      attribute.kind = OnnxAttribute::Kind::Floats;
      attribute.floats.assign(proto.floats().begin(), proto.floats().end());
      break;
    case AttributeProto::INTS:
      attribute.kind = OnnxAttribute::Kind::Ints;
      attribute.ints.assign(proto.ints().begin(), proto.ints().end());
      break;
    case AttributeProto::STRINGS:
      attribute.kind = OnnxAttribute::Kind::Strings;
      attribute.strings.assign(proto.strings().begin(), proto.strings().end());
      break;
    default:  // GRAPH, GRAPHS, SPARSE_TENSOR(S), TYPE_PROTO(S): named, not opened
      attribute.kind = OnnxAttribute::Kind::Other;
      attribute.otherType = AttributeProto::AttributeType_IsValid(kind)
                                ? AttributeProto::AttributeType_Name(kind)
                                : fmt::format("type {}", static_cast<int>(kind));
      break;
  }
  return attribute;
}

// A scalar or 1-D tensor of a Constant node's value_float, value_ints, … form.
template <class T>
OnnxTensor listTensor(std::string name, OnnxElementType type, const T* values, size_t count, bool scalar) {
  OnnxTensor tensor;
  tensor.name = std::move(name);
  tensor.onnxType = static_cast<int32_t>(type);
  tensor.dataType = directMlTypeOf(tensor.onnxType);
  if (!scalar) tensor.dims = {static_cast<int64_t>(count)};
  tensor.elementCount = count;
  tensor.data.resize(count * sizeof(T));
  if (count != 0) std::memcpy(tensor.data.data(), values, count * sizeof(T));
  return tensor;
}

// A Constant node's value, in whichever attribute holds it; nothing for sparse_value and strings, which no
// operator here reads.
std::optional<OnnxTensor> constantValueOf(const OnnxNode& node) {
  if (node.outputs.empty() || node.outputs[0].empty()) return std::nullopt;
  const std::string& name = node.outputs[0];
  if (const auto* value = node.attribute("value"); value && value->t) {
    OnnxTensor tensor = *value->t;
    tensor.name = name;
    return tensor;
  }
  if (const auto* value = node.attribute("value_float"); value && value->kind == OnnxAttribute::Kind::Float) {
    return listTensor(name, OnnxElementType::Float, &value->f, 1, true);
  }
  if (const auto* value = node.attribute("value_floats"); value && value->kind == OnnxAttribute::Kind::Floats) {
    return listTensor(name, OnnxElementType::Float, value->floats.data(), value->floats.size(), false);
  }
  if (const auto* value = node.attribute("value_int"); value && value->kind == OnnxAttribute::Kind::Int) {
    return listTensor(name, OnnxElementType::Int64, &value->i, 1, true);
  }
  if (const auto* value = node.attribute("value_ints"); value && value->kind == OnnxAttribute::Kind::Ints) {
    return listTensor(name, OnnxElementType::Int64, value->ints.data(), value->ints.size(), false);
  }
  return std::nullopt;
}

Error modelError(std::string_view name, const std::string& what) {
  return Error{fmt::format("{}: {}", name, what)};
}

Result<ModelProto> parseModelProto(std::span<const std::byte> bytes, std::string_view name) {
  if (bytes.size() > kMaxOnnxModelBytes || bytes.size() > static_cast<size_t>(INT_MAX)) {
    return modelError(name, fmt::format("the model is {} bytes; dmlscope reads models up to 2 GiB (protobuf's limit; "
                                        "larger models keep their weights as external data)", bytes.size()));
  }
  const auto probe = detail::probeGraphNesting(bytes);
  if (probe.mainGraphNodes > kMaxOnnxNodes) {
    return modelError(name, fmt::format("too many nodes: {} (dmlscope reads at most {})", probe.mainGraphNodes,
                                        kMaxOnnxNodes));
  }
  ModelProto proto;
  if (!proto.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    if (probe.deepestMessage > detail::kProtobufNestingLimit) {
      return modelError(name, fmt::format("graphs nested too deep: graph attributes go at least {} graphs deep, "
                                          "more than the {} nested messages protobuf reads",
                                          probe.deepestGraph, detail::kProtobufNestingLimit));
    }
    return modelError(name, "not an ONNX model (not protobuf) or truncated");
  }
  if (!proto.has_graph()) return modelError(name, "not an ONNX model: it has no graph (ModelProto.graph)");
  return proto;
}

Result<OnnxModel> modelFromProto(const ModelProto& proto, std::string_view name, const std::filesystem::path& folder) {
  const auto& graph = proto.graph();
  if (static_cast<uint64_t>(graph.node_size()) > kMaxOnnxNodes) {
    return modelError(name, fmt::format("too many nodes: {} (dmlscope reads at most {})", graph.node_size(),
                                        kMaxOnnxNodes));
  }
  OnnxModel model;
  model.irVersion = proto.ir_version();
  model.producerName = proto.producer_name();
  std::unordered_map<std::string, int64_t> opsetOf;
  for (const auto& opset : proto.opset_import()) {
    model.opsets.push_back({normalDomain(opset.domain()), opset.version()});
    opsetOf[normalDomain(opset.domain())] = opset.version();
  }

  // Views of the names in `proto`, which outlives the set: no copy of each of 10^6 names.
  std::unordered_set<std::string_view> defined;
  defined.reserve(static_cast<size_t>(graph.initializer_size() + graph.input_size()) +
                  2 * static_cast<size_t>(graph.node_size()));
  for (const auto& initializer : graph.initializer()) {
    auto tensor = detail::tensorFromProto(initializer, folder,
                                          fmt::format("initializer \"{}\" of {}", initializer.name(), name));
    if (!tensor) return tensor.error();
    defined.insert(initializer.name());
    model.constants.insert_or_assign(initializer.name(), std::move(*tensor));
  }
  for (const auto& input : graph.input()) {
    defined.insert(input.name());
    if (!model.constants.contains(input.name())) model.graphInputs.push_back(input.name());
  }
  for (const auto& output : graph.output()) model.graphOutputs.push_back(output.name());

  model.nodes.reserve(static_cast<size_t>(graph.node_size()));
  for (int i = 0; i < graph.node_size(); ++i) {
    const NodeProto& proto = graph.node(i);
    OnnxNode node;
    node.index = static_cast<uint32_t>(i);
    node.name = proto.name();
    node.opType = proto.op_type();
    node.domain = normalDomain(proto.domain());
    const auto opset = opsetOf.find(node.domain);
    node.opsetVersion = opset == opsetOf.end() ? 0 : opset->second;
    node.inputs.assign(proto.input().begin(), proto.input().end());
    node.outputs.assign(proto.output().begin(), proto.output().end());
    for (const auto& input : node.inputs) {
      if (!input.empty() && !defined.contains(std::string_view(input))) {
        return modelError(name, fmt::format("{} names input \"{}\", which is neither a graph input, an initializer "
                                            "nor an output of an earlier node", node.label(), input));
      }
    }
    node.attributes.reserve(static_cast<size_t>(proto.attribute_size()));
    const std::string where = proto.attribute_size() == 0 ? std::string() : fmt::format("{} of {}", node.label(), name);
    for (const auto& attributeProto : proto.attribute()) {
      auto attribute = attributeFromProto(attributeProto, folder, where);
      if (!attribute) return attribute.error();
      node.attributes.push_back(std::move(*attribute));
    }
    for (const auto& output : proto.output()) {
      if (!output.empty()) defined.insert(output);
    }
    if (node.opType == "Constant" && node.domain.empty()) {
      if (auto value = constantValueOf(node)) model.constants.insert_or_assign(value->name, std::move(*value));
    }
    model.nodes.push_back(std::move(node));
  }
  return model;
}

Result<std::vector<std::byte>> readModelBytes(const std::filesystem::path& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status)) return Error{fmt::format("{}: no such file", path.string())};
  if (!std::filesystem::is_regular_file(status)) return Error{fmt::format("{}: not a file", path.string())};
  const uint64_t size = std::filesystem::file_size(path, error);
  if (error) return Error{fmt::format("{}: cannot read it ({})", path.string(), error.message())};
  if (size > kMaxOnnxModelBytes || size > static_cast<uint64_t>(INT_MAX)) {
    return Error{fmt::format("{}: the file is {} bytes; dmlscope reads models and tensors up to 2 GiB (protobuf's "
                             "limit)", path.string(), size)};
  }
  std::vector<std::byte> bytes(static_cast<size_t>(size));
  std::ifstream stream(path, std::ios::binary);
  stream.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (!stream) return Error{fmt::format("{}: cannot read it", path.string())};
  return bytes;
}

}  // namespace

Result<OnnxModel> parseOnnxModel(std::span<const std::byte> bytes, std::string_view name,
                                 const std::filesystem::path& folder) {
  auto proto = parseModelProto(bytes, name);
  if (!proto) return proto.error();
  auto model = modelFromProto(*proto, name, folder);
  if (!model) return model.error();
  detail::describeValues(*proto, *model);
  return model;
}

Result<OnnxModel> readOnnxModel(const std::filesystem::path& path) {
  auto bytes = readModelBytes(path);
  if (!bytes) return bytes.error();
  const auto folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  auto model = parseOnnxModel(*bytes, path.string(), folder);
  if (model) model->path = path;
  return model;
}

Result<OnnxTensor> parseTensorProto(std::span<const std::byte> bytes, std::string_view name) {
  return parseTensorProtoBeside(bytes, name, std::nullopt);
}

Result<OnnxTensor> parseTensorProtoBeside(std::span<const std::byte> bytes, std::string_view name,
                                          const std::optional<std::filesystem::path>& folder) {
  if (bytes.size() > static_cast<size_t>(INT_MAX)) {
    return Error{fmt::format("{}: {} bytes is more than protobuf reads (2 GiB)", name, bytes.size())};
  }
  ::onnx::TensorProto proto;
  if (!proto.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    return Error{fmt::format("{}: not an ONNX TensorProto (not protobuf) or truncated", name)};
  }
  const auto where = proto.name().empty() ? fmt::format("the tensor of {}", name)
                                           : fmt::format("tensor \"{}\" of {}", proto.name(), name);
  return detail::tensorFromProto(proto, folder, where);
}

Result<OnnxTensor> readTensorProtoFile(const std::filesystem::path& path) {
  auto bytes = readModelBytes(path);
  if (!bytes) return bytes.error();
  const auto folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  return parseTensorProtoBeside(*bytes, path.string(), folder);
}

}  // namespace dmlscope::onnx
