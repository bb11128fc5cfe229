// One Vulkan device opened for compute: its queue, memory, buffers and waited-for submissions.
#include "vulkan_device.h"

#include <fmt/format.h>

#include <cstdlib>
#include <string_view>
#include <vector>

#include "dmlscope/fault_injection.h"
#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "vk_result.h"

namespace dmlscope::vulkan {
namespace {

std::string mebibytes(uint64_t bytes) { return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20)); }

}  // namespace

// ---- DeviceBuffer ----

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept {
  if (this != &other) {
    release();
    device_ = std::exchange(other.device_, nullptr);
    buffer_ = std::exchange(other.buffer_, VK_NULL_HANDLE);
    memory_ = std::exchange(other.memory_, VK_NULL_HANDLE);
    size_ = std::exchange(other.size_, 0);
    allocationBytes_ = std::exchange(other.allocationBytes_, 0);
    mapped_ = std::exchange(other.mapped_, nullptr);
  }
  return *this;
}

DeviceBuffer::~DeviceBuffer() { release(); }

void DeviceBuffer::release() {
  if (device_ == nullptr) return;
  // On a hung device the GPU may still use the buffer: leaking it is the only safe choice.
  if (!device_->hung_) {
    const auto& vk = device_->table_;
    if (buffer_ != VK_NULL_HANDLE) vk.vkDestroyBuffer(device_->device_, buffer_, nullptr);
    if (memory_ != VK_NULL_HANDLE) {
      vk.vkFreeMemory(device_->device_, memory_, nullptr);
      device_->allocated_ -= allocationBytes_;
    }
  }
  device_ = nullptr;
  buffer_ = VK_NULL_HANDLE;
  memory_ = VK_NULL_HANDLE;
  mapped_ = nullptr;
}

// ---- Submission ----

Submission& Submission::operator=(Submission&& other) noexcept {
  if (this != &other) {
    release();
    device_ = std::exchange(other.device_, nullptr);
    commands_ = std::exchange(other.commands_, VK_NULL_HANDLE);
    fence_ = std::exchange(other.fence_, VK_NULL_HANDLE);
    abandoned_ = std::exchange(other.abandoned_, false);
  }
  return *this;
}

Submission::~Submission() { release(); }

void Submission::release() {
  if (device_ == nullptr) return;
  if (!abandoned_ && !device_->hung_) {
    const auto& vk = device_->table_;
    if (fence_ != VK_NULL_HANDLE) vk.vkDestroyFence(device_->device_, fence_, nullptr);
    if (commands_ != VK_NULL_HANDLE) vk.vkFreeCommandBuffers(device_->device_, device_->pool_, 1, &commands_);
  }
  device_ = nullptr;
  commands_ = VK_NULL_HANDLE;
  fence_ = VK_NULL_HANDLE;
}

// ---- Device ----

