// `--input FIELD=PATH.npy`: replacing an input tensor's data with a .npy file's from the command line.
#pragma once

#include <string>
#include <vector>

#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope::cli {

// Applies every "FIELD=PATH" (FIELD as DirectML names the input: "InputTensor", "InputTensors[1]") in order.
// The input takes the file's DataType and Sizes (core's setInputFromArray) and is linked to the file. An
// unknown field, a malformed argument or an unreadable file is an error naming it.
Status applyInputOverrides(Session& session, const std::vector<std::string>& overrides);

}  // namespace dmlscope::cli
