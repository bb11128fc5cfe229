// The undo commands, one per kind of edit. Each holds what it needs to go both ways and applies itself
// through SessionDocument, so every edit is undoable by construction. The commands that hold whole buffers
// swap them with the session's (redo and undo are the same exchange): the data the session holds is never
// held a second time by the command that made it.
#pragma once

#include <QString>
#include <QUndoCommand>

#include <cstdint>
#include <optional>
#include <vector>

#include "models/session_document.h"

namespace dmlscope::gui {

enum CommandId { kDescriptorEditId = 1001 };

// A change of descriptor fields (with what the follow rules and conformBuffers changed along), pushed while the
// session is in the state before it: `after` is the state it makes.
class DescriptorEditCommand : public QUndoCommand {
 public:
  DescriptorEditCommand(SessionDocument* doc, const QString& text, QString mergeKey, SessionState after);
  void undo() override;
  void redo() override;
  int id() const override { return mergeKey_.isEmpty() ? -1 : kDescriptorEditId; }
  // Typing in one field: the merged command keeps the state before the first keystroke; the session already
  // holds the state after the last.
  bool mergeWith(const QUndoCommand* other) override;

 private:
  SessionDocument* doc_;
  QString mergeKey_;
  SessionState other_;  // the state the session is not in: `after` until redo, the state before after it
};

// A switch to another operator: everything changes.
class OperatorChangeCommand : public QUndoCommand {
 public:
  OperatorChangeCommand(SessionDocument* doc, const QString& text, SessionState after);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  SessionState other_;
};

class FeatureLevelCommand : public QUndoCommand {
 public:
  FeatureLevelCommand(SessionDocument* doc, FeatureLevel before, FeatureLevel after);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  FeatureLevel before_;
  FeatureLevel after_;
};

// One element of an input buffer: the bytes before and after. The edit unlinks the input from its .npy file;
// undo links it again.
class ElementEditCommand : public QUndoCommand {
 public:
  ElementEditCommand(SessionDocument* doc, const QString& text, uint32_t input, uint64_t byteOffset, Buffer before, Buffer after,
                     std::optional<DataFile> linkBefore);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  uint32_t input_;
  uint64_t byteOffset_;
  Buffer before_;
  Buffer after_;
  std::optional<DataFile> linkBefore_;
};

// A whole input buffer (a fill or a paste); unlinks the input from its .npy file as ElementEditCommand does,
// and undo links it again.
class InputDataCommand : public QUndoCommand {
 public:
  InputDataCommand(SessionDocument* doc, const QString& text, uint32_t input, Buffer after);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  uint32_t input_;
  Buffer other_;                       // the buffer the session does not hold
  std::optional<DataFile> otherLink_;  // and its link (none for the edited data)
};

}  // namespace dmlscope::gui
