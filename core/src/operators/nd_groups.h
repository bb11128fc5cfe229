// The dimension groups DML_GATHER_ND1 and DML_SCATTER_ND share. Every tensor has the same R dimensions, right-
// aligned; of those, the last InputDimensionCount of InputTensor and the last IndicesDimensionCount of
// IndicesTensor are meaningful (the ones before are 1s), and the first BatchDimensionCount meaningful ones of
// each are batches (SCATTER_ND has none). IndicesTensor's last dimension holds the index tuples: each of its T
// values addresses one InputTensor dimension after the batches. So, with the "full" coordinate of an output
// (GATHER_ND1) or update (SCATTER_ND) element being
//     batch (B) ++ array (IndicesTensor's meaningful dimensions between the batches and the tuple) ++
//     remainder (InputTensor's meaningful dimensions after the batches and the T indexed ones),
// the element's index tuple is IndicesTensor[1s, batch, array, 0..T-1], and its input element is
// InputTensor[1s, batch, the tuple's T positions, remainder].
//
// The pages' size formula takes InputTensor's trailing InputTensor.DimensionCount − T sizes as the remainder,
// which contradicts both pages' own example ({3,4,5,6,7} with 3-tuples gives {6,7}, not {5,6,7}); the examples
// are followed here (README lists it).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/index_values.h"
#include "dmlscope/tensor.h"
#include "operators/operator_rules.h"

namespace dmlscope::detail {

struct NdGroups {
  uint32_t rank = 0;          // R
  uint32_t batch = 0;         // B
  uint32_t tuple = 0;         // T: IndicesTensor.Sizes[R - 1]
  uint32_t inputFirst = 0;    // R - InputDimensionCount: InputTensor's first meaningful dimension
  uint32_t indicesFirst = 0;  // R - IndicesDimensionCount

