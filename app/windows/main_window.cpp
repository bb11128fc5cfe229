// The main window (see main_window.h).
#include "windows/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <filesystem>
#include <limits>
#include <vector>

#include "dmlscope/index_values.h"
#include "dmlscope/onnx_session.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"
#include "dmlscope/session_open.h"
#include "figures/figure.h"
#include "language.h"
#include "models/diagnostic_list_model.h"
#include "models/element_text.h"
#include "models/example_catalogue.h"
#include "models/mapping_content.h"
#include "models/npy_export.h"
#include "models/onnx_node_list_model.h"
#include "models/operator_form.h"
#include "models/output_file_comparison.h"
#include "models/run_controller.h"
#include "models/save_preferences.h"
#include "models/session_document.h"
#include "models/tensor_table_model.h"
#include "widgets/comparison_view.h"
#include "widgets/descriptor_editor.h"
#include "widgets/field_marks.h"
#include "widgets/mapping_view.h"
#include "widgets/npy_drop.h"
#include "widgets/tensor_editor.h"
#include "windows/buffer_dock.h"
#include "windows/central_room.h"
#include "windows/dispatch_picker_dialog.h"
#include "windows/export_figure_dialog.h"
#include "windows/message_list_dialog.h"
#include "windows/preferences_dialog.h"
#include "windows/why_dock.h"

