// Opening whatever file a person hands dmlscope as a session: a dmlscope session, or a DxDispatch model.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

namespace onnx {
struct OnnxNodeSource;  // dmlscope/onnx_session.h, in the dmlscope::onnx library
}

struct OpenOptions {
  // For a DxDispatch model: which "commands" entry to open (nothing: the first supported dispatch). Ignored
  // for a session file.
  std::optional<uint32_t> dispatchIndex;
};

struct OpenedSession {
  Session session;
  // Set when the file was a DxDispatch model.
  std::optional<DxDispatchSource> dxdispatch;
  // Set when the file was an ONNX model: the node it opened, its translation and its inputs' origins (opened by
  // the command line and the window through dmlscope/onnx_session.h, which core does not link).
  std::shared_ptr<const onnx::OnnxNodeSource> onnx;
};

// Reads `path` and opens it as a session or, when isDxDispatchModel says so, as a DxDispatch model. Errors
// are those of readSessionFile / readDxDispatchFile.
Result<OpenedSession> openSessionFile(const std::filesystem::path& path, const OpenOptions& options = {});

}  // namespace dmlscope
