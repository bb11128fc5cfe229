// What scatter.comp, scatter_nd.comp and scatter_lines.comp share: UpdatesTensor at binding 5 (bound whole
// where it fits one window and one buffer, else read through its window slots, UPDATES_IN_WINDOWS in
// windows.glsl; fewer than 2^32 elements either way), its elements and map entries, the output element an item stands for, and the
// element path's grid-stride loop over the shader's processElement() (not in a shader that defines
// OWN_UPDATE_WALK: scatter_lines.comp walks blocks of lines). Included after strided.glsl with OWN_ELEMENT_WALK.

#include "windows.glsl"

layout(std430, set = 0, binding = 5) readonly buffer UpdateWords { uint updateWords[]; };

const uint kUpdatesInput = 2u;  // UpdatesTensor's input slot: the map's input index for an update

// UpdatesTensor element `e` (its absolute number). Through the slots, e's window is found among UpdatesTensor's
// own (from slot P.updateWindowFirst to P.windowCount).
uvec2 loadUpdate(uint e) {
  if (UPDATES_IN_WINDOWS) {
    uint local;
    const uint slot = windowSlotIn(uvec2(e, 0u), P.updateWindowFirst, P.windowCount - P.updateWindowFirst, local);
    return loadWindowElement(slot, local);
  }
  if (ELEM_BYTES == 1u) return uvec2((updateWords[e >> 2] >> ((e & 3u) * 8u)) & 0xffu, 0u);
  if (ELEM_BYTES == 2u) return uvec2((updateWords[e >> 1] >> ((e & 1u) * 16u)) & 0xffffu, 0u);
  if (ELEM_BYTES == 4u) return uvec2(updateWords[e], 0u);
  return uvec2(updateWords[2u * e], updateWords[2u * e + 1u]);
}

// The map entry of update `linear`.
uvec2 updateEntry(uint linear) {
  if (NARROW_MAP) return uvec2(P.auxBase + linear, 0u);
  return uvec2(linear, kUpdatesInput << 16);
}

// Item `item` of the box (one element): its absolute output coordinates, output offset and map position.
void outputElement(uint item, out uint o[8], out uint outOffset, out uint mapPos) {
  const uint row = fastDiv(item, P.rowItems, P.rowItemsMul, P.rowItemsShift);
  const uint x = item - row * P.rowItems;
  outOffset = P.outBias + x * DIM(P.outStride, RANK - 1u);
  mapPos = P.mapBias + x * DIM(P.mapStride, RANK - 1u);
  decomposeRow(row, o, outOffset, mapPos);
  o[RANK - 1u] = DIM(P.boxLo, RANK - 1u) + x;
}

// VARIANT: how an output element finds the update that lands on it.
//   kScan: it scans its candidates itself (the updates that could land on it), the last first. One pass, no
//     scratch memory; the price is a scan per output element.
//   kMark, then kResolve: two passes over scratch words ("winners", zeroed first). scatter.comp keeps a word
//     per output element; kMark runs one item per update: it finds the output element the update lands on and
//     atomicMax-es the update's row-major number + 1 into that element's word, so the word ends with the last
//     update in row-major order that lands there, whatever order the invocations ran in (the scan's answer).
//     scatter_nd.comp keeps a word per target block and marks one item per index tuple the same way.
//     kResolve runs one item per output element (scatter_nd.comp: per vector of a row, where the row lies in one
//     target block) and reads its word: 0 keeps the input's element. Each update
//     (tuple) and output element is visited once. The winners are bound whole at binding 1 (the output's) in
//     kMark, at binding 4 (the indices') in kResolve; the planner chooses (core/src/vulkan/dispatch_plan.cpp).
//   kCopyFirst: over an output the planner copied from the input first, only the updates write. scatter.comp:
//     one item per update; scatter_lines.comp: the lines' winners found in shared memory, each storing itself.
const uint kScan = 0u;
const uint kMark = 1u;
const uint kResolve = 2u;
const uint kCopyFirst = 3u;
//   kTable (scatter_nd.comp only): one pass, each workgroup marking the tuples of its own blocks in shared memory.
const uint kTable = 4u;
//   kWholeQuads (scatter_lines.comp only): kScan's lines where a block's quads are stored whole, the winners'
//     values taken from shared memory (the planner checks that the block's positions and updates fit).
const uint kWholeQuads = 5u;
//   kLineGroup (scatter_lines.comp only): one line per workgroup of its own size, its quads stored whole as
//     kWholeQuads' are (the planner checks the line and its updates fit the shared words).
const uint kLineGroup = 6u;

// kMark: records update `u` (row-major number) as landing on output coordinates `t`. The output's sizes are
// the input's (P.inSize), and its elements number below 2^32 (the planner checks).
void markWinner(uint t[8], uint u) {
  uint target = 0u;
  [[unroll]] for (uint k = 0u; k < RANK; ++k) target = target * DIM(P.inSize, k) + t[k];
  atomicMax(outWords[target], u + 1u);
}

// The coordinates of update `u` (row-major number) in UpdatesTensor.
void updateCoordinates(uint u, out uint c[8]) {
  uint rest = u;
  for (uint k = RANK; k > 0u;) {
    --k;
    const uint size = DIM(P.auxSize, k);
    c[k] = rest % size;
    rest /= size;
  }
}

// kResolve: the update that won output element `number` (row-major), if any: its element offset and its
// row-major number.
bool winningUpdate(uint number, out uint updateAt, out uint updateLinear) {
  const uint winner = indexWords[number];
  updateAt = 0u;
  updateLinear = winner - 1u;
  if (winner == 0u) return false;
  uint c[8];
  updateCoordinates(updateLinear, c);
  [[unroll]] for (uint k = 0u; k < RANK; ++k) updateAt += c[k] * DIM(P.auxStride, k);
  return true;
}

#ifndef OWN_UPDATE_WALK
void processElement(uint item);
#ifdef COPY_FIRST_WALK
void copyFirstWalk();
#endif

// A grid-stride loop, as strided.glsl's own (over updates in kMark, output elements otherwise); a shader that
// defines COPY_FIRST_WALK walks kCopyFirst's updates itself.
void main() {
#ifdef COPY_FIRST_WALK
  if (VARIANT == kCopyFirst) {
    copyFirstWalk();
    return;
  }
#endif
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint item = gl_GlobalInvocationID.x; item < P.itemCount; item += stride) processElement(item);
}
#endif  // OWN_UPDATE_WALK

// An element stored over the copy the planner made first (kCopyFirst): sub-word elements clear their own bits,
// then set them (other invocations may write the word's other elements at the same time; each element has one
// writer).
void overwriteElement(uint e, uvec2 v) {
  if (ELEM_BYTES == 1u) {
    const uint shift = (e & 3u) * 8u;
    atomicAnd(outWords[e >> 2], ~(0xffu << shift));
    atomicOr(outWords[e >> 2], v.x << shift);
  } else if (ELEM_BYTES == 2u) {
    const uint shift = (e & 1u) * 16u;
    atomicAnd(outWords[e >> 1], ~(0xffffu << shift));
    atomicOr(outWords[e >> 1], v.x << shift);
  } else {
    storeElement(e, v);
  }
}
