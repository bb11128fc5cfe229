// Validation in the GUI: a wrong value typed into a field marks that field and lists the error, fixing it
// clears both; clicking a problem focuses its field; an invalid descriptor does not run but its inputs show.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include "dmlscope/session_validation.h"
#include "gui_test_support.h"
#include "models/diagnostic_list_model.h"
#include "models/mapping_content.h"
#include "widgets/descriptor_editor.h"
#include "widgets/field_marks.h"
#include "widgets/mapping_view.h"

using namespace dmlscope;
using namespace dmlscope::gui;

class TestGuiValidation : public QObject {
  Q_OBJECT

 private:
  static int problemRow(const DiagnosticListModel& model, const QString& field) {
    for (int row = 0; row < model.rowCount(); ++row) {
      if (model.index(row, 0).data(DiagnosticListModel::FieldRole).toString() == field) return row;
    }
    return -1;
  }

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void wrongValueMarksFieldAndListsErrorFixingClearsBoth_data() {
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("wrong");
    // Tile: a repeat count of 0 (the page: every Repeats[i] > 0).
    QTest::newRow("Repeats[2] = 0") << "tile.json" << "Repeats[2]" << "0";
    // Tile: an output size that breaks OutputTensor.Sizes[i] = InputTensor.Sizes[i] * Repeats[i].
    QTest::newRow("OutputTensor.Sizes[3] = 8") << "tile.json" << "OutputTensor.Sizes[3]" << "8";
    // Split: an axis beyond the dimension count.
    QTest::newRow("Axis = 7") << "split_axis2.json" << "Axis" << "7";
    // DepthToSpace1: BlockSize must be greater than 0.
    QTest::newRow("BlockSize = 0") << "depth_to_space_dcr.json" << "BlockSize" << "0";
    // Padding: DimensionCount must equal the tensors' dimension count.
    QTest::newRow("DimensionCount = 3") << "padding_constant.json" << "DimensionCount" << "3";
  }

