// The prologue every command on a FILE shares: its options parsed, one FILE and its required options checked,
// then (after the command's own checks) the FILE opened, with the same messages and exit codes for all.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/session_input.h"
#include "dmlscope/result.h"

namespace dmlscope::cli {

// What a command on a FILE accepts.
struct CommandForm {
  std::string_view name;                // "explain": its messages start "dmlscope explain: "
  std::span<const OptionSpec> options;  // its own options; --dispatch, which picks a model's dispatch, is everyone's
  // The short usage printed when FILE or a required option is missing; English, marked QT_TRANSLATE_NOOP("Cli", ...).
  const char* usage;
  std::span<const std::string_view> required = {};  // the options it cannot run without ("--element")
};

// A command's arguments, once read by its form.
struct CommandInput {
  std::string_view command;  // the form's name
  Arguments args;
  std::string file;  // FILE, the one positional argument

  // `option`'s value as a non-negative integer; nothing when it is not given; an error naming it when it is no
  // such number.
  Result<std::optional<uint32_t>> index(std::string_view option) const;

  // Prints "dmlscope COMMAND: MESSAGE" on standard error and returns `exitCode`: how a command reports a problem.
  int error(std::string_view message, int exitCode = kExitUsage) const;

  // Opens FILE with --dispatch (openCommandFile); nothing, after its message, when it cannot (exit code 2).
  // With `failure`, that message is not printed but given there.
  std::optional<OpenedSession> open(bool quiet = false, Error* failure = nullptr) const;
};

// Reads argv (after the command's name) by `form`. An unknown option or a missing value prints
// "dmlscope NAME: ..." naming it; not exactly one FILE, or a required option missing, prints
// "dmlscope NAME: USAGE". Either way it returns nothing, and the command exits with 2; `problem`, when given,
// receives the message printed.
std::optional<CommandInput> readCommandInput(const CommandForm& form, int argc, char** argv,
                                             std::string* problem = nullptr);

}  // namespace dmlscope::cli
