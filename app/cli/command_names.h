// The command line's command names: which words are commands, the nearest one to a typo, and one command's
// part of the usage text.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace dmlscope::cli {

// Every command `dmlscope COMMAND` knows, in the order --help lists them.
std::span<const std::string_view> commandNames();

// "run, validate, export, ..." for messages.
std::string commandList();

bool isCommandName(std::string_view word);

// The command a mistyped word most likely meant ("exprot" → "export", "valdate" → "validate"): the one at the
// smallest edit distance (a swap of neighbours counts as one edit), when that distance is small for the
// word's length; nothing when no command is close.
std::optional<std::string_view> nearestCommand(std::string_view word);

// The lines of `usage` (the --help text) that describe `command`: from its "  dmlscope COMMAND" line to the
// next command's; the whole text when the command has no such lines.
std::string commandUsage(std::string_view usage, std::string_view command);

}  // namespace dmlscope::cli
