// DxDispatch models in the GUI: opening a hand-written model (the first dispatch dmlscope runs by default, the
// picker listing every dispatch with the unsupported one disabled, choosing another), its import warnings, a
// model's session never saved over the model; exporting a session as a model that reads back the same;
// comparing outputs with .npy files (equal, exactly one marked cell, a missing file, no run possible) and the
// marks ending with the next run.
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <cstring>
#include <functional>
#include <vector>

#include "../core/npy_test_files.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_open.h"
#include "gui_test_support.h"
#include "models/dispatch_list_model.h"
#include "models/output_file_comparison.h"
#include "models/save_preferences.h"
#include "models/tensor_table_model.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"
#include "windows/dispatch_picker_dialog.h"
#include "windows/message_list_dialog.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// Commands 0 (an HLSL shader dmlscope cannot run), 1 (Padding, REFLECTION: the reference page's example 3,
// with a writeFile of its output to padded.npy) and 4 (Tile of elements 1 … 6 of a 0 … 6 sequence: the
// binding's offset of 4 bytes is not the 16 DirectML wants). Comments and trailing commas as DxDispatch
// allows them.
constexpr const char* kModel = R"({
  // Written by hand for the GUI test.
  "$schema": "./_schema.json",
  "resources": {
    "Image": { "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8], },
    "Padded": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 80, "value": 0 } },
    /* 0, 1, …, 6: the Tile reads from element 1 */
    "Counts": { "initialValuesDataType": "INT32", "initialValues": { "valueCount": 7, "valueStart": 0, "valueDelta": 1 } },
    "Tiled": { "initialValuesDataType": "INT32", "initialValues": { "valueCount": 24, "value": 0 } },
  },
  "dispatchables": {
    "add": { "type": "hlsl", "sourcePath": "add.hlsl", "compiler": "dxc", "compilerArgs": ["-T", "cs_6_2", "-E", "CSMain"] },
    "pad": {
      "type": "DML_OPERATOR_PADDING",
      "desc": {
        "InputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 4, 4] },
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 8, 10] },
        "PaddingMode": "DML_PADDING_MODE_REFLECTION",
        "PaddingValue": 0,
        "DimensionCount": 4,
        "StartPadding": [0, 0, 1, 2],
        "EndPadding": [0, 0, 3, 4],
      },
    },
    "tile": {
      "type": "DML_OPERATOR_TILE",
      "desc": {
        "InputTensor": { "DataType": "INT32", "Sizes": [1, 1, 2, 3] },
        "OutputTensor": { "DataType": "INT32", "Sizes": [1, 2, 2, 6] },
        "RepeatsCount": 4,
        "Repeats": [1, 2, 1, 2],
      },
    },
  },
  "commands": [
    { "type": "dispatch", "dispatchable": "add", "threadGroupCount": [1, 1, 1], "bindings": { "inputA": "Image", "output": "Padded" } },
    { "type": "dispatch", "dispatchable": "pad", "bindings": { "InputTensor": "Image", "OutputTensor": "Padded" } },
    { "type": "print", "resource": "Padded" },
    { "type": "writeFile", "targetPath": "padded.npy", "resource": "Padded" },
    { "type": "dispatch", "dispatchable": "tile",
      "bindings": { "InputTensor": { "name": "Counts", "elementOffset": 1 }, "OutputTensor": "Tiled" } },
  ],
}
)";

constexpr uint32_t kHlslCommand = 0;
constexpr uint32_t kPaddingCommand = 1;
constexpr uint32_t kTileCommand = 4;

// The reference page's example 3 (DML_PADDING_MODE_REFLECTION), OutputTensor {1, 1, 8, 10}.
const std::vector<float> kPaddedReflection = {
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
    3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
    3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
    3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
    3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
};

// Tile of [[1, 2, 3], [4, 5, 6]] (Sizes {1, 1, 2, 3}) by Repeats {1, 2, 1, 2}, worked by hand: every row twice
// along the last axis, the whole 2 × 6 plane twice along the second.
const std::vector<int32_t> kTiled = {
    1, 2, 3, 1, 2, 3,  //
    4, 5, 6, 4, 5, 6,  //
    1, 2, 3, 1, 2, 3,  //
    4, 5, 6, 4, 5, 6,
};

QString writeModel(const QTemporaryDir& dir) {
  const QString path = dir.filePath(QStringLiteral("model.json"));
  test::writeBytes(path.toStdString(), kModel);
  return path;
}

