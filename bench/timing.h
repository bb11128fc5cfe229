// How dmlscope-bench times GPU work: the median of repetitions after a warm-up at steady clocks.
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

#include "dmlscope/result.h"

namespace dmlscope::bench {

inline double median(std::vector<std::chrono::nanoseconds> times) {
  std::sort(times.begin(), times.end());
  return static_cast<double>(times[times.size() / 2].count());
}

// The median of `repetitions` timed repetitions at the GPU's steady clocks: a probe estimates one
// repetition, then enough untimed ones to keep the GPU busy for about 200 ms run first, in the same
// submission (an idle H100 starts at a low clock, and a few milliseconds of work do not raise it).
template <class Measure>
Result<double> timed(Measure&& measure, uint32_t repetitions) {
  auto probe = measure(3);
  if (!probe) return probe.error();
  const double one = std::max(median(*probe), 1000.0);
  const auto warm = static_cast<uint32_t>(std::clamp(200e6 / one, 3.0, 20000.0));
  auto times = measure(warm + repetitions);
  if (!times) return times.error();
  times->erase(times->begin(), times->begin() + warm);
  return median(std::move(*times));
}

}  // namespace dmlscope::bench
