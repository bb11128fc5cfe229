// Opening the Vulkan loader at run time, creating an instance, and describing and choosing devices: the one
// place that knows why Vulkan is unavailable on this machine.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <volk.h>

#include "dmlscope/result.h"
#include "dmlscope/vulkan_backend.h"

namespace dmlscope::vulkan {

// The lowest Vulkan version dmlscope's shaders and host code need.
inline constexpr uint32_t kRequiredApiVersion = VK_API_VERSION_1_1;

class Instance {
 public:
  // Fails with the reason Vulkan cannot be used: DMLSCOPE_DISABLE_VULKAN set, no loader, no driver.
  static Result<std::shared_ptr<Instance>> create();
  ~Instance();
  Instance(const Instance&) = delete;
  Instance& operator=(const Instance&) = delete;

  VkInstance handle() const { return instance_; }
  // Devices with a compute queue and Vulkan 1.1, in the driver's order; index i is VulkanDeviceInfo::index i.
  const std::vector<VkPhysicalDevice>& devices() const { return devices_; }
  const std::vector<VulkanDeviceInfo>& infos() const { return infos_; }

 private:
  Instance() = default;
  VkInstance instance_ = VK_NULL_HANDLE;
  std::vector<VkPhysicalDevice> devices_;
  std::vector<VulkanDeviceInfo> infos_;
};

// The index of the device to use: `explicitIndex`, else DMLSCOPE_DEVICE, else the first discrete, integrated,
// virtual, then CPU device. An error names the bad index and the valid range.
Result<uint32_t> chooseDevice(const std::vector<VulkanDeviceInfo>& devices, std::optional<uint32_t> explicitIndex);

// The index of the queue family used for compute (one with compute and timestamps where there is one).
std::optional<uint32_t> computeQueueFamily(VkPhysicalDevice device);

}  // namespace dmlscope::vulkan
