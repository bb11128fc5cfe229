// Choosing which dispatch command of a DxDispatch model to open: every dispatch is listed, the ones dmlscope
// cannot run are disabled, and the one core would open by itself (the first supported) is preselected.
#pragma once

#include <QDialog>

#include <cstdint>
#include <optional>

#include "dmlscope/dxdispatch.h"

class QDialogButtonBox;
class QTableView;

namespace dmlscope::gui {

class DispatchListModel;

class DispatchPickerDialog : public QDialog {
  Q_OBJECT

 public:
  // `modelName`: the model's file name, for the question.
  DispatchPickerDialog(const DxDispatchSource& source, const QString& modelName, QWidget* parent = nullptr);

  DispatchListModel* model() const { return model_; }
  QTableView* table() const { return table_; }
  // The command index of the selected dispatch (only supported ones can be selected).
  std::optional<uint32_t> chosenCommand() const;
  // Selects the dispatch of command `commandIndex`; false if there is none or dmlscope cannot run it.
  bool choose(uint32_t commandIndex);

 private:
  void updateOk();

  DispatchListModel* model_ = nullptr;
  QTableView* table_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

// True when opening the model needs a choice: more than one dispatch, or one dmlscope cannot run.
bool dispatchNeedsChoice(const DxDispatchSource& source);

}  // namespace dmlscope::gui
