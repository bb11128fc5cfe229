// Planning a run for the GPU (see dispatch_plan.h): boxes are halved along their outermost dimension until
// every binding they need fits in one window, then each box becomes one dispatch with its parameters.
#include "dispatch_plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "dmlscope/checked.h"
#include "dmlscope/index_values.h"
#include "catalogue_error.h"
#include "operator_jobs.h"

namespace dmlscope::vulkan {
namespace {

// UpdatesTensor's input slot in DML_SCATTER (scatter.comp's second source).
constexpr uint32_t kUpdatesInput = 2;
// The scatter shaders' VARIANT values (shaders/updates.glsl).
constexpr uint32_t kMarkVariant = 1;
constexpr uint32_t kResolveVariant = 2;
constexpr uint32_t kCopyFirstVariant = 3;
constexpr uint32_t kTableVariant = 4;
constexpr uint32_t kWholeQuadsVariant = 5;
// gather.comp's VARIANT for an input read through window slots (shaders/windows.glsl).
constexpr uint32_t kGatherInWindows = 1;
// How many repeats an item of tile.comp's repeats walk (kTileRepeatsVariant) stores at most. On an H200
// (dmlscope-bench --ops tile, two rounds; 1x1xHx1024 FLOAT32 by (1, 1, 2, 2), ratio to the copy at 1.2 / 5 / 20 /
// 80 / 320 / 1280 MiB moved): the output-vector walk 0.96 / 0.85 / 0.70 / 0.90 / 0.92 / 0.89-0.90; repeats by 2
// an item 1.03 / 0.89-0.90 / 0.81 / 0.85 / 0.82 / 0.81; by 4 0.96 / 0.94 / 0.83-0.84 / 0.96-0.97 / 0.95-0.96 /
// 0.94; by 8 and 16 within 0.02 of 4.
constexpr uint32_t kTileRepeatsPerItem = 4;
// The gathers' IndicesTensor input slot.
constexpr uint32_t kIndicesInput = 1;

// The tiled transpose's tiles (shaders/transpose.comp): 32 output words along X, 32 elements along J for each
// of the shader's ITEMS_PER_INVOCATION: at most four (128 rows), and two for 8-byte elements, so that a tile
// fits the 16 KiB of shared memory every Vulkan device has. Two by default: on an H200, 64 rows moved a
// 16384 x 16384 FLOAT32 transpose at 0.85 of a copy, against 0.77 for 32 rows, 0.80 for 96 and 0.79 for 128.
constexpr uint32_t kTransposeColumnWords = 32;
constexpr uint32_t kTransposeRowsPerItem = 32;
constexpr uint32_t kTransposeDefaultRowItems = 2;
uint32_t transposeTileX(uint32_t elementBytes) {
  return elementBytes < 4 ? kTransposeColumnWords * 4 / elementBytes : kTransposeColumnWords;
}
uint32_t transposeRowItems(uint32_t elementBytes, uint32_t asked) {
  const uint32_t most = elementBytes == 8 ? 2 : 4;
  return std::clamp<uint32_t>(asked ? asked : kTransposeDefaultRowItems, 1, most);
}

// Items (elements) one dispatch may cover: 32-bit indices with room for the grid-stride step.
constexpr uint64_t kMaxItems = (uint64_t{1} << 31) - 1;

uint64_t roundUp(uint64_t v, uint64_t m) { return (v + m - 1) / m * m; }

// The most bytes one window may cover: the storage range, below 4 GiB (32-bit offsets) in whole vectors.
uint64_t windowRange(const PlanLimits& limits) {
  return std::min<uint64_t>(limits.maxStorageRange, (uint64_t{1} << 32) - 16) / 16 * 16;
}

// The most bytes a tensor may have to be bound whole: one window, inside one chunk (0: unchunked).
uint64_t wholeWindow(const PlanLimits& limits, uint64_t chunkBytes) {
  return std::min<uint64_t>(windowRange(limits), chunkBytes ? chunkBytes : UINT64_MAX);
}

// First and last element offsets a box covers with the given strides.
struct Span {
  uint64_t first = 0;
  uint64_t last = 0;
};
template <class Strides>
Span spanOf(const Box& box, const Strides& strides) {
  Span s;
  for (uint32_t k = 0; k < box.rank; ++k) {
    s.first += uint64_t{box.lo[k]} * strides[k];
    s.last += (uint64_t{box.lo[k]} + box.extent[k] - 1) * strides[k];
  }
  return s;
}

// Workgroups for `groups` workgroups' worth of work, at most the device's limit (the shaders loop grid-stride
// beyond it), at least one.
uint32_t groupsCapped(uint64_t groups, const PlanLimits& limits) {
  return static_cast<uint32_t>(std::clamp<uint64_t>(groups, 1, limits.maxGroups));
}

// Workgroups for `items` items, one an invocation.
uint32_t groupsFor(uint64_t items, const PlanLimits& limits) {
  return groupsCapped(roundUp(items, limits.workgroupSize) / limits.workgroupSize, limits);
}

class Planner {
 public:
  Planner(const std::vector<TensorLayout>& inputs, const std::vector<TensorLayout>& outputs, bool writeMap,
          const PlanLimits& limits, RunPlan& plan)
      : inputs_(inputs), outputs_(outputs), writeMap_(writeMap), limits_(limits), plan_(plan) {
    maxRange_ = windowRange(limits);
    alignment_ = std::max<uint64_t>(limits.storageAlignment, 16);
    chunk_ = plan.chunkBytes ? plan.chunkBytes : UINT64_MAX;
    for (const auto& o : outputs) mapStrides_.push_back(rowMajorStrides(o.sizes));
    for (const auto& i : inputs) inputLinear_.push_back(rowMajorStrides(i.sizes));
  }

  Status planJob(const Job& job) {
    std::vector<Box> pending{job.box};
    while (!pending.empty()) {
      Box box = pending.back();
      pending.pop_back();
      if (auto dispatch = tryDispatch(job, box)) {
        if (plan_.dispatches.size() >= kMaxDispatches) return tooFragmented();
        plan_.dispatches.push_back(*dispatch);
        continue;
      }
      uint32_t k = 0;
      while (k < box.rank && box.extent[k] == 1) ++k;
      if (k == box.rank) return tooFragmented();  // a single element always fits; defensive
      // Halve along the outermost dimension that can be halved; the second half is pushed first so the
      // dispatches come out in memory order.
      Box first = box, second = box;
      first.extent[k] = box.extent[k] / 2;
      second.lo[k] = box.lo[k] + first.extent[k];
      second.extent[k] = box.extent[k] - first.extent[k];
      pending.push_back(second);
      pending.push_back(first);
    }
    return Ok{};
  }

