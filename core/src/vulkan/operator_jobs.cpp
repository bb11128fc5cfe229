// How each operator becomes GPU work (see operator_jobs.h). The index formulas themselves live in the
// shaders; here only which shader runs over which box, and conservative bounds of what a box reads.
#include "operator_jobs.h"

#include <algorithm>
#include <array>
#include <bit>

#include "dmlscope/element.h"
#include "operators/depth_space_index.h"
#include "operators/nd_groups.h"
#include "operators/padding_index.h"
#include "operator_refusal.h"
#include "operators/strided_copy.h"

namespace dmlscope::vulkan {
namespace {

using detail::NdGroups;
using detail::ndDimensionOf;

Box wholeBox(const TensorLayout& layout) {
  Box box;
  box.rank = layout.rank();
  for (uint32_t k = 0; k < box.rank; ++k) box.extent[k] = layout.sizes[k];
  return box;
}

Interval full(const TensorLayout& input, uint32_t k) { return {0, input.sizes[k] - 1}; }

// The output range [lo, hi] of dimension k shifted by `delta` (same size on both sides of the shift).
Interval shifted(const Box& box, uint32_t k, int64_t delta) {
  const int64_t lo = int64_t{box.lo[k]} + delta;
  return {static_cast<uint32_t>(lo), static_cast<uint32_t>(lo + box.extent[k] - 1)};
}

// The values of v mod b for v in [lo, hi].
Interval residues(uint64_t lo, uint64_t hi, uint32_t b) {
  if (hi - lo + 1 >= b || lo % b > hi % b) return {0, b - 1};
  return {static_cast<uint32_t>(lo % b), static_cast<uint32_t>(hi % b)};
}

// The input coordinates of dimension k that SpaceToDepth1's output box reads: output channel c' splits into
// (c, by, bx) by one division (D: C in DEPTH_COLUMN_ROW, B·B in COLUMN_ROW_DEPTH), and rows and columns read
// y·B + by and x·B + bx. A box inside one quotient of c' reads a contiguous range of the remainder.
Interval spaceToDepthBounds(const Job& job, const Box& box, const TensorLayout& input, uint32_t k) {
  const uint64_t block = job.opArg[0];
  const uint64_t divisor = job.opArg[3];
  const bool dcr = job.variant == static_cast<uint32_t>(DepthSpaceOrder::DepthColumnRow);
  const uint64_t cLo = box.lo[1], cHi = cLo + box.extent[1] - 1;
  const bool oneQuotient = cLo / divisor == cHi / divisor;
  // The block offsets (by·B + bx) the box's channels reach, as an interval.
  Interval blocks{0, static_cast<uint32_t>(block * block - 1)};
  if (dcr) blocks = {static_cast<uint32_t>(cLo / divisor), static_cast<uint32_t>(cHi / divisor)};
  else blocks = residues(cLo, cHi, static_cast<uint32_t>(divisor));
  const uint64_t lo = box.lo[k], hi = lo + box.extent[k] - 1;
  switch (k) {
    case 1:
      if (!dcr) return {static_cast<uint32_t>(cLo / divisor), static_cast<uint32_t>(cHi / divisor)};
      return oneQuotient ? Interval{static_cast<uint32_t>(cLo % divisor), static_cast<uint32_t>(cHi % divisor)}
                         : full(input, k);
    case 2:  // by = block / B grows with the block
      return {static_cast<uint32_t>(lo * block + blocks.lo / block), static_cast<uint32_t>(hi * block + blocks.hi / block)};
    case 3: {  // bx = block mod B: all of [0, B) unless the blocks stay in one block row
      Interval bx{0, static_cast<uint32_t>(block - 1)};
      if (blocks.lo / block == blocks.hi / block) bx = {static_cast<uint32_t>(blocks.lo % block), static_cast<uint32_t>(blocks.hi % block)};
      return {static_cast<uint32_t>(lo * block + bx.lo), static_cast<uint32_t>(hi * block + bx.hi)};
    }
    default:
      return {static_cast<uint32_t>(lo), static_cast<uint32_t>(hi)};
  }
}

IndexType indexTypeOf(DataType type) {
  switch (type) {
    case DataType::Int32: return IndexType::Int32;
    case DataType::UInt64: return IndexType::UInt64;
    case DataType::Int64: return IndexType::Int64;
    default: return IndexType::UInt32;  // validation allows only the four index types
  }
}

// Which input dimension and which IndicesTensor dimension each output dimension's coordinate is copied into
// (-1: none), and the input dimensions an index tuple chooses: `tuple` of them from `firstIndexed`.
struct GatherDims {
  std::array<int32_t, kMaxDimensions> input{};
  std::array<int32_t, kMaxDimensions> indices{};
  uint32_t firstIndexed = 0;
  uint32_t tuple = 1;
};

// DML_GATHER (see core/src/operators/gather.cpp): output coordinate j is entry m = j + IndexDimensions - 1 of
// the full coordinate, which lists the input's dimensions before Axis, then the indices' last IndexDimensions,
// then the input's after Axis; m < 0 is a leading 1 the output prepends.
GatherDims gatherDims(const GatherDesc& d, uint32_t rank) {
  GatherDims dims;
  dims.input.fill(-1);
  dims.indices.fill(-1);
  dims.firstIndexed = d.Axis;
  const int32_t axis = static_cast<int32_t>(d.Axis), id = static_cast<int32_t>(d.IndexDimensions);
  for (int32_t j = 0; j < static_cast<int32_t>(rank); ++j) {
    const int32_t m = j + id - 1;
    if (m < 0) continue;
    if (m < axis) dims.input[j] = m;
    else if (m < axis + id) dims.indices[j] = static_cast<int32_t>(rank) - id + (m - axis);
    else dims.input[j] = m - id + 1;
  }
  return dims;
}

// DML_GATHER_ELEMENTS: the index cell is the output coordinate, and so is the input's off Axis.
GatherDims gatherElementsDims(uint32_t axis, uint32_t rank) {
  GatherDims dims;
  dims.input.fill(-1);
  dims.indices.fill(-1);
  dims.firstIndexed = axis;
  for (uint32_t j = 0; j < rank; ++j) {
    dims.input[j] = j == axis ? -1 : static_cast<int32_t>(j);
    dims.indices[j] = static_cast<int32_t>(j);
  }
  return dims;
}

// DML_GATHER_ND1 (nd_groups.h): the full coordinate's batch entries copy into both tensors' batch dimensions,
// its array entries into IndicesTensor's, its remainder entries into InputTensor's remainder.
GatherDims gatherNdDims(const NdGroups& g) {
  GatherDims dims;
  dims.input.fill(-1);
  dims.indices.fill(-1);
  dims.firstIndexed = g.indexedFirst();
  dims.tuple = g.tuple;
  for (uint32_t m = 0; m < g.fullLength(); ++m) {
    const auto j = ndDimensionOf(g, m);
    if (!j) continue;
    if (m < g.batch) {
      dims.input[*j] = static_cast<int32_t>(g.inputFirst + m);
      dims.indices[*j] = static_cast<int32_t>(g.indicesFirst + m);
    } else if (m < g.batch + g.arrayCount()) {
      dims.indices[*j] = static_cast<int32_t>(g.arrayFirst() + m - g.batch);
    } else {
      dims.input[*j] = static_cast<int32_t>(g.remainderFirst() + m - g.batch - g.arrayCount());
    }
  }
  return dims;
}

// The gathers as gather.comp sees them: the input through a view whose strides are per output dimension, the
// index steps in opStep, and the input dimensions the index tuple chooses in the aux arrays and opArg.
Job gatherJob(const TensorLayout& in, const TensorLayout& indices, const TensorLayout& out, const GatherDims& dims) {
  const uint32_t rank = out.rank();
  const std::vector<uint64_t> inLinear = rowMajorStrides(in.sizes);
  JobView view{in, out, rowMajorStrides(out.sizes), std::vector<uint64_t>(rank, 0)};
  view.input.sizes = out.sizes;
  view.input.strides.assign(rank, 0);
  Job job{ShaderId::Gather, 0, 0, 0, wholeBox(out), {}, 0, std::nullopt};
  job.indexType = indexTypeOf(indices.dataType);
  for (uint32_t j = 0; j < rank; ++j) {
    if (dims.input[j] >= 0) {
      view.input.strides[j] = in.strides[dims.input[j]];
      view.inputLinear[j] = inLinear[dims.input[j]];
    }
    if (dims.indices[j] >= 0) job.opStep[j] = indices.strides[dims.indices[j]];
  }
  job.tupleSize = dims.tuple;
  job.tupleStep = indices.strides[rank - 1];
  for (uint32_t t = 0; t < dims.tuple; ++t) {
    const uint32_t k = dims.firstIndexed + t;
    job.auxSize[t] = in.sizes[k];
    job.auxStride[t] = in.strides[k];
    job.auxLinear[t] = static_cast<uint32_t>(inLinear[k]);
    job.opArg[t] = static_cast<uint32_t>(inLinear[k] >> 32);
  }
  job.view = std::move(view);
  return job;
}

// DML_SCATTER: scatter.comp reads the input at the output's coordinates and the indices and updates beside it.
Job scatterJob(const ScatterDesc& d, const TensorLayout& indices, const TensorLayout& updates, const TensorLayout& out) {
  Job job{ShaderId::Scatter, 0, 0, 0, wholeBox(out), {}, 0, std::nullopt};
  job.indexType = indexTypeOf(indices.dataType);
  job.opArg[0] = d.Axis;
  job.opArg[1] = out.sizes[d.Axis];
  // The planner refuses UpdatesTensor at 2^32 elements or more, so its row-major strides fit 32 bits.
  const std::vector<uint64_t> updatesLinear = rowMajorStrides(updates.sizes);
  for (uint32_t k = 0; k < out.rank(); ++k) {
    job.opStep[k] = indices.strides[k];
    job.auxStride[k] = updates.strides[k];
    job.auxLinear[k] = static_cast<uint32_t>(updatesLinear[k]);
    job.auxSize[k] = updates.sizes[k];
  }
  return job;
}

// DML_SCATTER_ND: scatter_nd.comp reads the input at the output's coordinates and scans the tuples.
Job scatterNdJob(const NdGroups& g, const TensorLayout& indices, const TensorLayout& updates, const TensorLayout& out) {
  Job job{ShaderId::ScatterNd, 0, 0, 0, wholeBox(out), {}, 0, std::nullopt};
  job.indexType = indexTypeOf(indices.dataType);
  // The array entries UpdatesTensor holds: a full coordinate longer than the rank crops leading array entries
  // (of size 1, so always 0; the remainder is never cropped, validation keeps it within the rank).
  const uint32_t cropped = g.fullLength() > g.rank ? g.fullLength() - g.rank : 0;
  job.opArg[0] = g.arrayCount() - cropped;
  job.opArg[1] = g.rank - (g.fullLength() - cropped);  // UpdatesTensor's first array dimension
  job.opArg[2] = g.indexedFirst();
  job.opArg[3] = g.remainderFirst();
  for (uint32_t i = 0; i < job.opArg[0]; ++i) job.opStep[i] = indices.strides[g.arrayFirst() + cropped + i];
  job.tupleSize = g.tuple;
  job.tupleStep = indices.strides[g.rank - 1];
  const std::vector<uint64_t> updatesLinear = rowMajorStrides(updates.sizes);  // below 2^32: the planner checks
  for (uint32_t k = 0; k < out.rank(); ++k) {
    job.auxStride[k] = updates.strides[k];
    job.auxLinear[k] = static_cast<uint32_t>(updatesLinear[k]);
    job.auxSize[k] = updates.sizes[k];
  }
  return job;
}

// The two dimensions a tiled transpose (shaders/transpose.comp) takes, where it pays: X, the innermost
// dimension of more than one element along which the output is contiguous, and J, the innermost other one along
// which the input is, while the input is not contiguous along X (else the split shader reads and writes
// contiguous runs already). Any element size: sub-word elements are packed into whole output words.
struct TransposeDimensions {
  uint32_t j = 0;  // the input's contiguous dimension: the tiles are read along it
  uint32_t x = 0;  // the output's: the tiles are written along it
};
std::optional<TransposeDimensions> transposeDimensions(const TensorLayout& in, const TensorLayout& out) {
  const uint32_t rank = out.rank();
  if (rank < 2 || in.rank() != rank) return std::nullopt;
  std::optional<uint32_t> x;
  for (uint32_t k = rank; k-- > 0 && !x;)
    if (out.strides[k] == 1 && out.sizes[k] > 1) x = k;
  if (!x || in.strides[*x] == 1) return std::nullopt;
  for (uint32_t k = rank; k-- > 0;)
    if (k != *x && in.strides[k] == 1 && out.sizes[k] > 1) return TransposeDimensions{k, *x};
  return std::nullopt;
}

}  // namespace

std::vector<uint64_t> rowMajorStrides(const std::vector<uint32_t>& sizes) {
  std::vector<uint64_t> strides(sizes.size(), 1);
  for (size_t k = sizes.size(); k-- > 1;) strides[k - 1] = strides[k] * sizes[k];
  return strides;
}

uint64_t Box::elements() const {
  uint64_t n = 1;
  for (uint32_t k = 0; k < rank; ++k) n *= extent[k];
  return n;
}

// ---- each operator's jobs (operator_jobs.h: declared for every operator of DMLSCOPE_OPERATORS)

std::optional<std::vector<Job>> jobsFor(const TileDesc&, const JobContext& c) {
  return std::vector<Job>{{ShaderId::Tile, 0, 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt}};
}

namespace {

// PADDING and PADDING1: one job, the mode as VARIANT, StartPadding in opArg, the constant's bits.
template <class D>
std::vector<Job> paddingJobs(const D& d, const JobContext& c) {
  Job job{ShaderId::Padding, static_cast<uint32_t>(d.PaddingMode), 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
  for (uint32_t k = 0; k < d.StartPadding.size() && k < kMaxDimensions; ++k) job.opArg[k] = d.StartPadding[k];
  job.paddingBits = paddingConstantBits(c.desc, c.outputs[0].dataType);
  return {job};
}

// DEPTH_TO_SPACE1 and DEPTH_TO_SPACE (DCR): VARIANT is the order.
std::vector<Job> depthToSpaceJobs(uint32_t blockSize, DepthSpaceOrder order, const JobContext& c) {
  Job job{ShaderId::DepthToSpace, static_cast<uint32_t>(order), 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
  const FastDivisor block = fastDivisor(blockSize);
  job.opArg[0] = blockSize;
  job.opArg[1] = block.multiplier;
  job.opArg[2] = block.shift;
  job.opArg[3] = c.inputs[0].sizes[1] / (blockSize * blockSize);
  return {job};
}

// SPACE_TO_DEPTH1 and SPACE_TO_DEPTH (DCR): VARIANT is the order.
std::vector<Job> spaceToDepthJobs(uint32_t blockSize, DepthSpaceOrder order, const JobContext& c) {
  Job job{ShaderId::SpaceToDepth, static_cast<uint32_t>(order), 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
  // The divisor that takes an output channel apart (depth_space_index.h). Valid: C·B² fits in 32 bits, so C
  // and B² do too.
  const auto channelDivisor = static_cast<uint32_t>(detail::deepChannelDivisor(order, blockSize, c.inputs[0].sizes[1]));
  const FastDivisor block = fastDivisor(blockSize);
  const FastDivisor channel = fastDivisor(channelDivisor);
  job.opArg[0] = blockSize;
  job.opArg[1] = block.multiplier;
  job.opArg[2] = block.shift;
  job.opArg[3] = channelDivisor;
  job.opArg[4] = channel.multiplier;
  job.opArg[5] = channel.shift;
  return {job};
}

// SLICE and SLICE1: VARIANT 1 where the steps are signed (Slice1); SLICE's are unsigned and may exceed 2^31. The
// shader's wrapping arithmetic is the same for both; only sourceBounds reads the sign.
std::vector<Job> sliceJobs(uint32_t isSigned, const JobContext& c) {
  Job job{ShaderId::Slice, isSigned, 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
  const detail::StridedCopy copy = *detail::stridedCopyOf(c.desc);
  for (uint32_t k = 0; k < copy.start.size() && k < kMaxDimensions; ++k) {
    job.opArg[k] = copy.start[k];
    job.opStep[k] = static_cast<uint32_t>(copy.step[k]);  // two's complement bits for a negative step
  }
  return {job};
}

}  // namespace

std::optional<std::vector<Job>> jobsFor(const PaddingDesc& d, const JobContext& c) { return paddingJobs(d, c); }
std::optional<std::vector<Job>> jobsFor(const Padding1Desc& d, const JobContext& c) { return paddingJobs(d, c); }

std::optional<std::vector<Job>> jobsFor(const DepthToSpace1Desc& d, const JobContext& c) {
  return depthToSpaceJobs(d.BlockSize, detail::orderOf(d), c);
}
std::optional<std::vector<Job>> jobsFor(const DepthToSpaceDesc& d, const JobContext& c) {
  return depthToSpaceJobs(d.BlockSize, detail::orderOf(d), c);
}

std::optional<std::vector<Job>> jobsFor(const SplitDesc& d, const JobContext& c) {
  std::vector<Job> jobs;
  uint32_t offset = 0;
  for (uint32_t t = 0; t < c.outputs.size(); ++t) {
    Job job{ShaderId::Split, 0, 0, t, wholeBox(c.outputs[t]), {}, 0, std::nullopt};
    job.opArg[0] = d.Axis;
    job.opArg[1] = offset;
    jobs.push_back(job);
    offset += c.outputs[t].sizes[d.Axis];
  }
  return jobs;
}

std::optional<std::vector<Job>> jobsFor(const JoinDesc& d, const JobContext& c) {
  std::vector<Job> jobs;
  uint32_t offset = 0;
  for (uint32_t t = 0; t < c.inputs.size(); ++t) {
    Job job{ShaderId::Join, 0, t, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
    job.box.lo[d.Axis] = offset;
    job.box.extent[d.Axis] = c.inputs[t].sizes[d.Axis];
    job.opArg[0] = d.Axis;
    job.opArg[1] = offset;
    jobs.push_back(job);
    offset += c.inputs[t].sizes[d.Axis];
  }
  return jobs;
}

bool isPacked(const TensorLayout& layout) {
  auto packed = packedStrides(layout.sizes);
  return packed && *packed == layout.strides;
}

namespace {

// allPartsJob's job for `whole` (SPLIT's input, JOIN's output) and its `parts` along `axis`.
std::optional<Job> partsJob(ShaderId shader, uint32_t axis, const TensorLayout& whole, const std::vector<TensorLayout>& parts) {
  const auto n = static_cast<uint32_t>(parts.size());
  if (n < 2 || n > kMaxParts || whole.elementCount > UINT32_MAX || !isPacked(whole)) return std::nullopt;
  uint64_t outer = 1, inner = 1;
  for (uint32_t k = 0; k < whole.rank(); ++k) {
    if (k < axis) outer *= whole.sizes[k];
    if (k > axis) inner *= whole.sizes[k];
  }
  const uint64_t row = inner * whole.sizes[axis];
  Job job{shader, 0, 0, 0, {}, {}, 0, std::nullopt};
  job.parts = n;
  uint64_t start = 0, entries = 0;
  for (uint32_t t = 0; t < n; ++t) {
    const uint64_t run = inner * parts[t].sizes[axis];
    if (!isPacked(parts[t]) || run * whole.elementBytes % 16 != 0) return std::nullopt;
    job.auxStride[t] = static_cast<uint32_t>(start);
    job.auxSize[t] = static_cast<uint32_t>(run);
    job.auxLinear[t] = static_cast<uint32_t>(entries);  // planRun's mapInputBase, used only where narrow
    start += run;
    entries += parts[t].elementCount;
  }
  // The view: the whole as (outer, row), packed, as input and output alike (SPLIT reads it at binding 0; the
  // parts.glsl positions of both are the view's row-major ones).
  TensorLayout view = whole;
  view.sizes = {static_cast<uint32_t>(outer), static_cast<uint32_t>(row)};
  view.strides = {static_cast<uint32_t>(row), 1};
  job.view = JobView{view, view, {row, 1}, {row, 1}};
  job.box = wholeBox(view);
  job.opArg[0] = kMaxDimensions;  // no axis shifted
  job.opArg[2] = static_cast<uint32_t>(row);
  const FastDivisor f = fastDivisor(static_cast<uint32_t>(row));
  job.opArg[3] = f.multiplier;
  job.opArg[4] = f.shift;
  return job;
}

}  // namespace

std::optional<Job> allPartsJob(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                               const std::vector<TensorLayout>& outputs) {
  if (const auto* split = std::get_if<SplitDesc>(&desc)) return partsJob(ShaderId::Split, split->Axis, inputs[0], outputs);
  if (const auto* join = std::get_if<JoinDesc>(&desc)) return partsJob(ShaderId::Join, join->Axis, outputs[0], inputs);
  return std::nullopt;
}

std::optional<std::vector<Job>> jobsFor(const ElementWiseIdentityDesc& d, const JobContext& c) {
  // A plain copy through the input's strides: tiles through shared memory where the input is contiguous along
  // another dimension than the output, else the split shader with no axis shifted.
  const auto tiles = transposeDimensions(c.inputs[0], c.outputs[0]);
  Job job{tiles ? ShaderId::Transpose : ShaderId::Split, 0, 0, 0, wholeBox(c.outputs[0]), {}, 0, std::nullopt};
  job.opArg[0] = tiles ? tiles->j : kMaxDimensions;  // the transpose's J; for the split shader no axis
  if (tiles) job.opArg[7] = tiles->x;
  // ScaleBias is applied by both shaders as each element passes (shaders/scale_bias.glsl), not by a second
  // pass over the output: no re-reading of the output, no read-modify-write of sub-word elements that share a
  // word, and the windows and boxes of a large tensor stay the copy's. VARIANT: the data type (0: none).
  if (d.ScaleBias) {
    job.variant = static_cast<uint32_t>(c.outputs[0].dataType);
    job.opStep[0] = std::bit_cast<uint32_t>(d.ScaleBias->Scale);
    job.opStep[1] = std::bit_cast<uint32_t>(d.ScaleBias->Bias);
  }
  return std::vector<Job>{job};
}

std::optional<std::vector<Job>> jobsFor(const SliceDesc&, const JobContext& c) { return sliceJobs(0, c); }
std::optional<std::vector<Job>> jobsFor(const Slice1Desc&, const JobContext& c) { return sliceJobs(1, c); }

namespace {

// A copy between six-dimensional views of a job's input and output (the split shader with no axis shifted),
// each view dimension with its size, its steps in both buffers, and where it moves in the map's positions and
// in the input's row-major numbering. Nothing where a step does not fit the shaders' 32 bits (such a tensor is
// beyond any device).
using SixSteps = std::array<uint64_t, 6>;
std::optional<std::vector<Job>> sixDimensionalCopy(const TensorLayout& in, const TensorLayout& out, const SixSteps& sizes,
                                                   const SixSteps& inStrides, const SixSteps& outStrides,
                                                   const SixSteps& mapStrides, const SixSteps& inputLinear) {
  for (uint32_t k = 0; k < 6; ++k)
    if (outStrides[k] > UINT32_MAX || inStrides[k] > UINT32_MAX) return std::nullopt;
  JobView view{in, out, {mapStrides.begin(), mapStrides.end()}, {inputLinear.begin(), inputLinear.end()}};
  view.input.sizes.assign(sizes.begin(), sizes.end());
  view.input.strides.assign(inStrides.begin(), inStrides.end());
  view.output.sizes = view.input.sizes;
  view.output.strides.assign(outStrides.begin(), outStrides.end());
  Job job{ShaderId::Split, 0, 0, 0, wholeBox(view.output), {}, 0, std::nullopt};
  job.opArg[0] = kMaxDimensions;
  job.opArg[1] = 0;
  job.view = std::move(view);
  return std::vector<Job>{std::move(job)};
}

// SPACE_TO_DEPTH as a strided copy over a view of six dimensions (n, c, y, by, bx, x): input (n, c, y·B + by,
// x·B + bx) goes to output (n, c', y, x), c' = (by·B + bx)·C + c (DEPTH_COLUMN_ROW) or c·B² + by·B + bx
// (COLUMN_ROW_DEPTH). Why a view: the output rows that read one input row (its B column phases bx) are then
// consecutive rows of the walk, and the input rows are read in order, so the sectors a row leaves for its
// other phases are still in the L2 cache when they are read; walking the output in its own order instead puts
// those rows C planes (DEPTH_COLUMN_ROW) apart, and from about 128 MiB every input sector came from DRAM B
// times (0.69 of a copy on an H200). Nothing where a view stride does not fit 32 bits. The planner takes these
// jobs where they need no more dispatches than spaceToDepthJobs' (cacheOrderJobs): a tensor in many small
// chunks cuts the six dimensions into far more boxes than the four.
std::optional<std::vector<Job>> spaceToDepthViewJobs(uint32_t blockSize, DepthSpaceOrder order, const JobContext& c) {
  const TensorLayout& in = c.inputs[0];
  const TensorLayout& out = c.outputs[0];
  const uint64_t b = blockSize;
  const uint64_t channels = in.sizes[1];
  const bool dcr = order == DepthSpaceOrder::DepthColumnRow;
  // How by and bx and c move the output channel.
  const uint64_t byChannels = dcr ? b * channels : b;
  const uint64_t bxChannels = dcr ? channels : 1;
  const uint64_t cChannels = dcr ? 1 : b * b;
  const std::vector<uint64_t> outLinear = rowMajorStrides(out.sizes);
  const std::vector<uint64_t> inLinear = rowMajorStrides(in.sizes);
  const auto viewOf = [&](const auto& s, const auto& t) {  // (output's, input's) steps of each view dimension
    return std::make_pair(std::array<uint64_t, 6>{s[0], cChannels * s[1], s[2], byChannels * s[1], bxChannels * s[1], s[3]},
                          std::array<uint64_t, 6>{t[0], t[1], b * t[2], t[2], t[3], b * t[3]});
  };
  const auto [outStrides, inStrides] = viewOf(out.strides, in.strides);
  const auto [outMap, inMap] = viewOf(outLinear, inLinear);
  const SixSteps sizes = {in.sizes[0], channels, out.sizes[2], b, b, out.sizes[3]};
  return sixDimensionalCopy(in, out, sizes, inStrides, outStrides, outMap, inMap);
}

}  // namespace

std::optional<std::vector<Job>> jobsFor(const SpaceToDepth1Desc& d, const JobContext& c) {
  return spaceToDepthJobs(d.BlockSize, detail::orderOf(d), c);
}
std::optional<std::vector<Job>> jobsFor(const SpaceToDepthDesc& d, const JobContext& c) {
  return spaceToDepthJobs(d.BlockSize, detail::orderOf(d), c);
}

std::optional<std::vector<Job>> cacheOrderJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                               const std::vector<TensorLayout>& outputs) {
  const JobContext c{desc, inputs, outputs};
  if (const auto* d1 = std::get_if<SpaceToDepth1Desc>(&desc)) return spaceToDepthViewJobs(d1->BlockSize, detail::orderOf(*d1), c);
  if (const auto* d0 = std::get_if<SpaceToDepthDesc>(&desc)) return spaceToDepthViewJobs(d0->BlockSize, detail::orderOf(*d0), c);
  return std::nullopt;
}

std::optional<std::vector<Job>> jobsFor(const GatherDesc& d, const JobContext& c) {
  return std::vector<Job>{gatherJob(c.inputs[0], c.inputs[1], c.outputs[0], gatherDims(d, c.outputs[0].rank()))};
}

std::optional<std::vector<Job>> jobsFor(const GatherElementsDesc& d, const JobContext& c) {
  return std::vector<Job>{
      gatherJob(c.inputs[0], c.inputs[1], c.outputs[0], gatherElementsDims(d.Axis, c.outputs[0].rank()))};
}

std::optional<std::vector<Job>> jobsFor(const GatherNd1Desc& d, const JobContext& c) {
  const auto g = *detail::ndGroupsOf(d);  // valid
  return std::vector<Job>{gatherJob(c.inputs[0], c.inputs[1], c.outputs[0], gatherNdDims(g))};
}

std::optional<std::vector<Job>> jobsFor(const GatherNdDesc& d, const JobContext& c) {
  const auto g = *detail::ndGroupsOf(d);  // valid
  return std::vector<Job>{gatherJob(c.inputs[0], c.inputs[1], c.outputs[0], gatherNdDims(g))};
}

std::optional<std::vector<Job>> jobsFor(const ScatterDesc& d, const JobContext& c) {
  return std::vector<Job>{scatterJob(d, c.inputs[1], c.inputs[2], c.outputs[0])};
}

std::optional<std::vector<Job>> jobsFor(const ScatterNdDesc& d, const JobContext& c) {
  const auto g = *detail::ndGroupsOf(d);
  return std::vector<Job>{scatterNdJob(g, c.inputs[1], c.inputs[2], c.outputs[0])};
}

Result<std::vector<Job>> operatorJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                      const std::vector<TensorLayout>& outputs) {
  const JobContext context{desc, inputs, outputs};
  auto jobs = std::visit([&](const auto& d) { return jobsFor(d, context); }, desc);
  if (!jobs) return operatorRefused("GPU", operatorType(desc));
  return std::move(*jobs);
}

std::optional<std::vector<Job>> contiguousReadJobs(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                                                   const std::vector<TensorLayout>& outputs) {
  // DEPTH_TO_SPACE1 in DCR order, and DEPTH_TO_SPACE (always DCR).
  std::optional<uint32_t> blockSize;
  if (const auto* d1 = std::get_if<DepthToSpace1Desc>(&desc); d1 && detail::orderOf(*d1) == DepthSpaceOrder::DepthColumnRow)
    blockSize = d1->BlockSize;
  else if (const auto* d0 = std::get_if<DepthToSpaceDesc>(&desc))
    blockSize = d0->BlockSize;
  if (!blockSize) return std::nullopt;
  const TensorLayout& in = inputs[0];
  const TensorLayout& out = outputs[0];
  const uint64_t b = *blockSize;
  const uint64_t oc = out.sizes[1];
  const std::vector<uint64_t> outLinear = rowMajorStrides(out.sizes);
  const std::vector<uint64_t> inLinear = rowMajorStrides(in.sizes);
  const std::array<uint64_t, 6> sizes = {in.sizes[0], b, b, oc, in.sizes[2], in.sizes[3]};
  const std::array<uint64_t, 6> outStrides = {out.strides[0], out.strides[2], out.strides[3], out.strides[1],
                                              b * out.strides[2], b * out.strides[3]};
  const std::array<uint64_t, 6> inStrides = {in.strides[0], b * oc * in.strides[1], oc * in.strides[1],
                                             in.strides[1], in.strides[2], in.strides[3]};
  return sixDimensionalCopy(in, out, sizes, inStrides, outStrides,
                            {outLinear[0], outLinear[2], outLinear[3], outLinear[1], b * outLinear[2], b * outLinear[3]},
                            {inLinear[0], b * oc * inLinear[1], oc * inLinear[1], inLinear[1], inLinear[2], inLinear[3]});
}

std::optional<SourceBounds> sourceBounds(const Job& job, const Box& box, const TensorLayout& input) {
  SourceBounds bounds{};
  const uint32_t rank = input.rank();
  for (uint32_t k = 0; k < rank; ++k) {
    const uint32_t n = input.sizes[k];
    const uint64_t lo = box.lo[k];
    const uint64_t hi = lo + box.extent[k] - 1;
    switch (job.shader) {
      case ShaderId::Tile:
        if (hi - lo + 1 >= n || lo % n > hi % n) bounds[k] = full(input, k);
        else bounds[k] = {static_cast<uint32_t>(lo % n), static_cast<uint32_t>(hi % n)};
        break;
      case ShaderId::Padding: {
        // What padded coordinates [from, to] read (padding_index.h); CONSTANT reads only the inside part, and
        // nothing where the whole box is padding.
        const auto mode = static_cast<PaddingMode>(job.variant);
        const int64_t from = static_cast<int64_t>(lo) - job.opArg[k];
        const int64_t to = static_cast<int64_t>(hi) - job.opArg[k];
        if (mode == PaddingMode::Constant && (to < 0 || from >= n)) return std::nullopt;
        const detail::IndexRange range = detail::paddedRange(mode, from, to, n);
        bounds[k] = {static_cast<uint32_t>(range.lo), static_cast<uint32_t>(range.hi)};
        break;
      }
      case ShaderId::DepthToSpace: {
        const uint32_t block = job.opArg[0];
        if (k >= 2) bounds[k] = {static_cast<uint32_t>(lo / block), static_cast<uint32_t>(hi / block)};
        else bounds[k] = {static_cast<uint32_t>(lo), static_cast<uint32_t>(hi)};
        if (k == 1) {
          // The channel grows with c, by and bx in both orders, so the extremes bound it.
          const uint32_t oc = job.opArg[3];
          const Interval by = residues(box.lo[2], uint64_t{box.lo[2]} + box.extent[2] - 1, block);
          const Interval bx = residues(box.lo[3], uint64_t{box.lo[3]} + box.extent[3] - 1, block);
          auto channel = [&](uint64_t c, uint64_t y, uint64_t x) {
            const auto order = static_cast<DepthSpaceOrder>(job.variant);
            return static_cast<uint32_t>(detail::deepChannel(order, block, oc, c, y, x));
          };
          bounds[k] = {channel(lo, by.lo, bx.lo), channel(hi, by.hi, bx.hi)};
        }
        break;
      }
      case ShaderId::Split:
        bounds[k] = shifted(box, k, k == job.opArg[0] ? int64_t{job.opArg[1]} : 0);
        break;
      case ShaderId::Transpose:
        bounds[k] = shifted(box, k, 0);
        break;
      case ShaderId::Join:
        bounds[k] = shifted(box, k, k == job.opArg[0] ? -int64_t{job.opArg[1]} : 0);
        break;
      case ShaderId::Copy:
        bounds[k] = full(input, k);
        break;
      case ShaderId::Slice: {
        // The box's first and last coordinates read the extremes, whichever way the step goes.
        const int64_t step = job.variant == 1 ? int64_t{static_cast<int32_t>(job.opStep[k])} : int64_t{job.opStep[k]};
        const int64_t a = int64_t{job.opArg[k]} + step * static_cast<int64_t>(lo);
        const int64_t b = int64_t{job.opArg[k]} + step * static_cast<int64_t>(hi);
        bounds[k] = {static_cast<uint32_t>(std::min(a, b)), static_cast<uint32_t>(std::max(a, b))};
        break;
      }
      case ShaderId::SpaceToDepth:
        bounds[k] = spaceToDepthBounds(job, box, input, k);
        break;
      case ShaderId::Gather:
      case ShaderId::Scatter:
      case ShaderId::ScatterLines:
      case ShaderId::ScatterNd:
        // The index values decide; the planner binds these operators' inputs whole.
        bounds[k] = full(input, k);
        break;
    }
  }
  return bounds;
}

}  // namespace dmlscope::vulkan
