// Every named value's type and shape: first what the model states (graph inputs and outputs, value_info,
// initializers), then what ONNX's own shape inference (libonnx) adds. Inference is best effort and never fails the
// read: it runs on a copy, its exceptions become notes, and where it cannot be trusted it does not run — a model
// that imports an opset newer than libonnx knows would be inferred with older operator schemas (Pad 13 for a
// Pad 18 with `axes`), giving wrong shapes, so such a model keeps only the shapes it states.
#include <fmt/format.h>

#include "onnx/common/version.h"
#include "onnx/defs/schema.h"
#include "onnx/onnx_model_parts.h"
#include "onnx/shape_inference/implementation.h"

namespace dmlscope::onnx::detail {
namespace {

using ::onnx::ModelProto;
using ::onnx::ValueInfoProto;

// ONNX's shape inference takes about 15 µs and several allocations a node; past this many nodes it is skipped,
// so that a model of 10^6 nodes opens in seconds (with the shapes it states).
constexpr size_t kMaxInferredNodes = 100'000;
// At most this many "not inferred" lines; the rest are counted.
constexpr size_t kMaxNodeNotes = 20;

OnnxValueInfo valueInfoFromProto(const ValueInfoProto& proto) {
  OnnxValueInfo info;
  info.name = proto.name();
  if (!proto.type().has_tensor_type()) {  // sequences, maps, optionals: no element type or shape here
    const auto& type = proto.type();
    info.notTensor = type.has_sequence_type()        ? "sequence"
                     : type.has_optional_type()      ? "optional"
                     : type.has_map_type()           ? "map"
                     : type.has_sparse_tensor_type() ? "sparse tensor"
                                                     : "";
    return info;
  }
  const auto& tensorType = proto.type().tensor_type();
  info.onnxType = tensorType.elem_type();
  if (!tensorType.has_shape()) return info;
  std::vector<std::optional<int64_t>> shape;
  shape.reserve(static_cast<size_t>(tensorType.shape().dim_size()));
  for (const auto& dim : tensorType.shape().dim()) {
    if (dim.has_dim_value() && dim.dim_value() >= 0) {
      shape.emplace_back(dim.dim_value());
    } else {
      shape.emplace_back(std::nullopt);  // "batch", "N", or not stated
    }
  }
  info.shape = std::move(shape);
  return info;
}

// Keeps what either source knows: the type where one was unknown, each dimension where one was symbolic.
void merge(OnnxValueInfo& known, const OnnxValueInfo& more) {
  if (known.onnxType == 0) known.onnxType = more.onnxType;
  if (known.notTensor.empty()) known.notTensor = more.notTensor;
  if (!more.shape) return;
  if (!known.shape || known.shape->size() != more.shape->size()) {
    if (!known.shape) known.shape = more.shape;
    return;
  }
  for (size_t d = 0; d < known.shape->size(); ++d) {
    if (!(*known.shape)[d]) (*known.shape)[d] = (*more.shape)[d];
  }
}

void addValue(OnnxModel& model, const ValueInfoProto& proto) {
  if (proto.name().empty()) return;
  auto info = valueInfoFromProto(proto);
  auto [at, inserted] = model.values.try_emplace(info.name, info);
  if (!inserted) merge(at->second, info);
}

void addGraphValues(OnnxModel& model, const ::onnx::GraphProto& graph) {
  for (const auto& value : graph.input()) addValue(model, value);
  for (const auto& value : graph.output()) addValue(model, value);
  for (const auto& value : graph.value_info()) addValue(model, value);
}

// Opset imports newer than libonnx's schemas: inference would use an older operator's rules.
std::vector<std::string> opsetsTooNew(const OnnxModel& model) {
  std::vector<std::string> notes;
  const auto& known = ::onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
  for (const auto& opset : model.opsets) {
    const auto range = known.find(opset.domain);
    if (range != known.end() && opset.version > range->second.second) {
      notes.push_back(fmt::format("{} opset {} is newer than libonnx {} knows (up to {}): no shape was inferred; "
                                  "shapes are those the model states", opset.domain.empty() ? "ai.onnx" : opset.domain,
                                  opset.version, ::onnx::LAST_RELEASE_VERSION, range->second.second));
    }
  }
  return notes;
}

// Why a node's outputs were not inferred, as far as can be said: libonnx has no schema for it, or its rules
// could not infer them from the shapes at hand.
std::string whyNotInferred(const OnnxNode& node) {
  const auto* schema = ::onnx::OpSchemaRegistry::Schema(node.opType, static_cast<int>(node.opsetVersion), node.domain);
  if (schema == nullptr) {
    return fmt::format("libonnx knows no {}{} at opset {}", node.domain.empty() ? "" : node.domain + ".", node.opType,
                       node.opsetVersion);
  }
  return "shape inference could not infer them";
}

void noteUninferredNodes(OnnxModel& model) {
  size_t noted = 0;
  size_t more = 0;
  for (const auto& node : model.nodes) {
    std::vector<std::string> missing;
    for (const auto& output : node.outputs) {
      if (output.empty() || model.constants.contains(output)) continue;
      const auto* value = model.value(output);
      if (value == nullptr || value->onnxType == 0 || !value->shape) missing.push_back(fmt::format("\"{}\"", output));
    }
    if (missing.empty()) continue;
    if (noted == kMaxNodeNotes) {
      ++more;
      continue;
    }
    ++noted;
    model.inferenceNotes.push_back(fmt::format("{}: the shape of output {} is not known ({})", node.label(),
                                               fmt::join(missing, ", "), whyNotInferred(node)));
  }
  if (more != 0) {
    model.inferenceNotes.push_back(fmt::format("and {} more nodes whose output shapes are not known", more));
  }
}

}  // namespace

void describeValues(const ModelProto& proto, OnnxModel& model) {
  addGraphValues(model, proto.graph());
  for (const auto& [name, tensor] : model.constants) {
    OnnxValueInfo info;
    info.name = name;
    info.onnxType = tensor.onnxType;
    info.shape.emplace(tensor.dims.begin(), tensor.dims.end());
    auto [at, inserted] = model.values.try_emplace(name, info);
    if (!inserted) merge(at->second, info);
  }

  auto tooNew = opsetsTooNew(model);
  if (!tooNew.empty()) {
    model.inferenceNotes = std::move(tooNew);
  } else if (model.nodes.size() > kMaxInferredNodes) {
    model.inferenceNotes.push_back(fmt::format("shape inference skipped: the model has {} nodes, more than the {} it "
                                               "runs on; shapes are those the model states", model.nodes.size(),
                                               kMaxInferredNodes));
  } else {
    try {
      ModelProto inferred = proto;
      // check_type off, error_mode 0: a node it cannot infer is skipped, not fatal; data propagation on, so that
      // shapes computed from Constant nodes (Unsqueeze's axes, Reshape's shape) are followed.
      ::onnx::shape_inference::InferShapes(inferred, ::onnx::OpSchemaRegistry::Instance(),
                                           ::onnx::ShapeInferenceOptions(false, 0, true));
      addGraphValues(model, inferred.graph());
    } catch (const std::exception& error) {
      model.inferenceNotes.push_back(fmt::format("shape inference stopped: {}", error.what()));
    } catch (...) {
      model.inferenceNotes.push_back("shape inference stopped with an unknown error");
    }
  }
  noteUninferredNodes(model);
}

}  // namespace dmlscope::onnx::detail
