// TensorProto → OnnxTensor. onnx.proto lets a writer put the numbers in raw_data (little-endian bytes), in the
// typed field of the element type (float_data; int32_data for every type of 16 bits or less, FLOAT16 as its
// bits; int64_data, double_data; uint64_data for UINT32 and UINT64), or in a file beside the model (external data).
// Every count is checked against the dims before a byte is copied, so a lying header allocates nothing.
#include <fmt/format.h>

#include <cstring>
#include <fstream>
#include <limits>
#include <system_error>

#include "onnx/onnx_tensor_read.h"

namespace dmlscope::onnx::detail {
namespace {

using ::onnx::TensorProto;

Error tensorError(const std::string& where, const std::string& what) {
  return Error{fmt::format("{}: {}", where, what)};
}

// A typed field must hold exactly one entry per element (two for complex, which holds no DirectML type anyway).
template <class Field>
Status checkEntryCount(const Field& field, uint64_t elementCount, std::string_view fieldName,
                       const std::string& where) {
  if (static_cast<uint64_t>(field.size()) != elementCount) {
    return tensorError(where, fmt::format("{} holds {} values, but its dims make {} elements", fieldName, field.size(),
                                          elementCount));
  }
  return Ok{};
}

// Narrows each entry to the element's width (int32_data holds INT8 -1 as -1; the element is the byte 0xFF).
template <class Stored, class Entry>
void narrowInto(Buffer& data, const google::protobuf::RepeatedField<Entry>& field) {
  data.resize(static_cast<size_t>(field.size()) * sizeof(Stored));
  auto* out = data.data();
  for (const Entry entry : field) {
    const auto narrowed = static_cast<Stored>(entry);
    std::memcpy(out, &narrowed, sizeof(Stored));
    out += sizeof(Stored);
  }
}

// The typed field that onnx.proto assigns to the element type, copied into little-endian bytes.
Status readTypedField(const TensorProto& proto, OnnxTensor& tensor, const std::string& where) {
  const auto type = static_cast<OnnxElementType>(tensor.onnxType);
  switch (type) {
    case OnnxElementType::Float:
      if (auto ok = checkEntryCount(proto.float_data(), tensor.elementCount, "float_data", where); !ok) return ok;
      narrowInto<float>(tensor.data, proto.float_data());
      return Ok{};
    case OnnxElementType::Int8:
    case OnnxElementType::UInt8:
    case OnnxElementType::Int16:
    case OnnxElementType::UInt16:
    case OnnxElementType::Int32:
    case OnnxElementType::Bool:
    case OnnxElementType::Float16: {
      if (auto ok = checkEntryCount(proto.int32_data(), tensor.elementCount, "int32_data", where); !ok) return ok;
      if (type == OnnxElementType::Int32) {
        narrowInto<int32_t>(tensor.data, proto.int32_data());
      } else if (type == OnnxElementType::Int16 || type == OnnxElementType::UInt16 ||
                 type == OnnxElementType::Float16) {
        narrowInto<uint16_t>(tensor.data, proto.int32_data());  // FLOAT16: the field holds the half's bits
      } else if (type == OnnxElementType::Bool) {
        tensor.data.resize(tensor.elementCount);
        for (int i = 0; i < proto.int32_data_size(); ++i) {
          tensor.data[static_cast<size_t>(i)] = std::byte{proto.int32_data(i) != 0 ? uint8_t{1} : uint8_t{0}};
        }
      } else {
        narrowInto<uint8_t>(tensor.data, proto.int32_data());
      }
      return Ok{};
    }
    case OnnxElementType::Int64:
      if (auto ok = checkEntryCount(proto.int64_data(), tensor.elementCount, "int64_data", where); !ok) return ok;
      narrowInto<int64_t>(tensor.data, proto.int64_data());
      return Ok{};
    case OnnxElementType::Double:
      if (auto ok = checkEntryCount(proto.double_data(), tensor.elementCount, "double_data", where); !ok) return ok;
      narrowInto<double>(tensor.data, proto.double_data());
      return Ok{};
    case OnnxElementType::UInt32:
    case OnnxElementType::UInt64:
      if (auto ok = checkEntryCount(proto.uint64_data(), tensor.elementCount, "uint64_data", where); !ok) return ok;
      if (type == OnnxElementType::UInt32) {
        narrowInto<uint32_t>(tensor.data, proto.uint64_data());
      } else {
        narrowInto<uint64_t>(tensor.data, proto.uint64_data());
      }
      return Ok{};
    default:
      return Ok{};  // types without a DirectML type keep no data
  }
}

// A decimal number of external_data's offset or length ("0", "4096"): digits only, no overflow.
Result<uint64_t> parseExternalNumber(const std::string& text, std::string_view key, const std::string& where) {
  uint64_t number = 0;
  if (text.empty()) return tensorError(where, fmt::format("external_data {} is empty", key));
  for (const char c : text) {
    if (c < '0' || c > '9' || number > (std::numeric_limits<uint64_t>::max() - 9) / 10) {
      return tensorError(where, fmt::format("external_data {} \"{}\" is not a number of bytes", key, text));
    }
    number = number * 10 + static_cast<uint64_t>(c - '0');
  }
  return number;
}

// data_location EXTERNAL: `location` (relative to the model's folder, never outside it), `offset`, `length`.
Status readExternalData(const TensorProto& proto, const std::optional<std::filesystem::path>& folder,
                        uint64_t byteCount, Buffer& data, const std::string& where) {
  std::string location;
  bool hasLocation = false;
  uint64_t offset = 0;
  std::optional<uint64_t> length;
  for (const auto& entry : proto.external_data()) {
    if (entry.key() == "location") {
      location = entry.value();
      hasLocation = true;
    } else if (entry.key() == "offset") {
      auto number = parseExternalNumber(entry.value(), "offset", where);
      if (!number) return number.error();
      offset = *number;
    } else if (entry.key() == "length") {
      auto number = parseExternalNumber(entry.value(), "length", where);
      if (!number) return number.error();
      length = *number;
    }
  }
  if (!hasLocation || location.empty()) {
    return tensorError(where, "data_location is EXTERNAL but external_data names no location");
  }
  if (!folder) {
    return tensorError(where, fmt::format("its data is in an external file \"{}\", which is read only beside a "
                                          "model file", location));
  }
  const std::filesystem::path relative(location);
  const auto normal = relative.lexically_normal();
  if (relative.is_absolute() || relative.has_root_name() || relative.has_root_directory() ||
      (!normal.empty() && *normal.begin() == "..")) {
    return tensorError(where, fmt::format("external data location \"{}\" is outside the model's folder (it must be "
                                          "a path relative to it, without \"..\")", location));
  }
  if (length && *length != byteCount) {
    return tensorError(where, fmt::format("external data length is {} bytes, but its dims and type make {} bytes",
                                          *length, byteCount));
  }
  const auto file = *folder / normal;
  std::error_code error;
  const auto status = std::filesystem::status(file, error);
  if (error || !std::filesystem::exists(status)) {
    return tensorError(where, fmt::format("external data file \"{}\" does not exist", file.string()));
  }
  if (!std::filesystem::is_regular_file(status)) {
    return tensorError(where, fmt::format("external data \"{}\" is not a file", file.string()));
  }
  const uint64_t fileBytes = std::filesystem::file_size(file, error);
  if (error) return tensorError(where, fmt::format("cannot read external data file \"{}\"", file.string()));
  if (offset > fileBytes || fileBytes - offset < byteCount) {
    return tensorError(where, fmt::format("external data file \"{}\" is shorter than stated: it has {} bytes, the "
                                          "tensor needs bytes {} to {}", file.string(), fileBytes, offset,
                                          offset + byteCount));
  }
  std::ifstream stream(file, std::ios::binary);
  data.resize(byteCount);
  stream.seekg(static_cast<std::streamoff>(offset));
  stream.read(reinterpret_cast<char*>(data.data()), static_cast<std::streamsize>(byteCount));
  if (!stream) return tensorError(where, fmt::format("cannot read external data file \"{}\"", file.string()));
  return Ok{};
}

}  // namespace

Result<uint64_t> elementCountOf(const google::protobuf::RepeatedField<int64_t>& dims, const std::string& where) {
  uint64_t count = 1;
  for (int i = 0; i < dims.size(); ++i) {
    const int64_t dim = dims.Get(i);
    if (dim < 0) return tensorError(where, fmt::format("dims[{}] is {}: a dimension cannot be negative", i, dim));
    const auto size = static_cast<uint64_t>(dim);
    if (size != 0 && count > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) / size) {
      // A zero later would make the product 0, but no reader can index such a tensor: refuse it whole.
      return tensorError(where,
                         fmt::format("dims overflow: their product is larger than 2^63 (dims[{}] = {})", i, dim));
    }
    count *= size;
  }
  return count;
}

