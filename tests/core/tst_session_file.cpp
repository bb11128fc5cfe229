// Tests of session files: the reference-page examples, round trips, strict errors with path and line,
// the writer's layout, and atomic saving.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dmlscope/backend.h"
#include "dmlscope/element.h"
#include "dmlscope/session.h"
#include "dmlscope/session_file.h"
#include "dmlscope/validation.h"

using namespace dmlscope;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(std::vector<uint32_t>)
Q_DECLARE_METATYPE(std::vector<dmlscope::ElementValue>)
Q_DECLARE_METATYPE(std::string)

namespace {

const std::filesystem::path kExamples = DMLSCOPE_EXAMPLES_DIR;

const char* const kExampleFiles[] = {"tile.json",
                                     "padding_constant.json",
                                     "padding_edge.json",
                                     "padding_reflection.json",
                                     "padding_symmetric.json",
                                     "depth_to_space_dcr.json",
                                     "depth_to_space_crd.json",
                                     "split_axis2.json",
                                     "split_axis3.json",
                                     "join_axis3_two_inputs.json",
                                     "join_axis1.json",
                                     "join_axis2.json",
                                     "join_axis3.json",
                                     "space_to_depth_dcr.json",
                                     "space_to_depth_crd.json"};

Session readExample(const char* name) {
  auto session = readSessionFile(kExamples / name);
  if (!session) qFatal("%s: %s", name, session.error().message.c_str());
  return std::move(session).value();
}

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeText(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A buffer's elements as doubles (the examples hold small integers exactly representable in every type).
std::vector<double> elements(DataType type, const Buffer& buffer) {
  std::vector<double> out;
  for (uint64_t i = 0; i < buffer.size() / elementSize(type); ++i)
    out.push_back(toDouble(readElement(type, buffer, i)));
  return out;
}

Buffer bufferOf(DataType type, const std::vector<ElementValue>& values) {
  Buffer buffer(values.size() * elementSize(type));
  for (size_t i = 0; i < values.size(); ++i) writeElement(type, buffer, i, values[i]);
  return buffer;
}

template <class T>
Buffer rawBuffer(std::initializer_list<T> values) {
  Buffer buffer(values.size() * sizeof(T));
  std::memcpy(buffer.data(), std::data(values), buffer.size());
  return buffer;
}

// A one-dimensional Tile with Repeats {1}: the smallest session that carries a buffer of any type.
Session tileSession(DataType type, const std::vector<ElementValue>& values) {
  Session s;
  TileDesc d;
  const auto n = static_cast<uint32_t>(values.size());
  d.InputTensor.dataType = type;
  d.InputTensor.sizes = {n};
  d.OutputTensor.dataType = type;
  d.OutputTensor.sizes = {n};
  d.Repeats = {1};
  s.desc = d;
  s.inputData = {bufferOf(type, values)};
  return s;
}

// A Tile session laid out one field per line, so that tests can name the line an error must point at.
// Line numbers: 8 InputTensor.Sizes, 9 InputTensor.Data, 13 OutputTensor.Sizes, 15 RepeatsCount, 16 Repeats.
const std::string kTileText = R"({
  "dmlscope": 1,
  "featureLevel": "DML_FEATURE_LEVEL_6_4",
  "operator": "DML_OPERATOR_TILE",
  "desc": {
    "InputTensor": {
      "DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6]
    },
    "OutputTensor": {
      "DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 6, 9]
    },
    "RepeatsCount": 4,
    "Repeats": [1, 1, 3, 3]
  }
}
)";

// A Join session whose last field, Axis, ends its line: the number is followed directly by a newline.
// Line numbers: 7 InputTensors[0].DataType, 12 OutputTensor.Sizes, 14 Axis.
const std::string kJoinText = R"({
  "dmlscope": 1,
  "operator": "DML_OPERATOR_JOIN",
  "desc": {
    "InputTensors": [
      {
        "DataType": "DML_TENSOR_DATA_TYPE_UINT8",
        "Sizes": [2, 1]
      },
      {"DataType": "DML_TENSOR_DATA_TYPE_UINT8", "Sizes": [3, 1]}
    ],
    "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT8", "Sizes": [5, 1]},
    "Axis":
      0
  }
}
)";

// `base` with the first occurrence of `from` replaced; fails the test when `from` is not there.
std::string replaced(const std::string& base, const std::string& from, const std::string& to) {
  const auto at = base.find(from);
  if (at == std::string::npos) qFatal("test text does not contain %s", from.c_str());
  std::string out = base;
  out.replace(at, from.size(), to);
  return out;
}

std::string tileWith(const std::string& from, const std::string& to) { return replaced(kTileText, from, to); }
std::string joinWith(const std::string& from, const std::string& to) { return replaced(kJoinText, from, to); }

bool hasDiagnostic(const std::vector<Diagnostic>& diagnostics, const std::string& field, const std::string& id) {
  for (const auto& d : diagnostics) {
    if (d.field == field && d.id == id) return true;
  }
  return false;
}

}  // namespace

class TestSessionFile : public QObject {
  Q_OBJECT

 private slots:
  // ---- the reference-page examples

  void everyExampleParsesWithTitleAndPageLevel_data() {
    QTest::addColumn<QString>("file");
    for (const char* name : kExampleFiles) QTest::newRow(name) << QString::fromUtf8(name);
  }
  void everyExampleParsesWithTitleAndPageLevel() {
    QFETCH(QString, file);
    const Session s = readExample(file.toUtf8().constData());
    QVERIFY(!s.title.empty());
    QVERIFY(!s.description.empty());
    QCOMPARE(s.featureLevel, FeatureLevel::FL_6_4);
    QCOMPARE(s.inputData.size(), inputSlots(s.desc).size());
    // Every example carries the page's output as the expected result of each output tensor.
    QCOMPARE(s.outputData.size(), outputSlots(s.desc).size());
    for (const auto& buffer : s.outputData) QVERIFY(!buffer.empty());
  }

  void everyExampleIsAValidDescriptor_data() { everyExampleParsesWithTitleAndPageLevel_data(); }
  void everyExampleIsAValidDescriptor() {
    QFETCH(QString, file);
    const Session s = readExample(file.toUtf8().constData());
    const auto diagnostics = validateSession(s);
    for (const auto& d : diagnostics) qWarning("%s: %s", d.field.c_str(), d.message.c_str());
    QVERIFY(diagnostics.empty());
  }

  // The outputs in the files were typed from the pages; the CPU backend computes them independently.
  void everyExampleReproducesThroughTheCpuBackend_data() { everyExampleParsesWithTitleAndPageLevel_data(); }
  void everyExampleReproducesThroughTheCpuBackend() {
    QFETCH(QString, file);
    const Session s = readExample(file.toUtf8().constData());
    auto result = makeCpuBackend()->run(s);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QCOMPARE(result->outputs.size(), s.outputData.size());
    for (size_t k = 0; k < s.outputData.size(); ++k) QVERIFY2(result->outputs[k] == s.outputData[k], qPrintable(file));
  }

