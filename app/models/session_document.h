// The open session as every panel sees it (RenderDoc's "capture context" for dmlscope): the session, its
// validation, its file, and the undo stack every edit goes through.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/io_progress.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session.h"
#include "dmlscope/session_file.h"
#include "dmlscope/session_validation.h"

class QUndoStack;

namespace dmlscope::onnx {
struct OnnxNodeSource;  // dmlscope/onnx_session.h
}

namespace dmlscope::gui {

// Everything an undoable edit may change.
struct SessionState {
  FeatureLevel featureLevel = kLatestFeatureLevel;
  OperatorDesc desc;
  std::vector<Buffer> inputData;
  // Per input, the .npy file its data came from (Session::inputFiles: empty when no input has one), so that
  // undoing an edit of a file's data links the tensor to its file again.
  std::vector<std::optional<DataFile>> inputFiles;
  // Per output: whether its Sizes follow the sizes core derives (see descriptor_follow.h).
  std::vector<bool> outputsFollow;
  bool operator==(const SessionState&) const = default;
};

// The inputs of a session as an edit that adds or removes one (a Join input) changes them: buffers and file
// links side by side, one entry per input.
struct InputList {
  std::vector<Buffer>& data;
  std::vector<std::optional<DataFile>>& files;
};

// A session opened from one dispatch command of a DxDispatch model: the model (never the document's file:
// saving must not turn the model into a session file) and what the import found (its dispatches, warnings
// and the files its writeFile commands name).
struct ModelOrigin {
  QString modelPath;
  DxDispatchSource source;
};

// How Save writes the session's tensors.
struct SaveOptions {
  // Tensors whose buffer is larger than this many bytes go to .npy files beside the session; nothing: inline.
  std::optional<uint64_t> externalDataBytes;
};

// A save taken from the document at one moment, to be written on any thread (writeSave) and then handed back to
// the document on its own thread (finishSave).
struct SaveRequest {
  QString path;
  SaveOptions options;
  std::shared_ptr<const Session> session;
  std::shared_ptr<const std::vector<Buffer>> outputs;  // the latest run's, when they belong to this session
  // Files an input of this document has been linked to (now, or in its undo history): never written over.
  std::vector<std::filesystem::path> keep;
  quint64 revision = 0;
};

// What writing a SaveRequest did.
struct SaveResult {
  Status status = Ok{};
  std::vector<SavedDataFile> savedFiles;
};

// Writes the request's session with core's saveSessionFile; `progress` (optional) follows the .npy files written
// beside it and may cancel. Touches no document: safe on a worker thread.
SaveResult writeSave(const SaveRequest& request, const IoProgress& progress = {});

class SessionDocument : public QObject {
  Q_OBJECT

 public:
  explicit SessionDocument(QObject* parent = nullptr);
  ~SessionDocument() override;

  const Session& session() const { return *session_; }
  // The current session, immutable, for views and background runs: shared with the document until the next
  // edit, which then works on a copy of its own (so that a snapshot costs nothing until something changes).
  std::shared_ptr<const Session> snapshot() const { return session_; }
  // Core's verdict on the current session (descriptor and data); empty when it can run.
  const std::vector<Diagnostic>& diagnostics() const { return validation_->diagnostics(); }
  // The same verdict as a value a run of a snapshot can trust (RunOptions::validation), so that a run does not
  // validate again what the last edit validated.
  std::shared_ptr<const SessionValidation> validation() const { return validation_; }
  // Increases with every change, so that results can say which session they belong to.
  quint64 revision() const { return revision_; }
  QUndoStack* undoStack() const { return undoStack_; }
  const std::vector<bool>& outputsFollow() const { return outputsFollow_; }

  QString filePath() const { return filePath_; }
  // The file's name, else the model's ("model.json (command 2)"), else the session's title, else "Untitled".
  QString displayName() const;
  // Set while the session opened from a DxDispatch model is the open one (kept after Save As: the
  // comparison with the model's output files still applies).
  const std::optional<ModelOrigin>& modelOrigin() const { return modelOrigin_; }
  // Set while the session opened from a node of an ONNX model is the open one: the node, its translation and
  // where each field came from (the form shows it).
  const std::shared_ptr<const onnx::OnnxNodeSource>& onnxOrigin() const { return onnxOrigin_; }
  bool isModified() const;

