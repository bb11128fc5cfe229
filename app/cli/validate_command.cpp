// `dmlscope validate FILE [--dispatch N] [--feature-level FL] [--json]`: 0 valid, 1 invalid, 2 unreadable.
#include <fmt/format.h>

#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/command_input.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {
namespace {

constexpr OptionSpec kOptions[] = {{"--feature-level", true}, {"--json", false}};
constexpr CommandForm kForm{
    "validate", kOptions,
    QT_TRANSLATE_NOOP("Cli", "expected one session file or DxDispatch model (usage: dmlscope validate FILE [--dispatch N] [--feature-level FL] [--json])")};

}  // namespace

int runValidateCommand(int argc, char** argv) {
  const auto input = readCommandInput(kForm, argc, argv);
  if (!input) return kExitUsage;
  const std::string& file = input->file;
  auto opened = input->open();
  if (!opened) return kExitUsage;
  Session* session = &opened->session;
  if (auto level = input->args.value("--feature-level")) {
    auto parsed = parseFeatureLevel(*level);
    if (!parsed) {
      return input->error(localized(
          QT_TRANSLATE_NOOP("Cli", "unknown feature level '{0}' (expected e.g. DML_FEATURE_LEVEL_5_0 or 5_0)"), *level));
    }
    session->featureLevel = *parsed;
  }
  auto diagnostics = validateSession(*session);
  if (input->args.has("--json")) {
    fmt::print("{}", diagnosticsJson(diagnostics));
  } else if (diagnostics.empty()) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: valid at {1}"), file, fullName(session->featureLevel)));
  } else {
    printDiagnostics(stdout, file, diagnostics);
  }
  return diagnostics.empty() ? kExitOk : kExitInvalid;
}

}  // namespace dmlscope::cli
