// A tensor's logical elements, read through its strides into one packed row-major buffer: what a .npy file
// of the tensor holds, whatever its layout in memory.
#pragma once

#include <cstddef>
#include <span>

#include "dmlscope/element.h"
#include "dmlscope/result.h"
#include "dmlscope/tensor.h"

namespace dmlscope {

// elementCount × elementBytes bytes, logical element i at i × elementBytes. An error (naming the lengths)
// when `buffer` is shorter than the elements the strides reach.
Result<Buffer> packLogicalElements(const TensorLayout& layout, std::span<const std::byte> buffer);

}  // namespace dmlscope
