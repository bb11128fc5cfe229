// The FILE of a command: a session file, a DxDispatch model (`--dispatch N` picks one of its dispatches) or an
// ONNX model (`--node NAME|INDEX` picks one of its nodes; dmlscope/onnx_session.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cli/arguments.h"
#include "dmlscope/session_open.h"

namespace dmlscope::cli {

// The option every command that takes a session file accepts.
inline constexpr OptionSpec kDispatchOption{"--dispatch", true};
// And for an ONNX model: which node (its name or index).
inline constexpr OptionSpec kNodeOption{"--node", true};
// An input's data from a file: FIELD=PATH.npy for a session or DxDispatch model (InputTensors[1]=y.npy), NAME=
// PATH.npy|PATH.pb for an ONNX model (NAME: one of its values). Repeatable.
inline constexpr OptionSpec kInputOption{"--input", true};

// Opens `file` with `--dispatch` from `args`. On failure prints "COMMAND: ..." (a bad --dispatch) or
// "FILE: error: ..." to standard error and returns nothing (exit code 2). A model's warnings are printed as
// "FILE: warning: ..." and the dispatch it opened as "FILE: command N, 'pad' (DML_OPERATOR_PADDING)" unless
// `quiet`. With `failure`, a FILE that cannot be opened is not printed but given there, for the caller to report.
std::optional<OpenedSession> openCommandFile(std::string_view command, const std::string& file, const Arguments& args,
                                             bool quiet = false, Error* failure = nullptr);

}  // namespace dmlscope::cli
