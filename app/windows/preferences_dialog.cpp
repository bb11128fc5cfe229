// The Preferences dialog (see preferences_dialog.h).
#include "windows/preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

#include "language.h"
#include "models/save_preferences.h"

namespace dmlscope::gui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Preferences"));
  setAccessibleName(tr("Preferences"));
  auto* form = new QFormLayout(this);

  language_ = new QComboBox(this);
  language_->setAccessibleName(tr("Language"));
  language_->setToolTip(tr("The language of menus, dialogs and messages; --lang on the command line overrides it"));
  // Each language is named in itself, so that someone who cannot read the current one still finds theirs.
  language_->addItem(tr("System (%1)").arg(languageName(systemLanguage())), QString());
  for (const QString& code : availableLanguages()) language_->addItem(languageName(code), code);
  language_->setCurrentIndex(std::max(0, language_->findData(preferredLanguage())));
  form->addRow(tr("&Language:"), language_);

  auto* note = new QLabel(tr("The new language applies when dmlscope starts again."), this);
  note->setWordWrap(true);
  form->addRow(QString(), note);

  const ExternalDataPreference saving = externalDataPreference();
  auto* savingRow = new QHBoxLayout;
  externalData_ = new QCheckBox(tr("Write tensors larger than"), this);
  externalData_->setAccessibleName(tr("Write large tensors as .npy files"));
  externalData_->setChecked(saving.enabled);
  externalDataKiB_ = new QSpinBox(this);
  externalDataKiB_->setAccessibleName(tr("Size above which tensors are written as .npy files"));
  externalDataKiB_->setRange(0, static_cast<int>(std::min<uint32_t>(kMaxExternalDataKiB, INT32_MAX)));
  externalDataKiB_->setSuffix(tr(" KiB"));
  externalDataKiB_->setValue(static_cast<int>(std::min<uint32_t>(saving.thresholdKiB, INT32_MAX)));
  externalDataKiB_->setEnabled(saving.enabled);
  connect(externalData_, &QCheckBox::toggled, externalDataKiB_, &QSpinBox::setEnabled);
  savingRow->addWidget(externalData_);
  savingRow->addWidget(externalDataKiB_);
  savingRow->addWidget(new QLabel(tr("as .npy files beside the session"), this));
  savingRow->addStretch(1);
  const QString savingTip = tr("Save keeps small tensors in the session file and writes larger ones (inputs, and outputs after a run) "
                       "as NumPy files next to it, named after the session and the tensor");
  externalData_->setToolTip(savingTip);
  externalDataKiB_->setToolTip(savingTip);
  form->addRow(tr("Saving:"), savingRow);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString PreferencesDialog::language() const { return language_->currentData().toString(); }

void PreferencesDialog::accept() {
  setPreferredLanguage(language());
  setExternalDataPreference({externalData_->isChecked(), static_cast<uint32_t>(externalDataKiB_->value())});
  QDialog::accept();
}

}  // namespace dmlscope::gui
