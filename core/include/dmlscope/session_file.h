// Session files (JSON): strict reading with messages that give the JSON path and line, and writing.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "dmlscope/index_map.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

inline constexpr int kSessionFormatVersion = 1;

// Parses a session. Structural problems (bad JSON, wrong types, unknown enum names, missing required
// fields) are errors: "line 7, /desc/Repeats/2: expected an unsigned integer below 2^32, got -1". Values
// that are well-formed but inconsistent (a wrong count, sizes that break a formula) are kept for
// validation to report. Absent derivable fields are derived; inputs without Data get 0, 1, 2, ...
Result<Session> parseSession(std::string_view json);
Result<Session> readSessionFile(const std::filesystem::path& path);

struct WriteOptions {
  bool withOutputs = true;        // write outputs' Data when the session has it
  const IndexMap* sources = nullptr;  // when set, each output also gets "Sources"
};

// Serializes with full enum names; arrays of numbers stay on one line.
std::string writeSession(const Session& session, const WriteOptions& options = {});

// Writes atomically (temporary file, then rename), so a failed save never destroys the old file.
Status saveSessionFile(const std::filesystem::path& path, const Session& session, const WriteOptions& options = {});

}  // namespace dmlscope
