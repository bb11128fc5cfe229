// Dimension folding (see dimension_folding.h).
//
// Two neighbouring dimensions (outer a, inner b) become one when, for every tensor, a's stride is b's size
// times b's stride (or either has size 1), and the operator treats the merged coordinate as it treated the two:
// its FoldingRule (operator_plans.h, in its rows file) says which merges those are. Dimensions of size 1 in
// every tensor go first (except an Axis rule's axis). Merged sizes stay within 32 bits, like every size.
#include "fast_cpu/dimension_folding.h"

#include <algorithm>
#include <optional>
#include <variant>

#include "dmlscope/checked.h"
#include "fast_cpu/operator_plans.h"

namespace dmlscope::detail::fastcpu {
namespace {

struct Dim {
  std::vector<uint64_t> sizes;    // per tensor: inputs, then outputs
  std::vector<uint64_t> strides;  // per tensor
  uint64_t repeat = 1;            // MergeRule::Repeats
  uint64_t start = 0, end = 0;    // MergeRule::PaddingConstant, PaddingMirror
  bool axis = false;              // MergeRule::Axis
};

bool fits32(uint64_t v) { return v <= UINT32_MAX; }

// The merge of outer dimension a and inner dimension b, or nothing when they cannot be one.
std::optional<Dim> merge(const Dim& a, const Dim& b, MergeRule rule) {
  switch (rule) {
    case MergeRule::None:
      return std::nullopt;
    case MergeRule::Any:
      break;
    case MergeRule::Repeats:
      if (b.repeat != 1) return std::nullopt;
      break;
    case MergeRule::PaddingMirror:
      if (a.start || a.end) return std::nullopt;
      [[fallthrough]];
    case MergeRule::PaddingConstant:
      if (b.start || b.end) return std::nullopt;
      break;
    case MergeRule::Axis:
      if (b.axis) return std::nullopt;
      break;
  }
  Dim m;
  m.repeat = a.repeat;
  m.axis = a.axis;
  for (size_t t = 0; t < a.sizes.size(); ++t) {
    const auto size = checkedMul(a.sizes[t], b.sizes[t]);
    if (!size || !fits32(*size)) return std::nullopt;
    uint64_t stride = b.strides[t];
    if (a.sizes[t] == 1) {
      stride = b.strides[t];
    } else if (b.sizes[t] == 1) {
      stride = a.strides[t];
    } else {
      const auto spans = checkedMul(b.sizes[t], b.strides[t]);
      if (!spans || *spans != a.strides[t]) return std::nullopt;
    }
    m.sizes.push_back(*size);
    m.strides.push_back(stride);
  }
  if (rule == MergeRule::PaddingConstant) {
    // b is unpadded: its size is the same in the input (tensor 0) and the output.
    const auto start = checkedMul(a.start, b.sizes[0]);
    const auto end = checkedMul(a.end, b.sizes[0]);
    if (!start || !end || !fits32(*start) || !fits32(*end)) return std::nullopt;
    m.start = *start;
    m.end = *end;
  }
  return m;
}

// Merged repeats and paddings fit 32 bits: a merge keeps a's repeat and checks the padding it scales.
uint32_t narrow(uint64_t value) { return static_cast<uint32_t>(value); }

}  // namespace

FoldedShapes foldDimensions(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                            const std::vector<TensorLayout>& outputs) {
  FoldedShapes folded{desc, inputs, outputs};
  const FoldingRule rule = std::visit([](const auto& d) { return foldingRule(d); }, desc);
  if (rule.merge == MergeRule::None) return folded;

  std::vector<TensorLayout*> tensors;
  for (auto& l : folded.inputs) tensors.push_back(&l);
  for (auto& l : folded.outputs) tensors.push_back(&l);
  const uint32_t rank = tensors.front()->rank();

  // The rule's per-dimension fields have one entry per dimension (a valid descriptor's).
  std::vector<Dim> dims(rank);
  for (uint32_t k = 0; k < rank; ++k) {
    for (const TensorLayout* l : tensors) {
      dims[k].sizes.push_back(l->sizes[k]);
      dims[k].strides.push_back(l->strides[k]);
    }
    if (!rule.repeats.empty()) dims[k].repeat = rule.repeats[k];
    if (!rule.startPadding.empty()) dims[k].start = rule.startPadding[k];
    if (!rule.endPadding.empty()) dims[k].end = rule.endPadding[k];
  }
  if (rule.axis && *rule.axis < rank) dims[*rule.axis].axis = true;

  // Dimensions of size 1 everywhere contribute nothing to any offset or index.
  std::vector<Dim> kept;
  for (uint32_t k = 0; k < rank; ++k) {
    const bool ones = std::all_of(dims[k].sizes.begin(), dims[k].sizes.end(), [](uint64_t s) { return s == 1; });
    if (!ones || dims[k].axis) kept.push_back(dims[k]);
  }
  if (kept.empty()) kept.push_back(dims.back());

  // Merged from the innermost outwards.
  std::vector<Dim> merged;
  Dim current = kept.back();
  for (size_t k = kept.size() - 1; k-- > 0;) {
    if (auto m = merge(kept[k], current, rule.merge)) {
      current = std::move(*m);
    } else {
      merged.insert(merged.begin(), std::move(current));
      current = kept[k];
    }
  }
  merged.insert(merged.begin(), std::move(current));
  if (merged.size() == rank) return folded;

  // The layouts and the descriptor on the merged dimensions.
  for (size_t t = 0; t < tensors.size(); ++t) {
    TensorLayout& l = *tensors[t];
    l.sizes.clear();
    l.strides.clear();
    for (const Dim& d : merged) {
      l.sizes.push_back(static_cast<uint32_t>(d.sizes[t]));
      l.strides.push_back(static_cast<uint32_t>(d.strides[t]));  // one of the tensor's own strides
    }
  }
  auto setTensor = [&](TensorDesc& tensor, const TensorLayout& layout) {
    tensor.sizes = layout.sizes;
    tensor.strides = layout.strides;
    tensor.dimensionCount.reset();
  };
  for (uint32_t i = 0; i < folded.inputs.size(); ++i) setTensor(inputTensor(folded.desc, i), folded.inputs[i]);
  for (uint32_t o = 0; o < folded.outputs.size(); ++o) setTensor(outputTensor(folded.desc, o), folded.outputs[o]);
  MergedFields fields;
  for (uint32_t k = 0; k < merged.size(); ++k) {
    fields.repeats.push_back(narrow(merged[k].repeat));
    fields.startPadding.push_back(narrow(merged[k].start));
    fields.endPadding.push_back(narrow(merged[k].end));
    if (merged[k].axis) fields.axis = k;
  }
  std::visit([&](auto& d) { setMergedFields(d, fields); }, folded.desc);
  return folded;
}

}  // namespace dmlscope::detail::fastcpu
