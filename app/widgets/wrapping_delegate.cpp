// The wrapping delegate (see wrapping_delegate.h).
#include "widgets/wrapping_delegate.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QPainter>
#include <QTextLayout>
#include <QTreeView>

#include <algorithm>
#include <cmath>

namespace dmlscope::gui {
namespace {

// Relayouts a tree when its viewport's width changes: QTreeView caches row heights.
class WidthWatcher : public QObject {
 public:
  explicit WidthWatcher(QTreeView* view) : QObject(view), view_(view) {}

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Resize) view_->doItemsLayout();
    return QObject::eventFilter(watched, event);
  }

 private:
  QTreeView* view_;
};

int depthOf(QModelIndex index) {
  int depth = 0;
  for (index = index.parent(); index.isValid(); index = index.parent()) ++depth;
  return depth;
}

// Lays `text` out in lines of `width`; the caller draws or measures them.
void layOut(QTextLayout& layout, int width) {
  QTextOption option;
  // Qt's item views wrap at word boundaries only and elide a word that does not fit; "or anywhere" breaks it.
  option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  layout.setTextOption(option);
  layout.beginLayout();
  double y = 0;
  for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
    line.setLineWidth(std::max(1, width));
    line.setPosition(QPointF(0, y));
    y += line.height();
  }
  layout.endLayout();
}

}  // namespace

WrappingDelegate::WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {
  view->setWordWrap(true);
  view->setUniformRowHeights(false);
  view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  view->header()->setStretchLastSection(true);
  view->header()->setSectionResizeMode(QHeaderView::Stretch);
}

QStringList WrappingDelegate::wrappedLines(const QString& text, const QFont& font, int width) {
  QTextLayout layout(text, font);
  layOut(layout, width);
  QStringList lines;
  for (int i = 0; i < layout.lineCount(); ++i) {
    const QTextLine line = layout.lineAt(i);
    lines << text.mid(line.textStart(), line.textLength());
  }
  return lines;
}

int WrappingDelegate::margin(const QStyleOptionViewItem& option) const {
  const QStyle* style = view_->style() ? view_->style() : QApplication::style();
  return style->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, view_) + 1;
}

int WrappingDelegate::textWidth(const QModelIndex& index) const {
  QStyleOptionViewItem o;
  o.initFrom(view_);
  // The text's room: the column, less the indentation of this depth, the branch decoration and the margins.
  const int indentation = view_->indentation() * (depthOf(index) + (view_->rootIsDecorated() ? 1 : 0));
  return std::max(40, view_->viewport()->width() - indentation - 2 * margin(o) - 2);
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyleOptionViewItem o = option;
  initStyleOption(&o, index);
  const int width = textWidth(index);
  QTextLayout layout(o.text, o.font);
  layOut(layout, width);
  const auto height = static_cast<int>(std::ceil(layout.boundingRect().height()));
  const QSize base = QStyledItemDelegate::sizeHint(option, index);
  return QSize(std::min(base.width(), width), std::max(base.height(), height + 4));
}

void WrappingDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyleOptionViewItem o = option;
  initStyleOption(&o, index);
  const QString text = o.text;
  // The style draws the row (background, selection, focus) without its text; the text is laid out here.
  o.text.clear();
  const QWidget* widget = o.widget ? o.widget : view_;
  widget->style()->drawControl(QStyle::CE_ItemViewItem, &o, painter, widget);
  const QRect room = o.rect.adjusted(margin(o), 0, -margin(o), 0);
  QTextLayout layout(text, o.font);
  layOut(layout, room.width());
  const QPalette::ColorGroup group = !(o.state & QStyle::State_Enabled)  ? QPalette::Disabled
                                     : !(o.state & QStyle::State_Active) ? QPalette::Inactive
                                                                         : QPalette::Normal;
  painter->save();
  painter->setPen(o.palette.color(group, o.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
  const double top = room.top() + std::max(0.0, (room.height() - layout.boundingRect().height()) / 2);
  layout.draw(painter, QPointF(room.left(), top));
  painter->restore();
}

void WrappingDelegate::watchWidth(QTreeView* view) { view->viewport()->installEventFilter(new WidthWatcher(view)); }

}  // namespace dmlscope::gui
