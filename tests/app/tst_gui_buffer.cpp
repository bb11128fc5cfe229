// The Buffer dock: hovering a buffer slot lights every grid cell that reads it (several with a 0 stride,
// none for a gap), hovering a grid cell lights its slot, and editing Strides (with undo) updates the buffer.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "gui_test_support.h"
#include "models/buffer_strip_content.h"
#include "models/session_document.h"
#include "widgets/buffer_strip_layout.h"
#include "widgets/buffer_view.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_view.h"
#include "windows/buffer_dock.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// A Tile with Repeats {1, 1, 1, 1}: the output is the input as its strides read it.
QString tileSession(const QString& input, const QString& outputSizes, const QString& outputData) {
  return QStringLiteral(R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4", "operator": "DML_OPERATOR_TILE",
    "desc": {"InputTensor": %1,
             "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": %2, "Data": %3},
             "RepeatsCount": 4, "Repeats": [1, 1, 1, 1]}})")
      .arg(input, outputSizes, outputData);
}

// Sizes {1, 1, 3, 4}, Strides {0, 0, 0, 1}: three rows read the same four slots.
const QString kBroadcast = tileSession(
    QStringLiteral(R"({"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 3, 4], "Strides": [0, 0, 0, 1], "Data": [1, 2, 3, 4]})"),
    QStringLiteral("[1, 1, 3, 4]"), QStringLiteral("[1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]"));
// Sizes {1, 1, 3, 3}, Strides {12, 12, 4, 1}, 48 bytes: slots 3, 7 and 11 are gaps.
const QString kRowPitch = tileSession(
    QStringLiteral(R"({"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 3, 3], "Strides": [12, 12, 4, 1],
        "TotalTensorSizeInBytes": 48, "Data": [1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9, 0]})"),
    QStringLiteral("[1, 1, 3, 3]"), QStringLiteral("[1, 2, 3, 4, 5, 6, 7, 8, 9]"));
const QString kPacked = tileSession(
    QStringLiteral(R"({"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 3], "Data": [1, 2, 3, 4, 5, 6]})"),
    QStringLiteral("[1, 1, 2, 3]"), QStringLiteral("[1, 2, 3, 4, 5, 6]"));

CellRef input(uint64_t element) { return CellRef{false, 0, element}; }

}  // namespace

