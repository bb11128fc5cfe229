// A small command-line parser.
#include "cli/arguments.h"

#include <charconv>

#include "cli/cli_text.h"

namespace dmlscope::cli {

std::optional<std::string> Arguments::value(std::string_view option) const {
  auto it = values.find(option);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

std::vector<std::string> Arguments::all(std::string_view option) const {
  auto it = lists.find(option);
  return it == lists.end() ? std::vector<std::string>{} : it->second;
}

Result<Arguments> parseArguments(int argc, char** argv, std::span<const OptionSpec> specs) {
  Arguments args;
  bool onlyPositional = false;
  for (int i = 0; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (onlyPositional || !arg.starts_with("-") || arg == "-") {
      args.positional.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      onlyPositional = true;
      continue;
    }
    std::string_view name = arg;
    std::optional<std::string_view> inlineValue;
    if (auto eq = arg.find('='); eq != std::string_view::npos) {
      name = arg.substr(0, eq);
      inlineValue = arg.substr(eq + 1);
    }
    const OptionSpec* spec = nullptr;
    for (const auto& s : specs)
      if (s.name == name || (name == "-o" && s.name == "--output")) spec = &s;
    if (spec) name = spec->name;  // "-o" is "--output" in every command that writes one
    if (!spec) return Error{localized(QT_TRANSLATE_NOOP("Cli", "unknown option '{0}'"), name)};
    if (!spec->takesValue) {
      if (inlineValue) return Error{localized(QT_TRANSLATE_NOOP("Cli", "option '{0}' takes no value"), name)};
      args.flags.emplace(name);
      continue;
    }
    std::string value;
    if (inlineValue) {
      value = std::string(*inlineValue);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "option '{0}' needs a value"), name)};
    }
    args.values[std::string(name)] = value;
    args.lists[std::string(name)].push_back(std::move(value));
  }
  return args;
}

Result<uint32_t> parseIndex(std::string_view option, std::string_view text) {
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || end != text.data() + text.size())
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "{0} expects a non-negative integer, got '{1}'"), option, text)};
  return v;
}

}  // namespace dmlscope::cli
