// IndicesTensor for the gathers and scatters at binding 4: the scatters bind it whole (the planner refuses a
// run whose index tensor does not fit one window), the gathers the window their box reads; its element type in P.indexType (a uniform rather than a specialization
// constant: four times fewer pipelines to compile, for one branch the whole dispatch takes alike), and an index value resolved along a dimension
// exactly as core's resolveIndex does (core/include/dmlscope/index_values.h), so that GPU and CPU agree on the
// values DirectML leaves undefined.

layout(std430, set = 0, binding = 4) readonly buffer IndexWords { uint indexWords[]; };

// P.indexType: the IndicesTensor type (IndexType in core/src/vulkan/operator_jobs.h).
const uint kIndexUInt32 = 0u;
const uint kIndexInt32 = 1u;
const uint kIndexUInt64 = 2u;
const uint kIndexInt64 = 3u;

// The position IndicesTensor element `e` names along a dimension of `n` (>= 1) elements: a signed value
// counts from the end when negative; a value still outside 0..n-1 is clamped into it.
uint resolvedIndex(uint e, uint n) {
  const uint type = P.indexType;
  uint lo, hi;
  if (type == kIndexUInt64 || type == kIndexInt64) {
    lo = indexWords[2u * e];
    hi = indexWords[2u * e + 1u];
  } else {
    lo = indexWords[e];
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
