// DML_PADDING1: the reference page's four examples and a hand-worked INT64 one, run on the CPU reference and the
// fast CPU path; the typed PaddingValue kept exact through session files, DxDispatch models, variants and
// explanations; the rule that PaddingValueDataType is the output's type. DML_PADDING_MODE_WRAP on PADDING and
// PADDING1 alike: hand-worked rows (pads wider than the input, one-element dimensions) on the reference, the fast
// CPU path and the GPU, its feature level, its explanation and what an input element feeds.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/explanation.h"
#include "dmlscope/inverse_map.h"
#include "dmlscope/session_file.h"
#include "dmlscope/session_variant.h"
#include "gpu_test_support.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

Q_DECLARE_METATYPE(std::vector<uint32_t>)

namespace {

const std::filesystem::path kExamples = DMLSCOPE_EXAMPLES_DIR;

// -(2^53 + 1): the nearest doubles are -(2^53) and -(2^53 + 2), so any trip through a double loses it.
constexpr int64_t kBeyondDouble = -9007199254740993;

Session example(const std::string& name) {
  auto s = readSessionFile(kExamples / name);
  if (!s) qFatal("%s: %s", name.c_str(), s.error().message.c_str());
  return *s;
}

std::vector<int64_t> int64Values(const Buffer& b) {
  std::vector<int64_t> out(b.size() / 8);
  std::memcpy(out.data(), b.data(), out.size() * 8);
  return out;
}

Session int64Session(ScalarUnion value) {
  Padding1Desc d;
  d.InputTensor = tensor(DataType::Int64, {1, 2});
  d.OutputTensor = tensor(DataType::Int64, {1, 4});
  d.PaddingValueDataType = DataType::Int64;
  d.PaddingValue = value;
  d.StartPadding = {0, 1};
  d.EndPadding = {0, 1};
  Buffer input(16);
  const int64_t values[] = {5, -6};
  std::memcpy(input.data(), values, 16);
  return makeSession(d, {input});
}

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  if (at == std::string::npos) qFatal("no %s", from.c_str());
  return text.replace(at, from.size(), to);
}

// A FLOAT32 WRAP padding of `input` (sizes `in`), as DML_PADDING (PaddingValue unused) or DML_PADDING1.
Session wrapSession(bool padding1, std::vector<uint32_t> in, std::vector<uint32_t> start, std::vector<uint32_t> end,
                    const std::vector<float>& input, FeatureLevel level = FeatureLevel::FL_6_4) {
  std::vector<uint32_t> out(in.size());
  for (size_t k = 0; k < in.size(); ++k) out[k] = in[k] + start[k] + end[k];
  auto fill = [&](auto d) {
    d.InputTensor = tensor(DataType::Float32, in);
    d.OutputTensor = tensor(DataType::Float32, out);
    d.PaddingMode = PaddingMode::Wrap;
    d.StartPadding = start;
    d.EndPadding = end;
    return d;
  };
  if (padding1) {
    Padding1Desc d = fill(Padding1Desc{});
    d.PaddingValueDataType = DataType::Float32;
    d.PaddingValue = ScalarUnion{std::bit_cast<uint32_t>(9.0f)};  // never read by WRAP
    return makeSession(d, {float32Buffer(input)}, level);
  }
  PaddingDesc d = fill(PaddingDesc{});
  d.PaddingValue = 9.0f;  // never read by WRAP
  return makeSession(d, {float32Buffer(input)}, level);
}

}  // namespace

class TstPadding1 : public QObject {
  Q_OBJECT

