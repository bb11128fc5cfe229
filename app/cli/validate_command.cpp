// `dmlscope validate FILE [--feature-level FL] [--json]`: 0 valid, 1 invalid, 2 unreadable.
#include <fmt/format.h>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {

int runValidateCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--feature-level", true}, {"--json", false}};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope validate: {}\n", args.error().message);
    return kExitUsage;
  }
  if (args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope validate: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "expected one session file (usage: dmlscope validate FILE [--feature-level FL] [--json])")));
    return kExitUsage;
  }
  const std::string& file = args->positional[0];
  auto session = readSessionFile(file);
  if (!session) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(session.error())));
    return kExitUsage;
  }
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
