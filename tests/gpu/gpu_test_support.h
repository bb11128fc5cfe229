// Shared by the GPU tests: opening the Vulkan backend (or the one reason to skip); random sessions and run
// comparison come from random_sessions.h.
#pragma once

#include <QtTest>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"
#include "dmlscope/validation.h"
#include "dmlscope/vulkan_backend.h"
#include "random_sessions.h"

namespace dmlscope::gputest {

// The Vulkan backend, or why there is none. Only a machine without any Vulkan device is a reason to skip;
// DMLSCOPE_REQUIRE_GPU=1 turns even that into a failure (for CI, which has lavapipe).
struct GpuBackend {
  std::unique_ptr<Backend> backend;
  std::string skipReason;  // set: no Vulkan device here
  std::string failure;     // set: devices exist, but the backend could not be made
};

inline GpuBackend openGpu() {
  GpuBackend result;
  auto devices = listVulkanDevices();
  if (!devices) {
    if (qEnvironmentVariableIntValue("DMLSCOPE_REQUIRE_GPU") == 1)
      result.failure = "DMLSCOPE_REQUIRE_GPU=1, but: " + devices.error().message;
    else
      result.skipReason = "no Vulkan device: " + devices.error().message;
    return result;
  }
  auto backend = makeVulkanBackend();
  if (!backend) {
    result.failure = backend.error().message;
    return result;
  }
  result.backend = std::move(*backend);
  return result;
}

// In a test slot: skip without a Vulkan device, fail if it exists but cannot be used.
#define DMLSCOPE_REQUIRE_GPU_BACKEND(gpu)                                      \
  do {                                                                        \
    if (!(gpu).skipReason.empty()) QSKIP((gpu).skipReason.c_str());           \
    if (!(gpu).failure.empty()) QFAIL((gpu).failure.c_str());                 \
  } while (false)

// The error's message, or "" for a success (QVERIFY2 builds its message even when the check passes).
template <class T>
std::string errorText(const Result<T>& result) {
  return result.ok() ? std::string() : result.error().message;
}

// A seed that differs from run to run (the clock's), or the one `environmentVariable` names to replay a run.
inline uint64_t varyingSeed(const char* environmentVariable) {
  bool ok = false;
  const qulonglong fromEnvironment = qEnvironmentVariable(environmentVariable).toULongLong(&ok, 0);
  if (ok) return fromEnvironment;
  return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
}

// Data rows "fixed seed" and "varying seed" (printed, with how to replay it) for a column "seed".
inline void addSeedRows(uint64_t fixedSeed, const char* environmentVariable) {
  QTest::addColumn<quint64>("seed");
  QTest::newRow("fixed seed") << quint64(fixedSeed);
  const uint64_t seed = varyingSeed(environmentVariable);
  qInfo("varying seed of this run: %llu (%s=%llu replays it)", static_cast<unsigned long long>(seed),
        environmentVariable, static_cast<unsigned long long>(seed));
  QTest::newRow("varying seed") << quint64(seed);
}

// One data type of each element size (1, 2, 4 and 8 bytes): the element sizes the shaders store differently.
inline constexpr DataType kOneOfEachSize[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Int64};

// A tensor description of `type` and `sizes`, with `strides` where given (else DirectML's packed ones).
inline TensorDesc tensorOf(DataType type, std::vector<uint32_t> sizes, std::optional<std::vector<uint32_t>> strides = {}) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  t.strides = std::move(strides);
  return t;
}

// Layouts and upload sizes of a descriptor's tensors, as a run would plan them.
struct PlanInputs {
  std::vector<TensorLayout> inputs, outputs;
  std::vector<uint64_t> dataBytes;
};
inline PlanInputs planInputsOf(const OperatorDesc& desc) {
  PlanInputs p;
  for (const auto& slot : inputSlots(desc)) {
    p.inputs.push_back(*computeLayout(inputTensor(desc, slot.index)));
    p.dataBytes.push_back(p.inputs.back().bufferBytes);
  }
  for (const auto& slot : outputSlots(desc)) p.outputs.push_back(*computeLayout(outputTensor(desc, slot.index)));
  return p;
}

// `s` checked as valid, then run on the reference backend and on `gpu`: the GPU's result where both runs
// succeed with the same output bytes and index map; otherwise nothing, and `problem` says what failed or differs.
inline std::optional<RunResult> runAgainstReference(Backend& gpu, const Session& s, std::string& problem) {
  if (!validate(s.desc, kLatestFeatureLevel).empty()) {
    problem = "the descriptor is not valid";
    return std::nullopt;
  }
  auto expected = makeCpuBackend()->run(s);
  if (!expected.ok()) {
    problem = "the reference: " + errorText(expected);
    return std::nullopt;
  }
  auto got = gpu.run(s);
  if (!got.ok()) {
    problem = errorText(got);
    return std::nullopt;
  }
  problem = compareRuns(s, *expected, *got);
  if (!problem.empty()) return std::nullopt;
  return std::move(*got);
}

// `s` on `gpu` against the reference, as runAgainstReference; a test failure naming `name` where they differ.
inline void checkAgainstReference(Backend& gpu, const std::string& name, const Session& s) {
  std::string problem;
  QVERIFY2(runAgainstReference(gpu, s, problem), (name + ": " + problem).c_str());
}

// Pseudo-random bytes (every bit pattern: NaNs and subnormals too), different for each `salt`.
inline Buffer randomBytes(uint64_t bytes, uint32_t salt) {
  Buffer data(bytes);
  uint32_t state = 0x9e3779b9u ^ (salt * 0x85ebca6bu);
  for (auto& byte : data) {
    state = state * 1664525u + 1013904223u;
    byte = std::byte(static_cast<uint8_t>(state >> 24));
  }
  return data;
}

// A Tile of `repeats` copies of a 16-element UINT8 input (200, 201, ...): output byte i is 200 + i % 16, and the
// output has 16 * repeats bytes.
inline Session byteTile(uint32_t repeats) {
  TileDesc d;
  d.InputTensor.dataType = DataType::UInt8;
  d.InputTensor.sizes = {16};
  d.OutputTensor.dataType = DataType::UInt8;
  d.OutputTensor.sizes = {16 * repeats};
  d.Repeats = {repeats};
  Session s;
  s.desc = d;
  Buffer data(16);
  for (int i = 0; i < 16; ++i) data[i] = std::byte(static_cast<uint8_t>(200 + i));
  s.inputData = {data};
  return s;
}

}  // namespace dmlscope::gputest
