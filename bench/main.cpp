// dmlscope-bench: the GPU time and effective bandwidth of every operator and mode over a range of sizes,
// against a plain compute-shader copy of the same bytes on the same device in the same run, the CPU
// backend's bandwidth, and PyTorch doing the same work on the same card in the same run (bench/torch_ops.py).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "big_tensors.h"
#include "checks.h"
#include "dmlscope/backend.h"
#include "dmlscope/vulkan_backend.h"
#include "timing.h"
#include "torch_peer.h"
#include "vulkan_measure.h"
#include "workloads.h"

using namespace dmlscope;
using namespace dmlscope::bench;

namespace {

constexpr uint64_t kMiB = uint64_t{1} << 20;

struct Options {
  std::optional<uint32_t> device;
  std::optional<uint64_t> maxBytes;
  uint64_t cpuMaxBytes = 64 * kMiB;
  bool quick = false;
  uint32_t repetitions = 10;
  std::set<std::string> ops;
  bool sweep = true;
  bool torch = true;
  std::string torchPython;  // empty: DMLSCOPE_TORCH_PYTHON, then python3
  std::string torchScript;  // empty: the source tree's bench/torch_ops.py, else ./bench/torch_ops.py
  std::optional<uint32_t> checkCases;
  std::string examples = DMLSCOPE_EXAMPLES_DIR;
  uint32_t maxGroups = 0;
  uint32_t itemsPerInvocation = 0;
  std::optional<uint64_t> bigPad;  // output bytes of --big-pad
  std::optional<uint64_t> bigDepthToSpace;  // output bytes of --big-d2s
  uint64_t maxBufferBytes = 0;
  vulkan::ScatterMethod scatterMethod = vulkan::ScatterMethod::Auto;
};

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: dmlscope-bench [options]\n"
               "  --device N          Vulkan device (dmlscope devices lists them; default: DMLSCOPE_DEVICE, then\n"
               "                      discrete > integrated > virtual > cpu)\n"
               "  --max-bytes SIZE    largest output of the sweep (K, M, G suffixes; default 1G, less where the\n"
               "                      device has little memory: an eighth of it)\n"
               "  --quick             sizes up to 64M, 3 repetitions, CPU up to 16M\n"
               "  --ops LIST          comma-separated subset of: tile, pad-constant, pad-edge, pad-reflection,\n"
               "                      pad-symmetric, pad-wrap, d2s-dcr, d2s-first-dcr, d2s-crd, split, join,\n"
               "                      s2d-dcr, s2d-first-dcr, s2d-crd, pad1-int64, identity-transpose,\n"
               "                      slice1-reverse, slice-stride2, gather-rows, gather-elements,\n"
               "                      gather-nd1-rows, gather-nd-rows, scatter-elements, scatter-nd-rows,\n"
               "                      scatter-elements-d1000, scatter-elements-d64, scatter-elements-d32,\n"
               "                      scatter-elements-d16, scatter-elements-d1,\n"
               "                      scatter-nd-rows-d1000, scatter-nd-rows-d16, scatter-nd-rows-d1\n"
               "                      (-first- and gather-nd-rows: the operators' first versions; -dN: about 1/N\n"
               "                      update elements per output element, random targets with duplicates)\n"
               "  --repetitions N     timed repetitions per measurement (median reported; default 10)\n"
               "  --cpu-max-bytes S   largest workload also timed on the CPU backend (default 64M)\n"
               "  --no-sweep          skip the size sweep\n"
               "  --no-torch          no PyTorch columns (bench/torch_ops.py times the sweep's workloads on CUDA\n"
               "                      first, in a child python; '-' where torch or CUDA is missing)\n"
               "  --torch-python PATH python with torch (default: DMLSCOPE_TORCH_PYTHON, then python3)\n"
               "  --torch-script PATH default: the source tree's bench/torch_ops.py, else ./bench/torch_ops.py\n"
               "  --no-table          accepted and ignored (the table of another machine's PyTorch figures is gone)\n"
               "  --check N           first compare the GPU with the CPU: the reference examples, N random\n"
               "                      sessions and the sweep workloads at 1 and 32 MiB (exit 1 on a mismatch)\n"
               "  --examples DIR      where the reference examples are (default: the source tree's)\n"
               "  --max-groups N      cap workgroups per dispatch (tuning experiments)\n"
               "  --items-per-invocation N  output vectors each invocation gathers before storing (1-4)\n"
               "  --big-pad [SIZE]    only one constant padding of FLOAT32 whose output is just over SIZE (default\n"
               "                      8G: 46336x46336 +2/+3 into 46341x46341, more than one GPU buffer holds),\n"
               "                      timed, then read back and checked at 10,000+ sampled elements\n"
               "  --big-d2s [SIZE]    the same for a DEPTH_COLUMN_ROW depth-to-space of FLOAT32 1x64xSxS, B=2,\n"
               "                      whose input and output are just over SIZE (default 5G)\n"
               "  --max-buffer-bytes SIZE  store tensors in buffers of at most SIZE (testing the chunked storage\n"
               "                      of tensors larger than the device's per-buffer limit on small ones)\n"
               "  --scatter-method M  auto, scan, winners, lines, copy or copy-lines: how the scatters find their\n"
               "                      updates (core/src/vulkan/scatter_method.h; default auto)\n"
               "environment: DMLSCOPE_BENCH_TRACE=1 prints each measurement's probe, warm-up and timed repetitions,\n"
               "and a fill of each row's outputs, on stderr (bench/timing.h)\n");
}

