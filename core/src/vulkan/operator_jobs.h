// How each operator becomes GPU work: which shader copies which box of which output from which input, with
// which operator arguments, and which input coordinates a box can read (for binding part of a large input).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/result.h"
#include "dmlscope/tensor.h"
#include "embedded_shaders.h"
#include "shader_params.h"

namespace dmlscope::vulkan {

// A box of output coordinates: lo[k] .. lo[k] + extent[k] - 1 in each of `rank` dimensions.
struct Box {
  uint32_t rank = 0;
  std::array<uint32_t, kMaxDimensions> lo{};
  std::array<uint32_t, kMaxDimensions> extent{};
  uint64_t elements() const;
};

// Inclusive range of coordinates.
struct Interval {
  uint32_t lo = 0;
  uint32_t hi = 0;
};
using SourceBounds = std::array<Interval, kMaxDimensions>;

// Tensors seen another way for one job: other ranks, sizes and strides over the same buffers. The job's box,
// its shader's coordinates and its map positions are then in the view's dimensions.
struct JobView {
  TensorLayout input;
  TensorLayout output;
  std::vector<uint64_t> mapStrides;   // where each view coordinate moves in the index map (output positions)
  std::vector<uint64_t> inputLinear;  // where it moves in the input's row-major numbering (the map's values)
};

// The IndicesTensor type as the index shaders read it (P.indexType, shaders/indices.glsl).
enum class IndexType : uint32_t { UInt32 = 0, Int32 = 1, UInt64 = 2, Int64 = 3 };

// One shader's worth of an operator: the elements of output `output` inside `box` all come from input
// `input` (or are padding).
struct Job {
  ShaderId shader = ShaderId::Tile;
  uint32_t variant = 0;  // VARIANT: the padding mode or the depth-to-space order
  uint32_t input = 0;
  uint32_t output = 0;
  Box box;
  PerDimension opArg{};
  uint64_t paddingBits = 0;
  std::optional<JobView> view;  // absent: the box and the shader see the operator's own tensors
  PerDimension opStep{};        // Slice: each dimension's signed step, as its bits; gathers: IndicesTensor steps
  // Scatter: UpdatesTensor's strides, row-major strides and sizes (its third input, bound whole).
  PerDimension auxStride{};
  PerDimension auxLinear{};
  PerDimension auxSize{};
  IndexType indexType = IndexType::UInt32;  // gathers and scatters
  uint32_t tupleSize = 1;                   // gather.comp, scatter_nd.comp: index values per tuple
  uint32_t tupleStep = 0;                   //   and IndicesTensor's stride between them
  uint32_t parts = 0;  // Split and Join: every part in this one job (allPartsJob); 0: one part, the usual way
};

// What an operator's jobs are made from: the valid descriptor and its tensors' layouts in slot order.
struct JobContext {
  const OperatorDesc& desc;
  const std::vector<TensorLayout>& inputs;
  const std::vector<TensorLayout>& outputs;
};

// Each operator's jobs, found through the operator list the way its rules are: declared here for every
// operator of DMLSCOPE_OPERATORS and defined in operator_jobs.cpp, so that an operator without them does not
// link (the missing jobsFor names its desc). Nothing: the GPU backend deliberately does not run the operator.
#define DMLSCOPE_OPERATOR_JOBS(name, desc, value) \
  std::optional<std::vector<Job>> jobsFor(const desc& d, const JobContext& context);
DMLSCOPE_OPERATORS(DMLSCOPE_OPERATOR_JOBS)
#undef DMLSCOPE_OPERATOR_JOBS

// The jobs of a valid descriptor: one for Tile, Padding, DepthToSpace1 and SpaceToDepth1, one per output for
// Split, one per input for Join, one for Identity (the split shader as a plain copy, or the tiled transpose
// where the input is contiguous along another dimension than the output's rows), Slice and Slice1, one for
// each gather and scatter. An operator whose jobsFor refuses it: run.operator-unsupported naming it.
Result<std::vector<Job>> operatorJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                      const std::vector<TensorLayout>& outputs);

// Whether `layout`'s strides are its sizes' row-major ones (no gaps, no broadcast, no reordering).
bool isPacked(const TensorLayout& layout);

// Row-major strides of `sizes` in elements: where each coordinate moves in an index-map position or in an
// input's element numbering.
std::vector<uint64_t> rowMajorStrides(const std::vector<uint32_t>& sizes);

// The same work walked in another order for the L2 cache's sake, for an operator whose usual walk reads the
// same input sectors from far-apart rows (SPACE_TO_DEPTH: the B column phases of an input row); the planner
// takes them where they need no more dispatches than the usual jobs. Nothing for the other operators.
std::optional<std::vector<Job>> cacheOrderJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                               const std::vector<TensorLayout>& outputs);

// Jobs that read their input in contiguous runs, at the price of slower strided stores, for an operator whose
// usual jobs need reads too far apart to share one window when its input spans several (see planRun);
// nothing where the usual jobs already read contiguously. DEPTH_COLUMN_ROW: each output row reads B input
// channel groups OC channels apart; seen as a copy from (N, BY, BX, OC, H, W) views of both tensors, each box
// of fixed (n, by, bx) reads one contiguous channel group.
std::optional<std::vector<Job>> contiguousReadJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                                   const std::vector<TensorLayout>& outputs);

// SPLIT and JOIN as one job over every part (shaders/parts.glsl): a copy over a two-dimensional view of the whole
// tensor (the dimensions before Axis; Axis and those after it), each row the parts' rows side by side, the
// parts' runs along it in auxStride (starts) and auxSize (lengths), JOIN's inputs' first narrow-map entry numbers
// in auxLinear, and the row length with its fastDiv divisor in opArg[2..4]. Nothing where that view does not
// hold or the shaders could not keep whole vectors: a tensor not packed, fewer than 2 or more than kMaxParts
// parts, a part's run not a whole number of 16-byte vectors, or 2^32 elements or more. The planner takes it
// where the parts' tensors each fit one window (they are bound whole in the window slots).
std::optional<Job> allPartsJob(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                               const std::vector<TensorLayout>& outputs);

// Per dimension, a range holding every input coordinate the job's shader reads for the output elements in
// `box` (a sub-box of job.box); it may be wider than needed. Nothing when the whole box is padding.
std::optional<SourceBounds> sourceBounds(const Job& job, const Box& box, const TensorLayout& input);

}  // namespace dmlscope::vulkan
