// DML_TILE: output size Sizes × Repeats, index i_k = o_k mod InputTensor.Sizes[k], and its rules.
#include "operators/operator_rules.h"

#include <fmt/format.h>

namespace dmlscope::detail {

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

std::optional<uint32_t> tileSource(const TileDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in) {
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

std::optional<uint32_t> explainTile(const TileDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in,
                                    StepList& steps) {
  for (uint32_t k = 0; k < o.size(); ++k) {
    const uint32_t n = d.InputTensor.sizes[k];
    in[k] = o[k] % n;
    steps.add(k, k, "explain.tile", {k, o[k], n, in[k]});
  }
  return 0;
}

}  // namespace dmlscope::detail
