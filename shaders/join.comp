// DML_JOIN_OPERATOR, one dispatch per input t over the slab of the output it fills: output element o reads
// input t at o, shifted back along Axis by the Axis sizes of the inputs before t. opArg: [0] Axis, [1] that
// shift. (The map's input index, t, is P.sourceInput.) Or, PARTS (parts.glsl), one dispatch over the whole
// output, each element reading the input whose run holds it, through the window slots.
#version 450
#extension GL_GOOGLE_include_directive : require
#define INNER_STEPS_AT_MOST_ONE true
#define OWN_SOURCE_LOAD
#define OWN_SOURCE_RUN
#define OWN_MAP_SOURCE
#include "strided.glsl"
#include "parts.glsl"

layout(std430, set = 0, binding = 6) readonly buffer PartWords { uint words[]; } partWords[kPartSlots];
layout(std430, set = 0, binding = 6) readonly buffer PartQuads { uvec4 quads[]; } partQuads[kPartSlots];

#define PART_WORD(s) return partWords[s].words[i];
uint partWord(uint slot, uint i) { PART_SLOT_CASES(PART_WORD) return 0u; }
#define PART_QUAD(s) return partQuads[s].quads[i];
uvec4 partQuad(uint slot, uint i) { PART_SLOT_CASES(PART_QUAD) return uvec4(0u); }

// PARTS: the input of the element elementSource() last named (strided.glsl's walks load an element, and take
// its map entry, right after naming it; a vector's run never crosses from one part into the next, since every
// run is whole 16-byte vectors: allPartsJob).
uint sourcePart = 0u;

uint joinSource(uint o, uint k) { return k == DIM(P.opArg, 0u) ? o - DIM(P.opArg, 1u) : o; }

RowSource rowSource(uint outer[8]) {
  RowSource r = emptyRowSource();
  if (IN_PARTS) {
    r.extra = outer[0];  // the view's row; each element's part decides the rest
    return r;
  }
  [[unroll]] for (uint k = 0u; k + 1u < RANK; ++k) {
    const uint i = joinSource(outer[k], k);
    r.offset += i * DIM(P.inStride, k);
    r.linear = addLinear(r.linear, i, k);
  }
  return r;
}

bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear) {
  if (IN_PARTS) {
    // The input is packed and bound whole: its element offset is its row-major index.
    sourcePart = partOf(x);
    const uint along = x - partStart(sourcePart);
    offset = row.extra * partRow(sourcePart) + along;
    linear = addProduct(uvec2(along, 0u), row.extra, partRow(sourcePart), 0u);
    return true;
  }
  const uint k = RANK - 1u;
  const uint i = joinSource(x, k);
  offset = row.offset + i * DIM(P.inStride, k);
  linear = addToLinear(row.linear, i);
  return true;
}

uvec2 loadSourceElement(uint e) {
  if (!IN_PARTS) return loadElement(e);
  const uint slot = sourcePart;
  if (ELEM_BYTES == 1u) return uvec2((partWord(slot, e >> 2) >> ((e & 3u) * 8u)) & 0xffu, 0u);
  if (ELEM_BYTES == 2u) return uvec2((partWord(slot, e >> 1) >> ((e & 1u) * 16u)) & 0xffffu, 0u);
  if (ELEM_BYTES == 4u) return uvec2(partWord(slot, e), 0u);
  return uvec2(partWord(slot, 2u * e), partWord(slot, 2u * e + 1u));
}

// loadRun's reads from the part's slot (runs start on whole vectors there, but any start is exact).
void loadSourceRun(uint e, inout uint words[4]) {
  if (!IN_PARTS) {
    loadRun(e, words);
    return;
  }
  const uint slot = sourcePart;
  const uint b = e * ELEM_BYTES;
  if (VEC_BYTES == 16u && (b & 15u) == 0u) {
    const uvec4 q = partQuad(slot, b >> 4);
    words[0] = q.x; words[1] = q.y; words[2] = q.z; words[3] = q.w;
    return;
  }
  const uint w = b >> 2;
  const uint shift = (b & 3u) * 8u;
  [[unroll]] for (uint i = 0u; i < VEC_BYTES / 4u; ++i) {
    if (ELEM_BYTES >= 4u || shift == 0u) {
      words[i] = partWord(slot, w + i);
    } else {
      words[i] = (partWord(slot, w + i) >> shift) | (partWord(slot, w + i + 1u) << (32u - shift));
    }
  }
}

uint mapSourceInput() { return IN_PARTS ? sourcePart : P.sourceInput; }
uint mapSourceBase() { return IN_PARTS ? partMapBase(sourcePart) : P.sourceBase; }
