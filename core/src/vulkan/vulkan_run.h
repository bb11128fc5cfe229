// One operator run on a Vulkan device in the order it happens (allocate, upload, bind, record, submit, read
// back), and the per-run objects, barriers and timing that those steps and the copy benchmark share.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "chunked_buffer.h"
#include "dispatch_plan.h"
#include "dmlscope/backend.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "pipelines.h"
#include "run_preparation.h"
#include "vulkan_device.h"

namespace dmlscope::vulkan {

// Host transfers go through a staging buffer of at most this size, where the device's memory is not mapped.
inline constexpr uint64_t kStagingBytes = uint64_t{64} << 20;

// How long one submission may take before the GPU counts as hung: generous for a CPU implementation moving
// `bytes`, finite for a device that stopped answering.
std::chrono::nanoseconds timeoutFor(uint64_t bytes);

void globalBarrier(const VolkDeviceTable& vk, VkCommandBuffer cb, VkPipelineStageFlags srcStage,
                   VkAccessFlags srcAccess, VkPipelineStageFlags dstStage, VkAccessFlags dstAccess);

// Points binding b of `set` at infos[b], for every b: storage buffers, except binding `uniformBinding` (none
// when it is past the end), the shaders' parameters.
void writeBufferBindings(const VolkDeviceTable& vk, VkDevice device, VkDescriptorSet set,
                         std::span<const VkDescriptorBufferInfo> infos, uint32_t uniformBinding);

// A descriptor pool and a query pool that live for one run.
class RunObjects {
 public:
  explicit RunObjects(Device& device) : device_(device) {}
  ~RunObjects();
  RunObjects(const RunObjects&) = delete;
  RunObjects& operator=(const RunObjects&) = delete;

  Status createDescriptorPool(uint32_t sets, uint32_t storagePerSet, uint32_t uniformPerSet);
  Result<VkDescriptorSet> allocateSet(VkDescriptorSetLayout layout);
  // Two timestamps per repetition; none where the queue has no timestamps.
  Status createQueries(uint32_t count);
  VkQueryPool queries() const { return queries_; }
  // Durations between timestamps 2i and 2i+1, or nothing without timestamps.
  Result<std::vector<std::chrono::nanoseconds>> durations();

 private:
  Device& device_;
  VkDescriptorPool descriptors_ = VK_NULL_HANDLE;
  VkQueryPool queries_ = VK_NULL_HANDLE;
  uint32_t queryCount_ = 0;
};

// Submits, waits, and gives each repetition's GPU time from the timestamps (without timestamps, the host's
// time split evenly).
Status submitTimed(Device& device, RunObjects& objects, Submission& submission, std::chrono::nanoseconds timeout,
                   const std::atomic<bool>* cancel, uint32_t repetitions, std::vector<std::chrono::nanoseconds>& times);

// One run of a planned operator: the device objects it makes, kept until the run ends, and the steps that use
// them, each called once in the order declared; each step's error ends the run. Objects are made in the
// same order as ever, so that fault injection's skip counts (fault_injection.h) name the same allocation.
class OperatorRun {
 public:
  OperatorRun(Device& device, Pipelines& pipelines, const RunPlan& plan, const detail::PreparedRun& prepared,
              const Session& session, const RunOptions& options, uint64_t stagingBytes);

  // Device buffers: each tensor in one buffer, or in chunks where it is larger than one buffer may be; the
  // unused index map binding; the scatters' winner words.
  Status allocate();
  // The inputs' data onto the device (cancellable between staging chunks and at the end).
  Status upload();
  // Each dispatch's parameters, descriptor set and pipeline, made before recording so the command buffer
  // only binds them.
  Status bind();
  // One command buffer: per repetition, zero what vectors do not cover, every dispatch, two timestamps.
  Status record(uint32_t repetitions);
  // Runs the recorded work and gives each repetition's time (submitTimed).
  Status submit(uint32_t repetitions, std::vector<std::chrono::nanoseconds>& times);
  // The outputs and, when asked, the index map (widened where the GPU wrote narrow entries) into `result`.
  Status readBack(RunResult& result);

 private:
  Status transfer(ChunkedBuffer& tensor, const std::byte* source, std::byte* destination, uint64_t bytes);
  Status transferChunk(DeviceBuffer& buffer, const std::byte* source, std::byte* destination, uint64_t bytes);
  Status bindWindowSlots(VkDescriptorSet set, const PlannedDispatch& d, const VkDescriptorBufferInfo& inputBinding);
  Status bindPartSlots(std::array<VkDescriptorBufferInfo, kWindowSlots>& slots, const PlannedDispatch& d);

  Device& device_;
  Pipelines& pipelines_;
  const RunPlan& plan_;
  const detail::PreparedRun& prepared_;
  const Session& session_;
  const RunOptions& options_;
  uint64_t stagingBytes_;
  // Declared in the order they are made, so that they are released in the reverse order, as they always were.
  std::vector<ChunkedBuffer> inputBuffers_, outputBuffers_, mapBuffers_;
  DeviceBuffer unusedMap_;
  std::optional<DeviceBuffer> winners_;  // the scatters' winner words (dispatch_plan.h)
  DeviceBuffer staging_;                 // made by the first transfer that needs it
  uint64_t paramStride_ = 0;
  DeviceBuffer params_;
  RunObjects objects_;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  std::vector<VkDescriptorSet> sets_;
  std::vector<VkPipeline> pipelineOf_;
  Submission submission_;
};

}  // namespace dmlscope::vulkan
