// The nodes of an ONNX model as a table for choosing the one to open: index, op type, name, the input and
// output shapes, and the DirectML operator ONNX Runtime's DirectML provider runs for it (core's translateNode
// says which, or why none). The nodes it does not run are listed, disabled, with the reason as their tooltip;
// the ones it runs come first, each group in graph order.
#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dmlscope/onnx_model.h"

namespace dmlscope::gui {

// Whether `path` names an ONNX model (.onnx, any letter case), which the window opens node by node.
bool isOnnxModelFile(const QString& path);
// Whether `path` names a bare ONNX TensorProto (.pb), as ONNX's test data sets hold inputs.
bool isTensorProtoFile(const QString& path);

class OnnxNodeListModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    IndexColumn = 0,
    OpTypeColumn,
    NameColumn,
    InputsColumn,
    OutputsColumn,
    DirectMlColumn,
    ColumnCount,
  };
  // The node's index in the graph, for every column.
  static constexpr int NodeIndexRole = Qt::UserRole + 1;

  explicit OnnxNodeListModel(std::shared_ptr<const onnx::OnnxModel> model, QObject* parent = nullptr);

  const onnx::OnnxModel& model() const { return *model_; }
  // The row showing graph node `nodeIndex`, if any.
  std::optional<int> rowOfNode(uint32_t nodeIndex) const;
  // Whether the DirectML provider runs node `nodeIndex` as an operator dmlscope knows.
  bool isSupported(uint32_t nodeIndex) const;
  // The supported node after (step 1) or before (step -1) `nodeIndex` in graph order, without wrapping.
  std::optional<uint32_t> neighbourSupported(uint32_t nodeIndex, int step) const;
  // How many nodes are supported.
  int supportedCount() const { return supportedCount_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  struct Row {
    uint32_t node = 0;
    QString opType;
    QString name;
    QString inputs;
    QString outputs;
    QString directMl;  // the operator's name, or empty
    QString reason;    // why there is none
  };

  std::shared_ptr<const onnx::OnnxModel> model_;
  std::vector<Row> rows_;
  std::vector<bool> supported_;  // by graph index
  int supportedCount_ = 0;
};

}  // namespace dmlscope::gui
