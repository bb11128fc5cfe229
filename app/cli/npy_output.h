// `--npy-out DIR`: a run's outputs (and, with --with-sources, their sources) as .npy files.
#pragma once

#include <filesystem>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope::cli {

// Writes every output with its logical shape and data type into `dir` (created if missing) as
// "OutputTensor.npy", "OutputTensors.1.npy" (core's tensorFileStem); with the index
// map, also "OUTPUT.sources.npy": int64, shape Sizes + [2], (input, linear element) of each element's source or
// (-1, -1) for a padding constant. Links each output of `session` to its file, so that a session written
// afterwards names the files instead of inlining numbers. Errors name the file.
// For a session opened from a DxDispatch model (`model`), each output also goes to every file the model's own
// "writeFile" commands name for it (modelOutputFiles), as DxDispatch would write it, so that `compare` of the
// model reads them: .npy of the command's "dimensions" or raw bytes for any other extension; the elements of
// the output's buffer in memory order at its binding's offset in the resource (1-D without dimensions), or its
// logical elements where the dimensions are its Sizes. Outputs bound into one resource share its file.
Status writeNpyOutputs(const std::filesystem::path& dir, Session& session, const RunResult& result,
                       const DxDispatchSource* model = nullptr);

}  // namespace dmlscope::cli