Result<std::unique_ptr<Device>> Device::create(std::shared_ptr<Instance> instance, uint32_t index) {
  std::unique_ptr<Device> self(new Device());
  self->instance_ = std::move(instance);
  self->physical_ = self->instance_->devices().at(index);
  self->info_ = self->instance_->infos().at(index);

  VkPhysicalDeviceMaintenance3Properties maintenance3{};
  maintenance3.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES;
  VkPhysicalDeviceProperties2 properties{};
  properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
  properties.pNext = &maintenance3;
  vkGetPhysicalDeviceProperties2(self->physical_, &properties);
  self->limits_ = properties.properties.limits;
  self->maxAllocationBytes_ = maintenance3.maxMemoryAllocationSize;
  // maxBufferSize needs Vulkan 1.3 (maintenance4); before it, one allocation bounds one buffer here anyway.
  self->maxBufferBytes_ = self->maxAllocationBytes_;
  if (properties.properties.apiVersion >= VK_API_VERSION_1_3) {
    VkPhysicalDeviceMaintenance4Properties maintenance4{};
    maintenance4.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES;
    properties.pNext = &maintenance4;
    vkGetPhysicalDeviceProperties2(self->physical_, &properties);
    self->maxBufferBytes_ = maintenance4.maxBufferSize;
  }
  vkGetPhysicalDeviceMemoryProperties(self->physical_, &self->memory_);
  {
    // VK_EXT_memory_budget is queried on the physical device: being supported is enough, nothing to enable.
    uint32_t count = 0;
    vkEnumerateDeviceExtensionProperties(self->physical_, nullptr, &count, nullptr);
    std::vector<VkExtensionProperties> extensions(count);
    vkEnumerateDeviceExtensionProperties(self->physical_, nullptr, &count, extensions.data());
    // VK_KHR_pipeline_executable_properties only where asked for (DMLSCOPE_VULKAN_PIPELINE_STATS=1): a
    // benchmark's question of why a shader runs as it does, never needed to run one.
    const char* stats = std::getenv("DMLSCOPE_VULKAN_PIPELINE_STATS");
    for (const auto& e : extensions) {
      if (std::string_view(e.extensionName) == VK_EXT_MEMORY_BUDGET_EXTENSION_NAME) self->hasMemoryBudget_ = true;
      if (std::string_view(e.extensionName) == VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME && stats &&
          std::string_view(stats) == "1")
        self->capturesStatistics_ = true;
    }
  }

  const auto family = computeQueueFamily(self->physical_);
  if (!family) return catalogueError("gpu.no-compute-queue", {self->info_.name});
  self->queueFamily_ = *family;
  {
    uint32_t count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(self->physical_, &count, nullptr);
    std::vector<VkQueueFamilyProperties> families(count);
    vkGetPhysicalDeviceQueueFamilyProperties(self->physical_, &count, families.data());
    self->timestampValidBits_ = families[*family].timestampValidBits;
  }

  // robustBufferAccess (out-of-bounds reads give 0, writes are dropped) stays off: on the H100 it cost the
  // operators up to 60% of their bandwidth (dmlscope-bench), and every window the shaders address is planned
  // from checked layouts (dispatch_plan.cpp) and tested against the CPU. DMLSCOPE_VULKAN_ROBUST_ACCESS=1
  // turns it on where the device offers it, for debugging a suspected out-of-bounds access.
  VkPhysicalDeviceFeatures supported{};
  vkGetPhysicalDeviceFeatures(self->physical_, &supported);
  VkPhysicalDeviceFeatures enabled{};
  const char* robust = std::getenv("DMLSCOPE_VULKAN_ROBUST_ACCESS");
  enabled.robustBufferAccess = supported.robustBufferAccess && robust && std::string_view(robust) == "1";

  const float priority = 1.0f;
  VkDeviceQueueCreateInfo queue{};
  queue.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queue.queueFamilyIndex = self->queueFamily_;
  queue.queueCount = 1;
  queue.pQueuePriorities = &priority;
  VkDeviceCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  create.queueCreateInfoCount = 1;
  create.pQueueCreateInfos = &queue;
  create.pEnabledFeatures = &enabled;
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR statistics{};
  statistics.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR;
  statistics.pipelineExecutableInfo = VK_TRUE;
  const char* statisticsExtension = VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME;
  if (self->capturesStatistics_) {
    create.pNext = &statistics;
    create.enabledExtensionCount = 1;
    create.ppEnabledExtensionNames = &statisticsExtension;
  }
  if (VkResult r = vkCreateDevice(self->physical_, &create, nullptr, &self->device_); r != VK_SUCCESS) {
    self->device_ = VK_NULL_HANDLE;
    return vkError(fmt::format("opening {}", self->info_.name), r);
  }
  volkLoadDeviceTable(&self->table_, self->device_);
  self->table_.vkGetDeviceQueue(self->device_, self->queueFamily_, 0, &self->queue_);

  VkCommandPoolCreateInfo pool{};
  pool.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  pool.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  pool.queueFamilyIndex = self->queueFamily_;
  if (VkResult r = self->table_.vkCreateCommandPool(self->device_, &pool, nullptr, &self->pool_); r != VK_SUCCESS)
    return vkError("creating a command pool", r);
  return self;
}

Device::~Device() {
  if (device_ == VK_NULL_HANDLE) return;
  if (hung_) return;  // the GPU may still be using everything: leak rather than free what it touches
  table_.vkDeviceWaitIdle(device_);
  if (pool_ != VK_NULL_HANDLE) table_.vkDestroyCommandPool(device_, pool_, nullptr);
  table_.vkDestroyDevice(device_, nullptr);
}

