// DML_SCATTER (elements) in one pass, lines at a time. The candidates of output element o are the updates on
// o's own line along Axis (the same coordinates off Axis), and the later one in row-major order has the larger
// Axis coordinate j. So a workgroup takes a block of lines and, in shared memory that it clears itself, keeps
// a winner word per output position of its lines: every update j of a line atomicMax-es j + 1 into the word
// of the position its index names. After a barrier each position without a winner is written from the input,
// and each update that won writes itself, with their map entries. Input, indices and updates are read once
// and the output written once: a copy's traffic, with no scratch memory in device memory (the two-pass
// winners of updates.glsl zero and read a word per output element; the scan reads a line per element).
//
// Why the update that won stores itself, and every load comes before the first atomic: a workgroup's block
// is then one trip to memory (input elements, indices and updates loaded together) and one of stores. When
// the positions loaded the winning updates after the barrier, and the input after the marking, a block took
// three dependent trips and the shader ran at 0.24-0.45 of a copy on an H200.
//
// A block is B = 2^opArg[2] lines numbered consecutively in the box (lines: the box's coordinates off Axis,
// row-major). Axis-major blocks (opArg[4] != 0, when a dimension after Axis has more than one element in the
// box, so that neighbouring lines are neighbours in memory): item i is position i >> log2 B of line i & (B-1),
// so that a warp's loads and stores run along the lines' shared innermost dimension. Line-major blocks
// (the lines are rows): item i is position i % E of line i / E, along the row.
//
// Bindings as scatter.comp: the input at 0, IndicesTensor at 4, UpdatesTensor at 5. opArg: [0] Axis, [1] the
// output's size along Axis (what an index resolves against), [2] log2 B, [3] the lines in the box, [4]
// axis-major, [5] [6] fastDiv multiplier and shift for UpdatesTensor's size along Axis, [7] positions four at a
// time (inputQuad below). opStep: IndicesTensor's strides. auxStride, auxLinear, auxSize: UpdatesTensor's
// strides, row-major strides and sizes. itemCount: the blocks. The box's extent along Axis (E) times B is at
// most LINE_WORDS (the planner checks).
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define OWN_UPDATE_WALK
#include "strided.glsl"
#include "indices.glsl"
#include "updates.glsl"

// Shared words per workgroup for the winners: the host picks it from maxComputeSharedMemorySize.
layout(constant_id = 9) const uint LINE_WORDS = 4096;
// B's upper bound: kScatterLineSlots in core/src/vulkan/scatter_method.h (kLineGroup: one line a workgroup).
const uint kMaxLines = VARIANT == kLineGroup ? 1u : 32u;
// Positions and updates an invocation loads before it claims or stores any. The host keeps B * E within
// LINE_WORDS <= 2048 = 256 invocations * kBatch, so one batch covers a block's positions; more (a smaller
// workgroup) and more updates than that still run, in further batches that load after the marking.
const uint kBatch = 8u;  // kScatterLineBatch in core/src/vulkan/scatter_method.h

shared uint winners[LINE_WORDS];
// kWholeQuads: update item i's value, so that a quad with winners takes them from here and is stored whole. The
// other variants declare one word (a workgroup's shared memory is part of what decides how many an SM holds).
const uint kUpdateValueWords = VARIANT == kWholeQuads || VARIANT == kLineGroup ? LINE_WORDS : 1u;
shared uint updateValues[kUpdateValueWords];
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

// Item i of a block whose lines hold `length` items each (positions or updates): its line b (slot) and its
// coordinate c along Axis; `multiplier` and `shift` divide by `length` (fastDiv). Axis-major blocks: item i is
// coordinate i >> log2 B of line i & (B - 1); line-major: coordinate i % length of line i / length.
void blockItem(uint i, uint length, uint multiplier, uint shift, out uint b, out uint c) {
  const uint logLines = DIM(P.opArg, 2u);
  if (DIM(P.opArg, 4u) != 0u) {
    b = i & ((1u << logLines) - 1u);
    c = i >> logLines;
  } else {
    b = fastDiv(i, length, multiplier, shift);
    c = i - b * length;
  }
}

// Position i of the block (a winner word's number): its line b and its coordinate p along Axis, relative to the
// box's first. False where the block has no line b (the last block of an axis-major box).
bool positionOf(uint i, uint count, out uint b, out uint p) {
  const uint axis = DIM(P.opArg, 0u);
  blockItem(i, DIM(P.extent, axis), DIM(P.extentMul, axis), DIM(P.extentShift, axis), b, p);
  return b < count;
}

