// Writing a file so that a failure never destroys what was there: a temporary file beside the target, flushed
// to disk, then renamed over it.
#pragma once

#include <cstddef>
#include <filesystem>
#include <span>

#include "dmlscope/result.h"

namespace dmlscope::detail {

// Errors are the catalogue's "file.save-…" ids naming `path` and the step that failed (create, write, flush,
// close, replace); on any failure the temporary file is removed and `path` is as it was.
Status writeFileAtomically(const std::filesystem::path& path, std::span<const std::byte> bytes);

}  // namespace dmlscope::detail
