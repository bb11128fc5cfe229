// The fast CPU backend's GATHER_ELEMENTS: against the reference backend, bit for bit with no map, a narrow map
// and a wide one, and against a naive expectation written here from the rule (output[c] = input[c with Axis
// replaced by IndicesTensor[c]]; a negative signed index counts from the end; one outside the dimension lands
// on its nearest end). Every index type, elements of 1, 2, 4 and 8 bytes, 1, 2 and 7 threads, rows whole and
// cut into parts, packed rows (the contiguous row loop) and strided ones (the general loop), and outputs large
// enough to be streamed out (streaming_cells.h) with rows that start off a cache line.
#include <QtTest>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu/operator_plans.h"
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

const DataType kElementTypes[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Float64};

// GATHER_ELEMENTS of an input of `inRows` x `cols` (axis 0) or `rows` x `inCols` (axis 1) into rows x cols, the
// input's elements value ids 0, 1, ... of `elementType`.
struct Gather {
  DataType elementType, indexType;
  uint32_t rows, cols, axis, axisSize;
  std::vector<int64_t> indices;

  Session session() const {
    const std::vector<uint32_t> inSizes = axis == 0 ? std::vector<uint32_t>{axisSize, cols} : std::vector<uint32_t>{rows, axisSize};
    GatherElementsDesc d{tensor(elementType, inSizes), tensor(indexType, {rows, cols}), tensor(elementType, {rows, cols}), axis};
    return test::makeSession(d, {test::idBuffer(elementType, uint64_t{inSizes[0]} * inSizes[1]), indexBuffer(indexType, indices)});
  }

  // The output's element bits by the rule.
  std::vector<uint64_t> expected() const {
    const std::vector<uint32_t> inSizes = axis == 0 ? std::vector<uint32_t>{axisSize, cols} : std::vector<uint32_t>{rows, axisSize};
    const auto in = test::unpackBits(elementType, test::idBuffer(elementType, uint64_t{inSizes[0]} * inSizes[1]));
    std::vector<uint64_t> out(uint64_t{rows} * cols);
    for (uint32_t r = 0; r < rows; ++r) {
      for (uint32_t c = 0; c < cols; ++c) {
        const uint64_t cell = uint64_t{r} * cols + c;
        const uint32_t p = landing(indexType, indices[cell], axisSize);
        out[cell] = axis == 0 ? in[uint64_t{p} * cols + c] : in[uint64_t{r} * axisSize + p];
      }
    }
    return out;
  }

  std::string name() const {
    return "GATHER_ELEMENTS " + std::to_string(rows) + "x" + std::to_string(cols) + " axis " + std::to_string(axis) + ", " +
           std::string(shortName(elementType)) + " by " + std::string(shortName(indexType));
  }
};

}  // namespace

class TestFastCpuGatherElements : public QObject {
  Q_OBJECT

  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  // `session` on the fast backend under each of `threadCounts`, rows whole and cut into parts of 7 elements,
  // equal to the reference with no map, a narrow map and a wide one; its output equal to `expected` (unless
  // empty).
  void check(const Session& session, const std::vector<uint64_t>& expected, const std::string& where,
             std::initializer_list<unsigned> threadCounts = {1, 2, 7}, std::initializer_list<uint64_t> chunks = {7, 0}) {
    const DataType type = outputTensor(session.desc, 0).dataType;
    test::compareFastWithReferenceAcrossMaps(*reference_, session, threadCounts, chunks, where,
                                             [&](const std::string& context, const RunResult& got) {
                                               if (expected.empty()) return;
                                               auto bits = test::unpackBits(type, got.outputs[0]);
                                               bits.resize(expected.size());  // a buffer's size is rounded up to 4 bytes
                                               QVERIFY2(bits == expected, (context + ": not the naive expectation").c_str());
                                             });
  }

 private slots:
  // Both axes, every index type and element size, the input's Axis longer and shorter than the output's.
  void packedRowsMatchReferenceAndRule() {
    uint64_t seed = 1;
    for (DataType elementType : kElementTypes) {
      for (DataType indexType : kIndexTypes) {
        for (uint32_t axis : {0u, 1u}) {
          for (uint32_t axisSize : {5u, 40u}) {
            Gather g{elementType, indexType, 29, 31, axis, axisSize, mixedIndices(29 * 31, axisSize, ++seed)};
            check(g.session(), g.expected(), g.name());
            if (QTest::currentTestFailed()) return;
          }
        }
      }
    }
  }

