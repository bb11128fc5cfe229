// Sessions whose tensors' Data are .npy files: reading (sizes and types from the file, problems on the field),
// saving large tensors beside the session, following a new input, packing strided tensors, and the memory guard.
#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor_gather.h"
#include "npy_test_files.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

namespace fs = std::filesystem;

// DML_PADDING_OPERATOR_DESC's reflection example, with the input in a file and the output derived.
std::string paddingSession(const std::string& inputFields) {
  return R"({"dmlscope": 1, "operator": "PADDING", "desc": {
    "InputTensor": {)" + inputFields + R"(},
    "OutputTensor": {"DataType": "FLOAT32"},
    "PaddingMode": "REFLECTION", "StartPadding": [0, 0, 1, 2], "EndPadding": [0, 0, 3, 4]}})";
}

const std::vector<float> kPageInput = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};
// The page's printed output, rows of 10.
const std::vector<float> kPageOutput = {7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7,
                                        6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2,
                                        3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2};

Result<Session> readIn(const fs::path& dir, const std::string& json) {
  writeBytes(dir / "session.json", json);
  return readSessionFile(dir / "session.json");
}

const Diagnostic* find(const std::vector<Diagnostic>& diagnostics, const std::string& id) {
  for (const auto& d : diagnostics)
    if (d.id == id) return &d;
  return nullptr;
}

class TestNpySessions : public QObject {
  Q_OBJECT

