// The Why panel: selecting a cell of a reference-page example shows the steps worked out by hand from the page;
// hovering or selecting a step lights its dimension on both grids (and the view paints it); an input cell lists
// the outputs it feeds with their count, each with its own steps, and a double-click selects one; a step's
// tooltip gives the help of the fields it names.
#include <QLabel>
#include <QMouseEvent>
#include <QTest>
#include <QTreeView>

#include "gui_test_support.h"
#include "models/explanation_model.h"
#include "widgets/mapping_view.h"
#include "widgets/wrapping_delegate.h"
#include "windows/why_dock.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

QStringList rowTexts(const QAbstractItemModel& model, const QModelIndex& parent = {}) {
  QStringList out;
  for (int r = 0; r < model.rowCount(parent); ++r) out << model.index(r, 0, parent).data().toString();
  return out;
}

struct Opened {
  std::unique_ptr<MainWindow> window;
  WhyDock* dock = nullptr;
};

Opened openExample(const char* name) {
  Opened o{std::make_unique<MainWindow>()};
  o.window->resize(1400, 900);
  o.window->show();
  if (!o.window->openExample(test::exampleResource(QString::fromLatin1(name))) || !test::waitForRun(*o.window))
    qFatal("cannot open and run %s", name);
  o.dock = o.window->findChild<WhyDock*>();
  return o;
}

// The pointer moving over a row, as the window system delivers it to the tree's viewport.
void hover(QTreeView* tree, const QModelIndex& index) {
  const QPointF at = tree->visualRect(index).center();
  QMouseEvent move(QEvent::MouseMove, at, tree->viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
  QCoreApplication::sendEvent(tree->viewport(), &move);
}

}  // namespace

