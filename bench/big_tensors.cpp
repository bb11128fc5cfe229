// dmlscope-bench --big-pad and --big-d2s (see big_tensors.h). The CPU backend never runs on tensors this large: the expected
// value of each sampled output element comes from core's index formula (sourceOf) and the input's bytes.
#include "big_tensors.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <random>
#include <set>
#include <vector>

#include "bench_descs.h"
#include "dmlscope/checked.h"
#include "dmlscope/element.h"
#include "dmlscope/operators.h"
#include "timing.h"
#include "vulkan_measure.h"
#include "workloads.h"

namespace dmlscope::bench {
namespace {

constexpr double kMiB = 1 << 20;
constexpr float kPaddingValue = -2.5f;  // not zero: unwritten (zero-filled) padding would show
constexpr uint32_t kStart = 2;
constexpr uint32_t kEnd = 3;

// FLOAT32 side x side padded by 2 before and 3 after in both dimensions, the output's side the smallest
// whose square of 4-byte elements exceeds `outputBytes`; nothing when that side does not fit the formats.
std::optional<Session> bigPadding(uint64_t outputBytes) {
  auto side = static_cast<uint64_t>(std::sqrt(static_cast<double>(outputBytes / 4)));
  while (side > 0 && side * side * 4 > outputBytes) --side;
  while (side * side * 4 <= outputBytes) ++side;
  if (side <= kStart + kEnd || side > UINT32_MAX) return std::nullopt;
  const auto in = static_cast<uint32_t>(side) - kStart - kEnd;
  Session s;
  s.desc = descs::padding(PaddingMode::Constant, kPaddingValue, DataType::Float32, {in, in}, kStart, kEnd);
  fillDerivedFields(s.desc);  // the output: side x side
  return s;
}

// DEPTH_COLUMN_ROW with B = 2 from FLOAT32 1x64xSxS into 1x16x2Sx2S, S the smallest whose output exceeds
// `outputBytes`; nothing when S does not fit.
std::optional<Session> bigDepthToSpace(uint64_t outputBytes) {
  constexpr uint64_t kChannels = 64;
  uint64_t side = static_cast<uint64_t>(std::sqrt(static_cast<double>(outputBytes / (4 * kChannels))));
  while (side > 1 && side * side * 4 * kChannels > outputBytes) --side;
  while (side * side * 4 * kChannels <= outputBytes) ++side;
  if (2 * side > UINT32_MAX) return std::nullopt;
  const auto s = static_cast<uint32_t>(side);
  Session session;
  session.desc = descs::depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, static_cast<uint32_t>(kChannels), s, s});
  fillDerivedFields(session.desc);  // the output: 1 x 16 x 2S x 2S
  return session;
}

// Output elements to check: the first and last, those on either side of every chunk boundary (or of every
// GiB), and `samples` random ones.
std::vector<uint64_t> sampledElements(uint64_t elements, const BigRunOptions& options) {
  std::set<uint64_t> chosen{0, elements - 1};
  const uint64_t step = (options.chunkBytes ? options.chunkBytes : uint64_t{1} << 30) / 4;
  for (uint64_t boundary = step; boundary < elements; boundary += step)
    for (uint64_t e : {boundary - 2, boundary - 1, boundary, boundary + 1})
      if (e < elements) chosen.insert(e);
  std::mt19937_64 rng(0xb16'9ad);
  for (uint32_t i = 0; i < options.samples; ++i) chosen.insert(rng() % elements);
  return {chosen.begin(), chosen.end()};
}

}  // namespace

