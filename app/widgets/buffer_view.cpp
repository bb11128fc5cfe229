// The buffer view widget (see buffer_view.h).
#include "widgets/buffer_view.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

#include "widgets/buffer_strip_painter.h"

namespace dmlscope::gui {
namespace {

constexpr double kMargin = 8;
// A scroll bar counts in int: a buffer of more rows than this scrolls in proportional steps.
constexpr int kMaxScrollSteps = 1 << 30;

}  // namespace

BufferView::BufferView(QWidget* parent) : QAbstractScrollArea(parent), theme_(mappingTheme(ThemeKind::Light)) {
  setAccessibleName(tr("Buffer view"));
  setAccessibleDescription(tr("The selected tensor's buffer in memory order; hover a slot to see the elements that read it"));
  setMouseTracking(true);
  viewport()->setMouseTracking(true);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setMinimumSize(160, 90);
  verticalScrollBar()->setSingleStep(1);
}

void BufferView::setContent(std::shared_ptr<const BufferStripContent> content) {
  content_ = std::move(content);
  if (hovered_ && (!content_ || *hovered_ >= content_->slotCount())) hovered_.reset();
  lit_.clear();
  updateScrollRange();
  emit hoverTextChanged(hovered_ && content_ ? content_->describeSlot(*hovered_) : QString());
  viewport()->update();
}

void BufferView::setTheme(ThemeKind kind) {
  theme_ = mappingTheme(kind);
  viewport()->update();
}

void BufferView::setHoveredSlot(std::optional<uint64_t> slot) {
  if (slot && (!content_ || *slot >= content_->slotCount())) slot.reset();
  if (slot == hovered_) return;
  hovered_ = slot;
  emit hoveredSlotChanged();
  emit hoverTextChanged(hovered_ ? content_->describeSlot(*hovered_) : QString());
  viewport()->update();
}

void BufferView::setLitSlots(std::vector<uint64_t> lit) {
  if (lit == lit_) return;
  lit_ = std::move(lit);
  if (!lit_.empty()) scrollToSlot(lit_.front());
  viewport()->update();
}

BufferStripLayout BufferView::layoutFrom(uint64_t row) const {
  return BufferStripLayout(content_ ? content_->slotCount() : 0, QPointF(kMargin, kMargin), viewport()->width() - 2 * kMargin, row);
}

uint64_t BufferView::firstRow() const {
  const BufferStripLayout whole = layoutFrom(0);
  const auto value = static_cast<uint64_t>(std::max(0, verticalScrollBar()->value()));
  if (whole.rows() <= static_cast<uint64_t>(kMaxScrollSteps)) return value;
  return static_cast<uint64_t>(static_cast<double>(value) / kMaxScrollSteps * static_cast<double>(whole.rows() - 1));
}

BufferStripLayout BufferView::stripLayout() const { return layoutFrom(firstRow()); }

std::optional<QRectF> BufferView::slotRectInView(uint64_t slot) const {
  if (!content_ || slot >= content_->slotCount()) return std::nullopt;
  return stripLayout().slotRect(slot);
}

void BufferView::scrollToSlot(uint64_t slot) {
  if (!content_ || slot >= content_->slotCount()) return;
  const BufferStripLayout layout = stripLayout();
  const uint64_t row = slot / layout.columns();
  const double visibleRows = std::max(1.0, (viewport()->height() - kMargin - BufferStripLayout::kTitleHeight) / layout.rowPitch());
  if (row >= layout.firstRow() && static_cast<double>(row - layout.firstRow()) + 1 <= visibleRows) return;
  const uint64_t rows = layout.rows();
  const int value = rows <= static_cast<uint64_t>(kMaxScrollSteps)
                        ? static_cast<int>(row)
                        : static_cast<int>(static_cast<double>(row) / static_cast<double>(rows - 1) * kMaxScrollSteps);
  verticalScrollBar()->setValue(value);
}

void BufferView::updateScrollRange() {
  const BufferStripLayout whole = layoutFrom(0);
  const double visibleRows = (viewport()->height() - kMargin - BufferStripLayout::kTitleHeight) / whole.rowPitch();
  const auto fullRows = static_cast<uint64_t>(std::max(0.0, visibleRows));
  const uint64_t scrollRows = whole.rows() > fullRows ? whole.rows() - fullRows : 0;
  verticalScrollBar()->setRange(0, static_cast<int>(std::min<uint64_t>(scrollRows, kMaxScrollSteps)));
  verticalScrollBar()->setPageStep(static_cast<int>(std::max<uint64_t>(1, fullRows)));
}

void BufferView::paintEvent(QPaintEvent*) {
  QPainter p(viewport());
  p.fillRect(viewport()->rect(), theme_.background);
  if (!content_) return;
  Viewport vp;
  vp.device = QRectF(viewport()->rect());
  const BufferStripLayout layout = stripLayout();
  BufferPaintOptions options;
  options.hovered = hovered_;
  options.lit = lit_;
  if (content_->buffer()) {
    BufferStripPainter(*content_, layout, theme_).paint(p, vp, options);
  } else {
    p.setPen(theme_.text);
    p.drawText(layout.titleRect(), Qt::AlignLeft | Qt::AlignVCenter, content_->title());
  }
}

void BufferView::resizeEvent(QResizeEvent* event) {
  QAbstractScrollArea::resizeEvent(event);
  updateScrollRange();
}

void BufferView::mouseMoveEvent(QMouseEvent* event) {
  setHoveredSlot(content_ ? stripLayout().slotAt(event->position()) : std::nullopt);
  QAbstractScrollArea::mouseMoveEvent(event);
}

void BufferView::leaveEvent(QEvent* event) {
  setHoveredSlot(std::nullopt);
  QAbstractScrollArea::leaveEvent(event);
}

bool BufferView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::ToolTip && content_) {
    auto* help = static_cast<QHelpEvent*>(event);
    if (auto slot = stripLayout().slotAt(help->pos())) {
      QToolTip::showText(help->globalPos(), content_->describeSlot(*slot), viewport());
    } else {
      QToolTip::hideText();
    }
    return true;
  }
  return QAbstractScrollArea::viewportEvent(event);
}

}  // namespace dmlscope::gui
