// DML_SCATTER_ND's vector path (scatter_nd.comp's resolveVectors, chosen by the planner's scatterNdVectors):
// where a target block's innermost dimension is a remainder dimension, the Resolve pass moves whole aligned
// vectors of 4, 8 or 16 bytes, a block word and a winning tuple per vector. Each case runs on the GPU and on
// the CPU reference (the oracle) and must give the same bytes and index map: rows that are and are not whole
// 16-byte vectors, 1-, 2-, 4- and 8-byte elements, duplicate tuples (the last wins), negative, below -n and
// at-or-above-n indices of every index type, tuples of 1 and 2 indices, 2 array dimensions, blocks of several
// rows, broadcast (stride 0) and unaligned update rows, a strided input and a padded output; with the narrow,
// the standard and the wide map and without one; through the smallest windows the planner takes, chunked
// buffers, few workgroups (the one-pass table's spans in turn) and 1 to 4 vectors per invocation. The
// planner's choice of the path is checked on its own.
#include <QtTest>

#include <cstring>

#include "dispatch_plan.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "scatter_method.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

// How tuple values are chosen, along a dimension of n positions.
enum class Pattern {
  Mixed,     // a few rows hit many times, from the end, below -n, at and above n, the type's extremes
  OneRow,    // every tuple names the same row (from the end where signed)
  Distinct,  // tuple i names row i % n: few duplicates, most rows keep the input
  Scattered, // a multiplicative hash of i: rows all over, some named twice or more, some never
};

// The bits of tuple `i`'s value along n positions (the low 4 bytes are what a 4-byte type stores).
uint64_t valueBits(Pattern pattern, uint64_t i, uint32_t n, DataType indexType) {
  const int64_t sn = n;
  const bool sign = elementKind(indexType) == ElementKind::Signed;
  if (pattern == Pattern::OneRow) return sign ? static_cast<uint64_t>(-(sn / 3) - 1) : n / 3;
  if (pattern == Pattern::Distinct) return i % n;
  if (pattern == Pattern::Scattered) return (i * 2654435761u >> 7) % n;
  switch (i % 7) {
    case 0:
    case 1: return (i * 5 + 1) % std::min<uint32_t>(n, 3);                        // duplicates: the last wins
    case 2: return static_cast<uint64_t>(-(1 + static_cast<int64_t>(i % n)));     // -1 .. -n: from the end
    case 3: return static_cast<uint64_t>(-(sn + 1 + static_cast<int64_t>(i % 4)));  // below -n
    case 4: return n + i % 3;                                                     // at and above n
    case 5:
      if (elementSize(indexType) == 8) return sign ? uint64_t{1} << 63 : (uint64_t{1} << 32) + 1;  // the high word decides
      return sign ? uint64_t{0x80000000u} : uint64_t{0xffffffffu};
    default: return (i * 11) % n;
  }
}

struct Case {
  std::string name;
  ScatterNdDesc desc;
  Pattern pattern = Pattern::Mixed;
};

// Inputs: IndicesTensor's tuples by `pattern` (each value along the dimension it indexes), the input and the
// updates distinct bytes per position and tensor, so that every output byte names its source.
Session sessionOf(const Case& c) {
  Session s;
  s.desc = c.desc;
  const auto& d = c.desc;
  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  const uint32_t tuple = d.IndicesTensor.sizes.back();
  const uint32_t indexedFirst = rank - d.InputDimensionCount;  // SCATTER_ND has no batches
  for (const auto& slot : inputSlots(s.desc)) {
    const TensorDesc& t = inputTensor(s.desc, slot.index);
    const auto layout = *computeLayout(t);
    Buffer data(layout.bufferBytes);
    if (slot.index == 1) {
      // Packed: element i is value i % tuple of tuple i / tuple.
      const uint32_t ib = elementSize(t.dataType);
      for (uint64_t i = 0; i < layout.elementCount; ++i) {
        const uint32_t n = d.InputTensor.sizes[indexedFirst + i % tuple];
        const uint64_t bits = valueBits(c.pattern, i / tuple, n, t.dataType);
        std::memcpy(data.data() + i * ib, &bits, ib);
      }
    } else {
      for (uint64_t b = 0; b < data.size(); ++b)
        data[b] = std::byte(static_cast<uint8_t>(b * 29 + b / 241 + 97 * slot.index + 3));
    }
    s.inputData.push_back(std::move(data));
  }
  return s;
}

