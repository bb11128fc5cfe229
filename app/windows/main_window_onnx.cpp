// The main window's ONNX models: reading a model once, opening its nodes as sessions (core's openOnnxNode does
// the translation and the inputs), the node picker, next and previous node, and tensors given to a node's inputs
// by dropping a .pb or .npy. Kept apart from main_window.cpp, which builds the window and its docks.
#include <QAction>
#include <QEventLoop>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <filesystem>
#include <functional>
#include <limits>

#include "dmlscope/onnx_session.h"
#include "models/diagnostic_list_model.h"
#include "models/explanation_model.h"
#include "models/file_job.h"
#include "models/onnx_node_list_model.h"
#include "models/run_controller.h"
#include "models/session_document.h"
#include "widgets/mapping_view.h"
#include "windows/main_window.h"
#include "windows/onnx_node_picker_dialog.h"
#include "windows/why_dock.h"

namespace dmlscope::gui {
namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// Runs `work` on the window's file job and waits for it with the window alive (the progress moves, Cancel works),
// as saving does. False with the reason when other file work is under way or the person cancelled.
bool runFileWork(MainWindow* window, const QString& description, const std::function<void()>& work, QString* error) {
  FileJob* job = window->fileJob();
  const bool started = job->start(description, [work](const IoProgress&) {
    work();
    return FileJob::Finish{};
  });
  if (!started) {
    if (error) *error = MainWindow::tr("Cannot start %1 while %2 is under way").arg(description, job->description());
    return false;
  }
  bool cancelled = false;
  QEventLoop wait;
  QObject::connect(job, &FileJob::finished, &wait, [&](bool wasCancelled) {
    cancelled = wasCancelled;
    wait.quit();
  });
  if (job->isRunning()) wait.exec();
  if (cancelled && error) *error = MainWindow::tr("%1 was cancelled").arg(description);
  return !cancelled;
}

}  // namespace

bool MainWindow::openOnnxModel(const QString& path, std::optional<uint32_t> nodeIndex, QString* error) {
  const QFileInfo info(path);
  const std::filesystem::path file = info.absoluteFilePath().toStdString();
  auto read = std::make_shared<std::optional<Result<onnx::OnnxModel>>>();
  if (!runFileWork(this, tr("Reading %1").arg(info.fileName()), [file, read] { read->emplace(onnx::readOnnxModel(file)); }, error)) {
    return false;
  }
  if (!read->has_value() || !**read) {
    if (error) *error = tr("Cannot open %1:\n%2").arg(path, read->has_value() ? errorMessage((*read)->error()) : QString());
    return false;
  }
  closeOnnxModel();
  onnxModel_ = std::make_shared<const onnx::OnnxModel>(std::move(**read).value());
  onnxNodes_ = new OnnxNodeListModel(onnxModel_, this);
  onnxGiven_ = std::make_shared<onnx::GivenTensors>();
  addRecentFile(path);
  updateOnnxActions();
  if (!nodeIndex) {
    auto first = onnx::firstTranslatableNode(*onnxModel_);
    if (!first) {
      if (error) *error = tr("%1 has no node ONNX Runtime's DirectML provider runs as an operator dmlscope shows:\n%2")
                              .arg(info.fileName(), errorMessage(first.error()));
      return false;
    }
    nodeIndex = (*first)->index;
  }
  return openOnnxNode(*nodeIndex, error);
}