 private slots:
  void dataFileGivesSizesTypeAndValues() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "in.npy", npyBytes("<f4", {1, 1, 4, 4}, rawData(kPageInput)));
    auto session = readIn(base, paddingSession(R"("Data": "in.npy")"));
    QVERIFY2(session.ok(), session.ok() ? "" : session.error().message.c_str());
    const TensorDesc& in = std::get<PaddingDesc>(session->desc).InputTensor;
    QCOMPARE(in.dataType, DataType::Float32);
    QCOMPARE(in.sizes, (std::vector<uint32_t>{1, 1, 4, 4}));
    QCOMPARE(std::get<PaddingDesc>(session->desc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 8, 10}));
    QCOMPARE(session->inputFiles.size(), size_t{1});
    QVERIFY(session->inputFiles[0].has_value());
    QCOMPARE(session->inputFiles[0]->path, std::string("in.npy"));
    QVERIFY(validateSession(*session).empty());
    auto run = makeCpuBackend()->run(*session);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), kPageOutput);
  }

  void leadingOnesMayDiffer() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "in.npy", npyBytes("<f4", {4, 4}, rawData(kPageInput)));
    auto session = readIn(base, paddingSession(R"("DataType": "FLOAT32", "Sizes": [1, 1, 4, 4], "Data": "in.npy")"));
    QVERIFY(session.ok());
    QVERIFY2(validateSession(*session).empty(), describe(validateSession(*session)).c_str());
  }

  void differentSizesAreAValidationErrorNamingBoth() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "in.npy", npyBytes("<f4", {2, 8}, rawData(kPageInput)));
    auto session = readIn(base, paddingSession(R"("DataType": "FLOAT32", "Sizes": [1, 1, 4, 4], "Data": "in.npy")"));
    QVERIFY(session.ok());
    const auto diagnostics = validateSession(*session);
    const Diagnostic* d = find(diagnostics, "tensor.data-file-shape");
    QVERIFY2(d, describe(diagnostics).c_str());
    QCOMPARE(d->field, std::string("InputTensor.Sizes"));
    QCOMPARE(d->message, std::string("InputTensor.Sizes is [1, 1, 4, 4], but in.npy has shape (2, 8)"));
  }

  void differentTypeIsAValidationErrorNamingBoth() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "in.npy", npyBytes("<i2", {1, 1, 4, 4}, std::string(32, '\0')));
    auto session = readIn(base, paddingSession(R"("DataType": "FLOAT32", "Data": "in.npy")"));
    QVERIFY(session.ok());
    const auto diagnostics = validateSession(*session);
    const Diagnostic* d = find(diagnostics, "tensor.data-file-type");
    QVERIFY(d);
    QCOMPARE(d->field, std::string("InputTensor.DataType"));
    QCOMPARE(d->message, std::string("InputTensor.DataType is DML_TENSOR_DATA_TYPE_FLOAT32, but in.npy holds "
                                     "DML_TENSOR_DATA_TYPE_INT16 ('<i2')"));
  }

  void missingFileOpensAsAProblemOnData() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto session = readIn(base, paddingSession(R"("DataType": "FLOAT32", "Sizes": [1, 1, 4, 4], "Data": "gone.npy")"));
    QVERIFY2(session.ok(), session.ok() ? "" : session.error().message.c_str());
    // The rest of the session is there: the descriptor, the derived output.
    QCOMPARE(std::get<PaddingDesc>(session->desc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 8, 10}));
    const auto diagnostics = validateSession(*session);
    QCOMPARE(diagnostics.size(), size_t{1});
    QCOMPARE(diagnostics[0].field, std::string("InputTensor.Data"));
    QCOMPARE(diagnostics[0].id, std::string("tensor.data-file-unreadable"));
    QVERIFY2(diagnostics[0].message.find("gone.npy") != std::string::npos, diagnostics[0].message.c_str());
    // Saving keeps the link, so nothing the user wrote is lost.
    const std::string written = writeSession(*session);
    QVERIFY(written.find("\"Data\": \"gone.npy\"") != std::string::npos);
  }

  void malformedFileOpensAsAProblemOnData() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "bad.npy", "not a numpy file at all");
    auto session = readIn(base, paddingSession(R"("Data": "bad.npy")"));
    QVERIFY(session.ok());
    const auto diagnostics = validateSession(*session);
    const Diagnostic* d = find(diagnostics, "tensor.data-file-unreadable");
    QVERIFY(d);
    QCOMPARE(d->field, std::string("InputTensor.Data"));
    QVERIFY(d->message.find("bad.npy") != std::string::npos);
  }

  void explicitStridesReadAOneDimensionalBuffer() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    // Sizes [1, 1, 2, 2] with a row stride of 3 reach buffer elements 0, 1, 3 and 4; element 2 is a gap.
    writeBytes(base / "buf.npy", npyBytes("<f4", {5}, rawData(std::vector<float>{10, 11, 99, 12, 13})));
    const std::string json = R"({"dmlscope": 1, "operator": "TILE", "desc": {
      "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 2], "Strides": [6, 6, 3, 1], "Data": "buf.npy"},
      "OutputTensor": {"DataType": "FLOAT32"}, "Repeats": [1, 1, 1, 1]}})";
    auto session = readIn(base, json);
    QVERIFY(session.ok());
    QVERIFY2(validateSession(*session).empty(), describe(validateSession(*session)).c_str());
    auto run = makeCpuBackend()->run(*session);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{10, 11, 12, 13}));

    writeBytes(base / "buf2.npy", npyBytes("<f4", {1, 5}, rawData(std::vector<float>{10, 11, 99, 12, 13})));
    std::string json2 = json;
    json2.replace(json2.find("buf.npy"), 7, "buf2.npy");
    auto strided = readIn(base, json2);
    QVERIFY(strided.ok());
    const auto diagnostics = validateSession(*strided);
    const Diagnostic* d = find(diagnostics, "tensor.data-file-strided");
    QVERIFY(d);
    QCOMPARE(d->field, std::string("InputTensor.Data"));
  }

  void savingWritesLargeTensorsBesideAndReadsBackTheSame() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto session = readSessionFile(fs::path(DMLSCOPE_EXAMPLES_DIR) / "join_axis3.json");
    QVERIFY(session.ok());
    auto run = makeCpuBackend()->run(*session);
    QVERIFY(run.ok());
    session->outputData = run->outputs;
    std::vector<fs::path> written;
    WriteOptions options;
    options.externalDataBytes = 15;  // every tensor of the example (16 bytes and up) is larger
    options.writtenFiles = &written;
    QVERIFY(saveSessionFile(base / "join.json", *session, options).ok());
    const std::vector<fs::path> expected = {base / "join.InputTensors.0.npy", base / "join.InputTensors.1.npy",
                                            base / "join.InputTensors.2.npy", base / "join.OutputTensor.npy"};
    QCOMPARE(written, expected);
    const std::string json = readBytes(base / "join.json");
    QVERIFY(json.find("\"Data\": \"join.InputTensors.1.npy\"") != std::string::npos);
    QVERIFY(json.find("\"Data\": \"join.OutputTensor.npy\"") != std::string::npos);
    // The file holds the output's logical shape and its values, as NumPy would read them.
    const NpyParts parts = npyParts(readBytes(base / "join.OutputTensor.npy"));
    QVERIFY2(parts.header.find("'shape': (1, 1, 2, 6)") != std::string::npos, parts.header.c_str());
    QVERIFY2(parts.header.find("'descr': '<f4'") != std::string::npos, parts.header.c_str());
    QCOMPARE(parts.data, std::string(reinterpret_cast<const char*>(run->outputs[0].data()), run->outputs[0].size()));

    auto reread = readSessionFile(base / "join.json");
    QVERIFY2(reread.ok(), reread.ok() ? "" : reread.error().message.c_str());
    QCOMPARE(reread->inputData, session->inputData);
    QCOMPARE(reread->outputData, session->outputData);
    QCOMPARE(reread->desc, session->desc);
    QVERIFY(validateSession(*reread).empty());

    // Saved elsewhere, the links point back at the same files.
    QVERIFY(fs::create_directory(base / "elsewhere"));
    QVERIFY(saveSessionFile(base / "elsewhere" / "copy.json", *reread).ok());
    QVERIFY(readBytes(base / "elsewhere" / "copy.json").find("\"Data\": \"../join.InputTensors.0.npy\"") != std::string::npos);
    auto copy = readSessionFile(base / "elsewhere" / "copy.json");
    QVERIFY(copy.ok());
    QCOMPARE(copy->inputData, session->inputData);
  }

  void smallTensorsStayInline() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto session = readSessionFile(fs::path(DMLSCOPE_EXAMPLES_DIR) / "tile.json");
    QVERIFY(session.ok());
    std::vector<fs::path> written;
    WriteOptions options;
    options.externalDataBytes = 1 << 20;
    options.writtenFiles = &written;
    QVERIFY(saveSessionFile(base / "tile.json", *session, options).ok());
    QVERIFY(written.empty());
    QCOMPARE(readSessionFile(base / "tile.json")->inputData, session->inputData);
  }

  void aNewInputIsFollowedByTheOutputs() {
    auto session = readSessionFile(fs::path(DMLSCOPE_EXAMPLES_DIR) / "padding_reflection.json");
    QVERIFY(session.ok());
    NpyArray image;
    image.header.dataType = DataType::Float32;
    image.header.shape = {6, 5};
    image.header.elementCount = 30;
    image.data = float32Buffer(std::vector<float>(30, 1.5f));
    setInputFromArray(*session, 0, std::move(image), std::nullopt);
    const auto& d = std::get<PaddingDesc>(session->desc);
    QCOMPARE(d.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 5}));
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 10, 11}));  // 6 + 1 + 3, 5 + 2 + 4
    QVERIFY2(validateSession(*session).empty(), describe(validateSession(*session)).c_str());
  }

  void packingReadsThroughStrides() {
    auto layout = computeLayout(tensor(DataType::Float32, {2, 3}, std::vector<uint32_t>{1, 2}));  // column-major
    QVERIFY(layout.ok());
    auto packed = packLogicalElements(*layout, float32Buffer({0, 3, 1, 4, 2, 5}));
    QVERIFY(packed.ok());
    QCOMPARE(float32Values(*packed), (std::vector<float>{0, 1, 2, 3, 4, 5}));
    auto broadcast = computeLayout(tensor(DataType::Float32, {2, 3}, std::vector<uint32_t>{0, 1}));
    QCOMPARE(float32Values(*packLogicalElements(*broadcast, float32Buffer({7, 8, 9}))),
             (std::vector<float>{7, 8, 9, 7, 8, 9}));
    QVERIFY(!packLogicalElements(*layout, float32Buffer({0, 1})).ok());
  }

  void memoryGuardRefusesWithBothFigures_data() {
    QTest::addColumn<bool>("fast");
    QTest::newRow("reference") << false;
    QTest::newRow("fast") << true;
  }

  void memoryGuardRefusesWithBothFigures() {
    QFETCH(bool, fast);
    auto backend = fast ? makeFastCpuBackend() : makeCpuBackend();
    Session s = makeSession(TileDesc{tensor(DataType::Float32, {1, 1, 64, 64}), tensor(DataType::Float32, {1, 1, 128, 128}),
                                     std::nullopt, {1, 1, 2, 2}},
                            {idBuffer(DataType::Float32, 64 * 64)});
    RunOptions options;
    options.memoryBudget = 100000;  // the output alone is 65536 bytes, its index map 131072
    auto refused = backend->run(s, options);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().id, std::string("run.exceeds-memory-with-map"));
    QCOMPARE(refused.error().message,
             std::string("this run needs 192 KiB of memory (outputs 64.0 KiB, index map 128 KiB, transfers 0 bytes, writing the result 0 bytes), but "
                         "only 97.7 KiB is available (the caller); try smaller tensors, or run without the index map"));
    options.computeIndexMap = false;
    QVERIFY(backend->run(s, options).ok());  // 64 KiB fits
    options.memoryBudget = 65535;
    auto tooSmall = backend->run(s, options);
    QVERIFY(!tooSmall.ok());
    QCOMPARE(tooSmall.error().id, std::string("run.exceeds-memory"));
  }

  void memoryGuardReadsTheEnvironment() {
    Session s = makeSession(TileDesc{tensor(DataType::Float32, {1, 1, 64, 64}), tensor(DataType::Float32, {1, 1, 128, 128}),
                                     std::nullopt, {1, 1, 2, 2}},
                            {idBuffer(DataType::Float32, 64 * 64)});
    qputenv("DMLSCOPE_MEMORY_BUDGET", "64K");
    auto refused = makeCpuBackend()->run(s);
    qunsetenv("DMLSCOPE_MEMORY_BUDGET");
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("(DMLSCOPE_MEMORY_BUDGET)") != std::string::npos, refused.error().message.c_str());
    QVERIFY(makeCpuBackend()->run(s).ok());  // MemAvailable: plenty
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestNpySessions)
#include "tst_npy_sessions.moc"
