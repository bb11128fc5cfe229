// The strict Python-literal reader of .npy headers (see python_literal.h).
#include "python_literal.h"

#include <optional>
#include <utility>

#include <fmt/format.h>

#include "catalogue_error.h"
#include "dmlscope/checked.h"

namespace dmlscope::detail {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isNameChar(char c) { return isNameStart(c) || isDigit(c); }
// Python allows these between tokens inside brackets; NumPy pads with spaces and ends with a newline.
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

class LiteralParser {
 public:
  LiteralParser(std::string_view text, bool allowLongSuffix, std::string_view name)
      : text_(text), allowLongSuffix_(allowLongSuffix), name_(name) {}

  Result<PyLiteral> parseDocument() {
    PyLiteral value;
    skipSpace();
    if (!parseValue(value, 0)) return std::move(*error_);
    skipSpace();
    if (pos_ != text_.size()) return fail("npy.header-trailing-text", {position(), snippet()});
    return value;
  }

 private:
  bool atEnd() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }  // only when !atEnd()
  void skipSpace() {
    while (!atEnd() && isSpace(peek())) ++pos_;
  }
  std::string position() const { return std::to_string(pos_ + 1); }
  std::string snippet() const { return printableText(text_.substr(pos_), 16); }

  Error fail(const char* id, std::vector<std::string> args) {
    args.insert(args.begin(), std::string(name_));
    return catalogueError(id, std::move(args));
  }
  bool stop(const char* id, std::vector<std::string> args) {
    error_ = fail(id, std::move(args));
    return false;
  }
  bool stopEndedEarly() { return stop("npy.header-ended-early", {position()}); }

  bool parseValue(PyLiteral& out, int depth) {
    if (atEnd()) return stopEndedEarly();
    out.begin = pos_;
    const char c = peek();
    bool ok = false;
    if (c == '\'' || c == '"') ok = parseString(out);
    else if (c == '(') ok = parseSequence(out, PyLiteral::Kind::Tuple, ')', depth);
    else if (c == '[') ok = parseSequence(out, PyLiteral::Kind::List, ']', depth);
    else if (c == '{') ok = parseDict(out, depth);
    else if (isDigit(c) || c == '-') ok = parseNumber(out);
    else if (isNameStart(c)) ok = parseName(out);
    else return stop("npy.header-expected-value", {position(), snippet()});
    out.end = pos_;
    return ok;
  }

  bool parseString(PyLiteral& out) {
    const size_t start = pos_;
    const char quote = peek();
    ++pos_;
    out.kind = PyLiteral::Kind::String;
    while (true) {
      if (atEnd() || peek() == '\n') {
        pos_ = start;
        return stop("npy.header-unterminated-string", {position()});
      }
      const char c = peek();
      ++pos_;
      if (c == quote) return true;
      if (c == '\\') {
        if (atEnd()) continue;  // reported as unterminated on the next turn
        const char escaped = peek();
        ++pos_;
        // Quotes and backslashes stand for themselves; any other escape is kept as written (no dtype this
        // reader accepts contains one, so it only has to be shown in a message).
        if (escaped != '\\' && escaped != '\'' && escaped != '"') out.text += '\\';
        out.text += escaped;
        continue;
      }
      out.text += c;
    }
  }

  bool parseNumber(PyLiteral& out) {
    const size_t start = pos_;
    if (peek() == '-') {
      ++pos_;
      if (atEnd() || !isDigit(peek())) {
        pos_ = start;
        return stop("npy.header-expected-value", {position(), snippet()});
      }
    }
    const size_t digitsStart = pos_;
    uint64_t magnitude = 0;
    bool tooLarge = false;
    while (!atEnd() && isDigit(peek())) {
      const auto digit = static_cast<uint64_t>(peek() - '0');
      auto next = checkedMul(magnitude, 10);
      next = next ? checkedAdd(*next, digit) : std::nullopt;
      if (next) magnitude = *next;
      else tooLarge = true;
      ++pos_;
    }
    const size_t digitCount = pos_ - digitsStart;
    if (allowLongSuffix_ && !atEnd() && (peek() == 'L' || peek() == 'l')) ++pos_;
    bool otherNumber = digitCount > 1 && text_[digitsStart] == '0';  // "007" is not a Python 3 integer
    // "3.0", "1e5", "0x10", "1_000": numbers, but not the integers a shape holds.
    while (!atEnd() && (isNameChar(peek()) || peek() == '.' ||
                        ((peek() == '+' || peek() == '-') && (text_[pos_ - 1] == 'e' || text_[pos_ - 1] == 'E')))) {
      otherNumber = true;
      ++pos_;
    }
    if (otherNumber) {
      out.kind = PyLiteral::Kind::OtherNumber;
      return true;
    }
    out.kind = PyLiteral::Kind::Integer;
    out.magnitude = tooLarge ? 0 : magnitude;
    out.tooLarge = tooLarge;
    out.negative = text_[start] == '-' && (tooLarge || magnitude != 0);
    return true;
  }

