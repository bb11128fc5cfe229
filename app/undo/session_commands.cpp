// The undo commands (see session_commands.h).
#include "undo/session_commands.h"

#include <QCoreApplication>

namespace dmlscope::gui {

DescriptorEditCommand::DescriptorEditCommand(SessionDocument* doc, const QString& text, QString mergeKey, SessionState before,
                                             SessionState after)
    : QUndoCommand(text), doc_(doc), mergeKey_(std::move(mergeKey)), before_(std::move(before)), after_(std::move(after)) {}

void DescriptorEditCommand::undo() { doc_->applyState(before_); }
void DescriptorEditCommand::redo() { doc_->applyState(after_); }

bool DescriptorEditCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const DescriptorEditCommand*>(other);
  if (!next || next->mergeKey_ != mergeKey_) return false;
  after_ = next->after_;
  return true;
}

OperatorChangeCommand::OperatorChangeCommand(SessionDocument* doc, const QString& text, SessionState before, SessionState after)
    : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after)) {}

void OperatorChangeCommand::undo() { doc_->applyState(before_); }
void OperatorChangeCommand::redo() { doc_->applyState(after_); }

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

InputDataCommand::InputDataCommand(SessionDocument* doc, const QString& text, uint32_t input, Buffer before, Buffer after,
                                   std::optional<DataFile> linkBefore)
    : QUndoCommand(text),
      doc_(doc),
      input_(input),
      before_(std::move(before)),
      after_(std::move(after)),
      linkBefore_(std::move(linkBefore)) {}

void InputDataCommand::undo() { doc_->applyInputBuffer(input_, before_, linkBefore_); }
void InputDataCommand::redo() { doc_->applyInputBuffer(input_, after_, std::nullopt); }

}  // namespace dmlscope::gui
