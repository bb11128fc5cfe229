// Invalid-field marks (see field_marks.h).
#include "widgets/field_marks.h"

#include <QEvent>
#include <QPainter>

namespace dmlscope::gui {

void setFieldHelp(QWidget* widget, const QString& help) {
  widget->setProperty(kHelpProperty, help);
  if (!isFieldMarkedInvalid(widget)) widget->setToolTip(help);
}

void markFieldInvalid(QWidget* widget, const QString& message) {
  const QString help = widget->property(kHelpProperty).toString();
  if (isFieldMarkedInvalid(widget)) {
    // Keep the messages first and the help last.
    QString tip = widget->toolTip();
    if (!help.isEmpty() && tip.endsWith(help)) tip.chop(help.size() + 2);
    widget->setToolTip(tip + QStringLiteral("\n") + message + (help.isEmpty() ? QString() : QStringLiteral("\n\n") + help));
    return;
  }
  widget->setProperty(kInvalidProperty, true);
  widget->setToolTip(message + (help.isEmpty() ? QString() : QStringLiteral("\n\n") + help));
  widget->setAccessibleDescription(message);
}

void clearFieldMark(QWidget* widget) {
  if (!isFieldMarkedInvalid(widget)) return;
  widget->setProperty(kInvalidProperty, false);
  widget->setToolTip(widget->property(kHelpProperty).toString());
  widget->setAccessibleDescription(QString());
}

bool isFieldMarkedInvalid(const QWidget* widget) { return widget->property(kInvalidProperty).toBool(); }

FieldMarkOverlay::FieldMarkOverlay(QWidget* host) : QWidget(host) {
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setAttribute(Qt::WA_NoSystemBackground);
  setFocusPolicy(Qt::NoFocus);
  setGeometry(host->rect());
  host->installEventFilter(this);
  raise();
  show();  // a child made after its parent was shown starts hidden
}

void FieldMarkOverlay::setMarked(std::vector<QPointer<QWidget>> widgets) {
  marked_ = std::move(widgets);
  raise();
  update();
}

bool FieldMarkOverlay::eventFilter(QObject* watched, QEvent* event) {
  if (watched == parent()) {
    switch (event->type()) {
      case QEvent::Resize:
        setGeometry(parentWidget()->rect());
        update();
        break;
      case QEvent::LayoutRequest:
      case QEvent::ChildAdded:
        raise();
        update();
        break;
      default:
        break;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void FieldMarkOverlay::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  // The same red as the mapping view's errors, lighter on a dark window.
  const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
  p.setPen(QPen(dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xe0, 0x31, 0x31), 2));
  p.setBrush(Qt::NoBrush);
  for (const auto& w : marked_) {
    if (!w || !w->isVisible()) continue;
    const QRect r(w->mapTo(parentWidget(), QPoint(0, 0)), w->size());
    p.drawRoundedRect(QRectF(r).adjusted(-1, -1, 1, 1), 3, 3);
  }
}

}  // namespace dmlscope::gui
