// DML_ELEMENT_WISE_IDENTITY whose input is contiguous along another dimension than the output (a transposing
// read or write: input strides {1, N} into a row-major output, or the other way round). Walking the output,
// neighbouring invocations would read input elements a whole stride apart, one cache line each; here a
// workgroup moves tiles through shared memory: it reads a tile along input dimension J (input stride 1:
// neighbouring invocations read neighbouring elements) and writes it along output dimension X (output stride 1).
//
// A tile is TILE_J elements along J by 32 output words along X (32 elements of 4 or 8 bytes, 64 of 2, 128 of 1),
// so that each of its rows leaves as 128 contiguous bytes (256 for 8-byte elements) and every element size gets
// the same shape in words. Shared memory holds the tile as the output's words, each row's columns permuted
// (column c of row j at c XOR j mod 32): the reads store down a column and the writes load along a row, and both
// touch 32 different banks per warp, with no padding (a tile of 128 rows of 32 words is the 16 KiB that every
// Vulkan device has).
//
// Each invocation holds its share of the next tile's input words in registers while it writes the current tile
// (the loads of one are in flight during the stores of the other), converts them (ScaleBias) only when they
// enter shared memory, and writes the index map in a pass of its own whose neighbouring invocations write
// neighbouring entries.
//
// Whole tiles of 4-byte elements whose runs start on 16-byte boundaries move as quads (quadTile): each
// invocation loads four elements along J, stores four words along X and, with the narrow map, four entries at
// once. On an H200 (dmlscope-bench identity-transpose, three rounds, ratio to a same-run copy, data / with the
// map) against a word at a time: 2048x2048 0.76-0.77 / 0.87-0.89 -> 0.82-0.83 / 0.91-0.93, 1024x1024 0.86-0.87 /
// 0.80-0.81 -> 0.90-0.91 / 0.86-0.88, 512x512 0.85 / 0.83 -> 0.89-0.90 / 0.92-0.93, from 4096x4096 0.86-0.91 /
// 0.81-0.88 -> 0.87-0.93 / 0.81-0.86 (the shader keeps 38-40 registers either way: six workgroups an SM).
//
// opArg: [0] J, [1] tiles along X, [2] and [3] its fastDiv multiplier and shift, [4] tiles along J, [5] and [6]
// its fastDiv multiplier and shift, [7] X. P.itemCount: the box's tiles. ITEMS_PER_INVOCATION: TILE_J / 32 (1 to
// 4; 1 or 2 for 8-byte elements). VEC_BYTES (the planner, core/src/vulkan/dispatch_plan.cpp): 0 where sub-word elements cannot be stored as
// whole words (a row of the box starts or ends inside a word): they are OR-ed into an output the host zeroed,
// as the element path does; else every output word is stored whole, and nothing is zeroed first. VARIANT and
// opStep[0..1]: the ScaleBias each element gets on its way (scale_bias.glsl).
#version 450
#extension GL_GOOGLE_include_directive : require
#define OWN_ELEMENT_WALK
#define CONVERTS_ELEMENTS
#include "strided.glsl"
#include "dml_enums.glsl"
#include "scale_bias.glsl"

const uint ELEMS_PER_WORD = ELEM_BYTES < 4u ? 4u / ELEM_BYTES : 1u;
const uint WORDS_PER_ELEM = ELEM_BYTES == 8u ? 2u : 1u;
const uint ELEM_BITS = ELEM_BYTES * 8u;
const uint TILE_J = 32u * ITEMS_PER_INVOCATION;
const uint TILE_X = 32u * ELEMS_PER_WORD;         // elements along X
const uint COLUMNS = 32u;                          // the reads' items along X: output words, or 8-byte elements
const uint ROW_WORDS = 32u * WORDS_PER_ELEM;       // output words in a tile row
shared uint tile[TILE_J * ROW_WORDS];

// Where word w of tile row jj lies in shared memory: its column (an element of 8 bytes keeps its two words
// together) XOR the row, so that neither a column nor a row has two words in one bank.
uint tileIndex(uint jj, uint w) {
  const uint column = w / WORDS_PER_ELEM;
  return jj * ROW_WORDS + (column ^ (jj & 31u)) * WORDS_PER_ELEM + w % WORDS_PER_ELEM;
}

