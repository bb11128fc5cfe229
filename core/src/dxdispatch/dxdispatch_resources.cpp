// Materializing DxDispatch buffers: every initializer kind, with DxDispatch's own element conversions (see
// dxdispatch_resources.h). DxDispatch's parser (JsonParsers.cpp) is the reference for what each accepts.
#include "dxdispatch/dxdispatch_resources.h"

#include <Imath/half.h>

#include <algorithm>
#include <cstddef>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <system_error>
#include <utility>

#include "dmlscope/checked.h"
#include "dmlscope/npy_file.h"

namespace dmlscope::detail {
namespace {

namespace fs = std::filesystem;

constexpr uint32_t kFloatQuietNaN = 0x7FC00000;                // std::numeric_limits<float>::quiet_NaN()
constexpr uint64_t kDoubleQuietNaN = 0x7FF8000000000000ull;    // std::numeric_limits<double>::quiet_NaN()

// A value of a float type as DxDispatch parses it: any JSON number, or "nan", "inf", "-inf" in any letter case.
// Unlike a session, a model may hold numbers that overflow the type: DxDispatch stores them as infinities.
double readDxFloat(const JsonFieldReader& reader, const Json& v, const std::string& pointer) {
  if (v.is_number()) return v.get<double>();
  if (auto special = JsonFieldReader::specialFloat(v, /*anyCase=*/true)) return *special;
  reader.fail(pointer, "file.expected-float", {describeJson(v)});
}

// static_cast<float>(double), with what the hardware does made explicit: round to nearest, infinity past
// FLT_MAX + half an ulp, the usual quiet NaN.
float toFloat(double d) {
  if (std::isnan(d)) return std::bit_cast<float>(kFloatQuietNaN);
  const double overflow = std::ldexp(1.0, 128) - std::ldexp(1.0, 103);
  if (std::fabs(d) >= overflow) return d > 0 ? std::numeric_limits<float>::infinity() : -std::numeric_limits<float>::infinity();
  return static_cast<float>(d);
}

// The bits DxDispatch stores for `d` in a float type: FLOAT16 goes through float (ParseFloat16 parses a float
// and converts it to half_float::half).
uint64_t floatBits(DataType type, double d) {
  switch (type) {
    case DataType::Float16: return dxDispatchHalfBits(toFloat(d));
    case DataType::Float32: return std::bit_cast<uint32_t>(toFloat(d));
    default: return std::isnan(d) ? kDoubleQuietNaN : std::bit_cast<uint64_t>(d);
  }
}

uint64_t typeMask(DataType type) {
  const uint32_t bytes = elementSize(type);
  return bytes >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * bytes)) - 1;
}

// The bits of the JSON value `v` at `pointer` as an element of `type`. Integer types take integers in their
// range, as the session format does and as DxDispatch's narrowing casts require.
uint64_t elementBits(const JsonFieldReader& reader, const Json& v, const std::string& pointer, DataType type) {
  if (elementKind(type) == ElementKind::Float) return floatBits(type, readDxFloat(reader, v, pointer));
  return convertToBits(type, reader.readElementValueAt(v, pointer, type));
}

void storeBits(Buffer& buffer, uint64_t element, uint32_t size, uint64_t bits) {
  std::memcpy(buffer.data() + element * size, &bits, size);  // little-endian: the low bytes
}

// Bytes of `count` elements of `type`, reserved with `memory`; the count must also be what DxDispatch reads
// (a 32-bit "valueCount").
uint64_t countedBytes(const JsonFieldReader& reader, ModelMemory& memory, uint64_t count, DataType type,
                      const std::string& countPointer, const Json& countValue) {
  if (count == 0) reader.fail(countPointer, "dxdispatch.value-count-zero");
  const auto bytes = checkedMul(count, elementSize(type));
  memory.reserve(bytes.value_or(UINT64_MAX), countPointer);
  if (count > UINT32_MAX) reader.fail(countPointer, "file.expected-uint32", {describeJson(countValue)});
  return *bytes;
}

Buffer arrayValues(const JsonFieldReader& reader, ModelMemory& memory, const Json& values, const std::string& pointer,
                   DataType type) {
  const uint32_t size = elementSize(type);
  memory.reserve(checkedMul(values.size(), size).value_or(UINT64_MAX), pointer);
  Buffer buffer(values.size() * size);
  for (size_t i = 0; i < values.size(); ++i) {
    const Json& v = values[i];
    uint64_t bits;
    if (elementKind(type) == ElementKind::Float && v.is_number()) {
      bits = floatBits(type, v.get<double>());  // the common case, without building the element's pointer
    } else {
      bits = elementBits(reader, v, JsonFieldReader::child(pointer, i), type);
    }
    storeBits(buffer, i, size, bits);
  }
  return buffer;
}

