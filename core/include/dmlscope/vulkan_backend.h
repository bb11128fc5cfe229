// The Vulkan compute backend: device discovery and a Backend that runs every operator as a compute shader.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/result.h"

namespace dmlscope {

struct VulkanDeviceInfo {
  uint32_t index = 0;               // position in listVulkanDevices(), what --device and DMLSCOPE_DEVICE take
  std::string name;                 // "NVIDIA H100 80GB HBM3", "llvmpipe (LLVM 15.0.6, 256 bits)"
  std::string type;                 // "discrete", "integrated", "virtual", "cpu", "other"
  std::string driver;               // driver name and version
  std::string apiVersion;           // "1.3.239"
  uint64_t deviceLocalBytes = 0;    // largest device-local heap
  uint64_t maxStorageBufferRange = 0;
};

// Every Vulkan device with compute. An error says why Vulkan is unavailable (no loader, no driver,
// DMLSCOPE_DISABLE_VULKAN=1 set), so the caller can show it and carry on with the CPU backend.
Result<std::vector<VulkanDeviceInfo>> listVulkanDevices();

// The device chosen by `deviceIndex`, else the DMLSCOPE_DEVICE variable, else the default order (discrete,
// integrated, then a CPU implementation such as lavapipe).
Result<std::unique_ptr<Backend>> makeVulkanBackend(std::optional<uint32_t> deviceIndex = std::nullopt);

}  // namespace dmlscope
