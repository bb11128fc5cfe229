// Private interface between the operator-wide code (validation, explanations, slots, files) and the
// one-file-per-operator rules: each operator's file fills one OperatorRules, and the registry
// (operator_registry.cpp) finds it by type.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/explanation.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/index_map.h"
#include "dmlscope/index_values.h"
#include "dmlscope/inverse_map.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"
#include "operators/field_help.h"
#include "support_tables.h"

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

// Collects the steps of one explanation (explanation.h).
struct StepList {
  std::vector<ExplanationStep>& steps;

  // A step whose arguments are all integers: `numbers` rendered as {0}, {1}, ...
  void add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
           std::vector<int64_t> numbers);
  // A step with text arguments (field names, sums written out) besides its numbers.
  void add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
           std::vector<std::string> args, std::vector<int64_t> numbers);
  // A step with text arguments first ({0}.. are `texts`) and the numbers after them.
  void addWithText(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
                   std::vector<std::string> texts, std::vector<int64_t> numbers);
  // "InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1": one step per run of consecutive `dims`
  // (ascending) of `tensor`, all of size 1. A lone dimension of the source is the step's sourceDimension; a run
  // names its first and last in `numbers`.
  void addSizeOne(const std::string& tensor, std::span<const uint32_t> dims, bool isSource);
};

// Calls visit(element, coordinates) for every element of a tensor of `sizes` (1 to 8 dimensions, none 0), in
// row-major order: an odometer instead of a division per element.
template <class Visit>
void forEachElement(std::span<const uint32_t> sizes, Visit visit) {
  const auto rank = static_cast<uint32_t>(sizes.size());
  uint64_t count = 1;
  for (uint32_t s : sizes) count *= s;  // valid sizes: the product was checked by validation
  std::array<uint32_t, kMaxDimensions> coords{};
  for (uint64_t e = 0; e < count; ++e) {
    visit(e, std::span<const uint32_t>{coords.data(), rank});
    for (uint32_t k = rank; k-- > 0;) {
      if (++coords[k] < sizes[k]) break;
      coords[k] = 0;
    }
  }
}

// The rules the gathers and scatters share (gather.cpp): Axis below the tensors' rank, and IndicesTensor of
// InputTensor's sizes in every dimension but Axis (GATHER_ELEMENTS, SCATTER).
void checkIndexAxis(ValidationContext& ctx, uint32_t axis, size_t rank);
void checkIndicesMatchInput(ValidationContext& ctx, const TensorDesc& input, const TensorDesc& indices, uint32_t axis);
// The scatters' output element that no update reaches: the input's element at the same coordinates, with the
// explanation's steps when given, ending in step `whyId` (with `whyTexts`, then `whyNumbers`), which says why no
// update lands there (scatter.cpp). Returns the input slot, 0.
uint32_t keepInputElement(std::span<const uint32_t> o, std::span<uint32_t> in, StepList* steps, const char* whyId = nullptr,
                          std::vector<std::string> whyTexts = {}, std::vector<int64_t> whyNumbers = {});

// DML_DEPTH_SPACE_ORDER's names (depth_to_space.cpp), which SpaceToDepth1's Order shares.
extern const EnumNames kDepthSpaceOrderNames;
// The rules DepthToSpace1 and SpaceToDepth1 share: BlockSize not 0, Order one of DML_DEPTH_SPACE_ORDER's values.
void validateBlockSizeAndOrder(uint32_t blockSize, DepthSpaceOrder order, ValidationContext& ctx);

// A tensor of `type` and `sizes`, for default descs.
TensorDesc tensorOf(DataType type, std::vector<uint32_t> sizes);

struct IndexWarnings;

