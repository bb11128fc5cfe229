// dmlscope-cpu-bench: the fast CPU backend against NumPy doing the same operation on the same shapes in the
// same run (bench/numpy_ops.py in a child python), with and without the index map, and the reference backend.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  unsigned runs = 5;
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
               "  --runs N             measure each workload in N fresh processes, median reported (default 5)\n"
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
    else if (a == "--runs") ok = take(o.runs) && o.runs > 0;
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

// The median time of a memcpy of `bytes` from a buffer written before into one written before: the memory
// traffic of reading and writing `bytes`, the machine's limit. Both buffers' pages are there before the clock
// starts, as the fast backend's outputs' pages are from its second run on (freed blocks are kept for the next
// run, dmlscope/block_storage.h); a fresh target's page faults would measure the kernel, not the memory.
double memcpyMs(uint64_t bytes, unsigned warmup, unsigned repeats) {
  std::vector<std::byte> source(bytes, std::byte{1});
  std::vector<std::byte> target(bytes, std::byte{2});
  std::vector<double> times;
  for (unsigned i = 0; i < warmup + repeats; ++i) {
    const auto start = std::chrono::steady_clock::now();
    std::memcpy(target.data(), source.data(), bytes);
    asm volatile("" : : "r"(target.data()) : "memory");  // the copy is used: the compiler may not drop it
    const double ms = msSince(start);
    if (i >= warmup) times.push_back(ms);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

// True when both runs produced the same bytes and index map.
bool sameResults(const RunResult& a, const RunResult& b) {
  return a.outputs == b.outputs && a.indexMap.sameSources(b.indexMap);
}

// The dmlscope side of one workload.
struct Measured {
  double data = -1, map = -1, reference = -1, memcpy = -1;  // median ms; negative: not measured
  uint64_t inputBytes = 0;
  bool failed = false;    // a backend refused the workload (its error went to standard error)
  bool mismatch = false;  // both ran, and the fast backend's results differ from the reference's
};

// Measures one workload in a child process, so that each workload starts from a fresh process's allocator as
// NumPy's (a fresh python per case) does: what an earlier workload leaves in the heap changes whether the next
// one's outputs come from reused memory or from fresh, faulting pages.
std::optional<Measured> measureInChild(const Options& o, CpuWorkload& w, bool withReference) {
  int fds[2];
  if (pipe(fds) != 0) return std::nullopt;
  const pid_t child = fork();
  if (child < 0) return std::nullopt;
  if (child == 0) {
    close(fds[0]);
    fillInputs(w.session);
    if (w.indices) w.indices(w.session);
    auto fast = makeFastCpuBackend(o.threads);
    RunOptions dataOnly;
    dataOnly.computeIndexMap = false;
    const RunOptions withMap;
    Measured m;
    for (const Buffer& input : w.session.inputData) m.inputBytes += input.size();
    m.data = medianMs(*fast, w.session, dataOnly, o.warmup, o.repeats).value_or(-1);
    m.map = medianMs(*fast, w.session, withMap, o.warmup, o.repeats).value_or(-1);
    m.memcpy = memcpyMs((m.inputBytes + w.outputBytes) / 2, o.warmup, o.repeats);
    m.failed = m.data < 0 || m.map < 0;
    if (withReference && static_cast<double>(w.outputBytes) / kMiB <= o.referenceMaxMiB) {
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

// The median of what is known (non-negative) in `values`; nothing when none is.
std::optional<double> medianOf(std::vector<double> values) {
  std::erase_if(values, [](double v) { return v < 0; });
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

std::optional<double> over(std::optional<double> a, std::optional<double> b) {
  return a && b && *b > 0 ? std::optional(*a / *b) : std::nullopt;
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
    // Each measurement in `runs` fresh processes on both sides, NumPy's and dmlscope's taking turns.
    std::vector<double> numpyRuns, dataRuns, mapRuns, memcpyRuns;
    Measured first;
    for (unsigned run = 0; run < options->runs; ++run) {
      const auto numpy = options->numpy ? numpyMs(*options, w.numpy, numpyVersion) : std::nullopt;
      numpyRuns.push_back(numpy.value_or(-1));
      const auto measured = measureInChild(*options, w, run == 0);
      if (!measured) {
        std::fprintf(stderr, "%s: the measuring process failed\n", w.name.c_str());
        return 1;
      }
      if (run == 0) first = *measured;
      dataRuns.push_back(measured->data);
      mapRuns.push_back(measured->map);
      memcpyRuns.push_back(measured->memcpy);
      first.failed = first.failed || measured->failed;
    }
    const auto data = medianOf(dataRuns), map = medianOf(mapRuns), numpy = medianOf(numpyRuns);
    const auto copy = medianOf(memcpyRuns);
    mismatch = mismatch || first.mismatch;
    failed = failed || first.failed;
    auto known = [](double v) { return v >= 0 ? std::optional(v) : std::nullopt; };
    rows.push_back(fmt::format("| {:<42} | {:>5.1f} | {:>5.1f} | {:>8} | {:>8} | {:>6} | {:>8} | {:>6} | {:>8} | {:>5} | {:>7} |{}",
                               w.name, static_cast<double>(first.inputBytes) / kMiB,
                               static_cast<double>(w.outputBytes) / kMiB, cell(data), cell(numpy), cell(over(numpy, data)),
                               cell(copy), cell(over(copy, data)), cell(map), cell(over(map, data)),
                               cell(known(first.reference), "{:.0f}"),
                               first.failed ? " FAILED" : first.mismatch ? " MISMATCH" : ""));
    std::fprintf(stderr, "%s\n", rows.back().c_str());
  }

  std::string command = "dmlscope-cpu-bench";
  for (int i = 1; i < argc; ++i) command += std::string(" ") + argv[i];
  fmt::print("{}\nfast CPU backend: {} threads ({} hardware threads); NumPy {} ({}, bench/numpy_ops.py); each figure the "
             "median of {} fresh processes per side, each process's own the median of {} runs after {} warm-up; load "
             "average at the end {}\n\n",
             command, options->threads ? options->threads : std::max(1u, std::thread::hardware_concurrency()),
             std::thread::hardware_concurrency(), numpyVersion, options->python, options->runs, options->repeats,
             options->warmup, loadAverage());
  fmt::print("| {:<42} | {:>5} | {:>5} | {:>8} | {:>8} | {:>6} | {:>8} | {:>6} | {:>8} | {:>5} | {:>7} |\n", "work (fp32)",
             "MiB", "MiB", "dmlscope", "NumPy", "NumPy", "memcpy", "memcpy", "with map", "map/", "refer.");
  fmt::print("| {:<42} | {:>5} | {:>5} | {:>8} | {:>8} | {:>6} | {:>8} | {:>6} | {:>8} | {:>5} | {:>7} |\n", "", "in",
             "out", "ms", "ms", "/ dml", "ms", "/ dml", "ms", "data", "ms");
  fmt::print("|{:-<44}|{:-<7}|{:-<7}|{:-<10}|{:-<10}|{:-<8}|{:-<10}|{:-<8}|{:-<10}|{:-<7}|{:-<9}|\n", "", "", "", "", "", "",
             "", "", "", "", "");
  for (const auto& row : rows) fmt::print("{}\n", row);
  fmt::print("\nMiB in: every input's buffer, indices and updates included; MiB out: every output's. NumPy / dml: NumPy "
             "time over dmlscope's (>= 1: dmlscope faster). memcpy: one memcpy of (in + out) / 2 bytes, so as many "
             "bytes read plus written as the workload's inputs and outputs, between two buffers whose pages are "
             "there (as the backend's outputs' are from its second run on: it keeps freed blocks), in the same "
             "process; memcpy / dml: its "
             "time over dmlscope's (the target: >= 0.85). map/data: the run with the index map over the run without. "
             "refer.: the reference backend with the map (first process only, up to {} MiB out).\n",
             options->referenceMaxMiB);
  if (failed) fmt::print("FAILED: a backend refused a marked workload (its error is on standard error)\n");
  if (mismatch) fmt::print("MISMATCH: the fast backend differed from the reference on a marked workload\n");
  return failed || mismatch ? 1 : 0;
}
