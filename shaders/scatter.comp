// DML_SCATTER (elements): output element o is the input's element o, unless an update lands on it. Update u
// lands at u's coordinates with the Axis coordinate replaced by IndicesTensor[u]; where several land on one
// element the last in row-major order wins, as on the CPU (core/src/operators/scatter.cpp). The candidates for
// o share its coordinates off Axis, and a later one has a larger Axis coordinate, so each output element scans
// its updates' Axis from the end and takes the first whose index names it (kScan: no atomics, no second pass,
// the price a scan of the updates' Axis size per output element), or the two passes of updates.glsl (kMark,
// kResolve) find the same update through a word per output element. Or kCopyFirst: the planner copies the input
// to the output first (split.comp), then this pass runs one item per update, each writing itself where no later
// update on its line names the same position (a scan of the later indices of its own line: the updates a line
// has along Axis, squared, over two; taken where lines have few).
//
// The input is bound at binding 0 as usual, IndicesTensor at 4, UpdatesTensor at 5. opArg: [0] Axis, [1] the
// output's size along Axis (what an index resolves against). opStep: IndicesTensor's strides. auxStride,
// auxLinear, auxSize: UpdatesTensor's strides, row-major strides and sizes. The element path only.
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define COPY_FIRST_WALK  // kCopyFirst walks the updates a workgroup at a time (copyFirstWalk)
#include "strided.glsl"
#include "indices.glsl"
#include "updates.glsl"

// kMark: update u lands at its own coordinates with the Axis coordinate its index names.
void markUpdate(uint u) {
  uint c[8];
  updateCoordinates(u, c);
  const uint axis = DIM(P.opArg, 0u);
  uint indexAt = 0u;
  [[unroll]] for (uint k = 0u; k < RANK; ++k) indexAt += c[k] * DIM(P.opStep, k);
  c[axis] = resolvedIndex(indexAt, DIM(P.opArg, 1u));
  markWinner(c, u);
}

// kCopyFirst: update u (row-major number) lands at its own coordinates with the Axis coordinate its index names,
// unless a later update of its line (a larger Axis coordinate) names the same position; it writes itself there
// if that element lies in this dispatch's box (a box per output window: each dispatch runs every update).
// Where a line's updates are consecutive numbers (Axis is UpdatesTensor's last dimension, or those after it
// have size 1), the later ones in this workgroup are compared through groupPositions, each resolved once, and
// only those past the workgroup from IndicesTensor: reading and resolving each later index per update was the
// scan's cost (on an H200: 0.67 of a copy at 16 updates a line, 0.28 at 64).
shared uint groupPositions[256];  // at most kWorkgroupSize (core/src/vulkan/pipelines.h) invocations

void copyFirstWalk() {
  const uint axis = DIM(P.opArg, 0u);
  const uint n = DIM(P.opArg, 1u);
  const uint U = DIM(P.auxSize, axis);
  const uint step = DIM(P.opStep, axis);
  const uint groupSize = gl_WorkGroupSize.x;
  const uint t = gl_LocalInvocationID.x;
  const bool consecutive = DIM(P.auxLinear, axis) == 1u;
  for (uint base = gl_WorkGroupID.x * groupSize; base < P.itemCount; base += gl_NumWorkGroups.x * groupSize) {
    const uint u = base + t;
    uint c[8];
    uint indexAt = 0u, updateAt = 0u, position = ~0u;
    if (u < P.itemCount) {
      updateCoordinates(u, c);
      [[unroll]] for (uint k = 0u; k < RANK; ++k) {
        indexAt += c[k] * DIM(P.opStep, k);
        updateAt += c[k] * DIM(P.auxStride, k);
      }
      position = resolvedIndex(indexAt, n);
    }
    groupPositions[t] = position;
    memoryBarrierShared();
    barrier();
    bool overwritten = u >= P.itemCount;
    if (!overwritten) {
      const uint j = c[axis];
      // The later updates of u's line held here: u + 1 .. u + inGroup.
      const uint inGroup = consecutive ? min(U - 1u - j, groupSize - 1u - t) : 0u;
      for (uint k = 1u; k <= inGroup && !overwritten; ++k) overwritten = groupPositions[t + k] == position;
      uint later = indexAt + inGroup * step;
      for (uint jj = j + inGroup + 1u; jj < U && !overwritten; ++jj) {
        later += step;
        overwritten = resolvedIndex(later, n) == position;
      }
    }
    if (!overwritten) {
      c[axis] = position;
      uint outOffset = P.outBias, mapPos = P.mapBias;
      bool inBox = true;
      [[unroll]] for (uint k = 0u; k < RANK; ++k) {
        const uint local = c[k] - DIM(P.boxLo, k);  // wraps above the extent where c[k] is below the box
        inBox = inBox && local < DIM(P.extent, k);
        outOffset += local * DIM(P.outStride, k);
        mapPos += local * DIM(P.mapStride, k);
      }
      if (inBox) {
        overwriteElement(outOffset, loadUpdate(updateAt));
        if (WRITE_MAP) storeMapEntry(mapPos, updateEntry(u));
      }
    }
    // The next round's positions overwrite these.
    barrier();
  }
}

void processElement(uint item) {
  if (VARIANT == kMark) {
    markUpdate(item);
    return;
  }
  uint o[8];
  uint outOffset, mapPos;
  outputElement(item, o, outOffset, mapPos);

  const uint axis = DIM(P.opArg, 0u);
  // The update cell sharing o's coordinates off Axis, if UpdatesTensor reaches them.
  bool reached = true;
  uint indexAt = 0u, updateAt = 0u, updateLinear = 0u;
  uint inputAt = 0u - P.inBias;
  uvec2 inputLinear = uvec2(0u);
  [[unroll]] for (uint k = 0u; k < RANK; ++k) {
    inputAt += o[k] * DIM(P.inStride, k);
    inputLinear = addLinear(inputLinear, o[k], k);
    if (k == axis) continue;
    reached = reached && o[k] < DIM(P.auxSize, k);
    indexAt += o[k] * DIM(P.opStep, k);
    updateAt += o[k] * DIM(P.auxStride, k);
    updateLinear += o[k] * DIM(P.auxLinear, k);
  }
  bool updated = false;
  if (VARIANT == kResolve) {
    // The input's row-major number is the output's (same sizes), below 2^32 (the planner checks).
    updated = winningUpdate(inputLinear.x, updateAt, updateLinear);
  } else if (reached) {
    for (uint j = DIM(P.auxSize, axis); j > 0u && !updated;) {
      --j;
      if (resolvedIndex(indexAt + j * DIM(P.opStep, axis), DIM(P.opArg, 1u)) == o[axis]) {
        updated = true;
        updateAt += j * DIM(P.auxStride, axis);
        updateLinear += j * DIM(P.auxLinear, axis);
      }
    }
  }
  storeElement(outOffset, updated ? loadUpdate(updateAt) : loadElement(inputAt));
  if (WRITE_MAP) storeMapEntry(mapPos, updated ? updateEntry(updateLinear) : mapEntry(inputLinear));
}
