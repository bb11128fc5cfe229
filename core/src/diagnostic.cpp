// Field paths and diagnostics.
#include "dmlscope/diagnostic.h"

#include <fmt/format.h>

#include "dmlscope/messages.h"

namespace dmlscope {

std::string fieldPath(std::string_view prefix, std::string_view member) {
  if (prefix.empty()) return std::string(member);
  return fmt::format("{}.{}", prefix, member);
}

std::string fieldPath(std::string_view prefix, std::string_view member, uint64_t index) {
  return indexed(fieldPath(prefix, member), index);
}

std::string indexed(std::string_view name, uint64_t index) { return fmt::format("{}[{}]", name, index); }

Diagnostic makeDiagnostic(std::string field, std::string id, std::vector<std::string> args) {
  Diagnostic d;
  d.field = std::move(field);
  d.id = std::move(id);
  d.args = std::move(args);
  d.args.insert(d.args.begin(), d.field);
  d.message = renderTemplate(englishTemplate(d.id), d.args);
  return d;
}

}  // namespace dmlscope
