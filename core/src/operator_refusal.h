// The error of a backend that deliberately does not run an operator: every backend either runs each operator
// of DMLSCOPE_OPERATORS or refuses it by name (run.operator-unsupported), never falls through to another's code.
#pragma once

#include <string>
#include <string_view>

#include "catalogue_error.h"
#include "dmlscope/operators.h"

namespace dmlscope {

// "the CPU backend does not run DML_OPERATOR_TILE; ..." for `backend` "CPU".
inline Error operatorRefused(std::string_view backend, OperatorType type) {
  return catalogueError("run.operator-unsupported", {std::string(backend), std::string(fullName(type))});
}

}  // namespace dmlscope
