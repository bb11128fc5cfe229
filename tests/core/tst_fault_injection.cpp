// Faults in core's failure paths, injected through dmlscope/fault_injection.h: a save that fails at any step
// leaves the old file byte for byte and no temporary file, and says which step failed and why; a run
// cancelled half-way is an error on every CPU backend and the next run is right; a .npy file deleted after
// the session read it loses nothing on the next save.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include "dmlscope/backend.h"
#include "dmlscope/fault_injection.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

std::string fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A Tile of `n` UINT32 elements repeated 4 times: output[i] = input[i % n], worked out by hand.
Session uintTile(uint32_t n) {
  TileDesc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 1, 1, n});
  d.OutputTensor = tensor(DataType::UInt32, {1, 1, 4, n});
  d.Repeats = {1, 1, 4, 1};
  std::vector<uint32_t> values(n);
  for (uint32_t i = 0; i < n; ++i) values[i] = 7 * i + 3;
  return makeSession(d, {uint32Buffer(values)});
}

void verifyTileOutput(const Session& s, const RunResult& run) {
  const auto input = uint32Values(s.inputData[0]);
  const auto output = uint32Values(run.outputs.at(0));
  QCOMPARE(output.size(), input.size() * 4);
  for (size_t i = 0; i < output.size(); ++i) QCOMPARE(output[i], input[i % input.size()]);
}

// Files in `dir` other than the ones named: what a failed save must not leave behind.
QStringList strayFiles(const fs::path& dir, const std::set<std::string>& expected) {
  QStringList stray;
  for (const auto& entry : fs::directory_iterator(dir))
    if (!expected.contains(entry.path().filename().string())) stray << QString::fromStdString(entry.path().filename().string());
  return stray;
}

}  // namespace

class TstFaultInjection : public QObject {
  Q_OBJECT
 private slots:
  void cleanup() { fault::disarmAll(); }

  void unarmedPointsNeverFire() {
    for (uint32_t p = 0; p < static_cast<uint32_t>(fault::Point::Count); ++p) {
      const auto point = static_cast<fault::Point>(p);
      QVERIFY(!fault::fires(point));
      QCOMPARE(fault::parsePoint(fault::name(point)), std::optional(point));
    }
  }

  void armedPointSkipsThenFailsTheGivenNumberOfTimes() {
    fault::arm(fault::Point::SaveWrite, 2, 3);
    QList<bool> passes;
    for (int i = 0; i < 7; ++i) passes << fault::fires(fault::Point::SaveWrite);
    QCOMPARE(passes, (QList<bool>{false, false, true, true, true, false, false}));
    QCOMPARE(fault::fired(fault::Point::SaveWrite), 3u);
    QVERIFY(!fault::fires(fault::Point::SaveFlush));  // other points are not armed with it
  }

  void failedSaveLeavesTheOldFileByteForByte_data() {
    QTest::addColumn<int>("point");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unwritable folder") << int(fault::Point::SaveCreate) << "cannot create a file in" << "Permission denied";
    QTest::newRow("full disk on write") << int(fault::Point::SaveWrite) << "writing failed" << "No space left on device";
    QTest::newRow("full disk on flush") << int(fault::Point::SaveFlush) << "flushing to disk failed" << "No space left on device";
    QTest::newRow("rename refused") << int(fault::Point::SaveRename) << "replacing the file failed" << "Permission denied";
  }
  void failedSaveLeavesTheOldFileByteForByte() {
    QFETCH(int, point);
    QFETCH(QString, step);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "tile.json";
    const Session before = uintTile(3);
    QVERIFY(saveSessionFile(path, before).ok());
    const std::string old = fileBytes(path);

    Session edited = uintTile(5);
    {
      fault::ScopedFault fault(static_cast<fault::Point>(point));
      auto saved = saveSessionFile(path, edited);
      QVERIFY(!saved.ok());
      const std::string& message = saved.error().message;
      QVERIFY2(message.find(path.string()) != std::string::npos, message.c_str());
      QVERIFY2(message.find(step.toStdString()) != std::string::npos, message.c_str());
      QVERIFY2(message.find(reason.toStdString()) != std::string::npos, message.c_str());
      QCOMPARE(fault::fired(static_cast<fault::Point>(point)), 1u);
    }
    QVERIFY(fileBytes(path) == old);
    QCOMPARE(strayFiles(path.parent_path(), {"tile.json"}), QStringList{});
    // The session in memory is untouched, and once the disk has room the same save goes through.
    QCOMPARE(edited, uintTile(5));
    QVERIFY(saveSessionFile(path, edited).ok());
    auto reread = readSessionFile(path);
    QVERIFY(reread.ok());
    QCOMPARE(reread->inputData, edited.inputData);
  }

