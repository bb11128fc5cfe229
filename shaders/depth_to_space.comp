// DML_DEPTH_TO_SPACE1_OPERATOR: output (n, c, y, x) reads input (n, channel, y / B, x / B) where, with
// by = y mod B, bx = x mod B and OC = C / (B*B): DEPTH_COLUMN_ROW (VARIANT 0): channel = (by*B + bx)*OC + c;
// COLUMN_ROW_DEPTH (VARIANT 1): channel = c*B*B + by*B + bx.
// opArg: [0] B, [1] and [2] fastDiv multiplier and shift for B, [3] OC.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "strided.glsl"
#include "dml_enums.glsl"

uint divideByBlock(uint v) { return fastDiv(v, DIM(P.opArg, 0u), DIM(P.opArg, 1u), DIM(P.opArg, 2u)); }

// How far the channel moves per step of bx.
uint channelStepPerColumn() { return VARIANT == kDepthColumnRow ? DIM(P.opArg, 3u) : 1u; }

// outer = (n, c, y); extra = the channel without its bx term.
RowSource rowSource(uint outer[8]) {
  const uint B = DIM(P.opArg, 0u);
  const uint OC = DIM(P.opArg, 3u);
  const uint n = outer[0];
  const uint c = outer[1];
  const uint y = outer[2];
  const uint Y = divideByBlock(y);
  const uint by = y - Y * B;
  RowSource r = emptyRowSource();
  r.extra = VARIANT == kDepthColumnRow ? by * B * OC + c : c * B * B + by * B;
  r.offset += n * DIM(P.inStride, 0u) + Y * DIM(P.inStride, 2u);
  r.linear = addLinear(addLinear(r.linear, n, 0u), Y, 2u);
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint B = DIM(P.opArg, 0u);
  const uint X = divideByBlock(x);
  const uint bx = x - X * B;
  const uint channel = row.extra + bx * channelStepPerColumn();
  offset = row.offset + channel * DIM(P.inStride, 1u) + X * DIM(P.inStride, 3u);
  linear = addToLinear(addLinear(row.linear, channel, 1u), X);
  return true;
}
