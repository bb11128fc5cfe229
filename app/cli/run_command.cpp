// `dmlscope run FILE [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy]... [--output OUT|-]
// [--npy-out DIR] [--with-sources] [--repeat N] [--quiet]`, and `dmlscope run MODEL --all [--npy-out DIR]` (run_all.h).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "cli/backend_choice.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/command_input.h"
#include "cli/diagnostics_output.h"
#include "cli/npy_output.h"
#include "cli/run_all.h"
#include "cli/run_summary.h"
#include "dmlscope/checked.h"
#include "dmlscope/session_file.h"
#include "dmlscope/session_validation.h"

namespace dmlscope::cli {
namespace {

constexpr OptionSpec kOptions[] = {{"--backend", true}, {"--device", true},          {"--output", true},
                                   {"--input", true},   {"--npy-out", true},         {"--repeat", true},
                                   {"--with-sources", false}, {"--quiet", false}, {"--all", false}};
constexpr CommandForm kForm{
    "run", kOptions,
    QT_TRANSLATE_NOOP("Cli", "expected one session file, DxDispatch model or ONNX model (usage: dmlscope run FILE [--dispatch N] [--node NAME|INDEX] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N])")};

// Host memory the streaming session writer holds at most (its text buffer grows past 1 MiB before each hand-on).
constexpr uint64_t kStreamingBytes = uint64_t{4} << 20;

double milliseconds(std::chrono::nanoseconds t) { return static_cast<double>(t.count()) / 1e6; }

// `--repeat N`: one warm-up run (not counted), then N timed runs, as DxDispatch's -i times a dispatch. The last
// run's result is the one written out.
Result<RunResult> runRepeated(Backend& backend, const Session& session, const RunOptions& options, uint32_t repeat,
                              std::vector<std::chrono::nanoseconds>& times) {
  if (repeat > 0) {
    auto warmUp = backend.run(session, options);
    if (!warmUp) return warmUp.error();
  }
  Result<RunResult> last = Error{};
  for (uint32_t i = 0; i < std::max<uint32_t>(repeat, 1); ++i) {
    last = backend.run(session, options);
    if (!last) return last.error();
    times.push_back(last->elapsed);
  }
  return last;
}

// "DML_OPERATOR_TILE ran on CPU in 0.031 ms", or with --repeat its median and minimum.
std::string timingText(const Session& session, const RunResult& result, std::vector<std::chrono::nanoseconds> times,
                       uint32_t repeat) {
  const auto op = fullName(operatorType(session.desc));
  if (repeat == 0)
    return localized(QT_TRANSLATE_NOOP("Cli", "{0} ran on {1} in {2:.3f} ms"), op, result.backendName,
                     milliseconds(result.elapsed));
  std::sort(times.begin(), times.end());
  const auto median = times.size() % 2 ? times[times.size() / 2] : (times[times.size() / 2 - 1] + times[times.size() / 2]) / 2;
  return localized(QT_TRANSLATE_NOOP("Cli", "{0} ran on {1}: median {2:.3f} ms, min {3:.3f} ms over {4} runs"), op,
                   result.backendName, milliseconds(median), milliseconds(times.front()), times.size());
}

// Host memory that writing the result takes beside the outputs the run returns, for the memory guard:
// --npy-out packs one output at a time into a buffer of its logical elements, with its sources as int64 pairs;
// a session (a file, or standard output) is streamed through a small buffer, its large tensors written to .npy
// files straight from the outputs.
uint64_t writingBytes(const Session& session, bool npyOut, bool withSources, bool writesSession) {
  uint64_t largest = 0;
  if (npyOut) {
    for (const auto& slot : outputSlots(session.desc)) {
      auto layout = computeLayout(outputTensor(session.desc, slot.index));
      if (!layout) continue;  // validated before: never
      auto packed = checkedMul(layout->elementCount, layout->elementBytes);
      auto pairs = withSources ? checkedMul(layout->elementCount, 2 * sizeof(int64_t)) : std::optional<uint64_t>{0};
      auto both = packed && pairs ? checkedAdd(*packed, *pairs) : std::nullopt;
      largest = std::max(largest, both.value_or(UINT64_MAX));
    }
  }
  return checkedAdd(largest, writesSession ? kStreamingBytes : 0).value_or(UINT64_MAX);
}

// `--output -`: the session onto standard output, as it is printed.
Status streamToStandardOutput(const Session& session, const WriteOptions& options) {
  return streamSession(session, options, [](std::string_view text) -> Status {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size())
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "writing the session to standard output failed"))};
    return Ok{};
  });
}

}  // namespace

