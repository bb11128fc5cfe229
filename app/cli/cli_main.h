// The command line's entry point: dispatches to the subcommands and, without one, to the GUI.
#pragma once

#include <string>

namespace dmlscope::cli {

// Entry points the GUI provides; null where the GUI is not built.
struct GuiEntryPoints {
  // Opens the main window (argv may hold a session file to open). Returns the exit code.
  int (*runGui)(int argc, char** argv) = nullptr;
  // `dmlscope render ...`: argv starts after "render".
  int (*runRender)(int argc, char** argv) = nullptr;
  // Chooses the language of every command and of the GUI: "en", "ja" or "ko" from --lang, or null for the
  // system's. Called once, before any command runs.
  void (*chooseLanguage)(const char* language) = nullptr;
  // Translates an English text (UTF-8) of `context` into the chosen language, or returns it unchanged. Works
  // without a display: the command-line commands use it too.
  std::string (*translate)(const char* context, const char* text) = nullptr;
};

// Exit codes of every command: 0 success, 1 invalid descriptor or failed run, 2 bad usage or unreadable file.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitUsage = 2;

int cliMain(int argc, char** argv, const GuiEntryPoints& gui);

}  // namespace dmlscope::cli

namespace dmlscope::cli {
// Subcommands; argv starts after the subcommand's name.
int runRunCommand(int argc, char** argv);
int runValidateCommand(int argc, char** argv);
int runDevicesCommand(int argc, char** argv);
int runExportCommand(int argc, char** argv);
int runCompareCommand(int argc, char** argv);
int runExplainCommand(int argc, char** argv);
int runNodesCommand(int argc, char** argv);
int runOnnxTestCommand(int argc, char** argv);
}  // namespace dmlscope::cli
