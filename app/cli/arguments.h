// A small command-line parser: positional arguments and declared --options (flags or with a value).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/result.h"

namespace dmlscope::cli {

struct OptionSpec {
  std::string_view name;  // "--output"
  bool takesValue = false;
};

struct Arguments {
  std::vector<std::string> positional;
  std::map<std::string, std::string, std::less<>> values;             // the last value of each option
  std::map<std::string, std::vector<std::string>, std::less<>> lists;  // every value, in order (repeatable options)
  std::set<std::string, std::less<>> flags;

  bool has(std::string_view flag) const { return flags.contains(flag); }
  std::optional<std::string> value(std::string_view option) const;
  std::vector<std::string> all(std::string_view option) const;
};

// Accepts "--opt value" and "--opt=value"; an unknown option or a missing value is an error naming it.
Result<Arguments> parseArguments(int argc, char** argv, std::span<const OptionSpec> specs);

// Parses a non-negative integer option value ("--device 1"), or says what is wrong with it.
Result<uint32_t> parseIndex(std::string_view option, std::string_view text);

}  // namespace dmlscope::cli