// Every tensor of the same rank; InputDimensionCount and IndicesDimensionCount the rank unless given.
ScatterNdDesc ndOf(DataType type, DataType indexType, std::vector<uint32_t> input, std::vector<uint32_t> indices,
                   std::vector<uint32_t> updates, std::optional<std::vector<uint32_t>> updateStrides = {},
                   uint32_t inputDims = 0, uint32_t indicesDims = 0) {
  const auto rank = static_cast<uint32_t>(input.size());
  return ScatterNdDesc{tensorOf(type, input), tensorOf(indexType, indices), tensorOf(type, updates, updateStrides),
                       tensorOf(type, input), inputDims ? inputDims : rank, indicesDims ? indicesDims : rank};
}

std::vector<Case> rowCases(DataType indexType) {
  const DataType f32 = DataType::Float32, f16 = DataType::Float16, u8 = DataType::UInt8, i64 = DataType::Int64;
  std::vector<Case> cases;
  const auto add = [&](std::string name, ScatterNdDesc d, Pattern pattern = Pattern::Mixed) {
    cases.push_back({std::move(name), std::move(d), pattern});
  };
  // 1-tuples naming rows; rows of whole 16-byte vectors, of 8- and 4-byte vectors, and none (the element path).
  add("FLOAT32 rows of 24 (16-byte vectors)", ndOf(f32, indexType, {70, 24}, {45, 1}, {45, 24}));
  add("FLOAT32 rows of 6 (8-byte vectors)", ndOf(f32, indexType, {33, 6}, {20, 1}, {20, 6}));
  add("FLOAT32 rows of 13 (4-byte vectors)", ndOf(f32, indexType, {40, 13}, {30, 1}, {30, 13}));
  add("UINT8 rows of 48", ndOf(u8, indexType, {37, 48}, {25, 1}, {25, 48}));
  add("UINT8 rows of 20 (4-byte vectors)", ndOf(u8, indexType, {37, 20}, {25, 1}, {25, 20}));
  add("UINT8 rows of 7 (the element path)", ndOf(u8, indexType, {37, 7}, {25, 1}, {25, 7}));
  add("FLOAT16 rows of 40", ndOf(f16, indexType, {29, 40}, {21, 1}, {21, 40}));
  add("FLOAT16 rows of 10 (4-byte vectors)", ndOf(f16, indexType, {29, 10}, {21, 1}, {21, 10}));
  add("FLOAT16 rows of 5 (the element path)", ndOf(f16, indexType, {29, 5}, {21, 1}, {21, 5}));
  add("INT64 rows of 6 (2 a vector)", ndOf(i64, indexType, {23, 6}, {17, 1}, {17, 6}));
  add("INT64 rows of 3 (8-byte vectors)", ndOf(i64, indexType, {23, 3}, {17, 1}, {17, 3}));
  add("every tuple on one row", ndOf(f32, indexType, {20, 32}, {40, 1}, {40, 32}), Pattern::OneRow);
  add("most rows keep the input", ndOf(f32, indexType, {300, 64}, {100, 1}, {100, 64}), Pattern::Distinct);
  // 1 MiB: many workgroups, and grid-stride rounds where the workgroups are few.
  add("1024 rows of 256, 900 scattered tuples", ndOf(f32, indexType, {1024, 256}, {900, 1}, {900, 256}),
      Pattern::Scattered);
  // Blocks of several rows: a 1-tuple naming a {3, 8} block.
  add("blocks of 3 rows", ndOf(f32, indexType, {10, 3, 8}, {1, 9, 1}, {9, 3, 8}, {}, 3, 2));
  // 2-tuples naming rows of a 3-D input (each value along its own dimension: 6, then 5 positions).
  add("2-tuples", ndOf(f32, indexType, {6, 5, 12}, {1, 14, 2}, {1, 14, 12}, {}, 3, 2));
  add("2-tuples, UINT8", ndOf(u8, indexType, {6, 5, 16}, {1, 14, 2}, {1, 14, 16}, {}, 3, 2));
  // Two array dimensions (IndicesTensor {3, 4, 1}): the tuple's number splits over UpdatesTensor's {3, 4}.
  add("2 array dimensions", ndOf(f32, indexType, {1, 9, 16}, {3, 4, 1}, {3, 4, 16}, {}, 2, 3));
  // UpdatesTensor broadcast along the tuples (every tuple's row is the same bytes) and along the row.
  add("updates broadcast along the tuples", ndOf(f32, indexType, {40, 16}, {30, 1}, {30, 16}, std::vector<uint32_t>{0, 1}));
  add("updates broadcast along the row", ndOf(f32, indexType, {40, 16}, {30, 1}, {30, 16}, std::vector<uint32_t>{1, 0}));
  // Update rows 17 elements apart: only some start on a 16-byte boundary (the others load element by element).
  add("unaligned update rows", ndOf(f32, indexType, {40, 16}, {30, 1}, {30, 16}, std::vector<uint32_t>{17, 1}));
  add("unaligned update rows, FLOAT16", ndOf(f16, indexType, {40, 16}, {30, 1}, {30, 16}, std::vector<uint32_t>{9, 1}));
  {
    // The input read across its rows (innermost stride 40: element by element) and broadcast.
    ScatterNdDesc d = ndOf(f32, indexType, {40, 16}, {30, 1}, {30, 16});
    d.InputTensor.strides = std::vector<uint32_t>{1, 40};
    add("input strided across the row", d);
    d.InputTensor.strides = std::vector<uint32_t>{0, 1};
    add("input broadcast along the rows", d);
  }
  {
    // An output with rows 20 elements apart (80 bytes: still whole 16-byte vectors, but gaps to keep zero).
    ScatterNdDesc d = ndOf(f32, indexType, {40, 16}, {30, 1}, {30, 16});
    d.OutputTensor.strides = std::vector<uint32_t>{20, 1};
    add("padded output rows", d);
  }
  // Tuples as long as the rank (a block per element): the element path, beside the others.
  add("single elements (the element path)", ndOf(f32, indexType, {9, 7}, {30, 2}, {1, 30}));
  return cases;
}