namespace dmlscope::gui {
namespace {

constexpr int kMaxRecentFiles = 8;
// A window at least this wide starts with the tensor data, the Why panel and the problems side by side.
constexpr int kThreePanelsWidth = 1400;

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The backend as saved in the settings: "cpu" (the fast CPU backend, the default), "cpu-reference" or
// "vulkan:N", the same in every language (unlike its label).
QString backendKey(const BackendChoice& choice) {
  switch (choice.kind) {
    case BackendChoice::Kind::FastCpu: return QStringLiteral("cpu");
    case BackendChoice::Kind::ReferenceCpu: return QStringLiteral("cpu-reference");
    case BackendChoice::Kind::Vulkan: break;
  }
  return QStringLiteral("vulkan:%1").arg(choice.device);
}

QString formatDuration(std::chrono::nanoseconds d) {
  const double ns = static_cast<double>(d.count());
  if (ns < 1e3) return MainWindow::tr("%1 ns").arg(ns, 0, 'f', 0);
  if (ns < 1e6) return MainWindow::tr("%1 µs").arg(ns / 1e3, 0, 'f', 1);
  if (ns < 1e9) return MainWindow::tr("%1 ms").arg(ns / 1e6, 0, 'f', 2);
  return MainWindow::tr("%1 s").arg(ns / 1e9, 0, 'f', 2);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      doc_(new SessionDocument(this)),
      runs_(new RunController(doc_, this)),
      comparer_(new OutputFileComparer(doc_, runs_, this)) {
  setObjectName(QStringLiteral("MainWindow"));
  setAccessibleName(tr("dmlscope"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/dmlscope.svg")));
  setAcceptDrops(true);
  setDockNestingEnabled(true);

  auto* central = new QWidget(this);
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  view_ = new MappingView(central);
  layout->addWidget(view_, 1);
  infoLine_ = new QLabel(central);
  infoLine_->setAccessibleName(tr("Cell information"));
  infoLine_->setContentsMargins(8, 3, 8, 3);
  infoLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // A long line (longer in some languages) wraps rather than widening the centre or being cut at its edge; two
  // lines are kept, so that hovering from cell to cell does not resize the view above.
  infoLine_->setMinimumHeight(2 * infoLine_->fontMetrics().lineSpacing() + 8);
  infoLine_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  infoLine_->setWordWrap(true);
  layout->addWidget(infoLine_);
  setCentralWidget(central);

  buildDocks();
  room_ = new CentralRoom(this, view_);
  buildToolBar();
  buildMenus();

  connect(doc_, &SessionDocument::sessionChanged, this, [this] {
    refreshChoosers();
    rebuildContent();
    refreshVariantComparison();
  });
  connect(doc_, &SessionDocument::fileStateChanged, this, &MainWindow::updateTitle);
  connect(doc_, &SessionDocument::sessionReplaced, this, &MainWindow::updateModelWarnings);
  connect(comparer_, &OutputFileComparer::finished, this, &MainWindow::showComparison);
  connect(runs_, &RunController::outcomeChanged, this, [this] {
    rebuildContent();
    updateRunStatus();
    refreshChoosers();
  });
  connect(runs_, &RunController::busyChanged, this, [this](bool busy) {
    busy_->setVisible(busy);
    cancel_->setVisible(busy);
    if (busy) {
      // Indeterminate until the backend reports how far it is.
      const int progress = static_cast<int>(runs_->progress());
      busy_->setRange(0, progress > 0 ? static_cast<int>(kProgressDone) : 0);
      busy_->setValue(progress);
      runStatus_->setText(tr("Running…"));
    }
  });
  connect(runs_, &RunController::progressChanged, this, [this](int thousandths) {
    if (thousandths <= 0) return;
    busy_->setRange(0, static_cast<int>(kProgressDone));
    busy_->setValue(std::min(thousandths, static_cast<int>(kProgressDone)));
  });
  connect(view_, &MappingView::selectionChanged, this, [this] {
    if (auto cell = view_->selection()) tensorEditor_->showCell(*cell);
    updateSelectionInfo();
  });
  connect(view_, &MappingView::hoverTextChanged, this, [this](const QString& text) {
    if (text.isEmpty()) {
      updateSelectionInfo();
    } else {
      infoLine_->setText(text);
    }
  });
  connect(tensorEditor_, &TensorEditor::cellActivated, this, [this](const CellRef& cell) { view_->setSelection(cell); });
  connect(tensorEditor_, &TensorEditor::message, this, [this](const QString& text) { statusBar()->showMessage(text, 6000); });
  connect(view_, &MappingView::npyDropped, this, &MainWindow::importDroppedNpy);
  connect(tensorEditor_, &TensorEditor::npyDropped, this, &MainWindow::importDroppedNpy);

  const int startBackend = runs_->backendIndex();
  restoreSettings();
  rebuildContent();
  updateTitle();
  refreshChoosers();
  // Say which backend runs: the automatic choice with its reason, or the one kept from last time.
  const int backend = runs_->backendIndex();
  statusBar()->showMessage(backend == startBackend ? runs_->startNote()
                                                   : tr("Running on %1, as last time").arg(runs_->backends()[static_cast<size_t>(backend)].label),
                           15000);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks() {
  descriptorEditor_ = new DescriptorEditor(doc_, this);
  descriptorDock_ = new QDockWidget(tr("Descriptor"), this);
  descriptorDock_->setObjectName(QStringLiteral("DescriptorDock"));
  descriptorDock_->setWidget(descriptorEditor_);
  addDockWidget(Qt::LeftDockWidgetArea, descriptorDock_);

  tensorEditor_ = new TensorEditor(doc_, this);
  tensorDock_ = new QDockWidget(tr("Tensor Data"), this);
  tensorDock_->setObjectName(QStringLiteral("TensorDock"));
  // In a scroll area: a tensor of many dimensions lines up many fields, and a panel that wide would leave
  // the Why panel beside it a sliver; past its width the editor scrolls instead.
  auto* tensorScroll = new QScrollArea(tensorDock_);
  tensorScroll->setWidget(tensorEditor_);
  tensorScroll->setWidgetResizable(true);
  tensorScroll->setFrameShape(QFrame::NoFrame);
  tensorScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  tensorDock_->setWidget(tensorScroll);
  addDockWidget(Qt::BottomDockWidgetArea, tensorDock_);

  problems_ = new DiagnosticListModel(this);
  problemsView_ = new QTableView(this);
  problemsView_->setAccessibleName(tr("Problems"));
  problemsView_->setModel(problems_);
  problemsView_->setSelectionBehavior(QAbstractItemView::SelectRows);
  problemsView_->setSelectionMode(QAbstractItemView::SingleSelection);
  problemsView_->setWordWrap(false);
  problemsView_->verticalHeader()->hide();
  problemsView_->horizontalHeader()->setStretchLastSection(true);
  problemsView_->horizontalHeader()->setSectionResizeMode(DiagnosticListModel::FieldColumn, QHeaderView::ResizeToContents);
  problemsView_->setToolTip(tr("Click a problem to go to its field"));
  problemsDock_ = new QDockWidget(tr("Problems"), this);
  problemsDock_->setObjectName(QStringLiteral("ProblemsDock"));
  problemsDock_->setWidget(problemsView_);
  addDockWidget(Qt::BottomDockWidgetArea, problemsDock_);
  splitDockWidget(tensorDock_, problemsDock_, Qt::Horizontal);
  whyDock_ = new WhyDock(view_, this);  // the Why panel follows the view by itself
  // Under the view, between the tensor data and the problems: its steps are sentences, which read best in a
  // wide panel, and the view keeps the window's width. (Split before the buffer's tab: a split of a tabbed
  // dock would only add another tab.)
  addDockWidget(Qt::BottomDockWidgetArea, whyDock_);
  splitDockWidget(tensorDock_, whyDock_, Qt::Horizontal);
  // The buffer behind the strides: a tab beside the tensor data, linked to the mapping view.
  bufferDock_ = new BufferDock(view_, tensorEditor_, this);
  tabifyDockWidget(tensorDock_, bufferDock_);
  tensorDock_->raise();
  connect(problemsView_, &QTableView::clicked, this, [this](const QModelIndex& index) {
    focusProblemField(index.data(DiagnosticListModel::FieldRole).toString());
  });
  connect(problemsView_, &QTableView::activated, this, [this](const QModelIndex& index) {
    focusProblemField(index.data(DiagnosticListModel::FieldRole).toString());
  });
}

void MainWindow::buildToolBar() {
  auto* bar = addToolBar(tr("Operator"));
  bar->setObjectName(QStringLiteral("OperatorToolBar"));
  bar->setMovable(true);

  auto addLabelled = [&](const QString& label, QWidget* widget) {
    auto* l = new QLabel(label, bar);
    l->setBuddy(widget);
    l->setContentsMargins(6, 0, 4, 0);
    bar->addWidget(l);
    bar->addWidget(widget);
  };

  operatorChoice_ = new QComboBox(bar);
  operatorChoice_->setAccessibleName(tr("Operator"));
  // Grouped by family under headings that cannot be chosen (keyboard and wheel skip them).
  auto* operatorItems = qobject_cast<QStandardItemModel*>(operatorChoice_->model());
  for (const OperatorGroup& group : operatorGroups()) {
    operatorChoice_->addItem(group.heading);
    QStandardItem* heading = operatorItems->item(operatorChoice_->count() - 1);
    heading->setFlags(heading->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    for (OperatorType type : group.operators) {
      operatorChoice_->addItem(qs(shortName(type)), static_cast<uint32_t>(type));
      operatorChoice_->setItemData(operatorChoice_->count() - 1, qs(fullName(type)), Qt::ToolTipRole);
    }
  }
  connect(operatorChoice_, &QComboBox::activated, this, [this](int i) {
    doc_->changeOperator(static_cast<OperatorType>(operatorChoice_->itemData(i).toUInt()));
  });
  addLabelled(tr("&Operator"), operatorChoice_);

  levelChoice_ = new QComboBox(bar);
  levelChoice_->setAccessibleName(tr("Feature level"));
  levelChoice_->setToolTip(tr("The DML_FEATURE_LEVEL whose rules validation applies"));
  for (FeatureLevel level : kAllFeatureLevels) {
    levelChoice_->addItem(qs(shortName(level)), static_cast<uint32_t>(level));
    levelChoice_->setItemData(levelChoice_->count() - 1, qs(fullName(level)), Qt::ToolTipRole);
  }
  connect(levelChoice_, &QComboBox::activated, this, [this](int i) {
    doc_->setFeatureLevel(static_cast<FeatureLevel>(levelChoice_->itemData(i).toUInt()));
  });
  addLabelled(tr("&Feature level"), levelChoice_);

  backendChoice_ = new QComboBox(bar);
  backendChoice_->setAccessibleName(tr("Backend"));
  for (const BackendChoice& b : runs_->backends()) backendChoice_->addItem(b.label);
  backendChoice_->setToolTip(runs_->vulkanStatus().isEmpty() ? tr("Where the operator runs")
                                                             : tr("Where the operator runs. No GPU: %1").arg(runs_->vulkanStatus()));
  connect(backendChoice_, &QComboBox::activated, this, [this](int i) {
    runs_->setBackendIndex(i);
    refreshChoosers();
  });
  addLabelled(tr("&Backend"), backendChoice_);

  crossCheckAction_ = new QAction(tr("Cross-check"), this);
  crossCheckAction_->setCheckable(true);
  crossCheckAction_->setToolTip(tr("Also run the CPU reference and highlight every element where this backend differs"));
  crossCheckAction_->setEnabled(false);
  connect(crossCheckAction_, &QAction::toggled, runs_, &RunController::setCrossCheck);
  bar->addAction(crossCheckAction_);
  bar->addSeparator();

  colourBySourceAction_ = new QAction(tr("Colour by Source"), this);
  colourBySourceAction_->setCheckable(true);
  colourBySourceAction_->setShortcut(QKeySequence(tr("Ctrl+B")));
  colourBySourceAction_->setToolTip(tr("Paint each output cell in its source's colour, to see tilings, folds and orders at a glance"));
  connect(colourBySourceAction_, &QAction::toggled, view_, &MappingView::setColourBySource);
  connect(colourBySourceAction_, &QAction::toggled, this, [this](bool on) {
    if (comparisonView_) comparisonView_->setColourBySource(on);
  });
  bar->addAction(colourBySourceAction_);

  // −, Fit and + are on the view itself (ZoomControls), where a narrow window cannot fold them away.

  runStatus_ = new QLabel(this);
  runStatus_->setAccessibleName(tr("Run status"));
  runStatus_->setContentsMargins(8, 0, 8, 0);
  busy_ = new QProgressBar(this);
  busy_->setRange(0, 0);
  busy_->setMaximumWidth(120);
  busy_->setAccessibleName(tr("Run progress"));
  busy_->hide();
  cancel_ = new QPushButton(tr("Cancel"), this);
  cancel_->setAccessibleName(tr("Cancel the run"));
  cancel_->hide();
  connect(cancel_, &QPushButton::clicked, runs_, &RunController::cancel);
  // While the session from a DxDispatch model has import warnings: their count, the list in the tooltip, and
  // the list in a window on a click.
  modelWarnings_ = new QLabel(this);
  modelWarnings_->setAccessibleName(tr("Model warnings"));
  modelWarnings_->setContentsMargins(8, 0, 8, 0);
  modelWarnings_->setTextFormat(Qt::RichText);
  modelWarnings_->hide();
  connect(modelWarnings_, &QLabel::linkActivated, this, &MainWindow::showModelWarnings);
  statusBar()->addPermanentWidget(modelWarnings_);
  statusBar()->addPermanentWidget(busy_);
  statusBar()->addPermanentWidget(cancel_);
  statusBar()->addPermanentWidget(runStatus_);
}

void MainWindow::buildMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newSession);
  file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openInteractive);
  recentMenu_ = file->addMenu(tr("Open &Recent"));
  buildOnnxActions(file);
  file->addSeparator();
  saveAction_ = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
  file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
  file->addSeparator();
  QMenu* exportMenu = file->addMenu(tr("&Export"));
  exportMenu->addAction(tr("&Figure…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportFigure);
  QAction* exportModel = exportMenu->addAction(tr("&DxDispatch model…"), this, &MainWindow::exportDxDispatchInteractive);
  exportModel->setStatusTip(tr("Write the session as a model for DirectML's own runner, DxDispatch, to check dmlscope against real DirectML"));
  file->addSeparator();
  file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  undoAction_ = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
  redoAction_->setShortcut(QKeySequence::Redo);
  edit->addAction(undoAction_);
  edit->addAction(redoAction_);
  edit->addSeparator();
  edit->addAction(tr("Copy Output as &JSON"), this, [this] { copyOutput(false); });
  edit->addAction(tr("Copy Output as &NumPy"), this, [this] { copyOutput(true); });
  edit->addSeparator();
  QAction* preferences = edit->addAction(tr("&Preferences…"), QKeySequence::Preferences, this, &MainWindow::showPreferences);
  preferences->setMenuRole(QAction::PreferencesRole);

  examplesMenu_ = menuBar()->addMenu(tr("E&xamples"));
  rebuildExamplesMenu();

  QMenu* tensor = menuBar()->addMenu(tr("&Tensor"));
  QAction* importAction = tensor->addAction(tr("&Import .npy…"), QKeySequence(tr("Ctrl+I")), this, &MainWindow::importNpyInteractive);
  importAction->setStatusTip(tr("Load a NumPy file into the input shown in the Tensor Data panel: its data, Sizes and DataType"));
  QAction* exportAction = tensor->addAction(tr("&Export .npy…"), this, &MainWindow::exportNpyInteractive);
  exportAction->setStatusTip(tr("Write the tensor shown in the Tensor Data panel as a NumPy file"));

  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->addAction(colourBySourceAction_);
  view->addSeparator();
  // The view on screen: during a comparison its left view, which the right one follows.
  auto shownView = [this] { return comparisonView_ ? comparisonView_->firstView() : view_; };
  view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [shownView] { shownView()->zoomIn(); });
  view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [shownView] { shownView()->zoomOut(); });
  view->addAction(tr("&Fit"), QKeySequence(tr("Ctrl+0")), this, [shownView] { shownView()->fitToView(); });
  view->addSeparator();
  QMenu* theme = view->addMenu(tr("&Theme"));
  auto* themes = new QActionGroup(this);
  lightAction_ = theme->addAction(tr("&Light"), this, [this] { applyTheme(ThemeKind::Light); });
  darkAction_ = theme->addAction(tr("&Dark"), this, [this] { applyTheme(ThemeKind::Dark); });
  for (QAction* a : {lightAction_, darkAction_}) {
    a->setCheckable(true);
    themes->addAction(a);
  }
  view->addSeparator();
  view->addAction(descriptorDock_->toggleViewAction());
  view->addAction(tensorDock_->toggleViewAction());
  view->addAction(problemsDock_->toggleViewAction());
  view->addAction(bufferDock_->toggleViewAction());
  view->addAction(whyDock_->toggleViewAction());

  QMenu* run = menuBar()->addMenu(tr("&Run"));
  run->addAction(tr("Run &Now"), QKeySequence(tr("F5")), runs_, &RunController::runNow);
  run->addAction(tr("&Cancel"), runs_, &RunController::cancel);
  run->addAction(crossCheckAction_);
  compareAction_ = run->addAction(tr("Compare outputs with &files…"), this, &MainWindow::compareWithFilesInteractive);
  compareAction_->setStatusTip(tr("Compare every output element with .npy files another implementation wrote (real DirectML "
                                  "through DxDispatch, NumPy) and mark the elements that differ"));
  run->addAction(tr("Compare &with Another Value…"), this, &MainWindow::compareWithVariantInteractive)
      ->setStatusTip(tr("Run the session again with one field set to another value and show both outputs side by side"));

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About dmlscope"), this, [this] {
    QMessageBox::about(this, tr("About dmlscope"),
                       tr("<b>dmlscope</b><p>A visualizer and debugger for DirectML's data-movement operators: "
                          "DML_OPERATOR_%1.</p>"
                          "<p>Select an output cell to see the input element it comes from; hover an input cell to see "
                          "every output it feeds. Validation follows the DML_FEATURE_LEVEL you choose.</p>")
                           .arg(QString::fromStdString(operatorNameList())));
  });
}

void MainWindow::rebuildExamplesMenu() {
  examplesMenu_->clear();
  const auto examples = listExamples();
  if (examples.empty()) {
    examplesMenu_->addAction(tr("(no examples in this build)"))->setEnabled(false);
    return;
  }
  // listExamples' order: by operator as README lists them, then by title; one submenu per operator.
  QMenu* menu = nullptr;
  for (const ExampleEntry& e : examples) {
    if (!menu || menu->property("operator").toUInt() != static_cast<uint32_t>(e.type)) {
      menu = examplesMenu_->addMenu(qs(fullName(e.type)));
      menu->setProperty("operator", static_cast<uint32_t>(e.type));
    }
    QAction* a = menu->addAction(e.title);
    a->setToolTip(e.description);
    a->setStatusTip(e.description);
    const QString resource = e.resource;
    connect(a, &QAction::triggered, this, [this, resource] {
      if (!maybeSave()) return;
      QString error;
      if (!openExample(resource, &error)) QMessageBox::warning(this, tr("Example"), error);
    });
  }
}

void MainWindow::rebuildRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
  for (const QString& path : recent) {
    QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
    a->setToolTip(path);
    a->setStatusTip(path);
    connect(a, &QAction::triggered, this, [this, path] {
      if (!maybeSave()) return;
      openChosenFile(path);
    });
  }
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::addRecentFile(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
  const QString absolute = QFileInfo(path).absoluteFilePath();
  recent.removeAll(absolute);
  recent.prepend(absolute);
  while (recent.size() > kMaxRecentFiles) recent.removeLast();
  settings.setValue(QStringLiteral("recentFiles"), recent);
  rebuildRecentMenu();
}

void MainWindow::refreshChoosers() {
  const Session& s = doc_->session();
  operatorChoice_->setCurrentIndex(operatorChoice_->findData(static_cast<uint32_t>(operatorType(s.desc))));
  levelChoice_->setCurrentIndex(levelChoice_->findData(static_cast<uint32_t>(s.featureLevel)));
  backendChoice_->setCurrentIndex(runs_->backendIndex());
  const auto backend = static_cast<size_t>(runs_->backendIndex());
  crossCheckAction_->setEnabled(backend < runs_->backends().size() &&
                                runs_->backends()[backend].kind != BackendChoice::Kind::ReferenceCpu);
  {
    const QSignalBlocker block(crossCheckAction_);
    crossCheckAction_->setChecked(runs_->crossCheck());
  }
  // A diagnostic about the operator itself (not available at this level) belongs to the choosers.
  clearFieldMark(operatorChoice_);
  clearFieldMark(levelChoice_);
  for (const Diagnostic& d : doc_->diagnostics()) {
    if (d.field != "Operator") continue;
    markFieldInvalid(operatorChoice_, diagnosticMessage(d));
    markFieldInvalid(levelChoice_, diagnosticMessage(d));
  }
}

void MainWindow::rebuildContent() {
  content_ = buildMappingContent(doc_->snapshot(), doc_->diagnostics(), runs_->outcome());
  view_->setContent(content_);
  tensorEditor_->setContent(content_);
  bufferDock_->setContent(content_);
  // A valid gather or scatter may still read index values DirectML leaves undefined: listed as warnings, from
  // the values the mapping content has read already (it reads them exactly when the session is valid).
  std::vector<Diagnostic> warnings;
  if (content_->indexValues) warnings = indexWarnings(content_->session->desc, *content_->indexValues);
  problems_->setDiagnostics(doc_->diagnostics(), warnings);
  const size_t listed = problems_->diagnostics().size();
  problemsDock_->setWindowTitle(listed == 0 ? tr("Problems") : tr("Problems (%1)").arg(listed));
  updateSelectionInfo();
}

void MainWindow::updateTitle() {
  setWindowTitle(QStringLiteral("%1[*] — dmlscope").arg(doc_->displayName()));
  setWindowModified(doc_->isModified());
}

void MainWindow::updateRunStatus() {
  const auto outcome = runs_->outcome();
  QString text;
  switch (outcome->state) {
    case RunOutcome::State::NotRun:
      text = outcome->message;
      break;
    case RunOutcome::State::Succeeded:
      text = tr("Ran on %1 in %2").arg(outcome->backendName, formatDuration(outcome->elapsed));
      if (!outcome->message.isEmpty()) text += QStringLiteral(" · ") + outcome->message;
      if (outcome->crossChecked) text += QStringLiteral(" · ") + tr("cross-check: %1").arg(outcome->crossCheckMessage);
      if (outcome->comparedWithFiles) text += QStringLiteral(" · ") + outcome->fileComparisonMessage;
      break;
    case RunOutcome::State::Failed:
      text = tr("Run failed: %1").arg(outcome->message);
      break;
    case RunOutcome::State::Cancelled:
      text = tr("Run cancelled");
      break;
  }
  runStatus_->setText(text);
  runStatus_->setToolTip(text);
}

void MainWindow::updateSelectionInfo() {
  if (view_->hoveredCell()) return;
  if (!view_->selection()) {
    infoLine_->setText(tr("Select or hover a cell: an output shows its source, an input every output it feeds. "
                          "Arrow keys move the selection; the wheel zooms; drag to pan."));
    return;
  }
  infoLine_->setText(view_->describeCell(*view_->selection()));
}

bool MainWindow::openFile(const QString& path, QString* error) { return openFile(path, std::nullopt, error); }

bool MainWindow::openFile(const QString& path, std::optional<uint32_t> dispatchIndex, QString* error) {
  if (isOnnxModelFile(path)) return openOnnxModel(path, std::nullopt, error);
  OpenOptions options;
  options.dispatchIndex = dispatchIndex;
  auto opened = openSessionFile(path.toStdString(), options);
  if (!opened) {
    if (error) *error = tr("Cannot open %1:\n%2").arg(path, errorMessage(opened.error()));
    return false;
  }
  showOpened(std::move(*opened), path);
  return true;
}

void MainWindow::openChosenFile(const QString& path) {
  if (isOnnxModelFile(path)) {
    // The first node the provider runs opens at once; the picker offers the others when there is a choice.
    QString error;
    const bool opened = openOnnxModel(path, std::nullopt, &error);
    if (!onnxModel_) {
      QMessageBox::warning(this, tr("Open"), error);
      return;
    }
    if (!opened) statusBar()->showMessage(error.replace(QLatin1Char('\n'), QLatin1Char(' ')), 15000);
    if (!opened || onnxNodes_->rowCount() > 1) showOnnxNodePicker();
    return;
  }
  auto opened = openSessionFile(path.toStdString());
  if (!opened) {
    QMessageBox::warning(this, tr("Open"), tr("Cannot open %1:\n%2").arg(path, errorMessage(opened.error())));
    return;
  }
  if (opened->dxdispatch && dispatchNeedsChoice(*opened->dxdispatch)) {
    DispatchPickerDialog picker(*opened->dxdispatch, QFileInfo(path).fileName(), this);
    if (picker.exec() != QDialog::Accepted) return;
    const auto chosen = picker.chosenCommand();
    if (!chosen) return;
    // The dispatch core opened by itself is the preselected one: only another needs reading again.
    if (*chosen != opened->dxdispatch->commandIndex) {
      QString error;
      if (!openFile(path, chosen, &error)) QMessageBox::warning(this, tr("Open"), error);
      return;
    }
  }
  showOpened(std::move(*opened), path);
}

void MainWindow::showOpened(OpenedSession opened, const QString& path) {
  closeOnnxModel();
  const QString absolute = QFileInfo(path).absoluteFilePath();
  if (opened.dxdispatch) {
    // No file path: Save must ask where, never write a session over the model.
    doc_->load(std::move(opened.session), QString(), ModelOrigin{absolute, std::move(*opened.dxdispatch)});
  } else {
    doc_->load(std::move(opened.session), absolute);
  }
  addRecentFile(path);
  view_->setSelection(std::nullopt);
  view_->fitToView();
  runs_->runNow();
  if (const auto& origin = doc_->modelOrigin()) {
    const auto& warnings = origin->source.warnings;
    const QString name = QFileInfo(path).fileName();
    if (warnings.empty()) {
      statusBar()->showMessage(tr("Opened command %1 of the DxDispatch model %2").arg(origin->source.commandIndex).arg(name), 8000);
    } else {
      statusBar()->showMessage(tr("Opened command %1 of the DxDispatch model %2 with %n warning(s): %3", nullptr,
                                  static_cast<int>(std::min<size_t>(warnings.size(), INT32_MAX)))
                                   .arg(origin->source.commandIndex)
                                   .arg(name, errorMessage(warnings.front())),
                               15000);
    }
  }
}

void MainWindow::updateModelWarnings() {
  const auto& origin = doc_->modelOrigin();
  const auto& onnxOrigin = doc_->onnxOrigin();
  QStringList lines;
  if (origin) {
    for (const Error& warning : origin->source.warnings) lines << errorMessage(warning);
  } else if (onnxOrigin) {
    for (const std::string& warning : onnxOrigin->warnings) lines << qs(warning);
  }
  modelWarnings_->setVisible(!lines.isEmpty());
  if (lines.isEmpty()) {
    modelWarnings_->clear();
    modelWarnings_->setToolTip(QString());
    if (modelWarningsWindow_) modelWarningsWindow_->hide();
    return;
  }
  modelWarnings_->setText(QStringLiteral("<a href=\"warnings\">%1</a>")
                              .arg(tr("%n model warning(s)", nullptr, static_cast<int>(std::min<qsizetype>(lines.size(), INT32_MAX)))
                                       .toHtmlEscaped()));
  modelWarnings_->setToolTip(lines.join(QLatin1Char('\n')));
  if (modelWarningsWindow_) {
    const QString model = origin ? origin->modelPath : qs(onnxOrigin->modelPath.string());
    modelWarningsWindow_->setMessages(tr("DirectML may treat %1 differently from dmlscope:").arg(QFileInfo(model).fileName()), lines);
  }
}

void MainWindow::showModelWarnings() {
  const auto& origin = doc_->modelOrigin();
  const auto& onnxOrigin = doc_->onnxOrigin();
  if ((!origin || origin->source.warnings.empty()) && (!onnxOrigin || onnxOrigin->warnings.empty())) return;
  if (!modelWarningsWindow_) {
    modelWarningsWindow_ = new MessageListDialog(tr("Model Warnings"), this);
    updateModelWarnings();
  }
  modelWarningsWindow_->show();
  modelWarningsWindow_->raise();
}

bool MainWindow::openExample(const QString& resource, QString* error) {
  auto session = loadExample(resource);
  if (!session) {
    if (error) *error = tr("Cannot open the example %1:\n%2").arg(resource, errorMessage(session.error()));
    return false;
  }
  closeOnnxModel();
  doc_->load(std::move(*session), QString());
  view_->setSelection(std::nullopt);
  view_->fitToView();
  runs_->runNow();
  return true;
}

void MainWindow::openStartExample() {
  const auto examples = listExamples();
  if (examples.empty()) {
    doc_->load(Session{}, QString());
    runs_->runNow();
    return;
  }
  // The Examples menu's first: README's first operator (TILE), its first example by title.
  openExample(examples.front().resource);
}

void MainWindow::showComparison() {
  const FileComparisonReport& report = comparer_->lastReport();
  statusBar()->showMessage(report.summary, 15000);
  if (!report.needsAttention()) {
    if (comparisonWindow_) comparisonWindow_->hide();
    return;
  }
  if (!comparisonWindow_) comparisonWindow_ = new MessageListDialog(tr("Comparison with Files"), this);
  comparisonWindow_->setMessages(report.summary, report.problems + report.differences);
  comparisonWindow_->show();
  comparisonWindow_->raise();
}

void MainWindow::newSession() {
  if (!maybeSave()) return;
  Session session = defaultSession(operatorType(doc_->session().desc), doc_->session().featureLevel);
  closeOnnxModel();
  doc_->load(std::move(session), QString());
  view_->setSelection(std::nullopt);
  runs_->runNow();
}

void MainWindow::openInteractive() {
  if (!maybeSave()) return;
  QString folder = QFileInfo(doc_->filePath()).absolutePath();
  if (doc_->filePath().isEmpty() && doc_->modelOrigin()) folder = QFileInfo(doc_->modelOrigin()->modelPath).absolutePath();
  if (doc_->filePath().isEmpty() && onnxModel_) folder = QFileInfo(QString::fromStdString(onnxModel_->path.string())).absolutePath();
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open Session"), folder,
      tr("dmlscope sessions, DxDispatch and ONNX models (*.json *.onnx);;dmlscope sessions and DxDispatch models (*.json);;"
         "ONNX models (*.onnx);;All files (*)"));
  if (path.isEmpty()) return;
  openChosenFile(path);
}

void MainWindow::exportFigure() {
  FigureOptions defaults;
  defaults.scale = 2;
  defaults.theme = theme_;
  defaults.colourBySource = view_->colourBySource();
  defaults.selection = view_->selection();
  QString suggested = doc_->filePath().isEmpty() ? doc_->displayName() : QFileInfo(doc_->filePath()).completeBaseName();
  suggested = QFileInfo(QSettings().value(QStringLiteral("lastFigureDir"), QDir::homePath()).toString(),
                        suggested.replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".png"))
                  .filePath();
  ExportFigureDialog dialog(suggested, defaults, this);
  if (dialog.exec() != QDialog::Accepted || !content_) return;
  QString error;
  if (!writeFigure(dialog.path(), *content_, dialog.options(), &error)) {
    QMessageBox::warning(this, tr("Export Figure"), error);
    return;
  }
  QSettings().setValue(QStringLiteral("lastFigureDir"), QFileInfo(dialog.path()).absolutePath());
  statusBar()->showMessage(tr("Wrote %1").arg(dialog.path()), 5000);
}