  uint32_t indexedFirst() const { return inputFirst + batch; }           // InputTensor's first indexed dimension
  uint32_t remainderFirst() const { return inputFirst + batch + tuple; }
  uint32_t remainderCount() const { return rank - remainderFirst(); }
  uint32_t arrayFirst() const { return indicesFirst + batch; }           // IndicesTensor's first array dimension
  uint32_t arrayCount() const { return rank - 1 - arrayFirst(); }
  uint32_t fullLength() const { return batch + arrayCount() + remainderCount(); }
};

// The groups, or nothing where the counts do not describe a split (validation names which).
inline std::optional<NdGroups> ndGroups(const TensorDesc& input, const TensorDesc& indices, uint32_t inputDims,
                                        uint32_t indicesDims, uint32_t batchDims) {
  const auto rank = static_cast<uint32_t>(input.sizes.size());
  if (rank == 0 || indices.sizes.size() != rank || inputDims < 1 || inputDims > rank || indicesDims < 1 ||
      indicesDims > rank || batchDims + 1 > indicesDims || batchDims > inputDims)
    return std::nullopt;
  NdGroups g{rank, batchDims, indices.sizes[rank - 1], rank - inputDims, rank - indicesDims};
  if (g.tuple > inputDims - batchDims) return std::nullopt;
  return g;
}

// Each nd desc's groups, the one place that says which count fields make them: GATHER_ND (the first version) and
// SCATTER_ND have no batches.
inline uint32_t batchCountOf(const GatherNd1Desc& d) { return d.BatchDimensionCount; }
inline uint32_t batchCountOf(const GatherNdDesc&) { return 0; }
inline uint32_t batchCountOf(const ScatterNdDesc&) { return 0; }

template <class D>
std::optional<NdGroups> ndGroupsOf(const D& d) {
  return ndGroups(d.InputTensor, d.IndicesTensor, d.InputDimensionCount, d.IndicesDimensionCount, batchCountOf(d));
}

// The full sizes: batch (IndicesTensor's) ++ array ++ remainder.
inline std::vector<uint32_t> ndFullSizes(const NdGroups& g, const TensorDesc& input, const TensorDesc& indices) {
  std::vector<uint32_t> full;
  for (uint32_t k = 0; k < g.batch; ++k) full.push_back(indices.sizes[g.indicesFirst + k]);
  for (uint32_t a = 0; a < g.arrayCount(); ++a) full.push_back(indices.sizes[g.arrayFirst() + a]);
  for (uint32_t r = 0; r < g.remainderCount(); ++r) full.push_back(input.sizes[g.remainderFirst() + r]);
  return full;
}

// The full coordinate's entry m of an R-dimension coordinate `o` holding it right-aligned (entries cropped in
// front are 0; a coordinate with fewer entries than R has leading 0s in o).
inline uint32_t ndFullEntry(const NdGroups& g, std::span<const uint32_t> o, uint32_t m) {
  const int64_t k = int64_t{m} + g.rank - g.fullLength();
  return k >= 0 ? o[static_cast<size_t>(k)] : 0;
}

// The dimension of `o` (R entries) that holds full entry m, if any.
inline std::optional<uint32_t> ndDimensionOf(const NdGroups& g, uint32_t m) {
  const int64_t k = int64_t{m} + g.rank - g.fullLength();
  if (k < 0) return std::nullopt;
  return static_cast<uint32_t>(k);
}

// IndicesTensor's cell holding tuple entry t of the element at full coordinate of `o`.
inline std::array<uint32_t, kMaxDimensions> ndTupleCell(const NdGroups& g, std::span<const uint32_t> o, uint32_t t) {
  std::array<uint32_t, kMaxDimensions> cell{};
  for (uint32_t k = 0; k < g.batch; ++k) cell[g.indicesFirst + k] = ndFullEntry(g, o, k);
  for (uint32_t a = 0; a < g.arrayCount(); ++a) cell[g.arrayFirst() + a] = ndFullEntry(g, o, g.batch + a);
  cell[g.rank - 1] = t;
  return cell;
}

// The InputTensor dimension that IndicesTensor `cell` addresses: tuple entry t (the cell's last coordinate)
// addresses the t-th dimension after the batches.
inline uint32_t ndIndexedDimension(const NdGroups& g, std::span<const uint32_t> cell) {
  return g.indexedFirst() + cell[g.rank - 1];
}

// ---- defined in gather_nd.cpp, shared with scatter_nd.cpp

// `full` right-aligned into `rank` dimensions: leading 1s prepended, or leading entries cropped (which must be 1s).
std::optional<std::vector<uint32_t>> ndAlignedSizes(std::vector<uint32_t> full, size_t rank);

// The counts' ranges, the 1s before the meaningful dimensions, the tuple size and the batch sizes, each error
// naming its field. `hasBatchField`: GATHER_ND1 (SCATTER_ND passes a batch count of 0 and no field).
void validateNdGroups(ValidationContext& ctx, const TensorDesc& input, const TensorDesc& indices, uint32_t inputDims,
                      uint32_t indicesDims, uint32_t batchDims, bool hasBatchField);

// `field` (OutputTensor of GATHER_ND1, UpdatesTensor of SCATTER_ND) against the full sizes, right-aligned.
void checkNdSizes(ValidationContext& ctx, const char* field, const TensorDesc& tensor, const NdGroups& g,
                  const TensorDesc& input, const TensorDesc& indices);

// Tuple entry t at IndicesTensor `cell` as a coordinate along its InputTensor dimension, with the
// explanation's steps (when given) for operator `op`; the step's message `stepId` names the tensor whose
// dimension it picks (GatherND1 reads InputTensor's: explain.nd-index; ScatterND writes OutputTensor's:
// explain.nd-target; both have the same sizes there).
uint32_t ndIndexedCoordinate(const NdGroups& g, const TensorDesc& input, const IndexValues& values,
                             std::span<const uint32_t> cell, uint32_t t, const char* op, StepList* steps,
                             const char* stepId = "explain.nd-index");

// A warning for every tuple value outside its dimension.
void warnNdTuplesOutside(const NdGroups& g, const TensorDesc& input, const TensorDesc& indices,
                         const IndexValues& values, IndexWarnings& warnings);

}  // namespace dmlscope::detail
