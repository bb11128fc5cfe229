// Real tensors in the GUI: importing a .npy into an input (menu path through the document, and a file dropped
// onto a tensor's grid) in one undo step, refusing bad files and outputs without touching the session;
// exporting inputs and outputs in logical order; saving large tensors as .npy files beside the session and
// reopening it; a missing referenced file shown as a problem on Data; determinate progress and refused runs;
// sources without a stored index map (core's formulas) agreeing with the map; the two CPU backends.
#include <QApplication>
#include <QCheckBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cstdint>
#include <cstring>
#include <vector>

#include "../core/npy_test_files.h"
#include "dmlscope/backend.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "gui_test_support.h"
#include "models/diagnostic_list_model.h"
#include "models/file_job.h"
#include "models/mapping_content.h"
#include "models/save_preferences.h"
#include "models/tensor_table_model.h"
#include "widgets/descriptor_editor.h"
#include "widgets/field_marks.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"
#include "windows/preferences_dialog.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// A (3, 4) int32 array 0, 7, 14, ... written byte by byte (not by core's writer).
std::vector<int32_t> sampleValues() {
  std::vector<int32_t> v(12);
  for (int32_t i = 0; i < 12; ++i) v[static_cast<size_t>(i)] = 7 * i;
  return v;
}

QString writeSample(const QTemporaryDir& dir, const QString& name) {
  const QString path = dir.filePath(name);
  test::writeBytes(path.toStdString(), test::npyBytes("<i4", {3, 4}, test::rawData(sampleValues())));
  return path;
}

Buffer bytesOf(const std::vector<int32_t>& values) {
  Buffer out(values.size() * sizeof(int32_t));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

// Sends a drag of `path` over `target` at `at` and drops it there, as a window system would.
bool dropFile(QWidget* target, const QString& path, QPoint at) {
  QMimeData mime;
  mime.setUrls({QUrl::fromLocalFile(path)});
  QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &enter);
  QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &move);
  QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &drop);
  return enter.isAccepted() && drop.isAccepted();
}

// The logical elements of a tensor as core reads them, packed in row-major order: what an exported file holds.
Buffer logicalBytes(const TensorContent& t) {
  Buffer out;
  const uint32_t bytes = t.layout->elementBytes;
  for (uint64_t i = 0; i < t.layout->elementCount; ++i) {
    const uint64_t at = t.layout->offsetOfLinear(i) * bytes;
    out.insert(out.end(), t.values->begin() + static_cast<std::ptrdiff_t>(at), t.values->begin() + static_cast<std::ptrdiff_t>(at + bytes));
  }
  return out;
}

// Inverts a reference run's index map: per input element, the outputs that read it (or, for a gather's or
// scatter's index cell, whose source it chose), ascending.
std::vector<std::vector<std::vector<OutputElement>>> invertedMap(const Session& session, const IndexMap& map) {
  std::vector<std::vector<std::vector<OutputElement>>> out;
  for (const auto& slot : inputSlots(session.desc)) out.emplace_back(computeLayout(inputTensor(session.desc, slot.index))->elementCount);
  for (uint32_t o = 0; o < map.outputCount(); ++o) {
    for (uint64_t e = 0; e < map.size(o); ++e) {
      if (auto s = map.sourceOf(o, e)) out[s->input][s->element].push_back({o, e});
      if (auto via = map.viaOf(o, e)) out[via->input][via->element].push_back({o, e});
    }
  }
  return out;
}

}  // namespace