void MainWindow::showPreferences() {
  PreferencesDialog dialog(this);
  if (dialog.exec() != QDialog::Accepted) return;
  const QString next = dialog.language().isEmpty() ? systemLanguage() : dialog.language();
  if (next == installedLanguage()) return;
  QMessageBox box(QMessageBox::Question, tr("Language"),
                  tr("dmlscope will speak %1 from its next start. Restart it now?").arg(languageName(next)),
                  QMessageBox::NoButton, this);
  QPushButton* restart = box.addButton(tr("Restart Now"), QMessageBox::AcceptRole);
  box.addButton(tr("Later"), QMessageBox::RejectRole);
  box.setDefaultButton(restart);
  box.exec();
  if (box.clickedButton() != restart) return;
  restartRequested_ = true;
  if (!close()) restartRequested_ = false;  // the user kept unsaved changes open
}

QStringList MainWindow::restartArguments() const {
  return doc_->filePath().isEmpty() ? QStringList() : QStringList{doc_->filePath()};
}

void MainWindow::copyOutput(bool numpy) {
  if (!content_) return;
  // The tensor shown in the tensor editor if it is an output, else the first output.
  const TensorContent* t = nullptr;
  if (const TensorContent* shown = content_->tensor(true, tensorEditor_->model()->tensorIndex()); shown && tensorEditor_->model()->isOutput()) {
    t = shown;
  } else if (!content_->outputs.empty()) {
    t = &content_->outputs.front();
  }
  if (!t || !t->layout || !t->values) {
    statusBar()->showMessage(tr("There is no output to copy: the operator has not run"), 5000);
    return;
  }
  QApplication::clipboard()->setText(numpy ? tensorAsNumpy(*t->layout, *t->values) : tensorAsJson(*t->layout, *t->values));
  statusBar()->showMessage(numpy ? tr("Copied %1 as NumPy").arg(t->field) : tr("Copied %1 as JSON").arg(t->field), 4000);
}