template <class T>
std::vector<T> valuesOf(const Buffer& buffer) {
  std::vector<T> out(buffer.size() / sizeof(T));
  std::memcpy(out.data(), buffer.data(), out.size() * sizeof(T));
  return out;
}

template <class T>
Buffer bufferOf(const std::vector<T>& values) {
  Buffer out(values.size() * sizeof(T));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

// Waits until the comparison asked for has reported (it may report at once, or after a run).
bool waitForComparison(QSignalSpy& spy) { return QTest::qWaitFor([&] { return spy.count() > 0; }, 10000); }

// The cells of the shown tensor whose background is the solid "differs" colour (padding cells are hatched).
std::vector<QModelIndex> markedCells(const TensorTableModel& model) {
  std::vector<QModelIndex> marked;
  for (int r = 0; r < model.rowCount(); ++r) {
    for (int c = 0; c < model.columnCount(); ++c) {
      const QVariant background = model.index(r, c).data(Qt::BackgroundRole);
      if (background.canConvert<QBrush>() && background.value<QBrush>().style() == Qt::SolidPattern) marked.push_back(model.index(r, c));
    }
  }
  return marked;
}

// Runs `answer` on the next modal dialog of type D that opens.
template <class D>
void answerNextDialog(std::function<void(D*)> answer) {
  auto* timer = new QTimer;
  timer->setInterval(10);
  QObject::connect(timer, &QTimer::timeout, [timer, answer] {
    auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
    if (!dialog) return;
    timer->stop();
    timer->deleteLater();
    answer(dialog);
  });
  timer->start();
}

bool dropOnto(QWidget* target, const QString& path) {
  QMimeData mime;
  mime.setUrls({QUrl::fromLocalFile(path)});
  QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &enter);
  if (!enter.isAccepted()) return false;
  QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &drop);
  return drop.isAccepted();
}

}  // namespace

