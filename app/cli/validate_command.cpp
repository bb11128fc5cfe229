// `dmlscope validate FILE [--dispatch N] [--feature-level FL] [--json]`: 0 valid, 1 invalid, 2 unreadable.
// With --json, standard output is JSON whatever happens: the diagnostics, or on exit 2 an "error" object.
#include <fmt/format.h>

#include <cstring>

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
    QT_TRANSLATE_NOOP("Cli", "expected one session file, DxDispatch model or ONNX model (usage: dmlscope validate FILE [--dispatch N] [--node NAME|INDEX] [--feature-level FL] [--json])")};

// --json is looked for before the arguments are read, so that a usage error is JSON too.
bool asksForJson(int argc, char** argv) {
  for (int i = 0; i < argc; ++i)
    if (std::strcmp(argv[i], "--json") == 0) return true;
  return false;
}

}  // namespace

int runValidateCommand(int argc, char** argv) {
  const bool json = asksForJson(argc, argv);
  std::string usageProblem;
  const auto input = readCommandInput(kForm, argc, argv, &usageProblem);
  if (!input) {
    if (json) fmt::print("{}", fileErrorJson(Error{usageProblem}, {}));
    return kExitUsage;
  }
  const std::string& file = input->file;
  // A bad --dispatch is a usage error, said before the file is opened.
  if (const auto dispatch = input->index("--dispatch"); !dispatch) {
    if (json) fmt::print("{}", fileErrorJson(dispatch.error(), {}));
    return input->error(dispatch.error().message);
  }
  Error failure;
  auto opened = input->open(false, &failure);
  if (!opened) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(failure)));
    if (json) fmt::print("{}", fileErrorJson(failure, file));
    return kExitUsage;
  }
  Session* session = &opened->session;
  if (auto level = input->args.value("--feature-level")) {
    auto parsed = parseFeatureLevel(*level);
    if (!parsed) {
      const std::string message = localized(
          QT_TRANSLATE_NOOP("Cli", "unknown feature level '{0}' (expected e.g. DML_FEATURE_LEVEL_5_0 or 5_0)"), *level);
      if (json) fmt::print("{}", fileErrorJson(Error{message}, {}));
      return input->error(message);
    }
    session->featureLevel = *parsed;
  }
  auto diagnostics = validateSession(*session);
  if (json) {
    fmt::print("{}", diagnosticsJson(diagnostics));
  } else if (diagnostics.empty()) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: valid at {1}"), file, fullName(session->featureLevel)));
  } else {
    printDiagnostics(stdout, file, diagnostics);
  }
  return diagnostics.empty() ? kExitOk : kExitInvalid;
}

}  // namespace dmlscope::cli