std::optional<uint64_t> parseSize(std::string_view text) {
  uint64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc()) return std::nullopt;
  std::string_view suffix(end, text.data() + text.size() - end);
  if (suffix.empty()) return value;
  if (suffix == "K" || suffix == "k") return value << 10;
  if (suffix == "M" || suffix == "m") return value << 20;
  if (suffix == "G" || suffix == "g") return value << 30;
  return std::nullopt;
}

std::optional<Options> parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&]() -> std::optional<std::string_view> {
      if (i + 1 >= argc) return std::nullopt;
      return std::string_view(argv[++i]);
    };
    if (a == "--help" || a == "-h") {
      usage(stdout);
      std::exit(0);
    } else if (a == "--quick") {
      o.quick = true;
    } else if (a == "--no-sweep") {
      o.sweep = false;
    } else if (a == "--no-table") {
      // the old table's switch: nothing to skip any more
    } else if (a == "--no-torch") {
      o.torch = false;
    } else if (a == "--big-pad" || a == "--big-d2s") {
      const bool pad = a == "--big-pad";
      uint64_t bytes = pad ? uint64_t{8} << 30 : uint64_t{5} << 30;
      if (i + 1 < argc && argv[i + 1][0] != '-') {
        auto size = parseSize(argv[++i]);
        if (!size) {
          std::fprintf(stderr, "dmlscope-bench: %s: '%s' is not a size\n", pad ? "--big-pad" : "--big-d2s", argv[i]);
          return std::nullopt;
        }
        bytes = *size;
      }
      (pad ? o.bigPad : o.bigDepthToSpace) = bytes;
    } else if (a == "--device" || a == "--max-bytes" || a == "--cpu-max-bytes" || a == "--repetitions" ||
               a == "--ops" || a == "--check" || a == "--examples" || a == "--max-groups" ||
               a == "--items-per-invocation" || a == "--max-buffer-bytes" || a == "--scatter-method" ||
               a == "--torch-python" || a == "--torch-script") {
      auto v = value();
      if (!v) {
        std::fprintf(stderr, "dmlscope-bench: %s needs a value\n", argv[i]);
        return std::nullopt;
      }
      if (a == "--ops") {
        for (size_t start = 0; start <= v->size();) {
          size_t comma = v->find(',', start);
          if (comma == std::string_view::npos) comma = v->size();
          std::string name(v->substr(start, comma - start));
          if (std::find(sweepOperators().begin(), sweepOperators().end(), name) == sweepOperators().end()) {
            std::fprintf(stderr, "dmlscope-bench: unknown operator '%s' in --ops\n", name.c_str());
            return std::nullopt;
          }
          o.ops.insert(name);
          start = comma + 1;
        }
        continue;
      }
      if (a == "--examples") {
        o.examples = std::string(*v);
        continue;
      }
      if (a == "--torch-python" || a == "--torch-script") {
        (a == "--torch-python" ? o.torchPython : o.torchScript) = std::string(*v);
        continue;
      }
      if (a == "--scatter-method") {
        if (*v == "auto") o.scatterMethod = vulkan::ScatterMethod::Auto;
        else if (*v == "scan") o.scatterMethod = vulkan::ScatterMethod::Scan;
        else if (*v == "winners") o.scatterMethod = vulkan::ScatterMethod::Winners;
        else if (*v == "lines") o.scatterMethod = vulkan::ScatterMethod::Lines;
        else if (*v == "copy") o.scatterMethod = vulkan::ScatterMethod::CopyFirst;
        else if (*v == "copy-lines") o.scatterMethod = vulkan::ScatterMethod::CopyThenLines;
        else {
          std::fprintf(stderr,
                       "dmlscope-bench: --scatter-method: '%.*s' is not auto, scan, winners, lines, copy or "
                       "copy-lines\n",
                       static_cast<int>(v->size()), v->data());
          return std::nullopt;
        }
        continue;
      }
      auto number = parseSize(*v);
      if (!number) {
        std::fprintf(stderr, "dmlscope-bench: %s: '%.*s' is not a number\n", argv[i - 1], static_cast<int>(v->size()),
                     v->data());
        return std::nullopt;
      }
      if (a == "--device") o.device = static_cast<uint32_t>(*number);
      else if (a == "--max-bytes") o.maxBytes = *number;
      else if (a == "--cpu-max-bytes") o.cpuMaxBytes = *number;
      else if (a == "--repetitions") o.repetitions = std::max<uint32_t>(1, static_cast<uint32_t>(*number));
      else if (a == "--check") o.checkCases = static_cast<uint32_t>(*number);
      else if (a == "--max-groups") o.maxGroups = static_cast<uint32_t>(*number);
      else if (a == "--max-buffer-bytes") o.maxBufferBytes = *number;
      else o.itemsPerInvocation = static_cast<uint32_t>(*number);
    } else {
      std::fprintf(stderr, "dmlscope-bench: unknown option '%s'\n", argv[i]);
      usage(stderr);
      return std::nullopt;
    }
  }
  if (o.quick) {
    o.repetitions = std::min<uint32_t>(o.repetitions, 3);
    o.cpuMaxBytes = std::min<uint64_t>(o.cpuMaxBytes, 16 * kMiB);
  }
  return o;
}

