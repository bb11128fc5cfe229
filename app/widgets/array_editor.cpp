// The inline array editor (see array_editor.h).
#include "widgets/array_editor.h"

#include <QHBoxLayout>
#include <QToolButton>

#include "widgets/number_edit.h"

namespace dmlscope::gui {
namespace {

QToolButton* smallButton(const QString& text, const QString& tip, const QString& accessibleName, QWidget* parent) {
  auto* b = new QToolButton(parent);
  b->setText(text);
  b->setToolTip(tip);
  b->setAccessibleName(accessibleName);
  b->setAutoRaise(true);
  b->setFocusPolicy(Qt::TabFocus);
  return b;
}

QString joined(const std::vector<uint32_t>& v) {
  QStringList parts;
  for (uint32_t x : v) parts << QString::number(x);
  return QStringLiteral("{%1}").arg(parts.join(QStringLiteral(", ")));
}

}  // namespace

ArrayEditor::ArrayEditor(const QString& fieldName, QWidget* parent) : QWidget(parent), fieldName_(fieldName) {
  setAccessibleName(fieldName);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  shrink_ = smallButton(QStringLiteral("−"), tr("Remove the leading entry of %1").arg(fieldName),
                        tr("Remove leading entry of %1").arg(fieldName), this);
  grow_ = smallButton(QStringLiteral("+"), tr("Add a leading entry to %1").arg(fieldName),
                      tr("Add leading entry to %1").arg(fieldName), this);
  restore_ = smallButton(QStringLiteral("↺"), tr("Restore the derived value"), tr("Restore %1").arg(fieldName), this);
  layout->addWidget(shrink_);
  layout->addWidget(grow_);
  entriesLayout_ = new QHBoxLayout;
  entriesLayout_->setSpacing(2);
  layout->addLayout(entriesLayout_);
  layout->addWidget(restore_);
  layout->addStretch(1);
  restore_->setEnabled(false);
  connect(shrink_, &QToolButton::clicked, this, &ArrayEditor::shrinkRequested);
  connect(grow_, &QToolButton::clicked, this, &ArrayEditor::growRequested);
  connect(restore_, &QToolButton::clicked, this, &ArrayEditor::restoreRequested);
  updateEmphasis();
}

NumberEdit* ArrayEditor::entry(int index) const {
  return index >= 0 && index < entryCount() ? entries_[static_cast<size_t>(index)] : nullptr;
}

void ArrayEditor::rebuild(size_t count) {
  // Reuse what exists; a focused entry keeps its focus when the array grows at the end.
  while (entries_.size() > count) {
    delete entries_.back();
    entries_.pop_back();
  }
  while (entries_.size() < count) {
    const int index = static_cast<int>(entries_.size());
    auto* e = new NumberEdit(NumberEdit::Mode::Unsigned, this);
    e->setAccessibleName(QStringLiteral("%1[%2]").arg(fieldName_).arg(index));
    e->setObjectName(QStringLiteral("%1[%2]").arg(fieldName_).arg(index));
    connect(e, &NumberEdit::unsignedEdited, this, [this, index](uint64_t v) { emit entryEdited(index, static_cast<uint32_t>(v)); });
    entriesLayout_->addWidget(e);
    entries_.push_back(e);
  }
  shrink_->setEnabled(count > 0);
}

void ArrayEditor::setValues(const std::vector<uint32_t>& values) {
  values_ = values;
  if (entries_.size() != values.size()) rebuild(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    entries_[i]->setUnsignedValue(values[i]);
    entries_[i]->setDerivedLook(derivedLook_);
  }
  updateEmphasis();
}

void ArrayEditor::setDerivedLook(bool derived) {
  derivedLook_ = derived;
  for (NumberEdit* e : entries_) e->setDerivedLook(derived);
}

void ArrayEditor::setDerived(const std::optional<std::vector<uint32_t>>& derived) {
  derived_ = derived;
  updateEmphasis();
}

void ArrayEditor::setRestoreOffered(bool offered, const QString& tooltip) {
  restoreOffered_ = offered;
  restoreUsed_ = true;
  restore_->setToolTip(tooltip);
  updateEmphasis();
}

void ArrayEditor::setResizable(bool resizable) {
  shrink_->setVisible(resizable);
  grow_->setVisible(resizable);
}

void ArrayEditor::updateEmphasis() {
  const bool overridden = derived_ && *derived_ != values_;
  for (size_t i = 0; i < entries_.size(); ++i) {
    QFont f = entries_[i]->font();
    f.setBold(overridden && (i >= derived_->size() || (*derived_)[i] != values_[i]));
    entries_[i]->setFont(f);
  }
  if (derived_) {
    restore_->setVisible(true);
    restore_->setEnabled(overridden);
    restore_->setToolTip(overridden ? tr("Overridden: restore the derived value %1").arg(joined(*derived_))
                                    : tr("This is the derived value"));
  } else {
    restore_->setVisible(restoreUsed_);
    restore_->setEnabled(restoreOffered_);
  }
}

}  // namespace dmlscope::gui
