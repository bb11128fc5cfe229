// Reading session files: strict JSON-to-Session conversion whose every error gives the JSON path and line.
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "catalogue_error.h"
#include "json_with_lines.h"

namespace dmlscope {
namespace {

using Json = nlohmann::ordered_json;

// Larger files are refused before reading: a session holds buffers a person inspects, not a data set.
constexpr uint64_t kMaxSessionFileBytes = uint64_t{1} << 30;

// Thrown only inside this file; parseSession turns it into an Error.
struct ParseFailure {
  Error error;
};

// A short rendering of a JSON value for "got ..." in messages.
std::string describe(const Json& v) {
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

std::string join(const std::vector<std::string_view>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += ", ";
    out += names[i];
  }
  return out;
}

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

// A tensor as read, with what the file left out.
struct ReadTensor {
  TensorDesc desc;
  std::optional<Buffer> data;
  std::optional<DataFile> file;  // "Data": "x.npy"
  bool hasSizes = false;
  std::string pointer;
};

class SessionReader {
 public:
  SessionReader(const JsonWithLines& doc, std::filesystem::path baseDirectory)
      : doc_(doc), baseDirectory_(std::move(baseDirectory)) {}

  Session read() {
    const Json& root = doc_.value;
    if (!root.is_object()) fail("", "file.not-object", {describe(root)});
    readVersion(root);
    checkKeys(root, "", {"dmlscope", "title", "description", "featureLevel", "operator", "desc"}, "a session file");

    Session session;
    if (const Json* v = member(root, "title")) session.title = readString(*v, "/title");
    if (const Json* v = member(root, "description")) session.description = readString(*v, "/description");
    if (const Json* v = member(root, "featureLevel")) session.featureLevel = readFeatureLevel(*v, "/featureLevel");

    const Json& op = required(root, "", "operator", "a session file");
    const OperatorType type = readOperatorType(op, "/operator");
    const Json& desc = required(root, "", "desc", "a session file");
    expectObject(desc, "/desc");
    switch (type) {
      case OperatorType::Tile: session.desc = readTile(desc); break;
      case OperatorType::Padding: session.desc = readPadding(desc); break;
      case OperatorType::DepthToSpace1: session.desc = readDepthToSpace(desc); break;
      case OperatorType::Split: session.desc = readSplit(desc); break;
      case OperatorType::Join: session.desc = readJoin(desc); break;
    }
    deriveOutputSizes(session.desc);
    placeBuffers(session);
    return session;
  }

 private:
  // ---- errors and lookups

