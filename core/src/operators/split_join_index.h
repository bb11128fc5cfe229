// DML_SPLIT's and DML_JOIN's axis arithmetic, written once for their reference, inverse and fast CPU rows: the
// pieces (Split's outputs, Join's inputs) lie one after another along Axis of the whole tensor.
#pragma once

#include <cstdint>
#include <span>

#include "dmlscope/tensor.h"

namespace dmlscope::detail {

// Where piece t starts along Axis: the axis sizes of the pieces before it, summed.
inline uint64_t pieceStart(std::span<const TensorDesc> pieces, uint32_t axis, uint32_t t) {
  uint64_t start = 0;
  for (uint32_t p = 0; p < t; ++p) start += pieces[p].sizes[axis];
  return start;
}

// The piece that coordinate `position` of the whole's Axis falls in, and its coordinate there; piece =
// pieces.size() when the position lies beyond them all.
struct PiecePosition {
  uint32_t piece = 0;
  uint64_t position = 0;
};

inline PiecePosition pieceAt(std::span<const TensorDesc> pieces, uint32_t axis, uint64_t position) {
  uint32_t t = 0;
  while (t < pieces.size() && position >= pieces[t].sizes[axis]) position -= pieces[t++].sizes[axis];
  return {t, position};
}

}  // namespace dmlscope::detail
