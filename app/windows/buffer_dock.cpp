// The Buffer dock (see buffer_dock.h).
#include "windows/buffer_dock.h"

#include <QLabel>
#include <QVBoxLayout>

#include "models/buffer_strip_content.h"
#include "widgets/buffer_view.h"
#include "widgets/mapping_view.h"
#include "widgets/tensor_editor.h"

namespace dmlscope::gui {

BufferDock::BufferDock(MappingView* mapping, TensorEditor* editor, QWidget* parent)
    : QDockWidget(tr("Buffer"), parent), mapping_(mapping) {
  setObjectName(QStringLiteral("BufferDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  view_ = new BufferView(body);
  layout->addWidget(view_, 1);
  info_ = new QLabel(body);
  info_->setAccessibleName(tr("Buffer slot information"));
  info_->setContentsMargins(8, 3, 8, 3);
  info_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  info_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  layout->addWidget(info_);
  setWidget(body);

  const QString hint = tr("Hover a slot to see the elements that read it; hover a grid cell to see its slot.");
  info_->setText(hint);
  connect(view_, &BufferView::hoverTextChanged, this, [this, hint](const QString& text) { info_->setText(text.isEmpty() ? hint : text); });
  connect(view_, &BufferView::hoveredSlotChanged, this, &BufferDock::lightGridFromSlot);
  connect(mapping_, &MappingView::hoveredCellChanged, this, [this](std::optional<CellRef> cell) {
    if (cell) focusCell(*cell);
  });
  connect(mapping_, &MappingView::selectionChanged, this, [this] {
    if (auto cell = mapping_->selection()) {
      focusCell(*cell);
    } else if (focus_ && !mapping_->hoveredCell()) {
      focus_.reset();
      refresh();
    }
  });
  connect(editor, &TensorEditor::tensorChosen, this, &BufferDock::showTensor);
}

void BufferDock::setContent(std::shared_ptr<const MappingContent> content) {
  content_ = std::move(content);
  refresh();
  lightGridFromSlot();
}

void BufferDock::setTheme(ThemeKind kind) { view_->setTheme(kind); }

void BufferDock::showTensor(bool isOutput, uint32_t index) {
  pinnedIsOutput_ = isOutput;
  pinnedIndex_ = index;
  focus_.reset();
  refresh();
}

void BufferDock::focusCell(const CellRef& cell) {
  pinnedIsOutput_ = cell.isOutput;
  pinnedIndex_ = cell.tensor;
  focus_ = cell;
  refresh();
}

void BufferDock::refresh() {
  if (!content_) {
    view_->setContent(nullptr);
    return;
  }
  bool isOutput = pinnedIsOutput_;
  uint32_t index = pinnedIndex_;
  if (!content_->tensor(isOutput, index)) {
    // The operator changed under the pinned tensor: its first input.
    isOutput = false;
    index = 0;
  }
  const auto shown = view_->content();
  if (!shown || shown->mapping() != content_.get() || shown->isOutput() != isOutput || shown->tensorIndex() != index) {
    view_->setContent(std::make_shared<const BufferStripContent>(content_, isOutput, index));
  }
  // The slot of the focused grid cell, when it is a cell of this tensor.
  std::vector<uint64_t> lit;
  if (focus_) {
    if (auto slot = view_->content()->slotOf(*focus_)) lit.push_back(*slot);
  }
  view_->setLitSlots(std::move(lit));
}

void BufferDock::lightGridFromSlot() {
  const auto shown = view_->content();
  const auto slot = view_->hoveredSlot();
  if (!shown || !slot) {
    mapping_->setLitCells({});
    return;
  }
  mapping_->setLitCells(shown->cellsReading(*slot, MappingContent::kMaxRelatedCells));
}

}  // namespace dmlscope::gui
