// Choosing the backend a command runs on.
#include "cli/backend_choice.h"

namespace dmlscope::cli {

Result<std::unique_ptr<Backend>> chooseBackend(std::string_view name, std::optional<uint32_t> /*deviceIndex*/) {
  if (name == "cpu") return makeCpuBackend();
  if (name == "gpu") return Error{"the GPU backend is not built yet in this version of dmlscope; use --backend cpu"};
  return Error{"unknown backend '" + std::string(name) + "' (expected cpu or gpu)"};
}

}  // namespace dmlscope::cli
