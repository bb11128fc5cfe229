// An item delegate whose rows are as tall as their text wrapped to the view's width: sentences in a narrow
// panel (the Why panel's steps) read whole, without scrolling sideways. A word wider than the line
// (DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW in a narrow panel) is broken inside, never elided.
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

class QTreeView;

namespace dmlscope::gui {

class WrappingDelegate : public QStyledItemDelegate {
 public:
  // Heights follow `view`'s column width; the view must relayout when its width changes (see watchWidth).
  explicit WrappingDelegate(QTreeView* view);

  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  // Makes `view` recompute its rows' heights whenever its viewport is resized.
  static void watchWidth(QTreeView* view);

  // The lines `text` is painted in at `width` pixels: broken at spaces, and inside a word only where the word
  // alone is wider than the line. Together they hold every character of `text`, in order.
  static QStringList wrappedLines(const QString& text, const QFont& font, int width);
  // The width the text of `index`'s row is wrapped to.
  int textWidth(const QModelIndex& index) const;

 private:
  int margin(const QStyleOptionViewItem& option) const;

  QTreeView* view_;
};

}  // namespace dmlscope::gui
