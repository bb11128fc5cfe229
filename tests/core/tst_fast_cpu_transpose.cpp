// The fast CPU backend's tiled copy of spans whose rows read the input a cache line or more apart per column
// (ELEMENT_WISE_IDENTITY reading its input transposed, SLICE1 across such a layout, transposed_rows.h): rank 2
// to 4 permutations of square and non-square tensors whose sizes are no multiple of a tile, 1-, 2-, 4- and
// 8-byte elements, gapped input and output layouts, Slice1 windows walking back, the ScaleBias identity, with
// no, narrow and wide maps, over 1, 2 and 7 threads and chunks from one element up, bit for bit against the
// reference backend.
#include <QtTest>
#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/validation.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu/transposed_rows.h"
#include "fast_cpu/streaming_cells.h"
#include "index_map_storage.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using gputest::compareRuns;
using gputest::sessionText;

namespace {

const DataType kTypes[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Int64};

// The strides of a tensor of `sizes` stored with its dimensions in the order `order` (outermost first), each
// stride `gap` times what a packed one would be and every stored row `rowPad` elements longer.
std::vector<uint32_t> permutedStrides(const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& order,
                                      uint32_t gap, uint32_t rowPad) {
  std::vector<uint32_t> strides(sizes.size());
  uint32_t next = gap;
  for (size_t i = order.size(); i-- > 0;) {
    strides[order[i]] = next;
    next *= sizes[order[i]];
    if (i + 1 == order.size()) next += rowPad;
  }
  return strides;
}

// Elements a buffer needs for a layout: one past the farthest element, rounded up to 4 bytes (as
// TotalTensorSizeInBytes is).
uint64_t reachedElements(const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& strides, uint32_t bytes) {
  uint64_t last = 0;
  for (size_t k = 0; k < sizes.size(); ++k) last += uint64_t{sizes[k] - 1} * strides[k];
  const uint64_t bufferBytes = (last + 1) * bytes;
  return (bufferBytes + 3) / 4 * 4 / bytes;
}

Buffer randomBuffer(DataType type, uint64_t elements, uint64_t seed) {
  std::mt19937_64 bits(seed);
  Buffer b(elements * test::bytesOf(type));
  for (uint64_t i = 0; i < elements; ++i) test::storeBits(type, b, i, bits());
  return b;
}

struct Tuning {
  unsigned threads;
  uint64_t chunk;  // 0: the default (every row of these tensors in one span)
};
// Chunks of one element (parts of rows, the row-by-row path), a few rows, many rows, and the default.
const Tuning kTunings[] = {{1, 1}, {2, 5}, {7, 300}, {1, 1000}, {2, 4099}, {7, 0}, {1, 0}};

}  // namespace

