// The open session and its edits (see session_document.h).
#include "models/session_document.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

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

}  // namespace

SessionDocument::SessionDocument(QObject* parent) : QObject(parent), undoStack_(new QUndoStack(this)) {
  connect(undoStack_, &QUndoStack::cleanChanged, this, &SessionDocument::fileStateChanged);
  diagnostics_ = validateSession(session_);
  outputsFollow_ = outputsFollowingDerived(session_.desc);
}

SessionDocument::~SessionDocument() = default;

std::shared_ptr<const Session> SessionDocument::snapshot() const {
  if (!snapshot_) snapshot_ = std::make_shared<const Session>(session_);
  return snapshot_;
}

QString SessionDocument::displayName() const {
  if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
  if (!session_.title.empty()) return exampleText(session_.title);
  return tr("Untitled");
}

bool SessionDocument::isModified() const { return !undoStack_->isClean(); }

void SessionDocument::load(Session session, const QString& filePath) {
  session_ = std::move(session);
  if (session_.inputData.size() != inputSlots(session_.desc).size()) conformBuffers(session_);
  outputsFollow_ = outputsFollowingDerived(session_.desc);
  filePath_ = filePath;
  undoStack_->clear();
  undoStack_->setClean();
  emit sessionReplaced();
  changed(true);
  emit fileStateChanged();
}

bool SessionDocument::save(const QString& path, QString* error) {
  WriteOptions options;
  options.withOutputs = true;
  const Status status = saveSessionFile(path.toStdString(), session_, options);
  if (!status) {
    if (error) *error = errorMessage(status.error());
    return false;
  }
  filePath_ = path;
  undoStack_->setClean();
  emit fileStateChanged();
  return true;
}

void SessionDocument::setRunOutputs(quint64 revision, const std::vector<Buffer>& outputs) {
  if (revision != revision_) return;
  session_.outputData = outputs;
  snapshot_.reset();
}

SessionState SessionDocument::state() const {
  return SessionState{session_.featureLevel, session_.desc, session_.inputData, outputsFollow_};
}

void SessionDocument::applyState(const SessionState& state) {
  const bool structural = !sameStructure(session_.desc, state.desc);
  session_.featureLevel = state.featureLevel;
  session_.desc = state.desc;
  session_.inputData = state.inputData;
  session_.outputData.assign(outputSlots(session_.desc).size(), Buffer{});
  outputsFollow_ = state.outputsFollow;
  changed(structural);
}

void SessionDocument::applyFeatureLevel(FeatureLevel level) {
  session_.featureLevel = level;
  changed(false);
}

void SessionDocument::applyInputBytes(uint32_t input, uint64_t byteOffset, std::span<const std::byte> bytes) {
  if (input >= session_.inputData.size()) return;
  Buffer& buffer = session_.inputData[input];
  if (byteOffset > buffer.size() || bytes.size() > buffer.size() - byteOffset) return;
  std::copy(bytes.begin(), bytes.end(), buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset));
  session_.outputData.assign(outputSlots(session_.desc).size(), Buffer{});
  changed(false);
}

void SessionDocument::applyInputBuffer(uint32_t input, const Buffer& buffer) {
  if (input >= session_.inputData.size()) return;
  session_.inputData[input] = buffer;
  session_.outputData.assign(outputSlots(session_.desc).size(), Buffer{});
  changed(false);
}

void SessionDocument::changed(bool structural) {
  ++revision_;
  snapshot_.reset();
  diagnostics_ = validateSession(session_);
  if (structural) emit structureChanged();
  emit sessionChanged();
}

