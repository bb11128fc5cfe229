// The tensor editor: one tensor at a time as a table over a 2-D slice (leading indices chosen above it),
// with its DataType, Sizes and Strides, fills, paste from the clipboard and copy as JSON or NumPy. A line under
// it says where the data comes from (a .npy file) and what is wrong with it; a .npy file dropped onto it is
// offered to the window (npyDropped).
#pragma once

#include <QWidget>

#include <memory>
#include <vector>

#include "models/mapping_content.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QSpinBox;
class QTableView;
class QToolButton;

namespace dmlscope::gui {

class FieldMarkOverlay;
class SessionDocument;
class TensorDescEditor;
class TensorTableModel;

class TensorEditor : public QWidget {
  Q_OBJECT

 public:
  explicit TensorEditor(SessionDocument* doc, QWidget* parent = nullptr);

  void setContent(std::shared_ptr<const MappingContent> content);
  void showTensor(bool isOutput, uint32_t index);
  // Shows the cell's tensor and slice and makes it the table's current cell.
  void showCell(const CellRef& cell);

  TensorTableModel* model() const { return model_; }
  QTableView* table() const { return table_; }

  // Writes pasted values into the shown input: a nested list of the tensor's shape fills all of it; CSV rows
  // (or a smaller list) form a block starting at the current cell. False, with the reason, when nothing was
  // written.
  bool paste(const QString& text, QString* error);
  void fillSequence();
  void fillZeros();
  void fillConstant(const ElementValue& value);
  void fillRandom();
  // The shown tensor as JSON or a NumPy expression (empty when it has no values).
  QString copyText(bool numpy) const;
  // The line about the shown tensor's data: its .npy file, and the problems on its Data.
  QLabel* dataLine() const { return dataLine_; }

 signals:
  // The user moved the table's current cell.
  void cellActivated(const dmlscope::gui::CellRef& cell);
  // The user chose another tensor in the editor's tensor list.
  void tensorChosen(bool isOutput, uint32_t index);
  void message(const QString& text);
  // A .npy file was dropped onto the editor, meant for the shown tensor.
  void npyDropped(const QString& path, bool isOutput, uint32_t index);

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void fitColumnWidth();
  void rebuildTensorChoice();
  void rebuildSliceSelectors();
  void updateActions();
  void updateDataLine();
  bool fillWith(const std::function<ElementValue(uint64_t)>& valueAt, const QString& text);

  SessionDocument* doc_;
  std::shared_ptr<const MappingContent> content_;
  QComboBox* tensorChoice_;
  TensorDescEditor* descEditor_;
  QHBoxLayout* sliceLayout_;
  QLabel* sliceLabel_;
  std::vector<QSpinBox*> sliceSpins_;
  std::vector<uint32_t> sliceSizes_;
  QToolButton* fillButton_;
  QToolButton* pasteButton_;
  QToolButton* copyButton_;
  QTableView* table_;
  QLabel* dataLine_;
  FieldMarkOverlay* marks_;
  TensorTableModel* model_;
  bool syncing_ = false;
};

}  // namespace dmlscope::gui
