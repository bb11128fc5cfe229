// One Vulkan device opened for compute: its queue, memory, buffers and waited-for submissions.
#pragma once

#include <algorithm>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <volk.h>

#include "dmlscope/result.h"
#include "dmlscope/vulkan_backend.h"
#include "vulkan_instance.h"

namespace dmlscope::vulkan {

class Device;

// What a buffer is for, which decides its memory type.
enum class MemoryUse {
  Tensor,   // device-local storage buffer (also host-mapped where the device shares the host's memory)
  Staging,  // host-visible transfer source and destination
  Uniform,  // host-visible uniform buffer
};

// A buffer with its own memory; host-visible memory stays mapped for its lifetime.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  DeviceBuffer(DeviceBuffer&& other) noexcept { *this = std::move(other); }
  DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
  ~DeviceBuffer();

  VkBuffer handle() const { return buffer_; }
  uint64_t size() const { return size_; }
  // Host pointer to the whole buffer when its memory is host-visible and coherent, else null.
  std::byte* mapped() const { return mapped_; }

 private:
  friend class Device;
  void release();
  Device* device_ = nullptr;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  uint64_t size_ = 0;
  uint64_t allocationBytes_ = 0;  // what the memory counts against the device's books
  std::byte* mapped_ = nullptr;
};

// A primary command buffer and the fence of its one submission.
class Submission {
 public:
  Submission() = default;
  Submission(Submission&& other) noexcept { *this = std::move(other); }
  Submission& operator=(Submission&& other) noexcept;
  ~Submission();
  VkCommandBuffer commands() const { return commands_; }

 private:
  friend class Device;
  void release();
  Device* device_ = nullptr;
  VkCommandBuffer commands_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  bool abandoned_ = false;  // still running on a hung device: never freed
};

// The device-local memory a run may take, and where the figure comes from.
struct DeviceMemoryBudget {
  uint64_t bytes = 0;
  std::string source;  // "VK_EXT_memory_budget", "the device-local heap", "a testing limit"
};

class Device {
 public:
  static Result<std::unique_ptr<Device>> create(std::shared_ptr<Instance> instance, uint32_t index);
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  const VolkDeviceTable& vk() const { return table_; }
  VkDevice handle() const { return device_; }
  const VulkanDeviceInfo& info() const { return info_; }
  const VkPhysicalDeviceLimits& limits() const { return limits_; }
  uint64_t maxAllocationBytes() const { return maxAllocationBytes_; }
  uint64_t maxBufferBytes() const { return maxBufferBytes_; }
  bool hasTimestamps() const { return timestampValidBits_ > 0; }
  // Whether pipelines are built with their statistics captured (registers, shared memory, instructions: what
  // the driver reports), for Pipelines to print; set by DMLSCOPE_VULKAN_PIPELINE_STATS=1 where offered.
  bool capturesPipelineStatistics() const { return capturesStatistics_; }
  // Nanoseconds per timestamp tick.
  double timestampPeriod() const { return limits_.timestampPeriod; }
  // False once the device was lost or stopped answering: the owner must open a new one.
  bool usable() const { return !lost_ && !hung_; }
  bool lost() const { return lost_; }
  // The GPU stopped answering: nothing it may still touch can be freed.
  bool hung() const { return hung_; }

  Result<DeviceBuffer> createBuffer(uint64_t bytes, MemoryUse use, const std::string& what);
  // What tensor buffers may still take on their heap: VK_EXT_memory_budget's budget less the heap's usage where
  // the device offers the extension (other programs' use included), else the heap's size less this device's
  // allocations; a testing budget when set. Asked before each run, as the budget moves with the system's load.
  DeviceMemoryBudget tensorMemoryBudget() const;
  // A command buffer in the recording state.
  Result<Submission> begin();
  // Ends, submits and waits for `submission`, up to `timeout`. While waiting, `cancel` is looked at; work
  // already on the GPU is still waited for (its buffers cannot be freed before), then the run is cancelled.
  Status submitAndWait(Submission& submission, std::chrono::nanoseconds timeout, const std::atomic<bool>* cancel);

  // Testing: allocations beyond `bytes` in total fail as VK_ERROR_OUT_OF_DEVICE_MEMORY would.
  void limitAllocationsForTesting(uint64_t bytes) { allocationLimit_ = bytes; }
  // Testing: tensorMemoryBudget() answers `bytes` (nothing: the device's own figure).
  void setMemoryBudgetForTesting(std::optional<uint64_t> bytes) { budgetOverride_ = bytes; }
  // Testing: tensor buffers stay unmapped even where their memory is host-visible, so transfers stage.
  void forceStagingForTesting(bool force) { forceStaging_ = force; }
  // Testing: report at most `count` storage buffers per shader stage (a device Vulkan's minimum of 4 allows).
  void capStorageBuffersForTesting(uint32_t count) {
    limits_.maxPerStageDescriptorStorageBuffers = std::min(limits_.maxPerStageDescriptorStorageBuffers, count);
  }

 private:
  friend class DeviceBuffer;
  friend class Submission;
  Device() = default;
  std::optional<uint32_t> memoryType(uint32_t allowedTypes, MemoryUse use) const;
  // The device-lost message `lostId` (marking the device lost), or the Vulkan error of `what` otherwise.
  Error lostError(const char* lostId, const std::string& what, VkResult result);

  std::shared_ptr<Instance> instance_;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VolkDeviceTable table_{};
  VulkanDeviceInfo info_;
  VkPhysicalDeviceLimits limits_{};
  VkPhysicalDeviceMemoryProperties memory_{};
  uint64_t maxAllocationBytes_ = 0;
  uint64_t maxBufferBytes_ = 0;
  uint32_t queueFamily_ = 0;
  uint32_t timestampValidBits_ = 0;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  bool lost_ = false;
  bool hung_ = false;
  uint64_t allocated_ = 0;
  uint64_t allocationLimit_ = UINT64_MAX;
  bool forceStaging_ = false;
  bool hasMemoryBudget_ = false;  // VK_EXT_memory_budget
  bool capturesStatistics_ = false;  // VK_KHR_pipeline_executable_properties, DMLSCOPE_VULKAN_PIPELINE_STATS=1
  std::optional<uint64_t> budgetOverride_;
};

}  // namespace dmlscope::vulkan