  void failedNpyWriteLeavesTheOldFileByteForByte() {
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "x.npy";
    const uint64_t shape[] = {2};
    QVERIFY(writeNpyFile(path, DataType::UInt32, shape, uint32Buffer({1, 2})).ok());
    const std::string old = fileBytes(path);
    fault::ScopedFault full(fault::Point::SaveWrite);
    QVERIFY(!writeNpyFile(path, DataType::UInt32, shape, uint32Buffer({3, 4})).ok());
    QVERIFY(fileBytes(path) == old);
    QCOMPARE(strayFiles(path.parent_path(), {"x.npy"}), QStringList{});
  }

  void runCancelledHalfWayIsAnErrorAndTheNextRunIsRight_data() {
    QTest::addColumn<int>("backend");
    QTest::newRow("reference") << 0;
    QTest::newRow("fast, 1 thread") << 1;
    QTest::newRow("fast, 4 threads") << 4;
  }
  void runCancelledHalfWayIsAnErrorAndTheNextRunIsRight() {
    QFETCH(int, backend);
    auto cpu = backend == 0 ? makeCpuBackend() : makeFastCpuBackend(static_cast<unsigned>(backend));
    const Session s = uintTile(1 << 18);  // a million output elements: many cancel checks
    std::atomic<uint32_t> progress{0};
    RunOptions options;
    options.progress = &progress;
    {
      // The first check goes through (the run starts), a later one sees the cancel.
      fault::ScopedFault cancel(fault::Point::RunCancel, 1);
      auto run = cpu->run(s, options);
      QVERIFY(!run.ok());
      QVERIFY2(run.error().message.find("cancelled") != std::string::npos, run.error().message.c_str());
      QVERIFY(progress.load() < kProgressDone);
    }
    auto again = cpu->run(s, options);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    verifyTileOutput(s, *again);
  }

  void npyDeletedAfterOpeningLosesNothingOnSave() {
    QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    const uint64_t shape[] = {1, 1, 1, 3};
    QVERIFY(writeNpyFile(folder / "in.npy", DataType::UInt32, shape, uint32Buffer({10, 20, 30})).ok());
    {
      std::ofstream session(folder / "tile.json");
      session << R"({"dmlscope": 1, "operator": "DML_OPERATOR_TILE", "desc": {
        "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT32", "Sizes": [1, 1, 1, 3], "Data": "in.npy"},
        "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT32", "Sizes": [1, 1, 4, 3]},
        "Repeats": [1, 1, 4, 1]}})";
    }
    auto opened = readSessionFile(folder / "tile.json");
    QVERIFY2(opened.ok(), opened.ok() ? "" : opened.error().message.c_str());
    fs::remove(folder / "in.npy");

    // The run uses what was read: the file's absence changes nothing.
    auto run = makeFastCpuBackend(1)->run(*opened);
    QVERIFY(run.ok());
    verifyTileOutput(*opened, *run);

    // Saving does not point at the missing file: the data is written, and reading it back gives it.
    QVERIFY(saveSessionFile(folder / "tile.json", *opened).ok());
    auto reread = readSessionFile(folder / "tile.json");
    QVERIFY2(reread.ok(), reread.ok() ? "" : reread.error().message.c_str());
    QCOMPARE(uint32Values(reread->inputData.at(0)), (std::vector<uint32_t>{10, 20, 30}));
    QVERIFY(reread->inputFiles.empty() || !reread->inputFiles[0] || !reread->inputFiles[0]->problem);
  }
};

QTEST_GUILESS_MAIN(TstFaultInjection)
#include "tst_fault_injection.moc"
