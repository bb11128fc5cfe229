// DML_SCATTER_ND: output element o is the input's element o, unless an update lands on it. The updates form
// blocks, one per index tuple (IndicesTensor's "array" cells): the block of tuple a holds UpdatesTensor[1s, a,
// r] for every remainder coordinate r, and lands at InputTensor[1s, the tuple's positions, r]
// (core/src/operators/nd_groups.h). So o's candidates are the updates at o's own remainder coordinates, one per
// tuple; the later tuple in row-major order wins, as on the CPU. kScan: each output element scans the tuples
// from the last and takes the first whose positions are o's own (deterministic without atomics, at the price
// of a scan of every tuple per output element). kMark, kResolve: updates.glsl's two passes over a word per
// TARGET BLOCK (the output's blocks of remainder elements, numbered row-major by their indexed coordinates):
// kMark runs one item per tuple and atomicMax-es the tuple's number + 1 into its target's word; kResolve runs
// one item per output element and reads its block's word (one word for a whole block, so it stays cached).
// kResolve's vector path (VEC_BYTES 4, 8 or 16, where the planner finds the box's rows whole aligned vectors
// of output bytes and the innermost dimension among the remainder's: scatterNdVectors in
// core/src/vulkan/dispatch_plan.cpp): one item per output vector, whose elements share one row, so one block
// word and one winning tuple; its coordinates, word and tuple are found once per vector, and the vector's
// source is one aligned load where the input (or the winning update row) is contiguous and aligned there,
// else its elements one by one. Each invocation takes ITEMS_PER_INVOCATION vectors: every word load, then
// every source load, before any store, so that the loads of several vectors are in flight at once.
//
// The input at binding 0, IndicesTensor at 4, UpdatesTensor at 5 (either through window slots where it is larger
// than one window: windows.glsl). opArg: [0] A, the array's dimension count,
// [1] UpdatesTensor's first array dimension, [2] InputTensor's first indexed dimension, [3] its first remainder
// dimension (the remainder is the trailing dimensions of both the input and the updates). opStep[i]: IndicesTensor's
// stride along array dimension i. P.tupleSize, P.tupleStep: the tuple. auxStride, auxLinear, auxSize:
// UpdatesTensor's strides, row-major strides and sizes.
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define OWN_UPDATE_WALK
#include "strided.glsl"
#include "indices.glsl"
#include "updates.glsl"

// UpdatesTensor again, as 16-byte quads: the vector path's aligned loads of an update row.
layout(std430, set = 0, binding = 5) readonly buffer UpdateQuads { uvec4 updateQuads[]; };

// Tuple n (row-major over the array dimensions): its first IndicesTensor element, and its block's update at
// remainder offset `blockAt` / row-major number `blockLinear` (the element and its number).
void tupleStart(uint n, uint blockAt, uint blockLinear, out uint indexAt, out uint at, out uint linear) {
  const uint arrayDims = DIM(P.opArg, 0u);
  const uint updatesFirst = DIM(P.opArg, 1u);
  uint rest = n;
  indexAt = 0u;
  at = blockAt;
  linear = blockLinear;
  for (uint i = arrayDims; i > 0u;) {
    --i;
    // The first array dimension takes what is left (n < the tuple count): no division where A is 1.
    const uint size = DIM(P.auxSize, updatesFirst + i);
    const uint c = i == 0u ? rest : rest % size;
    rest = i == 0u ? 0u : rest / size;
    indexAt += c * DIM(P.opStep, i);
    at += c * DIM(P.auxStride, updatesFirst + i);
    linear += c * DIM(P.auxLinear, updatesFirst + i);
  }
}

// Tuple n's target block, row-major over the indexed dimensions (the dimensions before them are 1s), and its
// coordinates along them (t[j]: the tuple's j-th resolved index value).
uint tupleTarget(uint n, out uint t[8]) {
  const uint indexedFirst = DIM(P.opArg, 2u);
  uint indexAt, at, linear;
  tupleStart(n, 0u, 0u, indexAt, at, linear);
  uint target = 0u;
  for (uint j = 0u; j < P.tupleSize; ++j) {
    const uint size = DIM(P.inSize, indexedFirst + j);
    t[j] = resolvedIndex(indexAt + j * P.tupleStep, size);
    target = target * size + t[j];
  }
  return target;
}

