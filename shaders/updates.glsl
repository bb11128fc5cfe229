// What scatter.comp and scatter_nd.comp share: UpdatesTensor at binding 5 (bound whole, so fewer than 2^32
// elements), its elements and map entries, the output element an item stands for, and the element path's
// grid-stride loop over the shader's processElement(). Included after strided.glsl with OWN_ELEMENT_WALK.

layout(std430, set = 0, binding = 5) readonly buffer UpdateWords { uint updateWords[]; };

const uint kUpdatesInput = 2u;  // UpdatesTensor's input slot: the map's input index for an update

uvec2 loadUpdate(uint e) {
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

void processElement(uint item);

// A grid-stride loop, as strided.glsl's own.
void main() {
  const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint item = gl_GlobalInvocationID.x; item < P.itemCount; item += stride) processElement(item);
}
