// DML_GATHER, DML_GATHER_ELEMENTS and DML_GATHER_ND1: output element o reads the input at coordinates that copy
// o's, except in the dimensions an index tuple at a cell also fixed by o chooses (one dimension, Axis, for the
// first two). The host (operator_jobs.cpp) folds each operator's size rules into per-output-dimension steps, so
// one formula serves all three:
//   inStride, inLinear (a JobView): how output coordinate k moves the input element (0 where it has no input
//     dimension, or where an index value decides instead);
//   opStep: how output coordinate k moves the IndicesTensor element of the tuple's first value;
//   P.tupleSize values from there, P.tupleStep apart, choose input dimensions t = 0.. of auxSize[t] elements,
//   stride auxStride[t] and row-major stride (auxLinear[t], opArg[t]) as (low, high).
#version 450
#extension GL_GOOGLE_include_directive : require
// An index may jump anywhere: no contiguous runs to rely on.
#define INNER_STEPS_AT_MOST_ONE false
#include "strided.glsl"
#include "indices.glsl"

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    r.offset += outer[k] * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, outer[k], k);
    r.extra += outer[k] * DIM(P.opStep, k);  // the tuple's IndicesTensor element, so far
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint cell = row.extra + x * DIM(P.opStep, k);
  offset = row.offset + x * DIM(P.inStride, k);
  linear = addLinear(row.linear, x, k);
  for (uint t = 0u; t < P.tupleSize; ++t) {
    const uint at = resolvedIndex(cell + t * P.tupleStep, DIM(P.auxSize, t));
    offset += at * DIM(P.auxStride, t);
    linear = addProduct(linear, at, DIM(P.auxLinear, t), DIM(P.opArg, t));
  }
  return true;
}
