// Long file work in core (issue 25, items 3 and 9): .npy reads and writes report their progress in chunks and stop
// when asked, leaving any older file as it was; a save reports the .npy files beside the session and then its
// text, and never writes over a file the session links to: the tensor goes to the first free name instead.
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "npy_test_files.h"
#include "test_support.h"

using namespace dmlscope;

namespace {

// `count` uint32 elements 0, 1, 2, … as raw little-endian bytes.
std::string countingBytes(uint64_t count) {
  std::vector<uint32_t> values(count);
  for (uint64_t i = 0; i < count; ++i) values[i] = static_cast<uint32_t>(i);
  return test::rawData(values);
}

Buffer bufferOf(const std::string& bytes) {
  Buffer out(bytes.size());
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return out;
}

// Every (done, total) an IoProgress was called with; answers false from call number `stopAt` on (0: never).
struct ProgressLog {
  std::vector<std::pair<uint64_t, uint64_t>> calls;
  size_t stopAt = 0;
  IoProgress function() {
    return [this](uint64_t done, uint64_t total) {
      calls.emplace_back(done, total);
      return stopAt == 0 || calls.size() < stopAt;
    };
  }
  bool rises() const {
    for (size_t i = 1; i < calls.size(); ++i)
      if (calls[i].first < calls[i - 1].first || calls[i].second != calls[0].second) return false;
    return true;
  }
};

QStringList filesIn(const QTemporaryDir& dir) { return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

// A Tile with Repeats {1, 1, 1, 1} over a UINT32 {1, 1, 1024, 1024} input (4 MiB): the output equals the input.
Session plainTile(const std::string& input) {
  Session s = test::makeSession(TileDesc{test::tensor(DataType::UInt32, {1, 1, 1024, 1024}), test::tensor(DataType::UInt32, {1, 1, 1024, 1024}),
                                         std::nullopt, {1, 1, 1, 1}},
                                {bufferOf(input)});
  s.outputData = {bufferOf(input)};
  return s;
}

}  // namespace

class TestFileProgress : public QObject {
  Q_OBJECT

 private slots:
  void readingReportsEveryChunkAndEndsAtTheTotal() {
    QTemporaryDir dir;
    const std::string data = countingBytes(3 * (kIoChunkBytes / 4) + 5);  // three chunks and a bit
    const auto path = std::filesystem::path(dir.filePath(QStringLiteral("a.npy")).toStdString());
    test::writeBytes(path, test::npyBytes("<u4", {data.size() / 4}, data));
    ProgressLog log;
    auto read = readNpyFile(path, NpyTrailingData::Refuse, log.function());
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
    QVERIFY(read->data == bufferOf(data));
    QCOMPARE(log.calls.size(), size_t{5});  // before the first chunk, then after each of four
    QVERIFY(log.rises());
    QCOMPARE(log.calls.back(), std::make_pair(uint64_t{data.size()}, uint64_t{data.size()}));
  }

  void aCancelledReadFailsNamingTheFile() {
    QTemporaryDir dir;
    const std::string data = countingBytes(2 * kIoChunkBytes / 4);
    const auto path = std::filesystem::path(dir.filePath(QStringLiteral("a.npy")).toStdString());
    test::writeBytes(path, test::npyBytes("<u4", {data.size() / 4}, data));
    ProgressLog log;
    log.stopAt = 2;  // after the first chunk
    auto read = readNpyFile(path, NpyTrailingData::Refuse, log.function());
    QVERIFY(!read.ok());
    QCOMPARE(read.error().id, std::string("npy.read-cancelled"));
    QVERIFY(read.error().message.find(path.string()) != std::string::npos);
    QCOMPARE(log.calls.size(), size_t{2});
  }

  void writingGoesInChunksAndACancelLeavesTheOlderFile() {
    QTemporaryDir dir;
    const std::string data = countingBytes(2 * kIoChunkBytes / 4 + 3);
    const auto path = std::filesystem::path(dir.filePath(QStringLiteral("a.npy")).toStdString());
    const std::vector<uint64_t> shape{data.size() / 4};
    ProgressLog log;
    QVERIFY(writeNpyFile(path, DataType::UInt32, shape, bufferOf(data), log.function()).ok());
    QVERIFY(log.rises());
    QVERIFY(log.calls.size() >= 4);  // before, then after each of three chunks (the header rides in the first)
    QCOMPARE(log.calls.back().first, log.calls.back().second);
    const test::NpyParts parts = test::npyParts(test::readBytes(path));
    QVERIFY(parts.data == data);
    QVERIFY(parts.header.find("'<u4'") != std::string::npos);

    // Cancelled half-way over the file just written: it stays byte for byte, and no temporary file is left.
    const std::string before = test::readBytes(path);
    const std::string other = countingBytes(2 * kIoChunkBytes / 4 + 3).replace(0, 4, "\x07\x07\x07\x07");
    ProgressLog stop;
    stop.stopAt = 2;
    auto cancelled = writeNpyFile(path, DataType::UInt32, shape, bufferOf(other), stop.function());
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().id, std::string("file.save-cancelled"));
    QVERIFY(test::readBytes(path) == before);
    QCOMPARE(filesIn(dir), QStringList{QStringLiteral("a.npy")});
  }

