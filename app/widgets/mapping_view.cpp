// The mapping view widget (see mapping_view.h).
#include "widgets/mapping_view.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "models/diagnostic_list_model.h"
#include "widgets/npy_drop.h"
#include "widgets/zoom_controls.h"

namespace dmlscope::gui {
namespace {

constexpr double kMaxZoom = 6.0;
// Room between the fitted scene and the view's edges, beside the scene's own margin, in pixels.
constexpr double kFitMargin = 4;
constexpr int kControlsInset = 6;
constexpr double kStep = 1.25;
constexpr int kDragThreshold = 4;

}  // namespace

MappingView::MappingView(QWidget* parent) : QWidget(parent), theme_(mappingTheme(ThemeKind::Light)), cache_(this) {
  setAccessibleName(tr("Mapping view"));
  setAccessibleDescription(tr("Input and output tensors as grids; select an output cell to see its source"));
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setMinimumSize(200, 150);
  setAttribute(Qt::WA_OpaquePaintEvent);
  setAcceptDrops(true);
  zoomControls_ = new ZoomControls(this);
  connect(zoomControls_, &ZoomControls::zoomOutClicked, this, &MappingView::zoomOut);
  connect(zoomControls_, &ZoomControls::fitClicked, this, &MappingView::fitToView);
  connect(zoomControls_, &ZoomControls::zoomInClicked, this, &MappingView::zoomIn);
  placeZoomControls();
}

double MappingView::maxFitZoom() { return kMaxFitCellHeight / MappingLayout::kCellHeight; }

QRectF MappingView::fitArea() const {
  // The buttons sit in the bottom-right corner: the fitted scene keeps clear of their band.
  const double band = zoomControls_->sizeHint().height() + kControlsInset;
  return QRectF(rect()).adjusted(kFitMargin, kFitMargin, -kFitMargin, -std::max(kFitMargin, band));
}

void MappingView::placeZoomControls() {
  const QSize size = zoomControls_->sizeHint();
  zoomControls_->setGeometry(width() - size.width() - kControlsInset, height() - size.height() - kControlsInset, size.width(),
                             size.height());
  zoomControls_->raise();
}

void MappingView::setContent(std::shared_ptr<const MappingContent> content) {
  const QSizeF oldSize = layout_.bounds().size();
  content_ = std::move(content);
  cache_.setContent(content_);
  layout_ = content_ ? MappingLayout(*content_) : MappingLayout();
  // A selection that no longer exists (a smaller tensor) is dropped.
  auto stillThere = [this](const std::optional<CellRef>& c) { return c && layout_.cellRect(*c).has_value(); };
  if (selection_ && !stillThere(selection_)) {
    selection_.reset();
    emit selectionChanged();
  }
  if (hovered_ && !stillThere(hovered_)) {
    hovered_.reset();
    emit hoveredCellChanged(hovered_);
  }
  lit_.clear();
  if (!fitted_ || followsFit_ || layout_.bounds().size() != oldSize) fitToView();
  emit hoverTextChanged(hovered_ ? describeCell(*hovered_) : QString());
  update();
  emit contentChanged();
}

void MappingView::setHighlightedDimensions(std::vector<DimensionHighlight> dimensions) {
  if (dimensions == dimensions_) return;
  dimensions_ = std::move(dimensions);
  update();
}

void MappingView::setView(double zoom, QPointF offset, bool followsFit) {
  followsFit_ = followsFit;
  if (zoom == viewport_.zoom && offset == viewport_.offset) return;
  viewport_.zoom = zoom;
  viewport_.offset = offset;
  fitted_ = true;
  emit zoomChanged(zoom);
  emitViewChanged();
  update();
}

void MappingView::setOutlinedCells(std::vector<std::vector<uint64_t>> outlined) {
  outlined_ = std::move(outlined);
  update();
}

void MappingView::emitViewChanged() { emit viewChanged(viewport_.zoom, viewport_.offset); }

void MappingView::setTheme(ThemeKind kind) {
  theme_ = mappingTheme(kind);
  cache_.clear();
  update();
}

void MappingView::setColourBySource(bool on) {
  colourBySource_ = on;
  update();
}

void MappingView::setSelection(std::optional<CellRef> cell) {
  if (cell && !layout_.cellRect(*cell)) cell.reset();
  if (cell == selection_) return;
  selection_ = cell;
  if (selection_) ensureVisible(*selection_);
  emit selectionChanged();
  update();
}

void MappingView::setHoveredCell(std::optional<CellRef> cell) {
  if (cell == hovered_) return;
  hovered_ = cell;
  emit hoveredCellChanged(hovered_);
  emit hoverTextChanged(hovered_ ? describeCell(*hovered_) : QString());
  update();
}

void MappingView::setLitCells(std::vector<CellRef> cells) {
  if (cells == lit_) return;
  lit_ = std::move(cells);
  update();
}

std::vector<CellRef> MappingView::highlightedCells() const {
  const auto focus = hovered_ ? hovered_ : selection_;
  if (!content_ || !focus) return {};
  return content_->relatedCells(*focus);
}

std::optional<QRectF> MappingView::cellRectInView(const CellRef& cell) const {
  auto r = layout_.cellRect(cell);
  if (!r) return std::nullopt;
  return viewport_.toDevice(*r);
}

PaintOptions MappingView::paintOptions() const {
  PaintOptions o;
  o.colourBySource = colourBySource_;
  o.selected = selection_;
  o.hovered = hovered_;
  o.lit = lit_;
  o.outlined = outlined_.empty() ? nullptr : &outlined_;
  o.dimensions = dimensions_;
  return o;
}

void MappingView::fitToView() {
  followsFit_ = true;
  const QRectF scene = layout_.bounds();
  const QRectF area = fitArea();
  if (scene.isEmpty() || area.width() <= 0 || area.height() <= 0) return;
  const double zoom = std::min({area.width() / scene.width(), area.height() / scene.height(), maxFitZoom()});
  viewport_.zoom = std::max(zoom, 1e-5);
  viewport_.offset = area.center() - scene.center() * viewport_.zoom;
  fitted_ = true;
  emit zoomChanged(viewport_.zoom);
  emitViewChanged();
  update();
}

void MappingView::zoomAround(QPointF devicePoint, double factor) {
  followsFit_ = false;
  const QRectF scene = layout_.bounds();
  const double fit = scene.isEmpty() ? 1.0 : std::min(width() / scene.width(), height() / scene.height());
  const double zoom = std::clamp(viewport_.zoom * factor, std::min(fit * 0.5, 1.0), kMaxZoom);
  const QPointF anchor = viewport_.toScene(devicePoint);
  viewport_.zoom = zoom;
  viewport_.offset = devicePoint - anchor * zoom;
  clampOffset();
  emit zoomChanged(zoom);
  emitViewChanged();
  update();
}

void MappingView::zoomIn() { zoomAround(rect().center(), kStep); }
void MappingView::zoomOut() { zoomAround(rect().center(), 1 / kStep); }

void MappingView::clampOffset() {
  // Keep some of the scene on screen, however far the user drags.
  const QRectF scene = viewport_.toDevice(layout_.bounds());
  const double keep = 60;
  QPointF shift;
  if (scene.right() < keep) shift.rx() = keep - scene.right();
  if (scene.left() > width() - keep) shift.rx() = width() - keep - scene.left();
  if (scene.bottom() < keep) shift.ry() = keep - scene.bottom();
  if (scene.top() > height() - keep) shift.ry() = height() - keep - scene.top();
  viewport_.offset += shift;
}

void MappingView::ensureVisible(const CellRef& cell) {
  auto r = cellRectInView(cell);
  if (!r) return;
  const QRectF area = QRectF(rect()).adjusted(24, 24, -24, -24);
  QPointF shift;
  if (r->left() < area.left()) shift.rx() = area.left() - r->left();
  if (r->right() > area.right()) shift.rx() = area.right() - r->right();
  if (r->top() < area.top()) shift.ry() = area.top() - r->top();
  if (r->bottom() > area.bottom()) shift.ry() = area.bottom() - r->bottom();
  viewport_.offset += shift;
  if (!shift.isNull()) emitViewChanged();
}

QString MappingView::describeCell(const CellRef& cell) const {
  if (!content_) return {};
  const TensorContent* t = content_->tensor(cell);
  if (!t) return {};
  QString text = content_->cellName(cell);
  const QString value = content_->formattedValue(*t, cell.element);
  if (!value.isEmpty()) text += QStringLiteral(" = ") + value;
  if (!content_->hasIndexMap()) return text;
  if (cell.isOutput) {
    if (auto source = content_->sourceOf(cell.tensor, cell.element)) {
      text += tr("   ←   from %1").arg(content_->cellName({false, source->input, source->element}));
    } else {
      text += tr("   ←   padding constant");
    }
    // The outcome says what its marks were compared with (the CPU, a file).
    if (content_->differs(cell.tensor, cell.element)) text += tr("   (%1)").arg(content_->run->differenceNote);
  } else {
    uint64_t fed = 0;
    content_->outputsFedBy(cell.tensor, cell.element, 0, &fed);
    // English has no translation to give %n its plural forms: its singular and its "no" are texts of their own.
    if (fed == 0) text += tr("   →   read by no output element");
    else if (fed == 1) text += tr("   →   read by 1 output element");
    else text += tr("   →   read by %n output elements", nullptr, static_cast<int>(std::min<uint64_t>(fed, INT32_MAX)));
  }
  return text;
}

void MappingView::moveSelection(int dRow, int dColumn) {
  if (!content_) return;
  if (!selection_) {
    const bool output = !content_->outputs.empty() && layout_.box(true, 0) && layout_.box(true, 0)->hasGrid;
    setSelection(CellRef{output, 0, 0});
    return;
  }
  const TensorBox* box = layout_.box(selection_->isOutput, selection_->tensor);
  if (!box || !box->hasGrid) return;
  const uint64_t perSlice = box->rows * box->columns;
  auto slice = static_cast<int64_t>(selection_->element / perSlice);
  auto row = static_cast<int64_t>(selection_->element % perSlice / box->columns);
  auto column = static_cast<int64_t>(selection_->element % box->columns);
  column = std::clamp<int64_t>(column + dColumn, 0, static_cast<int64_t>(box->columns) - 1);
  row += dRow;
  // Up and down continue into the previous or next slice of the stack.
  if (row < 0) {
    if (slice > 0) {
      --slice;
      row = static_cast<int64_t>(box->rows) - 1;
    } else {
      row = 0;
    }
  } else if (row >= static_cast<int64_t>(box->rows)) {
    if (slice + 1 < static_cast<int64_t>(box->slices)) {
      ++slice;
      row = 0;
    } else {
      row = static_cast<int64_t>(box->rows) - 1;
    }
  }
  const auto element = static_cast<uint64_t>((slice * static_cast<int64_t>(box->rows) + row) * static_cast<int64_t>(box->columns) + column);
  setSelection(CellRef{selection_->isOutput, selection_->tensor, element});
}

void MappingView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  viewport_.device = QRectF(rect());
  if (!content_) {
    p.fillRect(rect(), theme_.background);
    return;
  }
  MappingPainter(*content_, layout_, theme_).paint(p, viewport_, paintOptions(), &cache_);
  if (hasFocus()) {
    p.setPen(QPen(theme_.related, 1, Qt::DotLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
  }
}

void MappingView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  placeZoomControls();
  if (!fitted_ || followsFit_ || event->oldSize().isEmpty()) {
    fitToView();
    return;
  }
  // The user's zoom and place stay as they were (the scene point at the top-left corner with them), so that
  // two views in step, resized one after the other, stay in step.
  const QPointF before = viewport_.offset;
  clampOffset();
  if (viewport_.offset != before) emitViewChanged();
}

void MappingView::mousePressEvent(QMouseEvent* event) {
  setFocus(Qt::MouseFocusReason);
  dragStart_ = event->position().toPoint();
  dragOffset_ = viewport_.offset;
  dragged_ = false;
  event->accept();
}

void MappingView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position();
  if (dragStart_ && (event->buttons() & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton))) {
    const QPoint delta = pos.toPoint() - *dragStart_;
    if (dragged_ || delta.manhattanLength() > kDragThreshold) {
      dragged_ = true;
      followsFit_ = false;
      setCursor(Qt::ClosedHandCursor);
      viewport_.offset = dragOffset_ + QPointF(delta);
      clampOffset();
      emitViewChanged();
      update();
      return;
    }
  }
  setHoveredCell(layout_.hitTest(viewport_.toScene(pos)));
}

