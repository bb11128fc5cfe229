// DML_GATHER, DML_GATHER_ELEMENTS and DML_GATHER_ND1: output element o reads the input at coordinates that copy
// o's, except in the dimensions an index tuple at a cell also fixed by o chooses (one dimension, Axis, for the
// first two). The host (operator_jobs.cpp) folds each operator's size rules into per-output-dimension steps, so
// one formula serves all three:
//   inStride, inLinear (a JobView): how output coordinate k moves the input element (0 where it has no input
//     dimension, or where an index value decides instead);
//   opStep: how output coordinate k moves the IndicesTensor element of the tuple's first value;
//   P.tupleSize values from there, P.tupleStep apart, choose input dimensions t = 0.. of auxSize[t] elements,
//   stride auxStride[t] and row-major stride (auxLinear[t], opArg[t]) as (low, high).
// IndicesTensor is bound as the window the dispatch's box reads (its first element P.indexBias). The input:
// VARIANT 0, bound whole at binding 0 (offsets relative to it, in 32 bits); VARIANT 1 (kInputInWindows), an
// input larger than one window, through the windows of windows.glsl (absolute offsets, in 64 bits where the
// input has 2^32 elements or more: WIDE_MAP).
#version 450
#extension GL_GOOGLE_include_directive : require
// An index may jump anywhere, but where the innermost coordinate moves no index cell (GATHER along any axis
// but the last, GATHER_ND's row tuples) a row's elements share one tuple and its innermost input step: a
// vector of them is then one contiguous run wherever that step is 1 (strided.glsl checks the run's ends), read
// as one load instead of an index lookup and a load per element. The input bound whole only (VARIANT 0).
#define INNER_STEPS_AT_MOST_ONE (VARIANT == 0u && DIM(P.opStep, RANK - 1u) == 0u && DIM(P.inLinear, RANK - 1u) == 1u)
#define OWN_SOURCE_LOAD
#include "strided.glsl"
#include "indices.glsl"
#include "windows.glsl"

const uint kInputInWindows = 1u;  // kGatherInWindows in core/src/vulkan/dispatch_plan.cpp
const bool IN_WINDOWS = VARIANT == kInputInWindows;

// acc + c * step in the input's element offsets: 64 bits through windows where WIDE_MAP, else 32 (wrapping).
uvec2 addOffset(uvec2 acc, uint c, uint step) {
  if (!IN_WINDOWS) return uvec2(acc.x + c * step, 0u);
  return addProduct(acc, c, step, 0u);
}

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  uvec2 offset = uvec2(r.offset, 0u);
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    offset = addOffset(offset, outer[k], DIM(P.inStride, k));
    r.linear = addLinear(r.linear, outer[k], k);
    r.extra += outer[k] * DIM(P.opStep, k);  // the tuple's IndicesTensor element, so far
  }
  r.extra -= P.indexBias;  // relative to the bound IndicesTensor window
  if (DIM(P.opStep, RANK - 1u) == 0u) {
    // The row's one tuple (see INNER_STEPS_AT_MOST_ONE), resolved here once instead of for every element.
    for (uint t = 0u; t < P.tupleSize; ++t) {
      const uint at = resolvedIndex(r.extra + t * P.tupleStep, DIM(P.auxSize, t));
      offset = addOffset(offset, at, DIM(P.auxStride, t));
      r.linear = addProduct(r.linear, at, DIM(P.auxLinear, t), DIM(P.opArg, t));
    }
  }
  r.offset = offset.x;
  r.offsetHi = offset.y;
  return r;
}

// The window slot of the element elementSource() last named, for loadSourceElement() (strided.glsl's walks
// load each element right after naming it).
uint sourceSlot = 0u;

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint cell = row.extra + x * DIM(P.opStep, k);
  uvec2 at64 = addOffset(uvec2(row.offset, row.offsetHi), x, DIM(P.inStride, k));
  linear = addLinear(row.linear, x, k);
  const uint tuples = DIM(P.opStep, k) == 0u ? 0u : P.tupleSize;  // 0: rowSource resolved the row's tuple
  for (uint t = 0u; t < tuples; ++t) {
    const uint at = resolvedIndex(cell + t * P.tupleStep, DIM(P.auxSize, t));
    at64 = addOffset(at64, at, DIM(P.auxStride, t));
    linear = addProduct(linear, at, DIM(P.auxLinear, t), DIM(P.opArg, t));
  }
  if (IN_WINDOWS) {
    sourceSlot = windowSlotOf(at64, offset);
  } else {
    offset = at64.x;
  }
  return true;
}

uvec2 loadSourceElement(uint offset) {
  if (IN_WINDOWS) return loadWindowElement(sourceSlot, offset);
  return loadElement(offset);
}
