// Blanking out comments and trailing commas so that a strict JSON parser reads a DxDispatch model (see
// jsonc_text.h).
#include "dxdispatch/jsonc_text.h"

#include <cstddef>
#include <optional>

#include "catalogue_error.h"

namespace dmlscope::detail {
namespace {

bool isJsonSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }


struct LineColumn {
  size_t line = 1;
  size_t column = 1;
};

LineColumn lineColumnAt(std::string_view text, size_t offset) {
  LineColumn lc;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++lc.line;
      lc.column = 1;
    } else {
      ++lc.column;
    }
  }
  return lc;
}

// Replaces the comments by spaces, keeping line breaks. Returns the offset of an unterminated block comment.
std::optional<size_t> blankComments(std::string& text) {
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"') {
      i = endOfJsonString(text, i);
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n' && text[i] != '\r') text[i++] = ' ';
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const size_t open = i;
      const size_t close = text.find("*/", i + 2);
      if (close == std::string::npos) return open;
      for (; i < close + 2; ++i) {
        if (text[i] != '\n' && text[i] != '\r') text[i] = ' ';
      }
    } else {
      ++i;
    }
  }
  return std::nullopt;
}

// Replaces each comma that only whitespace separates from a closing bracket by a space (comments are already
// spaces).
void blankTrailingCommas(std::string& text) {
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"') {
      i = endOfJsonString(text, i);
      continue;
    }
    if (c == ',') {
      size_t next = i + 1;
      while (next < text.size() && isJsonSpace(text[next])) ++next;
      if (next < text.size() && (text[next] == ']' || text[next] == '}')) text[i] = ' ';
    }
    ++i;
  }
}

}  // namespace

Result<std::string> jsoncToJson(std::string_view text) {
  std::string json(text);
  if (auto open = blankComments(json)) {
    const LineColumn lc = lineColumnAt(text, *open);
    return catalogueError("dxdispatch.unterminated-comment", {std::to_string(lc.line), std::to_string(lc.column)});
  }
  blankTrailingCommas(json);
  return json;
}

size_t endOfJsonString(std::string_view text, size_t open) {
  for (size_t i = open + 1; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      return i + 1;
    }
  }
  return text.size();
}

}  // namespace dmlscope::detail
