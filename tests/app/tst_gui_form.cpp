// The Descriptor form: each tensor section shows and edits its own tensor (a gather's IndicesTensor is not its
// InputTensor), for every operator and every example; every field shows its help; the wheel over a field the
// user has not focused scrolls the form instead of changing the field; and ELEMENT_WISE_IDENTITY's ScaleBias is
// set, typed, cleared and undone.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QDir>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

#include <cstring>
#include <set>

#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"
#include "dmlscope/session_file.h"
#include "gui_test_support.h"
#include "models/tensor_table_model.h"
#include "widgets/array_editor.h"
#include "widgets/descriptor_editor.h"
#include "widgets/number_edit.h"
#include "widgets/tensor_editor.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

struct Tensors {
  std::vector<TensorDesc> inputs;
  std::vector<TensorDesc> outputs;
};

Tensors tensorsOf(const OperatorDesc& desc) {
  Tensors t;
  for (const TensorSlot& s : inputSlots(desc)) t.inputs.push_back(inputTensor(desc, s.index));
  for (const TensorSlot& s : outputSlots(desc)) t.outputs.push_back(outputTensor(desc, s.index));
  return t;
}

QString describe(const TensorDesc& t) {
  QStringList sizes;
  for (uint32_t s : t.sizes) sizes << QString::number(s);
  return QStringLiteral("%1 {%2}").arg(QString::fromUtf8(shortName(t.dataType).data(), static_cast<qsizetype>(shortName(t.dataType).size())), sizes.join(QStringLiteral(", ")));
}

// Sends one wheel tick (up or down) to `widget` at its centre as the mouse does: spontaneous, so that QApplication
// gives focus by the wheel where a focus policy asks for it and offers an event left unaccepted to the parents
// (it does neither for an event a program sends itself).
void wheelTick(QWidget* widget, int direction) {
  const QPoint local = widget->rect().center();
  QWheelEvent event(QPointF(local), QPointF(widget->mapToGlobal(local)), QPoint(), QPoint(0, 120 * direction),
                    Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
  // As QTest's own mouse events: QCoreApplication::sendEvent would clear the spontaneous flag.
  QSpontaneKeyEvent::setSpontaneous(&event);
  qApp->notify(widget, &event);
}

// Chooses `type` in the toolbar's Operator box as the user does (the box's activated signal).
bool chooseOperator(MainWindow& window, OperatorType type) {
  for (auto* combo : window.findChildren<QComboBox*>()) {
    if (combo->accessibleName() != QLatin1String("Operator")) continue;
    const int i = combo->findData(static_cast<uint32_t>(type));
    if (i < 0) return false;
    combo->setCurrentIndex(i);
    emit combo->activated(i);
    return dmlscope::operatorType(window.document()->session().desc) == type;
  }
  return false;
}

// The page's example 1 of DML_GATHER_ND_OPERATOR_DESC: 1-D index tuples picking rows of a 2 × 2 input (2-D
// tensors need feature level 3_0).
const char* const kGatherNdRows = R"({
  "dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_3_0", "operator": "DML_OPERATOR_GATHER_ND",
  "desc": {
    "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [2, 2], "Data": [0, 1, 2, 3]},
    "IndicesTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT32", "Sizes": [2, 1], "Data": [1, 0]},
    "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [2, 2]},
    "InputDimensionCount": 2, "IndicesDimensionCount": 2
  }
})";

std::vector<float> floatsOf(const Buffer& buffer) {
  std::vector<float> out(buffer.size() / sizeof(float));
  std::memcpy(out.data(), buffer.data(), out.size() * sizeof(float));
  return out;
}

}  // namespace

