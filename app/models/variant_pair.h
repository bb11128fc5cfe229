// A session and its variant (one descriptor field set to a second value, see core's session_variant.h), both
// run, as the comparison view, `render --compare` and their figures show them: two mapping contents, core's
// comparison, and the cells to outline. Building one runs the operator twice: call it off the GUI thread.
#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "dmlscope/variant_comparison.h"
#include "models/mapping_content.h"

namespace dmlscope::gui {

struct VariantPair {
  QString field;         // "Order"
  QString firstValue;    // "DEPTH_COLUMN_ROW", as core writes the field's value
  QString secondValue;   // "COLUMN_ROW_DEPTH"
  std::shared_ptr<const MappingContent> first;
  std::shared_ptr<const MappingContent> second;
  VariantComparison comparison;
  // Per output slot, the logical elements of each side that differ (ascending): what the views outline.
  std::vector<std::vector<uint64_t>> outlinedFirst;
  std::vector<std::vector<uint64_t>> outlinedSecond;

  // "Order = DEPTH_COLUMN_ROW"
  QString firstLabel() const;
  QString secondLabel() const;
};

// The variant of `session` with `field` set to `value`, or why there is none: core's error for a field or
// value it cannot read, or the variant's validation problems ("StartPadding has length 3, but ...").
Result<Session> validVariant(const Session& session, const QString& field, const QString& value);

// Runs `session` and its variant on the CPU and compares them. An error when the variant cannot be made or is
// invalid, when the session itself is invalid, or when a run fails; the message says which and why.
Result<VariantPair> buildVariantPair(std::shared_ptr<const Session> session, const QString& field, const QString& value);

// "12 of 64 elements differ: 8 by value, 12 by source" (and, when the shapes differ, how many lie outside the
// common region), or that all are the same.
QString comparisonSummary(const VariantComparison& comparison);

// A run's outcome as the mapping content wants it: outputs, index map and its inverse.
std::shared_ptr<RunOutcome> succeededOutcome(const Session& session, RunResult result);

}  // namespace dmlscope::gui
