// The main window's file actions: saving the session, importing and exporting tensors as .npy (from the menu
// and by drag and drop), exporting a DxDispatch model and comparing the outputs with files. Kept apart from
// main_window.cpp, which builds the window and its docks.
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <filesystem>
#include <limits>
#include <vector>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"
#include "models/diagnostic_list_model.h"
#include "models/mapping_content.h"
#include "models/npy_export.h"
#include "models/output_file_comparison.h"
#include "models/save_preferences.h"
#include "models/session_document.h"
#include "models/tensor_table_model.h"
#include "widgets/tensor_editor.h"
#include "windows/main_window.h"

namespace dmlscope::gui {
namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

}  // namespace

bool MainWindow::saveTo(const QString& path, QString* error) {
  QString message;
  SaveOptions options;
  options.externalDataBytes = externalDataBytes(externalDataPreference());
  QStringList written;
  if (!doc_->save(path, &message, options, &written)) {
    if (error) *error = tr("Cannot save %1:\n%2").arg(path, message);
    return false;
  }
  addRecentFile(path);
  if (written.isEmpty()) {
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  } else {
    QStringList names;
    for (const QString& file : written) names << QFileInfo(file).fileName();
    statusBar()->showMessage(tr("Saved %1 and wrote %2 beside it").arg(path, names.join(QStringLiteral(", "))), 10000);
  }
  return true;
}

bool MainWindow::importNpy(bool isOutput, uint32_t index, const QString& path, QString* error) {
  const auto tensors = isOutput ? outputSlots(doc_->session().desc) : inputSlots(doc_->session().desc);
  if (index >= tensors.size()) {
    if (error) *error = tr("There is no such tensor to import %1 into").arg(QFileInfo(path).fileName());
    return false;
  }
  const QString field = QString::fromStdString(tensors[index].field);
  if (isOutput) {
    if (error) *error = tr("%1 is computed by the operator: import %2 into an input").arg(field, QFileInfo(path).fileName());
    return false;
  }
  QString message;
  if (!doc_->importInputFile(index, path, &message)) {
    if (error) *error = tr("Cannot import %1 into %2:\n%3").arg(path, field, message);
    return false;
  }
  tensorEditor_->showTensor(false, index);
  const TensorDesc& t = inputTensor(doc_->session().desc, index);
  QStringList sizes;
  for (uint32_t n : t.sizes) sizes << QString::number(n);
  statusBar()->showMessage(tr("Imported %1 into %2: %3 {%4}")
                               .arg(QFileInfo(path).fileName(), field, qs(shortName(t.dataType)), sizes.join(QStringLiteral(", "))),
                           8000);
  return true;
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
  QString error;
  if (!importNpy(false, shown->tensorIndex(), path, &error)) QMessageBox::warning(this, tr("Import .npy"), error);
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
  QString error;
  if (!exportNpy(t->isOutput, t->index, path, &error)) QMessageBox::warning(this, tr("Export .npy"), error);
}

// A drop is not a dialog: its outcome goes to the status bar, so that dragging stays light.
void MainWindow::importDroppedNpy(const QString& path, bool isOutput, uint32_t index) {
  QString error;
  if (!importNpy(isOutput, index, path, &error)) statusBar()->showMessage(error.replace(QLatin1Char('\n'), QLatin1Char(' ')), 15000);
}

bool MainWindow::exportDxDispatch(const QString& path, QString* error) {
  DxDispatchExportOptions options;
  // The Save preference's threshold; "keep tensors inline" is no threshold at all.
  options.externalDataBytes = externalDataBytes(externalDataPreference()).value_or(std::numeric_limits<uint64_t>::max());
  std::vector<std::filesystem::path> written;
  options.writtenFiles = &written;
  const Status status = saveDxDispatchFile(path.toStdString(), doc_->session(), options);
  if (!status) {
    if (error) *error = tr("Cannot export %1:\n%2").arg(path, errorMessage(status.error()));
    return false;
  }
  QStringList names{QFileInfo(path).fileName()};
  for (const auto& file : written) names << QFileInfo(QString::fromStdString(file.string())).fileName();
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
  if (!doc_->isModified()) return true;
  const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                           tr("%1 has changes that are not saved. Save them?").arg(doc_->displayName()),
                                           QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

}  // namespace dmlscope::gui
