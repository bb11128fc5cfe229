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
constexpr std::array<MessageTemplate, 43> kCatalogue = {{
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
