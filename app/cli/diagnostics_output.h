// Printing validation errors: compiler-style lines for people, JSON for tools.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope::cli {

// "FILE: FIELD: error: MESSAGE", one line per diagnostic.
void printDiagnostics(std::FILE* out, const std::string& file, const std::vector<Diagnostic>& diagnostics);

// "FILE: FIELD: warning: MESSAGE" for each index value DirectML leaves undefined (index_values.h), the first
// `limit` of them and a line saying how many more there are.
void printIndexWarnings(std::FILE* out, const std::string& file, const Session& session, size_t limit = 20);

// {"valid": false, "errors": [{"field": "...", "message": "...", "id": "..."}]}
std::string diagnosticsJson(const std::vector<Diagnostic>& diagnostics);

// A file that could not be read (or a command line that could not be), for tools:
// {"valid": false, "error": {"message": "...", "id": "...", "file": "...", "line": 12, "column": 3,
// "path": "/dispatchables/pad/desc"}}; "id" and "file" where there are, "line", "column" and "path" (the
// JSON path in the file) where the error says them.
std::string fileErrorJson(const Error& error, const std::string& file);

}  // namespace dmlscope::cli
