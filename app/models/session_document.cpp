// The open session and its edits (see session_document.h).
#include "models/session_document.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <filesystem>

#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "models/descriptor_follow.h"
#include "models/diagnostic_list_model.h"
#include "models/example_catalogue.h"
#include "undo/session_commands.h"

namespace dmlscope::gui {
namespace {

// Largest buffer (elements) whose values are converted one by one when the data type changes; larger ones
// keep their bytes, as conformBuffers does.
constexpr uint64_t kMaxConvertedElements = uint64_t{1} << 24;

std::optional<DataFile> linkOf(const Session& session, uint32_t input) {
  return input < session.inputFiles.size() ? session.inputFiles[input] : std::nullopt;
}

bool sameStructure(const OperatorDesc& a, const OperatorDesc& b) {
  return a.index() == b.index() && inputSlots(a).size() == inputSlots(b).size() && outputSlots(a).size() == outputSlots(b).size();
}

// The buffer of `before` re-expressed in `after`'s data type, element by element, by core's conversion.
std::optional<Buffer> convertedBuffer(const TensorDesc& before, const TensorDesc& after, const Buffer& data) {
  auto from = computeLayout(before);
  auto to = computeLayout(after);
  if (!from || !to || from->sizes != to->sizes || to->elementCount > kMaxConvertedElements) return std::nullopt;
  const uint64_t available = data.size() / from->elementBytes;
  Buffer out(to->reachedElements * to->elementBytes, std::byte{0});
  for (uint64_t i = 0; i < to->elementCount; ++i) {
    const uint64_t src = from->offsetOfLinear(i);
    if (src >= available) continue;
    writeElement(to->dataType, out, to->offsetOfLinear(i), readElement(from->dataType, data, src));
  }
  return out;
}

// Session::inputFiles in its canonical form: empty when no input is linked to a file, else one entry per input.
std::vector<std::optional<DataFile>> canonicalLinks(std::vector<std::optional<DataFile>> links, size_t inputs) {
  if (std::none_of(links.begin(), links.end(), [](const auto& link) { return link.has_value(); })) return {};
  links.resize(inputs);
  return links;
}

// core's conformBuffers, except that an input linked to a file that could not be read keeps its empty buffer:
// the problem stays on its Data (rather than turning into 0, 1, 2, …) until the user gives it data.
void conformKeepingUnreadable(Session& session) {
  conformBuffers(session);
  for (size_t i = 0; i < session.inputFiles.size() && i < session.inputData.size(); ++i) {
    if (session.inputFiles[i] && session.inputFiles[i]->problem) session.inputData[i].clear();
  }
}

}  // namespace

SessionDocument::SessionDocument(QObject* parent) : QObject(parent), undoStack_(new QUndoStack(this)) {
  connect(undoStack_, &QUndoStack::cleanChanged, this, &SessionDocument::fileStateChanged);
  validation_ = std::make_shared<const SessionValidation>(*session_);
  outputsFollow_ = outputsFollowingDerived(session_->desc);
}

Session& SessionDocument::edit() {
  // Only this thread hands out references, so a count of one cannot grow while the session is changed.
  if (session_.use_count() > 1) session_ = std::make_shared<Session>(*session_);
  return *session_;
}

void SessionDocument::rememberLinks() {
  for (const auto& link : session_->inputFiles) {
    if (!link || link->resolved.empty()) continue;
    if (std::find(linkedFiles_.begin(), linkedFiles_.end(), link->resolved) == linkedFiles_.end()) linkedFiles_.push_back(link->resolved);
  }
}

SessionDocument::~SessionDocument() = default;

QString SessionDocument::displayName() const {
  if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
  if (modelOrigin_) return tr("%1 (command %2)").arg(QFileInfo(modelOrigin_->modelPath).fileName()).arg(modelOrigin_->source.commandIndex);
  if (!session_->title.empty()) return exampleText(session_->title);
  return tr("Untitled");
}

bool SessionDocument::isModified() const { return !undoStack_->isClean(); }

void SessionDocument::load(Session session, const QString& filePath, std::optional<ModelOrigin> origin,
                           std::shared_ptr<const onnx::OnnxNodeSource> onnxOrigin) {
  session_ = std::make_shared<Session>(std::move(session));
  modelOrigin_ = std::move(origin);
  onnxOrigin_ = std::move(onnxOrigin);
  if (session_->inputData.size() != inputSlots(session_->desc).size()) conformKeepingUnreadable(*session_);
  outputsFollow_ = outputsFollowingDerived(session_->desc);
  runOutputs_.reset();
  linkedFiles_.clear();
  filePath_ = filePath;
  undoStack_->clear();
  undoStack_->setClean();
  emit sessionReplaced();
  changed(true);
  emit fileStateChanged();
}

SaveResult writeSave(const SaveRequest& request, const IoProgress& progress) {
  WriteOptions write;
  write.withOutputs = true;
  write.outputData = request.outputs.get();
  write.externalDataBytes = request.options.externalDataBytes;
  SaveResult result;
  write.savedFiles = &result.savedFiles;
  write.progress = progress;
  const std::vector<std::filesystem::path> keep = request.keep;
  write.mayReplace = [keep](const std::filesystem::path& target) {
    std::error_code error;
    return std::none_of(keep.begin(), keep.end(), [&](const auto& file) { return std::filesystem::equivalent(file, target, error); });
  };
  result.status = saveSessionFile(request.path.toStdString(), *request.session, write);
  return result;
}

bool SessionDocument::save(const QString& path, QString* error, const SaveOptions& options, QStringList* writtenFiles) {
  const SaveRequest request = prepareSave(path, options);
  return finishSave(request, writeSave(request), error, writtenFiles);
}

SaveRequest SessionDocument::prepareSave(const QString& path, const SaveOptions& options) const {
  SaveRequest request;
  request.path = path;
  request.options = options;
  request.session = session_;
  if (runOutputs_ && runOutputsRevision_ == revision_) request.outputs = runOutputs_;
  request.keep = linkedFiles_;
  request.revision = revision_;
  return request;
}

bool SessionDocument::finishSave(const SaveRequest& request, const SaveResult& result, QString* error, QStringList* writtenFiles) {
  if (writtenFiles) {
    for (const auto& saved : result.savedFiles) writtenFiles->append(QString::fromStdString(saved.file.resolved.string()));
  }
  if (!result.status) {
    if (error) *error = errorMessage(result.status.error());
    return false;
  }
  filePath_ = request.path;
  if (request.revision == revision_ && !result.savedFiles.empty()) {
    // The tensors written beside the session now live there: their links follow, so that the next save neither
    // writes them again nor writes over them (an edit drops the link, and the undo history keeps the file's).
    // The data is the same, so this is no edit and no new revision.
    Session& session = edit();
    for (const auto& saved : result.savedFiles) {
      auto& links = saved.isOutput ? session.outputFiles : session.inputFiles;
      const size_t slotCount = saved.isOutput ? outputSlots(session.desc).size() : inputSlots(session.desc).size();
      if (saved.slot >= slotCount) continue;
      links.resize(slotCount);
      links[saved.slot] = saved.file;
    }
    rememberLinks();
  }
  if (request.revision == revision_) undoStack_->setClean();
  emit fileStateChanged();
  return true;
}

void SessionDocument::setRunOutputs(quint64 revision, std::shared_ptr<const std::vector<Buffer>> outputs) {
  if (revision != revision_) return;
  runOutputs_ = std::move(outputs);
  runOutputsRevision_ = revision;
  // Saving writes the run's outputs (see prepareSave), not a file's that the session was opened with. Outputs
  // read inline stay as they were: they are the file's, and equal the run's when dmlscope computed both.
  if (!session_->outputFiles.empty()) edit().outputFiles.clear();
}

const DataFile* SessionDocument::inputFile(uint32_t input) const {
  if (input >= session_->inputFiles.size() || !session_->inputFiles[input]) return nullptr;
  return &*session_->inputFiles[input];
}

SessionState SessionDocument::state() const {
  return SessionState{session_->featureLevel, session_->desc, session_->inputData, session_->inputFiles, outputsFollow_};
}

bool SessionDocument::isCurrentState(const SessionState& state) const {
  return state.featureLevel == session_->featureLevel && state.desc == session_->desc && state.inputData == session_->inputData &&
         state.inputFiles == session_->inputFiles && state.outputsFollow == outputsFollow_;
}

void SessionDocument::swapState(SessionState& state) {
  Session& session = edit();
  const bool structural = !sameStructure(session.desc, state.desc);
  std::swap(session.featureLevel, state.featureLevel);
  std::swap(session.desc, state.desc);
  session.inputData.swap(state.inputData);
  session.inputFiles.swap(state.inputFiles);
  outputsFollow_.swap(state.outputsFollow);
  dropOutputs();
  changed(structural);
}

void SessionDocument::applyFeatureLevel(FeatureLevel level) {
  edit().featureLevel = level;
  changed(false);
}

void SessionDocument::applyInputBytes(uint32_t input, uint64_t byteOffset, std::span<const std::byte> bytes,
                                      const std::optional<DataFile>& link) {
  if (input >= session_->inputData.size()) return;
  const Buffer& current = session_->inputData[input];
  if (byteOffset > current.size() || bytes.size() > current.size() - byteOffset) return;
  Buffer& buffer = edit().inputData[input];
  std::copy(bytes.begin(), bytes.end(), buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset));
  setInputLink(input, link);
  dropOutputs();
  changed(false);
}

