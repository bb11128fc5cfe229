// A strict reader of the Python literals a .npy header is written in (strings, integers, True, False, None,
// tuples, lists, dicts): it builds values and never evaluates anything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/result.h"

namespace dmlscope::detail {

struct PyLiteral {
  enum class Kind { String, Integer, OtherNumber, Bool, NoneValue, Tuple, List, Dict };
  Kind kind = Kind::NoneValue;
  size_t begin = 0;  // where the literal is in the header text: [begin, end)
  size_t end = 0;
  std::string text;              // String: its characters, escapes resolved
  uint64_t magnitude = 0;        // Integer: its absolute value (when it fits in 64 bits)
  bool negative = false;         // Integer: written with a minus sign and not zero
  bool tooLarge = false;         // Integer: its absolute value does not fit in 64 bits
  bool boolValue = false;        // Bool
  std::vector<PyLiteral> items;  // Tuple and List: the elements; Dict: key, value, key, value, ...
};

// Deeper nesting than this is refused (a header needs two levels; the limit keeps recursion shallow).
inline constexpr int kMaxLiteralDepth = 32;

// Reads `text` as one literal. `allowLongSuffix` accepts Python 2's "3L" integers (headers of versions 1.0
// and 2.0 may have been written by Python 2). Errors are the catalogue's "npy.header-…" ids naming `name` and
// the 1-based character where reading stopped.
Result<PyLiteral> parsePythonLiteral(std::string_view text, bool allowLongSuffix, std::string_view name);

// `text` safe to show in a message: printable ASCII as is, every other byte as \xNN, cut after `maxChars`
// characters of the input with "...".
std::string printableText(std::string_view text, size_t maxChars = 60);

}  // namespace dmlscope::detail
