// The command line's entry point: subcommands, --help, --version, --lang, and the GUI when there is no subcommand.
#include "cli/cli_main.h"

#include <fmt/format.h>

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "cli/cli_text.h"
#include "cli/command_names.h"
#include "cli/command_table.h"
#include "cli/display_check.h"
#include "cli/usage_text.h"

namespace dmlscope::cli {
namespace {

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
  if (const Command* known = findCommand(command)) {
    if (asksForHelp(argc, argv)) {
      fmt::print("{}", commandUsage(*known));
      return kExitOk;
    }
    if (known->needsGui && !gui.runGui) {  // a build without the GUI has none of its entry points
      fmt::print(stderr, "{}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "dmlscope {0}: this build has no GUI, which {0} needs"), command));
      return kExitUsage;
    }
    return known->run(argc - 2, argv + 2, gui);
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