// Quad tiles (quadTile below) permute each row's columns by the row's bits 2-5 (doubled) and 0-1 instead: the
// reads store four rows of a column at a time from 16 lanes a column, the writes load four words of a row from 8
// lanes a row, and both still touch 32 different banks per warp (tileIndex's permutation would give the reads
// two lanes to a bank).
uint quadTileIndex(uint jj, uint c) { return jj * 32u + (c ^ ((((jj >> 2) & 15u) << 1) ^ (jj & 3u))); }

// The reads' items per invocation: TILE_J x COLUMNS over the 256 invocations of kWorkgroupSize.
const uint HELD = 4u * ITEMS_PER_INVOCATION;
const uint MAX_HELD = 16u;

// Where a tile lies: its first coordinates along J and X (relative to the box), how many of its rows and
// columns are inside the box, and the offsets of its first element in the input, output and map, and its
// row-major input index.
struct Place {
  uint j0, x0, jCount, xCount;
  uint inAt, outAt, mapAt;
  uvec2 linear;
};

Place placeOf(uint index) {
  const uint J = DIM(P.opArg, 0u), X = DIM(P.opArg, 7u);
  // Along J first (neighbouring workgroups read neighbouring input runs), then X, then the other dimensions.
  Place t;
  const uint tilesJ = DIM(P.opArg, 4u), tilesX = DIM(P.opArg, 1u);
  uint rest = fastDiv(index, tilesJ, DIM(P.opArg, 5u), DIM(P.opArg, 6u));
  t.j0 = (index - rest * tilesJ) * TILE_J;
  const uint q = fastDiv(rest, tilesX, DIM(P.opArg, 2u), DIM(P.opArg, 3u));
  t.x0 = (rest - q * tilesX) * TILE_X;
  rest = q;
  t.inAt = 0u - P.inBias;
  t.outAt = P.outBias;
  t.mapAt = P.mapBias;
  t.linear = uvec2(0u);
  [[unroll]] for (int k = int(RANK) - 1; k >= 0; --k) {
    const uint u = uint(k);
    if (u == J || u == X) continue;
    const uint d = DIM(P.extent, u);
    const uint next = fastDiv(rest, d, DIM(P.extentMul, u), DIM(P.extentShift, u));
    const uint local = rest - next * d;
    rest = next;
    const uint c = DIM(P.boxLo, u) + local;
    t.inAt += c * DIM(P.inStride, u);
    t.linear = addLinear(t.linear, c, u);
    t.outAt += local * DIM(P.outStride, u);
    t.mapAt += local * DIM(P.mapStride, u);
  }
  const uint j = DIM(P.boxLo, J) + t.j0, x = DIM(P.boxLo, X) + t.x0;
  t.inAt += j * DIM(P.inStride, J) + x * DIM(P.inStride, X);
  t.linear = addLinear(addLinear(t.linear, j, J), x, X);
  t.outAt += t.j0 * DIM(P.outStride, J) + t.x0;  // output stride 1 along X
  t.mapAt += t.j0 * DIM(P.mapStride, J) + t.x0 * DIM(P.mapStride, X);
  t.jCount = min(TILE_J, DIM(P.extent, J) - t.j0);
  t.xCount = min(TILE_X, DIM(P.extent, X) - t.x0);
  return t;
}

// Whether tile t moves as 16-byte quads: 4-byte elements, every row and column of the tile inside the box, its
// input columns' runs along J (stride 1) starting on 16-byte boundaries, and its output rows too. Each invocation
// then loads four consecutive elements along J at once and stores four consecutive words along X: a quarter of
// the memory instructions of a word at a time. Every tile of a box but its last along J and X where the tensors'
// offsets and strides are multiples of 4 elements; each tile's reads and writes decide alike.
bool quadTile(Place t) {
  const uint J = DIM(P.opArg, 0u), X = DIM(P.opArg, 7u);
  return ELEM_BYTES == 4u && t.jCount == TILE_J && t.xCount == TILE_X && DIM(P.inStride, J) == 1u &&
         (t.inAt & 3u) == 0u && (DIM(P.inStride, X) & 3u) == 0u && (t.outAt & 3u) == 0u &&
         (DIM(P.outStride, J) & 3u) == 0u;
}

// A quad tile's read item q of this invocation: rows jj..jj+3 (TILE_J / 4 invocations down each column) of
// column c.
uint quadRow(uint q) { return 4u * ((q * gl_WorkGroupSize.x + gl_LocalInvocationID.x) % (TILE_J / 4u)); }
uint quadColumn(uint q) { return (q * gl_WorkGroupSize.x + gl_LocalInvocationID.x) / (TILE_J / 4u); }

