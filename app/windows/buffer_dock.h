// The Buffer dock: the buffer view of the tensor in focus (the one whose cell is hovered in the mapping view,
// else the one last selected there or chosen in the tensor editor), linked both ways to the mapping view:
// hovering a slot lights every grid cell that reads it, hovering a grid cell lights its slot.
#pragma once

#include <QDockWidget>

#include <cstdint>
#include <memory>

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

  MappingView* mapping_;
  BufferView* view_;
  QLabel* info_;
  std::shared_ptr<const MappingContent> content_;
  bool pinnedIsOutput_ = false;
  uint32_t pinnedIndex_ = 0;
};

}  // namespace dmlscope::gui
