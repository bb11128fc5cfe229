// Compute pipelines built from the embedded SPIR-V, one per specialization, made when first needed.
#pragma once

#include <compare>
#include <cstdint>
#include <map>

#include <volk.h>

#include "dmlscope/result.h"
#include "embedded_shaders.h"
#include "vulkan_device.h"

namespace dmlscope::vulkan {

inline constexpr uint32_t kWorkgroupSize = 256;

// The specialization constants of an operator shader (see strided.glsl).
struct PipelineKey {
  ShaderId shader = ShaderId::Tile;
  uint32_t rank = 1;
  uint32_t elementBytes = 4;
  uint32_t vectorBytes = 0;
  bool writeMap = false;
  bool wideMap = false;
  uint32_t variant = 0;
  uint32_t itemsPerInvocation = 1;
  bool narrowMap = false;
  uint32_t indexInputWindows = 0;  // the scatters: kIndicesInWindows | kUpdatesInWindows (shader_params.h)
  uint32_t parts = 0;              // SPLIT and JOIN: every part in one dispatch (kSpecParts)
  auto operator<=>(const PipelineKey&) const = default;
};

class Pipelines {
 public:
  explicit Pipelines(Device& device) : device_(device) {}
  ~Pipelines();
  Pipelines(const Pipelines&) = delete;
  Pipelines& operator=(const Pipelines&) = delete;

  // The layouts every operator pipeline shares: bindings 0-2 storage buffers (input, output, index map),
  // 3 the uniform Params, 4-5 storage buffers the gathers and scatters read (IndicesTensor, UpdatesTensor),
  // 6 an array of kWindowSlots storage buffers (an input read through several windows, shaders/windows.glsl).
  Result<VkPipelineLayout> operatorLayout();
  VkDescriptorSetLayout operatorSetLayout() const { return operatorSetLayout_; }
  Result<VkPipeline> operatorPipeline(const PipelineKey& key);

  // copy.comp: bindings 0 and 1 storage buffers, a push constant with the vector count.
  Result<VkPipelineLayout> copyLayout();
  VkDescriptorSetLayout copySetLayout() const { return copySetLayout_; }
  Result<VkPipeline> copyPipeline();

 private:
  Result<VkShaderModule> module(ShaderId id);
  Result<VkPipeline> build(ShaderId id, VkPipelineLayout layout, const std::vector<uint32_t>& constants);
  void printStatistics(ShaderId id, const std::vector<uint32_t>& constants, VkPipeline pipeline);
  // Storage bindings 0..storageBindings-1, then the uniform if any, then storageAfterUniform more storage ones.
  // `windowSlots` > 0: one more binding, an array of that many storage buffers (shaders/windows.glsl).
  Status makeSetLayout(uint32_t storageBindings, bool uniform, uint32_t storageAfterUniform, uint32_t windowSlots,
                       VkDescriptorSetLayout& out);

  Device& device_;
  VkDescriptorSetLayout operatorSetLayout_ = VK_NULL_HANDLE;
  VkPipelineLayout operatorLayout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout copySetLayout_ = VK_NULL_HANDLE;
  VkPipelineLayout copyLayout_ = VK_NULL_HANDLE;
  VkPipeline copy_ = VK_NULL_HANDLE;
  std::map<ShaderId, VkShaderModule> modules_;
  std::map<PipelineKey, VkPipeline> pipelines_;
};

}  // namespace dmlscope::vulkan
