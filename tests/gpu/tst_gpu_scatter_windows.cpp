// The scatters with IndicesTensor and UpdatesTensor larger than one storage-buffer window: planned and run
// with windows of a few hundred bytes (and buffers smaller still), so that each of the two spans 2 to 5 windows,
// and compared with the CPU reference (the oracle), outputs and index map (narrow and wide), for element sizes
// 1, 2, 4 and 8, every index type, and every scatter method. Where a tensor of the two would be smaller than
// the other (1-byte updates beside 8-byte indices), its innermost stride spreads it over as many bytes, so that
// both go through the slots (strided tensors through the windows on the way). The index values name every
// target, the later half of the updates repeats targets of the earlier half (so updates in the first windows
// and in the last collide, the later one winning), and each list ends with negative, out-of-range and huge
// values, which both backends resolve by core's resolveIndex. Also: a tensor needing more windows than the
// slots is refused by name, and tensors that fit one window keep their whole bindings (no slot, no variant).
#include <QtTest>

#include <algorithm>
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

// Value i of the list a dimension of n positions is indexed by: every eighth an edge value of `type` (negative,
// out of range, huge; the unsigned types see the negative ones as huge), the others positions in a scattered
// order (7 is prime to every n used here, so every position comes).
int64_t listValue(uint64_t i, uint32_t n, DataType type) {
  std::vector<int64_t> edges = {-1, -int64_t{n}, int64_t{n}, -int64_t{n} - 2, int64_t{n} + 3};
  if (elementSize(type) == 8) edges.insert(edges.end(), {int64_t{1} << 40, -(int64_t{1} << 40)});
  else edges.push_back(elementKind(type) == ElementKind::Signed ? int64_t{INT32_MAX} : int64_t{UINT32_MAX});
  if (i % 8 == 7) return edges[(i / 8) % edges.size()];
  return static_cast<int64_t>((i * 7 + 3) % n);
}

// The list position update u takes of `count`: the later half repeats the earlier half's mirror image at odd u
// (u and count - 1 - u collide, the first windows' updates with the last windows'), and its own elsewhere.
uint64_t listPosition(uint64_t u, uint64_t count) { return u >= count / 2 && u % 2 == 1 ? count - 1 - u : u; }

void writeIndex(Buffer& b, uint64_t element, DataType type, int64_t value) {
  if (elementSize(type) == 8) {
    std::memcpy(b.data() + element * 8, &value, 8);
  } else {
    const auto word = static_cast<uint32_t>(value);
    std::memcpy(b.data() + element * 4, &word, 4);
  }
}

// Bytes that differ from element to element and window to window.
Buffer patterned(uint64_t bytes, uint32_t seed) {
  Buffer b(bytes, std::byte{0});
  for (uint64_t i = 0; i < bytes; ++i) b[i] = std::byte(static_cast<uint8_t>(i * 37 + (i >> 7) * 11 + seed));
  return b;
}

// Packed strides of `sizes` with the innermost dimension `step` elements apart.
std::vector<uint32_t> spreadStrides(const std::vector<uint32_t>& sizes, uint32_t step) {
  std::vector<uint32_t> strides(sizes.size());
  uint32_t s = step;
  for (size_t k = sizes.size(); k > 0; --k) {
    strides[k - 1] = s;
    s *= sizes[k - 1];
  }
  return strides;
}

// A storage range and buffer limit to run under.
struct Limits {
  uint64_t range = 0;
  uint64_t bufferBytes = 0;  // 0: one buffer per tensor
};

struct Case {
  std::string name;
  Session session;
  std::vector<Limits> limits;  // each puts IndicesTensor and UpdatesTensor in 2 to 5 windows
};

