// SPLIT and JOIN with every part in one dispatch (PARTS, kSpecParts in core/src/vulkan/shader_params.h): where
// the whole tensor and every part are packed, the whole is walked as rows of a two-dimensional view (the
// dimensions before Axis, then Axis and those after it as one), and each row is the parts' rows side by side:
// part t's run along a row starts at partStart(t) and is partRow(t) elements long (its own rows' length), so
// view element (o, x) of part t is element o * partRow(t) + x - partStart(t) of part t's own tensor. The parts'
// tensors are bound whole in the window slots of binding 6: JOIN's inputs from slot 0, SPLIT's outputs from
// slot 0 and their index maps from slot kMaxParts. Why: at 1-32 MiB a dispatch per part paid each dispatch's
// launch and tail, a fixed share of kernels of a few microseconds. Included after strided.glsl.
#ifndef PARTS_GLSL
#define PARTS_GLSL

// 0: the dispatch copies one part (the usual way, the opArg shift); else how many parts it copies.
layout(constant_id = 11) const uint PARTS = 0u;
const bool IN_PARTS = PARTS != 0u;
const uint kMaxParts = 8u;  // kMaxParts in core/src/vulkan/shader_params.h: the table below has 8 entries
const uint kPartSlots = 16u;

// The parts' table, in the aux arrays that split and join read for nothing else (operator_jobs.cpp's
// allPartsJob), and the view's row length with its fastDiv divisor in opArg[2..4].
uint partStart(uint t) { return DIM(P.auxStride, t); }
uint partRow(uint t) { return DIM(P.auxSize, t); }
uint partMapBase(uint t) { return DIM(P.auxLinear, t); }  // JOIN, NARROW_MAP: input t's first entry number
uint viewRow(uint e) { return fastDiv(e, DIM(P.opArg, 2u), DIM(P.opArg, 3u), DIM(P.opArg, 4u)); }

// The part whose run holds position x of a row (the last starting at or before it; part 0 starts at 0).
uint partOf(uint x) {
  uint t = 0u;
  [[unroll]] for (uint s = 1u; s < kMaxParts; ++s)
    if (s < PARTS && x >= partStart(s)) t = s;
  return t;
}

// The part holding view position e (row-major over the whole view), and e's element offset in that part.
uint partPlace(uint e, out uint local) {
  const uint o = viewRow(e);
  const uint x = e - o * DIM(P.opArg, 2u);
  const uint t = partOf(x);
  local = o * partRow(t) + (x - partStart(t));
  return t;
}

// Slot accesses by a switch over constant indices (see windows.glsl for why: Vulkan 1.0 without any feature).
#define PART_SLOT_CASES(body) \
  switch (slot) { \
    case 0u: body(0) break; case 1u: body(1) break; case 2u: body(2) break; case 3u: body(3) break; \
    case 4u: body(4) break; case 5u: body(5) break; case 6u: body(6) break; case 7u: body(7) break; \
    case 8u: body(8) break; case 9u: body(9) break; case 10u: body(10) break; case 11u: body(11) break; \
    case 12u: body(12) break; case 13u: body(13) break; case 14u: body(14) break; case 15u: body(15) break; \
  }

#endif  // PARTS_GLSL