// Update item i of the block: its line b and its coordinate j along Axis in UpdatesTensor. False where no update
// of line b exists.
bool updateOf(uint i, uint count, out uint b, out uint j) {
  blockItem(i, DIM(P.auxSize, DIM(P.opArg, 0u)), DIM(P.opArg, 5u), DIM(P.opArg, 6u), b, j);
  return b < count && lineUpdates[b] != 0u;
}

// The winner word update j of line b claims: the position its index names, or ~0 where that lies outside the
// box (another box's workgroup writes it).
uint claimOf(uint b, uint j) {
  const uint axis = DIM(P.opArg, 0u);
  const uint E = DIM(P.extent, axis);
  const uint p = resolvedIndex(lineIndex[b] + j * DIM(P.opStep, axis), DIM(P.opArg, 1u)) - DIM(P.boxLo, axis);
  if (p >= E) return ~0u;
  return DIM(P.opArg, 4u) != 0u ? (p << DIM(P.opArg, 2u)) + b : b * E + p;
}

// The position a claimed word stands for, along Axis.
uint claimedPosition(uint word) {
  const uint axis = DIM(P.opArg, 0u);
  uint b, p;
  blockItem(word, DIM(P.extent, axis), DIM(P.extentMul, axis), DIM(P.extentShift, axis), b, p);
  return p;
}

uvec2 inputAt(uint b, uint p) { return loadElement(lineIn[b] + p * DIM(P.inStride, DIM(P.opArg, 0u))); }
uvec2 updateAt(uint b, uint j) { return loadUpdate(lineUpdate[b] + j * DIM(P.auxStride, DIM(P.opArg, 0u))); }

// Position p of line b keeps the input's element.
void storeInput(uint b, uint p, uvec2 value) {
  const uint axis = DIM(P.opArg, 0u);
  storeElement(lineOut[b] + p * DIM(P.outStride, axis), value);
  if (WRITE_MAP) storeMapEntry(lineMap[b] + p * DIM(P.mapStride, axis), mapEntry(addLinear(lineLinear[b], p, axis)));
}

// Update j of line b won position p.
void storeUpdate(uint b, uint j, uint p, uvec2 value) {
  const uint axis = DIM(P.opArg, 0u);
  const uint e = lineOut[b] + p * DIM(P.outStride, axis);
  if (VARIANT == kCopyFirst) {
    overwriteElement(e, value);
  } else {
    storeElement(e, value);
  }
  if (WRITE_MAP) storeMapEntry(lineMap[b] + p * DIM(P.mapStride, axis), updateEntry(lineUpdateLinear[b] + j * DIM(P.auxLinear, axis)));
}

// opArg[7] set (the host checks: line-major blocks, 4-byte elements, input, output and map contiguous along
// Axis, E a multiple of 4): positions go four at a time, the untouched ones as whole 16-byte loads and stores
// where the line's first element is aligned. One element per invocation spent more instructions per byte than
// the memory needs (0.19-0.22 of a copy on an H200).
uvec4 inputQuad(uint b, uint p) {
  const uint e = lineIn[b] + p;
  if ((e & 3u) == 0u) return inQuads[e >> 2];
  return uvec4(inWords[e], inWords[e + 1u], inWords[e + 2u], inWords[e + 3u]);
}

// Positions p..p+3 of line b, whole: the input's elements (`value`), or the updates that won them (`won`: their
// winner words, update j's as j + 1; its value in updateValues at the block's update item b * U + j).
void storeWholeQuad(uint b, uint p, uvec4 value, uvec4 won) {
  const uint axis = DIM(P.opArg, 0u);
  const uint U = DIM(P.auxSize, axis);
  [[unroll]] for (uint k = 0u; k < 4u; ++k)
    if (won[k] != 0u) value[k] = updateValues[b * U + won[k] - 1u];
  const uint e = lineOut[b] + p;
  if ((e & 3u) == 0u) {
    outQuads[e >> 2] = value;
  } else {
    [[unroll]] for (uint k = 0u; k < 4u; ++k) outWords[e + k] = value[k];
  }
  if (!WRITE_MAP) return;
  const uint m = lineMap[b] + p;
  const uvec2 first = addLinear(lineLinear[b], p, axis);
  uvec2 entry[4];
  [[unroll]] for (uint k = 0u; k < 4u; ++k)
    entry[k] = won[k] != 0u ? updateEntry(lineUpdateLinear[b] + (won[k] - 1u) * DIM(P.auxLinear, axis))
                            : mapEntry(addToLinear(first, k));
  if (NARROW_MAP && (m & 3u) == 0u) {
    mapQuads[m >> 2] = uvec4(entry[0].x, entry[1].x, entry[2].x, entry[3].x);
  } else {
    [[unroll]] for (uint k = 0u; k < 4u; ++k) storeMapEntry(m + k, entry[k]);
  }
}

