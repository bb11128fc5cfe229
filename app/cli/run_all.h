// `dmlscope run MODEL --all`: every command of a DxDispatch model in order, as dxdispatch.exe runs them.
#pragma once

#include "cli/command_input.h"

namespace dmlscope::cli {

// Runs every supported dispatch of the model `input.file` in order (core's runDxDispatchFile), prints each
// "print" command's resource, and writes each "writeFile" target below --npy-out DIR (default: the current
// folder, as dxdispatch.exe writes below its output path). Takes --npy-out and --quiet only. Exit codes:
// 0 done, 1 a file could not be written, 2 the file is no model or cannot be read.
int runAllCommands(const CommandInput& input);

}  // namespace dmlscope::cli
