// The main window's file actions: saving the session, importing and exporting tensors as .npy (from the menu
// and by drag and drop), exporting a DxDispatch model and comparing the outputs with files. Kept apart from
// main_window.cpp, which builds the window and its docks.
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStatusBar>

#include <filesystem>
#include <limits>
#include <vector>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"
#include "models/diagnostic_list_model.h"
#include "models/file_job.h"
#include "models/mapping_content.h"
#include "models/npy_export.h"
#include "models/onnx_node_list_model.h"
#include "models/output_file_comparison.h"
#include "models/save_preferences.h"
#include "models/session_document.h"
#include "models/tensor_table_model.h"
#include "widgets/file_job_status.h"
#include "widgets/tensor_editor.h"
#include "windows/main_window.h"

namespace dmlscope::gui {
namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

}  // namespace

bool MainWindow::saveTo(const QString& path, QString* error) {
  SaveOptions options;
  options.externalDataBytes = externalDataBytes(externalDataPreference());
  // The .npy files beside the session are written on the file job's thread, while this waits in an event loop
  // of its own: the window repaints, the progress moves and Cancel works; edits meanwhile leave it modified.
  auto request = std::make_shared<const SaveRequest>(doc_->prepareSave(path, options));
  auto result = std::make_shared<SaveResult>();
  const bool started = fileJob()->start(tr("Saving %1").arg(QFileInfo(path).fileName()), [request, result](const IoProgress& progress) {
    *result = writeSave(*request, progress);
    return FileJob::Finish{};
  });
  if (!started) {
    if (error) *error = tr("Cannot save %1 while %2 is under way").arg(path, fileJob_->description());
    return false;
  }
  QEventLoop wait;
  connect(fileJob_, &FileJob::finished, &wait, &QEventLoop::quit);
  if (fileJob_->isRunning()) wait.exec();

  QString message;
  QStringList written;
  if (!doc_->finishSave(*request, *result, &message, &written)) {
    if (error) *error = tr("Cannot save %1:\n%2").arg(path, message);
    return false;
  }
  addRecentFile(path);
  // The tensors written beside the session are now linked to their files: the views show them so.
  if (!written.isEmpty()) rebuildContent();
  if (written.isEmpty()) {
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  } else {
    QStringList names;
    for (const QString& file : written) names << QFileInfo(file).fileName();
    statusBar()->showMessage(tr("Saved %1 and wrote %2 beside it").arg(path, names.join(QStringLiteral(", "))), 10000);
  }
  return true;
}

FileJob* MainWindow::fileJob() {
  if (!fileJob_) {
    fileJob_ = new FileJob(this);
    statusBar()->addPermanentWidget(new FileJobStatus(fileJob_, this));
  }
  return fileJob_;
}

namespace {

// Why a tensor cannot take an imported file, or nothing when it can: input `index` exists and is an input.
std::optional<QString> importRefusal(const Session& session, bool isOutput, uint32_t index, const QString& path) {
  const auto tensors = isOutput ? outputSlots(session.desc) : inputSlots(session.desc);
  if (index >= tensors.size()) return MainWindow::tr("There is no such tensor to import %1 into").arg(QFileInfo(path).fileName());
  if (isOutput) {
    return MainWindow::tr("%1 is computed by the operator: import %2 into an input")
        .arg(QString::fromStdString(tensors[index].field), QFileInfo(path).fileName());
  }
  return std::nullopt;
}

}  // namespace

bool MainWindow::importNpy(bool isOutput, uint32_t index, const QString& path, QString* error) {
  if (auto refusal = importRefusal(doc_->session(), isOutput, index, path)) {
    if (error) *error = *refusal;
    return false;
  }
  Result<NpyArray> read = readNpyFile(QFileInfo(path).absoluteFilePath().toStdString());
  finishImportNpy(index, path, read, false, false);
  if (!read) {
    if (error) {
      *error = tr("Cannot import %1 into %2:\n%3")
                   .arg(path, QString::fromStdString(inputSlots(doc_->session().desc)[index].field), errorMessage(read.error()));
    }
    return false;
  }
  return true;
}

