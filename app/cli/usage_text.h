// The usage: the --help text, assembled from the command table, and one command's part of it for `COMMAND -h`.
#pragma once

#include <string>

namespace dmlscope::cli {

struct Command;

// `dmlscope --help` in the chosen language: what dmlscope is, every command's lines in the table's order, then
// FILE, --lang, the environment and the exit codes.
std::string usageText();

// `dmlscope COMMAND -h`: "Usage:" and the command's lines of --help.
std::string commandUsage(const Command& command);

}  // namespace dmlscope::cli