// Positions p..p+3 of line b: the input's elements where no update won (`won`: their winner words); the
// quad whole where none did.
void storeInputQuad(uint b, uint p, uvec4 value, uvec4 won) {
  if (any(notEqual(won, uvec4(0u)))) {
    [[unroll]] for (uint k = 0u; k < 4u; ++k)
      if (won[k] == 0u) storeInput(b, p + k, uvec2(value[k], 0u));
    return;
  }
  storeWholeQuad(b, p, value, uvec4(0u));
}

// kLineGroup: one line per workgroup, line-major as kWholeQuads' blocks of one line, for lines of 512 to
// LINE_WORDS elements. Why: with a block of lines per 256 invocations and 8 positions and 8 updates an
// invocation, each invocation's chain (index loads, atomics, barriers, stores) was long, and an H200 ran
// 1024-element lines at 0.26-0.44 of a copy from 16 MiB; a line per workgroup of 256 (4 updates and one quad an
// invocation, 27 registers) runs them at 0.52-0.62 (dmlscope-bench scatter-elements, -d16, -d1). Tried there
// (ratio to the copy from 16 MiB at 1024 / 256 updates a line): 32, 64 or 128 invocations a line (8 updates and
// 4 quads each) 0.12 / 0.21-0.24, 0.22 / 0.35-0.39, 0.37 / 0.46-0.51; the next line's loads issued before this
// line's atomics, the words in two halves taking turns and tagged with the line's turn instead of cleared (one
// barrier a line) 0.30-0.32 / 0.32-0.37, with 65 registers; the halves and tags alone 0.29-0.31 / 0.32-0.36. On
// an H100, 512 and 1024 invocations a line: 0.59-0.64 and 0.34-0.36 at 256 updates a line, against 0.66-0.75;
// the quad loaded before the updates' claims, 33 registers there: 0.62-0.70 against 0.66-0.75 at 256 and 64
// updates a line, 0.66-0.70 against 0.69-0.71 at 1024.
// What runs now: each line is one trip to memory, its input quads loaded with the updates' indices and values and
// held across the claims (as in the last trial, but in 21-25 registers: eight workgroups an SM), each invocation
// loading only as many updates as the line has (ITEMS_PER_INVOCATION, the planner's ceil(U / 256)). On an H100
// against the loads after the claims, two rounds each, data / map from 64 MiB: 256 updates a line 0.74-0.75 / 0.84
// -> 0.83-0.85 / 0.90, 64 a line 0.68-0.70 / 0.83 -> 0.80-0.82 / 0.89, 1024 a line 0.70-0.71 / 0.77 -> 0.76 / 0.81
// (every update count at 4 an invocation: 0.79-0.80 / 0.88-0.89 at 256 a line); on an H200 0.58-0.59 / 0.70 ->
// 0.69-0.70 / 0.79-0.80, 0.53-0.54 / 0.68 -> 0.65 / 0.78 and 0.55 / 0.62 -> 0.60-0.61 / 0.67. Tried on the H100: the
// quads copied to the output at once, and the updates that won stored over them after a barrier (one trip, no quad
// held, 18-24 registers): 0.85-0.87 / 0.77-0.78 at 256 a line but 0.57-0.59 / 0.35-0.36 at 1024 (each winner a
// scattered store of its own, the map's too). Tried on the H200 since: 128 invocations a line, two quads and
// ceil(U / 128) updates each (28-41 registers), two rounds: 0.70 / 0.80 -> 0.57-0.59 / 0.67-0.69 at 256 a line,
// 0.66-0.67 / 0.78-0.79 -> 0.63-0.65 / 0.77-0.78 at 64, 0.61 / 0.67 -> 0.40 / 0.46 at 1024.
// Tried on the H200 in the ninth session, with workgroups that take L lines each (grid-stride), every line's winner
// words tagged with its turn instead of cleared (two sets, lines taking turns) and four descriptions taking turns,
// so that a line costs one barrier: each line's loads issued while the line before claims and stores (44
// registers, 72 at four updates an invocation) gave 0.35-0.42 / 0.43-0.51 for L = 1 to 8 against 0.70 / 0.80 at
// 256 a line from 64 MiB, and 0.47-0.52 / 0.53-0.58 against 0.60 / 0.66 at 1024; the same without the early loads
// (30-40 registers, 16 KiB of shared memory) 0.35-0.41 / 0.43-0.49 and 0.30-0.32 / 0.35-0.37. Only at 2.5 MiB did
// L = 1 match (0.93 / 0.92): the lines run latency-bound, as fast as an SM holds workgroups, and each of these
// held fewer.
// Each invocation's updates: the planner keeps ITEMS_PER_INVOCATION * kLineGroupSize at least the line's updates,
// and a line at most 4 * kLineGroupSize positions, so one round of each covers a line.
const uint kGroupUpdates = VARIANT == kLineGroup ? ITEMS_PER_INVOCATION : 1u;