int runRunCommand(int argc, char** argv) {
  const auto input = readCommandInput(kForm, argc, argv);
  if (!input) return kExitUsage;
  if (input->args.has("--all")) return runAllCommands(*input);
  const Arguments& args = input->args;
  const auto device = input->index("--device");
  if (!device) return input->error(device.error().message);
  const auto repeatCount = input->index("--repeat");
  if (!repeatCount) return input->error(repeatCount.error().message);
  if (*repeatCount == 0u) {
    return input->error(localized(QT_TRANSLATE_NOOP("Cli", "--repeat expects a number of runs of at least 1, got '{0}'"),
                                  *args.value("--repeat")));
  }
  const uint32_t repeat = repeatCount->value_or(0);
  const bool quiet = args.has("--quiet");
  const auto output = args.value("--output");  // "-": standard output
  const auto npyOut = args.value("--npy-out");
  const std::string& file = input->file;
  auto opened = input->open(quiet);
  if (!opened) return kExitUsage;
  Session* session = &opened->session;
  // Validated once: the backend trusts this validation of the session it runs (RunOptions::validation).
  const SessionValidation validation(*session);
  if (!validation.valid()) {
    printDiagnostics(stderr, file, validation.diagnostics());
    return kExitInvalid;
  }
  auto backend = chooseBackend(args.value("--backend").value_or("cpu"), *device);
  if (!backend) {
    fmt::print(stderr, "dmlscope run: {}\n", backend.error().message);
    return kExitInvalid;
  }
  RunOptions options;
  options.validation = &validation;
  options.computeIndexMap = args.has("--with-sources");
  options.callerHostBytes = writingBytes(*session, npyOut.has_value(), options.computeIndexMap, output.has_value());
  std::vector<std::chrono::nanoseconds> times;
  auto result = runRepeated(**backend, *session, options, repeat, times);
  if (!result) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(result.error())));
    return kExitInvalid;
  }
  const std::string timing = timingText(*session, *result, std::move(times), repeat);

  if (npyOut) {
    if (auto written = writeNpyOutputs(*npyOut, *session, *result, opened->dxdispatch ? &*opened->dxdispatch : nullptr);
        !written) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(written.error()));
      return kExitInvalid;
    }
  }
  // With --npy-out the outputs (and sources) are in the files: the session JSON names them instead.
  session->outputData = std::move(result->outputs);
  if (npyOut) result->indexMap = {};  // its sources are in the files already
  WriteOptions writeOptions;
  if (options.computeIndexMap && !npyOut) writeOptions.sources = &result->indexMap;
  if (output && *output != "-") {
    // As the app saves: tensors above its default threshold as .npy files beside the session, the rest inline.
    std::vector<std::filesystem::path> written;
    writeOptions.externalDataBytes = kDefaultExternalDataBytes;
    writeOptions.writtenFiles = &written;
    if (auto saved = saveSessionFile(*output, *session, writeOptions); !saved) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(saved.error()));
      return kExitInvalid;
    }
    if (!quiet) {
      std::string list = *output;
      for (const auto& f : written) list += ", " + f.lexically_normal().string();  // "out.npy", not "./out.npy"
      fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "dmlscope run: wrote {0}"), list));
    }
  } else if (output) {
    if (auto streamed = streamToStandardOutput(*session, writeOptions); !streamed) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(streamed.error()));
      return kExitInvalid;
    }
  }
  if (!quiet) printIndexWarnings(stderr, file, *session);
  // Without --output, the summary (timing first) on standard output; with it, the timing on standard error.
  // --quiet keeps both quiet, except that --repeat asks for the timing.
  if (!output && !quiet) {
    const std::string summary = runSummary(*session, session->outputData, timing);
    std::fwrite(summary.data(), 1, summary.size(), stdout);
  } else if (!quiet || repeat > 0) {
    fmt::print(stderr, "dmlscope: {}\n", timing);
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
