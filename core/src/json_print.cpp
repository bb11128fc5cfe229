// The one JSON printer of dmlscope's writers, so that sessions and DxDispatch models look alike.
#include "json_print.h"

#include <cmath>
#include <iterator>

#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

using Json = nlohmann::ordered_json;

void printScalar(const Json& v, std::string& out, const PrintPlaceholder& placeholder) {
  switch (v.type()) {
    case Json::value_t::binary:
      if (placeholder && v.get_binary().has_subtype()) {
        placeholder(v.get_binary().subtype(), out);
        return;
      }
      break;
    case Json::value_t::number_float: {
      const double d = v.get<double>();
      // "-0" would read back as the integer 0 and lose the sign.
      if (d == 0 && std::signbit(d)) {
        out += "-0.0";
      } else {
        fmt::format_to(std::back_inserter(out), "{}", d);
      }
      return;
    }
    case Json::value_t::number_integer: fmt::format_to(std::back_inserter(out), "{}", v.get<int64_t>()); return;
    case Json::value_t::number_unsigned: fmt::format_to(std::back_inserter(out), "{}", v.get<uint64_t>()); return;
    default: break;
  }
  out += v.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Arrays without objects inside (Sizes, Data, Sources with its [k, i] pairs) go on one line.
bool printsOnOneLine(const Json& v) {
  if (v.is_object()) return false;
  if (!v.is_array()) return true;
  for (const auto& e : v) {
    if (e.is_object() || (e.is_array() && !printsOnOneLine(e))) return false;
  }
  return true;
}

void printOneLine(const Json& v, std::string& out, const PrintPlaceholder& placeholder) {
  if (!v.is_array()) {
    printScalar(v, out, placeholder);
    return;
  }
  out += '[';
  bool first = true;
  for (const auto& e : v) {
    if (!first) out += ", ";
    first = false;
    printOneLine(e, out, placeholder);
  }
  out += ']';
}

}  // namespace

void printJson(const Json& v, int indent, std::string& out, const PrintPlaceholder& placeholder) {
  if (printsOnOneLine(v)) {
    printOneLine(v, out, placeholder);
    return;
  }
  const bool isObject = v.is_object();
  if (v.empty()) {
    out += isObject ? "{}" : "[]";
    return;
  }
  const std::string inner(static_cast<size_t>(indent) + 2, ' ');
  out += isObject ? "{\n" : "[\n";
  bool first = true;
  for (auto it = v.begin(); it != v.end(); ++it) {
    if (!first) out += ",\n";
    first = false;
    out += inner;
    if (isObject) {
      out += Json(it.key()).dump(-1, ' ', false, Json::error_handler_t::replace);
      out += ": ";
    }
    printJson(*it, indent + 2, out, placeholder);
  }
  out += '\n';
  out.append(static_cast<size_t>(indent), ' ');
  out += isObject ? '}' : ']';
}

}  // namespace dmlscope::detail
