// The mapping view's own zoom buttons (−, Fit, +), drawn over its corner so that they stay within reach
// however narrow the window (a toolbar hides what does not fit behind its » menu).
#pragma once

#include <QFrame>

class QToolButton;

namespace dmlscope::gui {

class ZoomControls : public QFrame {
  Q_OBJECT

 public:
  explicit ZoomControls(QWidget* parent = nullptr);

  QToolButton* zoomOutButton() const { return zoomOut_; }
  QToolButton* fitButton() const { return fit_; }
  QToolButton* zoomInButton() const { return zoomIn_; }

 signals:
  void zoomOutClicked();
  void fitClicked();
  void zoomInClicked();

 private:
  QToolButton* zoomOut_;
  QToolButton* fit_;
  QToolButton* zoomIn_;
};

}  // namespace dmlscope::gui
