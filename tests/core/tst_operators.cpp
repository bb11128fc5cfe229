// Hand-worked cases of every operator on the CPU backend, for every data type: strided, broadcast and
// transposed inputs, strided outputs, padding constants per type, wide reflections, 1-D and 8-D tensors.
#include <QtTest>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/operators.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

// An expected output element: a value id (input t's memory element m has id 16 t + m), or the padding
// constant, or a gap the strides skip (which must stay 0).
constexpr int64_t P = -1;    // padding constant
constexpr int64_t Gap = -2;  // not an element of the output: left 0

using Ids = std::vector<int64_t>;

std::vector<uint32_t> u(std::initializer_list<uint32_t> v) { return v; }

// Input buffers holding ids 16 t + m for each input t, covering what its strides reach.
std::vector<Buffer> idInputs(const OperatorDesc& desc) {
  std::vector<Buffer> buffers;
  const auto inputs = naiveInputs(desc);
  for (size_t t = 0; t < inputs.size(); ++t) {
    const auto layout = naiveLayout(inputs[t]);
    buffers.push_back(idBuffer(inputs[t].dataType, layout.reachedElements, 16 * t));
  }
  return buffers;
}

// The output buffer `ids` describe, element by element in memory order, zero-filled to `bytes`.
Buffer expectedBuffer(DataType type, const Ids& ids, uint64_t bytes, float paddingValue) {
  std::vector<uint64_t> bits;
  for (int64_t id : ids) {
    if (id == P)
      bits.push_back(naivePaddingBits(type, paddingValue));
    else if (id == Gap)
      bits.push_back(0);
    else
      bits.push_back(valueBits(type, static_cast<uint64_t>(id)));
  }
  return packBits(type, bits, bytes);
}

uint64_t roundUp4(uint64_t v) { return (v + 3) / 4 * 4; }

DataType typeFromRow() {
  QFETCH(int, type);
  return static_cast<DataType>(type);
}

void addTypeRows() {
  QTest::addColumn<int>("type");
  for (DataType t : kAllDataTypes) QTest::newRow(std::string(shortName(t)).c_str()) << static_cast<int>(t);
}

// Runs `desc` on the CPU with id inputs and checks every output buffer, byte for byte, against the
// expected ids (in memory order). Where `checkSources` is set, the inputs are packed and the index map
// must name id / 16 as the input and id % 16 as its element.
void checkRun(const OperatorDesc& desc, const std::vector<Ids>& expected, bool checkSources = false,
              FeatureLevel level = FeatureLevel::FL_6_4) {
  const Session session = makeSession(desc, idInputs(desc), level);
  auto result = makeCpuBackend()->run(session);
  QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
  const auto outputs = naiveOutputs(desc);
  QCOMPARE(result->outputs.size(), outputs.size());
  for (size_t o = 0; o < outputs.size(); ++o) {
    const DataType type = outputs[o].dataType;
    const uint64_t bytes = roundUp4(expected[o].size() * bytesOf(type));
    const Buffer want = expectedBuffer(type, expected[o], bytes, naivePaddingValue(desc));
    const std::string diff = firstDifference(type, want, result->outputs[o]);
    QVERIFY2(diff.empty(), ("output " + std::to_string(o) + ": " + diff).c_str());
    QCOMPARE(result->outputs[o].size(), bytes);
    if (checkSources) {
      QCOMPARE(size_t{result->indexMap.outputCount()}, outputs.size());
      QCOMPARE(result->indexMap.size(static_cast<uint32_t>(o)), uint64_t{expected[o].size()});
      for (size_t i = 0; i < expected[o].size(); ++i) {
        const auto src = result->indexMap.sourceOf(static_cast<uint32_t>(o), i);
        const std::string what = "output " + std::to_string(o) + " element " + std::to_string(i);
        if (expected[o][i] == P) {
          QVERIFY2(!src.has_value(), what.c_str());
        } else {
          QVERIFY2(src.has_value(), what.c_str());
          QVERIFY2(src->input == expected[o][i] / 16 && src->element == uint64_t(expected[o][i] % 16), what.c_str());
        }
      }
    }
  }
}

