// The main window's room as a new user meets it, at 1024×700 and 1920×1080: the mapping view keeps at least
// half the window (the docks shrink first, also when a squeezed layout was saved), its −, Fit and + stay in
// reach on the view itself, the fitted mapping lies whole in the view and fills it up to a readable cell size,
// the view re-fits on resize until the user zooms, and the Examples menu follows README's operator table.
// With DMLSCOPE_SCREENSHOT_DIR set, the grabs are written there (scripts/make-screenshots.sh, docs/screenshots/);
// otherwise to a temporary folder.
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <cmath>

#include "dmlscope/operator_schema.h"
#include "gui_test_support.h"
#include "models/explanation_model.h"
#include "widgets/comparison_view.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"
#include "widgets/zoom_controls.h"
#include "windows/why_dock.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

QRectF sceneInView(const MappingView* view) {
  const QRectF scene = view->mappingLayout().bounds();
  return QRectF(scene.topLeft() * view->zoom() + view->viewOffset(), scene.size() * view->zoom());
}

// The view's rectangle in the window's coordinates.
QRect rectInWindow(const QWidget* widget, const QWidget* window) {
  return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

bool holdsHalf(const MappingView* view, const QWidget* window) {
  return view->width() * 2 >= window->width() && view->height() * 2 >= window->height();
}

// Shows the window at `size` on a fresh layout (no saved settings) with an example, run and settled.
void showFresh(MainWindow& window, QSize size, const QString& example) {
  window.resize(size);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QString error;
  QVERIFY2(window.openExample(test::exampleResource(example), &error), qPrintable(error));
  QVERIFY(test::waitForRun(window));
  QVERIFY2(QTest::qWaitFor([&] { return holdsHalf(window.mappingView(), &window); }, 3000),
           qPrintable(QStringLiteral("the view has %1×%2 of %3×%4")
                          .arg(window.mappingView()->width())
                          .arg(window.mappingView()->height())
                          .arg(window.width())
                          .arg(window.height())));
  QTest::qWait(50);  // the last layout pass and the view's re-fit
}

// At Fit: the whole scene inside the view, clear of the zoom buttons, and filling the fit area along one
// direction unless its cells reached the readable maximum.
void verifyFitted(const MappingView* view) {
  const QRectF scene = sceneInView(view);
  const QRectF inside = QRectF(view->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
  QVERIFY2(inside.contains(scene), qPrintable(QStringLiteral("scene %1,%2 %3×%4 in a %5×%6 view")
                                                  .arg(scene.x()).arg(scene.y()).arg(scene.width()).arg(scene.height())
                                                  .arg(view->width()).arg(view->height())));
  const QRect controls = view->zoomControls()->geometry();
  for (const TensorBox& box : view->mappingLayout().boxes()) {
    const QRectF r(box.bounds.topLeft() * view->zoom() + view->viewOffset(), box.bounds.size() * view->zoom());
    QVERIFY2(!r.intersects(controls), "a tensor lies under the zoom buttons");
  }
  const double cellHeight = MappingLayout::kCellHeight * view->zoom();
  const QRectF area = view->fitArea();
  const bool fillsWidth = scene.width() >= area.width() - 1;
  const bool fillsHeight = scene.height() >= area.height() - 1;
  const bool readableMaximum = std::abs(cellHeight - MappingView::kMaxFitCellHeight) < 0.01;
  QVERIFY2(fillsWidth || fillsHeight || readableMaximum,
           qPrintable(QStringLiteral("scene %1×%2 in a fit area of %3×%4, cells %5 px high")
                          .arg(scene.width()).arg(scene.height()).arg(area.width()).arg(area.height()).arg(cellHeight)));
}

// A visible button on screen, not folded into a toolbar's » menu.
void verifyInReach(const QToolButton* button, const QWidget* window) {
  QVERIFY(button);
  QVERIFY2(button->isVisible(), qPrintable(button->accessibleName()));
  QVERIFY(!button->visibleRegion().isEmpty());
  QVERIFY(QRect(QPoint(0, 0), window->size()).contains(rectInWindow(button, window)));
  for (const QWidget* w = button; w; w = w->parentWidget()) QVERIFY(!qobject_cast<const QToolBar*>(w));
}

QString screenshotDir() {
  static QTemporaryDir fallback;
  const QString dir = qEnvironmentVariable("DMLSCOPE_SCREENSHOT_DIR");
  if (!dir.isEmpty()) {
    QDir().mkpath(dir);
    return dir;
  }
  return fallback.path();
}

void saveGrab(QWidget& window, const QString& name) {
  const QString path = QDir(screenshotDir()).filePath(name);
  QVERIFY2(window.grab().save(path), qPrintable(path));
  qInfo("wrote %s", qPrintable(path));
}

// README's operator table, in order: "DML_OPERATOR_TILE", …
QStringList readmeOperators() {
  QFile readme(QStringLiteral(DMLSCOPE_SOURCE_DIR "/README.md"));
  if (!readme.open(QIODevice::ReadOnly)) return {};
  QStringList names;
  static const QRegularExpression row(QStringLiteral("^\\| `(DML_OPERATOR_[A-Z0-9_]+)` \\|"));
  for (const QString& line : QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'))) {
    if (auto m = row.match(line); m.hasMatch()) names << m.captured(1);
  }
  return names;
}

QMenu* examplesMenu(MainWindow& window) {
  for (QAction* a : window.menuBar()->actions()) {
    if (a->menu() && a->text().remove(QLatin1Char('&')) == QLatin1String("Examples")) return a->menu();
  }
  return nullptr;
}

}  // namespace

class TestGuiLayout : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateGuiTest();
    // Settings of its own: this test saves squeezed layouts, which the other GUI tests must not restore.
    QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests-layout"));
    // What dmlscope itself draws with (gui_entry.cpp).
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  }

  void init() { QSettings().clear(); }

  void theViewKeepsHalfTheWindowWithZoomInReach_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("example");
    QTest::newRow("1024x700 gather") << QSize(1024, 700) << QStringLiteral("gather_rows.json");
    QTest::newRow("1024x700 join") << QSize(1024, 700) << QStringLiteral("join_axis3.json");
    QTest::newRow("1920x1080 gather") << QSize(1920, 1080) << QStringLiteral("gather_rows.json");
    QTest::newRow("1920x1080 join") << QSize(1920, 1080) << QStringLiteral("join_axis3.json");
  }

  void theViewKeepsHalfTheWindowWithZoomInReach() {
    QFETCH(QSize, size);
    QFETCH(QString, example);
    MainWindow window;
    showFresh(window, size, example);
    if (QTest::currentTestFailed()) return;
    MappingView* view = window.mappingView();
    QCOMPARE(window.size(), size);
    QVERIFY(holdsHalf(view, &window));
    qInfo("view %d×%d of %d×%d; cells %.1f px high at Fit", view->width(), view->height(), window.width(), window.height(),
          MappingLayout::kCellHeight * view->zoom());
    // The other panels are still there, only narrower.
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
      if (dock->isVisible()) QVERIFY2(dock->width() >= 100 && dock->height() >= 80, qPrintable(dock->windowTitle()));
    }
    ZoomControls* controls = view->zoomControls();
    verifyInReach(controls->zoomOutButton(), &window);
    verifyInReach(controls->fitButton(), &window);
    verifyInReach(controls->zoomInButton(), &window);
    QVERIFY(QRect(QPoint(0, 0), view->size()).contains(controls->geometry()));

    // + zooms in, Fit brings the whole mapping back.
    const double fitted = view->zoom();
    QTest::mouseClick(controls->zoomInButton(), Qt::LeftButton);
    QVERIFY(view->zoom() > fitted * 1.2);
    QVERIFY(!view->followsFit());
    QTest::mouseClick(controls->fitButton(), Qt::LeftButton);
    QCOMPARE(view->zoom(), fitted);
    verifyFitted(view);
    saveGrab(window, QStringLiteral("layout_%1x%2_%3.png").arg(size.width()).arg(size.height()).arg(QFileInfo(example).completeBaseName()));
  }

  // Every shipped example at both sizes: whole, clear of the buttons, and as large as readable.
  void everyExampleFitsReadably_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("resource");
    for (const ExampleEntry& e : listExamples()) {
      for (QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3").arg(e.resource).arg(size.width()).arg(size.height()))) << size << e.resource;
      }
    }
  }

  void everyExampleFitsReadably() {
    QFETCH(QSize, size);
    QFETCH(QString, resource);
    MainWindow window;
    showFresh(window, size, QFileInfo(resource).fileName());
    if (QTest::currentTestFailed()) return;
    QVERIFY(window.mappingView()->followsFit());
    verifyFitted(window.mappingView());
    // The Tensor Data panel's Fill, Paste and Copy in full sight without scrolling the panel sideways (at 1024x700
    // Paste was cut in half and Copy out of sight on every example whose tensor fields run wide).
    const QWidget* tensorPanel = window.tensorEditor();
    for (const QString& name : {QStringLiteral("Fill"), QStringLiteral("Paste"), QStringLiteral("Copy")}) {
      const QToolButton* button = nullptr;
      for (const QToolButton* b : tensorPanel->findChildren<QToolButton*>())
        if (b->accessibleName() == name) button = b;
      QVERIFY2(button && button->isVisible(), qPrintable(name));
      QVERIFY2(button->visibleRegion() == QRegion(button->rect()),
               qPrintable(QStringLiteral("%1 shows %2 of its %3 px")
                              .arg(name)
                              .arg(button->visibleRegion().boundingRect().width())
                              .arg(button->width())));
    }
  }

  void theViewRefitsOnResizeUntilTheUserZooms() {
    MainWindow window;
    showFresh(window, QSize(1024, 700), QStringLiteral("join_axis3.json"));
    if (QTest::currentTestFailed()) return;
    MappingView* view = window.mappingView();
    verifyFitted(view);
    const double small = view->zoom();

    window.resize(1920, 1080);
    QVERIFY(QTest::qWaitFor([&] { return holdsHalf(view, &window) && view->width() > 1000; }, 3000));
    QTest::qWait(50);
    verifyFitted(view);
    QVERIFY2(view->zoom() > small, qPrintable(QStringLiteral("%1 then %2").arg(small).arg(view->zoom())));

    // Once the user zooms, a resize keeps the zoom.
    QTest::mouseClick(view->zoomControls()->zoomInButton(), Qt::LeftButton);
    const double chosen = view->zoom();
    window.resize(1200, 800);
    QVERIFY(QTest::qWaitFor([&] { return view->width() < 1000; }, 3000));
    QTest::qWait(50);
    QCOMPARE(view->zoom(), chosen);

    // Fit follows the window again.
    QTest::mouseClick(view->zoomControls()->fitButton(), Qt::LeftButton);
    window.resize(1600, 1000);
    QVERIFY(QTest::qWaitFor([&] { return view->width() > 900; }, 3000));
    QTest::qWait(50);
    verifyFitted(view);
  }

  // A layout saved with a wide Descriptor panel (the view squeezed to a strip) comes back with the view
  // holding its half.
  void aSqueezedSavedLayoutIsNotRestoredAsIs() {
    {
      MainWindow window;
      showFresh(window, QSize(1024, 700), QStringLiteral("gather_rows.json"));
      if (QTest::currentTestFailed()) return;
      auto* descriptor = window.findChild<QDockWidget*>(QStringLiteral("DescriptorDock"));
      QVERIFY(descriptor);
      window.resizeDocks({descriptor}, {700}, Qt::Horizontal);
      // Only the layout pass, not the room keeping that follows it: the squeezed state is what gets saved.
      QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
      QVERIFY2(window.mappingView()->width() * 2 < window.width(), "the layout to save is not squeezed");
      QVERIFY(window.close());
    }
    QVERIFY(QSettings().contains(QStringLiteral("windowState")));
    MainWindow restored;
    restored.show();
    QVERIFY(QTest::qWaitForWindowExposed(&restored));
    QCOMPARE(restored.size(), QSize(1024, 700));
    const bool held = QTest::qWaitFor([&] { return holdsHalf(restored.mappingView(), &restored); }, 3000);
    saveGrab(restored, QStringLiteral("layout_restored_1024x700.png"));
    QVERIFY2(held,
             qPrintable(QStringLiteral("the view has %1×%2 of %3×%4")
                            .arg(restored.mappingView()->width())
                            .arg(restored.mappingView()->height())
                            .arg(restored.width())
                            .arg(restored.height())));
  }

  // Showing a hidden panel again takes its room from the other panels, not from the view: the Why panel moved
  // to the right, then the Descriptor shown again on the left would leave the view a third of the width.
  void aPanelShownAgainTakesRoomFromThePanels() {
    MainWindow window;
    showFresh(window, QSize(1024, 700), QStringLiteral("gather_rows.json"));
    if (QTest::currentTestFailed()) return;
    auto* descriptor = window.findChild<QDockWidget*>(QStringLiteral("DescriptorDock"));
    auto* why = window.findChild<WhyDock*>();
    QVERIFY(descriptor && why);
    descriptor->hide();
    window.addDockWidget(Qt::RightDockWidgetArea, why);
    window.resizeDocks({why}, {380}, Qt::Horizontal);
    QVERIFY(QTest::qWaitFor([&] { return why->width() >= 300 && window.dockWidgetArea(why) == Qt::RightDockWidgetArea; }, 3000));
    const int descriptorWidth = descriptor->width();
    QVERIFY2(window.width() - why->width() - descriptorWidth < window.width() / 2, "the panels would not squeeze the view");
    descriptor->show();
    QVERIFY2(QTest::qWaitFor([&] { return holdsHalf(window.mappingView(), &window); }, 3000),
             qPrintable(QStringLiteral("the view has %1 of %2").arg(window.mappingView()->width()).arg(window.width())));
    QVERIFY(descriptor->isVisible() && descriptor->width() >= 100);
  }

  // View → Zoom In and Fit act on the views on screen: during a comparison, both of its views in step.
  void theViewMenuZoomsTheComparisonToo() {
    MainWindow window;
    showFresh(window, QSize(1600, 1000), QStringLiteral("depth_to_space_dcr.json"));
    if (QTest::currentTestFailed()) return;
    QString error;
    QVERIFY2(window.compareWithVariant(QStringLiteral("Order"), QStringLiteral("COLUMN_ROW_DEPTH"), &error), qPrintable(error));
    QVERIFY(QTest::qWaitFor([&] { return window.comparisonView() && window.comparisonView()->pair(); }, 10000));
    QTest::qWait(50);
    MappingView* first = window.comparisonView()->firstView();
    MappingView* second = window.comparisonView()->secondView();
    QAction* zoomIn = nullptr;
    QAction* fit = nullptr;
    for (QAction* menu : window.menuBar()->actions()) {
      if (!menu->menu() || menu->text().remove(QLatin1Char('&')) != QLatin1String("View")) continue;
      for (QAction* a : menu->menu()->actions()) {
        if (a->text().remove(QLatin1Char('&')) == QLatin1String("Zoom In")) zoomIn = a;
        if (a->text().remove(QLatin1Char('&')) == QLatin1String("Fit")) fit = a;
      }
    }
    QVERIFY(zoomIn && fit);
    const double before = first->zoom();
    zoomIn->trigger();
    QVERIFY2(first->zoom() > before * 1.2, qPrintable(QStringLiteral("%1 then %2").arg(before).arg(first->zoom())));
    QCOMPARE(second->zoom(), first->zoom());
    fit->trigger();
    QVERIFY(first->followsFit());
    QCOMPARE(second->zoom(), first->zoom());
    QCOMPARE(second->viewOffset(), first->viewOffset());
  }

  // By operator as README's table lists them, then by title (numbers as numbers); every example once.
  void theExamplesMenuFollowsReadmeThenTitles() {
    const QStringList readme = readmeOperators();
    QCOMPARE(readme.size(), qsizetype(allOperators().size()));
    QCOMPARE(readme.front(), QStringLiteral("DML_OPERATOR_TILE"));
    MainWindow window;
    QMenu* menu = examplesMenu(window);
    QVERIFY(menu);
    QStringList shown;
    int examples = 0;
    QMap<QString, QStringList> titles;
    for (QAction* a : menu->actions()) {
      if (!a->menu() || !a->isVisible()) continue;
      shown << a->text();
      for (QAction* e : a->menu()->actions()) titles[a->text()] << e->text();
      examples += static_cast<int>(a->menu()->actions().size());
    }
    // README's order, less the operators without an example.
    QStringList expected;
    for (const QString& name : readme)
      if (shown.contains(name)) expected << name;
    QCOMPARE(shown, expected);
    QCOMPARE(shown.size(), qsizetype(allOperators().size()));  // every operator ships an example
    QCOMPARE(examples, static_cast<int>(QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")}).size()));
    // Hand-sorted: the gathers, and the joins (the counts read in words; "three" before "two").
    QCOMPARE(titles.value(QStringLiteral("DML_OPERATOR_GATHER")),
             (QStringList{"Gather: 1-D remapping", "Gather: columns swapped along Axis 1", "Gather: negative INT64 indices",
                          "Gather: nested indices along Axis 1", "Gather: nested indices along Axis 2", "Gather: rows along Axis 0"}));
    QCOMPARE(titles.value(QStringLiteral("DML_OPERATOR_JOIN")),
             (QStringList{"Join three tensors on axis 1", "Join three tensors on axis 2", "Join three tensors on axis 3",
                          "Join two tensors on axis 3"}));
    QCOMPARE(titles.value(QStringLiteral("DML_OPERATOR_PADDING1")),
             (QStringList{"Padding1: an INT64 constant beyond 2^53", "Padding1: constant 9 as a FLOAT32", "Padding1: edge",
                          "Padding1: reflection", "Padding1: symmetric", "Padding1: wrap"}));
    for (auto it = titles.cbegin(); it != titles.cend(); ++it) {
      for (qsizetype i = 1; i < it.value().size(); ++i)
        QVERIFY2(QString::localeAwareCompare(it.value()[i - 1], it.value()[i]) < 0, qPrintable(it.value()[i]));
    }
  }

  // The pictures of the closing note: a gather with a selected cell and the Why panel explaining it, and
  // DepthToSpace DCR compared with CRD, at 1024×700 and 1600×1000.
  void screenshots_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
  }

  void screenshots() {
    QFETCH(QSize, size);
    const QString suffix = QStringLiteral("%1x%2.png").arg(size.width()).arg(size.height());
    MainWindow window;
    showFresh(window, size, QStringLiteral("gather_rows.json"));
    if (QTest::currentTestFailed()) return;
    MappingView* view = window.mappingView();
    // The output cell [1, 0, 0] of the page's example (its explanation walks through the index cell).
    const auto* out = view->mappingLayout().box(true, 0);
    QVERIFY(out && out->hasGrid);
    const uint64_t element = out->columns;  // row 1, column 0
    const QRectF cell = *view->cellRectInView(CellRef{true, 0, element});
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, cell.center().toPoint());
    QCOMPARE(view->selection(), (std::optional<CellRef>(CellRef{true, 0, element})));
    auto* why = window.findChild<WhyDock*>();
    QVERIFY(why && why->isVisible());
    QVERIFY(why->model()->rowCount() > 1);
    QVERIFY(window.tabifiedDockWidgets(why).isEmpty());  // beside the others, not a tab behind them
    QVERIFY(why->width() >= 300);
    QTest::qWait(50);
    saveGrab(window, QStringLiteral("gather_why_") + suffix);

    QString error;
    QVERIFY2(window.openExample(test::exampleResource(QStringLiteral("depth_to_space_dcr.json")), &error), qPrintable(error));
    QVERIFY(test::waitForRun(window));
    QVERIFY2(window.compareWithVariant(QStringLiteral("Order"), QStringLiteral("COLUMN_ROW_DEPTH"), &error), qPrintable(error));
    QVERIFY(QTest::qWaitFor([&] { return window.comparisonView() && window.comparisonView()->pair(); }, 10000));
    ComparisonView* compare = window.comparisonView();
    QVERIFY(compare->width() * 2 >= window.width());
    // The window's own cell line gives way to the comparison's, which speaks for both sides.
    for (QLabel* label : window.findChildren<QLabel*>()) {
      if (label->accessibleName() == QLatin1String("Cell information")) QVERIFY(!label->isVisible());
    }
    // A 4-D tensor's many fields scroll in the Tensor Data panel rather than squeezing the Why panel beside it.
    QVERIFY2(why->width() >= 300, qPrintable(QString::number(why->width())));
    MappingView* first = compare->firstView();
    const QRectF compared = *first->cellRectInView(CellRef{true, 0, 1});
    QTest::mouseClick(first, Qt::LeftButton, Qt::NoModifier, compared.center().toPoint());
    QTest::qWait(50);
    for (MappingView* v : {compare->firstView(), compare->secondView()}) {
      const QRectF scene = sceneInView(v);
      QVERIFY(QRectF(v->rect()).adjusted(-0.5, -0.5, 0.5, 0.5).contains(scene) || !v->followsFit());
    }
    saveGrab(window, QStringLiteral("compare_") + suffix);
  }
};

QTEST_MAIN(TestGuiLayout)
#include "tst_gui_layout.moc"
