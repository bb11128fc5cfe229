// The open session as every panel sees it (RenderDoc's "capture context" for dmlscope): the session, its
// validation, its file, and the undo stack every edit goes through.
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/session.h"

class QUndoStack;

namespace dmlscope::gui {

// Everything an undoable edit may change.
struct SessionState {
  FeatureLevel featureLevel = kLatestFeatureLevel;
  OperatorDesc desc;
  std::vector<Buffer> inputData;
  // Per output: whether its Sizes follow the sizes core derives (see descriptor_follow.h).
  std::vector<bool> outputsFollow;
  bool operator==(const SessionState&) const = default;
};

class SessionDocument : public QObject {
  Q_OBJECT

 public:
  explicit SessionDocument(QObject* parent = nullptr);
  ~SessionDocument() override;

  const Session& session() const { return session_; }
  // An immutable copy of the current session for views and background runs (shared until the next edit).
  std::shared_ptr<const Session> snapshot() const;
  // Core's verdict on the current session (descriptor and data); empty when it can run.
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  // Increases with every change, so that results can say which session they belong to.
  quint64 revision() const { return revision_; }
  QUndoStack* undoStack() const { return undoStack_; }
  const std::vector<bool>& outputsFollow() const { return outputsFollow_; }

  QString filePath() const { return filePath_; }
  // The file's name, else the session's title, else "Untitled".
  QString displayName() const;
  bool isModified() const;

  // Replaces the session (a file, an example, New); clears the undo history.
  void load(Session session, const QString& filePath);
  // Saves atomically (core's saveSessionFile); on success the path becomes the document's.
  bool save(const QString& path, QString* error);
  // Keeps a run's outputs with the session (for saving) if the session has not changed since.
  void setRunOutputs(quint64 revision, const std::vector<Buffer>& outputs);

  // --- Edits: each pushes one undo command ---
  // `edit` changes the descriptor as the user asked; the follow rules and core's conformBuffers do the rest.
  // Consecutive edits with the same non-empty `mergeKey` (typing in one field) merge into one undo step.
  // `editBuffers`, if given, runs first on the input buffers (adding or removing a Join input).
  void editDescriptor(const QString& text, const QString& mergeKey, const std::function<void(OperatorDesc&)>& edit,
                      const std::function<void(std::vector<Buffer>&)>& editBuffers = {});
  // Gives output `output` the sizes core derives again.
  void restoreDerivedSizes(uint32_t output);
  void setFeatureLevel(FeatureLevel level);
  // Switches to another operator, starting from core's default descriptor for it.
  void changeOperator(OperatorType type);
  // Writes one logical element of input `input`; false (with nothing changed) when it is out of range.
  bool setInputElement(uint32_t input, uint64_t element, const ElementValue& value);
  // Replaces the whole buffer of input `input` (fills, pastes).
  void replaceInputData(uint32_t input, Buffer data, const QString& text);

  // --- For the undo commands ---
  SessionState state() const;
  void applyState(const SessionState& state);
  void applyFeatureLevel(FeatureLevel level);
  void applyInputBytes(uint32_t input, uint64_t byteOffset, std::span<const std::byte> bytes);
  void applyInputBuffer(uint32_t input, const Buffer& buffer);

 signals:
  // The descriptor, the data or the feature level changed (diagnostics are already updated).
  void sessionChanged();
  // The operator or the number of tensors changed: forms rebuild.
  void structureChanged();
  // A different session was loaded.
  void sessionReplaced();
  // The file path or the modified flag changed.
  void fileStateChanged();

 private:
  void changed(bool structural);
  SessionState stateAfterDescriptorEdit(const std::function<void(OperatorDesc&)>& edit,
                                        const std::function<void(std::vector<Buffer>&)>& editBuffers) const;

  Session session_;
  std::vector<bool> outputsFollow_;
  std::vector<Diagnostic> diagnostics_;
  quint64 revision_ = 1;
  mutable std::shared_ptr<const Session> snapshot_;
  QString filePath_;
  QUndoStack* undoStack_ = nullptr;
};

}  // namespace dmlscope::gui
