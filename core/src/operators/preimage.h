// What the inverse index formulas (outputs_fed_by.cpp, each operator's fedBy) are built from: per dimension,
// the output coordinates that read one input coordinate, and their product over the dimensions.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "dmlscope/inverse_map.h"

namespace dmlscope::detail {

// Output coordinates first, first + step, ... (count of them) along one dimension.
struct Progression {
  uint64_t first = 0;
  uint64_t step = 1;
  uint64_t count = 0;
  uint64_t at(uint64_t k) const { return first + k * step; }
};

// The output coordinates of one dimension that read one input coordinate: the union of at most two disjoint
// progressions with the same step (a mirror's two residues), walked in ascending order.
struct Preimage {
  std::array<Progression, 2> parts{};
  uint32_t partCount = 0;

  void add(Progression p) {
    if (p.count > 0) parts[partCount++] = p;
  }
  uint64_t count() const {
    uint64_t n = 0;
    for (uint32_t k = 0; k < partCount; ++k) n += parts[k].count;  // at most the dimension's size
    return n;
  }
  // The first `cap` coordinates, ascending.
  std::vector<uint32_t> list(uint64_t cap) const;
};

// Output coordinates o in [0, outSize) with (o - start) ≡ residue (mod period).
Progression residueClass(int64_t residue, int64_t period, int64_t start, int64_t outSize);
// {o} when o < outSize, else nothing.
Progression single(uint64_t o, uint64_t outSize);
// [from, to).
Progression range(uint64_t from, uint64_t to);

// The Cartesian product of per-dimension preimages, in row-major order of output `output`: the first `limit`
// elements, and in `total` how many there are.
std::vector<OutputElement> product(uint32_t output, const std::vector<Preimage>& dims, std::span<const uint32_t> outSizes,
                                   uint64_t limit, uint64_t* total);
// The one output element at `coords` of output `output`, for the one-to-one operators.
std::vector<OutputElement> one(uint32_t output, std::span<const uint32_t> coords, std::span<const uint32_t> outSizes,
                               uint64_t limit, uint64_t* total);

}  // namespace dmlscope::detail
