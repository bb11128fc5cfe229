// The gathers and scatters with an InputTensor larger than one storage-buffer window. The gathers: planned and run with windows of a
// few hundred bytes (and buffers smaller still), so that the input spans 2 to 5 windows (more where the
// buffers cut them), and compared with the CPU reference, outputs and index map (narrow and wide), for every
// element size and index type. The index values along each indexed dimension are every position (so every
// input element is read, on both sides of every window boundary), then negative ones (counted from the end
// where signed), out-of-range and huge ones (which both backends resolve by core's resolveIndex). The scatters
// read InputTensor under each output box (their IndicesTensor and UpdatesTensor fit one window here;
// tst_gpu_scatter_windows takes those through several): updates land on both sides of each window boundary,
// some on the same target, through every scatter method.
#include <QtTest>

#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "dispatch_plan.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

// The index values along a dimension of n elements: 0..n-1, then the edge cases of `type`.
std::vector<int64_t> indexValues(uint32_t n, DataType type) {
  std::vector<int64_t> v;
  for (uint32_t i = 0; i < n; ++i) v.push_back(i);
  const int64_t s = n;
  v.insert(v.end(), {s, s + 3, -1, -s, -s - 2});  // unsigned types see the negative ones as huge
  if (type == DataType::Int64 || type == DataType::UInt64) v.insert(v.end(), {int64_t{1} << 40, -(int64_t{1} << 40)});
  else v.push_back(elementKind(type) == ElementKind::Signed ? int64_t{INT32_MAX} : int64_t{UINT32_MAX});
  return v;
}

void writeIndex(Buffer& b, size_t cell, DataType type, int64_t value) {
  if (type == DataType::Int64 || type == DataType::UInt64) {
    std::memcpy(b.data() + cell * 8, &value, 8);
  } else {
    const auto word = static_cast<uint32_t>(value);
    std::memcpy(b.data() + cell * 4, &word, 4);
  }
}

// Bytes that differ from element to element and window to window.
Buffer patterned(uint64_t bytes, uint32_t seed) {
  Buffer b(bytes);
  for (uint64_t i = 0; i < bytes; ++i) b[i] = std::byte(static_cast<uint8_t>(i * 37 + (i >> 7) * 11 + seed));
  return b;
}

struct Case {
  std::string name;
  Session session;
};

constexpr uint32_t kColumns = 8;

// Rows so that the input (rows x 8 elements) has 1024 to 1280 bytes: 4 or 5 windows of 256 bytes, 2 or 3 of 512.
uint32_t rowsFor(DataType type) {
  switch (elementSize(type)) {
    case 1: return 128;
    case 2: return 64;
    case 4: return 40;
    default: return 20;
  }
}

