// DML_TILE_OPERATOR: output element o reads input element i with i_k = o_k mod InputTensor.Sizes[k].
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#include "strided.glsl"

uint tileSource(uint o, uint k) { return o - inSizeDiv(o, k) * DIM(P.inSize, k); }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = tileSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint i = tileSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addToLinear(row.linear, i);
  return true;
}