void SessionDocument::swapInputBuffer(uint32_t input, Buffer& buffer, std::optional<DataFile>& link) {
  if (input >= session_->inputData.size()) return;
  Session& session = edit();
  session.inputData[input].swap(buffer);
  std::optional<DataFile> before = linkOf(session, input);
  setInputLink(input, link);
  link = std::move(before);
  dropOutputs();
  changed(false);
}

void SessionDocument::setInputLink(uint32_t input, const std::optional<DataFile>& link) {
  const size_t inputs = inputSlots(session_->desc).size();
  if (input >= inputs) return;
  Session& session = edit();
  session.inputFiles.resize(inputs);
  session.inputFiles[input] = link;
  session.inputFiles = canonicalLinks(std::move(session.inputFiles), inputs);
}

void SessionDocument::dropOutputs() {
  Session& session = edit();
  session.outputData.assign(outputSlots(session.desc).size(), Buffer{});
  session.outputFiles.clear();
  runOutputs_.reset();
}

void SessionDocument::changed(bool structural) {
  ++revision_;
  rememberLinks();
  validation_ = std::make_shared<const SessionValidation>(*session_);
  if (structural) emit structureChanged();
  emit sessionChanged();
}

SessionState SessionDocument::stateAfterDescriptorEdit(const std::function<void(OperatorDesc&)>& edit,
                                                       const std::function<void(InputList&)>& editInputs) const {
  Session next;
  next.featureLevel = session_->featureLevel;
  next.desc = session_->desc;
  next.inputData = session_->inputData;
  next.inputFiles = session_->inputFiles;
  next.inputFiles.resize(next.inputData.size());
  if (editInputs) {
    InputList inputs{next.inputData, next.inputFiles};
    editInputs(inputs);
    next.inputFiles.resize(next.inputData.size());
  }
  edit(next.desc);
  std::vector<bool> follows = applyFollowRules(session_->desc, next.desc, outputsFollow_);

  // A new data type keeps the values (converted by core), not the bytes.
  const auto inputs = inputSlots(next.desc);
  const bool sameInputs = !editInputs && inputs.size() == inputSlots(session_->desc).size();
  std::vector<bool> typeChanged(next.inputData.size(), false);
  if (sameInputs) {
    for (const auto& slot : inputs) {
      const TensorDesc& before = inputTensor(session_->desc, slot.index);
      const TensorDesc& after = inputTensor(next.desc, slot.index);
      if (before.dataType == after.dataType || slot.index >= next.inputData.size()) continue;
      typeChanged[slot.index] = true;
      if (auto converted = convertedBuffer(before, after, next.inputData[slot.index])) next.inputData[slot.index] = std::move(*converted);
    }
  }
  std::vector<size_t> bytesBefore;
  for (const Buffer& b : next.inputData) bytesBefore.push_back(b.size());
  next.inputFiles.resize(inputs.size());
  conformKeepingUnreadable(next);
  // A file's data that the edit converted or resized is the file's no longer: the link goes, the data stays.
  for (size_t i = 0; i < next.inputFiles.size() && i < next.inputData.size(); ++i) {
    auto& link = next.inputFiles[i];
    if (!link || link->problem) continue;
    if ((i < typeChanged.size() && typeChanged[i]) || i >= bytesBefore.size() || next.inputData[i].size() != bytesBefore[i]) link.reset();
  }
  return SessionState{next.featureLevel, std::move(next.desc), std::move(next.inputData),
                      canonicalLinks(std::move(next.inputFiles), inputs.size()), std::move(follows)};
}

