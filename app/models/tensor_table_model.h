// A table over a 2-D slice of one tensor (the last two dimensions; the leading indices pick the slice).
// Input values are editable: the typed text goes through core's conversion into the session's buffer.
#pragma once

#include <QAbstractTableModel>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "models/mapping_content.h"

namespace dmlscope::gui {

class SessionDocument;

class TensorTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  explicit TensorTableModel(SessionDocument* doc, QObject* parent = nullptr);

  void setContent(std::shared_ptr<const MappingContent> content);
  void setTensor(bool isOutput, uint32_t index);
  // One index per leading dimension (rank - 2 of them); missing ones are 0.
  void setLeadingIndices(std::vector<uint32_t> indices);

  bool isOutput() const { return isOutput_; }
  uint32_t tensorIndex() const { return index_; }
  const std::vector<uint32_t>& leadingIndices() const { return leading_; }
  const TensorContent* tensor() const;
  std::shared_ptr<const MappingContent> content() const { return content_; }

  // The tensor element at a table cell, and the table cell of an element (invalid if on another slice).
  std::optional<CellRef> cellAt(const QModelIndex& index) const;
  QModelIndex indexOf(uint64_t element) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 signals:
  // A typed value could not be read as a number.
  void editRejected(const QString& message);

 private:
  struct Shape {
    int rows = 0;
    int columns = 0;
    bool operator==(const Shape&) const = default;
  };
  Shape shape() const;
  void refresh(bool reset);

  SessionDocument* doc_;
  std::shared_ptr<const MappingContent> content_;
  bool isOutput_ = false;
  uint32_t index_ = 0;
  std::vector<uint32_t> leading_;
  Shape shape_;
};

}  // namespace dmlscope::gui
