// DML_TILE: its fields, output size Sizes × Repeats, index i_k = o_k mod InputTensor.Sizes[k], its inverse and
// its rules.
#include "operators/operator_rules.h"
#include "operators/preimage.h"

#include <fmt/format.h>

namespace dmlscope::detail {
namespace {

// DML_TILE_OPERATOR_DESC.
constexpr OperatorField kFields[] = {
    field<&TileDesc::InputTensor>("InputTensor", FieldKind::InputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The tensor to repeat.")),
    field<&TileDesc::OutputTensor>("OutputTensor", FieldKind::OutputTensor)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The result: each dimension is the input's size times its repeat count.")),
    field<&TileDesc::RepeatsCount>("RepeatsCount", FieldKind::Count)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "The number of entries in Repeats; it must equal InputTensor's DimensionCount.")),
    field<&TileDesc::Repeats>("Repeats", FieldKind::UIntArray).countedBy("RepeatsCount").followingInputRank(1)
        .withHelp(QT_TRANSLATE_NOOP("OperatorFields", "How many times to repeat the input along each dimension.")),
};

constexpr OperatorSchema kSchema{OperatorType::Tile, "DML_OPERATOR_TILE", "DML_TILE_OPERATOR_DESC", FeatureLevel::FL_1_0,
                                 kFields,
                                 OperatorFamily::CopyAndReshape, /*readmeRow=*/0};

constexpr SupportRow kSupport[] = {{FeatureLevel::FL_4_1, 1, 8, kUpTo32And64Int},
                                   {FeatureLevel::FL_3_1, 1, 8, kUpTo32},
                                   {FeatureLevel::FL_2_1, 4, 4, kUpTo32},
                                   {FeatureLevel::FL_1_0, 4, 4, kF32F16}};

OperatorDesc defaultTile() {
  return TileDesc{tensorOf(DataType::Float32, {1, 1, 2, 3}), tensorOf(DataType::Float32, {1, 1, 6, 9}), std::nullopt,
                  {1, 1, 3, 3}};
}


DerivedSizes deriveTile(const TileDesc& d) {
  const auto& in = d.InputTensor.sizes;
  if (!usableSizes(d.InputTensor) || d.Repeats.size() != in.size()) return {std::nullopt};
  std::vector<uint32_t> out(in.size());
  for (size_t k = 0; k < in.size(); ++k) {
    uint64_t v = uint64_t{in[k]} * d.Repeats[k];
    if (v == 0 || v > UINT32_MAX) return {std::nullopt};
    out[k] = static_cast<uint32_t>(v);
  }
  return {out};
}

std::optional<uint32_t> tileSource(const TileDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in) {
  for (size_t k = 0; k < o.size(); ++k) in[k] = o[k] % d.InputTensor.sizes[k];
  return 0;
}

void validateTileRules(const TileDesc& d, ValidationContext& ctx) {
  checkCount(ctx, "RepeatsCount", d.RepeatsCount, "Repeats", d.Repeats.size());
  const uint32_t rank = static_cast<uint32_t>(d.InputTensor.sizes.size());
  const uint32_t repeatsCount = d.RepeatsCount.value_or(static_cast<uint32_t>(d.Repeats.size()));
  if (repeatsCount != rank) ctx.add("RepeatsCount", "tile.repeats-count", {str(repeatsCount), str(rank)});
  for (size_t k = 0; k < d.Repeats.size(); ++k)
    if (d.Repeats[k] == 0) ctx.add(indexed("Repeats", k), "tile.repeat-zero", {});

  const auto& out = d.OutputTensor;
  if (d.Repeats.size() != rank || !usableSizes(d.InputTensor) || out.sizes.size() != rank) return;
  for (uint32_t k = 0; k < rank; ++k) {
    if (d.Repeats[k] == 0) continue;
    checkDerivedSize(ctx, "OutputTensor", out, k, uint64_t{d.InputTensor.sizes[k]} * d.Repeats[k],
                     fmt::format("InputTensor.Sizes[{0}] × Repeats[{0}]", k));
  }
}

std::optional<uint32_t> explainTile(const TileDesc& d, uint32_t, std::span<const uint32_t> o, std::span<uint32_t> in,
                                    StepList& steps) {
  for (uint32_t k = 0; k < o.size(); ++k) {
    const uint32_t n = d.InputTensor.sizes[k];
    in[k] = o[k] % n;
    steps.add(k, k, "explain.tile", {k, o[k], n, in[k]});
  }
  return 0;
}

std::vector<OutputElement> tileFedBy(const TileDesc& d, uint32_t, std::span<const uint32_t> in, uint64_t limit,
                                     uint64_t* total) {
  const auto& outSizes = d.OutputTensor.sizes;
  std::vector<Preimage> dims;
  for (size_t k = 0; k < in.size(); ++k) {
    Preimage p;
    p.add(residueClass(in[k], d.InputTensor.sizes[k], 0, outSizes[k]));
    dims.push_back(p);
  }
  return product(0, dims, outSizes, limit, total);
}

}  // namespace

template <>
const OperatorRules& rulesFor<TileDesc>() {
  static const OperatorRules rules{&kSchema,
                                   defaultTile,
                                   onDesc<TileDesc, deriveTile>,
                                   onDesc<TileDesc, tileSource>,
                                   onDesc<TileDesc, explainTile>,
                                   onDesc<TileDesc, validateTileRules>,
                                   onDesc<TileDesc, tileFedBy>,
                                   kSupport};
  return rules;
}

}  // namespace dmlscope::detail