 private:
  Error tooFragmented() const {
    return catalogueError("gpu.too-many-dispatches", {std::to_string(kMaxDispatches), std::to_string(maxRange_)});
  }

  // Whether a whole allocation can be bound as one window: within the range, and one chunk.
  bool wholeFits(uint64_t allocation) const { return allocation <= maxRange_ && allocation <= chunk_; }

  // A window over `allocation` bytes holding elements first..last of `elementBytes` each, inside one chunk.
  // A single element always fits: chunks are multiples of the alignment and of 16, so the element's aligned
  // window (at most the alignment plus 16 bytes) never reaches past its chunk.
  std::optional<Window> windowFor(uint64_t first, uint64_t last, uint64_t elementBytes, uint64_t allocation) const {
    if (wholeFits(allocation)) return Window{0, allocation};
    const uint64_t start = first * elementBytes / alignment_ * alignment_;
    const uint64_t end = std::min(roundUp((last + 1) * elementBytes, 16), allocation);
    if (end - start > maxRange_) return std::nullopt;
    if (start / chunk_ != (end - 1) / chunk_) return std::nullopt;  // crosses a chunk boundary
    return Window{start, end - start};
  }

  std::optional<PlannedDispatch> tryDispatch(const Job& job, const Box& box) const {
    const TensorLayout& in = job.view ? job.view->input : inputs_[job.input];
    const TensorLayout& out = job.view ? job.view->output : outputs_[job.output];
    const std::vector<uint64_t>& mapStrides = job.view ? job.view->mapStrides : mapStrides_[job.output];
    const std::vector<uint64_t>& inputLinear = job.view ? job.view->inputLinear : inputLinear_[job.input];
    const uint32_t es = out.elementBytes;
    const uint32_t rank = box.rank;
    const uint64_t elements = box.elements();
    if (elements > kMaxItems) return std::nullopt;

    PlannedDispatch d;
    d.shader = job.shader;
    d.variant = job.variant;
    d.parts = job.parts;
    d.input = job.input;
    d.output = job.output;
    d.rank = rank;
    d.elementBytes = es;
    d.writeMap = writeMap_;
    d.wideMap = plan_.mapEncoding == MapEncoding::Wide;
    d.narrowMap = plan_.mapEncoding == MapEncoding::Narrow;
    const uint64_t entryBytes = d.narrowMap ? 4 : 8;

    const Span outSpan = spanOf(box, out.strides);
    auto outWindow = windowFor(outSpan.first, outSpan.last, es, plan_.outputBytes[job.output]);
    if (!outWindow) return std::nullopt;
    d.outputWindow = *outWindow;

    const Span mapSpan = spanOf(box, mapStrides);
    if (writeMap_) {
      auto mapWindow = windowFor(mapSpan.first, mapSpan.last, entryBytes, plan_.mapBytes[job.output]);
      if (!mapWindow) return std::nullopt;
      d.mapWindow = *mapWindow;
    }

    const uint64_t inAllocation = plan_.inputBytes[job.input];
    const bool gather = job.shader == ShaderId::Gather;
    const bool inWindows = gather && !plan_.inputWindows.empty();
    if (inWindows) {
      // Every window is bound (an index value may send any element anywhere); binding 0 gets the first.
      d.variant = kGatherInWindows;
      d.inputWindow = plan_.inputWindows.front();
      // Absolute element offsets in 64 bits where the input's exceed 32 (the map's WIDE_MAP arithmetic).
      d.wideMap = d.wideMap || inAllocation / es > UINT32_MAX;
    } else if (wholeFits(inAllocation)) {
      d.inputWindow = {0, inAllocation};
    } else if (job.shader == ShaderId::Scatter || job.shader == ShaderId::ScatterNd ||
               job.shader == ShaderId::ScatterLines) {
      // The scatters read InputTensor at each output element's own coordinates (the sizes are the output's),
      // so a box reads the input's part under it, as a copy does (the Mark pass reads none of it).
      const Span inSpan = spanOf(box, in.strides);
      auto inWindow = windowFor(inSpan.first, inSpan.last, es, inAllocation);
      if (!inWindow) return std::nullopt;
      d.inputWindow = *inWindow;
    } else if (auto bounds = sourceBounds(job, box, in)) {
      Span inSpan;
      for (uint32_t k = 0; k < rank; ++k) {
        inSpan.first += uint64_t{(*bounds)[k].lo} * in.strides[k];
        inSpan.last += uint64_t{(*bounds)[k].hi} * in.strides[k];
      }
      auto inWindow = windowFor(inSpan.first, inSpan.last, es, inAllocation);
      if (!inWindow) return std::nullopt;
      d.inputWindow = *inWindow;
    } else {
      // The whole box is padding: nothing is read, any valid window of the first chunk does.
      d.inputWindow = {0, std::min({maxRange_, chunk_, inAllocation})};
    }

    // The gathers' IndicesTensor: the cells of the box's tuples, in one window (whole where it fits).
    Window indicesWindow;
    uint64_t indexBytes = 4;
    if (gather) {
      indexBytes = job.indexType == IndexType::UInt64 || job.indexType == IndexType::Int64 ? 8 : 4;
      Span cells = spanOf(box, job.opStep);
      cells.last += uint64_t{job.tupleSize - 1} * job.tupleStep;
      auto w = windowFor(cells.first, cells.last, indexBytes, plan_.inputBytes[kIndicesInput]);
      if (!w) return std::nullopt;
      d.indicesWindow = indicesWindow = *w;
    }

    // The scatters' shaders walk elements (but DML_SCATTER_ND's Resolve where its rows are vectors:
    // scatterNdVectors); the transpose walks tiles of its own.
    const bool elementsOnly =
        job.shader == ShaderId::Scatter || job.shader == ShaderId::ScatterNd || job.shader == ShaderId::ScatterLines;
    const bool tiles = job.shader == ShaderId::Transpose;
    const bool vectors = scatterNdVectors(job, box) || !(elementsOnly || tiles);
    d.vectorBytes = vectors ? vectorBytes(box, out, outSpan.first * es - d.outputWindow.offset) : 0;
    const uint32_t inner = rank - 1;
    const uint64_t rowItems = d.vectorBytes ? uint64_t{box.extent[inner]} * es / d.vectorBytes : box.extent[inner];
    uint64_t items = elements / box.extent[inner] * rowItems;
    d.itemsPerInvocation = d.vectorBytes ? itemsPerInvocation(job, out.bufferBytes) : 1;
    uint64_t perGroup = uint64_t{limits_.workgroupSize} * d.itemsPerInvocation;
    ShaderParams& p = d.params;
    p.opArg = job.opArg;
    if (tiles) {
      // One workgroup per tile (X x J) at a time. Its stores are whole words where every row of the box starts
      // and ends on a word (VEC_BYTES 4: nothing to zero first), else sub-word elements are OR-ed in.
      const uint32_t along = job.opArg[0], x = job.opArg[7];
      d.itemsPerInvocation = transposeRowItems(es, limits_.itemsPerInvocation);
      d.vectorBytes = es >= 4 || wholeWordRows(box, out, x, outSpan.first * es - d.outputWindow.offset) ? std::max(es, 4u) : 0;
      const uint32_t tileX = transposeTileX(es), tileJ = kTransposeRowsPerItem * d.itemsPerInvocation;
      const auto tilesX = static_cast<uint32_t>(roundUp(box.extent[x], tileX) / tileX);
      const auto tilesJ = static_cast<uint32_t>(roundUp(box.extent[along], tileJ) / tileJ);
      items = elements / box.extent[x] / box.extent[along] * tilesX * tilesJ;  // at most `elements`
      perGroup = 1;
      const FastDivisor xd = fastDivisor(tilesX), jd = fastDivisor(tilesJ);
      p.opArg[1] = tilesX;
      p.opArg[2] = xd.multiplier;
      p.opArg[3] = xd.shift;
      p.opArg[4] = tilesJ;
      p.opArg[5] = jd.multiplier;
      p.opArg[6] = jd.shift;
    }
    d.groups = groupsCapped(roundUp(items, perGroup) / perGroup, limits_);

    for (uint32_t k = 0; k < rank; ++k) {
      p.extent[k] = box.extent[k];
      const FastDivisor e = fastDivisor(box.extent[k]);
      p.extentMul[k] = e.multiplier;
      p.extentShift[k] = e.shift;
      p.boxLo[k] = box.lo[k];
      p.outStride[k] = out.strides[k];
      p.mapStride[k] = static_cast<uint32_t>(mapStrides[k]);
      p.inSize[k] = in.sizes[k];
      const FastDivisor s = fastDivisor(in.sizes[k]);
      p.inSizeMul[k] = s.multiplier;
      p.inSizeShift[k] = s.shift;
      p.inStride[k] = in.strides[k];
      p.inLinear[k] = static_cast<uint32_t>(inputLinear[k]);
      p.inLinearHi[k] = static_cast<uint32_t>(inputLinear[k] >> 32);
    }
    p.opStep = job.opStep;
    p.auxStride = job.auxStride;
    p.auxLinear = job.auxLinear;
    p.auxSize = job.auxSize;
    p.indexType = static_cast<uint32_t>(job.indexType);
    p.tupleSize = job.tupleSize;
    p.tupleStep = job.tupleStep;
    p.itemCount = static_cast<uint32_t>(items);
    p.rowItems = static_cast<uint32_t>(rowItems);
    const FastDivisor r = fastDivisor(p.rowItems);
    p.rowItemsMul = r.multiplier;
    p.rowItemsShift = r.shift;
    p.outBias = static_cast<uint32_t>((outSpan.first * es - d.outputWindow.offset) / es);
    p.inBias = static_cast<uint32_t>(d.inputWindow.offset / es);
    p.mapBias = static_cast<uint32_t>(mapSpan.first - d.mapWindow.offset / entryBytes);
    p.sourceInput = job.input;
    p.sourceBase = d.narrowMap ? static_cast<uint32_t>(plan_.mapInputBase[job.input]) : 0;
    if (d.narrowMap && elementsOnly) p.auxBase = static_cast<uint32_t>(plan_.mapInputBase[kUpdatesInput]);
    // The map's vector stores: each vector's entries start at a multiple of its element count when the box's
    // first entry and every outer step are such multiples (the innermost run is whole vectors already).
    const uint64_t perVector = d.vectorBytes ? d.vectorBytes / es : 1;
    bool aligned = p.mapBias % perVector == 0;
    for (uint32_t k = 0; k + 1 < rank; ++k) aligned = aligned && (box.extent[k] == 1 || mapStrides[k] % perVector == 0);
    p.mapVectors = aligned ? 1 : 0;
    p.paddingLo = static_cast<uint32_t>(job.paddingBits);
    p.paddingHi = static_cast<uint32_t>(job.paddingBits >> 32);
    p.indexBias = static_cast<uint32_t>(indicesWindow.offset / indexBytes);
    if (inWindows) {
      p.windowCount = static_cast<uint32_t>(plan_.inputWindows.size());  // at most kWindowSlots: planRun
      for (uint32_t s = 0; s < p.windowCount; ++s) {
        const uint64_t first = plan_.inputWindows[s].offset / es;  // windows start aligned: whole elements
        p.windowStart[s] = static_cast<uint32_t>(first);
        p.windowStartHi[s] = static_cast<uint32_t>(first >> 32);
      }
    }
    if (elementsOnly) scatterWindows(d);
    if (job.shader == ShaderId::ScatterLines && !planLines(box, es, d)) return std::nullopt;
    if (job.shader == ShaderId::Tile) planTileRepeats(box, in, out, mapStrides, d);
    return d;
  }

