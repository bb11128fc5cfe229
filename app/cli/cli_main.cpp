// The command line's entry point: subcommands, --help, --version, and the GUI when there is no subcommand.
#include "cli/cli_main.h"

#include <fmt/format.h>

#include <string_view>

namespace dmlscope::cli {
namespace {

constexpr std::string_view kUsage = R"(dmlscope: a visualizer and debugger for DirectML's data-movement operators
(DML_OPERATOR_TILE, PADDING, DEPTH_TO_SPACE1, SPLIT, JOIN).

Usage:
  dmlscope [FILE]                      open the app (on FILE, or on an example)
  dmlscope run FILE [--backend cpu|gpu] [--device N] [--output OUT] [--with-sources] [--quiet]
                                       run the operator; write the session with every output's Data
                                       (to OUT, or standard output); --with-sources adds each output
                                       element's source as [input, element] or null (padding)
  dmlscope validate FILE [--feature-level FL] [--json]
                                       check the descriptor: exit 0 valid, 1 invalid, 2 unreadable
  dmlscope devices [--json]            list the Vulkan devices dmlscope can run on
  dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                   [--select OUTPUT_TENSOR:i,j,...] [--colour-by-source]
                                       draw the mapping view without a display
  dmlscope --help | --version

Environment: DMLSCOPE_DEVICE=N picks a Vulkan device; DMLSCOPE_DISABLE_VULKAN=1 hides Vulkan.
Exit codes: 0 success, 1 invalid descriptor or failed run, 2 bad usage or unreadable file.
)";

// Until the GUI is built, `dmlscope` alone shows what the tool does: it runs the Tile example.
int showExample() {
  const std::string example = std::string(DMLSCOPE_EXAMPLES_DIR) + "/tile.json";
  fmt::print(stderr, "dmlscope: the GUI is not built; running {}\n", example);
  std::string file = example;
  char* argv[] = {file.data()};
  return runRunCommand(1, argv);
}

}  // namespace

int cliMain(int argc, char** argv, const GuiEntryPoints& gui) {
  if (argc < 2) return gui.runGui ? gui.runGui(argc, argv) : showExample();
  const std::string_view command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    fmt::print("{}", kUsage);
    return kExitOk;
  }
  if (command == "--version") {
    fmt::print("dmlscope {}\n", DMLSCOPE_VERSION);
    return kExitOk;
  }
  if (command == "run") return runRunCommand(argc - 2, argv + 2);
  if (command == "validate") return runValidateCommand(argc - 2, argv + 2);
  if (command == "devices") return runDevicesCommand(argc - 2, argv + 2);
  if (command == "render") {
    if (!gui.runRender) {
      fmt::print(stderr, "dmlscope render: this build has no GUI, which render needs\n");
      return kExitUsage;
    }
    return gui.runRender(argc - 2, argv + 2);
  }
  if (command.starts_with("-")) {
    fmt::print(stderr, "dmlscope: unknown option '{}' (see dmlscope --help)\n", command);
    return kExitUsage;
  }
  if (gui.runGui) return gui.runGui(argc, argv);
  fmt::print(stderr, "dmlscope: unknown command '{}' (see dmlscope --help)\n", command);
  return kExitUsage;
}

}  // namespace dmlscope::cli
