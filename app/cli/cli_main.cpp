// The command line's entry point: subcommands, --help, --version, --lang, and the GUI when there is no subcommand.
#include "cli/cli_main.h"

#include <fmt/format.h>

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "cli/cli_text.h"
#include "dmlscope/operators.h"
#include "cli/command_names.h"
#include "cli/display_check.h"

namespace dmlscope::cli {
namespace {

constexpr const char* kUsage = QT_TRANSLATE_NOOP("Cli", R"(dmlscope: a visualizer and debugger for DirectML's data-movement operators
(DML_OPERATOR_{0}).

Usage:
  dmlscope [FILE]                      open the app (on FILE, or on an example)
  dmlscope run FILE [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy]...
                    [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N] [--dispatch N] [--quiet]
                                       run the operator and print a summary: its time, and each
                                       output's type, shape and values (large ones summarised as NumPy
                                       does); --output writes the session with every output's Data to
                                       OUT, tensors over 256 KiB as .npy files beside it (out.json:
                                       out.OutputTensor.npy), or with -, all of it to standard output;
                                       --input replaces an input's data with a .npy file
                                       (InputTensor=x.npy, InputTensors[1]=y.npy); --npy-out writes
                                       each output as DIR/OutputTensor.npy, DIR/OutputTensors.N.npy
                                       (then OUT names them); --with-sources adds each output element's
                                       source as [input, element] or null (padding), or
                                       DIR/OUTPUT.sources.npy; --repeat times N runs after a warm-up
                                       (median and min); --quiet prints nothing but errors and
                                       --repeat's timing
  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N]
                                       check the descriptor: exit 0 valid, 1 invalid, 2 unreadable
  dmlscope export FILE --format dxdispatch|session --output OUT [--external-bytes N] [--dispatch N]
                                       write the session as a DxDispatch model that DirectML's own
                                       runner (dxdispatch.exe) runs, inputs over N bytes (default
                                       262144) as .npy files beside it; or a model's dispatch as a session
  dmlscope compare FILE --with DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N] [--dispatch N]
                                       run, then compare every output with DIR/OutputTensor.npy,
                                       DIR/OutputTensors.N.npy bit for bit and list the first --max
                                       differences: exit 0 equal, 1 different, 2 cannot compare
  dmlscope devices [--json]            list the Vulkan devices dmlscope can run on
  dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                   [--select OUTPUT_TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source]
                   [--compare FIELD=VALUE] [--dispatch N]
                                       draw the mapping view without a display; --buffer draws
                                       TENSOR's buffer in memory order under the grids, --compare the
                                       session beside its variant with FIELD set to VALUE
  dmlscope --help | --version

FILE is a dmlscope session or a DxDispatch model (.json); for a model, --dispatch N opens command N of its
"commands" (default: the first dispatch of a supported operator).
Every command takes --lang ja|ko|en: the language of the app and its messages (default: the system's).
Environment: DMLSCOPE_DEVICE=N picks a Vulkan device; DMLSCOPE_DISABLE_VULKAN=1 hides Vulkan.
Exit codes: 0 success, 1 invalid descriptor or failed run, 2 bad usage or unreadable file.
)");

// The explain command's lines of the usage, translated on their own so that the rest of the usage keeps its
// translations; they go before the devices line, which every translation keeps as written.
constexpr const char* kExplainUsage = QT_TRANSLATE_NOOP("Cli", R"(  dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--dispatch N]
                                       why an element is what it is: the operator's formula step by
                                       step with the element's numbers, its source and offset (an
                                       output; TENSOR as in OutputTensors[1]), or the outputs it feeds,
                                       the first N (default 20) listed (an input)
)");

std::string usageText() {
  std::string usage = localized(kUsage, operatorNameList());
  const std::string explain = translated("Cli", kExplainUsage);
  const size_t devices = usage.find("  dmlscope devices");
  return devices == std::string::npos ? usage + explain : usage.insert(devices, explain);
}

