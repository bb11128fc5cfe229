// An ONNX model as dmlscope reads it: the main graph's nodes with their opsets and attributes, its constants
// (initializers and Constant nodes' values) and every named value's type and shape, the shapes from ONNX's own
// shape inference where it can infer them. The protobuf classes stay inside core/src/onnx/; this is plain data,
// so that the translator, the command line and the window never see protobuf.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/data_type.h"
#include "dmlscope/element.h"
#include "dmlscope/result.h"

namespace dmlscope::onnx {

// onnx.proto's TensorProto.DataType values that name element types (the numbers are the file format's).
enum class OnnxElementType : int32_t {
  Undefined = 0, Float = 1, UInt8 = 2, Int8 = 3, UInt16 = 4, Int16 = 5, Int32 = 6, Int64 = 7, String = 8,
  Bool = 9, Float16 = 10, Double = 11, UInt32 = 12, UInt64 = 13, Complex64 = 14, Complex128 = 15, BFloat16 = 16,
};

// "float", "int64", "bool": ONNX's own spelling, for messages and listings; "type 23" for a number it lacks.
std::string onnxTypeName(int32_t onnxType);
// The DirectML data type that holds an ONNX element type as ONNX Runtime's DirectML provider binds it: BOOL as
// UINT8 (one byte, 0 or 1); Unknown for string, complex and bfloat16, which no operator here moves.
DataType directMlTypeOf(int32_t onnxType);

// A tensor's value: initializers, Constant nodes' `value`, tensor attributes, bare TensorProto files (.pb).
struct OnnxTensor {
  std::string name;
  int32_t onnxType = 0;           // TensorProto.DataType as written
  DataType dataType = DataType::Unknown;  // directMlTypeOf(onnxType)
  std::vector<int64_t> dims;      // () for a scalar
  uint64_t elementCount = 0;      // product of dims (1 for a scalar), overflow-checked on reading
  // elementCount × elementSize(dataType) bytes, little-endian, row-major, whichever field the file used
  // (raw_data, float_data, int32_data — FLOAT16 and BOOL as its bits —, int64_data, …, or external data).
  // Empty when dataType is Unknown.
  Buffer data;
};

// A value's type and shape as far as the model or shape inference states them.
struct OnnxValueInfo {
  std::string name;
  int32_t onnxType = 0;  // 0: unknown
  // Absent: the rank is unknown. Each dimension: its size, or nothing for a symbolic or unknown one
  // ("batch", "N").
  std::optional<std::vector<std::optional<int64_t>>> shape;
  // For a value that is no tensor: what it is ("sequence", "optional", "map", "sparse tensor"); empty for a
  // tensor or a value whose type is not stated.
  std::string notTensor;
  // Every dimension known.
  bool fullyKnown() const;
};

struct OnnxAttribute {
  enum class Kind : uint8_t { Float, Int, String, Tensor, Floats, Ints, Strings, Other };
  std::string name;
  Kind kind = Kind::Other;
  float f = 0;
  int64_t i = 0;
  std::string s;
  std::optional<OnnxTensor> t;
  std::vector<float> floats;
  std::vector<int64_t> ints;
  std::vector<std::string> strings;
  std::string otherType;  // Other: AttributeProto.AttributeType's name ("GRAPH", "SPARSE_TENSOR"), for messages
};

struct OnnxNode {
  uint32_t index = 0;       // its position in the graph (0 first), which --node INDEX names
  std::string name;         // may be empty: ONNX does not require node names
  std::string opType;       // "Pad"
  std::string domain;       // "" for the default domain (ai.onnx)
  int64_t opsetVersion = 0; // the model's opset_import version for the node's domain (0 when it imports none)
  std::vector<std::string> inputs;   // "" for an omitted optional input
  std::vector<std::string> outputs;
  std::vector<OnnxAttribute> attributes;

  const OnnxAttribute* attribute(std::string_view attributeName) const;
  // "Pad node 3 "pad0"" or "Pad node 3" for an unnamed node: how messages name it.
  std::string label() const;
};

struct OnnxOpsetImport {
  std::string domain;  // "" = ai.onnx
  int64_t version = 0;
  bool operator==(const OnnxOpsetImport&) const = default;
};

struct OnnxModel {
  std::filesystem::path path;  // where it was read from (external data is relative to its folder)
  int64_t irVersion = 0;
  std::string producerName;
  std::vector<OnnxOpsetImport> opsets;
  std::vector<OnnxNode> nodes;  // the main graph's nodes in file order (subgraphs are not opened)
  // Initializers and the values of Constant nodes (attribute `value` only), by value name.
  std::map<std::string, OnnxTensor, std::less<>> constants;
  // Every named value the model or shape inference describes: graph inputs and outputs, value_info, inferred.
  std::map<std::string, OnnxValueInfo, std::less<>> values;
  std::vector<std::string> graphInputs;   // graph inputs that are not initializers
  std::vector<std::string> graphOutputs;
  // What shape inference said it could not do (an opset libonnx does not know, an inconsistency), one line
  // each; empty when it inferred everything it was asked to.
  std::vector<std::string> inferenceNotes;

  const OnnxTensor* constant(std::string_view valueName) const;
  const OnnxValueInfo* value(std::string_view valueName) const;
};

// Reading limits: a model larger than this is refused before parsing (protobuf's own limit is 2 GiB).
inline constexpr uint64_t kMaxOnnxModelBytes = uint64_t{2} << 30;
// More nodes than this is refused ("too many nodes"), counted before protobuf builds them; 10^6 read in about
// two seconds (shape inference runs on models of up to 10^5 nodes).
inline constexpr uint64_t kMaxOnnxNodes = 10'000'000;

// Reads a model file (.onnx), resolves external data against its folder (location, offset, length: missing or
// shorter files are errors naming the tensor and the file) and runs ONNX's shape inference, best effort.
// Errors name the file and what is wrong: not protobuf, truncated, a node naming a missing input, dims that
// overflow, too many nodes, nesting too deep.
Result<OnnxModel> readOnnxModel(const std::filesystem::path& path);
// The same from bytes already in memory (the fuzz target); external data is resolved against `folder`.
Result<OnnxModel> parseOnnxModel(std::span<const std::byte> bytes, std::string_view name,
                                 const std::filesystem::path& folder);

// A bare TensorProto file (.pb), as ONNX's test data sets hold them (test_data_set_0/input_0.pb).
Result<OnnxTensor> readTensorProtoFile(const std::filesystem::path& path);
// Without a folder, a tensor whose data is external is refused (parseTensorProto); with one, it is read there.
Result<OnnxTensor> parseTensorProto(std::span<const std::byte> bytes, std::string_view name);
Result<OnnxTensor> parseTensorProtoBeside(std::span<const std::byte> bytes, std::string_view name,
                                          const std::optional<std::filesystem::path>& folder);

}  // namespace dmlscope::onnx