// kMark: tuple n's target block keeps the largest tuple number + 1 that lands on it.
void markTuple(uint n) {
  uint t[8];
  atomicMax(outWords[tupleTarget(n, t)], n + 1u);
}

// What output coordinates `o` need once their block word is known: where they go, and where their two
// candidate sources are (the input's element, the block's update at the same remainder coordinates). The
// element path takes one per element, the vector path one per vector (its elements share every coordinate
// but the innermost, a remainder coordinate: the same block).
struct OutputSite {
  uint outOffset;     // relative to the bound output window
  uint mapPos;        //   and the map position
  uint inputAt;       // the input's element at the same coordinates, relative to the bound input window
  uvec2 inputLinear;  //   and its row-major number (the map's value)
  uint blockAt;       // the remainder's offset in a block of updates
  uint blockLinear;   //   and its row-major part
  uint target;        // the block's word: its indexed coordinates, row-major
};

OutputSite siteAt(uint o[8], uint outOffset, uint mapPos) {
  const uint indexedFirst = DIM(P.opArg, 2u);
  const uint remainderFirst = DIM(P.opArg, 3u);
  OutputSite s;
  s.outOffset = outOffset;
  s.mapPos = mapPos;
  s.inputAt = 0u - P.inBias;
  s.inputLinear = uvec2(0u);
  s.blockAt = 0u;
  s.blockLinear = 0u;
  [[unroll]] for (uint k = 0u; k < RANK; ++k) {
    s.inputAt += o[k] * DIM(P.inStride, k);
    s.inputLinear = addLinear(s.inputLinear, o[k], k);
    if (k >= remainderFirst) {
      s.blockAt += o[k] * DIM(P.auxStride, k);
      s.blockLinear += o[k] * DIM(P.auxLinear, k);
    }
  }
  s.target = 0u;
  for (uint j = 0u; j < P.tupleSize; ++j) s.target = s.target * DIM(P.inSize, indexedFirst + j) + o[indexedFirst + j];
  return s;
}

void processElement(uint item) {
  if (VARIANT == kMark) {
    markTuple(item);
    return;
  }
  uint o[8];
  uint outOffset, mapPos;
  outputElement(item, o, outOffset, mapPos);
  const OutputSite s = siteAt(o, outOffset, mapPos);

  const uint arrayDims = DIM(P.opArg, 0u);
  const uint updatesFirst = DIM(P.opArg, 1u);
  const uint indexedFirst = DIM(P.opArg, 2u);
  bool updated = false;
  uint updateAt = 0u, updateLinear = 0u;
  if (VARIANT == kResolve) {
    const uint winner = indexWords[s.target];
    if (winner != 0u) {
      uint indexAt;
      tupleStart(winner - 1u, s.blockAt, s.blockLinear, indexAt, updateAt, updateLinear);
      updated = true;
    }
  } else {
    uint tuples = 1u;
    for (uint k = updatesFirst; k < updatesFirst + arrayDims; ++k) tuples *= DIM(P.auxSize, k);
    for (uint n = tuples; n > 0u && !updated;) {
      --n;
      uint indexAt, at, linear;
      tupleStart(n, s.blockAt, s.blockLinear, indexAt, at, linear);
      bool lands = true;
      for (uint t = 0u; t < P.tupleSize && lands; ++t)
        lands = resolvedIndex(indexAt + t * P.tupleStep, DIM(P.inSize, indexedFirst + t)) == o[indexedFirst + t];
      if (lands) {
        updated = true;
        updateAt = at;
        updateLinear = linear;
      }
    }
  }
  storeElement(s.outOffset, updated ? loadUpdate(updateAt) : loadElement(s.inputAt));
  if (WRITE_MAP) storeMapEntry(s.mapPos, updated ? updateEntry(updateLinear) : mapEntry(s.inputLinear));
}

