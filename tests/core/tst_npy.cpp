// NumPy's .npy format: files written by NumPy itself (tests/fixtures/npy, with NumPy's own view of each file in
// manifest.json), malformed and unsupported files refused with messages that name the file and the problem,
// round trips of every type, byte-for-byte agreement with NumPy's writer, and the speed of 16 MiB.
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dmlscope/npy_file.h"

using namespace dmlscope;

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

const fs::path kFixtures = fs::path(DMLSCOPE_SOURCE_DIR) / "tests" / "fixtures" / "npy";

// ---------------------------------------------------------------------------------------------------------
// Bytes, files and NumPy's names, written here without core's code

std::string readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeBytes(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

std::span<const std::byte> bytesOf(const std::string& s) { return std::as_bytes(std::span(s.data(), s.size())); }

std::string textOf(std::span<const std::byte> bytes) {
  return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

std::string fromHex(const std::string& hex) {
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

// The issue's table: NumPy's kind and size to DirectML's type.
DataType typeOfCode(const std::string& code) {
  static const std::vector<std::pair<std::string, DataType>> table = {
      {"f2", DataType::Float16}, {"f4", DataType::Float32}, {"f8", DataType::Float64}, {"i1", DataType::Int8},
      {"i2", DataType::Int16},   {"i4", DataType::Int32},   {"i8", DataType::Int64},   {"u1", DataType::UInt8},
      {"u2", DataType::UInt16},  {"u4", DataType::UInt32},  {"u8", DataType::UInt64}};
  for (const auto& [c, t] : table)
    if (c == code) return t;
  return DataType::Unknown;
}

// A .npy file around a header text used exactly as given (no padding added): magic, version, length, text, data.
std::string npyFile(const std::string& headerText, const std::string& data = {}, int major = 1, int minor = 0) {
  std::string out = "\x93NUMPY";
  out += static_cast<char>(major);
  out += static_cast<char>(minor);
  const int lengthBytes = major == 1 ? 2 : 4;
  for (int i = 0; i < lengthBytes; ++i) out += static_cast<char>((headerText.size() >> (8 * i)) & 0xff);
  return out + headerText + data;
}

std::string dictText(const std::string& descr, const std::string& shape, bool fortran = false) {
  return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") + ", 'shape': " + shape +
         ", }\n";
}

const Json& manifest() {
  static const Json json = Json::parse(readBytes(kFixtures / "manifest.json"));
  return json;
}

std::vector<uint64_t> shapeOf(const Json& entry) { return entry.at("shape").get<std::vector<uint64_t>>(); }

// Deterministic bytes of any pattern (NaN payloads and all): a 64-bit linear congruential generator.
std::string patternBytes(size_t count, uint64_t seed) {
  std::string out(count, '\0');
  uint64_t x = seed;
  for (size_t i = 0; i < count; ++i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    out[i] = static_cast<char>(x >> 56);
  }
  return out;
}

#define VERIFY_CONTAINS(text, part) \
  QVERIFY2(std::string(text).find(part) != std::string::npos, qPrintable(QString::fromStdString(std::string(text) + "\n  lacks: " + std::string(part))))

class TestNpy : public QObject {
  Q_OBJECT

 private slots:
  // ---------------------------------------------------------------------------------------------------------
  // Files written by NumPy

  void numpyFilesReadAsNumpySeesThem_data() {
    QTest::addColumn<int>("index");
    const Json& good = manifest().at("good");
    QVERIFY(good.size() >= 40);
    for (size_t i = 0; i < good.size(); ++i)
      QTest::newRow(good[i].at("file").get<std::string>().c_str()) << static_cast<int>(i);
  }

  void numpyFilesReadAsNumpySeesThem() {
    QFETCH(int, index);
    const Json& entry = manifest().at("good").at(static_cast<size_t>(index));
    const fs::path path = kFixtures / entry.at("file").get<std::string>();
    const std::string expected = fromHex(entry.at("hex").get<std::string>());
    const std::string file = readBytes(path);

    auto array = readNpyFile(path);
    QVERIFY2(array.ok(), array.ok() ? "" : array.error().message.c_str());
    const NpyHeader& h = array->header;
    QCOMPARE(h.descr, entry.at("descr").get<std::string>());
    QCOMPARE(h.dataType, typeOfCode(entry.at("code").get<std::string>()));
    QCOMPARE(h.shape, shapeOf(entry));
    QCOMPARE(h.fortranOrder, entry.at("fortran").get<bool>());
    QCOMPARE(h.majorVersion, entry.at("version")[0].get<int>());
    uint64_t count = 1;
    for (uint64_t d : h.shape) count *= d;
    QCOMPARE(h.elementCount, count);
    // NumPy aligns the data to 64 bytes.
    QCOMPARE(h.dataOffset, uint64_t(file.size() - expected.size()));
    QCOMPARE(h.dataOffset % 64, uint64_t{0});
    // The elements, in C order and little-endian, as NumPy reports them.
    QCOMPARE(textOf(array->data), expected);

    // The same from bytes, and the header alone.
    auto parsed = parseNpy(bytesOf(file), path.string());
    QVERIFY(parsed.ok());
    QCOMPARE(parsed->header, h);
    QCOMPARE(parsed->data, array->data);
    auto header = readNpyHeader(path);
    QVERIFY(header.ok());
    QCOMPARE(*header, h);
    auto fromBytes = parseNpyHeader(bytesOf(file), path.string());
    QVERIFY(fromBytes.ok());
    QCOMPARE(*fromBytes, h);
  }

  // NumPy writes version 1.0 C-order little-endian files exactly as encodeNpy does: same header (dict, the
  // 21-digit growth room, 64-byte alignment), same data.
  void encodeMatchesNumpysWriterByteForByte_data() {
    QTest::addColumn<int>("index");
    const Json& good = manifest().at("good");
    int rows = 0;
    for (size_t i = 0; i < good.size(); ++i) {
      const std::string descr = good[i].at("descr").get<std::string>();
      if (good[i].at("fortran").get<bool>() || good[i].at("version")[0].get<int>() != 1 || descr[0] == '>') continue;
      QTest::newRow(good[i].at("file").get<std::string>().c_str()) << static_cast<int>(i);
      ++rows;
    }
    QVERIFY(rows >= 20);
  }

  void encodeMatchesNumpysWriterByteForByte() {
    QFETCH(int, index);
    const Json& entry = manifest().at("good").at(static_cast<size_t>(index));
    const std::string file = readBytes(kFixtures / entry.at("file").get<std::string>());
    const std::string data = fromHex(entry.at("hex").get<std::string>());
    const std::vector<uint64_t> shape = shapeOf(entry);
    const auto encoded = encodeNpy(typeOfCode(entry.at("code").get<std::string>()), shape, bytesOf(data));
    QCOMPARE(textOf(encoded), file);
  }

  // The issue's example, word for word.
  void complexIsRefusedInTheIssuesWords() {
    auto r = parseNpy(bytesOf(readBytes(kFixtures / "complex64.npy")), "x.npy");
    QVERIFY(!r.ok());
    QCOMPARE(r.error().id, std::string("npy.dtype-complex"));
    QCOMPARE(r.error().message,
             std::string("x.npy: the dtype '<c8' (complex) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8"));
    QCOMPARE(r.error().args, (std::vector<std::string>{"x.npy", "<c8"}));
  }

  void unsupportedNumpyFilesAreRefusedByDtype_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("says");
    QTest::newRow("object") << "object.npy" << "npy.dtype-object" << "the dtype '|O' (Python objects) is not supported: such a file holds pickled data, which dmlscope never loads";
    QTest::newRow("structured") << "structured.npy" << "npy.dtype-structured" << "the dtype [('x', '<i4'), ('y', '<f8', (2,))] is structured";
    QTest::newRow("complex64") << "complex64.npy" << "npy.dtype-complex" << "the dtype '<c8' (complex)";
    QTest::newRow("complex128 big-endian") << "complex128_big.npy" << "npy.dtype-complex" << "the dtype '>c16' (complex)";
    QTest::newRow("bool") << "bool.npy" << "npy.dtype-bool" << "the dtype '|b1' (boolean)";
    QTest::newRow("unicode") << "unicode.npy" << "npy.dtype-string" << "the dtype '<U3' (strings)";
    QTest::newRow("bytes") << "bytes.npy" << "npy.dtype-string" << "the dtype '|S3' (strings)";
    QTest::newRow("datetime") << "datetime.npy" << "npy.dtype-datetime" << "the dtype '<M8[D]' (dates and times)";
    QTest::newRow("timedelta") << "timedelta.npy" << "npy.dtype-datetime" << "the dtype '<m8[s]' (dates and times)";
    QTest::newRow("long double") << "longdouble.npy" << "npy.dtype-unknown" << "the dtype '<f16' is not supported";
    QTest::newRow("void") << "void.npy" << "npy.dtype-unknown" << "the dtype '|V4' is not supported";
  }

  void unsupportedNumpyFilesAreRefusedByDtype() {
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFETCH(QString, says);
    const fs::path path = kFixtures / file.toStdString();
    for (const Error& e : {readNpyFile(path).error(), readNpyHeader(path).error(),
                           parseNpy(bytesOf(readBytes(path)), path.string()).error()}) {
      QCOMPARE(e.id, id.toStdString());
      QVERIFY2(e.message.rfind(path.string() + ": ", 0) == 0, e.message.c_str());
      VERIFY_CONTAINS(e.message, says.toStdString());
      VERIFY_CONTAINS(e.message, "dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8");
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Headers NumPy could have written differently

  void headerSpellingsAreAccepted_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("descr");
    QTest::addColumn<QList<quint64>>("shape");
    QTest::addColumn<bool>("fortran");
    const auto row = [&](const char* name, const std::string& text, const char* descr, QList<quint64> shape,
                         bool fortran = false, int major = 1, const std::string& data = std::string(24, '\x01')) {
      const std::string bytes = npyFile(text, data, major);
      QTest::newRow(name) << QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())) << descr << shape << fortran;
    };
    row("keys in another order", "{'shape': (2, 3), 'descr': '<f4', 'fortran_order': False}", "<f4", {2, 3});
    row("no spaces, double quotes", "{\"descr\":\"<f4\",\"fortran_order\":False,\"shape\":(2,3)}", "<f4", {2, 3});
    row("spaces, tabs and newlines", "{ 'descr' :\t'<f4' ,\n 'fortran_order' : False , 'shape' : ( 2 , 3 , ) , }\n\n  ",
        "<f4", {2, 3});
    row("trailing comma in the tuple", dictText("<f4", "(2, 3,)"), "<f4", {2, 3});
    row("one-tuple", dictText("<f4", "(6,)"), "<f4", {6});
    row("0-d", dictText("<f8", "()"), "<f8", {}, false, 1, std::string(8, '\x02'));
    row("native order '='", dictText("=f4", "(2, 3)"), "=f4", {2, 3});
    row("'|' on a 4-byte type", dictText("|f4", "(2, 3)"), "|f4", {2, 3});
    row("no order character", dictText("f4", "(2, 3)"), "f4", {2, 3});
    row("Python 2 long integers (1.0)", dictText("<f4", "(2L, 3L)"), "<f4", {2, 3});
    row("Python 2 long integers (2.0)", dictText("<f4", "(2L, 3L)"), "<f4", {2, 3}, false, 2);
    row("Fortran with one long dimension", dictText("<f4", "(1, 6, 1)", true), "<f4", {1, 6, 1}, true);
    row("empty with a zero after a huge dimension", dictText("<f4", "(18446744073709551615, 0)"), "<f4",
        {18446744073709551615ull, 0}, false, 1, "");
  }

  void headerSpellingsAreAccepted() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, descr);
    QFETCH(QList<quint64>, shape);
    QFETCH(bool, fortran);
    auto r = parseNpy(std::as_bytes(std::span(bytes.constData(), static_cast<size_t>(bytes.size()))), "h.npy");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(QString::fromStdString(r->header.descr), descr);
    QCOMPARE(r->header.shape, std::vector<uint64_t>(shape.begin(), shape.end()));
    QCOMPARE(r->header.fortranOrder, fortran);
    // '=' and '|' mean this machine's order, which is little-endian: the bytes are kept as they are.
    QCOMPARE(textOf(r->data), std::string(bytes.constData() + r->header.dataOffset, bytes.size() - r->header.dataOffset));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Malformed files

  void malformedFilesAreRefusedWithReasons_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("says");
    const std::string good = readBytes(kFixtures / "f4_little.npy");  // shape (2, 3): 128 header bytes, 24 data
    QVERIFY(good.size() == 152);
    const auto row = [](const char* name, const std::string& bytes, const char* id, QStringList says) {
      QTest::newRow(name) << QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())) << id << says;
    };
    const std::string data(24, '\0');
    const auto withHeader = [&](const std::string& text) { return npyFile(text, data); };

    row("empty file", "", "npy.too-short", {"the file is 0 bytes long, too short for a .npy file"});
    row("magic only", good.substr(0, 7), "npy.too-short", {"the file is 7 bytes long"});
    row("1.0 without its length", good.substr(0, 9), "npy.too-short", {"9 bytes long", "preamble alone is 10 bytes"});
    row("3.0 without its length", npyFile("", "", 3).substr(0, 10), "npy.too-short", {"10 bytes long", "preamble alone is 12 bytes"});
    row("not numpy at all", "not a numpy file at all", "npy.bad-magic", {"it starts with \"not a \"", "\\x93NUMPY"});
    row("bad magic byte", "\x92" + good.substr(1), "npy.bad-magic", {"\"\\x92NUMPY\""});
    row("version 4.0", good.substr(0, 6) + "\x04" + good.substr(7), "npy.version-unsupported",
        {"version 4.0 is not supported; dmlscope reads versions 1.0, 2.0 and 3.0"});
    row("version 1.1", good.substr(0, 7) + "\x01" + good.substr(8), "npy.version-unsupported", {"version 1.1"});
    row("truncated header", good.substr(0, 30), "npy.header-past-end",
        {"truncated", "its header is 118 bytes long and ends at byte 128, but the file has only 30 bytes"});
    row("header length past the end", good.substr(0, 8) + "\x60\xea" + good.substr(10), "npy.header-past-end",
        {"its header is 60000 bytes long and ends at byte 60010, but the file has only 152 bytes"});
    row("2.0 header length of 4 GiB", npyFile("", "", 2).substr(0, 8) + "\xff\xff\xff\xff" + std::string(100, ' '),
        "npy.header-too-large", {"the header is 4294967295 bytes long"});
    row("truncated data", good.substr(0, good.size() - 3), "npy.data-too-short",
        {"truncated", "the shape (2, 3) of '<f4' elements needs 24 bytes of data, but the file has only 21 after the header"});
    row("extra data", good + "extra", "npy.data-too-long", {"the shape (2, 3) of '<f4' elements needs 24 bytes of data, but the file has 29"});
    row("no data", good.substr(0, 128), "npy.data-too-short", {"needs 24 bytes", "has only 0"});
    // A huge shape over a small file: refused by the length check, before any memory is taken for the data.
    row("4 TiB promised, 24 bytes given", withHeader(dictText("<f4", "(1099511627776,)")), "npy.data-too-short",
        {"needs 4398046511104 bytes of data, but the file has only 24"});
    row("shape overflow (elements)", withHeader(dictText("<f4", "(1099511627776, 1099511627776)")), "npy.shape-overflow",
        {"the shape (1099511627776, 1099511627776) of '<f4' elements needs more than 2^64 - 1 bytes"});
    row("shape overflow (bytes)", withHeader(dictText("<f8", "(2147483648, 2147483648)")), "npy.shape-overflow",
        {"(2147483648, 2147483648) of '<f8'"});
    row("dimension past 64 bits", withHeader(dictText("<f4", "(18446744073709551616,)")), "npy.shape-dimension-too-large",
        {"the shape (18446744073709551616,) has a dimension, 18446744073709551616, that does not fit in 64 bits"});
    row("negative dimension", withHeader(dictText("<f4", "(-1, 4)")), "npy.shape-negative",
        {"the shape (-1, 4) has a negative dimension, -1"});
    row("garbage header", withHeader("hello world\n"), "npy.header-unexpected-name", {"at character 1, the name hello is not a literal"});
    row("code in the header",
        withHeader("{'descr': __import__('os').system('touch /tmp/dmlscope-npy-pwned'), 'fortran_order': False, 'shape': (2, 3)}"),
        "npy.header-unexpected-name", {"at character 11, the name __import__ is not a literal", "nothing in it is evaluated"});
    row("header without its end", withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)"),
        "npy.header-ended-early", {"it ends at character 57, before the dictionary is complete"});
    row("empty header", withHeader(""), "npy.header-ended-early", {"it ends at character 1"});
    row("missing colon", withHeader("{'descr' '<f4', 'fortran_order': False, 'shape': (2, 3)}"),
        "npy.header-expected-colon", {"expected ':' after the key at character 10, found \"'<f4', 'fortran_...\""});
    row("missing comma", withHeader("{'descr': '<f4' 'fortran_order': False, 'shape': (2, 3)}"),
        "npy.header-expected-separator", {"expected ',' or '}' at character 17"});
    row("missing comma in the shape", withHeader(dictText("<f4", "(2 3)")), "npy.header-expected-separator",
        {"expected ',' or ')' at character", "found \"3)"});
    row("comma without a value", withHeader(dictText("<f4", "(,)")), "npy.header-expected-value", {"expected a value at character", "found \",)"});
    row("string closed too late", withHeader("{'descr': '<f4, 'fortran_order': False, 'shape': (2, 3)}\n"),
        "npy.header-expected-separator", {"expected ',' or '}' at character 18, found \"fortran_order': ...\""});
    row("string running into the newline", withHeader("{'descr': '<f4\n"), "npy.header-unterminated-string",
        {"the string that starts at character 11 does not end"});
    row("text after the dictionary", withHeader(dictText("<f4", "(2, 3)") + "x = 1"), "npy.header-trailing-text",
        {"unexpected text after the dictionary", "\"x = 1\""});
    row("deep nesting", withHeader("{'descr': " + std::string(100000, '[') + "}"), "npy.header-too-deep",
        {"nested more than 32 levels deep"});
    row("not a dictionary", withHeader("[1, 2]\n"), "npy.header-not-dict", {"the header is not a dictionary but [1, 2]"});
    row("key not a string", withHeader("{1: 2}"), "npy.header-key-not-string", {"the key 1 at character 2 is not a string"});
    row("missing shape", withHeader("{'descr': '<f4', 'fortran_order': False}"), "npy.header-missing-key",
        {"the header has no 'shape'"});
    row("missing descr", withHeader("{'fortran_order': False, 'shape': (2, 3)}"), "npy.header-missing-key", {"no 'descr'"});
    row("unknown key", withHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'extra': 1}"),
        "npy.header-unknown-key", {"unexpected key 'extra'"});
    row("duplicate key", withHeader("{'descr': '<f4', 'descr': '<f8', 'fortran_order': False, 'shape': (2, 3)}"),
        "npy.header-duplicate-key", {"the header has 'descr' twice"});
    row("descr not a string", withHeader("{'descr': 5, 'fortran_order': False, 'shape': (2, 3)}"), "npy.descr-invalid",
        {"'descr' must be a dtype string such as '<f4', but it is 5"});
    row("unknown dtype", withHeader(dictText("float32", "(2, 3)")), "npy.dtype-unknown", {"the dtype 'float32' is not supported"});
    row("bad byte order", withHeader(dictText("^f4", "(2, 3)")), "npy.dtype-unknown", {"the dtype '^f4'"});
    row("structured as a dict", withHeader("{'descr': {'names': ['a']}, 'fortran_order': False, 'shape': (2,)}"),
        "npy.dtype-structured", {"the dtype {'names': ['a']} is structured"});
    row("fortran_order not a bool", withHeader("{'descr': '<f4', 'fortran_order': 1, 'shape': (2, 3)}"),
        "npy.fortran-order-invalid", {"'fortran_order' must be True or False, but it is 1"});
    row("shape a list", withHeader(dictText("<f4", "[2, 3]")), "npy.shape-invalid",
        {"'shape' must be a tuple of integers such as (3, 4), but it is [2, 3]"});
    row("shape an integer in parentheses", withHeader(dictText("<f4", "(6)")), "npy.shape-invalid", {"but it is (6)"});
    row("shape of floats", withHeader(dictText("<f4", "(2.0, 3)")), "npy.shape-invalid", {"but it is (2.0, 3)"});
    row("shape with leading zeros", withHeader(dictText("<f4", "(02, 3)")), "npy.shape-invalid", {"but it is (02, 3)"});
    row("Python 2 long integers in 3.0", npyFile(dictText("<f4", "(2L, 3L)"), data, 3), "npy.shape-invalid",
        {"but it is (2L, 3L)"});
    row("3.0 header not UTF-8", npyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), '\xff': 1}", data, 3),
        "npy.header-not-utf8", {"must be UTF-8, but byte 60 of it is not"});
  }

  void malformedFilesAreRefusedWithReasons() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, id);
    QFETCH(QStringList, says);
    const std::string content(bytes.constData(), static_cast<size_t>(bytes.size()));
    auto parsed = parseNpy(bytesOf(content), "case.npy");
    QVERIFY2(!parsed.ok(), "accepted");
    QCOMPARE(parsed.error().id, id.toStdString());
    QVERIFY2(parsed.error().message.rfind("case.npy: ", 0) == 0, parsed.error().message.c_str());
    for (const QString& s : says) VERIFY_CONTAINS(parsed.error().message, s.toStdString());

    // From a file, the same reason with the file's path.
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "case.npy";
    writeBytes(path, content);
    auto read = readNpyFile(path);
    QVERIFY(!read.ok());
    QCOMPARE(read.error().id, id.toStdString());
    QVERIFY2(read.error().message.rfind(path.string() + ": ", 0) == 0, read.error().message.c_str());
    for (const QString& s : says) VERIFY_CONTAINS(read.error().message, s.toStdString());
    // And nothing was run.
    QVERIFY(!fs::exists("/tmp/dmlscope-npy-pwned"));
  }

  // Every truncation of a NumPy file, and random byte changes in its header, give a value or an error, never a
  // crash (the sanitizer build checks every access).
  void truncationsAndMutationsNeverCrash() {
    for (const char* name : {"f4_little.npy", "v3_i8_big.npy", "fortran_8d_f8.npy", "structured.npy"}) {
      const std::string file = readBytes(kFixtures / name);
      for (size_t n = 0; n < file.size(); ++n) {
        auto r = parseNpy(bytesOf(file.substr(0, n)), name);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().id.empty() && r.error().message.rfind(std::string(name) + ": ", 0) == 0);
      }
      uint64_t x = 12345;
      for (int round = 0; round < 3000; ++round) {
        std::string mutated = file;
        for (int k = 0; k < 3; ++k) {
          x = x * 6364136223846793005ull + 1442695040888963407ull;
          const size_t at = (x >> 33) % 128;  // the preamble and header
          mutated[at] = static_cast<char>(x >> 20);
        }
        auto r = parseNpy(bytesOf(mutated), name);
        if (r.ok()) {
          // Whatever the header now says, the data is what the file holds after it.
          QCOMPARE(r->header.dataOffset + r->data.size(), uint64_t(mutated.size()));
          QCOMPARE(uint64_t(r->data.size()), r->header.elementCount * uint64_t(r->header.descr.back() - '0'));
        } else {
          QVERIFY(r.error().message.rfind(std::string(name) + ": ", 0) == 0);
        }
      }
    }
  }

  void missingFilesAndFoldersNameThePath() {
    auto missing = readNpyFile("/nonexistent/x.npy");
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().id, std::string("npy.cannot-open"));
    QCOMPARE(missing.error().message, std::string("/nonexistent/x.npy: cannot open the file: No such file or directory"));
    QCOMPARE(readNpyHeader("/nonexistent/x.npy").error().id, std::string("npy.cannot-open"));

    QTemporaryDir dir;
    auto folder = readNpyFile(dir.path().toStdString());
    QVERIFY(!folder.ok());
    QCOMPARE(folder.error().id, std::string("npy.is-directory"));
    VERIFY_CONTAINS(folder.error().message, dir.path().toStdString() + ": this is a directory");
  }

  // parseNpyHeader needs only the beginning of a file; the data length is parseNpy's business.
  void headerParsesFromTheBeginningAlone() {
    const std::string file = readBytes(kFixtures / "f4_little.npy");
    auto h = parseNpyHeader(bytesOf(file.substr(0, 128)), "f.npy");
    QVERIFY(h.ok());
    QCOMPARE(h->shape, (std::vector<uint64_t>{2, 3}));
    QCOMPARE(h->dataOffset, uint64_t{128});
    QVERIFY(!parseNpyHeader(bytesOf(file.substr(0, 127)), "f.npy").ok());
  }

  // ---------------------------------------------------------------------------------------------------------
  // Fortran order past one cache block, checked against the index formulas

  void fortranOrderIsTransposedToC_data() {
    QTest::addColumn<QList<quint64>>("shape");
    QTest::addColumn<int>("size");
    QTest::newRow("130 x 70, u2") << QList<quint64>{130, 70} << 2;
    QTest::newRow("3 x 70 x 2 x 67, f8") << QList<quint64>{3, 70, 2, 67} << 8;
    QTest::newRow("65 x 1 x 129, i1") << QList<quint64>{65, 1, 129} << 1;
    QTest::newRow("2 x 3 x 4 x 5 x 2, f4") << QList<quint64>{2, 3, 4, 5, 2} << 4;
  }

  void fortranOrderIsTransposedToC() {
    QFETCH(QList<quint64>, shape);
    QFETCH(int, size);
    const size_t n = static_cast<size_t>(shape.size());
    uint64_t count = 1;
    for (quint64 d : shape) count *= d;
    const std::string cData = patternBytes(count * static_cast<uint64_t>(size), 7);
    // Element (i0, ..., in-1) is at C offset sum(ik * prod(dj, j > k)) and at Fortran offset sum(ik * prod(dj, j < k)).
    std::string fData(cData.size(), '\0');
    std::vector<uint64_t> index(n, 0);
    for (uint64_t e = 0; e < count; ++e) {
      uint64_t rest = e, fortranOffset = 0, stride = 1;
      for (size_t k = n; k-- > 0;) index[k] = rest % shape[static_cast<qsizetype>(k)], rest /= shape[static_cast<qsizetype>(k)];
      for (size_t k = 0; k < n; ++k) fortranOffset += index[k] * stride, stride *= shape[static_cast<qsizetype>(k)];
      std::memcpy(fData.data() + fortranOffset * size, cData.data() + e * size, static_cast<size_t>(size));
    }
    std::string shapeText = "(";
    for (quint64 d : shape) shapeText += std::to_string(d) + ", ";
    shapeText += ")";
    const std::string descr = size == 1 ? "|i1" : size == 2 ? "<u2" : size == 4 ? "<f4" : "<f8";
    auto r = parseNpy(bytesOf(npyFile(dictText(descr, shapeText, true), fData)), "f.npy");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QVERIFY(r->header.fortranOrder);
    QVERIFY(textOf(r->data) == cData);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Writing

  void descrNamesEveryTypeLittleEndian() {
    QCOMPARE(npyDescr(DataType::Float16), std::string("<f2"));
    QCOMPARE(npyDescr(DataType::Float32), std::string("<f4"));
    QCOMPARE(npyDescr(DataType::Float64), std::string("<f8"));
    QCOMPARE(npyDescr(DataType::Int8), std::string("|i1"));
    QCOMPARE(npyDescr(DataType::Int16), std::string("<i2"));
    QCOMPARE(npyDescr(DataType::Int32), std::string("<i4"));
    QCOMPARE(npyDescr(DataType::Int64), std::string("<i8"));
    QCOMPARE(npyDescr(DataType::UInt8), std::string("|u1"));
    QCOMPARE(npyDescr(DataType::UInt16), std::string("<u2"));
    QCOMPARE(npyDescr(DataType::UInt32), std::string("<u4"));
    QCOMPARE(npyDescr(DataType::UInt64), std::string("<u8"));
    QCOMPARE(npyDescr(DataType::Unknown), std::string());
  }

  void everyTypeRoundTrips_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"f2", "f4", "f8", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8"}) QTest::newRow(code) << code;
  }

  void everyTypeRoundTrips() {
    QFETCH(QString, code);
    const DataType type = typeOfCode(code.toStdString());
    const size_t size = static_cast<size_t>(code.mid(1).toInt());
    QTemporaryDir dir;
    for (const std::vector<uint64_t>& shape :
         {std::vector<uint64_t>{3, 5, 2}, std::vector<uint64_t>{}, std::vector<uint64_t>{7}, std::vector<uint64_t>{4, 0},
          std::vector<uint64_t>{1, 2, 1, 2, 1, 2, 1, 2}}) {
      uint64_t count = 1;
      for (uint64_t d : shape) count *= d;
      const std::string data = patternBytes(count * size, count + size);  // any bit pattern, NaNs included
      const auto encoded = encodeNpy(type, shape, bytesOf(data));
      auto r = parseNpy(encoded, "r.npy");
      QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
      QCOMPARE(r->header.dataType, type);
      QCOMPARE(r->header.descr, std::string(size == 1 ? "|" : "<") + code.toStdString());
      QCOMPARE(r->header.shape, shape);
      QCOMPARE(r->header.elementCount, count);
      QVERIFY(!r->header.fortranOrder);
      QCOMPARE(r->header.majorVersion, 1);
      QCOMPARE(r->header.dataOffset % 64, uint64_t{0});
      QCOMPARE(static_cast<char>(encoded[r->header.dataOffset - 1]), '\n');
      QCOMPARE(textOf(r->data), data);

      const fs::path path = fs::path(dir.path().toStdString()) / ("r" + code.toStdString() + ".npy");
      QVERIFY(writeNpyFile(path, type, shape, bytesOf(data)).ok());
      QCOMPARE(readBytes(path), textOf(encoded));
      auto read = readNpyFile(path);
      QVERIFY(read.ok());
      QCOMPARE(textOf(read->data), data);
    }
  }

  // A header too long for 1.0's 16-bit length is written as 2.0 (NumPy's rule), still aligned to 64 bytes.
  void longHeadersAreWrittenAsVersion2() {
    const std::vector<uint64_t> manyOnes(22000, 1);
    const auto encoded = encodeNpy(DataType::Float32, manyOnes, bytesOf(std::string("\x00\x00\x80\x3f", 4)));
    QCOMPARE(static_cast<int>(encoded[6]), 2);
    QCOMPARE(static_cast<int>(encoded[7]), 0);
    auto r = parseNpy(encoded, "long.npy");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(r->header.majorVersion, 2);
    QCOMPARE(r->header.shape, manyOnes);
    QCOMPARE(r->header.dataOffset % 64, uint64_t{0});
    QVERIFY(r->header.dataOffset > 65535);

    // The largest shape that still fits 1.0: 16 bits of length.
    const auto shortEnough = encodeNpy(DataType::UInt8, std::vector<uint64_t>(21000, 1), bytesOf(std::string(1, 'x')));
    QCOMPARE(static_cast<int>(shortEnough[6]), 1);
    auto s = parseNpy(shortEnough, "s.npy");
    QVERIFY(s.ok());
    QCOMPARE(s->header.dataOffset % 64, uint64_t{0});
  }

  void writeRefusesWhatItCannotWrite() {
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "w.npy";
    const std::vector<uint64_t> shape = {2, 3};
    auto wrongSize = writeNpyFile(path, DataType::Float32, shape, bytesOf(std::string(20, '\0')));
    QVERIFY(!wrongSize.ok());
    QCOMPARE(wrongSize.error().id, std::string("npy.write-size-mismatch"));
    QCOMPARE(wrongSize.error().message,
             "cannot save " + path.string() + ": the data is 20 bytes, but the shape (2, 3) of '<f4' elements needs 24");
    auto unknown = writeNpyFile(path, DataType::Unknown, shape, {});
    QCOMPARE(unknown.error().id, std::string("npy.write-unknown-type"));
    const std::vector<uint64_t> huge = {uint64_t{1} << 40, uint64_t{1} << 40};
    QCOMPARE(writeNpyFile(path, DataType::Float32, huge, {}).error().id, std::string("npy.shape-overflow"));
    QVERIFY(!fs::exists(path));

    // A failed write leaves the old file as it was.
    QVERIFY(writeNpyFile(path, DataType::UInt8, std::vector<uint64_t>{1}, bytesOf(std::string("A"))).ok());
    const std::string before = readBytes(path);
    auto noFolder = writeNpyFile(fs::path(dir.path().toStdString()) / "gone" / "w.npy", DataType::UInt8,
                                 std::vector<uint64_t>{1}, bytesOf(std::string("B")));
    QVERIFY(!noFolder.ok());
    VERIFY_CONTAINS(noFolder.error().message, "gone/w.npy");
    QCOMPARE(readBytes(path), before);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Speed: 16 MiB must take milliseconds

  void sixteenMebibytesReadAndWriteQuickly() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const uint64_t count = uint64_t{4} << 20;  // 16 MiB of f4
    std::vector<float> values(count);
    for (uint64_t i = 0; i < count; ++i) values[i] = static_cast<float>(i) * 0.5f - 7.0f;
    const auto bytes = std::as_bytes(std::span(values));
    const std::vector<uint64_t> shape = {2048, 2048};

    QElapsedTimer timer;
    timer.start();
    QVERIFY(writeNpyFile(base / "big.npy", DataType::Float32, shape, bytes).ok());
    const qint64 writeMs = timer.elapsed();
    timer.restart();
    const auto encoded = encodeNpy(DataType::Float32, shape, bytes);
    const qint64 encodeMs = timer.elapsed();

    timer.restart();
    auto read = readNpyFile(base / "big.npy");
    const qint64 readMs = timer.elapsed();
    QVERIFY(read.ok());
    QVERIFY(std::memcmp(read->data.data(), values.data(), bytes.size()) == 0);

    // Big-endian and Fortran-order copies of the same elements, built here.
    std::string swapped(reinterpret_cast<const char*>(values.data()), bytes.size());
    for (size_t i = 0; i < swapped.size(); i += 4) std::swap(swapped[i], swapped[i + 3]), std::swap(swapped[i + 1], swapped[i + 2]);
    writeBytes(base / "big_be.npy", npyFile(dictText(">f4", "(2048, 2048)"), swapped));
    std::vector<float> transposed(count);
    for (uint64_t r = 0; r < 2048; ++r)
      for (uint64_t c = 0; c < 2048; ++c) transposed[c * 2048 + r] = values[r * 2048 + c];
    writeBytes(base / "big_f.npy", npyFile(dictText("<f4", "(2048, 2048)", true),
                                           std::string(reinterpret_cast<const char*>(transposed.data()), bytes.size())));
    timer.restart();
    auto bigEndian = readNpyFile(base / "big_be.npy");
    const qint64 bigEndianMs = timer.elapsed();
    timer.restart();
    auto fortran = readNpyFile(base / "big_f.npy");
    const qint64 fortranMs = timer.elapsed();
    QVERIFY(bigEndian.ok() && fortran.ok());
    QVERIFY(bigEndian->data == read->data);
    QVERIFY(fortran->data == read->data);

    qInfo("16 MiB f4: write %lld ms (encode %lld ms), read %lld ms, read big-endian %lld ms, read Fortran order %lld ms",
          writeMs, encodeMs, readMs, bigEndianMs, fortranMs);
    // Generous bounds (the machine may be busy): they catch per-element work gone wrong, not milliseconds.
    QVERIFY2(readMs < 1000 && bigEndianMs < 1000 && fortranMs < 2000 && encodeMs < 1000, "too slow");
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestNpy)
#include "tst_npy.moc"
