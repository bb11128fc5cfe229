// Sessions: validation including the buffers, and keeping buffers in step with their tensors.
#include "dmlscope/session.h"

#include <algorithm>

#include "dmlscope/validation.h"

namespace dmlscope {

std::vector<Diagnostic> validateSession(const Session& session) {
  std::vector<Diagnostic> diagnostics = validate(session.desc, session.featureLevel);
  for (const auto& slot : inputSlots(session.desc)) {
    const TensorDesc& t = inputTensor(session.desc, slot.index);
    auto layout = computeLayout(t);
    if (!layout) continue;  // validate() already said why
    const uint64_t have = slot.index < session.inputData.size() ? session.inputData[slot.index].size() / layout->elementBytes : 0;
    const uint64_t capacity = layout->bufferBytes / layout->elementBytes;
    const std::string field = fieldPath(slot.field, "Data");
    if (have < layout->reachedElements) {
      diagnostics.push_back(makeDiagnostic(field, "tensor.data-too-short",
                                           {std::to_string(have), std::to_string(layout->reachedElements)}));
    } else if (have > capacity && layout->bufferBytes >= layout->minimumBytes) {
      diagnostics.push_back(makeDiagnostic(field, "tensor.data-too-long", {std::to_string(have), std::to_string(capacity)}));
    }
  }
  return diagnostics;
}

namespace {

// Fills elements [from, count) of a buffer of `type` with their own index.
void fillSequence(Buffer& buffer, DataType type, uint64_t from, uint64_t count) {
  for (uint64_t i = from; i < count; ++i) writeElement(type, buffer, i, uint64_t{i});
}

}  // namespace

void fillSequential(Session& session, uint32_t index) {
  if (session.inputData.size() <= index) session.inputData.resize(index + 1);
  auto layout = computeLayout(inputTensor(session.desc, index));
  Buffer& buffer = session.inputData[index];
  if (!layout || layout->reachedElements > kMaxSequentialFill) {
    buffer.clear();
    return;
  }
  buffer.assign(layout->reachedElements * layout->elementBytes, std::byte{0});
  fillSequence(buffer, layout->dataType, 0, layout->reachedElements);
}

void conformBuffers(Session& session) {
  const auto inputs = inputSlots(session.desc);
  session.inputData.resize(inputs.size());
  for (const auto& slot : inputs) {
    auto layout = computeLayout(inputTensor(session.desc, slot.index));
    if (!layout || layout->reachedElements > kMaxSequentialFill) continue;
    Buffer& buffer = session.inputData[slot.index];
    const uint64_t had = buffer.size() / layout->elementBytes;
    const uint64_t want = layout->reachedElements;
    buffer.resize(want * layout->elementBytes, std::byte{0});
    if (had < want) fillSequence(buffer, layout->dataType, had, want);
  }
  session.outputData.assign(outputSlots(session.desc).size(), Buffer{});
}

}  // namespace dmlscope
