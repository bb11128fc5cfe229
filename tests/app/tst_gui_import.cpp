// Large files through the window (issue 25, items 3 and 9): an import, an export and a save run on the file job's
// worker thread with determinate progress and cancel, and a cancelled one leaves the session and the files as they
// were; importing and running a large tensor keeps the process's peak memory within three times the tensors'
// bytes; saving an edited input that was linked to a .npy writes a new file, never over the one it came from, and
// undo links the original again.
#include <QCryptographicHash>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "../core/npy_test_files.h"
#include "dmlscope/session_file.h"
#include "gui_test_support.h"
#include "models/file_job.h"
#include "models/save_preferences.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// A (rows, columns) float32 array whose element i is i (exact in float32 below 2^24) written byte by byte (not by
// core's writer); returns its data bytes.
std::string writeFloatArray(const QString& path, uint64_t rows, uint64_t columns) {
  std::vector<float> values(rows * columns);
  for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i % (1u << 24));
  std::string data = test::rawData(values);
  test::writeBytes(path.toStdString(), test::npyBytes("<f4", {rows, columns}, data));
  return data;
}

Buffer bufferOf(const std::string& bytes) {
  Buffer out(bytes.size());
  std::memcpy(out.data(), bytes.data(), bytes.size());
  return out;
}

QByteArray checksum(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  hash.addData(&file);
  return hash.result().toHex();
}

// The Tile example with Repeats {1, 1, 1, 1}: its output is a copy of its input, whatever the input's size.
void openPlainTile(MainWindow& window) {
  QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
  window.document()->editDescriptor(QStringLiteral("Repeats"), QString(), [](OperatorDesc& desc) {
    std::get<TileDesc>(desc).Repeats = {1, 1, 1, 1};
  });
  QVERIFY(test::waitForRun(window));
}

bool waitForJob(MainWindow& window) {
  return QTest::qWaitFor([&] { return !window.fileJob()->isRunning(); }, 60000);
}

// Thousandths reported by the job, in order; each report must be in 0 … 1000.
std::vector<int> progressValues(const QSignalSpy& spy) {
  std::vector<int> out;
  for (const auto& args : spy) out.push_back(args.at(0).toInt());
  return out;
}

// /proc/self/status's line `key` in kB, or -1.
long long statusKiB(const char* key) {
  std::ifstream in("/proc/self/status");
  std::string line;
  const std::string prefix = std::string(key) + ":";
  while (std::getline(in, line)) {
    if (line.rfind(prefix, 0) == 0) return std::stoll(line.substr(prefix.size()));
  }
  return -1;
}

// Resets the peak resident set size (VmHWM) to the current one: Linux's clear_refs, value 5.
bool resetPeakMemory() {
  std::ofstream out("/proc/self/clear_refs");
  out << "5";
  out.flush();
  return static_cast<bool>(out);
}

}  // namespace

