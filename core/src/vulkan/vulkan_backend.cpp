// The Vulkan backend: uploads a session's inputs, runs the planned dispatches of the operator's shader,
// times them with timestamp queries, and reads back the outputs and the index map the GPU wrote.
#include "dmlscope/vulkan_backend.h"
#include "dmlscope/index_values.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <new>

#include "dmlscope/fault_injection.h"
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

namespace dmlscope {
namespace vulkan {
namespace {

// Progress of a run (RunOptions::progress, thousandths): inputs on the device, then the operator done; the
// read-back of the outputs fills the rest.
constexpr uint32_t kProgressUploaded = 300;
constexpr uint32_t kProgressComputed = 600;

void reportProgress(const RunOptions& options, uint32_t value) {
  if (options.progress) options.progress->store(value, std::memory_order_relaxed);
}

// The GPU's narrow index map (dispatch_plan.h), read into the first half of `entries`, widened in place to
// the index map's encoding: from the last entry down, each 8-byte entry lands at or after the 4-byte word it
// comes from, so no word is overwritten before it is read.
void widenNarrowMap(std::vector<uint64_t>& entries, const std::vector<uint64_t>& inputBase) {
  const auto* bytes = reinterpret_cast<const std::byte*>(entries.data());
  for (size_t i = entries.size(); i-- > 0;) {
    uint32_t word = 0;
    std::memcpy(&word, bytes + i * sizeof word, sizeof word);
    if (word == 0xffffffffu) {
      entries[i] = kPaddingEntry;
      continue;
    }
    // The input whose range holds the word: the last base not above it (bases ascend from 0).
    const auto next = std::upper_bound(inputBase.begin(), inputBase.end(), uint64_t{word});
    const auto input = static_cast<uint32_t>(next - inputBase.begin() - 1);
    entries[i] = encodeSource(Source{input, word - inputBase[input]});
  }
}

// Host transfers go through a staging buffer of at most this size, where the device's memory is not mapped.
constexpr uint64_t kStagingBytes = uint64_t{64} << 20;

// How long one submission may take before the GPU counts as hung: generous for a CPU implementation moving
// `bytes`, finite for a device that stopped answering.
std::chrono::nanoseconds timeoutFor(uint64_t bytes) {
  return std::chrono::seconds(120) + std::chrono::milliseconds(bytes / (20u << 10));  // 20 MB/s at worst
}

bool cancelled(const RunOptions& options) {
  return (options.cancel && options.cancel->load()) || fault::fires(fault::Point::RunCancel);
}

void globalBarrier(const VolkDeviceTable& vk, VkCommandBuffer cb, VkPipelineStageFlags srcStage,
                   VkAccessFlags srcAccess, VkPipelineStageFlags dstStage, VkAccessFlags dstAccess) {
  VkMemoryBarrier barrier{};
  barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  barrier.srcAccessMask = srcAccess;
  barrier.dstAccessMask = dstAccess;
  vk.vkCmdPipelineBarrier(cb, srcStage, dstStage, 0, 1, &barrier, 0, nullptr, 0, nullptr);
}

// A descriptor pool and a query pool that live for one run.
class RunObjects {
 public:
  explicit RunObjects(Device& device) : device_(device) {}
  ~RunObjects() {
    if (device_.hung()) return;
    if (descriptors_) device_.vk().vkDestroyDescriptorPool(device_.handle(), descriptors_, nullptr);
    if (queries_) device_.vk().vkDestroyQueryPool(device_.handle(), queries_, nullptr);
  }
  RunObjects(const RunObjects&) = delete;
  RunObjects& operator=(const RunObjects&) = delete;

  Status createDescriptorPool(uint32_t sets, uint32_t storagePerSet, uint32_t uniformPerSet) {
    std::vector<VkDescriptorPoolSize> sizes{{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, sets * storagePerSet}};
    if (uniformPerSet) sizes.push_back({VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, sets * uniformPerSet});
    VkDescriptorPoolCreateInfo create{};
    create.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    create.maxSets = sets;
    create.poolSizeCount = static_cast<uint32_t>(sizes.size());
    create.pPoolSizes = sizes.data();
    if (VkResult r = device_.vk().vkCreateDescriptorPool(device_.handle(), &create, nullptr, &descriptors_);
        r != VK_SUCCESS) {
      descriptors_ = VK_NULL_HANDLE;
      return vkError("creating a descriptor pool", r);
    }
    return Ok{};
  }

