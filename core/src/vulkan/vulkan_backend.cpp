// The Vulkan backend: keeps a device (replacing a lost one), plans each run of a session within the device's
// limits and memory, and has vulkan_run.h upload, dispatch, time and read it back; plus the copy benchmark.
#include "dmlscope/vulkan_backend.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <new>

#include "catalogue_error.h"
#include "chunked_buffer.h"
#include "dispatch_plan.h"
#include "dmlscope/checked.h"
#include "pipelines.h"
#include "memory_budget.h"
#include "run_preparation.h"
#include "vk_result.h"
#include "vulkan_device.h"
#include "vulkan_instance.h"
#include "vulkan_measure.h"
#include "vulkan_run.h"

namespace dmlscope {
namespace vulkan {
namespace {

class VulkanBackend final : public Backend {
 public:
  VulkanBackend(std::shared_ptr<Instance> instance, uint32_t index, std::unique_ptr<Device> device)
      : instance_(std::move(instance)), index_(index), device_(std::move(device)) {
    pipelines_ = std::make_unique<Pipelines>(*device_);
  }

  ~VulkanBackend() override {
    pipelines_.reset();
    abandonIfHung();
  }

  std::string name() const override { return info().name; }
  const VulkanDeviceInfo& info() const { return instance_->infos()[index_]; }

  Result<RunResult> run(const Session& session, const RunOptions& options) override {
    std::lock_guard lock(mutex_);
    std::vector<std::chrono::nanoseconds> times;
    return guarded([&] { return execute(session, options, 1, true, times); });
  }

  Result<std::vector<std::chrono::nanoseconds>> timeRuns(const Session& session, bool computeIndexMap,
                                                          uint32_t repetitions) {
    std::lock_guard lock(mutex_);
    std::vector<std::chrono::nanoseconds> times;
    RunOptions options;
    options.computeIndexMap = computeIndexMap;
    auto result = guarded([&] { return execute(session, options, std::max(repetitions, 1u), false, times); });
    if (!result) return result.error();
    return times;
  }

  Result<std::vector<std::chrono::nanoseconds>> timeCopies(uint64_t bytes, uint32_t repetitions, bool fillOnly) {
    std::lock_guard lock(mutex_);
    std::vector<std::chrono::nanoseconds> times;
    auto status = guarded([&]() -> Status { return copy(bytes, std::max(repetitions, 1u), fillOnly, times); });
    if (!status) return status.error();
    return times;
  }

  void overrideLimits(uint64_t maxStorageRange, uint32_t maxGroups, MapEncoding mapEncoding) {
    std::lock_guard lock(mutex_);
    rangeOverride_ = maxStorageRange;
    groupsOverride_ = maxGroups;
    mapEncoding_ = mapEncoding;
  }

  void setMaxBufferBytes(uint64_t bytes) {
    std::lock_guard lock(mutex_);
    bufferOverride_ = bytes;
  }

  void setItemsPerInvocation(uint32_t items) {
    std::lock_guard lock(mutex_);
    itemsPerInvocation_ = items;
  }

  void setScatterMethod(ScatterMethod method) {
    std::lock_guard lock(mutex_);
    scatterMethod_ = method;
  }

  void useStaging(uint64_t stagingBytes) {
    std::lock_guard lock(mutex_);
    stagingBytes_ = stagingBytes ? stagingBytes : kStagingBytes;
    forceStaging_ = stagingBytes != 0;
    if (device_) device_->forceStagingForTesting(forceStaging_);
  }

  void capStorageBuffers(uint32_t count) {
    std::lock_guard lock(mutex_);
    storageBufferCap_ = count;
    if (!device_) return;
    device_->capStorageBuffersForTesting(count);
    pipelines_ = std::make_unique<Pipelines>(*device_);  // its layouts were made under the old limit
  }

