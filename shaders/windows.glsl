// A tensor read through several storage-buffer windows: where index values may send an invocation to any of
// its elements (the gathers' InputTensor, the scatters' IndicesTensor and UpdatesTensor), and the tensor is
// larger than one window (maxStorageBufferRange) or one buffer, the host binds its windows in order at binding
// 6, slots 0..P.windowCount-1, the rest of the 16 slots repeating slot 0, and gives each slot's first element in
// P.windowStart (low words) and P.windowStartHi (high words, WIDE_MAP). Included after strided.glsl (by
// gather.comp and by indices.glsl, hence the guard).
//
// Why a switch over constant slots rather than windows[slot]: Vulkan 1.0 lets a shader index an array of
// storage buffers by a constant without any device feature; a dynamically uniform index needs
// shaderStorageBufferArrayDynamicIndexing, a non-uniform one descriptor indexing. An invocation's slot depends
// on its index value, so it is not uniform; the switch costs a branch per distinct slot in a subgroup, and
// rows of an index_select-like gather share one slot.
#ifndef WINDOWS_GLSL
#define WINDOWS_GLSL

const uint kWindowSlots = 16u;  // kWindowSlots in core/src/vulkan/shader_params.h
layout(std430, set = 0, binding = 6) readonly buffer WindowWords { uint words[]; } windows[kWindowSlots];

#define WINDOW_WORD_CASE(s) case s: return windows[s].words[word];
uint windowWord(uint slot, uint word) {
  switch (slot) {
    WINDOW_WORD_CASE(0) WINDOW_WORD_CASE(1) WINDOW_WORD_CASE(2) WINDOW_WORD_CASE(3)
    WINDOW_WORD_CASE(4) WINDOW_WORD_CASE(5) WINDOW_WORD_CASE(6) WINDOW_WORD_CASE(7)
    WINDOW_WORD_CASE(8) WINDOW_WORD_CASE(9) WINDOW_WORD_CASE(10) WINDOW_WORD_CASE(11)
    WINDOW_WORD_CASE(12) WINDOW_WORD_CASE(13) WINDOW_WORD_CASE(14) WINDOW_WORD_CASE(15)
  }
  return 0u;  // never: the host binds no more than kWindowSlots windows
}
#undef WINDOW_WORD_CASE

// The slot holding absolute element `e` (low, high; high 0 without WIDE_MAP) among the `count` slots from
// `first` that one tensor's windows take (a shader reading two tensors through windows gives each its own run
// of slots, its elements numbered from each window's P.windowStart): the last whose first element is at or
// before e (slots ascend; the first starts at element 0). `local` is e's element offset in that window, below
// 2^32 since a window is.
uint windowSlotIn(uvec2 e, uint first, uint count, out uint local) {
  uint slot = first;
  for (uint s = first + 1u; s < first + count; ++s) {
    const uvec2 start = uvec2(P.windowStart[s >> 2][s & 3u], WIDE_MAP ? P.windowStartHi[s >> 2][s & 3u] : 0u);
    if (e.y > start.y || (e.y == start.y && e.x >= start.x)) slot = s;
  }
  local = e.x - P.windowStart[slot >> 2][slot & 3u];  // wraps to the difference, which is below 2^32
  return slot;
}

// The same for the one tensor the gathers read through every slot (P.windowCount of them).
uint windowSlotOf(uvec2 e, out uint local) { return windowSlotIn(e, 0u, P.windowCount, local); }

// One element (of ELEM_BYTES) at element offset `local` of the window in `slot`, as (low, high) words. The
// windows start at multiples of 16 bytes, so an element never straddles two.
uvec2 loadWindowElement(uint slot, uint local) {
  if (ELEM_BYTES == 1u) return uvec2((windowWord(slot, local >> 2) >> ((local & 3u) * 8u)) & 0xffu, 0u);
  if (ELEM_BYTES == 2u) return uvec2((windowWord(slot, local >> 1) >> ((local & 1u) * 16u)) & 0xffffu, 0u);
  if (ELEM_BYTES == 4u) return uvec2(windowWord(slot, local), 0u);
  return uvec2(windowWord(slot, 2u * local), windowWord(slot, 2u * local + 1u));
}

// The scatters: IndicesTensor (bit 0: slots 0..P.updateWindowFirst-1) and UpdatesTensor (bit 1: slots
// P.updateWindowFirst..P.windowCount-1) read through the slots instead of bound whole at bindings 4 and 5
// (kSpecIndexInputWindows in core/src/vulkan/shader_params.h). A specialization constant, not a uniform: where
// both fit one window (0, every ordinary size) the branches on it fold away when the pipeline is built, so the
// whole-binding path is the code it was.
layout(constant_id = 10) const uint INDEX_INPUT_WINDOWS = 0u;
const bool INDICES_IN_WINDOWS = (INDEX_INPUT_WINDOWS & 1u) != 0u;
const bool UPDATES_IN_WINDOWS = (INDEX_INPUT_WINDOWS & 2u) != 0u;

#endif  // WINDOWS_GLSL