  Result<VkDescriptorSet> allocateSet(VkDescriptorSetLayout layout) {
    VkDescriptorSetAllocateInfo allocate{};
    allocate.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    allocate.descriptorPool = descriptors_;
    allocate.descriptorSetCount = 1;
    allocate.pSetLayouts = &layout;
    VkDescriptorSet set = VK_NULL_HANDLE;
    if (VkResult r = device_.vk().vkAllocateDescriptorSets(device_.handle(), &allocate, &set); r != VK_SUCCESS)
      return vkError("allocating a descriptor set", r);
    return set;
  }

  // Two timestamps per repetition; none where the queue has no timestamps.
  Status createQueries(uint32_t count) {
    if (!device_.hasTimestamps()) return Ok{};
    VkQueryPoolCreateInfo create{};
    create.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    create.queryType = VK_QUERY_TYPE_TIMESTAMP;
    create.queryCount = count;
    if (VkResult r = device_.vk().vkCreateQueryPool(device_.handle(), &create, nullptr, &queries_); r != VK_SUCCESS) {
      queries_ = VK_NULL_HANDLE;
      return vkError("creating a timestamp query pool", r);
    }
    queryCount_ = count;
    return Ok{};
  }
  VkQueryPool queries() const { return queries_; }

  // Durations between timestamps 2i and 2i+1, or nothing without timestamps.
  Result<std::vector<std::chrono::nanoseconds>> durations() {
    std::vector<std::chrono::nanoseconds> result;
    if (!queries_) return result;
    std::vector<uint64_t> ticks(queryCount_);
    if (VkResult r = device_.vk().vkGetQueryPoolResults(device_.handle(), queries_, 0, queryCount_,
                                                        ticks.size() * sizeof(uint64_t), ticks.data(),
                                                        sizeof(uint64_t), VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
        r != VK_SUCCESS)
      return vkError("reading the GPU's timestamps", r);
    for (uint32_t i = 0; i + 1 < queryCount_; i += 2) {
      const double ns = static_cast<double>(ticks[i + 1] - ticks[i]) * device_.timestampPeriod();
      result.emplace_back(static_cast<int64_t>(ns + 0.5));
    }
    return result;
  }

 private:
  Device& device_;
  VkDescriptorPool descriptors_ = VK_NULL_HANDLE;
  VkQueryPool queries_ = VK_NULL_HANDLE;
  uint32_t queryCount_ = 0;
};

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
  // Submits, waits, and gives each repetition's GPU time from the timestamps (without timestamps, the host's
  // time split evenly).
  Status submitTimed(RunObjects& objects, Submission& submission, std::chrono::nanoseconds timeout,
                     const std::atomic<bool>* cancel, uint32_t repetitions, std::vector<std::chrono::nanoseconds>& times) {
    const auto hostStart = std::chrono::steady_clock::now();
    if (auto s = device_->submitAndWait(submission, timeout, cancel); !s) return s;
    const auto hostElapsed = std::chrono::steady_clock::now() - hostStart;
    auto durations = objects.durations();
    if (!durations) return durations.error();
    times = durations->empty()
                ? std::vector<std::chrono::nanoseconds>(
                      repetitions, std::chrono::duration_cast<std::chrono::nanoseconds>(hostElapsed) / repetitions)
                : std::move(*durations);
    return Ok{};
  }

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

  // Copies `bytes` from `source` into a tensor's buffers, or from them into `destination` (the other is
  // null), from the tensor's start, chunk by chunk.
  Status transfer(ChunkedBuffer& tensor, const std::byte* source, std::byte* destination, uint64_t bytes,
                  DeviceBuffer& staging, const RunOptions& options) {
    for (size_t c = 0; c < tensor.chunkCount(); ++c) {
      const uint64_t start = tensor.chunkStart(c);
      if (start >= bytes) break;
      const uint64_t part = std::min(tensor.chunk(c).size(), bytes - start);
      auto s = transferChunk(tensor.chunk(c), source ? source + start : nullptr,
                             destination ? destination + start : nullptr, part, staging, options);
      if (!s) return s;
    }
    return Ok{};
  }

