// JSON parsing through nlohmann's SAX interface, building the document and recording each value's line.
#include "json_with_lines.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "catalogue_error.h"

namespace dmlscope {
namespace {

using Json = nlohmann::ordered_json;

// What has been consumed of the text so far. When the parser reports a value, the last character read is
// its last one, or (after a number) the character just after it; either is on the line the value starts
// on, because JSON values other than containers hold no raw newline and a newline belongs to the line it
// ends.
struct ReadPosition {
  std::size_t consumed = 0;
  int nextLine = 1;  // line of the next character to be read
  int lastLine = 1;  // line of the last character read
};

// An input iterator over the text that updates a ReadPosition as nlohmann's input adapter advances it.
class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator() = default;
  CountingIterator(const char* at, ReadPosition* position) : at_(at), position_(position) {}

  reference operator*() const { return *at_; }
  CountingIterator& operator++() {
    position_->lastLine = position_->nextLine;
    if (*at_ == '\n') ++position_->nextLine;
    ++position_->consumed;
    ++at_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& other) const { return at_ == other.at_; }

 private:
  const char* at_ = nullptr;
  ReadPosition* position_ = nullptr;
};

struct LineColumn {
  int line = 1;
  std::size_t column = 1;
};

LineColumn lineColumnAt(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  LineColumn lc;
  lc.line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
  auto lineStart = text.rfind('\n', offset == 0 ? std::string_view::npos : offset - 1);
  lc.column = offset - (lineStart == std::string_view::npos ? 0 : lineStart + 1) + 1;
  return lc;
}

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at line 1, column 2: ";
// the position is ours to give, so keep only what follows.
std::string plainMessage(std::string_view what) {
  if (what.starts_with('[')) {
    auto close = what.find("] ");
    if (close != std::string_view::npos) what.remove_prefix(close + 2);
  }
  if (what.starts_with("parse error")) {
    auto colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  return std::string(what);
}

// Builds the document from SAX events. Open containers are kept as pointers into the document: only the
// innermost one ever grows, so the pointers to its ancestors stay valid.
class DomBuilder {
 public:
  DomBuilder(std::string_view text, const ReadPosition& position, JsonWithLines& out)
      : text_(text), position_(position), out_(out) {}

  // Set when the parser stopped: syntax errors and what this builder refuses.
  const std::optional<Error>& error() const { return error_; }

  bool null() { return addScalar(Json(nullptr), position_.lastLine); }
  bool boolean(bool v) { return addScalar(Json(v), position_.lastLine); }
  bool number_integer(Json::number_integer_t v) { return addScalar(Json(v), position_.lastLine); }
  bool number_unsigned(Json::number_unsigned_t v) { return addScalar(Json(v), position_.lastLine); }
  bool number_float(Json::number_float_t v, const Json::string_t&) { return addScalar(Json(v), position_.lastLine); }
  bool string(Json::string_t& v) { return addScalar(Json(std::move(v)), position_.lastLine); }
  bool binary(Json::binary_t&) { return fail("file.json-binary", {}); }

  bool start_object(std::size_t) { return open(Json::object()); }
  bool start_array(std::size_t) { return open(Json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(Json::string_t& k) {
    if (open_.back().node->contains(k)) {
      return fail("file.json-duplicate-key", {k}, childPointer(k));
    }
    pendingKey_ = std::move(k);
    return true;
  }

  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) {
    // `position` counts characters read including the one that broke the syntax.
    auto lc = lineColumnAt(text_, position == 0 ? 0 : position - 1);
    std::string where = open_.empty() ? std::string() : nextChildPointer();
    // nlohmann's own description of the syntax error stays English: it is an argument, not a template.
    error_ = where.empty() ? catalogueError("file.json-syntax", {std::to_string(lc.line), std::to_string(lc.column),
                                                            plainMessage(ex.what())})
                           : catalogueError("file.json-syntax-at", {std::to_string(lc.line), std::to_string(lc.column),
                                                               where, plainMessage(ex.what())});
    return false;
  }

 private:
  struct OpenContainer {
    Json* node;
    std::string pointer;
    int line;
  };

  std::string childPointer(std::string_view key) const {
    return open_.back().pointer + "/" + escapeJsonPointerToken(key);
  }

  // Pointer of the value about to be added to the innermost container.
  std::string nextChildPointer() const {
    const auto& top = open_.back();
    if (top.node->is_array()) return fmt::format("{}/{}", top.pointer, top.node->size());
    return childPointer(pendingKey_);
  }

  // Inserts `v` where the parser is and returns it with its pointer; records the line where it differs
  // from the container's.
  Json* insert(Json&& v, int line, std::string* pointerOut) {
    if (open_.empty()) {
      out_.value = std::move(v);
      out_.lineOf[""] = line;
      if (pointerOut) *pointerOut = std::string();
      return &out_.value;
    }
    const auto& top = open_.back();
    bool record = line != top.line;
    std::string pointer = (record || pointerOut) ? nextChildPointer() : std::string();
    Json* inserted;
    if (top.node->is_array()) {
      top.node->push_back(std::move(v));
      inserted = &top.node->back();
    } else {
      inserted = &(*top.node)[pendingKey_];
      *inserted = std::move(v);
    }
    if (record) out_.lineOf[pointer] = line;
    if (pointerOut) *pointerOut = std::move(pointer);
    return inserted;
  }

  bool addScalar(Json&& v, int line) {
    insert(std::move(v), line, nullptr);
    return true;
  }

  bool open(Json&& container) {
    if (open_.size() >= kMaxJsonDepth) {
      return fail("file.json-too-deep", {std::to_string(kMaxJsonDepth)}, nextChildPointer());
    }
    int line = position_.lastLine;
    std::string pointer;
    Json* node = insert(std::move(container), line, &pointer);
    open_.push_back({node, std::move(pointer), line});
    return true;
  }

  bool close() {
    open_.pop_back();
    return true;
  }

  // Records the catalogue error `id`, whose template starts with "line {0}, column {1}: " or, when `pointer`
  // is given, "line {0}, column {1}, {2}: "; `args` are its further arguments.
  bool fail(std::string id, std::vector<std::string> args, const std::string& pointer = std::string()) {
    auto lc = lineColumnAt(text_, position_.consumed == 0 ? 0 : position_.consumed - 1);
    std::vector<std::string> all{std::to_string(lc.line), std::to_string(lc.column)};
    if (!pointer.empty()) all.push_back(pointer);
    all.insert(all.end(), std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
    error_ = catalogueError(std::move(id), std::move(all));
    return false;
  }

  std::string_view text_;
  const ReadPosition& position_;
  JsonWithLines& out_;
  std::vector<OpenContainer> open_;
  std::string pendingKey_;
  std::optional<Error> error_;
};

}  // namespace

int JsonWithLines::lineOfPointer(std::string_view pointer) const {
  while (true) {
    auto it = lineOf.find(std::string(pointer));
    if (it != lineOf.end()) return it->second;
    if (pointer.empty()) return 1;
    pointer = pointer.substr(0, pointer.rfind('/'));
  }
}

std::string escapeJsonPointerToken(std::string_view token) {
  std::string out;
  out.reserve(token.size());
  for (char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

Result<JsonWithLines> parseJsonWithLines(std::string_view text) {
  try {
    JsonWithLines out;
    ReadPosition position;
    DomBuilder builder(text, position, out);
    CountingIterator first(text.data(), &position);
    CountingIterator last(text.data() + text.size(), &position);
    bool ok = Json::sax_parse(first, last, &builder, nlohmann::json::input_format_t::json, /*strict=*/true,
                              /*ignore_comments=*/false);
    if (!ok) {
      return builder.error() ? *builder.error() : catalogueError("file.json-invalid", {});
    }
    return out;
  } catch (const std::bad_alloc&) {
    return catalogueError("file.json-out-of-memory", {});
  } catch (const std::exception& e) {
    return catalogueError("file.json-exception", {plainMessage(e.what())});
  }
}

}  // namespace dmlscope
