// The Preferences dialog (see preferences_dialog.h).
#include "windows/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include <algorithm>

#include "language.h"

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

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString PreferencesDialog::language() const { return language_->currentData().toString(); }

void PreferencesDialog::accept() {
  setPreferredLanguage(language());
  QDialog::accept();
}

}  // namespace dmlscope::gui
