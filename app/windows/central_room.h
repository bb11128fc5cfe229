// Keeps the main window's central widget (the mapping view, the point of the app) at least a share of the
// window: when the window shrinks, a dock is shown or a saved layout is restored, the docks give up room
// before the central widget does. QMainWindow alone does the opposite: a dock keeps its size and the central
// widget takes what is left, down to a sliver.
#pragma once

#include <QObject>
#include <QSize>

#include <functional>

class QMainWindow;

namespace dmlscope::gui {

class CentralRoom : public QObject {
  Q_OBJECT

 public:
  // `kept` (in the central widget; while it is hidden, the central widget itself) keeps `share` of the
  // window's width and of its height, each.
  CentralRoom(QMainWindow* window, QWidget* kept, double share = 0.5);

  double share() const { return share_; }
  // Sizes the docks for a first start once the window is shown at its real size (the panels in proportion to
  // the window), before the share is kept.
  void arrangeOnFirstShow(std::function<void(QSize)> arrange);
  // Shrinks the docks now, where the central widget has less than its share (what a resize does a moment
  // after the layout has settled); false when nothing needed to change.
  bool balance();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void scheduleBalance();
  void watchDocks();

  QMainWindow* window_;
  QWidget* kept_;
  double share_;
  bool scheduled_ = false;
  int passes_ = 0;
  std::function<void(QSize)> arrange_;
};

}  // namespace dmlscope::gui
