// The commands' names (from the command table) in messages, and the nearest one to a typo.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dmlscope::cli {

// "run, validate, export, ..." for messages, in the table's order.
std::string commandList();

// The command a mistyped word most likely meant ("exprot" → "export", "valdate" → "validate"): the one at the
// smallest edit distance (a swap of neighbours counts as one edit), when that distance is small for the
// word's length; nothing when no command is close.
std::optional<std::string_view> nearestCommand(std::string_view word);

}  // namespace dmlscope::cli
