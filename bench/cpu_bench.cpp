// dmlscope-cpu-bench: the fast CPU backend against NumPy doing the same operation on the same shapes in the
// same run (bench/numpy_ops.py in a child python), with and without the index map, and the reference backend.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#include "cpu_workloads.h"
#include "dmlscope/backend.h"
#include "workloads.h"

using namespace dmlscope;
using namespace dmlscope::bench;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

struct Options {
  unsigned repeats = 21;
  unsigned warmup = 5;
  unsigned threads = 0;
  double referenceMaxMiB = 20;
  bool large = true;
  bool numpy = true;
  std::string python = "/usr/bin/python3";
  std::string script = DMLSCOPE_SOURCE_DIR "/bench/numpy_ops.py";
  std::string only;
};

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: dmlscope-cpu-bench [options]\n"
               "  --repeats N          timed runs per measurement, median reported (default 21)\n"
               "  --warmup N           untimed runs first (default 5)\n"
               "  --threads N          fast backend threads (default 0: one per hardware thread)\n"
               "  --reference-max MIB  time the reference backend only up to this output size (default 20)\n"
               "  --no-large           only the issue's shapes (about 16 MiB), not the 64 MiB ones\n"
               "  --no-numpy           skip NumPy\n"
               "  --python PATH        python with numpy (default /usr/bin/python3: Debian's python3-numpy)\n"
               "  --numpy-script PATH  default: the source tree's bench/numpy_ops.py\n"
               "  --only TEXT          workloads whose name contains TEXT\n");
}

std::optional<unsigned> number(std::string_view text) {
  unsigned v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

std::optional<Options> parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
    auto take = [&](auto& field) {
      if (!value) return false;
      ++i;
      if constexpr (std::is_same_v<std::decay_t<decltype(field)>, std::string>) {
        field = value;
        return true;
      } else {
        auto n = number(value);
        if (n) field = static_cast<std::decay_t<decltype(field)>>(*n);
        return n.has_value();
      }
    };
    bool ok = true;
    if (a == "--repeats") ok = take(o.repeats) && o.repeats > 0;
    else if (a == "--warmup") ok = take(o.warmup);
    else if (a == "--threads") ok = take(o.threads);
    else if (a == "--reference-max") ok = take(o.referenceMaxMiB);
    else if (a == "--no-large") o.large = false;
    else if (a == "--no-numpy") o.numpy = false;
    else if (a == "--python") ok = take(o.python);
    else if (a == "--numpy-script") ok = take(o.script);
    else if (a == "--only") ok = take(o.only);
    else if (a == "--help" || a == "-h") {
      usage(stdout);
      std::exit(0);
    } else ok = false;
    if (!ok) return std::nullopt;
  }
  return o;
}

