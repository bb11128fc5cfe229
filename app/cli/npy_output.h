// `--npy-out DIR`: a run's outputs (and, with --with-sources, their sources) as .npy files.
#pragma once

#include <filesystem>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope::cli {

// Writes every output with its logical shape and data type into `dir` (created if missing) as
// "OutputTensor.npy", "OutputTensors.1.npy" (core's tensorFileStem); with the index
// map, also "OUTPUT.sources.npy": int64, shape Sizes + [2], (input, linear element) of each element's source or
// (-1, -1) for a padding constant. Links each output of `session` to its file, so that a session written
// afterwards names the files instead of inlining numbers. Errors name the file.
Status writeNpyOutputs(const std::filesystem::path& dir, Session& session, const RunResult& result);

}  // namespace dmlscope::cli
