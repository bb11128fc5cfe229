// Host memory budget for runs (see memory_budget.h).
#include "memory_budget.h"

#include <cstdlib>
#include <fstream>
#include <string_view>

#include <fmt/format.h>

#include "dmlscope/checked.h"

namespace dmlscope::detail {
namespace {

// "123", "64K", "512M", "2G" (binary multiples); nothing for anything else.
std::optional<uint64_t> parseByteCount(std::string_view text) {
  if (text.empty()) return std::nullopt;
  uint64_t value = 0;
  size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    auto next = checkedMul(value, 10);
    next = next ? checkedAdd(*next, static_cast<uint64_t>(text[i] - '0')) : std::nullopt;
    if (!next) return std::nullopt;
    value = *next;
  }
  if (i == 0) return std::nullopt;
  const std::string_view suffix = text.substr(i);
  uint32_t shift = 0;
  if (suffix == "K" || suffix == "k") shift = 10;
  else if (suffix == "M" || suffix == "m") shift = 20;
  else if (suffix == "G" || suffix == "g") shift = 30;
  else if (!suffix.empty()) return std::nullopt;
  if (shift && value > (UINT64_MAX >> shift)) return std::nullopt;
  return value << shift;
}

std::optional<uint64_t> memAvailable() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  uint64_t kib = 0;
  std::string unit;
  while (in >> key >> kib) {
    std::getline(in, unit);
    if (key == "MemAvailable:") return kib > (UINT64_MAX >> 10) ? UINT64_MAX : kib << 10;
  }
  return std::nullopt;
}

}  // namespace

std::optional<MemoryBudget> hostMemoryBudget(std::optional<uint64_t> requested) {
  if (requested) return MemoryBudget{*requested, "the caller"};
  if (const char* env = std::getenv("DMLSCOPE_MEMORY_BUDGET"); env && *env) {
    if (auto bytes = parseByteCount(env)) return MemoryBudget{*bytes, "DMLSCOPE_MEMORY_BUDGET"};
  }
  if (auto bytes = memAvailable()) return MemoryBudget{*bytes, "MemAvailable"};
  return std::nullopt;
}

std::string humanBytes(uint64_t bytes) {
  constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return fmt::format("{} bytes", bytes);
  double value = static_cast<double>(bytes) / 1024.0;
  size_t unit = 0;
  while (value >= 1024.0 && unit + 1 < std::size(kUnits)) {
    value /= 1024.0;
    ++unit;
  }
  if (value < 10) return fmt::format("{:.2f} {}", value, kUnits[unit]);
  if (value < 100) return fmt::format("{:.1f} {}", value, kUnits[unit]);
  return fmt::format("{:.0f} {}", value, kUnits[unit]);
}

}  // namespace dmlscope::detail
