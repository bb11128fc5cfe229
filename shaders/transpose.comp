// DML_ELEMENT_WISE_IDENTITY whose input is contiguous along another dimension than the output's rows (a
// transposing read: strides {1, N} into a row-major output). Walking output rows, neighbouring invocations
// would read input elements the input's innermost stride apart, one cache line each; here a workgroup moves
// tiles of 32 x 32 elements through shared memory: it reads a tile along input dimension J (input stride 1:
// neighbouring invocations read neighbouring elements) and writes it along the output's rows.
//
// opArg: [0] J, [1] tiles along the box's innermost dimension, [2] and [3] its fastDiv multiplier and shift,
// [4] tiles along J, [5] and [6] its fastDiv multiplier and shift. P.itemCount: the box's tiles. The planner
// (core/src/vulkan/operator_jobs.cpp) picks this shader for 4- and 8-byte elements only, so every element is
// stored whole. VARIANT and opStep[0..1]: the ScaleBias each element gets on its way (scale_bias.glsl).
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define CONVERTS_ELEMENTS
#include "strided.glsl"
#include "dml_enums.glsl"
#include "scale_bias.glsl"

// Tiles of 32 x 32: on the H200, 64 x 32 tiles with 8 loads in flight measured 0.36 of a copy against 0.50.
const uint TILE = 32u;
const uint LOADS_IN_FLIGHT = 4u;  // a 256-invocation workgroup reads its whole tile in one batch
// One column of padding per row: a tile column read or written by a warp touches 32 different banks.
shared uint tileLo[TILE][TILE + 1u];
shared uint tileHi[TILE][TILE + 1u];  // 8-byte elements' high words

void main() {
  const uint J = DIM(P.opArg, 0u);
  const uint inner = RANK - 1u;
  const uint jLo = DIM(P.boxLo, J), xLo = DIM(P.boxLo, inner);
  // Tiles are handed out a workgroup at a time (a grid-stride loop, as the host caps the group count); the
  // loop's bounds are the same for the whole workgroup, so its barriers are reached by every invocation.
  for (uint tile = gl_WorkGroupID.x; tile < P.itemCount; tile += gl_NumWorkGroups.x) {
    // The tile's place along J (neighbouring workgroups read neighbouring input runs), its column (innermost
    // dimension), then the box coordinates of the others.
    uint rest = tile;
    const uint tilesJ = DIM(P.opArg, 4u);
    uint q = fastDiv(rest, tilesJ, DIM(P.opArg, 5u), DIM(P.opArg, 6u));
    const uint j0 = (rest - q * tilesJ) * TILE;
    rest = q;
    const uint tilesX = DIM(P.opArg, 1u);
    q = fastDiv(rest, tilesX, DIM(P.opArg, 2u), DIM(P.opArg, 3u));
    const uint x0 = (rest - q * tilesX) * TILE;
    rest = q;
    uint inOffset = 0u - P.inBias;
    uvec2 linear = uvec2(0u);
    uint outOffset = P.outBias;
    uint mapPos = P.mapBias;
    [[unroll]] for (int k = int(RANK) - 2; k >= 0; --k) {
      const uint u = uint(k);
      if (u == J) continue;
      const uint d = DIM(P.extent, u);
      const uint next = fastDiv(rest, d, DIM(P.extentMul, u), DIM(P.extentShift, u));
      const uint local = rest - next * d;
      rest = next;
      const uint c = DIM(P.boxLo, u) + local;
      inOffset += c * DIM(P.inStride, u);
      linear = addLinear(linear, c, u);
      outOffset += local * DIM(P.outStride, u);
      mapPos += local * DIM(P.mapStride, u);
    }
    const uint jCount = min(TILE, DIM(P.extent, J) - j0);
    const uint xCount = min(TILE, DIM(P.extent, inner) - x0);

    // Read along J: element i of the tile is (j0 + i % 32, x0 + i / 32). A batch of loads is issued before
    // any is stored, so an invocation waits for memory once per batch, not once per element.
    for (uint base = 0u; base < TILE * TILE; base += LOADS_IN_FLIGHT * gl_WorkGroupSize.x) {
      uvec2 v[LOADS_IN_FLIGHT];
      [[unroll]] for (uint r = 0u; r < LOADS_IN_FLIGHT; ++r) {
        const uint i = base + r * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
        const uint jj = i % TILE, xx = i / TILE;
        if (i < TILE * TILE && jj < jCount && xx < xCount)
          v[r] = loadElement(inOffset + (jLo + j0 + jj) * DIM(P.inStride, J) + (xLo + x0 + xx) * DIM(P.inStride, inner));
      }
      [[unroll]] for (uint r = 0u; r < LOADS_IN_FLIGHT; ++r) {
        const uint i = base + r * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
        const uint jj = i % TILE, xx = i / TILE;
        if (i < TILE * TILE && jj < jCount && xx < xCount) {
          tileLo[xx][jj] = v[r].x;
          if (ELEM_BYTES == 8u) tileHi[xx][jj] = v[r].y;
        }
      }
    }
    barrier();
    // Write along the rows: invocation i takes element (j0 + i / 32, x0 + i % 32).
    for (uint i = gl_LocalInvocationID.x; i < TILE * TILE; i += gl_WorkGroupSize.x) {
      const uint xx = i % TILE, jj = i / TILE;
      if (jj < jCount && xx < xCount) {
        const uint lj = j0 + jj, lx = x0 + xx;
        const uvec2 v = uvec2(tileLo[xx][jj], ELEM_BYTES == 8u ? tileHi[xx][jj] : 0u);
        storeElement(outOffset + lj * DIM(P.outStride, J) + lx * DIM(P.outStride, inner), elementValue(v));
        if (WRITE_MAP) {
          const uvec2 source = addLinear(addLinear(linear, jLo + lj, J), xLo + lx, inner);
          storeMapEntry(mapPos + lj * DIM(P.mapStride, J) + lx * DIM(P.mapStride, inner), mapEntry(source));
        }
      }
    }
    barrier();  // the next tile's reads overwrite this one
  }
}
