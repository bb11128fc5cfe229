// Dimension folding (see dimension_folding.h).
//
// Two neighbouring dimensions (outer a, inner b) become one when, for every tensor, a's stride is b's size
// times b's stride (or either has size 1), and the operator treats the merged coordinate as it treated the two:
//   TILE       b not repeated: (o_a mod n_a)·n_b + o_b = (o_a·n_b + o_b) mod (n_a·n_b), repeats of a kept;
//   PADDING    b not padded; CONSTANT then pads a·n_b elements, the other modes need a unpadded too (a
//              mirrored or clamped a does not carry b along);
//   SPLIT/JOIN b not the axis; a may be, and the merged dimension is then the axis with every piece's size
//              times n_b;
//   IDENTITY   always (one to one). SLICE and SLICE1 are left as they are: a window's offsets and steps do
//              not carry over a merge.
// Dimensions of size 1 in every tensor go first (except Split's and Join's axis). Merged sizes stay within 32
// bits, like every size.
#include "fast_cpu/dimension_folding.h"

#include "dmlscope/index_values.h"

#include <algorithm>
#include <optional>

#include "dmlscope/checked.h"

namespace dmlscope::detail::fastcpu {
namespace {

struct Dim {
  std::vector<uint64_t> sizes;    // per tensor: inputs, then outputs
  std::vector<uint64_t> strides;  // per tensor
  uint64_t repeat = 1;            // TILE
  uint64_t start = 0, end = 0;    // PADDING
  bool axis = false;              // SPLIT, JOIN
};

enum class Rule { Tile, PaddingConstant, PaddingMirror, SplitJoin };

bool fits32(uint64_t v) { return v <= UINT32_MAX; }

// The merge of outer dimension a and inner dimension b, or nothing when they cannot be one.
std::optional<Dim> merge(const Dim& a, const Dim& b, Rule rule) {
  switch (rule) {
    case Rule::Tile:
      if (b.repeat != 1) return std::nullopt;
      break;
    case Rule::PaddingMirror:
      if (a.start || a.end) return std::nullopt;
      [[fallthrough]];
    case Rule::PaddingConstant:
      if (b.start || b.end) return std::nullopt;
      break;
    case Rule::SplitJoin:
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
  if (rule == Rule::PaddingConstant) {
    // b is unpadded: its size is the same in the input (tensor 0) and the output.
    const auto start = checkedMul(a.start, b.sizes[0]);
    const auto end = checkedMul(a.end, b.sizes[0]);
    if (!start || !end || !fits32(*start) || !fits32(*end)) return std::nullopt;
    m.start = *start;
    m.end = *end;
  }
  return m;
}

std::vector<uint32_t> narrow(const std::vector<uint64_t>& values) { return {values.begin(), values.end()}; }

}  // namespace

FoldedShapes foldDimensions(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                            const std::vector<TensorLayout>& outputs) {
  FoldedShapes folded{desc, inputs, outputs};
  // Depth and space mix three dimensions in their formulas, the slices step each dimension its own way, and the
  // gathers' and scatters' indices name coordinates of the tensors as they are: no merge keeps them.
  if (std::holds_alternative<DepthToSpace1Desc>(desc) || std::holds_alternative<SpaceToDepth1Desc>(desc) ||
      std::holds_alternative<SliceDesc>(desc) || std::holds_alternative<Slice1Desc>(desc) || readsIndexValues(desc))
    return folded;

  std::vector<TensorLayout*> tensors;
  for (auto& l : folded.inputs) tensors.push_back(&l);
  for (auto& l : folded.outputs) tensors.push_back(&l);
  const uint32_t rank = tensors.front()->rank();

  Rule rule = Rule::SplitJoin;
  uint32_t axis = rank;  // none
  std::vector<Dim> dims(rank);
  for (uint32_t k = 0; k < rank; ++k) {
    for (const TensorLayout* l : tensors) {
      dims[k].sizes.push_back(l->sizes[k]);
      dims[k].strides.push_back(l->strides[k]);
    }
  }
  if (auto* tile = std::get_if<TileDesc>(&desc)) {
    rule = Rule::Tile;
    for (uint32_t k = 0; k < rank; ++k) dims[k].repeat = tile->Repeats[k];
  } else if (std::holds_alternative<PaddingDesc>(desc) || std::holds_alternative<Padding1Desc>(desc)) {
    const auto fold = [&](const auto& padding) {
      rule = padding.PaddingMode == PaddingMode::Constant ? Rule::PaddingConstant : Rule::PaddingMirror;
      for (uint32_t k = 0; k < rank; ++k) {
        dims[k].start = padding.StartPadding[k];
        dims[k].end = padding.EndPadding[k];
      }
    };
    if (auto* padding = std::get_if<PaddingDesc>(&desc)) fold(*padding);
    else fold(std::get<Padding1Desc>(desc));
  } else if (auto* split = std::get_if<SplitDesc>(&desc)) {
    axis = split->Axis;
  } else if (auto* join = std::get_if<JoinDesc>(&desc)) {
    axis = join->Axis;
  }  // IDENTITY: no axis, every merge is allowed
  if (axis < rank) dims[axis].axis = true;

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
    if (auto m = merge(kept[k], current, rule)) {
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
  std::vector<uint64_t> repeats, starts, ends;
  uint32_t mergedAxis = 0;
  for (uint32_t k = 0; k < merged.size(); ++k) {
    repeats.push_back(merged[k].repeat);
    starts.push_back(merged[k].start);
    ends.push_back(merged[k].end);
    if (merged[k].axis) mergedAxis = k;
  }
  if (auto* tile = std::get_if<TileDesc>(&folded.desc)) {
    tile->Repeats = narrow(repeats);
    tile->RepeatsCount.reset();
  } else if (auto* padding = std::get_if<PaddingDesc>(&folded.desc)) {
    padding->StartPadding = narrow(starts);
    padding->EndPadding = narrow(ends);
    padding->DimensionCount.reset();
  } else if (auto* padding1 = std::get_if<Padding1Desc>(&folded.desc)) {
    padding1->StartPadding = narrow(starts);
    padding1->EndPadding = narrow(ends);
    padding1->DimensionCount.reset();
  } else if (auto* split = std::get_if<SplitDesc>(&folded.desc)) {
    split->Axis = mergedAxis;
  } else if (auto* join = std::get_if<JoinDesc>(&folded.desc)) {
    join->Axis = mergedAxis;
  }
  return folded;
}

}  // namespace dmlscope::detail::fastcpu