// Every gather, its input `type`, its indices `indexType`, index values from indexValues().
std::vector<Case> gatherCases(DataType type, DataType indexType) {
  std::vector<Case> cases;
  const uint32_t rows = rowsFor(type);
  const auto add = [&](std::string name, OperatorDesc desc, const std::function<void(Buffer&)>& fillIndices) {
    Session s;
    s.desc = std::move(desc);
    const auto in = computeLayout(inputTensor(s.desc, 0));
    const auto idx = computeLayout(inputTensor(s.desc, 1));
    s.inputData.push_back(patterned(in->bufferBytes, static_cast<uint32_t>(cases.size())));
    Buffer indices(idx->bufferBytes);
    fillIndices(indices);
    s.inputData.push_back(std::move(indices));
    cases.push_back({std::move(name), std::move(s)});
  };
  const std::vector<int64_t> rowValues = indexValues(rows, indexType);
  const std::vector<int64_t> columnValues = indexValues(kColumns, indexType);
  const auto k = static_cast<uint32_t>(rowValues.size());
  const auto kc = static_cast<uint32_t>(columnValues.size());
  const auto fillList = [&](const std::vector<int64_t>& values) {
    return [&values, indexType](Buffer& b) {
      for (size_t i = 0; i < values.size(); ++i) writeIndex(b, i, indexType, values[i]);
    };
  };

  add("GATHER rows", GatherDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, 1, k}),
                                tensorOf(type, {1, 1, k, kColumns}), 2, 1},
      fillList(rowValues));
  add("GATHER columns", GatherDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, 1, kc}),
                                   tensorOf(type, {1, 1, rows, kc}), 3, 1},
      fillList(columnValues));
  // Two index dimensions: the row values as a ceil(k/2) x 2 block (the list from its start again at the end).
  const uint32_t pairs = (k + 1) / 2;
  add("GATHER rows, IndexDimensions 2",
      GatherDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, pairs, 2}),
                 tensorOf(type, {1, pairs, 2, kColumns}), 2, 2},
      [&](Buffer& b) {
        for (uint32_t i = 0; i < 2 * pairs; ++i) writeIndex(b, i, indexType, rowValues[i % k]);
      });
  // GATHER_ELEMENTS: cell (r, c) takes the row value r + c along the list, so every column reads every row.
  add("GATHER_ELEMENTS", GatherElementsDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, k, kColumns}),
                                            tensorOf(type, {1, 1, k, kColumns}), 2},
      [&](Buffer& b) {
        for (uint32_t r = 0; r < k; ++r)
          for (uint32_t c = 0; c < kColumns; ++c) writeIndex(b, r * kColumns + c, indexType, rowValues[(r + c) % k]);
      });
  // GATHER_ND, tuples of one (whole rows) and of two (single elements: every row value with a column value).
  add("GATHER_ND rows", GatherNdDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, k, 1}),
                                     tensorOf(type, {1, 1, k, kColumns}), 2, 2},
      fillList(rowValues));
  add("GATHER_ND elements", GatherNdDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, k * kc, 2}),
                                         tensorOf(type, {1, 1, 1, k * kc}), 2, 2},
      [&](Buffer& b) {
        for (uint32_t r = 0; r < k; ++r)
          for (uint32_t c = 0; c < kc; ++c) {
            writeIndex(b, 2 * (r * kc + c), indexType, rowValues[r]);
            writeIndex(b, 2 * (r * kc + c) + 1, indexType, columnValues[c]);
          }
      });
  // GATHER_ND1 with a batch dimension: two batches of half the rows each.
  const std::vector<int64_t> halfValues = indexValues(rows / 2, indexType);
  const auto kh = static_cast<uint32_t>(halfValues.size());
  add("GATHER_ND1 batched", GatherNd1Desc{tensorOf(type, {1, 2, rows / 2, kColumns}), tensorOf(indexType, {1, 2, kh, 1}),
                                          tensorOf(type, {1, 2, kh, kColumns}), 3, 3, 1},
      [&](Buffer& b) {
        for (uint32_t batch = 0; batch < 2; ++batch)
          for (uint32_t i = 0; i < kh; ++i) writeIndex(b, batch * kh + i, indexType, halfValues[(i + batch) % kh]);
      });
  return cases;
}

// Each scatter with `type` elements and `indexType` indices, its input rowsFor(type) x 8 (4 or 5 windows of
// 256 bytes), 4 x 8 updates (at most 256 bytes, one window) landing on rows next to each 256-byte boundary.
std::vector<Case> scatterCases(DataType type, DataType indexType) {
  std::vector<Case> cases;
  const uint32_t rows = rowsFor(type);
  const uint32_t rowsPerWindow = 256 / (kColumns * elementSize(type));
  // Rows either side of every window boundary, then edge values (the unsigned types see negatives as huge).
  std::vector<int64_t> targets;
  for (uint32_t b = rowsPerWindow; b < rows; b += rowsPerWindow) targets.insert(targets.end(), {b - 1, b});
  const int64_t n = rows;
  targets.insert(targets.end(), {-1, -n, n, n + 3, 0});
  constexpr uint32_t kUpdateRows = 4;
  const auto add = [&](std::string name, OperatorDesc desc, const std::function<int64_t(uint32_t, uint32_t)>& row) {
    Session s;
    s.desc = std::move(desc);
    s.inputData.push_back(patterned(computeLayout(inputTensor(s.desc, 0))->bufferBytes, 3));
    Buffer indices(computeLayout(inputTensor(s.desc, 1))->bufferBytes);
    const uint32_t columns = std::get_if<ScatterDesc>(&s.desc) ? kColumns : 1;
    for (uint32_t r = 0; r < kUpdateRows; ++r)
      for (uint32_t c = 0; c < columns; ++c) writeIndex(indices, r * columns + c, indexType, row(r, c));
    s.inputData.push_back(std::move(indices));
    s.inputData.push_back(patterned(computeLayout(inputTensor(s.desc, 2))->bufferBytes, 101));
    cases.push_back({std::move(name), std::move(s)});
  };
  // Update row 3 repeats row 0's targets: the later update wins.
  const auto target = [&](uint32_t r, uint32_t c) {
    return targets[((r == 3 ? 0 : r) * kColumns + c) % targets.size()];
  };
  add("SCATTER", ScatterDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, kUpdateRows, kColumns}),
                             tensorOf(type, {1, 1, kUpdateRows, kColumns}), tensorOf(type, {1, 1, rows, kColumns}), 2},
      target);
  add("SCATTER_ND rows", ScatterNdDesc{tensorOf(type, {1, 1, rows, kColumns}), tensorOf(indexType, {1, 1, kUpdateRows, 1}),
                                       tensorOf(type, {1, 1, kUpdateRows, kColumns}), tensorOf(type, {1, 1, rows, kColumns}), 2, 2},
      [&](uint32_t r, uint32_t) { return targets[(r == 3 ? 0 : r * 3) % targets.size()]; });
  return cases;
}