class TestFastCpuTranspose : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  // The session against the reference with no, narrow and wide maps, for every tuning.
  void compare(const Session& s, const std::string& where) {
    const auto problems = validateSession(s);
    QVERIFY2(problems.empty(), (where + ": " + test::describe(problems)).c_str());
    for (int map = 0; map < 3; ++map) {
      RunOptions options;
      options.computeIndexMap = map != 0;
      if (map == 2) detail::setNarrowLimitForTests(1);  // every map wide
      auto want = reference_->run(s, options);
      for (const Tuning& t : kTunings) {
        detail::FastCpuTuning tuning;
        tuning.threads = t.threads;
        tuning.chunkElements = t.chunk;
        tuning.minBytesPerThread = 0;
        auto got = detail::makeFastCpuBackend(tuning)->run(s, options);
        if (map == 2) detail::setNarrowLimitForTests(detail::kNarrowLimit);
        const std::string context = where + ", map " + std::to_string(map) + ", threads " + std::to_string(t.threads) +
                                    ", chunk " + std::to_string(t.chunk);
        if (!want.ok()) QFAIL((context + ": the reference failed: " + want.error().message).c_str());
        if (!got.ok()) QFAIL((context + ": " + got.error().message).c_str());
        const std::string difference = compareRuns(s, *want, *got);
        QVERIFY2(difference.empty(), (context + ": " + difference + "\n" + sessionText(s)).c_str());
        if (map == 2) detail::setNarrowLimitForTests(1);
      }
      detail::setNarrowLimitForTests(detail::kNarrowLimit);
    }
  }

 private slots:
  // A hand-worked case: 66 x 4 UINT8 stored transposed (strides 1, 66: the 4 columns of a row 66 bytes, past a
  // cache line, apart), so output (r, c) is stored input byte r + 66c.
  void handWorkedTransposeOfBytes() {
    const std::vector<uint32_t> sizes = {66, 4};
    Buffer input(66 * 4);
    for (uint32_t i = 0; i < 66 * 4; ++i) input[i] = std::byte(static_cast<uint8_t>(i * 7 + 1));
    ElementWiseIdentityDesc d;
    d.InputTensor = test::tensor(DataType::UInt8, sizes, std::vector<uint32_t>{1, 66});
    d.OutputTensor = test::tensor(DataType::UInt8, sizes);
    OperatorDesc desc = d;
    fillDerivedFields(desc);
    const Session s = test::makeSession(desc, {input});
    for (const Tuning& t : kTunings) {
      detail::FastCpuTuning tuning{t.threads, t.chunk, 0, 0};
      auto got = detail::makeFastCpuBackend(tuning)->run(s);
      QVERIFY(got.ok());
      for (uint32_t r = 0; r < 66; ++r)
        for (uint32_t c = 0; c < 4; ++c)
          QCOMPARE(std::to_integer<int>(got->outputs[0][r * 4 + c]), std::to_integer<int>(input[r + 66 * c]));
    }
  }

  // Identities over every permutation of rank 2, 3 and 4 tensors, square and not: rank 2 with every element
  // size, packed and gapped on both sides; rank 3 and 4 with the element sizes and gaps taken in turn.
  void permutedIdentitiesMatchReference() {
    const std::vector<std::vector<uint32_t>> shapes = {
        {67, 67}, {70, 33}, {9, 130}, {5, 66, 19}, {3, 7, 70, 5}, {2, 65, 4, 17}};
    uint64_t seed = 1;
    uint32_t turn = 0;
    for (const auto& sizes : shapes) {
      std::vector<uint32_t> order(sizes.size());
      std::iota(order.begin(), order.end(), 0u);
      do {
        const bool identityOrder = std::is_sorted(order.begin(), order.end());
        if (identityOrder && sizes.size() > 2) continue;  // the packed copy: covered by tst_fast_cpu
        ++turn;
        for (uint32_t t = 0; t < std::size(kTypes); ++t) {
          for (int gapped = 0; gapped < 2; ++gapped) {
            const DataType type = kTypes[t];
            if (sizes.size() > 2 && (t != turn % 4 || gapped != static_cast<int>(turn / 4 % 2))) continue;
            const auto inStrides = permutedStrides(sizes, order, gapped ? 2 : 1, gapped ? 3 : 0);
            std::vector<uint32_t> rowMajor(sizes.size());
            std::iota(rowMajor.begin(), rowMajor.end(), 0u);
            const auto outStrides = gapped ? std::optional(permutedStrides(sizes, rowMajor, 2, 5)) : std::nullopt;
            ElementWiseIdentityDesc d;
            d.InputTensor = test::tensor(type, sizes, inStrides);
            d.OutputTensor = test::tensor(type, sizes, outStrides);
            OperatorDesc desc = d;
            fillDerivedFields(desc);
            const uint64_t elements = reachedElements(sizes, inStrides, test::bytesOf(type));
            const Session s = test::makeSession(desc, {randomBuffer(type, elements, seed++)});
            std::string where = "sizes";
            for (uint32_t v : sizes) where += " " + std::to_string(v);
            where += ", order";
            for (uint32_t v : order) where += " " + std::to_string(v);
            where += std::string(", ") + std::string(shortName(type)) + (gapped ? ", gapped" : "");
            compare(s, where);
            if (QTest::currentTestFailed()) return;
          }
        }
      } while (std::next_permutation(order.begin(), order.end()));
    }
  }

  // Slice1 windows over a transposed input, walking back and forth with steps of 1 to 3 on both axes.
  void slicesOfTransposedInputsMatchReference() {
    const uint32_t rows = 90, cols = 75;  // the input's logical sizes; stored transposed
    uint64_t seed = 100;
    for (DataType type : kTypes) {
      const Buffer input = randomBuffer(type, uint64_t{rows} * cols, seed++);
      for (int32_t rowStep : {1, -1, 2, -3}) {
        for (int32_t colStep : {1, -1, 3, -2}) {
          Slice1Desc d;
          d.InputTensor = test::tensor(type, {rows, cols}, std::vector<uint32_t>{1, rows});
          d.InputWindowOffsets = {3, 1};
          d.InputWindowSizes = {rows - 5, cols - 2};
          d.InputWindowStrides = {rowStep, colStep};
          const auto outSize = [](uint32_t window, int32_t step) {
            const auto s = static_cast<uint32_t>(std::abs(step));
            return (window + s - 1) / s;
          };
          d.OutputTensor = test::tensor(type, {outSize(rows - 5, rowStep), outSize(cols - 2, colStep)});
          OperatorDesc desc = d;
          fillDerivedFields(desc);
          compare(test::makeSession(desc, {input}), std::string(shortName(type)) + ", Slice1 steps " +
                                                        std::to_string(rowStep) + ", " + std::to_string(colStep));
          if (QTest::currentTestFailed()) return;
        }
      }
    }
  }

  // The tiles' line groups with every kernel this machine has: streamed (every output counts as large) with the
  // AVX blocks where the processor has them, streamed with the SSE2 blocks, and plain. Transposes whose rows are
  // a whole number of cache lines (so that lines start at the same column in every row and are streamed) and
  // ones whose rows are not, sizes no multiple of a group or a tile, 1-, 2-, 4- and 8-byte elements, gapped
  // outputs, and Slice1 windows at an offset (tiles whose first input element is no vector's first).
  void lineGroupsMatchReferenceWithEveryKernel() {
    struct Kernels {
      uint64_t streamingBytes;
      bool avx;
      const char* name;
    };
    const Kernels kernels[] = {{0, true, "streamed, AVX"}, {0, false, "streamed, SSE2"}, {~uint64_t{0}, false, "plain, SSE2"}};
    const std::vector<std::vector<uint32_t>> shapes = {{64, 130}, {130, 64}, {41, 67}, {200, 32}, {2, 70, 64}};
    uint64_t seed = 300;
    for (const Kernels& k : kernels) {
      detail::fastcpu::setTiledKernelsForTests(k.streamingBytes, k.avx);
      for (const auto& sizes : shapes) {
        for (DataType type : kTypes) {
          for (int gapped = 0; gapped < 2; ++gapped) {
            std::vector<uint32_t> order(sizes.size());
            std::iota(order.begin(), order.end(), 0u);
            std::swap(order[order.size() - 1], order[order.size() - 2]);  // the last two dimensions transposed
            const auto inStrides = permutedStrides(sizes, order, 1, 0);
            std::vector<uint32_t> rowMajor(sizes.size());
            std::iota(rowMajor.begin(), rowMajor.end(), 0u);
            const auto outStrides = gapped ? std::optional(permutedStrides(sizes, rowMajor, 1, 3)) : std::nullopt;
            ElementWiseIdentityDesc d;
            d.InputTensor = test::tensor(type, sizes, inStrides);
            d.OutputTensor = test::tensor(type, sizes, outStrides);
            OperatorDesc desc = d;
            fillDerivedFields(desc);
            const uint64_t elements = reachedElements(sizes, inStrides, test::bytesOf(type));
            std::string where = std::string(k.name) + ", sizes";
            for (uint32_t v : sizes) where += " " + std::to_string(v);
            where += std::string(", ") + std::string(shortName(type)) + (gapped ? ", gapped output" : "");
            compare(test::makeSession(desc, {randomBuffer(type, elements, seed++)}), where);
            if (QTest::currentTestFailed()) break;
          }
          if (QTest::currentTestFailed()) break;
        }
        if (QTest::currentTestFailed()) break;
      }
      // A window from input row 3, column 5 of a 140 x 150 input stored transposed, 128 output columns (whole
      // lines) and 131 (not).
      for (DataType type : kTypes) {
        for (uint32_t columns : {128u, 131u}) {
          if (QTest::currentTestFailed()) break;
          const uint32_t rows = 140, cols = 150;
          Slice1Desc d;
          d.InputTensor = test::tensor(type, {rows, cols}, std::vector<uint32_t>{1, rows});
          d.InputWindowOffsets = {3, 5};
          d.InputWindowSizes = {rows - 7, columns};
          d.InputWindowStrides = {1, 1};
          d.OutputTensor = test::tensor(type, {rows - 7, columns});
          OperatorDesc desc = d;
          fillDerivedFields(desc);
          compare(test::makeSession(desc, {randomBuffer(type, uint64_t{rows} * cols, seed++)}),
                  std::string(k.name) + ", " + std::string(shortName(type)) + ", Slice1 at 3, 5, " +
                      std::to_string(columns) + " columns");
        }
      }
      if (QTest::currentTestFailed()) break;
    }
    detail::fastcpu::setTiledKernelsForTests(detail::fastcpu::kStreamingBytes, true);
  }

  // The ScaleBias identity reading its input transposed: the same arithmetic per element, in tiles.
  void scaleBiasTransposedMatchesReference() {
    uint64_t seed = 200;
    for (DataType type : {DataType::Float16, DataType::Float32, DataType::UInt8, DataType::Int32}) {
      for (const std::vector<uint32_t>& sizes : {std::vector<uint32_t>{67, 70}, std::vector<uint32_t>{3, 66, 41}}) {
        std::vector<uint32_t> order(sizes.size());
        std::iota(order.begin(), order.end(), 0u);
        std::reverse(order.begin(), order.end());
        const auto inStrides = permutedStrides(sizes, order, 1, 0);
        ElementWiseIdentityDesc d;
        d.InputTensor = test::tensor(type, sizes, inStrides);
        d.OutputTensor = test::tensor(type, sizes);
        d.ScaleBias = ScaleBiasTerms{2.0f, 10.0f};
        OperatorDesc desc = d;
        fillDerivedFields(desc);
        const uint64_t elements = reachedElements(sizes, inStrides, test::bytesOf(type));
        compare(test::makeSession(desc, {randomBuffer(type, elements, seed++)}),
                std::string(shortName(type)) + ", ScaleBias 2, 10, rank " + std::to_string(sizes.size()));
        if (QTest::currentTestFailed()) return;
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestFastCpuTranspose)
#include "tst_fast_cpu_transpose.moc"