  // The session links its input to s.OutputTensor.npy (the name its output would take): the save writes the
  // output to s.OutputTensor-2.npy and never over the input's file. An unrelated file of a default name that the
  // session does not link to is written over, as before, unless the caller keeps it.
  void aSaveNeverWritesOverAFileTheSessionLinksTo() {
    QTemporaryDir dir;
    const std::string input = countingBytes(1024 * 1024);
    const QString linked = dir.filePath(QStringLiteral("s.OutputTensor.npy"));
    test::writeBytes(linked.toStdString(), test::npyBytes("<u4", {1, 1, 1024, 1024}, input));
    const std::string linkedBefore = test::readBytes(linked.toStdString());
    Session s = plainTile(input);
    std::string output = input;
    output.replace(0, 4, "\x09\x00\x00\x00", 4);  // the output differs from the file in its first element
    s.outputData = {bufferOf(output)};
    DataFile link;
    link.path = "s.OutputTensor.npy";
    link.resolved = linked.toStdString();
    s.inputFiles = {link};

    WriteOptions options;
    options.externalDataBytes = 0;
    std::vector<SavedDataFile> saved;
    options.savedFiles = &saved;
    const auto path = std::filesystem::path(dir.filePath(QStringLiteral("s.json")).toStdString());
    QVERIFY(saveSessionFile(path, s, options).ok());
    QVERIFY(test::readBytes(linked.toStdString()) == linkedBefore);
    QCOMPARE(saved.size(), size_t{1});
    QVERIFY(saved[0].isOutput);
    QCOMPARE(saved[0].file.path, std::string("s.OutputTensor-2.npy"));
    QVERIFY(test::npyParts(test::readBytes(saved[0].file.resolved)).data == output);
    auto reread = readSessionFile(path);
    QVERIFY(reread.ok());
    QVERIFY(reread->inputData.at(0) == bufferOf(input));
    QVERIFY(reread->outputData.at(0) == bufferOf(output));

    // Saved again with the input inline: s.OutputTensor.npy is no link now, so the output's default name is free.
    s.inputFiles.clear();
    saved.clear();
    QVERIFY(saveSessionFile(path, s, options).ok());
    QCOMPARE(saved.size(), size_t{2});
    for (const auto& file : saved) QCOMPARE(file.file.path, std::string(file.isOutput ? "s.OutputTensor.npy" : "s.InputTensor.npy"));
    // …unless the caller keeps it (the GUI keeps every file an input of the document was ever linked to).
    const std::string outputFile = test::readBytes(linked.toStdString());
    options.mayReplace = [&](const std::filesystem::path& target) { return !std::filesystem::equivalent(target, linked.toStdString()); };
    s.outputData = {bufferOf(input)};
    saved.clear();
    QVERIFY(saveSessionFile(path, s, options).ok());
    QVERIFY(test::readBytes(linked.toStdString()) == outputFile);
    QCOMPARE(saved.back().file.path, std::string("s.OutputTensor-2.npy"));
  }

  // Progress covers the .npy files beside the session, then the session's text as one last step; a cancel during
  // the text leaves the older session file.
  void aSaveReportsItsFilesThenItsText() {
    QTemporaryDir dir;
    const std::string input = countingBytes(1024 * 1024);
    Session s = plainTile(input);
    WriteOptions options;
    options.externalDataBytes = 0;
    ProgressLog log;
    options.progress = log.function();
    const auto path = std::filesystem::path(dir.filePath(QStringLiteral("s.json")).toStdString());
    QVERIFY(saveSessionFile(path, s, options).ok());
    const uint64_t files = 2 * input.size();
    QVERIFY(log.rises());
    QCOMPARE(log.calls.front(), std::make_pair(uint64_t{0}, files + 1));
    QCOMPARE(log.calls.back(), std::make_pair(files + 1, files + 1));
    const std::string saved = test::readBytes(path);

    // Inline (no threshold): the text is the only step, and it can be cancelled as it is written.
    options.externalDataBytes.reset();
    ProgressLog stop;
    stop.stopAt = 2;  // after the text's first piece
    options.progress = stop.function();
    auto cancelled = saveSessionFile(path, s, options);
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().id, std::string("file.save-cancelled"));
    QVERIFY(test::readBytes(path) == saved);
    QCOMPARE(filesIn(dir), (QStringList{QStringLiteral("s.InputTensor.npy"), QStringLiteral("s.OutputTensor.npy"), QStringLiteral("s.json")}));
  }
};

QTEST_GUILESS_MAIN(TestFileProgress)
#include "tst_file_progress.moc"
