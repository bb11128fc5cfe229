// Painting the buffer strip (see buffer_strip_painter.h).
#include "widgets/buffer_strip_painter.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

#include "widgets/mapping_layout.h"

namespace dmlscope::gui {
namespace {

QColor withAlpha(QColor c, int alpha) {
  c.setAlpha(alpha);
  return c;
}

QFont scaled(QFont font, double zoom) {
  font.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * zoom))));
  return font;
}

// Diagonal hatching, as line segments so that SVG keeps it.
void hatch(QPainter& p, const QRectF& r, double spacing) {
  for (double k = r.left() + r.top() + spacing; k < r.right() + r.bottom(); k += spacing) {
    const double x0 = std::max(r.left(), k - r.bottom());
    const double x1 = std::min(r.right(), k - r.top());
    if (x1 > x0) p.drawLine(QPointF(x0, k - x0), QPointF(x1, k - x1));
  }
}

}  // namespace

BufferStripPainter::BufferStripPainter(const BufferStripContent& content, const BufferStripLayout& layout, const MappingTheme& theme)
    : content_(content), layout_(layout), theme_(theme) {}

void BufferStripPainter::paint(QPainter& p, const Viewport& vp, const BufferPaintOptions& o) const {
  p.save();
  p.setPen(theme_.title);
  p.setFont(scaled(MappingLayout::labelFont(), vp.zoom));
  const QRectF title = vp.toDevice(layout_.titleRect());
  p.drawText(title.adjusted(2 * vp.zoom, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, content_.title());

  const QRectF scene = vp.toScene(vp.device);
  const auto [first, last] = layout_.rowsBetween(scene.top(), scene.bottom());
  for (uint64_t row = first; row < last; ++row) {
    p.setPen(theme_.mutedText);
    p.setFont(scaled(MappingLayout::labelFont(), vp.zoom));
    p.drawText(vp.toDevice(layout_.rowHeaderRect(row)), Qt::AlignRight | Qt::AlignVCenter, BufferStripLayout::rowLabel(row * layout_.columns()));
    const uint64_t end = std::min(layout_.slotCount(), (row + 1) * layout_.columns());
    for (uint64_t slot = row * layout_.columns(); slot < end; ++slot) paintSlot(p, vp, slot);
  }

  p.setRenderHint(QPainter::Antialiasing, true);
  p.setBrush(Qt::NoBrush);
  for (uint64_t slot : o.lit) {
    if (slot >= layout_.slotCount()) continue;
    const QRectF r = vp.toDevice(layout_.slotRect(slot));
    if (!r.intersects(vp.device)) continue;
    p.fillRect(r, withAlpha(theme_.related, 70));
    p.setPen(QPen(theme_.related, std::max(2.0, 2.5 * std::min(vp.zoom, 1.5))));
    p.drawRect(r.adjusted(1, 1, -1, -1));
  }
  if (o.hovered && *o.hovered < layout_.slotCount()) {
    p.setPen(QPen(theme_.hover, std::max(2.5, 3.0 * std::min(vp.zoom, 1.5))));
    p.drawRect(vp.toDevice(layout_.slotRect(*o.hovered)).adjusted(1.5, 1.5, -1.5, -1.5));
  }
  p.restore();
}

void BufferStripPainter::paintSlot(QPainter& p, const Viewport& vp, uint64_t slot) const {
  const QRectF r = vp.toDevice(layout_.slotRect(slot));
  if (!r.intersects(vp.device)) return;
  const uint64_t readers = content_.readerCount(slot);
  p.fillRect(r, readers == 0 ? theme_.emptyCell : theme_.cell);
  if (readers == 0) {
    p.setPen(QPen(theme_.hatch, std::max(1.0, vp.zoom * 0.8)));
    hatch(p, r, std::max(4.0, 7 * vp.zoom));
  }
  p.setPen(QPen(theme_.gridLine, 1));
  p.setBrush(Qt::NoBrush);
  p.drawRect(r);

  const QRectF inner = r.adjusted(3 * vp.zoom, 1 * vp.zoom, -3 * vp.zoom, -1 * vp.zoom);
  const QColor on = readers == 0 ? theme_.mutedText : textOn(theme_.cell);
  QFont small = scaled(MappingLayout::labelFont(), vp.zoom * 0.85);
  p.setFont(small);
  p.setPen(on);
  p.drawText(inner, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("#%1").arg(slot));
  if (readers > 1) p.drawText(inner, Qt::AlignRight | Qt::AlignTop, QStringLiteral("×%1").arg(readers));
  p.setPen(readers == 0 ? theme_.mutedText : withAlpha(on, 170));
  p.drawText(inner, Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("+%1").arg(content_.buffer()->byteOffsetOf(slot)));
  const QString value = content_.slotValue(slot);
  if (!value.isEmpty()) {
    p.setFont(scaled(MappingLayout::valueFont(), vp.zoom));
    p.setPen(on);
    const QString shown = QFontMetricsF(p.font()).elidedText(value, Qt::ElideRight, inner.width());
    p.drawText(inner, Qt::AlignCenter, shown);
  }
}

}  // namespace dmlscope::gui
