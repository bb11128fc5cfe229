// The catalogue of validation message templates. Ids are stable: translations and tests refer to them.
#include "dmlscope/messages.h"

#include <algorithm>
#include <iterator>

// lupdate reads this macro to put every template into the translation files under the context
// "CoreMessages"; core stays Qt-free, so the macro is only the identity here.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace dmlscope {
namespace {

// {0} is always the field the diagnostic names.
constexpr MessageTemplate kCatalogue[] = {
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
    // SpaceToDepth1
    {"depth.size-divisible", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, which is not divisible by BlockSize = {2}")},
    // Split / Join
    {"split.non-axis-size", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but InputTensor.Sizes[{2}] is {3}; outside Axis {4}, every output must match the input")},
    {"split.axis-sum", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the outputs' Sizes[{1}] sum to {2} ({3}), but InputTensor.Sizes[{1}] is {4}")},
    {"join.non-axis-size", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but OutputTensor.Sizes[{2}] is {3}; outside Axis {4}, every input must match the output")},
    {"join.axis-sum", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but the inputs' Sizes[{2}] sum to {3} ({4})")},
    {"join.too-many-inputs", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}; dmlscope maps at most {2} inputs")},
    // Explanations: why an element is what it is (explanation.h); {0} is a dimension where a step has one
    {"explain.tile", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} mod InputTensor.Sizes[{0}] ({2}) = {3}")},
    {"explain.padding-shift", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} - StartPadding[{0}] ({2}) = {3}")},
    {"explain.padding-inside", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} is inside [0, {2}) (InputTensor.Sizes[{0}]), so the input coordinate is {1}")},
    {"explain.padding-outside", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} is outside [0, {2}) (InputTensor.Sizes[{0}]): with DML_PADDING_MODE_CONSTANT the element is PaddingValue")},
    {"explain.padding-edge", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_PADDING_MODE_EDGE clamps {1} to [0, {2}]: {3}")},
    {"explain.padding-reflect-start", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the first element, which is not repeated: -({1}) = {2}")},
    {"explain.padding-reflect-end", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the last element {2}, which is not repeated: 2 × {2} - {1} = {3}")},
    {"explain.padding-reflect-period", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}")},
    {"explain.padding-reflect-period-mirrored", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}, mirrored: {2} - {3} = {4}")},
    {"explain.padding-symmetric-start", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the first element, which is repeated: -1 - ({1}) = {2}")},
    {"explain.padding-symmetric-end", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the last element {2}, which is repeated: 2 × {2} + 1 - {1} = {3}")},
    {"explain.padding-symmetric-period", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}")},
    {"explain.padding-symmetric-period-mirrored", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}, mirrored: {2} - 1 - {3} = {4}")},
    {"explain.padding-value", QT_TRANSLATE_NOOP("CoreMessages", "{0}{1} is the padding constant: PaddingValue {2} converted to {3} is {4}")},
    {"explain.d2s-row", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: row {1} = {2} × BlockSize ({3}) + {4}: input row {2}, block row {4}")},
    {"explain.d2s-column", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: column {1} = {2} × BlockSize ({3}) + {4}: input column {2}, block column {4}")},
    {"explain.d2s-channel-dcr", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW takes input channel (block row {1} × BlockSize ({2}) + block column {3}) × {4} output channels + output channel {5} = {6}")},
    {"explain.d2s-channel-crd", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH takes input channel output channel {1} × BlockSize² ({2}) + block row {3} × BlockSize ({4}) + block column {5} = {6}")},
    {"explain.s2d-channel-dcr", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel {1} as block {2} × {3} input channels + input channel {4}; block {2} = block row {5} × BlockSize ({6}) + block column {7}")},
    {"explain.s2d-channel-crd", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH reads output channel {1} as input channel {2} × BlockSize² ({3}) + block {4}; block {4} = block row {5} × BlockSize ({6}) + block column {7}")},
    {"explain.s2d-row", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: row {1} × BlockSize ({2}) + block row {3} = input row {4}")},
    {"explain.s2d-column", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: column {1} × BlockSize ({2}) + block column {3} = input column {4}")},
    {"explain.split-first", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (Axis): OutputTensors[0] is the first output, so it begins at 0 of InputTensor along Axis {0}")},
    {"explain.split-later", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (Axis): OutputTensors[{1}] begins at {2} of InputTensor along Axis {0}, after the outputs before it: {3}")},
    {"explain.split-axis", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (Axis): {1} + {2} = {3}")},
    {"explain.join-input", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (Axis): the inputs' sizes along Axis add up as {1}; {2} falls in InputTensors[{3}], which covers [{4}, {5})")},
    {"explain.join-axis", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (Axis): {1} - {2} = {3}")},
    {"explain.unchanged", QT_TRANSLATE_NOOP("CoreMessages", "dimension {0}: {1} is copied unchanged")},
    {"explain.source", QT_TRANSLATE_NOOP("CoreMessages", "{0}{1} comes from {2}{3}")},
    {"explain.offset", QT_TRANSLATE_NOOP("CoreMessages", "{0}{1} is element {2} of its buffer, Σ coordinate × stride = {3}; byte {4} ({5} bytes each)")},
    {"explain.feeds", QT_TRANSLATE_NOOP("CoreMessages", "{0}{1} feeds {2} output elements")},
    {"explain.feeds-one", QT_TRANSLATE_NOOP("CoreMessages", "{0}{1} feeds 1 output element")},
    {"explain.no-tensor", QT_TRANSLATE_NOOP("CoreMessages", "the operator has no tensor {0} (its tensors: {1})")},
    {"explain.rank", QT_TRANSLATE_NOOP("CoreMessages", "{0} has {1} dimensions, but {2} coordinates were given")},
    {"explain.coordinate-range", QT_TRANSLATE_NOOP("CoreMessages", "coordinate {1} of {0} is {2}, but {0}.Sizes[{1}] is {3}: it must be below that")},
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
    {"gpu.buffer-limit-too-small", QT_TRANSLATE_NOOP("CoreMessages", "the device allows only {0} bytes in one buffer, less than its storage-buffer alignment ({1} bytes)")},
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
    // .npy files (NumPy's format)
    {"npy.cannot-open", QT_TRANSLATE_NOOP("CoreMessages", "{0}: cannot open the file: {1}")},
    {"npy.is-directory", QT_TRANSLATE_NOOP("CoreMessages", "{0}: this is a directory, not a .npy file")},
    {"npy.not-regular-file", QT_TRANSLATE_NOOP("CoreMessages", "{0}: this is not a regular file; dmlscope reads .npy data from regular files only")},
    {"npy.read-failed", QT_TRANSLATE_NOOP("CoreMessages", "{0}: reading the file failed: {1}")},
    {"npy.file-changed", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the file became shorter while it was being read")},
    {"npy.exceeds-memory", QT_TRANSLATE_NOOP("CoreMessages", "{0}: reading the data needs {1} of memory, but only {2} is available ({3})")},
    {"npy.out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "{0}: not enough memory to read {1} of data")},
    {"npy.too-short", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the file is {1} bytes long, too short for a .npy file (its preamble alone is {2} bytes)")},
    {"npy.bad-magic", QT_TRANSLATE_NOOP("CoreMessages", "{0}: not a .npy file: it starts with \"{1}\" instead of NumPy's magic string \"\\x93NUMPY\"")},
    {"npy.version-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "{0}: .npy format version {1}.{2} is not supported; dmlscope reads versions 1.0, 2.0 and 3.0")},
    {"npy.header-too-large", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is {1} bytes long, more than the {2} bytes dmlscope reads")},
    {"npy.header-past-end", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the file is truncated: its header is {1} bytes long and ends at byte {2}, but the file has only {3} bytes")},
    {"npy.header-not-utf8", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header of a version 3.0 file must be UTF-8, but byte {1} of it is not")},
    {"npy.header-ended-early", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: it ends at character {1}, before the dictionary is complete")},
    {"npy.header-expected-value", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: expected a value at character {1}, found \"{2}\"")},
    {"npy.header-unexpected-name", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: at character {1}, the name {2} is not a literal (a .npy header holds only strings, numbers, True, False, tuples and lists; nothing in it is evaluated)")},
    {"npy.header-expected-colon", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: expected ':' after the key at character {1}, found \"{2}\"")},
    {"npy.header-expected-separator", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: expected ',' or '{3}' at character {1}, found \"{2}\"")},
    {"npy.header-key-not-string", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: the key {2} at character {1} is not a string")},
    {"npy.header-unterminated-string", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: the string that starts at character {1} does not end")},
    {"npy.header-trailing-text", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: unexpected text after the dictionary at character {1}: \"{2}\"")},
    {"npy.header-too-deep", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is malformed: its values are nested more than {1} levels deep")},
    {"npy.header-not-dict", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header is not a dictionary but {1}")},
    {"npy.header-missing-key", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header has no '{1}'; a .npy header holds 'descr', 'fortran_order' and 'shape'")},
    {"npy.header-unknown-key", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header has an unexpected key '{1}'; a .npy header holds only 'descr', 'fortran_order' and 'shape'")},
    {"npy.header-duplicate-key", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the header has '{1}' twice")},
    {"npy.descr-invalid", QT_TRANSLATE_NOOP("CoreMessages", "{0}: 'descr' must be a dtype string such as '<f4', but it is {1}")},
    {"npy.dtype-structured", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype {1} is structured (it has named fields), which is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.dtype-complex", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' (complex) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.dtype-bool", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' (boolean) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 (save booleans as u1)")},
    {"npy.dtype-object", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' (Python objects) is not supported: such a file holds pickled data, which dmlscope never loads; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.dtype-string", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' (strings) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.dtype-datetime", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' (dates and times) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.dtype-unknown", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the dtype '{1}' is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8")},
    {"npy.fortran-order-invalid", QT_TRANSLATE_NOOP("CoreMessages", "{0}: 'fortran_order' must be True or False, but it is {1}")},
    {"npy.shape-invalid", QT_TRANSLATE_NOOP("CoreMessages", "{0}: 'shape' must be a tuple of integers such as (3, 4), but it is {1}")},
    {"npy.shape-negative", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the shape {1} has a negative dimension, {2}")},
    {"npy.shape-dimension-too-large", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the shape {1} has a dimension, {2}, that does not fit in 64 bits")},
    {"npy.shape-overflow", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the shape {1} of '{2}' elements needs more than 2^64 - 1 bytes")},
    {"npy.data-too-short", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the file is truncated: the shape {1} of '{2}' elements needs {3} bytes of data, but the file has only {4} after the header")},
    {"npy.data-too-long", QT_TRANSLATE_NOOP("CoreMessages", "{0}: the shape {1} of '{2}' elements needs {3} bytes of data, but the file has {4} after the header")},
    {"npy.write-unknown-type", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: DML_TENSOR_DATA_TYPE_UNKNOWN has no .npy dtype")},
    {"npy.write-size-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: the data is {1} bytes, but the shape {2} of '{3}' elements needs {4}")},
    {"npy.write-out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "cannot save {0}: not enough memory for {1} of data")},
    // Tensor data from files
    {"file.data-path-empty", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array of elements or the path of a .npy file, got an empty string")},
    {"file.data-file-dimension-too-large", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the file's shape has a dimension of {2}, more than a DirectML size holds (2^32 - 1)")},
    {"tensor.data-file-unreadable", QT_TRANSLATE_NOOP("CoreMessages", "{0}: {1}")},
    {"tensor.data-file-type", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} holds {3} ('{4}')")},
    {"tensor.data-file-shape", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} has shape {3}")},
    {"tensor.data-file-strided", QT_TRANSLATE_NOOP("CoreMessages", "{0}: with explicit Strides, the file must be 1-D (the buffer in memory order), but {1} has shape {2}")},
    // Runs that fit the machine
    {"run.buffer-too-short", QT_TRANSLATE_NOOP("CoreMessages", "the tensor's buffer has {0} bytes, but its sizes and strides reach {1}")},
    {"run.exceeds-memory", QT_TRANSLATE_NOOP("CoreMessages", "this run needs {0} of memory (outputs {1}, transfers {3}), but only {4} is available ({5}); try smaller tensors")},
    {"run.exceeds-memory-with-map", QT_TRANSLATE_NOOP("CoreMessages", "this run needs {0} of memory (outputs {1}, index map {2}, transfers {3}), but only {4} is available ({5}); try smaller tensors, or run without the index map")},
    // Variants: one descriptor field set to a second value (FIELD=VALUE)
    {"variant.expected-assignment", QT_TRANSLATE_NOOP("CoreMessages", "\"{0}\": expected FIELD=VALUE, such as Order=COLUMN_ROW_DEPTH")},
    {"variant.unknown-field", QT_TRANSLATE_NOOP("CoreMessages", "{1} has no field \"{0}\" that a variant can set; its fields are {2}")},
    {"variant.bad-value", QT_TRANSLATE_NOOP("CoreMessages", "{0}={1}: {2}")},
    // DxDispatch models: reading
    {"dxdispatch.unterminated-comment", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, column {1}: this block comment has no closing */")},
    {"dxdispatch.text-too-large", QT_TRANSLATE_NOOP("CoreMessages", "the model text is {0} bytes; DxDispatch models are limited to 1 GiB")},
    {"dxdispatch.out-of-memory", QT_TRANSLATE_NOOP("CoreMessages", "not enough memory to read the model")},
    {"dxdispatch.exception", QT_TRANSLATE_NOOP("CoreMessages", "cannot read the model: {0}")},
    {"dxdispatch.not-object", QT_TRANSLATE_NOOP("CoreMessages", "line {0}: a DxDispatch model holds one JSON object, got {1}")},
    {"dxdispatch.missing-model-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a DxDispatch model needs \"{2}\"")},
    {"dxdispatch.expected-array", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array, got {2}")},
    {"dxdispatch.expected-bool", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected true or false, got {2}")},
    {"dxdispatch.missing-dispatchable-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a dispatchable needs \"{2}\"")},
    {"dxdispatch.missing-command-type", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a command needs \"type\" (\"dispatch\", \"print\" or \"writeFile\")")},
    {"dxdispatch.missing-command-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a \"{2}\" command needs \"{3}\"")},
    {"dxdispatch.unknown-command", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown command type {2}; DxDispatch runs \"dispatch\", \"print\" and \"writeFile\" commands")},
    {"dxdispatch.unknown-resource", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the model has no resource {2} (its resources: {3})")},
    {"dxdispatch.unknown-dispatchable", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the model has no dispatchable {2} (its dispatchables: {3})")},
    {"dxdispatch.unknown-bind-point", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} has no tensor {3} to bind; its bind points are {4}")},
    {"dxdispatch.expected-binding", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a resource name, a binding object (\"name\", \"elementOffset\", \"elementCount\", \"elementSizeInBytes\") or an array of them, got {2}")},
    {"dxdispatch.missing-binding-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a binding object needs \"{2}\"")},
    {"dxdispatch.command-out-of-range", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: there is no command {2}; the model has {3} commands")},
    {"dxdispatch.command-not-dispatch", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: command {2} is a {3} command, not a dispatch; dispatches dmlscope can open: {4}")},
    {"dxdispatch.command-not-dispatch-none", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: command {2} is a {3} command, not a dispatch, and no dispatch of the model is of an operator dmlscope supports (TILE, PADDING, DEPTH_TO_SPACE1, SPLIT, JOIN, SPACE_TO_DEPTH1)")},
    {"dxdispatch.dispatch-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: command {2} dispatches '{3}' ({4}), which dmlscope does not support; supported dispatches: {5}")},
    {"dxdispatch.dispatch-unsupported-none", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: command {2} dispatches '{3}' ({4}), which dmlscope does not support, and no dispatch of the model is of an operator it supports (TILE, PADDING, DEPTH_TO_SPACE1, SPLIT, JOIN, SPACE_TO_DEPTH1)")},
    {"dxdispatch.no-dispatch", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the model has no dispatch command")},
    {"dxdispatch.no-supported-dispatch", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: no dispatch of the model is of an operator dmlscope supports (TILE, PADDING, DEPTH_TO_SPACE1, SPLIT, JOIN, SPACE_TO_DEPTH1); its dispatches: {2}")},
    {"dxdispatch.input-unbound", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: nothing is bound to {2}, an input of {3}")},
    {"dxdispatch.output-unbound", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: nothing is bound to {2}; DxDispatch would run the operator without an output buffer")},
    {"dxdispatch.binding-count", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} resources are bound, but {3} has {4} tensors")},
    {"dxdispatch.binding-count-single", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} resources are bound, but {3} is a single tensor")},
    {"dxdispatch.binding-offset-past-end", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the bound offset is {2} bytes, past the end of resource {3} ({4} bytes)")},
    {"dxdispatch.binding-past-end", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the binding reaches byte {2}, past the end of resource {3} ({4} bytes)")},
    {"dxdispatch.binding-unaligned", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the bound offset is {2} bytes; DirectML wants buffer bindings aligned to 16 bytes")},
    {"dxdispatch.output-too-small", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: resource {2} has {3} bytes from the bound offset, but {4}'s buffer needs {5}")},
    {"dxdispatch.unknown-tensor-type", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown tensor type {2}; dmlscope reads buffer tensors (DML_TENSOR_TYPE_BUFFER, or BUFFER)")},
    {"dxdispatch.expected-tensor-flags", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected a tensor flag name, an array of them or an unsigned 32-bit integer, got {2}")},
    {"dxdispatch.unknown-tensor-flag", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown tensor flag {2}; expected DML_TENSOR_FLAG_NONE or DML_TENSOR_FLAG_OWNED_BY_DML (the prefix may be left out)")},
    {"dxdispatch.missing-resource-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a resource needs \"{2}\"")},
    {"dxdispatch.missing-initializer-field", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: this initializer needs \"{2}\"")},
    {"dxdispatch.initial-values-type-missing", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: these initial values need \"initialValuesDataType\" (a data type other than UNKNOWN)")},
    {"dxdispatch.deferred-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: a \"deferred\" resource has no data until the model runs; dmlscope cannot bind it to a DirectML tensor")},
    {"dxdispatch.list-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: a list initializer (values with their own types, for HLSL constant buffers) cannot be bound to a DirectML tensor")},
    {"dxdispatch.initializer-ambiguous", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: \"value\" (a constant) excludes \"valueStart\" (a sequence) and \"sourcePath\" (a file)")},
    {"dxdispatch.initializer-unknown", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: unknown initializer: expected \"value\" (a constant), \"valueStart\" (a sequence) or \"sourcePath\" (a file)")},
    {"dxdispatch.expected-initial-values", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: expected an array of values, an initializer object or \"deferred\", got {2}")},
    {"dxdispatch.initial-values-empty", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the initial values are empty; a buffer needs at least one")},
    {"dxdispatch.value-count-zero", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: valueCount is 0; it must be greater than 0")},
    {"dxdispatch.data-too-large", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: this needs {2} of memory for the model's data, more than the {3} dmlscope reads from a model")},
    {"dxdispatch.data-exceeds-memory", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: this needs {2} of memory for the model's data, but only {3} is available ({4})")},
    {"dxdispatch.image-unsupported", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} is an image; dmlscope does not read image initializers (.png, .jpg)")},
    {"dxdispatch.source-missing", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} does not exist, neither beside the model ({3}) nor in the current folder")},
    {"dxdispatch.source-not-file", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} is not a regular file")},
    {"dxdispatch.source-cannot-read", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: cannot read {2}: {3}")},
    {"dxdispatch.source-changed", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} became shorter while it was being read ({3} bytes expected, {4} read)")},
    {"dxdispatch.source-unreadable", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2}")},
    {"dxdispatch.source-type-mismatch", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: {2} holds {3} ('{4}'), but initialValuesDataType is {5}")},
    {"dxdispatch.raw-file-needs-type", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: missing: a raw file ({2}) needs \"initialValuesDataType\" (a data type other than UNKNOWN)")},
    {"dxdispatch.size-too-small", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: sizeInBytes is {2}, but the initial values need {3} bytes")},
    {"dxdispatch.offset-needs-size", QT_TRANSLATE_NOOP("CoreMessages", "line {0}, {1}: the initial values at offset {2} end at byte {3}, past the buffer's {4} bytes; give \"sizeInBytes\"")},
    // DxDispatch models: writing
    {"dxdispatch.write-layout", QT_TRANSLATE_NOOP("CoreMessages", "{0}: its buffer size cannot be computed ({1}), so it cannot be written to a DxDispatch model")},
    {"dxdispatch.write-no-data", QT_TRANSLATE_NOOP("CoreMessages", "{0} has no data; a DxDispatch model needs the elements of every input")},
    {"dxdispatch.write-nan-payload", QT_TRANSLATE_NOOP("CoreMessages", "{0}: element {1} of the buffer is a NaN with bits {2}, but DxDispatch's \"nan\" gives {3}; save the model to a file instead, which writes this input as a .npy file")},
    {"dxdispatch.write-failed", QT_TRANSLATE_NOOP("CoreMessages", "cannot write the DxDispatch model: {0}")},
    // Comparing outputs with files
    {"compare.layout", QT_TRANSLATE_NOOP("CoreMessages", "{0}: cannot compare with {1}: {2}")},
    {"compare.output-too-short", QT_TRANSLATE_NOOP("CoreMessages", "{0}: cannot compare with {1}: the run's output buffer has {2} bytes, but the output's sizes and strides reach {3}")},
    {"compare.file-unreadable", QT_TRANSLATE_NOOP("CoreMessages", "{0}: cannot compare: {1}")},
    {"compare.file-type", QT_TRANSLATE_NOOP("CoreMessages", "{0} is {1}, but {2} holds {3} ('{4}')")},
    {"compare.file-shape", QT_TRANSLATE_NOOP("CoreMessages", "{0} has Sizes {1}, but {2} has shape {3}; the file must have the shape {4} (leading 1s may differ) or hold the output's buffer as a 1-D array of at least {5} elements, ({5},)")},
};

}  // namespace

std::span<const MessageTemplate> messageCatalogue() { return kCatalogue; }

std::string_view englishTemplate(std::string_view id) {
  auto it = std::find_if(std::begin(kCatalogue), std::end(kCatalogue), [&](const MessageTemplate& m) { return m.id == id; });
  return it == std::end(kCatalogue) ? std::string_view{} : it->english;
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