void MainWindow::focusProblemField(const QString& field) {
  if (field.isEmpty()) return;
  // Data problems belong to the tensor editor; everything else to the descriptor.
  if (field.endsWith(QLatin1String(".Data"))) {
    const QString tensor = field.left(field.size() - 5);
    for (const TensorContent& t : content_->inputs) {
      if (t.field == tensor) {
        tensorEditor_->showTensor(false, t.index);
        tensorDock_->show();
        tensorDock_->raise();
        tensorEditor_->table()->setFocus();
        return;
      }
    }
  }
  descriptorDock_->show();
  descriptorDock_->raise();
  if (!descriptorEditor_->focusField(field) && field == QLatin1String("Operator")) operatorChoice_->setFocus();
}

void MainWindow::applyTheme(ThemeKind kind) {
  theme_ = kind;
  QApplication::setPalette(applicationPalette(kind));
  view_->setTheme(kind);
  bufferDock_->setTheme(kind);
  if (comparisonView_) comparisonView_->setTheme(kind);
  (kind == ThemeKind::Dark ? darkAction_ : lightAction_)->setChecked(true);
  QSettings().setValue(QStringLiteral("theme"), themeKindName(kind));
}

void MainWindow::restoreSettings() {
  QSettings settings;
  restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
  // A saved layout that would squeeze the view is not kept as it was: room_ shrinks its panels once shown.
  if (!restoreState(settings.value(QStringLiteral("windowState")).toByteArray())) {
    // A first start: a size that suits the screen, and panels in proportion to the size the window gets.
    const QSize screenSize = screen() ? screen()->availableSize() : QSize(1600, 1000);
    resize(std::min(1500, screenSize.width() * 9 / 10), std::min(920, screenSize.height() * 9 / 10));
    room_->arrangeOnFirstShow([this](QSize size) {
      // 340: the form of a 4-D tensor's Sizes without a horizontal scroll bar.
      resizeDocks({descriptorDock_}, {std::clamp(size.width() * 26 / 100, 340, 480)}, Qt::Horizontal);
      resizeDocks({tensorDock_}, {std::clamp(size.height() * 28 / 100, 180, 300)}, Qt::Vertical);
      if (size.width() >= kThreePanelsWidth) {
        resizeDocks({tensorDock_, whyDock_, problemsDock_}, {size.width() * 46 / 100, size.width() * 34 / 100, size.width() * 20 / 100},
                    Qt::Horizontal);
        return;
      }
      // The tensor data's controls want about 650 pixels for a 2-D tensor (more dimensions scroll): beside
      // them, the Why panel keeps a readable width and the problems become a tab of their own (its title counts
      // them).
      tabifyDockWidget(tensorDock_, problemsDock_);
      tensorDock_->raise();
      const int tensorWidth = std::max(size.width() * 60 / 100, std::min(660, size.width() - 340));
      resizeDocks({tensorDock_, whyDock_}, {tensorWidth, size.width() - tensorWidth}, Qt::Horizontal);
    });
  }
  applyTheme(parseThemeKind(settings.value(QStringLiteral("theme")).toString()).value_or(ThemeKind::Light));
  colourBySourceAction_->setChecked(settings.value(QStringLiteral("colourBySource"), false).toBool());
  const QString backend = settings.value(QStringLiteral("backend")).toString();
  for (size_t i = 0; i < runs_->backends().size(); ++i) {
    if (backendKey(runs_->backends()[i]) == backend) runs_->setBackendIndex(static_cast<int>(i));
  }
  rebuildRecentMenu();
}

void MainWindow::saveSettings() const {
  QSettings settings;
  settings.setValue(QStringLiteral("geometry"), saveGeometry());
  settings.setValue(QStringLiteral("windowState"), saveState());
  settings.setValue(QStringLiteral("colourBySource"), view_->colourBySource());
  const auto index = static_cast<size_t>(runs_->backendIndex());
  if (index < runs_->backends().size()) settings.setValue(QStringLiteral("backend"), backendKey(runs_->backends()[index]));
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  saveSettings();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  const auto urls = event->mimeData()->urls();
  if (urls.size() == 1 && urls.front().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const auto urls = event->mimeData()->urls();
  if (urls.size() != 1 || !urls.front().isLocalFile()) return;
  event->acceptProposedAction();
  if (!droppedNpyPath(event->mimeData()).isEmpty()) {
    // Not onto a tensor (those take it themselves): a .npy file is no session.
    statusBar()->showMessage(tr("Drop %1 onto an input tensor's grid to import it").arg(QFileInfo(urls.front().toLocalFile()).fileName()),
                             8000);
    return;
  }
  if (!maybeSave()) return;
  openChosenFile(urls.front().toLocalFile());
}

}  // namespace dmlscope::gui
