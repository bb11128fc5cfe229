// Command names, typo suggestions and per-command usage (see command_names.h).
#include "cli/command_names.h"

#include <algorithm>
#include <array>
#include <vector>

namespace dmlscope::cli {
namespace {

constexpr std::array<std::string_view, 7> kCommands = {"run", "validate", "export", "compare", "explain", "devices", "render"};

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of adjacent letters.
size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

}  // namespace

std::span<const std::string_view> commandNames() { return kCommands; }

std::string commandList() {
  std::string list;
  for (std::string_view name : kCommands) {
    if (!list.empty()) list += ", ";
    list += name;
  }
  return list;
}

bool isCommandName(std::string_view word) { return std::ranges::find(kCommands, word) != kCommands.end(); }

std::optional<std::string_view> nearestCommand(std::string_view word) {
  // Long words mean far-off ones (a file name); a third of the command's length is a typo, not a guess.
  if (word.size() > 16) return std::nullopt;
  std::optional<std::string_view> best;
  size_t bestDistance = 0;
  for (std::string_view name : kCommands) {
    const size_t distance = editDistance(word, name);
    const size_t allowed = std::max<size_t>(1, name.size() / 3);
    if (distance <= allowed && (!best || distance < bestDistance)) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

std::string commandUsage(std::string_view usage, std::string_view command) {
  const std::string start = "  dmlscope " + std::string(command) + " ";
  const size_t begin = usage.find(start);
  if (begin == std::string_view::npos || (begin > 0 && usage[begin - 1] != '\n')) return std::string(usage);
  // The section ends at the next line that starts another command, or at an empty line.
  size_t end = usage.find('\n', begin);
  while (end != std::string_view::npos && end + 1 < usage.size()) {
    const std::string_view next = usage.substr(end + 1);
    if (next.starts_with("  dmlscope ") || next.starts_with("\n")) break;
    end = usage.find('\n', end + 1);
  }
  return "Usage:\n" + std::string(usage.substr(begin, end == std::string_view::npos ? usage.size() - begin : end + 1 - begin));
}

}  // namespace dmlscope::cli