  void limitAllocations(uint64_t bytes) {
    std::lock_guard lock(mutex_);
    allocationLimit_ = bytes;
    if (device_) device_->limitAllocationsForTesting(bytes);
  }

  void setMemoryBudget(std::optional<uint64_t> bytes) {
    std::lock_guard lock(mutex_);
    budgetOverride_ = bytes;
    if (device_) device_->setMemoryBudgetForTesting(bytes);
  }

 private:
  // Runs `work`, turning a failed host allocation into an error instead of an exception.
  template <class Work>
  auto guarded(Work&& work) -> decltype(work()) {
    try {
      return work();
    } catch (const std::bad_alloc&) {
      return catalogueError("gpu.host-out-of-memory");
    }
  }

  // A lost or hung device is replaced by a new one before the next run.
  Status ensureDevice() {
    if (device_ && device_->usable()) return Ok{};
    pipelines_.reset();
    abandonIfHung();
    device_.reset();
    auto device = Device::create(instance_, index_);
    if (!device) return device.error();
    device_ = std::move(*device);
    device_->limitAllocationsForTesting(allocationLimit_);
    device_->forceStagingForTesting(forceStaging_);
    if (storageBufferCap_) device_->capStorageBuffersForTesting(*storageBufferCap_);
    device_->setMemoryBudgetForTesting(budgetOverride_);
    pipelines_ = std::make_unique<Pipelines>(*device_);
    return Ok{};
  }

  // The GPU may still use a hung device's objects: they are deliberately never destroyed.
  void abandonIfHung() {
    if (device_ && device_->hung()) static_cast<void>(device_.release());
  }

  PlanLimits planLimits() const {
    const auto& l = device_->limits();
    PlanLimits limits;
    limits.maxStorageRange = rangeOverride_ ? rangeOverride_ : l.maxStorageBufferRange;
    limits.storageAlignment = l.minStorageBufferOffsetAlignment;
    limits.maxGroups = std::min<uint32_t>(l.maxComputeWorkGroupCount[0], uint32_t{1} << 18);
    if (groupsOverride_) limits.maxGroups = groupsOverride_;
    limits.workgroupSize = kWorkgroupSize;
    limits.mapEncoding = mapEncoding_;
    limits.itemsPerInvocation = itemsPerInvocation_;
    limits.scatterMethod = scatterMethod_;
    limits.sharedMemoryBytes = l.maxComputeSharedMemorySize;
    limits.maxBufferBytes =
        bufferOverride_ ? bufferOverride_ : std::min(device_->maxBufferBytes(), device_->maxAllocationBytes());
    return limits;
  }

  // Refuses a plan whose device buffers (inputs, outputs, index maps, the scatters' winner words and the small
  // unused-map binding) exceed the device's memory budget, before any is allocated: the message gives the need,
  // what it is made of, and the budget with its source. Allocating instead would fail part way, or on a driver
  // that overcommits, push the system into swapping.
  Status checkDeviceMemory(const RunPlan& plan) const {
    const auto sum = [](const std::vector<uint64_t>& bytes) {
      std::optional<uint64_t> total = 0;
      for (uint64_t b : bytes) total = total ? checkedAdd(*total, b) : std::nullopt;
      return total;
    };
    const auto inputs = sum(plan.inputBytes), outputs = sum(plan.outputBytes), maps = sum(plan.mapBytes);
    constexpr uint64_t kUnusedMapBytes = 16;
    std::optional<uint64_t> need = inputs && outputs && maps ? checkedAdd(*inputs, *outputs) : std::nullopt;
    if (need) need = checkedAdd(*need, *maps);
    if (need) need = checkedAdd(*need, plan.winnerBytes);
    if (need) need = checkedAdd(*need, kUnusedMapBytes);
    const DeviceMemoryBudget budget = device_->tensorMemoryBudget();
    if (need && *need <= budget.bytes) return Ok{};
    const auto text = [](std::optional<uint64_t> bytes) { return bytes ? detail::humanBytes(*bytes) : std::string("> 16 EiB"); };
    return catalogueError("gpu.exceeds-memory-budget",
                          {text(need), device_->info().name, text(inputs), text(outputs), text(maps),
                           detail::humanBytes(plan.winnerBytes), detail::humanBytes(budget.bytes), budget.source});
  }

