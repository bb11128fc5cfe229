// A tensor's device storage in one or more buffers (see chunked_buffer.h).
#include "chunked_buffer.h"

#include <fmt/format.h>

namespace dmlscope::vulkan {

Result<ChunkedBuffer> ChunkedBuffer::create(Device& device, uint64_t bytes, uint64_t chunkBytes, MemoryUse use,
                                            const std::string& what) {
  ChunkedBuffer result;
  result.size_ = bytes;
  const uint64_t count = vulkan::chunkCount(bytes, chunkBytes);
  result.chunkBytes_ = count == 1 ? bytes : chunkBytes;
  result.chunks_.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    const std::string name = count == 1 ? what : fmt::format("{} (part {} of {})", what, i + 1, count);
    auto buffer = device.createBuffer(vulkan::chunkSize(bytes, chunkBytes, i), use, name);
    if (!buffer) return buffer.error();
    result.chunks_.push_back(std::move(*buffer));
  }
  return result;
}

Result<VkDescriptorBufferInfo> ChunkedBuffer::binding(const Window& window) const {
  const ChunkWindow at = chunkOf(window, chunks_.size() == 1 ? 0 : chunkBytes_);
  // The planner never gives a window across chunks or past the tensor; a broken plan is an error, not a
  // binding the GPU would follow out of bounds.
  if (at.chunk >= chunks_.size() || at.offset > chunks_[at.chunk].size() ||
      at.range > chunks_[at.chunk].size() - at.offset)
    return Error{fmt::format("internal error: a binding window of {} bytes at {} does not lie inside one buffer",
                             window.range, window.offset)};
  return VkDescriptorBufferInfo{chunks_[at.chunk].handle(), at.offset, at.range};
}

}  // namespace dmlscope::vulkan
