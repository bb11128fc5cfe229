// Reading an operator descriptor with DirectML's field names from JSON, for session files ("/desc") and for
// DxDispatch models ("/dispatchables/NAME/desc"): strict, and every error gives the JSON path and line.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dmlscope/element.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "json_with_lines.h"

namespace dmlscope::detail {

using Json = nlohmann::ordered_json;

// Thrown by the readers below; the public parse functions turn it into an Error.
struct ParseFailure {
  Error error;
};

// A short rendering of a JSON value for "got ..." in messages.
std::string describeJson(const Json& v);

// "a, b, c"
std::string joinNames(const std::vector<std::string_view>& names);

// Field access on a parsed document whose failures throw ParseFailure with the value's line and JSON pointer.
// The readers of session files and DxDispatch models share it, so that both speak with the same messages.
class JsonFieldReader {
 public:
  explicit JsonFieldReader(const JsonWithLines& doc) : doc_(doc) {}

  const JsonWithLines& doc() const { return doc_; }

  // The catalogue error `id`, whose template starts with "line {0}, {1}: " (the line and `pointer`), or with
  // "line {0}: " when `pointer` is the root; `args` are its further arguments.
  Error errorAt(const std::string& pointer, std::string id, std::vector<std::string> args = {}) const;
  [[noreturn]] void fail(const std::string& pointer, std::string id, std::vector<std::string> args = {}) const;

  static std::string child(const std::string& pointer, std::string_view key);
  static std::string child(const std::string& pointer, size_t index) { return fmt::format("{}/{}", pointer, index); }
  static const Json* member(const Json& object, std::string_view key);

  // `owner` picks the message: "a session file", "a tensor", "the descriptor", or a struct name such as
  // "DML_TILE_OPERATOR_DESC".
  const Json& required(const Json& object, const std::string& pointer, std::string_view key,
                       std::string_view owner) const;
  // `key` of `object`, or the catalogue error `id` at the missing key's pointer, with `args` and then the key
  // as its further arguments.
  const Json& requiredOr(const Json& object, const std::string& pointer, std::string_view key, std::string id,
                         std::vector<std::string> args = {}) const;
  void expectObject(const Json& v, const std::string& pointer) const;
  void checkKeys(const Json& object, const std::string& pointer, const std::vector<std::string_view>& allowed,
                 std::string_view owner) const;

  uint32_t readUint32(const Json& v, const std::string& pointer) const;
  uint64_t readUint64(const Json& v, const std::string& pointer) const;
  std::vector<uint32_t> readUint32Array(const Json& v, const std::string& pointer) const;
  std::vector<int32_t> readInt32Array(const Json& v, const std::string& pointer) const;
  std::string readString(const Json& v, const std::string& pointer) const;

  // "nan", "inf", "-inf" (in any letter case when `anyCase`), or nothing.
  static std::optional<double> specialFloat(const Json& v, bool anyCase = false);
  // A number of a float type: a JSON number, or "nan", "inf", "-inf"; finite values must not round to
  // infinity in `type`. `label` names the type in messages ("DML_TENSOR_DATA_TYPE_FLOAT16", or "a FLOAT").
  double readFloat(const Json& v, const std::string& pointer, DataType type, std::string_view label,
                   bool anyCase = false) const;

  // Enums by full or short name. `what` is the enum's part of its message ids: "file.expected-{what}-name",
  // "file.unknown-{what}" and, for readEnumOrInteger, "file.expected-{what}-value".
  template <class Enum, class Parse, class Name>
  Enum readEnum(const Json& v, const std::string& pointer, std::string_view what, std::span<const Enum> all,
                Parse parse, Name name) const {
    std::vector<std::string_view> names;
    for (Enum e : all) names.push_back(name(e));
    if (!v.is_string()) fail(pointer, fmt::format("file.expected-{}-name", what), {describeJson(v)});
    if (auto e = parse(v.get_ref<const std::string&>())) return *e;
    fail(pointer, fmt::format("file.unknown-{}", what), {describeJson(v), joinNames(names)});
  }

  // PaddingMode and Order: a name, or DirectML's integer value (kept even when unknown, for validation).
  template <class Enum, class Parse, class Name>
  Enum readEnumOrInteger(const Json& v, const std::string& pointer, std::string_view what,
                         std::span<const Enum> all, Parse parse, Name name) const {
    if (v.is_number_integer()) {
      if (!v.is_number_unsigned() || v.get<uint64_t>() > UINT32_MAX) {
        fail(pointer, fmt::format("file.expected-{}-value", what), {describeJson(v)});
      }
      return static_cast<Enum>(static_cast<uint32_t>(v.get<uint64_t>()));
    }
    return readEnum(v, pointer, what, all, parse, name);
  }

