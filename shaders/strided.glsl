// Strided addressing shared by every operator's compute shader: tensors as 32-bit words, any element size,
// any strides, the index map, and the two walks over an output box (whole vectors per row, or one element).
//
// An operator's shader includes this file, then defines rowSource() and elementSource(): the operator's own
// index formula, split into the part fixed for an output row (every coordinate but the innermost) and the
// innermost coordinate's part. The host (core/src/vulkan/dispatch_plan.cpp) fills Params and picks the
// specialization constants.
//
// Why 32-bit arithmetic everywhere: every quantity a shader computes is an element offset relative to a
// bound window of at most maxStorageBufferRange bytes, so it fits in 32 bits. Absolute offsets may not, but
// unsigned arithmetic wraps modulo 2^32, and (absolute - windowStart) mod 2^32 is exactly the relative
// offset. Only the index map's values (row-major input indices, up to 2^48) need more: WIDE_MAP.

#extension GL_EXT_control_flow_attributes : require

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint RANK = 1;        // 1..8
layout(constant_id = 2) const uint ELEM_BYTES = 4;  // 1, 2, 4 or 8
// 0: one element per item (any output strides; sub-word elements stored with atomicOr into a zeroed buffer).
// 4, 8 or 16: one aligned vector of output bytes per item (rows contiguous, each a whole number of vectors).
layout(constant_id = 3) const uint VEC_BYTES = 0;
layout(constant_id = 4) const bool WRITE_MAP = false;
layout(constant_id = 5) const bool WIDE_MAP = false;  // the input has 2^32 elements or more
layout(constant_id = 6) const uint VARIANT = 0;       // the padding mode, the depth-to-space order
// Vector path: items each invocation gathers before it stores any (1 to 4), so that more loads are in flight.
layout(constant_id = 7) const uint ITEMS_PER_INVOCATION = 1;
// The index map in one word per element (see MapEncoding in core/src/vulkan/dispatch_plan.h).
layout(constant_id = 8) const bool NARROW_MAP = false;

const uint ELEMS_PER_VEC = VEC_BYTES / ELEM_BYTES;