  // Copies `bytes` from `source` into a device buffer, or from the buffer into `destination` (the other is
  // null), from offset 0: directly where the buffer is mapped, else through `staging`.
  Status transferChunk(DeviceBuffer& buffer, const std::byte* source, std::byte* destination, uint64_t bytes,
                  DeviceBuffer& staging, const RunOptions& options) {
    const bool toDevice = source != nullptr;
    if (bytes == 0) return Ok{};
    if (buffer.mapped()) {
      if (toDevice) std::memcpy(buffer.mapped(), source, bytes);
      else std::memcpy(destination, buffer.mapped(), bytes);
      return Ok{};
    }
    if (!staging.handle()) {
      auto created = device_->createBuffer(std::min(stagingBytes_, std::max<uint64_t>(bytes, 16)), MemoryUse::Staging,
                                           "the staging buffer");
      if (!created) return created.error();
      staging = std::move(*created);
    }
    const auto& vk = device_->vk();
    for (uint64_t done = 0; done < bytes;) {
      if (cancelled(options)) return catalogueError("run.cancelled");
      const uint64_t chunk = std::min(staging.size(), bytes - done);
      if (toDevice) std::memcpy(staging.mapped(), source + done, chunk);
      auto submission = device_->begin();
      if (!submission) return submission.error();
      const VkBufferCopy region{toDevice ? 0 : done, toDevice ? done : 0, chunk};
      vk.vkCmdCopyBuffer(submission->commands(), toDevice ? staging.handle() : buffer.handle(),
                         toDevice ? buffer.handle() : staging.handle(), 1, &region);
      globalBarrier(vk, submission->commands(), VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                    VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                    VK_ACCESS_HOST_READ_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT |
                        VK_ACCESS_SHADER_READ_BIT);
      if (auto s = device_->submitAndWait(*submission, timeoutFor(chunk), options.cancel); !s) return s;
      if (!toDevice) std::memcpy(destination + done, staging.mapped(), chunk);
      done += chunk;
    }
    return Ok{};
  }