// Stops the test function at the first failing run, so one broken case reports once.
#define CHECK_RUN(...)                      \
  do {                                      \
    checkRun(__VA_ARGS__);                  \
    if (QTest::currentTestFailed()) return; \
  } while (false)

TileDesc tile(DataType t, TensorDesc in, std::vector<uint32_t> outSizes, std::vector<uint32_t> repeats,
              std::optional<std::vector<uint32_t>> outStrides = std::nullopt) {
  TileDesc d;
  in.dataType = t;
  d.InputTensor = std::move(in);
  d.OutputTensor = tensor(t, std::move(outSizes), std::move(outStrides));
  d.Repeats = std::move(repeats);
  return d;
}

PaddingDesc padding(DataType t, TensorDesc in, std::vector<uint32_t> outSizes, PaddingMode mode,
                    std::vector<uint32_t> start, std::vector<uint32_t> end, float value = 0.0f,
                    std::optional<std::vector<uint32_t>> outStrides = std::nullopt) {
  PaddingDesc d;
  in.dataType = t;
  d.InputTensor = std::move(in);
  d.OutputTensor = tensor(t, std::move(outSizes), std::move(outStrides));
  d.PaddingMode = mode;
  d.PaddingValue = value;
  d.StartPadding = std::move(start);
  d.EndPadding = std::move(end);
  return d;
}

DepthToSpace1Desc depth(DataType t, TensorDesc in, std::vector<uint32_t> outSizes, uint32_t block,
                        DepthSpaceOrder order) {
  DepthToSpace1Desc d;
  in.dataType = t;
  d.InputTensor = std::move(in);
  d.OutputTensor = tensor(t, std::move(outSizes));
  d.BlockSize = block;
  d.Order = order;
  return d;
}

SplitDesc split(DataType t, TensorDesc in, std::vector<TensorDesc> outs, uint32_t axis) {
  SplitDesc d;
  in.dataType = t;
  d.InputTensor = std::move(in);
  for (auto& o : outs) o.dataType = t;
  d.OutputTensors = std::move(outs);
  d.Axis = axis;
  return d;
}

JoinDesc join(DataType t, std::vector<TensorDesc> ins, TensorDesc out, uint32_t axis) {
  JoinDesc d;
  for (auto& i : ins) i.dataType = t;
  d.InputTensors = std::move(ins);
  out.dataType = t;
  d.OutputTensor = std::move(out);
  d.Axis = axis;
  return d;
}

TensorDesc f(std::vector<uint32_t> sizes, std::optional<std::vector<uint32_t>> strides = std::nullopt) {
  return tensor(DataType::Float32, std::move(sizes), std::move(strides));
}

}  // namespace

class TestOperators : public QObject {
  Q_OBJECT