  void wrongValueMarksFieldAndListsErrorFixingClearsBoth() {
    QFETCH(QString, example);
    QFETCH(QString, field);
    QFETCH(QString, wrong);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(example)));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 0);

    auto* edit = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(field));
    QVERIFY2(edit, qPrintable(field));
    const QString original = edit->text();
    QVERIFY(!isFieldMarkedInvalid(edit));

    test::typeInto(edit, wrong);
    QVERIFY(test::waitForRun(window));
    const int row = problemRow(*window.problems(), field);
    QVERIFY2(row >= 0, qPrintable(QStringLiteral("no problem listed for %1").arg(field)));
    const QString message = window.problems()->index(row, DiagnosticListModel::MessageColumn).data().toString();
    QVERIFY(!message.isEmpty());
    QVERIFY(isFieldMarkedInvalid(edit));
    QVERIFY2(edit->toolTip().contains(message), qPrintable(edit->toolTip()));
    // Not run, but the inputs still show their values.
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::NotRun);
    QVERIFY(window.content()->inputs.at(0).values != nullptr);
    QVERIFY(window.content()->outputs.at(0).values == nullptr);

    test::typeInto(edit, original);
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 0);
    QVERIFY(!isFieldMarkedInvalid(edit));
    QVERIFY(!edit->toolTip().contains(message));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
  }

  void outputSizeErrorMarksTheGridDimension() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    auto* edit = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("OutputTensor.Sizes[3]")));
    QVERIFY(edit);
    test::typeInto(edit, QStringLiteral("8"));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const bool marked = std::any_of(content->marks.begin(), content->marks.end(), [](const DimensionMark& m) {
      return m.isOutput && m.tensor == 0 && m.dimension == 3;
    });
    QVERIFY(marked);
    // The grid shows the extent the user gave (8 columns), so the mistake is visible where it is.
    const TensorBox* box = window.mappingView()->mappingLayout().box(true, 0);
    QVERIFY(box);
    QCOMPARE(box->columns, uint64_t{8});
    QVERIFY(window.mappingView()->mappingLayout().markRect(content->marks.front()).has_value());
  }

  // A valid scatter whose index repeats runs, and the problems list shows the repeat as a warning (not an error).
  void undefinedIndexValuesAreListedAsWarnings() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("scatter_1d.json"))));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QCOMPARE(window.problems()->rowCount(), 1);
    const QModelIndex row = window.problems()->index(0, DiagnosticListModel::FieldColumn);
    QCOMPARE(row.data(DiagnosticListModel::FieldRole).toString(), QStringLiteral("IndicesTensor[2]"));
    QVERIFY(row.data(DiagnosticListModel::IsWarningRole).toBool());
    QVERIFY2(window.problems()->index(0, DiagnosticListModel::MessageColumn).data().toString().contains(QStringLiteral("OutputTensor[3]")),
             qPrintable(window.problems()->index(0, DiagnosticListModel::MessageColumn).data().toString()));
  }

  // Validation once per run: the document validates each edit, and a run of it (with its cross-check against
  // the CPU) trusts that validation instead of validating the same session again (it used to, once per backend).
  void aRunTrustsTheDocumentsValidation() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    QSignalSpy outcomes(window.runs(), &RunController::outcomeChanged);
    const uint64_t before = validateSessionCallCount();
    window.runs()->setCrossCheck(true);  // runs again at once, the chosen backend and then the reference CPU
    QVERIFY(outcomes.wait());
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QVERIFY(window.runs()->outcome()->crossChecked);
    QCOMPARE(window.runs()->outcome()->crossCheckMessage, QStringLiteral("matches the CPU"));
    QCOMPARE(validateSessionCallCount(), before);

    // An edit: the document validates each change once; the run after it, nothing more.
    auto* edit = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("Repeats[1]")));
    QVERIFY(edit);
    const uint64_t beforeEdit = validateSessionCallCount();
    const quint64 revision = window.document()->revision();
    test::typeInto(edit, QStringLiteral("2"));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QVERIFY(window.document()->revision() > revision);
    QCOMPARE(validateSessionCallCount() - beforeEdit, window.document()->revision() - revision);
  }

  void clickingAProblemFocusesItsField() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    auto* edit = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("Repeats[1]")));
    QVERIFY(edit);
    test::typeInto(edit, QStringLiteral("0"));
    QVERIFY(test::waitForRun(window));
    const int row = problemRow(*window.problems(), QStringLiteral("Repeats[1]"));
    QVERIFY(row >= 0);

    window.mappingView()->setFocus();
    QTRY_VERIFY(window.mappingView()->hasFocus());
    QTableView* problems = window.problemsView();
    const QRect cell = problems->visualRect(window.problems()->index(row, DiagnosticListModel::MessageColumn));
    QTest::mouseClick(problems->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(edit));
  }

  // DML_PADDING_MODE_WRAP (feature level 6_4) is one of the PaddingMode box's choices, for PADDING and PADDING1;
  // chosen at 6_3 it marks PaddingMode with the reason and does not run; back at 6_4 it runs, and the output's
  // cells read the input periodically: cell (0, 0), at padded coordinates (-1, -2), reads input (3, 2).
  void wrapIsOfferedAndNeedsFeatureLevel6_4_data() {
    QTest::addColumn<QString>("example");
    QTest::newRow("PADDING") << "padding_constant.json";
    QTest::newRow("PADDING1") << "padding1_constant.json";
  }
  void wrapIsOfferedAndNeedsFeatureLevel6_4() {
    QFETCH(QString, example);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(example)));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 0);
    QComboBox* level = nullptr;
    for (auto* combo : window.findChildren<QComboBox*>())
      if (combo->accessibleName() == QLatin1String("Feature level")) level = combo;
    QVERIFY(level);
    auto chooseLevel = [&](FeatureLevel l) {
      const int i = level->findData(static_cast<uint32_t>(l));
      QVERIFY(i >= 0);
      level->setCurrentIndex(i);
      emit level->activated(i);
      QCOMPARE(window.document()->session().featureLevel, l);
    };
    chooseLevel(FeatureLevel::FL_6_3);
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 0);

    auto* mode = qobject_cast<QComboBox*>(window.descriptorEditor()->widgetForField(QStringLiteral("PaddingMode")));
    QVERIFY(mode);
    const int wrap = mode->findText(QStringLiteral("WRAP"));
    QVERIFY2(wrap >= 0, "the PaddingMode box does not offer WRAP");
    QCOMPARE(mode->itemData(wrap).toUInt(), 4u);  // DML_PADDING_MODE_WRAP in DirectML.h
    QCOMPARE(mode->itemData(wrap, Qt::ToolTipRole).toString(), QStringLiteral("DML_PADDING_MODE_WRAP"));
    QVERIFY(!isFieldMarkedInvalid(mode));
    mode->setCurrentIndex(wrap);
    emit mode->activated(wrap);
    QVERIFY(test::waitForRun(window));
    const int row = problemRow(*window.problems(), QStringLiteral("PaddingMode"));
    QVERIFY2(row >= 0, "no problem listed for PaddingMode");
    const QString message = window.problems()->index(row, DiagnosticListModel::MessageColumn).data().toString();
    QVERIFY2(message.contains(QStringLiteral("DML_PADDING_MODE_WRAP")) && message.contains(QStringLiteral("DML_FEATURE_LEVEL_6_4")),
             qPrintable(message));
    QVERIFY(isFieldMarkedInvalid(mode));
    QVERIFY2(mode->toolTip().contains(message), qPrintable(mode->toolTip()));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::NotRun);

    chooseLevel(FeatureLevel::FL_6_4);
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 0);
    QVERIFY(!isFieldMarkedInvalid(mode));
    QCOMPARE(mode->currentText(), QStringLiteral("WRAP"));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    const Session& session = window.document()->session();
    const TensorDesc& input = inputTensor(session.desc, 0);
    QCOMPARE(input.sizes, (std::vector<uint32_t>{1, 1, 4, 4}));
    // Every cell of the 8 × 10 output: row r, column c read input ((r - 1) mod 4, (c - 2) mod 4).
    for (uint32_t r = 0; r < 8; ++r) {
      for (uint32_t c = 0; c < 10; ++c) {
        const uint64_t source = ((r + 3) % 4) * 4 + (c + 2) % 4;
        QVERIFY2(readElement(input.dataType, window.runs()->outcome()->outputs.at(0), r * 10 + c) ==
                     readElement(input.dataType, session.inputData.at(0), source),
                 qPrintable(QStringLiteral("output (%1, %2)").arg(r).arg(c)));
      }
    }
  }

  // A freshly chosen operator opens without problems, gathers and scatters included: the Operator box builds
  // the operator's default session, whose indices lie inside the dimensions they address (GATHER_ND's once
  // listed "2 is outside 0..1" twice, GATHER_ND1's ten warnings), and it runs.
  void aChosenOperatorOpensWithoutProblems_data() {
    QTest::addColumn<int>("type");
    for (OperatorType type : allOperators()) QTest::newRow(std::string(shortName(type)).c_str()) << static_cast<int>(type);
  }
  void aChosenOperatorOpensWithoutProblems() {
    QFETCH(int, type);
    const auto chosen = static_cast<OperatorType>(type);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(chosen == OperatorType::Tile ? QStringLiteral("padding_constant.json")
                                                                                  : QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    QComboBox* box = nullptr;
    for (auto* combo : window.findChildren<QComboBox*>())
      if (combo->accessibleName() == QLatin1String("Operator")) box = combo;
    QVERIFY(box);
    const int i = box->findData(static_cast<uint32_t>(chosen));
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
    emit box->activated(i);
    QCOMPARE(operatorType(window.document()->session().desc), chosen);
    QVERIFY(test::waitForRun(window));
    QString listed;
    for (int row = 0; row < window.problems()->rowCount(); ++row)
      listed += window.problems()->index(row, DiagnosticListModel::MessageColumn).data().toString() + QLatin1Char('\n');
    QVERIFY2(listed.isEmpty(), qPrintable(listed));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
  }

  // File > New makes the current operator's default session the same way: from GATHER_ND's example (feature
  // level 2_1), the new session's two 2-tuples are (0, 0) and (1, 1), which pick the input's rows [0, 0, 0, :]
  // and [0, 1, 1, :] of 0, 1, ... 7: the output 0, 1, 6, 7, and no problem listed.
  void aNewGatherNdSessionOpensWithoutProblems() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("gather_nd_pairs.json"))));
    QVERIFY(test::waitForRun(window));
    QAction* newAction = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
      if (action->shortcut() == QKeySequence(QKeySequence::New)) newAction = action;
    QVERIFY(newAction);
    newAction->trigger();
    QVERIFY(test::waitForRun(window));
    const Session& session = window.document()->session();
    QCOMPARE(operatorType(session.desc), OperatorType::GatherNd);
    QCOMPARE(session.featureLevel, FeatureLevel::FL_2_1);
    QCOMPARE(window.problems()->rowCount(), 0);
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    const Buffer& output = window.runs()->outcome()->outputs.at(0);
    const DataType type = outputTensor(session.desc, 0).dataType;
    QCOMPARE(output.size(), 4 * elementSize(type));
    const double expected[] = {0, 1, 6, 7};
    for (uint64_t e = 0; e < 4; ++e) QCOMPARE(toDouble(readElement(type, output, e)), expected[e]);
  }

  void everyFieldOfEveryOperatorHasAWidget_data() {
    QTest::addColumn<QString>("example");
    QTest::addColumn<QStringList>("fields");
    const QStringList tensor{QStringLiteral("DataType"), QStringLiteral("Flags"), QStringLiteral("DimensionCount"),
                             QStringLiteral("Sizes"), QStringLiteral("Strides"), QStringLiteral("TotalTensorSizeInBytes"),
                             QStringLiteral("GuaranteedBaseOffsetAlignment")};
    auto withTensors = [&](QStringList fields, const QStringList& tensors) {
      for (const QString& t : tensors) {
        for (const QString& m : tensor) fields << t + QLatin1Char('.') + m;
      }
      return fields;
    };
    // DirectML's field names of each descriptor.
    QTest::newRow("TILE") << "tile.json" << withTensors({"RepeatsCount", "Repeats"}, {"InputTensor", "OutputTensor"});
    QTest::newRow("PADDING") << "padding_constant.json"
                             << withTensors({"PaddingMode", "PaddingValue", "DimensionCount", "StartPadding", "EndPadding"},
                                            {"InputTensor", "OutputTensor"});
    QTest::newRow("DEPTH_TO_SPACE1") << "depth_to_space_crd.json" << withTensors({"BlockSize", "Order"}, {"InputTensor", "OutputTensor"});
    QTest::newRow("SPLIT") << "split_axis3.json"
                           << withTensors({"OutputCount", "Axis"}, {"InputTensor", "OutputTensors[0]", "OutputTensors[1]"});
    QTest::newRow("JOIN") << "join_axis1.json"
                          << withTensors({"InputCount", "Axis"}, {"InputTensors[0]", "InputTensors[1]", "OutputTensor"});
    QTest::newRow("SPACE_TO_DEPTH1") << "space_to_depth_dcr.json" << withTensors({"BlockSize", "Order"}, {"InputTensor", "OutputTensor"});
  }

  void everyFieldOfEveryOperatorHasAWidget() {
    QFETCH(QString, example);
    QFETCH(QStringList, fields);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(example)));
    for (const QString& field : fields) {
      QWidget* w = window.descriptorEditor()->widgetForField(field);
      QVERIFY2(w, qPrintable(field));
      // Not a fallback to the enclosing tensor's group: the field's own widget, named as DirectML names it.
      QVERIFY2(w->accessibleName() == field.section(QLatin1Char('.'), -1), qPrintable(field + QStringLiteral(": ") + w->accessibleName()));
    }
  }
};

QTEST_MAIN(TestGuiValidation)
#include "tst_gui_validation.moc"