bool MainWindow::openOnnxNode(uint32_t nodeIndex, QString* error) {
  if (!onnxModel_) {
    if (error) *error = tr("No ONNX model is open");
    return false;
  }
  const QString modelName = QFileInfo(qs(onnxModel_->path.string())).fileName();
  if (nodeIndex >= onnxModel_->nodes.size()) {
    if (error) *error = tr("%1 has no node %2 (it has %3)").arg(modelName).arg(nodeIndex).arg(onnxModel_->nodes.size());
    return false;
  }
  auto opened = onnx::openOnnxNode(*onnxModel_, onnxModel_->nodes[nodeIndex], *onnxGiven_);
  if (!opened) {
    if (error) *error = tr("Cannot open node %1 of %2:\n%3").arg(nodeIndex).arg(modelName, errorMessage(opened.error()));
    return false;
  }
  auto source = std::make_shared<const onnx::OnnxNodeSource>(std::move(opened->source));
  doc_->load(std::move(opened->session), QString(), std::nullopt, source);
  view_->setSelection(std::nullopt);
  view_->fitToView();
  runs_->runNow();
  updateOnnxActions();
  if (onnxPicker_) onnxPicker_->choose(nodeIndex);
  // The inputs that took 0, 1, 2, …: the model holds no value for them and none was given. The full warnings
  // (worded for the command line too) are in the model-warnings list.
  QStringList filled;
  const auto tensorSlots = inputSlots(doc_->session().desc);
  for (size_t i = 0; i < tensorSlots.size() && i < source->translation.inputValues.size(); ++i) {
    const std::string& value = source->translation.inputValues[i];
    if (!onnxModel_->constant(value) && !onnxGiven_->contains(value)) filled << qs(tensorSlots[i].field);
  }
  const QString what = tr("Opened node %1 (%2) of %3").arg(nodeIndex).arg(qs(source->opType), modelName);
  if (filled.isEmpty()) {
    statusBar()->showMessage(what, 8000);
  } else {
    statusBar()->showMessage(tr("%1; the model does not hold %2: 0, 1, 2, … until you drop a .npy or .pb onto it")
                                 .arg(what, filled.join(QStringLiteral(", "))),
                             15000);
  }
  return true;
}

bool MainWindow::openAdjacentOnnxNode(int step, QString* error) {
  const auto& source = doc_->onnxOrigin();
  if (!onnxNodes_ || !source || source->modelPath != onnxModel_->path) {
    if (error) *error = tr("The session is not a node of the open ONNX model");
    return false;
  }
  const auto next = onnxNodes_->neighbourSupported(source->nodeIndex, step);
  if (!next) {
    if (error) *error = step > 0 ? tr("No later node runs as a DirectML operator dmlscope shows")
                                 : tr("No earlier node runs as a DirectML operator dmlscope shows");
    return false;
  }
  return openOnnxNode(*next, error);
}

bool MainWindow::giveOnnxInput(uint32_t index, const QString& path, QString* error) {
  const auto source = doc_->onnxOrigin();
  const QString fileName = QFileInfo(path).fileName();
  if (!onnxModel_ || !source || source->modelPath != onnxModel_->path) {
    if (error) *error = tr("%1 is an ONNX tensor: drop it onto an input of a node opened from an ONNX model").arg(fileName);
    return false;
  }
  if (index >= source->translation.inputValues.size()) {
    if (error) *error = tr("There is no such tensor to import %1 into").arg(fileName);
    return false;
  }
  const std::string value = source->translation.inputValues[index];
  const std::filesystem::path file = QFileInfo(path).absoluteFilePath().toStdString();
  auto read = std::make_shared<std::optional<Result<onnx::OnnxTensor>>>();
  if (!runFileWork(this, tr("Reading %1").arg(fileName), [file, value, read] { read->emplace(onnx::readGivenTensor(file, value)); }, error)) {
    return false;
  }
  if (!read->has_value() || !**read) {
    if (error) *error = tr("Cannot read %1:\n%2").arg(path, read->has_value() ? errorMessage((*read)->error()) : QString());
    return false;
  }
  // The node opens again with the tensor given, so that core checks its type and size against the node and
  // the translation reads it where it decides a field; a refusal leaves the session and the given tensors as
  // they were.
  auto given = std::make_shared<onnx::GivenTensors>(*onnxGiven_);
  (*given)[value] = std::move(**read).value();
  std::swap(onnxGiven_, given);
  QString reason;
  if (!openOnnxNode(source->nodeIndex, &reason)) {
    std::swap(onnxGiven_, given);
    if (error) *error = tr("Cannot give %1 to \"%2\":\n%3").arg(fileName, qs(value), reason);
    return false;
  }
  statusBar()->showMessage(tr("%1 now holds %2").arg(qs(value), fileName), 8000);
  return true;
}

