// A tensor's device storage: one buffer, or, where the tensor is larger than one buffer may be (4 GiB on
// NVIDIA, 2 GiB on lavapipe), several buffers ("chunks") of RunPlan::chunkBytes each, the last one smaller.
// The planner keeps every binding window inside one chunk; this turns a window into the chunk's binding.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dispatch_plan.h"
#include "dmlscope/result.h"
#include "vulkan_device.h"

namespace dmlscope::vulkan {

class ChunkedBuffer {
 public:
  // Buffers for `bytes` in chunks of `chunkBytes` (0: one buffer), named `what` in errors; each chunk of
  // several is "`what` (part 2 of 3)".
  static Result<ChunkedBuffer> create(Device& device, uint64_t bytes, uint64_t chunkBytes, MemoryUse use,
                                      const std::string& what);

  uint64_t size() const { return size_; }
  uint64_t chunkBytes() const { return chunkBytes_; }
  size_t chunkCount() const { return chunks_.size(); }
  DeviceBuffer& chunk(size_t index) { return chunks_.at(index); }
  // Where chunk `index` starts in the tensor.
  uint64_t chunkStart(size_t index) const { return chunkBytes_ * index; }

  // The binding of a planned window (offsets from the tensor's start), which lies inside one chunk; an
  // error for a window that does not (a planner bug).
  Result<VkDescriptorBufferInfo> binding(const Window& window) const;

 private:
  std::vector<DeviceBuffer> chunks_;
  uint64_t size_ = 0;
  uint64_t chunkBytes_ = 0;  // the stride between chunks; the whole size for one buffer
};

}  // namespace dmlscope::vulkan