void MappingView::mouseReleaseEvent(QMouseEvent* event) {
  if (!dragged_ && event->button() == Qt::LeftButton) {
    setSelection(layout_.hitTest(viewport_.toScene(event->position())));
  }
  dragStart_.reset();
  dragged_ = false;
  unsetCursor();
}

void MappingView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (steps == 0) return;
  zoomAround(event->position(), std::pow(kStep, steps));
  event->accept();
}

void MappingView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Left: moveSelection(0, -1); break;
    case Qt::Key_Right: moveSelection(0, 1); break;
    case Qt::Key_Up: moveSelection(-1, 0); break;
    case Qt::Key_Down: moveSelection(1, 0); break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); break;
    case Qt::Key_Minus: zoomOut(); break;
    case Qt::Key_0:
    case Qt::Key_Home: fitToView(); break;
    case Qt::Key_Escape: setSelection(std::nullopt); break;
    default: QWidget::keyPressEvent(event); return;
  }
  event->accept();
}

void MappingView::leaveEvent(QEvent* event) {
  setHoveredCell(std::nullopt);
  QWidget::leaveEvent(event);
}

const TensorBox* MappingView::boxAt(QPointF point) const {
  const QPointF scene = viewport_.toScene(point);
  for (const TensorBox& box : layout_.boxes()) {
    if (box.bounds.contains(scene)) return &box;
  }
  return nullptr;
}