// Until the GUI is built, `dmlscope` alone shows what the tool does: it runs the Tile example.
int showExample() {
  const std::string example = std::string(DMLSCOPE_EXAMPLES_DIR) + "/tile.json";
  fmt::print(stderr, "{}\n",
             localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: the GUI is not built; running {0}"), example));
  std::string file = example;
  char* argv[] = {file.data()};
  return runRunCommand(1, argv);
}

// --lang is an option of every command, so it is taken out of the arguments before any command sees them.
struct LanguageChoice {
  std::vector<char*> argv;         // the arguments without --lang, null-terminated
  const char* language = nullptr;  // "en", "ja" or "ko"; null when not given
  bool missingValue = false;       // "--lang" last
  std::optional<std::string> unknownValue;  // "--lang fr"
};

LanguageChoice takeLanguageOption(int argc, char** argv) {
  LanguageChoice choice;
  bool onlyPositional = false;
  for (int i = 0; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (i == 0 || onlyPositional || !(arg == "--lang" || arg.starts_with("--lang="))) {
      if (arg == "--") onlyPositional = true;
      choice.argv.push_back(argv[i]);
      continue;
    }
    const char* value = nullptr;
    if (arg == "--lang") {
      if (i + 1 >= argc) {
        choice.missingValue = true;
        break;
      }
      value = argv[++i];
    } else {
      value = argv[i] + std::string_view("--lang=").size();
    }
    const std::string_view language = value;
    if (language != "en" && language != "ja" && language != "ko") {
      choice.unknownValue = std::string(language);
      break;
    }
    choice.language = value;
  }
  choice.argv.push_back(nullptr);
  return choice;
}

// "-h" or "--help" anywhere among a command's options (before "--").
bool asksForHelp(int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") return false;
    if (arg == "-h" || arg == "--help") return true;
  }
  return false;
}

// A first argument that is no command is the file the GUI opens, when it exists or looks like a path.
bool looksLikeFile(std::string_view arg) {
  std::error_code error;
  return arg.find_first_of("./") != std::string_view::npos || std::filesystem::exists(std::string(arg), error);
}

int unknownCommand(std::string_view command) {
  const auto nearest = nearestCommand(command);
  const std::string message =
      nearest ? localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: unknown command '{0}'; did you mean '{1}'?"), command, *nearest)
              : localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: unknown command '{0}'"), command);
  fmt::print(stderr, "{}\n{}\n", message,
             localized(QT_TRANSLATE_NOOP("Cli", "The commands are: {0} (see dmlscope --help)"), commandList()));
  return kExitUsage;
}

int runGuiWithDisplay(const GuiEntryPoints& gui, int argc, char** argv) {
  if (!guiCanStart(argc, argv)) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: the app needs a display, and there is none (DISPLAY and "
                                                  "WAYLAND_DISPLAY are not set).\nThe commands work without one: {0} "
                                                  "(see dmlscope --help); QT_QPA_PLATFORM=offscreen starts the app "
                                                  "without showing it."),
                         commandList()));
    return kExitUsage;
  }
  return gui.runGui(argc, argv);
}

}  // namespace

int cliMain(int argc, char** argv, const GuiEntryPoints& gui) {
  setTranslateFunction(gui.translate);
  LanguageChoice choice = takeLanguageOption(argc, argv);
  if (gui.chooseLanguage) gui.chooseLanguage(choice.language);
  if (choice.missingValue) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: option '--lang' needs a value (ja, ko or en)")));
    return kExitUsage;
  }
  if (choice.unknownValue) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: unknown language '{0}' for --lang (expected ja, ko or en)"),
                         *choice.unknownValue));
    return kExitUsage;
  }
  argc = static_cast<int>(choice.argv.size()) - 1;
  argv = choice.argv.data();

  if (argc < 2) return gui.runGui ? runGuiWithDisplay(gui, argc, argv) : showExample();
  const std::string_view command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    fmt::print("{}", usageText());
    return kExitOk;
  }
  if (command == "--version") {
    fmt::print("dmlscope {}\n", DMLSCOPE_VERSION);
    return kExitOk;
  }
  if (isCommandName(command) && asksForHelp(argc, argv)) {
    fmt::print("{}", commandUsage(usageText(), command));
    return kExitOk;
  }
  if (command == "run") return runRunCommand(argc - 2, argv + 2);
  if (command == "validate") return runValidateCommand(argc - 2, argv + 2);
  if (command == "devices") return runDevicesCommand(argc - 2, argv + 2);
  if (command == "export") return runExportCommand(argc - 2, argv + 2);
  if (command == "compare") return runCompareCommand(argc - 2, argv + 2);
  if (command == "explain") return runExplainCommand(argc - 2, argv + 2);
  if (command == "render") {
    if (!gui.runRender) {
      fmt::print(stderr, "{}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "dmlscope render: this build has no GUI, which render needs")));
      return kExitUsage;
    }
    return gui.runRender(argc - 2, argv + 2);
  }
  if (command.starts_with("-")) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: unknown option '{0}' (see dmlscope --help)"), command));
    return kExitUsage;
  }
  if (!looksLikeFile(command)) return unknownCommand(command);
  if (gui.runGui) return runGuiWithDisplay(gui, argc, argv);
  return unknownCommand(command);
}

}  // namespace dmlscope::cli
