// The catalogue of validation message templates. Ids are stable: translations and tests refer to them.
#include "dmlscope/messages.h"

#include <algorithm>
#include <array>

// lupdate reads this macro to put every template into the translation files under the context
// "CoreMessages"; core stays Qt-free, so the macro is only the identity here.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace dmlscope {
namespace {

// {0} is always the field the diagnostic names.
constexpr std::array<MessageTemplate, 125> kCatalogue = {{
    // Tensors (any operator)
    {"tensor.data-type-unknown", QT_TRANSLATE_NOOP("CoreMessages", "{0} is DML_TENSOR_DATA_TYPE_UNKNOWN; a tensor needs a real data type")},
    {"tensor.data-type-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which {2} does not support at {3} (supported: {4})")},
    {"tensor.rank-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} supports {3} dimensions at {4}")},
    {"tensor.rank-range", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but a tensor has 1 to 8 dimensions")},
    {"tensor.dimension-count-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but the length of Sizes is {2}")},
    {"tensor.strides-count-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "{0} has length {1}, but the tensor's DimensionCount is {2}")},
    {"tensor.size-zero", QT_TRANSLATE_NOOP("CoreMessages", "{0} is 0; every size must be at least 1")},
    {"tensor.element-count-overflow", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the product of the sizes does not fit in 64 bits")},
    {"tensor.packed-stride-overflow", QT_TRANSLATE_NOOP("CoreMessages", "{0}: a packed layout of these sizes needs strides above 2^32 - 1, more than DirectML's 32-bit Strides hold")},
    {"tensor.size-in-bytes-overflow", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the buffer these sizes and strides reach does not fit in 64 bits")},
    {"tensor.total-size-too-small", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but the sizes and strides reach {2} bytes (DirectML's minimum size)")},
    {"tensor.total-size-alignment", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which is not a multiple of 4")},
    {"tensor.flags-unknown", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}; the only flags are DML_TENSOR_FLAG_NONE (0) and DML_TENSOR_FLAG_OWNED_BY_DML (1)")},
    {"tensor.alignment-invalid", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}; it must be 0 or a power of two of at least 16")},
    {"tensor.output-broadcast", QT_TRANSLATE_NOOP("CoreMessages", "{0}: dimension {1} has size {2} but stride 0, so its output elements share memory")},
    {"tensor.output-overlap", QT_TRANSLATE_NOOP("CoreMessages", "{0}: with these strides, different output elements share memory (dimension {1}: size {2} × stride {3} reaches past stride {5} of dimension {4})")},
    {"tensor.data-too-short", QT_TRANSLATE_NOOP("CoreMessages", "{0} has length {1}, but the strides need at least {2}")},
    {"tensor.data-too-long", QT_TRANSLATE_NOOP("CoreMessages", "{0} has length {1}, but TotalTensorSizeInBytes holds only {2} elements")},
    // Operator-wide
    {"operator.unavailable", QT_TRANSLATE_NOOP("CoreMessages", "{0} {1} was introduced in {2}; it is not available at {3}")},
    {"operator.data-type-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} is {3}; the tensors must have the same DataType")},
    {"operator.rank-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} is {3}; the tensors must have the same DimensionCount")},
    {"operator.output-size", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2}")},
    {"operator.count-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but the length of {2} is {3}")},
    {"operator.array-length", QT_TRANSLATE_NOOP("CoreMessages", "{0} has length {1}, but {2} is {3}")},
    {"operator.count-zero", QT_TRANSLATE_NOOP("CoreMessages", "{0} is 0; it must be greater than 0")},
    {"operator.axis-range", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but it must be in [0, {2}] for {3} dimensions")},
    {"operator.size-overflow", QT_TRANSLATE_NOOP("CoreMessages", "{0}: {1} does not fit in 32 bits")},
    // Tile
    {"tile.repeats-count", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but InputTensor.DimensionCount is {2}; RepeatsCount must equal it")},
    {"tile.repeat-zero", QT_TRANSLATE_NOOP("CoreMessages", "{0} is 0; every repeat count must be greater than 0")},
    // Padding
    {"padding.mode-unknown", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which is not a DML_PADDING_MODE")},
    {"padding.mode-unavailable", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which was introduced in {2}; it is not available at {3}")},
    {"padding.dimension-count", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but InputTensor.DimensionCount is {2}; they must be equal")},
    {"padding.reflect-single", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but InputTensor.Sizes[{2}] is 1: reflection of a single element has no element to mirror to")},
    // DepthToSpace1
    {"depth.block-size-zero", QT_TRANSLATE_NOOP("CoreMessages", "{0} is 0; the block size must be greater than 0")},
    {"depth.order-unknown", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which is not a DML_DEPTH_SPACE_ORDER")},
    {"depth.channels-divisible", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which is not divisible by BlockSize × BlockSize = {2}")},
    // Split / Join
    {"split.non-axis-size", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but InputTensor.Sizes[{2}] is {3}; outside Axis {4}, every output must match the input")},
    {"split.axis-sum", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the outputs' Sizes[{1}] sum to {2} ({3}), but InputTensor.Sizes[{1}] is {4}")},
    {"join.non-axis-size", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but OutputTensor.Sizes[{2}] is {3}; outside Axis {4}, every input must match the output")},
    {"join.axis-sum", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but the inputs' Sizes[{2}] sum to {3} ({4})")},
    {"join.too-many-inputs", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}; dmlscope maps at most {2} inputs")},
    // Runs
    {"run.too-large", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the outputs need {1} bytes, more than the {2} bytes a run may allocate")},
    {"run.too-many-elements", QT_TRANSLATE_NOOP("CoreMessages", "{0} has {1} elements; the index map addresses at most 2^48")},
    {"run.invalid-descriptor", QT_TRANSLATE_NOOP("CoreMessages", "the descriptor is invalid:{0}")},
    {"run.cancelled", QT_TRANSLATE_NOOP("CoreMessages", "the run was cancelled")},
    {"run.read-past-buffer", QT_TRANSLATE_NOOP("CoreMessages", "internal error: input {0} read past its buffer at element {1}")},
    // GPU runs: opening Vulkan, choosing a device, memory, submission
    {"gpu.vulkan-disabled", QT_TRANSLATE_NOOP("CoreMessages", "Vulkan is disabled by the environment (DMLSCOPE_DISABLE_VULKAN={0}); unset it to use the GPU")},
    {"gpu.loader-missing", QT_TRANSLATE_NOOP("CoreMessages", "the Vulkan loader (libvulkan.so.1) could not be opened: install a Vulkan driver (for a CPU-only machine, Mesa's lavapipe: the mesa-vulkan-drivers package) or use the CPU backend")},
    {"gpu.loader-too-old", QT_TRANSLATE_NOOP("CoreMessages", "the Vulkan loader supports only Vulkan {0}; dmlscope needs {1} or later")},
    {"gpu.instance-failed", QT_TRANSLATE_NOOP("CoreMessages", "creating a Vulkan instance (is a Vulkan driver installed?) failed: {0}")},
    {"gpu.no-device", QT_TRANSLATE_NOOP("CoreMessages", "the Vulkan driver reports no device")},
    {"gpu.no-compute-device", QT_TRANSLATE_NOOP("CoreMessages", "none of the {0} Vulkan devices supports compute with Vulkan {1}")},
    {"gpu.device-index-range-one", QT_TRANSLATE_NOOP("CoreMessages", "{0} asks for Vulkan device {1}, but there is only {2} (0 to {3}); `dmlscope devices` lists them")},
    {"gpu.device-index-range", QT_TRANSLATE_NOOP("CoreMessages", "{0} asks for Vulkan device {1}, but there are only {2} (0 to {3}); `dmlscope devices` lists them")},
    {"gpu.device-not-index", QT_TRANSLATE_NOOP("CoreMessages", "DMLSCOPE_DEVICE={0} is not a device index (a number from 0; `dmlscope devices` lists them)")},
    {"gpu.no-compute-queue", QT_TRANSLATE_NOOP("CoreMessages", "{0} has no compute queue")},
    {"gpu.buffer-too-large", QT_TRANSLATE_NOOP("CoreMessages", "{0} needs {1}, more than {2} allows in one buffer ({3})")},
    {"gpu.buffer-create-failed", QT_TRANSLATE_NOOP("CoreMessages", "creating a buffer of {0} for {1} failed: {2}")},
    {"gpu.no-memory-type", QT_TRANSLATE_NOOP("CoreMessages", "{0} has no suitable memory type for {1}")},
    {"gpu.out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "not enough memory on {0} for {1}: allocating {2} failed with {3} ({4} already in use by this run, heap of {5}); try a smaller tensor or the CPU backend")},
    {"gpu.host-out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "not enough host memory for this run (the outputs, the index map and the transfers are held in the computer's memory); try smaller tensors or run without the index map")},
    {"gpu.lost-submitting", QT_TRANSLATE_NOOP("CoreMessages", "submitting work to the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works")},
    {"gpu.lost-waiting", QT_TRANSLATE_NOOP("CoreMessages", "waiting for the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works")},
    {"gpu.unusable", QT_TRANSLATE_NOOP("CoreMessages", "the GPU ({0}) is no longer usable")},
    {"gpu.hung", QT_TRANSLATE_NOOP("CoreMessages", "the GPU ({0}) did not finish within {1} s; it may be hung. Its buffers were left alone; the next GPU run opens the device again, and the CPU backend still works")},
    {"gpu.too-many-dispatches", QT_TRANSLATE_NOOP("CoreMessages", "this run would need more than {0} GPU dispatches: the tensors are too large for the device's storage-buffer range ({1} bytes) with these strides; use the CPU backend")},
    // Session files: reading, parsing and saving
    {"file.not-object", QT_TRANSLATE_NOOP("CoreMessages", "line {0}: a session file holds one JSON object, got {1}")},
    {"file.missing-session-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a session file needs \"{2}\"")},
    {"file.missing-tensor-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a tensor needs \"{2}\"")},
    {"file.missing-descriptor-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: the descriptor needs \"{2}\"")},
    {"file.missing-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: {2} needs \"{3}\"")},
    {"file.expected-object", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an object, got {2}")},
    {"file.unknown-session-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown field \"{2}\"; the fields of a session file are {3}")},
    {"file.unknown-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown field \"{2}\"; the fields of {3} are {4}")},
    {"file.expected-uint32", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an unsigned 32-bit integer, got {2}")},
    {"file.expected-uint64", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an unsigned 64-bit integer, got {2}")},
    {"file.expected-uint32-array", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array of unsigned 32-bit integers, got {2}")},
    {"file.expected-string", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string, got {2}")},
    {"file.expected-float", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a number or one of \"nan\", \"inf\", \"-inf\", got {2}")},
    {"file.float-too-large", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} is too large for {3} (largest finite value {4})")},
    {"file.expected-feature-level-name", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the feature level, got {2}")},
    {"file.unknown-feature-level", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown feature level {2}; expected one of {3} (the prefix may be left out)")},
    {"file.expected-operator-name", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the operator, got {2}")},
    {"file.unknown-operator", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown operator {2}; expected one of {3} (the prefix may be left out)")},
    {"file.expected-data-type-name", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the data type, got {2}")},
    {"file.unknown-data-type", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown data type {2}; expected one of {3} (the prefix may be left out)")},
    {"file.expected-padding-mode-name", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the padding mode, got {2}")},
    {"file.unknown-padding-mode", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown padding mode {2}; expected one of {3} (the prefix may be left out)")},
    {"file.expected-padding-mode-value", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the padding mode or its unsigned 32-bit value, got {2}")},
    {"file.expected-depth-space-order-name", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the depth-space order, got {2}")},
    {"file.unknown-depth-space-order", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown depth-space order {2}; expected one of {3} (the prefix may be left out)")},
    {"file.expected-depth-space-order-value", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a string naming the depth-space order or its unsigned 32-bit value, got {2}")},
    {"file.version-missing", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a session file starts with \"dmlscope\": {2} (the format version)")},
    {"file.version-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: format version {2} is not supported; this dmlscope reads version {3}")},
    {"file.input-sizes-missing", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: an input tensor needs \"Sizes\"")},
    {"file.split-sizes-missing", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: Split's output tensors need \"Sizes\" (they say how to split)")},
    {"file.expected-data-array", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array of elements, got {2}")},
    {"file.data-unknown-type", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: a tensor whose DataType is UNKNOWN cannot hold Data")},
    {"file.expected-integer-element", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an integer ({2} holds {3} to {4}), got {5}")},
    {"file.element-out-of-range", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} does not fit {3} ({4} to {5})")},
    {"file.expected-tensor-array", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array of tensors, got {2}")},
    {"file.sizes-not-derivable", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing, and cannot be derived from the input tensors and the operator's parameters; write Sizes explicitly to see what validation says about the descriptor")},
    {"file.text-too-large", QT_TRANSLATE_NOOP("CoreMessages", "the session text is {0} bytes; session files are limited to 1 GiB")},
    {"file.session-out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "not enough memory to read the session")},
    {"file.session-exception", QT_TRANSLATE_NOOP("CoreMessages", "cannot read the session: {0}")},
    {"file.cannot-read", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: {1}")},
    {"file.is-directory", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: it is a directory")},
    {"file.too-large", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: the file is {1} bytes; session files are limited to 1 GiB")},
    {"file.grew-too-large", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: the file is larger than 1 GiB, the limit for session files")},
    {"file.read-error", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: a read error occurred")},
    {"file.read-out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "cannot read {0}: not enough memory")},
    {"file.json-syntax", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}: {2}")},
    {"file.json-syntax-at", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}, {2}: {3}")},
    {"file.json-duplicate-key", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}, {2}: duplicate key \"{3}\"")},
    {"file.json-too-deep", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}, {2}: values are nested more than {3} levels deep")},
    {"file.json-binary", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}: binary values are not JSON")},
    {"file.json-invalid", QT_TRANSLATE_NOOP("CoreMessages", "the text is not valid JSON")},
    {"file.json-out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "not enough memory to read the JSON text")},
    {"file.json-exception", QT_TRANSLATE_NOOP("CoreMessages", "cannot read the JSON text: {0}")},
    {"file.save-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: {1}")},
    {"file.save-create-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: cannot create a file in {1}: {2}")},
    {"file.save-write-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: writing failed: {1}")},
    {"file.save-flush-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: flushing to disk failed: {1}")},
    {"file.save-close-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: closing failed: {1}")},
    {"file.save-replace-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: replacing the file failed: {1}")},
}};

}  // namespace

std::span<const MessageTemplate> messageCatalogue() { return kCatalogue; }

std::string_view englishTemplate(std::string_view id) {
  auto it = std::find_if(kCatalogue.begin(), kCatalogue.end(), [&](const MessageTemplate& m) { return m.id == id; });
  return it == kCatalogue.end() ? std::string_view{} : it->english;
}

std::string renderTemplate(std::string_view templ, std::span<const std::string> args) {
  std::string out;
  out.reserve(templ.size() + 32);
  for (size_t i = 0; i < templ.size(); ++i) {
    if (templ[i] == '{') {
      size_t close = templ.find('}', i);
      if (close != std::string_view::npos && close > i + 1) {
        std::string_view digits = templ.substr(i + 1, close - i - 1);
        if (std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) && digits.size() <= 2) {
          size_t n = 0;
          for (char c : digits) n = n * 10 + static_cast<size_t>(c - '0');
          if (n < args.size()) {
            out += args[n];
            i = close;
            continue;
          }
        }
      }
    }
    out += templ[i];
  }
  return out;
}

}  // namespace dmlscope
