// Reading operator descriptors from JSON for session files and DxDispatch models (see session_desc_reader.h).
#include "session_desc_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <iterator>
#include <limits>
#include <utility>

#include "catalogue_error.h"
#include "dmlscope/npy_file.h"

namespace dmlscope::detail {
namespace {

// Range of an integer data type, for messages and checks.
struct IntegerRange {
  int64_t min;
  uint64_t max;
};

IntegerRange integerRange(DataType type) {
  switch (type) {
    case DataType::UInt8: return {0, UINT8_MAX};
    case DataType::UInt16: return {0, UINT16_MAX};
    case DataType::UInt32: return {0, UINT32_MAX};
    case DataType::UInt64: return {0, UINT64_MAX};
    case DataType::Int8: return {INT8_MIN, INT8_MAX};
    case DataType::Int16: return {INT16_MIN, INT16_MAX};
    case DataType::Int32: return {INT32_MIN, INT32_MAX};
    case DataType::Int64: return {INT64_MIN, INT64_MAX};
    default: return {0, 0};
  }
}

// The smallest magnitude that rounds to infinity when stored in a float type: MAX + half an ulp.
double overflowThreshold(DataType type) {
  switch (type) {
    case DataType::Float16: return 65520.0;
    case DataType::Float32: return std::ldexp(1.0, 128) - std::ldexp(1.0, 103);
    default: return std::numeric_limits<double>::infinity();
  }
}

std::string_view largestFinite(DataType type) { return type == DataType::Float16 ? "65504" : "3.4028235e38"; }

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// JSON has one number type: a writer such as Python's json module may write a whole number as 4.0. A float
// whose value is an exact integer that int64 or uint64 holds reads as that integer, so integer fields accept it
// (and then apply their own range); 4.5, 1e30, NaN stay floats, which integer fields refuse naming the value.
Json asIntegerWhenWhole(const Json& v) {
  if (!v.is_number_float()) return v;
  const double d = v.get<double>();
  if (!std::isfinite(d) || std::trunc(d) != d) return v;
  constexpr double kTwoTo63 = 9223372036854775808.0;
  constexpr double kTwoTo64 = 18446744073709551616.0;
  if (d >= 0 && d < kTwoTo64) return Json(static_cast<uint64_t>(d));
  if (d < 0 && d >= -kTwoTo63) return Json(static_cast<int64_t>(d));
  return v;
}

// DML_TENSOR_FLAGS by full or short name (DxDispatch's spelling: the flag names are singular).
std::optional<uint32_t> parseTensorFlag(std::string_view name) {
  if (name == "DML_TENSOR_FLAG_NONE" || name == "NONE") return kTensorFlagNone;
  if (name == "DML_TENSOR_FLAG_OWNED_BY_DML" || name == "OWNED_BY_DML") return kTensorFlagOwnedByDml;
  return std::nullopt;
}

}  // namespace

// ---- free helpers

std::string describeJson(const Json& v) {
  switch (v.type()) {
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: {
      const auto& s = v.get_ref<const std::string&>();
      Json shown = s.size() > 40 ? Json(s.substr(0, 40) + "...") : v;
      return shown.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    case Json::value_t::number_float: {
      // Keep the decimal point: "got 3.0" tells a person why 3.0 is not an integer.
      std::string text = fmt::format("{}", v.get<double>());
      if (text.find_first_of(".en") == std::string::npos) text += ".0";
      return text;
    }
    default: return v.dump();
  }
}

std::string joinNames(const std::vector<std::string_view>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += names[i];
  }
  return out;
}

// ---- JsonFieldReader: errors and lookups

Error JsonFieldReader::errorAt(const std::string& pointer, std::string id, std::vector<std::string> args) const {
  std::vector<std::string> all{std::to_string(doc_.lineOfPointer(pointer))};
  if (!pointer.empty()) all.push_back(pointer);
  all.insert(all.end(), std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
  return catalogueError(std::move(id), std::move(all));
}

void JsonFieldReader::fail(const std::string& pointer, std::string id, std::vector<std::string> args) const {
  throw ParseFailure{errorAt(pointer, std::move(id), std::move(args))};
}

std::string JsonFieldReader::child(const std::string& pointer, std::string_view key) {
  return pointer + "/" + escapeJsonPointerToken(key);
}

const Json* JsonFieldReader::member(const Json& object, std::string_view key) {
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

const Json& JsonFieldReader::required(const Json& object, const std::string& pointer, std::string_view key,
                                      std::string_view owner) const {
  const Json* v = member(object, key);
  if (!v) {
    const std::string name(key);
    if (owner == "a session file") fail(child(pointer, key), "file.missing-session-field", {name});
    if (owner == "a tensor") fail(child(pointer, key), "file.missing-tensor-field", {name});
    if (owner == "the descriptor") fail(child(pointer, key), "file.missing-descriptor-field", {name});
    fail(child(pointer, key), "file.missing-field", {std::string(owner), name});
  }
  return *v;
}

const Json& JsonFieldReader::requiredOr(const Json& object, const std::string& pointer, std::string_view key,
                                        std::string id, std::vector<std::string> args) const {
  const Json* v = member(object, key);
  if (!v) {
    args.emplace_back(key);
    fail(child(pointer, key), std::move(id), std::move(args));
  }
  return *v;
}

void JsonFieldReader::expectObject(const Json& v, const std::string& pointer) const {
  if (!v.is_object()) fail(pointer, "file.expected-object", {describeJson(v)});
}

void JsonFieldReader::checkKeys(const Json& object, const std::string& pointer,
                                const std::vector<std::string_view>& allowed, std::string_view owner) const {
  for (const auto& [key, value] : object.items()) {
    bool known = false;
    for (auto a : allowed) known = known || key == a;
    if (!known) {
      if (owner == "a session file") {
        fail(child(pointer, key), "file.unknown-session-field", {key, joinNames(allowed)});
      }
      fail(child(pointer, key), "file.unknown-field", {key, std::string(owner), joinNames(allowed)});
    }
  }
}

// ---- JsonFieldReader: scalars

uint32_t JsonFieldReader::readUint32(const Json& value, const std::string& pointer) const {
  const Json v = asIntegerWhenWhole(value);
  if (v.is_number_unsigned() && v.get<uint64_t>() <= UINT32_MAX) return static_cast<uint32_t>(v.get<uint64_t>());
  if (v.is_number_integer() && v.get<int64_t>() >= 0 && v.get<int64_t>() <= int64_t{UINT32_MAX}) {
    return static_cast<uint32_t>(v.get<int64_t>());
  }
  fail(pointer, "file.expected-uint32", {describeJson(v)});
}

uint64_t JsonFieldReader::readUint64(const Json& value, const std::string& pointer) const {
  const Json v = asIntegerWhenWhole(value);
  if (v.is_number_unsigned()) return v.get<uint64_t>();
  if (v.is_number_integer() && v.get<int64_t>() >= 0) return static_cast<uint64_t>(v.get<int64_t>());
  fail(pointer, "file.expected-uint64", {describeJson(v)});
}

std::vector<uint32_t> JsonFieldReader::readUint32Array(const Json& v, const std::string& pointer) const {
  if (!v.is_array()) fail(pointer, "file.expected-uint32-array", {describeJson(v)});
  std::vector<uint32_t> out;
  out.reserve(v.size());
  for (size_t i = 0; i < v.size(); ++i) {
    const Json& e = v[i];
    // The element's pointer text is built only for the message of a bad element.
    if (e.is_number_unsigned() && e.get<uint64_t>() <= UINT32_MAX) {
      out.push_back(static_cast<uint32_t>(e.get<uint64_t>()));
    } else {
      out.push_back(readUint32(e, child(pointer, i)));
    }
  }
  return out;
}

std::vector<int32_t> JsonFieldReader::readInt32Array(const Json& v, const std::string& pointer) const {
  if (!v.is_array()) fail(pointer, "file.expected-int32-array", {describeJson(v)});
  std::vector<int32_t> out;
  out.reserve(v.size());
  for (size_t i = 0; i < v.size(); ++i) {
    const Json e = asIntegerWhenWhole(v[i]);
    const bool fits = (e.is_number_unsigned() && e.get<uint64_t>() <= uint64_t{INT32_MAX}) ||
                      (e.is_number_integer() && e.get<int64_t>() >= INT32_MIN && e.get<int64_t>() <= INT32_MAX);
    if (!fits) fail(child(pointer, i), "file.expected-int32", {describeJson(e)});
    out.push_back(static_cast<int32_t>(e.get<int64_t>()));
  }
  return out;
}

std::string JsonFieldReader::readString(const Json& v, const std::string& pointer) const {
  if (!v.is_string()) fail(pointer, "file.expected-string", {describeJson(v)});
  return v.get<std::string>();
}

std::optional<double> JsonFieldReader::specialFloat(const Json& v, bool anyCase) {
  if (!v.is_string()) return std::nullopt;
  const auto& s = v.get_ref<const std::string&>();
  auto is = [&](std::string_view name) { return anyCase ? equalsIgnoringCase(s, name) : s == name; };
  if (is("nan")) return std::numeric_limits<double>::quiet_NaN();
  if (is("inf")) return std::numeric_limits<double>::infinity();
  if (is("-inf")) return -std::numeric_limits<double>::infinity();
  return std::nullopt;
}

double JsonFieldReader::readFloat(const Json& v, const std::string& pointer, DataType type, std::string_view label,
                                  bool anyCase) const {
  if (auto special = specialFloat(v, anyCase)) return *special;
  if (!v.is_number()) {
    fail(pointer, "file.expected-float", {describeJson(v)});
  }
  const double d = v.get<double>();
  if (std::fabs(d) >= overflowThreshold(type)) {
    fail(pointer, "file.float-too-large", {describeJson(v), std::string(label), std::string(largestFinite(type))});
  }
  return d;
}

FeatureLevel JsonFieldReader::readFeatureLevel(const Json& v, const std::string& pointer) const {
  return readEnum<FeatureLevel>(v, pointer, "feature-level", kAllFeatureLevels, parseFeatureLevel,
                                [](FeatureLevel l) { return fullName(l); });
}

uint32_t JsonFieldReader::readEnumField(const Json& v, const std::string& pointer, const EnumNames& names) const {
  std::vector<uint32_t> values(names.size());
  for (uint32_t i = 0; i < names.size(); ++i) values[i] = i;
  return readEnumOrInteger<uint32_t>(
      v, pointer, names.messageKey, values, [&](std::string_view name) { return names.parse(name); },
      [&](uint32_t value) { return names.fullName(value); });
}

OperatorType JsonFieldReader::readOperatorType(const Json& v, const std::string& pointer) const {
  return readEnum<OperatorType>(v, pointer, "operator", allOperators(), parseOperatorType,
                                [](OperatorType t) { return fullName(t); });
}

DataType JsonFieldReader::readDataType(const Json& v, const std::string& pointer) const {
  // Every value of the enum: UNKNOWN too, which a file may name (validation reports it).
  static constexpr auto kTypes = [] {
    std::array<DataType, kAllDataTypes.size() + 1> types{DataType::Unknown};
    std::copy(kAllDataTypes.begin(), kAllDataTypes.end(), types.begin() + 1);
    return types;
  }();
  return readEnum<DataType>(v, pointer, "data-type", kTypes, parseDataType, [](DataType t) { return fullName(t); });
}

// ---- JsonFieldReader: elements

Buffer JsonFieldReader::readData(const Json& v, const std::string& pointer, DataType type) const {
  if (!v.is_array()) fail(pointer, "file.expected-data-array", {describeJson(v)});
  if (!isKnown(type)) fail(pointer, "file.data-unknown-type");
  Buffer buffer(v.size() * elementSize(type));
  for (size_t i = 0; i < v.size(); ++i) {
    writeElement(type, buffer, i, readElementValue(v[i], pointer, i, type));
  }
  return buffer;
}

ElementValue JsonFieldReader::readElementValue(const Json& v, const std::string& arrayPointer, size_t index,
                                               DataType type) const {
  if (elementKind(type) == ElementKind::Float) {
    if (v.is_number() && std::fabs(v.get<double>()) < overflowThreshold(type)) return v.get<double>();
  } else {
    const IntegerRange range = integerRange(type);
    if (v.is_number_unsigned() && v.get<uint64_t>() <= range.max) return v.get<uint64_t>();
    if (v.is_number_integer() && !v.is_number_unsigned() && v.get<int64_t>() >= range.min) return v.get<int64_t>();
  }
  return readElementValueAt(v, child(arrayPointer, index), type);
}

ElementValue JsonFieldReader::readElementValueAt(const Json& value, const std::string& pointer, DataType type) const {
  if (elementKind(type) == ElementKind::Float) return readFloat(value, pointer, type, fullName(type));
  const Json v = asIntegerWhenWhole(value);
  const IntegerRange range = integerRange(type);
  if (v.is_number_unsigned() && v.get<uint64_t>() <= range.max) return v.get<uint64_t>();
  if (v.is_number_integer() && !v.is_number_unsigned() && v.get<int64_t>() >= range.min) return v.get<int64_t>();
  const std::string typeName(fullName(type));
  const std::string min = std::to_string(range.min);
  const std::string max = std::to_string(range.max);
  if (!v.is_number_integer()) fail(pointer, "file.expected-integer-element", {typeName, min, max, describeJson(v)});
  if (v.is_number_unsigned()) {
    fail(pointer, "file.element-out-of-range", {std::to_string(v.get<uint64_t>()), typeName, min, max});
  }
  fail(pointer, "file.element-out-of-range", {std::to_string(v.get<int64_t>()), typeName, min, max});
}

ScalarUnion JsonFieldReader::readScalar(const Json& v, const std::string& pointer, DataType type, bool members,
                                        bool anyCase) const {
  if (!isKnown(type)) fail(pointer, "file.scalar-unknown-type");
  if (members && v.is_object()) {
    const std::string_view name = scalarUnionMember(type);
    const Json* value = v.size() == 1 ? member(v, name) : nullptr;
    if (!value) fail(pointer, "file.scalar-member", {std::string(fullName(type)), std::string(name), describeJson(v)});
    // FLOAT16's member is its bits, a UINT16.
    const DataType memberType = type == DataType::Float16 ? DataType::UInt16 : type;
    return ScalarUnion{scalarElementBits(type, readScalar(*value, child(pointer, name), memberType, false, anyCase))};
  }
  if (elementKind(type) == ElementKind::Float) return scalarOf(type, readFloat(v, pointer, type, fullName(type), anyCase));
  if (v.is_string()) {
    // An integer too large for a double's 53 bits is written as its decimal text; read it exactly.
    const std::string& text = v.get_ref<const std::string&>();
    const Json integer = Json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!integer.is_number_integer()) {
      const IntegerRange range = integerRange(type);
      fail(pointer, "file.expected-integer-element",
           {std::string(fullName(type)), std::to_string(range.min), std::to_string(range.max), describeJson(v)});
    }
    return scalarOf(type, readElementValueAt(integer, pointer, type));
  }
  return scalarOf(type, readElementValueAt(v, pointer, type));
}

// ---- DescReader: tensors

DescReader::DescReader(const JsonWithLines& doc, const Json& desc, std::string descPointer, DescDialect dialect,
                       std::filesystem::path baseDirectory)
    : JsonFieldReader(doc),
      desc_(desc),
      descPointer_(std::move(descPointer)),
      dialect_(dialect),
      baseDirectory_(std::move(baseDirectory)) {}

ReadTensor DescReader::readTensor(const Json& v, const std::string& pointer, bool isOutput) const {
  expectObject(v, pointer);
  ReadTensor t;
  t.pointer = pointer;
  if (dialect_ == DescDialect::Session) {
    readSessionTensor(v, t, isOutput);
  } else {
    readDxDispatchTensor(v, t);
  }
  return t;
}

// DML_BUFFER_TENSOR_DESC's fields, in DirectML's order: the keys a tensor may have in both dialects.
constexpr std::string_view kBufferTensorKeys[] = {"DataType", "Flags", "DimensionCount", "Sizes", "Strides",
                                                  "TotalTensorSizeInBytes", "GuaranteedBaseOffsetAlignment"};

void DescReader::readSessionTensor(const Json& v, ReadTensor& t, bool isOutput) const {
  const std::string& pointer = t.pointer;
  std::vector<std::string_view> keys(std::begin(kBufferTensorKeys), std::end(kBufferTensorKeys));
  keys.push_back("Data");
  if (isOutput) keys.push_back("Sources");  // written by `dmlscope run --with-sources`; derived, so not read
  checkKeys(v, pointer, keys, "DML_BUFFER_TENSOR_DESC");

  TensorDesc& d = t.desc;
  const Json* data = member(v, "Data");
  if (data && data->is_string()) t.file = readDataFile(*data, child(pointer, "Data"), t);
  if (const Json* f = member(v, "DataType")) {
    d.dataType = readDataType(*f, child(pointer, "DataType"));
  } else if (t.file && t.file->header) {
    d.dataType = t.file->header->dataType;
  } else if (!t.file) {
    required(v, pointer, "DataType", "a tensor");
  }
  if (const Json* f = member(v, "Flags")) d.flags = readUint32(*f, child(pointer, "Flags"));
  if (const Json* f = member(v, "DimensionCount")) d.dimensionCount = readUint32(*f, child(pointer, "DimensionCount"));
  if (const Json* f = member(v, "Sizes")) {
    d.sizes = readUint32Array(*f, child(pointer, "Sizes"));
    t.hasSizes = true;
  } else if (t.file && t.file->header) {
    d.sizes = sizesOfShape(t.file->header->shape, child(pointer, "Data"));  // a 0-d array is one element
    t.hasSizes = true;
  } else if (t.file && !isOutput) {
    // An input whose file could not be read has no sizes; validation says so beside the problem on Data.
    t.hasSizes = true;
  }
  if (const Json* f = member(v, "Strides")) d.strides = readUint32Array(*f, child(pointer, "Strides"));
  if (const Json* f = member(v, "TotalTensorSizeInBytes")) {
    d.totalTensorSizeInBytes = readUint64(*f, child(pointer, "TotalTensorSizeInBytes"));
  }
  if (const Json* f = member(v, "GuaranteedBaseOffsetAlignment")) {
    d.guaranteedBaseOffsetAlignment = readUint32(*f, child(pointer, "GuaranteedBaseOffsetAlignment"));
  }
  if (data && !data->is_string()) t.data = readData(*data, child(pointer, "Data"), d.dataType);
}

// DxDispatch's DML_TENSOR_DESC: the buffer desc's fields inline (with an optional "Type"), or the long form
// { "Type": ..., "Desc": { buffer desc } }. DataType and Sizes are required, as DxDispatch requires them.
void DescReader::readDxDispatchTensor(const Json& v, ReadTensor& t) const {
  static const std::vector<std::string_view> kBufferKeys(std::begin(kBufferTensorKeys), std::end(kBufferTensorKeys));
  const Json* body = &v;
  std::string bodyPointer = t.pointer;
  if (const Json* longForm = member(v, "Desc")) {
    checkKeys(v, t.pointer, {"Type", "Desc"}, "DML_TENSOR_DESC");
    bodyPointer = child(t.pointer, "Desc");
    expectObject(*longForm, bodyPointer);
    checkKeys(*longForm, bodyPointer, kBufferKeys, "DML_BUFFER_TENSOR_DESC");
    body = longForm;
  } else {
    std::vector<std::string_view> keys = {"Type"};
    keys.insert(keys.end(), kBufferKeys.begin(), kBufferKeys.end());
    checkKeys(v, t.pointer, keys, "DML_BUFFER_TENSOR_DESC");
  }
  if (const Json* type = member(v, "Type")) {
    const std::string typePointer = child(t.pointer, "Type");
    const std::string name = readString(*type, typePointer);
    if (name != "DML_TENSOR_TYPE_BUFFER" && name != "BUFFER") {
      fail(typePointer, "dxdispatch.unknown-tensor-type", {describeJson(*type)});
    }
  }

  TensorDesc& d = t.desc;
  d.dataType = readDataType(required(*body, bodyPointer, "DataType", "a tensor"), child(bodyPointer, "DataType"));
  d.sizes = readUint32Array(required(*body, bodyPointer, "Sizes", "a tensor"), child(bodyPointer, "Sizes"));
  t.hasSizes = true;
  if (const Json* f = member(*body, "Flags")) d.flags = readTensorFlags(*f, child(bodyPointer, "Flags"));
  if (const Json* f = member(*body, "DimensionCount")) {
    const uint32_t count = readUint32(*f, child(bodyPointer, "DimensionCount"));
    // DxDispatch fills in the count of Sizes; a model exported from a session writes it, and it says nothing
    // the session does not.
    if (count != d.sizes.size()) d.dimensionCount = count;
  }
  if (const Json* f = member(*body, "Strides")) d.strides = readUint32Array(*f, child(bodyPointer, "Strides"));
  if (const Json* f = member(*body, "TotalTensorSizeInBytes")) {
    const uint64_t total = readUint64(*f, child(bodyPointer, "TotalTensorSizeInBytes"));
    // 0 is DxDispatch's "compute it"; DirectML's minimum is what dmlscope computes for an absent value.
    if (total != 0) {
      TensorDesc derived = d;
      derived.totalTensorSizeInBytes.reset();
      auto layout = computeLayout(derived);
      if (!layout || layout->minimumBytes != total) d.totalTensorSizeInBytes = total;
    }
  }
  if (const Json* f = member(*body, "GuaranteedBaseOffsetAlignment")) {
    d.guaranteedBaseOffsetAlignment = readUint32(*f, child(bodyPointer, "GuaranteedBaseOffsetAlignment"));
  }
}

// DML_TENSOR_FLAGS as DxDispatch writes them: a flag name, or an array of names OR-ed together; an integer
// is accepted too, as the session format writes flags.
uint32_t DescReader::readTensorFlags(const Json& v, const std::string& pointer) const {
  auto flagOf = [&](const Json& name, const std::string& at) -> uint32_t {
    if (!name.is_string()) fail(at, "dxdispatch.expected-tensor-flags", {describeJson(name)});
    if (auto flag = parseTensorFlag(name.get_ref<const std::string&>())) return *flag;
    fail(at, "dxdispatch.unknown-tensor-flag", {describeJson(name)});
  };
  if (v.is_number_integer()) return readUint32(v, pointer);
  if (v.is_string()) return flagOf(v, pointer);
  if (!v.is_array()) fail(pointer, "dxdispatch.expected-tensor-flags", {describeJson(v)});
  uint32_t flags = 0;
  for (size_t i = 0; i < v.size(); ++i) flags |= flagOf(v[i], child(pointer, i));
  return flags;
}

// "Data": "x.npy" — the file against the session's folder. A file that cannot be read is not a parse error:
// the session opens, and validation shows the problem on this tensor's Data.
DataFile DescReader::readDataFile(const Json& v, const std::string& pointer, ReadTensor& t) const {
  DataFile file;
  file.path = v.get<std::string>();
  if (file.path.empty()) fail(pointer, "file.data-path-empty");
  file.resolved = baseDirectory_ / std::filesystem::path(file.path);
  auto array = readNpyFile(file.resolved);
  if (!array) {
    file.problem = array.error();
    return file;
  }
  file.header = array->header;
  t.data = std::move(array->data);
  return file;
}

// Sizes from a .npy shape: () is [1]; a dimension past 32 bits cannot be a DirectML size.
std::vector<uint32_t> DescReader::sizesOfShape(const std::vector<uint64_t>& shape, const std::string& pointer) const {
  std::vector<uint32_t> sizes;
  for (uint64_t n : shape) {
    if (n > UINT32_MAX) fail(pointer, "file.data-file-dimension-too-large", {std::to_string(n)});
    sizes.push_back(static_cast<uint32_t>(n));
  }
  if (sizes.empty()) sizes.push_back(1);
  return sizes;
}

ReadTensor DescReader::readInputTensor(const Json& object, std::string_view key) const {
  ReadTensor t = readTensor(required(object, descPointer_, key, "the descriptor"), field(key), false);
  if (!t.hasSizes) fail(child(t.pointer, "Sizes"), "file.input-sizes-missing");
  return t;
}

std::optional<uint32_t> DescReader::readCount(const Json& v, std::string_view key) const {
  const Json* f = member(v, key);
  if (!f) return std::nullopt;
  return readUint32(*f, field(key));
}

std::optional<uint32_t> DescReader::keepCount(std::optional<uint32_t> count, size_t derived) const {
  // DxDispatch requires the counts that dmlscope derives; the same value says nothing more.
  if (dialect_ == DescDialect::DxDispatch && count && *count == derived) return std::nullopt;
  return count;
}

// ---- DescReader: operators

OperatorDesc DescReader::read(OperatorType type) {
  expectObject(desc_, descPointer_);
  const OperatorSchema& schema = operatorSchema(type);
  std::vector<std::string_view> keys;
  for (const OperatorField& f : schema.fields) keys.push_back(f.name);
  checkKeys(desc_, descPointer_, keys, schema.structName);
  OperatorDesc desc = emptyDesc(type);
  // In DirectML's order, so that the first problem in the file's order is the one reported.
  for (const OperatorField& f : schema.fields) readField(desc, schema, f);
  for (const OperatorField& f : schema.fields) {
    if (f.kind != FieldKind::Count) continue;
    auto& count = fieldValue<std::optional<uint32_t>>(desc, f);
    count = keepCount(count, schema.derivedCount(desc, f));
  }
  deriveOutputSizes(desc);
  return desc;
}

void DescReader::readField(OperatorDesc& desc, const OperatorSchema& schema, const OperatorField& f) {
  const std::string pointer = field(f.name);
  // A scalar the schema lets a file leave out keeps the struct's default.
  const auto value = [&]() -> const Json* {
    if (f.mayBeLeftOut) return member(desc_, f.name);
    return &required(desc_, descPointer_, f.name, schema.structName);
  };
  switch (f.kind) {
    case FieldKind::InputTensor: {
      ReadTensor t = readInputTensor(desc_, f.name);
      fieldValue<TensorDesc>(desc, f) = t.desc;
      inputs_.push_back(std::move(t));
      return;
    }
    case FieldKind::OutputTensor: {
      ReadTensor t = readTensor(required(desc_, descPointer_, f.name, "the descriptor"), pointer, true);
      fieldValue<TensorDesc>(desc, f) = t.desc;
      outputs_.push_back(std::move(t));
      return;
    }
    case FieldKind::InputTensorArray:
    case FieldKind::OutputTensorArray: {
      const bool isOutput = f.isOutput();
      const Json& tensors = *value();
      if (!tensors.is_array()) fail(pointer, "file.expected-tensor-array", {describeJson(tensors)});
      auto& descs = fieldValue<std::vector<TensorDesc>>(desc, f);
      for (size_t k = 0; k < tensors.size(); ++k) {
        ReadTensor t = readTensor(tensors[k], child(pointer, k), isOutput);
        // An output array's sizes are the user's choice (Split's pieces), so there is nothing to derive them from.
        if (!t.hasSizes) fail(child(t.pointer, "Sizes"), isOutput ? "file.split-sizes-missing" : "file.input-sizes-missing");
        descs.push_back(t.desc);
        (isOutput ? outputs_ : inputs_).push_back(std::move(t));
      }
      return;
    }
    case FieldKind::Count:
      fieldValue<std::optional<uint32_t>>(desc, f) = readCount(desc_, f.name);
      return;
    case FieldKind::UInt:
      if (const Json* v = value()) fieldValue<uint32_t>(desc, f) = readUint32(*v, pointer);
      return;
    case FieldKind::Float:
      if (const Json* v = value()) {
        fieldValue<float>(desc, f) = static_cast<float>(
            readFloat(*v, pointer, DataType::Float32, "a FLOAT", dialect_ == DescDialect::DxDispatch));
      }
      return;
    case FieldKind::Enum:
      if (const Json* v = value()) setEnumValue(desc, f, readEnumField(*v, pointer, *f.enumNames));
      return;
    case FieldKind::UIntArray:
      if (const Json* v = value()) fieldValue<std::vector<uint32_t>>(desc, f) = readUint32Array(*v, pointer);
      return;
    case FieldKind::Scalar:
      // The type field comes first in DirectML's order, so the desc already holds it.
      if (const Json* v = value()) {
        const bool dxdispatch = dialect_ == DescDialect::DxDispatch;
        fieldValue<ScalarUnion>(desc, f) = readScalar(*v, pointer, scalarDataType(desc, f), dxdispatch, dxdispatch);
      }
      return;
    case FieldKind::IntArray:
      if (const Json* v = value()) fieldValue<std::vector<int32_t>>(desc, f) = readInt32Array(*v, pointer);
      return;
    case FieldKind::ScaleBias: {
      // DML_SCALE_BIAS*: null (or left out) is no ScaleBias; an object needs both of its FLOATs, as DxDispatch's
      // parser reads them.
      auto& terms = fieldValue<std::optional<ScaleBiasTerms>>(desc, f);
      const Json* v = value();
      if (!v || v->is_null()) return;
      if (!v->is_object()) fail(pointer, "file.expected-scale-bias", {describeJson(*v)});
      checkKeys(*v, pointer, {"Scale", "Bias"}, "DML_SCALE_BIAS");
      const bool dxdispatch = dialect_ == DescDialect::DxDispatch;
      const auto term = [&](const char* name) {
        return static_cast<float>(readFloat(required(*v, pointer, name, "DML_SCALE_BIAS"), child(pointer, name),
                                            DataType::Float32, "a FLOAT", dxdispatch));
      };
      terms = ScaleBiasTerms{term("Scale"), term("Bias")};
      return;
    }
  }
}

// ---- DescReader: after the descriptor

void DescReader::deriveOutputSizes(OperatorDesc& desc) const {
  bool anyMissing = false;
  for (const auto& t : outputs_) anyMissing = anyMissing || !t.hasSizes;
  if (!anyMissing) return;
  const auto derived = derivedOutputSizes(desc);
  for (size_t k = 0; k < outputs_.size(); ++k) {
    if (outputs_[k].hasSizes) continue;
    if (k >= derived.size() || !derived[k]) {
      // An input whose .npy file could not be read has no sizes to derive from: the session still opens,
      // with the problem on that input's Data.
      if (anInputFileFailed()) continue;
      fail(child(outputs_[k].pointer, "Sizes"), "file.sizes-not-derivable");
    }
    outputTensor(desc, static_cast<uint32_t>(k)).sizes = *derived[k];
  }
}

bool DescReader::anInputFileFailed() const {
  for (const auto& t : inputs_)
    if (t.file && t.file->problem) return true;
  return false;
}

}  // namespace dmlscope::detail
