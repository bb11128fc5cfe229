// DML_SPLIT_OPERATOR, one dispatch per output: output element o reads the input at o, shifted along Axis by
// the Axis sizes of the outputs before this one. opArg: [0] Axis, [1] that shift. Also
// DML_ELEMENT_WISE_IDENTITY's copy (Axis 8: no axis shifted), with its ScaleBias (VARIANT, scale_bias.glsl).
// Or, PARTS (parts.glsl), one dispatch over the whole input seen as the outputs side by side (a plain copy of
// the view, no axis shifted), each element stored into the output whose run holds it, through the window slots.
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#define CONVERTS_ELEMENTS
#define OWN_OUTPUT_STORES
#include "strided.glsl"
#include "dml_enums.glsl"
#include "scale_bias.glsl"
#include "parts.glsl"

layout(std430, set = 0, binding = 6) buffer PartWords { uint words[]; } partWords[kPartSlots];
layout(std430, set = 0, binding = 6) writeonly buffer PartPairs { uvec2 pairs[]; } partPairs[kPartSlots];
layout(std430, set = 0, binding = 6) writeonly buffer PartQuads { uvec4 quads[]; } partQuads[kPartSlots];

#define PART_WORD(s) partWords[s].words[i] = v;
void storePartWord(uint slot, uint i, uint v) { PART_SLOT_CASES(PART_WORD) }
#define PART_WORD_OR(s) atomicOr(partWords[s].words[i], v);
void orPartWord(uint slot, uint i, uint v) { PART_SLOT_CASES(PART_WORD_OR) }
#define PART_PAIR(s) partPairs[s].pairs[i] = v;
void storePartPair(uint slot, uint i, uvec2 v) { PART_SLOT_CASES(PART_PAIR) }
#define PART_QUAD(s) partQuads[s].quads[i] = v;
void storePartQuad(uint slot, uint i, uvec4 v) { PART_SLOT_CASES(PART_QUAD) }

uint splitSource(uint o, uint k) { return k == DIM(P.opArg, 0u) ? o + DIM(P.opArg, 1u) : o; }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = splitSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  const uint k = RANK - 1u;
  const uint i = splitSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addLinear(row.linear, i, k);  // a view's innermost step need not be 1 (space-to-depth's is B)
  return true;
}

// PARTS: the walk's output positions and map positions are the view's (output 0 and its map are bound whole,
// so they are absolute); each store goes to the part holding its position, at the part's own offset. Output t
// is in slot t, its map in slot kMaxParts + t. A vector never spans two parts (allPartsJob: whole vectors).
void storeOutputVector(uint e, uint words[4]) {
  if (!IN_PARTS) {
    storeVector(e, words);
    return;
  }
  uint local;
  const uint slot = partPlace(e, local);
  const uint b = local * ELEM_BYTES;
  if (VEC_BYTES == 16u) storePartQuad(slot, b >> 4, uvec4(words[0], words[1], words[2], words[3]));
  else if (VEC_BYTES == 8u) storePartPair(slot, b >> 3, uvec2(words[0], words[1]));
  else storePartWord(slot, b >> 2, words[0]);
}

void storeOutputElement(uint e, uvec2 v) {
  if (!IN_PARTS) {
    storeElement(e, v);
    return;
  }
  uint local;
  const uint slot = partPlace(e, local);
  if (ELEM_BYTES == 1u) orPartWord(slot, local >> 2, v.x << ((local & 3u) * 8u));
  else if (ELEM_BYTES == 2u) orPartWord(slot, local >> 1, v.x << ((local & 1u) * 16u));
  else if (ELEM_BYTES == 4u) storePartWord(slot, local, v.x);
  else storePartPair(slot, local, v);
}

void storeOutputMapEntry(uint pos, uvec2 entry) {
  if (!IN_PARTS) {
    storeMapEntry(pos, entry);
    return;
  }
  uint local;
  const uint slot = kMaxParts + partPlace(pos, local);
  if (NARROW_MAP) storePartWord(slot, local, entry.x);
  else storePartPair(slot, local, entry);
}

// As storeMapVector: whole quads where a vector's entries are aligned (P.mapVectors; the parts' runs keep the
// view's alignment), else word by word.
void storeOutputMapVector(uint pos, uint words[32]) {
  if (!IN_PARTS) {
    storeMapVector(pos, words);
    return;
  }
  uint local;
  const uint slot = kMaxParts + partPlace(pos, local);
  const uint wordPos = NARROW_MAP ? local : 2u * local;
  if (P.mapVectors != 0u && MAP_WORDS_PER_VEC % 4u == 0u) {
    [[unroll]] for (uint q = 0u; q < MAP_WORDS_PER_VEC / 4u; ++q)
      storePartQuad(slot, (wordPos >> 2) + q, uvec4(words[4u * q], words[4u * q + 1u], words[4u * q + 2u], words[4u * q + 3u]));
  } else if (P.mapVectors != 0u && MAP_WORDS_PER_VEC == 2u) {
    storePartPair(slot, wordPos >> 1, uvec2(words[0], words[1]));
  } else {
    [[unroll]] for (uint w = 0u; w < MAP_WORDS_PER_VEC; ++w) storePartWord(slot, wordPos + w, words[w]);
  }
}
