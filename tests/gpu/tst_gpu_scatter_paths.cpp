// The GPU scatters' ways of finding the update that lands on an output element (ScatterMethod): DML_SCATTER's
// lines in shared memory (scatter_lines.comp), its word per output element, DML_SCATTER_ND's word per target
// block, and the scan. Each gives the CPU reference's bytes and index map (narrow and wide) on hand-chosen
// shapes: many updates on one target, a whole line on one position, negative and out-of-range indices of every
// index type, Axis first, in the middle and last, ranks 1 to 8, lines longer than the shared words (in
// segments, or the word per element), and boxes cut by small binding windows. The planner's choice of path is checked on its own.
#include <QtTest>

#include <cstring>
#include <limits>

#include "dispatch_plan.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "scatter_method.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

// How a case's index values are chosen, each resolved along a dimension of n positions.
enum class IndexPattern {
  Mixed,     // in range with many repeats, negative (from the end), below -n, at and above n, extremes
  OnePlace,  // every index names the same position (written as -n/2 - 1 where signed: from the end)
};

// The bits of index element i's value (the low bytes are what a 4-byte type stores).
uint64_t indexBits(IndexPattern pattern, uint64_t i, uint32_t n, bool isSigned, bool wide) {
  const int64_t sn = n;
  if (pattern == IndexPattern::OnePlace) return isSigned ? static_cast<uint64_t>(-(sn / 2) - 1) : n / 2;
  switch (i % 8) {
    case 0:
    case 1:
    case 2: return (i * 7 + i / 5) % std::min<uint64_t>(n, 3);  // a few positions, many updates each
    case 3: return static_cast<uint64_t>(-(1 + static_cast<int64_t>(i % n)));  // -1 .. -n: from the end
    case 4: return static_cast<uint64_t>(-(sn + 1 + static_cast<int64_t>(i % 5)));  // below -n
    case 5: return n + i % 3;  // at and above n
    case 6:
      if (wide) return isSigned ? uint64_t{1} << 63 : (uint64_t{1} << 32) + 1;  // the high word decides
      return isSigned ? uint64_t{0x80000000u} : uint64_t{0xffffffffu};
    default: return (i * 13) % n;
  }
}

// Input data for every slot: the indices as `pattern` along `n` positions, the other tensors distinct bytes
// per element and tensor (so that the output names its source).
Session sessionOf(const OperatorDesc& desc, IndexPattern pattern, uint32_t n) {
  Session s;
  s.desc = desc;
  for (const auto& slot : inputSlots(desc)) {
    const TensorDesc& t = inputTensor(desc, slot.index);
    const auto layout = *computeLayout(t);
    Buffer data(layout.bufferBytes);
    if (slot.index == 1) {
      const uint32_t ib = elementSize(t.dataType);
      for (uint64_t i = 0; i < layout.elementCount; ++i) {
        const uint64_t bits = indexBits(pattern, i, n, elementKind(t.dataType) == ElementKind::Signed, ib == 8);
        std::memcpy(data.data() + i * ib, &bits, ib);  // little-endian: the low bytes first
      }
    } else {
      for (uint64_t b = 0; b < data.size(); ++b)
        data[b] = std::byte(static_cast<uint8_t>(b * 37 + b / 251 + 101 * slot.index + 1));
    }
    s.inputData.push_back(std::move(data));
  }
  return s;
}

struct Case {
  std::string name;
  OperatorDesc desc;
  IndexPattern pattern;
  uint32_t n;  // the positions an index resolves along
};

ScatterDesc scatterOf(DataType type, DataType indexType, std::vector<uint32_t> input, std::vector<uint32_t> updates,
                      uint32_t axis) {
  return ScatterDesc{tensorOf(type, input), tensorOf(indexType, updates), tensorOf(type, updates), tensorOf(type, input),
                     axis};
}

