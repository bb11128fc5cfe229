// dmlscope-bench --big-pad (see big_pad.h). The CPU backend never runs on tensors this large: the expected
// value of each sampled output element comes from core's index formula (sourceOf) and the input's bytes.
#include "big_pad.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <random>
#include <set>
#include <vector>

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
  const auto out = static_cast<uint32_t>(side);
  PaddingDesc d;
  d.InputTensor.dataType = DataType::Float32;
  d.InputTensor.sizes = {out - kStart - kEnd, out - kStart - kEnd};
  d.OutputTensor.dataType = DataType::Float32;
  d.OutputTensor.sizes = {out, out};
  d.PaddingMode = PaddingMode::Constant;
  d.PaddingValue = kPaddingValue;
  d.StartPadding = {kStart, kStart};
  d.EndPadding = {kEnd, kEnd};
  Session s;
  s.desc = d;
  return s;
}

// Output elements to check: the first and last, those on either side of every chunk boundary (or of every
// GiB), and `samples` random ones.
std::vector<uint64_t> sampledElements(uint64_t elements, const BigPadOptions& options) {
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

int runBigPad(Backend& gpu, const BigPadOptions& options) {
  auto made = bigPadding(options.outputBytes);
  if (!made) {
    fmt::print("big-pad: no square FLOAT32 padding has an output of about {} bytes\n", options.outputBytes);
    return 2;
  }
  Session session = std::move(*made);
  const auto& desc = std::get<PaddingDesc>(session.desc);
  const uint32_t inSide = desc.InputTensor.sizes[0];
  const uint32_t outSide = desc.OutputTensor.sizes[0];
  const std::string shape = fmt::format("{}x{} fp32 +{}/+{} constant", inSide, inSide, kStart, kEnd);
  fmt::print("\nbig-pad: {} -> {}x{}: input {:.1f} MiB, output {:.1f} MiB (more than one buffer holds: {})\n", shape,
             outSide, outSide, static_cast<double>(uint64_t{inSide} * inSide * 4) / kMiB,
             static_cast<double>(uint64_t{outSide} * outSide * 4) / kMiB,
             options.chunkBytes ? fmt::format("{} bytes, --max-buffer-bytes", options.chunkBytes)
                                : std::string("the device's limit"));
  std::fflush(stdout);
  fillInputs(session);
  const uint64_t inputBytes = session.inputData[0].size();
  const auto outElements = checkedMul(outSide, outSide);
  const auto outBytes = outElements ? checkedMul(*outElements, 4) : std::nullopt;
  const auto movedBytes = outBytes ? checkedAdd(*outBytes, inputBytes) : std::nullopt;
  if (!movedBytes) return 2;  // unreachable: the sides are 32-bit

  auto op = timed([&](uint32_t n) { return vulkan::timeOperator(gpu, session, false, n); }, options.repetitions);
  if (!op) {
    fmt::print("big-pad: the GPU run failed: {}\n", op.error().message);
    return 1;
  }
  auto copy = timed([&](uint32_t n) { return vulkan::timeCopy(gpu, *movedBytes / 2, n); }, options.repetitions);
  const double moved = static_cast<double>(*movedBytes);
  fmt::print("{:<15} {:<34} {:>9} {:>10} {:>8} {:>8} {:>6}\n", "operator", "shape", "MiB moved", "GPU us", "GB/s",
             "copy", "ratio");
  fmt::print("{:<15} {:<34} {:9.1f} {:10.1f} {:8.1f} {:>8} {:>6}\n", "pad-constant", shape, moved / kMiB, *op / 1e3,
             moved / *op, copy ? fmt::format("{:8.1f}", moved / *copy) : std::string("-"),
             copy ? fmt::format("{:6.2f}", *copy / *op) : std::string("-"));
  if (!copy) fmt::print("big-pad: the copy yardstick failed: {}\n", copy.error().message);
  std::fflush(stdout);

  // One run read back, checked at sampled elements.
  RunOptions noMap;
  noMap.computeIndexMap = false;
  auto run = gpu.run(session, noMap);
  if (!run) {
    fmt::print("big-pad: the GPU run with read-back failed: {}\n", run.error().message);
    return 1;
  }
  const Buffer& got = run->outputs.at(0);
  const Buffer& input = session.inputData[0];
  if (got.size() != *outBytes) {
    fmt::print("big-pad: the output has {} bytes, expected {}\n", got.size(), *outBytes);
    return 1;
  }
  const auto padding = static_cast<uint32_t>(paddingValueBits(DataType::Float32, kPaddingValue));
  const std::vector<uint64_t> samples = sampledElements(*outElements, options);
  uint64_t wrong = 0;
  for (uint64_t e : samples) {
    const uint32_t coords[2] = {static_cast<uint32_t>(e / outSide), static_cast<uint32_t>(e % outSide)};
    uint32_t from[2] = {0, 0};
    uint32_t expected = padding;
    if (sourceOf(session.desc, 0, coords, from))
      std::memcpy(&expected, input.data() + (uint64_t{from[0]} * inSide + from[1]) * 4, 4);
    uint32_t actual = 0;
    std::memcpy(&actual, got.data() + e * 4, 4);
    if (actual != expected && wrong++ < 10)
      fmt::print("big-pad: output [{}, {}] (byte {}) is 0x{:08x}, expected 0x{:08x}\n", coords[0], coords[1], e * 4,
                 actual, expected);
  }
  fmt::print("big-pad: {} of {} sampled output elements (corners, both sides of every {} boundary, random) {}\n",
             samples.size() - wrong, samples.size(), options.chunkBytes ? "chunk" : "GiB",
             wrong ? "match; MISMATCH" : "match the index formula");
  return wrong ? 1 : 0;
}

}  // namespace dmlscope::bench
