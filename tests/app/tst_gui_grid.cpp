// The grids as a new user meets them: cells as wide as their values (the whole value on hover where a cap
// elides it), index labels along the viewport's edges when the grid's own labels are scrolled away, the tensor
// table's columns fitting their values, and the backend a window starts on.
#include <QFontMetricsF>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include "gui_test_support.h"
#include "models/backend_catalogue.h"
#include "models/mapping_content.h"
#include "models/tensor_table_model.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_theme.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// A Tile session whose input is `values` (FLOAT64 or FLOAT32), 1×1×rows×columns, repeated {1, 1, 2, 2}.
QString writeTileSession(const QTemporaryDir& dir, const char* type, int rows, int columns, const std::string& values) {
  const QString path = dir.filePath(QStringLiteral("grid.json"));
  std::ofstream(path.toStdString()) << R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4", "operator": "DML_OPERATOR_TILE",
    "desc": {"InputTensor": {"DataType": ")" << type << R"(", "Sizes": [1, 1, )" << rows << ", " << columns
                                    << R"(], "Data": [)" << values << R"(]},
             "OutputTensor": {"DataType": ")" << type << R"(", "Sizes": [1, 1, )" << rows * 2 << ", " << columns * 2
                                    << R"(]}, "Repeats": [1, 1, 2, 2]}})";
  return path;
}

// n values: 0 first, then 1000000.25, 1000001.25, ...: wide numbers, and every output cell but the zeros shaded
// far from the background.
std::string wideValues(int n) {
  std::string text = "0";
  for (int i = 1; i < n; ++i) text += ", " + std::to_string(1000000 + i) + ".25";
  return text;
}

double valueWidth(const QString& text) { return QFontMetricsF(MappingLayout::valueFont()).horizontalAdvance(text); }

}  // namespace

class TestGuiGrid : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void smallValuesKeepTheNarrowCell() {
    MainWindow window;
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    const MappingLayout layout(*window.content());
    for (const TensorBox& box : layout.boxes()) QCOMPARE(box.cell.width(), MappingLayout::kCellWidth);
  }

  void cellsWidenToFitTheirValues() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(writeTileSession(dir, "DML_TENSOR_DATA_TYPE_FLOAT32", 4, 5, wideValues(20))));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    for (const TensorBox& box : layout.boxes()) {
      const TensorContent* t = content->tensor(box.isOutput, box.index);
      QVERIFY(t->values);
      double widest = 0;
      for (uint64_t e = 0; e < t->layout->elementCount; ++e) widest = std::max(widest, valueWidth(content->formattedValue(*t, e)));
      // Seven digits and a decimal: wider than the narrow cell. Every value fits, and the cell is no wider than
      // the widest needs.
      QVERIFY(widest > MappingLayout::kCellWidth);
      QVERIFY2(box.cell.width() >= widest + 4, qPrintable(QStringLiteral("%1 < %2").arg(box.cell.width()).arg(widest)));
      QVERIFY(box.cell.width() <= widest + MappingLayout::kCellTextPadding + 1);
    }
  }

  void aValueWiderThanTheCapIsElidedAndWholeOnHover() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openFile(writeTileSession(dir, "DML_TENSOR_DATA_TYPE_FLOAT64", 1, 2, "-1.2345678901234567e+300, 2")));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    QCOMPARE(layout.box(false, 0)->cell.width(), MappingLayout::kMaxCellWidth);
    const QString whole = content->formattedValue(content->inputs.at(0), 0);
    QVERIFY(valueWidth(whole) > MappingLayout::kMaxCellWidth);
    // The hover text (the view's tooltip and info line) carries the whole value.
    QVERIFY(window.mappingView()->describeCell(CellRef{false, 0, 0}).contains(QStringLiteral(" = ") + whole));
  }

  // The hover text counts an input cell's readers in English: the Tile page's 5 (input element 4) is read by
  // its 3 × 3 repeats; Slice1 example 2 reads input (0, 0, 3, 3) (element 15) once and skips row 2 (element 9).
  void hoverTextCountsReadersInTheRightNumber() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    QVERIFY2(window.mappingView()->describeCell(CellRef{false, 0, 4}).endsWith(QStringLiteral("read by 9 output elements")),
             qPrintable(window.mappingView()->describeCell(CellRef{false, 0, 4})));
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("slice1_negative_strides.json"))));
    QVERIFY(test::waitForRun(window));
    const QString once = window.mappingView()->describeCell(CellRef{false, 0, 15});
    QVERIFY2(once.endsWith(QStringLiteral("read by 1 output element")), qPrintable(once));
    const QString none = window.mappingView()->describeCell(CellRef{false, 0, 9});
    QVERIFY2(none.endsWith(QStringLiteral("read by no output element")), qPrintable(none));
  }

  void zoomedInGridKeepsItsIndicesAlongTheEdges() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(window.openFile(writeTileSession(dir, "DML_TENSOR_DATA_TYPE_FLOAT32", 20, 20, wideValues(400))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    for (int i = 0; i < 12; ++i) view->zoomIn();
    // The middle of the 40×40 output: its own index labels are far off screen in both directions.
    view->setSelection(CellRef{true, 0, 20 * 40 + 20});
    const QRectF cell = *view->cellRectInView(CellRef{true, 0, 20 * 40 + 20});
    QVERIFY(view->rect().contains(cell.center().toPoint()));
    const QImage image = view->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const MappingTheme theme = mappingTheme(view->theme());
    auto at = [dpr](double x, double y) { return (QPointF(x, y) * dpr).toPoint(); };
    // Cells cover the view (the test's premise): a cell's fill away from the edges is no background.
    const QRectF other = *view->cellRectInView(CellRef{true, 0, 21 * 40 + 21});
    QVERIFY(!colourNear(image, at(other.left() + 4, other.top() + 4), theme.background, 0));
    // The top edge holds the column labels on a background band, the left edge the row labels.
    QVERIFY(colourNear(image, at(cell.left() + 3, 2), theme.background, 0));
    QVERIFY(colourNear(image, at(2, cell.bottom() - 3), theme.background, 0));
  }

  void tableColumnsFitTheValuesAndTooltipsHoldThem() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openFile(writeTileSession(dir, "DML_TENSOR_DATA_TYPE_FLOAT64", 4, 5, wideValues(20))));
    QVERIFY(test::waitForRun(window));
    TensorEditor* editor = window.tensorEditor();
    editor->showTensor(false, 0);
    auto* table = editor->findChild<QTableView*>();
    QVERIFY(table);
    const QModelIndex index = editor->model()->index(3, 4);
    const QString shown = editor->model()->data(index, Qt::DisplayRole).toString();
    QCOMPARE(shown, QStringLiteral("1000019.25"));
    QVERIFY(table->columnWidth(4) >= QFontMetrics(table->font()).horizontalAdvance(shown) + 8);
    QVERIFY(editor->model()->data(index, Qt::ToolTipRole).toString().contains(QStringLiteral(" = 1000019.25")));
  }

  void startsOnTheFastCpuSayingWhyWhenNoGpuIsUsable() {
    // The GUI tests turn Vulkan off, as a machine without a loader would be.
    BackendCatalogue catalogue;
    QString note;
    QCOMPARE(catalogue.startIndex(&note), 0);
    QCOMPARE(catalogue.choices().front().kind, BackendChoice::Kind::FastCpu);
    QVERIFY2(note.contains(catalogue.choices().front().label) && note.contains(catalogue.vulkanStatus()), qPrintable(note));
    MainWindow window;
    QCOMPARE(window.runs()->backendIndex(), 0);
  }

  void onlyARealGpuIsStartedOnByItself() {
    BackendChoice lavapipe{BackendChoice::Kind::Vulkan, 0, QStringLiteral("GPU 0: llvmpipe"), QStringLiteral("cpu")};
    BackendChoice discrete{BackendChoice::Kind::Vulkan, 1, QStringLiteral("GPU 1: H100"), QStringLiteral("discrete")};
    BackendChoice integrated{BackendChoice::Kind::Vulkan, 2, QStringLiteral("GPU 2: iGPU"), QStringLiteral("integrated")};
    QVERIFY(!lavapipe.isHardwareGpu());
    QVERIFY(discrete.isHardwareGpu());
    QVERIFY(integrated.isHardwareGpu());
    QVERIFY(!BackendChoice::reference().isHardwareGpu());
  }
};

QTEST_MAIN(TestGuiGrid)
#include "tst_gui_grid.moc"