 private slots:
  // The page's outputs, typed out again here from DML_PADDING1_OPERATOR_DESC's examples 1-4.
  void pageExamplesAreReproduced_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<float>>("expected");
    QTest::newRow("constant 9") << "padding1_constant.json"
                                << QList<float>{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9,
                                                9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9,
                                                9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,
                                                9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9};
    QTest::newRow("edge") << "padding1_edge.json"
                          << QList<float>{1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4,
                                          5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4,
                                          5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8,
                                          5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8};
    QTest::newRow("reflection") << "padding1_reflection.json"
                                << QList<float>{7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                                7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                                7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                                7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2};
    QTest::newRow("symmetric") << "padding1_symmetric.json"
                               << QList<float>{2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1,
                                               6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1,
                                               6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5,
                                               2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5};
  }
  void pageExamplesAreReproduced() {
    QFETCH(QString, file);
    QFETCH(QList<float>, expected);
    const Session s = example(file.toStdString());
    QVERIFY(std::holds_alternative<Padding1Desc>(s.desc));
    QVERIFY(validateSession(s).empty());
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(makeCpuBackend());
    backends.push_back(makeFastCpuBackend(2));
    for (const auto& backend : backends) {
      auto run = backend->run(s, {});
      QVERIFY2(run.ok(), run ? "" : run.error().message.c_str());
      const std::vector<float> got = float32Values(run->outputs[0]);
      QCOMPARE(QList<float>(got.begin(), got.end()), expected);
      // The shipped file's own OutputTensor Data says the same.
      QCOMPARE(run->outputs[0], s.outputData.at(0));
    }
  }

  // Hand-worked: [[a, b, c, d]] padded by {0, 1} before and {1, 2} after is 2×7, the constant everywhere but
  // row 0's columns 1-4; the constant -(2^53 + 1) has bits 0xFFDFFFFFFFFFFFFF.
  void int64ValueBeyondDoubleIsExact() {
    const Session s = example("padding1_int64_beyond_2_53.json");
    const auto& d = std::get<Padding1Desc>(s.desc);
    QCOMPARE(d.PaddingValue.bits, uint64_t{0xFFDFFFFFFFFFFFFF});
    QVERIFY(validateSession(s).empty());
    const int64_t v = kBeyondDouble;
    const std::vector<int64_t> expected = {v, -4611686018427387904, 9007199254740993, -1, INT64_MAX, v, v,
                                           v, v, v, v, v, v, v};
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(makeCpuBackend());
    backends.push_back(makeFastCpuBackend(2));
    for (const auto& backend : backends) {
      auto run = backend->run(s, {});
      QVERIFY(run.ok());
      QCOMPARE(int64Values(run->outputs[0]), expected);
    }
  }

  void sessionFileWritesLargeIntegersAsStrings_data() {
    QTest::addColumn<int>("typeValue");
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<QString>("written");
    QTest::newRow("INT64 -(2^53+1)") << int(DataType::Int64) << quint64(0xFFDFFFFFFFFFFFFF) << "\"-9007199254740993\"";
    QTest::newRow("INT64 -(2^53)") << int(DataType::Int64) << quint64(0xFFE0000000000000) << "-9007199254740992";
    QTest::newRow("INT64 min") << int(DataType::Int64) << quint64(0x8000000000000000) << "\"-9223372036854775808\"";
    QTest::newRow("UINT64 max") << int(DataType::UInt64) << quint64(~0ull) << "\"18446744073709551615\"";
    QTest::newRow("UINT64 2^53") << int(DataType::UInt64) << quint64(1ull << 53) << "9007199254740992";
    QTest::newRow("INT8 -128") << int(DataType::Int8) << quint64(0x80) << "-128";
    QTest::newRow("FLOAT16 1.5") << int(DataType::Float16) << quint64(0x3E00) << "1.5";
    QTest::newRow("FLOAT32 nan") << int(DataType::Float32) << quint64(0x7FC00000) << "\"nan\"";
    QTest::newRow("FLOAT64 -inf") << int(DataType::Float64) << quint64(0xFFF0000000000000) << "\"-inf\"";
  }
  void sessionFileWritesLargeIntegersAsStrings() {
    QFETCH(int, typeValue);
    QFETCH(quint64, bits);
    QFETCH(QString, written);
    const auto type = static_cast<DataType>(typeValue);
    Padding1Desc d;
    d.InputTensor = tensor(type, {2});
    d.OutputTensor = tensor(type, {3});
    d.PaddingValueDataType = type;
    d.PaddingValue = ScalarUnion{bits};
    d.StartPadding = {1};
    d.EndPadding = {0};
    const Session s = makeSession(d, {Buffer(2 * elementSize(type))});
    const std::string text = writeSession(s);
    QVERIFY2(text.find("\"PaddingValue\": " + written.toStdString()) != std::string::npos, text.c_str());
    auto back = parseSession(text);
    QVERIFY2(back.ok(), back ? "" : back.error().message.c_str());
    QCOMPARE(std::get<Padding1Desc>(back->desc).PaddingValue.bits, uint64_t{bits});
  }

  void badValuesNameTheFieldAndType_data() {
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("1.5 for INT32") << "INT32" << "1.5" << "expected an integer (DML_TENSOR_DATA_TYPE_INT32 holds";
    QTest::newRow("300 for UINT8") << "UINT8" << "300" << "300 does not fit DML_TENSOR_DATA_TYPE_UINT8 (0 to 255)";
    QTest::newRow("-1 for UINT64") << "UINT64" << "-1" << "-1 does not fit DML_TENSOR_DATA_TYPE_UINT64";
    QTest::newRow("2^63 for INT64") << "INT64" << "\"9223372036854775808\"" << "does not fit DML_TENSOR_DATA_TYPE_INT64";
    QTest::newRow("text for INT64") << "INT64" << "\"many\"" << "expected an integer (DML_TENSOR_DATA_TYPE_INT64 holds";
    QTest::newRow("1e39 for FLOAT32") << "FLOAT32" << "1e39" << "too large for DML_TENSOR_DATA_TYPE_FLOAT32";
    QTest::newRow("70000 for FLOAT16") << "FLOAT16" << "70000" << "too large for DML_TENSOR_DATA_TYPE_FLOAT16";
  }
  void badValuesNameTheFieldAndType() {
    QFETCH(QString, type);
    QFETCH(QString, value);
    QFETCH(QString, message);
    std::string text = readText(kExamples / "padding1_constant.json");
    for (int i = 0; i < 3; ++i)
      text = replaced(text, "DML_TENSOR_DATA_TYPE_FLOAT32", "DML_TENSOR_DATA_TYPE_" + type.toStdString());
    text = replaced(text, "\"PaddingValue\": 9", "\"PaddingValue\": " + value.toStdString());
    auto s = parseSession(text);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().message.find("/desc/PaddingValue") != std::string::npos, s.error().message.c_str());
    QVERIFY2(s.error().message.find(message.toStdString()) != std::string::npos, s.error().message.c_str());
  }

  void valueTypeMustBeTheOutputsType() {
    Session s = example("padding1_constant.json");
    std::get<Padding1Desc>(s.desc).PaddingValueDataType = DataType::Float16;
    const auto diagnostics = validateSession(s);
    QCOMPARE(diagnostics.size(), size_t{1});
    QCOMPARE(diagnostics[0].field, std::string("PaddingValueDataType"));
    QCOMPARE(diagnostics[0].message, std::string("PaddingValueDataType is DML_TENSOR_DATA_TYPE_FLOAT16, but "
                                                 "OutputTensor.DataType is DML_TENSOR_DATA_TYPE_FLOAT32; "
                                                 "PaddingValueDataType must match it"));
  }

  void introducedInFeatureLevel5_0() {
    QCOMPARE(introducedIn(OperatorType::Padding1), FeatureLevel::FL_5_0);
    Session s = example("padding1_edge.json");
    s.featureLevel = FeatureLevel::FL_4_1;
    QVERIFY(!validateSession(s).empty());
    s.featureLevel = FeatureLevel::FL_5_0;
    QVERIFY(validateSession(s).empty());
  }

  void dxDispatchRoundTripKeepsTheBits_data() {
    QTest::addColumn<quint64>("bits");
    QTest::newRow("-(2^53+1)") << quint64(0xFFDFFFFFFFFFFFFF);
    QTest::newRow("INT64 max") << quint64(0x7FFFFFFFFFFFFFFF);
    QTest::newRow("INT64 min") << quint64(0x8000000000000000);
  }
  void dxDispatchRoundTripKeepsTheBits() {
    QFETCH(quint64, bits);
    const Session s = int64Session(ScalarUnion{bits});
    auto model = writeDxDispatchModel(s);
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    auto back = parseDxDispatchModel(*model, {});
    QVERIFY2(back.ok(), back ? "" : back.error().message.c_str());
    QCOMPARE(std::get<Padding1Desc>(back->session.desc).PaddingValue.bits, uint64_t{bits});
  }

  // DxDispatch's ParseDmlScalarUnion: the object form names the union's member (FLOAT16 by its UInt16 bits).
  void dxDispatchObjectFormIsRead() {
    const Session s = int64Session(ScalarUnion{0});
    auto model = writeDxDispatchModel(s);
    QVERIFY(model.ok());
    const std::string objectForm = replaced(*model, "\"PaddingValue\": 0", "\"PaddingValue\": {\"Int64\": -9007199254740993}");
    auto back = parseDxDispatchModel(objectForm, {});
    QVERIFY2(back.ok(), back ? "" : back.error().message.c_str());
    QCOMPARE(std::get<Padding1Desc>(back->session.desc).PaddingValue.bits, uint64_t{0xFFDFFFFFFFFFFFFF});
    const std::string wrongMember = replaced(*model, "\"PaddingValue\": 0", "\"PaddingValue\": {\"Int32\": 1}");
    auto refused = parseDxDispatchModel(wrongMember, {});
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("one member \"Int64\"") != std::string::npos, refused.error().message.c_str());
  }

  void variantsReadTheValueAsItsType() {
    const Session s = int64Session(ScalarUnion{0});
    auto v = makeVariant(s, "PaddingValue", "-9007199254740993");
    QVERIFY2(v.ok(), v ? "" : v.error().message.c_str());
    QCOMPARE(std::get<Padding1Desc>(v->desc).PaddingValue.bits, uint64_t{0xFFDFFFFFFFFFFFFF});
    QCOMPARE(*variantFieldText(v->desc, "PaddingValue"), std::string("-9007199254740993"));
    auto bad = makeVariant(s, "PaddingValue", "1.5");
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error().message.find("DML_TENSOR_DATA_TYPE_INT64") != std::string::npos, bad.error().message.c_str());
  }

  // The corner of example 1 is the constant, told without a conversion: the value already has the output's type.
  void explanationNamesTheTypedConstant() {
    const Session s = example("padding1_int64_beyond_2_53.json");
    const std::vector<uint32_t> corner = {1, 6};
    auto e = explainOutputElement(s.desc, 0, corner);
    QVERIFY(e.ok());
    QVERIFY(!e->source);
    QCOMPARE(*e->paddingValue, std::string("-9007199254740993"));
    QCOMPARE(e->steps.back().text, std::string("OutputTensor[1, 6] is the padding constant: PaddingValue "
                                               "-9007199254740993, a DML_TENSOR_DATA_TYPE_INT64 as "
                                               "PaddingValueDataType says"));
  }

  // DML_PADDING_MODE_WRAP, worked by hand as j mod n with j = o - StartPadding (np.pad(mode="wrap")): the
  // input repeats whole, and a pad wider than its dimension wraps around as many times as it needs.
  void wrapIsWorkedByHand_data() {
    QTest::addColumn<bool>("padding1");
    QTest::addColumn<std::vector<uint32_t>>("in");
    QTest::addColumn<std::vector<uint32_t>>("start");
    QTest::addColumn<std::vector<uint32_t>>("end");
    QTest::addColumn<QList<float>>("input");
    QTest::addColumn<QList<float>>("expected");
    for (const bool padding1 : {false, true}) {
      const QString op = padding1 ? "PADDING1 " : "PADDING ";
      // j = -4 .. 7 reads 2 0 1 2 | 0 1 2 | 0 1 2 0 1: StartPadding 4 and EndPadding 5 are both wider than 3.
      QTest::newRow(qPrintable(op + "[1, 2, 3] padded 4 and 5"))
          << padding1 << std::vector<uint32_t>{3} << std::vector<uint32_t>{4} << std::vector<uint32_t>{5}
          << QList<float>{1, 2, 3} << QList<float>{3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2};
      // Ten times the width of the input before it, seven times after.
      QTest::newRow(qPrintable(op + "[1, 2] padded 20 and 14"))
          << padding1 << std::vector<uint32_t>{2} << std::vector<uint32_t>{20} << std::vector<uint32_t>{14}
          << QList<float>{1, 2}
          << QList<float>{1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2,
                          1, 2, 1, 2, 1, 2, 1, 2};
      // One element: every padded coordinate reads it (j mod 1 = 0).
      QTest::newRow(qPrintable(op + "[7] padded 2 and 3"))
          << padding1 << std::vector<uint32_t>{1} << std::vector<uint32_t>{2} << std::vector<uint32_t>{3}
          << QList<float>{7} << QList<float>{7, 7, 7, 7, 7, 7};
      // Rows j = -3 .. 3 read 1 0 1 0 1 0 1, columns j = -1 .. 6 read 2 0 1 2 0 1 2 0.
      QTest::newRow(qPrintable(op + "2×3 padded {3, 1} and {2, 4}"))
          << padding1 << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{3, 1} << std::vector<uint32_t>{2, 4}
          << QList<float>{1, 2, 3, 4, 5, 6}
          << QList<float>{6, 4, 5, 6, 4, 5, 6, 4,  //
                          3, 1, 2, 3, 1, 2, 3, 1,  //
                          6, 4, 5, 6, 4, 5, 6, 4,  //
                          3, 1, 2, 3, 1, 2, 3, 1,  //
                          6, 4, 5, 6, 4, 5, 6, 4,  //
                          3, 1, 2, 3, 1, 2, 3, 1,  //
                          6, 4, 5, 6, 4, 5, 6, 4};
      // Only the outer dimension padded: whole rows repeat (the fast path may merge the two dimensions).
      QTest::newRow(qPrintable(op + "2×3 padded {3, 0} and {2, 0}"))
          << padding1 << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{3, 0} << std::vector<uint32_t>{2, 0}
          << QList<float>{1, 2, 3, 4, 5, 6}
          << QList<float>{4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6};
      // A 1×1×2×2 input in four dimensions, the last two padded by 5 (2.5 periods) on both sides: rows and columns
      // j = -5 .. 6 read 1 0 1 0 1 | 0 1 | 0 1 0 1 0.
      QList<float> grid;
      const int reads[] = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0};
      for (int y : reads)
        for (int x : reads) grid.push_back(float(1 + 2 * y + x));
      QTest::newRow(qPrintable(op + "1×1×2×2 padded {0, 0, 5, 5} on both sides"))
          << padding1 << std::vector<uint32_t>{1, 1, 2, 2} << std::vector<uint32_t>{0, 0, 5, 5}
          << std::vector<uint32_t>{0, 0, 5, 5} << QList<float>{1, 2, 3, 4} << grid;
    }
  }
  void wrapIsWorkedByHand() {
    QFETCH(bool, padding1);
    QFETCH(std::vector<uint32_t>, in);
    QFETCH(std::vector<uint32_t>, start);
    QFETCH(std::vector<uint32_t>, end);
    QFETCH(QList<float>, input);
    QFETCH(QList<float>, expected);
    const Session s = wrapSession(padding1, in, start, end, std::vector<float>(input.begin(), input.end()));
    const auto diagnostics = validateSession(s);
    QVERIFY2(diagnostics.empty(), diagnostics.empty() ? "" : diagnostics[0].message.c_str());
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(makeCpuBackend());
    backends.push_back(makeFastCpuBackend(2));
    for (const auto& backend : backends) {
      auto run = backend->run(s, {});
      QVERIFY2(run.ok(), run ? "" : run.error().message.c_str());
      const std::vector<float> got = float32Values(run->outputs[0]);
      QCOMPARE(QList<float>(got.begin(), got.end()), expected);
    }
  }

  // The shipped WRAP examples: their OutputTensor Data was written by hand (padding_wrap.json: input rows
  // 1 2 3 and 4 5 6 become 3 1 2 3 │ 1 2 3 │ 1 2 3 1 2 and 6 4 5 6 │ 4 5 6 │ 4 5 6 4 5, rows read 1 │ 0 1 │ 0 1 0;
  // padding1_wrap.json: INT32, rows read 2 0 1 2 │ 0 1 2 │ 0 1, columns 1 │ 0 1 │ 0 1 0 1 0).
  void wrapExamplesAreReproduced_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("PADDING") << "padding_wrap.json";
    QTest::newRow("PADDING1") << "padding1_wrap.json";
  }
  void wrapExamplesAreReproduced() {
    QFETCH(QString, file);
    const Session s = example(file.toStdString());
    QVERIFY(validateSession(s).empty());
    std::vector<std::unique_ptr<Backend>> backends;
    backends.push_back(makeCpuBackend());
    backends.push_back(makeFastCpuBackend(2));
    for (const auto& backend : backends) {
      auto run = backend->run(s, {});
      QVERIFY2(run.ok(), run ? "" : run.error().message.c_str());
      QCOMPARE(run->outputs[0], s.outputData.at(0));
    }
  }

  // The same rows on the GPU (lavapipe in CI): padding.comp's WRAP branch, and the planner's bounds of what a
  // box reads (padding_index.h's paddedRange).
  void wrapIsWorkedByHandOnTheGpu_data() { wrapIsWorkedByHand_data(); }
  void wrapIsWorkedByHandOnTheGpu() {
    QFETCH(bool, padding1);
    QFETCH(std::vector<uint32_t>, in);
    QFETCH(std::vector<uint32_t>, start);
    QFETCH(std::vector<uint32_t>, end);
    QFETCH(QList<float>, input);
    QFETCH(QList<float>, expected);
    if (!gpu_) gpu_ = std::make_unique<gputest::GpuBackend>(gputest::openGpu());
    DMLSCOPE_REQUIRE_GPU_BACKEND(*gpu_);
    const Session s = wrapSession(padding1, in, start, end, std::vector<float>(input.begin(), input.end()));
    auto run = gpu_->backend->run(s, {});
    QVERIFY2(run.ok(), gputest::errorText(run).c_str());
    const std::vector<float> got = float32Values(run->outputs[0]);
    QCOMPARE(QList<float>(got.begin(), got.end()), expected);
  }

  // WRAP came with DML_FEATURE_LEVEL_6_4 for both operators (DirectML 1.15.0's release notes): refused at 6_3,
  // naming the field and both levels, accepted at 6_4.
  void wrapNeedsFeatureLevel6_4_data() {
    QTest::addColumn<bool>("padding1");
    QTest::newRow("PADDING") << false;
    QTest::newRow("PADDING1") << true;
  }
  void wrapNeedsFeatureLevel6_4() {
    QFETCH(bool, padding1);
    const Session older = wrapSession(padding1, {3}, {4}, {5}, {1, 2, 3}, FeatureLevel::FL_6_3);
    const auto diagnostics = validateSession(older);
    QCOMPARE(diagnostics.size(), size_t{1});
    QCOMPARE(diagnostics[0].field, std::string("PaddingMode"));
    QCOMPARE(diagnostics[0].message, std::string("PaddingMode is DML_PADDING_MODE_WRAP, which was introduced in "
                                                 "DML_FEATURE_LEVEL_6_4; it is not available at "
                                                 "DML_FEATURE_LEVEL_6_3"));
    QVERIFY(validateSession(wrapSession(padding1, {3}, {4}, {5}, {1, 2, 3}, FeatureLevel::FL_6_4)).empty());
  }

  // OutputTensor[0] of [1, 2, 3] padded by 4: j = 0 - 4 = -4, and -4 mod 3 = 2 (-4 = -2·3 + 2), InputTensor[2].
  void wrapExplanationStatesThePeriod() {
    for (const bool padding1 : {false, true}) {
      const Session s = wrapSession(padding1, {3}, {4}, {5}, {1, 2, 3});
      const std::vector<uint32_t> first = {0};
      auto e = explainOutputElement(s.desc, 0, first);
      QVERIFY2(e.ok(), e ? "" : e.error().message.c_str());
      QVERIFY(e->source);
      QCOMPARE(e->source->coordinates, std::vector<uint32_t>{2});
      std::vector<std::string> texts;
      for (const auto& step : e->steps) texts.push_back(step.text);
      const std::string wrapped = "dimension 0: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[0] "
                                  "= 3 elements: -4 mod 3 = 2";
      QVERIFY2(std::find(texts.begin(), texts.end(), wrapped) != texts.end(),
               qPrintable(QString::fromStdString(texts.empty() ? std::string() : texts.back())));
    }
  }

  // What an input element feeds, the explanation turned around: [1, 2, 3] padded by 4 and 5 reads InputTensor[0]
  // at j = -3, 0, 3, 6, that is at output coordinates 1, 4, 7 and 10; InputTensor[2] at 0, 3, 6 and 9.
  void wrapInputFeedsEveryPeriod() {
    for (const bool padding1 : {false, true}) {
      const Session s = wrapSession(padding1, {3}, {4}, {5}, {1, 2, 3});
      auto fed = [&](uint32_t i) {
        const std::vector<uint32_t> at = {i};
        std::vector<uint64_t> elements;
        for (const OutputElement& o : outputsFedBy(s.desc, 0, at, 100)) elements.push_back(o.element);
        return elements;
      };
      QCOMPARE(fed(0), (std::vector<uint64_t>{1, 4, 7, 10}));
      QCOMPARE(fed(2), (std::vector<uint64_t>{0, 3, 6, 9}));
    }
  }

 private:
  std::unique_ptr<gputest::GpuBackend> gpu_;
};

QTEST_GUILESS_MAIN(TstPadding1)
#include "tst_padding1.moc"
