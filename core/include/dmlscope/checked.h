// Overflow-checked arithmetic on sizes: every product or sum of tensor sizes goes through here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace dmlscope {

[[nodiscard]] inline std::optional<uint64_t> checkedAdd(uint64_t a, uint64_t b) {
  uint64_t r;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}

[[nodiscard]] inline std::optional<uint64_t> checkedMul(uint64_t a, uint64_t b) {
  uint64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

// Product of all values, or nothing when it does not fit in 64 bits.
[[nodiscard]] inline std::optional<uint64_t> checkedProduct(std::span<const uint32_t> values) {
  uint64_t r = 1;
  for (uint32_t v : values) {
    auto next = checkedMul(r, v);
    if (!next) return std::nullopt;
    r = *next;
  }
  return r;
}

// Rounds up to a multiple of `multiple` (non-zero), or nothing on overflow.
[[nodiscard]] inline std::optional<uint64_t> checkedRoundUp(uint64_t value, uint64_t multiple) {
  auto bumped = checkedAdd(value, multiple - 1);
  if (!bumped) return std::nullopt;
  return *bumped / multiple * multiple;
}

}  // namespace dmlscope
