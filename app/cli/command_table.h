// The command line's commands, each written once: its name, its lines of --help, what runs it and whether it
// needs the GUI. The usage text, `COMMAND -h`, the did-you-mean and the dispatcher all read this table.
#pragma once

#include <span>
#include <string_view>

#include "cli/cli_main.h"

namespace dmlscope::cli {

struct Command {
  std::string_view name;  // "run": `dmlscope run ...`
  // Runs it; argv starts after the name.
  int (*run)(int argc, char** argv, const GuiEntryPoints& gui);
  // It runs in the GUI's code (render paints offscreen, no display needed): a build without the GUI refuses it.
  bool needsGui;
  // Its lines of --help, from "  dmlscope NAME ..." to its last line (newline included): English, marked
  // QT_TRANSLATE_NOOP("Cli", ...) and translated on its own, so that `dmlscope NAME -h` prints it alone.
  const char* usage;
};

// Every command, in the order --help lists them.
std::span<const Command> commands();

// The command called `name`, or null.
const Command* findCommand(std::string_view name);

}  // namespace dmlscope::cli
