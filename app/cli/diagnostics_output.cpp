// Printing validation errors.
#include "cli/diagnostics_output.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "cli/cli_text.h"
#include "dmlscope/index_values.h"

namespace dmlscope::cli {

void printDiagnostics(std::FILE* out, const std::string& file, const std::vector<Diagnostic>& diagnostics) {
  for (const auto& d : diagnostics) {
    fmt::print(out, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1}: error: {2}"), file, d.field, diagnosticText(d)));
  }
}

void printIndexWarnings(std::FILE* out, const std::string& file, const Session& session, size_t limit) {
  uint64_t total = 0;
  const auto warnings = indexWarnings(session, limit, &total);
  for (const auto& w : warnings)
    fmt::print(out, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1}: warning: {2}"), file, w.field, diagnosticText(w)));
  if (total > warnings.size())
    fmt::print(out, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} more warnings like these"), file, total - warnings.size()));
}

std::string diagnosticsJson(const std::vector<Diagnostic>& diagnostics) {
  nlohmann::ordered_json doc;
  doc["valid"] = diagnostics.empty();
  doc["errors"] = nlohmann::ordered_json::array();
  for (const auto& d : diagnostics) {
    nlohmann::ordered_json e;
    e["field"] = d.field;
    e["message"] = d.message;
    e["id"] = d.id;
    e["args"] = d.args;
    doc["errors"].push_back(std::move(e));
  }
  return doc.dump(2) + "\n";
}

}  // namespace dmlscope::cli