  // tile.comp's repeats (see the shader) where the box is the whole output, its rows are whole vectors, and
  // the input's rows are whole vectors read contiguously: each item loads one input vector and stores it at up
  // to kTileRepeatsPerItem of its repeats, so the input is read once from the cache, not once per repeat.
  void planTileRepeats(const Box& box, const TensorLayout& in, const TensorLayout& out,
                       const std::vector<uint64_t>& mapStrides, PlannedDispatch& d) const {
    const uint32_t perItem = kTileRepeatsPerItem;
    if (d.variant != 0 || d.vectorBytes == 0 || in.rank() != box.rank) return;
    const uint32_t inner = box.rank - 1, perVector = d.vectorBytes / d.elementBytes;
    if (in.strides[inner] != 1 || in.sizes[inner] % perVector != 0) return;
    uint64_t repeats = 1;
    for (uint32_t k = 0; k < box.rank; ++k) {
      if (box.lo[k] != 0 || box.extent[k] != out.sizes[k] || out.sizes[k] % in.sizes[k] != 0) return;
      repeats *= out.sizes[k] / in.sizes[k];
    }
    if (repeats < 2) return;
    const uint64_t vectors = in.elementCount / perVector;
    const uint64_t items = vectors * ((repeats + perItem - 1) / perItem);  // at most the output's vectors
    ShaderParams& p = d.params;
    d.variant = kTileRepeatsVariant;
    d.itemsPerInvocation = 1;
    const FastDivisor v = fastDivisor(static_cast<uint32_t>(vectors));
    p.opArg[0] = static_cast<uint32_t>(vectors);
    p.opArg[1] = v.multiplier;
    p.opArg[2] = v.shift;
    p.opArg[3] = static_cast<uint32_t>(repeats);
    p.opArg[4] = perItem;
    for (uint32_t k = 0; k < box.rank; ++k) {
      p.auxSize[k] = out.sizes[k] / in.sizes[k];
      p.auxStride[k] = static_cast<uint32_t>(uint64_t{in.sizes[k]} * out.strides[k]);
      p.auxLinear[k] = static_cast<uint32_t>(uint64_t{in.sizes[k]} * mapStrides[k]);
    }
    p.itemCount = static_cast<uint32_t>(items);
    d.groups = groupsFor(items, limits_);
  }