double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The median wall time of `repeats` runs after `warmup` untimed ones, each allocating fresh outputs (and map)
// as NumPy allocates fresh arrays; freeing them is outside the timing, as in numpy_ops.py.
std::optional<double> medianMs(Backend& backend, const Session& session, const RunOptions& options, unsigned warmup,
                               unsigned repeats) {
  for (unsigned i = 0; i < warmup; ++i) {
    if (auto result = backend.run(session, options); !result) {
      std::fprintf(stderr, "run failed: %s\n", result.error().message.c_str());
      return std::nullopt;
    }
  }
  std::vector<double> times;
  for (unsigned i = 0; i < repeats; ++i) {
    const auto start = std::chrono::steady_clock::now();
    auto result = backend.run(session, options);
    times.push_back(msSince(start));
    if (!result) {
      std::fprintf(stderr, "run failed: %s\n", result.error().message.c_str());
      return std::nullopt;
    }
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// NumPy's median for one case: a child python without the OpenBLAS settings that slow NumPy down here.
std::optional<double> numpyMs(const Options& o, const std::string& numpyCase, std::string& version) {
  const std::string command =
      fmt::format("env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE {} {} --repeats {} --warmup {} {}", quoted(o.python),
                  quoted(o.script), o.repeats, o.warmup, quoted(numpyCase));
  std::FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return std::nullopt;
  std::optional<double> ms;
  char line[256];
  while (std::fgets(line, sizeof line, pipe)) {
    std::string_view text(line);
    if (text.starts_with("numpy ")) {
      version = std::string(text.substr(6, text.find_first_of("\r\n") - 6));
    } else if (text.starts_with("0 ")) {
      ms = std::strtod(line + 2, nullptr);
    }
  }
  if (pclose(pipe) != 0) return std::nullopt;
  return ms;
}

// True when both runs produced the same bytes and index map.
bool sameResults(const RunResult& a, const RunResult& b) {
  return a.outputs == b.outputs && a.indexMap.sameSources(b.indexMap);
}

// The dmlscope side of one workload.
struct Measured {
  double data = -1, map = -1, reference = -1;  // median ms; negative: not measured
  bool failed = false;    // a backend refused the workload (its error went to standard error)
  bool mismatch = false;  // both ran, and the fast backend's results differ from the reference's
};

// Measures one workload in a child process, so that each workload starts from a fresh process's allocator as
// NumPy's (a fresh python per case) does: what an earlier workload leaves in the heap changes whether the next
// one's outputs come from reused memory or from fresh, faulting pages.
std::optional<Measured> measureInChild(const Options& o, CpuWorkload& w) {
  int fds[2];
  if (pipe(fds) != 0) return std::nullopt;
  const pid_t child = fork();
  if (child < 0) return std::nullopt;
  if (child == 0) {
    close(fds[0]);
    fillInputs(w.session);
    auto fast = makeFastCpuBackend(o.threads);
    RunOptions dataOnly;
    dataOnly.computeIndexMap = false;
    const RunOptions withMap;
    Measured m;
    m.data = medianMs(*fast, w.session, dataOnly, o.warmup, o.repeats).value_or(-1);
    m.map = medianMs(*fast, w.session, withMap, o.warmup, o.repeats).value_or(-1);
    m.failed = m.data < 0 || m.map < 0;
    if (static_cast<double>(w.outputBytes) / kMiB <= o.referenceMaxMiB) {
      auto reference = makeCpuBackend();
      m.reference = medianMs(*reference, w.session, withMap, 0, 3).value_or(-1);
      auto expected = reference->run(w.session, withMap);
      auto got = fast->run(w.session, withMap);
      m.failed = m.failed || !expected || !got;
      m.mismatch = expected && got && !sameResults(*expected, *got);
    }
    const bool written = write(fds[1], &m, sizeof m) == static_cast<ssize_t>(sizeof m);
    _exit(written ? 0 : 1);
  }
  close(fds[1]);
  Measured m;
  const bool read = ::read(fds[0], &m, sizeof m) == static_cast<ssize_t>(sizeof m);
  close(fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  if (!read || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  return m;
}

std::string loadAverage() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return in ? fmt::format("{} {} {}", one, five, fifteen) : std::string("unknown");
}

std::string cell(std::optional<double> v, const char* format = "{:.2f}") {
  return v ? fmt::format(fmt::runtime(format), *v) : std::string("-");
}

}  // namespace

int main(int argc, char** argv) {
  const auto options = parse(argc, argv);
  if (!options) {
    usage(stderr);
    return 2;
  }
  std::string numpyVersion = "not run";
  std::vector<std::string> rows;
  bool mismatch = false, failed = false;
  for (auto& w : cpuWorkloads(options->large)) {
    if (!options->only.empty() && w.name.find(options->only) == std::string::npos) continue;
    const auto numpy = options->numpy ? numpyMs(*options, w.numpy, numpyVersion) : std::nullopt;
    const auto measured = measureInChild(*options, w);
    if (!measured) {
      std::fprintf(stderr, "%s: the measuring process failed\n", w.name.c_str());
      return 1;
    }
    auto known = [](double v) { return v >= 0 ? std::optional(v) : std::nullopt; };
    const auto data = known(measured->data);
    const auto map = known(measured->map);
    const std::optional<double> ratio = numpy && data ? std::optional(*numpy / *data) : std::nullopt;
    const std::optional<double> mapRatio = map && data ? std::optional(*map / *data) : std::nullopt;
    mismatch = mismatch || measured->mismatch;
    failed = failed || measured->failed;
    rows.push_back(fmt::format("| {:<38} | {:>7.1f} | {:>8} | {:>8} | {:>5} | {:>8} | {:>5} | {:>9} |{}", w.name,
                               static_cast<double>(w.outputBytes) / kMiB, cell(data), cell(numpy), cell(ratio),
                               cell(map), cell(mapRatio), cell(known(measured->reference), "{:.0f}"),
                               measured->failed ? " FAILED" : measured->mismatch ? " MISMATCH" : ""));
    std::fprintf(stderr, "%s\n", rows.back().c_str());
  }

  std::string command = "dmlscope-cpu-bench";
  for (int i = 1; i < argc; ++i) command += std::string(" ") + argv[i];
  fmt::print("{}\nfast CPU backend: {} threads ({} hardware threads); NumPy {} ({}, bench/numpy_ops.py); median of {} "
             "runs after {} warm-up, each workload in a fresh process on both sides; load average at the end {}\n\n",
             command, options->threads ? options->threads : std::max(1u, std::thread::hardware_concurrency()),
             std::thread::hardware_concurrency(), numpyVersion, options->python, options->repeats, options->warmup,
             loadAverage());
  fmt::print("| {:<38} | {:>7} | {:>8} | {:>8} | {:>5} | {:>8} | {:>5} | {:>9} |\n", "work (fp32)", "MiB out",
             "dmlscope", "NumPy", "ratio", "with map", "map/", "reference");
  fmt::print("| {:<38} | {:>7} | {:>8} | {:>8} | {:>5} | {:>8} | {:>5} | {:>9} |\n", "", "", "ms", "ms", "", "ms",
             "data", "ms");
  fmt::print("|{:-<40}|{:-<9}|{:-<10}|{:-<10}|{:-<7}|{:-<10}|{:-<7}|{:-<11}|\n", "", "", "", "", "", "", "", "");
  for (const auto& row : rows) fmt::print("{}\n", row);
  fmt::print("\nratio: NumPy time / dmlscope time (>= 1: dmlscope faster). map/data: the run with the index map "
             "over the run without. reference: the reference backend with the map (only up to {} MiB).\n",
             options->referenceMaxMiB);
  if (failed) fmt::print("FAILED: a backend refused a marked workload (its error is on standard error)\n");
  if (mismatch) fmt::print("MISMATCH: the fast backend differed from the reference on a marked workload\n");
  return failed || mismatch ? 1 : 0;
}
