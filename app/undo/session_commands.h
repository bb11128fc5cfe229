// The undo commands, one per kind of edit. Each holds what it needs to go both ways and applies itself
// through SessionDocument, so every edit is undoable by construction.
#pragma once

#include <QString>
#include <QUndoCommand>

#include <cstdint>
#include <optional>
#include <vector>

#include "models/session_document.h"

namespace dmlscope::gui {

enum CommandId { kDescriptorEditId = 1001 };

// A change of descriptor fields (with what the follow rules and conformBuffers changed along).
class DescriptorEditCommand : public QUndoCommand {
 public:
  DescriptorEditCommand(SessionDocument* doc, const QString& text, QString mergeKey, SessionState before, SessionState after);
  void undo() override;
  void redo() override;
  int id() const override { return mergeKey_.isEmpty() ? -1 : kDescriptorEditId; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  SessionDocument* doc_;
  QString mergeKey_;
  SessionState before_;
  SessionState after_;
};

// A switch to another operator: everything changes.
class OperatorChangeCommand : public QUndoCommand {
 public:
  OperatorChangeCommand(SessionDocument* doc, const QString& text, SessionState before, SessionState after);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  SessionState before_;
  SessionState after_;
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

// A whole input buffer (a fill or a paste); unlinks the input from its .npy file as ElementEditCommand does.
class InputDataCommand : public QUndoCommand {
 public:
  InputDataCommand(SessionDocument* doc, const QString& text, uint32_t input, Buffer before, Buffer after,
                   std::optional<DataFile> linkBefore);
  void undo() override;
  void redo() override;

 private:
  SessionDocument* doc_;
  uint32_t input_;
  Buffer before_;
  Buffer after_;
  std::optional<DataFile> linkBefore_;
};

}  // namespace dmlscope::gui
