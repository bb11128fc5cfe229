// JSON with comments and trailing commas (what DxDispatch's parser accepts) turned into strict JSON.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "dmlscope/result.h"

namespace dmlscope::detail {

// `text` with every `//` line comment, `/* */` block comment and trailing comma (a comma followed, past
// whitespace and comments, by `]` or `}`) replaced by spaces. Every other byte, newlines included, stays where
// it was, so a strict parser's lines and columns are those of `text`; strings (with their escapes) are left
// alone. An unterminated block comment is an error with its line and column.
Result<std::string> jsoncToJson(std::string_view text);

// Offset just past the JSON string literal that starts at `open` (a '"'), escapes skipped; text.size() when it
// never ends (a parser reports that).
size_t endOfJsonString(std::string_view text, size_t open);

}  // namespace dmlscope::detail
