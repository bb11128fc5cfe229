// DML_SCATTER (elements) in one pass, lines at a time. The candidates of output element o are the updates on
// o's own line along Axis (the same coordinates off Axis), and the later one in row-major order has the larger
// Axis coordinate j. So a workgroup takes a block of lines and, in shared memory that it clears itself, keeps
// a winner word per output position of its lines: every update j of a line atomicMax-es j + 1 into the word
// of the position its index names, then (after a barrier) every output position is written from its winning
// update, or from the input where the word is 0, with its map entry. Input, indices and updates are read once
// and the output written once: a copy's traffic, with no scratch memory in device memory (the two-pass
// winners of updates.glsl zero and read a word per output element; the scan reads a line per element).
//
// A block is B = 2^opArg[2] lines numbered consecutively in the box (lines: the box's coordinates off Axis,
// row-major). Axis-major blocks (opArg[4] != 0, when a dimension after Axis has more than one element in the
// box, so that neighbouring lines are neighbours in memory): item i is position i >> log2 B of line i & (B-1),
// so that a warp's loads and stores run along the lines' shared innermost dimension. Line-major blocks
// (the lines are rows): item i is position i % E of line i / E, along the row.
//
// Bindings as scatter.comp: the input at 0, IndicesTensor at 4, UpdatesTensor at 5. opArg: [0] Axis, [1] the
// output's size along Axis (what an index resolves against), [2] log2 B, [3] the lines in the box, [4]
// axis-major, [5] [6] fastDiv multiplier and shift for UpdatesTensor's size along Axis. opStep: IndicesTensor's
// strides. auxStride, auxLinear, auxSize: UpdatesTensor's strides, row-major strides and sizes. itemCount: the
// blocks. The box's extent along Axis (E) times B is at most LINE_WORDS (the planner checks).
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define OWN_UPDATE_WALK
#include "strided.glsl"
#include "indices.glsl"
#include "updates.glsl"

// Shared words per workgroup for the winners: the host picks it from maxComputeSharedMemorySize.
layout(constant_id = 9) const uint LINE_WORDS = 4096;
const uint kMaxLines = 256u;  // B's upper bound (PlanLimits in core/src/vulkan/dispatch_plan.cpp agrees)
const uint kBatch = 8u;       // items an invocation loads before it stores or claims any

shared uint winners[LINE_WORDS];
// Each line of the block where its position 0 (the box's first along Axis) reads and writes: output and map
// positions relative to their windows, the input element relative to its window and its row-major number,
// IndicesTensor's and UpdatesTensor's elements at the line's coordinates with Axis coordinate 0 and the
// updates' row-major number there; `lineUpdates` is UpdatesTensor's size along Axis where it reaches the
// line's coordinates off Axis, else 0 (no update lands on the line).
shared uint lineOut[kMaxLines];
shared uint lineMap[kMaxLines];
shared uint lineIn[kMaxLines];
shared uvec2 lineLinear[kMaxLines];
shared uint lineIndex[kMaxLines];
shared uint lineUpdate[kMaxLines];
shared uint lineUpdateLinear[kMaxLines];
shared uint lineUpdates[kMaxLines];

// Fills slot `slot` for box line `line`.
void describeLine(uint line, uint slot) {
  const uint axis = DIM(P.opArg, 0u);
  uint rest = line;
  uint outAt = P.outBias, mapAt = P.mapBias, inAt = 0u - P.inBias;
  uint indexAt = 0u, updateAt = 0u, updateLinear = 0u;
  uvec2 linear = uvec2(0u);
  bool reached = true;
  for (uint k = RANK; k > 0u;) {
    --k;
    uint local = 0u;  // along Axis: the box's first position
    if (k != axis) {
      const uint d = DIM(P.extent, k);
      const uint q = fastDiv(rest, d, DIM(P.extentMul, k), DIM(P.extentShift, k));
      local = rest - q * d;
      rest = q;
    }
    const uint o = DIM(P.boxLo, k) + local;
    outAt += local * DIM(P.outStride, k);
    mapAt += local * DIM(P.mapStride, k);
    inAt += o * DIM(P.inStride, k);
    linear = addLinear(linear, o, k);
    if (k != axis) {
      reached = reached && o < DIM(P.auxSize, k);
      indexAt += o * DIM(P.opStep, k);
      updateAt += o * DIM(P.auxStride, k);
      updateLinear += o * DIM(P.auxLinear, k);
    }
  }
  lineOut[slot] = outAt;
  lineMap[slot] = mapAt;
  lineIn[slot] = inAt;
  lineLinear[slot] = linear;
  lineIndex[slot] = indexAt;
  lineUpdate[slot] = updateAt;
  lineUpdateLinear[slot] = updateLinear;
  lineUpdates[slot] = reached ? DIM(P.auxSize, axis) : 0u;
}

