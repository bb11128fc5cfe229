// A command's FILE that is an ONNX model: `--node NAME|INDEX` picks the node (the first the DirectML provider
// runs as an operator dmlscope knows, without it), `--input NAME=PATH.npy|PATH.pb` gives ONNX values the model
// does not hold.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "dmlscope/result.h"
#include "dmlscope/session_open.h"

namespace dmlscope::cli {

// By extension: ".onnx" in any letter case.
bool isOnnxModelPath(const std::string& file);

// Reads the model, picks the node and opens it (dmlscope/onnx_session.h); errors name the file, the node or the
// --input that failed.
Result<OpenedSession> openOnnxCommandFile(const std::string& file, const Arguments& args);
// The same from the values themselves: `node` (nothing: the first node the provider runs) and `inputs`
// ("NAME=PATH" each).
Result<OpenedSession> openOnnxModelNode(const std::string& file, const std::optional<std::string>& node,
                                        const std::vector<std::string>& inputs);

}  // namespace dmlscope::cli