void lineGroupMain() {
  const uint axis = DIM(P.opArg, 0u);
  const uint boxLines = DIM(P.opArg, 3u);
  const uint E = DIM(P.extent, axis);
  const uint t = gl_LocalInvocationID.x;
  const uint groupSize = gl_WorkGroupSize.x;
  for (uint line = gl_WorkGroupID.x; line < boxLines; line += gl_NumWorkGroups.x) {
    if (t == 0u) describeLine(line, 0u);
    for (uint w = t; w < E; w += groupSize) winners[w] = 0u;
    memoryBarrierShared();
    barrier();
    const uint U = lineUpdates[0];
    // Loads first: this invocation's updates (index and value; each exists where the line is reached) and its
    // quad of the input, so that a line is one trip to memory.
    uint claim[kGroupUpdates], value[kGroupUpdates];
    [[unroll]] for (uint u = 0u; u < kGroupUpdates; ++u) {
      const uint j = t + u * groupSize;
      claim[u] = ~0u;
      if (j < U) {
        claim[u] = claimOf(0u, j);
        value[u] = updateAt(0u, j).x;
      }
    }
    const uint p = 4u * t;
    uvec4 kept;
    if (p < E) kept = inputQuad(0u, p);
    [[unroll]] for (uint u = 0u; u < kGroupUpdates; ++u) {
      const uint j = t + u * groupSize;
      if (claim[u] != ~0u) {
        updateValues[j] = value[u];
        atomicMax(winners[claim[u]], j + 1u);
      }
    }
    memoryBarrierShared();
    barrier();
    if (p < E) storeWholeQuad(0u, p, kept, uvec4(winners[p], winners[p + 1u], winners[p + 2u], winners[p + 3u]));
    // The next line reuses the shared words.
    memoryBarrierShared();
    barrier();
  }
}