int runBigTensors(Backend& gpu, const BigRunOptions& options) {
  const bool padding = options.op == BigOperator::Padding;
  const char* label = padding ? "big-pad" : "big-d2s";
  auto made = padding ? bigPadding(options.outputBytes) : bigDepthToSpace(options.outputBytes);
  if (!made) {
    fmt::print("{}: no FLOAT32 workload has an output of about {} bytes\n", label, options.outputBytes);
    return 2;
  }
  Session session = std::move(*made);
  const TensorDesc& inDesc = inputTensor(session.desc, 0);
  const TensorDesc& outDesc = outputTensor(session.desc, 0);
  const auto inLayout = computeLayout(inDesc);
  const auto outLayout = computeLayout(outDesc);
  if (!inLayout || !outLayout) return 2;  // unreachable: packed FLOAT32 of 32-bit sizes
  const auto dims = [](const std::vector<uint32_t>& sizes) {
    std::string text;
    for (uint32_t v : sizes) text += (text.empty() ? "" : "x") + std::to_string(v);
    return text;
  };
  const std::string shape = padding ? fmt::format("{} fp32 +{}/+{} constant", dims(inDesc.sizes), kStart, kEnd)
                                    : fmt::format("{} fp32 B=2 DCR", dims(inDesc.sizes));
  fmt::print("\n{}: {} -> {}: input {:.1f} MiB, output {:.1f} MiB (more than one buffer holds: {})\n", label, shape,
             dims(outDesc.sizes), static_cast<double>(inLayout->bufferBytes) / kMiB,
             static_cast<double>(outLayout->bufferBytes) / kMiB,
             options.chunkBytes ? fmt::format("{} bytes, --max-buffer-bytes", options.chunkBytes)
                                : std::string("the device's limit"));
  std::fflush(stdout);
  fillInputs(session);
  const uint64_t inputBytes = session.inputData[0].size();
  const uint64_t outElements = outLayout->elementCount;
  const uint64_t outBytes = outLayout->bufferBytes;
  const uint64_t movedBytes = outBytes + inputBytes;  // both below 2^40: no overflow

  auto op = timed([&](uint32_t n) { return vulkan::timeOperator(gpu, session, false, n); }, options.repetitions);
  if (!op) {
    fmt::print("{}: the GPU run failed: {}\n", label, op.error().message);
    return 1;
  }
  auto copy = timed([&](uint32_t n) { return vulkan::timeCopy(gpu, movedBytes / 2, n); }, options.repetitions);
  const double moved = static_cast<double>(movedBytes);
  fmt::print("{:<15} {:<34} {:>9} {:>10} {:>8} {:>8} {:>6}\n", "operator", "shape", "MiB moved", "GPU us", "GB/s",
             "copy", "ratio");
  fmt::print("{:<15} {:<34} {:9.1f} {:10.1f} {:8.1f} {:>8} {:>6}\n", padding ? "pad-constant" : "d2s-dcr", shape, moved / kMiB, *op / 1e3,
             moved / *op, copy ? fmt::format("{:8.1f}", moved / *copy) : std::string("-"),
             copy ? fmt::format("{:6.2f}", *copy / *op) : std::string("-"));
  if (!copy) fmt::print("{}: the copy yardstick failed: {}\n", label, copy.error().message);
  std::fflush(stdout);

  // One run read back, checked at sampled elements.
  RunOptions noMap;
  noMap.computeIndexMap = false;
  auto run = gpu.run(session, noMap);
  if (!run) {
    fmt::print("{}: the GPU run with read-back failed: {}\n", label, run.error().message);
    return 1;
  }
  const Buffer& got = run->outputs.at(0);
  const Buffer& input = session.inputData[0];
  if (got.size() != outBytes) {
    fmt::print("{}: the output has {} bytes, expected {}\n", label, got.size(), outBytes);
    return 1;
  }
  const auto paddingBits = static_cast<uint32_t>(paddingValueBits(DataType::Float32, kPaddingValue));
  const std::vector<uint64_t> samples = sampledElements(outElements, options);
  const uint32_t inRank = inLayout->rank();
  const uint32_t outRank = outLayout->rank();
  uint64_t wrong = 0;
  for (uint64_t e : samples) {
    std::vector<uint32_t> coords(outRank), from(inRank);
    linearToCoords(e, outLayout->sizes, coords);
    uint32_t expected = paddingBits;
    if (sourceOf(session.desc, 0, coords, from)) std::memcpy(&expected, input.data() + inLayout->offsetOf(from) * 4, 4);
    uint32_t actual = 0;
    std::memcpy(&actual, got.data() + outLayout->offsetOf(coords) * 4, 4);
    if (actual != expected && wrong++ < 10)
      fmt::print("{}: output element {} (byte {}) is 0x{:08x}, expected 0x{:08x}\n", label, e, e * 4, actual, expected);
  }
  fmt::print("{}: {} of {} sampled output elements (corners, both sides of every {} boundary, random) {}\n", label,
             samples.size() - wrong, samples.size(), options.chunkBytes ? "chunk" : "GiB",
             wrong ? "match; MISMATCH" : "match the index formula");
  return wrong ? 1 : 0;
}

}  // namespace dmlscope::bench
