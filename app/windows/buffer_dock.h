// The Buffer dock: the buffer view of the tensor in focus (the one whose cell was last hovered or selected in
// the mapping view, or last chosen in the tensor editor), linked both ways to the mapping view: hovering a slot
// lights every grid cell that reads it, hovering a grid cell lights its slot. The pointer leaving the grids
// changes nothing, so that it can travel from a cell down to the slot it lit.
#pragma once

#include <QDockWidget>

#include <cstdint>
#include <memory>
#include <optional>

#include "models/mapping_content.h"
#include "widgets/mapping_theme.h"

class QLabel;

namespace dmlscope::gui {

class BufferView;
class MappingView;
class TensorEditor;

class BufferDock : public QDockWidget {
  Q_OBJECT

 public:
  BufferDock(MappingView* mapping, TensorEditor* editor, QWidget* parent = nullptr);

  void setContent(std::shared_ptr<const MappingContent> content);
  void setTheme(ThemeKind kind);
  // Makes a tensor the one shown when no grid cell is hovered.
  void showTensor(bool isOutput, uint32_t index);

  BufferView* bufferView() const { return view_; }
  QLabel* infoLine() const { return info_; }

 private:
  void refresh();
  void lightGridFromSlot();
  // Shows the cell's tensor and lights the cell's slot.
  void focusCell(const CellRef& cell);

  MappingView* mapping_;
  BufferView* view_;
  QLabel* info_;
  std::shared_ptr<const MappingContent> content_;
  bool pinnedIsOutput_ = false;
  uint32_t pinnedIndex_ = 0;
  // The grid cell last hovered or selected (its slot stays lit); nothing after a tensor chosen in the editor.
  std::optional<CellRef> focus_;
};

}  // namespace dmlscope::gui