std::string gbps(double bytes, double ns) { return ns > 0 ? fmt::format("{:8.1f}", bytes / ns) : "       -"; }

struct Row {
  double gpuNs = 0;
  double mapNs = 0;
  double copyNs = 0;
  double copyMapNs = 0;  // the copy moving the data and the index map's bytes
  uint64_t mapBytes = 0;  // what the GPU's index map takes for this workload
  double cpuNs = 0;
};

Result<Row> measure(Backend& gpu, Backend& cpu, const Workload& w, const Options& o) {
  Row row;
  auto op = timed([&](uint32_t n) { return vulkan::timeOperator(gpu, w.session, false, n); }, o.repetitions);
  if (!op) return op.error();
  row.gpuNs = *op;
  {
    auto mapped = timed([&](uint32_t n) { return vulkan::timeOperator(gpu, w.session, true, n); }, o.repetitions);
    if (!mapped) return mapped.error();
    row.mapNs = *mapped;
    row.mapBytes = w.outputElements * vulkan::indexMapEntryBytes(w.session);
    auto copyMap = timed([&](uint32_t n) { return vulkan::timeCopy(gpu, (w.bytesMoved + row.mapBytes) / 2, n); }, o.repetitions);
    if (!copyMap) return copyMap.error();
    row.copyMapNs = *copyMap;
  }
  auto copy = timed([&](uint32_t n) { return vulkan::timeCopy(gpu, w.bytesMoved / 2, n); }, o.repetitions);
  if (!copy) return copy.error();
  row.copyNs = *copy;
  if (tracing()) {
    // What writing the outputs alone costs: the floor for an operator whose outputs outweigh its reads.
    auto fill = timed([&](uint32_t n) { return vulkan::timeFill(gpu, w.outputBytes, n); }, o.repetitions);
    if (fill) std::fprintf(stderr, "trace: %s %s: fill of the %.1f MiB of output %.1f us, copy %.1f us, operator %.1f us\n",
                           w.name.c_str(), w.shape.c_str(), static_cast<double>(w.outputBytes) / kMiB, *fill / 1e3,
                           row.copyNs / 1e3, row.gpuNs / 1e3);
  }
  if (w.bytesMoved <= o.cpuMaxBytes) {
    RunOptions noMap;
    noMap.computeIndexMap = false;
    auto run = cpu.run(w.session, noMap);
    if (run) row.cpuNs = static_cast<double>(run->elapsed.count());
  }
  return row;
}

