// The mapping view: selecting each output cell of every example highlights exactly the source in core's
// index map (and the source holds the same value), clicking a cell selects that cell, hovering an input
// highlights every output it feeds, arrow keys move the selection, and the painted highlight is there.
#include <QFile>
#include <QLabel>
#include <QPainterPathStroker>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "dmlscope/backend.h"
#include "gui_test_support.h"
#include "models/mapping_content.h"
#include "widgets/mapping_painter.h"
#include "widgets/mapping_view.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// A viewport showing the whole scene at `zoom`.
Viewport sceneViewport(const MappingLayout& layout, double zoom) {
  Viewport vp;
  vp.zoom = zoom;
  vp.device = QRectF(QPointF(0, 0), layout.bounds().size() * zoom);
  return vp;
}

// Where the text in a rectangle ends up when drawn centred (or right-aligned) on one line: its advance and the
// font's height, worked out here from the font's metrics, not asked of the painter.
QRectF textBox(const QFont& font, const QString& text, const QRectF& in, Qt::Alignment horizontal) {
  const QFontMetricsF m(font);
  const double width = std::min(m.horizontalAdvance(text), in.width());
  const double left = horizontal == Qt::AlignRight ? in.right() - width : in.center().x() - width / 2;
  return QRectF(left, in.center().y() - m.height() / 2, width, m.height());
}

QFont atPixels(QFont font, double pixels) {
  font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
  return font;
}

// Every piece of text the mapping view draws at `vp` that a line could run over: the values in cells large
// enough to show them (the painter's rule: 22 × 11 pixels, a 12-pixel font at zoom 1), the row and column
// indices, the slices' names, the marks' names and the titles' lines.
std::vector<std::pair<QString, QRectF>> textBoxes(const MappingContent& content, const MappingLayout& layout, const Viewport& vp) {
  std::vector<std::pair<QString, QRectF>> boxes;
  const QFont label = atPixels(MappingLayout::labelFont(), 11 * vp.zoom);
  for (const TensorBox& box : layout.boxes()) {
    const TensorContent* t = content.tensor(box.isOutput, box.index);
    // A title grown past its scene size (zoom below 0.8) is painted over the connectors, on a band of its own.
    if (vp.zoom >= 0.8) boxes.emplace_back(t->field, titleDeviceRect(layout, box, *t, vp));
    for (const MarkLabel& m : box.markLabels) boxes.emplace_back(QStringLiteral("mark"), vp.toDevice(m.rect));
    if (!box.hasGrid) continue;
    const double w = box.cell.width() * vp.zoom;
    const double h = box.cell.height() * vp.zoom;
    const QFont value = atPixels(MappingLayout::valueFont(), std::max(7.0, std::min(12 * vp.zoom, h * 0.55)));
    for (uint64_t s = 0; s < box.slices; ++s) {
      const QRectF grid = vp.toDevice(box.sliceRect(s));
      for (uint64_t r = 0; r < box.rows; ++r) {
        const QRectF row(grid.left() - box.rowHeaderWidth * vp.zoom, grid.top() + static_cast<double>(r) * h,
                         box.rowHeaderWidth * vp.zoom - 4 * vp.zoom, h);
        boxes.emplace_back(QStringLiteral("row %1").arg(r), textBox(label, QString::number(r), row, Qt::AlignRight));
      }
      if (box.rank >= 3) boxes.emplace_back(QStringLiteral("slice %1").arg(s), vp.toDevice(box.sliceLabelRect(s)));
      if (w < 22 || h < 11) continue;
      for (uint64_t e = s * box.rows * box.columns; e < (s + 1) * box.rows * box.columns; ++e) {
        const QRectF cell = vp.toDevice(box.cellRect(e)).adjusted(2, 0, -2, 0);
        const QString text = content.formattedValue(*t, e);
        if (!text.isEmpty()) boxes.emplace_back(content.cellName({box.isOutput, box.index, e}), textBox(value, text, cell, Qt::AlignCenter));
      }
    }
    const QRectF columns = vp.toDevice(box.columnHeaderRect());
    boxes.emplace_back(QStringLiteral("column indices"), columns);
  }
  return boxes;
}

