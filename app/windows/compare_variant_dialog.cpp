// The dialog that picks a field and a second value to compare with (see compare_variant_dialog.h).
#include "windows/compare_variant_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "dmlscope/session_variant.h"
#include "models/operator_form.h"
#include "models/variant_pair.h"

namespace dmlscope::gui {
namespace {

// For an enum field, the first of its values other than the current one: the comparison a person most
// likely wants (DEPTH_COLUMN_ROW → COLUMN_ROW_DEPTH).
QString suggestedValue(const OperatorDesc& desc, const QString& field) {
  const QString current = QString::fromStdString(variantFieldText(desc, field.toStdString()).value_or(std::string()));
  for (const FormField& f : operatorForm(operatorType(desc)).fields) {
    if (f.name != field || f.kind != FormFieldKind::Enum) continue;
    for (const EnumOption& option : f.options) {
      if (option.shortName != current) return option.shortName;
    }
  }
  return current;
}

}  // namespace

CompareVariantDialog::CompareVariantDialog(std::shared_ptr<const Session> session, QWidget* parent)
    : QDialog(parent), session_(std::move(session)) {
  setWindowTitle(tr("Compare with Another Value"));
  setAccessibleName(tr("Compare with another value"));
  fieldChoice_ = new QComboBox(this);
  fieldChoice_->setAccessibleName(tr("Field"));
  for (const std::string& name : variantFields(operatorType(session_->desc))) fieldChoice_->addItem(QString::fromStdString(name));
  valueEdit_ = new QLineEdit(this);
  valueEdit_->setAccessibleName(tr("Second value"));
  valueEdit_->setPlaceholderText(tr("as in a session file: COLUMN_ROW_DEPTH, 2, 0,0,1,1"));
  message_ = new QLabel(this);
  message_->setAccessibleName(tr("Problem with the second value"));
  message_->setWordWrap(true);
  message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* form = new QFormLayout;
  form->addRow(tr("&Field:"), fieldChoice_);
  form->addRow(tr("&Second value:"), valueEdit_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(tr("Runs the session again with one field set to another value and shows both outputs side by side."), this));
  layout->addLayout(form);
  layout->addWidget(message_);
  layout->addWidget(buttons_);

  connect(fieldChoice_, &QComboBox::currentTextChanged, this, [this](const QString& field) {
    valueEdit_->setText(suggestedValue(session_->desc, field));
    check();
  });
  connect(valueEdit_, &QLineEdit::textChanged, this, &CompareVariantDialog::check);
  // The field a person most likely compares: an enum if the operator has one.
  int initial = 0;
  for (const FormField& f : operatorForm(operatorType(session_->desc)).fields) {
    if (f.kind == FormFieldKind::Enum) initial = std::max(0, fieldChoice_->findText(f.name));
  }
  fieldChoice_->setCurrentIndex(initial);
  valueEdit_->setText(suggestedValue(session_->desc, field()));
  check();
}

QString CompareVariantDialog::field() const { return fieldChoice_->currentText(); }
QString CompareVariantDialog::value() const { return valueEdit_->text(); }

void CompareVariantDialog::setField(const QString& field) { fieldChoice_->setCurrentText(field); }
void CompareVariantDialog::setValue(const QString& value) { valueEdit_->setText(value); }

void CompareVariantDialog::check() {
  auto variant = validVariant(*session_, field(), value());
  problem_ = variant ? QString() : QString::fromStdString(variant.error().message);
  if (!variant) {
    message_->setStyleSheet(QStringLiteral("color: #c62828"));
    message_->setText(problem_);
  } else if (variant->desc == session_->desc) {
    message_->setStyleSheet(QString());
    message_->setText(tr("This is the session's own value: nothing will differ."));
  } else {
    message_->setStyleSheet(QString());
    message_->clear();
  }
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(variant.ok());
}

}  // namespace dmlscope::gui
