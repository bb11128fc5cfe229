// Tests of tensors, checked arithmetic, data types, feature levels and element conversions.
#include <QtTest>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "dmlscope/checked.h"
#include "dmlscope/data_type.h"
#include "dmlscope/element.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/tensor.h"
#include "test_support.h"

using namespace dmlscope;
using dmlscope::test::tensor;

namespace {

constexpr uint32_t kMaxU32 = std::numeric_limits<uint32_t>::max();
constexpr uint64_t kMaxU64 = std::numeric_limits<uint64_t>::max();
constexpr int64_t kMinI64 = std::numeric_limits<int64_t>::min();
constexpr int64_t kMaxI64 = std::numeric_limits<int64_t>::max();

std::vector<uint32_t> vec(std::initializer_list<uint32_t> v) { return v; }

QString text(DataType type, const ElementValue& value) { return QString::fromStdString(formatElement(type, value)); }

Buffer bytes(std::initializer_list<uint8_t> values) {
  Buffer b;
  for (uint8_t v : values) b.push_back(std::byte{v});
  return b;
}

QByteArray qbytes(std::initializer_list<uint8_t> values) {
  QByteArray b;
  for (uint8_t v : values) b.append(static_cast<char>(v));
  return b;
}

}  // namespace

class TestTensor : public QObject {
  Q_OBJECT

 private slots:
  // ---- checked.h
  void checkedAddDetectsOverflow() {
    QCOMPARE(checkedAdd(1, 2).value(), uint64_t{3});
    QCOMPARE(checkedAdd(kMaxU64 - 1, 1).value(), kMaxU64);
    QVERIFY(!checkedAdd(kMaxU64, 1).has_value());
    QVERIFY(!checkedAdd(uint64_t{1} << 63, uint64_t{1} << 63).has_value());
  }

  void checkedMulDetectsOverflow() {
    QCOMPARE(checkedMul(0, kMaxU64).value(), uint64_t{0});
    // (2^32 - 1)(2^32 + 1) = 2^64 - 1 fits exactly; 2^32 * 2^32 does not.
    QCOMPARE(checkedMul(kMaxU32, uint64_t{kMaxU32} + 2).value(), kMaxU64);
    QVERIFY(!checkedMul(uint64_t{1} << 32, uint64_t{1} << 32).has_value());
  }

  void checkedProductOfEightMaximalSizesOverflows() {
    std::vector<uint32_t> eight(8, kMaxU32);
    QVERIFY(!checkedProduct(eight).has_value());
    std::vector<uint32_t> two(2, kMaxU32);
    QCOMPARE(checkedProduct(two).value(), uint64_t{18446744065119617025ull});  // 2^64 - 2^33 + 1
    QCOMPARE(checkedProduct(std::vector<uint32_t>{}).value(), uint64_t{1});
    QCOMPARE(checkedProduct(vec({2, 3, 4})).value(), uint64_t{24});
  }

  void checkedRoundUpRoundsToMultiples() {
    QCOMPARE(checkedRoundUp(0, 4).value(), uint64_t{0});
    QCOMPARE(checkedRoundUp(5, 4).value(), uint64_t{8});
    QCOMPARE(checkedRoundUp(8, 4).value(), uint64_t{8});
    QCOMPARE(checkedRoundUp(kMaxU64 - 3, 4).value(), kMaxU64 - 3);
    QVERIFY(!checkedRoundUp(kMaxU64, 4).has_value());
  }

  // ---- data types
  void dataTypeEnumValuesMatchDirectML() {
    QCOMPARE(static_cast<uint32_t>(DataType::Unknown), 0u);
    QCOMPARE(static_cast<uint32_t>(DataType::Float32), 1u);
    QCOMPARE(static_cast<uint32_t>(DataType::Float16), 2u);
    QCOMPARE(static_cast<uint32_t>(DataType::UInt32), 3u);
    QCOMPARE(static_cast<uint32_t>(DataType::UInt16), 4u);
    QCOMPARE(static_cast<uint32_t>(DataType::UInt8), 5u);
    QCOMPARE(static_cast<uint32_t>(DataType::Int32), 6u);
    QCOMPARE(static_cast<uint32_t>(DataType::Int16), 7u);
    QCOMPARE(static_cast<uint32_t>(DataType::Int8), 8u);
    QCOMPARE(static_cast<uint32_t>(DataType::Float64), 9u);
    QCOMPARE(static_cast<uint32_t>(DataType::UInt64), 10u);
    QCOMPARE(static_cast<uint32_t>(DataType::Int64), 11u);
    QCOMPARE(kAllDataTypes.size(), size_t{11});
    for (size_t i = 0; i < kAllDataTypes.size(); ++i) QCOMPARE(static_cast<size_t>(kAllDataTypes[i]), i + 1);
  }

