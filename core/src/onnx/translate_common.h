// What every per-operator translation shares: reading the node's inputs, constants and attributes the way the
// DML EP reads them, raising ranks with leading 1s, and saying so in each field's origin.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/onnx_translation.h"
#include "dmlscope/result.h"
#include "dmlscope/tensor.h"

namespace dmlscope::onnx::detail {

// A value's element type and fully known shape.
struct KnownValue {
  std::string name;
  int32_t onnxType = 0;
  DataType dataType = DataType::Unknown;
  std::vector<int64_t> dims;
  size_t rank() const { return dims.size(); }
};

// The DirectML operators' descriptors take at least this many dimensions where the EP's DmlOperator::Initialize
// is called with its default minimum (NchwDimensionCount): tensors are raised to it with leading 1s.
inline constexpr uint32_t kNchwDimensionCount = 4;

// One node being translated: its model, what the caller gave, the since-version it resolved to, and the
// translation being built.
class NodeContext {
 public:
  NodeContext(const OnnxModel& model, const OnnxNode& node, const GivenTensors& given, int64_t sinceVersion);

  const OnnxModel& model;
  const OnnxNode& node;
  const GivenTensors& given;
  const int64_t since;
  NodeTranslation out;

  // Whether input `index` is there and not omitted ("" names an omitted optional input).
  bool hasInput(size_t index) const;
  std::string_view inputName(size_t index) const;
  std::string_view outputName(size_t index) const;

  // The input's element type (one the EP binds) and fully known shape, or why not.
  Result<KnownValue> inputValue(size_t index) const;
  // The tensor of a constant input (the model's constants first, then the given tensors), or why not.
  Result<const OnnxTensor*> constantInput(size_t index) const;
  // A constant integer input (INT32 or INT64), each value clamped to INT32 as the EP's
  // ReadCpuLocalTensorIntoInt32 (OperatorHelper.cpp) reads it; `clamped` says whether any was.
  Result<std::vector<int64_t>> int32Input(size_t index, bool* clamped = nullptr) const;

  const OnnxAttribute* attribute(std::string_view name) const;
  // An INT attribute, or `fallback` when absent; `present` says which.
  Result<int64_t> intAttribute(std::string_view name, int64_t fallback, bool* present = nullptr) const;
  Result<std::vector<int64_t>> intsAttribute(std::string_view name, bool* present = nullptr) const;
  Result<std::string> stringAttribute(std::string_view name, std::string_view fallback,
                                      bool* present = nullptr) const;

  void origin(std::string field, std::string text);
  void note(std::string text);
};

// "[1, 2, 3]"
std::string listText(std::span<const int64_t> values);
std::string listText(std::span<const uint32_t> values);
std::string listText(std::span<const int32_t> values);
// "\"x\""
std::string quotedName(std::string_view name);
// ", rank raised from 2 to 4 with leading 1s", or "" when `from` == `to`.
std::string rankRaisedText(size_t from, size_t to);
// "input \"x\"" / "output \"y\""
std::string inputText(const NodeContext& context, size_t index);
std::string outputText(const NodeContext& context, size_t index);

// ONNX's axis convention: a negative axis counts from the end (HandleNegativeAxis, OperatorHelper.cpp).
Result<int64_t> resolveAxis(int64_t axis, size_t rank, std::string_view what);

// The dimensions as DirectML sizes, raised to at least `minRank` with leading 1s (TensorDesc's right-aligned
// filling, TensorDesc.cpp); an error names the dimension that does not fit 32 bits.
Result<std::vector<uint32_t>> raisedSizes(std::span<const int64_t> dims, size_t minRank, std::string_view what);

TensorDesc bufferTensor(DataType type, std::vector<uint32_t> sizes,
                        std::optional<std::vector<uint32_t>> strides = std::nullopt);

// Records the DataType and Sizes origins of a tensor bound to node input `index`.
void describeInputTensor(NodeContext& context, const std::string& field, size_t index, const KnownValue& value,
                         const TensorDesc& tensor);
// Records the DataType and Sizes origins of an output tensor: its element type from `typeSource`, its sizes
// computed as `how` says, raised from `onnxRank`.
void describeOutputTensor(NodeContext& context, const std::string& field, size_t outputIndex,
                          const TensorDesc& tensor, std::string_view typeSource, std::string_view how,
                          size_t onnxRank);

// An error whose message is `message` (the reason a node has no DirectML operator here).
Error refusal(std::string message);

}  // namespace dmlscope::onnx::detail
