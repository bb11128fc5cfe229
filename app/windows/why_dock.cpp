// The Why panel (see why_dock.h).
#include "windows/why_dock.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

#include "models/explanation_model.h"
#include "widgets/comparison_view.h"
#include "widgets/mapping_view.h"
#include "widgets/wrapping_delegate.h"

namespace dmlscope::gui {

WhyDock::WhyDock(MappingView* view, QWidget* parent)
    : QDockWidget(tr("Why"), parent), view_(view), model_(new ExplanationModel(this)) {
  setObjectName(QStringLiteral("WhyDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  heading_ = new QLabel(body);
  heading_->setAccessibleName(tr("Explained cell"));
  heading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  heading_->setWordWrap(true);
  layout->addWidget(heading_);
  tree_ = new QTreeView(body);
  tree_->setAccessibleName(tr("Why: the steps from the cell to its source"));
  tree_->setModel(model_);
  tree_->setHeaderHidden(true);
  // Steps are sentences: wrapped to the panel's width and shown whole, never cut.
  tree_->setTextElideMode(Qt::ElideNone);
  tree_->setItemDelegate(new WrappingDelegate(tree_));
  WrappingDelegate::watchWidth(tree_);
  tree_->setMouseTracking(true);
  tree_->viewport()->installEventFilter(this);
  tree_->setToolTip(tr("Hover or select a step to light the dimension it is about; double-click an output to select it"));
  layout->addWidget(tree_, 1);
  setWidget(body);

  connect(view_, &MappingView::selectionChanged, this, &WhyDock::refresh);
  connect(view_, &MappingView::contentChanged, this, &WhyDock::refresh);
  connect(tree_, &QTreeView::entered, this, &WhyDock::lightRow);
  connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
          [this](const QModelIndex& current) { lightRow(current); });
  connect(tree_, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
    if (auto cell = model_->cellAt(index)) viewOf(index)->setSelection(*cell);
  });
  refresh();
}

void WhyDock::followComparison(ComparisonView* comparison) {
  if (comparison_) disconnect(comparison_, nullptr, this, nullptr);
  for (MappingView* v : followedViews()) {
    if (v != view_) disconnect(v, nullptr, this, nullptr);
  }
  comparison_ = comparison;
  if (comparison_) {
    for (MappingView* v : {comparison_->firstView(), comparison_->secondView()}) {
      connect(v, &MappingView::selectionChanged, this, &WhyDock::refresh);
      connect(v, &MappingView::contentChanged, this, &WhyDock::refresh);
    }
    // Closing the comparison deletes it: the panel goes back to the mapping view.
    connect(comparison_, &QObject::destroyed, this, [this] {
      comparison_ = nullptr;
      refresh();
    });
  }
  refresh();
}

std::vector<MappingView*> WhyDock::followedViews() const {
  if (comparison_) return {comparison_->firstView(), comparison_->secondView()};
  return {view_};
}

MappingView* WhyDock::viewOf(const QModelIndex& index) const {
  const std::vector<MappingView*> views = followedViews();
  const auto side = static_cast<size_t>(std::max(0, model_->sideAt(index)));
  return side < views.size() ? views[side] : view_;
}

void WhyDock::refresh() {
  QStringList headings;
  if (comparison_ && comparison_->pair()) {
    const auto pair = comparison_->pair();
    std::vector<ExplanationModel::Side> sides;
    const QStringList labels{pair->firstLabel(), pair->secondLabel()};
    const std::vector<MappingView*> views = followedViews();
    for (size_t i = 0; i < views.size(); ++i) {
      const auto cell = views[i]->selection();
      sides.push_back({views[i]->content(), cell, labels[static_cast<int>(i)]});
      if (cell && views[i]->content()) headings << QStringLiteral("%1:  %2").arg(labels[static_cast<int>(i)], views[i]->describeCell(*cell));
    }
    model_->setSides(sides);
  } else {
    const auto selection = view_->selection();
    model_->setCell(view_->content(), selection);
    if (selection && view_->content()) headings << view_->describeCell(*selection);
  }
  heading_->setText(headings.join(QLatin1Char('\n')));
  heading_->setVisible(!heading_->text().isEmpty());
  bool nested = false;
  for (int row = 0; row < model_->rowCount(); ++row) nested = nested || model_->rowCount(model_->index(row, 0)) > 0;
  tree_->setRootIsDecorated(nested);
  // The sides of a comparison and the feeds' rows open by themselves: each output's own steps open on request.
  for (int row = 0; row < model_->rowCount(); ++row) {
    const QModelIndex index = model_->index(row, 0);
    if (model_->rowCount(index) == 0) continue;
    tree_->expand(index);
    for (int child = 0; child < model_->rowCount(index); ++child) {
      const QModelIndex feeds = model_->index(child, 0, index);
      if (model_->rowCount(feeds) > 0 && !model_->cellAt(feeds)) tree_->expand(feeds);
    }
  }
  for (MappingView* v : followedViews()) v->setHighlightedDimensions({});
}

void WhyDock::lightRow(const QModelIndex& index) {
  // A row lights its own side's grids; the other side's go dark.
  MappingView* lit = viewOf(index);
  for (MappingView* v : followedViews()) v->setHighlightedDimensions(v == lit ? model_->highlights(index) : std::vector<DimensionHighlight>{});
}

bool WhyDock::eventFilter(QObject* watched, QEvent* event) {
  // The pointer leaving the steps gives the lit dimension back to the selected step.
  if (watched == tree_->viewport() && event->type() == QEvent::Leave) lightRow(tree_->currentIndex());
  return QDockWidget::eventFilter(watched, event);
}

}  // namespace dmlscope::gui