  // The scatters' IndicesTensor and UpdatesTensor through window slots where planIndexBindings cut them into
  // windows: IndicesTensor's slots first, then UpdatesTensor's, each slot's first element in the tensor's own
  // elements (below 2^32: planIndexBindings). The same for every dispatch of the run, Mark and Resolve alike.
  void scatterWindows(PlannedDispatch& d) const {
    ShaderParams& p = d.params;
    uint32_t slot = 0;
    const auto take = [&](const std::vector<Window>& windows, uint32_t input) {
      for (const Window& w : windows) {
        const uint64_t first = w.offset / inputs_[input].elementBytes;  // windows start aligned: whole elements
        p.windowStart[slot] = static_cast<uint32_t>(first);
        p.windowStartHi[slot] = static_cast<uint32_t>(first >> 32);
        ++slot;
      }
    };
    take(plan_.indexWindows, kIndicesInput);
    p.updateWindowFirst = slot;
    take(plan_.updateWindows, kUpdatesInput);
    p.windowCount = slot;  // at most kWindowSlots: planIndexBindings
    d.indexInputWindows = (plan_.indexWindows.empty() ? 0 : kIndicesInWindows) |
                          (plan_.updateWindows.empty() ? 0 : kUpdatesInWindows);
  }

  // scatter_lines.comp's blocks for `box` (see the shader): B = 2^log2B lines of the box's extent E along Axis
  // each, B * E within the shared words, B at most the lines there are; one workgroup per block. False where
  // a line does not fit (the planner cuts the lines into segments that do: lineSegmentJobs).
  bool planLines(const Box& box, uint32_t elementBytes, PlannedDispatch& d) const {
    ShaderParams& p = d.params;
    const uint32_t axis = p.opArg[0];
    const uint64_t along = box.extent[axis];
    const uint64_t words = scatterLineWords(limits_.sharedMemoryBytes);
    if (along > words) return false;
    const uint64_t lines = box.elements() / along;  // below 2^31: tryDispatch checked the elements
    uint32_t log2B = 0;
    while ((uint64_t{2} << log2B) <= kScatterLineSlots && (uint64_t{2} << log2B) * along <= words &&
           (uint64_t{1} << log2B) < lines)
      ++log2B;
    // Axis-major where a dimension after Axis spans more than one element: neighbouring lines are then
    // neighbours in memory, and a warp's accesses run across them.
    bool axisMajor = false;
    for (uint32_t k = axis + 1; k < box.rank; ++k) axisMajor = axisMajor || box.extent[k] > 1;
    p.opArg[2] = log2B;
    p.opArg[3] = static_cast<uint32_t>(lines);
    p.opArg[4] = axisMajor ? 1 : 0;
    const FastDivisor u = fastDivisor(p.auxSize[axis]);
    p.opArg[5] = u.multiplier;
    p.opArg[6] = u.shift;
    // Positions four at a time (16-byte loads and stores of the untouched ones) where a line is a contiguous
    // run of 4-byte elements in the input, the output and the map, in whole quads.
    const bool quads = !axisMajor && elementBytes == 4 && along % 4 == 0 && p.inStride[axis] == 1 &&
                       p.outStride[axis] == 1 && p.mapStride[axis] == 1;
    p.opArg[7] = quads ? 1 : 0;
    // kLineGroup: a line per workgroup where the line is long and it and its updates fit the variant's words
    // (scatter_method.h).
    if (quads && d.variant == 0 && lineGroupFits(along, p.auxSize[axis])) {
      d.variant = kLineGroupVariant;
      // Each invocation loads as many updates as the line needs (scatter_lines.comp's kGroupUpdates): a shader
      // that holds four when the line has one an invocation loses registers, and with them workgroups an SM.
      d.itemsPerInvocation = lineGroupUpdatesPerInvocation(p.auxSize[axis]);
      p.opArg[2] = 0;
      p.itemCount = static_cast<uint32_t>(lines);
      d.groups = groupsCapped(lines, limits_);
      return true;
    }
    // kWholeQuads where a block's positions and updates all lie in the first batch, the updates within the
    // shared words too (scatter_lines.comp): every quad stored whole.
    const uint64_t batch = uint64_t{limits_.workgroupSize} * kScatterLineBatch;
    const uint64_t B = uint64_t{1} << log2B;
    if (quads && d.variant == 0 && B * along <= batch && B * p.auxSize[axis] <= std::min(batch, words))
      d.variant = kWholeQuadsVariant;
    const uint64_t blocks = (lines + B - 1) >> log2B;
    p.itemCount = static_cast<uint32_t>(blocks);
    d.groups = groupsCapped(blocks, limits_);
    return true;
  }

  // DML_SCATTER_ND's Resolve pass on scatter_nd.comp's vector path (VEC_BYTES from vectorBytes(), like a copy):
  // where the innermost dimension is one of the remainder's (opArg[3], the first remainder dimension, below the
  // rank), a row of the box lies in one target block, so a vector's elements share one block word and one
  // winning tuple, found once per vector instead of once per element with a scalar load each (on an H200 the
  // element path ran the 262144 x 1024 FLOAT32 row scatters at 0.23-0.47 of a copy). The vector's sources are
  // checked in the shader: one aligned load where the input or the update row is contiguous and aligned there,
  // else one load per element; so any input and UpdatesTensor strides, and any box, are exact. A tuple as
  // long as the rank (the innermost dimension indexed: a block per element), and the scan, keep the element
  // path (kScan stays as it was; the Mark pass never takes vectors: markDispatch).
  static bool scatterNdVectors(const Job& job, const Box& box) {
    return job.shader == ShaderId::ScatterNd && (job.variant == kResolveVariant || job.variant == kTableVariant) &&
           job.opArg[3] < box.rank;
  }

