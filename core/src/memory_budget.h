// How much host memory a run may take: what the operating system says is available, or an injected budget.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace dmlscope::detail {

struct MemoryBudget {
  uint64_t bytes = 0;
  std::string source;  // where the figure comes from: "MemAvailable", "DMLSCOPE_MEMORY_BUDGET", "the caller"
};

// RunOptions::memoryBudget when set; else DMLSCOPE_MEMORY_BUDGET (bytes, or with a K/M/G suffix; for tests and
// for people who want a lower ceiling); else MemAvailable from /proc/meminfo. Nothing when none is known (the
// run then goes ahead, as before).
std::optional<MemoryBudget> hostMemoryBudget(std::optional<uint64_t> requested);

// "1.50 GiB", "12.0 MiB", "512 bytes": sizes as people read them in messages.
std::string humanBytes(uint64_t bytes);

}  // namespace dmlscope::detail