  // The run's steps in order (vulkan_run.h); everything is checked before anything is allocated.
  Result<RunResult> execute(const Session& session, const RunOptions& options, uint32_t repetitions, bool readBack,
                            std::vector<std::chrono::nanoseconds>& times) {
    // Host memory beyond the outputs and the map: at most one staging buffer.
    auto prepared = detail::prepareRun(session, options, readBack ? kStagingBytes : 0);
    if (!prepared) return prepared.error();
    std::vector<uint64_t> inputDataBytes;
    for (const auto& slot : inputSlots(session.desc)) inputDataBytes.push_back(session.inputData[slot.index].size());

    if (auto s = ensureDevice(); !s) return s.error();
    auto plan = planRun(session.desc, prepared->inputs, inputDataBytes, prepared->outputs, options.computeIndexMap,
                        planLimits());
    if (!plan) return plan.error();
    if (auto fits = checkDeviceMemory(*plan); !fits) return fits.error();

    OperatorRun run(*device_, *pipelines_, *plan, *prepared, session, options, stagingBytes_);
    if (auto s = run.allocate(); !s) return s.error();
    if (auto s = run.upload(); !s) return s.error();
    if (auto s = run.bind(); !s) return s.error();
    if (auto s = run.record(repetitions); !s) return s.error();
    if (auto s = run.submit(repetitions, times); !s) return s.error();
    RunResult result;
    result.backendName = info().name;
    result.elapsed = times.front();
    if (!readBack) return result;
    if (auto s = run.readBack(result); !s) return s.error();
    return result;
  }

