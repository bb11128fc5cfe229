// The command line's translatable texts (see cli_text.h).
#include "cli/cli_text.h"

#include "dmlscope/diagnostic_text.h"

namespace dmlscope::cli {
namespace {

TranslateFunction gTranslate = nullptr;

}  // namespace

void setTranslateFunction(TranslateFunction translate) { gTranslate = translate; }

std::string translated(const char* context, const char* english) {
  return gTranslate ? gTranslate(context, english) : std::string(english);
}

std::string diagnosticText(const Diagnostic& diagnostic) {
  return renderDiagnostic(diagnostic, [](const char* english) { return translated("CoreMessages", english); });
}

std::string errorText(const Error& error) {
  return renderError(error, [](const char* english) { return translated("CoreMessages", english); });
}

}  // namespace dmlscope::cli