class TestGuiBuffer : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void hoveringABroadcastSlotLightsEveryRowThatReadsIt() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(test::openText(window, dir, kBroadcast));
    QVERIFY(test::waitForRun(window));
    BufferDock* dock = window.bufferDock();
    dock->show();
    dock->raise();
    BufferView* buffer = dock->bufferView();
    QVERIFY(buffer->content());
    QCOMPARE(buffer->content()->isOutput(), false);
    QCOMPARE(buffer->content()->slotCount(), 4u);  // 16 bytes of FLOAT32

    // Slot 1 is column 1 of every row: elements 1, 5 and 9.
    buffer->setHoveredSlot(1);
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(1), input(5), input(9)}));
    // The pointer does the same (hit-testing the strip).
    QCoreApplication::processEvents();
    const auto rect = buffer->slotRectInView(3);
    QVERIFY(rect);
    QTest::mouseMove(buffer->viewport(), rect->center().toPoint());
    QCOMPARE(buffer->hoveredSlot(), std::optional<uint64_t>(3));
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(3), input(7), input(11)}));
    buffer->setHoveredSlot(std::nullopt);
    QVERIFY(window.mappingView()->litCells().empty());

    // Each grid cell of a broadcast row lights the one slot it reads.
    window.mappingView()->setHoveredCell(input(10));  // [0, 0, 2, 2]
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{2}));
  }

  void gapsAreReadByNoCellAndGridCellsLightTheirSlot() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(test::openText(window, dir, kRowPitch));
    QVERIFY(test::waitForRun(window));
    BufferView* buffer = window.bufferDock()->bufferView();
    QCOMPARE(buffer->content()->slotCount(), 12u);  // TotalTensorSizeInBytes 48
    for (uint64_t gap : {3u, 7u, 11u}) {
      buffer->setHoveredSlot(gap);
      QVERIFY2(window.mappingView()->litCells().empty(), "a gap is read by no element");
      QCOMPARE(buffer->content()->readerCount(gap), 0u);
    }
    buffer->setHoveredSlot(5);  // row 1 starts at slot 4: slot 5 is [0, 0, 1, 1]
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(4)}));
    buffer->setHoveredSlot(std::nullopt);

    // Grid cell [0, 0, 2, 0] reads slot 8.
    window.mappingView()->setHoveredCell(input(6));
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{8}));
    // Hovering the packed output shows its buffer: element 6 is slot 6.
    window.mappingView()->setHoveredCell(CellRef{true, 0, 6});
    QCOMPARE(buffer->content()->isOutput(), true);
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{6}));
    // The pointer leaves the grid (on its way to the strip): the output and its slot stay.
    window.mappingView()->setHoveredCell(std::nullopt);
    QCOMPARE(buffer->content()->isOutput(), true);
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{6}));
    // Selecting an output cell makes the output the shown tensor.
    window.mappingView()->setSelection(CellRef{true, 0, 2});
    QCOMPARE(buffer->content()->isOutput(), true);
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{2}));
  }

  // Hover an input cell, then travel down to the strip over nothing: the strip still shows the input with the
  // cell's slot lit, and the pointer reaching that slot lights the cells that read it. The same from an output.
  void theStripKeepsTheLastHoveredTensorWhileThePointerTravelsToIt() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(test::openText(window, dir, kRowPitch));
    QVERIFY(test::waitForRun(window));
    BufferDock* dock = window.bufferDock();
    dock->show();
    dock->raise();
    BufferView* buffer = dock->bufferView();
    MappingView* view = window.mappingView();
    // A selected output cell first: the input hovered later must win over it.
    view->setSelection(CellRef{true, 0, 1});
    QCOMPARE(buffer->content()->isOutput(), true);

    const auto cell = view->cellRectInView(input(4));  // [0, 0, 1, 1] reads slot 4 + 1 = 5
    QVERIFY(cell);
    QTest::mouseMove(view, cell->center().toPoint());
    QTRY_COMPARE(view->hoveredCell(), std::optional<CellRef>(input(4)));
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{5}));
    // Off the grids (the view's corner, outside every box), then the window system's leave.
    QTest::mouseMove(view, QPoint(2, view->height() - 2));
    QCOMPARE(view->hoveredCell(), std::nullopt);
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(view, &leave);
    QCOMPARE(buffer->content()->isOutput(), false);
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{5}));
    QCoreApplication::processEvents();
    const auto slot = buffer->slotRectInView(5);
    QVERIFY(slot);
    QTest::mouseMove(buffer->viewport(), slot->center().toPoint());
    QCOMPARE(buffer->hoveredSlot(), std::optional<uint64_t>(5));
    QCOMPARE(view->litCells(), (std::vector<CellRef>{input(4)}));

    // A tensor chosen elsewhere (selecting an output cell) takes the strip over.
    view->setSelection(CellRef{true, 0, 7});
    QCOMPARE(buffer->content()->isOutput(), true);
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{7}));
  }

  // Row labels and slot indices are never cut: for buffers of 10 to 14 396 131 slots, each row's label (the
  // index of its first slot) and each slot's "#index" beside a reader count fit their rectangles, measured with
  // the fonts the strip paints in.
  void rowLabelsAndSlotIndicesFitForLargeBuffers() {
    QFont label = MappingLayout::labelFont();
    QFont small = MappingLayout::labelFont();
    small.setPixelSize(static_cast<int>(std::lround(label.pixelSize() * 0.85)));
    for (uint64_t slotCount : {uint64_t{10}, uint64_t{100000}, uint64_t{14396131}}) {
      const BufferStripLayout layout(slotCount, QPointF(8, 8), 600);
      const uint64_t lastRow = layout.rows() - 1;
      const QString rowText = QString::number(lastRow * layout.columns());
      QVERIFY2(QFontMetricsF(label).horizontalAdvance(rowText) <= layout.rowHeaderRect(lastRow).width(),
               qPrintable(QStringLiteral("row label %1 in %2 pixels").arg(rowText).arg(layout.rowHeaderRect(lastRow).width())));
      const QFontMetricsF m(small);
      const double slotText = m.horizontalAdvance(QStringLiteral("#%1").arg(slotCount - 1)) + m.horizontalAdvance(QStringLiteral("×12"));
      QVERIFY2(slotText + 6 <= layout.slotRect(slotCount - 1).width(), qPrintable(QString::number(slotCount)));
      QCOMPARE(layout.slotAt(layout.slotRect(slotCount - 1).center()), std::optional<uint64_t>(slotCount - 1));
      QVERIFY(layout.columns() >= 1);
    }
  }

  void editingStridesUpdatesTheBufferAtOnce() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(test::openText(window, dir, kPacked));
    SessionDocument* doc = window.document();
    BufferView* buffer = window.bufferDock()->bufferView();
    buffer->setHoveredSlot(1);
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(1)}));  // packed: slot 1 is [0, 0, 0, 1]

    // Strides {6, 6, 1, 2}: the buffer holds the columns; slot 1 is [0, 0, 1, 0] = element 3.
    doc->editDescriptor(QStringLiteral("Strides"), QString(),
                        [](OperatorDesc& d) { inputTensor(d, 0).strides = std::vector<uint32_t>{6, 6, 1, 2}; });
    QCOMPARE(buffer->content()->readerCount(1), 1u);
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(3)}));
    window.mappingView()->setHoveredCell(input(1));  // [0, 0, 0, 1] reads slot 2
    QCOMPARE(buffer->litSlots(), (std::vector<uint64_t>{2}));
    window.mappingView()->setHoveredCell(std::nullopt);

    // Strides {0, 0, 0, 1}: both rows read slots 0 to 2.
    doc->editDescriptor(QStringLiteral("Strides"), QString(),
                        [](OperatorDesc& d) { inputTensor(d, 0).strides = std::vector<uint32_t>{0, 0, 0, 1}; });
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(1), input(4)}));

    doc->undoStack()->undo();
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(3)}));
    doc->undoStack()->undo();
    QCOMPARE(window.mappingView()->litCells(), (std::vector<CellRef>{input(1)}));
  }
};

QTEST_MAIN(TestGuiBuffer)
#include "tst_gui_buffer.moc"
