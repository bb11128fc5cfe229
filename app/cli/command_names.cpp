// The commands' names in messages and typo suggestions (see command_names.h).
#include "cli/command_names.h"

#include <algorithm>
#include <vector>

#include "cli/command_table.h"

namespace dmlscope::cli {
namespace {

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

std::string commandList() {
  std::string list;
  for (const Command& command : commands()) {
    if (!list.empty()) list += ", ";
    list += command.name;
  }
  return list;
}

std::optional<std::string_view> nearestCommand(std::string_view word) {
  // Long words mean far-off ones (a file name); a third of the command's length is a typo, not a guess.
  if (word.size() > 16) return std::nullopt;
  std::optional<std::string_view> best;
  size_t bestDistance = 0;
  for (const Command& command : commands()) {
    const std::string_view name = command.name;
    const size_t distance = editDistance(word, name);
    const size_t allowed = std::max<size_t>(1, name.size() / 3);
    if (distance <= allowed && (!best || distance < bestDistance)) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

}  // namespace dmlscope::cli
