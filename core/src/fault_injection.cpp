// Fault points (see fault_injection.h): per point, how many passes to let through and how many to fail.
#include "dmlscope/fault_injection.h"

#include <array>

namespace dmlscope::fault {
namespace {

constexpr size_t kPoints = static_cast<size_t>(Point::Count);
constexpr std::array<std::string_view, kPoints> kNames = {
    "vulkan.allocate", "vulkan.device-lost", "vulkan.no-loader", "run.cancel",
    "save.create",     "save.write",         "save.flush",       "save.rename",
};

struct State {
  std::atomic<uint32_t> skip{0};
  std::atomic<uint32_t> times{0};
  std::atomic<uint32_t> fired{0};
};
std::array<State, kPoints> states;

uint32_t bit(Point point) { return 1u << static_cast<uint32_t>(point); }
State& stateOf(Point point) { return states[static_cast<size_t>(point)]; }

// Takes one from `counter` unless it is 0 (kAlways never runs out); true when one was taken.
bool takeOne(std::atomic<uint32_t>& counter) {
  uint32_t value = counter.load();
  while (value != 0) {
    if (value == kAlways) return true;
    if (counter.compare_exchange_weak(value, value - 1)) return true;
  }
  return false;
}

}  // namespace

namespace detail {
std::atomic<uint32_t> armedPoints{0};

bool firesArmed(Point point) {
  if ((armedPoints.load() & bit(point)) == 0) return false;
  State& state = stateOf(point);
  if (state.skip.load() != kAlways && takeOne(state.skip)) return false;
  if (!takeOne(state.times)) return false;
  state.fired.fetch_add(1);
  return true;
}
}  // namespace detail

std::string_view name(Point point) { return kNames.at(static_cast<size_t>(point)); }

std::optional<Point> parsePoint(std::string_view text) {
  for (size_t i = 0; i < kPoints; ++i)
    if (kNames[i] == text) return static_cast<Point>(i);
  return std::nullopt;
}

void arm(Point point, uint32_t skip, uint32_t times) {
  State& state = stateOf(point);
  state.skip.store(skip);
  state.times.store(times);
  state.fired.store(0);
  detail::armedPoints.fetch_or(bit(point));
}

void disarm(Point point) { detail::armedPoints.fetch_and(~bit(point)); }

void disarmAll() { detail::armedPoints.store(0); }

uint32_t fired(Point point) { return stateOf(point).fired.load(); }

}  // namespace dmlscope::fault
