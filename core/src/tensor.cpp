// Tensor layouts: effective strides, element offsets and DirectML's minimum buffer size, all overflow-checked.
#include "dmlscope/tensor.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"

namespace dmlscope {

std::optional<std::vector<uint32_t>> packedStrides(std::span<const uint32_t> sizes) {
  std::vector<uint32_t> strides(sizes.size());
  uint64_t stride = 1;
  for (size_t k = sizes.size(); k-- > 0;) {
    // A dimension of size 1 never moves, so its stride does not matter: 0 where the product is past 32 bits.
    if (stride > UINT32_MAX && sizes[k] != 1) return std::nullopt;
    strides[k] = stride > UINT32_MAX ? 0 : static_cast<uint32_t>(stride);
    auto next = checkedMul(stride, sizes[k]);
    if (!next) return std::nullopt;
    stride = *next;
  }
  return strides;
}

uint64_t TensorLayout::offsetOf(std::span<const uint32_t> coords) const {
  uint64_t offset = 0;
  for (size_t k = 0; k < coords.size(); ++k) offset += uint64_t{coords[k]} * strides[k];
  return offset;
}

uint64_t TensorLayout::offsetOfLinear(uint64_t linear) const {
  uint64_t offset = 0;
  for (size_t k = sizes.size(); k-- > 0;) {
    offset += (linear % sizes[k]) * strides[k];
    linear /= sizes[k];
  }
  return offset;
}

Result<TensorLayout> computeLayout(const TensorDesc& desc) {
  TensorLayout layout;
  layout.dataType = desc.dataType;
  layout.elementBytes = elementSize(desc.dataType);
  layout.sizes = desc.sizes;
  const size_t rank = desc.sizes.size();
  if (!isKnown(desc.dataType)) return Error{"DataType is not a known DML_TENSOR_DATA_TYPE"};
  if (rank == 0 || rank > kMaxDimensions)
    return Error{fmt::format("Sizes has {} entries; a tensor has 1 to {} dimensions", rank, kMaxDimensions)};
  if (desc.dimensionCount && *desc.dimensionCount != rank)
    return Error{fmt::format("DimensionCount is {}, but Sizes has {} entries", *desc.dimensionCount, rank)};
  for (size_t k = 0; k < rank; ++k)
    if (desc.sizes[k] == 0) return Error{fmt::format("Sizes[{}] is 0; every size must be at least 1", k)};

  auto count = checkedProduct(desc.sizes);
  if (!count) return Error{"the product of Sizes does not fit in 64 bits"};
  layout.elementCount = *count;

  if (desc.strides) {
    if (desc.strides->size() != rank)
      return Error{fmt::format("Strides has {} entries, but the tensor has {} dimensions", desc.strides->size(), rank)};
    layout.strides = *desc.strides;
  } else {
    auto packed = packedStrides(desc.sizes);
    if (!packed) return Error{"the packed strides of these Sizes do not fit in DirectML's 32-bit strides"};
    layout.strides = *packed;
  }

  // DMLCalcBufferTensorSize: index of the last element reached, plus one, times the element size, to 4 bytes.
  uint64_t last = 0;
  for (size_t k = 0; k < rank; ++k) {
    auto term = checkedMul(uint64_t{desc.sizes[k]} - 1, layout.strides[k]);
    auto sum = term ? checkedAdd(last, *term) : std::nullopt;
    if (!sum) return Error{"the buffer these Sizes and Strides reach does not fit in 64 bits"};
    last = *sum;
  }
  auto reached = checkedAdd(last, 1);
  auto bytes = reached ? checkedMul(*reached, layout.elementBytes) : std::nullopt;
  auto rounded = bytes ? checkedRoundUp(*bytes, 4) : std::nullopt;
  if (!rounded) return Error{"the buffer these Sizes and Strides reach does not fit in 64 bits"};
  layout.reachedElements = *reached;
  layout.minimumBytes = *rounded;
  layout.bufferBytes = desc.totalTensorSizeInBytes.value_or(layout.minimumBytes);
  return layout;
}

void linearToCoords(uint64_t linear, std::span<const uint32_t> sizes, std::span<uint32_t> coords) {
  for (size_t k = sizes.size(); k-- > 0;) {
    coords[k] = static_cast<uint32_t>(linear % sizes[k]);
    linear /= sizes[k];
  }
}

uint64_t coordsToLinear(std::span<const uint32_t> coords, std::span<const uint32_t> sizes) {
  uint64_t linear = 0;
  for (size_t k = 0; k < sizes.size(); ++k) linear = linear * sizes[k] + coords[k];
  return linear;
}

}  // namespace dmlscope
