// Comparing a run's outputs with .npy files (what DxDispatch writes on Windows): file names, bitwise equality,
// logical- and buffer-shaped files, DxDispatch's padded data, the problems that stop a comparison, and a
// randomized check of the strided walk against a naive one.
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/output_comparison.h"
#include "dmlscope/session_file.h"
#include "npy_test_files.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

namespace fs = std::filesystem;

// DML_TILE_OPERATOR_DESC's example (tile.json): rows of 1 2 3 and 4 5 6, each repeated three times across.
const std::vector<float> kTileOutput = {
    1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1, 2, 3,
    4, 5, 6, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6};

// DML_SPLIT_OPERATOR_DESC's example 1 (split_axis2.json): rows 1-2, 3, 4-6 of a 6×2 tensor holding 1 … 12.
const std::vector<std::vector<float>> kSplitOutputs = {{1, 2, 3, 4}, {5, 6}, {7, 8, 9, 10, 11, 12}};
const std::vector<std::vector<uint64_t>> kSplitShapes = {{1, 1, 2, 2}, {1, 1, 1, 2}, {1, 1, 3, 2}};

Session example(const std::string& name) {
  auto session = readSessionFile(fs::path(DMLSCOPE_EXAMPLES_DIR) / name);
  if (!session) qFatal("%s: %s", name.c_str(), session.error().message.c_str());
  return std::move(*session);
}

std::vector<Buffer> runOnCpu(const Session& session) {
  auto result = makeCpuBackend()->run(session);
  if (!result) qFatal("run failed: %s", result.error().message.c_str());
  return std::move(result->outputs);
}

// A Tile session of `type` whose input holds `inputBits` (sizes [1, 1, 1, n]) repeated `repeat` times across.
Session tileOf(DataType type, const std::vector<uint64_t>& inputBits, uint32_t repeat) {
  const auto n = static_cast<uint32_t>(inputBits.size());
  TileDesc tile;
  tile.InputTensor = tensor(type, {1, 1, 1, n});
  tile.OutputTensor = tensor(type, {1, 1, 1, n * repeat});
  tile.Repeats = {1, 1, 1, repeat};
  return makeSession(tile, {packBits(type, inputBits)});
}