// { "valueCount": N, "value": V }: N copies of V.
Buffer constantValues(const JsonFieldReader& reader, ModelMemory& memory, const Json& object,
                      const std::string& pointer, DataType type) {
  const std::string countPointer = JsonFieldReader::child(pointer, "valueCount");
  const Json& countValue = reader.requiredOr(object, pointer, "valueCount", "dxdispatch.missing-initializer-field");
  const uint64_t count = reader.readUint64(countValue, countPointer);
  const Json& value = reader.requiredOr(object, pointer, "value", "dxdispatch.missing-initializer-field");
  const uint64_t bits = elementBits(reader, value, JsonFieldReader::child(pointer, "value"), type);
  const uint64_t bytes = countedBytes(reader, memory, count, type, countPointer, countValue);
  Buffer buffer(bytes);
  const uint32_t size = elementSize(type);
  for (uint64_t i = 0; i < count; ++i) storeBits(buffer, i, size, bits);
  return buffer;
}

// { "valueCount": N, "valueStart": S, "valueDelta": D }: S, S + D, S + D + D, ... accumulated in the element
// type, as DxDispatch's `value += valueDelta` does: FLOAT32 rounds every sum to float, FLOAT16 truncates every
// sum to half, integers wrap modulo 2^bits.
Buffer sequenceValues(const JsonFieldReader& reader, ModelMemory& memory, const Json& object,
                      const std::string& pointer, DataType type) {
  const std::string countPointer = JsonFieldReader::child(pointer, "valueCount");
  const Json& countValue = reader.requiredOr(object, pointer, "valueCount", "dxdispatch.missing-initializer-field");
  const uint64_t count = reader.readUint64(countValue, countPointer);
  const Json& startValue = reader.requiredOr(object, pointer, "valueStart", "dxdispatch.missing-initializer-field");
  const Json& deltaValue = reader.requiredOr(object, pointer, "valueDelta", "dxdispatch.missing-initializer-field");
  const std::string startPointer = JsonFieldReader::child(pointer, "valueStart");
  const std::string deltaPointer = JsonFieldReader::child(pointer, "valueDelta");
  const uint64_t startBits = elementBits(reader, startValue, startPointer, type);
  const uint64_t deltaBits = elementBits(reader, deltaValue, deltaPointer, type);
  const uint64_t bytes = countedBytes(reader, memory, count, type, countPointer, countValue);
  Buffer buffer(bytes);
  const uint32_t size = elementSize(type);
  switch (type) {
    case DataType::Float16: {
      const float delta = Imath::half(Imath::half::FromBits, static_cast<uint16_t>(deltaBits));
      uint16_t value = static_cast<uint16_t>(startBits);
      for (uint64_t i = 0; i < count; ++i) {
        storeBits(buffer, i, size, value);
        // half_float's operator+= adds in float and converts the sum back with its (truncating) conversion.
        value = dxDispatchHalfBits(float(Imath::half(Imath::half::FromBits, value)) + delta);
      }
      break;
    }
    case DataType::Float32: {
      const float delta = std::bit_cast<float>(static_cast<uint32_t>(deltaBits));
      float value = std::bit_cast<float>(static_cast<uint32_t>(startBits));
      for (uint64_t i = 0; i < count; ++i) {
        storeBits(buffer, i, size, std::bit_cast<uint32_t>(value));
        value += delta;
      }
      break;
    }
    case DataType::Float64: {
      const double delta = std::bit_cast<double>(deltaBits);
      double value = std::bit_cast<double>(startBits);
      for (uint64_t i = 0; i < count; ++i) {
        storeBits(buffer, i, size, std::bit_cast<uint64_t>(value));
        value += delta;
      }
      break;
    }
    default: {
      // Two's complement: adding the delta's bits modulo 2^bits is the wrapping sum for signed and unsigned
      // types alike.
      const uint64_t mask = typeMask(type);
      uint64_t value = startBits;
      for (uint64_t i = 0; i < count; ++i) {
        storeBits(buffer, i, size, value);
        value = (value + deltaBits) & mask;
      }
      break;
    }
  }
  return buffer;
}

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// DxDispatch's ResolveInputFilePath: against the model's folder when the file is there, else as given (that
// is, against the current directory).
fs::path resolveSource(const JsonFieldReader& reader, const std::string& sourcePath, const std::string& pointer,
                       const fs::path& baseDirectory) {
  std::error_code ec;
  const fs::path besideModel = baseDirectory / fs::path(sourcePath);
  if (fs::exists(besideModel, ec)) return besideModel;
  const fs::path asGiven(sourcePath);
  if (fs::exists(asGiven, ec)) return asGiven;
  reader.fail(pointer, "dxdispatch.source-missing", {sourcePath, besideModel.string()});
}

