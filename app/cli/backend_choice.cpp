// Choosing the backend a command runs on.
#include "cli/backend_choice.h"

#include "cli/cli_text.h"
#include "dmlscope/vulkan_backend.h"

namespace dmlscope::cli {

Result<std::unique_ptr<Backend>> chooseBackend(std::string_view name, std::optional<uint32_t> deviceIndex) {
  if (name == "cpu") {
    if (deviceIndex) return Error{localized(QT_TRANSLATE_NOOP("Cli", "--device chooses a Vulkan device; it needs --backend gpu"))};
    return makeCpuBackend();
  }
  if (name == "gpu") {
    auto backend = makeVulkanBackend(deviceIndex);
    if (!backend)
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "the GPU backend is not available: {0}"), errorText(backend.error()))};
    return backend;
  }
  return Error{localized(QT_TRANSLATE_NOOP("Cli", "unknown backend '{0}' (expected cpu or gpu)"), name)};
}

}  // namespace dmlscope::cli