// Each buffer is seen as words, and also as wider vectors for aligned accesses (same binding: they alias).
layout(std430, set = 0, binding = 0) readonly buffer InputWords { uint inWords[]; };
layout(std430, set = 0, binding = 0) readonly buffer InputQuads { uvec4 inQuads[]; };
layout(std430, set = 0, binding = 1) buffer OutputWords { uint outWords[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutputPairs { uvec2 outPairs[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutputQuads { uvec4 outQuads[]; };
// The index map: two words per output element, low first (one with NARROW_MAP); all ones for the padding
// constant. Also seen as words and quads, for the vector path's whole-vector stores.
layout(std430, set = 0, binding = 2) writeonly buffer IndexMapEntries { uvec2 mapEntries[]; };
layout(std430, set = 0, binding = 2) writeonly buffer IndexMapWords { uint mapWords[]; };
layout(std430, set = 0, binding = 2) writeonly buffer IndexMapQuads { uvec4 mapQuads[]; };

// Per-dimension values come as uvec4[2] (std140 packs a uvec4 array tightly); DIM(a, k) is a[k].
// Must match ShaderParams in core/src/vulkan/shader_params.h.
layout(std140, set = 0, binding = 3) uniform Params {
  uvec4 extent[2];       // the box's extent per dimension (the box: the part of the output this dispatch writes)
  uvec4 extentMul[2];    // fastDiv multipliers and shifts for dividing by extent[k]
  uvec4 extentShift[2];
  uvec4 boxLo[2];        // absolute output coordinates of the box's first element
  uvec4 outStride[2];    // output strides, in elements
  uvec4 mapStride[2];    // row-major strides of the whole output (index map positions), mod 2^32
  uvec4 inSize[2];       // input sizes
  uvec4 inSizeMul[2];    // fastDiv multipliers and shifts for dividing by inSize[k]
  uvec4 inSizeShift[2];
  uvec4 inStride[2];     // input strides, in elements (0: broadcast)
  uvec4 inLinear[2];     // row-major strides of the input: low words
  uvec4 inLinearHi[2];   //   and high words (WIDE_MAP)
  uvec4 opArg[2];        // operator-specific, see each shader
  uvec4 opStep[2];       // operator-specific too: slice.comp's signed steps, the gathers' index strides
  uvec4 auxStride[2];    // scatter.comp: UpdatesTensor's strides,
  uvec4 auxLinear[2];    //   its row-major strides (the map's values),
  uvec4 auxSize[2];      //   and its sizes
  uint itemCount;        // items (vectors or elements) in the box
  uint rowItems;         // items per output row
  uint rowItemsMul;
  uint rowItemsShift;
  uint outBias;          // element offset of the box's first element, relative to the bound output window
  uint inBias;           // the bound input window's first element (absolute, mod 2^32)
  uint mapBias;          // map position of the box's first element, relative to the bound map window
  uint sourceInput;      // the input index the map records (Join: which input this dispatch copies)
  uint paddingLo;        // the padding constant's bits, converted to the data type by the host (core)
  uint paddingHi;
  uint sourceBase;       // NARROW_MAP: where this input's elements start in the entries' numbering
  uint mapVectors;       // 1: a vector's map entries start at a multiple of ELEMS_PER_VEC (whole-vector stores)
  uint auxBase;          // scatter.comp, NARROW_MAP: where UpdatesTensor's elements start in the entries' numbering
  uint indexType;        // gather.comp, scatter*.comp: IndicesTensor's type (shaders/indices.glsl)
  uint tupleSize;        // gather.comp, scatter_nd.comp: index values per tuple (1 but for the ND operators)
  uint tupleStep;        //   and IndicesTensor's stride from one to the next
  uvec4 windowStart[4];  // windows.glsl: each window slot's first element, low words
  uvec4 windowStartHi[4];//   and high words (WIDE_MAP)
  uint windowCount;      //   and the slots the tensor read through them takes
  uint indexBias;        // gather.comp: the bound IndicesTensor window's first element (absolute, mod 2^32)
  uint updateWindowFirst;// the scatters through windows.glsl: UpdatesTensor's first slot (IndicesTensor's before it)
} P;

#define DIM(array, k) array[(k) >> 2][(k) & 3u]

// n / d for any 32-bit n, d >= 1, by a multiply-high: d == 1 is passed through; otherwise m and s come
// from the host (t = mulhi(n, m); q = (t + (n - t) / 2) >> (s - 1), with s = ceil(log2 d)).
uint fastDiv(uint n, uint d, uint m, uint s) {
  if (d == 1u) return n;
  uint hi, lo;
  umulExtended(n, m, hi, lo);
  return (((n - hi) >> 1) + hi) >> (s - 1u);
}

uint inSizeDiv(uint n, uint k) { return fastDiv(n, DIM(P.inSize, k), DIM(P.inSizeMul, k), DIM(P.inSizeShift, k)); }

// acc + c * (stepLo, stepHi): a row-major input index, in 64 bits only where the input needs them.
uvec2 addProduct(uvec2 acc, uint c, uint stepLo, uint stepHi) {
  if (!WIDE_MAP) return uvec2(acc.x + c * stepLo, 0u);
  uint hi, lo;
  umulExtended(c, stepLo, hi, lo);
  hi += c * stepHi;
  uint carry;
  uint sum = uaddCarry(acc.x, lo, carry);
  return uvec2(sum, acc.y + hi + carry);
}

// acc + c * inLinear[k].
uvec2 addLinear(uvec2 acc, uint c, uint k) { return addProduct(acc, c, DIM(P.inLinear, k), DIM(P.inLinearHi, k)); }

uvec2 addToLinear(uvec2 acc, uint c) {
  if (!WIDE_MAP) return uvec2(acc.x + c, 0u);
  uint carry;
  uint sum = uaddCarry(acc.x, c, carry);
  return uvec2(sum, acc.y + carry);
}

// The input the map records and where its elements start in NARROW_MAP's numbering: the dispatch's (P), but in a
// shader that defines OWN_MAP_SOURCE (join.comp copying every input in one dispatch) that of the element its
// elementSource() last named.
#ifdef OWN_MAP_SOURCE
uint mapSourceInput();
uint mapSourceBase();
#else
uint mapSourceInput() { return P.sourceInput; }
uint mapSourceBase() { return P.sourceBase; }
#endif

// The map entry of input element `linear`: (input << 48) | linear, as (low, high) words; or, NARROW_MAP, the
// element's number among all inputs' elements in the low word.
uvec2 mapEntry(uvec2 linear) {
  if (NARROW_MAP) return uvec2(mapSourceBase() + linear.x, 0u);
  return uvec2(linear.x, (mapSourceInput() << 16) | (linear.y & 0xffffu));
}
const uvec2 kPaddingEntry = uvec2(0xffffffffu, 0xffffffffu);

// One entry at map position `pos` (the element path, and vectors whose entries are not aligned).
void storeMapEntry(uint pos, uvec2 entry) {
  if (NARROW_MAP) mapWords[pos] = entry.x;
  else mapEntries[pos] = entry;
}

// A vector's ELEMS_PER_VEC entries from map position `pos`: as whole 16-byte quads where they are aligned
// (P.mapVectors), so that a warp's map stores are as wide and contiguous as its data stores; else one by one.
const uint MAP_WORDS_PER_VEC = NARROW_MAP ? ELEMS_PER_VEC : 2u * ELEMS_PER_VEC;
void storeMapVector(uint pos, uint words[32]) {
  const uint wordPos = NARROW_MAP ? pos : 2u * pos;
  if (P.mapVectors != 0u && MAP_WORDS_PER_VEC % 4u == 0u) {
    [[unroll]] for (uint q = 0u; q < MAP_WORDS_PER_VEC / 4u; ++q)
      mapQuads[(wordPos >> 2) + q] = uvec4(words[4u * q], words[4u * q + 1u], words[4u * q + 2u], words[4u * q + 3u]);
  } else if (P.mapVectors != 0u && MAP_WORDS_PER_VEC == 2u) {
    mapEntries[wordPos >> 1] = uvec2(words[0], words[1]);
  } else {
    [[unroll]] for (uint w = 0u; w < MAP_WORDS_PER_VEC; ++w) mapWords[wordPos + w] = words[w];
  }
}

// Places element j's entry among a vector's map words.
void insertMapEntry(inout uint words[32], uint j, uvec2 entry) {
  if (NARROW_MAP) {
    words[j] = entry.x;
  } else {
    words[2u * j] = entry.x;
    words[2u * j + 1u] = entry.y;
  }
}

// The walks below call the operator's rowSource() and elementSource(). A shader whose elements come from more
// than the one input binding (the scatters) defines OWN_ELEMENT_WALK and walks the elements itself from the
// helpers above and below (updates.glsl) instead.
#ifndef OWN_ELEMENT_WALK
// What an operator computes once per output row: the source of the row's innermost coordinate 0.
struct RowSource {
  bool padding;   // every element of the row is the padding constant
  uint offset;    // input element offset relative to the bound window (mod 2^32)
  uint offsetHi;  // gather.comp through several windows: the absolute offset's high word (WIDE_MAP)
  uvec2 linear;   // row-major input index (64 bits as low, high)
  uint extra;     // operator-specific
};
RowSource rowSource(uint outer[8]);
bool elementSource(RowSource row, uint x, out uint offset, out uvec2 linear);
// Whether the operator's innermost map only ever steps by +1 or less (never skips forward): then a vector
// whose first and last elements come from input elements EPV-1 apart reads one contiguous run. Every
// operator but depth-to-space defines INNER_STEPS_AT_MOST_ONE before including this file.
#ifndef INNER_STEPS_AT_MOST_ONE
#define INNER_STEPS_AT_MOST_ONE false
#endif
// The element elementSource() named, at `offset`: in the input window at binding 0, or, in a shader that
// defines OWN_SOURCE_LOAD (gather.comp, reading an input bound in several windows), wherever it says.
#ifdef OWN_SOURCE_LOAD
uvec2 loadSourceElement(uint offset);
#else
uvec2 loadElement(uint e);
uvec2 loadSourceElement(uint offset) { return loadElement(offset); }
#endif
// The same for a contiguous run of VEC_BYTES (loadRun below): a shader that defines OWN_SOURCE_RUN (join.comp
// reading every input in one dispatch) says where.
void loadRun(uint e, inout uint words[4]);
#ifdef OWN_SOURCE_RUN
void loadSourceRun(uint e, inout uint words[4]);
#else
void loadSourceRun(uint e, inout uint words[4]) { loadRun(e, words); }
#endif
// Where the walks store: storeVector(), storeMapVector(), storeElement() and storeMapEntry() below (bindings 1
// and 2), but in a shader that defines OWN_OUTPUT_STORES (split.comp writing every output in one dispatch)
// wherever it says; the positions are the walk's.
void storeVector(uint e, uint words[4]);
void storeElement(uint e, uvec2 v);
#ifdef OWN_OUTPUT_STORES
void storeOutputVector(uint e, uint words[4]);
void storeOutputMapVector(uint pos, uint words[32]);
void storeOutputElement(uint e, uvec2 v);
void storeOutputMapEntry(uint pos, uvec2 entry);
#else
void storeOutputVector(uint e, uint words[4]) { storeVector(e, words); }
void storeOutputMapVector(uint pos, uint words[32]) { storeMapVector(pos, words); }
void storeOutputElement(uint e, uvec2 v) { storeElement(e, v); }
void storeOutputMapEntry(uint pos, uvec2 entry) { storeMapEntry(pos, entry); }
#endif

#endif  // OWN_ELEMENT_WALK

// What an element's bits become on the way to the output: the same bits, but in a shader that defines
// CONVERTS_ELEMENTS, convertsElements() (a specialization constant's test, so that a plain copy keeps none of
// the conversion) and elementValue() (identity's ScaleBias, scale_bias.glsl).
#ifdef CONVERTS_ELEMENTS
bool convertsElements();
uvec2 elementValue(uvec2 bits);
#else
bool convertsElements() { return false; }
uvec2 elementValue(uvec2 bits) { return bits; }
#endif

// One element at relative element offset `e` of the input window, as (low, high) words.
uvec2 loadElement(uint e) {
  if (ELEM_BYTES == 1u) return uvec2((inWords[e >> 2] >> ((e & 3u) * 8u)) & 0xffu, 0u);
  if (ELEM_BYTES == 2u) return uvec2((inWords[e >> 1] >> ((e & 1u) * 16u)) & 0xffffu, 0u);
  if (ELEM_BYTES == 4u) return uvec2(inWords[e], 0u);
  return uvec2(inWords[2u * e], inWords[2u * e + 1u]);
}

// The element path's store: sub-word elements share words with other invocations' elements, so they are
// OR-ed into a buffer the host zeroed (each output element is written exactly once; validation rejects
// overlapping outputs).
void storeElement(uint e, uvec2 v) {
  if (ELEM_BYTES == 1u) atomicOr(outWords[e >> 2], v.x << ((e & 3u) * 8u));
  else if (ELEM_BYTES == 2u) atomicOr(outWords[e >> 1], v.x << ((e & 1u) * 16u));
  else if (ELEM_BYTES == 4u) outWords[e] = v.x;
  else outPairs[e] = v;
}

// VEC_BYTES of input starting at relative element offset `e`, which need not be aligned.
void loadRun(uint e, inout uint words[4]) {
  const uint b = e * ELEM_BYTES;
  if (VEC_BYTES == 16u && (b & 15u) == 0u) {
    uvec4 q = inQuads[b >> 4];
    words[0] = q.x; words[1] = q.y; words[2] = q.z; words[3] = q.w;
    return;
  }
  const uint w = b >> 2;
  const uint shift = (b & 3u) * 8u;
  [[unroll]] for (uint i = 0u; i < VEC_BYTES / 4u; ++i) {
    if (ELEM_BYTES >= 4u || shift == 0u) {
      words[i] = inWords[w + i];
    } else {
      words[i] = (inWords[w + i] >> shift) | (inWords[w + i + 1u] << (32u - shift));
    }
  }
}

void storeVector(uint e, uint words[4]) {
  const uint b = e * ELEM_BYTES;
  if (VEC_BYTES == 16u) outQuads[b >> 4] = uvec4(words[0], words[1], words[2], words[3]);
  else if (VEC_BYTES == 8u) outPairs[b >> 3] = uvec2(words[0], words[1]);
  else outWords[b >> 2] = words[0];
}

// Places element j of a vector into its words.
void insertElement(inout uint words[4], uint j, uvec2 v) {
  if (ELEM_BYTES == 8u) {
    words[2u * j] = v.x;
    words[2u * j + 1u] = v.y;
  } else if (ELEM_BYTES == 4u) {
    words[j] = v.x;
  } else {
    const uint bit = j * ELEM_BYTES * 8u;
    words[bit >> 5] |= v.x << (bit & 31u);
  }
}

// Each of a vector's elements through elementValue(), where a shader converts them (a contiguous run is loaded
// as raw words).
void convertVector(inout uint words[4]) {
#ifdef CONVERTS_ELEMENTS
  if (!convertsElements()) return;
  [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j) {
    if (ELEM_BYTES == 8u) {
      const uvec2 v = elementValue(uvec2(words[2u * j], words[2u * j + 1u]));
      words[2u * j] = v.x;
      words[2u * j + 1u] = v.y;
    } else {
      const uint bit = j * ELEM_BYTES * 8u;
      const uint v = elementValue(uvec2(bitfieldExtract(words[bit >> 5], int(bit & 31u), int(ELEM_BYTES * 8u)), 0u)).x;
      words[bit >> 5] = bitfieldInsert(words[bit >> 5], v, int(bit & 31u), int(ELEM_BYTES * 8u));
    }
  }
#endif
}

// Splits `row` (an index over the box's rows) into absolute outer coordinates, and adds their output and
// map offsets.
void decomposeRow(uint row, out uint outer[8], inout uint outOffset, inout uint mapPos) {
  uint rest = row;
  [[unroll]] for (int k = int(RANK) - 2; k >= 0; --k) {
    const uint u = uint(k);
    const uint d = DIM(P.extent, u);
    const uint q = fastDiv(rest, d, DIM(P.extentMul, u), DIM(P.extentShift, u));
    const uint local = rest - q * d;
    rest = q;
    outer[u] = DIM(P.boxLo, u) + local;
    outOffset += local * DIM(P.outStride, u);
    mapPos += local * DIM(P.mapStride, u);
  }
}

#ifndef OWN_ELEMENT_WALK
// Gathers the vector of output bytes `item` covers, writes its index-map entries, and says where it goes.
void gatherVector(uint item, out uint words[4], out uint outOffset) {
  const uint row = fastDiv(item, P.rowItems, P.rowItemsMul, P.rowItemsShift);
  const uint v = item - row * P.rowItems;
  uint outer[8];
  outOffset = P.outBias + v * ELEMS_PER_VEC;
  uint mapPos = P.mapBias + v * ELEMS_PER_VEC;
  decomposeRow(row, outer, outOffset, mapPos);
  const RowSource rs = rowSource(outer);
  const uint x0 = DIM(P.boxLo, RANK - 1u) + v * ELEMS_PER_VEC;

  words = uint[4](0u, 0u, 0u, 0u);
  uint entryWords[32];
  bool copiedRun = false;
  if (INNER_STEPS_AT_MOST_ONE && !rs.padding && DIM(P.inStride, RANK - 1u) == 1u) {
    uint first, last;
    uvec2 firstLinear, lastLinear;
    const bool firstInside = elementSource(rs, x0, first, firstLinear);
    const bool lastInside = elementSource(rs, x0 + ELEMS_PER_VEC - 1u, last, lastLinear);
    if (firstInside && lastInside && last - first == ELEMS_PER_VEC - 1u) {
      loadSourceRun(first, words);
      convertVector(words);
      copiedRun = true;
      if (WRITE_MAP) {
        [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j) insertMapEntry(entryWords, j, mapEntry(addToLinear(firstLinear, j)));
      }
    }
  }
  if (!copiedRun) {
    [[unroll]] for (uint j = 0u; j < ELEMS_PER_VEC; ++j) {
      uint offset = 0u;
      uvec2 linear = uvec2(0u);
      const bool inside = !rs.padding && elementSource(rs, x0 + j, offset, linear);
      insertElement(words, j, inside ? elementValue(loadSourceElement(offset)) : uvec2(P.paddingLo, P.paddingHi));
      if (WRITE_MAP) insertMapEntry(entryWords, j, inside ? mapEntry(linear) : kPaddingEntry);
    }
  }
  // Data and map leave the same invocation together, each as whole vectors.
  if (WRITE_MAP) storeOutputMapVector(mapPos, entryWords);
}

void processElement(uint item) {
  const uint row = fastDiv(item, P.rowItems, P.rowItemsMul, P.rowItemsShift);
  const uint x = item - row * P.rowItems;
  uint outer[8];
  uint outOffset = P.outBias + x * DIM(P.outStride, RANK - 1u);
  uint mapPos = P.mapBias + x * DIM(P.mapStride, RANK - 1u);  // 1 but in a job's view (operator_jobs.h)
  decomposeRow(row, outer, outOffset, mapPos);
  const RowSource rs = rowSource(outer);
  uint offset = 0u;
  uvec2 linear = uvec2(0u);
  const bool inside = !rs.padding && elementSource(rs, DIM(P.boxLo, RANK - 1u) + x, offset, linear);
  storeOutputElement(outOffset, inside ? elementValue(loadSourceElement(offset)) : uvec2(P.paddingLo, P.paddingHi));
  if (WRITE_MAP) storeOutputMapEntry(mapPos, inside ? mapEntry(linear) : kPaddingEntry);
}

// A shader with a walk of its own for some of its variants (tile.comp's repeats) defines ALTERNATE_WALK and
// alternateWalk(), which takes the whole dispatch and returns true, or returns false to leave it to the walks
// below.
#ifdef ALTERNATE_WALK
bool alternateWalk();
#endif

// A grid-stride loop: the host caps the group count at the device's limit, so any box size needs one
// dispatch (itemCount < 2^31 and the grid has at most 2^26 invocations, so no index wraps).
void main() {
#ifdef ALTERNATE_WALK
  if (alternateWalk()) return;
#endif
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  if (VEC_BYTES == 0u) {
    for (uint item = gl_GlobalInvocationID.x; item < P.itemCount; item += stride) processElement(item);
    return;
  }
  for (uint first = gl_GlobalInvocationID.x; first < P.itemCount; first += stride * ITEMS_PER_INVOCATION) {
    uint words[4][4];
    uint outOffsets[4];
    [[unroll]] for (uint i = 0u; i < ITEMS_PER_INVOCATION; ++i) {
      const uint item = first + i * stride;
      if (item < P.itemCount) gatherVector(item, words[i], outOffsets[i]);
    }
    [[unroll]] for (uint i = 0u; i < ITEMS_PER_INVOCATION; ++i) {
      if (first + i * stride < P.itemCount) storeOutputVector(outOffsets[i], words[i]);
    }
  }
}

// A RowSource with nothing added yet: input offset 0 (relative: minus the window start), linear index 0.
RowSource emptyRowSource() {
  RowSource r;
  r.padding = false;
  r.offset = 0u - P.inBias;
  r.offsetHi = 0u;
  r.linear = uvec2(0u);
  r.extra = 0u;
  return r;
}
#endif  // OWN_ELEMENT_WALK