// How a run is set up: the map's encoding, whether a map is written, the windows and buffers' limits.
struct Setup {
  const char* name;
  vulkan::MapEncoding encoding = vulkan::MapEncoding::Auto;  // Auto: narrow
  bool map = true;
  bool smallWindows = false;  // the smallest storage range the planner takes, 2 workgroups per dispatch
  bool chunks = false;        // tensors in the smallest buffers the planner takes
  uint32_t vectorsPerInvocation = 0;  // 0: the planner's (4)
  uint32_t groups = 0;                // workgroups per dispatch where the windows are whole (0: the device's)
};
const Setup kSetups[] = {
    {"narrow map"},
    {"standard map", vulkan::MapEncoding::Standard},
    {"wide map", vulkan::MapEncoding::Wide},
    {"no map", vulkan::MapEncoding::Auto, false},
    {"small windows, narrow map", vulkan::MapEncoding::Auto, true, true},
    {"small windows, wide map", vulkan::MapEncoding::Wide, true, true},
    {"small windows, no map", vulkan::MapEncoding::Auto, false, true},
    {"chunked buffers", vulkan::MapEncoding::Auto, true, false, true},
    {"1 vector per invocation", vulkan::MapEncoding::Standard, true, false, false, 1},
    {"3 vectors per invocation, 2 workgroups", vulkan::MapEncoding::Auto, true, true, false, 3},
    // Whole windows, two workgroups: the one-pass table (few tuples) takes its spans of vectors in turn.
    {"2 workgroups, 2 vectors per invocation", vulkan::MapEncoding::Standard, true, false, false, 2, 2},
};