  Result<RunResult> execute(const Session& session, const RunOptions& options, uint32_t repetitions, bool readBack,
                            std::vector<std::chrono::nanoseconds>& times) {
    // Host memory beyond the outputs and the map: at most one staging buffer.
    auto prepared = detail::prepareRun(session, options, readBack ? kStagingBytes : 0);
    if (!prepared) return prepared.error();
    const std::vector<TensorLayout>& inputs = prepared->inputs;
    const std::vector<TensorLayout>& outputs = prepared->outputs;
    std::vector<uint64_t> inputDataBytes;
    for (const auto& slot : inputSlots(session.desc)) inputDataBytes.push_back(session.inputData[slot.index].size());

    if (auto s = ensureDevice(); !s) return s.error();
    auto plan = planRun(session.desc, inputs, inputDataBytes, outputs, options.computeIndexMap, planLimits());
    if (!plan) return plan.error();
    if (auto fits = checkDeviceMemory(*plan); !fits) return fits.error();
    const auto& vk = device_->vk();
    const auto inSlots = inputSlots(session.desc);
    const auto outSlots = outputSlots(session.desc);

    // Device buffers: each tensor in one buffer, or in chunks where it is larger than one buffer may be.
    const uint64_t chunkBytes = plan->chunkBytes;
    std::vector<ChunkedBuffer> inputBuffers, outputBuffers, mapBuffers;
    for (size_t i = 0; i < inputs.size(); ++i) {
      auto b = ChunkedBuffer::create(*device_, plan->inputBytes[i], chunkBytes, MemoryUse::Tensor,
                                     "the input " + inSlots[i].field);
      if (!b) return b.error();
      inputBuffers.push_back(std::move(*b));
    }
    for (size_t o = 0; o < outputs.size(); ++o) {
      auto b = ChunkedBuffer::create(*device_, plan->outputBytes[o], chunkBytes, MemoryUse::Tensor,
                                     "the output " + outSlots[o].field);
      if (!b) return b.error();
      outputBuffers.push_back(std::move(*b));
      if (options.computeIndexMap) {
        auto m = ChunkedBuffer::create(*device_, plan->mapBytes[o], chunkBytes, MemoryUse::Tensor,
                                       "the index map of " + outSlots[o].field);
        if (!m) return m.error();
        mapBuffers.push_back(std::move(*m));
      }
    }
    auto unusedMap = device_->createBuffer(16, MemoryUse::Tensor, "an unused index map binding");
    if (!unusedMap) return unusedMap.error();
    // The scatters' winner words (dispatch_plan.h), one buffer: the planner keeps them within one window.
    std::optional<DeviceBuffer> winners;
    if (plan->winnerBytes) {
      auto w = device_->createBuffer(plan->winnerBytes, MemoryUse::Tensor, "the scatter's winner words");
      if (!w) return w.error();
      winners = std::move(*w);
    }

    // Inputs.
    DeviceBuffer staging;
    for (size_t i = 0; i < inputs.size(); ++i) {
      const Buffer& data = session.inputData[i];
      auto s = transfer(inputBuffers[i], data.data(), nullptr, data.size(), staging, options);
      if (!s) return s.error();
    }
    if (cancelled(options)) return catalogueError("run.cancelled");
    reportProgress(options, kProgressUploaded);

    // Parameters, descriptor sets, pipelines.
    const auto& dispatches = plan->dispatches;
    const uint64_t paramStride = checkedRoundUp(sizeof(ShaderParams),
                                                std::max<uint64_t>(device_->limits().minUniformBufferOffsetAlignment, 16))
                                     .value();
    auto params = device_->createBuffer(paramStride * dispatches.size(), MemoryUse::Uniform, "the shader parameters");
    if (!params) return params.error();
    for (size_t i = 0; i < dispatches.size(); ++i)
      std::memcpy(params->mapped() + i * paramStride, &dispatches[i].params, sizeof(ShaderParams));

    RunObjects objects(*device_);
    const auto count = static_cast<uint32_t>(dispatches.size());
    if (auto s = objects.createDescriptorPool(count, 5, 1); !s) return s.error();
    auto layout = pipelines_->operatorLayout();
    if (!layout) return layout.error();
    std::vector<VkDescriptorSet> sets;
    std::vector<VkPipeline> pipelineOf;
    for (size_t i = 0; i < dispatches.size(); ++i) {
      const PlannedDispatch& d = dispatches[i];
      auto set = objects.allocateSet(pipelines_->operatorSetLayout());
      if (!set) return set.error();
      auto inputBinding = inputBuffers.at(d.input).binding(d.inputWindow);
      if (!inputBinding) return inputBinding.error();
      auto outputBinding = outputBuffers.at(d.output).binding(d.outputWindow);
      if (!outputBinding) return outputBinding.error();
      Result<VkDescriptorBufferInfo> mapBinding = VkDescriptorBufferInfo{unusedMap->handle(), 0, VK_WHOLE_SIZE};
      if (d.writeMap) mapBinding = mapBuffers.at(d.output).binding(d.mapWindow);
      if (!mapBinding) return mapBinding.error();
      // Bindings 4 and 5: IndicesTensor and UpdatesTensor, whole (the planner checked they fit one window),
      // for the shaders that read them; the input again for the others, which never touch them.
      const bool readsIndices = d.shader == ShaderId::Gather || d.shader == ShaderId::Scatter || d.shader == ShaderId::ScatterNd;
      auto wholeInput = [&](uint32_t slot) -> Result<VkDescriptorBufferInfo> {
        if (!readsIndices || slot >= inputBuffers.size()) return *inputBinding;
        return inputBuffers[slot].binding(Window{0, plan->inputBytes[slot]});
      };
      auto indicesBinding = wholeInput(1), updatesBinding = wholeInput(2);
      if (!indicesBinding) return indicesBinding.error();
      if (!updatesBinding) return updatesBinding.error();
      // The scatters' two passes: Mark atomically writes the winners where the output would be bound,
      // Resolve reads them where the indices would be (shaders/updates.glsl).
      if (d.winners != PlannedDispatch::Winners::None) {
        if (!winners) return Error{"internal error: a scatter pass planned without its winner words"};
        const VkDescriptorBufferInfo whole{winners->handle(), 0, plan->winnerBytes};
        if (d.winners == PlannedDispatch::Winners::Mark) outputBinding = whole;
        else indicesBinding = whole;
      }
      const VkDescriptorBufferInfo infos[6] = {
          *inputBinding,
          *outputBinding,
          *mapBinding,
          {params->handle(), i * paramStride, sizeof(ShaderParams)},
          *indicesBinding,
          *updatesBinding,
      };
      VkWriteDescriptorSet writes[6]{};
      for (uint32_t b = 0; b < 6; ++b) {
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = *set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = b == 3 ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &infos[b];
      }
      vk.vkUpdateDescriptorSets(device_->handle(), 6, writes, 0, nullptr);
      sets.push_back(*set);
      auto pipeline = pipelines_->operatorPipeline(
          {d.shader, d.rank, d.elementBytes, d.vectorBytes, d.writeMap, d.wideMap, d.variant, d.itemsPerInvocation, d.narrowMap});
      if (!pipeline) return pipeline.error();
      pipelineOf.push_back(*pipeline);
    }
    if (auto s = objects.createQueries(2 * repetitions); !s) return s.error();

    // The operator: zero what vectors do not cover (and the scatters' winner words), then every dispatch (they
    // write disjoint elements, so none waits for another; but a scatter's Resolve waits for its Mark).
    auto submission = device_->begin();
    if (!submission) return submission.error();
    VkCommandBuffer cb = submission->commands();
    globalBarrier(vk, cb, VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                  VK_ACCESS_HOST_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                  VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    if (objects.queries()) vk.vkCmdResetQueryPool(cb, objects.queries(), 0, 2 * repetitions);
    uint64_t bytesPerRepetition = 0;
    for (size_t i = 0; i < inputs.size(); ++i) bytesPerRepetition += plan->inputBytes[i];
    for (size_t o = 0; o < outputs.size(); ++o) bytesPerRepetition += plan->outputBytes[o] + plan->mapBytes[o];
    for (uint32_t r = 0; r < repetitions; ++r) {
      if (objects.queries())
        vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects.queries(), 2 * r);
      bool filled = false;
      for (size_t o = 0; o < outputs.size(); ++o) {
        if (!plan->zeroOutput[o]) continue;
        for (size_t c = 0; c < outputBuffers[o].chunkCount(); ++c)
          vk.vkCmdFillBuffer(cb, outputBuffers[o].chunk(c).handle(), 0, VK_WHOLE_SIZE, 0);
        filled = true;
      }
      if (winners) {
        vk.vkCmdFillBuffer(cb, winners->handle(), 0, VK_WHOLE_SIZE, 0);
        filled = true;
      }
      if (filled)
        globalBarrier(vk, cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
      VkPipeline bound = VK_NULL_HANDLE;
      for (size_t i = 0; i < dispatches.size(); ++i) {
        if (pipelineOf[i] != bound) {
          vk.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineOf[i]);
          bound = pipelineOf[i];
        }
        if (dispatches[i].waitForPrevious)
          globalBarrier(vk, cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
        vk.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, *layout, 0, 1, &sets[i], 0, nullptr);
        vk.vkCmdDispatch(cb, dispatches[i].groups, 1, 1);
      }
      if (objects.queries())
        vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects.queries(), 2 * r + 1);
      globalBarrier(vk, cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
                    VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_READ_BIT |
                        VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_HOST_READ_BIT);
    }
    if (auto s = submitTimed(objects, *submission, timeoutFor(bytesPerRepetition * repetitions), options.cancel,
                             repetitions, times);
        !s)
      return s.error();