Result<OnnxTensor> tensorFromProto(const TensorProto& proto, const std::optional<std::filesystem::path>& folder,
                                   const std::string& where) {
  OnnxTensor tensor;
  tensor.name = proto.name();
  tensor.onnxType = proto.data_type();
  tensor.dataType = directMlTypeOf(tensor.onnxType);
  tensor.dims.assign(proto.dims().begin(), proto.dims().end());
  auto count = elementCountOf(proto.dims(), where);
  if (!count) return count.error();
  tensor.elementCount = *count;
  if (tensor.onnxType == 0) return tensorError(where, "data_type is 0 (UNDEFINED): the tensor names no element type");
  if (proto.has_segment()) return tensorError(where, "segmented tensors (TensorProto.segment) are not read");
  if (tensor.dataType == DataType::Unknown) return tensor;  // string, complex, bfloat16: named, never moved

  const uint64_t size = elementSize(tensor.dataType);
  if (tensor.elementCount > std::numeric_limits<uint64_t>::max() / size) {
    return tensorError(where, "dims overflow: the tensor's byte size is larger than 2^64");
  }
  const uint64_t byteCount = tensor.elementCount * size;
  if (proto.data_location() == TensorProto::EXTERNAL) {
    if (auto ok = readExternalData(proto, folder, byteCount, tensor.data, where); !ok) return ok.error();
    return tensor;
  }
  if (proto.has_raw_data()) {
    if (proto.raw_data().size() != byteCount) {
      return tensorError(where, fmt::format("raw_data holds {} bytes, but its dims and type ({}) make {} bytes",
                                            proto.raw_data().size(), onnxTypeName(tensor.onnxType), byteCount));
    }
    tensor.data.resize(byteCount);
    if (byteCount != 0) std::memcpy(tensor.data.data(), proto.raw_data().data(), byteCount);
    return tensor;
  }
  if (auto ok = readTypedField(proto, tensor, where); !ok) return ok.error();
  return tensor;
}

}  // namespace dmlscope::onnx::detail
