// Run → Compare with Another Value…: DCR beside CRD on the DepthToSpace1 page example, with the hand-worked
// differing cells outlined and counted, both views scrolled and zoomed together, the hovered cell's source
// shown in both, closing back to the mapping view, and an invalid second value refused with its reason.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include "gui_test_support.h"
#include "models/variant_comparer.h"
#include "widgets/comparison_view.h"
#include "widgets/descriptor_editor.h"
#include "widgets/mapping_theme.h"
#include "widgets/mapping_view.h"
#include "windows/compare_variant_dialog.h"
#include "windows/why_dock.h"
#include "models/explanation_model.h"
#include "widgets/mapping_layout.h"
#include <QTreeView>

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// OutputTensor {1, 2, 4, 6}: the logical element of (0, c, h, w).
uint64_t outputElement(uint32_t c, uint32_t h, uint32_t w) { return (uint64_t{c} * 4 + h) * 6 + w; }

// Opens the DCR example and compares it with CRD, waiting for the comparison.
bool openAndCompare(MainWindow& window) {
  QString error;
  if (!window.openExample(test::exampleResource(QStringLiteral("depth_to_space_dcr.json")), &error)) return false;
  if (!test::waitForRun(window)) return false;
  if (!window.compareWithVariant(QStringLiteral("Order"), QStringLiteral("COLUMN_ROW_DEPTH"), &error)) return false;
  return QTest::qWaitFor([&] { return window.comparisonView() && window.comparisonView()->pair(); }, 10000);
}

bool outlined(const MappingView* view, uint64_t element) {
  const auto& cells = view->outlinedCells();
  return !cells.empty() && std::binary_search(cells[0].begin(), cells[0].end(), element);
}

}  // namespace

