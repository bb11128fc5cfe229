// A session's variant (one descriptor field set to a second value given as text) and the element-by-element
// comparison of the two runs. Expectations come from the reference pages' examples and from hand-worked
// index tables, never from the code under test.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cstring>
#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/session_file.h"
#include "dmlscope/session_variant.h"
#include "dmlscope/variant_comparison.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

namespace fs = std::filesystem;

Session example(const std::string& name) {
  auto session = readSessionFile(fs::path(DMLSCOPE_EXAMPLES_DIR) / name);
  if (!session) qFatal("%s: %s", name.c_str(), session.error().message.c_str());
  return std::move(*session);
}

RunResult runOnCpu(const Session& session) {
  auto result = makeCpuBackend()->run(session);
  if (!result) qFatal("run failed: %s", result.error().message.c_str());
  return std::move(*result);
}

Session variantOf(const Session& session, const std::string& field, const std::string& value) {
  auto variant = makeVariant(session, field, value);
  if (!variant) qFatal("%s=%s: %s", field.c_str(), value.c_str(), variant.error().message.c_str());
  return std::move(*variant);
}

std::vector<uint64_t> elementsOf(const std::vector<DifferingElement>& list) {
  std::vector<uint64_t> out;
  for (const auto& d : list) out.push_back(d.element);
  return out;
}

// The DML_DEPTH_TO_SPACE1_OPERATOR_DESC page's outputs ({1, 2, 4, 6}) for its input of {1, 8, 2, 3}.
const std::vector<uint32_t> kPageDcr = {0,  18, 1,  19, 2,  20, 36, 54, 37, 55, 38, 56, 3,  21, 4,  22,
                                        5,  23, 39, 57, 40, 58, 41, 59, 9,  27, 10, 28, 11, 29, 45, 63,
                                        46, 64, 47, 65, 12, 30, 13, 31, 14, 32, 48, 66, 49, 67, 50, 68};
const std::vector<uint32_t> kPageCrd = {0,  9,  1,  10, 2,  11, 18, 27, 19, 28, 20, 29, 3,  12, 4,  13,
                                        5,  14, 21, 30, 22, 31, 23, 32, 36, 45, 37, 46, 38, 47, 54, 63,
                                        55, 64, 56, 65, 39, 48, 40, 49, 41, 50, 57, 66, 58, 67, 59, 68};

// The DML_PADDING_OPERATOR_DESC page's examples 3 and 4 ({1, 1, 8, 10}).
const std::vector<float> kPageReflection = {
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2};
const std::vector<float> kPageSymmetric = {
    2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1,
    6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5};

Buffer packFloats(const std::vector<float>& values) {
  std::vector<uint64_t> bits;
  for (float v : values) bits.push_back(std::bit_cast<uint32_t>(v));
  return packBits(DataType::Float32, bits);
}

template <class T>
std::vector<T> outputValues(const RunResult& run) {
  std::vector<T> out(run.outputs.at(0).size() / sizeof(T));
  std::memcpy(out.data(), run.outputs[0].data(), out.size() * sizeof(T));
  return out;
}

}  // namespace

class VariantComparisonTest : public QObject {
  Q_OBJECT

 private slots:
  // ---- Parsing FIELD=VALUE and setting the field

  void assignmentSplitsAtTheFirstEquals() {
    auto a = parseFieldAssignment("StartPadding = 0,0,1,1");
    QVERIFY(a);
    QCOMPARE(a->field, std::string("StartPadding"));
    QCOMPARE(a->value, std::string("0,0,1,1"));
    QVERIFY(!parseFieldAssignment("Order"));
    QVERIFY(!parseFieldAssignment("=3"));
    QCOMPARE(parseFieldAssignment("Order").error().id, std::string("variant.expected-assignment"));
  }