  // Tile reads each input vector many times from the cache: four gathers in flight per invocation lifted it
  // from 82% to 95% of a copy's bandwidth on the H100. The streaming operators already match the copy with
  // one, and lose 1-3% with more (dmlscope-bench --items-per-invocation).
  // Below 32 MiB of output the tensors sit in the H100's 50 MB L2, where the extra index arithmetic of four
  // gathers costs more than the loads it overlaps: one item there measured 0.85 of copy at 16 MiB, four 0.81.
  uint32_t itemsPerInvocation(const Job& job, uint64_t outputBytes) const {
    if (limits_.itemsPerInvocation) return std::clamp<uint32_t>(limits_.itemsPerInvocation, 1, 4);
    const ShaderId shader = job.shader;
    // DML_SCATTER_ND's vectors each wait on a block word before their source load: several per invocation put
    // their words, then their sources, in flight at once (scatter_nd.comp's resolveVectors, tableVectors). Two
    // for the winners' resolve and for the table below 16 MiB of output, four for the table from there: on an
    // H200 (dmlscope-bench --items-per-invocation 4 / 2, twice each), ratio to the copy, resolve from 16384 x 1024
    // FLOAT32 outputs: the row scatters 0.79-0.90 / 0.93-1.05, d16 0.82-0.84 / 0.95-0.97, d1 from 4096 x 1024
    // 0.89-1.14 / 1.04-1.39; the table at 1 and 4 MiB 0.52-0.67 / 0.64-0.78, from 16 MiB 0.61-0.91 / 0.50-0.88.
    if (shader == ShaderId::ScatterNd)
      return job.variant == kTableVariant && outputBytes >= kNdTableManyItemsFromBytes ? 4 : 2;
    // The gathers wait on an index before their source loads: four in flight lifted the H200's 262144 x 1024
    // row gathers from 0.88-0.90 of a copy to 0.97-0.99 from 512 MiB (above PyTorch's index_select), but cost
    // 0.98 -> 0.83 at 32 MiB, where the L2 holds it all.
    if (shader == ShaderId::Gather) return outputBytes >= kGatherManyItemsFromBytes ? 4 : 1;
    return shader == ShaderId::Tile && outputBytes >= kManyItemsFromBytes ? 4 : 1;
  }
  static constexpr uint64_t kGatherManyItemsFromBytes = uint64_t{64} << 20;
  static constexpr uint64_t kNdTableManyItemsFromBytes = uint64_t{16} << 20;
  static constexpr uint64_t kManyItemsFromBytes = uint64_t{32} << 20;

  // Whether every row of the box along dimension x (output stride 1) starts and ends on a 4-byte word:
  // the tiled transpose then stores sub-word elements as whole words, no word shared with another box.
  static bool wholeWordRows(const Box& box, const TensorLayout& out, uint32_t x, uint64_t firstByte) {
    const uint32_t es = out.elementBytes;
    if (firstByte % 4 != 0 || (uint64_t{box.extent[x]} * es) % 4 != 0) return false;
    for (uint32_t k = 0; k < box.rank; ++k)
      if (k != x && box.extent[k] > 1 && (uint64_t{out.strides[k]} * es) % 4 != 0) return false;
    return true;
  }

  // The widest vector (16, 8 or 4 bytes, at least one element) in which the box's rows are contiguous,
  // aligned and whole; 0 for the element path. `firstByte` is the box's first byte in the bound window.
  static uint32_t vectorBytes(const Box& box, const TensorLayout& out, uint64_t firstByte) {
    const uint32_t es = out.elementBytes;
    const uint32_t inner = box.rank - 1;
    if (out.strides[inner] != 1 && box.extent[inner] != 1) return 0;
    for (uint32_t v : {16u, 8u, 4u}) {
      if (v < es) break;
      bool fits = (uint64_t{box.extent[inner]} * es) % v == 0 && firstByte % v == 0;
      for (uint32_t k = 0; k < inner && fits; ++k)
        if (box.extent[k] > 1 && (uint64_t{out.strides[k]} * es) % v != 0) fits = false;
      if (fits) return v;
    }
    return 0;
  }

