// The fast CPU backend's streamed rows (fast_cpu/line_stream.h): SPLIT, JOIN and TILE whose large packed outputs
// are written piece after piece with non-temporal stores, whole lines straight from the input and part lines
// through a line on the stack; PADDING's rows in every mode, SLICE1's rows read backwards and GATHER and
// GATHER_ND1 rows that are whole input rows, streamed; and SPLIT along the last axis in one pass into every
// output, plain and streamed.
// Against the reference backend, bit for bit, with no map, a narrow map and a wide one: short runs of 1 to 17
// elements (pieces that end anywhere in a 64-byte line), elements of 1, 2, 4 and 8 bytes, rows whole and cut
// into parts of 7 elements (spans that start off a line), 1 to 3 threads; the streaming threshold lowered to 0
// so that small outputs take the streamed rows, and one output per operator above the real threshold. A
// hand-worked join checks the streamed rows against values written here.
#include <QtTest>
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu_comparison.h"
#include "test_support.h"

using namespace dmlscope;
using test::tensor;

namespace {

const DataType kElementTypes[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::UInt64};

uint64_t count(const std::vector<uint32_t>& sizes) {
  uint64_t n = 1;
  for (uint32_t s : sizes) n *= s;
  return n;
}

// `sizes` with the axis' size replaced by `axisSize`.
std::vector<uint32_t> withAxis(std::vector<uint32_t> sizes, uint32_t axis, uint32_t axisSize) {
  sizes[axis] = axisSize;
  return sizes;
}

// SPLIT of `sizes` along `axis` into pieces of these sizes (which sum to sizes[axis]).
Session split(DataType type, const std::vector<uint32_t>& sizes, uint32_t axis, const std::vector<uint32_t>& pieces) {
  SplitDesc d;
  d.InputTensor = tensor(type, sizes);
  for (uint32_t p : pieces) d.OutputTensors.push_back(tensor(type, withAxis(sizes, axis, p)));
  d.Axis = axis;
  return test::makeSession(d, {test::idBuffer(type, count(sizes))});
}

// JOIN along `axis` of inputs of `sizes` with the axis' sizes `pieces`.
Session join(DataType type, const std::vector<uint32_t>& sizes, uint32_t axis, const std::vector<uint32_t>& pieces) {
  JoinDesc d;
  std::vector<Buffer> inputs;
  uint32_t total = 0;
  uint64_t base = 0;  // every input's values distinct
  for (uint32_t p : pieces) {
    const auto in = withAxis(sizes, axis, p);
    d.InputTensors.push_back(tensor(type, in));
    inputs.push_back(test::idBuffer(type, count(in), base));
    base += count(in);
    total += p;
  }
  d.OutputTensor = tensor(type, withAxis(sizes, axis, total));
  d.Axis = axis;
  return test::makeSession(d, std::move(inputs));
}

// TILE of `sizes` by `repeats`.
Session tile(DataType type, const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& repeats) {
  TileDesc d;
  d.InputTensor = tensor(type, sizes);
  std::vector<uint32_t> out;
  for (size_t k = 0; k < sizes.size(); ++k) out.push_back(sizes[k] * repeats[k]);
  d.OutputTensor = tensor(type, out);
  d.Repeats = repeats;
  return test::makeSession(d, {test::idBuffer(type, count(sizes))});
}

// INT64 index cells: negative ones count from the end, and some lie outside the axis on either side.
Buffer int64Indices(const std::vector<int64_t>& values) {
  std::vector<uint64_t> bits;
  for (int64_t v : values) bits.push_back(static_cast<uint64_t>(v));
  return test::packBits(DataType::Int64, bits);
}
const std::vector<int64_t> kRowIndices = {-1, 3, 3, 0, 8, -9, 20, -30, 5, 2, 2};

// GATHER of whole rows (Axis 0 of a 9-row input): output row i is input row kRowIndices[i].
Session gatherRows(DataType type, uint32_t width) {
  GatherDesc d;
  const auto n = static_cast<uint32_t>(kRowIndices.size());
  d.InputTensor = tensor(type, {9, width});
  d.IndicesTensor = tensor(DataType::Int64, {1, n});
  d.OutputTensor = tensor(type, {n, width});
  return test::makeSession(d, {test::idBuffer(type, 9 * width), int64Indices(kRowIndices)});
}

// GATHER_ND1 of 1-tuples into the same input: each tuple names a row, the row's last dimension remains.
Session gatherNdRows(DataType type, uint32_t width) {
  const auto n = static_cast<uint32_t>(kRowIndices.size());
  GatherNd1Desc d{tensor(type, {9, width}), tensor(DataType::Int64, {n, 1}), tensor(type, {n, width}), 2, 2, 0};
  return test::makeSession(d, {test::idBuffer(type, 9 * width), int64Indices(kRowIndices)});
}

// PADDING of `sizes` in `mode`, PaddingValue 2.5.
Session padding(DataType type, PaddingMode mode, const std::vector<uint32_t>& sizes, std::vector<uint32_t> start,
                std::vector<uint32_t> end) {
  PaddingDesc d;
  d.PaddingMode = mode;
  d.PaddingValue = 2.5f;
  d.InputTensor = tensor(type, sizes);
  d.StartPadding = std::move(start);
  d.EndPadding = std::move(end);
  std::vector<uint32_t> out;
  for (size_t k = 0; k < sizes.size(); ++k) out.push_back(sizes[k] + d.StartPadding[k] + d.EndPadding[k]);
  d.OutputTensor = tensor(type, out);
  return test::makeSession(d, {test::idBuffer(type, count(sizes))});
}

// SLICE1 of a 5 x `width` input: the window from `offsets` of `sizes`, walked with `strides`.
Session slice1(DataType type, uint32_t width, std::vector<uint32_t> offsets, std::vector<uint32_t> sizes,
               std::vector<int32_t> strides) {
  Slice1Desc d;
  d.InputTensor = tensor(type, {5, width});
  std::vector<uint32_t> out;
  for (size_t k = 0; k < sizes.size(); ++k) {
    const auto step = static_cast<uint32_t>(std::abs(strides[k]));
    out.push_back((sizes[k] + step - 1) / step);
  }
  d.OutputTensor = tensor(type, out);
  d.InputWindowOffsets = std::move(offsets);
  d.InputWindowSizes = std::move(sizes);
  d.InputWindowStrides = std::move(strides);
  return test::makeSession(d, {test::idBuffer(type, 5 * width)});
}

std::string name(const char* op, DataType type, const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& pieces) {
  std::string text = std::string(op) + " " + std::string(shortName(type));
  for (uint32_t s : sizes) text += " " + std::to_string(s);
  text += " /";
  for (uint32_t p : pieces) text += " " + std::to_string(p);
  return text;
}

// Lowers the streaming threshold for one test function and puts it back however the function ends.
struct StreamEverything {
  StreamEverything() { detail::fastcpu::setLineStreamBytesForTests(0); }
  ~StreamEverything() { detail::fastcpu::setLineStreamBytesForTests(detail::fastcpu::kStreamingBytes); }
};

}  // namespace

