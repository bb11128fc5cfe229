// `dmlscope run FILE [--backend cpu|gpu] [--device N] [--output OUT] [--with-sources]`.
#include <fmt/format.h>

#include <cstdio>

#include "cli/arguments.h"
#include "cli/backend_choice.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {

int runRunCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {
      {"--backend", true}, {"--device", true}, {"--output", true}, {"--with-sources", false}, {"--quiet", false}};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope run: {}\n", args.error().message);
    return kExitUsage;
  }
  if (args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope run: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "expected one session file (usage: dmlscope run FILE [--backend cpu|gpu] [--output OUT] [--with-sources])")));
    return kExitUsage;
  }
  std::optional<uint32_t> device;
  if (auto text = args->value("--device")) {
    auto index = parseIndex("--device", *text);
    if (!index) {
      fmt::print(stderr, "dmlscope run: {}\n", index.error().message);
      return kExitUsage;
    }
    device = *index;
  }
  const std::string& file = args->positional[0];
  auto session = readSessionFile(file);
  if (!session) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(session.error())));
    return kExitUsage;
  }
  auto diagnostics = validateSession(*session);
  if (!diagnostics.empty()) {
    printDiagnostics(stderr, file, diagnostics);
    return kExitInvalid;
  }
  auto backend = chooseBackend(args->value("--backend").value_or("cpu"), device);
  if (!backend) {
    fmt::print(stderr, "dmlscope run: {}\n", backend.error().message);
    return kExitInvalid;
  }
  RunOptions options;
  options.computeIndexMap = args->has("--with-sources");
  auto result = (*backend)->run(*session, options);
  if (!result) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(result.error())));
    return kExitInvalid;
  }
  session->outputData = std::move(result->outputs);
  WriteOptions writeOptions;
  if (options.computeIndexMap) writeOptions.sources = &result->indexMap;

  if (auto out = args->value("--output")) {
    auto saved = saveSessionFile(*out, *session, writeOptions);
    if (!saved) {
      fmt::print(stderr, "dmlscope run: {}\n", saved.error().message);
      return kExitInvalid;
    }
  } else {
    std::string text = writeSession(*session, writeOptions);
    std::fwrite(text.data(), 1, text.size(), stdout);
  }
  if (!args->has("--quiet")) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: {0} ran on {1} in {2:.3f} ms"), fullName(operatorType(session->desc)),
                         result->backendName, static_cast<double>(result->elapsed.count()) / 1e6));
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