class TestGuiNpy : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateGuiTest();
    // Preferences of its own, so that the small thresholds below never reach the other GUI tests.
    QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests-npy"));
    setExternalDataPreference({});
  }
  void cleanupTestCase() { setExternalDataPreference({}); }

  void importingSetsSizesTypeAndDataInOneUndoStep() {
    QTemporaryDir dir;
    const QString path = writeSample(dir, QStringLiteral("values.npy"));
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    const Session before = doc->session();
    const int steps = doc->undoStack()->count();

    QString error;
    QVERIFY2(window.importNpy(false, 0, path, &error), qPrintable(error));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    const TileDesc& tile = std::get<TileDesc>(doc->session().desc);
    QCOMPARE(tile.InputTensor.dataType, DataType::Int32);
    QCOMPARE(tile.InputTensor.sizes, (std::vector<uint32_t>{1, 1, 3, 4}));  // the rank kept with leading 1s
    QCOMPARE(doc->session().inputData.at(0), bytesOf(sampleValues()));
    // The output follows: Sizes × Repeats, and the new data type.
    std::vector<uint32_t> expectedOut(4);
    for (size_t k = 0; k < 4; ++k) expectedOut[k] = tile.InputTensor.sizes[k] * tile.Repeats[k];
    QCOMPARE(tile.OutputTensor.sizes, expectedOut);
    QCOMPARE(tile.OutputTensor.dataType, DataType::Int32);
    QVERIFY(doc->diagnostics().empty());
    QVERIFY(doc->inputFile(0));
    QCOMPARE(QString::fromStdString(doc->inputFile(0)->resolved.string()), QFileInfo(path).absoluteFilePath());
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("values.npy")));
    // The run uses the file's values.
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QCOMPARE(window.content()->formattedValue(window.content()->outputs.at(0), 1), QStringLiteral("7"));

    doc->undoStack()->undo();
    QCOMPARE(doc->session().desc, before.desc);
    QCOMPARE(doc->session().inputData, before.inputData);
    QVERIFY(doc->session().inputFiles.empty());
    doc->undoStack()->redo();
    QCOMPARE(doc->session().inputData.at(0), bytesOf(sampleValues()));
    QVERIFY(doc->inputFile(0));
  }

  void editingImportedDataDropsTheLinkAndUndoRestoresIt() {
    QTemporaryDir dir;
    const QString path = writeSample(dir, QStringLiteral("values.npy"));
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    QVERIFY(window.importNpy(false, 0, path));
    QVERIFY(doc->setInputElement(0, 5, ElementValue{int64_t{-1}}));
    QVERIFY(!doc->inputFile(0));
    QVERIFY(doc->session().inputFiles.empty());
    doc->undoStack()->undo();
    QVERIFY(doc->inputFile(0));
    QCOMPARE(doc->session().inputData.at(0), bytesOf(sampleValues()));
    // A fill drops it as well; a descriptor edit elsewhere keeps it.
    window.tensorEditor()->showTensor(false, 0);
    window.tensorEditor()->fillZeros();
    QVERIFY(!doc->inputFile(0));
    doc->undoStack()->undo();
    QVERIFY(doc->inputFile(0));
    doc->editDescriptor(QStringLiteral("Edit Repeats"), {}, [](OperatorDesc& d) { std::get<TileDesc>(d).Repeats[3] = 3; });
    QVERIFY(doc->inputFile(0));
    // A new data type converts the values: they are the file's no longer.
    doc->editDescriptor(QStringLiteral("Edit DataType"), {}, [](OperatorDesc& d) { std::get<TileDesc>(d).InputTensor.dataType = DataType::Float32; });
    QVERIFY(!doc->inputFile(0));
    doc->undoStack()->undo();
    QVERIFY(doc->inputFile(0));
  }

  void removingAJoinInputKeepsTheOtherInputsLinks() {
    QTemporaryDir dir;
    const QString path = writeSample(dir, QStringLiteral("third.npy"));
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("join_axis3.json"))));
    SessionDocument* doc = window.document();
    QVERIFY(std::get<JoinDesc>(doc->session().desc).InputTensors.size() >= 3);
    QVERIFY(window.importNpy(false, 2, path));
    QVERIFY(!doc->inputFile(0) && !doc->inputFile(1) && doc->inputFile(2));
    const Buffer imported = doc->session().inputData.at(2);
    QPushButton* remove = nullptr;
    for (auto* b : window.descriptorEditor()->findChildren<QPushButton*>()) {
      if (b->accessibleName() == QStringLiteral("Remove InputTensors[0]") && b->isVisibleTo(window.descriptorEditor())) remove = b;
    }
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    // The file's input is InputTensors[1] now, with its link and its data.
    QVERIFY(!doc->inputFile(0) && doc->inputFile(1));
    QCOMPARE(doc->session().inputData.at(1), imported);
    doc->undoStack()->undo();
    QVERIFY(!doc->inputFile(0) && !doc->inputFile(1) && doc->inputFile(2));
  }

  void badFilesAndOutputsLeaveTheSessionUntouched() {
    QTemporaryDir dir;
    const QString garbage = dir.filePath(QStringLiteral("garbage.npy"));
    test::writeBytes(garbage.toStdString(), "this is not a NumPy file");
    const QString complex = dir.filePath(QStringLiteral("complex.npy"));
    test::writeBytes(complex.toStdString(), test::npyBytes("<c8", {2}, std::string(16, '\0')));
    const QString good = writeSample(dir, QStringLiteral("good.npy"));
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_edge.json"))));
    SessionDocument* doc = window.document();
    const Session before = doc->session();
    const int steps = doc->undoStack()->count();
    for (const QString& path : {garbage, complex, dir.filePath(QStringLiteral("missing.npy"))}) {
      QString error;
      QVERIFY(!window.importNpy(false, 0, path, &error));
      QVERIFY2(error.contains(QFileInfo(path).fileName()), qPrintable(error));
      QCOMPARE(doc->session(), before);
      QCOMPARE(doc->undoStack()->count(), steps);
    }
    QString error;
    QVERIFY(!window.importNpy(true, 0, good, &error));
    QVERIFY2(error.contains(QStringLiteral("OutputTensor")) && error.contains(QStringLiteral("computed")), qPrintable(error));
    QCOMPARE(doc->session(), before);
    QVERIFY(!doc->isModified());
  }

  void droppingANpyOntoAGridImportsIt() {
    QTemporaryDir dir;
    const QString path = writeSample(dir, QStringLiteral("dropped.npy"));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    const Session before = window.document()->session();

    // Onto the output: refused with a message, nothing changes.
    const auto outputCell = view->cellRectInView(CellRef{true, 0, 0});
    QVERIFY(outputCell);
    dropFile(view, path, outputCell->center().toPoint());
    QCOMPARE(window.document()->session().desc, before.desc);
    QCOMPARE(window.document()->session().inputData, before.inputData);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("computed")), qPrintable(window.statusBar()->currentMessage()));

    // Onto the input's grid: imported.
    const auto inputCell = view->cellRectInView(CellRef{false, 0, 0});
    QVERIFY(inputCell);
    QVERIFY(dropFile(view, path, inputCell->center().toPoint()));
    // The file is read on the file job's thread; the import lands when it has been read whole.
    QVERIFY(QTest::qWaitFor([&] { return !window.fileJob()->isRunning(); }, 10000));
    QCOMPARE(window.document()->session().inputData.at(0), bytesOf(sampleValues()));
    QCOMPARE(inputTensor(window.document()->session().desc, 0).dataType, DataType::Int32);
    QVERIFY(window.document()->inputFile(0));

    // Onto the tensor editor showing the input: imported again (a second undo step).
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->session().inputData, before.inputData);
    window.tensorEditor()->showTensor(false, 0);
    QVERIFY(dropFile(window.tensorEditor(), path, QPoint(20, 20)));
    QVERIFY(QTest::qWaitFor([&] { return !window.fileJob()->isRunning(); }, 10000));
    QCOMPARE(window.document()->session().inputData.at(0), bytesOf(sampleValues()));
  }

  void exportWritesLogicalElementsOfInputsAndOutputs() {
    // A Padding whose input is stored column-major (strides [1, 3] for sizes [3, 4]... here on the last two axes).
    Session session;
    PaddingDesc d;
    d.InputTensor.dataType = DataType::Float32;
    d.InputTensor.sizes = {1, 1, 3, 4};
    d.InputTensor.strides = std::vector<uint32_t>{12, 12, 1, 3};
    d.OutputTensor.dataType = DataType::Float32;
    d.OutputTensor.sizes = {1, 1, 5, 7};
    d.PaddingMode = PaddingMode::Reflection;
    d.StartPadding = {0, 0, 1, 2};
    d.EndPadding = {0, 0, 1, 1};
    session.desc = d;
    conformBuffers(session);
    QTemporaryDir dir;
    MainWindow window;
    window.document()->load(session, QString());
    window.runs()->runNow();
    // Before the run: an output has nothing to export.
    QString error;
    QVERIFY(!window.exportNpy(true, 0, dir.filePath(QStringLiteral("early.npy")), &error));
    QVERIFY2(error.contains(QStringLiteral("OutputTensor")), qPrintable(error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("early.npy"))));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());

    for (bool isOutput : {false, true}) {
      const QString path = dir.filePath(isOutput ? QStringLiteral("out.npy") : QStringLiteral("in.npy"));
      QVERIFY2(window.exportNpy(isOutput, 0, path, &error), qPrintable(error));
      auto read = readNpyFile(path.toStdString());
      QVERIFY(read.ok());
      const TensorContent& t = *window.content()->tensor(isOutput, 0);
      QCOMPARE(read->header.dataType, DataType::Float32);
      QCOMPARE(read->header.shape, std::vector<uint64_t>(t.layout->sizes.begin(), t.layout->sizes.end()));
      QCOMPARE(read->data, logicalBytes(t));
    }
    // The input's logical order is not its memory order: element (0, 0, 0, 1) is buffer element 3.
    auto input = readNpyFile(dir.filePath(QStringLiteral("in.npy")).toStdString());
    float second = 0;
    std::memcpy(&second, input->data.data() + 4, 4);
    QCOMPARE(second, 3.0f);
  }

  void savingWithASmallThresholdWritesNpyBesideAndReopens() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    setExternalDataPreference({true, 0});
    Session saved;
    {
      MainWindow window;
      QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_reflection.json"))));
      QVERIFY(test::waitForRun(window));
      QString error;
      QVERIFY2(window.saveTo(path, &error), qPrintable(error));
      const QString message = window.statusBar()->currentMessage();
      QVERIFY2(message.contains(QStringLiteral("big.InputTensor.npy")) && message.contains(QStringLiteral("big.OutputTensor.npy")),
               qPrintable(message));
      saved = window.document()->session();
      // The run's outputs are kept with its outcome (the document shares them for saving, not copies them).
      saved.outputData = window.runs()->outcome()->outputs;
    }
    setExternalDataPreference({});
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("big.InputTensor.npy"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("big.OutputTensor.npy"))));
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    const Session& reopened = window.document()->session();
    QCOMPARE(reopened.desc, saved.desc);
    QCOMPARE(reopened.featureLevel, saved.featureLevel);
    QCOMPARE(reopened.inputData, saved.inputData);
    QCOMPARE(reopened.outputData, saved.outputData);
    QVERIFY(window.document()->diagnostics().empty());
    QVERIFY(window.document()->inputFile(0));
    // The default threshold keeps these small tensors inline.
    const QString inlinePath = dir.filePath(QStringLiteral("inline.json"));
    QVERIFY(window.saveTo(inlinePath));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("inline.OutputTensor.npy"))));
  }

  void aMissingReferencedFileIsAProblemOnData() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing_data.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({
      "dmlscope": 1,
      "operator": "DML_OPERATOR_TILE",
      "desc": {
        "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "Data": "gone.npy"},
        "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 4, 6]},
        "Repeats": [1, 1, 2, 2]
      }
    })");
    file.close();
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    SessionDocument* doc = window.document();
    QCOMPARE(operatorType(doc->session().desc), OperatorType::Tile);
    QCOMPARE(std::get<TileDesc>(doc->session().desc).Repeats, (std::vector<uint32_t>{1, 1, 2, 2}));
    bool onData = false;
    for (const Diagnostic& d : doc->diagnostics()) onData = onData || d.field == "InputTensor.Data";
    QVERIFY(onData);
    // The problems list names the field, and the tensor editor marks its table.
    bool listed = false;
    for (int row = 0; row < window.problems()->rowCount(); ++row) {
      listed = listed || window.problems()->index(row, 0).data(DiagnosticListModel::FieldRole).toString() == QStringLiteral("InputTensor.Data");
    }
    QVERIFY(listed);
    window.focusProblemField(QStringLiteral("InputTensor.Data"));
    TensorEditor* editor = window.tensorEditor();
    QVERIFY(!editor->model()->isOutput());
    QVERIFY(isFieldMarkedInvalid(editor->table()));
    QVERIFY(editor->dataLine()->isVisible());
    QVERIFY2(editor->dataLine()->text().contains(QStringLiteral("gone.npy")), qPrintable(editor->dataLine()->text()));
    QVERIFY(window.content()->inputs.at(0).hasProblem);
    // An edit elsewhere keeps the problem (the data does not silently become 0, 1, 2, …)...
    doc->editDescriptor(QStringLiteral("Edit Repeats"), {}, [](OperatorDesc& d) { std::get<TileDesc>(d).Repeats[3] = 3; });
    QVERIFY(doc->inputFile(0));
    QVERIFY(isFieldMarkedInvalid(editor->table()));
    // ...and giving the tensor data resolves it.
    editor->fillSequence();
    QVERIFY(doc->diagnostics().empty());
    QVERIFY(!isFieldMarkedInvalid(editor->table()));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
  }

  void progressIsDeterminateAndReachesTheEnd() {
    MainWindow window;
    QSignalSpy spy(window.runs(), &RunController::progressChanged);
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QCOMPARE(window.runs()->progress(), kProgressDone);
    QVERIFY(!spy.isEmpty());
    QCOMPARE(spy.last().at(0).toInt(), static_cast<int>(kProgressDone));
    QCOMPARE(window.progressBar()->maximum(), static_cast<int>(kProgressDone));
    QCOMPARE(window.progressBar()->value(), static_cast<int>(kProgressDone));
  }

  void aRefusedRunLeavesTheSessionUntouched() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_edge.json"))));
    QVERIFY(test::waitForRun(window));
    const Session before = window.document()->session();
    QSignalSpy outcomes(window.runs(), &RunController::outcomeChanged);
    window.runs()->setMemoryBudget(1);  // no run fits in one byte
    window.runs()->runNow();
    QVERIFY(outcomes.wait(10000));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Failed);
    QVERIFY(!window.runs()->outcome()->message.isEmpty());
    QCOMPARE(window.document()->session(), before);
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.content()->run);
    // The message is in the status bar's run status.
    bool shown = false;
    for (QLabel* label : window.findChildren<QLabel*>()) {
      shown = shown || (label->accessibleName() == QStringLiteral("Run status") && label->text().contains(window.runs()->outcome()->message));
    }
    QVERIFY(shown);
    outcomes.clear();
    window.runs()->setMemoryBudget(std::nullopt);
    window.runs()->runNow();
    QVERIFY(outcomes.wait(10000));
    QVERIFY(window.runs()->outcome()->hasOutputs());
  }

  void sourcesWithoutAStoredMapMatchTheMap_data() {
    QTest::addColumn<QString>("resource");
    for (const ExampleEntry& e : listExamples()) QTest::newRow(qPrintable(e.resource)) << e.resource;
  }

  void sourcesWithoutAStoredMapMatchTheMap() {
    QFETCH(QString, resource);
    MainWindow window;
    window.runs()->setMaxMappedElements(0);  // every run is "too large to map": the analytic path
    QVERIFY(window.openExample(resource));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    QVERIFY(content->run);
    QVERIFY(!content->hasStoredIndexMap());
    QVERIFY(content->hasIndexMap());
    QCOMPARE(content->run->indexMap.outputCount(), 0u);

    auto reference = makeCpuBackend()->run(window.document()->session());
    QVERIFY(reference.ok());
    for (uint32_t o = 0; o < reference->indexMap.outputCount(); ++o) {
      for (uint64_t e = 0; e < reference->indexMap.size(o); ++e) {
        QCOMPARE(content->sourceOf(o, e), reference->indexMap.sourceOf(o, e));
        QCOMPARE(content->isPadding(o, e), reference->indexMap.isPadding(o, e));
      }
    }
    const auto inverted = invertedMap(window.document()->session(), reference->indexMap);
    // The index map names a GATHER_ND, GATHER_ND1 or SCATTER_ND tuple by its first entry; every entry of the tuple
    // (the IndicesTensor's last dimension, consecutive in row-major order) chooses what the whole tuple chooses.
    const OperatorType type = operatorType(window.document()->session().desc);
    const bool tuples = type == OperatorType::GatherNd || type == OperatorType::GatherNd1 || type == OperatorType::ScatterNd;
    const uint64_t tupleSize = tuples ? inputTensor(window.document()->session().desc, 1).sizes.back() : 1;
    for (uint32_t i = 0; i < inverted.size(); ++i) {
      for (uint64_t e = 0; e < inverted[i].size(); ++e) {
        const auto& expected = tuples && i == 1 ? inverted[i][e - e % tupleSize] : inverted[i][e];
        uint64_t total = 0;
        QCOMPARE(content->outputsFedBy(i, e, UINT64_MAX, &total), expected);
        QCOMPARE(total, uint64_t{expected.size()});
      }
    }
    // What the view highlights and says comes from the same answers.
    MappingView* view = window.mappingView();
    view->setSelection(CellRef{false, 0, 0});
    QCOMPARE(view->highlightedCells().size(), inverted[0][0].size());
    if (!inverted[0][0].empty()) {
      view->setSelection(CellRef{true, inverted[0][0].front().output, inverted[0][0].front().element});
      // (A gather's output also lights the index cell that chose it, after the source.)
      QCOMPARE(view->highlightedCells().front(), (CellRef{false, 0, 0}));
      QVERIFY(view->describeCell(*view->selection()).contains(content->cellName(CellRef{false, 0, 0})));
    }

    // With the default threshold the same example stores its map.
    MainWindow mapped;
    QVERIFY(mapped.openExample(resource));
    QVERIFY(test::waitForRun(mapped));
    QVERIFY(mapped.content()->hasStoredIndexMap());
  }

  void theCpuComesFastAndAsTheReference() {
    MainWindow window;
    const auto& backends = window.runs()->backends();
    QVERIFY(backends.size() >= 2);
    QCOMPARE(backends[0].kind, BackendChoice::Kind::FastCpu);
    QCOMPARE(backends[1].kind, BackendChoice::Kind::ReferenceCpu);
    QCOMPARE(window.runs()->backendIndex(), 0);
    // Cross-checking the fast CPU against the reference finds no difference.
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_symmetric.json"))));
    QVERIFY(test::waitForRun(window));
    // A run of the same revision ends with a new outcome: wait for that signal, not for the revision.
    QSignalSpy outcomes(window.runs(), &RunController::outcomeChanged);
    window.runs()->setCrossCheck(true);
    QVERIFY(outcomes.wait(10000));
    QVERIFY(window.runs()->outcome()->crossChecked);
    QCOMPARE(window.runs()->outcome()->differenceCount, uint64_t{0});
    outcomes.clear();
    window.runs()->setBackendIndex(1);
    QVERIFY(outcomes.wait(10000));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QVERIFY(!window.runs()->outcome()->crossChecked);
    window.runs()->setCrossCheck(false);
  }

  void preferencesKeepTheSaveThreshold() {
    setExternalDataPreference({});
    PreferencesDialog dialog;
    QVERIFY(dialog.externalDataChoice()->isChecked());
    QCOMPARE(dialog.externalDataThreshold()->value(), static_cast<int>(kDefaultExternalDataKiB));
    dialog.externalDataThreshold()->setValue(8);
    dialog.accept();
    QCOMPARE(externalDataPreference(), (ExternalDataPreference{true, 8}));
    QCOMPARE(externalDataBytes(externalDataPreference()), std::optional<uint64_t>{8192});
    PreferencesDialog again;
    again.externalDataChoice()->setChecked(false);
    QVERIFY(!again.externalDataThreshold()->isEnabled());
    again.accept();
    QCOMPARE(externalDataBytes(externalDataPreference()), std::optional<uint64_t>{});
    setExternalDataPreference({});
  }
};

QTEST_MAIN(TestGuiNpy)
#include "tst_gui_npy.moc"