class TestGuiImport : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateGuiTest();
    QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests-import"));
    setExternalDataPreference({});
  }
  void cleanupTestCase() { setExternalDataPreference({}); }

  void importRunsOffTheGuiThreadWithProgress() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.npy"));
    const std::string data = writeFloatArray(path, 1024, 2048);  // 8 MiB: two chunks and more
    MainWindow window;
    window.show();
    openPlainTile(window);
    const Session before = window.document()->session();
    const int steps = window.document()->undoStack()->count();
    QSignalSpy progress(window.fileJob(), &FileJob::progressChanged);
    QSignalSpy finished(window.fileJob(), &FileJob::finished);
    // 1000 only once the import is in the session: never while the result is still on its way.
    bool appliedAtTheEnd = false;
    connect(window.fileJob(), &FileJob::progressChanged, this, [&](int thousandths) {
      if (thousandths == 1000) appliedAtTheEnd = !(window.document()->session() == before);
    });

    QString error;
    QVERIFY2(window.startImportNpy(false, 0, path, &error), qPrintable(error));
    // The call came back before the import was applied: the file is read on the worker thread, and its result
    // reaches the session only through this thread's event loop.
    QVERIFY(window.fileJob()->isRunning());
    QVERIFY(window.document()->session() == before);
    int turns = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, [&] { ++turns; });
    ticker.start(0);
    QVERIFY(waitForJob(window));
    ticker.stop();
    QVERIFY(turns > 0);

    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    const std::vector<int> values = progressValues(progress);
    QVERIFY(!values.empty());
    QVERIFY(std::is_sorted(values.begin(), values.end()));
    QCOMPARE(values.back(), 1000);
    QCOMPARE(std::count(values.begin(), values.end(), 1000), 1);
    QVERIFY(appliedAtTheEnd);
    const TileDesc& tile = std::get<TileDesc>(window.document()->session().desc);
    QCOMPARE(tile.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 1024, 2048}));
    QVERIFY(window.document()->session().inputData.at(0) == bufferOf(data));
    QCOMPARE(window.document()->undoStack()->count(), steps + 1);
    QVERIFY(window.document()->inputFile(0));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QVERIFY(window.runs()->outcome()->outputs.at(0) == bufferOf(data));  // Repeats 1: the output is the input
  }

  // Cancel from the Cancel button in the status bar, pressed as the job starts (before the worker reads a byte,
  // so that the test does not race the disk): the session, its undo history and the tensor shown stay.
  void cancellingAnImportLeavesTheSessionUnchanged() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.npy"));
    writeFloatArray(path, 1024, 2048);
    MainWindow window;
    window.show();
    openPlainTile(window);
    const Session before = window.document()->session();
    const int steps = window.document()->undoStack()->count();
    window.fileJob();  // made on first use, with its indicator in the status bar
    QPushButton* cancel = nullptr;
    for (auto* button : window.findChildren<QPushButton*>())
      if (button->accessibleName() == QLatin1String("Cancel the file work")) cancel = button;
    QVERIFY(cancel);
    connect(window.fileJob(), &FileJob::started, cancel, [cancel] {
      QVERIFY(cancel->isVisibleTo(cancel->window()));
      cancel->click();
    });
    QSignalSpy finished(window.fileJob(), &FileJob::finished);
    QString error;
    QVERIFY2(window.startImportNpy(false, 0, path, &error), qPrintable(error));
    QVERIFY(waitForJob(window));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(window.document()->session() == before);
    QCOMPARE(window.document()->undoStack()->count(), steps);
    QVERIFY(!window.document()->isModified() || steps > 0);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QLatin1String("cancelled")), qPrintable(message));
    QVERIFY(!cancel->isVisibleTo(&window));  // the indicator goes when the work has ended
  }

  void exportRunsOnTheJobAndACancelledOneLeavesTheFile() {
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("big.npy"));
    const std::string data = writeFloatArray(source, 512, 1024);
    MainWindow window;
    openPlainTile(window);
    QString error;
    QVERIFY2(window.importNpy(false, 0, source, &error), qPrintable(error));
    QVERIFY(test::waitForRun(window));

    // A finished export: the output's logical elements, as NumPy's format lays them out.
    const QString out = dir.filePath(QStringLiteral("out.npy"));
    QSignalSpy progress(window.fileJob(), &FileJob::progressChanged);
    QVERIFY2(window.startExportNpy(true, 0, out, &error), qPrintable(error));
    QVERIFY(waitForJob(window));
    QCOMPARE(progressValues(progress).back(), 1000);
    const test::NpyParts parts = test::npyParts(test::readBytes(out.toStdString()));
    QVERIFY(parts.header.find("'<f4'") != std::string::npos && parts.header.find("(1, 1, 512, 1024)") != std::string::npos);
    QVERIFY(parts.data == data);

    // A cancelled export over an existing file: the file stays byte for byte, and no temporary file is left.
    const QByteArray sum = checksum(out);
    auto cancelAtStart = connect(window.fileJob(), &FileJob::started, window.fileJob(), &FileJob::cancel);
    QVERIFY2(window.startExportNpy(false, 0, out, &error), qPrintable(error));
    QVERIFY(waitForJob(window));
    disconnect(cancelAtStart);
    QCOMPARE(checksum(out), sum);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{QStringLiteral("big.npy"), QStringLiteral("out.npy")}));
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("cancelled")), qPrintable(window.statusBar()->currentMessage()));
  }

  void aSaveRunsOnTheJobAndACancelledOneLeavesTheFiles() {
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("big.npy"));
    writeFloatArray(source, 512, 1024);
    setExternalDataPreference({true, 0});
    const auto restore = qScopeGuard([] { setExternalDataPreference({}); });
    MainWindow window;
    openPlainTile(window);
    QString error;
    QVERIFY2(window.importNpy(false, 0, source, &error), qPrintable(error));
    QVERIFY(test::waitForRun(window));
    const QString path = dir.filePath(QStringLiteral("s.json"));
    QSignalSpy progress(window.fileJob(), &FileJob::progressChanged);
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QCOMPARE(progressValues(progress).back(), 1000);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("s.OutputTensor.npy"))));
    const QByteArray sessionSum = checksum(path);
    const QByteArray outputSum = checksum(dir.filePath(QStringLiteral("s.OutputTensor.npy")));

    // An edit of an input element, then a save cancelled as it starts: nothing on disk changes, the session stays
    // modified, and the next save works.
    QVERIFY(window.document()->setInputElement(0, 3, ElementValue{-1.0}));
    QVERIFY(test::waitForRun(window));
    const QStringList files = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    auto cancelAtStart = connect(window.fileJob(), &FileJob::started, window.fileJob(), &FileJob::cancel);
    QVERIFY(!window.saveTo(path, &error));
    disconnect(cancelAtStart);
    QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
    QCOMPARE(checksum(path), sessionSum);
    QCOMPARE(checksum(dir.filePath(QStringLiteral("s.OutputTensor.npy"))), outputSum);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), files);
    QVERIFY(window.document()->isModified());
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QVERIFY(!window.document()->isModified());
    auto reread = readSessionFile(path.toStdString());
    QVERIFY(reread.ok());
    QVERIFY(reread->inputData == window.document()->session().inputData);
    QVERIFY(reread->outputData == window.runs()->outcome()->outputs);
  }

  // The bug: the input linked to s.InputTensor.npy, edited, then saved as s.json, was written over that very file,
  // and undo linked the tensor to the edited values.
  void savingAnEditedLinkedInputNeverWritesOverItsFile() {
    QTemporaryDir dir;
    const QString original = dir.filePath(QStringLiteral("s.InputTensor.npy"));
    const std::string data = writeFloatArray(original, 4, 8);
    const QByteArray originalSum = checksum(original);
    setExternalDataPreference({true, 0});
    const auto restore = qScopeGuard([] { setExternalDataPreference({}); });
    MainWindow window;
    openPlainTile(window);
    QString error;
    QVERIFY2(window.importNpy(false, 0, original, &error), qPrintable(error));
    const QString path = dir.filePath(QStringLiteral("s.json"));
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QCOMPARE(checksum(original), originalSum);

    // The edit drops the link; the save writes the edited data to a name no file had, and the link follows it.
    QVERIFY(window.document()->setInputElement(0, 0, ElementValue{100.0}));
    QVERIFY(!window.document()->inputFile(0));
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QCOMPARE(checksum(original), originalSum);
    const QString edited = dir.filePath(QStringLiteral("s.InputTensor-2.npy"));
    QVERIFY(QFile::exists(edited));
    QVERIFY(window.document()->inputFile(0));
    QCOMPARE(QFileInfo(QString::fromStdString(window.document()->inputFile(0)->resolved.string())).canonicalFilePath(),
             QFileInfo(edited).canonicalFilePath());
    Buffer expectedEdited = bufferOf(data);
    const float hundred = 100.0f;
    std::memcpy(expectedEdited.data(), &hundred, sizeof hundred);
    QVERIFY(bufferOf(test::npyParts(test::readBytes(edited.toStdString())).data) == expectedEdited);
    auto saved = readSessionFile(path.toStdString());
    QVERIFY(saved.ok());
    QVERIFY(saved->inputData.at(0) == expectedEdited);
    QVERIFY(!window.document()->isModified());

    // Undo: the original values and the original link, whose file is untouched; saving now names it again.
    window.document()->undoStack()->undo();
    QVERIFY(window.document()->session().inputData.at(0) == bufferOf(data));
    QVERIFY(window.document()->inputFile(0));
    QCOMPARE(QFileInfo(QString::fromStdString(window.document()->inputFile(0)->resolved.string())).canonicalFilePath(),
             QFileInfo(original).canonicalFilePath());
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QCOMPARE(checksum(original), originalSum);
    saved = readSessionFile(path.toStdString());
    QVERIFY(saved.ok());
    QVERIFY(saved->inputData.at(0) == bufferOf(data));

    // Redo and save: the edited data goes to yet another new file; both earlier files stay as they were.
    const QByteArray editedSum = checksum(edited);
    window.document()->undoStack()->redo();
    QVERIFY2(window.saveTo(path, &error), qPrintable(error));
    QCOMPARE(checksum(original), originalSum);
    QCOMPARE(checksum(edited), editedSum);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("s.InputTensor-3.npy"))));
  }

  // A run whose index map is stored has work after the backend (the map's inverse): the progress the window shows
  // stays below 1000 while the run is in flight, and reaches 1000 once, when its outcome is handed over.
  void runProgressReachesTheEndOnlyWhenTheRunHasEnded() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.npy"));
    writeFloatArray(path, 1024, 4096);
    MainWindow window;
    openPlainTile(window);
    window.runs()->setMaxMappedElements(uint64_t{1} << 26);  // store the map: work after the backend
    std::vector<std::pair<int, bool>> reports;  // (thousandths, still running)
    connect(window.runs(), &RunController::progressChanged, this,
            [&](int thousandths) { reports.emplace_back(thousandths, window.runs()->isRunning()); });
    QString error;
    QVERIFY2(window.importNpy(false, 0, path, &error), qPrintable(error));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QVERIFY(!reports.empty());
    for (const auto& [thousandths, running] : reports) {
      QVERIFY2(!running || thousandths < 1000, qPrintable(QStringLiteral("%1 while running").arg(thousandths)));
    }
    QCOMPARE(reports.back().first, 1000);
    QCOMPARE(reports.back().second, false);
    QCOMPARE(int(window.runs()->progress()), 1000);
  }

  // Import a 32 MiB tensor and run it (output: a copy of the input), as the window does after a drop: the
  // process's resident memory may grow by at most three times the tensors' bytes (input and output).
  void importAndRunKeepPeakMemoryWithinThreeTimesTheTensors() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.npy"));
    writeFloatArray(path, 2048, 4096);
    MainWindow window;
    window.show();
    openPlainTile(window);
    if (!resetPeakMemory() || statusKiB("VmHWM") < 0) QSKIP("no /proc/self/clear_refs to reset the peak resident set size");
    const long long baseline = statusKiB("VmRSS");
    QString error;
    QVERIFY2(window.startImportNpy(false, 0, path, &error), qPrintable(error));
    QVERIFY(waitForJob(window));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QTest::qWait(50);  // let the views paint the new content
    const long long grown = (statusKiB("VmHWM") - baseline) * 1024;
    const long long tensors = static_cast<long long>(window.document()->session().inputData.at(0).size() +
                                                     window.runs()->outcome()->outputs.at(0).size());
    qInfo("peak growth %lld MiB for %lld MiB of tensors", grown >> 20, tensors >> 20);
    QVERIFY2(grown <= 3 * tensors, qPrintable(QStringLiteral("grew by %1 MiB for %2 MiB of tensors").arg(grown >> 20).arg(tensors >> 20)));
  }
};

QTEST_MAIN(TestGuiImport)
#include "tst_gui_import.moc"
