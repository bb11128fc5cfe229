// Choosing the backend a command runs on: "cpu" or "gpu" (with an optional Vulkan device index).
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "dmlscope/backend.h"
#include "dmlscope/result.h"

namespace dmlscope::cli {

Result<std::unique_ptr<Backend>> chooseBackend(std::string_view name, std::optional<uint32_t> deviceIndex);

}  // namespace dmlscope::cli
