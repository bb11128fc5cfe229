// `dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N]`: runs one ONNX node test
// folder through the DirectML operator ONNX Runtime's DirectML provider would run (dmlscope/onnx_node_test.h)
// and compares every output bit for bit with output_K.pb. Exit 0 equal, 1 different (the first differences
// listed as `compare` lists them), 2 unreadable or not run by the DirectML provider (the reason printed).
#include <fmt/format.h>

#include "cli/arguments.h"
#include "cli/backend_choice.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "dmlscope/explanation.h"
#include "dmlscope/onnx_node_test.h"

namespace dmlscope::cli {

int runOnnxTestCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--backend", true}, {"--device", true}, {"--max", true}};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args || args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope onnx-test: {}\n",
               args ? localized(QT_TRANSLATE_NOOP("Cli", "expected one ONNX node test folder (usage: dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N])"))
                    : args.error().message);
    return kExitUsage;
  }
  const std::string& dir = args->positional[0];
  std::optional<uint32_t> device;
  size_t maxListed = 10;
  for (const char* option : {"--device", "--max"}) {
    const auto text = args->value(option);
    if (!text) continue;
    auto index = parseIndex(option, *text);
    if (!index) {
      fmt::print(stderr, "dmlscope onnx-test: {}\n", index.error().message);
      return kExitUsage;
    }
    if (std::string_view(option) == "--device") device = *index;
    else maxListed = *index;
  }
  auto backend = chooseBackend(args->value("--backend").value_or("cpu"), device);
  if (!backend) {
    fmt::print(stderr, "dmlscope onnx-test: {}\n", backend.error().message);
    return kExitUsage;
  }
  auto result = onnx::runNodeTest(dir, **backend, maxListed);
  if (!result) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), dir, errorText(result.error())));
    return kExitUsage;
  }
  for (const onnx::NodeTestDifference& d : result->firstDifferences) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}{1} in {2}: dmlscope {3}, file {4}"), d.field, coordinatesText(d.coords),
                                 d.dataSet.filename().string(), formatElement(d.dataType, d.ours), formatElement(d.dataType, d.expected)));
  }
  const std::string what = fmt::format("{} as {}, {}", result->node, fullName(result->ran), (*backend)->name());
  if (result->differing > 0) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} of {2} elements differ ({3})"), dir, result->differing,
                                 result->compared, what));
    return kExitInvalid;
  }
  fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: all {1} elements of {2} data sets equal ({3})"), dir,
                               result->compared, result->dataSets, what));
  return kExitOk;
}

}  // namespace dmlscope::cli
