// `dmlscope run FILE [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy]... [--output OUT]
// [--npy-out DIR] [--with-sources] [--repeat N] [--quiet]`.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "cli/arguments.h"
#include "cli/backend_choice.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/diagnostics_output.h"
#include "cli/input_override.h"
#include "cli/npy_output.h"
#include "cli/session_input.h"
#include "dmlscope/session_file.h"

namespace dmlscope::cli {
namespace {

constexpr const char* kUsage = QT_TRANSLATE_NOOP(
    "Cli", "expected one session file or DxDispatch model (usage: dmlscope run FILE [--dispatch N] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT] [--npy-out DIR] [--with-sources] [--repeat N])");

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

void printTiming(const Session& session, const RunResult& result, std::vector<std::chrono::nanoseconds> times,
                 uint32_t repeat) {
  const auto op = fullName(operatorType(session.desc));
  if (repeat == 0) {
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: {0} ran on {1} in {2:.3f} ms"), op, result.backendName,
                         milliseconds(result.elapsed)));
    return;
  }
  std::sort(times.begin(), times.end());
  const auto median = times.size() % 2 ? times[times.size() / 2] : (times[times.size() / 2 - 1] + times[times.size() / 2]) / 2;
  fmt::print(stderr, "{}\n",
             localized(QT_TRANSLATE_NOOP("Cli", "dmlscope: {0} ran on {1}: median {2:.3f} ms, min {3:.3f} ms over {4} runs"), op,
                       result.backendName, milliseconds(median), milliseconds(times.front()), times.size()));
}

}  // namespace

int runRunCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--backend", true}, {"--device", true},      {"--output", true},
                                            {"--input", true},   {"--npy-out", true},     {"--repeat", true},
                                            {"--with-sources", false}, {"--quiet", false}, kDispatchOption};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope run: {}\n", args.error().message);
    return kExitUsage;
  }
  if (args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope run: {}\n", localized(kUsage));
    return kExitUsage;
  }
  std::optional<uint32_t> device;
  if (auto text = args->value("--device")) {
    auto index = parseIndex("--device", *text);
    if (!index) {
      fmt::print(stderr, "dmlscope run: {}\n", index.error().message);
      return kExitUsage;
    }
    device = *index;
  }
  uint32_t repeat = 0;
  if (auto text = args->value("--repeat")) {
    auto count = parseIndex("--repeat", *text);
    if (!count || *count == 0) {
      fmt::print(stderr, "dmlscope run: {}\n",
                 count ? localized(QT_TRANSLATE_NOOP("Cli", "--repeat expects a number of runs of at least 1, got '{0}'"), *text)
                       : count.error().message);
      return kExitUsage;
    }
    repeat = *count;
  }
  const std::string& file = args->positional[0];
  auto opened = openCommandFile("run", file, *args, args->has("--quiet"));
  if (!opened) return kExitUsage;
  Session* session = &opened->session;
  if (auto applied = applyInputOverrides(*session, args->all("--input")); !applied) {
    fmt::print(stderr, "dmlscope run: {}\n", applied.error().message);
    return kExitUsage;
  }
  auto diagnostics = validateSession(*session);
  if (!diagnostics.empty()) {
    printDiagnostics(stderr, file, diagnostics);
    return kExitInvalid;
  }
  auto backend = chooseBackend(args->value("--backend").value_or("cpu"), device);
  if (!backend) {
    fmt::print(stderr, "dmlscope run: {}\n", backend.error().message);
    return kExitInvalid;
  }
  RunOptions options;
  options.computeIndexMap = args->has("--with-sources");
  std::vector<std::chrono::nanoseconds> times;
  auto result = runRepeated(**backend, *session, options, repeat, times);
  if (!result) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(result.error())));
    return kExitInvalid;
  }

  const auto npyOut = args->value("--npy-out");
  if (npyOut) {
    if (auto written = writeNpyOutputs(*npyOut, *session, *result); !written) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(written.error()));
      return kExitInvalid;
    }
  }
  // With --npy-out the outputs (and sources) are in the files: the session JSON names them instead.
  session->outputData = std::move(result->outputs);
  WriteOptions writeOptions;
  if (options.computeIndexMap && !npyOut) writeOptions.sources = &result->indexMap;
  if (auto out = args->value("--output")) {
    auto saved = saveSessionFile(*out, *session, writeOptions);
    if (!saved) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(saved.error()));
      return kExitInvalid;
    }
  } else if (!npyOut) {
    std::string text = writeSession(*session, writeOptions);
    std::fwrite(text.data(), 1, text.size(), stdout);
  }
  if (!args->has("--quiet")) {
    printIndexWarnings(stderr, file, *session);
    printTiming(*session, *result, std::move(times), repeat);
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
