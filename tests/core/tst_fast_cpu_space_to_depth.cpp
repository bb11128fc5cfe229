// SPACE_TO_DEPTH and SPACE_TO_DEPTH1 on the fast CPU backend, whose writer reads each input row once and splits
// it into its B output rows (space_to_depth_split.cpp: SSE2 for B = 2 and for B = 4 with 4-byte elements, a
// plain loop otherwise): a hand-worked case of each order, then the reference backend bit for bit for B = 2, 3
// and 4, both orders and both versions, 1-, 2-, 4- and 8-byte elements, row lengths that leave vector tails,
// packed, row-gapped and element-strided inputs and outputs, over 1, 2 and 7 threads and chunks that cut rows,
// cut the B rows of one input row apart or hold many, without a map and with narrow and wide ones, the narrow
// map's entries also streamed.
#include <QtTest>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu_comparison.h"
#include "index_map_storage.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using gputest::compareRuns;

namespace {

// Random bits of `count` elements of `type` (NaN patterns among the floats: elements move as bits).
Buffer randomInput(DataType type, uint64_t count, uint64_t bytes, uint64_t seed) {
  std::mt19937_64 random(seed);
  std::vector<uint64_t> bits(count);
  for (auto& b : bits) b = random() & test::maskFor(type);
  return test::packBits(type, bits, bytes);
}

Session spaceToDepth(bool firstVersion, DepthSpaceOrder order, uint32_t block, DataType type, std::vector<uint32_t> in,
                     std::optional<std::vector<uint32_t>> inStrides, std::optional<std::vector<uint32_t>> outStrides,
                     uint64_t seed) {
  const std::vector<uint32_t> out{in[0], in[1] * block * block, in[2] / block, in[3] / block};
  const TensorDesc input = test::tensor(type, in, std::move(inStrides));
  const TensorDesc output = test::tensor(type, out, std::move(outStrides));
  OperatorDesc desc;
  if (firstVersion) {
    SpaceToDepthDesc d;
    d.InputTensor = input;
    d.OutputTensor = output;
    d.BlockSize = block;
    desc = d;
  } else {
    SpaceToDepth1Desc d;
    d.InputTensor = input;
    d.OutputTensor = output;
    d.BlockSize = block;
    d.Order = order;
    desc = d;
  }
  fillDerivedFields(desc);
  const test::NaiveLayout layout = test::naiveLayout(input);
  const uint64_t elements = layout.bufferBytes / layout.elementBytes;
  return test::makeSession(desc, {randomInput(type, elements, layout.bufferBytes, seed)});
}

}  // namespace

class TestFastCpuSpaceToDepth : public QObject {
  Q_OBJECT

  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  void compare(const Session& session, std::span<const detail::FastCpuTuning> tunings, const std::string& where) {
    test::compareFastWithReference(*reference_, session, tunings, where);
  }

  void compareAll(const std::string& maps) {
    struct Layout {
      const char* name;
      // Strides of {N, C, H, W} (input) and {N, C·B², H/B, W/B} (output) from the sizes; none: packed.
      std::optional<std::vector<uint32_t>> (*in)(const std::vector<uint32_t>&);
      std::optional<std::vector<uint32_t>> (*out)(const std::vector<uint32_t>&);
    };
    auto packed = [](const std::vector<uint32_t>&) -> std::optional<std::vector<uint32_t>> { return std::nullopt; };
    // Rows padded by 3 elements and planes by 5: gaps between the rows, each row still packed.
    auto gappedRows = [](const std::vector<uint32_t>& s) -> std::optional<std::vector<uint32_t>> {
      const uint32_t row = s[3] + 3, plane = s[2] * row + 5;
      return std::vector<uint32_t>{s[1] * plane, plane, row, 1};
    };
    // Every second element: the rows themselves strided.
    auto everySecond = [](const std::vector<uint32_t>& s) -> std::optional<std::vector<uint32_t>> {
      return std::vector<uint32_t>{2 * s[1] * s[2] * s[3], 2 * s[2] * s[3], 2 * s[3], 2};
    };
    const Layout layouts[] = {{"packed", packed, packed},
                              {"gapped input rows", gappedRows, packed},
                              {"gapped output rows", packed, gappedRows},
                              {"strided input", everySecond, packed},
                              {"strided output", packed, everySecond}};
    const DataType types[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Int64};
    uint64_t seed = 1;
    for (uint32_t block : {2u, 3u, 4u}) {
      // W/B = 37 leaves a tail after every vector width; H/B = 3, C = 3, N = 2.
      const std::vector<uint32_t> in{2, 3, 3 * block, 37 * block};
      const uint64_t rowLength = 37;
      const detail::FastCpuTuning tunings[] = {
          {1, 0, 0, 0},                              // whole rows in one chunk: each input row split in one pass
          {2, rowLength * block + rowLength, 0, 0},  // B + 1 rows a chunk: the B rows of an input row cut apart
          {7, rowLength, 0, 512},                    // a row a chunk, small fill steps for the gapped outputs
          {7, 10, 0, 0},                             // rows cut into parts
          {2, rowLength * 2 * block * block, 0, 0},  // two input channels' rows a chunk
      };
      for (const Layout& layout : layouts)
        for (DataType type : types)
          for (int version = 0; version < 3; ++version) {
            const bool first = version == 2;
            const DepthSpaceOrder order =
                version == 1 ? DepthSpaceOrder::ColumnRowDepth : DepthSpaceOrder::DepthColumnRow;
            const std::vector<uint32_t> outSizes{in[0], in[1] * block * block, in[2] / block, in[3] / block};
            const Session s = spaceToDepth(first, order, block, type, in, layout.in(in), layout.out(outSizes), seed++);
            QVERIFY2(validateSession(s).empty(), test::describe(validateSession(s)).c_str());
            const char* name = first ? "SPACE_TO_DEPTH" : version == 1 ? "SPACE_TO_DEPTH1 CRD" : "SPACE_TO_DEPTH1 DCR";
            const std::string where = std::string(name) + " B " + std::to_string(block) + ", " +
                                      std::to_string(test::bytesOf(type)) + "-byte, " + layout.name + ", " + maps;
            compare(s, tunings, where);
            if (QTest::currentTestFailed()) return;
          }
    }
  }