// ---- kResolve's vector path

// Output vector `item`: its coordinates decomposed once for its ELEMS_PER_VEC elements.
OutputSite vectorSite(uint item) {
  const uint row = fastDiv(item, P.rowItems, P.rowItemsMul, P.rowItemsShift);
  const uint v = item - row * P.rowItems;
  uint o[8];
  uint outOffset = P.outBias + v * ELEMS_PER_VEC;
  uint mapPos = P.mapBias + v * ELEMS_PER_VEC;
  decomposeRow(row, o, outOffset, mapPos);
  o[RANK - 1u] = DIM(P.boxLo, RANK - 1u) + v * ELEMS_PER_VEC;
  return siteAt(o, outOffset, mapPos);
}

// VEC_BYTES from byte `b` (a multiple of VEC_BYTES) of the input window or of UpdatesTensor.
void loadAlignedVector(bool fromUpdates, uint b, inout uint words[4]) {
  if (VEC_BYTES == 16u) {
    const uvec4 q = fromUpdates ? updateQuads[b >> 4] : inQuads[b >> 4];
    words[0] = q.x; words[1] = q.y; words[2] = q.z; words[3] = q.w;
    return;
  }
  [[unroll]] for (uint i = 0u; i < VEC_BYTES / 4u; ++i)
    words[i] = fromUpdates ? updateWords[(b >> 2) + i] : inWords[(b >> 2) + i];
}

// VEC_BYTES of UpdatesTensor from its element `first` (aligned) read through its window slots
// (UPDATES_IN_WINDOWS): the vector lies in one window, which starts at a multiple of 16 bytes.
void loadAlignedUpdateInWindows(uint first, inout uint words[4]) {
  uint local;
  const uint slot = windowSlotIn(uvec2(first, 0u), P.updateWindowFirst, P.windowCount - P.updateWindowFirst, local);
  [[unroll]] for (uint i = 0u; i < VEC_BYTES / 4u; ++i) words[i] = windowWord(slot, ((local * ELEM_BYTES) >> 2) + i);
}

// A vector's elements from element `first` of the input window or of UpdatesTensor, `step` apart: one load
// where they are one aligned run, else one load per element.
void loadSourceVector(bool fromUpdates, uint first, uint step, inout uint words[4]) {
  words = uint[4](0u, 0u, 0u, 0u);
  if (step == 1u && (first * ELEM_BYTES) % VEC_BYTES == 0u) {
    if (fromUpdates && UPDATES_IN_WINDOWS) {
      loadAlignedUpdateInWindows(first, words);
      return;
    }
    loadAlignedVector(fromUpdates, first * ELEM_BYTES, words);
    return;
  }
  [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j)
    insertElement(words, j, fromUpdates ? loadUpdate(first + j * step) : loadElement(first + j * step));
}

// Up to this many vectors per invocation (the planner's itemsPerInvocation).
const uint kMostVectors = 4u;

// The vectors of `sites` that are `present`, once their block words (`winners`) are known: every source (the
// winning tuple's update row, or the input's) before any store, then data and map leave as whole vectors.
void moveVectors(OutputSite sites[kMostVectors], uint winners[kMostVectors], bool present[kMostVectors]) {
  const uint last = RANK - 1u;
  uint words[kMostVectors][4];
  uint updateLinear[kMostVectors];
  [[unroll]] for (uint i = 0u; i < kMostVectors; ++i) {
    if (present[i]) {
      const OutputSite s = sites[i];
      if (winners[i] != 0u) {
        uint indexAt, updateAt;
        tupleStart(winners[i] - 1u, s.blockAt, s.blockLinear, indexAt, updateAt, updateLinear[i]);
        loadSourceVector(true, updateAt, DIM(P.auxStride, last), words[i]);
      } else {
        loadSourceVector(false, s.inputAt, DIM(P.inStride, last), words[i]);
      }
    }
  }
  [[unroll]] for (uint i = 0u; i < kMostVectors; ++i) {
    if (present[i]) {
      const OutputSite s = sites[i];
      storeVector(s.outOffset, words[i]);
      if (WRITE_MAP) {
        uint entryWords[32];
        [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j) {
          const uvec2 entry = winners[i] != 0u ? updateEntry(updateLinear[i] + j * DIM(P.auxLinear, last))
                                               : mapEntry(addLinear(s.inputLinear, j, last));
          insertMapEntry(entryWords, j, entry);
        }
        storeMapVector(s.mapPos, entryWords);
      }
    }
  }
}

