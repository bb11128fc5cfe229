// ELEMENT_WISE_IDENTITY's ScaleBias (x × Scale + Bias) outside the fast backends: the reference backend's
// arithmetic in each kind of data type, validation's refusal for the 64-bit types, session files, and the
// explanation's step. Every expected value is worked out by hand in the comment beside it (bit patterns
// included), never taken from dmlscope's own output; operators/scale_bias.h says which precision is meant.
#include <QtTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/explanation.h"
#include "dmlscope/index_values.h"
#include "dmlscope/session_file.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

ElementWiseIdentityDesc identity(DataType type, uint32_t n, std::optional<ScaleBiasTerms> terms) {
  return ElementWiseIdentityDesc{tensor(type, {n}), tensor(type, {n}), terms};
}

// The reference backend's output of a 1-D identity of `inputBits` (elements of `type`) with `terms`.
std::vector<uint64_t> runReference(DataType type, const std::vector<uint64_t>& inputBits, ScaleBiasTerms terms) {
  const Session s = makeSession(identity(type, static_cast<uint32_t>(inputBits.size()), terms), {packBits(type, inputBits)});
  auto run = makeCpuBackend()->run(s);
  if (!run) qFatal("run: %s", run.error().message.c_str());
  auto out = unpackBits(type, run->outputs.at(0));
  out.resize(inputBits.size());  // the 4-byte padding of the narrow types
  return out;
}

uint64_t bits8(int v) { return static_cast<uint64_t>(static_cast<uint8_t>(static_cast<int8_t>(v))); }
uint64_t bits32(int64_t v) { return static_cast<uint64_t>(static_cast<uint32_t>(static_cast<int32_t>(v))); }

std::string hexList(const std::vector<uint64_t>& values) {
  std::string out;
  for (uint64_t v : values) out += hex(v) + " ";
  return out;
}

const ExplanationStep* stepWithId(const Explanation& e, const std::string& id) {
  for (const auto& step : e.steps)
    if (step.id == id) return &step;
  return nullptr;
}

const std::string kHead = R"({"dmlscope": 1, "operator": "DML_OPERATOR_ELEMENT_WISE_IDENTITY", "desc": {
  "InputTensor": {"DataType": "FLOAT32", "Sizes": [3], "Data": [1, 2, 3]},
  "OutputTensor": {"DataType": "FLOAT32", "Sizes": [3]})";

class TstScaleBias : public QObject {
  Q_OBJECT

 private slots:
  // ---- the reference backend's arithmetic

  void float32ScalesAndBiases() {
    // DirectML's own model (dml_element_wise_identity.json): [1, 2, 3] × 2 + 10 = [12, 14, 16].
    const auto out = runReference(DataType::Float32, {floatBits(1), floatBits(2), floatBits(3)}, {2, 10});
    QCOMPARE(out, (std::vector<uint64_t>{floatBits(12), floatBits(14), floatBits(16)}));
  }

  void float32RoundsTwiceNotOnceFused() {
    // x = Scale = 1 + 2^-12 (1.000244140625, exact in FLOAT32), Bias = -1.
    // Exactly, x × Scale = 1 + 2^-11 + 2^-24. FLOAT32 keeps 23 bits after the leading 1, so 2^-24 is half a unit
    // in the last place (2^-23) beside 1 + 2^-11, whose last bit is 0: the tie goes to the even neighbour,
    // 1 + 2^-11. Then + (-1) = 2^-11 = 0.00048828125 exactly.
    // One fused rounding (an FMA, or double precision) would keep 2^-11 + 2^-24 = 2^-11 × (1 + 2^-13), which is
    // exact in FLOAT32: 0.000488340854644775390625. The two differ, and scale_bias.h's two roundings are meant.
    const float x = 1.0f + std::ldexp(1.0f, -12);
    const float twoRoundings = std::ldexp(1.0f, -11);
    const float fused = std::ldexp(1.0f, -11) + std::ldexp(1.0f, -24);
    QVERIFY(twoRoundings != fused);
    const auto out = runReference(DataType::Float32, {floatBits(x)}, {x, -1});
    QCOMPARE(hex(out.at(0)), hex(floatBits(twoRoundings)));
    QVERIFY(hex(out.at(0)) != hex(floatBits(fused)));
  }

