// The mapping view: selecting each output cell of every example highlights exactly the source in core's
// index map (and the source holds the same value), clicking a cell selects that cell, hovering an input
// highlights every output it feeds, arrow keys move the selection, and the painted highlight is there.
#include <QTest>

#include "dmlscope/backend.h"
#include "gui_test_support.h"
#include "models/mapping_content.h"
#include "widgets/mapping_painter.h"
#include "widgets/mapping_view.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {


}  // namespace

class TestGuiMapping : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void selectingAnOutputCellHighlightsExactlyItsSource_data() {
    QTest::addColumn<QString>("resource");
    const auto examples = listExamples();
    QVERIFY(examples.size() >= 13);  // every reference-page example is shipped
    for (const ExampleEntry& e : examples) QTest::newRow(qPrintable(e.resource)) << e.resource;
  }

  void selectingAnOutputCellHighlightsExactlyItsSource() {
    QFETCH(QString, resource);
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(resource));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    const auto content = window.content();
    QVERIFY(content->hasIndexMap());

    // The expectation: core's index map from a run of its own.
    auto expected = makeCpuBackend()->run(window.document()->session());
    QVERIFY(expected.ok());
    for (uint32_t o = 0; o < expected->indexMap.entries.size(); ++o) {
      const auto& entries = expected->indexMap.entries[o];
      const TensorContent& output = content->outputs.at(o);
      for (uint64_t e = 0; e < entries.size(); ++e) {
        view->setSelection(CellRef{true, o, e});
        QCOMPARE(view->selection(), (std::optional<CellRef>{CellRef{true, o, e}}));
        const std::vector<CellRef> highlighted = view->highlightedCells();
        const auto source = decodeSource(entries[e]);
        if (!source) {
          QVERIFY2(highlighted.empty(), "a padding constant has no source to highlight");
          continue;
        }
        // A gather's or scatter's output also lights the index cell that chose its source.
        const auto via = expected->indexMap.viaOf(o, e);
        QCOMPARE(highlighted.size(), size_t{via ? 2u : 1u});
        QCOMPARE(highlighted.front(), (CellRef{false, source->input, source->element}));
        if (via) QCOMPARE(highlighted.back(), (CellRef{false, via->input, via->element}));
        // The connector is one path: from the source through the index cell to the output, or source to output.
        const CellRef out{true, o, e};
        const std::vector<std::vector<CellRef>> chains = MappingContent::connectorChains(out, content->relatedCells(out));
        QCOMPARE(chains.size(), size_t{1});
        const std::vector<CellRef> expectedChain =
            via ? std::vector<CellRef>{highlighted.front(), highlighted.back(), out} : std::vector<CellRef>{highlighted.front(), out};
        QCOMPARE(chains.front(), expectedChain);
        // What the reference page shows: the output element has its source's value.
        QCOMPARE(content->formattedValue(output, e), content->formattedValue(content->inputs.at(source->input), source->element));
      }
    }
  }

  void clickingACellSelectsIt() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_symmetric.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    const TensorContent& output = window.content()->outputs.at(0);
    for (uint64_t e = 0; e < output.layout->elementCount; ++e) {
      const auto rect = view->cellRectInView(CellRef{true, 0, e});
      QVERIFY(rect);
      QTest::mouseClick(view, Qt::LeftButton, {}, rect->center().toPoint());
      QCOMPARE(view->selection(), (std::optional<CellRef>{CellRef{true, 0, e}}));
    }
  }

  void hoveringAnInputHighlightsEveryOutputItFeeds() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    // Input {1, 1, 2, 3}, Repeats {1, 1, 3, 3}: input element (0, 0, 1, 2) = 5 feeds output (0, 0, y, x) for
    // y in {1, 3, 5} and x in {2, 5, 8} (y mod 2 = 1, x mod 3 = 2), element y * 9 + x.
    const auto rect = view->cellRectInView(CellRef{false, 0, 5});
    QVERIFY(rect);
    QTest::mouseMove(view, rect->center().toPoint());
    QTRY_COMPARE(view->hoveredCell(), (std::optional<CellRef>{CellRef{false, 0, 5}}));
    std::vector<CellRef> highlighted = view->highlightedCells();
    std::sort(highlighted.begin(), highlighted.end(), [](const CellRef& a, const CellRef& b) { return a.element < b.element; });
    std::vector<CellRef> expected;
    for (uint64_t y : {1, 3, 5}) {
      for (uint64_t x : {2, 5, 8}) expected.push_back(CellRef{true, 0, y * 9 + x});
    }
    QCOMPARE(highlighted, expected);
  }

  void arrowKeysMoveTheSelection() {
    MainWindow window;
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    view->setSelection(CellRef{true, 0, 0});
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->selection()->element, uint64_t{1});
    QTest::keyClick(view, Qt::Key_Down);  // the output is 6 × 9
    QCOMPARE(view->selection()->element, uint64_t{10});
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Left);  // stops at the first column
    QCOMPARE(view->selection()->element, uint64_t{9});
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Up);  // stops at the first row
    QCOMPARE(view->selection()->element, uint64_t{0});
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->selection());
  }

  void selectionAndSourceArePaintedHighlighted() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    // Output (0, 0, 3, 4) reads input (0, 0, 3 mod 2, 4 mod 3) = (0, 0, 1, 1), element 4.
    view->setSelection(CellRef{true, 0, 3 * 9 + 4});
    const QImage image = view->grab().toImage();
    const MappingTheme theme = mappingTheme(view->theme());
    const QRectF out = *view->cellRectInView(CellRef{true, 0, 31});
    const QRectF in = *view->cellRectInView(CellRef{false, 0, 4});
    const QRectF other = *view->cellRectInView(CellRef{false, 0, 0});
    const qreal dpr = image.devicePixelRatio();
    auto at = [dpr](QPointF p) { return (p * dpr).toPoint(); };
    QVERIFY(colourNear(image, at(QPointF(out.center().x(), out.top() + 2)), theme.selection));
    QVERIFY(colourNear(image, at(QPointF(in.center().x(), in.top() + 1.5)), theme.related));
    QVERIFY(!colourNear(image, at(QPointF(other.center().x(), other.top() + 1.5)), theme.related));
  }

  void colourBySourcePaintsOutputsInTheirSourcesColour() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_reflection.json"))));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    const MappingTheme theme = mappingTheme(ThemeKind::Light);
    const MappingPainter painter(*content, layout, theme);
    const TensorContent& input = content->inputs.at(0);
    const TensorContent& output = content->outputs.at(0);
    // Reflection, StartPadding {0, 0, 1, 2}: output (0, 0, 0, 0) mirrors to input (0, 0, 1, 2), element 6.
    QCOMPARE(painter.cellColour(output, 0, true), painter.cellColour(input, 6, true));
    // Distinct input elements get distinct colours.
    QVERIFY(painter.cellColour(input, 5, true) != painter.cellColour(input, 6, true));
  }

  void paddingConstantsAreMarkedAsPadding() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("padding_constant.json"))));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    const MappingTheme theme = mappingTheme(ThemeKind::Light);
    const MappingPainter painter(*content, layout, theme);
    const TensorContent& output = content->outputs.at(0);
    uint64_t padding = 0;
    for (uint64_t e = 0; e < output.layout->elementCount; ++e) {
      const bool isPadding = !content->sourceOf(0, e).has_value();
      QCOMPARE(content->isPadding(0, e), isPadding);
      QCOMPARE(painter.cellColour(output, e, false) == theme.padding, isPadding);
      padding += isPadding ? 1 : 0;
    }
    QVERIFY(padding > 0);
  }

  void crossCheckDifferencesAreMarked() {
    // Two runs of the Tile example that disagree in one element's value: the comparison finds exactly that
    // element, and the view paints it in the difference colour.
    auto session = loadExample(test::exampleResource(QStringLiteral("tile.json")));
    QVERIFY(session.ok());
    auto a = makeCpuBackend()->run(*session);
    QVERIFY(a.ok());
    RunResult b = *a;
    // Element 13 of the FLOAT32 output (row 1, column 4): flip a bit of its bytes.
    b.outputs[0][13 * 4 + 2] ^= std::byte{0x01};
    const auto diffs = compareRuns(*session, *a, b);
    QCOMPARE(diffs.size(), size_t{1});
    QCOMPARE(diffs[0], std::vector<uint64_t>{13});

    auto outcome = std::make_shared<RunOutcome>();
    outcome->state = RunOutcome::State::Succeeded;
    outcome->desc = session->desc;
    outcome->outputs = b.outputs;
    outcome->indexMap = b.indexMap;
    outcome->crossChecked = true;
    outcome->differences = diffs;
    auto shared = std::make_shared<const Session>(*session);
    const auto content = buildMappingContent(shared, {}, outcome);
    QVERIFY(content->differs(0, 13));
    QVERIFY(!content->differs(0, 12));
    const MappingLayout layout(*content);
    const MappingTheme theme = mappingTheme(ThemeKind::Light);
    const MappingPainter painter(*content, layout, theme);
    QVERIFY(painter.cellColour(content->outputs[0], 13, false) != painter.cellColour(content->outputs[0], 12, false));
  }
};

QTEST_MAIN(TestGuiMapping)
#include "tst_gui_mapping.moc"
