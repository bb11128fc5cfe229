// Sessions: validation including the buffers, and keeping buffers in step with their tensors.
#include "dmlscope/session.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <limits>
#include <type_traits>
#include <span>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "dmlscope/session_validation.h"
#include "dmlscope/validation.h"
#include "operators/operator_rules.h"

namespace dmlscope {

namespace {

std::string sizesText(std::span<const uint32_t> sizes) { return fmt::format("[{}]", fmt::join(sizes, ", ")); }

// NumPy's spelling of a shape: "(4, 4)", "(3,)", "()".
std::string shapeText(std::span<const uint64_t> shape) {
  if (shape.size() == 1) return fmt::format("({},)", shape[0]);
  return fmt::format("({})", fmt::join(shape, ", "));
}

// Shapes that differ only by leading 1s hold the same elements in the same order: a (4, 4) image is a
// [1, 1, 4, 4] tensor.
bool sameShape(std::span<const uint32_t> sizes, std::span<const uint64_t> shape) {
  while (!sizes.empty() && sizes.front() == 1) sizes = sizes.subspan(1);
  while (!shape.empty() && shape.front() == 1) shape = shape.subspan(1);
  return std::equal(sizes.begin(), sizes.end(), shape.begin(), shape.end(),
                    [](uint32_t a, uint64_t b) { return uint64_t{a} == b; });
}

// An input whose Data is a .npy file: the file must be readable and agree with DataType and Sizes (or, with
// explicit Strides, hold the buffer as a 1-D array).
void validateDataFile(const TensorSlot& slot, const TensorDesc& t, const DataFile& file,
                      std::vector<Diagnostic>& diagnostics) {
  if (file.problem) {
    diagnostics.push_back(makeDiagnostic(fieldPath(slot.field, "Data"), "tensor.data-file-unreadable", {file.problem->message}));
    return;
  }
  if (!file.header) return;
  const NpyHeader& h = *file.header;
  if (t.dataType != h.dataType) {
    diagnostics.push_back(makeDiagnostic(fieldPath(slot.field, "DataType"), "tensor.data-file-type",
                                         {std::string(fullName(t.dataType)), file.path,
                                          std::string(fullName(h.dataType)), h.descr}));
  }
  if (t.strides) {
    if (h.shape.size() != 1)
      diagnostics.push_back(makeDiagnostic(fieldPath(slot.field, "Data"), "tensor.data-file-strided", {file.path, shapeText(h.shape)}));
  } else if (!sameShape(t.sizes, h.shape)) {
    diagnostics.push_back(makeDiagnostic(fieldPath(slot.field, "Sizes"), "tensor.data-file-shape",
                                         {sizesText(t.sizes), file.path, shapeText(h.shape)}));
  }
}

}  // namespace

namespace {
// Every call of validateSession, for validateSessionCallCount (session_validation.h).
std::atomic<uint64_t> validateSessionCalls{0};
}  // namespace

uint64_t validateSessionCallCount() { return validateSessionCalls.load(std::memory_order_relaxed); }

std::vector<Diagnostic> validateSession(const Session& session) {
  validateSessionCalls.fetch_add(1, std::memory_order_relaxed);
  std::vector<Diagnostic> diagnostics = validate(session.desc, session.featureLevel);
  for (const auto& slot : inputSlots(session.desc)) {
    const TensorDesc& t = inputTensor(session.desc, slot.index);
    const DataFile* file = slot.index < session.inputFiles.size() && session.inputFiles[slot.index]
                               ? &*session.inputFiles[slot.index]
                               : nullptr;
    if (file) {
      const size_t before = diagnostics.size();
      validateDataFile(slot, t, *file, diagnostics);
      if (diagnostics.size() != before) continue;  // the lengths below would only repeat the file's problem
    }
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

// Elements first, first + 1, ... of the sequence, converted to T as convertToBits converts an index: a plain
// cast for floats (exact up to 2^24, then rounded to nearest like the conversion) and for integers of 32 bits
// or more (indices stay below kMaxSequentialFill), saturating at the maximum for the narrower integers. Element
// by element through writeElement, a 2^27-element fill took seconds; this is a store per element.
template <class T>
void sequenceAs(std::span<std::byte> out, uint64_t first) {
  const uint64_t count = out.size() / sizeof(T);
  for (uint64_t j = 0; j < count; ++j) {
    const uint64_t i = first + j;
    T value;
    if constexpr (std::is_floating_point_v<T>) {
      value = static_cast<T>(i);
    } else {
      value = static_cast<T>(std::min<uint64_t>(i, static_cast<uint64_t>(std::numeric_limits<T>::max())));
    }
    std::memcpy(out.data() + j * sizeof(T), &value, sizeof(T));
  }
}

// Fills `out` (whole elements of `type`) with the sequence from index `first`.
void sequenceInto(std::span<std::byte> out, DataType type, uint64_t first) {
  switch (type) {
    case DataType::Float32: return sequenceAs<float>(out, first);
    case DataType::Float64: return sequenceAs<double>(out, first);
    case DataType::UInt8: return sequenceAs<uint8_t>(out, first);
    case DataType::Int8: return sequenceAs<int8_t>(out, first);
    case DataType::UInt16: return sequenceAs<uint16_t>(out, first);
    case DataType::Int16: return sequenceAs<int16_t>(out, first);
    case DataType::UInt32: return sequenceAs<uint32_t>(out, first);
    case DataType::Int32: return sequenceAs<int32_t>(out, first);
    case DataType::UInt64: return sequenceAs<uint64_t>(out, first);
    case DataType::Int64: return sequenceAs<int64_t>(out, first);
    default: {
      // FLOAT16: the general conversion, but only below 2^16. Every larger index is past the format's largest
      // finite value (65504) by more than half a step, so all of them convert to the same bits: a copy.
      constexpr uint64_t kDistinct = uint64_t{1} << 16;
      const uint64_t size = elementSize(type);
      const uint64_t count = out.size() / size;
      uint64_t j = 0;
      for (; j < count && first + j < kDistinct; ++j) writeElement(type, out, j, uint64_t{first + j});
      if (j == count) return;
      std::array<std::byte, 8> beyond{};
      writeElement(type, beyond, 0, kDistinct);
      for (; j < count; ++j) std::memcpy(out.data() + j * size, beyond.data(), size);
    }
  }
}

// Fills elements [from, count) of a buffer of `type` with their own index.
void fillSequence(Buffer& buffer, DataType type, uint64_t from, uint64_t count) {
  const uint64_t size = elementSize(type);
  sequenceInto(std::span<std::byte>(buffer).subspan(from * size, (count - from) * size), type, from);
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

bool holdsSequentialFill(const Session& session, uint32_t index) {
  if (index >= session.inputData.size()) return false;
  auto layout = computeLayout(inputTensor(session.desc, index));
  if (!layout || layout->reachedElements > kMaxSequentialFill) return false;
  const Buffer& buffer = session.inputData[index];
  if (buffer.size() != layout->reachedElements * layout->elementBytes) return false;
  // Chunk by chunk, stopping at the first difference: no second buffer of the tensor's size.
  constexpr uint64_t kChunkElements = 16384;
  const uint64_t size = layout->elementBytes;
  Buffer expected(kChunkElements * size);
  for (uint64_t first = 0; first < layout->reachedElements; first += kChunkElements) {
    const uint64_t n = std::min(kChunkElements, layout->reachedElements - first);
    const std::span<std::byte> chunk(expected.data(), n * size);
    sequenceInto(chunk, layout->dataType, first);
    if (std::memcmp(chunk.data(), buffer.data() + first * size, chunk.size()) != 0) return false;
  }
  return true;
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

namespace {

// IndicesTensor (input 1, as IndexValues reads it) rewritten in range: each cell gets the count of the cells
// before it that address the same InputTensor dimension, wrapped at that dimension's size. The dimension is the
// one the out-of-range warnings check (the rules' indexedDimension), so the two cannot disagree. Nothing for an
// operator without indices, an invalid desc (the rules' answer needs a valid one) or an input left unfilled.
// Valid at the latest level is enough: an older level's limits (4 dimensions at 1_0) leave the indices' meaning
// as it is, and the person who raises the level or the rank finds them in range.
void fillIndicesInRange(Session& session) {
  const auto indexedDimension = detail::rulesOf(session.desc).indexedDimension;
  if (!indexedDimension || !validate(session.desc, kLatestFeatureLevel).empty()) return;
  constexpr uint32_t kIndices = 1;
  const TensorDesc& indices = inputTensor(session.desc, kIndices);
  const TensorDesc& input = inputTensor(session.desc, 0);
  auto layout = computeLayout(indices);
  if (!layout || kIndices >= session.inputData.size()) return;
  Buffer& buffer = session.inputData[kIndices];
  if (buffer.size() < layout->reachedElements * layout->elementBytes) return;
  std::array<uint64_t, kMaxDimensions> counts{};
  detail::forEachElement(indices.sizes, [&](uint64_t, std::span<const uint32_t> cell) {
    const uint32_t dim = indexedDimension(session.desc, cell);
    const uint64_t value = counts[dim]++ % input.sizes[dim];
    writeElement(layout->dataType, buffer, layout->offsetOf(cell), value);
  });
}

}  // namespace

Session defaultSession(OperatorType type, FeatureLevel level) {
  Session session;
  session.desc = defaultDesc(type);
  session.featureLevel = level;
  if (static_cast<uint32_t>(level) < static_cast<uint32_t>(introducedIn(type))) session.featureLevel = introducedIn(type);
  conformBuffers(session);
  fillIndicesInRange(session);
  return session;
}

void setInputFromArray(Session& session, uint32_t index, NpyArray array, std::optional<DataFile> link) {
  const auto inputs = inputSlots(session.desc);
  if (index >= inputs.size()) return;
  TensorDesc& input = inputTensor(session.desc, index);
  if (!input.strides) {
    const auto before = derivedOutputSizes(session.desc);
    const DataType oldType = input.dataType;
    input.dataType = array.header.dataType;
    // The file's shape at the input's rank where leading 1s allow (a (H, W) image into a [1, 1, H, W] tensor);
    // a dimension past 32 bits cannot be a DirectML size, so Sizes stay and validation names both.
    std::vector<uint64_t> shape = array.header.shape;
    while (shape.size() > input.sizes.size() && !shape.empty() && shape.front() == 1) shape.erase(shape.begin());
    if (shape.size() < input.sizes.size()) shape.insert(shape.begin(), input.sizes.size() - shape.size(), 1);
    if (shape.empty()) shape.push_back(1);
    if (std::all_of(shape.begin(), shape.end(), [](uint64_t n) { return n <= UINT32_MAX; }))
      input.sizes.assign(shape.begin(), shape.end());
    input.dimensionCount.reset();
    input.totalTensorSizeInBytes.reset();
    const auto after = derivedOutputSizes(session.desc);
    const auto outputs = outputSlots(session.desc);
    for (const auto& slot : outputs) {
      TensorDesc& out = outputTensor(session.desc, slot.index);
      if (slot.index < before.size() && before[slot.index] && out.sizes == *before[slot.index] &&
          slot.index < after.size() && after[slot.index] && !out.strides) {
        out.sizes = *after[slot.index];
        out.dimensionCount.reset();
        out.totalTensorSizeInBytes.reset();
      }
      if (out.dataType == oldType) out.dataType = input.dataType;
    }
  }
  if (session.inputData.size() < inputs.size()) session.inputData.resize(inputs.size());
  session.inputData[index] = std::move(array.data);
  if (link || !session.inputFiles.empty()) {
    session.inputFiles.resize(inputs.size());
    session.inputFiles[index] = std::move(link);
  }
  session.outputData.assign(outputSlots(session.desc).size(), Buffer{});
}

}  // namespace dmlscope