// The smallest power-of-two storage range (or, `chunks`, buffer size) the planner takes `desc` with.
uint64_t smallestLimit(const OperatorDesc& desc, bool chunks) {
  const PlanInputs p = planInputsOf(desc);
  for (uint64_t bytes = 64;; bytes *= 2) {
    vulkan::PlanLimits limits;
    limits.maxStorageRange = chunks ? uint64_t{1} << 30 : bytes;
    limits.maxBufferBytes = chunks ? bytes : 0;
    if (vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, true, limits)) return bytes;
  }
}

vulkan::PlanLimits limitsWithRange(uint64_t range) {
  vulkan::PlanLimits limits;
  limits.maxStorageRange = range;
  return limits;
}

Result<vulkan::RunPlan> planOf(const OperatorDesc& desc, const vulkan::PlanLimits& limits, bool map = true) {
  const PlanInputs p = planInputsOf(desc);
  return vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, map, limits);
}

}  // namespace

class GpuScatterNdRows : public QObject {
  Q_OBJECT

  GpuBackend gpu_;

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // The bench's shape (262144 x 1024 FLOAT32, 65536 1-tuples naming rows): one Mark dispatch on elements, then
  // the Resolve on 16-byte vectors, 2 an invocation, 256 a row; the output covered by vectors, so not zeroed.
  void planTakesTheVectorPath() {
    const ScatterNdDesc rows = ndOf(DataType::Float32, DataType::Int32, {262144, 1024}, {65536, 1}, {65536, 1024});
    QVERIFY(validate(rows, kLatestFeatureLevel).empty());
    auto plan = planOf(rows, limitsWithRange(uint64_t{1} << 31));
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    QCOMPARE(plan->dispatches.size(), size_t{2});
    const auto& mark = plan->dispatches[0];
    const auto& resolve = plan->dispatches[1];
    QCOMPARE(mark.winners, vulkan::PlannedDispatch::Winners::Mark);
    QCOMPARE(mark.vectorBytes, 0u);
    QCOMPARE(resolve.winners, vulkan::PlannedDispatch::Winners::Resolve);
    QCOMPARE(resolve.vectorBytes, 16u);
    QCOMPARE(resolve.itemsPerInvocation, 2u);
    QCOMPARE(resolve.params.rowItems, 256u);
    QCOMPARE(resolve.params.itemCount, 262144u * 256);
    QCOMPARE(resolve.params.mapVectors, 1u);
    QCOMPARE(plan->zeroOutput.at(0), false);

    // Rows of 13 FLOAT32: 4-byte vectors (one element each, still no zeroing).
    auto odd = planOf(ndOf(DataType::Float32, DataType::Int32, {40, 13}, {30, 1}, {30, 13}), limitsWithRange(1 << 30));
    QVERIFY2(odd.ok(), errorText(odd).c_str());
    QCOMPARE(odd->dispatches.back().vectorBytes, 4u);
    QCOMPARE(odd->zeroOutput.at(0), false);
    // Rows of 7 bytes: no vector fits them; the element path, on a zeroed output.
    auto bytes = planOf(ndOf(DataType::UInt8, DataType::Int32, {37, 7}, {25, 1}, {25, 7}), limitsWithRange(1 << 30));
    QVERIFY2(bytes.ok(), errorText(bytes).c_str());
    QCOMPARE(bytes->dispatches.back().vectorBytes, 0u);
    QCOMPARE(bytes->zeroOutput.at(0), true);
    // Tuples as long as the rank: the innermost dimension is indexed (a block per element): the element path.
    auto elements = planOf(ndOf(DataType::Float32, DataType::Int32, {9, 8}, {30, 2}, {1, 30}), limitsWithRange(1 << 30));
    QVERIFY2(elements.ok(), errorText(elements).c_str());
    QCOMPARE(elements->dispatches.back().vectorBytes, 0u);
    // The scan keeps the element path.
    vulkan::PlanLimits scan = limitsWithRange(uint64_t{1} << 31);
    scan.scatterMethod = vulkan::ScatterMethod::Scan;
    auto scanned = planOf(rows, scan);
    QVERIFY2(scanned.ok(), errorText(scanned).c_str());
    QCOMPARE(scanned->dispatches.size(), size_t{1});
    QCOMPARE(scanned->dispatches.front().vectorBytes, 0u);
    // Its FLOAT32 elements are stored whole words, each once: no zeroing either.
    QCOMPARE(scanned->zeroOutput.at(0), false);
  }

