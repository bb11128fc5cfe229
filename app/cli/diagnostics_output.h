// Printing validation errors: compiler-style lines for people, JSON for tools.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"

namespace dmlscope::cli {

// "FILE: FIELD: error: MESSAGE", one line per diagnostic.
void printDiagnostics(std::FILE* out, const std::string& file, const std::vector<Diagnostic>& diagnostics);

// {"valid": false, "errors": [{"field": "...", "message": "...", "id": "..."}]}
std::string diagnosticsJson(const std::vector<Diagnostic>& diagnostics);

}  // namespace dmlscope::cli
