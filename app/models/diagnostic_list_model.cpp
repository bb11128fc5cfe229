// The problems list model (see diagnostic_list_model.h).
#include "models/diagnostic_list_model.h"

#include <QApplication>
#include <QStyle>

#include "dmlscope/diagnostic_text.h"

namespace dmlscope::gui {

namespace {

// Core's English template translated by the installed translators (context "CoreMessages").
std::string translateCoreMessage(const char* english) {
  return QCoreApplication::translate("CoreMessages", english).toStdString();
}

}  // namespace

QString diagnosticMessage(const Diagnostic& diagnostic) {
  return QString::fromStdString(renderDiagnostic(diagnostic, translateCoreMessage));
}

QString errorMessage(const Error& error) { return QString::fromStdString(renderError(error, translateCoreMessage)); }

DiagnosticListModel::DiagnosticListModel(QObject* parent) : QAbstractTableModel(parent) {}

void DiagnosticListModel::setDiagnostics(std::vector<Diagnostic> diagnostics, std::vector<Diagnostic> warnings) {
  const size_t errors = diagnostics.size();
  diagnostics.insert(diagnostics.end(), std::make_move_iterator(warnings.begin()), std::make_move_iterator(warnings.end()));
  if (errors == errorCount_ && diagnostics.size() == diagnostics_.size() &&
      std::equal(diagnostics.begin(), diagnostics.end(), diagnostics_.begin(),
                 [](const Diagnostic& a, const Diagnostic& b) { return a.field == b.field && a.message == b.message; })) {
    return;
  }
  beginResetModel();
  diagnostics_ = std::move(diagnostics);
  errorCount_ = errors;
  endResetModel();
}

int DiagnosticListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(diagnostics_.size());
}

int DiagnosticListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DiagnosticListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Diagnostic& d = diagnostics_[static_cast<size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
      return index.column() == FieldColumn ? QString::fromStdString(d.field) : diagnosticMessage(d);
    case Qt::ToolTipRole:
      return diagnosticMessage(d);
    case Qt::DecorationRole:
      if (index.column() != FieldColumn) return {};
      return QApplication::style()->standardIcon(static_cast<size_t>(index.row()) < errorCount_ ? QStyle::SP_MessageBoxCritical
                                                                                               : QStyle::SP_MessageBoxWarning);
    case IsWarningRole:
      return static_cast<size_t>(index.row()) >= errorCount_;
    case FieldRole:
      return QString::fromStdString(d.field);
    default:
      return {};
  }
}

QVariant DiagnosticListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  return section == FieldColumn ? tr("Field") : tr("Problem");
}

}  // namespace dmlscope::gui
