// ONNX models in the GUI: opening a shipped model (resources/models/, written by scripts/make_onnx_models.py),
// the node picker (supported nodes first, the others greyed with the reason, the search), a chosen node's
// fields showing where they came from, its index map against the Slice and Pad worked out by hand from the
// model's initializers, next and previous node, and a .pb tensor given to an input.
#include <QPushButton>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cstring>
#include <string>

#include "dmlscope/onnx_session.h"
#include "gui_test_support.h"
#include "models/mapping_content.h"
#include "models/onnx_node_list_model.h"
#include "widgets/descriptor_editor.h"
#include "widgets/npy_drop.h"
#include "windows/onnx_node_picker_dialog.h"
#include "windows/why_dock.h"
#include "models/explanation_model.h"
#include "widgets/mapping_view.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

QString shippedModel(const char* name) { return QStringLiteral(DMLSCOPE_SOURCE_DIR "/resources/models/") + QLatin1String(name); }

// The label whose buddy is `widget` in the descriptor editor, or null.
QLabel* labelOf(DescriptorEditor* editor, QWidget* widget) {
  for (QLabel* label : editor->findChildren<QLabel*>()) {
    if (label->buddy() == widget) return label;
  }
  return nullptr;
}

double valueAt(const MappingContent& content, bool isOutput, uint32_t tensor, uint64_t element) {
  const TensorContent* t = content.tensor(isOutput, tensor);
  if (!t) return -12345;
  const auto value = content.value(*t, element);
  if (!value || !std::holds_alternative<double>(*value)) return -12345;
  return std::get<double>(*value);
}

// A TensorProto written field by field (onnx.proto: dims = 1, data_type = 2, name = 8, raw_data = 9), so that
// the test does not read its input with the reader under test's own writer.
QByteArray tensorProto(const std::string& name, std::initializer_list<int64_t> dims, const std::vector<float>& values) {
  QByteArray out;
  auto varint = [&](uint64_t v) {
    while (v >= 0x80) {
      out.append(static_cast<char>((v & 0x7F) | 0x80));
      v >>= 7;
    }
    out.append(static_cast<char>(v));
  };
  for (int64_t d : dims) {
    varint(0x08);
    varint(static_cast<uint64_t>(d));
  }
  varint(0x10);
  varint(1);  // FLOAT
  varint(0x42);
  varint(name.size());
  out.append(name.data(), static_cast<qsizetype>(name.size()));
  varint(0x4A);
  varint(values.size() * 4);
  for (float f : values) {
    char bytes[4];
    std::memcpy(bytes, &f, 4);  // little-endian, as raw_data is
    out.append(bytes, 4);
  }
  return out;
}

}  // namespace

