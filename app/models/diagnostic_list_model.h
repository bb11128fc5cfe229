// The problems list: core's diagnostics as a table of field path and message.
#pragma once

#include <QAbstractTableModel>

#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/result.h"

namespace dmlscope::gui {

// The text a person reads for a diagnostic (the one place that turns a diagnostic into words, so that
// translations can render it from its id and arguments).
QString diagnosticMessage(const Diagnostic& diagnostic);

// The same for an error of core's that carries a message id (a session file that cannot be read or saved);
// one without an id shows its English message.
QString errorMessage(const Error& error);

class DiagnosticListModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { FieldColumn = 0, MessageColumn = 1, ColumnCount = 2 };
  // The diagnostic's field path, for every column.
  static constexpr int FieldRole = Qt::UserRole + 1;

  // Whether a row is a warning (an index value DirectML leaves undefined) rather than an error.
  static constexpr int IsWarningRole = Qt::UserRole + 2;

  explicit DiagnosticListModel(QObject* parent = nullptr);
  // The errors, then the warnings (listed after them, with a warning icon).
  void setDiagnostics(std::vector<Diagnostic> diagnostics, std::vector<Diagnostic> warnings = {});
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  size_t warningCount() const { return diagnostics_.size() - errorCount_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::vector<Diagnostic> diagnostics_;  // errors first, then warnings
  size_t errorCount_ = 0;
};

}  // namespace dmlscope::gui