void SessionDocument::editDescriptor(const QString& text, const QString& mergeKey, const std::function<void(OperatorDesc&)>& edit,
                                     const std::function<void(InputList&)>& editInputs) {
  SessionState after = stateAfterDescriptorEdit(edit, editInputs);
  if (isCurrentState(after)) return;
  undoStack_->push(new DescriptorEditCommand(this, text, mergeKey, std::move(after)));
}

void SessionDocument::restoreDerivedSizes(uint32_t output) {
  const auto derived = derivedOutputSizes(session_->desc);
  if (output >= derived.size() || !derived[output]) return;
  const std::vector<uint32_t> sizes = *derived[output];
  const QString field = QString::fromStdString(outputSlots(session_->desc).at(output).field);
  editDescriptor(tr("Restore %1.Sizes").arg(field), {}, [&](OperatorDesc& desc) {
    TensorDesc& t = outputTensor(desc, output);
    if (t.sizes.size() != sizes.size()) changeRank(t, static_cast<uint32_t>(sizes.size()));
    t.sizes = sizes;
  });
}

void SessionDocument::setFeatureLevel(FeatureLevel level) {
  if (level == session_->featureLevel) return;
  undoStack_->push(new FeatureLevelCommand(this, session_->featureLevel, level));
}

void SessionDocument::changeOperator(OperatorType type) {
  if (operatorType(session_->desc) == type) return;
  Session next = defaultSession(type, session_->featureLevel);
  SessionState after{next.featureLevel, next.desc, std::move(next.inputData), {}, outputsFollowingDerived(next.desc)};
  const QString name = QString::fromUtf8(fullName(type).data(), static_cast<qsizetype>(fullName(type).size()));
  undoStack_->push(new OperatorChangeCommand(this, tr("Switch to %1").arg(name), std::move(after)));
}

