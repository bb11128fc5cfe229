// Opening whatever file a person hands dmlscope as a session: a dmlscope session, or a DxDispatch model.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

struct OpenOptions {
  // For a DxDispatch model: which "commands" entry to open (nothing: the first supported dispatch). Ignored
  // for a session file.
  std::optional<uint32_t> dispatchIndex;
};

struct OpenedSession {
  Session session;
  // Set when the file was a DxDispatch model.
  std::optional<DxDispatchSource> dxdispatch;
};

// Reads `path` and opens it as a session or, when isDxDispatchModel says so, as a DxDispatch model. Errors
// are those of readSessionFile / readDxDispatchFile.
Result<OpenedSession> openSessionFile(const std::filesystem::path& path, const OpenOptions& options = {});

}  // namespace dmlscope