class TestGuiForm : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  // Rows: every shipped example, and every operator's default session (so an operator without an example is
  // walked too).
  void everyTensorSectionEditsItsOwnTensor_data() {
    QTest::addColumn<QString>("example");
    QTest::addColumn<int>("operatorType");
    const QStringList files = QDir(QStringLiteral(DMLSCOPE_EXAMPLES_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString& f : files) QTest::newRow(qPrintable(f)) << f << -1;
#define DMLSCOPE_FORM_ROW(name, desc, value) QTest::newRow("default " #name) << QString() << value;
    DMLSCOPE_OPERATORS(DMLSCOPE_FORM_ROW)
#undef DMLSCOPE_FORM_ROW
  }

  // For each tensor slot of the operator: the form's section under that slot's name shows that tensor's DataType
  // and Sizes; editing its GuaranteedBaseOffsetAlignment and its last size changes that tensor, in the session
  // and in the grid, and no other input (outputs may follow their derived sizes, except that an edited output
  // leaves the other outputs alone).
  void everyTensorSectionEditsItsOwnTensor() {
    QFETCH(QString, example);
    QFETCH(int, operatorType);
    MainWindow window;
    window.resize(1600, 1000);
    // An operator's default session is what choosing it makes of the session at hand (here: the Tile example).
    QVERIFY(window.openExample(test::exampleResource(example.isEmpty() ? QStringLiteral("tile.json") : example)));
    if (example.isEmpty()) {
      QComboBox* chooser = nullptr;
      for (auto* combo : window.findChildren<QComboBox*>())
        if (combo->accessibleName() == QLatin1String("Operator")) chooser = combo;
      QVERIFY(chooser);
      const int i = chooser->findData(static_cast<uint32_t>(operatorType));
      QVERIFY(i >= 0);
      chooser->setCurrentIndex(i);
      emit chooser->activated(i);
      QCOMPARE(static_cast<int>(dmlscope::operatorType(window.document()->session().desc)), operatorType);
    }
    SessionDocument* doc = window.document();
    DescriptorEditor* form = window.descriptorEditor();
    std::vector<TensorSlot> tensorSlots = inputSlots(doc->session().desc);
    for (const TensorSlot& s : outputSlots(doc->session().desc)) tensorSlots.push_back(s);
    QVERIFY(tensorSlots.size() >= 2);
    for (const TensorSlot& slot : tensorSlots) {
      const QString prefix = QString::fromStdString(slot.field);
      const Tensors before = tensorsOf(doc->session().desc);
      const TensorDesc& mine = slot.isOutput ? before.outputs[slot.index] : before.inputs[slot.index];

      // The section shows this tensor.
      auto* dataType = qobject_cast<QComboBox*>(form->widgetForField(prefix + QStringLiteral(".DataType")));
      auto* sizes = qobject_cast<ArrayEditor*>(form->widgetForField(prefix + QStringLiteral(".Sizes")));
      auto* alignment = qobject_cast<NumberEdit*>(form->widgetForField(prefix + QStringLiteral(".GuaranteedBaseOffsetAlignment")));
      QVERIFY2(dataType && sizes && alignment, qPrintable(prefix));
      QVERIFY2(dataType->objectName().startsWith(prefix + QLatin1Char('.')), qPrintable(dataType->objectName()));
      QCOMPARE(dataType->currentData().toUInt(), static_cast<uint32_t>(mine.dataType));
      QVERIFY2(sizes->values() == mine.sizes, qPrintable(prefix + QStringLiteral(": the form shows ") +
                                                         QStringLiteral("%1 entries, the tensor is ").arg(sizes->values().size()) + describe(mine)));

      // An edit that no follow rule spreads: only this tensor changes.
      const uint32_t newAlignment = mine.guaranteedBaseOffsetAlignment == 64 ? 128 : 64;
      test::typeInto(alignment, QString::number(newAlignment));
      {
        const Tensors after = tensorsOf(doc->session().desc);
        Tensors expected = before;
        (slot.isOutput ? expected.outputs[slot.index] : expected.inputs[slot.index]).guaranteedBaseOffsetAlignment = newAlignment;
        QVERIFY2(after.inputs == expected.inputs && after.outputs == expected.outputs,
                 qPrintable(prefix + QStringLiteral(".GuaranteedBaseOffsetAlignment changed another tensor")));
      }
      doc->undoStack()->undo();
      QVERIFY(tensorsOf(doc->session().desc).inputs == before.inputs);

      // The last size grows by one: this tensor's Sizes, in the session and in the grid.
      QVERIFY(!mine.sizes.empty());
      const int last = sizes->entryCount() - 1;
      QVERIFY(last >= 0);
      const uint32_t newSize = mine.sizes.back() + 1;
      test::typeInto(sizes->entry(last), QString::number(newSize));
      const Tensors after = tensorsOf(doc->session().desc);
      const TensorDesc& edited = slot.isOutput ? after.outputs[slot.index] : after.inputs[slot.index];
      std::vector<uint32_t> expectedSizes = mine.sizes;
      expectedSizes.back() = newSize;
      QVERIFY2(edited.sizes == expectedSizes, qPrintable(prefix + QStringLiteral(" is ") + describe(edited)));
      for (size_t i = 0; i < before.inputs.size(); ++i) {
        if (!slot.isOutput && i == slot.index) continue;
        QVERIFY2(after.inputs[i].sizes == before.inputs[i].sizes,
                 qPrintable(QStringLiteral("editing %1.Sizes changed input %2 to %3").arg(prefix).arg(i).arg(describe(after.inputs[i]))));
      }
      if (slot.isOutput) {
        for (size_t i = 0; i < before.outputs.size(); ++i) {
          if (i != slot.index) QVERIFY(after.outputs[i] == before.outputs[i]);
        }
      }
      QTRY_VERIFY(window.content() && window.content()->tensor(slot.isOutput, slot.index) &&
                  window.content()->tensor(slot.isOutput, slot.index)->desc.sizes == expectedSizes);
      QCOMPARE(window.content()->tensor(slot.isOutput, slot.index)->field, prefix);
      // Back to the start for the next slot.
      while (tensorsOf(doc->session().desc).inputs != before.inputs || tensorsOf(doc->session().desc).outputs != before.outputs) {
        QVERIFY(doc->undoStack()->canUndo());
        doc->undoStack()->undo();
      }
    }
  }

  // The first versions of DEPTH_TO_SPACE and SPACE_TO_DEPTH (feature level 1_0) have no Order (always
  // DEPTH_COLUMN_ROW) and GATHER_ND has no BatchDimensionCount: chosen in the Operator box, their forms show
  // their own desc's fields and not the later versions' (which do show them, so the lookup can find them).
  void firstVersionsShowOnlyTheirOwnFields_data() {
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("later");
    QTest::addColumn<QString>("structName");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QString>("absent");
    QTest::newRow("DEPTH_TO_SPACE") << int(OperatorType::DepthToSpace) << int(OperatorType::DepthToSpace1)
                                    << "DML_DEPTH_TO_SPACE_OPERATOR_DESC" << QStringList{"BlockSize"} << "Order";
    QTest::newRow("SPACE_TO_DEPTH") << int(OperatorType::SpaceToDepth) << int(OperatorType::SpaceToDepth1)
                                    << "DML_SPACE_TO_DEPTH_OPERATOR_DESC" << QStringList{"BlockSize"} << "Order";
    QTest::newRow("GATHER_ND") << int(OperatorType::GatherNd) << int(OperatorType::GatherNd1) << "DML_GATHER_ND_OPERATOR_DESC"
                               << QStringList{"InputDimensionCount", "IndicesDimensionCount", "IndicesTensor.DataType"}
                               << "BatchDimensionCount";
  }
  void firstVersionsShowOnlyTheirOwnFields() {
    QFETCH(int, first);
    QFETCH(int, later);
    QFETCH(QString, structName);
    QFETCH(QStringList, fields);
    QFETCH(QString, absent);
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    DescriptorEditor* form = window.descriptorEditor();

    QVERIFY(chooseOperator(window, static_cast<OperatorType>(later)));
    QVERIFY2(form->widgetForField(absent), qPrintable(absent + QStringLiteral(" missing from the later version's form")));

    QVERIFY(chooseOperator(window, static_cast<OperatorType>(first)));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    bool named = false;
    for (QLabel* label : form->findChildren<QLabel*>()) named = named || label->text() == structName;
    QVERIFY2(named, qPrintable(structName + QStringLiteral(" is not the form's title")));
    for (const QString& field : fields) QVERIFY2(form->widgetForField(field), qPrintable(field));
    QVERIFY2(!form->widgetForField(absent), qPrintable(absent + QStringLiteral(" shown on the first version's form")));
    for (QLabel* label : form->findChildren<QLabel*>())
      QVERIFY2(label->text() != absent || !label->isVisibleTo(form), qPrintable(QStringLiteral("a label reads ") + absent));
    if (static_cast<OperatorType>(first) != OperatorType::GatherNd) {
      auto* blockSize = qobject_cast<QLineEdit*>(form->widgetForField(QStringLiteral("BlockSize")));
      QVERIFY(blockSize);
      QCOMPARE(blockSize->text(), QStringLiteral("2"));
    }
  }

  // GATHER_ND's IndicesTensor section edits the indices, not the input it reads from: on the page's example 1
  // (output [[2, 3], [0, 1]]), INT32 in its DataType keeps the values and the input's FLOAT32; a third index
  // row grows the indices to {3, 1} and the output to {3, 2}, never the input.
  void gatherNdIndicesSectionEditsTheIndices() {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QTemporaryDir dir;
    QVERIFY(test::openText(window, dir, QString::fromUtf8(kGatherNdRows)));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), (std::vector<float>{2, 3, 0, 1}));
    DescriptorEditor* form = window.descriptorEditor();
    auto desc = [&] { return std::get<GatherNdDesc>(window.document()->session().desc); };

    auto* indicesType = qobject_cast<QComboBox*>(form->widgetForField(QStringLiteral("IndicesTensor.DataType")));
    auto* indicesSizes = qobject_cast<ArrayEditor*>(form->widgetForField(QStringLiteral("IndicesTensor.Sizes")));
    auto* inputSizes = qobject_cast<ArrayEditor*>(form->widgetForField(QStringLiteral("InputTensor.Sizes")));
    QVERIFY(indicesType && indicesSizes && inputSizes);
    QCOMPARE(indicesType->currentData().toUInt(), static_cast<uint32_t>(DataType::UInt32));
    QCOMPARE(indicesSizes->values(), (std::vector<uint32_t>{2, 1}));
    QCOMPARE(inputSizes->values(), (std::vector<uint32_t>{2, 2}));

    const int int32 = indicesType->findData(static_cast<uint32_t>(DataType::Int32));
    QVERIFY(int32 >= 0);
    indicesType->setCurrentIndex(int32);
    emit indicesType->activated(int32);
    QCOMPARE(desc().IndicesTensor.dataType, DataType::Int32);
    QCOMPARE(desc().InputTensor.dataType, DataType::Float32);
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), (std::vector<float>{2, 3, 0, 1}));

    test::typeInto(indicesSizes->entry(0), QStringLiteral("3"));
    QCOMPARE(desc().IndicesTensor.sizes, (std::vector<uint32_t>{3, 1}));
    QCOMPARE(desc().InputTensor.sizes, (std::vector<uint32_t>{2, 2}));
    QCOMPARE(desc().OutputTensor.sizes, (std::vector<uint32_t>{3, 2}));
    QCOMPARE(inputSizes->values(), (std::vector<uint32_t>{2, 2}));
  }

  // Every operator has at least one shipped example, so the walk above covers each with real data.
  void everyOperatorHasAnExample() {
    std::set<OperatorType> seen;
    const QDir dir(QStringLiteral(DMLSCOPE_EXAMPLES_DIR));
    for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
      auto session = readSessionFile(dir.filePath(f).toStdString());
      QVERIFY2(session.ok(), qPrintable(f));
      seen.insert(operatorType(session.value().desc));
    }
