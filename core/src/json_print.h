// Printing JSON the way dmlscope writes its files (sessions, DxDispatch models): two-space indentation, arrays
// without objects inside on one line, numbers in their shortest form and negative zero kept as -0.0.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

namespace dmlscope::detail {

// Prints the value a placeholder stands for: a binary value (which no JSON text produces) whose subtype is the
// placeholder's number. A writer puts one where an array too long to build as JSON values goes (a tensor's Data)
// and appends its text here, element by element; it may hand `out` on and clear it meanwhile (streaming).
using PrintPlaceholder = std::function<void(uint64_t placeholder, std::string& out)>;

// Appends `value` to `out`, its nested lines indented by `indent` plus two spaces per level (the first line is
// not indented: it continues whatever `out` ends with). No trailing newline.
void printJson(const nlohmann::ordered_json& value, int indent, std::string& out, const PrintPlaceholder& placeholder = {});

}  // namespace dmlscope::detail
