// The derivable count field (see count_field.h).
#include "widgets/count_field.h"

#include <QHBoxLayout>
#include <QToolButton>

#include "widgets/number_edit.h"

namespace dmlscope::gui {

CountField::CountField(const QString& fieldName, uint64_t maximum, QWidget* parent) : QWidget(parent) {
  setAccessibleName(fieldName);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  edit_ = new NumberEdit(NumberEdit::Mode::Unsigned, this);
  edit_->setMaximum(maximum);
  edit_->setAccessibleName(fieldName);
  edit_->setObjectName(fieldName);
  restore_ = new QToolButton(this);
  restore_->setText(QStringLiteral("↺"));
  restore_->setAutoRaise(true);
  restore_->setAccessibleName(tr("Restore %1").arg(fieldName));
  layout->addWidget(edit_);
  layout->addWidget(restore_);
  layout->addStretch(1);
  connect(edit_, &NumberEdit::unsignedEdited, this, &CountField::edited);
  connect(restore_, &QToolButton::clicked, this, &CountField::restoreRequested);
}

void CountField::setState(std::optional<uint64_t> stored, std::optional<uint64_t> derived) {
  if (stored) {
    edit_->setUnsignedValue(*stored);
    edit_->setDerivedLook(false);
  } else if (derived) {
    edit_->setUnsignedValue(*derived);
    edit_->setDerivedLook(true);
  } else {
    edit_->setDerivedLook(true);
    if (!edit_->hasFocus()) edit_->clear();
  }
  restore_->setEnabled(stored.has_value());
  restore_->setToolTip(stored ? (derived ? tr("Overridden: leave it out again (derived: %1)").arg(*derived)
                                         : tr("Overridden: leave it out again"))
                              : tr("Left out: the value shown is derived"));
}

}  // namespace dmlscope::gui
