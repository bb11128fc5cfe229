// The prologue every command on a FILE shares (see command_input.h).
#include "cli/command_input.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/cli_text.h"

namespace dmlscope::cli {

Result<std::optional<uint32_t>> CommandInput::index(std::string_view option) const {
  const auto text = args.value(option);
  if (!text) return std::optional<uint32_t>{};
  auto value = parseIndex(option, *text);
  if (!value) return value.error();
  return std::optional<uint32_t>{*value};
}

int CommandInput::error(std::string_view message, int exitCode) const {
  fmt::print(stderr, "dmlscope {}: {}\n", command, message);
  return exitCode;
}

std::optional<OpenedSession> CommandInput::open(bool quiet, Error* failure) const {
  return openCommandFile(command, file, args, quiet, failure);
}

std::optional<CommandInput> readCommandInput(const CommandForm& form, int argc, char** argv, std::string* problem) {
  std::vector<OptionSpec> options(form.options.begin(), form.options.end());
  options.push_back(kDispatchOption);
  options.push_back(kNodeOption);
  if (std::ranges::none_of(options, [](const OptionSpec& o) { return o.name == kInputOption.name; })) options.push_back(kInputOption);
  CommandInput input{form.name, {}, {}};
  auto args = parseArguments(argc, argv, options);
  if (!args) {
    input.error(args.error().message);
    if (problem) *problem = args.error().message;
    return std::nullopt;
  }
  const bool hasRequired = std::ranges::all_of(form.required, [&](std::string_view option) { return args->value(option).has_value(); });
  if (args->positional.size() != 1 || !hasRequired) {
    input.error(localized(form.usage));
    if (problem) *problem = localized(form.usage);
    return std::nullopt;
  }
  input.args = std::move(*args);
  input.file = input.args.positional[0];
  return input;
}

}  // namespace dmlscope::cli