// Everything about one operator, in its own file: its field table, the desc the GUI starts from, its derived
// output sizes, its index formula (once plainly, once step by step for explanations, once inverted), its own
// validation rules (the tensor-wide rules, data types, ranks and support tables are validation.cpp's) and its
// support table.
struct OperatorRules {
  const OperatorSchema* schema;
  // The example-like desc the GUI starts from.
  OperatorDesc (*makeDefault)();
  DerivedSizes (*derive)(const OperatorDesc&);
  // For output `output` at `o`: writes the source's coordinates into `in`, returns the source input, or
  // nothing for a padding constant. The desc must be valid.
  std::optional<uint32_t> (*source)(const OperatorDesc&, uint32_t output, std::span<const uint32_t> o,
                                    std::span<uint32_t> in);
  // The same formula, appending one or more steps per dimension; it must agree with `source`.
  std::optional<uint32_t> (*explain)(const OperatorDesc&, uint32_t output, std::span<const uint32_t> o,
                                     std::span<uint32_t> in, StepList& steps);
  void (*validate)(const OperatorDesc&, ValidationContext& ctx);
  // The output elements input `input` at `in` feeds (inverse_map.h), the first `limit` of them.
  std::vector<OutputElement> (*fedBy)(const OperatorDesc&, uint32_t input, std::span<const uint32_t> in,
                                      uint64_t limit, uint64_t* total);
  // The reference page's tensor support table, newest row first.
  std::span<const SupportRow> support;
  // Gathers and scatters, whose formula reads IndicesTensor's values: `source` and `explain` through those
  // values, writing the index cell that chose the source into `*via` (never null). These operators leave
  // `source`, `explain` and `fedBy` above null: sourceOf and the explanations call these instead (with
  // IndexValues::none() where the caller has no buffers), and outputsFedBy scans the outputs. Null for the others.
  std::optional<uint32_t> (*sourceThrough)(const OperatorDesc&, const IndexValues&, uint32_t output,
                                           std::span<const uint32_t> o, std::span<uint32_t> in,
                                           std::optional<Source>* via) = nullptr;
  std::optional<uint32_t> (*explainThrough)(const OperatorDesc&, const IndexValues&, uint32_t output,
                                            std::span<const uint32_t> o, std::span<uint32_t> in,
                                            std::optional<Source>* via, StepList& steps) = nullptr;
  // Warns about each index value whose result DirectML leaves undefined (index_values.h).
  void (*checkIndices)(const OperatorDesc&, const IndexValues&, IndexWarnings&) = nullptr;
  // Scatters: per output element 1 + the update written there last, 0 for none (IndexValues::updateFor).
  std::vector<uint64_t> (*lastUpdates)(const OperatorDesc&, const IndexValues&) = nullptr;
  // Scatters: the most updates that may land on one output element (candidateUpdates, index_values.h).
  uint64_t (*candidateUpdates)(const OperatorDesc&) = nullptr;
  // Gathers and scatters: the InputTensor dimension that the value at IndicesTensor `cell` addresses, whose
  // size bounds it. One answer for two readers, checkIndices' out-of-range warnings and defaultSession's
  // in-range indices, so that no operator's default opens with warnings. The desc must be valid.
  uint32_t (*indexedDimension)(const OperatorDesc&, std::span<const uint32_t> cell) = nullptr;
};

// Collects the warnings about undefined index values (index_values.h), counting past `limit`.
struct IndexWarnings {
  size_t limit;
  uint64_t total = 0;
  std::vector<Diagnostic> out;

  void add(const std::string& tensorField, std::span<const uint32_t> cell, std::string id, std::vector<std::string> args);
  // "IndicesTensor[0, 2]: 7 is outside 0..4 on axis 1"
  void outsideAxis(const std::string& tensorField, std::span<const uint32_t> cell, int64_t value, uint32_t size,
                   bool isSigned, uint32_t axis);
};

// ---- the gathers' and scatters' index values (gather.cpp)

// The value at IndicesTensor `cell` as a position along input dimension `dim` of `size` (resolveIndex); the
// steps, when given, say how a negative or outside value was resolved.
uint32_t indexAt(const IndexValues& values, std::span<const uint32_t> cell, uint32_t size, uint32_t dim, StepList* steps);

// The indexedDimension of the operators whose every index addresses Axis (GATHER, GATHER_ELEMENTS, SCATTER).
template <class D>
uint32_t axisIndexedDimension(const D& d, std::span<const uint32_t>) {
  return d.Axis;
}

// A warning for each IndicesTensor cell whose value lies outside the InputTensor dimension `dimOf(cell)`.
template <class DimOf>
void warnIndicesOutside(const TensorDesc& indices, const TensorDesc& input, const IndexValues& values, DimOf dimOf,
                        IndexWarnings& warnings) {
  const bool isSigned = values.isSigned(1);
  forEachElement(indices.sizes, [&](uint64_t, std::span<const uint32_t> cell) {
    const uint32_t dim = dimOf(cell);
    const int64_t value = values.value(1, cell);
    if (!resolveIndex(value, input.sizes[dim], isSigned).inRange)
      warnings.outsideAxis("IndicesTensor", cell, value, input.sizes[dim], isSigned, dim);
  });
}

// A per-operator function F(const D&, args...) as the OperatorRules entry over OperatorDesc.
template <class D, auto F>
constexpr auto onDesc = [](const OperatorDesc& d, auto... args) { return F(std::get<D>(d), args...); };

// Defined in each operator's file.
template <class D>
const OperatorRules& rulesFor();

const OperatorRules& rulesOf(OperatorType type);
const OperatorRules& rulesOf(const OperatorDesc& desc);

}  // namespace dmlscope::detail
