// DML_SCATTER_ND: output element o is the input's element o, unless an update lands on it. The updates form
// blocks, one per index tuple (IndicesTensor's "array" cells): the block of tuple a holds UpdatesTensor[1s, a,
// r] for every remainder coordinate r, and lands at InputTensor[1s, the tuple's positions, r]
// (core/src/operators/nd_groups.h). So o's candidates are the updates at o's own remainder coordinates, one per
// tuple; the later tuple in row-major order wins, as on the CPU. kScan: each output element scans the tuples
// from the last and takes the first whose positions are o's own (deterministic without atomics, at the price
// of a scan of every tuple per output element). kMark, kResolve: updates.glsl's two passes, the same answer
// (a later tuple's updates have larger row-major numbers: the array dimensions precede the remainder's).
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

// kMark: update u lands at its tuple's positions and its own remainder coordinates (0 elsewhere: size 1).
void markUpdate(uint u) {
  uint c[8];
  updateCoordinates(u, c);
  const uint arrayDims = DIM(P.opArg, 0u);
  const uint updatesFirst = DIM(P.opArg, 1u);
  const uint indexedFirst = DIM(P.opArg, 2u);
  const uint remainderFirst = DIM(P.opArg, 3u);
  uint indexAt = 0u;
  for (uint i = 0u; i < arrayDims; ++i) indexAt += c[updatesFirst + i] * DIM(P.opStep, i);
  uint t[8];
  [[unroll]] for (uint k = 0u; k < RANK; ++k) t[k] = k >= remainderFirst ? c[k] : 0u;
  for (uint j = 0u; j < P.tupleSize; ++j)
    t[indexedFirst + j] = resolvedIndex(indexAt + j * P.tupleStep, DIM(P.inSize, indexedFirst + j));
  markWinner(t, u);
}

void processElement(uint item) {
  if (VARIANT == kMark) {
    markUpdate(item);
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
    // The input's row-major number is the output's (same sizes), below 2^32 (the planner checks).
    updated = winningUpdate(inputLinear.x, updateAt, updateLinear);
  } else {
    for (uint n = tuples; n > 0u && !updated;) {
      --n;
      // Tuple n's IndicesTensor element and its block's first update.
      uint rest = n, indexAt = 0u, at = blockAt, linear = blockLinear;
      for (uint i = arrayDims; i > 0u;) {
        --i;
        const uint size = DIM(P.auxSize, updatesFirst + i);
        const uint c = rest % size;
        rest /= size;
        indexAt += c * DIM(P.opStep, i);
        at += c * DIM(P.auxStride, updatesFirst + i);
        linear += c * DIM(P.auxLinear, updatesFirst + i);
      }
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