// Other drops (a session file) are left to the window.
void MappingView::dragEnterEvent(QDragEnterEvent* event) {
  if (droppedNpyPath(event->mimeData()).isEmpty()) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
}

void MappingView::dragMoveEvent(QDragMoveEvent* event) {
  if (droppedNpyPath(event->mimeData()).isEmpty() || !boxAt(event->position())) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
}

void MappingView::dropEvent(QDropEvent* event) {
  const QString path = droppedNpyPath(event->mimeData());
  const TensorBox* box = path.isEmpty() ? nullptr : boxAt(event->position());
  if (!box) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
  emit npyDropped(path, box->isOutput, box->index);
}

bool MappingView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip && content_) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QPointF scene = viewport_.toScene(help->pos());
    for (const DimensionMark& mark : content_->marks) {
      auto r = layout_.markRect(mark);
      if (r && r->contains(scene)) {
        QToolTip::showText(help->globalPos(), QStringLiteral("%1: %2").arg(mark.field, mark.message), this);
        return true;
      }
    }
    for (const TensorBox& box : layout_.boxes()) {
      const TensorContent* t = content_->tensor(box.isOutput, box.index);
      // Where the painter put the title (grown or pinned), whole here whatever it had to elide.
      if (!t || !titleDeviceRect(layout_, box, *t, viewport_).contains(help->pos())) continue;
      QStringList lines{t->field + QStringLiteral("  ") + tensorTitleTail(*t)};
      for (const Diagnostic& d : content_->diagnostics) {
        const QString field = QString::fromStdString(d.field);
        if (field == t->field || field.startsWith(t->field + QLatin1Char('.')) || field.startsWith(t->field + QLatin1Char('['))) {
          lines << diagnosticMessage(d);
        }
      }
      QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
      return true;
    }
    if (auto cell = layout_.hitTest(scene)) {
      QToolTip::showText(help->globalPos(), describeCell(*cell), this);
      return true;
    }
    QToolTip::hideText();
    event->ignore();
    return true;
  }
  return QWidget::event(event);
}

}  // namespace dmlscope::gui