#define DMLSCOPE_FORM_SEEN(name, desc, value) QVERIFY2(seen.count(OperatorType::name), #name " has no example");
    DMLSCOPE_OPERATORS(DMLSCOPE_FORM_SEEN)
#undef DMLSCOPE_FORM_SEEN
  }

  // Every field of the gathers and scatters (which had no help before it moved into the schema) shows its
  // schema help as its tooltip, tensors included; two texts are pinned so that an empty or shuffled table fails.
  void everyFieldShowsItsHelp_data() {
    QTest::addColumn<QString>("example");
    for (const char* f : {"gather_rows.json", "gather_elements.json", "gather_nd1_batches.json", "scatter_2d.json",
                          "scatter_nd.json", "tile.json"})
      QTest::newRow(f) << QString::fromLatin1(f);
  }
  void everyFieldShowsItsHelp() {
    QFETCH(QString, example);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(example)));
    DescriptorEditor* form = window.descriptorEditor();
    const OperatorSchema& schema = operatorSchema(window.document()->session().desc);
    QVERIFY(!schema.fields.empty());
    for (const OperatorField& f : schema.fields) {
      const QString name = QString::fromUtf8(f.name.data(), static_cast<qsizetype>(f.name.size()));
      QWidget* w = form->widgetForField(name);
      QVERIFY2(w, qPrintable(name));
      QVERIFY2(!w->toolTip().isEmpty(), qPrintable(name + QStringLiteral(" has no tooltip")));
      QCOMPARE(w->toolTip(), QString::fromUtf8(f.help.data(), static_cast<qsizetype>(f.help.size())));
    }
    if (schema.type == OperatorType::Scatter)
      QCOMPARE(form->widgetForField(QStringLiteral("Axis"))->toolTip(),
               QStringLiteral("The dimension along which the indices place the updates."));
    if (schema.type == OperatorType::Tile)
      QCOMPARE(form->widgetForField(QStringLiteral("Repeats"))->toolTip(),
               QStringLiteral("How many times to repeat the input along each dimension."));
  }

  // Six wheel ticks over the form, with the pointer resting on combo boxes and number fields on the way,
  // scroll it and edit nothing; once a combo box has focus, the wheel changes it (that is what focus is for).
  void wheelOverUnfocusedFieldsScrollsTheForm() {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("gather_rows.json"))));
    SessionDocument* doc = window.document();
    DescriptorEditor* form = window.descriptorEditor();
    auto* scroll = form->findChild<QScrollArea*>();
    QVERIFY(scroll);
    form->setFocus();
    const OperatorDesc before = doc->session().desc;
    const int undoBefore = doc->undoStack()->count();
    QScrollBar* bar = scroll->verticalScrollBar();
    bar->setValue(0);
    const QStringList fields{QStringLiteral("OutputTensor.DataType"), QStringLiteral("IndicesTensor.DataType"),
                             QStringLiteral("InputTensor.DataType"), QStringLiteral("InputTensor.Flags"),
                             QStringLiteral("Axis"), QStringLiteral("InputTensor.Sizes[1]")};
    for (const QString& field : fields) {
      QWidget* w = form->widgetForField(field);
      QVERIFY2(w, qPrintable(field));
      QVERIFY2(!w->hasFocus(), qPrintable(field));
      wheelTick(w, -1);
      QVERIFY2(!w->hasFocus(), qPrintable(field + QStringLiteral(" took focus from the wheel")));
    }
    QVERIFY2(doc->session().desc == before, "a wheel tick edited the descriptor");
    QCOMPARE(doc->undoStack()->count(), undoBefore);
    if (bar->maximum() > 0) QVERIFY2(bar->value() > 0, "the form did not scroll");

    // Focused, the combo box takes the wheel.
    auto* outputType = qobject_cast<QComboBox*>(form->widgetForField(QStringLiteral("OutputTensor.DataType")));
    QVERIFY(outputType);
    outputType->setFocus();
    QVERIFY(outputType->hasFocus());
    const int shown = outputType->currentIndex();
    wheelTick(outputType, shown + 1 < outputType->count() ? -1 : 1);
    QVERIFY(outputType->currentIndex() != shown);
  }

  // The same guard on the tensor editor's combo boxes and slice spin boxes.
  void wheelOverTheTensorEditorChangesNothingUnfocused() {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("depth_to_space_dcr.json"))));
    SessionDocument* doc = window.document();
    const OperatorDesc before = doc->session().desc;
    // Guarded pointers: an unguarded wheel over the tensor chooser rebuilds the editor under the others.
    std::vector<std::pair<QPointer<QComboBox>, int>> combos;
    std::vector<std::pair<QPointer<QSpinBox>, int>> spins;
    for (QComboBox* c : window.tensorEditor()->findChildren<QComboBox*>()) combos.emplace_back(c, c->currentIndex());
    for (QSpinBox* s : window.tensorEditor()->findChildren<QSpinBox*>()) spins.emplace_back(s, s->value());
    QVERIFY(combos.size() >= 2);  // the tensor chooser and the DataType
    window.tensorEditor()->setFocus();
    for (const auto& [combo, index] : combos) {
      QVERIFY2(combo, "a wheel tick rebuilt the tensor editor");
      wheelTick(combo, -1);
    }
    for (const auto& [spin, value] : spins) {
      QVERIFY2(spin, "a wheel tick rebuilt the tensor editor");
      wheelTick(spin, 1);
    }
    for (const auto& [combo, index] : combos) {
      QVERIFY(combo);
      QCOMPARE(combo->currentIndex(), index);
    }
    for (const auto& [spin, value] : spins) {
      QVERIFY(spin);
      QCOMPARE(spin->value(), value);
    }
    QVERIFY(doc->session().desc == before);
  }
  // ELEMENT_WISE_IDENTITY's ScaleBias: the "set" box makes the null pointer a DML_SCALE_BIAS {1, 0}; Scale and
  // Bias, typed, change the run's output (the transpose example's 1..12 × 2 + 10); clearing the box is null
  // again, and undo walks the edits back one field at a time (undoing the Clear brings the numbers back).
  void identityScaleBiasIsSetTypedClearedAndUndone() {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("identity_transpose.json"))));
    QVERIFY(test::waitForRun(window));
    // The transpose of the 4 × 3 matrix 1..12: [[1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12]].
    const std::vector<float> copied = {1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12};
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), copied);
    auto scaleBias = [&] { return std::get<ElementWiseIdentityDesc>(window.document()->session().desc).ScaleBias; };
    QVERIFY(!scaleBias().has_value());

    DescriptorEditor* form = window.descriptorEditor();
    auto* set = form->findChild<QCheckBox*>(QStringLiteral("ScaleBias.set"));
    auto* scale = form->findChild<NumberEdit*>(QStringLiteral("ScaleBias.Scale"));
    auto* bias = form->findChild<NumberEdit*>(QStringLiteral("ScaleBias.Bias"));
    QVERIFY(set && scale && bias);
    QVERIFY(!set->isChecked());
    QVERIFY(!scale->isEnabled() && !bias->isEnabled());

    // Checked: a ScaleBias of Scale 1 and Bias 0, which the FLOAT32 copy leaves as it is.
    set->click();
    QVERIFY(scaleBias().has_value());
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{1, 0}));
    QVERIFY(scale->isEnabled() && bias->isEnabled());

    test::typeInto(scale, QStringLiteral("2"));
    test::typeInto(bias, QStringLiteral("10"));
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{2, 10}));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    // Each element × 2 + 10: 1 → 12, 4 → 18, 7 → 24, 10 → 30, 2 → 14, ... 12 → 34.
    const std::vector<float> scaled = {12, 18, 24, 30, 14, 20, 26, 32, 16, 22, 28, 34};
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), scaled);
    // The output grid shows them: element 1 (row 0, column 1) is 18, element 11 is 34.
    window.tensorEditor()->showTensor(true, 0);
    const TensorTableModel* table = window.tensorEditor()->model();
    QCOMPARE(table->indexOf(1).data(Qt::DisplayRole).toString(), QStringLiteral("18"));
    QCOMPARE(table->indexOf(11).data(Qt::DisplayRole).toString(), QStringLiteral("34"));

    // Unchecked: null again, the plain copy, and the number fields off.
    set->click();
    QVERIFY(!scaleBias().has_value());
    QVERIFY(!scale->isEnabled() && !bias->isEnabled());
    QVERIFY(test::waitForRun(window));
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), copied);

    // Undo brings the ScaleBias back, with its numbers and the box checked.
    QUndoStack* undo = window.document()->undoStack();
    undo->undo();
    QVERIFY(scaleBias().has_value());
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{2, 10}));
    QVERIFY(set->isChecked());
    QCOMPARE(scale->floatValue(), std::optional<float>(2.0f));
    QCOMPARE(bias->floatValue(), std::optional<float>(10.0f));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(floatsOf(window.runs()->outcome()->outputs.at(0)), scaled);
    // One step per field edited: the Bias typed (its keystrokes merged), the Scale typed, then the Set itself,
    // which gives back the example's null ScaleBias.
    undo->undo();
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{2, 0}));
    undo->undo();
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{1, 0}));
    undo->undo();
    QVERIFY(!scaleBias().has_value());
    QVERIFY(!set->isChecked());
    QVERIFY(!scale->isEnabled() && !bias->isEnabled());
    // And redo walks forward to the Clear.
    for (int i = 0; i < 4; ++i) undo->redo();
    QVERIFY(!scaleBias().has_value());
    undo->undo();
    QCOMPARE(*scaleBias(), (ScaleBiasTerms{2, 10}));
  }
};

QTEST_MAIN(TestGuiForm)
#include "tst_gui_form.moc"
