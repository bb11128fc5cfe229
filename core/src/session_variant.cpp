// A session with one descriptor field set to another value (see session_variant.h). The value is read by
// the session reader's own field parsing, so a variant accepts exactly what a session file accepts there.
#include "dmlscope/session_variant.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>
#include <functional>
#include <utility>

#include "catalogue_error.h"
#include "session_desc_reader.h"

namespace dmlscope {
namespace {

using detail::Json;
using detail::JsonFieldReader;

enum class FieldKind { UInt, Count, Float, Enum, UIntArray };

// One parameter field of one operator: how its value is read and how it is shown.
struct VariantField {
  std::string_view name;
  FieldKind kind;
  std::function<void(OperatorDesc&, const JsonFieldReader&, const Json&, const std::string&)> read;
  std::function<std::string(const OperatorDesc&)> text;
};

std::string joinValues(const std::vector<uint32_t>& values) {
  return fmt::format("{}", fmt::join(values, ","));
}

std::string countText(const std::optional<uint32_t>& count) { return count ? std::to_string(*count) : std::string(); }

std::string floatText(float v) { return fmt::format("{}", v); }

template <class D>
D& as(OperatorDesc& d) {
  return std::get<D>(d);
}
template <class D>
const D& as(const OperatorDesc& d) {
  return std::get<D>(d);
}

// A count: a number, or the empty text (kept as null) for "derived from its array".
std::optional<uint32_t> readCountValue(const JsonFieldReader& r, const Json& v, const std::string& pointer) {
  if (v.is_null()) return std::nullopt;
  return r.readUint32(v, pointer);
}

PaddingMode readPaddingMode(const JsonFieldReader& r, const Json& v, const std::string& pointer) {
  static constexpr PaddingMode kModes[] = {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection,
                                           PaddingMode::Symmetric};
  return r.readEnumOrInteger<PaddingMode>(v, pointer, "padding-mode", kModes, parsePaddingMode,
                                          [](PaddingMode m) { return fullName(m); });
}

DepthSpaceOrder readOrder(const JsonFieldReader& r, const Json& v, const std::string& pointer) {
  static constexpr DepthSpaceOrder kOrders[] = {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth};
  return r.readEnumOrInteger<DepthSpaceOrder>(v, pointer, "depth-space-order", kOrders, parseDepthSpaceOrder,
                                              [](DepthSpaceOrder o) { return fullName(o); });
}

// An enum's short name, or its number when it is none of the known values (kept for validation to report).
template <class Enum>
std::string enumText(Enum e) {
  const std::string_view name = shortName(e);
  return name.empty() ? std::to_string(static_cast<uint32_t>(e)) : std::string(name);
}

const std::vector<VariantField>& fieldsOf(OperatorType type) {
  static const std::vector<VariantField> tile = {
      {"RepeatsCount", FieldKind::Count,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<TileDesc>(d).RepeatsCount = readCountValue(r, v, p);
       },
       [](const OperatorDesc& d) { return countText(as<TileDesc>(d).RepeatsCount); }},
      {"Repeats", FieldKind::UIntArray,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<TileDesc>(d).Repeats = r.readUint32Array(v, p);
       },
       [](const OperatorDesc& d) { return joinValues(as<TileDesc>(d).Repeats); }},
  };
  static const std::vector<VariantField> padding = {
      {"PaddingMode", FieldKind::Enum,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<PaddingDesc>(d).PaddingMode = readPaddingMode(r, v, p);
       },
       [](const OperatorDesc& d) { return enumText(as<PaddingDesc>(d).PaddingMode); }},
      {"PaddingValue", FieldKind::Float,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<PaddingDesc>(d).PaddingValue = static_cast<float>(r.readFloat(v, p, DataType::Float32, "a FLOAT"));
       },
       [](const OperatorDesc& d) { return floatText(as<PaddingDesc>(d).PaddingValue); }},
      {"DimensionCount", FieldKind::Count,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<PaddingDesc>(d).DimensionCount = readCountValue(r, v, p);
       },
       [](const OperatorDesc& d) { return countText(as<PaddingDesc>(d).DimensionCount); }},
      {"StartPadding", FieldKind::UIntArray,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<PaddingDesc>(d).StartPadding = r.readUint32Array(v, p);
       },
       [](const OperatorDesc& d) { return joinValues(as<PaddingDesc>(d).StartPadding); }},
      {"EndPadding", FieldKind::UIntArray,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<PaddingDesc>(d).EndPadding = r.readUint32Array(v, p);
       },
       [](const OperatorDesc& d) { return joinValues(as<PaddingDesc>(d).EndPadding); }},
  };
  static const std::vector<VariantField> depthToSpace = {
      {"BlockSize", FieldKind::UInt,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<DepthToSpace1Desc>(d).BlockSize = r.readUint32(v, p);
       },
       [](const OperatorDesc& d) { return std::to_string(as<DepthToSpace1Desc>(d).BlockSize); }},
      {"Order", FieldKind::Enum,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<DepthToSpace1Desc>(d).Order = readOrder(r, v, p);
       },
       [](const OperatorDesc& d) { return enumText(as<DepthToSpace1Desc>(d).Order); }},
  };
  static const std::vector<VariantField> split = {
      {"OutputCount", FieldKind::Count,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<SplitDesc>(d).OutputCount = readCountValue(r, v, p);
       },
       [](const OperatorDesc& d) { return countText(as<SplitDesc>(d).OutputCount); }},
      {"Axis", FieldKind::UInt,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<SplitDesc>(d).Axis = r.readUint32(v, p);
       },
       [](const OperatorDesc& d) { return std::to_string(as<SplitDesc>(d).Axis); }},
  };
  static const std::vector<VariantField> join = {
      {"InputCount", FieldKind::Count,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<JoinDesc>(d).InputCount = readCountValue(r, v, p);
       },
       [](const OperatorDesc& d) { return countText(as<JoinDesc>(d).InputCount); }},
      {"Axis", FieldKind::UInt,
       [](OperatorDesc& d, const JsonFieldReader& r, const Json& v, const std::string& p) {
         as<JoinDesc>(d).Axis = r.readUint32(v, p);
       },
       [](const OperatorDesc& d) { return std::to_string(as<JoinDesc>(d).Axis); }},
  };
  switch (type) {
    case OperatorType::Tile: return tile;
    case OperatorType::Padding: return padding;
    case OperatorType::DepthToSpace1: return depthToSpace;
    case OperatorType::Split: return split;
    case OperatorType::Join: return join;
  }
  return tile;
}

const VariantField* findField(OperatorType type, std::string_view name) {
  for (const VariantField& f : fieldsOf(type)) {
    if (f.name == name) return &f;
  }
  return nullptr;
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
  if (kind == FieldKind::UIntArray && (value.empty() || value.front() != '[')) candidate = "[" + candidate + "]";
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
  for (const VariantField& f : fieldsOf(type)) {
    if (!out.empty()) out += ", ";
    out += f.name;
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
  for (const VariantField& f : fieldsOf(type)) names.emplace_back(f.name);
  return names;
}

std::optional<std::string> variantFieldText(const OperatorDesc& desc, std::string_view field) {
  const VariantField* f = findField(operatorType(desc), field);
  if (!f) return std::nullopt;
  return f->text(desc);
}

Result<Session> makeVariant(const Session& session, std::string_view field, std::string_view value) {
  const OperatorType type = operatorType(session.desc);
  const VariantField* f = findField(type, field);
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
    f->read(variant.desc, reader, doc.value[std::string(f->name)], pointer);
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