  // Throws the catalogue error `id`, whose template starts with "line {0}, {1}: " (the line and `pointer`),
  // or with "line {0}: " when `pointer` is the root; `args` are its further arguments.
  [[noreturn]] void fail(const std::string& pointer, std::string id, std::vector<std::string> args = {}) const {
    std::vector<std::string> all{std::to_string(doc_.lineOfPointer(pointer))};
    if (!pointer.empty()) all.push_back(pointer);
    all.insert(all.end(), std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
    throw ParseFailure{catalogueError(std::move(id), std::move(all))};
  }

  static std::string child(const std::string& pointer, std::string_view key) {
    return pointer + "/" + escapeJsonPointerToken(key);
  }
  static std::string child(const std::string& pointer, size_t index) { return fmt::format("{}/{}", pointer, index); }

  static const Json* member(const Json& object, std::string_view key) {
    auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
  }

  const Json& required(const Json& object, const std::string& pointer, std::string_view key,
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

  void expectObject(const Json& v, const std::string& pointer) const {
    if (!v.is_object()) fail(pointer, "file.expected-object", {describe(v)});
  }

  void checkKeys(const Json& object, const std::string& pointer, const std::vector<std::string_view>& allowed,
                 std::string_view owner) const {
    for (const auto& [key, value] : object.items()) {
      bool known = false;
      for (auto a : allowed) known = known || key == a;
      if (!known) {
        if (owner == "a session file") fail(child(pointer, key), "file.unknown-session-field", {key, join(allowed)});
        fail(child(pointer, key), "file.unknown-field", {key, std::string(owner), join(allowed)});
      }
    }
  }

  // ---- scalars

  uint32_t readUint32(const Json& v, const std::string& pointer) const {
    if (v.is_number_unsigned() && v.get<uint64_t>() <= UINT32_MAX) return static_cast<uint32_t>(v.get<uint64_t>());
    if (v.is_number_integer() && v.get<int64_t>() >= 0 && v.get<int64_t>() <= int64_t{UINT32_MAX}) {
      return static_cast<uint32_t>(v.get<int64_t>());
    }
    fail(pointer, "file.expected-uint32", {describe(v)});
  }

  uint64_t readUint64(const Json& v, const std::string& pointer) const {
    if (v.is_number_unsigned()) return v.get<uint64_t>();
    if (v.is_number_integer() && v.get<int64_t>() >= 0) return static_cast<uint64_t>(v.get<int64_t>());
    fail(pointer, "file.expected-uint64", {describe(v)});
  }

  std::vector<uint32_t> readUint32Array(const Json& v, const std::string& pointer) const {
    if (!v.is_array()) fail(pointer, "file.expected-uint32-array", {describe(v)});
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

  std::string readString(const Json& v, const std::string& pointer) const {
    if (!v.is_string()) fail(pointer, "file.expected-string", {describe(v)});
    return v.get<std::string>();
  }

  // "nan", "inf", "-inf", or nothing.
  static std::optional<double> specialFloat(const Json& v) {
    if (!v.is_string()) return std::nullopt;
    const auto& s = v.get_ref<const std::string&>();
    if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
    return std::nullopt;
  }

  // A number of a float type: a JSON number, or "nan", "inf", "-inf"; finite values must not round to
  // infinity in `type`.
  // `label` names the type in messages ("DML_TENSOR_DATA_TYPE_FLOAT16", or "FLOAT" for PaddingValue).
  double readFloat(const Json& v, const std::string& pointer, DataType type, std::string_view label) const {
    if (auto special = specialFloat(v)) return *special;
    if (!v.is_number()) {
      fail(pointer, "file.expected-float", {describe(v)});
    }
    const double d = v.get<double>();
    if (std::fabs(d) >= overflowThreshold(type)) {
      fail(pointer, "file.float-too-large",
           {describe(v), std::string(label), std::string(largestFinite(type))});
    }
    return d;
  }

  // ---- enums: full or short name
  // `what` is the enum's part of its message ids: "file.expected-{what}-name", "file.unknown-{what}" and, for
  // readEnumOrInteger, "file.expected-{what}-value".

  template <class Enum, class Parse, class Name>
  Enum readEnum(const Json& v, const std::string& pointer, std::string_view what, std::span<const Enum> all,
                Parse parse, Name name) const {
    std::vector<std::string_view> names;
    for (Enum e : all) names.push_back(name(e));
    if (!v.is_string()) fail(pointer, fmt::format("file.expected-{}-name", what), {describe(v)});
    if (auto e = parse(v.get_ref<const std::string&>())) return *e;
    fail(pointer, fmt::format("file.unknown-{}", what), {describe(v), join(names)});
  }

  // PaddingMode and Order: a name, or DirectML's integer value (kept even when unknown, for validation).
  template <class Enum, class Parse, class Name>
  Enum readEnumOrInteger(const Json& v, const std::string& pointer, std::string_view what, std::span<const Enum> all,
                         Parse parse, Name name) const {
    if (v.is_number_integer()) {
      if (!v.is_number_unsigned() || v.get<uint64_t>() > UINT32_MAX) {
        fail(pointer, fmt::format("file.expected-{}-value", what), {describe(v)});
      }
      return static_cast<Enum>(static_cast<uint32_t>(v.get<uint64_t>()));
    }
    return readEnum(v, pointer, what, all, parse, name);
  }

  FeatureLevel readFeatureLevel(const Json& v, const std::string& pointer) const {
    return readEnum<FeatureLevel>(v, pointer, "feature-level", kAllFeatureLevels, parseFeatureLevel,
                                  [](FeatureLevel l) { return fullName(l); });
  }

  OperatorType readOperatorType(const Json& v, const std::string& pointer) const {
    static constexpr OperatorType kTypes[] = {OperatorType::Tile, OperatorType::Padding, OperatorType::DepthToSpace1,
                                              OperatorType::Split, OperatorType::Join};
    return readEnum<OperatorType>(v, pointer, "operator", kTypes, parseOperatorType,
                                  [](OperatorType t) { return fullName(t); });
  }

  DataType readDataType(const Json& v, const std::string& pointer) const {
    static constexpr DataType kTypes[] = {DataType::Unknown, DataType::Float32, DataType::Float16, DataType::UInt32,
                                          DataType::UInt16,  DataType::UInt8,   DataType::Int32,   DataType::Int16,
                                          DataType::Int8,    DataType::Float64, DataType::UInt64,  DataType::Int64};
    return readEnum<DataType>(v, pointer, "data-type", kTypes, parseDataType, [](DataType t) { return fullName(t); });
  }

  // ---- top level

  void readVersion(const Json& root) const {
    const Json* v = member(root, "dmlscope");
    if (!v) {
      fail("/dmlscope", "file.version-missing", {std::to_string(kSessionFormatVersion)});
    }
    if (!v->is_number_integer() || !v->is_number_unsigned() || v->get<uint64_t>() != kSessionFormatVersion) {
      fail("/dmlscope", "file.version-unsupported", {describe(*v), std::to_string(kSessionFormatVersion)});
    }
  }

  // ---- tensors

  ReadTensor readTensor(const Json& v, const std::string& pointer, bool isOutput) const {
    expectObject(v, pointer);
    std::vector<std::string_view> keys = {"DataType",
                                          "Flags",
                                          "DimensionCount",
                                          "Sizes",
                                          "Strides",
                                          "TotalTensorSizeInBytes",
                                          "GuaranteedBaseOffsetAlignment",
                                          "Data"};
    if (isOutput) keys.push_back("Sources");  // written by `dmlscope run --with-sources`; derived, so not read
    checkKeys(v, pointer, keys, "DML_BUFFER_TENSOR_DESC");

    ReadTensor t;
    t.pointer = pointer;
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
    if (const Json* f = member(v, "DimensionCount"))
      d.dimensionCount = readUint32(*f, child(pointer, "DimensionCount"));
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
    return t;
  }

  // "Data": "x.npy" — the file against the session's folder. A file that cannot be read is not a parse error:
  // the session opens, and validation shows the problem on this tensor's Data.
  DataFile readDataFile(const Json& v, const std::string& pointer, ReadTensor& t) const {
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
  std::vector<uint32_t> sizesOfShape(const std::vector<uint64_t>& shape, const std::string& pointer) const {
    std::vector<uint32_t> sizes;
    for (uint64_t n : shape) {
      if (n > UINT32_MAX) fail(pointer, "file.data-file-dimension-too-large", {std::to_string(n)});
      sizes.push_back(static_cast<uint32_t>(n));
    }
    if (sizes.empty()) sizes.push_back(1);
    return sizes;
  }

  ReadTensor readInputTensor(const Json& object, const std::string& pointer, std::string_view key) const {
    ReadTensor t = readTensor(required(object, pointer, key, "the descriptor"), child(pointer, key), false);
    if (!t.hasSizes) fail(child(t.pointer, "Sizes"), "file.input-sizes-missing");
    return t;
  }

  Buffer readData(const Json& v, const std::string& pointer, DataType type) const {
    if (!v.is_array()) fail(pointer, "file.expected-data-array", {describe(v)});
    if (!isKnown(type)) fail(pointer, "file.data-unknown-type");
    Buffer buffer(v.size() * elementSize(type));
    for (size_t i = 0; i < v.size(); ++i) {
      writeElement(type, buffer, i, readElementValue(v[i], pointer, i, type));
    }
    return buffer;
  }

  // Element `index` of the Data array at `dataPointer`. Buffers can hold millions of elements, so the
  // element's pointer and the messages are only built for a bad one.
  ElementValue readElementValue(const Json& v, const std::string& dataPointer, size_t index, DataType type) const {
    if (elementKind(type) == ElementKind::Float) {
      if (v.is_number() && std::fabs(v.get<double>()) < overflowThreshold(type)) return v.get<double>();
      return readFloat(v, child(dataPointer, index), type, fullName(type));
    }
    const IntegerRange range = integerRange(type);
    if (v.is_number_unsigned() && v.get<uint64_t>() <= range.max) return v.get<uint64_t>();
    if (v.is_number_integer() && !v.is_number_unsigned() && v.get<int64_t>() >= range.min) return v.get<int64_t>();
    const std::string pointer = child(dataPointer, index);
    const std::string typeName(fullName(type));
    const std::string min = std::to_string(range.min);
    const std::string max = std::to_string(range.max);
    if (!v.is_number_integer()) fail(pointer, "file.expected-integer-element", {typeName, min, max, describe(v)});
    if (v.is_number_unsigned()) {
      const uint64_t u = v.get<uint64_t>();
      if (u > range.max) fail(pointer, "file.element-out-of-range", {std::to_string(u), typeName, min, max});
      return u;
    }
    const int64_t i = v.get<int64_t>();
    if (i < range.min) fail(pointer, "file.element-out-of-range", {std::to_string(i), typeName, min, max});
    return i;
  }

  // ---- operators

  TileDesc readTile(const Json& v) {
    checkKeys(v, "/desc", {"InputTensor", "OutputTensor", "RepeatsCount", "Repeats"}, "DML_TILE_OPERATOR_DESC");
    TileDesc d;
    readSingleInputAndOutput(v, d.InputTensor, d.OutputTensor);
    if (const Json* f = member(v, "RepeatsCount")) d.RepeatsCount = readUint32(*f, "/desc/RepeatsCount");
    d.Repeats = readUint32Array(required(v, "/desc", "Repeats", "DML_TILE_OPERATOR_DESC"), "/desc/Repeats");
    return d;
  }

  PaddingDesc readPadding(const Json& v) {
    static constexpr PaddingMode kModes[] = {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection,
                                             PaddingMode::Symmetric};
    constexpr std::string_view owner = "DML_PADDING_OPERATOR_DESC";
    checkKeys(
        v, "/desc",
        {"InputTensor", "OutputTensor", "PaddingMode", "PaddingValue", "DimensionCount", "StartPadding", "EndPadding"},
        owner);
    PaddingDesc d;
    readSingleInputAndOutput(v, d.InputTensor, d.OutputTensor);
    d.PaddingMode =
        readEnumOrInteger<PaddingMode>(required(v, "/desc", "PaddingMode", owner), "/desc/PaddingMode", "padding-mode",
                                       kModes, parsePaddingMode, [](PaddingMode m) { return fullName(m); });
    if (const Json* f = member(v, "PaddingValue")) {
      d.PaddingValue = static_cast<float>(readFloat(*f, "/desc/PaddingValue", DataType::Float32, "a FLOAT"));
    }
    if (const Json* f = member(v, "DimensionCount")) d.DimensionCount = readUint32(*f, "/desc/DimensionCount");
    d.StartPadding = readUint32Array(required(v, "/desc", "StartPadding", owner), "/desc/StartPadding");
    d.EndPadding = readUint32Array(required(v, "/desc", "EndPadding", owner), "/desc/EndPadding");
    return d;
  }

  DepthToSpace1Desc readDepthToSpace(const Json& v) {
    static constexpr DepthSpaceOrder kOrders[] = {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth};
    constexpr std::string_view owner = "DML_DEPTH_TO_SPACE1_OPERATOR_DESC";
    checkKeys(v, "/desc", {"InputTensor", "OutputTensor", "BlockSize", "Order"}, owner);
    DepthToSpace1Desc d;
    readSingleInputAndOutput(v, d.InputTensor, d.OutputTensor);
    d.BlockSize = readUint32(required(v, "/desc", "BlockSize", owner), "/desc/BlockSize");
    d.Order = readEnumOrInteger<DepthSpaceOrder>(required(v, "/desc", "Order", owner), "/desc/Order",
                                                 "depth-space-order", kOrders, parseDepthSpaceOrder,
                                                 [](DepthSpaceOrder o) { return fullName(o); });
    return d;
  }

  SplitDesc readSplit(const Json& v) {
    constexpr std::string_view owner = "DML_SPLIT_OPERATOR_DESC";
    checkKeys(v, "/desc", {"InputTensor", "OutputCount", "OutputTensors", "Axis"}, owner);
    SplitDesc d;
    ReadTensor input = readInputTensor(v, "/desc", "InputTensor");
    d.InputTensor = input.desc;
    inputs_.push_back(std::move(input));
    if (const Json* f = member(v, "OutputCount")) d.OutputCount = readUint32(*f, "/desc/OutputCount");
    const Json& outputs = required(v, "/desc", "OutputTensors", owner);
    if (!outputs.is_array())
      fail("/desc/OutputTensors", "file.expected-tensor-array", {describe(outputs)});
    for (size_t k = 0; k < outputs.size(); ++k) {
      ReadTensor t = readTensor(outputs[k], child("/desc/OutputTensors", k), true);
      // Split's output sizes are the user's choice of split, so there is nothing to derive them from.
      if (!t.hasSizes)
        fail(child(t.pointer, "Sizes"), "file.split-sizes-missing");
      d.OutputTensors.push_back(t.desc);
      outputs_.push_back(std::move(t));
    }
    d.Axis = readUint32(required(v, "/desc", "Axis", owner), "/desc/Axis");
    return d;
  }

  JoinDesc readJoin(const Json& v) {
    constexpr std::string_view owner = "DML_JOIN_OPERATOR_DESC";
    checkKeys(v, "/desc", {"InputCount", "InputTensors", "OutputTensor", "Axis"}, owner);
    JoinDesc d;
    if (const Json* f = member(v, "InputCount")) d.InputCount = readUint32(*f, "/desc/InputCount");
    const Json& inputs = required(v, "/desc", "InputTensors", owner);
    if (!inputs.is_array())
      fail("/desc/InputTensors", "file.expected-tensor-array", {describe(inputs)});
    for (size_t k = 0; k < inputs.size(); ++k) {
      ReadTensor t = readTensor(inputs[k], child("/desc/InputTensors", k), false);
      if (!t.hasSizes) fail(child(t.pointer, "Sizes"), "file.input-sizes-missing");
      d.InputTensors.push_back(t.desc);
      inputs_.push_back(std::move(t));
    }
    ReadTensor output = readTensor(required(v, "/desc", "OutputTensor", owner), "/desc/OutputTensor", true);
    d.OutputTensor = output.desc;
    outputs_.push_back(std::move(output));
    d.Axis = readUint32(required(v, "/desc", "Axis", owner), "/desc/Axis");
    return d;
  }

  void readSingleInputAndOutput(const Json& v, TensorDesc& input, TensorDesc& output) {
    ReadTensor in = readInputTensor(v, "/desc", "InputTensor");
    ReadTensor out = readTensor(required(v, "/desc", "OutputTensor", "the descriptor"), "/desc/OutputTensor", true);
    input = in.desc;
    output = out.desc;
    inputs_.push_back(std::move(in));
    outputs_.push_back(std::move(out));
  }

  // ---- after the descriptor

  void deriveOutputSizes(OperatorDesc& desc) const {
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

  bool anInputFileFailed() const {
    for (const auto& t : inputs_)
      if (t.file && t.file->problem) return true;
    return false;
  }

  void placeBuffers(Session& session) {
    session.inputData.assign(inputs_.size(), Buffer{});
    for (size_t k = 0; k < inputs_.size(); ++k) {
      if (inputs_[k].data) {
        session.inputData[k] = std::move(*inputs_[k].data);
      } else if (!inputs_[k].file) {
        fillSequential(session, static_cast<uint32_t>(k));
      }
    }
    placeFileLinks(inputs_, session.inputFiles);
    placeFileLinks(outputs_, session.outputFiles);
    // Outputs' Data (expected or previous results) only when the file has some: a session before a run has none.
    bool anyOutputData = false;
    for (const auto& t : outputs_) anyOutputData = anyOutputData || t.data.has_value();
    if (!anyOutputData) return;
    session.outputData.assign(outputs_.size(), Buffer{});
    for (size_t k = 0; k < outputs_.size(); ++k) {
      if (outputs_[k].data) session.outputData[k] = std::move(*outputs_[k].data);
    }
  }

  // The links to .npy files, or nothing at all when no tensor has one.
  static void placeFileLinks(std::vector<ReadTensor>& tensors, std::vector<std::optional<DataFile>>& links) {
    links.clear();
    bool any = false;
    for (const auto& t : tensors) any = any || t.file.has_value();
    if (!any) return;
    for (auto& t : tensors) links.push_back(std::move(t.file));
  }

  const JsonWithLines& doc_;
  std::filesystem::path baseDirectory_;
  std::vector<ReadTensor> inputs_;   // in inputSlots order
  std::vector<ReadTensor> outputs_;  // in outputSlots order
};

}  // namespace

Result<Session> parseSession(std::string_view json, const std::filesystem::path& baseDirectory) {
  if (json.size() > kMaxSessionFileBytes) {
    return catalogueError("file.text-too-large", {std::to_string(json.size())});
  }
  try {
    auto doc = parseJsonWithLines(json);
    if (!doc) return doc.error();
    return SessionReader(*doc, baseDirectory).read();
  } catch (const ParseFailure& failure) {
    return failure.error;
  } catch (const std::bad_alloc&) {
    return catalogueError("file.session-out-of-memory", {});
  } catch (const std::exception& e) {
    return catalogueError("file.session-exception", {e.what()});
  }
}

Result<Session> readSessionFile(const std::filesystem::path& path) {
  namespace fs = std::filesystem;
  const std::string name = path.string();
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (!fs::exists(status)) {
    return catalogueError("file.cannot-read",
                     {name, ec ? ec.message() : std::make_error_code(std::errc::no_such_file_or_directory).message()});
  }
  if (fs::is_directory(status)) return catalogueError("file.is-directory", {name});
  const auto size = fs::file_size(path, ec);
  if (!ec && size > kMaxSessionFileBytes) {
    return catalogueError("file.too-large", {name, std::to_string(size)});
  }
  try {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      return catalogueError("file.cannot-read", {name, std::error_code(errno, std::generic_category()).message()});
    }
    std::string text;
    if (!ec) text.reserve(size);
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
      text.append(chunk, static_cast<size_t>(in.gcount()));
      if (text.size() > kMaxSessionFileBytes) {
        return catalogueError("file.grew-too-large", {name});
      }
    }
    if (in.bad()) return catalogueError("file.read-error", {name});
    // Callers put the file name before a parse error ("FILE: error: line 7, /desc/..."); errors about the
    // file itself name it here.
    return parseSession(text, path.parent_path());
  } catch (const std::bad_alloc&) {
    return catalogueError("file.read-out-of-memory", {name});
  } catch (const std::exception& e) {
    return catalogueError("file.cannot-read", {name, e.what()});
  }
}

}  // namespace dmlscope
