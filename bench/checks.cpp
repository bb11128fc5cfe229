// dmlscope-bench --check: the GPU against the CPU reference on the benchmark's own device.
#include "checks.h"

#include <fmt/format.h>

#include <chrono>

#include "dmlscope/session_file.h"
#include "random_sessions.h"
#include "workloads.h"

namespace dmlscope::bench {
namespace {

class Checker {
 public:
  explicit Checker(Backend& gpu) : gpu_(gpu), cpu_(makeCpuBackend()) {}

  void check(const std::string& what, const Session& session, bool map) {
    RunOptions options;
    options.computeIndexMap = map;
    auto expected = cpu_->run(session, options);
    auto got = gpu_.run(session, options);
    std::string problem;
    if (!expected) problem = "the CPU failed: " + expected.error().message;
    else if (!got) problem = "the GPU failed: " + got.error().message;
    else problem = gputest::compareRuns(session, *expected, *got);
    if (problem.empty()) {
      ++passed_;
      return;
    }
    if (++failed_ <= 5) fmt::print("FAIL {}{}: {}\n", what, map ? "" : " (no index map)", problem);
  }

  int passed() const { return passed_; }
  int failed() const { return failed_; }

 private:
  Backend& gpu_;
  std::unique_ptr<Backend> cpu_;
  int passed_ = 0;
  int failed_ = 0;
};

}  // namespace

int runChecks(Backend& gpu, uint32_t randomCases, const std::filesystem::path& examples, uint64_t maxBytes) {
  Checker checker(gpu);
  const auto start = std::chrono::steady_clock::now();
  int exampleCount = 0;
  if (std::filesystem::is_directory(examples)) {
    for (const auto& entry : std::filesystem::directory_iterator(examples)) {
      if (entry.path().extension() != ".json") continue;
      auto session = readSessionFile(entry.path());
      if (!session) {
        fmt::print("FAIL {}: {}\n", entry.path().string(), session.error().message);
        continue;
      }
      checker.check(entry.path().filename().string(), *session, true);
      ++exampleCount;
    }
  } else {
    fmt::print("note: no reference examples at {} (--examples DIR)\n", examples.string());
  }

  const uint64_t seeds[] = {0x5eed'd31'c0ffee,
                            static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count())};
  for (uint64_t seed : seeds) {
    gputest::RandomSessions sessions(seed);
    for (uint32_t i = 0; i < randomCases / 2; ++i)
      checker.check(fmt::format("random session {} of seed {}", i, seed), sessions.next(), i % 4 != 0);
  }

  for (const auto& name : sweepOperators()) {
    for (uint64_t bytes : {uint64_t{1} << 20, uint64_t{32} << 20}) {
      if (bytes > maxBytes) continue;
      Workload w = sweepWorkload(name, bytes);
      fillInputs(w);
      checker.check(fmt::format("{} {}", w.name, w.shape), w.session, true);
      checker.check(fmt::format("{} {}", w.name, w.shape), w.session, false);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("check: {} passed, {} failed ({} reference examples, {} random sessions of seeds {:#x} and {}, the sweep "
             "workloads at 1 and 32 MiB; {:.1f} s)\n",
             checker.passed(), checker.failed(), exampleCount, randomCases / 2 * 2, seeds[0], seeds[1], seconds);
  return checker.failed();
}

}  // namespace dmlscope::bench
