// DML_SPLIT and DML_JOIN, inverses of each other: their fields, sizes equal off the axis, axis sizes summing up,
// their index formulas, inverses and rules. One file for the two, since they share their rules.
#include "operators/operator_rules.h"

#include <algorithm>
#include <array>

#include "operators/preimage.h"
#include "operators/split_join_index.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"

namespace dmlscope::detail {
namespace {

// Checks the pieces (Split's outputs, Join's inputs) against the whole (Split's input, Join's output) off
// the axis, and returns the pieces' axis sizes summed and written out ("2 + 1 + 3"), when every piece has
// the whole's rank.
struct AxisSum {
  uint64_t sum = 0;
  std::string terms;
};

std::optional<AxisSum> sumPieces(std::span<const TensorDesc> pieces, const char* piecesField, const TensorDesc& whole,
                                 uint32_t axis, const char* nonAxisId, ValidationContext& ctx) {
  const size_t rank = whole.sizes.size();
  if (axis >= rank) return std::nullopt;
  AxisSum result;
  bool complete = true;
  for (size_t t = 0; t < pieces.size(); ++t) {
    const auto& piece = pieces[t];
    if (piece.sizes.size() != rank) {
      complete = false;
      continue;
    }
    for (uint32_t dim = 0; dim < rank; ++dim) {
      if (dim == axis || piece.sizes[dim] == whole.sizes[dim]) continue;
      const std::string pieceName = indexed(piecesField, t);
      ctx.addForDimension(fieldPath(pieceName, "Sizes", dim), pieceName, dim, nonAxisId,
                          {str(piece.sizes[dim]), str(dim), str(whole.sizes[dim]), str(axis)});
    }
    result.sum += piece.sizes[axis];  // at most 65535 × (2^32 - 1): no overflow in 64 bits
    result.terms += (t ? " + " : "") + str(piece.sizes[axis]);
  }
  if (!complete) return std::nullopt;
  return result;
}

uint32_t pieceCount(std::optional<uint32_t> count, size_t arrayLength) {
  return count.value_or(static_cast<uint32_t>(arrayLength));
}

void checkAxis(ValidationContext& ctx, uint32_t axis, size_t rank) {
  if (rank == 0) return;
  if (axis >= rank) ctx.add("Axis", "operator.axis-range", {str(axis), str(rank - 1), str(rank)});
}

}  // namespace

DerivedSizes deriveSplit(const SplitDesc& d) {
  DerivedSizes out;
  for (const auto& t : d.OutputTensors) out.emplace_back(t.sizes);
  return out;
}

DerivedSizes deriveJoin(const JoinDesc& d) {
  if (d.InputTensors.empty() || !usableSizes(d.InputTensors[0])) return {std::nullopt};
  const auto& first = d.InputTensors[0].sizes;
  if (d.Axis >= first.size()) return {std::nullopt};
  uint64_t sum = 0;
  for (const auto& t : d.InputTensors) {
    if (t.sizes.size() != first.size()) return {std::nullopt};
    for (size_t dim = 0; dim < first.size(); ++dim)
      if (dim != d.Axis && t.sizes[dim] != first[dim]) return {std::nullopt};
    sum += t.sizes[d.Axis];
  }
  if (sum > UINT32_MAX) return {std::nullopt};
  std::vector<uint32_t> out = first;
  out[d.Axis] = static_cast<uint32_t>(sum);
  return {out};
}

std::optional<uint32_t> splitSource(const SplitDesc& d, uint32_t output, std::span<const uint32_t> o,
                                    std::span<uint32_t> in) {
  const uint64_t offset = pieceStart(d.OutputTensors, d.Axis, output);  // split_join_index.h
  for (size_t k = 0; k < o.size(); ++k) in[k] = o[k];
  in[d.Axis] = static_cast<uint32_t>(o[d.Axis] + offset);
  return 0;
}

std::optional<uint32_t> joinSource(const JoinDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  const PiecePosition at = pieceAt(d.InputTensors, d.Axis, o[d.Axis]);  // inside one input: the sizes sum up
  for (size_t k = 0; k < o.size(); ++k) in[k] = o[k];
  in[d.Axis] = static_cast<uint32_t>(at.position);
  return at.piece;
}

void validateSplitRules(const SplitDesc& d, ValidationContext& ctx) {
  checkCount(ctx, "OutputCount", d.OutputCount, "OutputTensors", d.OutputTensors.size());
  if (pieceCount(d.OutputCount, d.OutputTensors.size()) == 0 || d.OutputTensors.empty())
    ctx.add("OutputCount", "operator.count-zero", {});
  const auto& whole = d.InputTensor;
  checkAxis(ctx, d.Axis, whole.sizes.size());
  if (d.OutputTensors.empty() || !usableSizes(whole)) return;
  auto total = sumPieces(d.OutputTensors, "OutputTensors", whole, d.Axis, "split.non-axis-size", ctx);
  if (total && total->sum != whole.sizes[d.Axis]) {
    const std::string last = indexed("OutputTensors", d.OutputTensors.size() - 1);
    ctx.addForDimension(fieldPath(last, "Sizes", d.Axis), last, d.Axis, "split.axis-sum",
                        {str(d.Axis), str(total->sum), total->terms, str(whole.sizes[d.Axis])});
  }
}

void validateJoinRules(const JoinDesc& d, ValidationContext& ctx) {
  checkCount(ctx, "InputCount", d.InputCount, "InputTensors", d.InputTensors.size());
  const uint32_t count = pieceCount(d.InputCount, d.InputTensors.size());
  if (count == 0 || d.InputTensors.empty()) ctx.add("InputCount", "operator.count-zero", {});
  if (d.InputTensors.size() > kMaxJoinInputs)
    ctx.add("InputCount", "join.too-many-inputs", {str(d.InputTensors.size()), str(kMaxJoinInputs)});
  const auto& whole = d.OutputTensor;
  checkAxis(ctx, d.Axis, whole.sizes.size());
  if (d.InputTensors.empty() || !usableSizes(whole)) return;
  auto total = sumPieces(d.InputTensors, "InputTensors", whole, d.Axis, "join.non-axis-size", ctx);
  if (total && total->sum != whole.sizes[d.Axis]) {
    ctx.addForDimension(fieldPath("OutputTensor", "Sizes", d.Axis), "OutputTensor", d.Axis, "join.axis-sum",
                        {str(whole.sizes[d.Axis]), str(d.Axis), str(total->sum), total->terms});
  }
}

std::optional<uint32_t> explainSplit(const SplitDesc& d, uint32_t output, std::span<const uint32_t> o,
                                     std::span<uint32_t> in, StepList& steps) {
  const uint32_t axis = d.Axis;
  uint64_t start = 0;
  std::string terms;
  for (uint32_t t = 0; t < output; ++t) {
    start += d.OutputTensors[t].sizes[axis];
    terms += (t ? " + " : "") + str(d.OutputTensors[t].sizes[axis]);
  }
  const auto begin = static_cast<int64_t>(start);
  if (output == 0) {
    steps.add(axis, axis, "explain.split-first", {axis});
  } else {
    steps.add(axis, axis, "explain.split-later", {str(axis), str(output), str(start), terms}, {axis, output, begin});
  }
  for (uint32_t k = 0; k < o.size(); ++k) {
    in[k] = o[k];
    if (k != axis) steps.add(k, k, "explain.unchanged", {k, o[k]});
  }
  in[axis] = static_cast<uint32_t>(o[axis] + start);
  steps.add(axis, axis, "explain.split-axis", {axis, o[axis], begin, in[axis]});
  return 0;
}

std::optional<uint32_t> explainJoin(const JoinDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                    StepList& steps) {
  const uint32_t axis = d.Axis;
  std::string terms;
  uint64_t start = 0, end = 0;
  std::optional<uint32_t> chosen;
  for (uint32_t t = 0; t < d.InputTensors.size(); ++t) {
    const uint64_t size = d.InputTensors[t].sizes[axis];
    terms += (t ? " + " : "") + str(size);
    if (!chosen && o[axis] < end + size) {
      chosen = t;
      start = end;
    }
    end += size;
  }
  const uint32_t t = chosen.value_or(0);  // a valid descriptor always has one
  const uint64_t stop = start + d.InputTensors[t].sizes[axis];
  const auto begin = static_cast<int64_t>(start);
  steps.add(axis, std::nullopt, "explain.join-input",
            {str(axis), terms + " = " + str(end), str(o[axis]), str(t), str(start), str(stop)},
            {axis, static_cast<int64_t>(end), o[axis], t, begin, static_cast<int64_t>(stop)});
  for (uint32_t k = 0; k < o.size(); ++k) {
    in[k] = o[k];
    if (k != axis) steps.add(k, k, "explain.unchanged", {k, o[k]});
  }
  in[axis] = static_cast<uint32_t>(o[axis] - start);
  steps.add(axis, axis, "explain.join-axis", {axis, o[axis], begin, in[axis]});
  return t;
}

namespace {

std::vector<OutputElement> splitFedBy(const SplitDesc& d, uint32_t, std::span<const uint32_t> in, uint64_t limit, uint64_t* total) {
  const PiecePosition at = pieceAt(d.OutputTensors, d.Axis, in[d.Axis]);
  if (at.piece == d.OutputTensors.size()) {
    if (total) *total = 0;
    return {};
  }
  std::array<uint32_t, kMaxDimensions> o{};
  std::copy(in.begin(), in.end(), o.begin());
  o[d.Axis] = static_cast<uint32_t>(at.position);
  return one(at.piece, {o.data(), in.size()}, d.OutputTensors[at.piece].sizes, limit, total);
}

std::vector<OutputElement> joinFedBy(const JoinDesc& d, uint32_t input, std::span<const uint32_t> in, uint64_t limit,
                                     uint64_t* total) {
  const uint64_t offset = pieceStart(d.InputTensors, d.Axis, input);
  std::array<uint32_t, kMaxDimensions> o{};
  std::copy(in.begin(), in.end(), o.begin());
  o[d.Axis] = static_cast<uint32_t>(in[d.Axis] + offset);
  return one(0, {o.data(), in.size()}, d.OutputTensor.sizes, limit, total);
}

// DML_SPLIT_OPERATOR_DESC.
constexpr OperatorField kSplitFields[] = {
    field<&SplitDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to split.")),
    field<&SplitDesc::OutputCount>("OutputCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The number of output tensors.")),
    field<&SplitDesc::OutputTensors>("OutputTensors", FieldKind::OutputTensorArray).countedBy("OutputCount")
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The pieces: equal to the input outside Axis; their sizes along Axis sum to the input's.")),
    field<&SplitDesc::Axis>("Axis", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The dimension to split along.")),
};

// DML_JOIN_OPERATOR_DESC.
constexpr OperatorField kJoinFields[] = {
    field<&JoinDesc::InputCount>("InputCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The number of input tensors.")),
    field<&JoinDesc::InputTensors>("InputTensors", FieldKind::InputTensorArray).countedBy("InputCount")
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The pieces to join: equal to the output outside Axis; their sizes along Axis sum to the output's.")),
    field<&JoinDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result of joining the inputs along Axis.")),
    field<&JoinDesc::Axis>("Axis", FieldKind::UInt)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The dimension to join along.")),
};

constexpr OperatorSchema kSplitSchema{OperatorType::Split, "DML_OPERATOR_SPLIT", "DML_SPLIT_OPERATOR_DESC",
                                      FeatureLevel::FL_1_0, kSplitFields, OperatorFamily::CopyAndReshape, /*readmeRow=*/3};
constexpr OperatorSchema kJoinSchema{OperatorType::Join, "DML_OPERATOR_JOIN", "DML_JOIN_OPERATOR_DESC",
                                     FeatureLevel::FL_1_0, kJoinFields, OperatorFamily::CopyAndReshape, /*readmeRow=*/4};

constexpr SupportRow kSplitSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes},
                                        {FeatureLevel::FL_3_0, 1, 8, kUpTo32},
                                        {FeatureLevel::FL_2_1, 4, 4, kUpTo32},
                                        {FeatureLevel::FL_1_0, 4, 4, k32And16}};