class TestFastCpuLineStream : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  void check(const Session& s, const std::string& where, std::initializer_list<unsigned> threads = {1, 2, 3},
             std::initializer_list<uint64_t> chunks = {0, 7}) {
    test::compareFastWithReferenceAcrossMaps(*reference_, s, threads, chunks, where);
  }

 private slots:
  // Two inputs of 2 x 1 and 2 x 2 (values 0..1 and 2..5) joined along the last axis into 2 x 3, streamed: rows
  // (0, 2, 3) and (1, 4, 5), and the map's entries name each value's input and element.
  void handWorkedJoin() {
    StreamEverything streamed;
    const Session s = join(DataType::Float32, {2, 1}, 1, {1, 2});
    RunOptions options;
    options.computeIndexMap = true;
    auto got = makeFastCpuBackend(2)->run(s, options);
    QVERIFY(got.ok());
    const std::vector<uint64_t> bits = test::unpackBits(DataType::Float32, got->outputs[0]);
    const std::vector<uint64_t> ids = {0, 2, 3, 1, 4, 5};
    for (size_t i = 0; i < ids.size(); ++i) QCOMPARE(bits[i], test::valueBits(DataType::Float32, ids[i]));
    // (input, element) of each output element, row-major.
    const std::vector<std::pair<uint32_t, uint64_t>> sources = {{0, 0}, {1, 0}, {1, 1}, {0, 1}, {1, 2}, {1, 3}};
    for (size_t i = 0; i < sources.size(); ++i) {
      const auto source = got->indexMap.sourceOf(0, i);
      QVERIFY(source.has_value());
      QCOMPARE(source->input, sources[i].first);
      QCOMPARE(source->element, sources[i].second);
    }
  }

  // Along the last axis: every output row one short piece of each input row, pieces of 1 to 17 elements.
  void splitShortPiecesMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t length = 1; length <= 17; ++length) {
        const std::vector<uint32_t> pieces = {length, 17 - length + 1, 3};
        const std::vector<uint32_t> sizes = {37, length + (17 - length + 1) + 3};
        check(split(type, sizes, 1, pieces), name("split", type, sizes, pieces), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // SPLIT along the last axis, which one writer does for every output in one pass (fast_cpu/split_all_rows.h),
  // with plain copies below the streaming threshold and streamed: 2 to 9 outputs of 1 to 17 elements, 1025
  // outputs of one element (past the one-pass writer's 1024: a writer each), and an input whose rows lie apart
  // (strides with a gap).
  void splitIntoManyOutputsMatchReference() {
    for (bool streamed : {false, true}) {
      std::optional<StreamEverything> lowered;
      if (streamed) lowered.emplace();
      for (DataType type : kElementTypes) {
        for (uint32_t outputs = 2; outputs <= 9; ++outputs) {
          std::vector<uint32_t> pieces;
          uint32_t width = 0;
          for (uint32_t t = 0; t < outputs; ++t) width += pieces.emplace_back(1 + (5 * t + outputs) % 17);
          const std::string where = name(streamed ? "split streamed" : "split plain", type, {13, width}, pieces);
          check(split(type, {13, width}, 1, pieces), where, {1, 3});
          if (QTest::currentTestFailed()) return;
        }
        const std::vector<uint32_t> ones(1025, 1);
        check(split(type, {3, 1025}, 1, ones), std::string("split into 1025 ") + std::string(shortName(type)) +
              (streamed ? " streamed" : " plain"), {1, 3}, {0});
        if (QTest::currentTestFailed()) return;
        SplitDesc gapped;  // rows of 12 elements 15 apart, planes of 5 rows 80 apart
        gapped.InputTensor = tensor(type, {3, 5, 12}, std::vector<uint32_t>{80, 15, 1});
        gapped.OutputTensors = {tensor(type, {3, 5, 5}), tensor(type, {3, 5, 7})};
        gapped.Axis = 2;
        check(test::makeSession(gapped, {test::idBuffer(type, 2 * 80 + 4 * 15 + 12)}), std::string("split gapped input ") +
              std::string(shortName(type)) + (streamed ? " streamed" : " plain"), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // GATHER and GATHER_ND1 rows that are whole input rows, streamed: rows of 1 to 17 elements, indices negative,
  // repeated and outside the axis.
  void gatherWholeRowsMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t width = 1; width <= 17; ++width) {
        check(gatherRows(type, width), name("gather rows", type, {9, width}, {}), {1, 3});
        check(gatherNdRows(type, width), name("gather_nd1 rows", type, {9, width}, {}), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // PADDING in every mode, streamed: rows of 1 to 9 elements padded on both sides (a border up to the row's
  // length less one, as REFLECTION allows), rows outside the input on the outer dimensions; and rows of 1100
  // elements, over the 1 KiB up to which a row is put together on the stack first (padding_rows.cpp).
  void paddingMatchReference() {
    StreamEverything streamed;
    const PaddingMode modes[] = {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection,
                                 PaddingMode::Symmetric, PaddingMode::Wrap};
    for (PaddingMode mode : modes) {
      for (DataType type : kElementTypes) {
        for (uint32_t width : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 1100u}) {
          const std::vector<uint32_t> sizes = {3, 4, width};
          const std::vector<uint32_t> start = {1, 0, (width - 1) % 3}, end = {0, 2, std::min(width - 1, 2u)};
          check(padding(type, mode, sizes, start, end),
                name((std::string("padding ") + std::string(shortName(mode))).c_str(), type, sizes, start), {1, 3});
          if (QTest::currentTestFailed()) return;
        }
      }
    }
  }

  // SLICE1 rows read backwards, forwards with the rows reversed, and from a window inside the row, streamed:
  // rows of 1 to 17 elements.
  void sliceRowsMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t width = 1; width <= 17; ++width) {
        check(slice1(type, width, {1, 0}, {3, width}, {1, -1}), name("slice1 backwards", type, {5, width}, {}), {1, 3});
        check(slice1(type, width, {0, 0}, {5, width}, {-2, 1}), name("slice1 rows reversed", type, {5, width}, {}), {1, 3});
        if (width > 1)
          check(slice1(type, width, {0, 1}, {5, width - 1}, {1, -1}), name("slice1 window backwards", type, {5, width}, {}), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  void joinShortPiecesMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t length = 1; length <= 17; ++length) {
        const std::vector<uint32_t> pieces = {length, 5, 17 - length + 1};
        const std::vector<uint32_t> sizes = {3, 13, 0};
        check(join(type, sizes, 2, pieces), name("join", type, sizes, pieces), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // Along an axis before the last: every output row one whole input row, rows of 1 to 17 elements.
  void splitAndJoinWholeRowsMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t length : {1u, 3u, 8u, 16u, 17u}) {
        const std::vector<uint32_t> sizes = {2, 9, length};
        check(split(type, sizes, 1, {2, 7}), name("split axis 1", type, sizes, {2, 7}));
        check(join(type, sizes, 1, {4, 1, 3}), name("join axis 1", type, sizes, {4, 1, 3}));
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // Periods of 1 to 17 elements repeated along the row and across rows.
  void tileShortPeriodsMatchReference() {
    StreamEverything streamed;
    for (DataType type : kElementTypes) {
      for (uint32_t period = 1; period <= 17; ++period) {
        const std::vector<uint32_t> sizes = {3, 5, period};
        check(tile(type, sizes, {2, 1, 3}), name("tile", type, sizes, {2, 1, 3}), {1, 3});
        if (QTest::currentTestFailed()) return;
      }
    }
  }

  // Above the real threshold (4 MiB out), where nothing is lowered: rows of an odd length, so most pieces start
  // and end off a line.
  void largeOutputsMatchReference() {
    check(split(DataType::Float32, {70001, 24}, 1, {7, 17}), "large split", {2}, {0});
    if (QTest::currentTestFailed()) return;
    check(join(DataType::Float64, {50001, 0}, 1, {5, 9}), "large join", {2}, {0});
    if (QTest::currentTestFailed()) return;
    check(tile(DataType::UInt16, {100, 13}, {4, 500}), "large tile", {2}, {0});
  }
};

QTEST_GUILESS_MAIN(TestFastCpuLineStream)
#include "tst_fast_cpu_line_stream.moc"