// The input element offset of the tile's element (jj, xx).
uint inputOffset(Place t, uint jj, uint xx) {
  return t.inAt + jj * DIM(P.inStride, DIM(P.opArg, 0u)) + xx * DIM(P.inStride, DIM(P.opArg, 7u));
}

// The read item r of this invocation: row jj (along J: neighbouring invocations, neighbouring input elements)
// and column c (an output word of ELEMS_PER_WORD elements, or one 8-byte element).
uint itemRow(uint r) { return (r * gl_WorkGroupSize.x + gl_LocalInvocationID.x) % TILE_J; }
uint itemColumn(uint r) { return (r * gl_WorkGroupSize.x + gl_LocalInvocationID.x) / TILE_J; }

// Issues the loads of this invocation's items of tile t: the raw input words, processed only in storeHeld().
void loadHeld(Place t, out uint raw[MAX_HELD][4]) {
  if (quadTile(t)) {  // item q's four words in raw[4q .. 4q+3][0]
    [[unroll]] for (uint q = 0u; q < HELD / 4u; ++q) {
      const uvec4 words = inQuads[inputOffset(t, quadRow(q), quadColumn(q)) >> 2];
      [[unroll]] for (uint e = 0u; e < 4u; ++e) raw[4u * q + e][0] = words[e];
    }
    return;
  }
  [[unroll]] for (uint r = 0u; r < HELD; ++r) {
    const uint jj = itemRow(r), c = itemColumn(r);
    [[unroll]] for (uint e = 0u; e < 4u; ++e) raw[r][e] = 0u;
    if (jj >= t.jCount) continue;
    if (ELEM_BYTES == 8u) {
      if (c < t.xCount) {
        const uint at = inputOffset(t, jj, c);
        raw[r][0] = inWords[2u * at];
        raw[r][1] = inWords[2u * at + 1u];
      }
    } else {
      [[unroll]] for (uint e = 0u; e < ELEMS_PER_WORD; ++e) {
        const uint xx = c * ELEMS_PER_WORD + e;
        if (xx < t.xCount) {
          const uint at = inputOffset(t, jj, xx);
          raw[r][e] = inWords[ELEM_BYTES == 4u ? at : at / ELEMS_PER_WORD];
        }
      }
    }
  }
}

// The held words as output words (elements extracted, converted and packed) into the shared tile.
void storeHeld(Place t, uint raw[MAX_HELD][4]) {
  if (quadTile(t)) {
    [[unroll]] for (uint q = 0u; q < HELD / 4u; ++q)
      [[unroll]] for (uint e = 0u; e < 4u; ++e)
        tile[quadTileIndex(quadRow(q) + e, quadColumn(q))] = elementValue(uvec2(raw[4u * q + e][0], 0u)).x;
    return;
  }
  [[unroll]] for (uint r = 0u; r < HELD; ++r) {
    const uint jj = itemRow(r), c = itemColumn(r);
    const uint at = tileIndex(jj, c * WORDS_PER_ELEM);
    if (ELEM_BYTES == 8u) {
      const uvec2 v = elementValue(uvec2(raw[r][0], raw[r][1]));
      tile[at] = v.x;
      tile[at + 1u] = v.y;
    } else if (ELEM_BYTES == 4u) {
      tile[at] = elementValue(uvec2(raw[r][0], 0u)).x;
    } else {
      uint word = 0u;
      [[unroll]] for (uint e = 0u; e < ELEMS_PER_WORD; ++e) {
        const uint xx = c * ELEMS_PER_WORD + e;
        if (jj < t.jCount && xx < t.xCount) {
          const uint shift = (inputOffset(t, jj, xx) % ELEMS_PER_WORD) * ELEM_BITS;
          const uint bits = bitfieldExtract(raw[r][e], int(shift), int(ELEM_BITS));
          word |= elementValue(uvec2(bits, 0u)).x << (e * ELEM_BITS);
        }
      }
      tile[at] = word;
    }
  }
}