class TestGuiCompare : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void dcrBesideCrdOutlinesTheCellsThatReadOtherChannels() {
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(openAndCompare(window));
    ComparisonView* compare = window.comparisonView();
    QVERIFY(compare->isVisible());
    QVERIFY(!window.mappingView()->isVisible());
    // Hand-worked: (c, by, bx) reads channel (by·2 + bx)·2 + c in DCR and c·4 + by·2 + bx in CRD; they agree
    // only for (0, 0, 0) and (1, 1, 1), 12 of the 48 cells, and the input's values are all different.
    QVERIFY2(compare->summaryLabel()->text().contains(QStringLiteral("36 of 48 elements differ: 36 by value, 36 by source")),
             qPrintable(compare->summaryLabel()->text()));
    for (MappingView* view : {compare->firstView(), compare->secondView()}) {
      QVERIFY(outlined(view, outputElement(0, 0, 1)));   // DCR 18 (channel 2), CRD 9 (channel 1)
      QVERIFY(outlined(view, outputElement(1, 0, 0)));   // DCR 9 (channel 1), CRD 36 (channel 4)
      QVERIFY(!outlined(view, outputElement(0, 0, 0)));  // channel 0 in both: 0
      QVERIFY(!outlined(view, outputElement(0, 2, 4)));  // channel 0 in both: 5
      QVERIFY(!outlined(view, outputElement(1, 3, 5)));  // channel 7 in both: 68
      QCOMPARE(view->outlinedCells().at(0).size(), size_t{36});
    }
    // The outline is drawn: the difference colour at the top edge of (0, 0, 0, 1), not at (0, 0, 0, 0)'s (panned
    // into the middle of the view: the readable zoom may leave the outputs to the right).
    MappingView* first = compare->firstView();
    const QPointF shift = QPointF(first->rect().center()) - first->cellRectInView(CellRef{true, 0, outputElement(0, 0, 0)})->center();
    first->setView(first->zoom(), first->viewOffset() + shift);
    const QImage image = first->grab().toImage();
    const double ratio = image.devicePixelRatio();
    auto topEdge = [&](uint64_t element) {
      const QRectF r = *first->cellRectInView(CellRef{true, 0, element});
      return QPoint(static_cast<int>(r.center().x() * ratio), static_cast<int>((r.top() + 2) * ratio));
    };
    const QColor difference = mappingTheme(first->theme()).difference;
    QVERIFY(colourNear(image, topEdge(outputElement(0, 0, 1)), difference));
    QVERIFY(!colourNear(image, topEdge(outputElement(0, 0, 0)), difference));
  }

  // WRAP beside REFLECTION on the input and padding of the PADDING page's examples 3 and 4 (rows 1 2 3 4 / 5 6 7 8
  // twice, StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). Worked by the two formulas (WRAP reads j mod 4,
  // REFLECTION folds j by the period 6): 50 of the 80 cells read another input element, 32 of them another value.
  // Cell (0, 0, 0, 0), at padded (-1, -2), reads (3, 2) with WRAP and (1, 2) with REFLECTION, both a 7.
  void wrapBesideReflection() {
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QString error;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_reflection.json")), &error));
    QVERIFY(test::waitForRun(window));
    auto* mode = qobject_cast<QComboBox*>(window.descriptorEditor()->widgetForField(QStringLiteral("PaddingMode")));
    QVERIFY(mode);
    const int wrap = mode->findText(QStringLiteral("WRAP"));
    QVERIFY(wrap >= 0);
    mode->setCurrentIndex(wrap);
    emit mode->activated(wrap);
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    QVERIFY2(window.compareWithVariant(QStringLiteral("PaddingMode"), QStringLiteral("REFLECTION"), &error), qPrintable(error));
    QTRY_VERIFY(window.comparisonView() && window.comparisonView()->pair());
    ComparisonView* compare = window.comparisonView();
    QVERIFY2(compare->summaryLabel()->text().contains(QStringLiteral("PaddingMode = WRAP against PaddingMode = REFLECTION")) &&
                 compare->summaryLabel()->text().contains(QStringLiteral("50 of 80 elements differ: 32 by value, 50 by source")),
             qPrintable(compare->summaryLabel()->text()));
    compare->firstView()->setHoveredCell(CellRef{true, 0, 0});
    const QString info = compare->infoLabel()->text();
    auto lineOf = [&](const QString& start) {
      for (const QString& line : info.split(QLatin1Char('\n')))
        if (line.startsWith(start)) return line;
      return QString();
    };
    const QString wrapLine = lineOf(QStringLiteral("PaddingMode = WRAP:  OutputTensor[0, 0, 0, 0] = 7"));
    const QString reflectionLine = lineOf(QStringLiteral("PaddingMode = REFLECTION:  OutputTensor[0, 0, 0, 0] = 7"));
    QVERIFY2(wrapLine.contains(QStringLiteral("from InputTensor[0, 0, 3, 2]")) &&
                 reflectionLine.contains(QStringLiteral("from InputTensor[0, 0, 1, 2]")),
             qPrintable(info));
    for (MappingView* view : {compare->firstView(), compare->secondView()}) {
      QCOMPARE(view->outlinedCells().at(0).size(), size_t{50});
      QVERIFY(outlined(view, 0));                  // (3, 2) against (1, 2)
      QVERIFY(!outlined(view, 1 * 10 + 2));        // (1, 2) is the input's own (0, 0) in both
      QVERIFY(!outlined(view, 2 * 10 + 0));        // padded (1, -2): WRAP (1, 2), REFLECTION (1, 2)
    }
  }

  void bothViewsScrollAndZoomTogether() {
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(openAndCompare(window));
    MappingView* first = window.comparisonView()->firstView();
    MappingView* second = window.comparisonView()->secondView();
    QCOMPARE(second->zoom(), first->zoom());
    QCOMPARE(second->viewOffset(), first->viewOffset());
    const double before = first->zoom();
    first->zoomIn();
    QVERIFY(first->zoom() > before);
    QCOMPARE(second->zoom(), first->zoom());
    QCOMPARE(second->viewOffset(), first->viewOffset());
    // Panning the right one by dragging moves the left one along.
    const QPointF offset = second->viewOffset();
    const QPoint start = second->rect().center();
    QTest::mousePress(second, Qt::LeftButton, {}, start);
    QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(-60, -30)), second->mapToGlobal(QPointF(start + QPoint(-60, -30))),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(second, &move);
    QTest::mouseRelease(second, Qt::LeftButton, {}, start + QPoint(-60, -30));
    QVERIFY(second->viewOffset() != offset);
    QCOMPARE(first->viewOffset(), second->viewOffset());
    second->zoomOut();
    QCOMPARE(first->zoom(), second->zoom());
  }

  void hoveringACellShowsItsSourceOnBothSides() {
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(openAndCompare(window));
    ComparisonView* compare = window.comparisonView();
    const CellRef cell{true, 0, outputElement(0, 0, 1)};
    compare->firstView()->setHoveredCell(cell);
    QCOMPARE(compare->secondView()->hoveredCell(), std::optional<CellRef>(cell));
    // DCR: block offset (0, 1) of output channel 0 reads channel (0·2 + 1)·2 + 0 = 2; CRD reads 0·4 + 0·2 + 1 = 1.
    const QString info = compare->infoLabel()->text();
    QVERIFY2(info.contains(QStringLiteral("Order = DEPTH_COLUMN_ROW:  OutputTensor[0, 0, 0, 1] = 18")) &&
                 info.contains(QStringLiteral("from InputTensor[0, 2, 0, 0]")),
             qPrintable(info));
    QVERIFY2(info.contains(QStringLiteral("Order = COLUMN_ROW_DEPTH:  OutputTensor[0, 0, 0, 1] = 9")) &&
                 info.contains(QStringLiteral("from InputTensor[0, 1, 0, 0]")),
             qPrintable(info));
    // The right side's connector highlights its own source.
    const auto related = compare->secondView()->highlightedCells();
    QCOMPARE(related.size(), size_t{1});
    QCOMPARE(related[0], (CellRef{false, 0, 1 * 6 + 0}));
  }

  // Clicking a cell of the comparison selects it on both sides, and the Why panel explains it on both, each
  // under its variant's name: output (0, 0, 0, 1) reads channel 2 in DCR and channel 1 in CRD (hand-worked above).
  // A step of one side lights its dimension on that side's grids only. Closing gives the panel back to the view.
  void theWhyPanelExplainsTheSelectedCellOnBothSides() {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(openAndCompare(window));
    ComparisonView* compare = window.comparisonView();
    auto* why = window.findChild<WhyDock*>();
    QVERIFY(why);
    const CellRef cell{true, 0, outputElement(0, 0, 1)};
    QTRY_VERIFY(compare->firstView()->cellRectInView(cell));
    const QPoint at = compare->firstView()->cellRectInView(cell)->center().toPoint();
    QTest::mouseClick(compare->firstView(), Qt::LeftButton, {}, at);
    QCOMPARE(compare->firstView()->selection(), std::optional<CellRef>(cell));
    QCOMPARE(compare->secondView()->selection(), std::optional<CellRef>(cell));

    ExplanationModel* model = why->model();
    QCOMPARE(model->rowCount(), 2);
    const QModelIndex dcr = model->index(0, 0);
    const QModelIndex crd = model->index(1, 0);
    QCOMPARE(dcr.data().toString(), QStringLiteral("Order = DEPTH_COLUMN_ROW"));
    QCOMPARE(crd.data().toString(), QStringLiteral("Order = COLUMN_ROW_DEPTH"));
    auto children = [model](const QModelIndex& parent) {
      QStringList out;
      for (int r = 0; r < model->rowCount(parent); ++r) out << model->index(r, 0, parent).data().toString();
      return out;
    };
    QVERIFY2(children(dcr).contains(QStringLiteral("OutputTensor[0, 0, 0, 1] comes from InputTensor[0, 2, 0, 0]")),
             qPrintable(children(dcr).join(QLatin1Char('\n'))));
    QVERIFY2(children(crd).contains(QStringLiteral("OutputTensor[0, 0, 0, 1] comes from InputTensor[0, 1, 0, 0]")),
             qPrintable(children(crd).join(QLatin1Char('\n'))));
    QVERIFY(why->tree()->isExpanded(dcr) && why->tree()->isExpanded(crd));
    QVERIFY(why->heading()->text().contains(QStringLiteral("Order = DEPTH_COLUMN_ROW:  OutputTensor[0, 0, 0, 1] = 18")));
    QVERIFY(why->heading()->text().contains(QStringLiteral("Order = COLUMN_ROW_DEPTH:  OutputTensor[0, 0, 0, 1] = 9")));

    // The channel step of the CRD side (its steps name dimension 1) lights output channel 0 and input channel 1
    // on the right only.
    QModelIndex channelStep;
    for (int r = 0; r < model->rowCount(crd); ++r) {
      const QModelIndex step = model->index(r, 0, crd);
      if (step.data(ExplanationModel::DimensionRole).toInt() == 1) channelStep = step;
    }
    QVERIFY(channelStep.isValid());
    why->tree()->setCurrentIndex(channelStep);
    QCOMPARE(compare->secondView()->highlightedDimensions(),
             (std::vector<DimensionHighlight>{{true, 0, 1, 0}, {false, 0, 1, 1}}));
    QVERIFY(compare->firstView()->highlightedDimensions().empty());

    // Nothing selected on either side: the hint again.
    compare->firstView()->setSelection(std::nullopt);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Select a cell to see why it holds its value."));

    window.closeVariantComparison();
    window.mappingView()->setSelection(CellRef{true, 0, 39});
    QVERIFY(model->rowCount() > 2);
    QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("dimension 0")));
  }

  // The two half-width grids are drawn with values at least MappingLayout::kMinReadableTextPixels high, at
  // 1600 × 1000 and at 1024 × 700 (a fit of the whole scene would draw them at about 6 pixels); the rest of the
  // scene is a pan away, and both views stay in step.
  void theComparedGridsAreReadable() {
    for (const QSize size : {QSize(1600, 1000), QSize(1024, 700)}) {
      MainWindow window;
      window.resize(size);
      window.show();
      QVERIFY(openAndCompare(window));
      ComparisonView* compare = window.comparisonView();
      QTRY_VERIFY(compare->firstView()->width() > 100);
      QCoreApplication::processEvents();
      for (MappingView* view : {compare->firstView(), compare->secondView()}) {
        const double valuePixels = view->zoom() * MappingLayout::valueFont().pixelSize();
        QVERIFY2(valuePixels >= MappingLayout::kMinReadableTextPixels - 1e-9,
                 qPrintable(QStringLiteral("%1 × %2: values %3 pixels high").arg(size.width()).arg(size.height()).arg(valuePixels)));
        // The cells show their values (the painter's rule: at least 22 × 11 pixels).
        const QRectF cell = *view->cellRectInView(CellRef{true, 0, 0});
        QVERIFY(cell.width() >= 22 && cell.height() >= 11);
      }
      QCOMPARE(compare->secondView()->zoom(), compare->firstView()->zoom());
      QCOMPARE(compare->secondView()->viewOffset(), compare->firstView()->viewOffset());
      // The scene's top-left corner is in view.
      const QRectF scene = compare->firstView()->mappingLayout().bounds();
      const QPointF corner = scene.topLeft() * compare->firstView()->zoom() + compare->firstView()->viewOffset();
      QVERIFY(corner.x() >= -0.5 && corner.y() >= -0.5);
    }
  }

  void closingTheComparisonReturnsToTheMappingView() {
    MainWindow window;
    window.show();
    QVERIFY(openAndCompare(window));
    QPushButton* close = window.comparisonView()->findChild<QPushButton*>();
    QVERIFY(close);
    QTest::mouseClick(close, Qt::LeftButton);
    QVERIFY(!window.comparisonView());
    QVERIFY(window.mappingView()->isVisible());
  }

  void invalidSecondValueShowsTheReasonAndChangesNothing() {
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("depth_to_space_dcr.json")), &error));
    QVERIFY(test::waitForRun(window));
    const auto before = window.document()->snapshot();

    CompareVariantDialog dialog(window.document()->snapshot(), &window);
    // The dialog offers the operator's fields, and for Order the other order.
    QCOMPARE(dialog.fieldChoice()->count(), 2);
    QCOMPARE(dialog.field(), QStringLiteral("Order"));
    QCOMPARE(dialog.value(), QStringLiteral("COLUMN_ROW_DEPTH"));
    QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    test::typeInto(dialog.valueEdit(), QStringLiteral("DIAGONAL"));
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog.messageLabel()->text().contains(QStringLiteral("unknown depth-space order \"DIAGONAL\"")),
             qPrintable(dialog.messageLabel()->text()));
    dialog.setField(QStringLiteral("BlockSize"));
    test::typeInto(dialog.valueEdit(), QStringLiteral("3"));  // 8 channels are not divisible by 3 × 3
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog.messageLabel()->text().contains(QStringLiteral("InputTensor.Sizes[1]")), qPrintable(dialog.messageLabel()->text()));

    QVERIFY(!window.compareWithVariant(QStringLiteral("Order"), QStringLiteral("DIAGONAL"), &error));
    QVERIFY2(error.contains(QStringLiteral("Order=DIAGONAL")), qPrintable(error));
    QVERIFY(!window.compareWithVariant(QStringLiteral("Colour"), QStringLiteral("RED"), &error));
    QVERIFY2(error.contains(QStringLiteral("\"Colour\"")), qPrintable(error));
    QVERIFY(!window.comparisonView());
    QVERIFY(window.mappingView()->isVisible());
    QVERIFY(*window.document()->snapshot() == *before);
  }
};

QTEST_MAIN(TestGuiCompare)
#include "tst_gui_compare.moc"