bool SessionDocument::setInputElement(uint32_t input, uint64_t element, const ElementValue& value) {
  if (input >= session_->inputData.size() || input >= inputSlots(session_->desc).size()) return false;
  auto layout = computeLayout(inputTensor(session_->desc, input));
  if (!layout || element >= layout->elementCount) return false;
  const Buffer& buffer = session_->inputData[input];
  const uint64_t offset = layout->offsetOfLinear(element);
  const uint64_t bytes = layout->elementBytes;
  if (offset >= buffer.size() / bytes) return false;
  const uint64_t byteOffset = offset * bytes;
  Buffer before(buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset), buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset + bytes));
  Buffer after(bytes);
  writeElement(layout->dataType, after, 0, value);
  if (before == after) return true;
  const QString field = QString::fromStdString(inputSlots(session_->desc)[input].field);
  undoStack_->push(new ElementEditCommand(this, tr("Edit %1 element %2").arg(field).arg(element), input, byteOffset,
                                          std::move(before), std::move(after), linkOf(*session_, input)));
  return true;
}

void SessionDocument::replaceInputData(uint32_t input, Buffer data, const QString& text) {
  if (input >= session_->inputData.size()) return;
  if (session_->inputData[input] == data) return;
  undoStack_->push(new InputDataCommand(this, text, input, std::move(data)));
}

bool SessionDocument::importInputFile(uint32_t input, const QString& path, QString* error) {
  if (input >= inputSlots(session_->desc).size()) {
    if (error) *error = tr("The operator has no input %1").arg(input);
    return false;
  }
  auto array = readNpyFile(QFileInfo(path).absoluteFilePath().toStdString());
  if (!array) {
    if (error) *error = errorMessage(array.error());
    return false;
  }
  return importInputArray(input, std::move(*array), path, error);
}

bool SessionDocument::importInputArray(uint32_t input, NpyArray array, const QString& path, QString* error) {
  const auto inputs = inputSlots(session_->desc);
  if (input >= inputs.size()) {
    if (error) *error = tr("The operator has no input %1").arg(input);
    return false;
  }
  const std::filesystem::path file = QFileInfo(path).absoluteFilePath().toStdString();
  DataFile link;
  link.path = file.string();
  link.resolved = file;
  link.header = array.header;

  // The session after the import, built without copying the input the file replaces (it may be the larger one).
  Session next;
  next.featureLevel = session_->featureLevel;
  next.desc = session_->desc;
  next.inputData.resize(session_->inputData.size());
  for (size_t i = 0; i < next.inputData.size(); ++i) {
    if (i != input) next.inputData[i] = session_->inputData[i];
  }
  next.inputFiles = session_->inputFiles;
  next.inputFiles.resize(inputs.size());
  setInputFromArray(next, input, std::move(array), std::move(link));
  std::vector<bool> follows = applyFollowRules(session_->desc, next.desc, outputsFollow_);
  // The other inputs may have followed the new rank or type; the imported one holds exactly the file's data.
  // conformBuffers leaves a buffer of exactly the length the tensor reaches alone; any other (a file that does not
  // fit explicit Strides) is kept apart meanwhile, so that validation names the difference.
  const auto layout = computeLayout(inputTensor(next.desc, input));
  const bool fits = layout && next.inputData[input].size() == layout->reachedElements * layout->elementBytes;
  Buffer imported;
  if (!fits) imported = std::move(next.inputData[input]);
  conformKeepingUnreadable(next);
  if (!fits) next.inputData[input] = std::move(imported);
  SessionState after{next.featureLevel, std::move(next.desc), std::move(next.inputData),
                     canonicalLinks(std::move(next.inputFiles), inputs.size()), std::move(follows)};
  const QString text = tr("Import %1 into %2").arg(QFileInfo(path).fileName(), QString::fromStdString(inputs[input].field));
  undoStack_->push(new DescriptorEditCommand(this, text, {}, std::move(after)));
  return true;
}

}  // namespace dmlscope::gui