constexpr SupportRow kJoinSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kAllTypes},
                                       {FeatureLevel::FL_3_0, 4, 5, kUpTo32},
                                       {FeatureLevel::FL_2_1, 4, 4, kUpTo32},
                                       {FeatureLevel::FL_1_0, 4, 4, k32And16}};

OperatorDesc defaultSplit() {
  return SplitDesc{tensorOf(DataType::Float32, {1, 1, 6, 2}),
                   std::nullopt,
                   {tensorOf(DataType::Float32, {1, 1, 2, 2}), tensorOf(DataType::Float32, {1, 1, 1, 2}),
                    tensorOf(DataType::Float32, {1, 1, 3, 2})},
                   2};
}

OperatorDesc defaultJoin() {
  return JoinDesc{std::nullopt,
                  {tensorOf(DataType::Float32, {1, 1, 2, 3}), tensorOf(DataType::Float32, {1, 1, 2, 4})},
                  tensorOf(DataType::Float32, {1, 1, 2, 7}),
                  3};
}

}  // namespace

template <>
const OperatorRules& rulesFor<SplitDesc>() {
  static const OperatorRules rules{&kSplitSchema,
                                   defaultSplit,
                                   onDesc<SplitDesc, deriveSplit>,
                                   onDesc<SplitDesc, splitSource>,
                                   onDesc<SplitDesc, explainSplit>,
                                   onDesc<SplitDesc, validateSplitRules>,
                                   onDesc<SplitDesc, splitFedBy>,
                                   kSplitSupport};
  return rules;
}

template <>
const OperatorRules& rulesFor<JoinDesc>() {
  static const OperatorRules rules{&kJoinSchema,
                                   defaultJoin,
                                   onDesc<JoinDesc, deriveJoin>,
                                   onDesc<JoinDesc, joinSource>,
                                   onDesc<JoinDesc, explainJoin>,
                                   onDesc<JoinDesc, validateJoinRules>,
                                   onDesc<JoinDesc, joinFedBy>,
                                   kJoinSupport};
  return rules;
}

}  // namespace dmlscope::detail
