// A session with one descriptor field set to another value (see session_variant.h). The value is read by
// the session reader's own field parsing, so a variant accepts exactly what a session file accepts there.
#include "dmlscope/session_variant.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>
#include <utility>

#include "catalogue_error.h"
#include "dmlscope/operator_schema.h"
#include "session_desc_reader.h"

namespace dmlscope {
namespace {

using detail::Json;
using detail::JsonFieldReader;

// The fields a variant can set: an operator's parameters, every field of its schema but the tensors.
// ScaleBias, a struct behind a pointer, is not a variant's single value either.
bool isParameter(const OperatorField& f) {
  return !f.isTensor() && !f.isTensorArray() && f.kind != FieldKind::ScaleBias;
}

template <class T>
std::string joinValues(const std::vector<T>& values) {
  return fmt::format("{}", fmt::join(values, ","));
}

std::string countText(const std::optional<uint32_t>& count) { return count ? std::to_string(*count) : std::string(); }

std::string floatText(float v) { return fmt::format("{}", v); }

// A count: a number, or the empty text (kept as null) for "derived from its array".
std::optional<uint32_t> readCountValue(const JsonFieldReader& r, const Json& v, const std::string& pointer) {
  if (v.is_null()) return std::nullopt;
  return r.readUint32(v, pointer);
}

// Sets field `f` of `desc` from `v`, read as a session file reads that field.
void readParameter(OperatorDesc& desc, const OperatorField& f, const JsonFieldReader& r, const Json& v,
                   const std::string& pointer) {
  switch (f.kind) {
    case FieldKind::Count: fieldValue<std::optional<uint32_t>>(desc, f) = readCountValue(r, v, pointer); return;
    case FieldKind::UInt: fieldValue<uint32_t>(desc, f) = r.readUint32(v, pointer); return;
    case FieldKind::Float:
      fieldValue<float>(desc, f) = static_cast<float>(r.readFloat(v, pointer, DataType::Float32, "a FLOAT"));
      return;
    case FieldKind::Enum: setEnumValue(desc, f, r.readEnumField(v, pointer, *f.enumNames)); return;
    case FieldKind::UIntArray: fieldValue<std::vector<uint32_t>>(desc, f) = r.readUint32Array(v, pointer); return;
    case FieldKind::Scalar: fieldValue<ScalarUnion>(desc, f) = r.readScalar(v, pointer, scalarDataType(desc, f)); return;
    case FieldKind::IntArray: fieldValue<std::vector<int32_t>>(desc, f) = r.readInt32Array(v, pointer); return;
    default: return;
  }
}

// The field's value as a variant shows it (enums by their short names).
std::string parameterText(const OperatorDesc& desc, const OperatorField& f) {
  switch (f.kind) {
    case FieldKind::Count: return countText(fieldValue<std::optional<uint32_t>>(desc, f));
    case FieldKind::UInt: return std::to_string(fieldValue<uint32_t>(desc, f));
    case FieldKind::Float: return floatText(fieldValue<float>(desc, f));
    case FieldKind::Enum: return std::string(f.enumNames->shortName(enumValue(desc, f)));
    case FieldKind::UIntArray: return joinValues(fieldValue<std::vector<uint32_t>>(desc, f));
    case FieldKind::Scalar: return formatScalar(scalarDataType(desc, f), fieldValue<ScalarUnion>(desc, f));
    case FieldKind::IntArray: return joinValues(fieldValue<std::vector<int32_t>>(desc, f));
    default: return {};
  }
}

const OperatorField* findField(OperatorType type, std::string_view name) {
  const OperatorField* f = operatorSchema(type).field(name);
  return f && isParameter(*f) ? f : nullptr;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

// The value text as the JSON a session file would hold: what parses as JSON is that JSON ("3", "[1, 2]",
// "\"EDGE\""), anything else a string ("COLUMN_ROW_DEPTH", "nan"), and a list without brackets an array
// ("1,2,3,4"). The session reader then judges it, with its own messages.
Json valueAsJson(std::string_view text, FieldKind kind) {
  const std::string_view value = trimmed(text);
  if (kind == FieldKind::Count && value.empty()) return Json(nullptr);
  std::string candidate(value);
  if ((kind == FieldKind::UIntArray || kind == FieldKind::IntArray) && (value.empty() || value.front() != '[')) candidate = "[" + candidate + "]";
  Json parsed = Json::parse(candidate, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) return Json(std::string(value));
  return parsed;
}

// The session reader's message for a value without its "line 1, /Field: " prefix, which means nothing for a
// value typed on a command line or in a dialog.
std::string messageWithoutPosition(const Error& error) {
  std::string_view templ = englishTemplate(error.id);
  for (std::string_view prefix : {std::string_view("line {0}, {1}: "), std::string_view("line {0}: ")}) {
    if (templ.starts_with(prefix)) {
      templ.remove_prefix(prefix.size());
      return renderTemplate(templ, error.args);
    }
  }
  return error.message;
}

std::string joinedNames(OperatorType type) {
  std::string out;
  for (const std::string& name : variantFields(type)) {
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out;
}

}  // namespace

Result<FieldAssignment> parseFieldAssignment(std::string_view text) {
  const size_t equals = text.find('=');
  if (equals == std::string_view::npos || trimmed(text.substr(0, equals)).empty()) {
    return catalogueError("variant.expected-assignment", {std::string(text)});
  }
  return FieldAssignment{std::string(trimmed(text.substr(0, equals))), std::string(trimmed(text.substr(equals + 1)))};
}

std::vector<std::string> variantFields(OperatorType type) {
  std::vector<std::string> names;
  for (const OperatorField& f : operatorSchema(type).fields)
    if (isParameter(f)) names.emplace_back(f.name);
  return names;
}

std::optional<std::string> variantFieldText(const OperatorDesc& desc, std::string_view field) {
  const OperatorField* f = findField(operatorType(desc), field);
  if (!f) return std::nullopt;
  return parameterText(desc, *f);
}

Result<Session> makeVariant(const Session& session, std::string_view field, std::string_view value) {
  const OperatorType type = operatorType(session.desc);
  const OperatorField* f = findField(type, field);
  if (!f) {
    return catalogueError("variant.unknown-field",
                          {std::string(field), std::string(fullName(type)), joinedNames(type)});
  }

  JsonWithLines doc;
  const std::string pointer = JsonFieldReader::child("", f->name);
  doc.value = Json::object();
  doc.value[std::string(f->name)] = valueAsJson(value, f->kind);
  const JsonFieldReader reader(doc);

  Session variant = session;
  try {
    readParameter(variant.desc, *f, reader, doc.value[std::string(f->name)], pointer);
  } catch (const detail::ParseFailure& failure) {
    return catalogueError("variant.bad-value",
                          {std::string(f->name), std::string(trimmed(value)), messageWithoutPosition(failure.error)});
  }

  // Outputs with the derived sizes get the new derived sizes, as after an edit in the descriptor form. Counts
  // stay as written: a count that now disagrees with its array is what validation then names, beside the
  // field the variant set.
  const auto derivedBefore = derivedOutputSizes(session.desc);
  const auto derivedAfter = derivedOutputSizes(variant.desc);
  const auto outputs = outputSlots(variant.desc);
  for (uint32_t k = 0; k < outputs.size(); ++k) {
    const bool followed = k < derivedBefore.size() && derivedBefore[k] &&
                          *derivedBefore[k] == outputTensor(session.desc, k).sizes;
    if (followed && k < derivedAfter.size() && derivedAfter[k]) outputTensor(variant.desc, k).sizes = *derivedAfter[k];
  }
  variant.outputData.clear();
  variant.outputFiles.clear();
  return variant;
}

Result<Session> makeVariant(const Session& session, const FieldAssignment& assignment) {
  return makeVariant(session, assignment.field, assignment.value);
}

}  // namespace dmlscope