  // Replaces the session (a file, a model's dispatch or node, an example, New); clears the undo history.
  void load(Session session, const QString& filePath, std::optional<ModelOrigin> origin = std::nullopt,
            std::shared_ptr<const onnx::OnnxNodeSource> onnxOrigin = nullptr);
  // Saves atomically (core's saveSessionFile) on this thread: prepareSave, writeSave, finishSave.
  bool save(const QString& path, QString* error, const SaveOptions& options = {}, QStringList* writtenFiles = nullptr);
  // The session as it is now, to be saved to `path`. A .npy file an input is or was linked to in this document
  // (the undo history may link it again) is never written over: an edited input goes to a new file.
  SaveRequest prepareSave(const QString& path, const SaveOptions& options) const;
  // Takes a written save back: on success the path becomes the document's, and when nothing changed since the
  // request, the document is clean and each tensor written beside the session is linked to its file (so that a
  // later save neither writes it again nor over it). False with the reason; `writtenFiles` receives the .npy
  // files written.
  bool finishSave(const SaveRequest& request, const SaveResult& result, QString* error, QStringList* writtenFiles = nullptr);
  // Keeps a run's outputs with the session (for saving) if the session has not changed since; shared, not copied.
  void setRunOutputs(quint64 revision, std::shared_ptr<const std::vector<Buffer>> outputs);

  // --- Edits: each pushes one undo command ---
  // `edit` changes the descriptor as the user asked; the follow rules and core's conformBuffers do the rest.
  // Consecutive edits with the same non-empty `mergeKey` (typing in one field) merge into one undo step.
  // `editInputs`, if given, runs first on the inputs' buffers and file links (adding or removing a Join input).
  // An input whose buffer the edit changes (a new data type, a new element count) loses its file link.
  void editDescriptor(const QString& text, const QString& mergeKey, const std::function<void(OperatorDesc&)>& edit,
                      const std::function<void(InputList&)>& editInputs = {});
  // Gives output `output` the sizes core derives again.
  void restoreDerivedSizes(uint32_t output);
  void setFeatureLevel(FeatureLevel level);
  // Switches to another operator, starting from core's default descriptor for it.
  void changeOperator(OperatorType type);
  // Writes one logical element of input `input`; false (with nothing changed) when it is out of range.
  bool setInputElement(uint32_t input, uint64_t element, const ElementValue& value);
  // Replaces the whole buffer of input `input` (fills, pastes). Element edits and replacements drop the
  // input's file link: the data then lives in the session.
  void replaceInputData(uint32_t input, Buffer data, const QString& text);
  // Makes input `input` hold the .npy file at `path`, linked to it: with its DataType and Sizes (and the
  // outputs that follow them) as core's setInputFromArray decides, as one undo step. False, with a message
  // naming the file, when it cannot be read; the session is untouched then.
  bool importInputFile(uint32_t input, const QString& path, QString* error);
  // The same with the file already read (on a worker thread, see FileJob): `array` is moved into the session.
  bool importInputArray(uint32_t input, NpyArray array, const QString& path, QString* error);
  // The .npy file input `input` is linked to, if any.
  const DataFile* inputFile(uint32_t input) const;

  // --- For the undo commands ---
  SessionState state() const;
  // Whether `state` is the session's state now (an edit that would change nothing is not pushed).
  bool isCurrentState(const SessionState& state) const;
  // Exchanges the session's state with `state` (undo and redo swap rather than copy: a command holds only the
  // state that is not the session's, so a 256 MiB input is held once by the session and never twice).
  void swapState(SessionState& state);
  void applyFeatureLevel(FeatureLevel level);
  // Writes bytes of an input and sets its file link (nothing: the data lives in the session).
  void applyInputBytes(uint32_t input, uint64_t byteOffset, std::span<const std::byte> bytes, const std::optional<DataFile>& link);
  // Exchanges input `input`'s buffer and file link with `buffer` and `link`.
  void swapInputBuffer(uint32_t input, Buffer& buffer, std::optional<DataFile>& link);

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
  // The session to change: the document's own, copied first if a snapshot still shares it.
  Session& edit();
  // Adds the session's input links to linkedFiles_.
  void rememberLinks();
  SessionState stateAfterDescriptorEdit(const std::function<void(OperatorDesc&)>& edit,
                                        const std::function<void(InputList&)>& editInputs) const;
  void setInputLink(uint32_t input, const std::optional<DataFile>& link);
  // Outputs are recomputed (or were edited away): their data and file links go.
  void dropOutputs();

  std::shared_ptr<Session> session_ = std::make_shared<Session>();
  std::vector<bool> outputsFollow_;
  std::shared_ptr<const SessionValidation> validation_;
  quint64 revision_ = 1;
  std::shared_ptr<const std::vector<Buffer>> runOutputs_;
  quint64 runOutputsRevision_ = 0;
  // Every file an input has been linked to since the session was loaded (see prepareSave).
  std::vector<std::filesystem::path> linkedFiles_;
  QString filePath_;
  std::optional<ModelOrigin> modelOrigin_;
  std::shared_ptr<const onnx::OnnxNodeSource> onnxOrigin_;
  QUndoStack* undoStack_ = nullptr;
};

}  // namespace dmlscope::gui