std::optional<uint32_t> Device::memoryType(uint32_t allowedTypes, MemoryUse use) const {
  auto find = [&](VkMemoryPropertyFlags required, VkMemoryPropertyFlags avoided) -> std::optional<uint32_t> {
    for (uint32_t i = 0; i < memory_.memoryTypeCount; ++i) {
      const VkMemoryPropertyFlags flags = memory_.memoryTypes[i].propertyFlags;
      if ((allowedTypes & (1u << i)) && (flags & required) == required && (flags & avoided) == 0) return i;
    }
    return std::nullopt;
  };
  const VkMemoryPropertyFlags hostCoherent = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  std::optional<uint32_t> type;
  switch (use) {
    case MemoryUse::Tensor:
      // Plain video memory first (a host-visible window into it may be small), then any device-local type.
      type = find(VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT);
      if (!type) type = find(VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
      if (!type) type = find(0, 0);
      break;
    case MemoryUse::Staging:
      // Cached memory reads back fast; write-combined memory is fine for uploads.
      type = find(hostCoherent | VK_MEMORY_PROPERTY_HOST_CACHED_BIT, 0);
      if (!type) type = find(hostCoherent, 0);
      break;
    case MemoryUse::Uniform:
      type = find(hostCoherent, 0);
      break;
  }
  return type;
}

DeviceMemoryBudget Device::tensorMemoryBudget() const {
  if (budgetOverride_) return {*budgetOverride_, "a testing limit"};
  const auto type = memoryType(~0u, MemoryUse::Tensor);
  if (!type) return {0, "the device-local heap"};
  const uint32_t heap = memory_.memoryTypes[*type].heapIndex;
  if (hasMemoryBudget_) {
    VkPhysicalDeviceMemoryBudgetPropertiesEXT budget{};
    budget.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT;
    VkPhysicalDeviceMemoryProperties2 properties{};
    properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2;
    properties.pNext = &budget;
    vkGetPhysicalDeviceMemoryProperties2(physical_, &properties);
    const uint64_t limit = budget.heapBudget[heap], used = budget.heapUsage[heap];
    if (limit > 0) return {limit > used ? limit - used : 0, "VK_EXT_memory_budget"};
  }
  const uint64_t size = memory_.memoryHeaps[heap].size;
  return {size > allocated_ ? size - allocated_ : 0, "the device-local heap"};
}

Result<DeviceBuffer> Device::createBuffer(uint64_t bytes, MemoryUse use, const std::string& what) {
  if (bytes > maxBufferBytes_ || bytes > maxAllocationBytes_) {
    return catalogueError("gpu.buffer-too-large", {what, mebibytes(bytes), info_.name,
                                             mebibytes(std::min(maxBufferBytes_, maxAllocationBytes_))});
  }
  DeviceBuffer buffer;
  buffer.device_ = this;
  VkBufferCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  create.size = bytes;
  create.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  switch (use) {
    case MemoryUse::Tensor:
      create.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                     VK_BUFFER_USAGE_TRANSFER_DST_BIT;
      break;
    case MemoryUse::Staging:
      create.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
      break;
    case MemoryUse::Uniform:
      create.usage = VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
      break;
  }
  if (VkResult r = table_.vkCreateBuffer(device_, &create, nullptr, &buffer.buffer_); r != VK_SUCCESS) {
    buffer.buffer_ = VK_NULL_HANDLE;
    return catalogueError("gpu.buffer-create-failed", {mebibytes(bytes), what, describeVkResult(r)});
  }
  VkMemoryRequirements requirements{};
  table_.vkGetBufferMemoryRequirements(device_, buffer.buffer_, &requirements);
  const auto type = memoryType(requirements.memoryTypeBits, use);
  if (!type) return catalogueError("gpu.no-memory-type", {info_.name, what});

  VkMemoryAllocateInfo allocate{};
  allocate.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  allocate.allocationSize = requirements.size;
  allocate.memoryTypeIndex = *type;
  VkResult r = VK_ERROR_OUT_OF_DEVICE_MEMORY;
  // Beyond the heap, an allocation fails here even where the driver would overcommit (lavapipe does): a
  // tensor in many chunks must not exhaust the host's memory behind the heap's back.
  const uint64_t heapBytes = memory_.memoryHeaps[memory_.memoryTypes[*type].heapIndex].size;
  const uint64_t after = checkedAdd(allocated_, requirements.size).value_or(UINT64_MAX);
  if (fault::fires(fault::Point::VulkanAllocate))
    r = VK_ERROR_OUT_OF_DEVICE_MEMORY;
  else if (after <= std::min(allocationLimit_, heapBytes))
    r = table_.vkAllocateMemory(device_, &allocate, nullptr, &buffer.memory_);
  if (r != VK_SUCCESS) {
    buffer.memory_ = VK_NULL_HANDLE;
    const uint32_t heap = memory_.memoryTypes[*type].heapIndex;
    return catalogueError("gpu.out-of-memory", {info_.name, what, mebibytes(requirements.size), describeVkResult(r),
                                          mebibytes(allocated_), mebibytes(memory_.memoryHeaps[heap].size)});
  }
  buffer.size_ = bytes;
  buffer.allocationBytes_ = requirements.size;
  allocated_ += requirements.size;
  if (VkResult b = table_.vkBindBufferMemory(device_, buffer.buffer_, buffer.memory_, 0); b != VK_SUCCESS)
    return vkError(fmt::format("binding memory for {}", what), b);

  const VkMemoryPropertyFlags flags = memory_.memoryTypes[*type].propertyFlags;
  const bool mappable = (flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) && (flags & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  if (mappable && !(use == MemoryUse::Tensor && forceStaging_)) {
    void* pointer = nullptr;
    if (VkResult m = table_.vkMapMemory(device_, buffer.memory_, 0, VK_WHOLE_SIZE, 0, &pointer); m == VK_SUCCESS) {
      buffer.mapped_ = static_cast<std::byte*>(pointer);
    } else if (use != MemoryUse::Tensor) {
      return vkError(fmt::format("mapping the memory of {}", what), m);
    }
  }
  return buffer;
}

Result<Submission> Device::begin() {
  Submission submission;
  submission.device_ = this;
  VkCommandBufferAllocateInfo allocate{};
  allocate.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  allocate.commandPool = pool_;
  allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  allocate.commandBufferCount = 1;
  if (VkResult r = table_.vkAllocateCommandBuffers(device_, &allocate, &submission.commands_); r != VK_SUCCESS) {
    submission.commands_ = VK_NULL_HANDLE;
    return vkError("allocating a command buffer", r);
  }
  VkFenceCreateInfo fence{};
  fence.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  if (VkResult r = table_.vkCreateFence(device_, &fence, nullptr, &submission.fence_); r != VK_SUCCESS) {
    submission.fence_ = VK_NULL_HANDLE;
    return vkError("creating a fence", r);
  }
  VkCommandBufferBeginInfo begin{};
  begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  if (VkResult r = table_.vkBeginCommandBuffer(submission.commands_, &begin); r != VK_SUCCESS)
    return vkError("starting a command buffer", r);
  return submission;
}

Error Device::lostError(const char* lostId, const std::string& what, VkResult result) {
  if (result == VK_ERROR_DEVICE_LOST) {
    lost_ = true;
    return catalogueError(lostId, {info_.name});
  }
  return vkError(what, result);
}

Status Device::submitAndWait(Submission& submission, std::chrono::nanoseconds timeout,
                             const std::atomic<bool>* cancel) {
  if (!usable()) return catalogueError("gpu.unusable", {info_.name});
  if (VkResult r = table_.vkEndCommandBuffer(submission.commands_); r != VK_SUCCESS)
    return vkError("finishing a command buffer", r);
  VkSubmitInfo submit{};
  submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &submission.commands_;
  if (VkResult r = table_.vkQueueSubmit(queue_, 1, &submit, submission.fence_); r != VK_SUCCESS)
    return lostError("gpu.lost-submitting", "submitting work to the GPU", r);

  // Wait in slices, so a cancel request is seen and a hung GPU cannot hang the caller.
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  const uint64_t slice = std::chrono::nanoseconds(std::chrono::milliseconds(50)).count();
  bool cancelled = false;
  for (;;) {
    VkResult r = table_.vkWaitForFences(device_, 1, &submission.fence_, VK_TRUE, slice);
    if (r == VK_SUCCESS && fault::fires(fault::Point::VulkanDeviceLost)) r = VK_ERROR_DEVICE_LOST;
    if (r == VK_SUCCESS) break;
    if (r != VK_TIMEOUT) return lostError("gpu.lost-waiting", "waiting for the GPU", r);
    if (cancel && cancel->load()) cancelled = true;
    if (std::chrono::steady_clock::now() > deadline) {
      hung_ = true;
      submission.abandoned_ = true;
      return catalogueError("gpu.hung", {info_.name, std::to_string(std::chrono::duration_cast<std::chrono::seconds>(timeout).count())});
    }
  }
  if (cancelled) return catalogueError("run.cancelled");
  return Ok{};
}

}  // namespace dmlscope::vulkan