  void valuesAreReadAsSessionFilesReadThem_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expectedText");  // variantFieldText of the variant
    QTest::newRow("order by short name") << "depth_to_space_dcr.json" << "Order" << "COLUMN_ROW_DEPTH" << "COLUMN_ROW_DEPTH";
    QTest::newRow("order by full name") << "depth_to_space_dcr.json" << "Order" << "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH"
                                        << "COLUMN_ROW_DEPTH";
    QTest::newRow("order by DirectML's value") << "depth_to_space_dcr.json" << "Order" << "1" << "COLUMN_ROW_DEPTH";
    QTest::newRow("block size") << "depth_to_space_dcr.json" << "BlockSize" << "3" << "3";
    QTest::newRow("padding mode") << "padding_reflection.json" << "PaddingMode" << "SYMMETRIC" << "SYMMETRIC";
    QTest::newRow("padding value") << "padding_constant.json" << "PaddingValue" << "3" << "3";
    QTest::newRow("padding value nan") << "padding_constant.json" << "PaddingValue" << "nan" << "nan";
    QTest::newRow("array without brackets") << "padding_reflection.json" << "StartPadding" << "0,0,1,1" << "0,0,1,1";
    QTest::newRow("array with brackets") << "tile.json" << "Repeats" << "[1, 2, 3, 4]" << "1,2,3,4";
    QTest::newRow("axis") << "join_axis2.json" << "Axis" << "2" << "2";
    QTest::newRow("count left out") << "tile.json" << "RepeatsCount" << "" << "";
  }
  void valuesAreReadAsSessionFilesReadThem() {
    QFETCH(QString, file);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, expectedText);
    const Session session = example(file.toStdString());
    auto variant = makeVariant(session, field.toStdString(), value.toStdString());
    QVERIFY2(variant, variant ? "" : variant.error().message.c_str());
    QCOMPARE(variantFieldText(variant->desc, field.toStdString()).value_or("?"), expectedText.toStdString());
    QVERIFY(variant->outputData.empty());  // the first value's outputs do not belong to the second
  }

  void outputSizesFollowTheNewValue() {
    // StartPadding {0, 0, 1, 2} → {0, 0, 1, 1}: one column less in front, so the width is 4 + 1 + 4 = 9.
    const Session padding = example("padding_reflection.json");
    QCOMPARE(outputTensor(variantOf(padding, "StartPadding", "0,0,1,1").desc, 0).sizes, (std::vector<uint32_t>{1, 1, 8, 9}));
    // Repeats {1, 1, 3, 3} → {1, 2, 3, 4} on a {1, 1, 2, 3} input.
    const Session tile = example("tile.json");
    QCOMPARE(outputTensor(variantOf(tile, "Repeats", "1,2,3,4").desc, 0).sizes, (std::vector<uint32_t>{1, 2, 6, 12}));
  }

  void unknownFieldIsAnErrorNamingItAndTheFields() {
    auto variant = makeVariant(example("depth_to_space_dcr.json"), "Blocksize", "3");
    QVERIFY(!variant);
    QCOMPARE(variant.error().id, std::string("variant.unknown-field"));
    const QString message = QString::fromStdString(variant.error().message);
    QVERIFY2(message.contains("\"Blocksize\"") && message.contains("BlockSize, Order"), qPrintable(message));
    // Tensors are not parameters a variant sets.
    QVERIFY(!makeVariant(example("depth_to_space_dcr.json"), "InputTensor", "3"));
  }

  void badValueIsAnErrorNamingTheFieldWithTheReadersReason_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reason");  // words of the session reader's message
    QTest::newRow("unknown order") << "depth_to_space_dcr.json" << "Order" << "DIAGONAL" << "unknown depth-space order \"DIAGONAL\"";
    QTest::newRow("mode of another enum") << "padding_reflection.json" << "PaddingMode" << "COLUMN_ROW_DEPTH"
                                          << "unknown padding mode \"COLUMN_ROW_DEPTH\"";
    QTest::newRow("negative block size") << "depth_to_space_dcr.json" << "BlockSize" << "-1"
                                         << "expected an unsigned 32-bit integer, got -1";
    QTest::newRow("word for a number") << "depth_to_space_dcr.json" << "BlockSize" << "two"
                                       << "expected an unsigned 32-bit integer, got \"two\"";
    QTest::newRow("word in an array") << "tile.json" << "Repeats" << "1,x,3,3" << "expected an array of unsigned 32-bit integers";
    QTest::newRow("float too large") << "padding_constant.json" << "PaddingValue" << "1e39" << "too large for a FLOAT";
  }
  void badValueIsAnErrorNamingTheFieldWithTheReadersReason() {
    QFETCH(QString, file);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, reason);
    auto variant = makeVariant(example(file.toStdString()), field.toStdString(), value.toStdString());
    QVERIFY(!variant);
    QCOMPARE(variant.error().id, std::string("variant.bad-value"));
    const QString message = QString::fromStdString(variant.error().message);
    QVERIFY2(message.startsWith(field + "=" + value + ": "), qPrintable(message));
    QVERIFY2(message.contains(reason), qPrintable(message));
    QVERIFY2(!message.contains("line "), qPrintable(message));  // no file position for a typed value
  }

  void wrongArrayLengthMakesAnInvalidVariantWhoseValidationNamesTheField() {
    // The page example writes DimensionCount 4; three StartPadding entries disagree with it.
    auto padding = makeVariant(example("padding_reflection.json"), "StartPadding", "0,1,1");
    QVERIFY(padding);
    std::set<std::string> fields;
    for (const Diagnostic& d : validateSession(*padding)) fields.insert(d.field);
    QVERIFY2(fields.count("StartPadding") == 1, "validation does not name StartPadding");
    QVERIFY(fields.count("EndPadding") == 0);  // untouched, and still of the right length

    auto tile = makeVariant(example("tile.json"), "Repeats", "1,3,3");
    QVERIFY(tile);
    fields.clear();
    for (const Diagnostic& d : validateSession(*tile)) fields.insert(d.field);
    QVERIFY2(fields.count("RepeatsCount") == 1, "validation does not name RepeatsCount (4, but Repeats has 3)");
  }

  void blockSizeThatDoesNotDivideTheChannelsIsInvalidNotAnError() {
    // 8 channels are not divisible by 3 × 3.
    auto variant = makeVariant(example("depth_to_space_dcr.json"), "BlockSize", "3");
    QVERIFY(variant);
    bool named = false;
    for (const Diagnostic& d : validateSession(*variant)) named = named || d.field == "InputTensor.Sizes[1]";
    QVERIFY(named);
  }

  // ---- Comparing the two runs

  void dcrAgainstCrdDiffersWhereThePageExamplesDiffer() {
    const Session dcr = example("depth_to_space_dcr.json");
    const Session crd = variantOf(dcr, "Order", "COLUMN_ROW_DEPTH");
    const RunResult a = runOnCpu(dcr);
    const RunResult b = runOnCpu(crd);
    QCOMPARE(outputValues<uint32_t>(a), kPageDcr);
    QCOMPARE(outputValues<uint32_t>(b), kPageCrd);

    const VariantComparison c = compareVariantRuns(dcr, a, crd, b);
    QCOMPARE(c.outputs.size(), size_t{1});
    QVERIFY(!c.shapesDiffer());
    // The page's two arrays differ in 36 of 48 places; the input's values are all different, so a cell whose
    // value differs reads another input element, and the other way round.
    std::vector<uint64_t> expected;
    for (uint64_t i = 0; i < kPageDcr.size(); ++i)
      if (kPageDcr[i] != kPageCrd[i]) expected.push_back(i);
    QCOMPARE(expected.size(), size_t{36});
    QCOMPARE(elementsOf(c.outputs[0].differingInA), expected);
    QCOMPARE(elementsOf(c.outputs[0].differingInB), expected);
    QCOMPARE(c.total(), uint64_t{48});
    QCOMPARE(c.differing(), uint64_t{36});
    QCOMPARE(c.valueDiffers(), uint64_t{36});
    QCOMPARE(c.sourceDiffers(), uint64_t{36});
    QCOMPARE(c.outsideCommon(), uint64_t{0});
    for (const auto& d : c.outputs[0].differingInA) QCOMPARE(d.bits, uint8_t(kValueDiffers | kSourceDiffers));
    // Why: at output (c, h, w) with block offset (by, bx) = (h % 2, w % 2), DCR reads channel
    // (by·2 + bx)·2 + c and CRD channel c·4 + by·2 + bx. They agree only for (c, by, bx) = (0, 0, 0) (channel 0)
    // and (1, 1, 1) (channel 7): even rows and columns of output channel 0, odd ones of channel 1.
    for (uint32_t ch = 0; ch < 2; ++ch)
      for (uint32_t h = 0; h < 4; ++h)
        for (uint32_t w = 0; w < 6; ++w) {
          const uint64_t element = (ch * 4 + h) * 6 + w;
          const bool same = (ch == 0 && h % 2 == 0 && w % 2 == 0) || (ch == 1 && h % 2 == 1 && w % 2 == 1);
          const bool listed = std::binary_search(expected.begin(), expected.end(), element);
          QVERIFY2(same != listed, qPrintable(QStringLiteral("OutputTensor[0, %1, %2, %3]").arg(ch).arg(h).arg(w)));
        }
  }

  void reflectionAgainstSymmetricDiffersOutsideTheInnerBlock() {
    const Session reflection = example("padding_reflection.json");
    const Session symmetric = variantOf(reflection, "PaddingMode", "SYMMETRIC");
    const RunResult a = runOnCpu(reflection);
    const RunResult b = runOnCpu(symmetric);
    QCOMPARE(outputValues<float>(b), kPageSymmetric);
    const VariantComparison c = compareVariantRuns(reflection, a, symmetric, b);

    // Sources by hand, rows (StartPadding 1 over 4 rows) and columns (StartPadding 2 over 4 columns):
    // reflection folds without the edge, symmetric repeats it.
    const uint32_t rowReflection[8] = {1, 0, 1, 2, 3, 2, 1, 0};
    const uint32_t rowSymmetric[8] = {0, 0, 1, 2, 3, 3, 2, 1};
    const uint32_t columnReflection[10] = {2, 1, 0, 1, 2, 3, 2, 1, 0, 1};
    const uint32_t columnSymmetric[10] = {1, 0, 0, 1, 2, 3, 3, 2, 1, 0};
    uint64_t sourceDiffers = 0;
    uint64_t valueDiffers = 0;
    std::vector<DifferingElement> expected;
    for (uint32_t r = 0; r < 8; ++r)
      for (uint32_t col = 0; col < 10; ++col) {
        const uint64_t e = r * 10 + col;
        const bool source = rowReflection[r] != rowSymmetric[r] || columnReflection[col] != columnSymmetric[col];
        const bool value = kPageReflection[e] != kPageSymmetric[e];
        sourceDiffers += source;
        valueDiffers += value;
        if (source || value) {
          expected.push_back({e, static_cast<uint8_t>((value ? kValueDiffers : 0) | (source ? kSourceDiffers : 0))});
        }
      }
    // Only the 4 × 4 block of rows 1-4 and columns 2-5, the input itself, reads the same in both modes.
    QCOMPARE(sourceDiffers, uint64_t{64});
    QCOMPARE(valueDiffers, uint64_t{64});
    QCOMPARE(c.outputs.at(0).differingInA, expected);
    QCOMPARE(c.sourceDiffers(), sourceDiffers);
    QCOMPARE(c.valueDiffers(), valueDiffers);
    QCOMPARE(c.differing(), uint64_t{64});
    QCOMPARE(c.total(), uint64_t{80});
  }

  void wrapAgainstReflectionDiffersWhereTheHandTablesDo() {
    // The page's example 3 at DML_FEATURE_LEVEL_6_4, beside its WRAP variant. WRAP reads j mod n: rows (StartPadding
    // 1 over 4 rows) j = -1..6, columns (StartPadding 2 over 4 columns) j = -2..7; REFLECTION's tables as above.
    Session reflection = example("padding_reflection.json");
    reflection.featureLevel = FeatureLevel::FL_6_4;
    const Session wrap = variantOf(reflection, "PaddingMode", "WRAP");
    QVERIFY(validateSession(wrap).empty());
    reflection.featureLevel = FeatureLevel::FL_6_3;
    const Session wrapAt63 = variantOf(reflection, "PaddingMode", "WRAP");
    QVERIFY2(!validateSession(wrapAt63).empty(), "WRAP validated at DML_FEATURE_LEVEL_6_3");
    reflection.featureLevel = FeatureLevel::FL_6_4;
    const uint32_t rowWrap[8] = {3, 0, 1, 2, 3, 0, 1, 2};
    const uint32_t columnWrap[10] = {2, 3, 0, 1, 2, 3, 0, 1, 2, 3};
    const uint32_t rowReflection[8] = {1, 0, 1, 2, 3, 2, 1, 0};
    const uint32_t columnReflection[10] = {2, 1, 0, 1, 2, 3, 2, 1, 0, 1};
    // The page's input: rows 0 and 2 are 1 2 3 4, rows 1 and 3 are 5 6 7 8.
    auto input = [](uint32_t row, uint32_t column) { return float((row % 2 == 0 ? 1 : 5) + column); };
    std::vector<float> wrapValues;
    std::vector<DifferingElement> expected;
    for (uint32_t r = 0; r < 8; ++r)
      for (uint32_t col = 0; col < 10; ++col) {
        const uint64_t e = r * 10 + col;
        wrapValues.push_back(input(rowWrap[r], columnWrap[col]));
        const bool source = rowWrap[r] != rowReflection[r] || columnWrap[col] != columnReflection[col];
        const bool value = wrapValues.back() != kPageReflection[e];
        if (source || value)
          expected.push_back({e, static_cast<uint8_t>((value ? kValueDiffers : 0) | (source ? kSourceDiffers : 0))});
      }
    const RunResult a = runOnCpu(reflection);
    const RunResult b = runOnCpu(wrap);
    QCOMPARE(outputValues<float>(a), kPageReflection);
    QCOMPARE(outputValues<float>(b), wrapValues);
    const VariantComparison c = compareVariantRuns(reflection, a, wrap, b);
    QCOMPARE(c.outputs.at(0).differingInA, expected);
    // 5 rows × 6 columns read the same input element in both modes; the other 50 read another.
    QCOMPARE(c.sourceDiffers(), uint64_t{50});
    QCOMPARE(c.total(), uint64_t{80});
  }

  void paddingValueChangesValuesButNoSource() {
    // Example 1 pads with 9; with 3 the 64 padding cells change value, and every cell keeps its source.
    const Session nine = example("padding_constant.json");
    const Session three = variantOf(nine, "PaddingValue", "3");
    const VariantComparison c = compareVariantRuns(nine, runOnCpu(nine), three, runOnCpu(three));
    QCOMPARE(c.valueDiffers(), uint64_t{80 - 16});
    QCOMPARE(c.sourceDiffers(), uint64_t{0});
    for (const auto& d : c.outputs.at(0).differingInA) {
      const uint64_t row = d.element / 10;
      const uint64_t column = d.element % 10;
      QVERIFY(!(row >= 1 && row <= 4 && column >= 2 && column <= 5));  // the input's own cells
      QCOMPARE(d.bits, uint8_t(kValueDiffers));
    }
  }

  void differentShapesCompareTheCommonRegionAndCountTheRest() {
    // A {1, 1, 2, 2} input tiled {1, 1, 2, 2} → {1, 1, 4, 4}, and {1, 1, 2, 3} → {1, 1, 4, 6}: out[r, c] reads
    // in[r % 2, c % 2] in both, so the common 4 × 4 agrees, and columns 4 and 5 exist only in the second.
    TileDesc tile;
    tile.InputTensor = tensor(DataType::Float32, {1, 1, 2, 2});
    tile.OutputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
    tile.Repeats = {1, 1, 2, 2};
    const Session a = makeSession(tile, {packFloats({1, 2, 3, 4})});
    const Session b = variantOf(a, "Repeats", "1,1,2,3");
    QCOMPARE(outputTensor(b.desc, 0).sizes, (std::vector<uint32_t>{1, 1, 4, 6}));
    const VariantComparison c = compareVariantRuns(a, runOnCpu(a), b, runOnCpu(b));
    QVERIFY(c.shapesDiffer());
    const OutputVariantComparison& o = c.outputs.at(0);
    QCOMPARE(o.commonSizes, (std::vector<uint32_t>{1, 1, 4, 4}));
    QCOMPARE(o.compared, uint64_t{16});
    QCOMPARE(o.differInCommon(), uint64_t{0});
    QCOMPARE(o.onlyInA, uint64_t{0});
    QCOMPARE(o.onlyInB, uint64_t{8});
    QVERIFY(o.differingInA.empty());
    const std::vector<uint64_t> outside = {4, 5, 10, 11, 16, 17, 22, 23};
    QCOMPARE(elementsOf(o.differingInB), outside);
    for (const auto& d : o.differingInB) QCOMPARE(d.bits, uint8_t(kOutsideCommon));
    QCOMPARE(c.total(), uint64_t{24});
    QCOMPARE(c.differing(), uint64_t{8});
  }

  void sourcesComeFromTheFormulaWhenARunStoredNoIndexMap() {
    const Session dcr = example("depth_to_space_dcr.json");
    const Session crd = variantOf(dcr, "Order", "COLUMN_ROW_DEPTH");
    RunOptions noMap;
    noMap.computeIndexMap = false;
    auto a = makeCpuBackend()->run(dcr, noMap);
    auto b = makeCpuBackend()->run(crd, noMap);
    QVERIFY(a && b);
    QCOMPARE(a->indexMap.outputCount(), 0u);
    const VariantComparison c = compareVariantRuns(dcr, *a, crd, *b);
    QCOMPARE(c.sourceDiffers(), uint64_t{36});
  }
};

QTEST_GUILESS_MAIN(VariantComparisonTest)
#include "tst_variant_comparison.moc"