  // Hand-worked, the DirectML page's example: input [[1,2],[3,4]], indices [[0,0],[1,0]] along axis 1 give
  // [[1,1],[4,3]]; and -1 (the last column) and 7 (past the end: the last column too) along the same axis.
  void handWorked() {
    Session s = test::makeSession(GatherElementsDesc{tensor(DataType::Float32, {2, 2}), tensor(DataType::Int32, {2, 2}),
                                                     tensor(DataType::Float32, {2, 2}), 1},
                                  {test::float32Buffer({1, 2, 3, 4}), indexBuffer(DataType::Int32, {0, 0, 1, 0})});
    check(s, test::unpackBits(DataType::Float32, test::float32Buffer({1, 1, 4, 3})), "hand-worked");
    s.inputData[1] = indexBuffer(DataType::Int32, {-1, 7, 0, -2});
    check(s, test::unpackBits(DataType::Float32, test::float32Buffer({2, 2, 3, 3})), "hand-worked, -1 and 7");
  }

  // IndicesTensor and the output read and written with strides (transposed, every other element): the
  // general loop.
  void stridedViewsMatchReference() {
    for (DataType indexType : kIndexTypes) {
      const uint32_t rows = 13, cols = 17, axisSize = 11;
      const auto indices = mixedIndices(uint64_t{rows} * cols, axisSize, 100 + static_cast<uint64_t>(indexType));
      GatherElementsDesc d{tensor(DataType::Float32, {rows, axisSize}), tensor(indexType, {rows, cols}, std::vector<uint32_t>{1, rows}),
                           tensor(DataType::Float32, {rows, cols}, std::vector<uint32_t>{2 * cols, 2}), 1};
      Session s = test::makeSession(d, {test::idBuffer(DataType::Float32, uint64_t{rows} * axisSize), indexBuffer(indexType, indices)});
      check(s, {}, "strided GATHER_ELEMENTS by " + std::string(shortName(indexType)));
      if (QTest::currentTestFailed()) return;
    }
  }

  // Packed rows of 4-byte elements by 32-bit indices, which take eight cells at a time with AVX2 where the
  // processor has it: rows of 8k + 7 cells (the last ones one at a time), cut into parts of 7 (heads and tails off
  // the eights), an output streamed out; with that kernel and without it (on a processor without AVX2, the
  // first pass is the second again).
  void packedFourByteRowsWithAndWithoutAvx2() {
    struct Restore {
      ~Restore() { detail::fastcpu::setGatherElementsAvx2ForTests(true); }
    } restore;
    uint64_t seed = 500;
    for (bool avx2 : {true, false}) {
      detail::fastcpu::setGatherElementsAvx2ForTests(avx2);
      for (DataType indexType : {DataType::Int32, DataType::UInt32}) {
        for (uint32_t axisSize : {1u, 40u, 3000u}) {
          Gather g{DataType::Float32, indexType, 9, 39, 1, axisSize, mixedIndices(9 * 39, axisSize, ++seed)};
          check(g.session(), g.expected(), g.name() + (avx2 ? "" : " (no AVX2)"));
          if (QTest::currentTestFailed()) return;
        }
        Gather large{DataType::Float32, indexType, 1031, 1031, 1, 1500, mixedIndices(uint64_t{1031} * 1031, 1500, ++seed)};
        check(large.session(), large.expected(), large.name() + (avx2 ? "" : " (no AVX2)"), {2}, {0, 7});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // Outputs of 4 MiB and more, streamed: rows of an odd number of elements, so most start off a cache line and
  // end in a part line, whole and cut into parts; 1-byte and 8-byte elements.
  void largeOutputsStreamedMatchReference() {
    Gather bytes{DataType::UInt8, DataType::Int32, 2053, 2049, 1, 301, mixedIndices(uint64_t{2053} * 2049, 301, 7)};
    check(bytes.session(), bytes.expected(), bytes.name(), {2}, {0, 1000});  // whole rows, and 3 parts a row
    Gather words{DataType::Float64, DataType::UInt64, 523, 1003, 1, 77, mixedIndices(uint64_t{523} * 1003, 77, 8)};
    check(words.session(), words.expected(), words.name(), {2}, {0});
  }
};

QTEST_GUILESS_MAIN(TestFastCpuGatherElements)
#include "tst_fast_cpu_gather_elements.moc"
