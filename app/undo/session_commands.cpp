// The undo commands (see session_commands.h).
#include "undo/session_commands.h"

#include <QCoreApplication>

namespace dmlscope::gui {

DescriptorEditCommand::DescriptorEditCommand(SessionDocument* doc, const QString& text, QString mergeKey, SessionState after)
    : QUndoCommand(text), doc_(doc), mergeKey_(std::move(mergeKey)), other_(std::move(after)) {}

void DescriptorEditCommand::undo() { doc_->swapState(other_); }
void DescriptorEditCommand::redo() { doc_->swapState(other_); }

bool DescriptorEditCommand::mergeWith(const QUndoCommand* other) {
  // QUndoStack merges after `other` has been redone: the session holds its after, and this command's other_
  // is still the state before the first edit of the run, which is what undoing the merged command restores.
  const auto* next = dynamic_cast<const DescriptorEditCommand*>(other);
  return next && next->mergeKey_ == mergeKey_;
}

OperatorChangeCommand::OperatorChangeCommand(SessionDocument* doc, const QString& text, SessionState after)
    : QUndoCommand(text), doc_(doc), other_(std::move(after)) {}

void OperatorChangeCommand::undo() { doc_->swapState(other_); }
void OperatorChangeCommand::redo() { doc_->swapState(other_); }

FeatureLevelCommand::FeatureLevelCommand(SessionDocument* doc, FeatureLevel before, FeatureLevel after)
    : QUndoCommand(QCoreApplication::translate("SessionCommands", "Change feature level")),
      doc_(doc),
      before_(before),
      after_(after) {}

void FeatureLevelCommand::undo() { doc_->applyFeatureLevel(before_); }
void FeatureLevelCommand::redo() { doc_->applyFeatureLevel(after_); }

ElementEditCommand::ElementEditCommand(SessionDocument* doc, const QString& text, uint32_t input, uint64_t byteOffset, Buffer before,
                                       Buffer after, std::optional<DataFile> linkBefore)
    : QUndoCommand(text),
      doc_(doc),
      input_(input),
      byteOffset_(byteOffset),
      before_(std::move(before)),
      after_(std::move(after)),
      linkBefore_(std::move(linkBefore)) {}

void ElementEditCommand::undo() { doc_->applyInputBytes(input_, byteOffset_, before_, linkBefore_); }
void ElementEditCommand::redo() { doc_->applyInputBytes(input_, byteOffset_, after_, std::nullopt); }

InputDataCommand::InputDataCommand(SessionDocument* doc, const QString& text, uint32_t input, Buffer after)
    : QUndoCommand(text), doc_(doc), input_(input), other_(std::move(after)) {}

void InputDataCommand::undo() { doc_->swapInputBuffer(input_, other_, otherLink_); }
void InputDataCommand::redo() { doc_->swapInputBuffer(input_, other_, otherLink_); }

}  // namespace dmlscope::gui
