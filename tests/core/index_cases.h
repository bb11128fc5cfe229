// Index tensors for the tests of the operators that read index values (the fast CPU gathers and scatters): the
// four index types, a buffer of given values, where a value lands by DirectML's rule, and a mix of values that
// exercises the rule's every branch. Written from the rule, not from core's resolveIndex, so that the tests
// built on it are a second opinion.
#pragma once

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "dmlscope/element.h"
#include "test_support.h"

namespace dmlscope::test {

inline constexpr DataType kIndexTypes[] = {DataType::Int32, DataType::UInt32, DataType::Int64, DataType::UInt64};

// An index buffer of `type` holding `values` (each stored in the type's width: -1 as UINT32 is 0xFFFFFFFF).
inline Buffer indexBuffer(DataType type, const std::vector<int64_t>& values) {
  const uint32_t bytes = bytesOf(type);
  Buffer b(values.size() * bytes);
  for (size_t i = 0; i < values.size(); ++i) std::memcpy(b.data() + i * bytes, &values[i], bytes);  // little endian
  return b;
}

// The value an index cell of `type` holds once stored (as the backends read it back; a UINT64 above INT64_MAX
// is past every dimension).
inline int64_t storedIndex(DataType type, int64_t v) {
  switch (type) {
    case DataType::Int32: return static_cast<int32_t>(v);
    case DataType::UInt32: return static_cast<uint32_t>(v);
    case DataType::UInt64: return static_cast<uint64_t>(v) > uint64_t(INT64_MAX) ? INT64_MAX : v;
    default: return v;
  }
}

// Where an index lands along a dimension of `size`: a negative signed value counts from the end; one outside
// the dimension lands on its nearest end.
inline uint32_t landing(DataType type, int64_t v, uint32_t size) {
  v = storedIndex(type, v);
  if (elementKind(type) == ElementKind::Signed && v < 0) v += size;
  if (v < 0) return 0;
  if (v >= int64_t{size}) return size - 1;
  return static_cast<uint32_t>(v);
}

// `count` index values for a dimension of `range`: in [0, range) mostly (so with many duplicates), some negative
// (from -range) and some outside on either side.
inline std::vector<int64_t> mixedIndices(uint64_t count, uint32_t range, uint64_t seed) {
  std::mt19937_64 random(seed);
  std::vector<int64_t> v(count);
  for (auto& x : v) {
    const auto kind = random() % 10;
    if (kind < 6) x = static_cast<int64_t>(random() % range);
    else if (kind < 8) x = -static_cast<int64_t>(random() % range) - 1;
    else if (kind == 8) x = range + static_cast<int64_t>(random() % 5);
    else x = -static_cast<int64_t>(range) - 1 - static_cast<int64_t>(random() % 5);
  }
  return v;
}

}  // namespace dmlscope::test
