// The --help text and one command's part of it for `dmlscope COMMAND -h` (see usage_text.h).
#include "cli/usage_text.h"

#include "cli/cli_text.h"
#include "cli/command_table.h"
#include "dmlscope/operators.h"

namespace dmlscope::cli {
namespace {

// What comes before the commands' lines ({0}: the operators' names) and after them.
constexpr const char* kUsageHead = QT_TRANSLATE_NOOP("Cli", R"(dmlscope: a visualizer and debugger for DirectML's data-movement operators
(DML_OPERATOR_{0}).

Usage:
  dmlscope [FILE]                      open the app (on FILE, or on an example)
)");
constexpr const char* kUsageTail = QT_TRANSLATE_NOOP("Cli", R"(  dmlscope --help | --version

FILE is a dmlscope session or a DxDispatch model (.json), or an ONNX model (.onnx); for a DxDispatch model,
--dispatch N opens command N of its "commands" (default: the first dispatch of a supported operator); for an
ONNX model, --node NAME|INDEX opens that node as the DirectML operator ONNX Runtime's DirectML provider runs
(default: the first such node), --input NAME=PATH.npy|PATH.pb gives a value the model does not hold.
Every command takes --lang ja|ko|en: the language of the app and its messages (default: the system's).
Environment: DMLSCOPE_DEVICE=N picks a Vulkan device; DMLSCOPE_DISABLE_VULKAN=1 hides Vulkan.
Exit codes: 0 success, 1 invalid descriptor or failed run, 2 bad usage or unreadable file.
)");

}  // namespace

std::string usageText() {
  std::string usage = localized(kUsageHead, operatorNameList());
  for (const Command& command : commands()) usage += translated("Cli", command.usage);
  return usage + translated("Cli", kUsageTail);
}

std::string commandUsage(const Command& command) { return "Usage:\n" + translated("Cli", command.usage); }

}  // namespace dmlscope::cli
