// Private interface between validation/operators.cpp and the one-file-per-operator rules.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/explanation.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/index_map.h"
#include "dmlscope/operators.h"

namespace dmlscope::detail {

inline constexpr uint32_t kMaxJoinInputs = kMaxSourceInputs;

using DerivedSizes = std::vector<std::optional<std::vector<uint32_t>>>;

// Collects diagnostics for one validation run.
struct ValidationContext {
  FeatureLevel level;
  std::vector<Diagnostic>& out;

  Diagnostic& add(std::string field, std::string id, std::vector<std::string> args);
  // The same, marking the diagnostic as concerning dimension `dim` of tensor `tensorField` (for the grids).
  Diagnostic& addForDimension(std::string field, std::string tensorField, uint32_t dim, std::string id,
                              std::vector<std::string> args);
};

// A tensor whose sizes formulas can use: 1 to 8 dimensions, none of size 0, DimensionCount consistent.
bool usableSizes(const TensorDesc& t);

// Checks OutputTensor-like `field`.Sizes[dim] against a formula's value; `formula` reads like
// "InputTensor.Sizes[3] × Repeats[3]". Reports operator.size-overflow when the value exceeds 32 bits.
void checkDerivedSize(ValidationContext& ctx, const std::string& field, const TensorDesc& tensor, uint32_t dim,
                      uint64_t expected, const std::string& formula);

// Reports operator.count-mismatch when an explicit count field disagrees with its array's length.
void checkCount(ValidationContext& ctx, const char* countField, std::optional<uint32_t> count, const char* arrayField,
                size_t arrayLength);

// std::to_string for the argument lists.
std::string str(uint64_t v);

// Per operator: derived output sizes, the index formula, and the operator's own rules (the tensor-wide
// rules, data types, ranks and support tables are validation.cpp's).
DerivedSizes deriveTile(const TileDesc& d);
DerivedSizes derivePadding(const PaddingDesc& d);
DerivedSizes deriveDepthToSpace(const DepthToSpace1Desc& d);
DerivedSizes deriveSplit(const SplitDesc& d);
DerivedSizes deriveJoin(const JoinDesc& d);

std::optional<uint32_t> tileSource(const TileDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in);
std::optional<uint32_t> paddingSource(const PaddingDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in);
std::optional<uint32_t> depthToSpaceSource(const DepthToSpace1Desc& d, std::span<const uint32_t> o,
                                           std::span<uint32_t> in);
std::optional<uint32_t> splitSource(const SplitDesc& d, uint32_t output, std::span<const uint32_t> o,
                                    std::span<uint32_t> in);
std::optional<uint32_t> joinSource(const JoinDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in);

// Collects the steps of one explanation (explanation.h).
struct StepList {
  std::vector<ExplanationStep>& steps;

  // A step whose arguments are all integers: `numbers` rendered as {0}, {1}, ...
  void add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
           std::vector<int64_t> numbers);
  // A step with text arguments (field names, sums written out) besides its numbers.
  void add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
           std::vector<std::string> args, std::vector<int64_t> numbers);
};

// Per operator, the index formula once more, step by step: writes the source's coordinates into `in` and
// returns the source input (nothing for a padding constant), exactly as the *Source functions above do, and
// appends one or more steps per dimension.
std::optional<uint32_t> explainTile(const TileDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in,
                                    StepList& steps);
std::optional<uint32_t> explainPadding(const PaddingDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in,
                                       StepList& steps);
std::optional<uint32_t> explainDepthToSpace(const DepthToSpace1Desc& d, std::span<const uint32_t> o,
                                            std::span<uint32_t> in, StepList& steps);
std::optional<uint32_t> explainSplit(const SplitDesc& d, uint32_t output, std::span<const uint32_t> o,
                                     std::span<uint32_t> in, StepList& steps);
std::optional<uint32_t> explainJoin(const JoinDesc& d, std::span<const uint32_t> o, std::span<uint32_t> in,
                                    StepList& steps);

void validateTileRules(const TileDesc& d, ValidationContext& ctx);
void validatePaddingRules(const PaddingDesc& d, ValidationContext& ctx);
void validateDepthToSpaceRules(const DepthToSpace1Desc& d, ValidationContext& ctx);
void validateSplitRules(const SplitDesc& d, ValidationContext& ctx);
void validateJoinRules(const JoinDesc& d, ValidationContext& ctx);

}  // namespace dmlscope::detail
