// Each operator's fast CPU plan, found through the operator list the way its rules are (rulesFor<>): which
// dimension merges keep its formula, how its per-dimension fields follow a merge, and its row writer. They are
// declared here for every operator of DMLSCOPE_OPERATORS and defined in the operator's rows file, so that an
// operator without them does not link (the missing function names its desc) instead of falling through to
// another operator's plan.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dmlscope/operators.h"
#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {

// Which neighbouring dimensions (outer a, inner b) an operator lets dimension folding merge into one
// (dimension_folding.cpp: the tensors' strides must allow it too).
enum class MergeRule {
  None,             // no merge keeps the formula (depth and space, slices, gathers, scatters)
  Any,              // one to one: every merge (ELEMENT_WISE_IDENTITY)
  Repeats,          // b not repeated; the merged dimension repeats as a did (TILE)
  PaddingConstant,  // b not padded; the merged dimension pads a's padding times b's size (CONSTANT, and WRAP:
                    // its period n_a scales to n_a·n_b alike)
  PaddingMirror,    // neither padded: a mirrored or clamped a does not carry b along (the other modes)
  Axis,             // b not the axis; a may be, and the merged dimension is then the axis (SPLIT, JOIN)
};

// An operator's merge rule with its per-dimension fields as the descriptor has them (one per dimension where
// the rule reads them, else empty).
struct FoldingRule {
  MergeRule merge = MergeRule::None;
  std::vector<uint32_t> repeats;       // Repeats
  std::vector<uint32_t> startPadding;  // PaddingConstant, PaddingMirror
  std::vector<uint32_t> endPadding;
  std::optional<uint32_t> axis;        // Axis
};

// The per-dimension fields on the merged dimensions, for the operator to write into its folded descriptor.
struct MergedFields {
  std::vector<uint32_t> repeats;
  std::vector<uint32_t> startPadding;
  std::vector<uint32_t> endPadding;
  uint32_t axis = 0;
};

// What an operator's makeRowWriter returns where the fast CPU backend deliberately does not run it: the run
// then fails with run.operator-unsupported naming the operator (no shipped operator does this today).
inline std::unique_ptr<RowWriter> refuseOperator() { return nullptr; }

// Per operator: foldingRule(desc); setMergedFields(folded desc, merged fields), called only after a merge the
// rule allowed; makeRowWriter(folded desc, context) for one output, or refuseOperator().
#define DMLSCOPE_FAST_CPU_PLAN(name, desc, value)                 \
  FoldingRule foldingRule(const desc& d);                         \
  void setMergedFields(desc& d, const MergedFields& merged);      \
  std::unique_ptr<RowWriter> makeRowWriter(const desc& d, const WriterContext& context);
DMLSCOPE_OPERATORS(DMLSCOPE_FAST_CPU_PLAN)
#undef DMLSCOPE_FAST_CPU_PLAN

// Tests only: false keeps GATHER_ELEMENTS' packed rows on the cell-at-a-time loop where the processor has AVX2
// (gather_elements_rows.cpp).
void setGatherElementsAvx2ForTests(bool allowed);

}  // namespace dmlscope::detail::fastcpu
