// IndicesTensor for the gathers and scatters at binding 4: the gathers bind the window their box reads; the
// scatters bind it whole where it fits one window and one buffer, else read it through window slots 0.. of
// windows.glsl (INDICES_IN_WINDOWS). Its element type in P.indexType (a uniform rather than a specialization
// constant: four times fewer pipelines to compile, for one branch the whole dispatch takes alike), and an index
// value resolved along a dimension exactly as core's resolveIndex does (core/include/dmlscope/index_values.h), so
// that GPU and CPU agree on the values DirectML leaves undefined.
#include "windows.glsl"

layout(std430, set = 0, binding = 4) readonly buffer IndexWords { uint indexWords[]; };

// P.indexType: the IndicesTensor type (IndexType in core/src/vulkan/operator_jobs.h).
const uint kIndexUInt32 = 0u;
const uint kIndexInt32 = 1u;
const uint kIndexUInt64 = 2u;
const uint kIndexInt64 = 3u;

// IndicesTensor element `e` (its absolute number) as (low, high) words; `wide`: a 64-bit type (the high word
// read), else only the low word. Through the slots, e's window is found among IndicesTensor's own
// (P.updateWindowFirst of them, from slot 0); an 8-byte element never straddles two (windows start at multiples
// of 16 bytes).
uvec2 indexElement(uint e, bool wide) {
  if (INDICES_IN_WINDOWS) {
    uint local;
    const uint slot = windowSlotIn(uvec2(e, 0u), 0u, P.updateWindowFirst, local);
    if (wide) return uvec2(windowWord(slot, 2u * local), windowWord(slot, 2u * local + 1u));
    return uvec2(windowWord(slot, local), 0u);
  }
  if (wide) return uvec2(indexWords[2u * e], indexWords[2u * e + 1u]);
  return uvec2(indexWords[e], 0u);
}

// The position IndicesTensor element `e` names along a dimension of `n` (>= 1) elements: a signed value
// counts from the end when negative; a value still outside 0..n-1 is clamped into it.
uint resolvedIndex(uint e, uint n) {
  const uint type = P.indexType;
  uint lo, hi;
  if (type == kIndexUInt64 || type == kIndexInt64) {
    const uvec2 words = indexElement(e, true);
    lo = words.x;
    hi = words.y;
  } else {
    lo = indexElement(e, false).x;
    hi = type == kIndexInt32 && int(lo) < 0 ? 0xffffffffu : 0u;  // sign-extended to 64 bits
  }
  const bool isSigned = type == kIndexInt32 || type == kIndexInt64;
  if (isSigned && int(hi) < 0) {
    // value + n >= 0 exactly when the value is -n..-1: high word all ones, low word at least 2^32 - n.
    if (hi == 0xffffffffu && lo >= 0u - n) return lo + n;  // wraps to value + n
    return 0u;
  }
  if (hi != 0u || lo >= n) return n - 1u;
  return lo;
}
