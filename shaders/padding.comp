// DML_PADDING_OPERATOR: output coordinate o reads input coordinate j = o - StartPadding[k] where j is inside
// [0, n); outside, the mode decides (VARIANT = DML_PADDING_MODE): CONSTANT gives PaddingValue, EDGE clamps,
// REFLECTION mirrors without repeating the edge (period 2(n-1)), SYMMETRIC mirrors repeating it (period 2n),
// WRAP repeats the input whole (j mod n, period n). The repeating modes fold a pad of any width, however many
// periods it spans (core's formula: core/src/operators/padding_index.h).
// opArg: StartPadding per dimension.
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#include "strided.glsl"
#include "dml_enums.glsl"

// The input coordinate output coordinate `o` of dimension k reads; false for the padding constant.
bool paddingSource(uint o, uint k, out uint i) {
  const uint start = DIM(P.opArg, k);
  const uint n = DIM(P.inSize, k);
  i = 0u;
  if (o >= start && o - start < n) {
    i = o - start;
    return true;
  }
  const bool before = o < start;
  if (VARIANT == kPaddingConstant) return false;
  if (VARIANT == kPaddingEdge) {
    i = before ? 0u : n - 1u;
  } else if (VARIANT == kPaddingReflection) {
    // Mirrored about 0 and n-1: |j| counted in half-periods of n-1; odd half-periods run backwards.
    const uint half_ = n - 1u;
    if (half_ != 0u) {
      const uint a = before ? start - o : o - start;
      const uint q = a / half_;
      const uint r = a - q * half_;
      i = (q & 1u) == 0u ? r : half_ - r;
    }
  } else if (VARIANT == kPaddingWrap) {
    // j mod n (n >= 1, so no division by 0). Before the input j = -a, a >= 1: -a mod n = n - (a mod n), or 0
    // where n divides a (a = |j| in unsigned arithmetic, as in the other modes).
    const uint a = before ? start - o : o - start;
    const uint r = a - (a / n) * n;
    i = before && r != 0u ? n - r : r;
  } else {
    // kPaddingSymmetric: mirrored about -1/2 and n-1/2: j < 0 reads like -1-j; then half-periods of n.
    const uint a = before ? start - o - 1u : o - start;
    const uint q = a / n;
    const uint r = a - q * n;
    i = (q & 1u) == 0u ? r : n - 1u - r;
  }
  return true;
}

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    uint i;
    if (!paddingSource(outer[k], k, i)) r.padding = true;
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  uint i;
  const bool inside = paddingSource(x, k, i);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addToLinear(row.linear, i);
  return inside;
}