  // An enum field of an operator (PaddingMode, Order), as readEnumOrInteger reads it, by the schema's names.
  uint32_t readEnumField(const Json& v, const std::string& pointer, const EnumNames& names) const;

  FeatureLevel readFeatureLevel(const Json& v, const std::string& pointer) const;
  OperatorType readOperatorType(const Json& v, const std::string& pointer) const;
  DataType readDataType(const Json& v, const std::string& pointer) const;

  // Element `index` of the array of elements at `arrayPointer`, as the session reader reads "Data": integer
  // types take integers in their range, float types numbers that do not round to infinity or "nan", "inf",
  // "-inf". Arrays can hold millions of elements, so the element's pointer is only built for a bad one.
  ElementValue readElementValue(const Json& v, const std::string& arrayPointer, size_t index, DataType type) const;
  // The same for a single value at `pointer`.
  ElementValue readElementValueAt(const Json& v, const std::string& pointer, DataType type) const;
  // A whole array of elements of `type` as a buffer.
  Buffer readData(const Json& v, const std::string& pointer, DataType type) const;
  // A DML_SCALAR_UNION read as `type`: a number, a string holding an integer (exact, for 64-bit values beyond
  // 2^53) or a float's "nan" / "inf" / "-inf"; with `members`, also DxDispatch's {"Int64": ...} object form.
  ScalarUnion readScalar(const Json& v, const std::string& pointer, DataType type, bool members = false,
                         bool anyCase = false) const;

 protected:
  const JsonWithLines& doc_;
};

enum class DescDialect {
  Session,     // dmlscope's session files: "Data" and "Sources" on tensors, Sizes derivable
  DxDispatch,  // DxDispatch's models: "Type"/"Desc" tensor descs, flag names, Sizes always given
};

// A tensor as read, with what the file left out.
struct ReadTensor {
  TensorDesc desc;
  std::optional<Buffer> data;
  std::optional<DataFile> file;  // "Data": "x.npy"
  bool hasSizes = false;
  std::string pointer;
};

// Reads the descriptor object at `descPointer` (`desc`) as an operator's desc, field by field as its schema
// (operator_schema.h) lists them.
class DescReader : public JsonFieldReader {
 public:
  // `baseDirectory` is what a session tensor's "Data": "x.npy" is read against.
  DescReader(const JsonWithLines& doc, const Json& desc, std::string descPointer, DescDialect dialect,
             std::filesystem::path baseDirectory = {});

  // The descriptor, with output Sizes the session left out derived from the inputs.
  OperatorDesc read(OperatorType type);

  // In inputSlots / outputSlots order, after read().
  std::vector<ReadTensor>& inputs() { return inputs_; }
  std::vector<ReadTensor>& outputs() { return outputs_; }

 private:
  std::string field(std::string_view key) const { return child(descPointer_, key); }

  ReadTensor readTensor(const Json& v, const std::string& pointer, bool isOutput) const;
  void readSessionTensor(const Json& v, ReadTensor& t, bool isOutput) const;
  void readDxDispatchTensor(const Json& v, ReadTensor& t) const;
  uint32_t readTensorFlags(const Json& v, const std::string& pointer) const;
  DataFile readDataFile(const Json& v, const std::string& pointer, ReadTensor& t) const;
  std::vector<uint32_t> sizesOfShape(const std::vector<uint64_t>& shape, const std::string& pointer) const;
  ReadTensor readInputTensor(const Json& object, std::string_view key) const;
  // RepeatsCount, DimensionCount, OutputCount, InputCount: counts DxDispatch requires but dmlscope derives.
  std::optional<uint32_t> readCount(const Json& v, std::string_view key) const;
  // In the DxDispatch dialect, a count equal to the derived one is kept as absent, so that a model exported
  // from a session opens as that session.
  std::optional<uint32_t> keepCount(std::optional<uint32_t> count, size_t derived) const;

  void readField(OperatorDesc& desc, const OperatorSchema& schema, const OperatorField& f);

  void deriveOutputSizes(OperatorDesc& desc) const;
  bool anInputFileFailed() const;

  const Json& desc_;
  std::string descPointer_;
  DescDialect dialect_;
  std::filesystem::path baseDirectory_;
  std::vector<ReadTensor> inputs_;
  std::vector<ReadTensor> outputs_;
};

}  // namespace dmlscope::detail
