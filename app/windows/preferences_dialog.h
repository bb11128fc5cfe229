// The Preferences dialog: the language of the GUI (the system's, English, Japanese or Korean), and whether
// Save writes large tensors as .npy files beside the session.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace dmlscope::gui {

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(QWidget* parent = nullptr);

  QComboBox* languageChoice() const { return language_; }
  QCheckBox* externalDataChoice() const { return externalData_; }
  QSpinBox* externalDataThreshold() const { return externalDataKiB_; }
  // The chosen language code, or empty for the system's.
  QString language() const;
  // Saves the choices (what OK does).
  void accept() override;

 private:
  QComboBox* language_;
  QCheckBox* externalData_;
  QSpinBox* externalDataKiB_;
};

}  // namespace dmlscope::gui
