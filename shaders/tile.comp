// DML_TILE_OPERATOR: output element o reads input element i with i_k = o_k mod InputTensor.Sizes[k].
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#define ALTERNATE_WALK
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

// VARIANT kRepeats (kTileRepeatsVariant in core/src/vulkan/dispatch_plan.h): each item loads one input vector
// once and stores it at up to opArg[4] of its repeats, where the output-vector walk loads every output vector's
// source again. The tiled output outweighs the input by the repeats, so that walk reads the input (from the L2)
// as many times as the output is large: read and write traffic both the output's size, where this walk reads
// the input once. The host takes it where the box is the whole output and the input's rows are whole vectors
// read contiguously (its innermost stride 1).
// Items: input vector v of opArg[0] (fastDiv opArg[1], opArg[2]) in repeat group g, item = g * opArg[0] + v, so
// that neighbouring invocations load and store neighbouring vectors. Repeats r = g * opArg[4] ... of opArg[3]
// in all, in mixed radix over the repeats along each dimension (auxSize[k]), innermost fastest; one repeat
// along k moves the output auxStride[k] elements and the map auxLinear[k] positions (mod 2^32).
const uint kRepeats = 1u;

bool alternateWalk() {
  if (VARIANT != kRepeats || VEC_BYTES == 0u) return false;
  const uint vectors = DIM(P.opArg, 0u), perItem = DIM(P.opArg, 4u), repeats = DIM(P.opArg, 3u);
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint item = gl_GlobalInvocationID.x; item < P.itemCount; item += stride) {
    const uint group = fastDiv(item, vectors, DIM(P.opArg, 1u), DIM(P.opArg, 2u));
    // The vector's input coordinates, from its row-major element number; its first output and map positions.
    uint rest = (item - group * vectors) * ELEMS_PER_VEC;
    RowSource source = emptyRowSource();
    uint outOffset = P.outBias, mapPos = P.mapBias;
    [[unroll]] for (int k = int(RANK) - 1; k >= 0; --k) {
      const uint u = uint(k);
      const uint q = inSizeDiv(rest, u);
      const uint i = rest - q * DIM(P.inSize, u);
      rest = q;
      source.offset += i * DIM(P.inStride, u);
      source.linear = addLinear(source.linear, i, u);
      outOffset += i * DIM(P.outStride, u);
      mapPos += i * DIM(P.mapStride, u);
    }
    uint words[4] = uint[4](0u, 0u, 0u, 0u);
    loadSourceRun(source.offset, words);
    uint entryWords[32];
    if (WRITE_MAP) {
      [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j) insertMapEntry(entryWords, j, mapEntry(addToLinear(source.linear, j)));
    }
    // The group's first repeat, as one count per dimension.
    uint t[8];
    uint r = group * perItem;
    [[unroll]] for (int k = int(RANK) - 1; k >= 0; --k) {
      const uint u = uint(k);
      t[u] = r % DIM(P.auxSize, u);
      r /= DIM(P.auxSize, u);
      outOffset += t[u] * DIM(P.auxStride, u);
      mapPos += t[u] * DIM(P.auxLinear, u);
    }
    const uint count = min(perItem, repeats - group * perItem);
    for (uint n = 0u; n < count; ++n) {
      storeOutputVector(outOffset, words);
      if (WRITE_MAP) storeOutputMapVector(mapPos, entryWords);
      // The next repeat: the innermost count steps, and each that wraps carries into the next one out.
      [[unroll]] for (int k = int(RANK) - 1; k >= 0; --k) {
        const uint u = uint(k);
        outOffset += DIM(P.auxStride, u);
        mapPos += DIM(P.auxLinear, u);
        if (++t[u] < DIM(P.auxSize, u)) break;
        t[u] = 0u;
        outOffset -= DIM(P.auxSize, u) * DIM(P.auxStride, u);
        mapPos -= DIM(P.auxSize, u) * DIM(P.auxLinear, u);
      }
    }
  }
  return true;
}