void MainWindow::importDroppedTensorProto(const QString& path, bool isOutput, uint32_t index) {
  QString error;
  if (isOutput) {
    error = tr("Outputs are computed by the operator: drop %1 onto an input").arg(QFileInfo(path).fileName());
  } else if (giveOnnxInput(index, path, &error)) {
    return;
  }
  statusBar()->showMessage(error.replace(QLatin1Char('\n'), QLatin1Char(' ')), 15000);
}

OnnxNodePickerDialog* MainWindow::showOnnxNodePicker() {
  if (!onnxNodes_) return nullptr;
  if (!onnxPicker_) {
    onnxPicker_ = new OnnxNodePickerDialog(onnxNodes_, this);
    connect(onnxPicker_, &OnnxNodePickerDialog::nodeChosen, this, [this](uint32_t node) {
      if (!maybeSave()) return;
      QString error;
      if (!openOnnxNode(node, &error)) QMessageBox::warning(this, tr("Open"), error);
    });
  }
  const auto& source = doc_->onnxOrigin();
  if (!(source && source->modelPath == onnxModel_->path && onnxPicker_->choose(source->nodeIndex))) {
    const auto first = onnxNodes_->isSupported(0) ? std::optional<uint32_t>(0) : onnxNodes_->neighbourSupported(0, 1);
    if (first) onnxPicker_->choose(*first);
  }
  onnxPicker_->show();
  onnxPicker_->raise();
  onnxPicker_->activateWindow();
  return onnxPicker_;
}

void MainWindow::buildOnnxActions(QMenu* file) {
  onnxPickerAction_ = file->addAction(tr("Choose ONNX &Node…"), QKeySequence(tr("Ctrl+Shift+O")), this, [this] { showOnnxNodePicker(); });
  onnxPickerAction_->setStatusTip(tr("List the nodes of the open ONNX model and open another one"));
  auto adjacent = [this](int step) {
    if (!maybeSave()) return;
    QString error;
    if (!openAdjacentOnnxNode(step, &error)) statusBar()->showMessage(error.replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
  };
  nextNodeAction_ = file->addAction(tr("Ne&xt ONNX Node"), QKeySequence(tr("Alt+PgDown")), this, [adjacent] { adjacent(1); });
  nextNodeAction_->setStatusTip(tr("Open the next node of the model that runs as a DirectML operator dmlscope shows"));
  previousNodeAction_ = file->addAction(tr("Pre&vious ONNX Node"), QKeySequence(tr("Alt+PgUp")), this, [adjacent] { adjacent(-1); });
  previousNodeAction_->setStatusTip(tr("Open the previous node of the model that runs as a DirectML operator dmlscope shows"));
  connect(doc_, &SessionDocument::sessionReplaced, this, &MainWindow::updateOnnxActions);
  // The Why panel's steps name fields: their tooltips add where an ONNX node's fields came from.
  connect(doc_, &SessionDocument::sessionReplaced, this, [this] {
    QHash<QString, QString> origins;
    if (const auto& source = doc_->onnxOrigin()) {
      for (const onnx::FieldOrigin& origin : source->translation.origins) origins.insert(qs(origin.field), qs(origin.origin));
    }
    whyDock_->model()->setFieldOrigins(std::move(origins));
  });
  updateOnnxActions();
}

void MainWindow::updateOnnxActions() {
  if (!onnxPickerAction_) return;
  onnxPickerAction_->setEnabled(onnxNodes_ != nullptr);
  const auto& source = doc_->onnxOrigin();
  const bool onNode = onnxNodes_ && source && source->modelPath == onnxModel_->path;
  nextNodeAction_->setEnabled(onNode && onnxNodes_->neighbourSupported(source->nodeIndex, 1).has_value());
  previousNodeAction_->setEnabled(onNode && onnxNodes_->neighbourSupported(source->nodeIndex, -1).has_value());
}

void MainWindow::closeOnnxModel() {
  if (onnxPicker_) {
    onnxPicker_->hide();
    onnxPicker_->deleteLater();
    onnxPicker_ = nullptr;
  }
  if (onnxNodes_) {
    onnxNodes_->deleteLater();
    onnxNodes_ = nullptr;
  }
  onnxModel_.reset();
  onnxGiven_.reset();
  updateOnnxActions();
}

}  // namespace dmlscope::gui