void main() {
  if (VARIANT == kLineGroup) {
    lineGroupMain();
    return;
  }
  const uint axis = DIM(P.opArg, 0u);
  const uint logLines = DIM(P.opArg, 2u);
  const uint B = 1u << logLines;
  const uint boxLines = DIM(P.opArg, 3u);
  const bool axisMajor = DIM(P.opArg, 4u) != 0u;
  const uint E = DIM(P.extent, axis);
  const uint U = DIM(P.auxSize, axis);
  const uint t = gl_LocalInvocationID.x;
  const uint groupSize = gl_WorkGroupSize.x;
  const uint batch = groupSize * kBatch;  // positions (and updates) the first batch covers, either way
  const bool quads = VARIANT == kWholeQuads || DIM(P.opArg, 7u) != 0u;

  for (uint block = gl_WorkGroupID.x; block < P.itemCount; block += gl_NumWorkGroups.x) {
    const uint firstLine = block << logLines;
    const uint count = min(B, boxLines - firstLine);
    // Axis-major items cover every slot of B lines (the last block's missing lines are skipped); line-major
    // items only the block's own lines.
    const uint slots = axisMajor ? B : count;
    // kCopyFirst: the planner copied the input to the output first, so only the winning updates are stored (on
    // an H200 the positions' loads and stores held the lines to 0.33-0.36 of a copy from 40 MiB, whatever the
    // updates: a block's chain of barriers and loads; the copy runs at 0.95 of itself).
    const uint words = slots * E;
    const uint positions = VARIANT == kCopyFirst ? 0u : words, updates = slots * U;
    // kWholeQuads: quads whose winners take their values from shared memory, so that every quad is one whole
    // store (with the updates storing themselves, a quad with a winner became four scalar stores and the
    // updates scattered stores of their own: 0.34-0.51 of a copy on an H200 at 256 updates a 1024-element
    // line). Line-major quads number a block's updates b * U + j; they and the positions all lie in the first
    // batch (the planner checks). Its own variant, so that none of the other paths' registers are kept: with
    // them the shader took 103 registers on an H200 (two workgroups an SM).
    const bool gatherUpdates = VARIANT == kWholeQuads;
    if (t < count) describeLine(firstLine + t, t);
    for (uint w = t; w < words; w += groupSize) winners[w] = 0u;
    memoryBarrierShared();
    barrier();

    // One trip to memory: this invocation's input elements, and its updates' indices and values.
    uvec2 kept[kBatch], update[kBatch];
    uvec4 keptQuad[kBatch / 4u];
    uint claim[kBatch];
    if (quads) {
      [[unroll]] for (uint u = 0u; u < kBatch / 4u; ++u) {
        const uint i = 4u * (t + u * groupSize);
        uint b, p;
        if (i < positions && positionOf(i, count, b, p)) keptQuad[u] = inputQuad(b, p);
      }
    } else {
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        const uint i = t + u * groupSize;
        uint b, p;
        if (i < positions && positionOf(i, count, b, p)) kept[u] = inputAt(b, p);
      }
    }
    [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
      const uint i = t + u * groupSize;
      uint b, j;
      claim[u] = ~0u;
      if (i < updates && updateOf(i, count, b, j)) {
        claim[u] = claimOf(b, j);
        if (claim[u] != ~0u) update[u] = updateAt(b, j);
      }
    }
    if (gatherUpdates) {
      [[unroll]] for (uint u = 0u; u < kBatch; ++u)
        if (claim[u] != ~0u) updateValues[t + u * groupSize] = update[u].x;
    }
    [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
      uint b, j;
      if (claim[u] != ~0u && updateOf(t + u * groupSize, count, b, j)) atomicMax(winners[claim[u]], j + 1u);
    }
    // Updates past the first batch (more along Axis than E, or a workgroup under 256): marked only, their
    // indices' loads issued before their atomics.
    for (uint i0 = t + batch; !gatherUpdates && i0 < updates; i0 += batch) {
      uint more[kBatch];
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        const uint i = i0 + u * groupSize;
        uint b, j;
        more[u] = i < updates && updateOf(i, count, b, j) ? claimOf(b, j) : ~0u;
      }
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        uint b, j;
        if (more[u] != ~0u && updateOf(i0 + u * groupSize, count, b, j)) atomicMax(winners[more[u]], j + 1u);
      }
    }
    memoryBarrierShared();
    barrier();

    // Stores: the positions nobody won keep the input's element; each update that won writes itself.
    if (quads) {
      [[unroll]] for (uint u = 0u; u < kBatch / 4u; ++u) {
        const uint i = 4u * (t + u * groupSize);
        uint b, p;
        if (i < positions && positionOf(i, count, b, p)) {
          const uvec4 won = uvec4(winners[i], winners[i + 1u], winners[i + 2u], winners[i + 3u]);
          if (gatherUpdates) {
            storeWholeQuad(b, p, keptQuad[u], won);
          } else {
            storeInputQuad(b, p, keptQuad[u], won);
          }
        }
      }
    } else {
      [[unroll]] for (uint u = 0u; u < kBatch; ++u) {
        const uint i = t + u * groupSize;
        uint b, p;
        if (i < positions && positionOf(i, count, b, p) && winners[i] == 0u) storeInput(b, p, kept[u]);
      }
    }
    [[unroll]] for (uint u = 0u; u < kBatch && !gatherUpdates; ++u) {
      uint b, j;
      if (claim[u] != ~0u && updateOf(t + u * groupSize, count, b, j) && winners[claim[u]] == j + 1u)
        storeUpdate(b, j, claimedPosition(claim[u]), update[u]);
    }
    for (uint i = t + batch; !gatherUpdates && i < positions; i += groupSize) {
      uint b, p;
      if (positionOf(i, count, b, p) && winners[i] == 0u) storeInput(b, p, inputAt(b, p));
    }
    for (uint i = t + batch; !gatherUpdates && i < updates; i += groupSize) {
      uint b, j;
      if (!updateOf(i, count, b, j)) continue;
      const uint word = claimOf(b, j);
      if (word != ~0u && winners[word] == j + 1u) storeUpdate(b, j, claimedPosition(word), updateAt(b, j));
    }
    // The next block reuses the shared words.
    memoryBarrierShared();
    barrier();
  }
}
