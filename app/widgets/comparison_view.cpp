// Two mapping views in step (see comparison_view.h).
#include "widgets/comparison_view.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/mapping_view.h"

namespace dmlscope::gui {

ComparisonView::ComparisonView(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("Comparison of two variants"));
  summary_ = new QLabel(this);
  summary_->setAccessibleName(tr("Comparison summary"));
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setWordWrap(true);
  close_ = new QPushButton(tr("Close Comparison"), this);
  close_->setAccessibleName(tr("Close comparison"));
  close_->setToolTip(tr("Back to the mapping view of the session"));
  connect(close_, &QPushButton::clicked, this, &ComparisonView::closeRequested);

  first_ = new MappingView(this);
  second_ = new MappingView(this);
  first_->setAccessibleName(tr("Mapping view of the session"));
  second_->setAccessibleName(tr("Mapping view of the variant"));
  firstCaption_ = new QLabel(this);
  secondCaption_ = new QLabel(this);
  for (QLabel* caption : {firstCaption_, secondCaption_}) {
    caption->setAlignment(Qt::AlignCenter);
    QFont bold = caption->font();
    bold.setBold(true);
    caption->setFont(bold);
  }
  info_ = new QLabel(this);
  info_->setAccessibleName(tr("Cell information of both variants"));
  info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  info_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  info_->setMinimumHeight(2 * info_->fontMetrics().height() + 8);

  auto* top = new QHBoxLayout;
  top->setContentsMargins(8, 4, 8, 4);
  top->addWidget(summary_, 1);
  top->addWidget(close_);
  auto* panes = new QGridLayout;
  panes->setContentsMargins(0, 0, 0, 0);
  panes->setHorizontalSpacing(4);
  panes->addWidget(firstCaption_, 0, 0);
  panes->addWidget(secondCaption_, 0, 1);
  panes->addWidget(first_, 1, 0);
  panes->addWidget(second_, 1, 1);
  panes->setRowStretch(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addLayout(top);
  layout->addLayout(panes, 1);
  info_->setContentsMargins(8, 2, 8, 2);
  layout->addWidget(info_);

  follow(first_, second_);
  follow(second_, first_);
}

void ComparisonView::follow(MappingView* from, MappingView* to) {
  const bool fromFirst = from == first_;
  connect(from, &MappingView::viewChanged, this, [this, from, to](double zoom, QPointF offset) {
    if (syncing_) return;
    syncing_ = true;
    to->setView(zoom, offset, from->followsFit());
    syncing_ = false;
  });
  connect(from, &MappingView::hoveredCellChanged, this, [this, to, fromFirst](std::optional<CellRef> cell) {
    if (!syncing_) {
      syncing_ = true;
      to->setHoveredCell(cell ? counterpart(*cell, fromFirst) : std::nullopt);
      syncing_ = false;
    }
    updateInfo();
  });
  connect(from, &MappingView::selectionChanged, this, [this, from, to, fromFirst] {
    if (!syncing_) {
      syncing_ = true;
      const auto cell = from->selection();
      to->setSelection(cell ? counterpart(*cell, fromFirst) : std::nullopt);
      syncing_ = false;
    }
    updateInfo();
  });
}

std::optional<CellRef> ComparisonView::counterpart(const CellRef& cell, bool fromFirst) const {
  if (!pair_) return std::nullopt;
  const MappingContent& from = fromFirst ? *pair_->first : *pair_->second;
  const MappingContent& to = fromFirst ? *pair_->second : *pair_->first;
  const TensorContent* a = from.tensor(cell);
  const TensorContent* b = to.tensor(cell);
  if (!a || !b || !a->layout || !b->layout || a->layout->rank() != b->layout->rank()) return std::nullopt;
  const std::vector<uint32_t> coords = from.coordinates(*a, cell.element);
  for (size_t d = 0; d < coords.size(); ++d) {
    if (coords[d] >= b->layout->sizes[d]) return std::nullopt;
  }
  return CellRef{cell.isOutput, cell.tensor, coordsToLinear(coords, b->layout->sizes)};
}

void ComparisonView::setPair(std::shared_ptr<const VariantPair> pair) {
  pair_ = std::move(pair);
  if (!pair_) {
    first_->setContent(nullptr);
    second_->setContent(nullptr);
    return;
  }
  first_->setContent(pair_->first);
  second_->setContent(pair_->second);
  first_->setOutlinedCells(pair_->outlinedFirst);
  second_->setOutlinedCells(pair_->outlinedSecond);
  firstCaption_->setText(pair_->firstLabel());
  secondCaption_->setText(pair_->secondLabel());
  summary_->setText(tr("%1 against %2: %3").arg(pair_->firstLabel(), pair_->secondLabel(), comparisonSummary(pair_->comparison)));
  // Both start from the left view's fit, so that the inputs line up.
  syncing_ = true;
  second_->setView(first_->zoom(), first_->viewOffset(), first_->followsFit());
  syncing_ = false;
  keepReadable();
  updateInfo();
}

double ComparisonView::readableZoom() { return MappingLayout::kMinReadableTextPixels / MappingLayout::valueFont().pixelSize(); }

void ComparisonView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // The views were resized (and perhaps refitted) by the layout before this.
  keepReadable();
}

void ComparisonView::keepReadable() {
  if (!pair_ || first_->zoom() >= readableZoom()) return;
  const double zoom = readableZoom();
  const QRectF scene = first_->mappingLayout().bounds();
  // Along an axis the scene fits at this zoom: centred; along one it does not: from its start.
  auto offsetAlong = [zoom](double sceneStart, double sceneLength, double viewLength) {
    const double length = sceneLength * zoom;
    return length <= viewLength ? (viewLength - length) / 2 - sceneStart * zoom : -sceneStart * zoom;
  };
  first_->setView(zoom, QPointF(offsetAlong(scene.left(), scene.width(), first_->width()),
                                offsetAlong(scene.top(), scene.height(), first_->height())));
}

void ComparisonView::setMessage(const QString& text) { summary_->setText(text); }

void ComparisonView::setTheme(ThemeKind kind) {
  first_->setTheme(kind);
  second_->setTheme(kind);
}

void ComparisonView::setColourBySource(bool on) {
  first_->setColourBySource(on);
  second_->setColourBySource(on);
}

void ComparisonView::updateInfo() {
  if (!pair_) {
    info_->clear();
    return;
  }
  auto focus = [](const MappingView* v) { return v->hoveredCell() ? v->hoveredCell() : v->selection(); };
  QStringList lines;
  if (auto cell = focus(first_)) lines << QStringLiteral("%1:  %2").arg(pair_->firstLabel(), first_->describeCell(*cell));
  if (auto cell = focus(second_)) lines << QStringLiteral("%1:  %2").arg(pair_->secondLabel(), second_->describeCell(*cell));
  info_->setText(lines.join(QLatin1Char('\n')));
}

}  // namespace dmlscope::gui
