// Vulkan result codes as words a person can act on.
#pragma once

#include <string>

#include <volk.h>

#include "dmlscope/result.h"

namespace dmlscope::vulkan {

// "VK_ERROR_OUT_OF_DEVICE_MEMORY (the GPU's memory is exhausted)".
std::string describeVkResult(VkResult result);

// "<what> failed: <describeVkResult>".
Error vkError(const std::string& what, VkResult result);

}  // namespace dmlscope::vulkan
