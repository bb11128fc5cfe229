// Validation of an operator descriptor against a DML_FEATURE_LEVEL: every rule of the reference pages.
#pragma once

#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/operators.h"

namespace dmlscope {

// All errors (not only the first) of the descriptor at the given feature level; empty means valid.
std::vector<Diagnostic> validate(const OperatorDesc& desc, FeatureLevel level);

}  // namespace dmlscope
