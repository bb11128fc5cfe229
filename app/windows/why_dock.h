// The Why panel: a dock with core's explanation of the mapping view's selected cell, step by step. Hovering or
// selecting a step lights the dimension it is about on both grids; an input cell lists the outputs it feeds,
// each expandable into its own steps (double-click one to select it in the view). While a comparison of two
// variants is shown, it explains the cell selected there on both sides, each under its variant's name.
#pragma once

#include <QDockWidget>
#include <QPointer>

#include <vector>

class QLabel;
class QTreeView;

namespace dmlscope::gui {

class ComparisonView;
class ExplanationModel;
class MappingView;

class WhyDock : public QDockWidget {
  Q_OBJECT

 public:
  // Follows `view`: its selection and its content.
  explicit WhyDock(MappingView* view, QWidget* parent = nullptr);

  // Follows `comparison`'s two views instead of the mapping view until called with nullptr (or it is deleted).
  void followComparison(ComparisonView* comparison);

  ExplanationModel* model() const { return model_; }
  QTreeView* tree() const { return tree_; }
  QLabel* heading() const { return heading_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void refresh();
  // Lights what the row under the pointer is about, else what the current row is about.
  void lightRow(const QModelIndex& index);
  // The view a row's cells and dimensions belong to: the mapping view, or a side of the comparison.
  MappingView* viewOf(const QModelIndex& index) const;
  // The views the panel follows now.
  std::vector<MappingView*> followedViews() const;

  MappingView* view_;
  QPointer<ComparisonView> comparison_;
  ExplanationModel* model_;
  QTreeView* tree_;
  QLabel* heading_;
};

}  // namespace dmlscope::gui
