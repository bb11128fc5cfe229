// Opening the Vulkan loader at run time (volk), creating an instance, describing and choosing devices.
#include "vulkan_instance.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdlib>
#include <mutex>
#include <string_view>

#include "dmlscope/fault_injection.h"
#include "catalogue_error.h"
#include "vk_result.h"

namespace dmlscope::vulkan {
namespace {

// volkInitialize opens libvulkan once per process; its outcome is remembered.
Status loadLoader() {
  static std::once_flag once;
  static VkResult loaded = VK_ERROR_INITIALIZATION_FAILED;
  std::call_once(once, [] { loaded = volkInitialize(); });
  if (loaded != VK_SUCCESS || fault::fires(fault::Point::VulkanNoLoader)) {
    return catalogueError("gpu.loader-missing");
  }
  return Ok{};
}

std::optional<Error> disabledByEnvironment() {
  const char* value = std::getenv("DMLSCOPE_DISABLE_VULKAN");
  if (value == nullptr || *value == '\0' || std::string_view(value) == "0") return std::nullopt;
  return catalogueError("gpu.vulkan-disabled", {value});
}

std::string versionText(uint32_t v) {
  return fmt::format("{}.{}.{}", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
}

std::string typeName(VkPhysicalDeviceType type) {
  switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "cpu";
    default: return "other";
  }
}

VulkanDeviceInfo describe(VkPhysicalDevice device, uint32_t index) {
  VkPhysicalDeviceDriverProperties driver{};
  driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
  VkPhysicalDeviceProperties2 properties{};
  properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
  VkPhysicalDeviceProperties plain{};
  vkGetPhysicalDeviceProperties(device, &plain);
  const bool hasDriverProperties = plain.apiVersion >= VK_API_VERSION_1_2;
  if (hasDriverProperties) properties.pNext = &driver;
  vkGetPhysicalDeviceProperties2(device, &properties);
  const VkPhysicalDeviceProperties& p = properties.properties;

  VulkanDeviceInfo info;
  info.index = index;
  info.name = p.deviceName;
  info.type = typeName(p.deviceType);
  if (hasDriverProperties && driver.driverName[0] != '\0') {
    info.driver = driver.driverInfo[0] != '\0' ? fmt::format("{} ({})", driver.driverName, driver.driverInfo)
                                               : std::string(driver.driverName);
  } else {
    info.driver = fmt::format("driver version {:#x}", p.driverVersion);
  }
  info.apiVersion = versionText(p.apiVersion);
  VkPhysicalDeviceMemoryProperties memory{};
  vkGetPhysicalDeviceMemoryProperties(device, &memory);
  for (uint32_t h = 0; h < memory.memoryHeapCount; ++h) {
    if (memory.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      info.deviceLocalBytes = std::max<uint64_t>(info.deviceLocalBytes, memory.memoryHeaps[h].size);
  }
  info.maxStorageBufferRange = p.limits.maxStorageBufferRange;
  return info;
}

int typeRank(const std::string& type) {
  static constexpr std::array<std::string_view, 4> order = {"discrete", "integrated", "virtual", "cpu"};
  auto it = std::find(order.begin(), order.end(), type);
  return static_cast<int>(it - order.begin());
}

}  // namespace

std::optional<uint32_t> computeQueueFamily(VkPhysicalDevice device) {
  uint32_t count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(device, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(device, &count, families.data());
  std::optional<uint32_t> withoutTimestamps;
  for (uint32_t i = 0; i < count; ++i) {
    if (!(families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) || families[i].queueCount == 0) continue;
    if (families[i].timestampValidBits > 0) return i;
    if (!withoutTimestamps) withoutTimestamps = i;
  }
  return withoutTimestamps;
}

Result<std::shared_ptr<Instance>> Instance::create() {
  if (auto reason = disabledByEnvironment()) return *reason;
  if (auto loaded = loadLoader(); !loaded) return loaded.error();

  uint32_t loaderVersion = VK_API_VERSION_1_0;
  if (vkEnumerateInstanceVersion != nullptr) vkEnumerateInstanceVersion(&loaderVersion);
  if (loaderVersion < kRequiredApiVersion) {
    return catalogueError("gpu.loader-too-old", {versionText(loaderVersion), versionText(kRequiredApiVersion)});
  }

  VkApplicationInfo app{};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "dmlscope";
  app.pEngineName = "dmlscope";
  app.apiVersion = std::min<uint32_t>(loaderVersion, VK_API_VERSION_1_3);
  VkInstanceCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  create.pApplicationInfo = &app;

  std::shared_ptr<Instance> self(new Instance());
  if (VkResult r = vkCreateInstance(&create, nullptr, &self->instance_); r != VK_SUCCESS) {
    self->instance_ = VK_NULL_HANDLE;
    return catalogueError("gpu.instance-failed", {describeVkResult(r)});
  }
  volkLoadInstanceOnly(self->instance_);

  uint32_t count = 0;
  if (VkResult r = vkEnumeratePhysicalDevices(self->instance_, &count, nullptr); r != VK_SUCCESS)
    return vkError("listing Vulkan devices", r);
  std::vector<VkPhysicalDevice> all(count);
  if (VkResult r = vkEnumeratePhysicalDevices(self->instance_, &count, all.data()); r < 0)
    return vkError("listing Vulkan devices", r);
  all.resize(count);
  for (VkPhysicalDevice device : all) {
    VkPhysicalDeviceProperties p{};
    vkGetPhysicalDeviceProperties(device, &p);
    if (p.apiVersion < kRequiredApiVersion || !computeQueueFamily(device)) continue;
    self->infos_.push_back(describe(device, static_cast<uint32_t>(self->devices_.size())));
    self->devices_.push_back(device);
  }
  if (self->devices_.empty()) {
    return count == 0 ? catalogueError("gpu.no-device")
                      : catalogueError("gpu.no-compute-device", {std::to_string(count), versionText(kRequiredApiVersion)});
  }
  return self;
}

Instance::~Instance() {
  if (instance_ != VK_NULL_HANDLE) vkDestroyInstance(instance_, nullptr);
}

Result<uint32_t> chooseDevice(const std::vector<VulkanDeviceInfo>& devices, std::optional<uint32_t> explicitIndex) {
  const auto count = static_cast<uint32_t>(devices.size());
  auto checked = [&](uint32_t index, std::string_view from) -> Result<uint32_t> {
    if (index < count) return index;
    return catalogueError(count == 1 ? "gpu.device-index-range-one" : "gpu.device-index-range",
                    {std::string(from), std::to_string(index), std::to_string(count), std::to_string(count - 1)});
  };
  if (explicitIndex) return checked(*explicitIndex, "--device");
  if (const char* env = std::getenv("DMLSCOPE_DEVICE"); env != nullptr && *env != '\0') {
    std::string_view text(env);
    uint32_t index = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), index);
    if (ec != std::errc() || end != text.data() + text.size())
      return catalogueError("gpu.device-not-index", {std::string(text)});
    return checked(index, fmt::format("DMLSCOPE_DEVICE={}", text));
  }
  uint32_t best = 0;
  for (uint32_t i = 1; i < count; ++i)
    if (typeRank(devices[i].type) < typeRank(devices[best].type)) best = i;
  return best;
}

}  // namespace dmlscope::vulkan
