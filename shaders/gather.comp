// DML_GATHER and DML_GATHER_ELEMENTS: output element o reads the input at coordinates that copy o's, except
// along Axis, where the IndicesTensor value at a cell also fixed by o chooses. The host (operator_jobs.cpp)
// folds both operators' size rules into per-output-dimension steps, so one formula serves both:
//   inStride, inLinear (a JobView): how output coordinate k moves the input element (0 where Axis's index
//     decides instead, or where the output coordinate has no input dimension);
//   opStep: how output coordinate k moves the IndicesTensor element read;
//   opArg: [0] the input's size along Axis, [1] its stride there, [2] [3] its row-major stride there (low, high).
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
    r.extra += outer[k] * DIM(P.opStep, k);  // the IndicesTensor element, so far
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint at = resolvedIndex(row.extra + x * DIM(P.opStep, k), DIM(P.opArg, 0u));
  offset = row.offset + x * DIM(P.inStride, k) + at * DIM(P.opArg, 1u);
  linear = addProduct(addLinear(row.linear, x, k), at, DIM(P.opArg, 2u), DIM(P.opArg, 3u));
  return true;
}
