// DML_SPACE_TO_DEPTH1_OPERATOR: output (n, c', y, x) reads input (n, c, y*B + by, x*B + bx) where, with
// C the input's channels: DEPTH_COLUMN_ROW (VARIANT 0): c' = (by*B + bx)*C + c; COLUMN_ROW_DEPTH (VARIANT 1):
// c' = c*B*B + by*B + bx. A row (fixed n, c', y) reads every B-th element of one input row, from column bx.
// opArg: [0] B, [1] and [2] fastDiv multiplier and shift for B, [3] D, the divisor that splits c' (C in
// DEPTH_COLUMN_ROW, B*B in COLUMN_ROW_DEPTH), [4] and [5] fastDiv multiplier and shift for D.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "strided.glsl"
#include "dml_enums.glsl"

// outer = (n, c', y); the row's source is input (n, c, y*B + by, bx).
RowSource rowSource(uint outer[8]) {
  const uint B = DIM(P.opArg, 0u);
  const uint D = DIM(P.opArg, 3u);
  const uint n = outer[0];
  const uint q = fastDiv(outer[1], D, DIM(P.opArg, 4u), DIM(P.opArg, 5u));
  const uint r = outer[1] - q * D;
  const uint c = VARIANT == kDepthColumnRow ? r : q;
  const uint block = VARIANT == kDepthColumnRow ? q : r;
  const uint by = fastDiv(block, B, DIM(P.opArg, 1u), DIM(P.opArg, 2u));
  const uint bx = block - by * B;
  const uint row = outer[2] * B + by;
  RowSource s = emptyRowSource();
  s.offset += n * DIM(P.inStride, 0u) + c * DIM(P.inStride, 1u) + row * DIM(P.inStride, 2u) + bx * DIM(P.inStride, 3u);
  s.linear = addLinear(addLinear(addLinear(addLinear(s.linear, n, 0u), c, 1u), row, 2u), bx, 3u);
  return s;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint column = x * DIM(P.opArg, 0u);  // below the input's width: x < W / B
  offset = row.offset + column * DIM(P.inStride, 3u);
  linear = addToLinear(row.linear, column);
  return true;
}
