// The central widget's room against the docks (see central_room.h).
#include "windows/central_room.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace dmlscope::gui {
namespace {

// A dock narrower than this is no use; below it the central widget gives way after all.
constexpr int kMinimumDockExtent = 120;
constexpr int kMaxPasses = 4;

bool horizontalArea(Qt::DockWidgetArea area) { return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea; }

// Docks that take room beside (horizontal) or above and below the central widget: shown, docked, and one
// of each group of tabs (the tabs of a group share one place).
std::vector<QDockWidget*> roomTakers(QMainWindow* window, bool horizontal) {
  std::vector<QDockWidget*> docks;
  for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
    // A tab behind another is moved out of the window rather than hidden.
    if (!dock->isVisible() || dock->isFloating() || !window->rect().intersects(dock->geometry())) continue;
    const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
    if (area == Qt::NoDockWidgetArea || horizontalArea(area) != horizontal) continue;
    const auto tabs = window->tabifiedDockWidgets(dock);
    if (std::any_of(docks.begin(), docks.end(), [&](QDockWidget* d) { return tabs.contains(d); })) continue;
    docks.push_back(dock);
  }
  return docks;
}

// Shrinks `docks` along one direction by about `excess` pixels, each in proportion to its extent; false when
// there was nothing to shrink.
bool shrink(QMainWindow* window, const std::vector<QDockWidget*>& docks, int excess, Qt::Orientation orientation) {
  if (docks.empty() || excess <= 0) return false;
  auto extent = [&](const QDockWidget* d) { return orientation == Qt::Horizontal ? d->width() : d->height(); };
  // The room the docks' areas take: docks side by side in one area add up, docks stacked in it share one
  // extent; the union of their rectangles per area measures both.
  double total = 0;
  for (Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea, Qt::TopDockWidgetArea, Qt::BottomDockWidgetArea}) {
    QRect united;
    for (QDockWidget* d : docks)
      if (window->dockWidgetArea(d) == area) united = united.united(d->geometry());
    total += orientation == Qt::Horizontal ? united.width() : united.height();
  }
  if (total <= 0) return false;
  const double keep = std::max(0.0, (total - excess) / total);
  QList<QDockWidget*> list;
  QList<int> sizes;
  for (QDockWidget* d : docks) {
    const int size = std::max(std::min(kMinimumDockExtent, extent(d)), static_cast<int>(std::floor(extent(d) * keep)));
    if (size >= extent(d)) continue;
    list << d;
    sizes << size;
  }
  if (list.isEmpty()) return false;
  window->resizeDocks(list, sizes, orientation);
  return true;
}

}  // namespace

CentralRoom::CentralRoom(QMainWindow* window, QWidget* kept, double share)
    : QObject(window), window_(window), kept_(kept), share_(share) {
  watchDocks();
  window_->installEventFilter(this);
}

// A dock shown again, docked or moved takes its room from the central widget.
void CentralRoom::watchDocks() {
  for (QDockWidget* dock : window_->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
    if (dock->property("dmlscopeCentralRoom").toBool()) continue;
    dock->setProperty("dmlscopeCentralRoom", true);
    connect(dock, &QDockWidget::visibilityChanged, this, &CentralRoom::scheduleBalance);
    connect(dock, &QDockWidget::dockLocationChanged, this, &CentralRoom::scheduleBalance);
    connect(dock, &QDockWidget::topLevelChanged, this, &CentralRoom::scheduleBalance);
  }
}

bool CentralRoom::eventFilter(QObject* watched, QEvent* event) {
  if (watched == window_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) scheduleBalance();
  // A dock added later (its child events come before it is a dock: polished, it is one).
  if (watched == window_ && event->type() == QEvent::ChildPolished) watchDocks();
  return QObject::eventFilter(watched, event);
}

void CentralRoom::arrangeOnFirstShow(std::function<void(QSize)> arrange) { arrange_ = std::move(arrange); }

// After the event: the window's layout places the docks and the central widget first, then the measure holds.
void CentralRoom::scheduleBalance() {
  if (scheduled_) return;
  scheduled_ = true;
  QTimer::singleShot(0, this, [this] {
    scheduled_ = false;
    if (arrange_ && window_->isVisible()) {
      // The docks' new sizes take effect in the layout pass this posts; the share is measured after it.
      std::exchange(arrange_, nullptr)(window_->size());
      scheduleBalance();
      return;
    }
    // A pass changes the layout, which can change the measure (text that wraps anew): a few more passes
    // settle it; the minimum extent ends them where the docks cannot give more.
    if (balance() && ++passes_ < kMaxPasses) {
      scheduleBalance();
    } else {
      passes_ = 0;
    }
  });
}

bool CentralRoom::balance() {
  QWidget* central = window_->centralWidget();
  if (!central || !window_->isVisible()) return false;
  const QWidget* measured = kept_ && kept_->isVisible() ? kept_ : central;
  const QRect room = measured->geometry();
  const int wantWidth = static_cast<int>(std::ceil(share_ * window_->width()));
  const int wantHeight = static_cast<int>(std::ceil(share_ * window_->height()));
  const bool narrower = shrink(window_, roomTakers(window_, true), wantWidth - room.width(), Qt::Horizontal);
  const bool lower = shrink(window_, roomTakers(window_, false), wantHeight - room.height(), Qt::Vertical);
  return narrower || lower;
}

}  // namespace dmlscope::gui
