// Compute pipelines built from the embedded SPIR-V, one per specialization, made when first needed.
#include "pipelines.h"

#include <fmt/format.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "catalogue_error.h"
#include "scatter_method.h"
#include "shader_params.h"
#include "vk_result.h"

namespace dmlscope::vulkan {
namespace {

// Vulkan's two-call enumeration: `query(&count, nullptr)` for how many, then `query(&count, items)` into that
// many structures of type `sType`; nullopt where either call fails.
template <class T, class Query>
std::optional<std::vector<T>> enumerated(VkStructureType sType, Query&& query) {
  uint32_t count = 0;
  if (query(&count, static_cast<T*>(nullptr)) != VK_SUCCESS) return std::nullopt;
  std::vector<T> items(count);
  for (auto& item : items) item.sType = sType;
  if (query(&count, items.data()) != VK_SUCCESS) return std::nullopt;
  items.resize(count);
  return items;
}

// scatter_lines.comp's LINE_WORDS (the other shaders declare no constant of this id).
constexpr uint32_t kSpecScatterLineWords = 9;
}  // namespace

Pipelines::~Pipelines() {
  if (device_.hung()) return;  // the GPU may still run them
  const auto& vk = device_.vk();
  VkDevice d = device_.handle();
  for (auto& [key, pipeline] : pipelines_) vk.vkDestroyPipeline(d, pipeline, nullptr);
  if (copy_) vk.vkDestroyPipeline(d, copy_, nullptr);
  for (auto& [id, m] : modules_) vk.vkDestroyShaderModule(d, m, nullptr);
  if (operatorLayout_) vk.vkDestroyPipelineLayout(d, operatorLayout_, nullptr);
  if (copyLayout_) vk.vkDestroyPipelineLayout(d, copyLayout_, nullptr);
  if (operatorSetLayout_) vk.vkDestroyDescriptorSetLayout(d, operatorSetLayout_, nullptr);
  if (copySetLayout_) vk.vkDestroyDescriptorSetLayout(d, copySetLayout_, nullptr);
}

Status Pipelines::makeSetLayout(uint32_t storageBindings, bool uniform, uint32_t storageAfterUniform,
                                uint32_t windowSlots, VkDescriptorSetLayout& out) {
  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (uint32_t b = 0; b < storageBindings; ++b)
    bindings.push_back({b, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  if (uniform)
    bindings.push_back({storageBindings, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  const uint32_t next = storageBindings + (uniform ? 1 : 0);
  for (uint32_t b = next; b < next + storageAfterUniform; ++b)
    bindings.push_back({b, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  if (windowSlots)
    bindings.push_back({next + storageAfterUniform, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, windowSlots,
                        VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  VkDescriptorSetLayoutCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
  create.bindingCount = static_cast<uint32_t>(bindings.size());
  create.pBindings = bindings.data();
  if (VkResult r = device_.vk().vkCreateDescriptorSetLayout(device_.handle(), &create, nullptr, &out); r != VK_SUCCESS) {
    out = VK_NULL_HANDLE;
    return vkError("creating a descriptor set layout", r);
  }
  return Ok{};
}

Result<VkPipelineLayout> Pipelines::operatorLayout() {
  if (operatorLayout_) return operatorLayout_;
  // Storage buffers before and after the uniform, then the window slots (see operatorLayout() in pipelines.h).
  // Vulkan promises only 4 per shader stage, and the gathers use 5 and the slots (lavapipe offers 32, desktop
  // GPUs thousands): such a device is named rather than handed a layout it cannot take.
  constexpr uint32_t kStorageBefore = 3, kStorageAfter = 2;
  constexpr uint32_t kStorageBuffers = kStorageBefore + kStorageAfter + kWindowSlots;
  if (device_.limits().maxPerStageDescriptorStorageBuffers < kStorageBuffers)
    return catalogueError("gpu.too-few-storage-buffers", {device_.info().name,
                                                          std::to_string(device_.limits().maxPerStageDescriptorStorageBuffers),
                                                          std::to_string(kStorageBuffers)});
  if (!operatorSetLayout_)
    if (auto s = makeSetLayout(kStorageBefore, true, kStorageAfter, kWindowSlots, operatorSetLayout_); !s)
      return s.error();
  VkPipelineLayoutCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  create.setLayoutCount = 1;
  create.pSetLayouts = &operatorSetLayout_;
  if (VkResult r = device_.vk().vkCreatePipelineLayout(device_.handle(), &create, nullptr, &operatorLayout_);
      r != VK_SUCCESS) {
    operatorLayout_ = VK_NULL_HANDLE;
    return vkError("creating a pipeline layout", r);
  }
  return operatorLayout_;
}

Result<VkPipelineLayout> Pipelines::copyLayout() {
  if (copyLayout_) return copyLayout_;
  if (!copySetLayout_)
    if (auto s = makeSetLayout(2, false, 0, 0, copySetLayout_); !s) return s.error();
  VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t)};
  VkPipelineLayoutCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  create.setLayoutCount = 1;
  create.pSetLayouts = &copySetLayout_;
  create.pushConstantRangeCount = 1;
  create.pPushConstantRanges = &push;
  if (VkResult r = device_.vk().vkCreatePipelineLayout(device_.handle(), &create, nullptr, &copyLayout_);
      r != VK_SUCCESS) {
    copyLayout_ = VK_NULL_HANDLE;
    return vkError("creating a pipeline layout", r);
  }
  return copyLayout_;
}

Result<VkShaderModule> Pipelines::module(ShaderId id) {
  if (auto it = modules_.find(id); it != modules_.end()) return it->second;
  const auto code = shaderSpirv(id);
  VkShaderModuleCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  create.codeSize = code.size_bytes();
  create.pCode = code.data();
  VkShaderModule m = VK_NULL_HANDLE;
  if (VkResult r = device_.vk().vkCreateShaderModule(device_.handle(), &create, nullptr, &m); r != VK_SUCCESS)
    return vkError(fmt::format("loading {}", shaderFileName(id)), r);
  modules_[id] = m;
  return m;
}

// constants[i] is the value of specialization constant i.
Result<VkPipeline> Pipelines::build(ShaderId id, VkPipelineLayout layout, const std::vector<uint32_t>& constants) {
  auto m = module(id);
  if (!m) return m.error();
  std::vector<VkSpecializationMapEntry> entries;
  for (uint32_t i = 0; i < constants.size(); ++i)
    entries.push_back({i, static_cast<uint32_t>(i * sizeof(uint32_t)), sizeof(uint32_t)});
  VkSpecializationInfo specialization{};
  specialization.mapEntryCount = static_cast<uint32_t>(entries.size());
  specialization.pMapEntries = entries.data();
  specialization.dataSize = constants.size() * sizeof(uint32_t);
  specialization.pData = constants.data();
  VkComputePipelineCreateInfo create{};
  create.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  create.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  create.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  create.stage.module = *m;
  create.stage.pName = "main";
  create.stage.pSpecializationInfo = &specialization;
  create.layout = layout;
  if (device_.capturesPipelineStatistics()) create.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  VkPipeline pipeline = VK_NULL_HANDLE;
  if (VkResult r = device_.vk().vkCreateComputePipelines(device_.handle(), VK_NULL_HANDLE, 1, &create, nullptr, &pipeline);
      r != VK_SUCCESS)
    return vkError(fmt::format("building the pipeline of {}", shaderFileName(id)), r);
  if (device_.capturesPipelineStatistics()) printStatistics(id, constants, pipeline);
  return pipeline;
}

// One line per executable of `pipeline` on stderr: the shader, its specialization constants (by id) and what
// the driver reports of it (NVIDIA: registers, shared memory, and more).
void Pipelines::printStatistics(ShaderId id, const std::vector<uint32_t>& constants, VkPipeline pipeline) {
  const auto& vk = device_.vk();
  VkPipelineInfoKHR info{};
  info.sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR;
  info.pipeline = pipeline;
  const auto executables = enumerated<VkPipelineExecutablePropertiesKHR>(
      VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR, [&](uint32_t* count, auto* items) {
        return vk.vkGetPipelineExecutablePropertiesKHR(device_.handle(), &info, count, items);
      });
  if (!executables) return;
  for (uint32_t i = 0; i < executables->size(); ++i) {
    VkPipelineExecutableInfoKHR executable{};
    executable.sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR;
    executable.pipeline = pipeline;
    executable.executableIndex = i;
    const auto statistics = enumerated<VkPipelineExecutableStatisticKHR>(
        VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR, [&](uint32_t* count, auto* items) {
          return vk.vkGetPipelineExecutableStatisticsKHR(device_.handle(), &executable, count, items);
        });
    if (!statistics) continue;
    std::string line = fmt::format("pipeline {} constants {} ({}):", shaderFileName(id), fmt::join(constants, ","),
                                   (*executables)[i].name);
    for (const auto& s : *statistics) {
      switch (s.format) {
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: line += fmt::format(" {}={}", s.name, s.value.b32); break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: line += fmt::format(" {}={}", s.name, s.value.i64); break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR: line += fmt::format(" {}={}", s.name, s.value.u64); break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR: line += fmt::format(" {}={}", s.name, s.value.f64); break;
        default: break;
      }
    }
    std::fprintf(stderr, "%s\n", line.c_str());
  }
}

Result<VkPipeline> Pipelines::operatorPipeline(const PipelineKey& key) {
  if (auto it = pipelines_.find(key); it != pipelines_.end()) return it->second;
  auto layout = operatorLayout();
  if (!layout) return layout.error();
  // Booleans are 32-bit VkBool32 specialization constants.
  std::vector<uint32_t> constants(12);
  constants[kSpecWorkgroupSize] = kWorkgroupSize;
  constants[kSpecRank] = key.rank;
  constants[kSpecElementBytes] = key.elementBytes;
  constants[kSpecVectorBytes] = key.vectorBytes;
  constants[kSpecWriteMap] = key.writeMap ? VK_TRUE : VK_FALSE;
  constants[kSpecWideMap] = key.wideMap ? VK_TRUE : VK_FALSE;
  constants[kSpecVariant] = key.variant;
  constants[kSpecItemsPerInvocation] = key.itemsPerInvocation;
  constants[kSpecNarrowMap] = key.narrowMap ? VK_TRUE : VK_FALSE;
  // scatter_lines.comp's shared winner words, from the limit the planner reads too (PlanLimits).
  constants[kSpecScatterLineWords] = scatterLineWords(device_.limits().maxComputeSharedMemorySize);
  if (key.shader == ShaderId::ScatterLines && key.variant == kLineGroupVariant) {
    constants[kSpecWorkgroupSize] = kLineGroupSize;
    constants[kSpecScatterLineWords] = kLineGroupWords;
  }
  constants[kSpecIndexInputWindows] = key.indexInputWindows;
  constants[kSpecParts] = key.parts;
  auto pipeline = build(key.shader, *layout, constants);
  if (!pipeline) return pipeline.error();
  pipelines_[key] = *pipeline;
  return *pipeline;
}

Result<VkPipeline> Pipelines::copyPipeline() {
  if (copy_) return copy_;
  auto layout = copyLayout();
  if (!layout) return layout.error();
  auto pipeline = build(ShaderId::Copy, *layout, {kWorkgroupSize});
  if (!pipeline) return pipeline.error();
  copy_ = *pipeline;
  return copy_;
}

}  // namespace dmlscope::vulkan
