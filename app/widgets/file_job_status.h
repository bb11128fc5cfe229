// The status bar's view of a FileJob: what it is doing ("Importing big.npy…"), a determinate progress bar of
// the bytes moved, and a Cancel button; hidden while no file work runs.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace dmlscope::gui {

class FileJob;

class FileJobStatus : public QWidget {
  Q_OBJECT

 public:
  explicit FileJobStatus(FileJob* job, QWidget* parent = nullptr);
  QProgressBar* progressBar() const { return bar_; }
  QPushButton* cancelButton() const { return cancel_; }

 private:
  QLabel* label_;
  QProgressBar* bar_;
  QPushButton* cancel_;
};

}  // namespace dmlscope::gui
