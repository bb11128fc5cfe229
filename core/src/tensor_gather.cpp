// Packing a strided tensor's logical elements (see tensor_gather.h).
#include "dmlscope/tensor_gather.h"

#include <array>
#include <cstring>
#include <string>

#include "catalogue_error.h"
#include "dmlscope/checked.h"

namespace dmlscope {

Result<Buffer> packLogicalElements(const TensorLayout& layout, std::span<const std::byte> buffer) {
  const uint64_t elementBytes = layout.elementBytes;
  auto reached = checkedMul(layout.reachedElements, elementBytes);
  auto packed = checkedMul(layout.elementCount, elementBytes);
  if (!reached || !packed || *reached > buffer.size())
    return catalogueError("run.buffer-too-short",
                          {std::to_string(buffer.size()), reached ? std::to_string(*reached) : "more than 2^64"});
  Buffer out(*packed);
  const uint32_t rank = layout.rank();
  if (layout.elementCount == 0) return out;
  if (rank == 0) {  // a scalar: its one element
    std::memcpy(out.data(), buffer.data(), elementBytes);
    return out;
  }
  // Rows along the last dimension: one memcpy when it is contiguous, else element by element.
  const uint64_t rowLength = layout.sizes[rank - 1];
  const uint64_t rowStride = layout.strides[rank - 1];
  const uint64_t rows = layout.elementCount / rowLength;
  std::array<uint32_t, kMaxDimensions> coords{};
  std::byte* dst = out.data();
  for (uint64_t row = 0; row < rows; ++row) {
    const uint64_t base = layout.offsetOf({coords.data(), rank});  // coords[rank - 1] is 0
    const std::byte* src = buffer.data() + base * elementBytes;
    if (rowStride == 1) {
      std::memcpy(dst, src, rowLength * elementBytes);
    } else {
      for (uint64_t i = 0; i < rowLength; ++i) std::memcpy(dst + i * elementBytes, src + i * rowStride * elementBytes, elementBytes);
    }
    dst += rowLength * elementBytes;
    for (uint32_t k = rank - 1; k-- > 0;) {
      if (++coords[k] < layout.sizes[k]) break;
      coords[k] = 0;
    }
  }
  return out;
}

}  // namespace dmlscope
