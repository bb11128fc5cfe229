// JSON parsing that remembers where each value starts, so that a session file's errors can give a line.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "dmlscope/result.h"

namespace dmlscope {

// Deeper nesting is rejected while parsing: a session file needs five levels, and a limit keeps hostile
// input (a million '[') from costing memory or stack anywhere later.
inline constexpr std::size_t kMaxJsonDepth = 64;

struct JsonWithLines {
  nlohmann::ordered_json value;
  // JSON pointer ("/desc/Repeats/2") -> 1-based line on which that value starts. A value that starts on
  // the same line as its container is left out (a long Data array on one line would otherwise cost an
  // entry per number): ask lineOfPointer, which falls back to the nearest recorded container.
  std::map<std::string, int> lineOf;

  int lineOfPointer(std::string_view pointer) const;
};

// Parses `text` strictly (no comments, nothing after the value). Syntax errors read
// "line 3, column 17, /desc/Repeats/1: syntax error while parsing value - invalid literal; last read: 'tru'"
// (the path says where the parser was, when it was inside a value). Duplicate keys are errors.
Result<JsonWithLines> parseJsonWithLines(std::string_view text);

// One JSON pointer reference token: "~" -> "~0", "/" -> "~1".
std::string escapeJsonPointerToken(std::string_view token);

}  // namespace dmlscope
