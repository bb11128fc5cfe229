// Printing validation errors.
#include "cli/diagnostics_output.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "cli/cli_text.h"
#include "dmlscope/index_values.h"
#include "dmlscope/messages.h"

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

namespace {

// The line, column and JSON path an error of the catalogue starts with, read off its English template's
// opening ("line {0}, {1}: ..."), as every reader's error about a place in a file is written.
void addLocation(nlohmann::ordered_json& out, const Error& error) {
  const std::string_view templ = englishTemplate(error.id);
  const auto number = [&](size_t i) -> nlohmann::ordered_json {
    try {
      return std::stoll(error.args.at(i));
    } catch (const std::exception&) {
      return nullptr;
    }
  };
  const auto text = [&](size_t i) { return i < error.args.size() ? error.args[i] : std::string(); };
  if (templ.starts_with("line {0}, column {1}, {2}:")) {
    out["line"] = number(0);
    out["column"] = number(1);
    out["path"] = text(2);
  } else if (templ.starts_with("line {0}, column {1}:")) {
    out["line"] = number(0);
    out["column"] = number(1);
  } else if (templ.starts_with("line {0}, {1}:")) {
    out["line"] = number(0);
    out["path"] = text(1);
  } else if (templ.starts_with("line {0}:")) {
    out["line"] = number(0);
  }
}

}  // namespace

std::string fileErrorJson(const Error& error, const std::string& file) {
  nlohmann::ordered_json e;
  e["message"] = error.message;
  if (!error.id.empty()) e["id"] = error.id;
  if (!file.empty()) e["file"] = file;
  if (!error.id.empty()) addLocation(e, error);
  nlohmann::ordered_json doc;
  doc["valid"] = false;
  doc["error"] = std::move(e);
  return doc.dump(2) + "\n";
}

}  // namespace dmlscope::cli
