// Choosing which node of an ONNX model to open: every node is listed (OnnxNodeListModel) under a search field
// that filters on any column; the nodes the DirectML provider does not run are greyed with the reason as their
// tooltip. Non-modal: the window shows the model's first supported node meanwhile, and opens the chosen one when
// the person presses Open (or double-clicks a node).
#pragma once

#include <QDialog>

#include <cstdint>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace dmlscope::gui {

class OnnxNodeListModel;

class OnnxNodePickerDialog : public QDialog {
  Q_OBJECT

 public:
  // `nodes`: the model's node list, kept by the window for as long as the model is open (not owned).
  explicit OnnxNodePickerDialog(OnnxNodeListModel* nodes, QWidget* parent = nullptr);

  OnnxNodeListModel* model() const { return model_; }
  QSortFilterProxyModel* filtered() const { return proxy_; }
  QLineEdit* search() const { return search_; }
  QTableView* table() const { return table_; }
  // The graph index of the selected node (only supported ones can be selected).
  std::optional<uint32_t> chosenNode() const;
  // Selects node `nodeIndex` (clearing a search that hides it); false if there is none or it is not supported.
  bool choose(uint32_t nodeIndex);

 signals:
  // Open was pressed (or a node double-clicked) with node `nodeIndex` selected.
  void nodeChosen(uint32_t nodeIndex);

 private:
  void updateOk();

  OnnxNodeListModel* model_ = nullptr;
  QSortFilterProxyModel* proxy_ = nullptr;
  QLineEdit* search_ = nullptr;
  QTableView* table_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace dmlscope::gui
