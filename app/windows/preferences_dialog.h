// The Preferences dialog: the language of the GUI (the system's, English, Japanese or Korean).
#pragma once

#include <QDialog>

class QComboBox;

namespace dmlscope::gui {

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(QWidget* parent = nullptr);

  QComboBox* languageChoice() const { return language_; }
  // The chosen language code, or empty for the system's.
  QString language() const;
  // Saves the choice (what OK does).
  void accept() override;

 private:
  QComboBox* language_;
};

}  // namespace dmlscope::gui