  void tileExampleHasThePageFields() {
    const Session s = readExample("tile.json");
    const auto& d = std::get<TileDesc>(s.desc);
    QCOMPARE(d.InputTensor.dataType, DataType::Float32);
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 2, 3}));
    // The page labels this tensor "InputTensor"; it is the output.
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 9}));
    QCOMPARE(d.RepeatsCount, std::optional<uint32_t>(4));
    QCOMPARE(d.Repeats, (std::vector<uint32_t>{1, 1, 3, 3}));
    QCOMPARE(elements(DataType::Float32, s.inputData[0]), (std::vector<double>{1, 2, 3, 4, 5, 6}));
    const auto out = elements(DataType::Float32, s.outputData[0]);
    QCOMPARE(out.size(), size_t{54});
    // Page rows 2 and 6: [4, 5, 6, 4, 5, 6, 4, 5, 6] and [4, 5, 6, ...].
    QCOMPARE(std::vector<double>(out.begin() + 9, out.begin() + 18), (std::vector<double>{4, 5, 6, 4, 5, 6, 4, 5, 6}));
    QCOMPARE(out[45], 4.0);
  }

  void paddingExamplesHaveThePageFields_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("mode");
    QTest::addColumn<float>("paddingValue");
    QTest::addColumn<double>("firstElement");  // page: output row 0, column 0
    QTest::addColumn<double>("row1Column0");   // page: output row 1, column 0
    QTest::addColumn<double>("lastElement");   // page: output row 7, column 9
    QTest::newRow("constant") << "padding_constant.json" << int(PaddingMode::Constant) << 9.0f << 9.0 << 9.0 << 9.0;
    QTest::newRow("edge") << "padding_edge.json" << int(PaddingMode::Edge) << 0.0f << 1.0 << 1.0 << 8.0;
    QTest::newRow("reflection") << "padding_reflection.json" << int(PaddingMode::Reflection) << 0.0f << 7.0 << 3.0
                                << 2.0;
    QTest::newRow("symmetric") << "padding_symmetric.json" << int(PaddingMode::Symmetric) << 0.0f << 2.0 << 2.0 << 5.0;
  }
  void paddingExamplesHaveThePageFields() {
    QFETCH(QString, file);
    QFETCH(int, mode);
    QFETCH(float, paddingValue);
    QFETCH(double, firstElement);
    QFETCH(double, row1Column0);
    QFETCH(double, lastElement);
    const Session s = readExample(file.toUtf8().constData());
    const auto& d = std::get<PaddingDesc>(s.desc);
    QCOMPARE(int(d.PaddingMode), mode);
    QCOMPARE(d.PaddingValue, paddingValue);
    QCOMPARE(d.StartPadding, (std::vector<uint32_t>{0, 0, 1, 2}));
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{0, 0, 3, 4}));
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 4, 4}));
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 8, 10}));
    QCOMPARE(elements(DataType::Float32, s.inputData[0]),
             (std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8}));
    const auto out = elements(DataType::Float32, s.outputData[0]);
    QCOMPARE(out.size(), size_t{80});
    QCOMPARE(out[0], firstElement);
    QCOMPARE(out[10], row1Column0);
    QCOMPARE(out[79], lastElement);
  }

  void depthToSpaceExamplesHaveThePageFields_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("order");
    QTest::addColumn<std::vector<double>>("firstRow");
    QTest::newRow("DCR") << "depth_to_space_dcr.json" << int(DepthSpaceOrder::DepthColumnRow)
                         << std::vector<double>{0, 18, 1, 19, 2, 20};
    QTest::newRow("CRD") << "depth_to_space_crd.json" << int(DepthSpaceOrder::ColumnRowDepth)
                         << std::vector<double>{0, 9, 1, 10, 2, 11};
  }
  // Both SpaceToDepth1 page examples: the input is DepthToSpace1's output in the same order, the output the
  // page's 1×8×2×3 tensor whose channel c holds 9c + 3h + w.
  void spaceToDepthExamplesHaveThePageFields_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("order");
    QTest::addColumn<std::vector<double>>("firstRow");
    QTest::newRow("DCR") << "space_to_depth_dcr.json" << int(DepthSpaceOrder::DepthColumnRow)
                         << std::vector<double>{0, 18, 1, 19, 2, 20};
    QTest::newRow("CRD") << "space_to_depth_crd.json" << int(DepthSpaceOrder::ColumnRowDepth)
                         << std::vector<double>{0, 9, 1, 10, 2, 11};
  }
  void spaceToDepthExamplesHaveThePageFields() {
    QFETCH(QString, file);
    QFETCH(int, order);
    QFETCH(std::vector<double>, firstRow);
    const Session s = readExample(file.toUtf8().constData());
    const auto& d = std::get<SpaceToDepth1Desc>(s.desc);
    QCOMPARE(int(d.Order), order);
    QCOMPARE(d.BlockSize, 2u);
    QCOMPARE(s.featureLevel, FeatureLevel::FL_6_4);
    QCOMPARE(d.InputTensor.dataType, DataType::UInt32);
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 2, 4, 6}));
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 8, 2, 3}));
    const auto in = elements(DataType::UInt32, s.inputData[0]);
    QCOMPARE(in.size(), size_t{48});
    QCOMPARE(std::vector<double>(in.begin(), in.begin() + 6), firstRow);
    QCOMPARE(in[47], 68.0);
    const auto out = elements(DataType::UInt32, s.outputData[0]);
    QCOMPARE(out.size(), size_t{48});
    for (size_t i = 0; i < out.size(); ++i) QCOMPARE(out[i], double(9 * (i / 6) + i % 6 / 3 * 3 + i % 3));
  }

  void depthToSpaceExamplesHaveThePageFields() {
    QFETCH(QString, file);
    QFETCH(int, order);
    QFETCH(std::vector<double>, firstRow);
    const Session s = readExample(file.toUtf8().constData());
    const auto& d = std::get<DepthToSpace1Desc>(s.desc);
    QCOMPARE(int(d.Order), order);
    QCOMPARE(d.BlockSize, 2u);
    QCOMPARE(d.InputTensor.dataType, DataType::UInt32);
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 8, 2, 3}));
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 2, 4, 6}));
    const auto in = elements(DataType::UInt32, s.inputData[0]);
    QCOMPARE(in.size(), size_t{48});
    QCOMPARE(in[6], 9.0);  // channel 1 starts at 9 on the page
    QCOMPARE(in[47], 68.0);
    const auto out = elements(DataType::UInt32, s.outputData[0]);
    QCOMPARE(std::vector<double>(out.begin(), out.begin() + 6), firstRow);
    QCOMPARE(out[47], 68.0);
  }

  void splitExamplesHaveThePageFields_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<uint>("axis");
    QTest::addColumn<std::vector<uint32_t>>("axisSizes");
    QTest::newRow("axis 2") << "split_axis2.json" << 2u << std::vector<uint32_t>{2, 1, 3};
    QTest::newRow("axis 3") << "split_axis3.json" << 3u << std::vector<uint32_t>{1, 1};
  }
  void splitExamplesHaveThePageFields() {
    QFETCH(QString, file);
    QFETCH(uint, axis);
    QFETCH(std::vector<uint32_t>, axisSizes);
    const Session s = readExample(file.toUtf8().constData());
    const auto& d = std::get<SplitDesc>(s.desc);
    QCOMPARE(d.Axis, axis);
    QCOMPARE(d.OutputCount, std::optional<uint32_t>(uint32_t(axisSizes.size())));
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 2}));
    QCOMPARE(d.OutputTensors.size(), axisSizes.size());
    for (size_t k = 0; k < axisSizes.size(); ++k) QCOMPARE(d.OutputTensors[k].sizes[axis], axisSizes[k]);
    QCOMPARE(elements(DataType::Float32, s.outputData.back()).back(), 12.0);
  }

  void joinExamplesHaveThePageFields_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<uint>("axis");
    QTest::addColumn<uint>("inputCount");
    QTest::addColumn<std::vector<uint32_t>>("outputSizes");
    QTest::addColumn<std::vector<double>>("outputData");
    QTest::newRow("example 1") << "join_axis3_two_inputs.json" << 3u << 2u << std::vector<uint32_t>{1, 1, 2, 7}
                               << std::vector<double>{1, 2, 3, 7, 8, 9, 10, 4, 5, 6, 11, 12, 13, 14};
    QTest::newRow("axis 1") << "join_axis1.json" << 1u << 3u << std::vector<uint32_t>{1, 3, 2, 2}
                            << std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    QTest::newRow("axis 2") << "join_axis2.json" << 2u << 3u << std::vector<uint32_t>{1, 1, 6, 2}
                            << std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    QTest::newRow("axis 3") << "join_axis3.json" << 3u << 3u << std::vector<uint32_t>{1, 1, 2, 6}
                            << std::vector<double>{1, 2, 5, 6, 9, 10, 3, 4, 7, 8, 11, 12};
  }
  void joinExamplesHaveThePageFields() {
    QFETCH(QString, file);
    QFETCH(uint, axis);
    QFETCH(uint, inputCount);
    QFETCH(std::vector<uint32_t>, outputSizes);
    QFETCH(std::vector<double>, outputData);
    const Session s = readExample(file.toUtf8().constData());
    const auto& d = std::get<JoinDesc>(s.desc);
    QCOMPARE(d.Axis, axis);
    QCOMPARE(d.InputCount, std::optional<uint32_t>(inputCount));
    QCOMPARE(d.InputTensors.size(), size_t{inputCount});
    QCOMPARE(s.inputData.size(), size_t{inputCount});
    QCOMPARE(d.OutputTensor.sizes, outputSizes);
    QCOMPARE(elements(DataType::Float32, s.outputData[0]), outputData);
  }

  // ---- round trips

  void roundTripKeepsEveryExample_data() { everyExampleParsesWithTitleAndPageLevel_data(); }
  void roundTripKeepsEveryExample() {
    QFETCH(QString, file);
    const Session s = readExample(file.toUtf8().constData());
    const std::string text = writeSession(s);
    auto again = parseSession(text);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(*again == s);
  }

  // The example files were typed by hand in the layout the writer is meant to produce, so they pin it down:
  // field order, indentation, one-line arrays, integers without ".0".
  void writerReproducesTheHandWrittenExamples_data() { everyExampleParsesWithTitleAndPageLevel_data(); }
  void writerReproducesTheHandWrittenExamples() {
    QFETCH(QString, file);
    const std::string text = readText(kExamples / file.toStdString());
    QCOMPARE(writeSession(readExample(file.toUtf8().constData())), text);
  }

  void roundTripKeepsStridesCountsAndOptionalFields() {
    Session s;
    s.title = "Strided \"tile\" \\ with ünïcode";
    s.description = "Line one.\nLine two.";
    s.featureLevel = FeatureLevel::FL_3_1;
    TileDesc d;
    d.InputTensor.dataType = DataType::Int16;
    d.InputTensor.flags = kTensorFlagOwnedByDml;
    d.InputTensor.dimensionCount = 2;
    d.InputTensor.sizes = {2, 3};
    d.InputTensor.strides = std::vector<uint32_t>{1, 2};
    d.InputTensor.totalTensorSizeInBytes = 16;
    d.InputTensor.guaranteedBaseOffsetAlignment = 16;
    d.OutputTensor.dataType = DataType::Int16;
    d.OutputTensor.sizes = {4, 3};
    d.OutputTensor.strides = std::vector<uint32_t>{3, 1};
    d.RepeatsCount = 5;  // inconsistent on purpose: kept, not corrected
    d.Repeats = {2, 1};
    s.desc = d;
    s.inputData = {
        bufferOf(DataType::Int16, {int64_t{-1}, int64_t{2}, int64_t{-32768}, int64_t{32767}, int64_t{0}, int64_t{7}})};
    s.outputData = {bufferOf(DataType::Int16, std::vector<ElementValue>(12, int64_t{-5}))};
    auto again = parseSession(writeSession(s));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(*again == s);
  }

  void roundTripKeepsEveryOperatorAndEnum() {
    for (OperatorType type : {OperatorType::Tile, OperatorType::Padding, OperatorType::DepthToSpace1,
                              OperatorType::Split, OperatorType::Join, OperatorType::SpaceToDepth1,
                              OperatorType::DepthToSpace, OperatorType::SpaceToDepth, OperatorType::GatherNd}) {
      Session s;
      s.desc = defaultDesc(type);
      conformBuffers(s);
      s.outputData.clear();
      if (auto* p = std::get_if<PaddingDesc>(&s.desc)) {
        p->PaddingMode = PaddingMode::Symmetric;
        p->PaddingValue = -2.5f;
        p->DimensionCount = 7;
      }
      if (auto* o = std::get_if<DepthToSpace1Desc>(&s.desc)) o->Order = DepthSpaceOrder::ColumnRowDepth;
      if (auto* o = std::get_if<SpaceToDepth1Desc>(&s.desc)) {
        o->Order = DepthSpaceOrder::ColumnRowDepth;
        o->BlockSize = 3;  // kept as written, though it no longer fits the sizes
      }
      if (auto* o = std::get_if<DepthToSpaceDesc>(&s.desc)) o->BlockSize = 4;  // kept, though it no longer fits
      if (auto* o = std::get_if<SpaceToDepthDesc>(&s.desc)) o->BlockSize = 1;
      if (auto* g = std::get_if<GatherNdDesc>(&s.desc)) {
        g->InputDimensionCount = 4;
        g->IndicesDimensionCount = 3;
      }
      if (auto* j = std::get_if<JoinDesc>(&s.desc)) j->InputCount = 9;
      if (auto* sp = std::get_if<SplitDesc>(&s.desc)) sp->OutputCount = 0;
      auto again = parseSession(writeSession(s));
      QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
      QVERIFY2(*again == s, std::string(fullName(type)).c_str());
    }
  }

  // The first versions have no Order and no BatchDimensionCount: the writer leaves them out, and the reader
  // refuses them as unknown fields of the first version's desc.
  void firstVersionsWriteAndReadOnlyTheirFields() {
    for (OperatorType type : {OperatorType::DepthToSpace, OperatorType::SpaceToDepth, OperatorType::GatherNd}) {
      Session s;
      s.desc = defaultDesc(type);
      conformBuffers(s);
      s.outputData.clear();
      const std::string text = writeSession(s);
      QVERIFY2(text.find("\"operator\": \"" + std::string(fullName(type)) + "\"") != std::string::npos, text.c_str());
      QVERIFY(text.find("\"Order\"") == std::string::npos);
      QVERIFY(text.find("\"BatchDimensionCount\"") == std::string::npos);
      auto again = parseSession(text);
      QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
      QVERIFY2(*again == s, std::string(fullName(type)).c_str());
    }
    auto d2s = parseSession(R"({"dmlscope": 1, "operator": "DEPTH_TO_SPACE",
      "desc": {"InputTensor": {"DataType": "UINT8", "Sizes": [1, 4, 1, 1]},
               "OutputTensor": {"DataType": "UINT8"},
               "BlockSize": 2, "Order": "COLUMN_ROW_DEPTH"}})");
    QVERIFY(!d2s.ok());
    QCOMPARE(d2s.error().message,
             std::string("line 4, /desc/Order: unknown field \"Order\"; the fields of DML_DEPTH_TO_SPACE_OPERATOR_DESC "
                         "are InputTensor, OutputTensor, BlockSize"));
    auto gather = parseSession(R"({"dmlscope": 1, "operator": "DML_OPERATOR_GATHER_ND",
      "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]},
               "IndicesTensor": {"DataType": "UINT32", "Sizes": [1, 1, 2, 1]},
               "OutputTensor": {"DataType": "FLOAT32"},
               "InputDimensionCount": 2, "IndicesDimensionCount": 2, "BatchDimensionCount": 0}})");
    QVERIFY(!gather.ok());
    QCOMPARE(gather.error().id, std::string("file.unknown-field"));
    QVERIFY2(gather.error().message.starts_with("line 5, /desc/BatchDimensionCount: unknown field"),
             gather.error().message.c_str());
  }

  // DML_PADDING_MODE_WRAP read from a session of feature level 6_4, for PADDING and PADDING1; it runs as the
  // periodic extension (hand-worked below, pads wider than the dimension included), and written back by name.
  void wrapPaddingModeReadsRunsAndRoundTrips() {
    const std::string text = R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4", "operator": "DML_OPERATOR_PADDING",
      "desc": {"InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 3], "Data": [1, 2, 3, 4, 5, 6]},
               "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 5, 9]},
               "PaddingMode": "DML_PADDING_MODE_WRAP", "PaddingValue": 0,
               "StartPadding": [0, 0, 3, 4], "EndPadding": [0, 0, 0, 2]}})";
    auto s = parseSession(text);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(s->featureLevel, FeatureLevel::FL_6_4);
    QCOMPARE(std::get<PaddingDesc>(s->desc).PaddingMode, PaddingMode::Wrap);
    QVERIFY(validate(s->desc, s->featureLevel).empty());
    QVERIFY(hasDiagnostic(validate(s->desc, FeatureLevel::FL_6_3), "PaddingMode", "padding.mode-unavailable"));
    // Output row r reads input row (r - 3) mod 2 and column c input column (c - 4) mod 3: rows 1, 0, 1, 0, 1
    // and columns 2, 0, 1, 2, 0, 1, 2, 0, 1.
    auto run = makeCpuBackend()->run(*s);
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
    const std::vector<double> odd = {6, 4, 5, 6, 4, 5, 6, 4, 5}, even = {3, 1, 2, 3, 1, 2, 3, 1, 2};
    std::vector<double> expected;
    for (const auto* row : {&odd, &even, &odd, &even, &odd}) expected.insert(expected.end(), row->begin(), row->end());
    QCOMPARE(elements(DataType::Float32, run->outputs.at(0)), expected);
    const std::string written = writeSession(*s);
    QVERIFY(written.find("\"PaddingMode\": \"DML_PADDING_MODE_WRAP\",") != std::string::npos);
    auto again = parseSession(written);
    QVERIFY(again.ok() && *again == *s);

    // PADDING1, with the short name.
    auto p1 = parseSession(R"({"dmlscope": 1, "featureLevel": "6_4", "operator": "PADDING1",
      "desc": {"InputTensor": {"DataType": "INT64", "Sizes": [3]}, "OutputTensor": {"DataType": "INT64"},
               "PaddingMode": "WRAP", "PaddingValueDataType": "INT64", "PaddingValue": 0,
               "StartPadding": [1], "EndPadding": [4]}})");
    QVERIFY2(p1.ok(), p1.ok() ? "" : p1.error().message.c_str());
    QCOMPARE(std::get<Padding1Desc>(p1->desc).PaddingMode, PaddingMode::Wrap);
    QCOMPARE(std::get<Padding1Desc>(p1->desc).OutputTensor.sizes, std::vector<uint32_t>{8});
    QVERIFY(validate(p1->desc, p1->featureLevel).empty());
    auto p1again = parseSession(writeSession(*p1));
    QVERIFY(p1again.ok() && *p1again == *p1);
  }

  void roundTripKeepsExtremeValues_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<std::vector<ElementValue>>("values");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("FLOAT16")
        << int(DataType::Float16)
        << std::vector<ElementValue>{
               65504.0, -65504.0, 6.103515625e-05, 5.960464477539063e-08, 0.1, 1.0 / 3.0, -0.0, nan, inf, -inf};
    QTest::newRow("FLOAT32") << int(DataType::Float32)
                             << std::vector<ElementValue>{double(std::numeric_limits<float>::max()),
                                                          double(std::numeric_limits<float>::denorm_min()),
                                                          double(0.1f),
                                                          double(1.0f / 3.0f),
                                                          -0.0,
                                                          nan,
                                                          -inf};
    QTest::newRow("FLOAT64") << int(DataType::Float64)
                             << std::vector<ElementValue>{std::numeric_limits<double>::max(),
                                                          std::numeric_limits<double>::denorm_min(), 0.1, -0.0, inf};
    QTest::newRow("INT64") << int(DataType::Int64)
                           << std::vector<ElementValue>{std::numeric_limits<int64_t>::min(),
                                                        std::numeric_limits<int64_t>::max(), int64_t{-1}};
    QTest::newRow("UINT64") << int(DataType::UInt64)
                            << std::vector<ElementValue>{std::numeric_limits<uint64_t>::max(), uint64_t{0},
                                                         uint64_t{9007199254740993}};
    QTest::newRow("INT8") << int(DataType::Int8) << std::vector<ElementValue>{int64_t{-128}, int64_t{127}};
    QTest::newRow("UINT8") << int(DataType::UInt8) << std::vector<ElementValue>{uint64_t{0}, uint64_t{255}};
    QTest::newRow("INT32") << int(DataType::Int32) << std::vector<ElementValue>{int64_t{INT32_MIN}, int64_t{INT32_MAX}};
    QTest::newRow("UINT32") << int(DataType::UInt32) << std::vector<ElementValue>{uint64_t{UINT32_MAX}};
    QTest::newRow("UINT16") << int(DataType::UInt16) << std::vector<ElementValue>{uint64_t{65535}};
  }
  void roundTripKeepsExtremeValues() {
    QFETCH(int, type);
    QFETCH(std::vector<ElementValue>, values);
    Session s = tileSession(DataType(type), values);
    s.outputData = s.inputData;  // outputs' Data round-trips as well
    const std::string text = writeSession(s);
    auto again = parseSession(text);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY2(again->inputData == s.inputData, text.c_str());
    QVERIFY2(again->outputData == s.outputData, text.c_str());
    QVERIFY(*again == s);
  }

  // ScaleBias: null or absent is no ScaleBias; an object gives its two FLOATs, written back as read
  // (tst_scale_bias has the malformed ones).
  void identityReadsItsScaleBias() {
    const std::string head = R"({"dmlscope": 1, "operator": "DML_OPERATOR_ELEMENT_WISE_IDENTITY", "desc": {
      "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]},
      "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]})";
    for (const std::string& tail : {std::string("}}"), std::string(R"(, "ScaleBias": null}})")}) {
      auto s = parseSession(head + tail);
      QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
      QVERIFY(!std::get<ElementWiseIdentityDesc>(s->desc).ScaleBias.has_value());
    }
    auto set = parseSession(head + R"(,
      "ScaleBias": {"Scale": 2, "Bias": -0.5}}})");
    QVERIFY2(set.ok(), set.ok() ? "" : set.error().message.c_str());
    const auto& terms = std::get<ElementWiseIdentityDesc>(set->desc).ScaleBias;
    QVERIFY(terms.has_value());
    QCOMPARE(terms->Scale, 2.0f);
    QCOMPARE(terms->Bias, -0.5f);
    auto again = parseSession(writeSession(*set));
    QVERIFY(again.ok());
    QVERIFY(*again == *set);
    // A ScaleBias that is not an object is refused at its line and path.
    auto refused = parseSession(head + R"(,
      "ScaleBias": 2}})");
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().id, std::string("file.expected-scale-bias"));
    QVERIFY2(refused.error().message.starts_with("line 4, /desc/ScaleBias: "), refused.error().message.c_str());
  }

  // InputWindowStrides is a signed array: negative values read, and a value past 32 bits names its element.
  void slice1StridesAreSigned() {
    const std::string head = R"({"dmlscope": 1, "operator": "SLICE1", "desc": {
      "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 4, 4]},
      "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2]},
      "InputWindowOffsets": [0, 0, 0, 1], "InputWindowSizes": [1, 1, 4, 3], )";
    auto s = parseSession(head + R"("InputWindowStrides": [1, 1, -2, 2]}})");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(std::get<Slice1Desc>(s->desc).InputWindowStrides, (std::vector<int32_t>{1, 1, -2, 2}));
    auto wide = parseSession(head + R"("InputWindowStrides": [1, 1, -2147483649, 2]}})");
    QVERIFY(!wide.ok());
    QCOMPARE(wide.error().id, std::string("file.expected-int32"));
    QVERIFY2(wide.error().message.find("/desc/InputWindowStrides/2") != std::string::npos, wide.error().message.c_str());
  }

  void sixtyFourBitIntegersAreReadExactly() {
    auto s = parseSession(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                   R"("DataType": "INT64", "Sizes": [1, 1, 1, 3],
      "Data": [-9223372036854775808, 9223372036854775807, 9007199254740993])"));
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QVERIFY(s->inputData[0] == (rawBuffer<int64_t>({INT64_MIN, INT64_MAX, 9007199254740993})));

    auto u = parseSession(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                   R"("DataType": "UINT64", "Sizes": [1, 1, 1, 2],
      "Data": [18446744073709551615, 0])"));
    QVERIFY2(u.ok(), u.ok() ? "" : u.error().message.c_str());
    QVERIFY(u->inputData[0] == (rawBuffer<uint64_t>({UINT64_MAX, 0})));
  }

  void floatDataIsStoredInItsOwnType() {
    // 0.1 as FLOAT16 is 0x2E66 and as FLOAT32 0x3DCCCCCD; "nan", "inf", "-inf" are accepted as strings.
    auto h = parseSession(tileWith(R"("DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                   R"("FLOAT16", "Sizes": [1, 1, 1, 3], "Data": [0.1, "-inf", 65504])"));
    QVERIFY2(h.ok(), h.ok() ? "" : h.error().message.c_str());
    QVERIFY(h->inputData[0] == (rawBuffer<uint16_t>({0x2E66, 0xFC00, 0x7BFF})));
    auto f = parseSession(tileWith(R"("Data": [1, 2, 3, 4, 5, 6])", R"("Data": [0.1, "inf", -2, 0, 0, 0])"));
    QVERIFY2(f.ok(), f.ok() ? "" : f.error().message.c_str());
    QVERIFY(f->inputData[0] == (rawBuffer<uint32_t>({0x3DCCCCCD, 0x7F800000, 0xC0000000, 0, 0, 0})));
    auto n = parseSession(tileWith(R"("Data": [1, 2, 3, 4, 5, 6])", R"("Data": ["nan", 1, 2, 3, 4, 5])"));
    QVERIFY2(n.ok(), n.ok() ? "" : n.error().message.c_str());
    QVERIFY(std::isnan(toDouble(readElement(DataType::Float32, n->inputData[0], 0))));
  }

  void paddingValueAcceptsNumbersAndSpecialStrings() {
    const std::string base = readText(kExamples / "padding_constant.json");
    for (auto [text, check] : std::vector<std::pair<std::string, float>>{
             {"10.6", 10.6f}, {"\"-inf\"", -std::numeric_limits<float>::infinity()}, {"-3", -3.0f}}) {
      auto s = parseSession(replaced(base, "\"PaddingValue\": 9", "\"PaddingValue\": " + text));
      QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
      QCOMPARE(std::get<PaddingDesc>(s->desc).PaddingValue, check);
      auto again = parseSession(writeSession(*s));
      QVERIFY(again.ok() && *again == *s);
    }
    auto nan = parseSession(replaced(base, "\"PaddingValue\": 9", "\"PaddingValue\": \"nan\""));
    QVERIFY(nan.ok() && std::isnan(std::get<PaddingDesc>(nan->desc).PaddingValue));
    QVERIFY(writeSession(*nan).find("\"PaddingValue\": \"nan\"") != std::string::npos);
  }

  // JSON has one number type, and Python's json.dumps writes a float 4.0 as "4.0": integer fields (an INT32
  // PaddingValue, Sizes, an integer tensor's Data) take a whole number written as a float, and refuse a fraction
  // or a value outside the field's range with a message naming the field and the value.
  void integerFieldsAcceptWholeNumbersWrittenAsFloats() {
    const std::string base = replaced(replaced(readText(kExamples / "padding1_constant.json"),
                                               "\"PaddingValueDataType\": \"DML_TENSOR_DATA_TYPE_FLOAT32\"",
                                               "\"PaddingValueDataType\": \"DML_TENSOR_DATA_TYPE_INT32\""),
                                      "\"Sizes\": [1, 1, 4, 4]", "\"Sizes\": [1.0, 1, 4.0, 4]");
    const auto withValue = [&](const std::string& text) {
      return parseSession(replaced(base, "\"PaddingValue\": 9", "\"PaddingValue\": " + text));
    };
    for (auto [text, expected] : std::vector<std::pair<std::string, int64_t>>{
             {"4.0", 4}, {"-7.0", -7}, {"-0.0", 0}, {"2147483647.0", INT32_MAX}, {"-2147483648.0", INT32_MIN}, {"4e1", 40}}) {
      auto s = withValue(text);
      QVERIFY2(s.ok(), s.ok() ? text.c_str() : s.error().message.c_str());
      const auto& d = std::get<Padding1Desc>(s->desc);
      QCOMPARE(std::get<int64_t>(scalarElementValue(DataType::Int32, d.PaddingValue)), expected);
      QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 4, 4}));
    }
    // A fraction, a value past INT32, and past what any integer holds: refused, naming the field and the value.
    for (auto [text, id, shown] : std::vector<std::tuple<std::string, std::string, std::string>>{
             {"4.5", "file.expected-integer-element", "4.5"},
             {"2147483648.0", "file.element-out-of-range", "2147483648"},
             {"-2147483649.0", "file.element-out-of-range", "-2147483649"},
             {"1e30", "file.expected-integer-element", "1e+30"}}) {
      auto s = withValue(text);
      QVERIFY2(!s.ok(), text.c_str());
      QCOMPARE(s.error().id, id);
      QVERIFY2(s.error().message.find("/desc/PaddingValue") != std::string::npos, s.error().message.c_str());
      QVERIFY2(s.error().message.find(shown) != std::string::npos, s.error().message.c_str());
    }
    // 2^53 + 1 cannot be written as a double: 9007199254740993.0 reads as the double 2^53, which INT64 holds.
    auto wide = parseSession(replaced(replaced(base, "\"PaddingValue\": 9", "\"PaddingValue\": 9007199254740993.0"),
                                      "DML_TENSOR_DATA_TYPE_INT32", "DML_TENSOR_DATA_TYPE_INT64"));
    QVERIFY2(wide.ok(), wide.ok() ? "" : wide.error().message.c_str());
    QCOMPARE(std::get<int64_t>(scalarElementValue(DataType::Int64, std::get<Padding1Desc>(wide->desc).PaddingValue)),
             int64_t{1} << 53);
    // Sizes and an integer tensor's Data.
    auto sizes = parseSession(replaced(base, "\"Sizes\": [1.0, 1, 4.0, 4]", "\"Sizes\": [1, 1, 4.5, 4]"));
    QVERIFY(!sizes.ok());
    QVERIFY2(sizes.error().message.find("/desc/InputTensor/Sizes/2") != std::string::npos, sizes.error().message.c_str());
    QVERIFY2(sizes.error().message.find("4.5") != std::string::npos, sizes.error().message.c_str());
    // Repeats, a UINT array, as Python writes a list of floats (it used to be refused as "got 3.0").
    auto repeats = parseSession(tileWith("[1, 1, 3, 3]", "[1, 1, 3.0, 3]"));
    QVERIFY2(repeats.ok(), repeats.ok() ? "" : repeats.error().message.c_str());
    QCOMPARE(std::get<TileDesc>(repeats->desc).Repeats, (std::vector<uint32_t>{1, 1, 3, 3}));
    auto ints = parseSession(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                      R"("DataType": "INT16", "Sizes": [1, 1, 1, 3], "Data": [1.0, -2.0, 300.0])"));
    QVERIFY2(ints.ok(), ints.ok() ? "" : ints.error().message.c_str());
    QVERIFY(ints->inputData[0] == (rawBuffer<int16_t>({1, -2, 300})));
    auto fraction = parseSession(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                          R"("DataType": "INT16", "Sizes": [1, 1, 1, 3], "Data": [1.0, -2.5, 3])"));
    QVERIFY(!fraction.ok());
    QVERIFY2(fraction.error().message.find("/desc/InputTensor/Data/1") != std::string::npos, fraction.error().message.c_str());
  }

  // ---- what reading fills in

  void shortEnumNamesAreAccepted() {
    const std::string text = R"({"dmlscope": 1, "featureLevel": "5_0", "operator": "PADDING",
      "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2]},
               "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 4]},
               "PaddingMode": "REFLECTION", "StartPadding": [0, 1], "EndPadding": [0, 1]}})";
    auto s = parseSession(text);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(s->featureLevel, FeatureLevel::FL_5_0);
    const auto& d = std::get<PaddingDesc>(s->desc);
    QCOMPARE(d.PaddingMode, PaddingMode::Reflection);
    QCOMPARE(d.InputTensor.dataType, DataType::Float32);
    QCOMPARE(d.PaddingValue, 0.0f);

    auto dts = parseSession(R"({"dmlscope": 1, "operator": "DEPTH_TO_SPACE1",
      "desc": {"InputTensor": {"DataType": "UINT8", "Sizes": [1, 4, 1, 1]},
               "OutputTensor": {"DataType": "UINT8", "Sizes": [1, 1, 2, 2]},
               "BlockSize": 2, "Order": "COLUMN_ROW_DEPTH"}})");
    QVERIFY2(dts.ok(), dts.ok() ? "" : dts.error().message.c_str());
    QCOMPARE(std::get<DepthToSpace1Desc>(dts->desc).Order, DepthSpaceOrder::ColumnRowDepth);
    QCOMPARE(dts->featureLevel, kLatestFeatureLevel);  // absent featureLevel: the latest
    // Written back in full.
    const std::string written = writeSession(*dts);
    QVERIFY(written.find("\"DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH\"") != std::string::npos);
    QVERIFY(written.find("\"DML_OPERATOR_DEPTH_TO_SPACE1\"") != std::string::npos);
    QVERIFY(written.find("\"DML_TENSOR_DATA_TYPE_UINT8\"") != std::string::npos);
  }

  void enumIntegersAreKeptForValidation() {
    const std::string base = readText(kExamples / "padding_reflection.json");
    auto known = parseSession(replaced(base, "\"DML_PADDING_MODE_REFLECTION\"", "1"));
    QVERIFY(known.ok());
    QCOMPARE(std::get<PaddingDesc>(known->desc).PaddingMode, PaddingMode::Edge);

    auto unknown = parseSession(replaced(base, "\"DML_PADDING_MODE_REFLECTION\"", "7"));
    QVERIFY2(unknown.ok(), unknown.ok() ? "" : unknown.error().message.c_str());
    QCOMPARE(uint32_t(std::get<PaddingDesc>(unknown->desc).PaddingMode), 7u);
    QVERIFY(hasDiagnostic(validate(unknown->desc, unknown->featureLevel), "PaddingMode", "padding.mode-unknown"));
    // An unknown value is written back as the number it was.
    QVERIFY(writeSession(*unknown).find("\"PaddingMode\": 7,") != std::string::npos);
    auto again = parseSession(writeSession(*unknown));
    QVERIFY(again.ok() && *again == *unknown);

    auto order = parseSession(
        replaced(readText(kExamples / "depth_to_space_dcr.json"), "\"DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW\"", "2"));
    QVERIFY(order.ok());
    QVERIFY(hasDiagnostic(validate(order->desc, order->featureLevel), "Order", "depth.order-unknown"));
  }

  void absentOutputSizesAreDerived() {
    auto tile = parseSession(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 6, 9])",
                                      R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32")"));
    QVERIFY2(tile.ok(), tile.ok() ? "" : tile.error().message.c_str());
    QCOMPARE(std::get<TileDesc>(tile->desc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 9}));

    auto join = parseSession(joinWith(R"(, "Sizes": [5, 1]})", "}"));
    QVERIFY2(join.ok(), join.ok() ? "" : join.error().message.c_str());
    QCOMPARE(std::get<JoinDesc>(join->desc).OutputTensor.sizes, (std::vector<uint32_t>{5, 1}));

    auto padding = parseSession(replaced(readText(kExamples / "padding_edge.json"), R"("Sizes": [1, 1, 8, 10],)", ""));
    QVERIFY2(padding.ok(), padding.ok() ? "" : padding.error().message.c_str());
    QCOMPARE(std::get<PaddingDesc>(padding->desc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 8, 10}));

    auto depth =
        parseSession(replaced(readText(kExamples / "depth_to_space_crd.json"), R"("Sizes": [1, 2, 4, 6],)", ""));
    QVERIFY2(depth.ok(), depth.ok() ? "" : depth.error().message.c_str());
    QCOMPARE(std::get<DepthToSpace1Desc>(depth->desc).OutputTensor.sizes, (std::vector<uint32_t>{1, 2, 4, 6}));
  }

  void underivableOutputSizesAreAnErrorSayingSo() {
    // Two repeats for a four-dimensional input: there is no formula to apply.
    auto s = parseSession(replaced(tileWith(R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32",
      "Sizes": [1, 1, 6, 9])",
                                            R"("DataType": "DML_TENSOR_DATA_TYPE_FLOAT32")"),
                                   R"("Repeats": [1, 1, 3, 3])", R"("Repeats": [3, 3])"));
    QVERIFY(!s.ok());
    const std::string& m = s.error().message;
    QVERIFY2(m.find("/desc/OutputTensor/Sizes") != std::string::npos, m.c_str());
    QVERIFY2(m.find("cannot be derived") != std::string::npos, m.c_str());
    QVERIFY2(m.starts_with("line 11,"), m.c_str());

    // Split's outputs say how to split; nothing derives them.
    auto split = parseSession(replaced(readText(kExamples / "split_axis3.json"), R"("Sizes": [1, 1, 6, 1],)", ""));
    QVERIFY(!split.ok());
    QVERIFY2(split.error().message.find("/desc/OutputTensors/0/Sizes") != std::string::npos,
             split.error().message.c_str());
  }

  void absentInputDataIsFilledSequentially() {
    auto s = parseSession(tileWith(R"(,
      "Data": [1, 2, 3, 4, 5, 6])",
                                   ""));
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(elements(DataType::Float32, s->inputData[0]), (std::vector<double>{0, 1, 2, 3, 4, 5}));
    QVERIFY(s->outputData.empty());

    // With a broadcast stride the buffer holds only what the strides reach: one row.
    auto broadcast = parseSession(tileWith(R"("Sizes": [1, 1, 2, 3],
      "Data": [1, 2, 3, 4, 5, 6])",
                                           R"("Sizes": [1, 1, 2, 3], "Strides": [0, 0, 0, 1])"));
    QVERIFY2(broadcast.ok(), broadcast.ok() ? "" : broadcast.error().message.c_str());
    QCOMPARE(elements(DataType::Float32, broadcast->inputData[0]), (std::vector<double>{0, 1, 2}));

    // Join fills each input on its own.
    auto join = parseSession(kJoinText);
    QVERIFY2(join.ok(), join.ok() ? "" : join.error().message.c_str());
    QCOMPARE(join->inputData.size(), size_t{2});
    QCOMPARE(elements(DataType::UInt8, join->inputData[1]), (std::vector<double>{0, 1, 2}));
  }

  // Fuzzing found a 400-byte session whose input, without Data, filled 17 million elements that the writer then
  // printed inline (150 MB). A large input still holding that sequence is written without Data and reads
  // back the same; a small one, or one whose values were changed, keeps its numbers.
  void largeSequentialInputIsWrittenWithoutData() {
    const auto tile = [](uint32_t width) {
      return fmt::format(R"({{"dmlscope": 1, "operator": "DML_OPERATOR_TILE", "desc": {{
        "InputTensor": {{"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 1, {0}]}},
        "OutputTensor": {{"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 1, {0}]}},
        "Repeats": [1, 1, 1, 1]}}}})", width);
    };
    const auto inputHasData = [](const std::string& text) {
      return nlohmann::json::parse(text)["desc"]["InputTensor"].contains("Data");
    };
    auto large = parseSession(tile(70000));
    QVERIFY2(large.ok(), large.ok() ? "" : large.error().message.c_str());
    QVERIFY(holdsSequentialFill(*large, 0));
    const std::string written = writeSession(*large);
    QVERIFY(!inputHasData(written));
    QVERIFY(written.size() < 2000);
    auto again = parseSession(written);
    QVERIFY(again.ok());
    QVERIFY(again->inputData == large->inputData);

    // One value changed: the numbers are written.
    Session edited = *large;
    writeElement(DataType::Float32, edited.inputData[0], 69999, ElementValue{1.5});
    QVERIFY(!holdsSequentialFill(edited, 0));
    QVERIFY(inputHasData(writeSession(edited)));

    // Small: written as numbers, as the examples are.
    auto small = parseSession(tile(6));
    QVERIFY(small.ok() && holdsSequentialFill(*small, 0));
    QVERIFY(inputHasData(writeSession(*small)));
  }

  // The fill of an input without Data is the index converted to the element type, as writeElement converts
  // it: narrow integers saturate, floats round; checked for every type past where those differ.
  void sequentialFillIsTheConvertedIndexForEveryType() {
    for (DataType type : kAllDataTypes) {
      TensorDesc t;
      t.dataType = type;
      t.sizes = {1, 1, 1, 70000};
      TileDesc tile{t, t, std::nullopt, {1, 1, 1, 1}};
      Session s;
      s.desc = tile;
      fillSequential(s, 0);
      QCOMPARE(s.inputData[0].size(), size_t{70000} * elementSize(type));
      for (uint64_t i : {uint64_t{0}, uint64_t{1}, uint64_t{127}, uint64_t{128}, uint64_t{255}, uint64_t{256}, uint64_t{2049},
                         uint64_t{32767}, uint64_t{32768}, uint64_t{65504}, uint64_t{65519}, uint64_t{65520},
                         uint64_t{65535}, uint64_t{65536}, uint64_t{65537}, uint64_t{69999}}) {
        Buffer one(elementSize(type));
        writeElement(type, one, 0, ElementValue{i});
        QVERIFY2(std::memcmp(one.data(), s.inputData[0].data() + i * one.size(), one.size()) == 0,
                 qPrintable(QStringLiteral("%1, element %2").arg(QString::fromUtf8(shortName(type).data(), static_cast<qsizetype>(shortName(type).size()))).arg(i)));
      }
      QVERIFY(holdsSequentialFill(s, 0));
    }
  }

  // Fuzzing: an input of the UNKNOWN type without Data was written back with "Data": [], which the reader
  // refuses for that type. It is written without Data, and the file reads again.
  void unknownTypeInputWithoutDataRoundTrips() {
    auto s = parseSession(R"({"dmlscope": 1, "operator": "DML_OPERATOR_TILE", "desc": {
      "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UNKNOWN", "Sizes": [1, 1, 2, 3]},
      "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 3]},
      "Repeats": [1, 1, 1, 1]}})");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    const std::string written = writeSession(*s);
    QVERIFY(!nlohmann::json::parse(written)["desc"]["InputTensor"].contains("Data"));
    auto again = parseSession(written);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QCOMPARE(writeSession(*again), written);
  }

  void givenDataIsKeptWhateverItsLength() {
    // Too short for the strides: validation's business, not the reader's.
    auto s = parseSession(tileWith(R"("Data": [1, 2, 3, 4, 5, 6])", R"("Data": [7, 8])"));
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QCOMPARE(elements(DataType::Float32, s->inputData[0]), (std::vector<double>{7, 8}));
    QVERIFY(hasDiagnostic(validateSession(*s), "InputTensor.Data", "tensor.data-too-short"));
  }

  void inconsistentCountsAreKeptNotRejected() {
    auto tile = parseSession(tileWith(R"("RepeatsCount": 4)", R"("RepeatsCount": 3)"));
    QVERIFY2(tile.ok(), tile.ok() ? "" : tile.error().message.c_str());
    QCOMPARE(std::get<TileDesc>(tile->desc).RepeatsCount, std::optional<uint32_t>(3));
    QVERIFY(hasDiagnostic(validate(tile->desc, tile->featureLevel), "RepeatsCount", "operator.count-mismatch") ||
            hasDiagnostic(validate(tile->desc, tile->featureLevel), "RepeatsCount", "tile.repeats-count"));

    auto split =
        parseSession(replaced(readText(kExamples / "split_axis2.json"), R"("OutputCount": 3)", R"("OutputCount": 5)"));
    QVERIFY2(split.ok(), split.ok() ? "" : split.error().message.c_str());
    QCOMPARE(std::get<SplitDesc>(split->desc).OutputCount, std::optional<uint32_t>(5));
    QVERIFY(hasDiagnostic(validate(split->desc, split->featureLevel), "OutputCount", "operator.count-mismatch"));

    // Sizes that break the formula are kept as written too.
    auto sizes = parseSession(tileWith("[1, 1, 6, 9]", "[1, 1, 6, 8]"));
    QVERIFY(sizes.ok());
    QVERIFY(hasDiagnostic(validate(sizes->desc, sizes->featureLevel), "OutputTensor.Sizes[3]", "operator.output-size"));
  }

  void sourcesOnOutputsAreAcceptedAndIgnored() {
    auto s = parseSession(tileWith(R"("Sizes": [1, 1, 6, 9])", R"("Sizes": [1, 1, 6, 9], "Sources": [[0, 1], null])"));
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    QVERIFY(*s == *parseSession(kTileText));
  }

  // ---- malformed files: a message with the JSON path and the line, never a crash

  void malformedFilesGetPathAndLine_data() {
    QTest::addColumn<std::string>("text");
    QTest::addColumn<QStringList>("expected");  // substrings of the message

    // Syntax
    QTest::newRow("empty input") << std::string() << QStringList{"line 1, column 1:", "unexpected end of input"};
    QTest::newRow("only whitespace") << std::string("\n\n  ") << QStringList{"line 3, column 3:", "end of input"};
    QTest::newRow("truncated") << kTileText.substr(0, kTileText.find("[1, 1, 3, 3]") + 5)
                               << QStringList{"line 16, column 21", "/desc/Repeats/2", "end of input"};
    QTest::newRow("bad literal") << tileWith("\"RepeatsCount\": 4", "\"RepeatsCount\": tru")
                                 << QStringList{"line 15, column", "/desc/RepeatsCount", "invalid literal"};
    QTest::newRow("trailing comma") << tileWith("[1, 1, 3, 3]", "[1, 1, 3, 3,]")
                                    << QStringList{"line 16, column", "syntax error"};
    QTest::newRow("text after the object") << kTileText + "{}" << QStringList{"line 19, column 1", "end of input"};
    QTest::newRow("comment") << "// a comment\n" + kTileText << QStringList{"line 1, column 1"};
    QTest::newRow("invalid UTF-8") << tileWith("\"DML_OPERATOR_TILE\"", "\"DML_OPERATOR_\xff\"")
                                   << QStringList{"line 4, column", "/operator", "UTF-8"};
    QTest::newRow("duplicate key") << tileWith("\"RepeatsCount\": 4", "\"Repeats\": 4")
                                   << QStringList{"line 16", "/desc/Repeats", "duplicate key \"Repeats\""};
    QTest::newRow("deep nesting of arrays") << std::string(100000, '[') + std::string(100000, ']')
                                            << QStringList{"line 1, column 65", "nested more than 64 levels"};
    std::string deepObjects;
    for (int i = 0; i < 1000; ++i) deepObjects += "{\"a\":\n";
    QTest::newRow("deep nesting of objects") << deepObjects << QStringList{"line 65, column 1,", "nested more than 64"};

    // Top level
    QTest::newRow("top level is an array")
        << std::string("[1, 2]") << QStringList{"line 1:", "one JSON object, got an array"};
    QTest::newRow("top level is a string") << std::string("\n\"x\"") << QStringList{"line 2:", "got \"x\""};
    QTest::newRow("version 2") << tileWith("\"dmlscope\": 1", "\"dmlscope\": 2")
                               << QStringList{"line 2, /dmlscope:", "version 2 is not supported", "reads version 1"};
    QTest::newRow("version missing") << tileWith("\"dmlscope\": 1,", "")
                                     << QStringList{"line 1, /dmlscope:", "missing"};
    QTest::newRow("version is a string") << tileWith("\"dmlscope\": 1", "\"dmlscope\": \"1\"")
                                         << QStringList{"line 2, /dmlscope:", "version \"1\" is not supported"};
    QTest::newRow("unknown top-level key") << tileWith("\"dmlscope\": 1,", "\"dmlscope\": 1, \"extra\": true,")
                                           << QStringList{"line 2, /extra:", "unknown field \"extra\"", "featureLevel"};
    QTest::newRow("operator missing") << tileWith("\"operator\": \"DML_OPERATOR_TILE\",", "")
                                      << QStringList{"line 1, /operator:", "missing"};
    QTest::newRow("desc missing") << std::string("{\"dmlscope\": 1, \"operator\": \"TILE\"}")
                                  << QStringList{"line 1, /desc:", "missing"};
    QTest::newRow("desc is an array") << std::string("{\"dmlscope\": 1, \"operator\": \"TILE\",\n\"desc\": []}")
                                      << QStringList{"line 2, /desc:", "expected an object, got an array"};
    QTest::newRow("title is a number") << tileWith("\"dmlscope\": 1,", "\"dmlscope\": 1,\n\"title\": 5,")
                                       << QStringList{"line 3, /title:", "expected a string, got 5"};

    // Enum names
    QTest::newRow("unknown operator") << tileWith("DML_OPERATOR_TILE", "DML_OPERATOR_CONVOLUTION")
                                      << QStringList{"line 4, /operator:", "DML_OPERATOR_CONVOLUTION",
                                                     "DML_OPERATOR_TILE", "DML_OPERATOR_JOIN"};
    QTest::newRow("unknown feature level") << tileWith("DML_FEATURE_LEVEL_6_4", "7_0")
                                           << QStringList{"line 3, /featureLevel:", "\"7_0\"", "DML_FEATURE_LEVEL_6_4"};
    QTest::newRow("unknown data type") << tileWith("\"DML_TENSOR_DATA_TYPE_FLOAT32\"", "\"FLOAT33\"")
                                       << QStringList{"line 7, /desc/InputTensor/DataType:",
                                                      "unknown data type \"FLOAT33\"", "DML_TENSOR_DATA_TYPE_FLOAT16"};
    QTest::newRow("data type as a number") << tileWith("\"DML_TENSOR_DATA_TYPE_FLOAT32\"", "1")
                                           << QStringList{"line 7, /desc/InputTensor/DataType:", "got 1"};
    QTest::newRow("unknown padding mode")
        << replaced(readText(kExamples / "padding_edge.json"), "DML_PADDING_MODE_EDGE", "MIRROR")
        << QStringList{"line 18, /desc/PaddingMode:", "\"MIRROR\"", "DML_PADDING_MODE_SYMMETRIC",
                       "DML_PADDING_MODE_WRAP"};
    QTest::newRow("padding mode negative")
        << replaced(readText(kExamples / "padding_edge.json"), "\"DML_PADDING_MODE_EDGE\"", "-1")
        << QStringList{"line 18, /desc/PaddingMode:", "got -1"};

    // Unknown fields
    QTest::newRow("unknown desc field") << tileWith("\"RepeatsCount\": 4", "\"RepeatCount\": 4")
                                        << QStringList{"line 15, /desc/RepeatCount:", "unknown field", "RepeatsCount"};
    QTest::newRow("unknown tensor field") << tileWith("\"Sizes\": [1, 1, 2, 3]", "\"Size\": [1, 1, 2, 3]")
                                          << QStringList{"line 8, /desc/InputTensor/Size:", "DML_BUFFER_TENSOR_DESC"};
    QTest::newRow("Sources on an input") << tileWith("\"Sizes\": [1, 1, 2, 3]",
                                                     "\"Sizes\": [1, 1, 2, 3], \"Sources\": []")
                                         << QStringList{"line 8, /desc/InputTensor/Sources:", "unknown field"};
    QTest::newRow("field of another operator") << tileWith("\"RepeatsCount\": 4", "\"Axis\": 4")
                                               << QStringList{"line 15, /desc/Axis:", "DML_TILE_OPERATOR_DESC"};
    QTest::newRow("key needing escape") << tileWith("\"RepeatsCount\": 4", "\"a/b~c\": 4")
                                        << QStringList{"line 15, /desc/a~1b~0c:"};

    // Missing required fields
    QTest::newRow("Repeats missing") << tileWith(",\n    \"Repeats\": [1, 1, 3, 3]", "")
                                     << QStringList{"line 5, /desc/Repeats:", "missing"};
    QTest::newRow("DataType missing")
        << tileWith("\"DataType\": \"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2", "\"Sizes\": [1, 1, 2")
        << QStringList{"line 6, /desc/InputTensor/DataType:", "missing"};
    QTest::newRow("input Sizes missing") << tileWith("\"Sizes\": [1, 1, 2, 3],", "")
                                         << QStringList{"line 6, /desc/InputTensor/Sizes:", "missing"};
    QTest::newRow("Axis missing") << joinWith(",\n    \"Axis\":\n      0", "")
                                  << QStringList{"line 4, /desc/Axis:", "missing"};

    // Wrong types and ranges of UINT fields
    QTest::newRow("negative repeat") << tileWith("[1, 1, 3, 3]", "[1, 1, -1, 3]")
                                     << QStringList{
                                            "line 16, /desc/Repeats/2: expected an unsigned 32-bit integer, got -1"};
    QTest::newRow("repeat 1e40") << tileWith("[1, 1, 3, 3]", "[1, 1, 1e40, 3]")
                                 << QStringList{
                                        "line 16, /desc/Repeats/2: expected an unsigned 32-bit integer, got 1e+40"};
    QTest::newRow("repeat 3.5") << tileWith("[1, 1, 3, 3]", "[1, 1, 3.5, 3]")
                                << QStringList{"line 16, /desc/Repeats/2:", "got 3.5"};
    QTest::newRow("repeat string") << tileWith("[1, 1, 3, 3]", "[1, 1, \"x\", 3]")
                                   << QStringList{"line 16, /desc/Repeats/2:", "got \"x\""};
    QTest::newRow("repeat true") << tileWith("[1, 1, 3, 3]", "[1, 1, true, 3]")
                                 << QStringList{"line 16, /desc/Repeats/2:", "got true"};
    QTest::newRow("repeat 2^32") << tileWith("[1, 1, 3, 3]", "[1, 1, 4294967296, 3]")
                                 << QStringList{"line 16, /desc/Repeats/2:", "got 4294967296"};
    QTest::newRow("size 2^64") << tileWith("[1, 1, 2, 3]", "[1, 1, 18446744073709551616, 3]")
                               << QStringList{"line 8, /desc/InputTensor/Sizes/2:", "got 1.8446744073709552e+19"};
    QTest::newRow("negative size") << tileWith("[1, 1, 2, 3]", "[1, 1, -2, 3]")
                                   << QStringList{"line 8, /desc/InputTensor/Sizes/2:", "got -2"};
    QTest::newRow("number overflow 1e400") << tileWith("[1, 1, 3, 3]", "[1, 1, 1e400, 3]")
                                           << QStringList{"line 16, column", "/desc/Repeats/2", "number overflow"};
    QTest::newRow("Sizes is an object") << tileWith("[1, 1, 2, 3]", "{}")
                                        << QStringList{"line 8, /desc/InputTensor/Sizes:", "expected an array"};
    QTest::newRow("tensor is a string") << joinWith("{\"DataType\": \"DML_TENSOR_DATA_TYPE_UINT8\", \"Sizes\": [3, 1]}",
                                                    "\"tensor\"")
                                        << QStringList{"line 10, /desc/InputTensors/1:", "expected an object"};
    QTest::newRow("InputTensors is an object") << std::string(
                                                      "{\"dmlscope\": 1, \"operator\": \"JOIN\", \"desc\": {\n"
                                                      "\"InputTensors\": {}, \"Axis\": 0}}")
                                               << QStringList{"line 2, /desc/InputTensors:", "expected an array"};
    QTest::newRow("Axis negative at the end of a line")
        << joinWith("      0\n", "      -1\n") << QStringList{"line 14, /desc/Axis:", "got -1"};
    QTest::newRow("TotalTensorSizeInBytes negative")
        << tileWith("\"Sizes\": [1, 1, 2, 3],", "\"Sizes\": [1, 1, 2, 3], \"TotalTensorSizeInBytes\": -4,")
        << QStringList{"line 8, /desc/InputTensor/TotalTensorSizeInBytes:", "unsigned 64-bit"};

    // Data
    QTest::newRow("UINT8 300") << joinWith("\"Sizes\": [3, 1]}", "\"Sizes\": [3, 1], \"Data\": [1, 300, 2]}")
                               << QStringList{"line 10, /desc/InputTensors/1/Data/1:", "300 does not fit",
                                              "DML_TENSOR_DATA_TYPE_UINT8", "0 to 255"};
    QTest::newRow("UINT8 on its own line")
        << joinWith("\"Sizes\": [2, 1]", "\"Sizes\": [2, 1],\n\"Data\": [\n1,\n256\n]")
        << QStringList{"line 11, /desc/InputTensors/0/Data/1:", "256 does not fit"};
    QTest::newRow("UINT8 negative") << joinWith("\"Sizes\": [3, 1]}", "\"Sizes\": [3, 1], \"Data\": [-1, 0, 0]}")
                                    << QStringList{"line 10, /desc/InputTensors/1/Data/0:", "-1 does not fit"};
    QTest::newRow("INT8 -129") << tileWith(
                                      "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                      "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                      "\"INT8\", \"Sizes\": [1], \"Data\": [-129]")
                               << QStringList{"line 7, /desc/InputTensor/Data/0:", "-129 does not fit",
                                              "DML_TENSOR_DATA_TYPE_INT8 (-128 to 127)"};
    QTest::newRow("INT64 2^63") << tileWith(
                                       "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                       "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                       "\"INT64\", \"Sizes\": [1], \"Data\": [9223372036854775808]")
                                << QStringList{"line 7, /desc/InputTensor/Data/0:", "9223372036854775808 does not fit"};
    QTest::newRow("UINT64 2^64") << tileWith(
                                        "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                        "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                        "\"UINT64\", \"Sizes\": [1], \"Data\": [18446744073709551616]")
                                 << QStringList{"line 7, /desc/InputTensor/Data/0:", "expected an integer"};
    QTest::newRow("float in INT32") << tileWith(
                                           "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                           "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                           "\"INT32\", \"Sizes\": [2], \"Data\": [1, 2.5]")
                                    << QStringList{"line 7, /desc/InputTensor/Data/1:", "expected an integer",
                                                   "got 2.5"};
    QTest::newRow("nan in INT32") << tileWith(
                                         "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                         "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                         "\"INT32\", \"Sizes\": [1], \"Data\": [\"nan\"]")
                                  << QStringList{"line 7, /desc/InputTensor/Data/0:", "got \"nan\""};
    QTest::newRow("FLOAT16 70000") << tileWith(
                                          "\"DML_TENSOR_DATA_TYPE_FLOAT32\",\n      \"Sizes\": [1, 1, 2, 3],\n"
                                          "      \"Data\": [1, 2, 3, 4, 5, 6]",
                                          "\"FLOAT16\", \"Sizes\": [1], \"Data\": [70000]")
                                   << QStringList{"line 7, /desc/InputTensor/Data/0:", "too large", "65504"};
    QTest::newRow("FLOAT32 1e39") << tileWith("[1, 2, 3, 4, 5, 6]", "[1, 2, 3, 4, 5, 1e39]")
                                  << QStringList{"line 9, /desc/InputTensor/Data/5:", "too large"};
    QTest::newRow("float word") << tileWith("[1, 2, 3, 4, 5, 6]", "[1, 2, \"Infinity\", 4, 5, 6]")
                                << QStringList{"line 9, /desc/InputTensor/Data/2:", "\"nan\", \"inf\", \"-inf\""};
    QTest::newRow("null element") << tileWith("[1, 2, 3, 4, 5, 6]", "[1, 2, null, 4, 5, 6]")
                                  << QStringList{"line 9, /desc/InputTensor/Data/2:", "got null"};
    QTest::newRow("Data is a number") << tileWith("[1, 2, 3, 4, 5, 6]", "7")
                                      << QStringList{"line 9, /desc/InputTensor/Data:", "expected an array"};
    QTest::newRow("Data of UNKNOWN type") << tileWith("\"DML_TENSOR_DATA_TYPE_FLOAT32\"", "\"UNKNOWN\"")
                                          << QStringList{"line 9, /desc/InputTensor/Data:", "UNKNOWN"};
    QTest::newRow("PaddingValue too large")
        << replaced(readText(kExamples / "padding_constant.json"), "\"PaddingValue\": 9", "\"PaddingValue\": 1e300")
        << QStringList{"line 19, /desc/PaddingValue:", "too large"};
    QTest::newRow("PaddingValue string") << replaced(readText(kExamples / "padding_constant.json"),
                                                     "\"PaddingValue\": 9", "\"PaddingValue\": \"9\"")
                                         << QStringList{"line 19, /desc/PaddingValue:", "got \"9\""};
  }
  void malformedFilesGetPathAndLine() {
    QFETCH(std::string, text);
    QFETCH(QStringList, expected);
    auto s = parseSession(text);
    QVERIFY2(!s.ok(), "a malformed session was accepted");
    const std::string& message = s.error().message;
    QVERIFY2(message.starts_with("line "), message.c_str());
    for (const QString& part : expected) {
      QVERIFY2(message.find(part.toStdString()) != std::string::npos,
               qPrintable(QStringLiteral("message \"%1\" lacks \"%2\"").arg(QString::fromStdString(message), part)));
    }
  }

  void everyTruncationOfAnExampleIsAnErrorWithAPosition() {
    const std::string text = readText(kExamples / "split_axis2.json");
    // Cut before the closing brace: anything shorter is incomplete JSON.
    const size_t complete = text.rfind('}');
    for (size_t length = 0; length < complete; ++length) {
      auto s = parseSession(std::string_view(text).substr(0, length));
      QVERIFY2(!s.ok(), qPrintable(QString::number(length)));
      QVERIFY2(s.error().message.starts_with("line "), s.error().message.c_str());
    }
  }

  void randomCorruptionNeverCrashes() {
    const std::string text = readText(kExamples / "join_axis3_two_inputs.json");
    std::mt19937 random(20240601);
    const std::string alphabet = "{}[],:\"-+.0123456789eEtrufalsn \n\\/x\xff";
    int rejected = 0;
    for (int round = 0; round < 3000; ++round) {
      std::string corrupt = text;
      const int edits = 1 + int(random() % 4);
      for (int e = 0; e < edits; ++e) {
        const size_t at = random() % corrupt.size();
        switch (random() % 3) {
          case 0: corrupt[at] = alphabet[random() % alphabet.size()]; break;
          case 1: corrupt.erase(at, 1 + random() % 8); break;
          default: corrupt.insert(at, 1, alphabet[random() % alphabet.size()]); break;
        }
      }
      auto s = parseSession(corrupt);
      if (!s.ok()) {
        ++rejected;
        QVERIFY2(s.error().message.starts_with("line "), s.error().message.c_str());
      }
    }
    QVERIFY(rejected > 1000);  // the corruption really produces bad files
  }

  // ---- the writer's layout

  void writerKeepsNumericArraysOnOneLineAndFloatsShort() {
    Session s = tileSession(DataType::Float32, {0.1f, 1.5, -2.0, 1e20f});
    std::get<TileDesc>(s.desc).InputTensor.strides = std::vector<uint32_t>{1};
    const std::string text = writeSession(s);
    QVERIFY2(text.find("\"Data\": [0.1, 1.5, -2, 1e+20]") != std::string::npos, text.c_str());
    QVERIFY2(text.find("0.10000000149011612") == std::string::npos, text.c_str());
    QVERIFY2(text.find("\"Sizes\": [4],") != std::string::npos, text.c_str());
    QVERIFY2(text.find("\"Strides\": [1],") != std::string::npos, text.c_str());
    QVERIFY2(text.find("\"Repeats\": [1]\n") != std::string::npos, text.c_str());

    Session h = tileSession(DataType::Float16, {0.1, 1.0 / 3.0, -0.0});
    const std::string half = writeSession(h);
    // Half 0.1 is 0.0999755859375, 1/3 is 0.333251953125; the shortest texts that read back are these.
    QVERIFY2(half.find("\"Data\": [0.1, 0.3333, -0.0]") != std::string::npos, half.c_str());
  }

  void writerUsesDirectMLFieldOrderAndTwoSpaceIndent() {
    Session s = readExample("split_axis2.json");
    const std::string text = writeSession(s);
    QVERIFY(text.starts_with("{\n  \"dmlscope\": 1,\n  \"title\": \"Split on axis 2\",\n  \"description\": "));
    QVERIFY(text.ends_with("\n}\n"));
    const auto at = [&](const char* key) { return text.find(key); };
    QVERIFY(at("\"description\"") < at("\"featureLevel\": \"DML_FEATURE_LEVEL_6_4\""));
    QVERIFY(at("\"featureLevel\"") < at("\"operator\": \"DML_OPERATOR_SPLIT\""));
    QVERIFY(at("\"operator\"") < at("\"desc\": {"));
    QVERIFY(at("\"InputTensor\"") < at("\"OutputCount\": 3"));
    QVERIFY(at("\"OutputCount\"") < at("\"OutputTensors\": ["));
    QVERIFY(at("\"OutputTensors\"") < at("\"Axis\": 2"));
    QVERIFY2(
        text.find("\n    \"OutputTensors\": [\n      {\n        \"DataType\": \"DML_TENSOR_DATA_TYPE_FLOAT32\",\n"
                  "        \"Sizes\": [1, 1, 2, 2],\n        \"Data\": [1, 2, 3, 4]\n      },\n") != std::string::npos,
        text.c_str());
    // Optional fields the session lacks are not written.
    for (const char* absent :
         {"Strides", "Flags", "TotalTensorSizeInBytes", "GuaranteedBaseOffsetAlignment", "DimensionCount", "Sources"}) {
      QVERIFY2(text.find(absent) == std::string::npos, absent);
    }
  }

  void writerLeavesOutOutputDataWhenAsked() {
    const Session s = readExample("tile.json");
    WriteOptions options;
    options.withOutputs = false;
    const std::string text = writeSession(s, options);
    QVERIFY(text.find("\"Data\"") != std::string::npos);                                 // the input's
    QVERIFY(text.find("\"Data\"", text.find("\"OutputTensor\"")) == std::string::npos);  // not the output's
  }

  void sourcesAreWrittenAsPairsOrNull() {
    Session s = readExample("join_axis3_two_inputs.json");
    IndexMap map;
    map.entries.push_back(MapEntries::wide({encodeSource({0, 3}), kPaddingEntry, encodeSource({1, 12})}));
    WriteOptions options;
    options.sources = &map;
    const std::string text = writeSession(s, options);
    QVERIFY2(text.find("\"Sources\": [[0, 3], null, [1, 12]]\n") != std::string::npos, text.c_str());
    // What `dmlscope run --with-sources` writes reads back as the same session.
    auto again = parseSession(text);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(*again == s);
  }

  // streamSession (`dmlscope run --output -`) hands the text on in pieces of about a mebibyte, never holding it
  // whole: the pieces join to writeSession's text, which reads back as the session with the run's outputs and
  // sources; a sink that fails stops the writing at once.
  void streamingHandsTheTextOnInPieces() {
    TileDesc d;
    d.InputTensor.dataType = DataType::Float32;
    d.InputTensor.sizes = {1, 1, 3, 7};
    d.OutputTensor.dataType = DataType::Float32;
    d.OutputTensor.sizes = {1, 1, 300, 700};
    d.Repeats = {1, 1, 100, 100};
    Session s;
    s.desc = d;
    s.inputData = {bufferOf(DataType::Float32, {0.1, -2.5, 3.0, 1e-7, 65504.0, -0.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0,
                                                14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 1e30})};
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    s.outputData = run->outputs;
    WriteOptions options;
    options.sources = &run->indexMap;
    std::vector<size_t> pieces;
    std::string joined;
    auto streamed = streamSession(s, options, [&](std::string_view text) -> Status {
      pieces.push_back(text.size());
      joined += text;
      return Ok{};
    });
    QVERIFY(streamed.ok());
    QVERIFY2(pieces.size() > 2, "210,000 values and their sources are about 3 MiB of text");
    for (size_t size : pieces) QVERIFY2(size <= (size_t{1} << 20) + 64, std::to_string(size).c_str());
    QVERIFY(joined == writeSession(s, options));
    auto back = parseSession(joined);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QVERIFY(back->outputData == run->outputs);
    QVERIFY(*back == s);

    int calls = 0;
    auto failed = streamSession(s, options, [&](std::string_view) -> Status {
      ++calls;
      return Error{"disk full"};
    });
    QVERIFY(!failed.ok());
    QCOMPARE(failed.error().message, std::string("disk full"));
    QCOMPARE(calls, 1);
  }

  // ---- files

  void saveThenReadGivesTheSameSession() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "session.json";
    const Session s = readExample("depth_to_space_crd.json");
    QVERIFY(saveSessionFile(path, s).ok());
    writeText(path.string() + ".unrelated", "x");
    const Session changed = readExample("padding_edge.json");
    QVERIFY(saveSessionFile(path, changed).ok());  // replaces the first save
    auto back = readSessionFile(path);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QVERIFY(*back == changed);
    QCOMPARE(readText(path), writeSession(changed));
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
  }

  void saveIntoMissingDirectoryFailsAndCreatesNothing() {
    QTemporaryDir dir;
    const std::filesystem::path missing = std::filesystem::path(dir.path().toStdString()) / "no such dir";
    const std::filesystem::path path = missing / "session.json";
    auto status = saveSessionFile(path, readExample("tile.json"));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.find(path.string()) != std::string::npos, status.error().message.c_str());
    QVERIFY(!std::filesystem::exists(missing));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 0);
  }

  void failedSaveKeepsTheOldFile() {
    QTemporaryDir dir;
    // A 250-byte name is legal, but the temporary name built from it is too long: the save fails before the
    // rename, even for root, who ignores permissions.
    const std::filesystem::path path =
        std::filesystem::path(dir.path().toStdString()) / (std::string(245, 'n') + ".json");
    writeText(path, "old content");
    QCOMPARE(readText(path), std::string("old content"));
    auto status = saveSessionFile(path, readExample("tile.json"));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.starts_with("cannot save " + path.string()), status.error().message.c_str());
    QCOMPARE(readText(path), std::string("old content"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
  }

  void saveOntoADirectoryFailsAndLeavesNoTemporary() {
    QTemporaryDir dir;
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "taken";
    std::filesystem::create_directory(path);
    writeText(path / "inside.txt", "keep");
    auto status = saveSessionFile(path, readExample("tile.json"));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.find(path.string()) != std::string::npos, status.error().message.c_str());
    QCOMPARE(readText(path / "inside.txt"), std::string("keep"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 1);
  }

  void unreadableFilesNameThePath() {
    QTemporaryDir dir;
    const std::filesystem::path base(dir.path().toStdString());
    auto missing = readSessionFile(base / "absent.json");
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error().message.find((base / "absent.json").string()) != std::string::npos,
             missing.error().message.c_str());
    QVERIFY2(missing.error().message.find("No such file") != std::string::npos, missing.error().message.c_str());

    auto directory = readSessionFile(base);
    QVERIFY(!directory.ok());
    QVERIFY2(directory.error().message.find("directory") != std::string::npos, directory.error().message.c_str());

    writeText(base / "bad.json", "{\n  \"dmlscope\": 1,\n  \"operator\": 5\n}\n");
    auto bad = readSessionFile(base / "bad.json");
    QVERIFY(!bad.ok());
    // The reader's message is the parse error itself; callers print it after the file name.
    QVERIFY2(bad.error().message.starts_with("line 3, /operator: expected a string naming the operator, got 5"),
             bad.error().message.c_str());
  }

  void filesOverOneGibibyteAreRefusedBeforeReading() {
    QTemporaryDir dir;
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "huge.json";
    writeText(path, "{");
    std::filesystem::resize_file(path, (uint64_t{1} << 30) + 1);  // sparse: costs no disk
    auto s = readSessionFile(path);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().message.find("1 GiB") != std::string::npos, s.error().message.c_str());
    QVERIFY2(s.error().message.find(path.string()) != std::string::npos, s.error().message.c_str());
  }
};

QTEST_GUILESS_MAIN(TestSessionFile)
#include "tst_session_file.moc"