class TestGuiWhy : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void withoutSelectionThePanelSaysWhatToDo() {
    Opened o = openExample("tile.json");
    QVERIFY(o.dock);
    QVERIFY(o.dock->isVisible());
    QCOMPARE(rowTexts(*o.dock->model()), QStringList{"Select a cell to see why it holds its value."});
  }

  // The Tile page: output (0, 0, 3, 4) of the {1, 1, 6, 9} output (element 3 × 9 + 4) is 5, input (0, 0, 1, 1).
  void tileOutputCellShowsTheHandWorkedSteps() {
    Opened o = openExample("tile.json");
    o.window->mappingView()->setSelection(CellRef{true, 0, 31});
    QVERIFY(o.dock->heading()->text().contains(QStringLiteral("= 5")));
    QCOMPARE(rowTexts(*o.dock->model()), (QStringList{
                                             "dimension 0: 0 mod InputTensor.Sizes[0] (1) = 0",
                                             "dimension 1: 0 mod InputTensor.Sizes[1] (1) = 0",
                                             "dimension 2: 3 mod InputTensor.Sizes[2] (2) = 1",
                                             "dimension 3: 4 mod InputTensor.Sizes[3] (3) = 1",
                                             "OutputTensor[0, 0, 3, 4] comes from InputTensor[0, 0, 1, 1]",
                                             "InputTensor[0, 0, 1, 1] is element 4 of its buffer, Σ coordinate × stride "
                                             "= 0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4-byte elements)",
                                         }));
    QCOMPARE(o.dock->model()->index(3, 0).data(ExplanationModel::DimensionRole).toInt(), 3);
    QCOMPARE(o.dock->model()->index(4, 0).data(ExplanationModel::DimensionRole).toInt(), -1);
  }

  // Hovering "dimension 3: 4 mod 3 = 1" lights column 4 of the output and column 1 of the input; selecting the
  // row step of dimension 2 lights row 3 and row 1; leaving the steps gives the light back to the selected one.
  void hoveringOrSelectingAStepLightsItsDimensionOnBothGrids() {
    Opened o = openExample("tile.json");
    MappingView* view = o.window->mappingView();
    view->setSelection(CellRef{true, 0, 31});
    QTreeView* tree = o.dock->tree();
    const QImage before = view->grab().toImage();

    const QModelIndex column = o.dock->model()->index(3, 0);
    hover(tree, column);
    QTRY_COMPARE(view->highlightedDimensions(),
                 (std::vector<DimensionHighlight>{{true, 0, 3, 4}, {false, 0, 3, 1}}));
    QVERIFY2(view->grab().toImage() != before, "the lit dimension is painted");

    const QModelIndex row = o.dock->model()->index(2, 0);
    hover(tree, row);  // a click: the pointer goes there first
    tree->setCurrentIndex(row);
    QCOMPARE(view->highlightedDimensions(), (std::vector<DimensionHighlight>{{true, 0, 2, 3}, {false, 0, 2, 1}}));
    hover(tree, column);
    QTRY_COMPARE(view->highlightedDimensions(), (std::vector<DimensionHighlight>{{true, 0, 3, 4}, {false, 0, 3, 1}}));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(tree->viewport(), &leave);
    QCOMPARE(view->highlightedDimensions(), (std::vector<DimensionHighlight>{{true, 0, 2, 3}, {false, 0, 2, 1}}));

    // A step about the whole element lights nothing; another cell starts unlit.
    tree->setCurrentIndex(o.dock->model()->index(5, 0));
    QVERIFY(view->highlightedDimensions().empty());
    tree->setCurrentIndex(row);
    view->setSelection(CellRef{true, 0, 0});
    QVERIFY(view->highlightedDimensions().empty());
  }

  // Padding example 3 (REFLECTION): (0, 0, 7, 9), element 79, mirrors row 6 at the last row and folds column 7
  // by the period 6: input (0, 0, 0, 1), the 2.
  void reflectionCellShowsTheMirrorAndThePeriod() {
    Opened o = openExample("padding_reflection.json");
    o.window->mappingView()->setSelection(CellRef{true, 0, 79});
    const QStringList texts = rowTexts(*o.dock->model());
    QVERIFY(texts.contains("dimension 2: DML_PADDING_MODE_REFLECTION mirrors 6 at the last element 3, which is not "
                           "repeated: 2 × 3 - 6 = 0"));
    QVERIFY(texts.contains("dimension 3: 7 lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every "
                           "2 × (InputTensor.Sizes[3] - 1) = 6: 7 mod 6 = 1"));
    QVERIFY(texts.contains("OutputTensor[0, 0, 7, 9] comes from InputTensor[0, 0, 0, 1]"));
  }

  // WRAP with a pad wider than its dimension: 3 × 4 input (1 … 12), StartPadding {0, 0, 4, 1}. Output (0, 0, 0, 0)
  // is at padded (-4, -1): -4 mod 3 = 2 (wrapped around more than once), -1 mod 4 = 3: input (0, 0, 2, 3), the 12.
  // The steps say WRAP's period, the input's size along the dimension.
  void wrapCellShowsThePeriod() {
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QTemporaryDir dir;
    QVERIFY(test::openText(window, dir, QStringLiteral(R"({
      "dmlscope": 1, "featureLevel": "DML_FEATURE_LEVEL_6_4", "operator": "DML_OPERATOR_PADDING",
      "desc": {
        "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 3, 4],
                        "Data": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]},
        "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 9, 8]},
        "PaddingMode": "DML_PADDING_MODE_WRAP", "PaddingValue": 0,
        "StartPadding": [0, 0, 4, 1], "EndPadding": [0, 0, 2, 3]
      }})")));
    QVERIFY(test::waitForRun(window));
    QCOMPARE(window.runs()->outcome()->state, RunOutcome::State::Succeeded);
    auto* dock = window.findChild<WhyDock*>();
    QVERIFY(dock);
    window.mappingView()->setSelection(CellRef{true, 0, 0});
    QVERIFY2(dock->heading()->text().contains(QStringLiteral("= 12")), qPrintable(dock->heading()->text()));
    const QStringList texts = rowTexts(*dock->model());
    QVERIFY2(texts.contains("dimension 2: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[2] = 3 elements: "
                            "-4 mod 3 = 2") &&
                 texts.contains("dimension 3: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[3] = 4 "
                                "elements: -1 mod 4 = 3") &&
                 texts.contains("OutputTensor[0, 0, 0, 0] comes from InputTensor[0, 0, 2, 3]"),
             qPrintable(texts.join(QLatin1Char('\n'))));
    // Output (0, 0, 8, 7), the last cell, at padded (4, 6): 4 mod 3 = 1, 6 mod 4 = 2, input (0, 0, 1, 2), the 7.
    window.mappingView()->setSelection(CellRef{true, 0, 8 * 8 + 7});
    QVERIFY(rowTexts(*dock->model()).contains("OutputTensor[0, 0, 8, 7] comes from InputTensor[0, 0, 1, 2]"));
    QVERIFY(dock->heading()->text().contains(QStringLiteral("= 7")));
  }

  // DepthToSpace1 DCR: output (0, 1, 2, 3) (element 39) takes channel 3; its channel step lights output channel 1
  // and input channel 3.
  void depthToSpaceChannelStepLightsBothChannels() {
    Opened o = openExample("depth_to_space_dcr.json");
    o.window->mappingView()->setSelection(CellRef{true, 0, 39});
    const QModelIndex channel = o.dock->model()->index(3, 0);
    QCOMPARE(channel.data().toString(), QString("dimension 1: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is "
                                                "(block row 0 × BlockSize (2) + block column 1) × OutputTensor.Sizes[1] (2) + "
                                                "output channel 1 = 3"));
    o.dock->tree()->setCurrentIndex(channel);
    QCOMPARE(o.window->mappingView()->highlightedDimensions(),
             (std::vector<DimensionHighlight>{{true, 0, 1, 1}, {false, 0, 1, 3}}));
  }

  // In a narrow panel the DCR step's DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW is wider than a line: it is broken
  // inside, every character painted, no line wider than the row, and the row tall enough for all the lines.
  void aLongIdentifierWrapsInsteadOfBeingCut() {
    Opened o = openExample("depth_to_space_dcr.json");
    o.window->mappingView()->setSelection(CellRef{true, 0, 39});
    o.dock->setFloating(true);
    o.dock->resize(240, 700);
    QTreeView* tree = o.dock->tree();
    QTRY_VERIFY(tree->viewport()->width() < 240);
    QCoreApplication::processEvents();
    const QModelIndex channel = o.dock->model()->index(3, 0);
    const QString text = channel.data().toString();
    QVERIFY(text.contains(QStringLiteral("DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW")));
    auto* delegate = dynamic_cast<WrappingDelegate*>(tree->itemDelegate());
    QVERIFY(delegate);
    const int width = delegate->textWidth(channel);
    const QFontMetricsF metrics(tree->font());
    // The identifier alone is wider than a line here: word wrapping alone would have to cut it.
    QVERIFY(metrics.horizontalAdvance(QStringLiteral("DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW")) > width);
    const QStringList lines = WrappingDelegate::wrappedLines(text, tree->font(), width);
    QCOMPARE(lines.join(QString()), text);
    for (const QString& line : lines) {
      QVERIFY2(metrics.horizontalAdvance(line.trimmed()) <= width + 0.5, qPrintable(line));
      QVERIFY(!line.contains(QChar(0x2026)));
    }
    QVERIFY2(tree->visualRect(channel).height() >= lines.size() * metrics.lineSpacing(),
             qPrintable(QStringLiteral("%1 lines in %2 pixels").arg(lines.size()).arg(tree->visualRect(channel).height())));
    // The row's last line is painted: ink in its lower part.
    const QImage image = tree->viewport()->grab().toImage();
    const double dpr = image.devicePixelRatio();
    const QRect row = tree->visualRect(channel);
    int inked = 0;
    const QColor text0 = tree->palette().color(QPalette::Text);
    for (int y = static_cast<int>((row.bottom() - metrics.lineSpacing()) * dpr); y < static_cast<int>(row.bottom() * dpr); ++y) {
      for (int x = 0; x < image.width(); ++x) inked += colourNear(image, QPoint(x, y), text0, 0) ? 1 : 0;
    }
    QVERIFY(inked > 5);
  }

  // Tile's input (0, 0, 1, 1) (element 4) feeds rows 1, 3, 5 × columns 1, 4, 7 of the output.
  void inputCellListsTheOutputsItFeedsWithTheirSteps() {
    Opened o = openExample("tile.json");
    MappingView* view = o.window->mappingView();
    view->setSelection(CellRef{false, 0, 4});
    ExplanationModel* model = o.dock->model();
    QCOMPARE(model->feedsTotal(), uint64_t{9});
    const QStringList top = rowTexts(*model);
    QCOMPARE(top.last(), QString("Outputs it feeds: 9"));
    const QModelIndex feeds = model->index(model->rowCount() - 1, 0);
    QCOMPARE(rowTexts(*model, feeds),
             (QStringList{"OutputTensor[0, 0, 1, 1]", "OutputTensor[0, 0, 1, 4]", "OutputTensor[0, 0, 1, 7]",
                          "OutputTensor[0, 0, 3, 1]", "OutputTensor[0, 0, 3, 4]", "OutputTensor[0, 0, 3, 7]",
                          "OutputTensor[0, 0, 5, 1]", "OutputTensor[0, 0, 5, 4]", "OutputTensor[0, 0, 5, 7]"}));
    // Each output expands into its own steps, which light its dimensions.
    const QModelIndex second = model->index(1, 0, feeds);
    const QModelIndex step = model->index(3, 0, second);
    QCOMPARE(step.data().toString(), QString("dimension 3: 4 mod InputTensor.Sizes[3] (3) = 1"));
    o.dock->tree()->setCurrentIndex(step);
    QCOMPARE(view->highlightedDimensions(), (std::vector<DimensionHighlight>{{true, 0, 3, 4}, {false, 0, 3, 1}}));
    // A double-click on an output selects it, and the panel explains it.
    emit o.dock->tree()->doubleClicked(second);
    QCOMPARE(view->selection(), (std::optional<CellRef>{CellRef{true, 0, 13}}));
    QCOMPARE(rowTexts(*model)[4], QString("OutputTensor[0, 0, 1, 4] comes from InputTensor[0, 0, 1, 1]"));
  }

  // A step's tooltip adds the help of the operator fields it names, in the schema's order: the scatter step names
  // IndicesTensor, UpdatesTensor, OutputTensor and Axis (and not InputTensor); a Tile step names InputTensor in
  // "InputTensor.Sizes[0]".
  void aStepsTooltipGivesTheHelpOfTheFieldsItNames() {
    Opened o = openExample("scatter_2d.json");
    o.window->mappingView()->setSelection(CellRef{true, 0, 1 * 3 + 2});
    const QModelIndex step = o.dock->model()->index(1, 0);
    const QString text = step.data().toString();
    QVERIFY2(text.startsWith(QStringLiteral("Scatter: IndicesTensor[1, 2] = 1 sends UpdatesTensor[1, 2]")), qPrintable(text));
    QCOMPARE(step.data(Qt::ToolTipRole).toString(),
             text + QStringLiteral("\n\n"
                                   "IndicesTensor: For each update, the coordinate along Axis where it lands, a negative one "
                                   "counting from the end. Its sizes equal the input's in every dimension but Axis.\n"
                                   "UpdatesTensor: The values to write: each lands at its own coordinates with Axis replaced "
                                   "by its index. It has the indices' sizes.\n"
                                   "OutputTensor: The result: the input with the updates written in, so the same sizes as "
                                   "the input.\n"
                                   "Axis: The dimension along which the indices place the updates."));

    Opened tile = openExample("tile.json");
    tile.window->mappingView()->setSelection(CellRef{true, 0, 31});
    const QModelIndex first = tile.dock->model()->index(0, 0);
    QCOMPARE(first.data(Qt::ToolTipRole).toString(),
             QStringLiteral("dimension 0: 0 mod InputTensor.Sizes[0] (1) = 0\n\nInputTensor: The tensor to repeat."));
  }
};

QTEST_MAIN(TestGuiWhy)
#include "tst_gui_why.moc"