class TestGuiDxDispatch : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateGuiTest();
    // Preferences of its own: the thresholds set below never reach the other GUI tests.
    QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests-dxdispatch"));
    setExternalDataPreference({});
  }
  void cleanupTestCase() { setExternalDataPreference({}); }

  void openingAModelPicksTheFirstDispatchDmlscopeRuns() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(model, &error), qPrintable(error));
    SessionDocument* doc = window.document();
    const auto* padding = std::get_if<PaddingDesc>(&doc->session().desc);
    QVERIFY(padding);
    QCOMPARE(padding->PaddingMode, PaddingMode::Reflection);
    QCOMPARE(padding->StartPadding, (std::vector<uint32_t>{0, 0, 1, 2}));
    QCOMPARE(padding->EndPadding, (std::vector<uint32_t>{0, 0, 3, 4}));
    QCOMPARE(padding->OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 8, 10}));
    QCOMPARE(valuesOf<float>(doc->session().inputData.at(0)), (std::vector<float>{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8}));

    // The session is the model's, not a file of its own: the title says where it came from.
    QVERIFY(doc->filePath().isEmpty());
    QVERIFY(doc->modelOrigin());
    QCOMPARE(doc->modelOrigin()->modelPath, QFileInfo(model).absoluteFilePath());
    QCOMPARE(doc->modelOrigin()->source.commandIndex, kPaddingCommand);
    QVERIFY2(window.windowTitle().contains(QStringLiteral("model.json (command 1)")), qPrintable(window.windowTitle()));
    QVERIFY(!doc->isModified());
    // The recent files remember the model.
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0), QFileInfo(model).absoluteFilePath());

    QVERIFY(test::waitForRun(window));
    QVERIFY(window.runs()->outcome()->hasOutputs());
    QCOMPARE(valuesOf<float>(window.runs()->outcome()->outputs.at(0)), kPaddedReflection);
  }

  void thePickerListsEveryDispatchWithTheUnsupportedDisabled() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    auto opened = openSessionFile(model.toStdString());
    QVERIFY(opened);
    QVERIFY(opened->dxdispatch);
    QVERIFY(dispatchNeedsChoice(*opened->dxdispatch));

    DispatchPickerDialog picker(*opened->dxdispatch, QStringLiteral("model.json"));
    const DispatchListModel* list = picker.model();
    QCOMPARE(list->rowCount(), 3);
    const auto cell = [&](int row, int column) { return list->index(row, column).data().toString(); };
    QCOMPARE(cell(0, DispatchListModel::CommandColumn), QString::number(kHlslCommand));
    QCOMPARE(cell(0, DispatchListModel::DispatchableColumn), QStringLiteral("add"));
    QCOMPARE(cell(0, DispatchListModel::TypeColumn), QStringLiteral("hlsl"));
    QCOMPARE(cell(1, DispatchListModel::CommandColumn), QString::number(kPaddingCommand));
    QCOMPARE(cell(1, DispatchListModel::DispatchableColumn), QStringLiteral("pad"));
    QCOMPARE(cell(1, DispatchListModel::TypeColumn), QStringLiteral("DML_OPERATOR_PADDING"));
    QCOMPARE(cell(2, DispatchListModel::CommandColumn), QString::number(kTileCommand));
    QCOMPARE(cell(2, DispatchListModel::DispatchableColumn), QStringLiteral("tile"));
    QCOMPARE(cell(2, DispatchListModel::TypeColumn), QStringLiteral("DML_OPERATOR_TILE"));
    // The shader is listed but cannot be chosen; the operators can.
    QVERIFY(!(list->flags(list->index(0, 0)) & Qt::ItemIsEnabled));
    QVERIFY(!(list->flags(list->index(0, 0)) & Qt::ItemIsSelectable));
    QCOMPARE(cell(0, DispatchListModel::SupportColumn), QStringLiteral("not supported"));
    QVERIFY(list->flags(list->index(1, 0)) & Qt::ItemIsSelectable);
    QVERIFY(list->flags(list->index(2, 0)) & Qt::ItemIsSelectable);

    // The first supported one is preselected; the shader cannot be chosen, the Tile can.
    QCOMPARE(picker.chosenCommand(), std::optional<uint32_t>(kPaddingCommand));
    QVERIFY(!picker.choose(kHlslCommand));
    QCOMPARE(picker.chosenCommand(), std::optional<uint32_t>(kPaddingCommand));
    QVERIFY(picker.choose(kTileCommand));
    QCOMPARE(picker.chosenCommand(), std::optional<uint32_t>(kTileCommand));
  }

  void choosingTheTileOpensItWithTheBindingsWarning() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(model, kTileCommand, &error), qPrintable(error));
    SessionDocument* doc = window.document();
    const auto* tile = std::get_if<TileDesc>(&doc->session().desc);
    QVERIFY(tile);
    QCOMPARE(tile->Repeats, (std::vector<uint32_t>{1, 2, 1, 2}));
    // Elements 1 … 6 of the sequence 0 … 6: the binding's offset.
    QCOMPARE(valuesOf<int32_t>(doc->session().inputData.at(0)), (std::vector<int32_t>{1, 2, 3, 4, 5, 6}));
    QVERIFY(doc->filePath().isEmpty());
    QVERIFY2(window.windowTitle().contains(QStringLiteral("model.json (command 4)")), qPrintable(window.windowTitle()));

    // The 4-byte offset is a warning: in the status bar, and listed in the warnings label's tooltip.
    const auto& warnings = doc->modelOrigin()->source.warnings;
    QVERIFY(!warnings.empty());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("warning")), qPrintable(window.statusBar()->currentMessage()));
    QLabel* label = nullptr;
    for (auto* l : window.statusBar()->findChildren<QLabel*>()) {
      if (l->accessibleName() == QStringLiteral("Model warnings")) label = l;
    }
    QVERIFY(label);
    QVERIFY(!label->isHidden());
    QVERIFY2(label->toolTip().contains(QString::fromStdString(warnings.front().message)), qPrintable(label->toolTip()));

    QVERIFY(test::waitForRun(window));
    QCOMPARE(valuesOf<int32_t>(window.runs()->outcome()->outputs.at(0)), kTiled);

    // Another file without warnings hides the label.
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(label->isHidden());
    QVERIFY(!doc->modelOrigin());
  }

  void droppingAModelAsksWhichDispatch() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_edge.json"))));
    const Session before = window.document()->session();

    // Cancelled: nothing changes.
    answerNextDialog<DispatchPickerDialog>([](DispatchPickerDialog* picker) { picker->reject(); });
    QVERIFY(dropOnto(&window, model));
    QCOMPARE(window.document()->session(), before);

    // The Tile chosen: the Tile opens.
    bool listedAll = false;
    answerNextDialog<DispatchPickerDialog>([&](DispatchPickerDialog* picker) {
      listedAll = picker->model()->rowCount() == 3 && picker->chosenCommand() == kPaddingCommand;
      picker->choose(kTileCommand);
      picker->accept();
    });
    QVERIFY(dropOnto(&window, model));
    QVERIFY(listedAll);
    QVERIFY(std::holds_alternative<TileDesc>(window.document()->session().desc));
    QCOMPARE(window.document()->modelOrigin()->source.commandIndex, kTileCommand);
    QVERIFY(window.document()->filePath().isEmpty());
  }

  void aModelsSessionIsNeverSavedOverTheModel() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(model));
    // Save asks where (the document has no file), suggesting a session beside the model.
    QString suggested;
    answerNextDialog<QFileDialog>([&](QFileDialog* dialog) {
      suggested = dialog->selectedFiles().value(0);
      dialog->reject();
    });
    QAction* save = nullptr;
    for (QAction* a : window.findChildren<QAction*>()) {
      if (a->shortcut() == QKeySequence(QKeySequence::Save)) save = a;
    }
    QVERIFY(save);
    save->trigger();
    QVERIFY(!suggested.isEmpty());
    QCOMPARE(QFileInfo(suggested).absoluteFilePath(), QFileInfo(dir.filePath(QStringLiteral("model.session.json"))).absoluteFilePath());
    QCOMPARE(test::readBytes(model.toStdString()), std::string(kModel));

    // Saved as a session: the session file is the document's now, and the model is untouched.
    const QString session = dir.filePath(QStringLiteral("padding.session.json"));
    QString error;
    QVERIFY2(window.saveTo(session, &error), qPrintable(error));
    QCOMPARE(window.document()->filePath(), session);
    QVERIFY(window.windowTitle().contains(QStringLiteral("padding.session.json")));
    QCOMPARE(test::readBytes(model.toStdString()), std::string(kModel));
    auto reopened = openSessionFile(session.toStdString());
    QVERIFY(reopened);
    QVERIFY(!reopened->dxdispatch);
    QCOMPARE(reopened->session.desc, window.document()->session().desc);
  }

  void exportWritesAModelThatReadsBackTheSame() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    MainWindow window;
    QVERIFY(window.openFile(model));
    const Session& session = window.document()->session();

    // Inline (the preference off): one file.
    setExternalDataPreference({false, kDefaultExternalDataKiB});
    const QString inlinePath = dir.filePath(QStringLiteral("MODEL.json"));
    QString error;
    QVERIFY2(window.exportDxDispatch(inlinePath, &error), qPrintable(error));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("MODEL.json")), qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("MODEL.InputTensor.npy"))));
    auto back = readDxDispatchFile(inlinePath.toStdString());
    QVERIFY2(back, back ? "" : back.error().message.c_str());
    QCOMPARE(back->session.desc, session.desc);
    QCOMPARE(back->session.inputData, session.inputData);

    // Every tensor larger than 0 KiB to a file: the input goes beside the model, and the status names it.
    setExternalDataPreference({true, 0});
    const QString externalPath = dir.filePath(QStringLiteral("EXTERNAL.json"));
    QVERIFY2(window.exportDxDispatch(externalPath, &error), qPrintable(error));
    setExternalDataPreference({});
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("EXTERNAL.InputTensor.npy"))));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("EXTERNAL.InputTensor.npy")),
             qPrintable(window.statusBar()->currentMessage()));
    auto external = readDxDispatchFile(externalPath.toStdString());
    QVERIFY2(external, external ? "" : external.error().message.c_str());
    QCOMPARE(external->session.desc, session.desc);
    QCOMPARE(external->session.inputData, session.inputData);
  }

  void anInvalidDescriptorIsExportedOnPurpose() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    window.document()->editDescriptor(QStringLiteral("Break OutputTensor.Sizes"), {}, [](OperatorDesc& d) {
      std::get<TileDesc>(d).OutputTensor.sizes.back() += 1;
    });
    QVERIFY(!window.document()->diagnostics().empty());
    const QString path = dir.filePath(QStringLiteral("invalid.json"));
    QString error;
    QVERIFY2(window.exportDxDispatch(path, &error), qPrintable(error));
    QVERIFY(QFileInfo::exists(path));
    // A bad path names the file.
    const QString nowhere = dir.filePath(QStringLiteral("missing-folder/model.json"));
    QVERIFY(!window.exportDxDispatch(nowhere, &error));
    QVERIFY2(error.contains(nowhere), qPrintable(error));
  }

  void filesEqualToTheOutputsMarkNothing() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    QTemporaryDir results;
    // The Tile has no writeFile in the model: the default name.
    test::writeBytes(results.filePath(QStringLiteral("OutputTensor.npy")).toStdString(),
                     test::npyBytes("<i4", {1, 2, 2, 6}, test::rawData(kTiled)));
    MainWindow window;
    QVERIFY(window.openFile(model, kTileCommand, nullptr));
    // Asked at once, before the run has finished: the comparison waits for it.
    QSignalSpy compared(window.comparer(), &OutputFileComparer::finished);
    window.compareWithFiles(results.path());
    QVERIFY(waitForComparison(compared));
    const FileComparisonReport& report = window.comparer()->lastReport();
    QVERIFY2(report.compared && report.equal, qPrintable(report.summary));
    QVERIFY(report.differences.isEmpty() && report.problems.isEmpty());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("equal the files")), qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("24")));
    const auto outcome = window.runs()->outcome();
    QVERIFY(outcome->comparedWithFiles);
    QCOMPARE(outcome->differenceCount, uint64_t{0});
    for (uint64_t e = 0; e < kTiled.size(); ++e) QVERIFY(!outcome->differs(0, e));
    QVERIFY(!window.comparisonWindow() || !window.comparisonWindow()->isVisible());
  }

  void oneDifferentElementIsExactlyTheMarkedCell() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    QTemporaryDir results;
    // The model's writeFile names padded.npy: that file is read, and no OutputTensor.npy exists.
    std::vector<float> theirs = kPaddedReflection;
    constexpr uint64_t kChanged = 12;  // row 1, column 2: OutputTensor[0, 0, 1, 2], 1 on the page
    QCOMPARE(theirs[kChanged], 1.0f);
    theirs[kChanged] = 99;
    test::writeBytes(results.filePath(QStringLiteral("padded.npy")).toStdString(), test::npyBytes("<f4", {1, 1, 8, 10}, test::rawData(theirs)));
    MainWindow window;
    QVERIFY(window.openFile(model));
    QVERIFY(test::waitForRun(window));
    QSignalSpy compared(window.comparer(), &OutputFileComparer::finished);
    window.compareWithFiles(results.path());
    QVERIFY(waitForComparison(compared));

    const FileComparisonReport& report = window.comparer()->lastReport();
    QVERIFY2(report.compared && !report.equal, qPrintable(report.summary));
    QCOMPARE(report.differenceCount, uint64_t{1});
    QCOMPARE(report.differences, QStringList{QStringLiteral("OutputTensor[0, 0, 1, 2]: dmlscope 1, file 99")});
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("1 element")) &&
                 window.statusBar()->currentMessage().contains(QStringLiteral("differ from the files")),
             qPrintable(window.statusBar()->currentMessage()));
    // The list is in a window that does not block.
    QVERIFY(window.comparisonWindow());
    QVERIFY(window.comparisonWindow()->isVisible());
    QVERIFY(!window.comparisonWindow()->isModal());
    QCOMPARE(window.comparisonWindow()->lines(), report.differences);

    const auto outcome = window.runs()->outcome();
    QCOMPARE(outcome->differenceCount, uint64_t{1});
    for (uint64_t e = 0; e < kPaddedReflection.size(); ++e) QCOMPARE(outcome->differs(0, e), e == kChanged);
    // The table marks that cell alone, and says what it differs from; so does the mapping view.
    window.tensorEditor()->showTensor(true, 0);
    const TensorTableModel* table = window.tensorEditor()->model();
    const auto marked = markedCells(*table);
    QCOMPARE(marked.size(), size_t{1});
    QCOMPARE(marked.front(), table->indexOf(kChanged));
    QVERIFY(marked.front().data(Qt::ToolTipRole).toString().contains(QStringLiteral("differs from the file")));
    QVERIFY(window.mappingView()->describeCell(CellRef{true, 0, kChanged}).contains(QStringLiteral("differs from the file")));
    QVERIFY(!window.mappingView()->describeCell(CellRef{true, 0, kChanged + 1}).contains(QStringLiteral("differs")));

    // The next run (after an edit) ends the comparison.
    QVERIFY(window.document()->setInputElement(0, 0, ElementValue{2.0}));
    QVERIFY(test::waitForRun(window));
    QVERIFY(!window.runs()->outcome()->comparedWithFiles);
    QVERIFY(!window.runs()->outcome()->differs(0, kChanged));
    QVERIFY(markedCells(*window.tensorEditor()->model()).empty());
  }

  void aMissingFileIsReportedAndNothingMarked() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    QTemporaryDir results;
    // The default name is there, but the model's writeFile names padded.npy.
    test::writeBytes(results.filePath(QStringLiteral("OutputTensor.npy")).toStdString(),
                     test::npyBytes("<f4", {1, 1, 8, 10}, test::rawData(kPaddedReflection)));
    MainWindow window;
    QVERIFY(window.openFile(model));
    QVERIFY(test::waitForRun(window));
    QSignalSpy compared(window.comparer(), &OutputFileComparer::finished);
    window.compareWithFiles(results.path());
    QVERIFY(waitForComparison(compared));
    const FileComparisonReport& report = window.comparer()->lastReport();
    QVERIFY(!report.equal);
    QCOMPARE(report.differenceCount, uint64_t{0});
    QCOMPARE(report.problems.size(), 1);
    QVERIFY2(report.problems.front().contains(QStringLiteral("padded.npy")), qPrintable(report.problems.front()));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("could not be compared")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.comparisonWindow() && window.comparisonWindow()->isVisible());
    QCOMPARE(window.comparisonWindow()->lines(), report.problems);
    QCOMPARE(window.runs()->outcome()->differenceCount, uint64_t{0});
    window.tensorEditor()->showTensor(true, 0);
    QVERIFY(markedCells(*window.tensorEditor()->model()).empty());
  }

  void comparingRightAfterAnEditComparesTheEditedSession() {
    QTemporaryDir dir;
    const QString model = writeModel(dir);
    QTemporaryDir results;
    // InputTensor[0, 0, 0, 0] becomes 10. Output row r reads input row |r - 1| folded at 3 (rows 1 and 7 read
    // row 0), column c reads input column |c - 2| folded at 3 (columns 2 and 8 read column 0): four cells.
    std::vector<float> edited = kPaddedReflection;
    for (size_t at : {size_t{12}, size_t{18}, size_t{72}, size_t{78}}) {
      QCOMPARE(edited[at], 1.0f);
      edited[at] = 10;
    }
    test::writeBytes(results.filePath(QStringLiteral("padded.npy")).toStdString(), test::npyBytes("<f4", {1, 1, 8, 10}, test::rawData(edited)));
    MainWindow window;
    QVERIFY(window.openFile(model));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.document()->setInputElement(0, 0, ElementValue{10.0}));
    // The edit's run has not started yet (it waits for more typing): the comparison runs it first.
    QSignalSpy compared(window.comparer(), &OutputFileComparer::finished);
    window.compareWithFiles(results.path());
    QVERIFY(waitForComparison(compared));
    const FileComparisonReport& report = window.comparer()->lastReport();
    QVERIFY2(report.compared && report.equal, qPrintable(report.summary + report.differences.join(QLatin1Char('\n'))));
    QVERIFY2(report.summary.contains(QStringLiteral("80")), qPrintable(report.summary));
    QCOMPARE(window.runs()->outcome()->revision, window.document()->revision());
  }

  void crossCheckMarksStillSayTheCpu() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    QSignalSpy ran(window.runs(), &RunController::outcomeChanged);
    window.runs()->setCrossCheck(true);
    QVERIFY(ran.wait(10000));
    QVERIFY(window.runs()->outcome()->crossChecked);
    QCOMPARE(window.runs()->outcome()->differenceNote, QStringLiteral("differs from the CPU"));
    QVERIFY(!window.runs()->outcome()->comparedWithFiles);
  }

  void anInvalidSessionCannotBeCompared() {
    QTemporaryDir results;
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    window.document()->editDescriptor(QStringLiteral("Break OutputTensor.Sizes"), {}, [](OperatorDesc& d) {
      std::get<TileDesc>(d).OutputTensor.sizes.back() += 1;
    });
    QSignalSpy compared(window.comparer(), &OutputFileComparer::finished);
    window.compareWithFiles(results.path());
    QVERIFY(waitForComparison(compared));
    const FileComparisonReport& report = window.comparer()->lastReport();
    QVERIFY(!report.compared);
    QVERIFY2(report.summary.contains(QStringLiteral("Cannot compare")), qPrintable(report.summary));
    QVERIFY(!window.runs()->outcome()->comparedWithFiles);
  }
};

QTEST_MAIN(TestGuiDxDispatch)
#include "tst_gui_dxdispatch.moc"
