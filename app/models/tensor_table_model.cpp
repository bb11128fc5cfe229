// The tensor table model (see tensor_table_model.h).
#include "models/tensor_table_model.h"

#include <QBrush>
#include <QColor>
#include <QPalette>

#include <algorithm>
#include <climits>

#include "models/element_text.h"
#include "models/session_document.h"

namespace dmlscope::gui {

TensorTableModel::TensorTableModel(SessionDocument* doc, QObject* parent) : QAbstractTableModel(parent), doc_(doc) {}

const TensorContent* TensorTableModel::tensor() const { return content_ ? content_->tensor(isOutput_, index_) : nullptr; }

TensorTableModel::Shape TensorTableModel::shape() const {
  const TensorContent* t = tensor();
  if (!t || !t->layout || t->layout->rank() == 0) return {};
  const auto& sizes = t->layout->sizes;
  const auto clamp = [](uint32_t v) { return static_cast<int>(std::min<uint32_t>(v, INT_MAX)); };
  const int columns = clamp(sizes.back());
  const int rows = sizes.size() >= 2 ? clamp(sizes[sizes.size() - 2]) : 1;
  return {rows, columns};
}

void TensorTableModel::refresh(bool reset) {
  const Shape next = shape();
  if (reset || next != shape_) {
    beginResetModel();
    shape_ = next;
    endResetModel();
  } else if (shape_.rows > 0 && shape_.columns > 0) {
    emit dataChanged(index(0, 0), index(shape_.rows - 1, shape_.columns - 1));
  }
}

void TensorTableModel::setContent(std::shared_ptr<const MappingContent> content) {
  content_ = std::move(content);
  // Leading indices beyond the (possibly smaller) tensor fall back to 0.
  if (const TensorContent* t = tensor(); t && t->layout) {
    const uint32_t rank = t->layout->rank();
    const uint32_t leadingCount = rank >= 2 ? rank - 2 : 0;
    leading_.resize(leadingCount, 0);
    for (uint32_t d = 0; d < leadingCount; ++d) {
      if (leading_[d] >= t->layout->sizes[d]) leading_[d] = 0;
    }
  }
  refresh(false);
}

void TensorTableModel::setTensor(bool isOutput, uint32_t index) {
  isOutput_ = isOutput;
  index_ = index;
  leading_.clear();
  setContent(content_);
  refresh(true);
}

void TensorTableModel::setLeadingIndices(std::vector<uint32_t> indices) {
  leading_ = std::move(indices);
  setContent(content_);
}

std::optional<CellRef> TensorTableModel::cellAt(const QModelIndex& idx) const {
  const TensorContent* t = tensor();
  if (!idx.isValid() || !t || !t->layout) return std::nullopt;
  const uint32_t rank = t->layout->rank();
  std::vector<uint32_t> coords(rank, 0);
  for (uint32_t d = 0; d + 2 < rank && d < leading_.size(); ++d) coords[d] = leading_[d];
  coords[rank - 1] = static_cast<uint32_t>(idx.column());
  if (rank >= 2) coords[rank - 2] = static_cast<uint32_t>(idx.row());
  for (uint32_t d = 0; d < rank; ++d) {
    if (coords[d] >= t->layout->sizes[d]) return std::nullopt;
  }
  return CellRef{isOutput_, index_, coordsToLinear(coords, t->layout->sizes)};
}

QModelIndex TensorTableModel::indexOf(uint64_t element) const {
  const TensorContent* t = tensor();
  if (!t || !t->layout || element >= t->layout->elementCount) return {};
  const uint32_t rank = t->layout->rank();
  std::vector<uint32_t> coords(rank);
  linearToCoords(element, t->layout->sizes, coords);
  for (uint32_t d = 0; d + 2 < rank; ++d) {
    if (d >= leading_.size() || coords[d] != leading_[d]) return {};
  }
  const int row = rank >= 2 ? static_cast<int>(coords[rank - 2]) : 0;
  return index(row, static_cast<int>(coords[rank - 1]));
}

int TensorTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : shape_.rows; }
int TensorTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : shape_.columns; }

QVariant TensorTableModel::data(const QModelIndex& idx, int role) const {
  auto cell = cellAt(idx);
  if (!cell) return {};
  const TensorContent& t = *tensor();
  switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
      return content_->formattedValue(t, cell->element);
    case Qt::TextAlignmentRole:
      return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
      // The whole value first: a narrow column shows it elided.
      QString tip = content_->cellName(*cell);
      if (const QString value = content_->formattedValue(t, cell->element); !value.isEmpty()) tip += QStringLiteral(" = ") + value;
      tip += tr("\nbuffer element %1").arg(t.layout->offsetOfLinear(cell->element));
      if (isOutput_ && content_->hasIndexMap()) {
        if (auto source = content_->sourceOf(index_, cell->element)) {
          tip += tr("\nfrom %1").arg(content_->cellName({false, source->input, source->element}));
        } else {
          tip += tr("\npadding constant");
        }
      }
      // The outcome says what its marks were compared with (the CPU, a file).
      if (isOutput_ && content_->differs(index_, cell->element)) tip += QLatin1Char('\n') + content_->run->differenceNote;
      return tip;
    }
    case Qt::BackgroundRole:
      if (isOutput_ && content_->differs(index_, cell->element)) return QBrush(QColor(229, 72, 77, 90));
      if (isOutput_ && content_->isPadding(index_, cell->element)) return QBrush(QColor(128, 128, 128, 70), Qt::BDiagPattern);
      return {};
    default:
      return {};
  }
}

bool TensorTableModel::setData(const QModelIndex& idx, const QVariant& value, int role) {
  if (role != Qt::EditRole || isOutput_) return false;
  auto cell = cellAt(idx);
  if (!cell) return false;
  const TensorContent& t = *tensor();
  auto parsed = parseElementText(t.layout->dataType, value.toString());
  if (!parsed) {
    emit editRejected(tr("'%1' is not a number").arg(value.toString()));
    return false;
  }
  return doc_->setInputElement(index_, cell->element, *parsed);
}

Qt::ItemFlags TensorTableModel::flags(const QModelIndex& idx) const {
  Qt::ItemFlags f = QAbstractTableModel::flags(idx);
  const TensorContent* t = tensor();
  if (!isOutput_ && t && t->values) f |= Qt::ItemIsEditable;
  return f;
}

QVariant TensorTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role == Qt::DisplayRole) return QString::number(section);
  if (role == Qt::ToolTipRole) {
    const TensorContent* t = tensor();
    if (!t || !t->layout) return {};
    const uint32_t rank = t->layout->rank();
    const uint32_t dim = orientation == Qt::Horizontal ? rank - 1 : (rank >= 2 ? rank - 2 : 0);
    return tr("index %1 of dimension %2").arg(section).arg(dim);
  }
  return QAbstractTableModel::headerData(section, orientation, role);
}

}  // namespace dmlscope::gui