SessionState SessionDocument::stateAfterDescriptorEdit(const std::function<void(OperatorDesc&)>& edit,
                                                       const std::function<void(std::vector<Buffer>&)>& editBuffers) const {
  Session next;
  next.featureLevel = session_.featureLevel;
  next.desc = session_.desc;
  next.inputData = session_.inputData;
  if (editBuffers) editBuffers(next.inputData);
  edit(next.desc);
  std::vector<bool> follows = applyFollowRules(session_.desc, next.desc, outputsFollow_);

  // A new data type keeps the values (converted by core), not the bytes.
  const auto inputs = inputSlots(next.desc);
  if (!editBuffers && inputs.size() == inputSlots(session_.desc).size()) {
    for (const auto& slot : inputs) {
      const TensorDesc& before = inputTensor(session_.desc, slot.index);
      const TensorDesc& after = inputTensor(next.desc, slot.index);
      if (before.dataType == after.dataType || slot.index >= next.inputData.size()) continue;
      if (auto converted = convertedBuffer(before, after, next.inputData[slot.index])) next.inputData[slot.index] = std::move(*converted);
    }
  }
  conformBuffers(next);
  return SessionState{next.featureLevel, std::move(next.desc), std::move(next.inputData), std::move(follows)};
}

void SessionDocument::editDescriptor(const QString& text, const QString& mergeKey, const std::function<void(OperatorDesc&)>& edit,
                                     const std::function<void(std::vector<Buffer>&)>& editBuffers) {
  SessionState after = stateAfterDescriptorEdit(edit, editBuffers);
  SessionState before = state();
  if (after == before) return;
  undoStack_->push(new DescriptorEditCommand(this, text, mergeKey, std::move(before), std::move(after)));
}

void SessionDocument::restoreDerivedSizes(uint32_t output) {
  const auto derived = derivedOutputSizes(session_.desc);
  if (output >= derived.size() || !derived[output]) return;
  const std::vector<uint32_t> sizes = *derived[output];
  const QString field = QString::fromStdString(outputSlots(session_.desc).at(output).field);
  editDescriptor(tr("Restore %1.Sizes").arg(field), {}, [&](OperatorDesc& desc) {
    TensorDesc& t = outputTensor(desc, output);
    if (t.sizes.size() != sizes.size()) changeRank(t, static_cast<uint32_t>(sizes.size()));
    t.sizes = sizes;
  });
}

void SessionDocument::setFeatureLevel(FeatureLevel level) {
  if (level == session_.featureLevel) return;
  undoStack_->push(new FeatureLevelCommand(this, session_.featureLevel, level));
}

void SessionDocument::changeOperator(OperatorType type) {
  if (operatorType(session_.desc) == type) return;
  Session next;
  next.desc = defaultDesc(type);
  next.featureLevel = session_.featureLevel;
  if (static_cast<uint32_t>(next.featureLevel) < static_cast<uint32_t>(introducedIn(type))) next.featureLevel = introducedIn(type);
  conformBuffers(next);
  SessionState after{next.featureLevel, next.desc, std::move(next.inputData), outputsFollowingDerived(next.desc)};
  const QString name = QString::fromUtf8(fullName(type).data(), static_cast<qsizetype>(fullName(type).size()));
  undoStack_->push(new OperatorChangeCommand(this, tr("Switch to %1").arg(name), state(), std::move(after)));
}

bool SessionDocument::setInputElement(uint32_t input, uint64_t element, const ElementValue& value) {
  if (input >= session_.inputData.size() || input >= inputSlots(session_.desc).size()) return false;
  auto layout = computeLayout(inputTensor(session_.desc, input));
  if (!layout || element >= layout->elementCount) return false;
  const Buffer& buffer = session_.inputData[input];
  const uint64_t offset = layout->offsetOfLinear(element);
  const uint64_t bytes = layout->elementBytes;
  if (offset >= buffer.size() / bytes) return false;
  const uint64_t byteOffset = offset * bytes;
  Buffer before(buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset), buffer.begin() + static_cast<std::ptrdiff_t>(byteOffset + bytes));
  Buffer after(bytes);
  writeElement(layout->dataType, after, 0, value);
  if (before == after) return true;
  const QString field = QString::fromStdString(inputSlots(session_.desc)[input].field);
  undoStack_->push(new ElementEditCommand(this, tr("Edit %1 element %2").arg(field).arg(element), input, byteOffset,
                                          std::move(before), std::move(after)));
  return true;
}

void SessionDocument::replaceInputData(uint32_t input, Buffer data, const QString& text) {
  if (input >= session_.inputData.size()) return;
  if (session_.inputData[input] == data) return;
  undoStack_->push(new InputDataCommand(this, text, input, session_.inputData[input], std::move(data)));
}

}  // namespace dmlscope::gui