  void float16RoundsToNearestEvenAndOverflows() {
    // FLOAT16 bits by hand: sign | (exponent + 15) << 10 | 10-bit fraction.
    // 1 + 2^-10 = 0x3C01 (exponent 0, fraction 1); 60000 = 1.8310546875 × 2^15 = 0x7B53 (fraction 851, units of 32);
    // 65504 = 0x7BFF, the largest finite half.
    const std::vector<uint64_t> input = {0x3C01, 0x3C01, 0x3C01, 0x3C01, 0x7B53, 0xFB53, 0x7BFF, 0x7BFF};
    QCOMPARE(halfBits(1.0009765625f), uint16_t{0x3C01});
    QCOMPARE(halfBits(60000.0f), uint16_t{0x7B53});
    QCOMPARE(halfBits(65504.0f), uint16_t{0x7BFF});
    struct Case {
      ScaleBiasTerms terms;
      uint64_t expected;
      const char* why;
    };
    const Case cases[] = {
        // (1 + 2^-10) × 5 = 5 + 5 × 2^-10 = 5.0048828125 in FLOAT32 (exact). In [4, 8) a half's unit is 2^-8, and
        // 5 × 2^-10 = 1.25 units: rounds down to 5 + 2^-8 = 5.00390625 = 0x4400 | (256 + 1) = 0x4501.
        {{5, 0}, 0x4501, "5.0048828125 rounds to 5.00390625"},
        // (1 + 2^-10) × 3 = 3.0029296875 (exact in FLOAT32). In [2, 4) the unit is 2^-9 and 3 × 2^-10 = 1.5 units:
        // a tie between 3 + 2^-9 (fraction 513, odd) and 3 + 2^-8 (fraction 514, even): 3.00390625 = 0x4202.
        {{3, 0}, 0x4202, "the tie 3.0029296875 goes up to the even 3.00390625"},
        // (1 + 2^-10) × 1 + 2 = 3.0009765625: half a unit above 3 (fraction 512, even) and below 3 + 2^-9 (513):
        // the tie goes down to 3 = 0x4200.
        {{1, 2}, 0x4200, "the tie 3.0009765625 goes down to the even 3"},
        // -(1 + 2^-10) × 1 + 0: exact, the sign bit set: 0xBC01.
        {{-1, 0}, 0xBC01, "the negation is exact"},
        // 60000 × 2 = 120000 > 65504: +inf = 0x7C00; -60000 × 2: -inf = 0xFC00.
        {{2, 0}, 0x7C00, "120000 is +inf"},
        {{2, 0}, 0xFC00, "-120000 is -inf"},
        // 65504 + 15 = 65519, below the midpoint 65520 between 65504 and 65536 (where the next half would be):
        // back to 65504 = 0x7BFF. 65504 + 16 = 65520, the midpoint, rounds to the "even" 65536, which is inf.
        {{1, 15}, 0x7BFF, "65519 rounds back to 65504"},
        {{1, 16}, 0x7C00, "65520 rounds to inf"},
    };
    for (size_t i = 0; i < std::size(cases); ++i) {
      const auto out = runReference(DataType::Float16, {input[i]}, cases[i].terms);
      QVERIFY2(out.at(0) == cases[i].expected,
               qPrintable(QStringLiteral("%1: %2, expected %3").arg(QString::fromUtf8(cases[i].why), QString::fromStdString(hex(out.at(0))),
                                                                    QString::fromStdString(hex(cases[i].expected)))));
    }
  }