  bool parseName(PyLiteral& out) {
    const size_t start = pos_;
    while (!atEnd() && isNameChar(peek())) ++pos_;
    const std::string_view word = text_.substr(start, pos_ - start);
    if (word == "True" || word == "False") {
      out.kind = PyLiteral::Kind::Bool;
      out.boolValue = word == "True";
      return true;
    }
    if (word == "None") {
      out.kind = PyLiteral::Kind::NoneValue;
      return true;
    }
    // A name is code, not a literal: "np.float32", "__import__". Nothing is looked up or called.
    pos_ = start;
    return stop("npy.header-unexpected-name", {position(), printableText(word, 40)});
  }

  // After a value inside brackets: ',' (then maybe the closing bracket) or the closing bracket. Returns
  // whether the bracket closed; sets error_ when neither came.
  std::optional<bool> separatorOrClose(char close, bool& sawComma) {
    skipSpace();
    if (atEnd()) {
      stopEndedEarly();
      return std::nullopt;
    }
    if (peek() == close) {
      ++pos_;
      return true;
    }
    if (peek() != ',') {
      stop("npy.header-expected-separator", {position(), snippet(), std::string(1, close)});
      return std::nullopt;
    }
    ++pos_;
    sawComma = true;
    skipSpace();
    if (!atEnd() && peek() == close) {
      ++pos_;
      return true;
    }
    return false;
  }

  bool enter(int depth) {
    if (depth + 1 > kMaxLiteralDepth) return stop("npy.header-too-deep", {std::to_string(kMaxLiteralDepth)});
    return true;
  }

  bool parseSequence(PyLiteral& out, PyLiteral::Kind kind, char close, int depth) {
    if (!enter(depth)) return false;
    ++pos_;
    out.kind = kind;
    skipSpace();
    if (!atEnd() && peek() == close) {
      ++pos_;
      return true;
    }
    bool sawComma = false;
    while (true) {
      PyLiteral item;
      if (!parseValue(item, depth + 1)) return false;
      out.items.push_back(std::move(item));
      const auto closed = separatorOrClose(close, sawComma);
      if (!closed) return false;
      if (*closed) break;
    }
    // "(3)" is 3 in parentheses, not a tuple: only a comma makes a one-element tuple.
    if (kind == PyLiteral::Kind::Tuple && out.items.size() == 1 && !sawComma) {
      const size_t begin = out.begin;
      PyLiteral inner = std::move(out.items.front());
      out = std::move(inner);
      out.begin = begin;
    }
    return true;
  }

  bool parseDict(PyLiteral& out, int depth) {
    if (!enter(depth)) return false;
    ++pos_;
    out.kind = PyLiteral::Kind::Dict;
    skipSpace();
    if (!atEnd() && peek() == '}') {
      ++pos_;
      return true;
    }
    bool sawComma = false;
    while (true) {
      PyLiteral key;
      if (!parseValue(key, depth + 1)) return false;
      if (key.kind != PyLiteral::Kind::String) {
        pos_ = key.begin;
        return stop("npy.header-key-not-string",
                    {position(), printableText(text_.substr(key.begin, key.end - key.begin), 40)});
      }
      skipSpace();
      if (atEnd()) return stopEndedEarly();
      if (peek() != ':') return stop("npy.header-expected-colon", {position(), snippet()});
      ++pos_;
      skipSpace();
      PyLiteral value;
      if (!parseValue(value, depth + 1)) return false;
      out.items.push_back(std::move(key));
      out.items.push_back(std::move(value));
      const auto closed = separatorOrClose('}', sawComma);
      if (!closed) return false;
      if (*closed) return true;
    }
  }

  std::string_view text_;
  bool allowLongSuffix_;
  std::string_view name_;
  size_t pos_ = 0;
  std::optional<Error> error_;
};

}  // namespace

Result<PyLiteral> parsePythonLiteral(std::string_view text, bool allowLongSuffix, std::string_view name) {
  return LiteralParser(text, allowLongSuffix, name).parseDocument();
}

std::string printableText(std::string_view text, size_t maxChars) {
  std::string out;
  const size_t shown = text.size() > maxChars ? maxChars : text.size();
  for (size_t i = 0; i < shown; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7f) out += static_cast<char>(c);
    else out += fmt::format("\\x{:02x}", c);
  }
  if (shown < text.size()) out += "...";
  return out;
}

}  // namespace dmlscope::detail