// The tile's rows from shared memory to the output: neighbouring invocations store neighbouring words.
void writeTile(Place t) {
  const uint J = DIM(P.opArg, 0u);
  if (quadTile(t)) {  // 8 invocations a row, four words each
    for (uint i = gl_LocalInvocationID.x; i < TILE_J * 8u; i += gl_WorkGroupSize.x) {
      const uint jj = i / 8u, w = 4u * (i % 8u);
      const uvec4 words = uvec4(tile[quadTileIndex(jj, w)], tile[quadTileIndex(jj, w + 1u)],
                                tile[quadTileIndex(jj, w + 2u)], tile[quadTileIndex(jj, w + 3u)]);
      outQuads[(t.outAt + jj * DIM(P.outStride, J) + w) >> 2] = words;
    }
    return;
  }
  for (uint i = gl_LocalInvocationID.x; i < TILE_J * ROW_WORDS; i += gl_WorkGroupSize.x) {
    const uint w = i % ROW_WORDS, jj = i / ROW_WORDS;
    const uint xx = w * ELEMS_PER_WORD / WORDS_PER_ELEM;  // the word's first element
    if (jj >= t.jCount || xx >= t.xCount) continue;
    const uint word = tile[tileIndex(jj, w)];
    const uint rowStart = t.outAt + jj * DIM(P.outStride, J);  // element offset of the tile row's first element
    if (ELEM_BYTES == 8u) {
      outWords[2u * rowStart + w] = word;
    } else if (ELEM_BYTES == 4u || VEC_BYTES != 0u) {
      outWords[rowStart / ELEMS_PER_WORD + w] = word;  // rowStart is a multiple of ELEMS_PER_WORD (the planner)
    } else {
      [[unroll]] for (uint e = 0u; e < ELEMS_PER_WORD; ++e)
        if (xx + e < t.xCount) storeElement(rowStart + xx + e, uvec2(bitfieldExtract(word, int(e * ELEM_BITS), int(ELEM_BITS)), 0u));
    }
  }
}

// The tile's index-map entries, along the map's rows: neighbouring invocations write neighbouring entries
// (along J where J is the output's innermost dimension, else along X).
void writeMap(Place t) {
  const uint J = DIM(P.opArg, 0u), X = DIM(P.opArg, 7u);
  const bool alongJ = J == RANK - 1u;
  // A quad tile's narrow entries along X, four at a time, where its map rows start on 16-byte boundaries.
  if (NARROW_MAP && !alongJ && quadTile(t) && DIM(P.mapStride, X) == 1u && (t.mapAt & 3u) == 0u &&
      (DIM(P.mapStride, J) & 3u) == 0u) {
    for (uint i = gl_LocalInvocationID.x; i < TILE_J * TILE_X / 4u; i += gl_WorkGroupSize.x) {
      const uint jj = i / (TILE_X / 4u), xx = 4u * (i % (TILE_X / 4u));
      const uvec2 first = addLinear(addLinear(t.linear, jj, J), xx, X);
      uvec4 entries;
      [[unroll]] for (uint k = 0u; k < 4u; ++k) entries[k] = mapEntry(addLinear(first, k, X)).x;
      mapQuads[(t.mapAt + jj * DIM(P.mapStride, J) + xx) >> 2] = entries;
    }
    return;
  }
  for (uint i = gl_LocalInvocationID.x; i < TILE_J * TILE_X; i += gl_WorkGroupSize.x) {
    const uint jj = alongJ ? i % TILE_J : i / TILE_X;
    const uint xx = alongJ ? i / TILE_J : i % TILE_X;
    if (jj >= t.jCount || xx >= t.xCount) continue;
    const uvec2 source = addLinear(addLinear(t.linear, jj, J), xx, X);
    storeMapEntry(t.mapAt + jj * DIM(P.mapStride, J) + xx * DIM(P.mapStride, X), mapEntry(source));
  }
}

void main() {
  // Tiles are handed out a workgroup at a time (a grid-stride loop, as the host caps the group count); the
  // loop's bounds are the same for the whole workgroup, so its barriers are reached by every invocation.
  uint current = gl_WorkGroupID.x;
  if (current >= P.itemCount) return;
  Place place = placeOf(current);
  uint raw[MAX_HELD][4];
  loadHeld(place, raw);
  for (;;) {
    storeHeld(place, raw);
    barrier();
    const uint next = current + gl_NumWorkGroups.x;
    Place nextPlace = place;
    if (next < P.itemCount) {
      nextPlace = placeOf(next);
      loadHeld(nextPlace, raw);  // in flight while this tile is written
    }
    writeTile(place);
    if (WRITE_MAP) writeMap(place);
    if (next >= P.itemCount) break;
    barrier();  // the next tile's words overwrite this one's
    current = next;
    place = nextPlace;
  }
}
