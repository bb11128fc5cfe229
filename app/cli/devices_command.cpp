// `dmlscope devices`: lists the Vulkan devices dmlscope can run on.
#include <cstdio>

#include "cli/cli_main.h"

namespace dmlscope::cli {

int runDevicesCommand(int /*argc*/, char** /*argv*/) {
  std::fprintf(stderr, "dmlscope: the GPU backend is not built yet in this version; only the CPU backend runs\n");
  return kExitInvalid;
}

}  // namespace dmlscope::cli