// A storage range and buffer limit to run under (0: the device's).
struct Limits {
  uint64_t range = 0;
  uint64_t bufferBytes = 0;
};

}  // namespace

class GpuGatherWindows : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void gathersReadInputsThroughSeveralWindowsLikeTheCpu_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("indexType");
    QTest::newRow("UINT8, INT32 indices") << int(DataType::UInt8) << int(DataType::Int32);
    QTest::newRow("FLOAT16, UINT32 indices") << int(DataType::Float16) << int(DataType::UInt32);
    QTest::newRow("FLOAT32, INT64 indices") << int(DataType::Float32) << int(DataType::Int64);
    QTest::newRow("FLOAT64, UINT64 indices") << int(DataType::Float64) << int(DataType::UInt64);
    QTest::newRow("INT64, INT32 indices") << int(DataType::Int64) << int(DataType::Int32);
    QTest::newRow("INT8, INT64 indices") << int(DataType::Int8) << int(DataType::Int64);
  }

  void gathersReadInputsThroughSeveralWindowsLikeTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, type);
    QFETCH(int, indexType);
    const RestoreTestLimits restore{*gpu_.backend};
    // Windows of 256 and 512 bytes over whole buffers; then buffers of 384 bytes cut into windows of 256 and
    // 128 (windows of unequal sizes), and buffers of 192 bytes below a 512-byte range (a window per buffer).
    const Limits limitsList[] = {{256, 0}, {512, 0}, {256, 384}, {512, 192}};
    for (const Case& c : gatherCases(DataType(type), DataType(indexType))) {
      const auto diagnostics = validate(c.session.desc, kLatestFeatureLevel);
      QVERIFY2(diagnostics.empty(), (c.name + ": " + (diagnostics.empty() ? "" : diagnostics.front().message)).c_str());
      auto expected = makeCpuBackend()->run(c.session);
      QVERIFY2(expected.ok(), errorText(expected).c_str());
      for (const Limits& l : limitsList) {
        for (auto encoding : {vulkan::MapEncoding::Auto, vulkan::MapEncoding::Wide}) {
          const std::string where = c.name + ", windows of " + std::to_string(l.range) + " bytes" +
                                    (l.bufferBytes ? ", buffers of " + std::to_string(l.bufferBytes) : std::string()) +
                                    (encoding == vulkan::MapEncoding::Wide ? ", wide map" : ", narrow map");
          // The plan under the same limits really reads the input through several windows.
          std::vector<TensorLayout> inputs, outputs;
          std::vector<uint64_t> dataBytes;
          for (const auto& slot : inputSlots(c.session.desc)) {
            inputs.push_back(*computeLayout(inputTensor(c.session.desc, slot.index)));
            dataBytes.push_back(inputs.back().bufferBytes);
          }
          for (const auto& slot : outputSlots(c.session.desc))
            outputs.push_back(*computeLayout(outputTensor(c.session.desc, slot.index)));
          vulkan::PlanLimits limits;
          limits.maxStorageRange = l.range;
          limits.maxBufferBytes = l.bufferBytes;
          limits.mapEncoding = encoding;
          auto plan = vulkan::planRun(c.session.desc, inputs, dataBytes, outputs, true, limits);
          QVERIFY2(plan.ok(), (where + ": " + errorText(plan)).c_str());
          QVERIFY2(plan->inputWindows.size() >= 2 && plan->inputWindows.size() <= vulkan::kWindowSlots, where.c_str());
          if (!l.bufferBytes) QVERIFY2(plan->inputWindows.size() <= 5, where.c_str());

          vulkan::overrideLimitsForTesting(*gpu_.backend, l.range, 0, encoding);
          vulkan::setMaxBufferBytesForTesting(*gpu_.backend, l.bufferBytes);
          auto got = gpu_.backend->run(c.session);
          QVERIFY2(got.ok(), (where + ": " + errorText(got)).c_str());
          const std::string difference = compareRuns(c.session, *expected, *got);
          QVERIFY2(difference.empty(), (where + ": " + difference).c_str());
        }
      }
    }
  }

  void scattersReadAnInputOverSeveralWindowsLikeTheCpu_data() { gathersReadInputsThroughSeveralWindowsLikeTheCpu_data(); }

  void scattersReadAnInputOverSeveralWindowsLikeTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, type);
    QFETCH(int, indexType);
    const RestoreTestLimits restore{*gpu_.backend};
    const Limits limitsList[] = {{256, 0}, {512, 0}, {256, 384}};
    for (const Case& c : scatterCases(DataType(type), DataType(indexType))) {
      const auto diagnostics = validate(c.session.desc, kLatestFeatureLevel);
      QVERIFY2(diagnostics.empty(), (c.name + ": " + (diagnostics.empty() ? "" : diagnostics.front().message)).c_str());
      auto expected = makeCpuBackend()->run(c.session);
      QVERIFY2(expected.ok(), errorText(expected).c_str());
      for (const Limits& l : limitsList) {
        for (auto method : {vulkan::ScatterMethod::Auto, vulkan::ScatterMethod::Scan, vulkan::ScatterMethod::Winners,
                            vulkan::ScatterMethod::Lines, vulkan::ScatterMethod::CopyFirst,
                            vulkan::ScatterMethod::CopyThenLines}) {
          const std::string where = c.name + ", windows of " + std::to_string(l.range) + " bytes" +
                                    (l.bufferBytes ? ", buffers of " + std::to_string(l.bufferBytes) : std::string()) +
                                    ", method " + std::to_string(static_cast<int>(method));
          vulkan::overrideLimitsForTesting(*gpu_.backend, l.range, 0);
          vulkan::setMaxBufferBytesForTesting(*gpu_.backend, l.bufferBytes);
          vulkan::setScatterMethod(*gpu_.backend, method);
          auto got = gpu_.backend->run(c.session);
          QVERIFY2(got.ok(), (where + ": " + errorText(got)).c_str());
          const std::string difference = compareRuns(c.session, *expected, *got);
          QVERIFY2(difference.empty(), (where + ": " + difference).c_str());
        }
      }
    }
  }

  // An input needing more window slots than a shader binds (kWindowSlots) is refused by name, with the limit.
  void gatherInputBeyondEveryWindowSlotIsRefusedWithTheLimit() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    // 160 x 8 FLOAT32 = 5120 bytes: 20 windows of 256 bytes.
    Session s;
    s.desc = GatherDesc{tensorOf(DataType::Float32, {1, 1, 160, kColumns}), tensorOf(DataType::Int32, {1, 1, 1, 2}),
                        tensorOf(DataType::Float32, {1, 1, 2, kColumns}), 2, 1};
    QVERIFY(validate(s.desc, kLatestFeatureLevel).empty());
    s.inputData = {patterned(5120, 1), Buffer(8)};
    vulkan::overrideLimitsForTesting(*gpu_.backend, 256, 0);
    auto refused = gpu_.backend->run(s);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().id, std::string("gpu.index-input-too-large"));
    const std::string& message = refused.error().message;
    QVERIFY2(message.find("at most 16 storage-buffer windows of up to 256 bytes") != std::string::npos, message.c_str());
    QVERIFY2(message.find("InputTensor") != std::string::npos, message.c_str());
    // 16 windows (4096 bytes) still run, and match the CPU.
    s.desc = GatherDesc{tensorOf(DataType::Float32, {1, 1, 128, kColumns}), tensorOf(DataType::Int32, {1, 1, 1, 2}),
                        tensorOf(DataType::Float32, {1, 1, 2, kColumns}), 2, 1};
    s.inputData = {patterned(4096, 1), Buffer(8)};
    writeIndex(s.inputData[1], 0, DataType::Int32, 127);
    writeIndex(s.inputData[1], 1, DataType::Int32, -128);
    std::string problem;
    QVERIFY2(runAgainstReference(*gpu_.backend, s, problem), problem.c_str());
  }

 private:
  GpuBackend gpu_;
};

QTEST_GUILESS_MAIN(GpuGatherWindows)
#include "tst_gpu_gather_windows.moc"