    RunResult result;
    result.backendName = info().name;
    result.elapsed = times.front();
    reportProgress(options, kProgressComputed);
    if (!readBack) return result;
    for (size_t o = 0; o < outputs.size(); ++o) {
      Buffer& out = result.outputs.emplace_back(outputs[o].bufferBytes);
      if (auto s = transfer(outputBuffers[o], nullptr, out.data(), out.size(), staging, options); !s) return s.error();
      if (options.computeIndexMap) {
        auto& entries = result.indexMap.entries.emplace_back(outputs[o].elementCount);
        const bool narrow = plan->mapEncoding == MapEncoding::Narrow;
        auto s = transfer(mapBuffers[o], nullptr, reinterpret_cast<std::byte*>(entries.data()),
                          entries.size() * (narrow ? sizeof(uint32_t) : sizeof(uint64_t)), staging, options);
        if (!s) return s.error();
        if (narrow) widenNarrowMap(entries, plan->mapInputBase);
      }
      reportProgress(options, static_cast<uint32_t>(kProgressComputed + (kProgressDone - kProgressComputed) * (o + 1) /
                                                                           outputs.size()));
    }
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
      VkWriteDescriptorSet writes[2]{};
      for (uint32_t b = 0; b < 2; ++b) {
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = *set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &infos[b];
      }
      vk.vkUpdateDescriptorSets(device_->handle(), 2, writes, 0, nullptr);
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
    return submitTimed(objects, *submission, timeoutFor(2 * size * repetitions), nullptr, repetitions, times);
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