  void integersTruncateAndSaturate() {
    // INT8: 100 × 2 = 200 saturates to 127; -100 × 2 = -200 to -128; -5 × 0.5 = -2.5 truncates toward zero to -2;
    // 7 × 0.5 + 0 = 3.5 to 3; 53 × 1 + 0.75 = 53.75 to 53.
    QCOMPARE(runReference(DataType::Int8, {bits8(100), bits8(-100)}, {2, 0}), (std::vector<uint64_t>{bits8(127), bits8(-128)}));
    QCOMPARE(runReference(DataType::Int8, {bits8(-5), bits8(7)}, {0.5f, 0}), (std::vector<uint64_t>{bits8(-2), bits8(3)}));
    QCOMPARE(runReference(DataType::Int8, {bits8(53)}, {1, 0.75f}), (std::vector<uint64_t>{bits8(53)}));
    // A NaN Scale makes every x × NaN + Bias NaN, which an integer type stores as 0 (also where x is 0).
    const float nan = std::numeric_limits<float>::quiet_NaN();
    QCOMPARE(runReference(DataType::Int8, {bits8(9), bits8(-9), bits8(0)}, {nan, 1}), (std::vector<uint64_t>{0, 0, 0}));
    // An infinite Bias saturates: 1 × 1 + inf = inf → 127, and -inf → -128.
    const float inf = std::numeric_limits<float>::infinity();
    QCOMPARE(runReference(DataType::Int8, {bits8(1)}, {1, inf}), (std::vector<uint64_t>{bits8(127)}));
    QCOMPARE(runReference(DataType::Int8, {bits8(1)}, {1, -inf}), (std::vector<uint64_t>{bits8(-128)}));
    // UINT8: 5 - 10 = -5 is below 0: 0 (and 200 - 10 = 190); 200 + 100 = 300 is above 255: 255; 3 × 2.5 = 7.5
    // truncates to 7.
    QCOMPARE(runReference(DataType::UInt8, {5, 200}, {1, -10}), (std::vector<uint64_t>{0, 190}));
    QCOMPARE(runReference(DataType::UInt8, {200}, {1, 100}), (std::vector<uint64_t>{255}));
    QCOMPARE(runReference(DataType::UInt8, {3}, {2.5f, 0}), (std::vector<uint64_t>{7}));
    // INT16: 1000 × 40 = 40000 > 32767: 32767 = 0x7FFF.
    QCOMPARE(runReference(DataType::Int16, {1000}, {40, 0}), (std::vector<uint64_t>{0x7FFF}));
  }

  void int32BeyondTwoToThe24RoundsOnRead() {
    // x is read as FLOAT32, whose integers are exact only to 2^24 = 16777216; above, FLOAT32 steps by 2.
    // 16777217 = 2^24 + 1 is a tie between 2^24 and 2^24 + 2; the even significand is 2^24's: read as 16777216.
    // 16777219 = 2^24 + 3 is a tie between 2^24 + 2 (significand odd) and 2^24 + 4 (even): 16777220.
    // 16777215 = 2^24 - 1 is exact. With Scale 1 and Bias 0 these are the outputs: ScaleBias {1, 0} is not a copy.
    // 2147483647 (INT32's largest) reads as 2^31, which × 1 + 0 = 2^31 is beyond INT32: it saturates back to
    // 2147483647. And -2147483648 = -2^31 is exact.
    const std::vector<uint64_t> in = {bits32(16777217), bits32(16777219), bits32(16777215), bits32(2147483647),
                                      bits32(-2147483648LL)};
    const std::vector<uint64_t> expected = {bits32(16777216), bits32(16777220), bits32(16777215), bits32(2147483647),
                                            bits32(-2147483648LL)};
    const auto out = runReference(DataType::Int32, in, {1, 0});
    QVERIFY2(out == expected, hexList(out).c_str());
    // UINT32: 4294967295 reads as 2^32, beyond UINT32: 4294967295 again; 33554433 = 2^25 + 1 reads as 2^25
    // (FLOAT32 steps by 4 there; 1 is below half a step), then + 1 = 2^25 + 1 rounds back to 2^25 = 33554432.
    QCOMPARE(runReference(DataType::UInt32, {4294967295u, 33554433u}, {1, 1}), (std::vector<uint64_t>{4294967295u, 33554432u}));
  }