  // Copies `bytes` between two device buffers with copy.comp, in windows of at most maxStorageBufferRange
  // inside one chunk (tensors larger than one buffer are chunked as in a run); or, with `fillOnly`, only
  // writes the destination with vkCmdFillBuffer.
  Status copy(uint64_t bytes, uint32_t repetitions, bool fillOnly, std::vector<std::chrono::nanoseconds>& times) {
    if (auto s = ensureDevice(); !s) return s;
    const auto& vk = device_->vk();
    const auto rounded = checkedRoundUp(std::max<uint64_t>(bytes, 16), 16);
    if (!rounded) return Error{"timeCopy: the size overflows"};
    const uint64_t size = *rounded;
    const PlanLimits limits = planLimits();
    auto chunkBytes = storageChunkBytes(limits);
    if (!chunkBytes) return chunkBytes.error();
    auto source = ChunkedBuffer::create(*device_, size, *chunkBytes, MemoryUse::Tensor, "the copy's source");
    if (!source) return source.error();
    auto destination = ChunkedBuffer::create(*device_, size, *chunkBytes, MemoryUse::Tensor, "the copy's destination");
    if (!destination) return destination.error();
    auto layout = pipelines_->copyLayout();
    if (!layout) return layout.error();
    auto pipeline = pipelines_->copyPipeline();
    if (!pipeline) return pipeline.error();
    const uint64_t window = std::max<uint64_t>(std::min<uint64_t>(limits.maxStorageRange, uint64_t{1} << 31) / 256 * 256, 256);

    // The windows: each chunk from its start in steps of `window` (chunks are multiples of 16 bytes, so
    // every range is whole vectors).
    std::vector<Window> copyWindows;
    for (size_t c = 0; c < source->chunkCount(); ++c) {
      const uint64_t start = source->chunkStart(c);
      const uint64_t end = start + source->chunk(c).size();
      for (uint64_t offset = start; offset < end; offset += std::min(window, end - offset))
        copyWindows.push_back({offset, std::min(window, end - offset)});
    }
    RunObjects objects(*device_);
    const auto windows = static_cast<uint32_t>(copyWindows.size());
    if (auto s = objects.createDescriptorPool(windows, 2, 0); !s) return s;
    std::vector<VkDescriptorSet> sets;
    for (uint32_t w = 0; w < windows; ++w) {
      auto set = objects.allocateSet(pipelines_->copySetLayout());
      if (!set) return set.error();
      auto from = source->binding(copyWindows[w]);
      if (!from) return from.error();
      auto to = destination->binding(copyWindows[w]);
      if (!to) return to.error();
      const VkDescriptorBufferInfo infos[2] = {*from, *to};
      writeBufferBindings(vk, device_->handle(), *set, infos, std::size(infos));
      sets.push_back(*set);
    }
    if (auto s = objects.createQueries(2 * repetitions); !s) return s;

    auto submission = device_->begin();
    if (!submission) return submission.error();
    VkCommandBuffer cb = submission->commands();
    // A non-zero pattern, so the copy moves real data.
    for (size_t c = 0; c < source->chunkCount(); ++c)
      vk.vkCmdFillBuffer(cb, source->chunk(c).handle(), 0, VK_WHOLE_SIZE, 0x5a3c9617u);
    globalBarrier(vk, cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    if (objects.queries()) vk.vkCmdResetQueryPool(cb, objects.queries(), 0, 2 * repetitions);
    vk.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, *pipeline);
    for (uint32_t r = 0; r < repetitions; ++r) {
      if (objects.queries())
        vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects.queries(), 2 * r);
      for (size_t c = 0; c < destination->chunkCount() && fillOnly; ++c)
        vk.vkCmdFillBuffer(cb, destination->chunk(c).handle(), 0, VK_WHOLE_SIZE, 0x3c5a9617u);
      for (uint32_t w = 0; w < windows && !fillOnly; ++w) {
        const auto vectors = static_cast<uint32_t>(copyWindows[w].range / 16);
        vk.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, *layout, 0, 1, &sets[w], 0, nullptr);
        vk.vkCmdPushConstants(cb, *layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t), &vectors);
        const auto groups = static_cast<uint32_t>(
            std::clamp<uint64_t>((vectors + kWorkgroupSize - 1) / kWorkgroupSize, 1, limits.maxGroups));
        vk.vkCmdDispatch(cb, groups, 1, 1);
      }
      if (objects.queries())
        vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects.queries(), 2 * r + 1);
      globalBarrier(vk, cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                    VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                    VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    }
    return submitTimed(*device_, objects, *submission, timeoutFor(2 * size * repetitions), nullptr, repetitions, times);
  }

  std::shared_ptr<Instance> instance_;
  uint32_t index_ = 0;
  std::unique_ptr<Device> device_;
  std::unique_ptr<Pipelines> pipelines_;
  uint64_t rangeOverride_ = 0;
  uint32_t groupsOverride_ = 0;
  uint64_t bufferOverride_ = 0;  // testing: bytes per buffer instead of the device's limit; 0: the device's
  MapEncoding mapEncoding_ = MapEncoding::Auto;
  uint32_t itemsPerInvocation_ = 0;  // 0: the planner's choice per shader
  ScatterMethod scatterMethod_ = ScatterMethod::Auto;
  uint64_t allocationLimit_ = UINT64_MAX;
  std::optional<uint32_t> storageBufferCap_;  // capStorageBuffersForTesting
  std::optional<uint64_t> budgetOverride_;     // setMemoryBudgetForTesting
  uint64_t stagingBytes_ = kStagingBytes;
  bool forceStaging_ = false;
  std::mutex mutex_;
};

VulkanBackend* asVulkan(Backend& backend) { return dynamic_cast<VulkanBackend*>(&backend); }

}  // namespace

const VulkanDeviceInfo* deviceInfo(const Backend& backend) {
  auto* vulkan = dynamic_cast<const VulkanBackend*>(&backend);
  return vulkan ? &vulkan->info() : nullptr;
}