// The area a connector covers as drawn: its path stroked at the painter's width (at most 2.2 × 1.5 pixels)
// and its end dots (radius at most 3.5 × 1.5).
QPainterPath inkOf(const MappingPainter::Connector& c, double zoom) {
  QPainterPathStroker stroker;
  stroker.setWidth(std::max(1.5, 2.2 * std::min(zoom, 1.5)));
  stroker.setCapStyle(Qt::RoundCap);
  QPainterPath ink = stroker.createStroke(c.path);
  const double radius = std::max(2.5, 3.5 * std::min(zoom, 1.5));
  for (const QPointF& end : c.ends) ink.addEllipse(end, radius, radius);
  return ink;
}

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
    const auto* identity = std::get_if<ElementWiseIdentityDesc>(&window.document()->session().desc);
    const bool scaled = identity && identity->ScaleBias;
    const ScaleBiasTerms terms = scaled ? *identity->ScaleBias : ScaleBiasTerms{};
    QVERIFY(expected.ok());
    for (uint32_t o = 0; o < expected->indexMap.outputCount(); ++o) {
      const TensorContent& output = content->outputs.at(o);
      for (uint64_t e = 0; e < expected->indexMap.size(o); ++e) {
        view->setSelection(CellRef{true, o, e});
        QCOMPARE(view->selection(), (std::optional<CellRef>{CellRef{true, o, e}}));
        const std::vector<CellRef> highlighted = view->highlightedCells();
        const auto source = expected->indexMap.sourceOf(o, e);
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
        // What the reference page shows: the output element has its source's value; with ELEMENT_WISE_IDENTITY's
        // ScaleBias, the source's value × Scale + Bias (the example's FLOAT32 integers, exact either way).
        const QString sourceValue = content->formattedValue(content->inputs.at(source->input), source->element);
        if (scaled) {
          QCOMPARE(content->formattedValue(output, e).toFloat(), sourceValue.toFloat() * terms.Scale + terms.Bias);
        } else {
          QCOMPARE(content->formattedValue(output, e), sourceValue);
        }
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
    // The window may still settle its docks after the run (the view moves its scene): the pointer goes to where
    // the cell is now until it is over it.
    const CellRef cell{false, 0, 5};
    QTRY_VERIFY([&] {
      const auto rect = view->cellRectInView(cell);
      if (rect) QTest::mouseMove(view, rect->center().toPoint());
      return view->hoveredCell() == std::optional<CellRef>{cell};
    }());
    std::vector<CellRef> highlighted = view->highlightedCells();
    std::sort(highlighted.begin(), highlighted.end(), [](const CellRef& a, const CellRef& b) { return a.element < b.element; });
    std::vector<CellRef> expected;
    for (uint64_t y : {1, 3, 5}) {
      for (uint64_t x : {2, 5, 8}) expected.push_back(CellRef{true, 0, y * 9 + x});
    }
    QCOMPARE(highlighted, expected);
  }

  void hoveringAnyEntryOfAnIndexTupleLightsWhatTheTupleChooses() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("gather_nd1_batches.json"))));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    // Example 2 of the DML_GATHER_ND1_OPERATOR_DESC page: IndicesTensor {1, 3, 2, 2} holds a 2-tuple per (batch b,
    // position x), BatchDimensionCount 1, so output[b, x] (OutputTensor {1, 1, 3, 2}, element b * 2 + x) is
    // InputTensor[b, tuple] and tuple (b, x) alone chooses it. Both its entries, IndicesTensor elements
    // b * 4 + x * 2 + k for k = 0 and 1, light that one output and say it reads them, the later entry too.
    for (uint64_t b = 0; b < 3; ++b) {
      for (uint64_t x = 0; x < 2; ++x) {
        for (uint64_t k = 0; k < 2; ++k) {
          const CellRef entry{false, 1, b * 4 + x * 2 + k};
          QSignalSpy hoverText(view, &MappingView::hoverTextChanged);
          view->setHoveredCell(entry);
          QCOMPARE(view->highlightedCells(), (std::vector<CellRef>{CellRef{true, 0, b * 2 + x}}));
          QCOMPARE(hoverText.size(), 1);
          const QString text = hoverText.front().front().toString();
          QVERIFY2(text.endsWith(QStringLiteral("read by 1 output element")), qPrintable(text));
        }
      }
    }
  }

  void aLargeTensorIsSampledUntilItsImageArrivesFromAWorker() {
    // Tile of a 64 × 64 UINT8 input by {1, 1, 64, 64}: a 4096 × 4096 UINT8 output (16 Mi elements, 16 MiB).
    QStringList data;
    for (int i = 0; i < 64 * 64; ++i) data << QString::number(i % 256);
    const QString session = QStringLiteral(
        R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4", "operator": "DML_OPERATOR_TILE", "desc": {)"
        R"("InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT8", "Sizes": [1, 1, 64, 64], "Data": [%1]},)"
        R"("OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_UINT8", "Sizes": [1, 1, 4096, 4096]},)"
        R"("RepeatsCount": 4, "Repeats": [1, 1, 64, 64]}})")
                                .arg(data.join(QStringLiteral(", ")));
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1200, 800);
    QVERIFY(test::openText(window, dir, session));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    QVERIFY(content->outputs.at(0).values);

    MappingView view;
    view.resize(800, 600);
    view.setContent(content);
    view.show();
    const TensorImageCache& cache = view.imageCache();
    const MappingContent* key = content.get();
    // The first paint (on this thread, now) colours about a cell per device pixel of the output, far fewer than its
    // 16 Mi cells; the small input's 4096-pixel image is built on the spot.
    cellColourCallsOnThisThread() = 0;
    view.grab();
    QVERIFY2(cellColourCallsOnThisThread() <= uint64_t{800} * 600 + 64 * 64, qPrintable(QString::number(cellColourCallsOnThisThread())));
    QVERIFY(cache.find(key, false, 0, false, ThemeKind::Light));
    QVERIFY(!cache.find(key, true, 0, false, ThemeKind::Light));
    QVERIFY(cache.building(key, true, 0, false, ThemeKind::Light));

    // The worker's image arrives, and the view is painted with it.
    struct PaintWatch : QObject {
      const TensorImageCache* cache;
      const MappingContent* key;
      int withImage = 0;
      bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint && cache->find(key, true, 0, false, ThemeKind::Light)) ++withImage;
        return false;
      }
    } watch;
    watch.cache = &cache;
    watch.key = key;
    view.installEventFilter(&watch);
    QTRY_VERIFY_WITH_TIMEOUT(watch.withImage > 0, 120000);
    const TensorImage* image = cache.find(key, true, 0, false, ThemeKind::Light);
    QVERIFY(image);
    // At most 2^22 pixels: a pixel per 2 × 2 cells, 2048 × 2048 × 4 bytes = 16 MiB (a pixel per cell took 64 MiB,
    // four times the tensor's bytes), plus the input's 64 × 64 × 4.
    QCOMPARE(image->step, uint64_t{2});
    QCOMPARE(image->image.size(), QSize(2048, 2048));
    QVERIFY(cache.bytes() <= uint64_t{16} * 1024 * 1024 + 64 * 64 * 4);
    // Painted from the images now: no cell coloured (at the fit, a cell is under a fifth of a pixel wide).
    const TensorBox* box = view.mappingLayout().box(true, 0);
    QVERIFY(box && box->cell.width() * view.zoom() * 2 <= 1 && box->cell.height() * view.zoom() * 2 <= 1);
    cellColourCallsOnThisThread() = 0;
    view.grab();
    QCOMPARE(cellColourCallsOnThisThread(), uint64_t{0});
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

  // Identity of a broadcast input: Strides {0, 0, 0, 1} read the buffer 1, 2, 3, 4 as each of three rows. The
  // three cells of a column read one slot, so they (and the output cells that copy them) share a colour; the four
  // slots have four colours.
  void colourBySourceGivesCellsReadingOneSlotOneColour() {
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(QStringLiteral("identity_broadcast.json"))));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    const MappingTheme theme = mappingTheme(ThemeKind::Light);  // the painter keeps a reference
    const MappingPainter painter(*content, layout, theme);
    const TensorContent& input = content->inputs.at(0);
    const TensorContent& output = content->outputs.at(0);
    for (uint64_t column = 0; column < 4; ++column) {
      // Element (0, 0, row, column) reads slot column.
      for (uint64_t row = 0; row < 3; ++row) {
        QCOMPARE(content->sourceSlotOf(CellRef{false, 0, row * 4 + column}), (std::optional<MappingContent::SourceSlot>{{0, column}}));
        QCOMPARE(content->sourceSlotOf(CellRef{true, 0, row * 4 + column}), (std::optional<MappingContent::SourceSlot>{{0, column}}));
        QCOMPARE(painter.cellColour(input, row * 4 + column, true), painter.cellColour(input, column, true));
        QCOMPARE(painter.cellColour(output, row * 4 + column, true), painter.cellColour(input, column, true));
      }
      for (uint64_t other = column + 1; other < 4; ++other)
        QVERIFY(painter.cellColour(input, column, true) != painter.cellColour(input, other, true));
    }
  }

  // A connector runs over no value, index, slice name, mark or title: every output cell of a Tile, a Gather (its
  // connector goes through the index cell) and a reflecting Padding, and every input cell's connectors, at zoom
  // 1 and at a smaller zoom whose values still show.
  void connectorsRunClearOfText_data() {
    QTest::addColumn<QString>("example");
    QTest::addColumn<double>("zoom");
    for (const char* example : {"tile.json", "gather_rows.json", "padding_reflection.json", "join_axis3_two_inputs.json"}) {
      for (double zoom : {1.0, 0.8, 0.5}) QTest::addRow("%s at %.1f", example, zoom) << QString::fromLatin1(example) << zoom;
    }
  }

  void connectorsRunClearOfText() {
    QFETCH(QString, example);
    QFETCH(double, zoom);
    MainWindow window;
    QVERIFY(window.openExample(test::exampleResource(example)));
    QVERIFY(test::waitForRun(window));
    const auto content = window.content();
    const MappingLayout layout(*content);
    const MappingTheme theme = mappingTheme(ThemeKind::Light);  // the painter keeps a reference
    const MappingPainter painter(*content, layout, theme);
    const Viewport vp = sceneViewport(layout, zoom);
    const auto texts = textBoxes(*content, layout, vp);
    int checked = 0;
    for (const auto* list : {&content->outputs, &content->inputs}) {
      for (const TensorContent& t : *list) {
        for (uint64_t e = 0; e < t.layout->elementCount; ++e) {
          const CellRef focus{t.isOutput, t.index, e};
          for (const auto& chain : MappingContent::connectorChains(focus, content->relatedCells(focus))) {
            const auto connector = painter.connector(chain, vp);
            QVERIFY(connector);
            const QPainterPath ink = inkOf(*connector, zoom);
            for (const auto& [what, rect] : texts) {
              QVERIFY2(!ink.intersects(rect), qPrintable(QStringLiteral("%1's connector crosses %2").arg(content->cellName(focus), what)));
            }
            ++checked;
          }
        }
      }
    }
    QVERIFY(checked > 20);
  }

  // The labels of the view never cover each other: titles (with the note of an output not run), the marked
  // dimensions' names, slices' names and the index bands, at the window's fit and at zoom 1; at the fit each
  // title lies inside the view, whole.
  void titlesMarksAndIndicesDoNotOverlap_data() {
    QTest::addColumn<QString>("session");
    // Join on axis 3 of {1, 1, 2, 3} and {1, 1, 2, 4} into a {1, 1, 2, 8} output: dimension 3 of the output is
    // marked (3 + 4 is not 8), and the output is never run. InputTensors[0] is 3 cells wide, narrower than its
    // slice name.
    QTest::newRow("join, output marked") << QStringLiteral(R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4",
      "operator": "DML_OPERATOR_JOIN", "desc": {"InputCount": 2, "InputTensors": [
        {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 3], "Data": [1, 2, 3, 4, 5, 6]},
        {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 4], "Data": [7, 8, 9, 10, 11, 12, 13, 14]}],
      "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 8]}, "Axis": 3}})");
    // The same inputs joined on axis 2: dimension 3 of the inputs disagrees (3 against 4).
    QTest::newRow("join, inputs marked") << QStringLiteral(R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4",
      "operator": "DML_OPERATOR_JOIN", "desc": {"InputCount": 2, "InputTensors": [
        {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 3], "Data": [1, 2, 3, 4, 5, 6]},
        {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 2, 4], "Data": [7, 8, 9, 10, 11, 12, 13, 14]}],
      "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 4, 3]}, "Axis": 2}})");
  }

  void titlesMarksAndIndicesDoNotOverlap() {
    QFETCH(QString, session);
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(test::openText(window, dir, session));
    MappingView* view = window.mappingView();
    QTRY_VERIFY(view->content() && !view->content()->diagnostics.empty());
    const auto content = view->content();
    QVERIFY2(!content->marks.empty(), "the session marks a dimension");
    const MappingLayout& layout = view->mappingLayout();
    view->fitToView();
    Viewport fit;
    fit.zoom = view->zoom();
    fit.offset = view->viewOffset();
    fit.device = QRectF(view->rect());
    for (const Viewport& vp : {fit, sceneViewport(layout, 1.0)}) {
      std::vector<std::pair<QString, QRectF>> labels;
      for (const TensorBox& box : layout.boxes()) {
        const TensorContent* t = content->tensor(box.isOutput, box.index);
        const QRectF title = titleDeviceRect(layout, box, *t, vp);
        labels.emplace_back(t->field + QStringLiteral(" title"), title);
        // Whole: the name, the gap and the tail at the title's size fit the rectangle, inside the view.
        const double scale = title.height() / MappingLayout::kTitleHeight;
        const double needed = QFontMetricsF(atPixels(MappingLayout::titleFont(), 14 * scale)).horizontalAdvance(t->field) +
                              MappingLayout::kTitleGap * scale +
                              QFontMetricsF(atPixels(MappingLayout::labelFont(), 11 * scale)).horizontalAdvance(tensorTitleTail(*t));
        QVERIFY2(title.width() >= needed - 1, qPrintable(QStringLiteral("%1: %2 < %3").arg(t->field).arg(title.width()).arg(needed)));
        QVERIFY2(vp.device.contains(title), qPrintable(t->field));
        for (const MarkLabel& m : box.markLabels) {
          const QRectF r = vp.toDevice(m.rect);
          labels.emplace_back(t->field + QStringLiteral(" mark"), r);
          QVERIFY(r.width() >= QFontMetricsF(atPixels(MappingLayout::labelFont(), 11 * vp.zoom)).horizontalAdvance(markLabelText(m.dimension)));
        }
        if (!box.hasGrid) continue;
        if (box.rank >= 3) labels.emplace_back(t->field + QStringLiteral(" slice name"), vp.toDevice(box.sliceLabelRect(0)));
        labels.emplace_back(t->field + QStringLiteral(" column indices"), vp.toDevice(box.columnHeaderRect()));
        labels.emplace_back(t->field + QStringLiteral(" row indices"), vp.toDevice(box.rowHeaderRect(0)));
      }
      // An output not run says so in its title.
      QVERIFY(tensorTitleTail(content->outputs.at(0)).contains(QStringLiteral("no values (not run)")));
      for (size_t i = 0; i < labels.size(); ++i) {
        for (size_t j = i + 1; j < labels.size(); ++j) {
          const QRectF overlap = labels[i].second.intersected(labels[j].second);
          QVERIFY2(overlap.width() < 0.5 || overlap.height() < 0.5,
                   qPrintable(QStringLiteral("%1 covers %2 at zoom %3").arg(labels[i].first, labels[j].first).arg(vp.zoom)));
        }
      }
    }
  }

  // A 512 × 512 tensor fitted to the view: cells of a pixel or less, but each title still drawn at a readable
  // size (11-pixel names), inside the view, in the title colour.
  void titlesStayReadableAtFit() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(test::openText(window, dir, QStringLiteral(R"({"dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4",
      "operator": "DML_OPERATOR_ELEMENT_WISE_IDENTITY", "desc": {
        "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 512, 512]},
        "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 512, 512]}}})")));
    QVERIFY(test::waitForRun(window));
    MappingView* view = window.mappingView();
    view->fitToView();
    QVERIFY2(view->zoom() < 0.1, "the fit shows cells smaller than a few pixels");
    const QImage image = view->grab().toImage();
    const double dpr = image.devicePixelRatio();
    const MappingTheme theme = mappingTheme(view->theme());
    Viewport vp;
    vp.zoom = view->zoom();
    vp.offset = view->viewOffset();
    vp.device = QRectF(view->rect());
    for (const TensorBox& box : view->mappingLayout().boxes()) {
      const TensorContent* t = view->content()->tensor(box.isOutput, box.index);
      const QRectF title = titleDeviceRect(view->mappingLayout(), box, *t, vp);
      QVERIFY2(QRectF(view->rect()).contains(title), qPrintable(t->field));
      QVERIFY2(title.height() >= 11 * 1.4, qPrintable(t->field));
      // The name is painted: pixels of the title colour in the left part of the rectangle.
      int inked = 0;
      for (int y = static_cast<int>(title.top() * dpr); y < static_cast<int>(title.bottom() * dpr); ++y) {
        for (int x = static_cast<int>(title.left() * dpr); x < static_cast<int>((title.left() + 60) * dpr); ++x) {
          if (colourNear(image, QPoint(x, y), theme.title, 0)) ++inked;
        }
      }
      QVERIFY2(inked > 40, qPrintable(QStringLiteral("%1: %2 pixels").arg(t->field).arg(inked)));
    }
  }

  // The hint under the grids wraps instead of being cut at the window's edge, at 1600 and at 1024 pixels.
  void hintUnderTheGridsIsNotCut() {
    for (int width : {1600, 1024}) {
      MainWindow window;
      window.resize(width, width == 1600 ? 1000 : 700);
      window.show();
      QVERIFY(window.openExample(test::exampleResource(QStringLiteral("tile.json"))));
      QVERIFY(test::waitForRun(window));
      QLabel* hint = nullptr;
      for (QLabel* label : window.findChildren<QLabel*>()) {
        if (label->accessibleName() == QStringLiteral("Cell information")) hint = label;
      }
      QVERIFY(hint);
      QVERIFY(hint->text().contains(QStringLiteral("drag to pan")));
      QTRY_VERIFY(hint->isVisible());
      const QRect room = hint->contentsRect();
      const QFontMetrics metrics(hint->font());
      // What the text needs at the label's width: one line if it is not wrapped.
      const QRect needed = hint->wordWrap() ? metrics.boundingRect(QRect(0, 0, room.width(), 10000), Qt::TextWordWrap, hint->text())
                                            : metrics.boundingRect(hint->text());
      QVERIFY2(needed.width() <= room.width() && needed.height() <= room.height(),
               qPrintable(QStringLiteral("%1 px: needs %2 × %3, has %4 × %5")
                              .arg(width).arg(needed.width()).arg(needed.height()).arg(room.width()).arg(room.height())));
    }
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
