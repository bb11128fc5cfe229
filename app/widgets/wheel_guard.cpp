// The wheel guard (see wheel_guard.h).
#include "widgets/wheel_guard.h"

#include <QEvent>
#include <QObject>
#include <QWidget>

namespace dmlscope::gui {
namespace {

class WheelGuard : public QObject {
 public:
  using QObject::QObject;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() != QEvent::Wheel) return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->hasFocus()) return false;
    // Swallowed here but left unaccepted: QApplication then offers the event to the parents, and the scroll
    // area that holds the form scrolls.
    event->ignore();
    return true;
  }
};

}  // namespace

void guardWheel(QWidget* widget) {
  // Qt gives combo boxes Qt::WheelFocus, which focuses them on the first wheel tick and so defeats the guard.
  if (widget->focusPolicy() == Qt::WheelFocus) widget->setFocusPolicy(Qt::StrongFocus);
  widget->installEventFilter(new WheelGuard(widget));  // owned by the widget, gone with it
}

}  // namespace dmlscope::gui
