// The dispatch list model (see dispatch_list_model.h).
#include "models/dispatch_list_model.h"

namespace dmlscope::gui {

DispatchListModel::DispatchListModel(std::vector<DxDispatchDispatch> dispatches, QObject* parent)
    : QAbstractTableModel(parent), dispatches_(std::move(dispatches)) {}

std::optional<int> DispatchListModel::rowOfCommand(uint32_t commandIndex) const {
  for (size_t row = 0; row < dispatches_.size(); ++row) {
    if (dispatches_[row].commandIndex == commandIndex) return static_cast<int>(row);
  }
  return std::nullopt;
}

std::optional<int> DispatchListModel::firstSupportedRow() const {
  for (size_t row = 0; row < dispatches_.size(); ++row) {
    if (dispatches_[row].supported) return static_cast<int>(row);
  }
  return std::nullopt;
}

int DispatchListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(dispatches_.size());
}

int DispatchListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DispatchListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const DxDispatchDispatch& d = dispatches_[static_cast<size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case CommandColumn: return QString::number(d.commandIndex);
        case DispatchableColumn: return QString::fromStdString(d.dispatchable);
        case TypeColumn: return QString::fromStdString(d.type);
        case SupportColumn: return d.supported ? tr("supported") : tr("not supported");
        default: return {};
      }
    case Qt::ToolTipRole:
      return d.supported ? tr("Command %1 dispatches %2 (%3)").arg(d.commandIndex).arg(QString::fromStdString(d.dispatchable),
                                                                                      QString::fromStdString(d.type))
                         : tr("dmlscope runs only these DirectML operators: %1").arg(QString::fromStdString(operatorNameList()));
    case Qt::TextAlignmentRole:
      if (index.column() == CommandColumn) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
    case CommandIndexRole:
      return d.commandIndex;
    default:
      return {};
  }
}

Qt::ItemFlags DispatchListModel::flags(const QModelIndex& index) const {
  if (!index.isValid() || index.row() >= rowCount()) return Qt::NoItemFlags;
  // An operator dmlscope does not run can be seen but not chosen.
  if (!dispatches_[static_cast<size_t>(index.row())].supported) return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant DispatchListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case CommandColumn: return tr("Command");
    case DispatchableColumn: return tr("Dispatchable");
    case TypeColumn: return tr("Type");
    case SupportColumn: return tr("Status");
    default: return {};
  }
}

}  // namespace dmlscope::gui
