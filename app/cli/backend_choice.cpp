// Choosing the backend a command runs on.
#include "cli/backend_choice.h"

#include "cli/cli_text.h"
#include "dmlscope/vulkan_backend.h"

namespace dmlscope::cli {

Result<std::unique_ptr<Backend>> chooseBackend(std::string_view name, std::optional<uint32_t> deviceIndex) {
  if (name == "cpu" || name == "cpu-reference") {
    if (deviceIndex) return Error{localized(QT_TRANSLATE_NOOP("Cli", "--device chooses a Vulkan device; it needs --backend gpu"))};
    // "cpu" is the fast path; "cpu-reference" the element-by-element loop every other backend is checked against.
    return name == "cpu" ? makeFastCpuBackend() : makeCpuBackend();
  }
  if (name == "gpu") {
    auto backend = makeVulkanBackend(deviceIndex);
    if (!backend)
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "the GPU backend is not available: {0}"), errorText(backend.error()))};
    return backend;
  }
  return Error{localized(QT_TRANSLATE_NOOP("Cli", "unknown backend '{0}' (expected cpu, cpu-reference or gpu)"), name)};
}

}  // namespace dmlscope::cli
