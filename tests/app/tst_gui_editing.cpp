// Editing: undo and redo restore the descriptor and the data; derived sizes follow and can be overridden
// and restored; tensors follow the input's rank; Split's list grows and shrinks; pasting and copying values;
// FLOAT16 values; save, open and the examples round-trip.
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QDragEnterEvent>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>
#include <QUrl>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cstring>

#include "dmlscope/session_file.h"
#include "gui_test_support.h"
#include "models/tensor_table_model.h"
#include "widgets/array_editor.h"
#include "widgets/number_edit.h"
#include "widgets/descriptor_editor.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

float floatAt(const Buffer& buffer, size_t index) {
  float v = 0;
  std::memcpy(&v, buffer.data() + index * sizeof(float), sizeof(float));
  return v;
}

const TileDesc& tileOf(const SessionDocument& doc) { return std::get<TileDesc>(doc.session().desc); }

// Clicks `button` on the next message box that opens (the question asked before discarding changes).
void answerNextMessageBox(QMessageBox::StandardButton button) {
  auto* timer = new QTimer;
  timer->setInterval(10);
  QObject::connect(timer, &QTimer::timeout, [timer, button] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (!box) return;
    timer->stop();
    timer->deleteLater();
    box->button(button)->click();
  });
  timer->start();
}

}  // namespace

