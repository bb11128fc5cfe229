// DML_JOIN_OPERATOR, one dispatch per input t over the slab of the output it fills: output element o reads
// input t at o, shifted back along Axis by the Axis sizes of the inputs before t. opArg: [0] Axis, [1] that
// shift. (The map's input index, t, is P.sourceInput.)
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#include "strided.glsl"

uint joinSource(uint o, uint k) { return k == DIM(P.opArg, 0u) ? o - DIM(P.opArg, 1u) : o; }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = joinSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint i = joinSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addToLinear(row.linear, i);
  return true;
}