bool MainWindow::startImportNpy(bool isOutput, uint32_t index, const QString& path, QString* error) {
  // Without `error`, the window reports everything itself, in message boxes (the menu's import).
  const bool dialog = error == nullptr;
  if (auto refusal = importRefusal(doc_->session(), isOutput, index, path)) {
    if (error) *error = *refusal;
    if (dialog) QMessageBox::warning(this, tr("Import .npy"), *refusal);
    return false;
  }
  const QString field = QString::fromStdString(inputSlots(doc_->session().desc)[index].field);
  const std::filesystem::path file = QFileInfo(path).absoluteFilePath().toStdString();
  const QPointer<MainWindow> self(this);
  const bool started = fileJob()->start(
      tr("Importing %1 into %2").arg(QFileInfo(path).fileName(), field), [self, file, index, path, dialog](const IoProgress& progress) {
        auto read = std::make_shared<Result<NpyArray>>(readNpyFile(file, NpyTrailingData::Refuse, progress));
        return FileJob::Finish([self, read, index, path, dialog](bool cancelled) {
          if (self) self->finishImportNpy(index, path, *read, cancelled, dialog);
        });
      });
  if (!started) {
    const QString busy = tr("Cannot import %1 while %2 is under way").arg(QFileInfo(path).fileName(), fileJob_->description());
    if (error) *error = busy;
    if (dialog) QMessageBox::warning(this, tr("Import .npy"), busy);
    return false;
  }
  return true;
}

