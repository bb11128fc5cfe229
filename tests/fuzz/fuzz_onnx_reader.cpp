// Fuzz target: any bytes as an ONNX model and as a bare TensorProto. Reading never crashes and an error always
// says something; a model that reads keeps the reader's promises: nodes numbered in order, every node input
// defined before the node, every constant and tensor attribute holding exactly its elements' bytes.
#include <cstddef>
#include <cstdint>
#include <set>
#include <span>
#include <string>

#include "dmlscope/onnx_model.h"
#include "fuzz_check.h"

namespace {

void checkTensor(const dmlscope::onnx::OnnxTensor& tensor) {
  uint64_t count = 1;
  for (const int64_t dim : tensor.dims) {
    DMLSCOPE_FUZZ_CHECK(dim >= 0);
    count *= static_cast<uint64_t>(dim);
  }
  DMLSCOPE_FUZZ_CHECK(count == tensor.elementCount);
  DMLSCOPE_FUZZ_CHECK(tensor.dataType == dmlscope::onnx::directMlTypeOf(tensor.onnxType));
  const uint64_t bytes =
      tensor.dataType == dmlscope::DataType::Unknown ? 0 : tensor.elementCount * dmlscope::elementSize(tensor.dataType);
  DMLSCOPE_FUZZ_CHECK(tensor.data.size() == bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const auto bytes = std::as_bytes(std::span(data, size));
  auto model = dmlscope::onnx::parseOnnxModel(bytes, "fuzz.onnx", DMLSCOPE_FUZZ_DATA_DIR);
  if (!model) {
    DMLSCOPE_FUZZ_CHECK(!model.error().message.empty());
  } else {
    DMLSCOPE_FUZZ_CHECK(model->nodes.size() <= dmlscope::onnx::kMaxOnnxNodes);
    std::set<std::string, std::less<>> defined(model->graphInputs.begin(), model->graphInputs.end());
    for (const auto& [name, tensor] : model->constants) {
      checkTensor(tensor);
      defined.insert(name);
    }
    for (size_t i = 0; i < model->nodes.size(); ++i) {
      const auto& node = model->nodes[i];
      DMLSCOPE_FUZZ_CHECK(node.index == i);
      DMLSCOPE_FUZZ_CHECK(!node.label().empty());
      for (const auto& input : node.inputs) DMLSCOPE_FUZZ_CHECK(input.empty() || defined.contains(input));
      for (const auto& output : node.outputs) defined.insert(output);
      for (const auto& attribute : node.attributes) {
        if (attribute.t) checkTensor(*attribute.t);
        DMLSCOPE_FUZZ_CHECK(node.attribute(attribute.name) != nullptr);
      }
    }
    for (const auto& [name, value] : model->values) {
      DMLSCOPE_FUZZ_CHECK(name == value.name);
      if (value.fullyKnown()) DMLSCOPE_FUZZ_CHECK(value.shape.has_value());
    }
  }
  auto tensor = dmlscope::onnx::parseTensorProto(bytes, "fuzz.pb");
  if (!tensor) {
    DMLSCOPE_FUZZ_CHECK(!tensor.error().message.empty());
  } else {
    checkTensor(*tensor);
  }
  return 0;
}