std::vector<Case> elementCases(DataType indexType) {
  const DataType f32 = DataType::Float32;
  std::vector<Case> cases;
  const auto add = [&](std::string name, ScatterDesc d, IndexPattern pattern = IndexPattern::Mixed) {
    const uint32_t n = d.InputTensor.sizes[d.Axis];
    cases.push_back({std::move(name), d, pattern, n});
  };
  add("rank 1, more updates than positions", scatterOf(f32, indexType, {37}, {50}, 0));
  add("rank 2, Axis last", scatterOf(f32, indexType, {5, 300}, {5, 40}, 1));
  add("rank 2, Axis first (axis-major blocks)", scatterOf(f32, indexType, {70, 33}, {90, 33}, 0));
  add("rank 3, Axis in the middle, INT64", scatterOf(DataType::Int64, indexType, {3, 40, 17}, {3, 60, 17}, 1));
  add("rank 4, lines of 2, FLOAT16", scatterOf(DataType::Float16, indexType, {2, 3, 50, 2}, {2, 3, 50, 5}, 3));
  add("rank 8, Axis 4, UINT8",
      scatterOf(DataType::UInt8, indexType, {2, 1, 2, 1, 7, 2, 1, 3}, {2, 1, 2, 1, 9, 2, 1, 3}, 4));
  add("a whole line on one position", scatterOf(f32, indexType, {4, 64}, {4, 64}, 1), IndexPattern::OnePlace);
  add("a whole column on one position", scatterOf(f32, indexType, {64, 5}, {64, 5}, 0), IndexPattern::OnePlace);
  // Lines of 4-byte elements in whole quads take scatter_lines.comp's quad path (16-byte loads and stores of the
  // untouched positions where a line's first element is aligned, element by element where it is not): input
  // lines that start off a quad (row stride 13), output lines that do too (row stride 17), and both.
  ScatterDesc offQuads = scatterOf(f32, indexType, {9, 12}, {9, 5}, 1);
  offQuads.InputTensor.strides = std::vector<uint32_t>{13, 1};
  add("quads, input lines off a quad", offQuads);
  ScatterDesc outOffQuads = scatterOf(DataType::Int32, indexType, {7, 8}, {7, 8}, 1);
  outOffQuads.OutputTensor.strides = std::vector<uint32_t>{17, 1};
  add("quads, output lines off a quad, INT32", outOffQuads);
  ScatterDesc bothOff = scatterOf(f32, indexType, {2, 3, 16}, {2, 3, 2}, 2);
  bothOff.InputTensor.strides = std::vector<uint32_t>{60, 19, 1};
  bothOff.OutputTensor.strides = std::vector<uint32_t>{70, 23, 1};
  add("quads, input and output lines off a quad, rank 3", bothOff);
  // Quads whose block has more updates than a batch (256 invocations * 8): the winners' values do not all fit
  // the shared words, so each update that won stores itself and a quad with a winner goes element by element.
  add("quads, more updates a block than a batch", scatterOf(f32, indexType, {2, 8}, {2, 1100}, 1));
  // Rows of 512 to 1024 4-byte elements: one line a workgroup (kLineGroup), with more updates than positions,
  // lines that start off a quad, and every update of a line on one position.
  add("rows a workgroup each", scatterOf(f32, indexType, {3, 1000}, {3, 1000}, 1));
  add("rows a workgroup each, more updates than positions", scatterOf(f32, indexType, {2, 512}, {2, 1024}, 1));
  // Two updates an invocation (257 to 512 a line: ITEMS_PER_INVOCATION 2), with a tail short of the last round.
  add("rows a workgroup each, two updates an invocation", scatterOf(f32, indexType, {3, 600}, {3, 300}, 1));
  ScatterDesc groupOffQuads = scatterOf(DataType::Int32, indexType, {3, 516}, {3, 40}, 1);
  groupOffQuads.InputTensor.strides = std::vector<uint32_t>{521, 1};
  groupOffQuads.OutputTensor.strides = std::vector<uint32_t>{518, 1};
  add("rows a workgroup each, off a quad, INT32", groupOffQuads);
  add("rows a workgroup each, all on one position", scatterOf(f32, indexType, {2, 768}, {2, 768}, 1),
      IndexPattern::OnePlace);
  // 9000 positions: more than scatterLineWords gives any device (2048 at most): the lines in segments (Auto,
  // Lines) or the word per element (Winners).
  add("lines longer than the shared words", scatterOf(f32, indexType, {2, 9000}, {2, 300}, 1));
  add("columns longer than the shared words", scatterOf(f32, indexType, {9000, 3}, {40, 3}, 0));
  return cases;
}

