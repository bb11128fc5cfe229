// The wrapping delegate (see wrapping_delegate.h).
#include "widgets/wrapping_delegate.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QTreeView>

#include <algorithm>

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

}  // namespace

WrappingDelegate::WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {
  view->setWordWrap(true);
  view->setUniformRowHeights(false);
  view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  view->header()->setStretchLastSection(true);
  view->header()->setSectionResizeMode(QHeaderView::Stretch);
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyleOptionViewItem o = option;
  initStyleOption(&o, index);
  const QStyle* style = view_->style() ? view_->style() : QApplication::style();
  // The text's room: the column, less the indentation of this depth, the branch decoration and the margins.
  const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &o, view_) + 1;
  const int indentation = view_->indentation() * (depthOf(index) + (view_->rootIsDecorated() ? 1 : 0));
  const int width = std::max(40, view_->viewport()->width() - indentation - 2 * margin - 2);
  const QRect text = QFontMetrics(o.font).boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap | Qt::AlignLeft, o.text);
  const QSize base = QStyledItemDelegate::sizeHint(option, index);
  return QSize(std::min(base.width(), width), std::max(base.height(), text.height() + 4));
}

void WrappingDelegate::watchWidth(QTreeView* view) { view->viewport()->installEventFilter(new WidthWatcher(view)); }

}  // namespace dmlscope::gui