// Every scatter with `type` elements and `indexType` indices (see the file's comment).
std::vector<Case> scatterCases(DataType type, DataType indexType) {
  std::vector<Case> cases;
  const uint32_t es = elementSize(type), ib = elementSize(indexType);
  const auto add = [&](std::string name, OperatorDesc desc, const std::function<int64_t(uint64_t)>& indexValue,
                       std::vector<Limits> limits) {
    Session s;
    s.desc = std::move(desc);
    s.inputData.push_back(patterned(computeLayout(inputTensor(s.desc, 0))->bufferBytes, 3));
    const auto indices = *computeLayout(inputTensor(s.desc, 1));
    Buffer values(indices.bufferBytes, std::byte{0});
    // The i-th index value in row-major order, at its strided element.
    for (uint64_t i = 0; i < indices.elementCount; ++i) writeIndex(values, indices.offsetOfLinear(i), indexType, indexValue(i));
    s.inputData.push_back(std::move(values));
    s.inputData.push_back(patterned(computeLayout(inputTensor(s.desc, 2))->bufferBytes, 101));
    cases.push_back({std::move(name), std::move(s), std::move(limits)});
  };
  // The narrower of IndicesTensor and UpdatesTensor spread by the ratio of their element sizes.
  const uint32_t indexStep = es > ib ? es / ib : 1, updateStep = ib > es ? ib / es : 1;
  const auto spread = [](TensorDesc t, uint32_t step) {
    if (step > 1) t.strides = spreadStrides(t.sizes, step);
    return t;
  };

  // DML_SCATTER along rows: 40 x 8 input, 32 x 8 updates, each 256 elements of max(es, ib) bytes (1 or 2 KiB).
  // Its winner words (4 x 320 bytes) fit none of these windows: Winners asked for scans (tested anyway).
  {
    const uint32_t rows = 40, columns = 8, updateRows = 32;
    const uint64_t bytes = uint64_t{updateRows} * columns * std::max(es, ib);
    ScatterDesc d{tensorOf(type, {1, 1, rows, columns}), spread(tensorOf(indexType, {1, 1, updateRows, columns}), indexStep),
                  spread(tensorOf(type, {1, 1, updateRows, columns}), updateStep), tensorOf(type, {1, 1, rows, columns}), 2};
    add("SCATTER", d,
        [&](uint64_t i) { return listValue(listPosition(i / columns, updateRows) * columns + i % columns, rows, indexType); },
        {{bytes / 2, 0}, {bytes / 4, 0}, {bytes / 2, bytes / 3 / 64 * 64}});
  }
  // DML_SCATTER with every row updated (16 x 8): with 8-byte indices or elements the tensors (1 KiB each) are
  // twice the winner words (512 bytes), so windows of 512 bytes hold the words and Winners runs through the slots.
  if (std::max(es, ib) == 8) {
    const uint32_t rows = 16, columns = 8;
    ScatterDesc d{tensorOf(type, {1, 1, rows, columns}), spread(tensorOf(indexType, {1, 1, rows, columns}), indexStep),
                  spread(tensorOf(type, {1, 1, rows, columns}), updateStep), tensorOf(type, {1, 1, rows, columns}), 2};
    add("SCATTER, every row updated", d,
        [&](uint64_t i) { return listValue(listPosition(i / columns, rows) * columns + i % columns, rows, indexType); },
        {{512, 0}, {1024, 512}});
  }
  // DML_SCATTER_ND of rows: 64 rows of 32 bytes, 48 update rows (1536 bytes, whole 16-byte vectors: the Resolve
  // pass's aligned vector loads through the slots), 48 one-value tuples spread to 32 bytes each.
  {
    const uint32_t rows = 64, columns = 32 / es, tuples = 48;
    TensorDesc indices = tensorOf(indexType, {1, 1, tuples, 1}, std::vector<uint32_t>{tuples * 32 / ib, tuples * 32 / ib, 32 / ib, 1});
    ScatterNdDesc d{tensorOf(type, {1, 1, rows, columns}), indices, tensorOf(type, {1, 1, tuples, columns}),
                    tensorOf(type, {1, 1, rows, columns}), 2, 2};
    add("SCATTER_ND rows", d, [&](uint64_t i) { return listValue(listPosition(i, tuples), rows, indexType); },
        {{768, 0}, {384, 0}, {768, 512}});
  }
  // DML_SCATTER_ND of single elements: 8 x 8 input, 64 two-value tuples (512 or 1024 bytes), the 64 updates
  // spread as far; windows of 256 bytes hold the 64 winner words.
  {
    const uint32_t rows = 8, columns = 8, tuples = 64;
    const uint32_t step = 2 * ib / es;
    ScatterNdDesc d{tensorOf(type, {1, 1, rows, columns}), tensorOf(indexType, {1, 1, tuples, 2}),
                    tensorOf(type, {1, 1, 1, tuples}, spreadStrides({1, 1, 1, tuples}, step)),
                    tensorOf(type, {1, 1, rows, columns}), 2, 2};
    add("SCATTER_ND elements", d,
        [&](uint64_t i) {
          const uint64_t position = listPosition(i / 2, tuples);
          return i % 2 == 0 ? listValue(position, rows, indexType) : listValue(position / 3, columns, indexType);
        },
        {{256, 0}, {512, 256}});
  }
  return cases;
}

