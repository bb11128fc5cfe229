// Reading a whole text file (a session or a DxDispatch model) with the checks every such file needs.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "dmlscope/result.h"

namespace dmlscope::detail {

// Larger files are refused before reading: a session holds buffers a person inspects, not a data set.
inline constexpr uint64_t kMaxTextFileBytes = uint64_t{1} << 30;

// The file's bytes. Errors name the file: missing, a directory, larger than kMaxTextFileBytes (also when it
// grows while being read), unreadable, out of memory.
Result<std::string> readTextFile(const std::filesystem::path& path);

}  // namespace dmlscope::detail