class TestGuiOnnx : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  // With DMLSCOPE_SCREENSHOT_DIR set (a person checking the layout), the window and the picker at two screen
  // sizes are written there as PNG files; without it, nothing.
  void screenshotsWhenAsked() {
    const QString folder = qEnvironmentVariable("DMLSCOPE_SCREENSHOT_DIR");
    if (folder.isEmpty()) QSKIP("DMLSCOPE_SCREENSHOT_DIR is not set");
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
      MainWindow window;
      window.resize(size);
      window.show();
      QString error;
      QVERIFY2(window.openFile(shippedModel("pad_conv.onnx"), &error), qPrintable(error));
      QVERIFY(test::waitForRun(window));
      OnnxNodePickerDialog* picker = window.showOnnxNodePicker();
      QTest::qWait(200);
      const QString suffix = QStringLiteral("%1x%2.png").arg(size.width()).arg(size.height());
      QVERIFY(window.grab().save(folder + QStringLiteral("/window-") + suffix));
      QVERIFY(picker->grab().save(folder + QStringLiteral("/picker-") + suffix));
    }
  }

  // token_path.onnx: Gather "embed_tokens" (node 0), Slice "take_odd_columns" (node 1: starts [1], ends [1000],
  // axes [-1], steps [2] over a float[3, 4]), Concat "prepend_class_token" (node 2); all three run on the EP.
  void pickingASliceShowsItsOriginsAndItsIndexMap() {
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    QVERIFY2(window.openFile(shippedModel("token_path.onnx"), &error), qPrintable(error));
    SessionDocument* doc = window.document();
    QVERIFY(doc->onnxOrigin());
    QCOMPARE(doc->onnxOrigin()->nodeIndex, 0u);  // the first node the provider runs
    QVERIFY(std::holds_alternative<GatherDesc>(doc->session().desc));
    QVERIFY(doc->displayName().contains(QStringLiteral("token_path.onnx")));
    QVERIFY(doc->displayName().contains(QStringLiteral("embed_tokens")));

    OnnxNodePickerDialog* picker = window.showOnnxNodePicker();
    QVERIFY(picker);
    QCOMPARE(picker->model()->rowCount(), 3);
    QCOMPARE(picker->chosenNode(), std::optional<uint32_t>(0));
    // The search keeps the rows that mention it in any column.
    QTest::keyClicks(picker->search(), QStringLiteral("slice"));
    QCOMPARE(picker->filtered()->rowCount(), 1);
    QCOMPARE(picker->filtered()->index(0, OnnxNodeListModel::NameColumn).data().toString(), QStringLiteral("take_odd_columns"));
    QCOMPARE(picker->filtered()->index(0, OnnxNodeListModel::DirectMlColumn).data().toString(),
             QStringLiteral("DML_OPERATOR_SLICE1"));
    picker->table()->selectRow(0);
    QCOMPARE(picker->chosenNode(), std::optional<uint32_t>(1));
    picker->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    QVERIFY(!picker->isVisible());
    QCOMPARE(doc->onnxOrigin()->nodeIndex, 1u);
    QVERIFY(doc->displayName().contains(QStringLiteral("take_odd_columns")));
    QVERIFY(test::waitForRun(window));

    // The strides come from the steps initializer: {1, 2} (axis -1 is the last of two, the other axis whole).
    QWidget* strides = window.descriptorEditor()->widgetForField(QStringLiteral("InputWindowStrides"));
    QVERIFY(strides);
    const QString tip = strides->toolTip();
    QVERIFY2(tip.startsWith(QStringLiteral("From ONNX: [1, 2]")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("slice_steps")), qPrintable(tip));
    QLabel* label = labelOf(window.descriptorEditor(), strides);
    QVERIFY(label);
    QVERIFY2(label->text().endsWith(QChar(0x25C6)), qPrintable(label->text()));
    QWidget* offsets = window.descriptorEditor()->widgetForField(QStringLiteral("InputWindowOffsets"));
    QVERIFY(offsets);
    QVERIFY2(offsets->toolTip().contains(QStringLiteral("slice_starts")), qPrintable(offsets->toolTip()));

    // Output [3, 2] from input [3, 4] (the Gather's output, which the model does not hold: 0, 1, 2, …):
    // output (r, c) reads input (r, 1 + 2c), element 4r + 1 + 2c.
    const auto content = window.content();
    QVERIFY(content && content->hasIndexMap());
    for (uint64_t r = 0; r < 3; ++r) {
      for (uint64_t c = 0; c < 2; ++c) {
        const auto source = content->sourceOf(0, r * 2 + c);
        QVERIFY(source);
        QCOMPARE(source->input, 0u);
        QCOMPARE(source->element, 4 * r + 1 + 2 * c);
        QCOMPARE(valueAt(*content, true, 0, r * 2 + c), static_cast<double>(4 * r + 1 + 2 * c));
      }
    }

    // The Why panel's steps for output (1, 1) name the window fields; their tooltips say where those came from.
    window.mappingView()->setSelection(CellRef{true, 0, 3});
    auto* why = window.findChild<WhyDock*>();
    QVERIFY(why);
    QStringList tips;
    for (int row = 0; row < why->model()->rowCount(); ++row) tips << why->model()->index(row, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tips.join(QLatin1Char('\n')).contains(QStringLiteral("InputWindowStrides from ONNX: [1, 2]")),
             qPrintable(tips.join(QLatin1Char('\n'))));

    // Next and previous supported node, in graph order, and no further at the ends.
    QVERIFY2(window.openAdjacentOnnxNode(1, &error), qPrintable(error));
    QCOMPARE(doc->onnxOrigin()->nodeIndex, 2u);
    QVERIFY(std::holds_alternative<JoinDesc>(doc->session().desc));
    QVERIFY(!window.openAdjacentOnnxNode(1, &error));
    QCOMPARE(doc->onnxOrigin()->nodeIndex, 2u);
    QVERIFY(window.openAdjacentOnnxNode(-1, &error));
    QVERIFY(window.openAdjacentOnnxNode(-1, &error));
    QCOMPARE(doc->onnxOrigin()->nodeIndex, 0u);
    QVERIFY(!window.openAdjacentOnnxNode(-1, &error));
  }

  // pad_conv.onnx: Pad "border_pad" (pads [0, 0, 1, 2, 0, 0, 0, 1], constant -1) on a float[1, 1, 3, 3], then a
  // Conv the provider runs but dmlscope does not show.
  void unsupportedNodesAreGreyedAfterTheSupportedOnes() {
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(shippedModel("pad_conv.onnx"), &error), qPrintable(error));
    OnnxNodeListModel* nodes = window.onnxNodes();
    QVERIFY(nodes);
    QCOMPARE(nodes->rowCount(), 2);
    QCOMPARE(nodes->index(0, OnnxNodeListModel::OpTypeColumn).data().toString(), QStringLiteral("Pad"));
    QCOMPARE(nodes->index(0, OnnxNodeListModel::InputsColumn).data().toString().left(15), QStringLiteral("float[1, 1, 3, "));
    QCOMPARE(nodes->index(1, OnnxNodeListModel::OpTypeColumn).data().toString(), QStringLiteral("Conv"));
    QCOMPARE(nodes->flags(nodes->index(1, 0)), Qt::NoItemFlags);
    QVERIFY(nodes->index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Conv")));
    QVERIFY(!window.openOnnxNode(7, &error));

    SessionDocument* doc = window.document();
    QVERIFY(std::holds_alternative<Padding1Desc>(doc->session().desc));
    QVERIFY(test::waitForRun(window));
    QWidget* start = window.descriptorEditor()->widgetForField(QStringLiteral("StartPadding"));
    QVERIFY(start);
    QVERIFY2(start->toolTip().startsWith(QStringLiteral("From ONNX: [0, 0, 1, 2]")), qPrintable(start->toolTip()));
    QVERIFY2(start->toolTip().contains(QStringLiteral("pads")), qPrintable(start->toolTip()));

    // Output [1, 1, 4, 6]: (r, c) reads input (r - 1, c - 2) inside the 3 × 3 image, else holds -1.
    const auto content = window.content();
    QVERIFY(content && content->hasIndexMap());
    for (int64_t r = 0; r < 4; ++r) {
      for (int64_t c = 0; c < 6; ++c) {
        const uint64_t element = static_cast<uint64_t>(r * 6 + c);
        const auto source = content->sourceOf(0, element);
        if (r >= 1 && c >= 2 && c < 5) {
          QVERIFY(source);
          QCOMPARE(source->element, static_cast<uint64_t>((r - 1) * 3 + (c - 2)));
        } else {
          QVERIFY(!source);
          QCOMPARE(valueAt(*content, true, 0, element), -1.0);
        }
      }
    }
    // The only supported node: neither next nor previous.
    QVERIFY(!window.openAdjacentOnnxNode(1, &error));
    QVERIFY(!window.openAdjacentOnnxNode(-1, &error));
  }

  // libonnx-testdata's constant Pad takes its pads as a graph input: no node opens, the picker says why.
  void aModelWithoutARunnableNodeStillListsItsNodes() {
    const QString model = QStringLiteral("/usr/share/libonnx-testdata/data/node/test_constant_pad/model.onnx");
    if (!QFile::exists(model)) QSKIP("libonnx-testdata is not installed");
    MainWindow window;
    QString error;
    QVERIFY(!window.openFile(model, &error));
    QVERIFY2(error.contains(QStringLiteral("pads")), qPrintable(error));
    QVERIFY(window.onnxNodes());
    QCOMPARE(window.onnxNodes()->rowCount(), 1);
    QCOMPARE(window.onnxNodes()->flags(window.onnxNodes()->index(0, 0)), Qt::NoItemFlags);
    OnnxNodePickerDialog* picker = window.showOnnxNodePicker();
    QVERIFY(picker);
    QVERIFY(!picker->chosenNode());
    QVERIFY(!picker->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
  }

  // A .pb dropped on the Slice's input replaces the sequential fill; a file that is no tensor is refused.
  void aTensorProtoReplacesAnInputTheModelDoesNotHold() {
    QTemporaryDir dir;
    MainWindow window;
    QString error;
    QVERIFY2(window.openOnnxModel(shippedModel("token_path.onnx"), 1u, &error), qPrintable(error));
    std::vector<float> values;
    for (int i = 0; i < 12; ++i) values.push_back(100.0f + static_cast<float>(i));
    const QString path = dir.filePath(QStringLiteral("embeddings.pb"));
    {
      QFile file(path);
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(tensorProto("embeddings", {3, 4}, values));
    }
    // A drop of a .pb reaches the tensors as a .npy's does.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QCOMPARE(droppedNpyPath(&mime), path);

    QVERIFY2(window.giveOnnxInput(0, path, &error), qPrintable(error));
    QCOMPARE(window.document()->onnxOrigin()->nodeIndex, 1u);
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    QVERIFY(content && content->hasIndexMap());
    for (uint64_t r = 0; r < 3; ++r) {
      for (uint64_t c = 0; c < 2; ++c) QCOMPARE(valueAt(*content, true, 0, r * 2 + c), 100.0 + static_cast<double>(4 * r + 1 + 2 * c));
    }

    // Bytes that are no TensorProto: refused, naming the file.
    const QString wrong = dir.filePath(QStringLiteral("broken.pb"));
    {
      QFile file(wrong);
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(QByteArray("\xff\xff\xff\xff not a tensor", 20));
    }
    QVERIFY(!window.giveOnnxInput(0, wrong, &error));
    QVERIFY2(error.contains(QStringLiteral("broken.pb")), qPrintable(error));
    // Refused: the earlier tensor still holds.
    QVERIFY(test::waitForRun(window));
    QCOMPARE(valueAt(*window.content(), true, 0, 0), 101.0);
  }
};

QTEST_MAIN(TestGuiOnnx)
#include "tst_gui_onnx.moc"