  void dataTypeSizesKindsAndNames_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<uint32_t>("size");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("shortText");
    QTest::addColumn<QString>("scalarMember");  // DML_SCALAR_UNION's member for the type (DirectML.h)
    const int f = static_cast<int>(ElementKind::Float), s = static_cast<int>(ElementKind::Signed),
              u = static_cast<int>(ElementKind::Unsigned);
    auto row = [](DataType t, uint32_t size, int kind, const char* name, const char* member) {
      QTest::newRow(name) << static_cast<int>(t) << size << kind << QString(name) << QString(member);
    };
    row(DataType::Float32, 4, f, "FLOAT32", "Float32");
    row(DataType::Float16, 2, f, "FLOAT16", "UInt16");  // no half member: its bits
    row(DataType::UInt32, 4, u, "UINT32", "UInt32");
    row(DataType::UInt16, 2, u, "UINT16", "UInt16");
    row(DataType::UInt8, 1, u, "UINT8", "UInt8");
    row(DataType::Int32, 4, s, "INT32", "Int32");
    row(DataType::Int16, 2, s, "INT16", "Int16");
    row(DataType::Int8, 1, s, "INT8", "Int8");
    row(DataType::Float64, 8, f, "FLOAT64", "Float64");
    row(DataType::UInt64, 8, u, "UINT64", "UInt64");
    row(DataType::Int64, 8, s, "INT64", "Int64");
  }

  void dataTypeSizesKindsAndNames() {
    QFETCH(int, type);
    QFETCH(uint32_t, size);
    QFETCH(int, kind);
    QFETCH(QString, shortText);
    QFETCH(QString, scalarMember);
    const auto t = static_cast<DataType>(type);
    QCOMPARE(elementSize(t), size);
    QCOMPARE(static_cast<int>(elementKind(t)), kind);
    QVERIFY(isKnown(t));
    const std::string shortStr = shortText.toStdString();
    const std::string fullStr = "DML_TENSOR_DATA_TYPE_" + shortStr;
    QCOMPARE(QString::fromStdString(std::string(shortName(t))), shortText);
    QCOMPARE(QString::fromStdString(std::string(fullName(t))), QString::fromStdString(fullStr));
    QCOMPARE(parseDataType(fullStr), std::optional<DataType>(t));
    QCOMPARE(parseDataType(shortStr), std::optional<DataType>(t));
    QCOMPARE(QString::fromStdString(std::string(scalarUnionMember(t))), scalarMember);
  }

  void dataTypeParseRejectsUnknownNames() {
    QVERIFY(!parseDataType("FLOAT128").has_value());
    QVERIFY(!parseDataType("").has_value());
    QVERIFY(!isKnown(DataType::Unknown));
    QVERIFY(!isKnown(static_cast<DataType>(12)));
    QCOMPARE(elementSize(DataType::Unknown), 0u);
    QVERIFY(scalarUnionMember(DataType::Unknown).empty());
  }

  // ---- feature levels
  void featureLevelValuesMatchDirectML() {
    const uint32_t expected[] = {0x1000, 0x2000, 0x2100, 0x3000, 0x3100, 0x4000, 0x4100, 0x5000,
                                 0x5100, 0x5200, 0x6000, 0x6100, 0x6200, 0x6300, 0x6400};
    QCOMPARE(kAllFeatureLevels.size(), std::size(expected));
    for (size_t i = 0; i < kAllFeatureLevels.size(); ++i) {
      QCOMPARE(static_cast<uint32_t>(kAllFeatureLevels[i]), expected[i]);
    }
    QCOMPARE(static_cast<uint32_t>(kLatestFeatureLevel), 0x6400u);
  }

  void featureLevelNamesParseBothForms() {
    QCOMPARE(std::string(fullName(FeatureLevel::FL_5_0)), std::string("DML_FEATURE_LEVEL_5_0"));
    QCOMPARE(std::string(shortName(FeatureLevel::FL_5_0)), std::string("5_0"));
    QCOMPARE(parseFeatureLevel("DML_FEATURE_LEVEL_5_0"), std::optional(FeatureLevel::FL_5_0));
    QCOMPARE(parseFeatureLevel("5_0"), std::optional(FeatureLevel::FL_5_0));
    QCOMPARE(parseFeatureLevel("5.0"), std::optional(FeatureLevel::FL_5_0));
    QCOMPARE(parseFeatureLevel("DML_FEATURE_LEVEL_2_1"), std::optional(FeatureLevel::FL_2_1));
    QCOMPARE(parseFeatureLevel("6_4"), std::optional(FeatureLevel::FL_6_4));
    QVERIFY(!parseFeatureLevel("7_0").has_value());
    QVERIFY(!parseFeatureLevel("DML_FEATURE_LEVEL_").has_value());
    QVERIFY(!parseFeatureLevel("").has_value());
    for (FeatureLevel level : kAllFeatureLevels) {
      QCOMPARE(parseFeatureLevel(fullName(level)), std::optional(level));
      QCOMPARE(parseFeatureLevel(shortName(level)), std::optional(level));
    }
  }

  // ---- layouts
  void packedStridesAreRowMajor() {
    QCOMPARE(packedStrides(vec({2, 3, 4})).value(), vec({12, 4, 1}));
    QCOMPARE(packedStrides(vec({1, 1, 6, 9})).value(), vec({54, 54, 9, 1}));
    QCOMPARE(packedStrides(vec({7})).value(), vec({1}));
    // 65536 * 65535 = 4294901760 still fits a UINT stride; 2^32 does not.
    QCOMPARE(packedStrides(vec({2, 65536, 65535})).value(), vec({4294901760u, 65535, 1}));
    QVERIFY(!packedStrides(vec({2, 2, 65536, 65536})).has_value());
  }

  void layoutOfPackedTensor() {
    auto layout = computeLayout(tensor(DataType::Float32, {2, 3}));
    QVERIFY2(layout.ok(), layout.ok() ? "" : layout.error().message.c_str());
    QCOMPARE(layout->strides, vec({3, 1}));
    QCOMPARE(layout->sizes, vec({2, 3}));
    QCOMPARE(layout->rank(), 2u);
    QCOMPARE(layout->elementCount, uint64_t{6});
    QCOMPARE(layout->reachedElements, uint64_t{6});
    QCOMPARE(layout->minimumBytes, uint64_t{24});
    QCOMPARE(layout->bufferBytes, uint64_t{24});
    QCOMPARE(layout->elementBytes, 4u);
    QCOMPARE(layout->dataType, DataType::Float32);
  }

  void minimumBytesRoundUpToFour_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<std::vector<uint32_t>>("sizes");
    QTest::addColumn<uint64_t>("reached");
    QTest::addColumn<uint64_t>("minimumBytes");
    QTest::newRow("UINT8 {1,1,1,3} -> 4") << int(DataType::UInt8) << vec({1, 1, 1, 3}) << uint64_t{3} << uint64_t{4};
    QTest::newRow("UINT8 {4} -> 4") << int(DataType::UInt8) << vec({4}) << uint64_t{4} << uint64_t{4};
    QTest::newRow("INT8 {5} -> 8") << int(DataType::Int8) << vec({5}) << uint64_t{5} << uint64_t{8};
    QTest::newRow("FLOAT16 {3} -> 8") << int(DataType::Float16) << vec({3}) << uint64_t{3} << uint64_t{8};
    QTest::newRow("FLOAT16 {2,2} -> 8") << int(DataType::Float16) << vec({2, 2}) << uint64_t{4} << uint64_t{8};
    QTest::newRow("UINT16 {1} -> 4") << int(DataType::UInt16) << vec({1}) << uint64_t{1} << uint64_t{4};
    QTest::newRow("INT64 {3} -> 24") << int(DataType::Int64) << vec({3}) << uint64_t{3} << uint64_t{24};
    QTest::newRow("FLOAT64 {1,1,1,1} -> 8")
        << int(DataType::Float64) << vec({1, 1, 1, 1}) << uint64_t{1} << uint64_t{8};
  }

  void minimumBytesRoundUpToFour() {
    QFETCH(int, type);
    QFETCH(std::vector<uint32_t>, sizes);
    QFETCH(uint64_t, reached);
    QFETCH(uint64_t, minimumBytes);
    auto layout = computeLayout(tensor(static_cast<DataType>(type), sizes));
    QVERIFY(layout.ok());
    QCOMPARE(layout->reachedElements, reached);
    QCOMPARE(layout->minimumBytes, minimumBytes);
    QCOMPARE(layout->bufferBytes, minimumBytes);
  }

  void layoutWithGapsReachesPastTheElementCount() {
    // (2-1)*8 + (3-1)*2 + 1 = 13 elements reached, for 6 logical ones.
    auto layout = computeLayout(tensor(DataType::Float32, {2, 3}, vec({8, 2})));
    QVERIFY(layout.ok());
    QCOMPARE(layout->strides, vec({8, 2}));
    QCOMPARE(layout->elementCount, uint64_t{6});
    QCOMPARE(layout->reachedElements, uint64_t{13});
    QCOMPARE(layout->minimumBytes, uint64_t{52});
    QCOMPARE(layout->offsetOf(vec({1, 2})), uint64_t{12});
    QCOMPARE(layout->offsetOf(vec({0, 1})), uint64_t{2});
    QCOMPARE(layout->offsetOfLinear(3), uint64_t{8});   // (1, 0)
    QCOMPARE(layout->offsetOfLinear(5), uint64_t{12});  // (1, 2)
  }

  void layoutTotalSizeOverridesBufferBytes() {
    auto desc = tensor(DataType::Float32, {2, 3});
    desc.totalTensorSizeInBytes = 64;
    auto layout = computeLayout(desc);
    QVERIFY(layout.ok());
    QCOMPARE(layout->minimumBytes, uint64_t{24});
    QCOMPARE(layout->bufferBytes, uint64_t{64});
  }

  void broadcastStrideReachesOneElementPerBroadcastDimension() {
    auto rows = computeLayout(tensor(DataType::Float32, {4, 3}, vec({0, 1})));
    QVERIFY(rows.ok());
    QCOMPARE(rows->elementCount, uint64_t{12});
    QCOMPARE(rows->reachedElements, uint64_t{3});
    QCOMPARE(rows->minimumBytes, uint64_t{12});
    QCOMPARE(rows->offsetOf(vec({3, 2})), uint64_t{2});
    QCOMPARE(rows->offsetOfLinear(7), uint64_t{1});  // (2, 1)

    auto scalar = computeLayout(tensor(DataType::Int8, {2, 3, 4}, vec({0, 0, 0})));
    QVERIFY(scalar.ok());
    QCOMPARE(scalar->elementCount, uint64_t{24});
    QCOMPARE(scalar->reachedElements, uint64_t{1});
    QCOMPARE(scalar->minimumBytes, uint64_t{4});
    for (uint64_t i = 0; i < 24; ++i) QCOMPARE(scalar->offsetOfLinear(i), uint64_t{0});
  }

  void transposedStridesVisitMemoryColumnFirst() {
    auto layout = computeLayout(tensor(DataType::UInt16, {2, 3}, vec({1, 2})));
    QVERIFY(layout.ok());
    QCOMPARE(layout->reachedElements, uint64_t{6});
    QCOMPARE(layout->minimumBytes, uint64_t{12});
    const uint64_t expected[] = {0, 2, 4, 1, 3, 5};
    for (uint64_t i = 0; i < 6; ++i) QCOMPARE(layout->offsetOfLinear(i), expected[i]);
  }

  void eightDimensionalOffsets() {
    // Sizes 2 everywhere with strides 2^k reversed: packed; offsetOfLinear must be the identity.
    auto layout = computeLayout(tensor(DataType::Float32, {2, 2, 2, 2, 2, 2, 2, 2}));
    QVERIFY(layout.ok());
    QCOMPARE(layout->strides, vec({128, 64, 32, 16, 8, 4, 2, 1}));
    for (uint64_t i = 0; i < 256; ++i) QCOMPARE(layout->offsetOfLinear(i), i);
  }

  void linearAndCoordsRoundTrip() {
    const std::vector<uint32_t> sizes = {2, 3, 4, 5};
    std::vector<uint32_t> coords(4);
    linearToCoords(23, vec({2, 3, 4}), std::span<uint32_t>(coords.data(), 3));
    QCOMPARE(std::vector<uint32_t>(coords.begin(), coords.begin() + 3), vec({1, 2, 3}));
    for (uint64_t i = 0; i < 120; ++i) {
      linearToCoords(i, sizes, coords);
      QCOMPARE(coords, dmlscope::test::coordsOf(i, sizes));
      QCOMPARE(coordsToLinear(coords, sizes), i);
    }
  }

  void layoutErrorsNameTheField() {
    auto zero = computeLayout(tensor(DataType::Float32, {1, 0, 3}));
    QVERIFY(!zero.ok());
    QVERIFY2(zero.error().message.find("Sizes") != std::string::npos, zero.error().message.c_str());

    auto strides = computeLayout(tensor(DataType::Float32, {2, 3}, vec({1})));
    QVERIFY(!strides.ok());
    QVERIFY2(strides.error().message.find("Strides") != std::string::npos, strides.error().message.c_str());
  }

  void eightMaximalSizesAreAnErrorNotAWrap() {
    auto layout = computeLayout(tensor(DataType::UInt8, std::vector<uint32_t>(8, kMaxU32)));
    QVERIFY(!layout.ok());
    QVERIFY(!layout.error().message.empty());
  }

  void hugeStridesOverflowBytesAreAnError() {
    // Element count fits in 64 bits, the strides' reach does not: 3 * (2^32 - 2) * (2^32 - 1) > 2^64.
    auto strided =
        computeLayout(tensor(DataType::UInt8, {kMaxU32, kMaxU32, kMaxU32}, vec({kMaxU32, kMaxU32, kMaxU32})));
    QVERIFY(!strided.ok());
    // (2^32 - 1)^2 elements fit, but times 8 bytes each they do not.
    auto wide = computeLayout(tensor(DataType::Float64, {kMaxU32, kMaxU32}));
    QVERIFY(!wide.ok());
  }

  void largestRepresentableLayoutIsExact() {
    // (2^32 - 1)^2 = 2^64 - 2^33 + 1 bytes, rounded up to a multiple of 4: 2^64 - 2^33 + 4.
    auto layout = computeLayout(tensor(DataType::UInt8, {kMaxU32, kMaxU32}));
    QVERIFY2(layout.ok(), layout.ok() ? "" : layout.error().message.c_str());
    QCOMPARE(layout->elementCount, uint64_t{18446744065119617025ull});
    QCOMPARE(layout->reachedElements, uint64_t{18446744065119617025ull});
    QCOMPARE(layout->minimumBytes, uint64_t{18446744065119617028ull});
  }

  // ---- elements
  void elementsRoundTripForEveryType_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<QByteArray>("encodedBytes");
    QTest::addColumn<double>("asDouble");
    auto row = [](const char* name, DataType t, QByteArray b, double d) {
      QTest::newRow(name) << static_cast<int>(t) << b << d;
    };
    row("FLOAT32 1.5", DataType::Float32, qbytes({0x00, 0x00, 0xC0, 0x3F}), 1.5);
    row("FLOAT32 -2", DataType::Float32, qbytes({0x00, 0x00, 0x00, 0xC0}), -2.0);
    row("FLOAT16 1", DataType::Float16, qbytes({0x00, 0x3C}), 1.0);
    row("FLOAT16 65504", DataType::Float16, qbytes({0xFF, 0x7B}), 65504.0);
    row("FLOAT16 -2", DataType::Float16, qbytes({0x00, 0xC0}), -2.0);
    row("FLOAT16 smallest subnormal", DataType::Float16, qbytes({0x01, 0x00}), std::ldexp(1.0, -24));
    row("UINT32 max", DataType::UInt32, qbytes({0xFF, 0xFF, 0xFF, 0xFF}), 4294967295.0);
    row("UINT16 0xBEEF", DataType::UInt16, qbytes({0xEF, 0xBE}), 48879.0);
    row("UINT8 200", DataType::UInt8, qbytes({200}), 200.0);
    row("INT32 min", DataType::Int32, qbytes({0x00, 0x00, 0x00, 0x80}), -2147483648.0);
    row("INT16 -2", DataType::Int16, qbytes({0xFE, 0xFF}), -2.0);
    row("INT8 -128", DataType::Int8, qbytes({0x80}), -128.0);
    row("FLOAT64 0.1", DataType::Float64, qbytes({0x9A, 0x99, 0x99, 0x99, 0x99, 0x99, 0xB9, 0x3F}), 0.1);
    row("UINT64 max", DataType::UInt64, qbytes({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}),
        18446744073709551615.0);
    row("INT64 min", DataType::Int64, qbytes({0, 0, 0, 0, 0, 0, 0, 0x80}), -9223372036854775808.0);
    row("INT64 max", DataType::Int64, qbytes({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F}), 9223372036854775807.0);
  }

  void elementsRoundTripForEveryType() {
    QFETCH(int, type);
    QFETCH(QByteArray, encodedBytes);
    QFETCH(double, asDouble);
    const auto t = static_cast<DataType>(type);
    Buffer encoded;
    for (char c : encodedBytes) encoded.push_back(static_cast<std::byte>(c));
    // Stored at element offset 1, to catch offsets counted in bytes instead of elements.
    Buffer buffer(encoded.size() * 3, std::byte{0x5A});
    std::copy(encoded.begin(), encoded.end(), buffer.begin() + static_cast<ptrdiff_t>(encoded.size()));
    ElementValue value = readElement(t, buffer, 1);
    switch (elementKind(t)) {
      case ElementKind::Float: QVERIFY(std::holds_alternative<double>(value)); break;
      case ElementKind::Signed: QVERIFY(std::holds_alternative<int64_t>(value)); break;
      case ElementKind::Unsigned: QVERIFY(std::holds_alternative<uint64_t>(value)); break;
    }
    QCOMPARE(toDouble(value), asDouble);
    Buffer written(encoded.size() * 3, std::byte{0x5A});
    writeElement(t, written, 1, value);
    QCOMPARE(written, buffer);  // neighbours untouched, element bytes identical
  }

  void sixtyFourBitIntegersAreExact() {
    Buffer buffer(8);
    writeElement(DataType::Int64, buffer, 0, ElementValue{kMinI64});
    QCOMPARE(std::get<int64_t>(readElement(DataType::Int64, buffer, 0)), kMinI64);
    writeElement(DataType::Int64, buffer, 0, ElementValue{kMaxI64 - 1});
    QCOMPARE(std::get<int64_t>(readElement(DataType::Int64, buffer, 0)), kMaxI64 - 1);
    writeElement(DataType::UInt64, buffer, 0, ElementValue{kMaxU64});
    QCOMPARE(std::get<uint64_t>(readElement(DataType::UInt64, buffer, 0)), kMaxU64);
    writeElement(DataType::UInt64, buffer, 0, ElementValue{kMaxU64 - 1});
    QCOMPARE(std::get<uint64_t>(readElement(DataType::UInt64, buffer, 0)), kMaxU64 - 1);
    QCOMPARE(buffer, bytes({0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}));
    // 2^53 + 1 is not a double: a conversion through double would lose it.
    writeElement(DataType::Int64, buffer, 0, ElementValue{int64_t{9007199254740993}});
    QCOMPARE(std::get<int64_t>(readElement(DataType::Int64, buffer, 0)), int64_t{9007199254740993});
  }

  void float16SpecialValues() {
    const auto bitsOf = [](double v) { return convertToBits(DataType::Float16, ElementValue{v}); };
    QCOMPARE(bitsOf(1.0), uint64_t{0x3C00});
    QCOMPARE(bitsOf(65504.0), uint64_t{0x7BFF});
    QCOMPARE(bitsOf(-2.0), uint64_t{0xC000});
    QCOMPARE(bitsOf(0.0), uint64_t{0x0000});
    QCOMPARE(bitsOf(-0.0), uint64_t{0x8000});
    QCOMPARE(bitsOf(std::numeric_limits<double>::infinity()), uint64_t{0x7C00});
    QCOMPARE(bitsOf(-std::numeric_limits<double>::infinity()), uint64_t{0xFC00});
    const uint64_t nan = bitsOf(std::numeric_limits<double>::quiet_NaN());
    QCOMPARE(nan & 0x7C00, uint64_t{0x7C00});
    QVERIFY((nan & 0x03FF) != 0);
    QCOMPARE(bitsOf(0.1), uint64_t{0x2E66});
    QCOMPARE(bitsOf(1e6), uint64_t{0x7C00});  // overflow becomes inf
    // Ties go to even: 2049 lies halfway between 2048 (0x6800) and 2050 (0x6801).
    QCOMPARE(bitsOf(2049.0), uint64_t{0x6800});
    QCOMPARE(bitsOf(2051.0), uint64_t{0x6802});

    Buffer b = bytes({0x00, 0x7C, 0x00, 0xFC, 0x00, 0x7E});
    QCOMPARE(toDouble(readElement(DataType::Float16, b, 0)), std::numeric_limits<double>::infinity());
    QCOMPARE(toDouble(readElement(DataType::Float16, b, 1)), -std::numeric_limits<double>::infinity());
    QVERIFY(std::isnan(toDouble(readElement(DataType::Float16, b, 2))));
  }

  void convertToBitsTruncatesAndSaturates() {
    QCOMPARE(convertToBits(DataType::Int32, ElementValue{10.6}), uint64_t{10});
    QCOMPARE(convertToBits(DataType::Int32, ElementValue{-10.6}), uint64_t{0xFFFFFFF6});
    QCOMPARE(convertToBits(DataType::UInt8, ElementValue{int64_t{300}}), uint64_t{255});
    QCOMPARE(convertToBits(DataType::UInt8, ElementValue{int64_t{-1}}), uint64_t{0});
    QCOMPARE(convertToBits(DataType::Int8, ElementValue{kMaxU64}), uint64_t{0x7F});
    QCOMPARE(convertToBits(DataType::Int16, ElementValue{int64_t{-40000}}), uint64_t{0x8000});
    QCOMPARE(convertToBits(DataType::UInt64, ElementValue{int64_t{-5}}), uint64_t{0});
    QCOMPARE(convertToBits(DataType::Int64, ElementValue{1e30}), static_cast<uint64_t>(kMaxI64));
    QCOMPARE(convertToBits(DataType::Int64, ElementValue{-1e30}), static_cast<uint64_t>(kMinI64));
    QCOMPARE(convertToBits(DataType::UInt64, ElementValue{kMaxU64}), kMaxU64);
    QCOMPARE(convertToBits(DataType::Int32, ElementValue{std::numeric_limits<double>::quiet_NaN()}), uint64_t{0});
    QCOMPARE(convertToBits(DataType::Float32, ElementValue{1.5}), uint64_t{0x3FC00000});
    QCOMPARE(convertToBits(DataType::Float64, ElementValue{0.1}), std::bit_cast<uint64_t>(0.1));
  }

  void paddingValueConvertsLikeDirectML_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<float>("value");
    QTest::addColumn<uint64_t>("bits");
    const float nan = std::numeric_limits<float>::quiet_NaN();
    QTest::newRow("INT32 10.6 -> 10") << int(DataType::Int32) << 10.6f << uint64_t{10};
    QTest::newRow("INT32 -10.6 -> -10") << int(DataType::Int32) << -10.6f << uint64_t{0xFFFFFFF6};
    QTest::newRow("INT8 -10.6 -> -10") << int(DataType::Int8) << -10.6f << uint64_t{0xF6};
    QTest::newRow("UINT8 300 -> 255") << int(DataType::UInt8) << 300.0f << uint64_t{255};
    QTest::newRow("UINT8 -1 -> 0") << int(DataType::UInt8) << -1.0f << uint64_t{0};
    QTest::newRow("INT8 -200 -> -128") << int(DataType::Int8) << -200.0f << uint64_t{0x80};
    QTest::newRow("INT16 1e10 -> 32767") << int(DataType::Int16) << 1e10f << uint64_t{0x7FFF};
    QTest::newRow("UINT32 1e10 -> max") << int(DataType::UInt32) << 1e10f << uint64_t{0xFFFFFFFF};
    QTest::newRow("UINT64 1e20 -> max") << int(DataType::UInt64) << 1e20f << kMaxU64;
    QTest::newRow("INT64 -1e20 -> min") << int(DataType::Int64) << -1e20f << uint64_t{0x8000000000000000};
    QTest::newRow("INT64 2^62") << int(DataType::Int64) << 4611686018427387904.0f << (uint64_t{1} << 62);
    QTest::newRow("INT32 NaN -> 0") << int(DataType::Int32) << nan << uint64_t{0};
    QTest::newRow("UINT8 NaN -> 0") << int(DataType::UInt8) << nan << uint64_t{0};
    QTest::newRow("INT64 NaN -> 0") << int(DataType::Int64) << nan << uint64_t{0};
    QTest::newRow("FLOAT16 0.1 nearest even") << int(DataType::Float16) << 0.1f << uint64_t{0x2E66};
    QTest::newRow("FLOAT16 10.6") << int(DataType::Float16) << 10.6f << uint64_t{0x494D};
    QTest::newRow("FLOAT16 65520 -> inf") << int(DataType::Float16) << 65520.0f << uint64_t{0x7C00};
    QTest::newRow("FLOAT16 65519 -> 65504") << int(DataType::Float16) << 65519.0f << uint64_t{0x7BFF};
    QTest::newRow("FLOAT32 exact") << int(DataType::Float32) << 0.1f << uint64_t{std::bit_cast<uint32_t>(0.1f)};
    QTest::newRow("FLOAT64 exact") << int(DataType::Float64) << 0.1f
                                   << std::bit_cast<uint64_t>(static_cast<double>(0.1f));
  }

  void paddingValueConvertsLikeDirectML() {
    QFETCH(int, type);
    QFETCH(float, value);
    QFETCH(uint64_t, bits);
    QCOMPARE(paddingValueBits(static_cast<DataType>(type), value), bits);
  }

  void formatElementGivesShortestText() {
    QCOMPARE(text(DataType::Float32, ElementValue{1.5}), QString("1.5"));
    QCOMPARE(text(DataType::Float32, ElementValue{std::numeric_limits<double>::quiet_NaN()}), QString("nan"));
    QCOMPARE(text(DataType::Float64, ElementValue{-std::numeric_limits<double>::infinity()}), QString("-inf"));
    QCOMPARE(text(DataType::Float32, ElementValue{std::numeric_limits<double>::infinity()}), QString("inf"));
    QCOMPARE(text(DataType::Int32, ElementValue{int64_t{-3}}), QString("-3"));
    QCOMPARE(text(DataType::Float16, ElementValue{1.5}), QString("1.5"));
    QCOMPARE(text(DataType::Float16, ElementValue{0.0999755859375}), QString("0.1"));  // 0x2E66
    QCOMPARE(text(DataType::Float16, ElementValue{2048.0}), QString("2048"));
    QCOMPARE(text(DataType::Float32, ElementValue{9.0}), QString("9"));
    QCOMPARE(text(DataType::Float64, ElementValue{0.1}), QString("0.1"));
    // A FLOAT32 element holding 0.1f prints as the shortest text that reads back to that float.
    QCOMPARE(text(DataType::Float32, ElementValue{static_cast<double>(0.1f)}), QString("0.1"));
    QCOMPARE(text(DataType::UInt64, ElementValue{kMaxU64}), QString("18446744073709551615"));
    QCOMPARE(text(DataType::Int64, ElementValue{kMinI64}), QString("-9223372036854775808"));
    QCOMPARE(text(DataType::UInt8, ElementValue{uint64_t{200}}), QString("200"));
  }

  void formatElementFloat16LargeValuesAreShortestText() {
    // element.h's own example: FLOAT16 65504 prints "65504", shorter than any exponent form ("6.55e+04").
    QCOMPARE(text(DataType::Float16, ElementValue{65504.0}), QString("65504"));
    QCOMPARE(text(DataType::Float16, ElementValue{-1024.0}), QString("-1024"));
  }
};

QTEST_GUILESS_MAIN(TestTensor)
#include "tst_tensor.moc"