// A raw file's bytes, its size reserved with `memory` before reading.
Buffer readRawFile(const JsonFieldReader& reader, ModelMemory& memory, const fs::path& path,
                   const std::string& pointer) {
  std::error_code ec;
  const std::string name = path.string();
  if (!fs::is_regular_file(path, ec)) reader.fail(pointer, "dxdispatch.source-not-file", {name});
  const uint64_t size = fs::file_size(path, ec);
  if (ec) reader.fail(pointer, "dxdispatch.source-cannot-read", {name, ec.message()});
  memory.reserve(size, pointer);
  std::ifstream in(path, std::ios::binary);
  if (!in) reader.fail(pointer, "dxdispatch.source-cannot-read", {name, std::error_code(errno, std::generic_category()).message()});
  Buffer bytes(size);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (static_cast<uint64_t>(in.gcount()) != size) {
    reader.fail(pointer, "dxdispatch.source-changed", {name, std::to_string(size), std::to_string(in.gcount())});
  }
  return bytes;
}

// { "sourcePath": "x.npy" | "x.dat" | "x.bin" }: a .npy file's elements (its dtype must match
// initialValuesDataType when both are given), or any other file's raw little-endian bytes.
Buffer fileValues(const JsonFieldReader& reader, ModelMemory& memory, const Json& object, const std::string& pointer,
                  const std::string& resourcePointer, const fs::path& baseDirectory, DataType& type) {
  const std::string pathPointer = JsonFieldReader::child(pointer, "sourcePath");
  const std::string sourcePath =
      reader.readString(reader.requiredOr(object, pointer, "sourcePath", "dxdispatch.missing-initializer-field"), pathPointer);
  const std::string extension = lowercase(fs::path(sourcePath).extension().string());
  if (extension == ".png" || extension == ".jpg") reader.fail(pathPointer, "dxdispatch.image-unsupported", {sourcePath});
  const fs::path path = resolveSource(reader, sourcePath, pathPointer, baseDirectory);
  if (extension != ".npy") {
    if (!isKnown(type)) {
      reader.fail(JsonFieldReader::child(resourcePointer, "initialValuesDataType"), "dxdispatch.raw-file-needs-type",
                  {sourcePath});
    }
    return readRawFile(reader, memory, path, pathPointer);
  }
  auto header = readNpyHeader(path);
  if (!header) reader.fail(pathPointer, "dxdispatch.source-unreadable", {header.error().message});
  memory.reserve(checkedMul(header->elementCount, elementSize(header->dataType)).value_or(UINT64_MAX), pathPointer);
  auto array = readNpyFile(path);
  if (!array) reader.fail(pathPointer, "dxdispatch.source-unreadable", {array.error().message});
  if (isKnown(type) && type != array->header.dataType) {
    reader.fail(pathPointer, "dxdispatch.source-type-mismatch",
                {sourcePath, std::string(fullName(array->header.dataType)), array->header.descr,
                 std::string(fullName(type))});
  }
  type = array->header.dataType;
  return std::move(array->data);
}

}  // namespace

void ModelMemory::reserve(uint64_t bytes, const std::string& pointer) {
  const uint64_t total = checkedAdd(used_, bytes).value_or(UINT64_MAX);
  if (total > kMaxModelDataBytes) {
    reader_.fail(pointer, "dxdispatch.data-too-large", {humanBytes(total), humanBytes(kMaxModelDataBytes)});
  }
  if (!budgetQueried_) {
    budget_ = hostMemoryBudget(std::nullopt);
    budgetQueried_ = true;
  }
  if (budget_ && total > budget_->bytes) {
    reader_.fail(pointer, "dxdispatch.data-exceeds-memory", {humanBytes(total), humanBytes(budget_->bytes), budget_->source});
  }
  used_ = total;
}

uint16_t dxDispatchHalfBits(float value) {
  const uint32_t bits = std::bit_cast<uint32_t>(value);
  const auto sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  const uint32_t exponent = (bits >> 23) & 0xFF;  // biased by 127
  const uint32_t mantissa = bits & 0x7FFFFF;
  if (exponent == 0xFF) return static_cast<uint16_t>(sign | 0x7C00 | (mantissa >> 13));  // inf, or NaN's top bits
  if (exponent >= 127 + 16) return static_cast<uint16_t>(sign | 0x7C00);                // |x| >= 2^16
  if (exponent >= 127 - 14) {                                                           // a normal half
    return static_cast<uint16_t>(sign | ((exponent - 112) << 10) | (mantissa >> 13));
  }
  if (exponent >= 127 - 24) {  // a subnormal half: units of 2^-24, the bits below them dropped
    return static_cast<uint16_t>(sign | ((mantissa | 0x800000) >> (126 - exponent)));
  }
  return sign;  // below half's smallest subnormal: a signed zero
}