  void theIndexMapIsTheCopysMap() {
    // A transpose (strides {1, 3} over a 3 × 2 buffer) with ScaleBias maps each element where the plain copy does;
    // only the values change: 1..6 stored row by row as 2 × 3, read as its 3 × 2 transpose, × 10 - 1.
    ElementWiseIdentityDesc d{tensor(DataType::Float32, {3, 2}, std::vector<uint32_t>{1, 3}), tensor(DataType::Float32, {3, 2}),
                              ScaleBiasTerms{10, -1}};
    Session withTerms = makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6})});
    Session without = withTerms;
    std::get<ElementWiseIdentityDesc>(without.desc).ScaleBias.reset();
    auto a = makeCpuBackend()->run(withTerms);
    auto b = makeCpuBackend()->run(without);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(a->indexMap == b->indexMap);
    // The transpose of [[1, 2, 3], [4, 5, 6]] is [[1, 4], [2, 5], [3, 6]]; × 10 - 1.
    QCOMPARE(float32Values(b->outputs.at(0)), (std::vector<float>{1, 4, 2, 5, 3, 6}));
    QCOMPARE(float32Values(a->outputs.at(0)), (std::vector<float>{9, 39, 19, 49, 29, 59}));
  }

  // ---- validation

  void sixtyFourBitTypesRefuseScaleBias_data() {
    QTest::addColumn<int>("type");
    QTest::newRow("FLOAT64") << int(DataType::Float64);
    QTest::newRow("INT64") << int(DataType::Int64);
    QTest::newRow("UINT64") << int(DataType::UInt64);
  }
  void sixtyFourBitTypesRefuseScaleBias() {
    QFETCH(int, type);
    const auto t = DataType(type);
    const auto refused = validate(identity(t, 4, ScaleBiasTerms{2, 1}), FeatureLevel::FL_6_4);
    QVERIFY2(hasExactly(refused, {{"ScaleBias", "identity.scale-bias-64-bit"}}), describe(refused).c_str());
    QCOMPARE(findDiagnostic(refused, "ScaleBias", "identity.scale-bias-64-bit")->message,
             "ScaleBias is set, but the tensors' DataType is " + std::string(fullName(t)) +
                 ": DirectML takes no ScaleBias for 64-bit types; leave it null");
    // Even Scale 1, Bias 0 (a copy in value) is a set pointer, which DirectML refuses for these types.
    QVERIFY(hasDiagnostic(validate(identity(t, 4, ScaleBiasTerms{}), FeatureLevel::FL_6_4), "ScaleBias",
                          "identity.scale-bias-64-bit"));
    // A null ScaleBias is fine.
    const auto fine = validate(identity(t, 4, std::nullopt), FeatureLevel::FL_6_4);
    QVERIFY2(fine.empty(), describe(fine).c_str());
    // The backend refuses to run the refused session.
    const Session s = makeSession(identity(t, 4, ScaleBiasTerms{2, 1}), {Buffer(32, std::byte{0})});
    QVERIFY(!makeCpuBackend()->run(s).ok());
  }

  void everyNarrowerTypeTakesScaleBias() {
    for (DataType t : {DataType::Float32, DataType::Float16, DataType::Int32, DataType::UInt32, DataType::Int16,
                       DataType::UInt16, DataType::Int8, DataType::UInt8}) {
      const auto d = validate(identity(t, 4, ScaleBiasTerms{2, 1}), FeatureLevel::FL_6_4);
      QVERIFY2(d.empty(), (std::string(fullName(t)) + describe(d)).c_str());
    }
  }

  // ---- session files

  void sessionFilesRoundTripScaleBias() {
    auto s = parseSession(kHead + R"(, "ScaleBias": {"Scale": 2, "Bias": 10}}})");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    const auto& d = std::get<ElementWiseIdentityDesc>(s->desc);
    QVERIFY(d.ScaleBias.has_value());
    QCOMPARE(d.ScaleBias->Scale, 2.0f);
    QCOMPARE(d.ScaleBias->Bias, 10.0f);
    const std::string text = writeSession(*s);
    QVERIFY2(text.find("\"ScaleBias\"") != std::string::npos, text.c_str());
    auto again = parseSession(text);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(again->desc == s->desc);
    QVERIFY(*again == *s);

    // A FLOAT that is not a short decimal (0.1f is 0.100000001490116...) keeps its bits.
    Session odd = *s;
    std::get<ElementWiseIdentityDesc>(odd.desc).ScaleBias = ScaleBiasTerms{0.1f, -1e-30f};
    auto oddAgain = parseSession(writeSession(odd));
    QVERIFY(oddAgain.ok());
    QCOMPARE(std::bit_cast<uint32_t>(std::get<ElementWiseIdentityDesc>(oddAgain->desc).ScaleBias->Scale), std::bit_cast<uint32_t>(0.1f));
    QCOMPARE(std::bit_cast<uint32_t>(std::get<ElementWiseIdentityDesc>(oddAgain->desc).ScaleBias->Bias), std::bit_cast<uint32_t>(-1e-30f));
  }

  void aNullScaleBiasIsLeftOutOfTheFile() {
    for (const std::string& tail : {std::string("}}"), std::string(R"(, "ScaleBias": null}})")}) {
      auto s = parseSession(kHead + tail);
      QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
      QVERIFY(!std::get<ElementWiseIdentityDesc>(s->desc).ScaleBias.has_value());
      const std::string text = writeSession(*s);
      QVERIFY2(text.find("ScaleBias") == std::string::npos, text.c_str());
      auto again = parseSession(text);
      QVERIFY(again.ok() && *again == *s);
    }
  }

  void nanAndInfinityAreReadAsStrings() {
    auto s = parseSession(kHead + R"(, "ScaleBias": {"Scale": "nan", "Bias": "-inf"}}})");
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
    const auto& terms = *std::get<ElementWiseIdentityDesc>(s->desc).ScaleBias;
    QVERIFY(std::isnan(terms.Scale));
    QVERIFY(std::isinf(terms.Bias) && terms.Bias < 0);
    // And written back readable: NaN is not JSON, so it goes out as the string again.
    auto again = parseSession(writeSession(*s));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY(std::isnan(std::get<ElementWiseIdentityDesc>(again->desc).ScaleBias->Scale));
  }

  void aMalformedScaleBiasNamesItsPath_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::newRow("a number") << "5" << "file.expected-scale-bias" << "/desc/ScaleBias:";
    QTest::newRow("an array") << "[2, 10]" << "file.expected-scale-bias" << "/desc/ScaleBias:";
    QTest::newRow("no Bias") << R"({"Scale": 2})" << "file.missing-field" << "/desc/ScaleBias/Bias:";
    QTest::newRow("no Scale") << R"({"Bias": 2})" << "file.missing-field" << "/desc/ScaleBias/Scale:";
    QTest::newRow("an unknown key") << R"({"Scale": 2, "Bias": 1, "Offset": 3})" << "file.unknown-field"
                                    << "/desc/ScaleBias/Offset:";
    QTest::newRow("a string Scale") << R"({"Scale": "two", "Bias": 1})" << "file.expected-float" << "/desc/ScaleBias/Scale:";
  }
  void aMalformedScaleBiasNamesItsPath() {
    QFETCH(QString, value);
    QFETCH(QString, id);
    QFETCH(QString, path);
    auto s = parseSession(kHead + ",\n  \"ScaleBias\": " + value.toStdString() + "}}");
    QVERIFY(!s.ok());
    QCOMPARE(QString::fromStdString(s.error().id), id);
    // The line (the ScaleBias line is the file's fourth) and the JSON path.
    QVERIFY2(s.error().message.rfind("line 4, " + path.toStdString(), 0) == 0, s.error().message.c_str());
  }

  // ---- explain

  void explainShowsTheArithmeticWithTheValue() {
    // [1, 2, 3] × 2 + 10: output [1] is input [1] = 2; 2 × 2 + 10 = 14.
    const Session s = makeSession(identity(DataType::Float32, 3, ScaleBiasTerms{2, 10}), {float32Buffer({1, 2, 3})});
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{1}, values);
    QVERIFY2(e.ok(), e.ok() ? "" : e.error().message.c_str());
    const ExplanationStep* step = stepWithId(*e, "explain.scale-bias");
    QVERIFY(step);
    QVERIFY(!stepWithId(*e, "explain.scale-bias-formula"));
    QVERIFY2(step->text.find("2 × 2 + 10 = 14") != std::string::npos, step->text.c_str());
    QVERIFY2(step->text.find("OutputTensor[1]") != std::string::npos, step->text.c_str());
    // The source is still the input element at the same coordinates.
    QVERIFY(e->source && e->source->coordinates == std::vector<uint32_t>{1});

    // INT8: -5 × 0.5 + 0 = -2.5 in FLOAT32, written as -2 (toward zero).
    const Session i8 = makeSession(identity(DataType::Int8, 2, ScaleBiasTerms{0.5f, 0}), {packBits(DataType::Int8, {bits8(7), bits8(-5)}, 4)});
    const IndexValues i8Values(i8.desc, i8.inputData);
    auto ei = explainOutputElement(i8.desc, 0, std::vector<uint32_t>{1}, i8Values);
    QVERIFY(ei.ok());
    const ExplanationStep* i8Step = stepWithId(*ei, "explain.scale-bias");
    QVERIFY(i8Step);
    QVERIFY2(i8Step->text.find("-5 × 0.5 + 0 = -2.5") != std::string::npos, i8Step->text.c_str());
    QVERIFY2(i8Step->text.find("-2", i8Step->text.find("written")) != std::string::npos, i8Step->text.c_str());
    QCOMPARE(i8Step->args.at(2), std::string("-5"));
    QCOMPARE(i8Step->args.back(), std::string("-2"));
  }

  void explainGivesTheFormulaWithoutData() {
    const auto desc = identity(DataType::Float16, 3, ScaleBiasTerms{2, 10});
    auto e = explainOutputElement(desc, 0, std::vector<uint32_t>{2});
    QVERIFY(e.ok());
    const ExplanationStep* step = stepWithId(*e, "explain.scale-bias-formula");
    QVERIFY(step);
    QVERIFY(!stepWithId(*e, "explain.scale-bias"));
    // OutputTensor[2] = InputTensor[2] × 2 + 10, in FLOAT32, written back as FLOAT16.
    QVERIFY2(step->text.find("OutputTensor[2] = InputTensor[2] × 2 + 10") != std::string::npos, step->text.c_str());
    QVERIFY2(step->text.find("FLOAT16") != std::string::npos, step->text.c_str());
    // Without ScaleBias neither step appears.
    auto plain = explainOutputElement(identity(DataType::Float16, 3, std::nullopt), 0, std::vector<uint32_t>{2});
    QVERIFY(plain.ok());
    QVERIFY(!stepWithId(*plain, "explain.scale-bias") && !stepWithId(*plain, "explain.scale-bias-formula"));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstScaleBias)
#include "tst_scale_bias.moc"
