// The editor of one DML_BUFFER_TENSOR_DESC of the operator (its fields under DirectML's names), as a form in
// the descriptor editor or as a compact row in the tensor editor.
#pragma once

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "dmlscope/tensor.h"

class QComboBox;

namespace dmlscope::gui {

class ArrayEditor;
class CountField;
class NumberEdit;
class SessionDocument;

// A widget that shows one field path ("OutputTensor.Sizes"); `array` is set when entries can be marked
// one by one ("OutputTensor.Sizes[3]").
struct FieldTarget {
  QPointer<QWidget> widget;
  ArrayEditor* array = nullptr;
};

class TensorDescEditor : public QWidget {
  Q_OBJECT

 public:
  enum class Style { Form, Compact };
  TensorDescEditor(SessionDocument* doc, Style style, QWidget* parent = nullptr);

  void setTensor(bool isOutput, uint32_t index);
  bool isOutput() const { return isOutput_; }
  uint32_t tensorIndex() const { return index_; }
  // Reads the tensor from the document again.
  void refresh();
  // "InputTensor", "OutputTensors[1]"
  QString fieldPrefix() const;
  std::vector<std::pair<QString, FieldTarget>> fieldTargets() const;

 private:
  const TensorDesc* tensor() const;
  // Pushes an edit of this tensor; edits with the same member merge while the user types.
  void edit(const QString& member, const std::function<void(TensorDesc&)>& change, bool merge = true);
  void buildForm();
  void buildCompact();
  void connectArrayEditors();
  QComboBox* makeDataTypeCombo();

  SessionDocument* doc_;
  Style style_;
  bool isOutput_ = false;
  uint32_t index_ = 0;
  QComboBox* dataType_ = nullptr;
  QComboBox* flags_ = nullptr;
  CountField* dimensionCount_ = nullptr;
  ArrayEditor* sizes_ = nullptr;
  ArrayEditor* strides_ = nullptr;
  CountField* totalSize_ = nullptr;
  NumberEdit* alignment_ = nullptr;
};

}  // namespace dmlscope::gui
