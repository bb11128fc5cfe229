// An item delegate whose rows are as tall as their text wrapped to the view's width: sentences in a narrow
// panel (the Why panel's steps) read whole, without scrolling sideways.
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace dmlscope::gui {

class WrappingDelegate : public QStyledItemDelegate {
 public:
  // Heights follow `view`'s column width; the view must relayout when its width changes (see watchWidth).
  explicit WrappingDelegate(QTreeView* view);

  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  // Makes `view` recompute its rows' heights whenever its viewport is resized.
  static void watchWidth(QTreeView* view);

 private:
  QTreeView* view_;
};

}  // namespace dmlscope::gui
