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
//
// The input at binding 0, IndicesTensor at 4, UpdatesTensor at 5. opArg: [0] A, the array's dimension count,
// [1] UpdatesTensor's first array dimension, [2] InputTensor's first indexed dimension, [3] its first remainder
// dimension (the remainder is the trailing dimensions of both the input and the updates). opStep[i]: IndicesTensor's
// stride along array dimension i. P.tupleSize, P.tupleStep: the tuple. auxStride, auxLinear, auxSize:
// UpdatesTensor's strides, row-major strides and sizes. The element path only.
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#include "strided.glsl"
#include "indices.glsl"
#include "updates.glsl"

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

// kMark: tuple n's target block (row-major over the indexed dimensions; the dimensions before them are 1s)
// keeps the largest tuple number + 1 that lands on it.
void markTuple(uint n) {
  const uint indexedFirst = DIM(P.opArg, 2u);
  uint indexAt, at, linear;
  tupleStart(n, 0u, 0u, indexAt, at, linear);
  uint target = 0u;
  for (uint j = 0u; j < P.tupleSize; ++j) {
    const uint size = DIM(P.inSize, indexedFirst + j);
    target = target * size + resolvedIndex(indexAt + j * P.tupleStep, size);
  }
  atomicMax(outWords[target], n + 1u);
}

void processElement(uint item) {
  if (VARIANT == kMark) {
    markTuple(item);
    return;
  }
  uint o[8];
  uint outOffset, mapPos;
  outputElement(item, o, outOffset, mapPos);

  const uint arrayDims = DIM(P.opArg, 0u);
  const uint updatesFirst = DIM(P.opArg, 1u);
  const uint indexedFirst = DIM(P.opArg, 2u);
  const uint remainderFirst = DIM(P.opArg, 3u);
  uint inputAt = 0u - P.inBias;
  uvec2 inputLinear = uvec2(0u);
  uint blockAt = 0u, blockLinear = 0u;  // o's remainder inside a block of updates
  uint tuples = 1u;
  [[unroll]] for (uint k = 0u; k < RANK; ++k) {
    inputAt += o[k] * DIM(P.inStride, k);
    inputLinear = addLinear(inputLinear, o[k], k);
    if (k >= remainderFirst) {
      blockAt += o[k] * DIM(P.auxStride, k);
      blockLinear += o[k] * DIM(P.auxLinear, k);
    }
    if (k >= updatesFirst && k < updatesFirst + arrayDims) tuples *= DIM(P.auxSize, k);
  }
  bool updated = false;
  uint updateAt = 0u, updateLinear = 0u;
  if (VARIANT == kResolve) {
    // o's block's word: its indexed coordinates, row-major.
    uint target = 0u;
    for (uint j = 0u; j < P.tupleSize; ++j) target = target * DIM(P.inSize, indexedFirst + j) + o[indexedFirst + j];
    const uint winner = indexWords[target];
    if (winner != 0u) {
      uint indexAt;
      tupleStart(winner - 1u, blockAt, blockLinear, indexAt, updateAt, updateLinear);
      updated = true;
    }
  } else {
    for (uint n = tuples; n > 0u && !updated;) {
      --n;
      uint indexAt, at, linear;
      tupleStart(n, blockAt, blockLinear, indexAt, at, linear);
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
  storeElement(outOffset, updated ? loadUpdate(updateAt) : loadElement(inputAt));
  if (WRITE_MAP) storeMapEntry(mapPos, updated ? updateEntry(updateLinear) : mapEntry(inputLinear));
}
