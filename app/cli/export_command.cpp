// `dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]`: a session
// as a DxDispatch model that real DirectML runs, or a DxDispatch model's dispatch as a dmlscope session.
#include <fmt/format.h>

#include <filesystem>
#include <vector>

#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/command_input.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {
namespace {

constexpr OptionSpec kOptions[] = {{"--format", true}, {"--output", true}, {"--external-bytes", true}};
constexpr std::string_view kRequired[] = {"--format", "--output"};
constexpr CommandForm kForm{
    "export", kOptions,
    QT_TRANSLATE_NOOP("Cli", "usage: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]"),
    kRequired};

// "wrote model.json, model.InputTensor.npy"
void printWritten(const std::filesystem::path& main, const std::vector<std::filesystem::path>& extra) {
  std::string list = main.string();
  for (const auto& file : extra) list += ", " + file.string();
  fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "dmlscope export: wrote {0}"), list));
}

}  // namespace

int runExportCommand(int argc, char** argv) {
  const auto input = readCommandInput(kForm, argc, argv);
  if (!input) return kExitUsage;
  const auto format = input->args.value("--format");
  const auto output = input->args.value("--output");
  if (*format != "dxdispatch" && *format != "session") {
    return input->error(
        localized(QT_TRANSLATE_NOOP("Cli", "unknown --format '{0}' (expected dxdispatch or session)"), *format));
  }
  const auto bytes = input->index("--external-bytes");
  if (!bytes) return input->error(bytes.error().message);
  const std::optional<uint64_t> externalBytes = *bytes;
  const std::string& file = input->file;
  auto opened = input->open();
  if (!opened) return kExitUsage;
  const Session& session = opened->session;

  // Like --npy-out, the output's folder is made when missing: `--output check/model.json` is the usual first step.
  if (const auto folder = std::filesystem::path(*output).parent_path(); !folder.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) {
      return input->error(
          localized(QT_TRANSLATE_NOOP("Cli", "cannot create the folder {0}: {1}"), folder.string(), ec.message()),
          kExitInvalid);
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
  if (!saved) return input->error(errorText(saved.error()), kExitInvalid);
  printWritten(*output, written);
  return kExitOk;
}

}  // namespace dmlscope::cli
