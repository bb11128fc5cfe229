// `dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]`: a session
// as a DxDispatch model that real DirectML runs, or a DxDispatch model's dispatch as a dmlscope session.
#include <fmt/format.h>

#include <filesystem>
#include <vector>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/diagnostics_output.h"
#include "cli/session_input.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {
namespace {

constexpr const char* kUsage = QT_TRANSLATE_NOOP(
    "Cli", "usage: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]");

// "wrote model.json, model.InputTensor.npy"
void printWritten(const std::filesystem::path& main, const std::vector<std::filesystem::path>& extra) {
  std::string list = main.string();
  for (const auto& file : extra) list += ", " + file.string();
  fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "dmlscope export: wrote {0}"), list));
}

}  // namespace

int runExportCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {
      {"--format", true}, {"--output", true}, {"--external-bytes", true}, kDispatchOption};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope export: {}\n", args.error().message);
    return kExitUsage;
  }
  const auto format = args->value("--format");
  const auto output = args->value("--output");
  if (args->positional.size() != 1 || !format || !output) {
    fmt::print(stderr, "dmlscope export: {}\n", localized(kUsage));
    return kExitUsage;
  }
  if (*format != "dxdispatch" && *format != "session") {
    fmt::print(stderr, "dmlscope export: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "unknown --format '{0}' (expected dxdispatch or session)"), *format));
    return kExitUsage;
  }
  std::optional<uint64_t> externalBytes;
  if (auto text = args->value("--external-bytes")) {
    auto bytes = parseIndex("--external-bytes", *text);
    if (!bytes) {
      fmt::print(stderr, "dmlscope export: {}\n", bytes.error().message);
      return kExitUsage;
    }
    externalBytes = *bytes;
  }
  const std::string& file = args->positional[0];
  auto opened = openCommandFile("export", file, *args);
  if (!opened) return kExitUsage;
  const Session& session = opened->session;

  // Like --npy-out, the output's folder is made when missing: `--output check/model.json` is the usual first step.
  if (const auto folder = std::filesystem::path(*output).parent_path(); !folder.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) {
      fmt::print(stderr, "dmlscope export: {}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "cannot create the folder {0}: {1}"), folder.string(), ec.message()));
      return kExitInvalid;
    }
  }

  std::vector<std::filesystem::path> written;
  Status saved = Ok{};
  if (*format == "dxdispatch") {
    // An invalid descriptor is exported all the same: what real DirectML says about it is worth seeing.
    const auto diagnostics = validateSession(session);
    if (!diagnostics.empty()) {
      fmt::print(stderr, "{}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "dmlscope export: note: the descriptor is invalid, so DirectML will reject the model:")));
      printDiagnostics(stderr, file, diagnostics);
    }
    DxDispatchExportOptions options;
    if (externalBytes) options.externalDataBytes = *externalBytes;
    options.writtenFiles = &written;
    saved = saveDxDispatchFile(*output, session, options);
  } else {
    WriteOptions options;
    options.externalDataBytes = externalBytes;
    options.writtenFiles = &written;
    saved = saveSessionFile(*output, session, options);
  }
  if (!saved) {
    fmt::print(stderr, "dmlscope export: {}\n", errorText(saved.error()));
    return kExitInvalid;
  }
  printWritten(*output, written);
  return kExitOk;
}

}  // namespace dmlscope::cli
