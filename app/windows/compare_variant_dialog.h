// Run → Compare with…: pick one of the operator's fields and a second value for it. The value is checked as
// it is typed (core reads it as a session file would, then validates the variant), with the reason shown in
// the dialog; OK is enabled only for a valid variant.
#pragma once

#include <QDialog>

#include <memory>

#include "dmlscope/session.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace dmlscope::gui {

class CompareVariantDialog : public QDialog {
  Q_OBJECT

 public:
  CompareVariantDialog(std::shared_ptr<const Session> session, QWidget* parent = nullptr);

  QString field() const;
  QString value() const;
  // Chooses a field and puts its suggested second value in the edit (the other enum value, else the current one).
  void setField(const QString& field);
  void setValue(const QString& value);
  // Empty while the variant is valid.
  QString problem() const { return problem_; }

  QComboBox* fieldChoice() const { return fieldChoice_; }
  QLineEdit* valueEdit() const { return valueEdit_; }
  QLabel* messageLabel() const { return message_; }
  QDialogButtonBox* buttons() const { return buttons_; }

 private:
  void check();

  std::shared_ptr<const Session> session_;
  QComboBox* fieldChoice_;
  QLineEdit* valueEdit_;
  QLabel* message_;
  QDialogButtonBox* buttons_;
  QString problem_;
};

}  // namespace dmlscope::gui