  const std::vector<TensorLayout>& inputs_;
  const std::vector<TensorLayout>& outputs_;
  bool writeMap_;
  PlanLimits limits_;
  RunPlan& plan_;
  uint64_t maxRange_ = 0;
  uint64_t alignment_ = 16;
  uint64_t chunk_ = UINT64_MAX;  // bytes per chunk of every tensor; UINT64_MAX: unchunked
  std::vector<std::vector<uint64_t>> mapStrides_;
  std::vector<std::vector<uint64_t>> inputLinear_;
};

// Where the operators that read index values read their inputs (an index value may send an output element
// to any input element). The gathers: InputTensor whole where it fits one window and one chunk, else through
// window slots (plan.inputWindows, at most kWindowSlots of them); IndicesTensor in the window each box reads
// (planned with the box: a box is halved until its cells fit one, so it is never refused here). The scatters
// read InputTensor under each box, as the other operators do; IndicesTensor and UpdatesTensor (an output
// element's updates may lie anywhere in them) each whole where it fits one window and one chunk, else through
// window slots, IndicesTensor's from slot 0 and UpdatesTensor's after them (plan.indexWindows, updateWindows).
// A tensor through the slots has fewer than 2^32 elements (the shaders number its elements in 32 bits), and
// UpdatesTensor's elements are numbered in 32 bits either way.
Status planIndexBindings(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs, RunPlan& plan,
                         const PlanLimits& limits) {
  const uint64_t window = wholeWindow(limits, plan.chunkBytes);
  const auto slots = inputSlots(desc);
  const std::string name(fullName(operatorType(desc)));
  const bool scatters = candidateUpdates(desc).has_value();
  const auto tooLarge = [&](size_t i, uint64_t windowCount) {
    return catalogueError("gpu.index-input-too-large", {slots[i].field, name, std::to_string(plan.inputBytes[i]),
                                                        std::to_string(window), std::to_string(windowCount)});
  };
  if (!scatters) {
    if (plan.inputBytes[0] > window) {
      plan.inputWindows = windowsCovering(plan.inputBytes[0], plan.chunkBytes, limits);
      if (plan.inputWindows.size() > kWindowSlots) return tooLarge(0, kWindowSlots);
    }
    return Ok{};
  }
  uint64_t slotsLeft = kWindowSlots;
  for (const uint32_t i : {kIndicesInput, kUpdatesInput}) {
    if (plan.inputBytes[i] <= window) continue;
    std::vector<Window> windows = windowsCovering(plan.inputBytes[i], plan.chunkBytes, limits);
    // At most the slots IndicesTensor left, and the windows 2^32 elements fill.
    const uint64_t elementBytes = inputs[i].elementBytes;
    const uint64_t most = std::min(slotsLeft, std::max<uint64_t>((elementBytes << 32) / window, 1));
    if (windows.size() > slotsLeft || plan.inputBytes[i] / elementBytes > (uint64_t{1} << 32)) return tooLarge(i, most);
    slotsLeft -= windows.size();
    (i == kIndicesInput ? plan.indexWindows : plan.updateWindows) = std::move(windows);
  }
  if (inputs[kUpdatesInput].elementCount > UINT32_MAX)
    return catalogueError("gpu.scatter-updates-too-many", {std::to_string(inputs[kUpdatesInput].elementCount)});
  return Ok{};
}

// How a scatter finds its winners (see ScatterMethod), and the bytes of the winner words the two passes keep.
struct ScatterPath {
  bool lines = false;        // DML_SCATTER in scatter_lines.comp
  uint64_t segment = 0;      //   in boxes of at most this many positions along Axis (the shared words)
  uint64_t winnerBytes = 0;  // the two passes' words; 0 with Lines or the scan
  uint64_t markItems = 0;    // the Mark pass's items: updates (DML_SCATTER) or index tuples (DML_SCATTER_ND)
  bool copyFirst = false;    // the input copied whole, then one item per update (DML_SCATTER) or a workgroup per
                             // index tuple (DML_SCATTER_ND), markItems of them
  bool table = false;        // DML_SCATTER_ND in one pass, each workgroup's blocks in shared memory (kTable)
};

// DML_SCATTER_ND's winner words: one per target block (the output's elements over the remainder's, each word
// the row-major number of a block's indexed coordinates), and its index tuples, from its job (scatter_nd.comp's
// opArg). The words are zeroed before every run (vkCmdFillBuffer): 4 bytes per block of remainder elements,
// 1/1024 of a float output's bytes for 1024-element blocks, so cheaper than any scheme that validates stale
// words (which would read the tuple's index values again per block). Only where a tuple names a single
// element (a tuple as long as the rank) is it a word per output element, as DML_SCATTER's winners.
struct NdWords {
  uint64_t blocks = 1;
  uint64_t tuples = 1;
};
NdWords ndWordsOf(const Job& job, const TensorLayout& output) {
  NdWords w;
  for (uint32_t k = 0; k < job.opArg[3]; ++k) w.blocks *= output.sizes[k];
  for (uint32_t i = 0; i < job.opArg[0]; ++i) w.tuples *= job.auxSize[job.opArg[1] + i];
  return w;
}

ScatterPath scatterPathFor(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                           const std::vector<TensorLayout>& outputs, const std::vector<Job>& jobs, const RunPlan& plan,
                           bool writeMap, const PlanLimits& limits) {
  const auto candidates = candidateUpdates(desc);  // what the scan reads for one output element
  const ScatterMethod method = limits.scatterMethod;
  if (!candidates || method == ScatterMethod::Scan || jobs.size() != 1) return {};
  const Job& job = jobs.front();
  const uint64_t window = wholeWindow(limits, plan.chunkBytes);
  const auto wordBytes = [&](uint64_t words) -> uint64_t {
    // Word numbers are 32-bit, and the words are bound whole.
    if (words >= UINT32_MAX) return 0;
    const uint64_t bytes = roundUp(std::max<uint64_t>(words * 4, 16), 16);
    return bytes <= window ? bytes : 0;
  };
  if (job.shader == ShaderId::ScatterNd) {
    const NdWords w = ndWordsOf(job, outputs[0]);
    if (method == ScatterMethod::CopyFirst ||
        (method == ScatterMethod::Auto &&
         ndCopyFirstPays(w.tuples, inputs[kUpdatesInput].bufferBytes, outputs[0].bufferBytes))) {
      ScatterPath path;
      path.copyFirst = true;
      path.markItems = w.tuples;
      return path;
    }
    ScatterPath path{false, 0, wordBytes(w.blocks), w.tuples};
    path.table = method == ScatterMethod::Auto && w.tuples <= kNdTableTuples;
    return path;
  }
  // DML_SCATTER: lines in shared memory wherever they fit; a longer line in segments of the shared words, each
  // segment's workgroup reading all of the line's indices (its updates only where they win). That re-read, per
  // line, (segments - 1) * U * index bytes, is taken where it is no more than what the word per output element
  // costs: 8 bytes per output position (the word zeroed, then read) and a scattered atomic per update (a
  // 32-byte sector). So only long lines with many updates each keep the words (or the scan, with few).
  const uint32_t axis = job.opArg[0];
  // Few updates a line: the copy moves nearly every byte at a copy's speed, and the updates' scan of their
  // line's later indices costs little beside it (on an H200 the lines ran at 0.33-0.41 of a copy whatever the
  // density, each block's chain of barriers being their cost; copyFirstPays has the figures).
  const uint64_t updatesAlong = inputs[kUpdatesInput].sizes[axis];
  const uint64_t words = scatterLineWords(limits.sharedMemoryBytes);
  const uint64_t along = outputs[0].sizes[axis];
  // The lines after the copy where a line fits the shared words (no segments: each would re-read the line's
  // indices), else CopyFirst's scan.
  // Long lines of 4-byte elements along the innermost dimension run one line a workgroup (kLineGroup, which
  // planLines takes for them) but where copyFirstPaysBesideGroups: few updates a line on a large output (fewer
  // where the index map is written too).
  bool innermost = true;
  for (uint32_t k = axis + 1; k < outputs[0].rank(); ++k) innermost = innermost && outputs[0].sizes[k] == 1;
  const bool lineGroup = innermost && outputs[0].elementBytes == 4 && lineGroupFits(along, updatesAlong) &&
                         inputs[0].strides[axis] == 1 && outputs[0].strides[axis] == 1;
  const bool autoScan = method == ScatterMethod::Auto &&
                        (lineGroup ? copyFirstPaysBesideGroups(updatesAlong, outputs[0].bufferBytes, writeMap)
                                   : copyFirstPays(updatesAlong, outputs[0].bufferBytes));
  const bool autoLines =
      method == ScatterMethod::Auto && !autoScan && !lineGroup && copyThenLinesPays(outputs[0].bufferBytes);
  if ((method == ScatterMethod::CopyThenLines || autoLines) && words && along <= words) {
    ScatterPath path;
    path.copyFirst = true;
    path.lines = true;
    path.segment = words;
    return path;
  }
  if (method == ScatterMethod::CopyFirst || method == ScatterMethod::CopyThenLines || autoScan) {
    ScatterPath path;
    path.copyFirst = true;
    path.markItems = inputs[kUpdatesInput].elementCount;
    return path;
  }
  if (method != ScatterMethod::Winners && words) {
    const uint64_t segments = (along + words - 1) / words;
    const uint64_t reread = (segments - 1) * updatesAlong * inputs[1].elementBytes;  // IndicesTensor: slot 1
    if (segments == 1 || method == ScatterMethod::Lines || reread <= along * 8 + updatesAlong * 32)
      return {true, words, 0, 0};
  }
  if (method == ScatterMethod::Auto && *candidates <= kScanCandidates) return {};
  return {false, 0, wordBytes(outputs[0].elementCount), inputs[kUpdatesInput].elementCount};
}

// scatter_lines.comp's jobs: each of `jobs` cut along Axis into boxes of at most `segment` positions.
std::vector<Job> lineSegmentJobs(const std::vector<Job>& jobs, uint64_t segment) {
  std::vector<Job> cut;
  for (const Job& job : jobs) {
    const uint32_t axis = job.opArg[0];
    for (uint64_t lo = 0; lo < job.box.extent[axis]; lo += segment) {
      Job part = job;
      part.box.lo[axis] = job.box.lo[axis] + static_cast<uint32_t>(lo);
      part.box.extent[axis] = static_cast<uint32_t>(std::min<uint64_t>(segment, job.box.extent[axis] - lo));
      cut.push_back(part);
    }
  }
  return cut;
}

// The Mark pass before a scatter's Resolve dispatches: one item per update (DML_SCATTER) or index tuple
// (DML_SCATTER_ND), the winners at binding 1.
PlannedDispatch markDispatch(const PlannedDispatch& resolve, uint64_t items, const PlanLimits& limits) {
  PlannedDispatch d = resolve;
  d.variant = kMarkVariant;
  d.winners = PlannedDispatch::Winners::Mark;
  d.waitForPrevious = false;
  d.writeMap = d.wideMap = d.narrowMap = false;
  d.vectorBytes = 0;
  d.itemsPerInvocation = 1;
  // Its windows stay the Resolve dispatch's (valid for the tensors); the backend binds the winners instead.
  d.params.itemCount = static_cast<uint32_t>(items);  // below 2^32: planIndexBindings counts the updates
  d.groups = groupsFor(items, limits);
  return d;
}

// ScatterMethod::CopyFirst's (and CopyThenLines') jobs from DML_SCATTER's one: the input copied to the output
// over the same box (split.comp with no axis shifted: the map records input 0), then `updates`, the scatter's
// own job (or its lines' segments), each kCopyFirst.
std::vector<Job> copyFirstJobs(const Job& scatter, std::vector<Job> updates) {
  Job copy{ShaderId::Split, 0, 0, scatter.output, scatter.box, {}, 0, std::nullopt};
  copy.opArg[0] = kMaxDimensions;
  copy.opArg[1] = 0;
  updates.insert(updates.begin(), copy);
  for (size_t i = 1; i < updates.size(); ++i) updates[i].variant = kCopyFirstVariant;
  return updates;
}

// Whether dispatch `d` writes the updates over CopyFirst's (or CopyThenLines') copy.
bool afterCopy(const PlannedDispatch& d) {
  return d.variant == kCopyFirstVariant &&
         (d.shader == ShaderId::Scatter || d.shader == ShaderId::ScatterLines || d.shader == ShaderId::ScatterNd);
}

// After planning CopyFirst's jobs: each of the updates' dispatches (one per box the output's windows cut) runs
// one item per update (DML_SCATTER_ND: a workgroup per index tuple), every one of them after the whole copy (an
// update's element may lie in any box's copy). CopyThenLines' line blocks keep their planned items; they too
// wait for the whole copy.
void finishCopyFirst(RunPlan& plan, uint64_t updates, const PlanLimits& limits) {
  bool first = true;
  for (auto& d : plan.dispatches) {
    if (!afterCopy(d)) continue;
    if (d.shader == ShaderId::Scatter || d.shader == ShaderId::ScatterNd) {
      d.params.itemCount = static_cast<uint32_t>(updates);  // below 2^32: planIndexBindings counts them
      d.groups = d.shader == ShaderId::Scatter ? groupsFor(updates, limits) : groupsCapped(updates, limits);
    }
    d.waitForPrevious = first;
    first = false;
  }
}

// Whether every part of allPartsJob's `job` can be bound whole in a window slot: JOIN's inputs, SPLIT's outputs
// and their index maps, each within one window and one chunk (`window`).
bool partsFitWhole(const Job& job, const RunPlan& plan, uint64_t window) {
  const bool join = job.shader == ShaderId::Join;
  for (uint32_t t = 0; t < job.parts; ++t) {
    if ((join ? plan.inputBytes[t] : plan.outputBytes[t]) > window) return false;
    if (!join && plan.mapBytes[t] > window) return false;
  }
  return true;
}

}  // namespace

Result<uint64_t> storageChunkBytes(const PlanLimits& limits) {
  if (limits.maxBufferBytes == 0) return uint64_t{0};
  // Vulkan's alignments are powers of two, so a multiple of max(alignment, 16) is a multiple of both.
  const uint64_t unit = std::max<uint64_t>(limits.storageAlignment, 16);
  const uint64_t chunk = limits.maxBufferBytes / unit * unit;
  if (chunk == 0)
    return catalogueError("gpu.buffer-limit-too-small", {std::to_string(limits.maxBufferBytes), std::to_string(unit)});
  return chunk;
}

std::vector<Window> windowsCovering(uint64_t bytes, uint64_t chunkBytes, const PlanLimits& limits) {
  const uint64_t alignment = std::max<uint64_t>(limits.storageAlignment, 16);
  const uint64_t piece = std::max(windowRange(limits) / alignment * alignment, alignment);
  std::vector<Window> windows;
  const uint64_t chunks = chunkCount(bytes, chunkBytes);
  for (uint64_t c = 0; c < chunks; ++c) {
    const uint64_t start = c * chunkBytes;  // 0 for the one chunk of an unchunked tensor
    const uint64_t size = chunkSize(bytes, chunkBytes, c);
    for (uint64_t at = 0; at < size; at += piece) {
      windows.push_back({start + at, std::min(piece, size - at)});
      if (windows.size() > kWindowSlots) return windows;  // already more than any shader binds
    }
  }
  return windows;
}

uint64_t chunkCount(uint64_t bytes, uint64_t chunkBytes) {
  if (chunkBytes == 0 || bytes <= chunkBytes) return 1;
  return bytes / chunkBytes + (bytes % chunkBytes != 0);
}

uint64_t chunkSize(uint64_t bytes, uint64_t chunkBytes, uint64_t index) {
  if (chunkBytes == 0 || bytes <= chunkBytes) return bytes;
  const uint64_t start = index * chunkBytes;  // index < chunkCount: no overflow
  return std::min(chunkBytes, bytes - start);
}

ChunkWindow chunkOf(const Window& window, uint64_t chunkBytes) {
  if (chunkBytes == 0) return {0, window.offset, window.range};
  return {window.offset / chunkBytes, window.offset % chunkBytes, window.range};
}

MapEncoding chooseMapEncoding(const std::vector<TensorLayout>& inputs, MapEncoding asked) {
  uint64_t total = 0;
  bool huge = false;
  for (const auto& i : inputs) {
    total = checkedAdd(total, i.elementCount).value_or(UINT64_MAX);
    huge = huge || i.elementCount > 0xffffffffull;
  }
  if (huge || asked == MapEncoding::Wide) return MapEncoding::Wide;
  if (asked == MapEncoding::Standard || total >= 0xffffffffull) return MapEncoding::Standard;
  return MapEncoding::Narrow;
}

Result<RunPlan> planRun(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                        const std::vector<uint64_t>& inputDataBytes, const std::vector<TensorLayout>& outputs,
                        bool writeMap, const PlanLimits& limits) {
  RunPlan plan;
  auto chunkBytes = storageChunkBytes(limits);
  if (!chunkBytes) return chunkBytes.error();
  plan.chunkBytes = *chunkBytes;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const uint64_t reached = inputs[i].reachedElements * inputs[i].elementBytes;
    plan.inputBytes.push_back(roundUp(std::max({reached, inputs[i].bufferBytes, inputDataBytes[i], uint64_t{16}}), 16));
  }
  plan.mapEncoding = chooseMapEncoding(inputs, limits.mapEncoding);
  if (plan.mapEncoding == MapEncoding::Narrow) {
    uint64_t base = 0;
    for (const auto& i : inputs) {
      plan.mapInputBase.push_back(base);
      base += i.elementCount;  // below 2^32 - 1 in all: chooseMapEncoding checked
    }
  }
  const uint64_t entryBytes = plan.mapEncoding == MapEncoding::Narrow ? 4 : 8;
  for (const auto& o : outputs) {
    plan.outputBytes.push_back(roundUp(std::max<uint64_t>(o.bufferBytes, 16), 16));
    plan.mapBytes.push_back(writeMap ? roundUp(std::max<uint64_t>(o.elementCount * entryBytes, 16), 16) : 0);
  }
  if (readsIndexValues(desc))
    if (auto s = planIndexBindings(desc, inputs, plan, limits); !s) return s.error();
  const auto planJobs = [&](const std::vector<Job>& jobs) -> Result<RunPlan> {
    RunPlan planned = plan;
    Planner planner(inputs, outputs, writeMap, limits, planned);
    for (const Job& job : jobs) {
      if (auto status = planner.planJob(job); !status) return status.error();
    }
    return planned;
  };
  auto jobs = operatorJobs(desc, inputs, outputs);
  if (!jobs) return jobs.error();
  ScatterPath scatterPath = scatterPathFor(desc, inputs, outputs, *jobs, plan, writeMap, limits);
  plan.winnerBytes = scatterPath.winnerBytes;
  for (Job& job : *jobs) {
    if (scatterPath.lines) job.shader = ShaderId::ScatterLines;
    if (plan.winnerBytes) job.variant = kResolveVariant;
  }
  if (scatterPath.copyFirst) {
    const Job scatter = jobs->front();
    *jobs = copyFirstJobs(scatter, scatterPath.lines ? lineSegmentJobs({scatter}, scatterPath.segment)
                                                     : std::vector<Job>{scatter});
  } else if (scatterPath.lines) {
    *jobs = lineSegmentJobs(*jobs, scatterPath.segment);
  }
  if (scatterPath.table)
    for (Job& job : *jobs) job.variant = kTableVariant;
  auto usual = planJobs(*jobs);
  // kTable needs one dispatch over the whole output on the vector path (scatter_nd.comp): else the winners.
  if (scatterPath.table && !(usual && usual->dispatches.size() == 1 && usual->dispatches.front().vectorBytes != 0)) {
    scatterPath.table = false;
    for (Job& job : *jobs) job.variant = plan.winnerBytes ? kResolveVariant : 0;
    usual = planJobs(*jobs);
  }
  // An input bound in parts may leave the usual jobs' reads too far apart for one window: then the same work
  // as contiguous reads, if the operator has such jobs, where it takes fewer dispatches (or the usual fails).
  const uint64_t window = wholeWindow(limits, plan.chunkBytes);
  const bool inputInParts = std::any_of(plan.inputBytes.begin(), plan.inputBytes.end(),
                                        [&](uint64_t bytes) { return bytes > window; });
  if (auto jobs = cacheOrderJobs(desc, inputs, outputs)) {
    auto reordered = planJobs(*jobs);
    if (reordered && (!usual || reordered->dispatches.size() <= usual->dispatches.size())) usual = std::move(reordered);
  }
  if (inputInParts) {
    if (auto jobs = contiguousReadJobs(desc, inputs, outputs)) {
      auto contiguous = planJobs(*jobs);
      if (contiguous && (!usual || contiguous->dispatches.size() < usual->dispatches.size())) usual = std::move(contiguous);
    }
  }
  // SPLIT and JOIN: every part in one dispatch where the parts fit the window slots whole, taken where it needs
  // fewer dispatches than a dispatch per part and keeps whole vectors everywhere (parts.glsl).
  if (auto parts = allPartsJob(desc, inputs, outputs); parts && partsFitWhole(*parts, plan, window)) {
    auto together = planJobs({*parts});
    const bool vectors = together && std::all_of(together->dispatches.begin(), together->dispatches.end(),
                                                 [](const PlannedDispatch& d) { return d.vectorBytes != 0; });
    if (vectors && (!usual || together->dispatches.size() < usual->dispatches.size())) usual = std::move(together);
  }
  if (!usual) return usual.error();
  plan = std::move(*usual);
  if (scatterPath.table) plan.winnerBytes = 0;
  if (plan.winnerBytes && !plan.dispatches.empty()) {
    for (auto& d : plan.dispatches) d.winners = PlannedDispatch::Winners::Resolve;
    plan.dispatches.front().waitForPrevious = true;
    plan.dispatches.insert(plan.dispatches.begin(),
                           markDispatch(plan.dispatches.front(), scatterPath.markItems, limits));
  }
  if (scatterPath.copyFirst) finishCopyFirst(plan, scatterPath.markItems, limits);
  // An output needs zeroing unless the dispatches cover every byte of it with whole-word stores: packed, no
  // bytes past the elements, and every dispatch writing it on the vector path or storing elements of 4 or 8
  // bytes (the element path ORs only sub-word elements into zeroed words; every dispatch writes every element
  // of its box). Zeroing an output the dispatches overwrite anyway cost the element-path operators a third
  // more traffic.
  for (size_t o = 0; o < outputs.size(); ++o) {
    bool covered = isPacked(outputs[o]) &&
                   outputs[o].bufferBytes == outputs[o].elementCount * outputs[o].elementBytes;
    const bool wholeWords = outputs[o].elementBytes >= 4;
    // (A scatter's Mark pass writes its winner words, not the output; the updates after a copy clear the
    // bits they set.)
    for (const auto& d : plan.dispatches)
      if (d.output == o && d.vectorBytes == 0 && !wholeWords && d.winners != PlannedDispatch::Winners::Mark &&
          !afterCopy(d))
        covered = false;
    plan.zeroOutput.push_back(!covered);
  }
  return plan;
}

}  // namespace dmlscope::vulkan