vulkan::PlanLimits planLimits(const Limits& l, vulkan::MapEncoding encoding, vulkan::ScatterMethod method) {
  vulkan::PlanLimits limits;
  limits.maxStorageRange = l.range;
  limits.maxBufferBytes = l.bufferBytes;
  limits.mapEncoding = encoding;
  limits.scatterMethod = method;
  return limits;
}

const char* methodName(vulkan::ScatterMethod method) {
  switch (method) {
    case vulkan::ScatterMethod::Auto: return "Auto";
    case vulkan::ScatterMethod::Scan: return "Scan";
    case vulkan::ScatterMethod::Winners: return "Winners";
    case vulkan::ScatterMethod::Lines: return "Lines";
    case vulkan::ScatterMethod::CopyFirst: return "CopyFirst";
    case vulkan::ScatterMethod::CopyThenLines: return "CopyThenLines";
  }
  return "?";
}

}  // namespace

class GpuScatterWindows : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void scattersReadIndicesAndUpdatesThroughWindowsLikeTheCpu_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("indexType");
    QTest::newRow("UINT8, INT32 indices") << int(DataType::UInt8) << int(DataType::Int32);
    QTest::newRow("INT8, UINT64 indices") << int(DataType::Int8) << int(DataType::UInt64);
    QTest::newRow("FLOAT16, UINT32 indices") << int(DataType::Float16) << int(DataType::UInt32);
    QTest::newRow("UINT16, INT64 indices") << int(DataType::UInt16) << int(DataType::Int64);
    QTest::newRow("FLOAT32, INT64 indices") << int(DataType::Float32) << int(DataType::Int64);
    QTest::newRow("INT32, UINT32 indices") << int(DataType::Int32) << int(DataType::UInt32);
    QTest::newRow("FLOAT64, INT32 indices") << int(DataType::Float64) << int(DataType::Int32);
    QTest::newRow("INT64, UINT64 indices") << int(DataType::Int64) << int(DataType::UInt64);
  }

  void scattersReadIndicesAndUpdatesThroughWindowsLikeTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, type);
    QFETCH(int, indexType);
    const RestoreTestLimits restore{*gpu_.backend};
    for (const Case& c : scatterCases(DataType(type), DataType(indexType))) {
      const auto diagnostics = validate(c.session.desc, kLatestFeatureLevel);
      QVERIFY2(diagnostics.empty(), (c.name + ": " + (diagnostics.empty() ? "" : diagnostics.front().message)).c_str());
      auto expected = makeCpuBackend()->run(c.session);
      QVERIFY2(expected.ok(), errorText(expected).c_str());
      const PlanInputs p = planInputsOf(c.session.desc);
      const bool nd = std::holds_alternative<ScatterNdDesc>(c.session.desc);
      for (const Limits& l : c.limits) {
        for (auto method : {vulkan::ScatterMethod::Auto, vulkan::ScatterMethod::Scan, vulkan::ScatterMethod::Winners,
                            vulkan::ScatterMethod::Lines, vulkan::ScatterMethod::CopyFirst,
                            vulkan::ScatterMethod::CopyThenLines}) {
          for (auto encoding : {vulkan::MapEncoding::Auto, vulkan::MapEncoding::Wide}) {
            const std::string where = c.name + ", windows of " + std::to_string(l.range) + " bytes" +
                                      (l.bufferBytes ? ", buffers of " + std::to_string(l.bufferBytes) : std::string()) +
                                      ", " + methodName(method) +
                                      (encoding == vulkan::MapEncoding::Wide ? ", wide map" : ", narrow map");
            // The plan under the same limits reads both tensors through 2 to 5 windows each, in every dispatch,
            // by the method asked for where it can run (DML_SCATTER's Winners only where its words fit a
            // window; DML_SCATTER_ND's Lines and CopyThenLines are Winners, its CopyFirst the copy and a
            // workgroup per tuple).
            auto plan = vulkan::planRun(c.session.desc, p.inputs, p.dataBytes, p.outputs, true,
                                        planLimits(l, encoding, method));
            QVERIFY2(plan.ok(), (where + ": " + errorText(plan)).c_str());
            for (const auto* windows : {&plan->indexWindows, &plan->updateWindows})
              QVERIFY2(windows->size() >= 2 && windows->size() <= 5,
                       (where + ": " + std::to_string(windows->size()) + " windows").c_str());
            for (const auto& d : plan->dispatches) {
              if (d.shader == vulkan::ShaderId::Split) continue;  // CopyFirst's copy reads neither
              QVERIFY2(d.indexInputWindows == (vulkan::kIndicesInWindows | vulkan::kUpdatesInWindows), where.c_str());
              QCOMPARE(size_t{d.params.updateWindowFirst}, plan->indexWindows.size());
              QCOMPARE(size_t{d.params.windowCount}, plan->indexWindows.size() + plan->updateWindows.size());
            }
            const bool lines = std::any_of(plan->dispatches.begin(), plan->dispatches.end(), [](const auto& d) {
              return d.shader == vulkan::ShaderId::ScatterLines;
            });
            const bool winners = plan->winnerBytes != 0;
            const bool copyFirst = plan->dispatches.front().shader == vulkan::ShaderId::Split;
            if (method == vulkan::ScatterMethod::CopyFirst) QVERIFY2(copyFirst && !winners, where.c_str());
            if (method == vulkan::ScatterMethod::CopyThenLines && !nd)
              QVERIFY2(copyFirst && !winners, where.c_str());
            if (method == vulkan::ScatterMethod::Lines && !nd) QVERIFY2(lines, where.c_str());
            if (method == vulkan::ScatterMethod::Scan) QVERIFY2(!lines && !winners, where.c_str());
            if (nd && method != vulkan::ScatterMethod::Scan && method != vulkan::ScatterMethod::CopyFirst)
              QVERIFY2(winners, where.c_str());
            if (c.name == "SCATTER, every row updated" && method == vulkan::ScatterMethod::Winners)
              QVERIFY2(winners, where.c_str());
            if (nd && winners && c.name == "SCATTER_ND rows")
              QVERIFY2(std::any_of(plan->dispatches.begin(), plan->dispatches.end(),
                                   [](const auto& d) { return d.vectorBytes == 16; }),
                       where.c_str());

            vulkan::overrideLimitsForTesting(*gpu_.backend, l.range, 0, encoding);
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
  }

  // A tensor needing more windows than the slots left for it is refused by name, with the limit: IndicesTensor
  // beyond all 16, then UpdatesTensor beyond the 16 less IndicesTensor's. Exactly 16 in all still run.
  void scatterTensorsBeyondTheSlotsAreRefusedByName() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    vulkan::overrideLimitsForTesting(*gpu_.backend, 256, 0);
    // DML_SCATTER of `updateRows` x 8 INT32 indices (32 bytes a row: a window per 8 rows) and updates of `type`.
    const auto scatterOf = [](uint32_t updateRows, DataType type) {
      Session s;
      ScatterDesc d{tensorOf(type, {1, 1, 200, 8}), tensorOf(DataType::Int32, {1, 1, updateRows, 8}),
                    tensorOf(type, {1, 1, updateRows, 8}), tensorOf(type, {1, 1, 200, 8}), 2};
      s.desc = d;
      for (uint32_t i = 0; i < 3; ++i) s.inputData.push_back(patterned(computeLayout(inputTensor(d, i))->bufferBytes, i));
      for (uint32_t e = 0; e < updateRows * 8; ++e)
        writeIndex(s.inputData[1], e, DataType::Int32, listValue(listPosition(e / 8, updateRows) * 8 + e % 8, 200, DataType::Int32));
      return s;
    };
    const auto refusedNaming = [&](const Session& s, const std::string& field, const std::string& limit) {
      if (!validate(s.desc, kLatestFeatureLevel).empty()) return std::string("not valid");
      auto refused = gpu_.backend->run(s);
      if (refused.ok()) return std::string("not refused");
      const std::string& message = refused.error().message;
      if (refused.error().id != "gpu.index-input-too-large") return "refused otherwise: " + message;
      if (message.find("reads " + field) == std::string::npos || message.find(limit) == std::string::npos)
        return "not naming " + field + " and " + limit + ": " + message;
      return std::string();
    };
    // IndicesTensor in 17 windows (136 rows, 4352 bytes), UINT8 updates in 5.
    std::string problem = refusedNaming(scatterOf(136, DataType::UInt8), "IndicesTensor",
                                        "at most 16 storage-buffer windows of up to 256 bytes");
    QVERIFY2(problem.empty(), problem.c_str());
    // IndicesTensor in 12 windows (96 rows), UINT32 updates in 12 more: 4 slots left for them.
    problem = refusedNaming(scatterOf(96, DataType::UInt32), "UpdatesTensor", "at most 4 storage-buffer windows");
    QVERIFY2(problem.empty(), problem.c_str());
    // 8 windows each (64 rows): all 16 slots, and the run matches the CPU.
    const Session s = scatterOf(64, DataType::UInt32);
    for (auto method : {vulkan::ScatterMethod::Scan, vulkan::ScatterMethod::Lines}) {
      vulkan::setScatterMethod(*gpu_.backend, method);
      QVERIFY2(runAgainstReference(*gpu_.backend, s, problem), (std::string(methodName(method)) + ": " + problem).c_str());
    }
  }

  // Tensors that fit one window keep the whole bindings exactly as before: no slots, no windowed variant.
  void scatterTensorsWithinOneWindowAreBoundWhole() {
    for (auto method : {vulkan::ScatterMethod::Auto, vulkan::ScatterMethod::Scan, vulkan::ScatterMethod::Winners,
                        vulkan::ScatterMethod::Lines}) {
      for (const Case& c : scatterCases(DataType::Float32, DataType::Int64)) {
        const PlanInputs p = planInputsOf(c.session.desc);
        auto plan = vulkan::planRun(c.session.desc, p.inputs, p.dataBytes, p.outputs, true,
                                    planLimits({uint64_t{128} << 20, 0}, vulkan::MapEncoding::Auto, method));
        QVERIFY2(plan.ok(), (c.name + ": " + errorText(plan)).c_str());
        QVERIFY(plan->indexWindows.empty() && plan->updateWindows.empty());
        for (const auto& d : plan->dispatches) {
          QCOMPARE(d.indexInputWindows, uint32_t{0});
          QCOMPARE(d.params.windowCount, uint32_t{0});
          QCOMPARE(d.params.updateWindowFirst, uint32_t{0});
        }
      }
    }
  }

 private:
  GpuBackend gpu_;
};

QTEST_GUILESS_MAIN(GpuScatterWindows)
#include "tst_gpu_scatter_windows.moc"
