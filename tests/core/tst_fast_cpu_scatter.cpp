// The fast CPU backend's scatters, whose updates are applied on every thread (each thread owning its own
// targets): against the reference backend, bit for bit with no map, a narrow map and a wide one, and against a naive
// expectation written here from the rule (the last update in row-major order wins; a negative signed index
// counts from the end; one outside the dimension lands on its nearest end), under 1, 2 and 7 threads. The
// cases put many duplicate targets across the threads' boundaries, every update on one target, and negative
// and out-of-range indices of each of the four index types, with rows cut into parts (copied, then updated in
// finish()) and whole (SCATTER along the last axis: each row written with its updates at once), elements of 1,
// 2, 4 and 8 bytes, and outputs large enough to be streamed out. SCATTER_ND with blocks of 256 bytes or more,
// whose rows are each written once from their winner, the same way.
#include <QtTest>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu_comparison.h"
#include "index_cases.h"
#include "index_map_storage.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using gputest::compareRuns;
using gputest::sessionText;
using test::indexBuffer;
using test::kIndexTypes;
using test::landing;
using test::mixedIndices;
using test::tensor;

namespace {

// SCATTER_ND of `indices.size()` whole rows of `cols` into rows x cols, FLOAT32 data.
Session scatterNdRows(DataType indexType, uint32_t rows, uint32_t cols, const std::vector<int64_t>& indices) {
  const auto updates = static_cast<uint32_t>(indices.size());
  ScatterNdDesc d{tensor(DataType::Float32, {rows, cols}), tensor(indexType, {updates, 1}),
                  tensor(DataType::Float32, {updates, cols}), tensor(DataType::Float32, {rows, cols}), 2, 2};
  return test::makeSession(d, {test::idBuffer(DataType::Float32, uint64_t{rows} * cols),
                               indexBuffer(indexType, indices),
                               test::idBuffer(DataType::Float32, uint64_t{updates} * cols, 1000000)});
}

// SCATTER of rows x cols along `axis` with `count` updates per line along it (indices given in row-major order).
Session scatterElements(DataType indexType, uint32_t rows, uint32_t cols, uint32_t axis, uint32_t count,
                        const std::vector<int64_t>& indices) {
  const std::vector<uint32_t> updateSizes = axis == 1 ? std::vector<uint32_t>{rows, count} : std::vector<uint32_t>{count, cols};
  ScatterDesc d{tensor(DataType::Float32, {rows, cols}), tensor(indexType, updateSizes), tensor(DataType::Float32, updateSizes),
                tensor(DataType::Float32, {rows, cols}), axis};
  return test::makeSession(d, {test::idBuffer(DataType::Float32, uint64_t{rows} * cols), indexBuffer(indexType, indices),
                               test::idBuffer(DataType::Float32, indices.size(), 1000000)});
}

// The naive expectations: the input, then every update in row-major order.
std::vector<float> expectedScatterNdRows(DataType type, uint32_t rows, uint32_t cols, const std::vector<int64_t>& indices) {
  auto out = test::float32Values(test::idBuffer(DataType::Float32, uint64_t{rows} * cols));
  const auto updates = test::float32Values(test::idBuffer(DataType::Float32, indices.size() * cols, 1000000));
  for (size_t u = 0; u < indices.size(); ++u) {
    const uint32_t row = landing(type, indices[u], rows);
    for (uint32_t x = 0; x < cols; ++x) out[uint64_t{row} * cols + x] = updates[u * cols + x];
  }
  return out;
}

std::vector<float> expectedScatterElements(DataType type, uint32_t rows, uint32_t cols, uint32_t axis, uint32_t count,
                                           const std::vector<int64_t>& indices) {
  auto out = test::float32Values(test::idBuffer(DataType::Float32, uint64_t{rows} * cols));
  const auto updates = test::float32Values(test::idBuffer(DataType::Float32, indices.size(), 1000000));
  const uint32_t width = axis == 1 ? count : cols;
  for (size_t u = 0; u < indices.size(); ++u) {
    uint32_t r = static_cast<uint32_t>(u / width), c = static_cast<uint32_t>(u % width);
    if (axis == 1) c = landing(type, indices[u], cols);
    else r = landing(type, indices[u], rows);
    out[uint64_t{r} * cols + c] = updates[u];
  }
  return out;
}

}  // namespace

