// DML_PADDING_MODE's index arithmetic, written once: where a padded coordinate reads, for the reference (the
// oracle, padding.cpp), the fast CPU rows (padding_rows.cpp) and the GPU planner's source bounds
// (operator_jobs.cpp). The shader (shaders/padding.comp) computes the same fold its own way, and the tests
// compare it with the reference.
//
// A repeating mode is described once, by its Fold (foldOf): everything else here follows from it; WRAP (j mod n,
// period n, no mirrored half) is one case in foldOf, plus its shader branch. A fold takes a pad of any
// width: the reads repeat with the period however many periods the pad spans.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "dmlscope/operators.h"

namespace dmlscope::detail {

// How a repeating mode reads outside a dimension of n elements: it repeats with `period`; residue m of a
// period (j mod period) reads m in the period's first n residues, mirrorSum - m in the rest (the mirrored half).
struct Fold {
  int64_t period = 0;
  int64_t mirrorSum = 0;
};

// The fold of each repeating mode over n >= 1 elements; none for CONSTANT and EDGE (they clamp).
constexpr std::optional<Fold> foldOf(PaddingMode mode, int64_t n) {
  switch (mode) {
    case PaddingMode::Reflection:
      // Over one element the period would be 0: nothing to mirror, every read is 0 (validation rejects
      // padding such a dimension; clamping keeps the formulas total).
      if (n == 1) return std::nullopt;
      return Fold{2 * (n - 1), 2 * (n - 1)};  // 0 1 .. n-1 n-2 .. 1: the edges once
    case PaddingMode::Symmetric: return Fold{2 * n, 2 * n - 1};  // 0 1 .. n-1 n-1 .. 0: the edges twice
    case PaddingMode::Wrap: return Fold{n, n - 1};  // 0 1 .. n-1 0 1 ..: no mirrored half (no residue reaches n)
    case PaddingMode::Constant:
    case PaddingMode::Edge: break;
  }
  return std::nullopt;
}

// j's residue in [0, period): C++'s % keeps j's sign, and j is negative before the input.
constexpr int64_t residueOf(int64_t j, int64_t period) { return ((j % period) + period) % period; }

// The input coordinate residue m of a fold reads.
constexpr int64_t readAtResidue(const Fold& f, int64_t m, int64_t n) { return m < n ? m : f.mirrorSum - m; }

// Where padded coordinate j = o - StartPadding reads in a dimension of n elements (the reference's formula).
// Outside [0, n): EDGE clamps, a fold folds; CONSTANT reads nothing there (callers test first), clamped here.
constexpr int64_t paddedSource(PaddingMode mode, int64_t j, int64_t n) {
  if (const auto fold = foldOf(mode, n)) return readAtResidue(*fold, residueOf(j, fold->period), n);
  return std::clamp<int64_t>(j, 0, n - 1);
}

// The residues of a period that read input coordinate i: i itself, and its mirror image where that lies in the
// mirrored half (REFLECTION's edges have none, SYMMETRIC's every i has one, WRAP has no mirrored half).
struct Residues {
  std::array<int64_t, 2> values{};
  uint32_t count = 0;
};

constexpr Residues residuesReading(const Fold& f, int64_t i, int64_t n) {
  Residues r{{i, 0}, 1};
  const int64_t mirrored = f.mirrorSum - i;
  if (mirrored >= n && mirrored < f.period) r.values[r.count++] = mirrored;
  return r;
}

// ---- For walking a padded row without dividing per element (the fast CPU rows)

// A read and the way it moves as j grows by one: under a fold +1 in a period's first n residues and -1 in the
// mirrored half, so that a run of equal steps ends at n-1 or 0; when clamping, 1 inside [0, n) and 0 outside.
struct PaddedRead {
  int64_t index = 0;
  int64_t step = 0;
};

constexpr PaddedRead paddedReadAt(PaddingMode mode, int64_t j, int64_t n) {
  const auto fold = foldOf(mode, n);
  if (!fold) return {std::clamp<int64_t>(j, 0, n - 1), j >= 0 && j < n ? 1 : 0};
  const int64_t m = residueOf(j, fold->period);
  return {readAtResidue(*fold, m, n), m < n ? 1 : -1};
}

// The read after `last`, a fold's read at the end its run moves towards (n-1 moving up, 0 moving down): the
// residue after that end's, read as any other. REFLECTION then turns without repeating the end element, SYMMETRIC
// repeats it, WRAP starts again at 0 (over one element: 0 after 0).
constexpr PaddedRead paddedReadAfterEnd(const Fold& f, const PaddedRead& last, int64_t n) {
  const int64_t residue = last.step > 0 ? n - 1 : f.mirrorSum;
  const int64_t next = (residue + 1) % f.period;
  return {readAtResidue(f, next, n), next < n ? 1 : -1};
}

// ---- For bounding what a box of output coordinates reads (the GPU planner)

struct IndexRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

// Whether [from, to] holds a j with j mod period == residue.
constexpr bool holdsResidue(int64_t from, int64_t to, int64_t residue, int64_t period) {
  return from + residueOf(residue - from, period) <= to;
}

// The smallest range holding every input coordinate padded coordinates j in [from, to] read. A fold is
// monotonic between the coordinates that read 0 or n-1, so its range over the interval is spanned by the reads
// at the two ends, widened to 0 or n-1 where the interval holds a coordinate that reads them.
constexpr IndexRange paddedRange(PaddingMode mode, int64_t from, int64_t to, int64_t n) {
  const auto fold = foldOf(mode, n);
  if (!fold) return {paddedSource(mode, from, n), paddedSource(mode, to, n)};  // clamping is monotonic
  if (to - from + 1 >= fold->period) return {0, n - 1};
  const int64_t a = paddedSource(mode, from, n), b = paddedSource(mode, to, n);
  IndexRange range{std::min(a, b), std::max(a, b)};
  auto reads = [&](int64_t i) {
    const Residues r = residuesReading(*fold, i, n);
    for (uint32_t k = 0; k < r.count; ++k)
      if (holdsResidue(from, to, r.values[k], fold->period)) return true;
    return false;
  };
  if (reads(0)) range.lo = 0;
  if (reads(n - 1)) range.hi = n - 1;
  return range;
}

}  // namespace dmlscope::detail
