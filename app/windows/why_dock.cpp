// The Why panel (see why_dock.h).
#include "windows/why_dock.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

#include "models/explanation_model.h"
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
    if (auto cell = model_->cellAt(index)) view_->setSelection(*cell);
  });
  refresh();
}

void WhyDock::refresh() {
  const auto selection = view_->selection();
  model_->setCell(view_->content(), selection);
  heading_->setText(selection && view_->content() ? view_->describeCell(*selection) : QString());
  heading_->setVisible(!heading_->text().isEmpty());
  bool nested = false;
  for (int row = 0; row < model_->rowCount(); ++row) nested = nested || model_->rowCount(model_->index(row, 0)) > 0;
  tree_->setRootIsDecorated(nested);
  // Only the feeds' row opens by itself: each output's own steps open on request.
  for (int row = 0; row < model_->rowCount(); ++row) {
    const QModelIndex index = model_->index(row, 0);
    if (model_->rowCount(index) > 0) tree_->expand(index);
  }
  view_->setHighlightedDimensions({});
}

void WhyDock::lightRow(const QModelIndex& index) { view_->setHighlightedDimensions(model_->highlights(index)); }

bool WhyDock::eventFilter(QObject* watched, QEvent* event) {
  // The pointer leaving the steps gives the lit dimension back to the selected step.
  if (watched == tree_->viewport() && event->type() == QEvent::Leave) lightRow(tree_->currentIndex());
  return QDockWidget::eventFilter(watched, event);
}

}  // namespace dmlscope::gui
