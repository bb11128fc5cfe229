// `dmlscope validate FILE [--dispatch N] [--feature-level FL] [--json]`: 0 valid, 1 invalid, 2 unreadable.
#include <fmt/format.h>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/diagnostics_output.h"
#include "cli/session_input.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {

int runValidateCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--feature-level", true}, {"--json", false}, kDispatchOption};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope validate: {}\n", args.error().message);
    return kExitUsage;
  }
  if (args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope validate: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "expected one session file or DxDispatch model (usage: dmlscope validate FILE [--dispatch N] [--feature-level FL] [--json])")));
    return kExitUsage;
  }
  const std::string& file = args->positional[0];
  auto opened = openCommandFile("validate", file, *args);
  if (!opened) return kExitUsage;
  Session* session = &opened->session;
  if (auto level = args->value("--feature-level")) {
    auto parsed = parseFeatureLevel(*level);
    if (!parsed) {
      fmt::print(stderr, "dmlscope validate: {}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "unknown feature level '{0}' (expected e.g. DML_FEATURE_LEVEL_5_0 or 5_0)"),
                           *level));
      return kExitUsage;
    }
    session->featureLevel = *parsed;
  }
  auto diagnostics = validateSession(*session);
  if (args->has("--json")) {
    fmt::print("{}", diagnosticsJson(diagnostics));
  } else if (diagnostics.empty()) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: valid at {1}"), file, fullName(session->featureLevel)));
  } else {
    printDiagnostics(stdout, file, diagnostics);
  }
  return diagnostics.empty() ? kExitOk : kExitInvalid;
}

}  // namespace dmlscope::cli