 private slots:
  // Input 1x2x2x2 holding 0 .. 7 (channel 0: [[0, 1], [2, 3]], channel 1: [[4, 5], [6, 7]]), B = 2: output
  // channel (by·2 + bx)·C + c in DCR, c·4 + by·2 + bx in CRD, and each map entry the input element it holds.
  void handWorkedOrders() {
    const Buffer input = test::float32Buffer({0, 1, 2, 3, 4, 5, 6, 7});
    struct Case {
      DepthSpaceOrder order;
      std::vector<float> expected;
    };
    for (const Case& c : {Case{DepthSpaceOrder::DepthColumnRow, {0, 4, 1, 5, 2, 6, 3, 7}},
                          Case{DepthSpaceOrder::ColumnRowDepth, {0, 1, 2, 3, 4, 5, 6, 7}}}) {
      SpaceToDepth1Desc d;
      d.InputTensor = test::tensor(DataType::Float32, {1, 2, 2, 2});
      d.OutputTensor = test::tensor(DataType::Float32, {1, 8, 1, 1});
      d.BlockSize = 2;
      d.Order = c.order;
      OperatorDesc desc = d;
      fillDerivedFields(desc);
      const Session s = test::makeSession(desc, {input});
      RunOptions options;
      options.computeIndexMap = true;
      auto got = detail::makeFastCpuBackend(detail::FastCpuTuning{1, 0, 0, 0})->run(s, options);
      QVERIFY(got.ok());
      QCOMPARE(test::float32Values(got->outputs.at(0)), c.expected);
      for (uint64_t i = 0; i < 8; ++i) {
        const auto source = got->indexMap.sourceOf(0, i);
        QVERIFY(source.has_value());
        QCOMPARE(source->element, static_cast<uint64_t>(c.expected[i]));
      }
    }
  }

  void matchesReferenceWithNarrowMaps() { compareAll("narrow map"); }

  // The same with wide map entries (the narrow limit lowered below every input).
  void matchesReferenceWithWideMaps() {
    detail::setNarrowLimitForTests(1);
    compareAll("wide map");
    detail::setNarrowLimitForTests(detail::kNarrowLimit);
  }

  // The same with every map's entries streamed (line_stream.h's threshold lowered to 0), as a map of 4 MiB or
  // more has them.
  void matchesReferenceWithStreamedMaps() {
    detail::fastcpu::setLineStreamBytesForTests(0);
    compareAll("narrow map, streamed entries");
    detail::fastcpu::setLineStreamBytesForTests(detail::fastcpu::kStreamingBytes);
  }

  // A larger FLOAT32 case (4 MiB) with the backend's own chunking, where the split's rows leave the caches.
  void largeTensorMatchesReference() {
    const Session s = spaceToDepth(false, DepthSpaceOrder::DepthColumnRow, 2, DataType::Float32, {1, 16, 256, 256},
                                   std::nullopt, std::nullopt, 99);
    const detail::FastCpuTuning tunings[] = {{1, 0, 0, 0}, {4, 0, 0, 0}};
    compare(s, tunings, "DCR 1x16x256x256");
  }
};

QTEST_GUILESS_MAIN(TestFastCpuSpaceToDepth)
#include "tst_fast_cpu_space_to_depth.moc"
