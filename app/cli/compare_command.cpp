// `dmlscope compare FILE --with DIR [--dispatch N] [--backend ...] [--device N] [--max N]`: runs the operator and
// compares every output with DIR/OutputTensor.npy, DIR/OutputTensors.N.npy (what a DxDispatch model exported by
// dmlscope makes real DirectML write), bit for bit; a DxDispatch model's outputs with every file its own
// "writeFile" commands name (.npy or raw), each one. Exit 0 equal, 1 different, 2 when it cannot compare.
#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/backend_choice.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/command_input.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/explanation.h"
#include "dmlscope/output_comparison.h"
#include "dmlscope/session_validation.h"

namespace dmlscope::cli {
namespace {

constexpr OptionSpec kOptions[] = {{"--with", true}, {"--backend", true}, {"--device", true}, {"--max", true}};
constexpr std::string_view kRequired[] = {"--with"};
constexpr CommandForm kForm{
    "compare", kOptions,
    QT_TRANSLATE_NOOP("Cli", "usage: dmlscope compare FILE --with DIR [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--max N]"),
    kRequired};


}  // namespace

int runCompareCommand(int argc, char** argv) {
  const auto input = readCommandInput(kForm, argc, argv);
  if (!input) return kExitUsage;
  const auto directory = input->args.value("--with");
  const auto device = input->index("--device");
  if (!device) return input->error(device.error().message);
  const auto maxListed = input->index("--max");
  if (!maxListed) return input->error(maxListed.error().message);
  CompareOptions options;
  if (*maxListed) options.maxListed = **maxListed;
  const std::string& file = input->file;
  auto opened = input->open();
  if (!opened) return kExitUsage;
  const Session& session = opened->session;
  if (opened->dxdispatch) options.files = modelOutputFiles(*opened->dxdispatch);

  // Without a run there is nothing to compare: an invalid descriptor or a failed run is "cannot compare" (2),
  // so that 1 always means that an element differs.
  const SessionValidation validation(session);
  if (!validation.valid()) {
    printDiagnostics(stderr, file, validation.diagnostics());
    return kExitUsage;
  }
  auto backend = chooseBackend(input->args.value("--backend").value_or("cpu"), *device);
  if (!backend) return input->error(backend.error().message);
  RunOptions runOptions;
  runOptions.validation = &validation;  // validated above: the run need not validate again
  auto result = (*backend)->run(session, runOptions);
  if (!result) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(result.error())));
    return kExitUsage;
  }

  const OutputComparison comparison = compareOutputsWithFiles(session, result->outputs, *directory, options);
  const auto slots = outputSlots(session.desc);
  for (const OutputFileComparison& output : comparison.outputs) {
    if (output.problem) input->error(errorText(*output.problem));
  }
  // An output compared with several files: each difference says which file it is in.
  std::vector<uint32_t> filesPerOutput(slots.size(), 0);
  for (const OutputFileComparison& output : comparison.outputs) ++filesPerOutput[output.output];
  for (const ElementDifference& d : comparison.firstDifferences) {
    const DataType type = outputTensor(session.desc, d.output).dataType;
    if (filesPerOutput[d.output] > 1) {
      fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}{1} in {2}: dmlscope {3}, file {4}"), slots[d.output].field,
                                   coordinatesText(d.coords), comparison.outputs[d.comparison].file.filename().string(),
                                   formatElement(type, d.ours), formatElement(type, d.theirs)));
    } else {
      fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}{1}: dmlscope {2}, file {3}"), slots[d.output].field,
                                   coordinatesText(d.coords), formatElement(type, d.ours), formatElement(type, d.theirs)));
    }
  }
  // Each file that differs, by name: with several files, the one that was changed.
  for (const OutputFileComparison& output : comparison.outputs) {
    if (output.differingElements.empty()) continue;
    auto layout = computeLayout(outputTensor(session.desc, output.output));
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} of {2} elements of {3} differ"), output.file.string(),
                                 output.differingElements.size(), layout ? layout->elementCount : 0, output.field));
  }
  const uint64_t differing = comparison.differenceCount();
  if (differing > comparison.firstDifferences.size()) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "... and {0} more"), differing - comparison.firstDifferences.size()));
  }
  uint64_t compared = 0;
  for (const OutputFileComparison& output : comparison.outputs) {
    if (output.problem) continue;
    auto layout = computeLayout(outputTensor(session.desc, output.output));
    if (layout) compared += layout->elementCount;
  }
  if (differing > 0) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} of {2} elements differ from the files in {3}"), file,
                                 differing, compared, *directory));
  } else if (comparison.readable()) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: all {1} elements equal the files in {2}"), file, compared,
                                 *directory));
  }
  if (!comparison.readable()) return kExitUsage;
  return differing > 0 ? kExitInvalid : kExitOk;
}

}  // namespace dmlscope::cli