std::vector<Case> ndCases(DataType indexType) {
  const DataType f32 = DataType::Float32;
  std::vector<Case> cases;
  const auto add = [&](std::string name, std::vector<uint32_t> input, std::vector<uint32_t> indices,
                       std::vector<uint32_t> updates, uint32_t inputDims, uint32_t indicesDims, uint32_t n,
                       IndexPattern pattern = IndexPattern::Mixed, DataType type = DataType::Float32) {
    ScatterNdDesc d{tensorOf(type, input), tensorOf(indexType, indices), tensorOf(type, updates), tensorOf(type, input),
                    inputDims, indicesDims};
    cases.push_back({std::move(name), d, pattern, n});
  };
  add("rows by 1-tuples", {40, 16}, {25, 1}, {25, 16}, 2, 2, 40);
  add("every tuple on one row", {12, 7}, {30, 1}, {30, 7}, 2, 2, 12, IndexPattern::OnePlace);
  // 2-tuples over {6, 5}: each value resolves along 6 or 5 positions; the pattern is made for 5 (values the
  // first dimension would take in range land there too, the rest clamp or count from its end).
  add("2-tuples over a 3-D input, 2 array dimensions", {6, 5, 8}, {3, 4, 2}, {3, 4, 8}, 3, 3, 5);
  add("single elements (tuples as long as the rank), INT64", {7, 9}, {30, 2}, {1, 30}, 2, 2, 7, IndexPattern::Mixed,
      DataType::Int64);
  add("leading 1s, FLOAT16", {1, 1, 4, 3, 10}, {1, 1, 1, 6, 1}, {1, 1, 6, 3, 10}, 3, 2, 4, IndexPattern::Mixed,
      DataType::Float16);
  (void)f32;
  return cases;
}

const DataType kIndexTypes[] = {DataType::Int32, DataType::UInt32, DataType::Int64, DataType::UInt64};
const vulkan::ScatterMethod kMethods[] = {vulkan::ScatterMethod::Auto, vulkan::ScatterMethod::Scan,
                                          vulkan::ScatterMethod::Winners, vulkan::ScatterMethod::Lines,
                                          vulkan::ScatterMethod::CopyFirst, vulkan::ScatterMethod::CopyThenLines};
const char* methodName(vulkan::ScatterMethod m) {
  switch (m) {
    case vulkan::ScatterMethod::Auto: return "auto";
    case vulkan::ScatterMethod::Scan: return "scan";
    case vulkan::ScatterMethod::Winners: return "winners";
    case vulkan::ScatterMethod::Lines: return "lines";
    case vulkan::ScatterMethod::CopyFirst: return "copy first";
    case vulkan::ScatterMethod::CopyThenLines: return "copy, then the lines";
  }
  return "?";
}

// What the smallest ranges are planned for: less shared memory than any device here has (the cases' lines that
// fit it fit every device's; the planner falls back to the scan where words do not fit a window anyway).
constexpr uint64_t kPlannedSharedBytes = 16384;

// The smallest storage range (a power of two) the planner takes `desc` with: the most boxes it cuts.
uint64_t smallestRange(const OperatorDesc& desc, vulkan::ScatterMethod method, uint64_t sharedBytes) {
  const PlanInputs p = planInputsOf(desc);
  for (uint64_t range = 64;; range *= 2) {
    vulkan::PlanLimits limits;
    limits.maxStorageRange = range;
    limits.scatterMethod = method;
    limits.sharedMemoryBytes = sharedBytes;
    if (vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, true, limits)) return range;
  }
}

}  // namespace