// Where the PyTorch peer runs: the options, else DMLSCOPE_TORCH_PYTHON and python3; the source tree's script,
// else the one under the working directory (a binary carried to another machine runs from the repository root).
TorchOptions torchOptions(const Options& o) {
  TorchOptions t;
  t.repetitions = o.repetitions;
  const char* python = std::getenv("DMLSCOPE_TORCH_PYTHON");
  t.python = !o.torchPython.empty() ? o.torchPython : python && *python ? python : "python3";
  std::error_code ignored;
  t.script = !o.torchScript.empty()                                   ? o.torchScript
             : std::filesystem::exists(DMLSCOPE_TORCH_SCRIPT, ignored) ? DMLSCOPE_TORCH_SCRIPT
                                                                       : "bench/torch_ops.py";
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  auto parsed = parse(argc, argv);
  if (!parsed) return 2;
  Options o = *parsed;

  auto backend = makeVulkanBackend(o.device);
  if (!backend) {
    std::fprintf(stderr, "dmlscope-bench: no GPU backend: %s\n", backend.error().message.c_str());
    return 1;
  }
  Backend& gpu = **backend;
  auto cpu = makeCpuBackend();
  const VulkanDeviceInfo& info = *vulkan::deviceInfo(gpu);
  if (o.maxGroups) vulkan::overrideLimitsForTesting(gpu, 0, o.maxGroups);
  if (o.itemsPerInvocation) vulkan::setItemsPerInvocation(gpu, o.itemsPerInvocation);
  if (o.maxBufferBytes) vulkan::setMaxBufferBytesForTesting(gpu, o.maxBufferBytes);
  vulkan::setScatterMethod(gpu, o.scatterMethod);
  const uint64_t maxBytes =
      o.maxBytes.value_or(o.quick ? 64 * kMiB : std::min<uint64_t>(uint64_t{1} << 30, info.deviceLocalBytes / 8));

  fmt::print("device {}: {} ({}), {}, Vulkan {}, {:.1f} GiB device memory, maxStorageBufferRange {} MiB\n", info.index,
             info.name, info.type, info.driver, info.apiVersion, static_cast<double>(info.deviceLocalBytes) / (1 << 30),
             info.maxStorageBufferRange / kMiB);
  fmt::print("bandwidth = (bytes of every input + every output) / GPU time (timestamp queries), GB/s = 1e9 B/s;\n"
             "copy = copy.comp moving the same bytes in the same run; median of {} repetitions after ~200 ms of\n"
             "warm-up in the same submission (800 ms after a long preparation; again where the clocks rose during\n"
             "the timed repetitions: bench/timing.h)\n",
             o.repetitions);

  if (o.checkCases) {
    const int failures = runChecks(gpu, *o.checkCases, o.examples, std::min<uint64_t>(maxBytes, 32 * kMiB));
    if (failures > 0) return 1;
  }

  if (o.bigPad || o.bigDepthToSpace) {
    int status = 0;
    for (auto [op, bytes] : {std::pair{BigOperator::Padding, o.bigPad}, std::pair{BigOperator::DepthToSpace, o.bigDepthToSpace}}) {
      if (!bytes) continue;
      BigRunOptions big;
      big.op = op;
      big.outputBytes = *bytes;
      big.repetitions = o.repetitions;
      big.chunkBytes = o.maxBufferBytes;
      status = std::max(status, runBigTensors(gpu, big));
    }
    return status;
  }

  if (o.sweep) {
    std::vector<Workload> workloads;  // without their inputs: those are made one at a time
    for (const auto& name : sweepOperators()) {
      if (!o.ops.empty() && !o.ops.count(name)) continue;
      for (uint64_t bytes = kMiB; bytes <= maxBytes; bytes *= 4) workloads.push_back(sweepWorkload(name, bytes));
    }
    TorchRun torch;
    torch.about = "not run (--no-torch)";
    if (o.torch) torch = runTorch(workloads, torchOptions(o));
    fmt::print("PyTorch: {}\n", torch.about);

    fmt::print("\n{:<22} {:<38} {:>9} {:>10} {:>8} {:>8} {:>6} {:>8} {:>6} {:>8} {:>8} {:>6}\n", "operator", "shape",
               "MiB moved", "GPU us", "GB/s", "copy", "ratio", "+map", "ratio", "CPU", "PyTorch", "vs PT");
    std::vector<std::string> torchNotes;
    std::set<std::string> notedOperators;
    for (size_t i = 0; i < workloads.size(); ++i) {
      Workload& w = workloads[i];
      fillInputs(w);
      auto row = measure(gpu, *cpu, w, o);
      w.session.inputData.clear();
      if (!row) {
        fmt::print("{:<22} {:<38} error: {}\n", w.name, w.shape, row.error().message);
        continue;
      }
      const double moved = static_cast<double>(w.bytesMoved);
      const double mapBytes = static_cast<double>(row->mapBytes);
      std::string peer = fmt::format("{:>8} {:>6}", "-", "-");
      if (auto t = torch.rows.find(i); t != torch.rows.end()) {
        const TorchRow& r = t->second;
        if (r.kind == TorchRow::Kind::Timed) peer = fmt::format("{} {:6.2f}", gbps(moved, r.ns), r.ns / row->gpuNs);
        else if (r.kind == TorchRow::Kind::Failed) peer = fmt::format("{:>8} {:>6}", "error", "-");
        // Why a row has no figure: every error, and once per operator what PyTorch cannot express.
        if (r.kind == TorchRow::Kind::Failed) torchNotes.push_back(fmt::format("{} {}: {}", w.name, w.shape, r.note));
        else if (r.kind == TorchRow::Kind::Inexpressible && notedOperators.insert(w.name).second)
          torchNotes.push_back(fmt::format("{}: {}", w.name, r.note));
      }
      fmt::print("{:<22} {:<38} {:9.1f} {:10.1f} {} {} {:6.2f} {} {:6.2f} {} {}\n", w.name, w.shape, moved / kMiB,
                 row->gpuNs / 1e3, gbps(moved, row->gpuNs), gbps(moved, row->copyNs), row->copyNs / row->gpuNs,
                 gbps(moved + mapBytes, row->mapNs), row->copyMapNs / row->mapNs, gbps(moved, row->cpuNs), peer);
      std::fflush(stdout);
    }
    fmt::print("(+map: with the index map written too, its bytes counted as moved: 4 per output element in the narrow\n"
               " encoding, 8 otherwise; its ratio: the copy of data and map bytes in the same run / that time.\n"
               " PyTorch: the same work on CUDA timed by bench/torch_ops.py before the sweep (what it runs: its\n"
               " docstring), GB/s of the same bytes as dmlscope's; vs PT: PyTorch's time / dmlscope's, > 1 = faster)\n");
    for (const auto& note : torchNotes) fmt::print("PyTorch {}\n", note);
  }
  return 0;
}
