// The protobuf-free half of onnx_model.h: type names, the DirectML type of an ONNX element type, and look-ups.
#include <fmt/format.h>

#include "dmlscope/onnx_model.h"

namespace dmlscope::onnx {

std::string onnxTypeName(int32_t onnxType) {
  // TensorProto.DataType's names as onnx.proto spells them, lower case as ONNX's own messages write them.
  switch (static_cast<OnnxElementType>(onnxType)) {
    case OnnxElementType::Undefined: return "undefined";
    case OnnxElementType::Float: return "float";
    case OnnxElementType::UInt8: return "uint8";
    case OnnxElementType::Int8: return "int8";
    case OnnxElementType::UInt16: return "uint16";
    case OnnxElementType::Int16: return "int16";
    case OnnxElementType::Int32: return "int32";
    case OnnxElementType::Int64: return "int64";
    case OnnxElementType::String: return "string";
    case OnnxElementType::Bool: return "bool";
    case OnnxElementType::Float16: return "float16";
    case OnnxElementType::Double: return "double";
    case OnnxElementType::UInt32: return "uint32";
    case OnnxElementType::UInt64: return "uint64";
    case OnnxElementType::Complex64: return "complex64";
    case OnnxElementType::Complex128: return "complex128";
    case OnnxElementType::BFloat16: return "bfloat16";
  }
  return fmt::format("type {}", onnxType);
}

DataType directMlTypeOf(int32_t onnxType) {
  switch (static_cast<OnnxElementType>(onnxType)) {
    case OnnxElementType::Float: return DataType::Float32;
    case OnnxElementType::UInt8: return DataType::UInt8;
    case OnnxElementType::Int8: return DataType::Int8;
    case OnnxElementType::UInt16: return DataType::UInt16;
    case OnnxElementType::Int16: return DataType::Int16;
    case OnnxElementType::Int32: return DataType::Int32;
    case OnnxElementType::Int64: return DataType::Int64;
    // ONNX Runtime's DirectML provider binds a bool tensor as UINT8: one byte, 0 or 1.
    case OnnxElementType::Bool: return DataType::UInt8;
    case OnnxElementType::Float16: return DataType::Float16;
    case OnnxElementType::Double: return DataType::Float64;
    case OnnxElementType::UInt32: return DataType::UInt32;
    case OnnxElementType::UInt64: return DataType::UInt64;
    default: return DataType::Unknown;  // string, complex, bfloat16 and numbers onnx.proto does not define
  }
}

bool OnnxValueInfo::fullyKnown() const {
  if (!shape) return false;
  for (const auto& dimension : *shape) {
    if (!dimension) return false;
  }
  return true;
}

const OnnxAttribute* OnnxNode::attribute(std::string_view attributeName) const {
  for (const auto& candidate : attributes) {
    if (candidate.name == attributeName) return &candidate;
  }
  return nullptr;
}

std::string OnnxNode::label() const {
  if (name.empty()) return fmt::format("{} node {}", opType, index);
  return fmt::format("{} node {} \"{}\"", opType, index, name);
}

const OnnxTensor* OnnxModel::constant(std::string_view valueName) const {
  const auto found = constants.find(valueName);
  return found == constants.end() ? nullptr : &found->second;
}

const OnnxValueInfo* OnnxModel::value(std::string_view valueName) const {
  const auto found = values.find(valueName);
  return found == values.end() ? nullptr : &found->second;
}

}  // namespace dmlscope::onnx
