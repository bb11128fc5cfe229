// Printing JSON the way dmlscope writes its files (sessions, DxDispatch models): two-space indentation, arrays
// without objects inside on one line, numbers in their shortest form and negative zero kept as -0.0.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace dmlscope::detail {

// Appends `value` to `out`, its nested lines indented by `indent` plus two spaces per level (the first line is
// not indented: it continues whatever `out` ends with). No trailing newline.
void printJson(const nlohmann::ordered_json& value, int indent, std::string& out);

}  // namespace dmlscope::detail