void resolveVectors() {
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  const uint count = min(ITEMS_PER_INVOCATION, kMostVectors);
  for (uint first = gl_GlobalInvocationID.x; first < P.itemCount; first += stride * count) {
    OutputSite sites[kMostVectors];
    uint winners[kMostVectors];
    bool present[kMostVectors];
    // Every vector's block word first (a warp's vectors mostly share one: one cached load).
    [[unroll]] for (uint i = 0u; i < kMostVectors; ++i) {
      const uint item = first + i * stride;
      winners[i] = 0u;
      present[i] = i < count && item < P.itemCount;
      if (present[i]) {
        sites[i] = vectorSite(item);
        winners[i] = indexWords[sites[i].target];
      }
    }
    moveVectors(sites, winners, present);
  }
}

// ---- kTable: one pass, the winners of a workgroup's blocks in shared memory

// The block words of the output vectors a workgroup takes: at most one block per vector (a vector lies in one
// block), 256 invocations of at most kMostVectors each.
const uint kTableWords = 1024u;
shared uint tableWords[kTableWords];

// The planner takes kTable where there are few tuples and one dispatch covers the whole output on the vector
// path (dispatch_plan.cpp): then consecutive vectors lie in consecutive blocks, and the vectors of a span of
// 256 * count consecutive ones lie in at most that many. Each workgroup takes such spans in turn: it clears a
// word per block of its span, runs every tuple (Mark's work, but only the tuples that land in the span count,
// into shared memory), and then resolves its vectors against those words as kResolve does against the
// device-memory ones. No winner words to zero in device memory, no second dispatch, no barrier between passes:
// the fixed ~14 us the three steps cost on an H200 below 32 MiB. The price: each span reads every tuple's index
// values (from the cache), which the planner bounds (kNdTableTuples).
void tableVectors() {
  const uint count = min(ITEMS_PER_INVOCATION, kMostVectors);
  const uint span = gl_WorkGroupSize.x * count;
  const uint lane = gl_LocalInvocationID.x;
  uint tuples = 1u;
  for (uint k = DIM(P.opArg, 1u); k < DIM(P.opArg, 1u) + DIM(P.opArg, 0u); ++k) tuples *= DIM(P.auxSize, k);
  for (uint base = gl_WorkGroupID.x * span; base < P.itemCount; base += gl_NumWorkGroups.x * span) {
    const uint firstBlock = vectorSite(base).target;
    const uint lastBlock = vectorSite(min(base + span, P.itemCount) - 1u).target;
    const uint blocks = min(lastBlock - firstBlock + 1u, kTableWords);  // at most span: see above
    for (uint w = lane; w < blocks; w += gl_WorkGroupSize.x) tableWords[w] = 0u;
    barrier();
    for (uint n = lane; n < tuples; n += gl_WorkGroupSize.x) {
      uint t[8];
      const uint target = tupleTarget(n, t);
      if (target - firstBlock < blocks) atomicMax(tableWords[target - firstBlock], n + 1u);
    }
    barrier();
    OutputSite sites[kMostVectors];
    uint winners[kMostVectors];
    bool present[kMostVectors];
    [[unroll]] for (uint i = 0u; i < kMostVectors; ++i) {
      const uint item = base + i * gl_WorkGroupSize.x + lane;
      winners[i] = 0u;
      present[i] = i < count && item < P.itemCount;
      if (present[i]) {
        sites[i] = vectorSite(item);
        winners[i] = tableWords[sites[i].target - firstBlock];
      }
    }
    moveVectors(sites, winners, present);
    barrier();  // every read of this span's words before the next span clears them
  }
}

