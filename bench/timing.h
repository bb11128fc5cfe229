// How dmlscope-bench times GPU work: the median of repetitions after a warm-up at steady clocks.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "dmlscope/result.h"

namespace dmlscope::bench {

inline double median(std::vector<std::chrono::nanoseconds> times) {
  std::sort(times.begin(), times.end());
  return static_cast<double>(times[times.size() / 2].count());
}

// DMLSCOPE_BENCH_TRACE=1: every measurement's probe, warm-up and timed repetitions on stderr, to see whether a
// slow median is a slow stretch of the submission or every repetition.
inline bool tracing() {
  static const bool on = [] {
    const char* v = std::getenv("DMLSCOPE_BENCH_TRACE");
    return v && *v && *v != '0';
  }();
  return on;
}

inline void trace(const std::vector<std::chrono::nanoseconds>& probe, uint32_t warm,
                  const std::vector<std::chrono::nanoseconds>& times) {
  const auto us = [](std::chrono::nanoseconds t) { return static_cast<double>(t.count()) / 1e3; };
  std::string text = fmt::format("trace: probe {:.1f} {:.1f} {:.1f} us; warm-up {} from {:.1f} {:.1f} to {:.1f} us; timed",
                                 us(probe[0]), us(probe[1]), us(probe[2]), warm, us(times[0]), us(times[1]),
                                 us(times[warm - 1]));
  for (size_t i = warm; i < times.size(); ++i) text += fmt::format(" {:.1f}", us(times[i]));
  std::fprintf(stderr, "%s us\n", text.c_str());
}

// The median of `repetitions` timed repetitions at the GPU's steady clocks: a probe estimates one
// repetition, then enough untimed ones to keep the GPU busy for a while run first, in the same submission.
// Why the warm-up: an idle GPU lowers its clocks after about a second and raises them only after a few hundred
// milliseconds of work. On an H200, nvidia-smi showed the SMs at 345-630 MHz (1980 when busy) through the first
// 230-260 ms of a 3-4 GiB row's submission, after 2.5 s of the host making and uploading its inputs; the row ran
// 2.3-4.5 times slower until the clocks rose. So: 200 ms of warm-up where the probe's call was quick (the GPU
// never idled long), 800 ms where it took longer than kSlowCall (each call uploads its inputs afresh, so the
// measured call idles the GPU as long); and where the clocks still rose during the timed repetitions (their
// median above kSteady times their fastest), once more with twice the warm-up.
template <class Measure>
Result<double> timed(Measure&& measure, uint32_t repetitions) {
  using Clock = std::chrono::steady_clock;
  constexpr auto kSlowCall = std::chrono::milliseconds(300);
  constexpr double kSteady = 1.2;
  const auto start = Clock::now();
  auto probe = measure(3);
  if (!probe) return probe.error();
  const bool idled = Clock::now() - start > kSlowCall;
  const double one = std::max(median(*probe), 1000.0);
  double warmNs = idled ? 800e6 : 200e6;
  for (int attempt = 0;; ++attempt) {
    const auto warm = static_cast<uint32_t>(std::clamp(warmNs / one, 3.0, 20000.0));
    auto times = measure(warm + repetitions);
    if (!times) return times.error();
    if (tracing()) trace(*probe, warm, *times);
    times->erase(times->begin(), times->begin() + warm);
    const double middle = median(*times);
    const double fastest = static_cast<double>(std::min_element(times->begin(), times->end())->count());
    if (middle <= kSteady * fastest || attempt == 1) return middle;
    warmNs *= 2;
  }
}

}  // namespace dmlscope::bench