class GpuScatterPaths : public QObject {
  Q_OBJECT

  GpuBackend gpu_;
  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  // Every case of `cases` on every method, with the narrow and the wide map, and once more through the
  // smallest windows the planner takes: the reference's bytes and map each time.
  void runEverywhere(const std::vector<Case>& cases) {
    const RestoreTestLimits restore{*gpu_.backend};
    for (const Case& c : cases) {
      const auto problems = validate(c.desc, kLatestFeatureLevel);
      if (!problems.empty()) QFAIL((c.name + ": invalid: " + problems.front().message).c_str());
      const Session session = sessionOf(c.desc, c.pattern, c.n);
      auto expected = reference_->run(session);
      QVERIFY2(expected.ok(), (c.name + ": the reference failed: " + errorText(expected)).c_str());
      for (auto method : kMethods) {
        vulkan::setScatterMethod(*gpu_.backend, method);
        for (auto encoding : {vulkan::MapEncoding::Auto, vulkan::MapEncoding::Wide, vulkan::MapEncoding::Standard}) {
          // The smallest windows once per method, with the narrow map.
          const bool small = encoding == vulkan::MapEncoding::Standard;
          const uint64_t range = small ? smallestRange(c.desc, method, kPlannedSharedBytes) : 0;
          vulkan::overrideLimitsForTesting(*gpu_.backend, range, small ? 2 : 0,
                                           small ? vulkan::MapEncoding::Auto : encoding);
          const std::string where = c.name + ", " + methodName(method) +
                                    (small ? ", small windows" : encoding == vulkan::MapEncoding::Wide ? ", wide map" : "");
          auto got = gpu_.backend->run(session);
          QVERIFY2(got.ok(), (where + ": " + errorText(got)).c_str());
          const std::string difference = compareRuns(session, *expected, *got);
          QVERIFY2(difference.empty(), (where + ": " + difference + "\n" + sessionText(session)).c_str());
        }
      }
    }
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // The shared words: a power of two, at most 2048, of which two arrays (the winners and the update values)
  // fit beside 32 lines' descriptions (9 words each: 1152 bytes).
  void lineWordsFollowTheSharedMemory() {
    QCOMPARE(vulkan::scatterLineWords(49152), 2048u);  // (49152 - 1152) / 8 = 6000 a array
    QCOMPARE(vulkan::scatterLineWords(65536), 2048u);
    QCOMPARE(vulkan::scatterLineWords(32768), 2048u);  // 3952
    QCOMPARE(vulkan::scatterLineWords(16384), 1024u);  // 1904: Vulkan's least maxComputeSharedMemorySize
    QCOMPARE(vulkan::scatterLineWords(8192), 512u);    // 880
    QCOMPARE(vulkan::scatterLineWords(1152 + 512), 64u);
    QCOMPARE(vulkan::scatterLineWords(1152 + 511), 0u);
  }

  // DML_SCATTER: Auto takes the lines wherever the output's size along Axis fits the shared words (no winner
  // words in device memory), one workgroup per block of lines, or per line where the lines are long rows of
  // 4-byte elements (kLineGroup); a longer Axis in segments where re-reading the line's indices per segment
  // costs less than the word per element, else the word per element.
  // DML_SCATTER_ND: a word per target block, one Mark item per tuple.
  void planChoosesThePaths() {
    const auto planOf = [](const OperatorDesc& desc, vulkan::ScatterMethod method, uint64_t sharedBytes,
                           bool writeMap = true) {
      const PlanInputs p = planInputsOf(desc);
      vulkan::PlanLimits limits;
      limits.maxStorageRange = uint64_t{1} << 30;
      limits.scatterMethod = method;
      limits.sharedMemoryBytes = sharedBytes;
      return vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, writeMap, limits);
    };
    // 262144 x 1024 FLOAT32 rows, 256 updates a row along Axis 1 (the benchmark's shape), on 48 KiB.
    const ScatterDesc rows = scatterOf(DataType::Float32, DataType::Int32, {262144, 1024}, {262144, 256}, 1);
    auto plan = planOf(rows, vulkan::ScatterMethod::Lines, 49152);
    // copyFirstPays: always with few updates a line, with more only on larger outputs.
    QVERIFY(vulkan::copyFirstPays(4, 1024));
    QVERIFY(!vulkan::copyFirstPays(16, (uint64_t{8} << 20) - 1));
    QVERIFY(vulkan::copyFirstPays(16, uint64_t{8} << 20));
    QVERIFY(!vulkan::copyFirstPays(64, (uint64_t{16} << 20) - 1));
    QVERIFY(vulkan::copyFirstPays(64, uint64_t{16} << 20));
    QVERIFY(!vulkan::copyFirstPays(65, uint64_t{1} << 30));
    // One line a workgroup: 512 to 1024 positions in whole quads, at most 1024 updates.
    QVERIFY(vulkan::lineGroupFits(512, 1024));
    QVERIFY(vulkan::lineGroupFits(1024, 1));
    QVERIFY(!vulkan::lineGroupFits(508, 1));
    QVERIFY(!vulkan::lineGroupFits(1028, 1));
    QVERIFY(!vulkan::lineGroupFits(514, 1));
    QVERIFY(!vulkan::lineGroupFits(1024, 1025));
    // Beside one line a workgroup, copy first only from 16 MiB of output, up to 32 updates a line (4 with the map).
    QVERIFY(!vulkan::copyFirstPaysBesideGroups(1, (uint64_t{16} << 20) - 1, false));
    QVERIFY(vulkan::copyFirstPaysBesideGroups(1, uint64_t{16} << 20, false));
    QVERIFY(vulkan::copyFirstPaysBesideGroups(32, uint64_t{1} << 30, false));
    QVERIFY(!vulkan::copyFirstPaysBesideGroups(33, uint64_t{1} << 30, false));
    QVERIFY(vulkan::copyFirstPaysBesideGroups(4, uint64_t{1} << 30, true));
    QVERIFY(!vulkan::copyFirstPaysBesideGroups(5, uint64_t{1} << 30, true));
    QVERIFY(!vulkan::copyThenLinesPays((uint64_t{16} << 20) - 1));
    QVERIFY(vulkan::copyThenLinesPays(uint64_t{16} << 20));
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    QCOMPARE(plan->winnerBytes, uint64_t{0});
    QCOMPARE(plan->dispatches.size(), size_t{1});
    const auto& d = plan->dispatches.front();
    QCOMPARE(d.shader, vulkan::ShaderId::ScatterLines);
    QCOMPARE(d.variant, vulkan::kLineGroupVariant);  // rows of 512 to 1024: one a workgroup
    QCOMPARE(d.params.opArg[2], 0u);
    QCOMPARE(d.params.opArg[3], 262144u);  // lines
    QCOMPARE(d.params.opArg[4], 0u);       // rows: line-major
    QCOMPARE(d.params.opArg[7], 1u);       // quads: contiguous 4-byte rows of whole quads
    QCOMPARE(d.params.itemCount, 262144u);
    QCOMPARE(d.itemsPerInvocation, 1u);  // 256 updates a line: one an invocation
    QCOMPARE(vulkan::lineGroupUpdatesPerInvocation(257), 2u);
    QCOMPARE(vulkan::lineGroupUpdatesPerInvocation(1024), 4u);
    // Auto takes it too, at every size: no copy first with 256 updates a line.
    auto autoRows = planOf(rows, vulkan::ScatterMethod::Auto, 49152);
    QCOMPARE(autoRows->dispatches.size(), size_t{1});
    QCOMPARE(autoRows->dispatches.front().variant, vulkan::kLineGroupVariant);
    // Rows of 256: blocks of 8 lines in 2048 words.
    const ScatterDesc shortRows = scatterOf(DataType::Float32, DataType::Int32, {262144, 256}, {262144, 64}, 1);
    const auto blocks = planOf(shortRows, vulkan::ScatterMethod::Lines, 49152)->dispatches.front();
    QCOMPARE(blocks.shader, vulkan::ShaderId::ScatterLines);
    QCOMPARE(blocks.params.opArg[2], 3u);
    QCOMPARE(blocks.variant, 5u);  // kWholeQuads: 2048 positions and 512 updates a block fit the batch
    QCOMPARE(blocks.params.itemCount, 262144u / 8);
    // Axis 0 of {1024, 4096}: lines down the columns, axis-major blocks of 2 (2 * 1024 words).
    const ScatterDesc columns = scatterOf(DataType::Float32, DataType::Int32, {1024, 4096}, {128, 4096}, 0);
    auto down = planOf(columns, vulkan::ScatterMethod::Lines, 49152);
    QVERIFY2(down.ok(), errorText(down).c_str());
    QCOMPARE(down->dispatches.front().shader, vulkan::ShaderId::ScatterLines);
    QCOMPARE(down->dispatches.front().params.opArg[4], 1u);
    QCOMPARE(down->dispatches.front().params.opArg[2], 1u);
    // 16 KiB of shared memory holds two arrays of 1024 words: columns of 1024 still fit (one line a block),
    // 2048 do not.
    ScatterDesc tallColumns = columns;
    tallColumns.IndicesTensor.sizes = tallColumns.UpdatesTensor.sizes = {1024, 4096};
    auto tight = planOf(tallColumns, vulkan::ScatterMethod::Lines, 16384);
    QCOMPARE(tight->dispatches.front().shader, vulkan::ShaderId::ScatterLines);
    QCOMPARE(tight->dispatches.front().params.opArg[2], 0u);
    // Columns of 1024 with 1024 updates each (one line a block): the updates fit the 1024 words; rows of 1024
    // with 1024 updates a line a workgroup; with 1025 neither (each update that wins stores itself).
    QCOMPARE(tight->dispatches.front().variant, 0u);  // columns: no quads
    ScatterDesc denseRows = scatterOf(DataType::Float32, DataType::Int32, {64, 1024}, {64, 1024}, 1);
    QCOMPARE(planOf(denseRows, vulkan::ScatterMethod::Lines, 16384)->dispatches.front().variant, vulkan::kLineGroupVariant);
    denseRows.IndicesTensor.sizes = denseRows.UpdatesTensor.sizes = {64, 1025};
    QCOMPARE(planOf(denseRows, vulkan::ScatterMethod::Lines, 16384)->dispatches.front().variant, 0u);
    // Rows of 2048 with 128 updates each: two segments of 1024, each reading the row's 128 indices (512 bytes
    // more per row, against 16 KiB of words per row): the lines, one dispatch per segment.
    const ScatterDesc longRows = scatterOf(DataType::Float32, DataType::Int32, {4096, 2048}, {4096, 128}, 1);
    auto segments = planOf(longRows, vulkan::ScatterMethod::Auto, 16384);
    QVERIFY2(segments.ok(), errorText(segments).c_str());
    QCOMPARE(segments->winnerBytes, uint64_t{0});
    QCOMPARE(segments->dispatches.size(), size_t{2});
    for (size_t i = 0; i < 2; ++i) {
      QCOMPARE(segments->dispatches[i].shader, vulkan::ShaderId::ScatterLines);
      QCOMPARE(segments->dispatches[i].params.extent[1], 1024u);
      QCOMPARE(segments->dispatches[i].params.boxLo[1], uint32_t(1024 * i));
    }
    // Rows of 65536 with an update per position: 64 segments would read the row's 256 KiB of indices 63 times
    // more, against 512 KiB of words and 65536 scattered atomics: the word per element.
    const ScatterDesc dense = scatterOf(DataType::Float32, DataType::Int32, {64, 65536}, {64, 65536}, 1);
    auto old = planOf(dense, vulkan::ScatterMethod::Auto, 16384);
    QVERIFY2(old.ok(), errorText(old).c_str());
    QCOMPARE(old->winnerBytes, uint64_t{64} * 65536 * 4);
    QCOMPARE(old->dispatches.front().shader, vulkan::ShaderId::Scatter);
    QCOMPARE(old->dispatches.front().winners, vulkan::PlannedDispatch::Winners::Mark);
    // At most kCopyFirstUpdates updates a line of a large output (rows of 2048, which no workgroup takes
    // whole): the input copied first (the split shader's vectors), then one item per update after a barrier;
    // one more: the lines.
    const ScatterDesc sparse = scatterOf(DataType::Float32, DataType::Int32, {131072, 2048},
                                         {131072, uint32_t{vulkan::kCopyFirstUpdates}}, 1);
    auto copyFirst = planOf(sparse, vulkan::ScatterMethod::Auto, 49152);
    QVERIFY2(copyFirst.ok(), errorText(copyFirst).c_str());
    QCOMPARE(copyFirst->winnerBytes, uint64_t{0});
    QCOMPARE(copyFirst->dispatches.size(), size_t{2});
    QCOMPARE(copyFirst->dispatches[0].shader, vulkan::ShaderId::Split);
    QCOMPARE(copyFirst->dispatches[0].vectorBytes, 16u);
    QCOMPARE(copyFirst->dispatches[1].shader, vulkan::ShaderId::Scatter);
    QCOMPARE(copyFirst->dispatches[1].params.itemCount, uint32_t(131072 * vulkan::kCopyFirstUpdates));
    QVERIFY(copyFirst->dispatches[1].waitForPrevious);
    QVERIFY(!copyFirst->zeroOutput[0]);
    // More updates a line of a large output: copied first, then the lines' pass, storing only the winners
    // (kCopyFirst, 3); below 16 MiB the lines in one pass.
    ScatterDesc denser = sparse;
    denser.IndicesTensor.sizes = denser.UpdatesTensor.sizes = {131072, uint32_t{vulkan::kCopyFirstUpdates} + 1};
    auto copyLines = planOf(denser, vulkan::ScatterMethod::Auto, 49152);
    QVERIFY2(copyLines.ok(), errorText(copyLines).c_str());
    QCOMPARE(copyLines->winnerBytes, uint64_t{0});
    QCOMPARE(copyLines->dispatches.size(), size_t{2});
    QCOMPARE(copyLines->dispatches[0].shader, vulkan::ShaderId::Split);
    QCOMPARE(copyLines->dispatches[1].shader, vulkan::ShaderId::ScatterLines);
    QCOMPARE(copyLines->dispatches[1].variant, 3u);
    QCOMPARE(copyLines->dispatches[1].params.itemCount, 131072u);  // a line of 2048 a block
    QVERIFY(copyLines->dispatches[1].waitForPrevious);
    QVERIFY(!copyLines->zeroOutput[0]);
    ScatterDesc smaller = denser;
    smaller.InputTensor.sizes = smaller.OutputTensor.sizes = {2047, 2048};
    smaller.IndicesTensor.sizes = smaller.UpdatesTensor.sizes = {2047, uint32_t{vulkan::kCopyFirstUpdates} + 1};
    QCOMPARE(planOf(smaller, vulkan::ScatterMethod::Auto, 49152)->dispatches.front().shader, vulkan::ShaderId::ScatterLines);
    // Rows a workgroup takes whole: copy first up to kLineGroupCopyFirstUpdates a line (without the map; up to
    // kLineGroupCopyFirstUpdatesWithMap with it), then a line a workgroup.
    const auto firstOfRows = [&](uint64_t updates, bool writeMap) {
      const ScatterDesc groupRows =
          scatterOf(DataType::Float32, DataType::Int32, {262144, 1024}, {262144, static_cast<uint32_t>(updates)}, 1);
      return planOf(groupRows, vulkan::ScatterMethod::Auto, 49152, writeMap)->dispatches.front();
    };
    QCOMPARE(firstOfRows(vulkan::kLineGroupCopyFirstUpdates, false).shader, vulkan::ShaderId::Split);
    QCOMPARE(firstOfRows(vulkan::kLineGroupCopyFirstUpdates + 1, false).variant, vulkan::kLineGroupVariant);
    QCOMPARE(firstOfRows(vulkan::kLineGroupCopyFirstUpdatesWithMap, true).shader, vulkan::ShaderId::Split);
    QCOMPARE(firstOfRows(vulkan::kLineGroupCopyFirstUpdatesWithMap + 1, true).variant, vulkan::kLineGroupVariant);
    // One update a row: copy first from 16 MiB of output (4096 rows of 1024 FLOAT32), a line a workgroup below.
    ScatterDesc sparseRows = scatterOf(DataType::Float32, DataType::Int32, {4096, 1024}, {4096, 1}, 1);
    QCOMPARE(planOf(sparseRows, vulkan::ScatterMethod::Auto, 49152)->dispatches.front().shader, vulkan::ShaderId::Split);
    sparseRows.InputTensor.sizes = sparseRows.OutputTensor.sizes = {4095, 1024};
    sparseRows.IndicesTensor.sizes = sparseRows.UpdatesTensor.sizes = {4095, 1};
    QCOMPARE(planOf(sparseRows, vulkan::ScatterMethod::Auto, 49152)->dispatches.front().variant, vulkan::kLineGroupVariant);
    // Asked for where a line is longer than the shared words: CopyFirst's scan.
    auto longCopy = planOf(longRows, vulkan::ScatterMethod::CopyThenLines, 16384);
    QCOMPARE(longCopy->dispatches.size(), size_t{2});
    QCOMPARE(longCopy->dispatches[1].shader, vulkan::ShaderId::Scatter);
    // Lines asked for: the segments even there.
    QCOMPARE(planOf(dense, vulkan::ScatterMethod::Lines, 16384)->dispatches.size(), size_t{64});
    // Winners asked for: the word per element even where the lines fit; Scan: no words.
    QCOMPARE(planOf(rows, vulkan::ScatterMethod::Winners, 49152)->dispatches.front().shader, vulkan::ShaderId::Scatter);
    QCOMPARE(planOf(rows, vulkan::ScatterMethod::Scan, 49152)->winnerBytes, uint64_t{0});

    // ScatterND, 262144 x 1024 with 65536 1-tuples: 262144 words (1 MiB), not one per element.
    TensorDesc ndIndices = tensorOf(DataType::Int32, {65536, 1});
    const ScatterNdDesc nd{tensorOf(DataType::Float32, {262144, 1024}), ndIndices,
                           tensorOf(DataType::Float32, {65536, 1024}), tensorOf(DataType::Float32, {262144, 1024}), 2, 2};
    QVERIFY(validate(nd, kLatestFeatureLevel).empty());
    for (auto method : {vulkan::ScatterMethod::Auto, vulkan::ScatterMethod::Winners, vulkan::ScatterMethod::Lines}) {
      auto ndPlan = planOf(nd, method, 49152);
      QVERIFY2(ndPlan.ok(), errorText(ndPlan).c_str());
      QCOMPARE(ndPlan->winnerBytes, uint64_t{262144} * 4);
      QCOMPARE(ndPlan->dispatches.front().winners, vulkan::PlannedDispatch::Winners::Mark);
      QCOMPARE(ndPlan->dispatches.front().params.itemCount, 65536u);  // one item per tuple
    }
    QCOMPARE(planOf(nd, vulkan::ScatterMethod::Scan, 49152)->winnerBytes, uint64_t{0});
  }

  void elementsMatchTheReference_data() {
    QTest::addColumn<int>("indexType");
    for (DataType t : kIndexTypes) QTest::newRow(std::string(shortName(t)).c_str()) << static_cast<int>(t);
  }
  void elementsMatchTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, indexType);
    runEverywhere(elementCases(static_cast<DataType>(indexType)));
  }

  void ndMatchesTheReference_data() { elementsMatchTheReference_data(); }
  void ndMatchesTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, indexType);
    runEverywhere(ndCases(static_cast<DataType>(indexType)));
  }
};

QTEST_GUILESS_MAIN(GpuScatterPaths)
#include "tst_gpu_scatter_paths.moc"