void main() {
  const uint axis = DIM(P.opArg, 0u);
  const uint axisSize = DIM(P.opArg, 1u);
  const uint logLines = DIM(P.opArg, 2u);
  const uint B = 1u << logLines;
  const uint boxLines = DIM(P.opArg, 3u);
  const bool axisMajor = DIM(P.opArg, 4u) != 0u;
  const uint E = DIM(P.extent, axis);
  const uint U = DIM(P.auxSize, axis);
  const uint first = DIM(P.boxLo, axis);
  const uint t = gl_LocalInvocationID.x;
  const uint groupSize = gl_WorkGroupSize.x;

  for (uint block = gl_WorkGroupID.x; block < P.itemCount; block += gl_NumWorkGroups.x) {
    const uint firstLine = block << logLines;
    const uint count = min(B, boxLines - firstLine);
    // Axis-major items cover every slot of B lines (the last block's missing lines are skipped); line-major
    // items only the block's own lines.
    const uint slots = axisMajor ? B : count;
    if (t < count) describeLine(firstLine + t, t);
    for (uint w = t; w < slots * E; w += groupSize) winners[w] = 0u;
    memoryBarrierShared();
    barrier();

    // Mark: update j of line b claims the word of the position its index names, if it lies in the box. kBatch
    // items at a time, their index loads issued before any atomic: one load in flight per invocation left the
    // pass waiting on memory latency (0.11-0.25 of a copy on an H200).
    for (uint i0 = t; i0 < slots * U; i0 += groupSize * kBatch) {
      uint at[kBatch];
      uint word[kBatch];
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        const uint i = i0 + u * groupSize;
        word[u] = ~0u;
        if (i >= slots * U) continue;
        uint b, j;
        if (axisMajor) {
          b = i & (B - 1u);
          j = i >> logLines;
        } else {
          b = fastDiv(i, U, DIM(P.opArg, 5u), DIM(P.opArg, 6u));
          j = i - b * U;
        }
        if (b >= count || lineUpdates[b] == 0u) continue;
        const uint p = resolvedIndex(lineIndex[b] + j * DIM(P.opStep, axis), axisSize) - first;
        if (p < E) {
          word[u] = axisMajor ? p * B + b : b * E + p;
          at[u] = j + 1u;
        }
      }
      [[unroll]] for (uint u = 0u; u < kBatch; ++u)
        if (word[u] != ~0u) atomicMax(winners[word[u]], at[u]);
    }
    memoryBarrierShared();
    barrier();

    // Resolve: every position of every line, from its winner or the input; kBatch positions at a time, all
    // their loads before any store, so that several loads are in flight per invocation.
    for (uint i0 = t; i0 < slots * E; i0 += groupSize * kBatch) {
      uvec2 value[kBatch], entry[kBatch];
      uint outAt[kBatch], mapAt[kBatch];
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        const uint i = i0 + u * groupSize;
        outAt[u] = ~0u;
        if (i >= slots * E) continue;
        uint b, p;
        if (axisMajor) {
          b = i & (B - 1u);
          p = i >> logLines;
        } else {
          b = fastDiv(i, E, DIM(P.extentMul, axis), DIM(P.extentShift, axis));
          p = i - b * E;
        }
        if (b >= count) continue;
        const uint winner = winners[i];
        entry[u] = uvec2(0u);
        if (winner != 0u) {
          value[u] = loadUpdate(lineUpdate[b] + (winner - 1u) * DIM(P.auxStride, axis));
          if (WRITE_MAP) entry[u] = updateEntry(lineUpdateLinear[b] + (winner - 1u) * DIM(P.auxLinear, axis));
        } else {
          value[u] = loadElement(lineIn[b] + p * DIM(P.inStride, axis));
          if (WRITE_MAP) entry[u] = mapEntry(addLinear(lineLinear[b], p, axis));
        }
        outAt[u] = lineOut[b] + p * DIM(P.outStride, axis);
        mapAt[u] = lineMap[b] + p * DIM(P.mapStride, axis);
      }
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        if (outAt[u] == ~0u) continue;
        storeElement(outAt[u], value[u]);
        if (WRITE_MAP) storeMapEntry(mapAt[u], entry[u]);
      }
    }
    // The next block reuses the shared words.
    memoryBarrierShared();
    barrier();
  }
}