Result<std::vector<std::chrono::nanoseconds>> timeOperator(Backend& backend, const Session& session,
                                                           bool computeIndexMap, uint32_t repetitions) {
  auto* vulkan = asVulkan(backend);
  if (!vulkan) return Error{"timeOperator needs a Vulkan backend"};
  return vulkan->timeRuns(session, computeIndexMap, repetitions);
}

Result<std::vector<std::chrono::nanoseconds>> timeCopy(Backend& backend, uint64_t bytes, uint32_t repetitions) {
  auto* vulkan = asVulkan(backend);
  if (!vulkan) return Error{"timeCopy needs a Vulkan backend"};
  return vulkan->timeCopies(bytes, repetitions, false);
}

Result<std::vector<std::chrono::nanoseconds>> timeFill(Backend& backend, uint64_t bytes, uint32_t repetitions) {
  auto* vulkan = asVulkan(backend);
  if (!vulkan) return Error{"timeFill needs a Vulkan backend"};
  return vulkan->timeCopies(bytes, repetitions, true);
}

uint32_t indexMapEntryBytes(const Session& session) {
  std::vector<TensorLayout> inputs;
  for (const auto& slot : inputSlots(session.desc)) {
    auto layout = computeLayout(inputTensor(session.desc, slot.index));
    if (!layout) return 8;
    inputs.push_back(*layout);
  }
  return chooseMapEncoding(inputs) == MapEncoding::Narrow ? 4 : 8;
}

void overrideLimitsForTesting(Backend& backend, uint64_t maxStorageRange, uint32_t maxGroups, MapEncoding mapEncoding) {
  if (auto* vulkan = asVulkan(backend)) vulkan->overrideLimits(maxStorageRange, maxGroups, mapEncoding);
}

void setScatterMethod(Backend& backend, ScatterMethod method) {
  if (auto* vulkan = asVulkan(backend)) vulkan->setScatterMethod(method);
}

void setMaxBufferBytesForTesting(Backend& backend, uint64_t bytes) {
  if (auto* vulkan = asVulkan(backend)) vulkan->setMaxBufferBytes(bytes);
}

void setItemsPerInvocation(Backend& backend, uint32_t items) {
  if (auto* vulkan = asVulkan(backend)) vulkan->setItemsPerInvocation(items);
}

void useStagingForTesting(Backend& backend, uint64_t stagingBytes) {
  if (auto* vulkan = asVulkan(backend)) vulkan->useStaging(stagingBytes);
}

void capStorageBuffersForTesting(Backend& backend, uint32_t count) {
  if (auto* vulkan = asVulkan(backend)) vulkan->capStorageBuffers(count);
}

void limitAllocationsForTesting(Backend& backend, uint64_t bytes) {
  if (auto* vulkan = asVulkan(backend)) vulkan->limitAllocations(bytes);
}

void setMemoryBudgetForTesting(Backend& backend, std::optional<uint64_t> bytes) {
  if (auto* vulkan = asVulkan(backend)) vulkan->setMemoryBudget(bytes);
}

}  // namespace vulkan

Result<std::vector<VulkanDeviceInfo>> listVulkanDevices() {
  auto instance = vulkan::Instance::create();
  if (!instance) return instance.error();
  return (*instance)->infos();
}

Result<std::unique_ptr<Backend>> makeVulkanBackend(std::optional<uint32_t> deviceIndex) {
  auto instance = vulkan::Instance::create();
  if (!instance) return instance.error();
  auto index = vulkan::chooseDevice((*instance)->infos(), deviceIndex);
  if (!index) return index.error();
  auto device = vulkan::Device::create(*instance, *index);
  if (!device) return device.error();
  return std::unique_ptr<Backend>(new vulkan::VulkanBackend(*instance, *index, std::move(*device)));
}

}  // namespace dmlscope