void MainWindow::finishImportNpy(uint32_t index, const QString& path, Result<NpyArray>& read, bool cancelled, bool dialog) {
  const QString name = QFileInfo(path).fileName();
  if (cancelled) {
    statusBar()->showMessage(tr("Import of %1 cancelled; the session is unchanged").arg(name), 8000);
    return;
  }
  const auto inputs = inputSlots(doc_->session().desc);
  const QString field = index < inputs.size() ? QString::fromStdString(inputs[index].field) : QString();
  QString message;
  if (read && !doc_->importInputArray(index, std::move(*read), path, &message)) read = Error{message.toStdString()};
  if (!read) {
    const QString text = tr("Cannot import %1 into %2:\n%3").arg(path, field, errorMessage(read.error()));
    if (dialog) {
      QMessageBox::warning(this, tr("Import .npy"), text);
    } else {
      statusBar()->showMessage(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')), 15000);
    }
    return;
  }
  tensorEditor_->showTensor(false, index);
  const TensorDesc& t = inputTensor(doc_->session().desc, index);
  QStringList sizes;
  for (uint32_t n : t.sizes) sizes << QString::number(n);
  statusBar()->showMessage(tr("Imported %1 into %2: %3 {%4}").arg(name, field, qs(shortName(t.dataType)), sizes.join(QStringLiteral(", "))), 8000);
}

bool MainWindow::exportNpy(bool isOutput, uint32_t index, const QString& path, QString* error) {
  const TensorContent* t = content_ ? content_->tensor(isOutput, index) : nullptr;
  if (!t) {
    if (error) *error = tr("There is no such tensor to export");
    return false;
  }
  QString message;
  if (!exportTensorAsNpy(*t, path, &message)) {
    if (error) *error = tr("Cannot export %1 to %2:\n%3").arg(t->field, path, message);
    return false;
  }
  statusBar()->showMessage(tr("Wrote %1 to %2").arg(t->field, path), 6000);
  return true;
}

bool MainWindow::startExportNpy(bool isOutput, uint32_t index, const QString& path, QString* error) {
  // Without `error`, the window reports everything itself, in message boxes (the menu's export).
  const bool dialog = error == nullptr;
  // The content (and the buffers it points into) stays alive with the job, whatever the window shows meanwhile.
  const std::shared_ptr<const MappingContent> content = content_;
  const TensorContent* t = content ? content->tensor(isOutput, index) : nullptr;
  if (!t || !t->values) {
    const QString refusal = !t ? tr("There is no such tensor to export") : tr("%1 has no values to export").arg(t->field);
    if (error) *error = refusal;
    if (dialog) QMessageBox::warning(this, tr("Export .npy"), refusal);
    return false;
  }
  const QPointer<MainWindow> self(this);
  const QString field = t->field;
  const bool started = fileJob()->start(
      tr("Exporting %1 to %2").arg(field, QFileInfo(path).fileName()), [self, content, t, path, field, dialog](const IoProgress& progress) {
        auto message = std::make_shared<QString>();
        const bool ok = exportTensorAsNpy(*t, path, message.get(), progress);
        return FileJob::Finish([self, ok, message, path, field, dialog](bool cancelled) {
          if (!self) return;
          if (ok) {
            self->statusBar()->showMessage(tr("Wrote %1 to %2").arg(field, path), 6000);
          } else if (cancelled) {
            self->statusBar()->showMessage(tr("Export of %1 cancelled; %2 is as it was").arg(field, path), 8000);
          } else if (dialog) {
            QMessageBox::warning(self, tr("Export .npy"), tr("Cannot export %1 to %2:\n%3").arg(field, path, *message));
          } else {
            self->statusBar()->showMessage(tr("Cannot export %1 to %2: %3").arg(field, path, *message), 15000);
          }
        });
      });
  if (!started) {
    const QString busy = tr("Cannot export %1 while %2 is under way").arg(field, fileJob_->description());
    if (error) *error = busy;
    if (dialog) QMessageBox::warning(this, tr("Export .npy"), busy);
    return false;
  }
  return true;
}

void MainWindow::importNpyInteractive() {
  TensorTableModel* shown = tensorEditor_->model();
  if (shown->isOutput()) {
    const TensorContent* t = content_ ? content_->tensor(true, shown->tensorIndex()) : nullptr;
    QMessageBox::information(this, tr("Import .npy"),
                             tr("%1 is computed by the operator. Choose an input in the Tensor Data panel to import into.")
                                 .arg(t ? t->field : QStringLiteral("OutputTensor")));
    return;
  }
  QSettings settings;
  const QString path = QFileDialog::getOpenFileName(this, tr("Import .npy"), settings.value(QStringLiteral("lastNpyDir"), QDir::homePath()).toString(),
                                                    tr("NumPy arrays (*.npy);;All files (*)"));
  if (path.isEmpty()) return;
  settings.setValue(QStringLiteral("lastNpyDir"), QFileInfo(path).absolutePath());
  startImportNpy(false, shown->tensorIndex(), path);  // reports in message boxes
}

void MainWindow::exportNpyInteractive() {
  TensorTableModel* shown = tensorEditor_->model();
  const TensorContent* t = content_ ? content_->tensor(shown->isOutput(), shown->tensorIndex()) : nullptr;
  if (!t) return;
  if (!t->values) {
    statusBar()->showMessage(t->isOutput ? tr("%1 has no values yet: the operator has not run").arg(t->field)
                                         : tr("%1 has no data to export").arg(t->field),
                             6000);
    return;
  }
  QSettings settings;
  const QString base = doc_->filePath().isEmpty() ? doc_->displayName() : QFileInfo(doc_->filePath()).completeBaseName();
  QString name = base + QLatin1Char('.') + t->field + QStringLiteral(".npy");
  name.replace(QLatin1Char(' '), QLatin1Char('_')).replace(QLatin1Char('['), QLatin1Char('.')).remove(QLatin1Char(']'));
  const QString suggested = QFileInfo(settings.value(QStringLiteral("lastNpyDir"), QDir::homePath()).toString(), name).filePath();
  const QString path = QFileDialog::getSaveFileName(this, tr("Export .npy"), suggested, tr("NumPy arrays (*.npy)"));
  if (path.isEmpty()) return;
  settings.setValue(QStringLiteral("lastNpyDir"), QFileInfo(path).absolutePath());
  startExportNpy(t->isOutput, t->index, path);  // reports in message boxes
}

// A drop is not a dialog: its outcome goes to the status bar, so that dragging stays light.
void MainWindow::importDroppedNpy(const QString& path, bool isOutput, uint32_t index) {
  if (isTensorProtoFile(path)) return importDroppedTensorProto(path, isOutput, index);
  QString error;
  if (!startImportNpy(isOutput, index, path, &error)) statusBar()->showMessage(error.replace(QLatin1Char('\n'), QLatin1Char(' ')), 15000);
}

bool MainWindow::exportDxDispatch(const QString& path, QString* error) {
  DxDispatchExportOptions options;
  // The Save preference's threshold; "keep tensors inline" is no threshold at all.
  options.externalDataBytes = externalDataBytes(externalDataPreference()).value_or(std::numeric_limits<uint64_t>::max());
  // Written on the file job's thread from a snapshot, while this waits with the window alive (as saveTo does).
  auto written = std::make_shared<std::vector<std::filesystem::path>>();
  auto status = std::make_shared<Status>(Ok{});
  const std::shared_ptr<const Session> session = doc_->snapshot();
  const bool started = fileJob()->start(tr("Exporting %1").arg(QFileInfo(path).fileName()), [=](const IoProgress&) mutable {
    DxDispatchExportOptions writing = options;
    writing.writtenFiles = written.get();
    *status = saveDxDispatchFile(path.toStdString(), *session, writing);
    return FileJob::Finish{};
  });
  if (!started) {
    if (error) *error = tr("Cannot export %1 while %2 is under way").arg(path, fileJob_->description());
    return false;
  }
  QEventLoop wait;
  connect(fileJob_, &FileJob::finished, &wait, &QEventLoop::quit);
  if (fileJob_->isRunning()) wait.exec();
  if (!*status) {
    if (error) *error = tr("Cannot export %1:\n%2").arg(path, errorMessage(status->error()));
    return false;
  }
  QStringList names{QFileInfo(path).fileName()};
  for (const auto& file : *written) names << QFileInfo(QString::fromStdString(file.string())).fileName();
  statusBar()->showMessage(tr("Exported the DxDispatch model: wrote %1 in %2")
                               .arg(names.join(QStringLiteral(", ")), QDir::toNativeSeparators(QFileInfo(path).absolutePath())),
                           10000);
  return true;
}

void MainWindow::exportDxDispatchInteractive() {
  if (!doc_->diagnostics().empty()) {
    const auto answer = QMessageBox::question(
        this, tr("Export DxDispatch Model"),
        tr("DirectML will reject this descriptor (%1). Export it anyway?").arg(diagnosticMessage(doc_->diagnostics().front())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) return;
  }
  QSettings settings;
  QString base;
  if (!doc_->filePath().isEmpty()) {
    base = QFileInfo(doc_->filePath()).completeBaseName();
  } else if (const auto& origin = doc_->modelOrigin()) {
    base = QFileInfo(origin->modelPath).completeBaseName() + QStringLiteral(".command%1").arg(origin->source.commandIndex);
  } else {
    base = doc_->displayName().replace(QLatin1Char(' '), QLatin1Char('_'));
  }
  const QString suggested = QFileInfo(settings.value(QStringLiteral("lastModelDir"), QDir::homePath()).toString(),
                                      base + QStringLiteral(".dxdispatch.json"))
                                .filePath();
  const QString path = QFileDialog::getSaveFileName(this, tr("Export DxDispatch Model"), suggested, tr("DxDispatch models (*.json)"));
  if (path.isEmpty()) return;
  settings.setValue(QStringLiteral("lastModelDir"), QFileInfo(path).absolutePath());
  QString error;
  if (!exportDxDispatch(path, &error)) QMessageBox::warning(this, tr("Export DxDispatch Model"), error);
}

void MainWindow::compareWithFiles(const QString& directory) {
  statusBar()->showMessage(tr("Comparing the outputs with the files in %1…").arg(QDir::toNativeSeparators(directory)));
  comparer_->compare(directory);
}

void MainWindow::compareWithFilesInteractive() {
  QSettings settings;
  QString start = settings.value(QStringLiteral("lastCompareDir")).toString();
  if (start.isEmpty() && doc_->modelOrigin()) start = QFileInfo(doc_->modelOrigin()->modelPath).absolutePath();
  if (start.isEmpty() && !doc_->filePath().isEmpty()) start = QFileInfo(doc_->filePath()).absolutePath();
  if (start.isEmpty()) start = QDir::homePath();
  const QString directory = QFileDialog::getExistingDirectory(this, tr("Compare outputs with files"), start);
  if (directory.isEmpty()) return;
  settings.setValue(QStringLiteral("lastCompareDir"), directory);
  compareWithFiles(directory);
}

bool MainWindow::save() {
  if (doc_->filePath().isEmpty()) return saveAs();
  QString error;
  if (!saveTo(doc_->filePath(), &error)) {
    QMessageBox::warning(this, tr("Save"), error);
    return false;
  }
  return true;
}

bool MainWindow::saveAs() {
  QString suggested = doc_->filePath();
  if (suggested.isEmpty() && doc_->modelOrigin()) {
    // Beside the model, never over it.
    const QFileInfo model(doc_->modelOrigin()->modelPath);
    suggested = QFileInfo(model.absolutePath(), model.completeBaseName() + QStringLiteral(".session.json")).filePath();
  }
  if (suggested.isEmpty()) suggested = doc_->displayName().replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".json");
  const QString path = QFileDialog::getSaveFileName(this, tr("Save Session"), suggested, tr("dmlscope sessions (*.json)"));
  if (path.isEmpty()) return false;
  QString error;
  if (!saveTo(path, &error)) {
    QMessageBox::warning(this, tr("Save"), error);
    return false;
  }
  return true;
}

bool MainWindow::maybeSave() {
  // File work in flight belongs to the session being left: an import or export stops (leaving the session and
  // the files as they were), a save is cancelled and then offered again below.
  if (fileJob_ && fileJob_->isRunning()) fileJob_->cancelAndWait();
  if (!doc_->isModified()) return true;
  const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                           tr("%1 has changes that are not saved. Save them?").arg(doc_->displayName()),
                                           QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

}  // namespace dmlscope::gui