// ---- kCopyFirst: the updates over a copy of the input

// The planner copied the input to the output first (split.comp); a workgroup per index tuple (grid-stride, the
// planner's itemCount is the tuples): its invocations compare the later tuples' targets with this tuple's, and
// where none is the same (the later tuple would win), store the tuple's block of updates over the copy,
// element by element with its map entries, where they lie in this dispatch's box. No winner words; each tuple's
// check reads the tuples after it (T * (T - 1) / 2 target reads in all), so Auto takes it only for few tuples on
// a large output (ndCopyFirstPays in core/src/vulkan/scatter_method.h); ScatterMethod::CopyFirst asks for it.
shared bool tupleLoses;

void copyFirstTuples() {
  const uint lane = gl_LocalInvocationID.x;
  const uint indexedFirst = DIM(P.opArg, 2u);
  const uint remainderFirst = DIM(P.opArg, 3u);
  uint blockElements = 1u;
  for (uint k = remainderFirst; k < RANK; ++k) blockElements *= DIM(P.inSize, k);
  for (uint n = gl_WorkGroupID.x; n < P.itemCount; n += gl_NumWorkGroups.x) {
    if (lane == 0u) tupleLoses = false;
    barrier();
    // The tuple's target, and whether a later tuple lands on the same block.
    uint t[8];
    const uint target = tupleTarget(n, t);
    bool later = false;
    for (uint m = n + 1u + lane; m < P.itemCount && !later; m += gl_WorkGroupSize.x) {
      uint laterT[8];
      later = tupleTarget(m, laterT) == target;
    }
    if (later) tupleLoses = true;
    barrier();
    if (!tupleLoses) {
      // The tuple's block of updates: its first element and row-major number (each element adds its own).
      uint indexAt, updateFirst, updateLinearFirst;
      tupleStart(n, 0u, 0u, indexAt, updateFirst, updateLinearFirst);
      for (uint e = lane; e < blockElements; e += gl_WorkGroupSize.x) {
        // Element e of the block (row-major over the remainder), at output coordinates (1s, t, its own).
        uint o[8];
        uint rest = e, blockAt = 0u, blockLinear = 0u;
        [[unroll]] for (int k = int(RANK) - 1; k >= 0; --k) {
          const uint u = uint(k);
          if (u >= remainderFirst) {
            const uint q = inSizeDiv(rest, u);
            o[u] = rest - q * DIM(P.inSize, u);
            rest = q;
            blockAt += o[u] * DIM(P.auxStride, u);
            blockLinear += o[u] * DIM(P.auxLinear, u);
          } else {
            o[u] = u >= indexedFirst ? t[u - indexedFirst] : 0u;
          }
        }
        uint outOffset = P.outBias, mapPos = P.mapBias;
        bool inBox = true;
        [[unroll]] for (uint k = 0u; k < RANK; ++k) {
          const uint local = o[k] - DIM(P.boxLo, k);  // wraps above the extent where o[k] is below the box
          inBox = inBox && local < DIM(P.extent, k);
          outOffset += local * DIM(P.outStride, k);
          mapPos += local * DIM(P.mapStride, k);
        }
        if (inBox) {
          overwriteElement(outOffset, loadUpdate(updateFirst + blockAt));
          if (WRITE_MAP) storeMapEntry(mapPos, updateEntry(updateLinearFirst + blockLinear));
        }
      }
    }
    barrier();  // every lane done with tupleLoses before the next tuple resets it
  }
}

// A grid-stride loop over the items: index tuples (kMark), output vectors (kResolve's vector path) or output
// elements.
void main() {
  if (VARIANT == kCopyFirst) {
    copyFirstTuples();
    return;
  }
  if (VEC_BYTES != 0u && VARIANT == kTable) {
    tableVectors();
    return;
  }
  if (VEC_BYTES != 0u && VARIANT == kResolve) {
    resolveVectors();
    return;
  }
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint item = gl_GlobalInvocationID.x; item < P.itemCount; item += stride) processElement(item);
}
