// The steps of one Vulkan operator run (see vulkan_run.h): what VulkanBackend::execute calls in order.
#include "vulkan_run.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "dmlscope/fault_injection.h"
#include "dmlscope/index_values.h"
#include "vk_result.h"

namespace dmlscope::vulkan {
namespace {

// Progress of a run (RunOptions::progress, thousandths): inputs on the device, then the operator done; the
// read-back of the outputs fills the rest.
constexpr uint32_t kProgressUploaded = 300;
constexpr uint32_t kProgressComputed = 600;

void reportProgress(const RunOptions& options, uint32_t value) {
  if (options.progress) options.progress->store(value, std::memory_order_relaxed);
}

bool cancelled(const RunOptions& options) {
  return (options.cancel && options.cancel->load()) || fault::fires(fault::Point::RunCancel);
}

}  // namespace

std::chrono::nanoseconds timeoutFor(uint64_t bytes) {
  return std::chrono::seconds(120) + std::chrono::milliseconds(bytes / (20u << 10));  // 20 MB/s at worst
}

void writeBufferBindings(const VolkDeviceTable& vk, VkDevice device, VkDescriptorSet set,
                         std::span<const VkDescriptorBufferInfo> infos, uint32_t uniformBinding) {
  std::vector<VkWriteDescriptorSet> writes(infos.size());
  for (uint32_t b = 0; b < writes.size(); ++b) {
    writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    writes[b].dstSet = set;
    writes[b].dstBinding = b;
    writes[b].descriptorCount = 1;
    writes[b].descriptorType = b == uniformBinding ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[b].pBufferInfo = &infos[b];
  }
  vk.vkUpdateDescriptorSets(device, static_cast<uint32_t>(writes.size()), writes.data(), 0, nullptr);
}

void globalBarrier(const VolkDeviceTable& vk, VkCommandBuffer cb, VkPipelineStageFlags srcStage,
                   VkAccessFlags srcAccess, VkPipelineStageFlags dstStage, VkAccessFlags dstAccess) {
  VkMemoryBarrier barrier{};
  barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  barrier.srcAccessMask = srcAccess;
  barrier.dstAccessMask = dstAccess;
  vk.vkCmdPipelineBarrier(cb, srcStage, dstStage, 0, 1, &barrier, 0, nullptr, 0, nullptr);
}

RunObjects::~RunObjects() {
  if (device_.hung()) return;
  if (descriptors_) device_.vk().vkDestroyDescriptorPool(device_.handle(), descriptors_, nullptr);
  if (queries_) device_.vk().vkDestroyQueryPool(device_.handle(), queries_, nullptr);
}

Status RunObjects::createDescriptorPool(uint32_t sets, uint32_t storagePerSet, uint32_t uniformPerSet) {
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

Result<VkDescriptorSet> RunObjects::allocateSet(VkDescriptorSetLayout layout) {
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

Status RunObjects::createQueries(uint32_t count) {
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

Result<std::vector<std::chrono::nanoseconds>> RunObjects::durations() {
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

Status submitTimed(Device& device, RunObjects& objects, Submission& submission, std::chrono::nanoseconds timeout,
                   const std::atomic<bool>* cancel, uint32_t repetitions, std::vector<std::chrono::nanoseconds>& times) {
  const auto hostStart = std::chrono::steady_clock::now();
  if (auto s = device.submitAndWait(submission, timeout, cancel); !s) return s;
  const auto hostElapsed = std::chrono::steady_clock::now() - hostStart;
  auto durations = objects.durations();
  if (!durations) return durations.error();
  times = durations->empty()
              ? std::vector<std::chrono::nanoseconds>(
                    repetitions, std::chrono::duration_cast<std::chrono::nanoseconds>(hostElapsed) / repetitions)
              : std::move(*durations);
  return Ok{};
}

OperatorRun::OperatorRun(Device& device, Pipelines& pipelines, const RunPlan& plan, const detail::PreparedRun& prepared,
                         const Session& session, const RunOptions& options, uint64_t stagingBytes)
    : device_(device),
      pipelines_(pipelines),
      plan_(plan),
      prepared_(prepared),
      session_(session),
      options_(options),
      stagingBytes_(stagingBytes),
      objects_(device) {}

Status OperatorRun::allocate() {
  const auto inSlots = inputSlots(session_.desc);
  const auto outSlots = outputSlots(session_.desc);
  const uint64_t chunkBytes = plan_.chunkBytes;
  for (size_t i = 0; i < prepared_.inputs.size(); ++i) {
    auto b = ChunkedBuffer::create(device_, plan_.inputBytes[i], chunkBytes, MemoryUse::Tensor,
                                   "the input " + inSlots[i].field);
    if (!b) return b.error();
    inputBuffers_.push_back(std::move(*b));
  }
  for (size_t o = 0; o < prepared_.outputs.size(); ++o) {
    auto b = ChunkedBuffer::create(device_, plan_.outputBytes[o], chunkBytes, MemoryUse::Tensor,
                                   "the output " + outSlots[o].field);
    if (!b) return b.error();
    outputBuffers_.push_back(std::move(*b));
    if (options_.computeIndexMap) {
      auto m = ChunkedBuffer::create(device_, plan_.mapBytes[o], chunkBytes, MemoryUse::Tensor,
                                     "the index map of " + outSlots[o].field);
      if (!m) return m.error();
      mapBuffers_.push_back(std::move(*m));
    }
  }
  auto unusedMap = device_.createBuffer(16, MemoryUse::Tensor, "an unused index map binding");
  if (!unusedMap) return unusedMap.error();
  unusedMap_ = std::move(*unusedMap);
  // One buffer: the planner keeps the winner words within one window.
  if (plan_.winnerBytes) {
    auto w = device_.createBuffer(plan_.winnerBytes, MemoryUse::Tensor, "the scatter's winner words");
    if (!w) return w.error();
    winners_ = std::move(*w);
  }
  return Ok{};
}

Status OperatorRun::upload() {
  for (size_t i = 0; i < prepared_.inputs.size(); ++i) {
    const Buffer& data = session_.inputData[i];
    auto s = transfer(inputBuffers_[i], data.data(), nullptr, data.size());
    if (!s) return s;
  }
  if (cancelled(options_)) return catalogueError("run.cancelled");
  reportProgress(options_, kProgressUploaded);
  return Ok{};
}

Status OperatorRun::bind() {
  const auto& vk = device_.vk();
  const auto& dispatches = plan_.dispatches;
  paramStride_ = checkedRoundUp(sizeof(ShaderParams), std::max<uint64_t>(device_.limits().minUniformBufferOffsetAlignment, 16))
                     .value();
  auto params = device_.createBuffer(paramStride_ * dispatches.size(), MemoryUse::Uniform, "the shader parameters");
  if (!params) return params.error();
  params_ = std::move(*params);
  for (size_t i = 0; i < dispatches.size(); ++i)
    std::memcpy(params_.mapped() + i * paramStride_, &dispatches[i].params, sizeof(ShaderParams));

  const auto count = static_cast<uint32_t>(dispatches.size());
  if (auto s = objects_.createDescriptorPool(count, 5 + kWindowSlots, 1); !s) return s;
  auto layout = pipelines_.operatorLayout();
  if (!layout) return layout.error();
  layout_ = *layout;
  for (size_t i = 0; i < dispatches.size(); ++i) {
    const PlannedDispatch& d = dispatches[i];
    auto set = objects_.allocateSet(pipelines_.operatorSetLayout());
    if (!set) return set.error();
    auto inputBinding = inputBuffers_.at(d.input).binding(d.inputWindow);
    if (!inputBinding) return inputBinding.error();
    auto outputBinding = outputBuffers_.at(d.output).binding(d.outputWindow);
    if (!outputBinding) return outputBinding.error();
    Result<VkDescriptorBufferInfo> mapBinding = VkDescriptorBufferInfo{unusedMap_.handle(), 0, VK_WHOLE_SIZE};
    if (d.writeMap) mapBinding = mapBuffers_.at(d.output).binding(d.mapWindow);
    if (!mapBinding) return mapBinding.error();
    // Bindings 4 and 5: IndicesTensor and UpdatesTensor, whole where the planner found they fit one window,
    // for the shaders that read them; the input again for the others, which never touch them. A scatter's
    // tensor read through the window slots instead (bindWindowSlots) binds its first window there, unread.
    const bool readsIndices = d.shader == ShaderId::Gather || d.shader == ShaderId::Scatter ||
                              d.shader == ShaderId::ScatterLines || d.shader == ShaderId::ScatterNd;
    auto wholeInput = [&](uint32_t slot) -> Result<VkDescriptorBufferInfo> {
      if (!readsIndices || slot >= inputBuffers_.size()) return *inputBinding;
      const std::vector<Window>& windows = slot == 1 ? plan_.indexWindows : plan_.updateWindows;
      return inputBuffers_[slot].binding(windows.empty() ? Window{0, plan_.inputBytes[slot]} : windows.front());
    };
    // The gathers bind the IndicesTensor window their box reads.
    auto indicesBinding = d.shader == ShaderId::Gather ? inputBuffers_.at(1).binding(d.indicesWindow) : wholeInput(1);
    auto updatesBinding = wholeInput(2);
    if (!indicesBinding) return indicesBinding.error();
    if (!updatesBinding) return updatesBinding.error();
    // The scatters' two passes: Mark atomically writes the winners where the output would be bound,
    // Resolve reads them where the indices would be (shaders/updates.glsl).
    if (d.winners != PlannedDispatch::Winners::None) {
      if (!winners_) return Error{"internal error: a scatter pass planned without its winner words"};
      const VkDescriptorBufferInfo whole{winners_->handle(), 0, plan_.winnerBytes};
      if (d.winners == PlannedDispatch::Winners::Mark) outputBinding = whole;
      else indicesBinding = whole;
    }
    const VkDescriptorBufferInfo infos[6] = {
        *inputBinding,
        *outputBinding,
        *mapBinding,
        {params_.handle(), i * paramStride_, sizeof(ShaderParams)},
        *indicesBinding,
        *updatesBinding,
    };
    writeBufferBindings(vk, device_.handle(), *set, infos, 3);
    if (auto s = bindWindowSlots(*set, d, *inputBinding); !s) return s;
    sets_.push_back(*set);
    auto pipeline = pipelines_.operatorPipeline(
        {d.shader, d.rank, d.elementBytes, d.vectorBytes, d.writeMap, d.wideMap, d.variant, d.itemsPerInvocation, d.narrowMap,
         d.indexInputWindows, d.parts});
    if (!pipeline) return pipeline.error();
    pipelineOf_.push_back(*pipeline);
  }
  return Ok{};
}

// Binding 6, the window slots (shaders/windows.glsl): a gather reading its input through windows gets them
// in order; a scatter reading IndicesTensor or UpdatesTensor through windows gets IndicesTensor's, then
// UpdatesTensor's; every other slot, and every slot of other dispatches, repeats `inputBinding` (each slot must
// hold a valid buffer, read or not).
Status OperatorRun::bindWindowSlots(VkDescriptorSet set, const PlannedDispatch& d, const VkDescriptorBufferInfo& inputBinding) {
  std::array<VkDescriptorBufferInfo, kWindowSlots> slots;
  slots.fill(inputBinding);
  uint32_t next = 0;
  const auto take = [&](const std::vector<Window>& windows, size_t input) -> Status {
    for (const Window& w : windows) {
      if (next >= kWindowSlots) return Error{"internal error: more windows planned than window slots"};
      auto binding = inputBuffers_.at(input).binding(w);
      if (!binding) return binding.error();
      slots[next++] = *binding;
    }
    return Ok{};
  };
  if (d.indexInputWindows) {
    if (auto s = take(plan_.indexWindows, 1); !s) return s;
    if (auto s = take(plan_.updateWindows, 2); !s) return s;
  } else if (d.parts) {
    if (auto s = bindPartSlots(slots, d); !s) return s;
  } else if (d.params.windowCount) {
    if (auto s = take(plan_.inputWindows, d.input); !s) return s;
  }
  VkWriteDescriptorSet write{};
  write.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
  write.dstSet = set;
  write.dstBinding = 6;
  write.descriptorCount = kWindowSlots;
  write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  write.pBufferInfo = slots.data();
  device_.vk().vkUpdateDescriptorSets(device_.handle(), 1, &write, 0, nullptr);
  return Ok{};
}

// SPLIT and JOIN with every part in one dispatch (shaders/parts.glsl): JOIN's inputs in slots 0.., SPLIT's outputs
// in slots 0.. and their index maps from slot kMaxParts, each whole (the planner took this path only where each
// fits one window and one chunk).
Status OperatorRun::bindPartSlots(std::array<VkDescriptorBufferInfo, kWindowSlots>& slots, const PlannedDispatch& d) {
  if (d.parts > kMaxParts) return Error{"internal error: more parts planned than part slots"};
  const bool join = d.shader == ShaderId::Join;
  for (uint32_t t = 0; t < d.parts; ++t) {
    auto part = join ? inputBuffers_.at(t).binding({0, plan_.inputBytes[t]})
                     : outputBuffers_.at(t).binding({0, plan_.outputBytes[t]});
    if (!part) return part.error();
    slots[t] = *part;
    if (!join && d.writeMap) {
      auto map = mapBuffers_.at(t).binding({0, plan_.mapBytes[t]});
      if (!map) return map.error();
      slots[kMaxParts + t] = *map;
    }
  }
  return Ok{};
}

Status OperatorRun::record(uint32_t repetitions) {
  const auto& vk = device_.vk();
  const auto& dispatches = plan_.dispatches;
  if (auto s = objects_.createQueries(2 * repetitions); !s) return s;

  // Zero what vectors do not cover (and the scatters' winner words), then every dispatch (they write disjoint
  // elements, so none waits for another; but a scatter's Resolve waits for its Mark).
  auto submission = device_.begin();
  if (!submission) return submission.error();
  submission_ = std::move(*submission);
  VkCommandBuffer cb = submission_.commands();
  globalBarrier(vk, cb, VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_HOST_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
  if (objects_.queries()) vk.vkCmdResetQueryPool(cb, objects_.queries(), 0, 2 * repetitions);
  for (uint32_t r = 0; r < repetitions; ++r) {
    if (objects_.queries())
      vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects_.queries(), 2 * r);
    bool filled = false;
    for (size_t o = 0; o < outputBuffers_.size(); ++o) {
      if (!plan_.zeroOutput[o]) continue;
      for (size_t c = 0; c < outputBuffers_[o].chunkCount(); ++c)
        vk.vkCmdFillBuffer(cb, outputBuffers_[o].chunk(c).handle(), 0, VK_WHOLE_SIZE, 0);
      filled = true;
    }
    if (winners_) {
      vk.vkCmdFillBuffer(cb, winners_->handle(), 0, VK_WHOLE_SIZE, 0);
      filled = true;
    }
    if (filled)
      globalBarrier(vk, cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    VkPipeline bound = VK_NULL_HANDLE;
    for (size_t i = 0; i < dispatches.size(); ++i) {
      if (pipelineOf_[i] != bound) {
        vk.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineOf_[i]);
        bound = pipelineOf_[i];
      }
      if (dispatches[i].waitForPrevious)
        globalBarrier(vk, cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
      vk.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, layout_, 0, 1, &sets_[i], 0, nullptr);
      vk.vkCmdDispatch(cb, dispatches[i].groups, 1, 1);
    }
    if (objects_.queries())
      vk.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, objects_.queries(), 2 * r + 1);
    globalBarrier(vk, cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                  VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
                  VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_READ_BIT |
                      VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_HOST_READ_BIT);
  }
  return Ok{};
}

Status OperatorRun::submit(uint32_t repetitions, std::vector<std::chrono::nanoseconds>& times) {
  // The timeout grows with the bytes every repetition reads and writes.
  uint64_t bytesPerRepetition = 0;
  for (size_t i = 0; i < prepared_.inputs.size(); ++i) bytesPerRepetition += plan_.inputBytes[i];
  for (size_t o = 0; o < prepared_.outputs.size(); ++o) bytesPerRepetition += plan_.outputBytes[o] + plan_.mapBytes[o];
  if (auto s = submitTimed(device_, objects_, submission_, timeoutFor(bytesPerRepetition * repetitions), options_.cancel,
                           repetitions, times);
      !s)
    return s;
  reportProgress(options_, kProgressComputed);
  return Ok{};
}

Status OperatorRun::readBack(RunResult& result) {
  const std::vector<TensorLayout>& outputs = prepared_.outputs;
  for (size_t o = 0; o < outputs.size(); ++o) {
    Buffer& out = result.outputs.emplace_back(outputs[o].bufferBytes);
    if (auto s = transfer(outputBuffers_[o], nullptr, out.data(), out.size()); !s) return s;
    if (options_.computeIndexMap) {
      // The map as the GPU wrote it: narrow entries stay narrow (IndexMap decodes them under the same numbering).
      const bool narrow = plan_.mapEncoding == MapEncoding::Narrow;
      if (narrow) result.indexMap.narrowBase = plan_.mapInputBase;
      auto& entries =
          result.indexMap.entries.emplace_back(narrow ? MapWidth::Narrow : MapWidth::Wide, outputs[o].elementCount);
      std::byte* into = narrow ? reinterpret_cast<std::byte*>(entries.narrowData())
                               : reinterpret_cast<std::byte*>(entries.wideData());
      auto s = transfer(mapBuffers_[o], nullptr, into, entries.size() * (narrow ? sizeof(uint32_t) : sizeof(uint64_t)));
      if (!s) return s;
    }
    reportProgress(options_, static_cast<uint32_t>(kProgressComputed + (kProgressDone - kProgressComputed) * (o + 1) /
                                                                            outputs.size()));
  }
  return Ok{};
}

// Copies `bytes` from `source` into a tensor's buffers, or from them into `destination` (the other is
// null), from the tensor's start, chunk by chunk.
Status OperatorRun::transfer(ChunkedBuffer& tensor, const std::byte* source, std::byte* destination, uint64_t bytes) {
  for (size_t c = 0; c < tensor.chunkCount(); ++c) {
    const uint64_t start = tensor.chunkStart(c);
    if (start >= bytes) break;
    const uint64_t part = std::min(tensor.chunk(c).size(), bytes - start);
    auto s = transferChunk(tensor.chunk(c), source ? source + start : nullptr, destination ? destination + start : nullptr,
                           part);
    if (!s) return s;
  }
  return Ok{};
}

// Copies `bytes` from `source` into a device buffer, or from the buffer into `destination` (the other is
// null), from offset 0: directly where the buffer is mapped, else through the staging buffer.
Status OperatorRun::transferChunk(DeviceBuffer& buffer, const std::byte* source, std::byte* destination, uint64_t bytes) {
  const bool toDevice = source != nullptr;
  if (bytes == 0) return Ok{};
  if (buffer.mapped()) {
    if (toDevice) std::memcpy(buffer.mapped(), source, bytes);
    else std::memcpy(destination, buffer.mapped(), bytes);
    return Ok{};
  }
  if (!staging_.handle()) {
    auto created = device_.createBuffer(std::min(stagingBytes_, std::max<uint64_t>(bytes, 16)), MemoryUse::Staging,
                                        "the staging buffer");
    if (!created) return created.error();
    staging_ = std::move(*created);
  }
  const auto& vk = device_.vk();
  for (uint64_t done = 0; done < bytes;) {
    if (cancelled(options_)) return catalogueError("run.cancelled");
    const uint64_t chunk = std::min(staging_.size(), bytes - done);
    if (toDevice) std::memcpy(staging_.mapped(), source + done, chunk);
    auto submission = device_.begin();
    if (!submission) return submission.error();
    const VkBufferCopy region{toDevice ? 0 : done, toDevice ? done : 0, chunk};
    vk.vkCmdCopyBuffer(submission->commands(), toDevice ? staging_.handle() : buffer.handle(),
                       toDevice ? buffer.handle() : staging_.handle(), 1, &region);
    globalBarrier(vk, submission->commands(), VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                  VK_ACCESS_HOST_READ_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT |
                      VK_ACCESS_SHADER_READ_BIT);
    if (auto s = device_.submitAndWait(*submission, timeoutFor(chunk), options_.cancel); !s) return s;
    if (!toDevice) std::memcpy(destination + done, staging_.mapped(), chunk);
    done += chunk;
  }
  return Ok{};
}

}  // namespace dmlscope::vulkan
