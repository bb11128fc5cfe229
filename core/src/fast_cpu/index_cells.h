// How the fast CPU writers of GATHER_ELEMENTS, SCATTER and SCATTER_ND read IndicesTensor: the cell's type is
// decided once per writer (a template parameter of the whole loop, not a switch per cell), its value widened
// as IndexValues::value widens it and turned into a position by the reference's own resolveIndex.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "dmlscope/data_type.h"
#include "dmlscope/index_values.h"
#include "fast_cpu/row_plan.h"

namespace dmlscope::detail::fastcpu {

// Loads one cell of type `T` as IndexValues::value does: a UINT64 above INT64_MAX saturates (outside every
// dimension anyway).
template <class T>
struct IndexLoad {
  using Cell = T;
  static constexpr bool isSigned = std::numeric_limits<T>::is_signed;
  int64_t operator()(const std::byte* cell) const {
    T v;
    std::memcpy(&v, cell, sizeof(T));
    if constexpr (std::is_same_v<T, uint64_t>) {
      if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) return std::numeric_limits<int64_t>::max();
    }
    return static_cast<int64_t>(v);
  }
};

// Calls f(IndexLoad<T>{}) for IndicesTensor's type (the four the support tables allow); false for any other.
template <class F>
bool withIndexLoad(DataType type, F&& f) {
  switch (type) {
    case DataType::UInt32: f(IndexLoad<uint32_t>{}); return true;
    case DataType::Int32: f(IndexLoad<int32_t>{}); return true;
    case DataType::UInt64: f(IndexLoad<uint64_t>{}); return true;
    case DataType::Int64: f(IndexLoad<int64_t>{}); return true;
    default: return false;
  }
}

// The position index `cell` names along a dimension of `size`.
template <class Load>
uint32_t positionAt(const Load& load, const std::byte* cell, uint32_t size) {
  return resolveIndex(load(cell), size, Load::isSigned).position;
}

// The cell of type `I` at `cell` (any alignment).
template <class I>
inline I loadCell(const void* cell) {
  I v;
  std::memcpy(&v, cell, sizeof(I));
  return v;
}

// resolveIndex for a cell of type `I` already loaded, without branches, so that a loop over a row of cells
// compiles to compares and selects: a signed value counts from the end when negative, and a value still outside
// [0, size) is clamped (below 0 to 0, above to size - 1). A UINT64 above INT64_MAX, which IndexLoad saturates,
// is above size - 1 either way. Only for size >= 1 (a dimension of 0 has no cells to read or write).
template <class I>
inline uint32_t clampedPosition(I raw, uint32_t size) {
  if constexpr (std::is_signed_v<I>) {
    int64_t v = raw;
    v += int64_t{size} & -static_cast<int64_t>(v < 0);  // arithmetic, not a branch the compiler lays out badly
    v = v < 0 ? 0 : v;
    return static_cast<uint32_t>(v < int64_t{size} ? v : int64_t{size} - 1);  // size 0 never reaches here
  } else {
    const uint64_t v = raw;
    return v >= size ? size - 1 : static_cast<uint32_t>(v);
  }
}

}  // namespace dmlscope::detail::fastcpu