DxBuffer materializeBuffer(const JsonFieldReader& reader, const Json& resource, const std::string& pointer,
                           const fs::path& baseDirectory, ModelMemory& memory) {
  reader.expectObject(resource, pointer);
  DxBuffer buffer;
  const std::string typePointer = JsonFieldReader::child(pointer, "initialValuesDataType");
  if (const Json* type = JsonFieldReader::member(resource, "initialValuesDataType")) {
    buffer.dataType = reader.readDataType(*type, typePointer);
  }
  const std::string valuesPointer = JsonFieldReader::child(pointer, "initialValues");
  const Json& values = reader.requiredOr(resource, pointer, "initialValues", "dxdispatch.missing-resource-field");
  auto needType = [&] {
    if (!isKnown(buffer.dataType)) reader.fail(typePointer, "dxdispatch.initial-values-type-missing");
  };

  Buffer data;
  if (values.is_string() && values.get_ref<const std::string&>() == "deferred") {
    reader.fail(valuesPointer, "dxdispatch.deferred-unsupported");
  } else if (values.is_array()) {
    if (!isKnown(buffer.dataType) && !values.empty() && values[0].is_object()) {
      reader.fail(valuesPointer, "dxdispatch.list-unsupported");
    }
    needType();
    data = arrayValues(reader, memory, values, valuesPointer, buffer.dataType);
  } else if (values.is_object()) {
    const bool constant = values.contains("value");
    const bool sequence = values.contains("valueStart");
    const bool file = values.contains("sourcePath");
    if (constant && (sequence || file)) reader.fail(valuesPointer, "dxdispatch.initializer-ambiguous");
    if (constant) {
      needType();
      data = constantValues(reader, memory, values, valuesPointer, buffer.dataType);
    } else if (sequence) {
      needType();
      data = sequenceValues(reader, memory, values, valuesPointer, buffer.dataType);
    } else if (file) {
      data = fileValues(reader, memory, values, valuesPointer, pointer, baseDirectory, buffer.dataType);
    } else {
      reader.fail(valuesPointer, "dxdispatch.initializer-unknown");
    }
  } else {
    reader.fail(valuesPointer, "dxdispatch.expected-initial-values", {describeJson(values)});
  }
  if (data.empty()) reader.fail(valuesPointer, "dxdispatch.initial-values-empty");

  uint64_t offset = 0;
  if (const Json* f = JsonFieldReader::member(resource, "initialValuesOffsetInBytes")) {
    offset = reader.readUint64(*f, JsonFieldReader::child(pointer, "initialValuesOffsetInBytes"));
  }
  const uint64_t end = checkedAdd(offset, data.size()).value_or(UINT64_MAX);
  if (const Json* f = JsonFieldReader::member(resource, "sizeInBytes")) {
    const std::string sizePointer = JsonFieldReader::child(pointer, "sizeInBytes");
    buffer.sizeInBytes = reader.readUint64(*f, sizePointer);
    if (buffer.sizeInBytes < end) {
      reader.fail(sizePointer, "dxdispatch.size-too-small", {std::to_string(buffer.sizeInBytes), std::to_string(end)});
    }
  } else {
    // DxDispatch rounds the values' own size up to DirectML's 4-byte alignment; an offset must fit in that.
    buffer.sizeInBytes = checkedRoundUp(data.size(), 4).value_or(UINT64_MAX);
    if (buffer.sizeInBytes < end) {
      reader.fail(JsonFieldReader::child(pointer, "initialValuesOffsetInBytes"), "dxdispatch.offset-needs-size",
                  {std::to_string(offset), std::to_string(end), std::to_string(buffer.sizeInBytes)});
    }
  }
  if (offset == 0) {
    buffer.initial = std::move(data);
  } else {
    memory.reserve(offset, JsonFieldReader::child(pointer, "initialValuesOffsetInBytes"));
    buffer.initial.assign(end, std::byte{0});
    std::copy(data.begin(), data.end(), buffer.initial.begin() + static_cast<std::ptrdiff_t>(offset));
  }
  buffer.initialValuesEnd = buffer.initial.size();
  return buffer;
}

}  // namespace dmlscope::detail