class TestFastCpuScatter : public QObject {
  Q_OBJECT

  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  // `session` on the fast backend with 1, 2 and 7 threads (each small scatter cut into that many parts), its
  // rows cut into parts of 7 elements (the copy, then the updates in finish()) and whole (SCATTER along the last
  // axis: each row written with its updates at once), equal to the reference with no map, a narrow map and a
  // wide one, and its output equal to `expected` (FLOAT32; not checked when empty).
  void check(const Session& session, const std::vector<float>& expected, const std::string& where,
             std::initializer_list<unsigned> threadCounts = {1, 2, 7}, std::initializer_list<uint64_t> chunks = {7, 0}) {
    test::compareFastWithReferenceAcrossMaps(*reference_, session, threadCounts, chunks, where,
                                             [&](const std::string& context, const RunResult& got) {
                                               if (expected.empty()) return;
                                               QVERIFY2(test::float32Values(got.outputs[0]) == expected,
                                                        (context + ": not the naive expectation").c_str());
                                             });
  }

  // SCATTER along axis 1 of rows x cols, `count` updates a row, elements of `elementType`, against the reference.
  void checkElementType(DataType elementType, DataType indexType, uint32_t rows, uint32_t cols, uint32_t count,
                        std::initializer_list<unsigned> threadCounts, std::initializer_list<uint64_t> chunks, uint64_t seed) {
    const auto indices = mixedIndices(uint64_t{rows} * count, cols, seed);
    ScatterDesc d{tensor(elementType, {rows, cols}), tensor(indexType, {rows, count}), tensor(elementType, {rows, count}),
                  tensor(elementType, {rows, cols}), 1};
    Session s = test::makeSession(d, {test::idBuffer(elementType, uint64_t{rows} * cols), indexBuffer(indexType, indices),
                                      test::idBuffer(elementType, uint64_t{rows} * count, 1000000)});
    check(s, {}, "SCATTER " + std::to_string(rows) + "x" + std::to_string(cols) + ", " + std::string(shortName(elementType)) +
                     " by " + std::string(shortName(indexType)), threadCounts, chunks);
  }

  // SCATTER_ND of 600 update rows of `cols` into 97 rows, with each index type's mixed indices (seed + type).
  void checkNdRowsOfEveryIndexType(uint32_t cols, uint64_t seed, const std::string& where) {
    for (DataType type : kIndexTypes) {
      const auto indices = mixedIndices(600, 97, seed + static_cast<uint64_t>(type));
      check(scatterNdRows(type, 97, cols, indices), expectedScatterNdRows(type, 97, cols, indices),
            where + ", " + std::string(shortName(type)));
      if (QTest::currentTestFailed()) return;
    }
  }

 private slots:
  // 97 rows (no multiple of 2 or 7: the threads' shares end mid-way through the duplicates' targets), 600
  // update rows with every kind of index.
  void scatterNdDuplicatesAcrossThreads() { checkNdRowsOfEveryIndexType(5, 11, "SCATTER_ND rows"); }

  // Every update on one row: -1 (the last row for signed types, past the end and so the last row for
  // unsigned ones) or 3 and its negative twin -94 alike.
  void scatterNdAllUpdatesToOneTarget() {
    for (DataType type : kIndexTypes) {
      std::vector<int64_t> indices(300, -1);
      check(scatterNdRows(type, 97, 3, indices), expectedScatterNdRows(type, 97, 3, indices),
            std::string("SCATTER_ND one target -1, ") + std::string(shortName(type)));
      for (size_t i = 0; i < indices.size(); ++i) indices[i] = elementKind(type) == ElementKind::Signed && i % 2 ? -94 : 3;
      check(scatterNdRows(type, 97, 3, indices), expectedScatterNdRows(type, 97, 3, indices),
            std::string("SCATTER_ND one target 3, ") + std::string(shortName(type)));
      if (QTest::currentTestFailed()) return;
    }
    // Hand-worked: three updates to row 1 of 2 x 2 rows; the last one, (30, 31), wins.
    Session s = scatterNdRows(DataType::Int32, 2, 2, {1, 1, 1});
    s.inputData[0] = test::float32Buffer({0, 1, 2, 3});
    s.inputData[2] = test::float32Buffer({10, 11, 20, 21, 30, 31});
    check(s, {0, 1, 30, 31}, "SCATTER_ND hand-worked");
  }

