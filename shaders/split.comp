// DML_SPLIT_OPERATOR, one dispatch per output: output element o reads the input at o, shifted along Axis by
// the Axis sizes of the outputs before this one. opArg: [0] Axis, [1] that shift. Also
// DML_ELEMENT_WISE_IDENTITY's copy (Axis 8: no axis shifted), with its ScaleBias (VARIANT, scale_bias.glsl).
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#define CONVERTS_ELEMENTS
#include "strided.glsl"
#include "dml_enums.glsl"
#include "scale_bias.glsl"

uint splitSource(uint o, uint k) { return k == DIM(P.opArg, 0u) ? o + DIM(P.opArg, 1u) : o; }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = splitSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint i = splitSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addLinear(row.linear, i, k);  // a view's innermost step need not be 1 (space-to-depth's is B)
  return true;
}
