// The dispatch commands of a DxDispatch model as a table (index, dispatchable, operator type, whether
// dmlscope runs it), for choosing the one to open; the ones dmlscope cannot run are listed but disabled.
#pragma once

#include <QAbstractTableModel>

#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/dxdispatch.h"

namespace dmlscope::gui {

class DispatchListModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { CommandColumn = 0, DispatchableColumn = 1, TypeColumn = 2, SupportColumn = 3, ColumnCount = 4 };
  // The command's index in the model's "commands", for every column.
  static constexpr int CommandIndexRole = Qt::UserRole + 1;

  explicit DispatchListModel(std::vector<DxDispatchDispatch> dispatches, QObject* parent = nullptr);

  const std::vector<DxDispatchDispatch>& dispatches() const { return dispatches_; }
  // The row of the dispatch of command `commandIndex`, if the model has one.
  std::optional<int> rowOfCommand(uint32_t commandIndex) const;
  // The first row dmlscope can open, if any.
  std::optional<int> firstSupportedRow() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::vector<DxDispatchDispatch> dispatches_;
};

}  // namespace dmlscope::gui