 private slots:
  // ------------------------------------------------------------------ Tile
  void tileRepeatsEveryAxis_data() { addTypeRows(); }
  void tileRepeatsEveryAxis() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64 (see tileRejectsFloat64)");
    // [[0,1],[2,3]] repeated {2,3}
    CHECK_RUN(tile(t, f({2, 2}), {4, 6}, {2, 3}), {{0, 1, 0, 1, 0, 1,  //
                                                    2, 3, 2, 3, 2, 3,  //
                                                    0, 1, 0, 1, 0, 1,  //
                                                    2, 3, 2, 3, 2, 3}},
              true);
    // {2,1,2} repeated {2,2,2}: out (a,b,c) <- in (a%2, 0, c%2)
    CHECK_RUN(tile(t, f({2, 1, 2}), {4, 2, 4}, {2, 2, 2}), {{0, 1, 0, 1, 0, 1, 0, 1,  //
                                                             2, 3, 2, 3, 2, 3, 2, 3,  //
                                                             0, 1, 0, 1, 0, 1, 0, 1,  //
                                                             2, 3, 2, 3, 2, 3, 2, 3}},
              true);
  }

  void tileOneDimensional_data() { addTypeRows(); }
  void tileOneDimensional() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64");
    CHECK_RUN(tile(t, f({3}), {9}, {3}), {{0, 1, 2, 0, 1, 2, 0, 1, 2}}, true);
    CHECK_RUN(tile(t, f({1}), {5}, {5}), {{0, 0, 0, 0, 0}}, true);
  }

  void tileEightDimensional_data() { addTypeRows(); }
  void tileEightDimensional() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64");
    // out (0,i,r,0,0,0,0,c) <- in (0,i,0,0,0,0,0,c%2) = id 2i + c%2
    CHECK_RUN(tile(t, f({1, 2, 1, 1, 1, 1, 1, 2}), {1, 2, 2, 1, 1, 1, 1, 4}, {1, 1, 2, 1, 1, 1, 1, 2}),
              {{0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 2, 3, 2, 3}}, true);
  }

  void tileTransposedInput_data() { addTypeRows(); }
  void tileTransposedInput() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64");
    // Strides {1,2}: logical (r,c) is memory r + 2c.
    CHECK_RUN(tile(t, f({2, 3}, u({1, 2})), {2, 6}, {1, 2}), {{0, 2, 4, 0, 2, 4, 1, 3, 5, 1, 3, 5}});
  }

  void indexMapNamesLogicalElementsNotMemoryOffsets() {
    // Transposed input {2,3} with strides {1,2}: logical element i lives at memory 0,2,4,1,3,5, but the
    // index map speaks of logical (row-major) elements, so a one-to-one tile maps output i to element i.
    const auto d = tile(DataType::Float32, f({2, 3}, u({1, 2})), {2, 3}, {1, 1});
    auto result = makeCpuBackend()->run(makeSession(d, idInputs(d)));
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    for (uint64_t i = 0; i < 6; ++i) QCOMPARE(result->indexMap.sourceOf(0, i), std::optional(Source{0, i}));
  }

  void tileBroadcastInput_data() { addTypeRows(); }
  void tileBroadcastInput() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64");
    // Stride 0 repeats memory row [0,1] three times.
    CHECK_RUN(tile(t, f({3, 2}, u({0, 1})), {3, 4}, {1, 2}), {{0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}});
  }

  void tileStridedOutputLeavesGapsZero_data() { addTypeRows(); }
  void tileStridedOutputLeavesGapsZero() {
    const DataType t = typeFromRow();
    if (t == DataType::Float64) QSKIP("DML_OPERATOR_TILE does not support FLOAT64");
    CHECK_RUN(tile(t, f({2, 2}), {2, 4}, {1, 2}, u({8, 1})), {{0, 1, 0, 1, Gap, Gap, Gap, Gap, 2, 3, 2, 3}});
  }

  void tileRejectsFloat64() {
    auto result =
        makeCpuBackend()->run(makeSession(tile(DataType::Float64, f({2}), {4}, {2}), {idBuffer(DataType::Float64, 2)}));
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.find("DataType") != std::string::npos, result.error().message.c_str());
  }

  // ------------------------------------------------------------------ Padding
  void paddingConstantConvertsValueToEachType_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<float>("value");
    QTest::addColumn<uint64_t>("bits");
    const auto row = [](const char* name, DataType t, float v, uint64_t b) {
      QTest::newRow(name) << static_cast<int>(t) << v << b;
    };
    row("FLOAT32 10.6", DataType::Float32, 10.6f, std::bit_cast<uint32_t>(10.6f));
    row("FLOAT16 10.6", DataType::Float16, 10.6f, 0x494D);
    row("FLOAT64 10.6", DataType::Float64, 10.6f, std::bit_cast<uint64_t>(static_cast<double>(10.6f)));
    row("UINT32 10.6", DataType::UInt32, 10.6f, 10);
    row("UINT16 10.6", DataType::UInt16, 10.6f, 10);
    row("UINT8 10.6", DataType::UInt8, 10.6f, 10);
    row("INT32 10.6", DataType::Int32, 10.6f, 10);
    row("INT16 10.6", DataType::Int16, 10.6f, 10);
    row("INT8 10.6", DataType::Int8, 10.6f, 10);
    row("UINT64 10.6", DataType::UInt64, 10.6f, 10);
    row("INT64 10.6", DataType::Int64, 10.6f, 10);
    row("FLOAT16 -10.6", DataType::Float16, -10.6f, 0xC94D);
    row("INT32 -10.6", DataType::Int32, -10.6f, 0xFFFFFFF6);
    row("INT16 -10.6", DataType::Int16, -10.6f, 0xFFF6);
    row("INT8 -10.6", DataType::Int8, -10.6f, 0xF6);
    row("INT64 -10.6", DataType::Int64, -10.6f, 0xFFFFFFFFFFFFFFF6);
    row("UINT8 -10.6", DataType::UInt8, -10.6f, 0);
    row("UINT64 -10.6", DataType::UInt64, -10.6f, 0);
    row("UINT8 300", DataType::UInt8, 300.0f, 255);
    row("INT8 300", DataType::Int8, 300.0f, 127);
    row("FLOAT16 300", DataType::Float16, 300.0f, 0x5CB0);
    row("UINT16 1e10", DataType::UInt16, 1e10f, 0xFFFF);
    row("INT32 1e10", DataType::Int32, 1e10f, 0x7FFFFFFF);
    row("UINT32 1e10", DataType::UInt32, 1e10f, 0xFFFFFFFF);
    row("INT64 1e10", DataType::Int64, 1e10f, 10000000000ull);
    row("UINT64 1e10", DataType::UInt64, 1e10f, 10000000000ull);
    row("FLOAT16 1e10", DataType::Float16, 1e10f, 0x7C00);
    row("INT32 NaN", DataType::Int32, std::numeric_limits<float>::quiet_NaN(), 0);
  }

  void paddingConstantConvertsValueToEachType() {
    QFETCH(int, type);
    QFETCH(float, value);
    QFETCH(uint64_t, bits);
    const auto t = static_cast<DataType>(type);
    const auto d = padding(t, f({2}), {5}, PaddingMode::Constant, {2}, {1}, value);
    auto result = makeCpuBackend()->run(makeSession(d, {idBuffer(t, 2)}));
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    const auto got = unpackBits(t, result->outputs.at(0));
    QVERIFY(got.size() >= 5);
    QCOMPARE(hex(got[0]), hex(bits));
    QCOMPARE(hex(got[1]), hex(bits));
    QCOMPARE(hex(got[2]), hex(valueBits(t, 0)));
    QCOMPARE(hex(got[3]), hex(valueBits(t, 1)));
    QCOMPARE(hex(got[4]), hex(bits));
  }

  void paddingConstantOneDimensional_data() { addTypeRows(); }
  void paddingConstantOneDimensional() {
    const DataType t = typeFromRow();
    CHECK_RUN(padding(t, f({3}), {6}, PaddingMode::Constant, {2}, {1}, 10.6f), {{P, P, 0, 1, 2, P}}, true);
  }

  void paddingEdgeClampsToTheBorder_data() { addTypeRows(); }
  void paddingEdgeClampsToTheBorder() {
    const DataType t = typeFromRow();
    CHECK_RUN(padding(t, f({3}), {8}, PaddingMode::Edge, {2}, {3}), {{0, 0, 0, 1, 2, 2, 2, 2}}, true);
  }

  void paddingReflectionWiderThanInputFolds_data() { addTypeRows(); }
  void paddingReflectionWiderThanInputFolds() {
    const DataType t = typeFromRow();
    // [a,b,c] with period 4 (a b c b): j = -5..7
    CHECK_RUN(padding(t, f({3}), {13}, PaddingMode::Reflection, {5}, {5}), {{1, 0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 1}},
              true);
    // [a,b] with period 2: j = -3..4
    CHECK_RUN(padding(t, f({2}), {8}, PaddingMode::Reflection, {3}, {3}), {{1, 0, 1, 0, 1, 0, 1, 0}}, true);
  }

  void paddingSymmetricWiderThanInputFolds_data() { addTypeRows(); }
  void paddingSymmetricWiderThanInputFolds() {
    const DataType t = typeFromRow();
    // [a,b,c] with period 6 (a b c c b a): j = -7..10
    CHECK_RUN(padding(t, f({3}), {18}, PaddingMode::Symmetric, {7}, {8}),
              {{0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1}}, true);
    // A single element mirrors onto itself.
    CHECK_RUN(padding(t, f({1}), {5}, PaddingMode::Symmetric, {2}, {2}), {{0, 0, 0, 0, 0}}, true);
  }

  void paddingReflectionOfSingleElementWithoutPaddingIsFine() {
    // Size 1 on an unpadded axis; the other axis reflects [a,b,c] by one on each side.
    CHECK_RUN(padding(DataType::Float32, f({1, 3}), {1, 5}, PaddingMode::Reflection, {0, 1}, {0, 1}), {{1, 0, 1, 2, 1}},
              true);
  }

  void paddingTransposedInputEdge_data() { addTypeRows(); }
  void paddingTransposedInputEdge() {
    const DataType t = typeFromRow();
    // Logical [[m0, m2], [m1, m3]], one row above, one column right.
    CHECK_RUN(padding(t, f({2, 2}, u({1, 2})), {3, 3}, PaddingMode::Edge, {1, 0}, {0, 1}),
              {{0, 2, 2, 0, 2, 2, 1, 3, 3}});
  }

  void paddingBroadcastInputConstant_data() { addTypeRows(); }
  void paddingBroadcastInputConstant() {
    const DataType t = typeFromRow();
    CHECK_RUN(padding(t, f({2, 3}, u({0, 1})), {2, 4}, PaddingMode::Constant, {0, 1}, {0, 0}, 0.0f),
              {{P, 0, 1, 2, P, 0, 1, 2}});
  }

  void paddingStridedOutputLeavesGapsZero_data() { addTypeRows(); }
  void paddingStridedOutputLeavesGapsZero() {
    const DataType t = typeFromRow();
    CHECK_RUN(padding(t, f({2}), {3}, PaddingMode::Constant, {1}, {0}, 9.0f, u({2})), {{P, Gap, 0, Gap, 1}});
  }

  void paddingEightDimensional_data() { addTypeRows(); }
  void paddingEightDimensional() {
    const DataType t = typeFromRow();
    CHECK_RUN(padding(t, f({1, 1, 1, 1, 1, 1, 1, 2}), {2, 1, 1, 1, 1, 1, 1, 3}, PaddingMode::Edge,
                      {1, 0, 0, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 0, 0, 0}),
              {{0, 0, 1, 0, 0, 1}}, true);
  }

  // ------------------------------------------------------------------ DepthToSpace1
  void depthToSpaceBothOrders_data() { addTypeRows(); }
  void depthToSpaceBothOrders() {
    const DataType t = typeFromRow();
    // C = 8, B = 2, OC = 2. DCR: channel (by*2+bx)*2 + c; CRD: channel c*4 + by*2 + bx.
    CHECK_RUN(depth(t, f({1, 8, 1, 1}), {1, 2, 2, 2}, 2, DepthSpaceOrder::DepthColumnRow), {{0, 2, 4, 6, 1, 3, 5, 7}},
              true);
    CHECK_RUN(depth(t, f({1, 8, 1, 1}), {1, 2, 2, 2}, 2, DepthSpaceOrder::ColumnRowDepth), {{0, 1, 2, 3, 4, 5, 6, 7}},
              true);
  }

  void depthToSpaceBlockSizeThree_data() { addTypeRows(); }
  void depthToSpaceBlockSizeThree() {
    const DataType t = typeFromRow();
    // Input {1,9,1,2}: element (ch, 0, w) = id 2ch + w. With OC = 1 both orders pick channel 3by + bx.
    const Ids expected = {0, 2, 4, 1, 3, 5, 6, 8, 10, 7, 9, 11, 12, 14, 16, 13, 15, 17};
    CHECK_RUN(depth(t, f({1, 9, 1, 2}), {1, 1, 3, 6}, 3, DepthSpaceOrder::DepthColumnRow), {expected});
    CHECK_RUN(depth(t, f({1, 9, 1, 2}), {1, 1, 3, 6}, 3, DepthSpaceOrder::ColumnRowDepth), {expected});
  }

  void depthToSpaceBlockSizeOneIsCopy_data() { addTypeRows(); }
  void depthToSpaceBlockSizeOneIsCopy() {
    const DataType t = typeFromRow();
    CHECK_RUN(depth(t, f({1, 2, 2, 2}), {1, 2, 2, 2}, 1, DepthSpaceOrder::DepthColumnRow), {{0, 1, 2, 3, 4, 5, 6, 7}},
              true);
    CHECK_RUN(depth(t, f({2, 1, 1, 3}), {2, 1, 1, 3}, 1, DepthSpaceOrder::ColumnRowDepth), {{0, 1, 2, 3, 4, 5}}, true);
  }

  void depthToSpaceStridedInput_data() { addTypeRows(); }
  void depthToSpaceStridedInput() {
    const DataType t = typeFromRow();
    // Input {1,4,1,2} with strides {8,1,8,4}: (c, w) lives at memory c + 4w.
    CHECK_RUN(depth(t, f({1, 4, 1, 2}, u({8, 1, 8, 4})), {1, 1, 2, 4}, 2, DepthSpaceOrder::DepthColumnRow),
              {{0, 1, 4, 5, 2, 3, 6, 7}});
  }

  void depthToSpaceBroadcastInput_data() { addTypeRows(); }
  void depthToSpaceBroadcastInput() {
    const DataType t = typeFromRow();
    CHECK_RUN(depth(t, f({2, 4, 1, 1}, u({0, 1, 1, 1})), {2, 1, 2, 2}, 2, DepthSpaceOrder::ColumnRowDepth),
              {{0, 1, 2, 3, 0, 1, 2, 3}});
  }

  // ------------------------------------------------------------------ Split
  void splitOneOutputIsCopy_data() { addTypeRows(); }
  void splitOneOutputIsCopy() {
    const DataType t = typeFromRow();
    CHECK_RUN(split(t, f({2, 3}), {f({2, 3})}, 1), {{0, 1, 2, 3, 4, 5}}, true);
    CHECK_RUN(split(t, f({2, 3}, u({1, 2})), {f({2, 3})}, 0), {{0, 2, 4, 1, 3, 5}});
  }

  void splitAlongEachAxis_data() { addTypeRows(); }
  void splitAlongEachAxis() {
    const DataType t = typeFromRow();
    CHECK_RUN(split(t, f({5}), {f({2}), f({3})}, 0), {{0, 1}, {2, 3, 4}}, true);
    CHECK_RUN(split(t, f({3, 2, 2}), {f({1, 2, 2}), f({2, 2, 2})}, 0), {{0, 1, 2, 3}, {4, 5, 6, 7, 8, 9, 10, 11}},
              true);
    // Middle axis of {2,3,2}: out0 (a,0,c) <- 6a + c; out1 (a,b,c) <- 6a + 2(b+1) + c
    CHECK_RUN(split(t, f({2, 3, 2}), {f({2, 1, 2}), f({2, 2, 2})}, 1), {{0, 1, 6, 7}, {2, 3, 4, 5, 8, 9, 10, 11}},
              true);
    CHECK_RUN(split(t, f({1, 1, 1, 1, 1, 1, 2, 2}), {f({1, 1, 1, 1, 1, 1, 2, 1}), f({1, 1, 1, 1, 1, 1, 2, 1})}, 7),
              {{0, 2}, {1, 3}}, true);
  }

  void splitBroadcastInput_data() { addTypeRows(); }
  void splitBroadcastInput() {
    const DataType t = typeFromRow();
    CHECK_RUN(split(t, f({2, 3}, u({0, 1})), {f({1, 3}), f({1, 3})}, 0), {{0, 1, 2}, {0, 1, 2}});
  }

  void splitStridedOutputsLeaveGapsZero_data() { addTypeRows(); }
  void splitStridedOutputsLeaveGapsZero() {
    const DataType t = typeFromRow();
    CHECK_RUN(split(t, f({2, 2}), {f({2, 1}, u({3, 1})), f({2, 1}, u({3, 1}))}, 1),
              {{0, Gap, Gap, 2}, {1, Gap, Gap, 3}});
  }

  // ------------------------------------------------------------------ Join
  void joinOneInputIsCopy_data() { addTypeRows(); }
  void joinOneInputIsCopy() {
    const DataType t = typeFromRow();
    CHECK_RUN(join(t, {f({2, 3})}, f({2, 3}), 0), {{0, 1, 2, 3, 4, 5}}, true);
    CHECK_RUN(join(t, {f({2, 3}, u({1, 2}))}, f({2, 3}), 1), {{0, 2, 4, 1, 3, 5}});
  }

  void joinAlongEachAxis_data() { addTypeRows(); }
  void joinAlongEachAxis() {
    const DataType t = typeFromRow();
    CHECK_RUN(join(t, {f({2}), f({3})}, f({5}), 0), {{0, 1, 16, 17, 18}}, true);
    CHECK_RUN(join(t, {f({2, 1, 2}), f({2, 2, 2})}, f({2, 3, 2}), 1), {{0, 1, 16, 17, 18, 19, 2, 3, 20, 21, 22, 23}},
              true);
    CHECK_RUN(join(t, {f({1, 1, 1, 1, 1, 1, 1, 2}), f({1, 1, 1, 1, 1, 1, 1, 2})}, f({2, 1, 1, 1, 1, 1, 1, 2}), 0),
              {{0, 1, 16, 17}}, true);
    CHECK_RUN(join(t, {f({1, 2}), f({1, 1}), f({1, 2})}, f({1, 5}), 1), {{0, 1, 16, 32, 33}}, true);
  }

  void joinTransposedInput_data() { addTypeRows(); }
  void joinTransposedInput() {
    const DataType t = typeFromRow();
    // in0 logical [[0,2],[1,3]]; in1 [[16],[17]]
    CHECK_RUN(join(t, {f({2, 2}, u({1, 2})), f({2, 1})}, f({2, 3}), 1), {{0, 2, 16, 1, 3, 17}});
  }

  void joinBroadcastInput_data() { addTypeRows(); }
  void joinBroadcastInput() {
    const DataType t = typeFromRow();
    CHECK_RUN(join(t, {f({2, 2}, u({0, 1})), f({1, 2})}, f({3, 2}), 0), {{0, 1, 0, 1, 16, 17}});
  }

  void joinStridedOutputLeavesGapsZero_data() { addTypeRows(); }
  void joinStridedOutputLeavesGapsZero() {
    const DataType t = typeFromRow();
    CHECK_RUN(join(t, {f({2}), f({1})}, f({3}, u({3})), 0), {{0, Gap, Gap, 1, Gap, Gap, 16}});
  }

  // ------------------------------------------------------------------ bit-exact copies
  void floatSpecialValuesAreCopiedBitExact() {
    // -0, inf, -inf and a quiet NaN survive a data-movement operator unchanged.
    const std::vector<uint64_t> bits = {0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000};
    auto d = split(DataType::Float32, f({4}), {f({4})}, 0);
    auto result = makeCpuBackend()->run(makeSession(d, {packBits(DataType::Float32, bits)}));
    QVERIFY(result.ok());
    QCOMPARE(unpackBits(DataType::Float32, result->outputs.at(0)), bits);

    const std::vector<uint64_t> halfBitsIn = {0x8000, 0x7C00, 0xFC00, 0x7E00};
    auto h = split(DataType::Float16, f({4}), {f({4})}, 0);
    auto halfResult = makeCpuBackend()->run(makeSession(h, {packBits(DataType::Float16, halfBitsIn)}));
    QVERIFY(halfResult.ok());
    QCOMPARE(unpackBits(DataType::Float16, halfResult->outputs.at(0)), halfBitsIn);
  }

  void sixtyFourBitExtremesAreCopiedExactly() {
    const std::vector<uint64_t> bits = {0xFFFFFFFFFFFFFFFF, 0x8000000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000010000000001,
                                        0x0020000000000001};
    for (DataType t : {DataType::Int64, DataType::UInt64, DataType::Float64}) {
      std::vector<uint64_t> in = bits;
      if (t == DataType::Float64) in = {doubleBits(1e300), doubleBits(-0.0), doubleBits(9007199254740991.0)};
      const auto n = static_cast<uint32_t>(in.size());
      auto d = join(t, {f({n})}, f({n}), 0);
      auto result = makeCpuBackend()->run(makeSession(d, {packBits(t, in)}));
      QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
      QCOMPARE(unpackBits(t, result->outputs.at(0)), in);
    }
  }

  // ------------------------------------------------------------------ derived sizes
  void derivedOutputSizesFollowTheFormulas() {
    const auto tileSizes = derivedOutputSizes(tile(DataType::Float32, f({1, 1, 2, 3}), {1, 1, 1, 1}, {1, 1, 3, 3}));
    QCOMPARE(tileSizes.size(), size_t{1});
    QCOMPARE(tileSizes[0].value(), u({1, 1, 6, 9}));

    const auto padSizes = derivedOutputSizes(
        padding(DataType::Float32, f({1, 1, 4, 4}), {1}, PaddingMode::Edge, {0, 0, 1, 2}, {0, 0, 3, 4}));
    QCOMPARE(padSizes[0].value(), u({1, 1, 8, 10}));

    const auto depthSizes =
        derivedOutputSizes(depth(DataType::UInt32, f({1, 8, 2, 3}), {1}, 2, DepthSpaceOrder::DepthColumnRow));
    QCOMPARE(depthSizes[0].value(), u({1, 2, 4, 6}));

    const auto joinSizes = derivedOutputSizes(join(DataType::Float32, {f({1, 1, 2, 3}), f({1, 1, 2, 4})}, f({1}), 3));
    QCOMPARE(joinSizes[0].value(), u({1, 1, 2, 7}));

    // Sizes × Repeats beyond 2^32 - 1 cannot be derived.
    const auto huge = derivedOutputSizes(tile(DataType::Float32, f({65536}), {1}, {65536}));
    QVERIFY(!huge[0].has_value());

    OperatorDesc filled = tile(DataType::Float32, f({2, 3}), {1, 1}, {2, 2});
    fillDerivedFields(filled);
    QCOMPARE(std::get<TileDesc>(filled).OutputTensor.sizes, u({4, 6}));
  }

  void runResultMatchesOutputBufferSizes() {
    // UINT8 {5} packed needs 8 bytes (rounded up to 4); an explicit TotalTensorSizeInBytes is honoured.
    auto d = split(DataType::UInt8, f({5}), {f({2}), f({3})}, 0);
    d.OutputTensors[1].totalTensorSizeInBytes = 16;
    auto result = makeCpuBackend()->run(makeSession(d, {idBuffer(DataType::UInt8, 5)}));
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QCOMPARE(result->outputs.size(), size_t{2});
    QCOMPARE(result->outputs[0].size(), size_t{4});
    QCOMPARE(result->outputs[1].size(), size_t{16});
    QCOMPARE(result->backendName, std::string("CPU"));
  }
};

QTEST_GUILESS_MAIN(TestOperators)
#include "tst_operators.moc"