class TestGuiEditing : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  // The operator chooser lists the operators under their family's heading (copy and reshape: Tile,
  // DepthToSpace1, Split, Join, SpaceToDepth1; padding: Padding); a heading cannot be chosen, and choosing an
  // operator switches the document to it.
  void operatorChooserGroupsOperatorsByFamily() {
    MainWindow window;
    QComboBox* chooser = nullptr;
    for (auto* combo : window.findChildren<QComboBox*>())
      if (combo->accessibleName() == QLatin1String("Operator")) chooser = combo;
    QVERIFY(chooser);
    std::vector<std::pair<QString, std::vector<OperatorType>>> seen;  // heading -> operators below it
    const auto* items = qobject_cast<QStandardItemModel*>(chooser->model());
    QVERIFY(items);
    for (int i = 0; i < chooser->count(); ++i) {
      const QVariant type = chooser->itemData(i);
      if (!type.isValid()) {
        QVERIFY2(!(items->item(i)->flags() & Qt::ItemIsEnabled), qPrintable(chooser->itemText(i)));
        seen.emplace_back(chooser->itemText(i), std::vector<OperatorType>{});
        continue;
      }
      QVERIFY2(!seen.empty(), "an operator before the first heading");
      seen.back().second.push_back(static_cast<OperatorType>(type.toUInt()));
    }
    QCOMPARE(seen.size(), size_t{3});
    QCOMPARE(seen[0].first, QStringLiteral("Copy and reshape"));
    // A first version stands right after its later one (DEPTH_TO_SPACE after DEPTH_TO_SPACE1).
    QCOMPARE(seen[0].second, (std::vector<OperatorType>{OperatorType::Tile, OperatorType::DepthToSpace1,
                                                       OperatorType::DepthToSpace, OperatorType::Split,
                                                       OperatorType::Join, OperatorType::ElementWiseIdentity,
                                                       OperatorType::Slice1, OperatorType::Slice,
                                                       OperatorType::SpaceToDepth1, OperatorType::SpaceToDepth}));
    QCOMPARE(seen[1].first, QStringLiteral("Padding"));
    QCOMPARE(seen[1].second, (std::vector<OperatorType>{OperatorType::Padding, OperatorType::Padding1}));
    QCOMPARE(seen[2].first, QStringLiteral("Gather and scatter"));
    QCOMPARE(seen[2].second, (std::vector<OperatorType>{OperatorType::Gather, OperatorType::GatherElements,
                                                       OperatorType::Scatter, OperatorType::GatherNd1,
                                                       OperatorType::GatherNd, OperatorType::ScatterNd}));
    const int join = chooser->findData(static_cast<uint32_t>(OperatorType::Join));
    QVERIFY(join > 0);
    chooser->setCurrentIndex(join);
    emit chooser->activated(join);
    QCOMPARE(operatorType(window.document()->session().desc), OperatorType::Join);
  }

  // Padding1's PaddingValue is text that core reads as PaddingValueDataType: an INT64 beyond 2^53 exactly, and a
  // value of the wrong kind refused with core's message, leaving the descriptor as it was.
  void typedPaddingValueIsParsedForItsType() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding1_int64_beyond_2_53.json"))));
    QLineEdit* edit = nullptr;
    for (auto* e : window.findChildren<QLineEdit*>())
      if (e->accessibleName() == QLatin1String("PaddingValue")) edit = e;
    QVERIFY(edit);
    QCOMPARE(edit->text(), QStringLiteral("-9007199254740993"));
    edit->setText(QStringLiteral("1.5"));
    emit edit->editingFinished();
    QVERIFY2(edit->toolTip().contains(QStringLiteral("DML_TENSOR_DATA_TYPE_INT64")), qPrintable(edit->toolTip()));
    QCOMPARE(std::get<Padding1Desc>(window.document()->session().desc).PaddingValue.bits, uint64_t{0xFFDFFFFFFFFFFFFF});
    edit->setText(QStringLiteral("9223372036854775807"));
    emit edit->editingFinished();
    QCOMPARE(std::get<Padding1Desc>(window.document()->session().desc).PaddingValue.bits, uint64_t{0x7FFFFFFFFFFFFFFF});
  }

  void undoRedoRestoreTheDescriptor() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    const Session original = doc->session();
    auto* repeat = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("Repeats[3]")));
    QVERIFY(repeat);
    test::typeInto(repeat, QStringLiteral("2"));
    QCOMPARE(tileOf(*doc).Repeats, (std::vector<uint32_t>{1, 1, 3, 2}));
    // The output follows: 3 × 2 = 6 columns.
    QCOMPARE(tileOf(*doc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 6}));
    QVERIFY(doc->isModified());
    const Session edited = doc->session();

    doc->undoStack()->undo();
    QCOMPARE(doc->session().desc, original.desc);
    QCOMPARE(doc->session().inputData, original.inputData);
    QCOMPARE(repeat->text(), QStringLiteral("3"));
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    QCOMPARE(doc->session().desc, edited.desc);
    QCOMPARE(repeat->text(), QStringLiteral("2"));
  }

  void undoRedoRestoreTheData() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    SessionDocument* doc = window.document();
    TensorTableModel* model = window.tensorEditor()->model();
    window.tensorEditor()->showTensor(false, 0);
    // The page's input: [[1, 2, 3], [4, 5, 6]].
    QCOMPARE(model->index(1, 2).data().toString(), QStringLiteral("6"));
    QVERIFY(model->setData(model->index(1, 2), QStringLiteral("42.5")));
    QCOMPARE(floatAt(doc->session().inputData[0], 5), 42.5f);
    QCOMPARE(model->index(1, 2).data().toString(), QStringLiteral("42.5"));
    // The run follows the edit: output (0, 0, 1, 2) reads input (0, 0, 1, 2).
    QVERIFY(test::waitForRun(window));
    QCOMPARE(floatAt(window.runs()->outcome()->outputs[0], 1 * 9 + 2), 42.5f);

    window.tensorEditor()->fillZeros();
    QCOMPARE(floatAt(doc->session().inputData[0], 0), 0.0f);
    doc->undoStack()->undo();
    QCOMPARE(floatAt(doc->session().inputData[0], 0), 1.0f);
    QCOMPARE(floatAt(doc->session().inputData[0], 5), 42.5f);
    doc->undoStack()->undo();
    QCOMPARE(floatAt(doc->session().inputData[0], 5), 6.0f);
    doc->undoStack()->redo();
    QCOMPARE(floatAt(doc->session().inputData[0], 5), 42.5f);
  }

  void switchingOperatorIsOneUndoStep() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    const Session original = doc->session();
    doc->changeOperator(OperatorType::Join);
    QCOMPARE(operatorType(doc->session().desc), OperatorType::Join);
    QVERIFY(test::waitForRun(window));
    doc->undoStack()->undo();
    QCOMPARE(doc->session().desc, original.desc);
    QCOMPARE(doc->session().inputData, original.inputData);
  }

  void derivedSizesCanBeOverriddenAndRestoredInOneClick() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    auto* sizes = qobject_cast<ArrayEditor*>(window.descriptorEditor()->widgetForField(QStringLiteral("OutputTensor.Sizes")));
    QVERIFY(sizes);
    QVERIFY(!sizes->restoreButton()->isEnabled());
    test::typeInto(sizes->entry(2), QStringLiteral("5"));
    QCOMPARE(tileOf(*doc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 5, 9}));
    QVERIFY(sizes->restoreButton()->isEnabled());
    // An overridden output no longer follows: another repeat leaves it as the user set it.
    test::typeInto(qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("Repeats[3]"))), QStringLiteral("2"));
    QCOMPARE(tileOf(*doc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 5, 9}));
    QTest::mouseClick(sizes->restoreButton(), Qt::LeftButton);
    QCOMPARE(tileOf(*doc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 6}));
    QVERIFY(!sizes->restoreButton()->isEnabled());
  }

  void arraysAndTensorsFollowTheInputRank() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    auto* sizes = qobject_cast<ArrayEditor*>(window.descriptorEditor()->widgetForField(QStringLiteral("InputTensor.Sizes")));
    QVERIFY(sizes);
    // The first two buttons are "remove" and "add" a leading dimension; press "add".
    const auto buttons = sizes->findChildren<QToolButton*>(QString(), Qt::FindDirectChildrenOnly);
    QTest::mouseClick(buttons.at(1), Qt::LeftButton);
    QCOMPARE(tileOf(*doc).InputTensor.sizes, (std::vector<uint32_t>{1, 1, 1, 2, 3}));
    QCOMPARE(tileOf(*doc).Repeats, (std::vector<uint32_t>{1, 1, 1, 3, 3}));
    QCOMPARE(tileOf(*doc).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 1, 6, 9}));
    QVERIFY(doc->diagnostics().empty());
    QCOMPARE(sizes->entryCount(), 5);
  }

  void splitOutputListGrowsAndShrinks() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("split_axis3.json"))));
    SessionDocument* doc = window.document();
    const size_t before = std::get<SplitDesc>(doc->session().desc).OutputTensors.size();
    QPushButton* add = nullptr;
    for (auto* b : window.descriptorEditor()->findChildren<QPushButton*>()) {
      if (b->accessibleName() == QStringLiteral("Add an output tensor")) add = b;
    }
    QVERIFY(add);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(std::get<SplitDesc>(doc->session().desc).OutputTensors.size(), before + 1);
    // A written-out OutputCount follows the list.
    const auto count = std::get<SplitDesc>(doc->session().desc).OutputCount;
    QVERIFY(!count || *count == before + 1);
    // The form grew a group for the new tensor.
    QTRY_VERIFY(window.descriptorEditor()->widgetForField(QStringLiteral("OutputTensors[%1].Sizes").arg(before)) != nullptr);
    QPushButton* remove = nullptr;
    for (auto* b : window.descriptorEditor()->findChildren<QPushButton*>()) {
      if (b->accessibleName() == QStringLiteral("Remove OutputTensors[%1]").arg(before) && b->isVisibleTo(window.descriptorEditor())) remove = b;
    }
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(std::get<SplitDesc>(doc->session().desc).OutputTensors.size(), before);
  }

  void pastingNestedListsAndCsv() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    TensorEditor* editor = window.tensorEditor();
    editor->showTensor(false, 0);
    QString error;
    // The whole tensor as NumPy prints it.
    QVERIFY2(editor->paste(QStringLiteral("np.array([[[[9, 8, 7],\n   [6, 5, 4]]]], dtype=np.float32)"), &error), qPrintable(error));
    for (size_t i = 0; i < 6; ++i) QCOMPARE(floatAt(doc->session().inputData[0], i), static_cast<float>(9 - i));
    // A CSV block at the current cell (row 0, column 1), clipped to the slice.
    editor->table()->setCurrentIndex(editor->model()->index(0, 1));
    QVERIFY2(editor->paste(QStringLiteral("1.5, 2.5, 3.5\n4.5\t5.5\t6.5\n"), &error), qPrintable(error));
    const std::vector<float> expected{9, 1.5f, 2.5f, 6, 4.5f, 5.5f};
    for (size_t i = 0; i < 6; ++i) QCOMPARE(floatAt(doc->session().inputData[0], i), expected[i]);
    // A ragged list is refused with a reason, and nothing changes.
    QVERIFY(!editor->paste(QStringLiteral("[[1, 2], [3]]"), &error));
    QVERIFY(error.contains(QStringLiteral("ragged")));
    QVERIFY(!editor->paste(QStringLiteral("1, x"), &error));
    QCOMPARE(floatAt(doc->session().inputData[0], 1), 1.5f);
  }

  void copyingAnOutputAsNumpyAndJson() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    window.tensorEditor()->showTensor(true, 0);
    // The reference page's output, 6 × 9.
    const QString rows[] = {QStringLiteral("[1, 2, 3, 1, 2, 3, 1, 2, 3]"), QStringLiteral("[4, 5, 6, 4, 5, 6, 4, 5, 6]")};
    QString body;
    for (int r = 0; r < 6; ++r) body += (r ? QStringLiteral(",\n   ") : QString()) + rows[r % 2];
    QCOMPARE(window.tensorEditor()->copyText(true), QStringLiteral("np.array([[[%1]]], dtype=np.float32)").arg(body));
    QCOMPARE(window.tensorEditor()->copyText(false), QStringLiteral("[[[%1]]]").arg(body));
  }

  void float16ValuesAreShownAndConvertedPerType() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    SessionDocument* doc = window.document();
    auto* type = qobject_cast<QComboBox*>(window.descriptorEditor()->widgetForField(QStringLiteral("InputTensor.DataType")));
    QVERIFY(type);
    type->setCurrentIndex(type->findText(QStringLiteral("FLOAT16")));
    emit type->activated(type->currentIndex());
    QCOMPARE(tileOf(*doc).InputTensor.dataType, DataType::Float16);
    QCOMPARE(tileOf(*doc).OutputTensor.dataType, DataType::Float16);  // follows the input
    QVERIFY(test::waitForRun(window));
    TensorTableModel* model = window.tensorEditor()->model();
    window.tensorEditor()->showTensor(false, 0);
    // The values were converted, not reinterpreted.
    QCOMPARE(model->index(1, 2).data().toString(), QStringLiteral("6"));
    // 70000 is beyond FLOAT16's largest finite value (65504): it rounds to infinity.
    QVERIFY(model->setData(model->index(0, 0), QStringLiteral("70000")));
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("inf"));
    // 1 + 2^-11 lies halfway between 1 and the next FLOAT16 (1 + 2^-10): ties go to even, 1.
    QVERIFY(model->setData(model->index(0, 1), QStringLiteral("1.00048828125")));
    QCOMPARE(model->index(0, 1).data().toString(), QStringLiteral("1"));
    // Raw bits: 0x3C00 is 1.0 in FLOAT16.
    QCOMPARE(static_cast<int>(doc->session().inputData[0][2]), 0x00);
    QCOMPARE(static_cast<int>(doc->session().inputData[0][3]), 0x3C);
    QVERIFY(!model->setData(model->index(0, 2), QStringLiteral("abc")));
  }

  void saveAndOpenRoundTrip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("edited.json"));
    Session saved;
    {
      MainWindow window;
      QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_edge.json"))));
      auto* value = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("EndPadding[3]")));
      QVERIFY(value);
      test::typeInto(value, QStringLiteral("1"));
      window.tensorEditor()->showTensor(false, 0);
      QVERIFY(window.tensorEditor()->model()->setData(window.tensorEditor()->model()->index(0, 0), QStringLiteral("-7")));
      QVERIFY(window.document()->isModified());
      QString error;
      QVERIFY2(window.saveTo(path, &error), qPrintable(error));
      QVERIFY(!window.document()->isModified());
      QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
      saved = window.document()->session();
    }
    // Read back by core, and opened by a new window.
    auto read = readSessionFile(path.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read->desc, saved.desc);
    QCOMPARE(read->inputData, saved.inputData);
    QCOMPARE(read->featureLevel, saved.featureLevel);
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    QCOMPARE(window.document()->session().desc, saved.desc);
    QCOMPARE(window.document()->session().inputData, saved.inputData);
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.openFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.json")));
  }

  void droppingASessionFileOpensIt() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dropped.json"));
    auto tile = loadExample(test::exampleResource(QStringLiteral("tile.json")));
    QVERIFY(tile.ok());
    QVERIFY(saveSessionFile(path.toStdString(), *tile).ok());
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_edge.json"))));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(operatorType(window.document()->session().desc), OperatorType::Tile);
    QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
  }

  void closingWithUnsavedChangesAsksFirst() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(!window.document()->isModified());
    window.document()->setFeatureLevel(FeatureLevel::FL_4_1);
    QVERIFY(window.document()->isModified());
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QVERIFY(window.document()->isModified());
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window.close());
  }

  void everyExampleRoundTripsThroughSave_data() {
    QTest::addColumn<QString>("resource");
    for (const ExampleEntry& e : listExamples()) QTest::newRow(qPrintable(e.resource)) << e.resource;
  }

  void everyExampleRoundTripsThroughSave() {
    QFETCH(QString, resource);
    auto original = loadExample(resource);
    QVERIFY(original.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("example.json"));
    MainWindow window;
    QVERIFY(window.openExample(resource));
    QVERIFY(test::waitForRun(window));
    QVERIFY(window.document()->diagnostics().empty());
    QVERIFY(window.saveTo(path));
    auto read = readSessionFile(path.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read->desc, original->desc);
    QCOMPARE(read->inputData, original->inputData);
    QCOMPARE(read->featureLevel, original->featureLevel);
    QCOMPARE(read->title, original->title);
    // Saved with the outputs of the run: the reference page's outputs.
    QCOMPARE(read->outputData, original->outputData);
  }
};

QTEST_MAIN(TestGuiEditing)
#include "tst_gui_editing.moc"
