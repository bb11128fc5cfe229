// The Why panel: a dock with core's explanation of the mapping view's selected cell, step by step. Hovering or
// selecting a step lights the dimension it is about on both grids; an input cell lists the outputs it feeds,
// each expandable into its own steps (double-click one to select it in the view).
#pragma once

#include <QDockWidget>

class QLabel;
class QTreeView;

namespace dmlscope::gui {

class ExplanationModel;
class MappingView;

class WhyDock : public QDockWidget {
  Q_OBJECT

 public:
  // Follows `view`: its selection and its content.
  explicit WhyDock(MappingView* view, QWidget* parent = nullptr);

  ExplanationModel* model() const { return model_; }
  QTreeView* tree() const { return tree_; }
  QLabel* heading() const { return heading_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void refresh();
  // Lights what the row under the pointer is about, else what the current row is about.
  void lightRow(const QModelIndex& index);

  MappingView* view_;
  ExplanationModel* model_;
  QTreeView* tree_;
  QLabel* heading_;
};

}  // namespace dmlscope::gui