std::string problemText(const OutputFileComparison& output) {
  return output.problem ? output.problem->message : std::string("(no problem)");
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

double asDouble(const ElementValue& value) { return std::get<double>(value); }

class TestOutputComparison : public QObject {
  Q_OBJECT

 private slots:
  void fileNamesFollowTheOutputFields() {
    QCOMPARE(outputFileName(example("tile.json").desc, 0), std::string("OutputTensor.npy"));
    const Session split = example("split_axis2.json");
    QCOMPARE(outputFileName(split.desc, 0), std::string("OutputTensors.0.npy"));
    QCOMPARE(outputFileName(split.desc, 2), std::string("OutputTensors.2.npy"));
  }

  void pageOutputInItsShapeIsEqual() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(kTileOutput)));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QCOMPARE(c.outputs.size(), size_t{1});
    QCOMPARE(c.outputs[0].field, std::string("OutputTensor"));
    QCOMPARE(c.outputs[0].file, base / "OutputTensor.npy");
    QVERIFY2(!c.outputs[0].problem, problemText(c.outputs[0]).c_str());
    QVERIFY(!c.outputs[0].readAsBuffer);
    QCOMPARE(c.differenceCount(), uint64_t{0});
    QVERIFY(c.firstDifferences.empty());
    QVERIFY(c.readable());
    QVERIFY(c.equal());
  }

  void oneChangedElementIsFoundWithItsCoordinatesAndValues() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    std::vector<float> file = kTileOutput;
    file[4 * 9 + 7] = 8.5f;  // row 4 is 1 2 3 …, so column 7 holds 2
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(file)));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QVERIFY(c.readable());
    QVERIFY(!c.equal());
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QCOMPARE(c.outputs[0].differingElements, std::vector<uint64_t>{43});
    QCOMPARE(c.firstDifferences.size(), size_t{1});
    const ElementDifference& d = c.firstDifferences[0];
    QCOMPARE(d.output, 0u);
    QCOMPARE(d.element, uint64_t{43});
    QCOMPARE(d.coords, (std::vector<uint32_t>{0, 0, 4, 7}));
    QCOMPARE(asDouble(d.ours), 2.0);
    QCOMPARE(asDouble(d.theirs), 8.5);
  }

  void splitDifferenceInSecondOutputIsAttributedToIt() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("split_axis2.json");
    for (size_t k = 0; k < 3; ++k) {
      std::vector<float> values = kSplitOutputs[k];
      if (k == 1) values[1] = -6;
      writeBytes(base / ("OutputTensors." + std::to_string(k) + ".npy"), npyBytes("<f4", kSplitShapes[k], rawData(values)));
    }
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QCOMPARE(c.outputs.size(), size_t{3});
    QCOMPARE(c.outputs[1].field, std::string("OutputTensors[1]"));
    QCOMPARE(c.outputs[2].file, base / "OutputTensors.2.npy");
    QVERIFY(c.readable());
    QVERIFY(c.outputs[0].differingElements.empty());
    QCOMPARE(c.outputs[1].differingElements, std::vector<uint64_t>{1});
    QVERIFY(c.outputs[2].differingElements.empty());
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QCOMPARE(c.firstDifferences.size(), size_t{1});
    QCOMPARE(c.firstDifferences[0].output, 1u);
    QCOMPARE(c.firstDifferences[0].coords, (std::vector<uint32_t>{0, 0, 0, 1}));
    QCOMPARE(asDouble(c.firstDifferences[0].ours), 6.0);
    QCOMPARE(asDouble(c.firstDifferences[0].theirs), -6.0);
  }

  void nanIsEqualByItsBits() {
    // A data-movement run copies bits, NaN payloads included; equality is on those bits, not on ==.
    const uint32_t quietNan = 0x7FC00001u, otherNan = 0x7FC00002u;
    const Session session = tileOf(DataType::Float32, {floatBits(1.0f), quietNan}, 2);
    const std::vector<Buffer> outputs = runOnCpu(session);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const std::vector<uint32_t> same = {std::bit_cast<uint32_t>(1.0f), quietNan, std::bit_cast<uint32_t>(1.0f), quietNan};
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 1, 4}, rawData(same)));
    QVERIFY(compareOutputsWithFiles(session, outputs, base).equal());

    std::vector<uint32_t> other = same;
    other[3] = otherNan;
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 1, 4}, rawData(other)));
    const OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QCOMPARE(c.outputs[0].differingElements, std::vector<uint64_t>{3});
    QVERIFY(std::isnan(asDouble(c.firstDifferences[0].ours)));
    QVERIFY(std::isnan(asDouble(c.firstDifferences[0].theirs)));
  }

  void negativeZeroDiffersFromPositiveZero() {
    const Session session = tileOf(DataType::Float32, {floatBits(-0.0f), floatBits(3.0f)}, 1);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 1, 2}, rawData(std::vector<float>{0.0f, 3.0f})));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QCOMPARE(c.outputs[0].differingElements, std::vector<uint64_t>{0});
    QVERIFY(std::signbit(asDouble(c.firstDifferences[0].ours)));
    QVERIFY(!std::signbit(asDouble(c.firstDifferences[0].theirs)));
  }

  void float16FileWithDxDispatchPaddingIsEqual() {
    // 9 FLOAT16 elements are 18 bytes; DxDispatch writes the whole 20-byte buffer under the shape (1, 1, 1, 9).
    const std::vector<uint64_t> input = {halfBits(1.5f), halfBits(-2.0f), halfBits(65504.0f)};
    const Session session = tileOf(DataType::Float16, input, 3);
    std::vector<uint16_t> expected;
    for (int r = 0; r < 3; ++r)
      for (uint64_t bits : input) expected.push_back(static_cast<uint16_t>(bits));
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const fs::path file = base / "OutputTensor.npy";
    writeBytes(file, npyBytes("<f2", {1, 1, 1, 9}, rawData(expected) + std::string(2, '\0')));

    // The reader's default still refuses the extra bytes; ignoring them reads the 9 elements.
    QCOMPARE(readNpyFile(file).error().id, std::string("npy.data-too-long"));
    auto lenient = readNpyFile(file, NpyTrailingData::Ignore);
    QVERIFY2(lenient.ok(), lenient.ok() ? "" : lenient.error().message.c_str());
    QCOMPARE(lenient->data.size(), size_t{18});
    QCOMPARE(valuesOf<uint16_t>(std::string(reinterpret_cast<const char*>(lenient->data.data()), 18)), expected);

    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QVERIFY2(c.equal(), problemText(c.outputs[0]).c_str());
  }

  void truncatedDataIsStillAnErrorWhenTrailingDataIsIgnored() {
    QTemporaryDir dir;
    const fs::path file = fs::path(dir.path().toStdString()) / "short.npy";
    writeBytes(file, npyBytes("<f4", {3}, rawData(std::vector<float>{1, 2})));
    auto read = readNpyFile(file, NpyTrailingData::Ignore);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().id, std::string("npy.data-too-short"));
  }

  void stridedOutputComparesThroughBufferShapedFile() {
    // Rows of 9 stored 10 apart: the buffer reaches 5 × 10 + 8 + 1 = 59 elements, column 9 of each row unused.
    Session session = example("tile.json");
    std::get<TileDesc>(session.desc).OutputTensor.strides = std::vector<uint32_t>{60, 60, 10, 1};
    const std::vector<Buffer> outputs = runOnCpu(session);
    std::vector<float> buffer(59, 999.0f);  // the unused elements hold anything: they are not compared
    for (int r = 0; r < 6; ++r)
      for (int c = 0; c < 9; ++c) buffer[r * 10 + c] = kTileOutput[r * 9 + c];
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {59}, rawData(buffer)));
    OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY2(c.equal(), problemText(c.outputs[0]).c_str());
    QVERIFY(c.outputs[0].readAsBuffer);

    // A longer buffer (DxDispatch rounds up, or the tensor's TotalTensorSizeInBytes is larger) is fine too.
    std::vector<float> longer = buffer;
    longer.resize(64, -1.0f);
    longer[2 * 10 + 5] = 0.25f;  // row 2, column 5: logical element 23, which holds 3
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {64}, rawData(longer)));
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.outputs[0].readAsBuffer);
    QCOMPARE(c.outputs[0].differingElements, std::vector<uint64_t>{23});
    QCOMPARE(c.firstDifferences[0].coords, (std::vector<uint32_t>{0, 0, 2, 5}));
    QCOMPARE(asDouble(c.firstDifferences[0].ours), 3.0);
    QCOMPARE(asDouble(c.firstDifferences[0].theirs), 0.25);

    // The same strided output against a file of its logical shape.
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(kTileOutput)));
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.equal());
    QVERIFY(!c.outputs[0].readAsBuffer);
  }

  void shapesThatDifferOnlyByLeadingOnesAreAccepted_data() {
    QTest::addColumn<std::vector<uint64_t>>("shape");
    QTest::newRow("(6, 9)") << std::vector<uint64_t>{6, 9};
    QTest::newRow("(1, 6, 9)") << std::vector<uint64_t>{1, 6, 9};
    QTest::newRow("(1, 1, 1, 1, 6, 9)") << std::vector<uint64_t>{1, 1, 1, 1, 6, 9};
  }
  void shapesThatDifferOnlyByLeadingOnesAreAccepted() {
    QFETCH(std::vector<uint64_t>, shape);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", shape, rawData(kTileOutput)));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QVERIFY2(c.equal(), problemText(c.outputs[0]).c_str());
    QVERIFY(!c.outputs[0].readAsBuffer);
  }

  void zeroDimensionalArrayMatchesOneElementOutput() {
    const Session session = tileOf(DataType::Int32, {static_cast<uint64_t>(-7) & 0xFFFFFFFFu}, 1);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "OutputTensor.npy", npyBytes("<i4", {}, rawData(std::vector<int32_t>{-7})));
    const std::vector<Buffer> outputs = runOnCpu(session);
    QVERIFY(compareOutputsWithFiles(session, outputs, base).equal());
    writeBytes(base / "OutputTensor.npy", npyBytes("<i4", {}, rawData(std::vector<int32_t>{7})));
    const OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QCOMPARE(std::get<int64_t>(c.firstDifferences[0].ours), int64_t{-7});
    QCOMPARE(std::get<int64_t>(c.firstDifferences[0].theirs), int64_t{7});
  }

  void wrongDataTypeIsAProblemNamingFieldAndFile() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    std::vector<double> asDoubles(kTileOutput.begin(), kTileOutput.end());
    writeBytes(base / "OutputTensor.npy", npyBytes("<f8", {1, 1, 6, 9}, rawData(asDoubles)));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QVERIFY(c.outputs[0].problem);
    QCOMPARE(c.outputs[0].problem->id, std::string("compare.file-type"));
    QCOMPARE(c.outputs[0].problem->message, "OutputTensor is DML_TENSOR_DATA_TYPE_FLOAT32, but " +
                                                (base / "OutputTensor.npy").string() + " holds float64 ('<f8')");
    QVERIFY(c.outputs[0].differingElements.empty());
    QVERIFY(!c.readable());
    QVERIFY(!c.equal());
  }

  void wrongShapeIsAProblemListingBothAcceptableShapes_data() {
    QTest::addColumn<std::vector<uint64_t>>("shape");
    QTest::addColumn<std::string>("shapeText");
    QTest::newRow("transposed") << std::vector<uint64_t>{1, 1, 9, 6} << std::string("(1, 1, 9, 6)");
    QTest::newRow("1-D, one short of the buffer") << std::vector<uint64_t>{53} << std::string("(53,)");
    QTest::newRow("2-D buffer") << std::vector<uint64_t>{1, 54} << std::string("(1, 54)");
  }
  void wrongShapeIsAProblemListingBothAcceptableShapes() {
    QFETCH(std::vector<uint64_t>, shape);
    QFETCH(std::string, shapeText);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    Session session = example("tile.json");
    uint64_t count = 1;
    for (uint64_t s : shape) count *= s;
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", shape, rawData(std::vector<float>(count, 1.0f))));
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base);
    QVERIFY(c.outputs[0].problem);
    QCOMPARE(c.outputs[0].problem->id, std::string("compare.file-shape"));
    QCOMPARE(c.outputs[0].problem->message,
             "OutputTensor has Sizes [1, 1, 6, 9], but " + (base / "OutputTensor.npy").string() + " has shape " +
                 shapeText +
                 "; the file must have the shape (1, 1, 6, 9) (leading 1s may differ) or hold the output's buffer "
                 "as a 1-D array of at least 54 elements, (54,)");
    QVERIFY(!c.readable());
  }

  void missingAndTruncatedFilesAreProblemsNamingTheFile() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    const std::vector<Buffer> outputs = runOnCpu(session);
    OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.outputs[0].problem);
    QCOMPARE(c.outputs[0].problem->id, std::string("compare.file-unreadable"));
    std::string message = c.outputs[0].problem->message;
    QVERIFY2(contains(message, "OutputTensor: ") && contains(message, (base / "OutputTensor.npy").string()) &&
                 contains(message, "cannot open"),
             message.c_str());
    QVERIFY(!c.readable());

    std::vector<float> truncated(kTileOutput.begin(), kTileOutput.end() - 1);
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(truncated)));
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.outputs[0].problem);
    message = c.outputs[0].problem->message;
    QVERIFY2(contains(message, "OutputTensor: ") && contains(message, (base / "OutputTensor.npy").string()) &&
                 contains(message, "truncated") && contains(message, "216") && contains(message, "212"),
             message.c_str());

    writeBytes(base / "OutputTensor.npy", "not a numpy file at all");
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.outputs[0].problem);
    QVERIFY2(contains(c.outputs[0].problem->message, "NUMPY"), c.outputs[0].problem->message.c_str());
  }

  void readableAndEqualAreSeparateVerdicts() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("split_axis2.json");
    const std::vector<Buffer> outputs = runOnCpu(session);
    auto write = [&](size_t k, std::vector<float> values) {
      writeBytes(base / ("OutputTensors." + std::to_string(k) + ".npy"), npyBytes("<f4", kSplitShapes[k], rawData(values)));
    };
    write(0, kSplitOutputs[0]);
    write(1, {5, 7});
    // Output 2's file is missing: not readable, and so not equal, though output 1's difference is still counted.
    OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(!c.readable());
    QVERIFY(!c.equal());
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QVERIFY(!c.outputs[0].problem && !c.outputs[1].problem && c.outputs[2].problem);
    QVERIFY(contains(c.outputs[2].problem->message, "OutputTensors[2]"));

    write(2, kSplitOutputs[2]);
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.readable());
    QVERIFY(!c.equal());

    write(1, kSplitOutputs[1]);
    c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(c.readable());
    QVERIFY(c.equal());
  }

  void maxListedLimitsTheListNotTheCount() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("tile.json");
    const std::vector<Buffer> outputs = runOnCpu(session);
    std::vector<float> shifted = kTileOutput;
    for (float& v : shifted) v += 100;
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(shifted)));

    OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QCOMPARE(c.differenceCount(), uint64_t{54});
    QCOMPARE(c.outputs[0].differingElements.size(), size_t{54});
    QCOMPARE(c.outputs[0].differingElements.back(), uint64_t{53});
    QCOMPARE(c.firstDifferences.size(), size_t{10});  // the default

    CompareOptions options;
    options.maxListed = 3;
    c = compareOutputsWithFiles(session, outputs, base, options);
    QCOMPARE(c.differenceCount(), uint64_t{54});
    QCOMPARE(c.firstDifferences.size(), size_t{3});
    QCOMPARE(c.firstDifferences[2].element, uint64_t{2});
    QCOMPARE(asDouble(c.firstDifferences[2].theirs), 103.0);

    options.maxListed = 0;
    c = compareOutputsWithFiles(session, outputs, base, options);
    QCOMPARE(c.differenceCount(), uint64_t{54});
    QVERIFY(c.firstDifferences.empty());
  }

  void maxListedRunsAcrossOutputsInOrder() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("split_axis2.json");
    for (size_t k = 0; k < 3; ++k) {
      std::vector<float> values = kSplitOutputs[k];
      if (k != 1)
        for (float& v : values) v = -v;
      writeBytes(base / ("OutputTensors." + std::to_string(k) + ".npy"), npyBytes("<f4", kSplitShapes[k], rawData(values)));
    }
    CompareOptions options;
    options.maxListed = 6;
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QCOMPARE(c.differenceCount(), uint64_t{10});
    QCOMPARE(c.firstDifferences.size(), size_t{6});
    for (size_t i = 0; i < 4; ++i) QCOMPARE(c.firstDifferences[i].output, 0u);
    QCOMPARE(c.firstDifferences[4].output, 2u);
    QCOMPARE(c.firstDifferences[5].output, 2u);
    QCOMPARE(c.firstDifferences[5].coords, (std::vector<uint32_t>{0, 0, 0, 1}));
    QCOMPARE(asDouble(c.firstDifferences[5].ours), 8.0);
    QCOMPARE(asDouble(c.firstDifferences[5].theirs), -8.0);
  }

  void fileNamesOverrideTheDefaultPerOutput() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("split_axis2.json");
    fs::create_directories(base / "custom");
    writeBytes(base / "OutputTensors.0.npy", npyBytes("<f4", kSplitShapes[0], rawData(kSplitOutputs[0])));
    writeBytes(base / "custom" / "second.npy", npyBytes("<f4", kSplitShapes[1], rawData(kSplitOutputs[1])));
    writeBytes(base / "OutputTensors.2.npy", npyBytes("<f4", kSplitShapes[2], rawData(kSplitOutputs[2])));
    // A decoy under the default name, which must not be read.
    writeBytes(base / "OutputTensors.1.npy", npyBytes("<f4", kSplitShapes[1], rawData(std::vector<float>{0, 0})));
    CompareOptions options;
    options.fileNames = {"", "custom/second.npy"};  // empty and missing entries: the default name
    const OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QCOMPARE(c.outputs[0].file, base / "OutputTensors.0.npy");
    QCOMPARE(c.outputs[1].file, base / "custom/second.npy");
    QCOMPARE(c.outputs[2].file, base / "OutputTensors.2.npy");
    QVERIFY2(c.equal(), problemText(c.outputs[1]).c_str());
  }

  // A model's writeFile targets: every one compared, raw files read through their type. FLOAT16 1, 2, 3 (bits
  // 0x3C00, 0x4000, 0x4200) take 6 bytes; DxDispatch pads a resource to 8.
  void everyTargetOfAnOutputIsComparedRawOrNpy() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = tileOf(DataType::Float16, {0x3C00, 0x4000, 0x4200}, 1);
    const std::string half = rawData(std::vector<uint16_t>{0x3C00, 0x4000, 0x4200});
    writeBytes(base / "padded.dat", half + std::string(2, '\0'));
    writeBytes(base / "plain.bin", half);
    writeBytes(base / "shaped.npy", npyBytes("<f2", {3, 1}, half));
    CompareOptions options;
    options.files = {{{"padded.dat", {1, 3}, DataType::Float16}, {"plain.bin", {}, DataType::Float16},
                      {"shaped.npy", {3, 1}, std::nullopt}}};
    OutputComparison c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QCOMPARE(c.outputs.size(), size_t{3});
    for (const auto& o : c.outputs) {
      QCOMPARE(o.output, 0u);
      QVERIFY2(!o.problem, problemText(o).c_str());
    }
    QVERIFY(c.equal());

    // One element of one file changed (2.0 → 4.0, 0x4400): that file, that element.
    writeBytes(base / "plain.bin", rawData(std::vector<uint16_t>{0x3C00, 0x4400, 0x4200}));
    c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QVERIFY(c.readable());
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QCOMPARE(c.outputs[1].differingElements, std::vector<uint64_t>{1});
    QCOMPARE(c.firstDifferences.size(), size_t{1});
    QCOMPARE(c.firstDifferences[0].comparison, 1u);
    QCOMPARE(asDouble(c.firstDifferences[0].theirs), 4.0);

    // With dimensions, 4 bytes past them is not padding: both sizes named.
    writeBytes(base / "padded.dat", half + std::string(4, '\0'));
    c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QVERIFY(c.outputs[0].problem);
    QVERIFY2(contains(problemText(c.outputs[0]), "padded.dat holds 10 bytes") &&
                 contains(problemText(c.outputs[0]), "[1, 3] of DML_TENSOR_DATA_TYPE_FLOAT16 take 6 bytes"),
             problemText(c.outputs[0]).c_str());
    // Without dimensions a raw file too short for the buffer is a shape problem.
    writeBytes(base / "plain.bin", half.substr(0, 4));
    c = compareOutputsWithFiles(session, runOnCpu(session), base, options);
    QVERIFY2(c.outputs[1].problem && c.outputs[1].problem->id == "compare.file-shape", problemText(c.outputs[1]).c_str());
  }

  // DxDispatch's writeFile writes the whole resource; an output bound at an elementOffset into it begins that far
  // into the file. A Split writes [1, 2] and [3, 4] into one 6-element resource at element offsets 1 and 4:
  // the resource holds 0 1 2 0 3 4 (worked by hand), the file all of it.
  void anOutputBoundAtAnOffsetIsReadFromThatOffset() {
    const std::string model = R"({
      "resources": {
        "A": {"initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4]},
        "Out": {"initialValuesDataType": "FLOAT32", "initialValues": {"valueCount": 6, "value": 0}}
      },
      "dispatchables": {"split": {"type": "DML_OPERATOR_SPLIT", "desc": {
        "InputTensor": {"DataType": "FLOAT32", "Sizes": [4]}, "Axis": 0,
        "OutputTensors": [{"DataType": "FLOAT32", "Sizes": [2]}, {"DataType": "FLOAT32", "Sizes": [2]}]}}},
      "commands": [
        {"type": "dispatch", "dispatchable": "split", "bindings": {"InputTensor": "A", "OutputTensors": [
          {"name": "Out", "elementOffset": 1, "elementCount": 2}, {"name": "Out", "elementOffset": 4, "elementCount": 2}]}},
        {"type": "writeFile", "resource": "Out", "targetPath": "out.dat"},
        {"type": "writeFile", "resource": "Out", "targetPath": "out.npy", "dimensions": [6]}
      ]})";
    auto opened = parseDxDispatchModel(model, {});
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    QCOMPARE(opened->source.outputWriteFiles.size(), size_t{2});
    QCOMPARE(opened->source.outputWriteFiles[1].at(0).outputByteOffset, uint64_t{16});

    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const std::string resource = rawData(std::vector<float>{0, 1, 2, 0, 3, 4});
    writeBytes(base / "out.dat", resource);
    writeBytes(base / "out.npy", npyBytes("<f4", {6}, resource));
    CompareOptions options;
    options.files = modelOutputFiles(opened->source);
    const auto outputs = runOnCpu(opened->session);
    OutputComparison c = compareOutputsWithFiles(opened->session, outputs, base, options);
    QCOMPARE(c.outputs.size(), size_t{4});
    for (const auto& o : c.outputs) QVERIFY2(!o.problem, problemText(o).c_str());
    QVERIFY(c.equal());

    // The element at the second output's offset changed (3 → 7): found there, as OutputTensors[1] element 0.
    writeBytes(base / "out.dat", rawData(std::vector<float>{0, 1, 2, 0, 7, 4}));
    c = compareOutputsWithFiles(opened->session, outputs, base, options);
    QCOMPARE(c.differenceCount(), uint64_t{1});
    QCOMPARE(c.firstDifferences.at(0).output, 1u);
    QCOMPARE(c.firstDifferences.at(0).element, uint64_t{0});
    QCOMPARE(asDouble(c.firstDifferences.at(0).theirs), 7.0);

    // A file too short to reach past the offset is a problem naming the offset, not a read past its end.
    writeBytes(base / "out.npy", npyBytes("<f4", {4}, rawData(std::vector<float>{0, 1, 2, 0})));
    c = compareOutputsWithFiles(opened->session, outputs, base, options);
    QVERIFY(!c.readable());
    bool named = false;
    for (const auto& o : c.outputs) named = named || (o.problem && contains(o.problem->message, "bound 16 bytes into"));
    QVERIFY(named);
  }

  void modelTargetsStayBelowTheFolder() {
    QCOMPARE(modelTargetFileName("out/result.npy"), std::string("out/result.npy"));
    QCOMPARE(modelTargetFileName("/tmp/elsewhere/result.dat"), std::string("result.dat"));
    QCOMPARE(modelTargetFileName("../up/result.npy"), std::string("result.npy"));
    QCOMPARE(modelTargetFileName("a/../../result.npy"), std::string("result.npy"));
    QCOMPARE(modelTargetFileName("a/../result.npy"), std::string("a/../result.npy"));
  }

  void shortOrMissingOutputBuffersAreProblemsNotCrashes() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session session = example("split_axis2.json");
    for (size_t k = 0; k < 3; ++k)
      writeBytes(base / ("OutputTensors." + std::to_string(k) + ".npy"), npyBytes("<f4", kSplitShapes[k], rawData(kSplitOutputs[k])));
    std::vector<Buffer> outputs = runOnCpu(session);
    outputs[2].resize(23);  // 6 elements need 24 bytes
    OutputComparison c = compareOutputsWithFiles(session, outputs, base);
    QVERIFY(!c.outputs[0].problem && !c.outputs[1].problem);
    QVERIFY(c.outputs[2].problem);
    QCOMPARE(c.outputs[2].problem->id, std::string("compare.output-too-short"));
    QCOMPARE(c.outputs[2].problem->message, "OutputTensors[2]: cannot compare with " +
                                                (base / "OutputTensors.2.npy").string() +
                                                ": the run's output buffer has 23 bytes, but the output's sizes and "
                                                "strides reach 24");
    QVERIFY(!c.readable());

    // Fewer buffers than outputs: the others have none.
    c = compareOutputsWithFiles(session, std::span<const Buffer>(outputs).first(1), base);
    QVERIFY(!c.outputs[0].problem);
    QVERIFY(c.outputs[1].problem && c.outputs[2].problem);
    QVERIFY(contains(c.outputs[1].problem->message, "has 0 bytes"));
  }

  void outputWhoseLayoutCannotBeComputedIsAProblem() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const Session good = example("tile.json");
    writeBytes(base / "OutputTensor.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(kTileOutput)));
    Session bad = good;
    std::get<TileDesc>(bad.desc).OutputTensor.strides = std::vector<uint32_t>{9, 1};
    const OutputComparison c = compareOutputsWithFiles(bad, runOnCpu(good), base);
    QVERIFY(c.outputs[0].problem);
    QCOMPARE(c.outputs[0].problem->id, std::string("compare.layout"));
    QVERIFY2(contains(c.outputs[0].problem->message, "OutputTensor: cannot compare with " +
                                                         (base / "OutputTensor.npy").string() + ": Strides has 2"),
             c.outputs[0].problem->message.c_str());
  }

  // A packed output is one contiguous run compared a chunk at a time: differences at the chunks' first and last
  // elements and in the short last chunk must all be found (and nothing else).
  void longContiguousRunsFindDifferencesAtEveryChunkEdge() {
    const uint32_t rows = 3, columns = 10007;
    TileDesc tile;
    tile.OutputTensor = tensor(DataType::UInt16, {1, rows, columns});
    Session session;
    session.desc = tile;
    std::vector<uint16_t> values(rows * columns);
    for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<uint16_t>(i * 7919 % 65521);
    const std::string raw = rawData(values);
    std::vector<Buffer> outputs(1, Buffer(raw.size()));
    std::memcpy(outputs[0].data(), raw.data(), raw.size());

    const std::vector<uint64_t> changed = {0, 1, 4095, 4096, 8191, 8192, 10006, 10007, 12287, 12288, 30020};
    std::vector<uint16_t> file = values;
    for (uint64_t i : changed) file[i] ^= 0x8000;
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "OutputTensor.npy", npyBytes("<u2", {rows, columns}, rawData(file)));
    CompareOptions options;
    options.maxListed = 100;
    const OutputComparison c = compareOutputsWithFiles(session, outputs, base, options);
    QVERIFY2(!c.outputs[0].problem, problemText(c.outputs[0]).c_str());
    QCOMPARE(c.outputs[0].differingElements, changed);
    QCOMPARE(c.firstDifferences[7].coords, (std::vector<uint32_t>{0, 1, 0}));  // element 10007
    QCOMPARE(std::get<uint64_t>(c.firstDifferences[7].ours), uint64_t{values[10007]});
    QCOMPARE(std::get<uint64_t>(c.firstDifferences[7].theirs), uint64_t{values[10007] ^ 0x8000u});
  }

  // Random strided layouts (dimensions in any memory order, gaps between them), random buffers, and a chosen
  // set of changed elements: the comparison must find exactly those, through logical and buffer files. The
  // expected offsets come from a naive coordinate walk here, not from core's layout.
  void randomStridedLayoutsFindExactlyTheChangedElements() {
    std::mt19937_64 random(20240611);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const std::vector<std::pair<DataType, std::string>> types = {
        {DataType::UInt8, "|u1"}, {DataType::Float16, "<f2"}, {DataType::Int32, "<i4"}, {DataType::Float64, "<f8"}};
    for (int round = 0; round < 300; ++round) {
      const auto& [type, descr] = types[random() % types.size()];
      const uint32_t bytes = bytesOf(type);
      const auto rank = static_cast<uint32_t>(1 + random() % 5);
      std::vector<uint32_t> sizes(rank), strides(rank), order(rank);
      for (uint32_t d = 0; d < rank; ++d) sizes[d] = static_cast<uint32_t>(1 + random() % 4);
      for (uint32_t d = 0; d < rank; ++d) order[d] = d;
      std::shuffle(order.begin(), order.end(), random);
      uint32_t stride = 1;
      for (uint32_t d : order) {  // order[0] is innermost in memory
        strides[d] = stride;
        stride *= sizes[d] + static_cast<uint32_t>(random() % 3);  // 0 to 2 unused elements after each
      }
      // Now and then, any small strides: broadcast (0) and overlapping ones, which validation refuses for an
      // output but which must still be walked exactly as their offsets say.
      if (random() % 4 == 0)
        for (uint32_t& s : strides) s = static_cast<uint32_t>(random() % 5);
      uint64_t count = 1, reached = 1;
      for (uint32_t d = 0; d < rank; ++d) {
        count *= sizes[d];
        reached += uint64_t{sizes[d] - 1} * strides[d];
      }
      auto offsetOf = [&](uint64_t linear) {
        uint64_t offset = 0;
        for (uint32_t d = rank; d-- > 0;) {
          offset += (linear % sizes[d]) * strides[d];
          linear /= sizes[d];
        }
        return offset;
      };

      TileDesc tile;
      tile.OutputTensor = tensor(type, sizes, strides);
      Session session;
      session.desc = tile;
      std::vector<Buffer> outputs(1, Buffer(reached * bytes));
      for (std::byte& b : outputs[0]) b = std::byte(random() & 0xFF);

      std::vector<uint64_t> changed;
      for (uint64_t i = 0; i < count; ++i)
        if (random() % 5 == 0) changed.push_back(i);
      const bool asBuffer = random() % 2 == 1;
      std::string data;
      std::vector<uint64_t> shape;
      if (asBuffer) {
        shape = {reached + random() % 3};
        // Not the output's own shape (leading 1s aside), which would be read in logical order.
        if (std::all_of(sizes.begin(), sizes.end() - 1, [](uint32_t size) { return size == 1; }) &&
            shape[0] == sizes.back())
          ++shape[0];
        data.resize(shape[0] * bytes);
        for (char& ch : data) ch = static_cast<char>(random() & 0xFF);  // unused elements: anything
        for (uint64_t i = 0; i < count; ++i)
          std::memcpy(data.data() + offsetOf(i) * bytes, outputs[0].data() + offsetOf(i) * bytes, bytes);
        // Elements that share memory with a changed one differ too.
        std::vector<uint64_t> changedOffsets;
        for (uint64_t i : changed) changedOffsets.push_back(offsetOf(i));
        std::sort(changedOffsets.begin(), changedOffsets.end());
        changedOffsets.erase(std::unique(changedOffsets.begin(), changedOffsets.end()), changedOffsets.end());
        for (uint64_t offset : changedOffsets) data[offset * bytes + bytes - 1] ^= 0x40;
        changed.clear();
        for (uint64_t i = 0; i < count; ++i)
          if (std::binary_search(changedOffsets.begin(), changedOffsets.end(), offsetOf(i))) changed.push_back(i);
      } else {
        shape.assign(sizes.begin(), sizes.end());
        data.resize(count * bytes);
        for (uint64_t i = 0; i < count; ++i)
          std::memcpy(data.data() + i * bytes, outputs[0].data() + offsetOf(i) * bytes, bytes);
        for (uint64_t i : changed) data[i * bytes] ^= 0x01;
      }
      writeBytes(base / "OutputTensor.npy", npyBytes(descr, shape, data));
      CompareOptions options;
      options.maxListed = 1000;
      const OutputComparison c = compareOutputsWithFiles(session, outputs, base, options);
      const std::string where = "round " + std::to_string(round);
      QVERIFY2(!c.outputs[0].problem, (where + ": " + problemText(c.outputs[0])).c_str());
      QCOMPARE(c.outputs[0].readAsBuffer, asBuffer);
      QVERIFY2(c.outputs[0].differingElements == changed, where.c_str());
      QCOMPARE(c.firstDifferences.size(), changed.size());
      for (size_t j = 0; j < changed.size(); ++j) {
        std::vector<uint32_t> coords(rank);
        uint64_t linear = changed[j];
        for (uint32_t d = rank; d-- > 0;) {
          coords[d] = static_cast<uint32_t>(linear % sizes[d]);
          linear /= sizes[d];
        }
        QVERIFY2(c.firstDifferences[j].coords == coords, where.c_str());
      }
    }
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestOutputComparison)
#include "tst_output_comparison.moc"
