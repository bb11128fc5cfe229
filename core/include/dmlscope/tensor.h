// DML_BUFFER_TENSOR_DESC and the memory layout it implies: strides, element offsets, DirectML's minimum
// buffer size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/data_type.h"
#include "dmlscope/result.h"

namespace dmlscope {

inline constexpr uint32_t kMaxDimensions = 8;

inline constexpr uint32_t kTensorFlagNone = 0;
inline constexpr uint32_t kTensorFlagOwnedByDml = 1;

// The fields of DML_BUFFER_TENSOR_DESC. Fields a session file may leave out are optional here, so that a
// descriptor the user wrote wrong stays exactly as written and validation can say why it is wrong.
struct TensorDesc {
  DataType dataType = DataType::Float32;
  uint32_t flags = kTensorFlagNone;
  // Absent: the length of `sizes`.
  std::optional<uint32_t> dimensionCount;
  std::vector<uint32_t> sizes;
  // In elements. Absent: packed row-major (last dimension fastest).
  std::optional<std::vector<uint32_t>> strides;
  // Absent: DirectML's minimum for these sizes and strides.
  std::optional<uint64_t> totalTensorSizeInBytes;
  uint32_t guaranteedBaseOffsetAlignment = 0;

  bool operator==(const TensorDesc&) const = default;

  uint32_t effectiveDimensionCount() const { return dimensionCount.value_or(static_cast<uint32_t>(sizes.size())); }
};

// Packed row-major strides for `sizes`, or nothing on overflow.
std::optional<std::vector<uint32_t>> packedStrides(std::span<const uint32_t> sizes);

// The layout a (structurally consistent) TensorDesc describes, with every size computed and checked once.
struct TensorLayout {
  DataType dataType = DataType::Unknown;
  std::vector<uint32_t> sizes;
  std::vector<uint32_t> strides;   // effective: given, or packed
  uint64_t elementCount = 0;       // logical elements: product of sizes
  uint64_t reachedElements = 0;    // buffer elements the strides reach: sum((size-1)*stride) + 1
  uint64_t minimumBytes = 0;       // DMLCalcBufferTensorSize: reachedElements * elementSize rounded up to 4
  uint64_t bufferBytes = 0;        // TotalTensorSizeInBytes if given, else minimumBytes
  uint32_t elementBytes = 0;

  uint32_t rank() const { return static_cast<uint32_t>(sizes.size()); }
  // Buffer element offset of logical coordinates (each below its size).
  uint64_t offsetOf(std::span<const uint32_t> coords) const;
  // Buffer element offset of the i-th logical element in row-major order.
  uint64_t offsetOfLinear(uint64_t linear) const;
};

// Computes the layout, or says which field makes that impossible (wrong stride count, a size of 0, an
// overflow). The message names the field relative to the tensor ("Strides has 3 entries, ...").
Result<TensorLayout> computeLayout(const TensorDesc& desc);

// Row-major coordinates of the i-th logical element, and back.
void linearToCoords(uint64_t linear, std::span<const uint32_t> sizes, std::span<uint32_t> coords);
uint64_t coordsToLinear(std::span<const uint32_t> coords, std::span<const uint32_t> sizes);

}  // namespace dmlscope
