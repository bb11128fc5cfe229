// The mapping view's zoom buttons (see zoom_controls.h).
#include "widgets/zoom_controls.h"

#include <QHBoxLayout>
#include <QToolButton>

namespace dmlscope::gui {

ZoomControls::ZoomControls(QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("ZoomControls"));
  setAccessibleName(tr("Zoom"));
  setFrameShape(QFrame::StyledPanel);
  // The window's palette, so that the buttons follow the light and dark themes over the grids.
  setAutoFillBackground(true);
  setBackgroundRole(QPalette::Window);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->setSpacing(0);
  auto button = [&](const QString& text, const QString& name, const QString& tip) {
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setAccessibleName(name);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    // The view keeps the keyboard focus: its arrow keys move the selection.
    b->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(b);
    return b;
  };
  zoomOut_ = button(QStringLiteral("−"), tr("Zoom out"), tr("Zoom out (-)"));
  fit_ = button(tr("Fit"), tr("Fit the mapping in the view"), tr("Fit the whole mapping in the view (0)"));
  zoomIn_ = button(QStringLiteral("+"), tr("Zoom in"), tr("Zoom in (+)"));
  connect(zoomOut_, &QToolButton::clicked, this, &ZoomControls::zoomOutClicked);
  connect(fit_, &QToolButton::clicked, this, &ZoomControls::fitClicked);
  connect(zoomIn_, &QToolButton::clicked, this, &ZoomControls::zoomInClicked);
  setCursor(Qt::ArrowCursor);
}

}  // namespace dmlscope::gui
