// The strided copy's formula and inverse (strided_copy.h), and each copying operator's start and step.
#include "operators/strided_copy.h"

#include "operators/preimage.h"

namespace dmlscope::detail {

std::optional<StridedCopy> stridedCopyOf(const OperatorDesc& desc) {
  StridedCopy copy;
  if (const auto* d = std::get_if<ElementWiseIdentityDesc>(&desc)) {
    copy.start.assign(d->OutputTensor.sizes.size(), 0);
    copy.step.assign(d->OutputTensor.sizes.size(), 1);
  } else if (const auto* d = std::get_if<Slice1Desc>(&desc)) {
    // The page's CopyStart: a negative stride starts at the window's last element.
    for (size_t k = 0; k < d->InputWindowStrides.size(); ++k) {
      const int64_t stride = d->InputWindowStrides[k];
      copy.start.push_back(d->InputWindowOffsets[k] + (stride < 0 ? d->InputWindowSizes[k] - 1 : 0));
      copy.step.push_back(stride);
    }
  } else if (const auto* d = std::get_if<SliceDesc>(&desc)) {
    copy.start = d->Offsets;
    copy.step.assign(d->Strides.begin(), d->Strides.end());
  } else {
    return std::nullopt;
  }
  return copy;
}

void stridedCopySource(const StridedCopy& copy, std::span<const uint32_t> o, std::span<uint32_t> in) {
  // Validation keeps every result inside the input, so it fits in 32 bits.
  for (size_t k = 0; k < o.size(); ++k) in[k] = static_cast<uint32_t>(int64_t{copy.start[k]} + copy.step[k] * o[k]);
}

std::vector<OutputElement> stridedCopyFedBy(const StridedCopy& copy, std::span<const uint32_t> in,
                                            std::span<const uint32_t> outSizes, uint64_t limit, uint64_t* total) {
  std::vector<Preimage> dims;
  for (size_t k = 0; k < in.size(); ++k) {
    Preimage p;
    const int64_t distance = int64_t{in[k]} - copy.start[k];
    const int64_t step = copy.step[k];
    if (step == 0) {
      // A zero stride (SLICE allows it) reads its start from every output coordinate.
      if (distance == 0) p.add(range(0, outSizes[k]));
    } else if (distance % step == 0 && distance / step >= 0) {
      p.add(single(static_cast<uint64_t>(distance / step), outSizes[k]));
    }
    dims.push_back(p);
  }
  return product(0, dims, outSizes, limit, total);
}

}  // namespace dmlscope::detail