  // SCATTER along the rows' axis (each thread a share of the rows) and across them (each a share of the
  // columns), with duplicates inside every line.
  void scatterElementsDuplicatesAcrossThreads() {
    for (DataType type : kIndexTypes) {
      for (uint32_t axis : {0u, 1u}) {
        const uint32_t rows = 29, cols = 31, count = 40;
        const uint64_t cells = uint64_t{count} * (axis == 1 ? rows : cols);
        const auto indices = mixedIndices(cells, axis == 1 ? cols : rows, 7 * axis + static_cast<uint64_t>(type));
        check(scatterElements(type, rows, cols, axis, count, indices),
              expectedScatterElements(type, rows, cols, axis, count, indices),
              "SCATTER axis " + std::to_string(axis) + ", " + std::string(shortName(type)));
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  void scatterElementsAllUpdatesToOneTarget() {
    for (DataType type : kIndexTypes) {
      for (uint32_t axis : {0u, 1u}) {
        const uint32_t rows = 13, cols = 11, count = 50;
        const std::vector<int64_t> indices(uint64_t{count} * (axis == 1 ? rows : cols), -1);
        check(scatterElements(type, rows, cols, axis, count, indices),
              expectedScatterElements(type, rows, cols, axis, count, indices),
              "SCATTER one target, axis " + std::to_string(axis) + ", " + std::string(shortName(type)));
        if (QTest::currentTestFailed()) return;
      }
    }
    // Hand-worked: 1 x 3, three updates along axis 1 to column 2 (-1); the last, 30, wins.
    Session s = scatterElements(DataType::Int64, 1, 3, 1, 3, {-1, -1, -1});
    s.inputData[0] = test::float32Buffer({0, 1, 2});
    s.inputData[2] = test::float32Buffer({10, 20, 30});
    check(s, {0, 1, 30}, "SCATTER hand-worked");
  }

  // Elements of 1, 2, 4 and 8 bytes, with every index type.
  void scatterElementsOfEverySize() {
    uint64_t seed = 50;
    for (DataType elementType : {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Float64}) {
      for (DataType indexType : kIndexTypes) {
        checkElementType(elementType, indexType, 19, 23, 30, {1, 2, 7}, {7, 0}, ++seed);
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // SCATTER_ND whose blocks are 256 bytes or more (64 FLOAT32 elements): each output row is written once, from
  // the last update to its block or from the input (a table of winners made before the rows). Rows of 67
  // elements (cut into parts of 7 too), every kind of index, duplicates across the threads' shares; blocks of 4
  // rows of 16; an output with a gap after each row (not streamed); and an output of 4 MiB, streamed.
  void scatterNdBlocksFromTheirWinners() {
    checkNdRowsOfEveryIndexType(67, 21, "SCATTER_ND blocks of a row");
    if (QTest::currentTestFailed()) return;
    const auto tuples = mixedIndices(40, 5, 31);
    ScatterNdDesc planes{tensor(DataType::Float32, {5, 4, 16}), tensor(DataType::Int64, {1, 40, 1}),
                         tensor(DataType::Float32, {40, 4, 16}), tensor(DataType::Float32, {5, 4, 16}), 3, 2};
    check(test::makeSession(planes, {test::idBuffer(DataType::Float32, 5 * 64), indexBuffer(DataType::Int64, tuples),
                                     test::idBuffer(DataType::Float32, 40 * 64, 1000000)}),
          {}, "SCATTER_ND blocks of 4 rows");
    if (QTest::currentTestFailed()) return;
    const auto rows = mixedIndices(300, 61, 32);
    Session gapped = scatterNdRows(DataType::Int32, 61, 70, rows);
    std::get<ScatterNdDesc>(gapped.desc).OutputTensor = tensor(DataType::Float32, {61, 70}, std::vector<uint32_t>{73, 1});
    check(gapped, {}, "SCATTER_ND blocks into rows 73 apart");
    if (QTest::currentTestFailed()) return;
    const auto many = mixedIndices(2000, 4099, 33);
    check(scatterNdRows(DataType::UInt32, 4099, 257, many), expectedScatterNdRows(DataType::UInt32, 4099, 257, many),
          "SCATTER_ND blocks, 4 MiB streamed", {2}, {0});
  }

  // Outputs of 4 MiB and more, whose rows are put together in a buffer and streamed out: rows of an odd number
  // of elements (most start off a cache line), 1-byte and 8-byte elements, duplicates in every row. And rows
  // with few updates, streamed straight from the input with the updates stored over them afterwards.
  void largeOutputsStreamed() {
    checkElementType(DataType::UInt8, DataType::Int32, 2053, 2049, 700, {2}, {0}, 90);
    if (QTest::currentTestFailed()) return;
    checkElementType(DataType::Float64, DataType::UInt64, 523, 1003, 1500, {2}, {0}, 91);
    if (QTest::currentTestFailed()) return;
    checkElementType(DataType::Float32, DataType::Int64, 1031, 1027, 3, {2}, {0}, 92);
    if (QTest::currentTestFailed()) return;
    checkElementType(DataType::UInt8, DataType::Int32, 4099, 1029, 2, {2}, {0}, 93);
  }
};

QTEST_GUILESS_MAIN(TestFastCpuScatter)
#include "tst_fast_cpu_scatter.moc"