  // Few tuples (at most kNdTableTuples), one dispatch over the whole output on vectors: the one-pass table, no
  // winner words, two vectors an invocation below 16 MiB of output and four from there; one tuple more, or
  // Winners asked for: the two passes.
  void fewTuplesTakeTheTable() {
    const auto rowsOf = [](uint32_t tuples) {
      return ndOf(DataType::Float32, DataType::Int32, {4096, 256}, {tuples, 1}, {tuples, 256});
    };
    const uint32_t most = static_cast<uint32_t>(vulkan::kNdTableTuples);
    auto table = planOf(rowsOf(most), limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(table.ok(), errorText(table).c_str());
    QCOMPARE(table->winnerBytes, uint64_t{0});
    QCOMPARE(table->dispatches.size(), size_t{1});
    QCOMPARE(table->dispatches.front().winners, vulkan::PlannedDispatch::Winners::None);
    QCOMPARE(table->dispatches.front().vectorBytes, 16u);
    QCOMPARE(table->dispatches.front().variant, 4u);  // kTable (shaders/updates.glsl)
    QCOMPARE(table->dispatches.front().itemsPerInvocation, 2u);  // 4 MiB of output: two vectors an invocation
    auto large = planOf(ndOf(DataType::Float32, DataType::Int32, {16384, 256}, {8, 1}, {8, 256}),
                        limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(large.ok(), errorText(large).c_str());
    QCOMPARE(large->dispatches.front().variant, 4u);
    QCOMPARE(large->dispatches.front().itemsPerInvocation, 4u);  // 16 MiB: four
    auto more = planOf(rowsOf(most + 1), limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(more.ok(), errorText(more).c_str());
    QCOMPARE(more->winnerBytes, uint64_t{4096 * 4});
    QCOMPARE(more->dispatches.size(), size_t{2});
    vulkan::PlanLimits winners = limitsWithRange(uint64_t{1} << 30);
    winners.scatterMethod = vulkan::ScatterMethod::Winners;
    auto asked = planOf(rowsOf(8), winners);
    QVERIFY2(asked.ok(), errorText(asked).c_str());
    QCOMPARE(asked->dispatches.front().winners, vulkan::PlannedDispatch::Winners::Mark);
    // A window too small for the whole output: several dispatches, so the two passes.
    auto cut = planOf(rowsOf(8), limitsWithRange(uint64_t{1} << 20));
    QVERIFY2(cut.ok(), errorText(cut).c_str());
    QVERIFY(cut->winnerBytes != 0);
  }

  // Few tuples on an output from kNdCopyFirstFromBytes, their updates at most 1/16 of it: the copy first (a copy,
  // then a workgroup a tuple), not the table; one byte of output less, or updates over 1/16 of it: the table.
  void fewTuplesOnLargeOutputsCopyFirst() {
    const uint32_t rows = static_cast<uint32_t>(vulkan::kNdCopyFirstFromBytes / (256 * 4));
    auto large = planOf(ndOf(DataType::Float32, DataType::Int32, {rows, 256}, {64, 1}, {64, 256}),
                        limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(large.ok(), errorText(large).c_str());
    QCOMPARE(large->dispatches.size(), size_t{2});
    QCOMPARE(large->dispatches.back().variant, 3u);  // kCopyFirst (shaders/updates.glsl)
    QCOMPARE(large->winnerBytes, uint64_t{0});
    auto smaller = planOf(ndOf(DataType::Float32, DataType::Int32, {rows - 1, 256}, {64, 1}, {64, 256}),
                          limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(smaller.ok(), errorText(smaller).c_str());
    QCOMPARE(smaller->dispatches.size(), size_t{1});
    QCOMPARE(smaller->dispatches.front().variant, 4u);  // kTable
    // Two tuples of 16 MiB each into 256 MiB: the copy first would write 1/8 of the output twice.
    const uint32_t row = rows * 256 / 16;
    auto heavy = planOf(ndOf(DataType::Float32, DataType::Int32, {16, row}, {2, 1}, {2, row}),
                        limitsWithRange(uint64_t{1} << 30));
    QVERIFY2(heavy.ok(), errorText(heavy).c_str());
    QCOMPARE(heavy->dispatches.size(), size_t{1});
    QCOMPARE(heavy->dispatches.front().variant, 4u);
  }

  // Cut into boxes by small windows, each Resolve box of whole vectors takes them, with windows that start on
  // the alignment; a box cut inside a row is vectors only where its part of the row is.
  void smallWindowsKeepVectorsWhereWhole() {
    const ScatterNdDesc rows = ndOf(DataType::Float32, DataType::Int32, {64, 24}, {10, 1}, {10, 24});
    auto plan = planOf(rows, limitsWithRange(1024));
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    QVERIFY(plan->dispatches.size() > 3);
    for (size_t i = 1; i < plan->dispatches.size(); ++i) {
      const auto& d = plan->dispatches[i];
      QCOMPARE(d.winners, vulkan::PlannedDispatch::Winners::Resolve);
      QCOMPARE(d.vectorBytes, 16u);  // whole rows of 96 bytes, each box's first at a multiple of 96 bytes
      QCOMPARE(d.outputWindow.offset % 16, uint64_t{0});
    }
  }

  void rowsMatchTheReference_data() {
    QTest::addColumn<int>("indexType");
    for (DataType t : {DataType::Int32, DataType::UInt32, DataType::Int64, DataType::UInt64})
      QTest::newRow(std::string(shortName(t)).c_str()) << static_cast<int>(t);
  }
  void rowsMatchTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(int, indexType);
    Backend& gpu = *gpu_.backend;
    const RestoreTestLimits restore{gpu};
    const auto reference = makeCpuBackend();
    for (const Case& c : rowCases(static_cast<DataType>(indexType))) {
      const auto problems = validate(c.desc, kLatestFeatureLevel);
      if (!problems.empty()) QFAIL((c.name + ": invalid: " + problems.front().message).c_str());
      const Session session = sessionOf(c);
      for (const Setup& setup : kSetups) {
        const uint64_t range = setup.smallWindows ? smallestLimit(c.desc, false) : 0;
        vulkan::overrideLimitsForTesting(gpu, range, setup.smallWindows ? 2 : setup.groups, setup.encoding);
        vulkan::setMaxBufferBytesForTesting(gpu, setup.chunks ? smallestLimit(c.desc, true) : 0);
        vulkan::setItemsPerInvocation(gpu, setup.vectorsPerInvocation);
        const std::string where = c.name + ", " + setup.name;
        if (setup.map) {
          std::string problem;
          const auto got = runAgainstReference(gpu, session, problem);
          QVERIFY2(got.has_value(), (where + ": " + problem + "\n" + sessionText(session)).c_str());
        } else {
          RunOptions noMap;
          noMap.computeIndexMap = false;
          auto expected = reference->run(session, noMap);
          QVERIFY2(expected.ok(), (where + ": the reference: " + errorText(expected)).c_str());
          auto got = gpu.run(session, noMap);
          QVERIFY2(got.ok(), (where + ": " + errorText(got)).c_str());
          const std::string difference = compareRuns(session, *expected, *got);
          QVERIFY2(difference.empty(), (where + ": " + difference + "\n" + sessionText(session)).c_str());
        }
      }
    }
  }
};

QTEST_GUILESS_MAIN(GpuScatterNdRows)
#include "tst_gpu_scatter_nd_rows.moc"
