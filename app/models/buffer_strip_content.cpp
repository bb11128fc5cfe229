// The buffer strip's content (see buffer_strip_content.h).
#include "models/buffer_strip_content.h"

#include <QCoreApplication>
#include <QStringList>

#include "dmlscope/element.h"

namespace dmlscope::gui {
namespace {

struct StripText {
  Q_DECLARE_TR_FUNCTIONS(BufferStrip)
};

// Names listed in a slot's description before "and N more".
constexpr uint64_t kNamedReaders = 4;

QString list(const std::vector<uint32_t>& values) {
  QStringList parts;
  for (uint32_t v : values) parts << QString::number(v);
  return parts.join(QStringLiteral(", "));
}

}  // namespace

BufferStripContent::BufferStripContent(std::shared_ptr<const MappingContent> content, bool isOutput, uint32_t index)
    : content_(std::move(content)), isOutput_(isOutput), index_(index) {
  tensor_ = content_ ? content_->tensor(isOutput, index) : nullptr;
  if (tensor_ && tensor_->layout) buffer_.emplace(*tensor_->layout);
}

QString BufferStripContent::title() const {
  if (!tensor_) return StripText::tr("No tensor");
  if (!buffer_) return StripText::tr("%1 has no buffer layout: %2").arg(tensor_->field, tensor_->layoutError);
  const TensorLayout& layout = buffer_->layout();
  const std::string_view type = shortName(layout.dataType);
  return StripText::tr("%1 in memory: %2, Sizes {%3}, Strides {%4}%5: %n slot(s), %6 bytes", nullptr,
                       static_cast<int>(std::min<uint64_t>(buffer_->slotCount(), INT32_MAX)))
      .arg(tensor_->field, QString::fromUtf8(type.data(), static_cast<qsizetype>(type.size())), list(layout.sizes), list(layout.strides),
           tensor_->desc.strides ? QString() : StripText::tr(" (packed)"))
      .arg(layout.bufferBytes);
}

QString BufferStripContent::slotValue(uint64_t slot) const {
  if (!buffer_ || !tensor_->values) return {};
  const TensorLayout& layout = buffer_->layout();
  if (slot >= buffer_->slotCount() || slot >= tensor_->values->size() / layout.elementBytes) return {};
  return QString::fromStdString(formatElement(layout.dataType, readElement(layout.dataType, *tensor_->values, slot)));
}

std::vector<CellRef> BufferStripContent::cellsReading(uint64_t slot, uint64_t limit, uint64_t* total) const {
  std::vector<CellRef> cells;
  if (total) *total = 0;
  if (!buffer_) return cells;
  const SlotReaders readers = buffer_->readersOf(slot, limit);
  if (total) *total = readers.total;
  cells.reserve(readers.elements.size());
  for (uint64_t element : readers.elements) cells.push_back({isOutput_, index_, element});
  return cells;
}

uint64_t BufferStripContent::readerCount(uint64_t slot) const { return buffer_ ? buffer_->readersOf(slot, 0).total : 0; }

std::optional<uint64_t> BufferStripContent::slotOf(const CellRef& cell) const {
  if (!buffer_ || cell.isOutput != isOutput_ || cell.tensor != index_) return std::nullopt;
  return buffer_->slotOf(cell.element);
}

QString BufferStripContent::describeSlot(uint64_t slot) const {
  if (!buffer_ || slot >= buffer_->slotCount()) return {};
  QString text = StripText::tr("%1 slot %2 (byte %3)").arg(tensor_->field).arg(slot).arg(buffer_->byteOffsetOf(slot));
  const QString value = slotValue(slot);
  if (!value.isEmpty()) text += QStringLiteral(" = ") + value;
  uint64_t total = 0;
  const std::vector<CellRef> cells = cellsReading(slot, kNamedReaders, &total);
  if (total == 0) return text + StripText::tr("   —   read by no element: a gap");
  QStringList names;
  for (const CellRef& cell : cells) names << content_->cellName(cell);
  text += StripText::tr("   →   read by %1").arg(names.join(QStringLiteral(", ")));
  if (total > cells.size()) text += StripText::tr(" and %1 more").arg(total - cells.size());
  return text;
}

}  // namespace dmlscope::gui
