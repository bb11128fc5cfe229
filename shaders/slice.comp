// DML_SLICE1 and DML_SLICE: output coordinate o reads input coordinate opArg[k] + o · opStep[k]. opStep is a
// signed 32-bit step stored as its bits: Slice1's negative strides walk back from the window's end
// (opArg holds that end), and unsigned arithmetic wraps to the right coordinate, which validation keeps
// inside the input.
#version 450
#extension GL_GOOGLE_include_directive : require
// A step of 2 or -1 is not a contiguous run; with one step per row, the run check's test (last - first is
// one less than the vector's element count) would pass only for a step of 1 — except for steps that wrap
// around 2^32, so the run path is left off rather than relied on.
#define INNER_STEPS_AT_MOST_ONE false
#include "strided.glsl"

uint sliceSource(uint o, uint k) { return DIM(P.opArg, k) + o * DIM(P.opStep, k); }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = sliceSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint i = sliceSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addToLinear(row.linear, i);
  return true;
}
