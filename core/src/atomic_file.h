// Writing a file so that a failure never destroys what was there: a temporary file beside the target, flushed
// to disk, then renamed over it.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <span>

#include "dmlscope/io_progress.h"
#include "dmlscope/result.h"

namespace dmlscope::detail {

// Errors are the catalogue's "file.save-…" ids naming `path` and the step that failed (create, write, flush,
// close, replace); on any failure the temporary file is removed and `path` is as it was.
Status writeFileAtomically(const std::filesystem::path& path, std::span<const std::byte> bytes);

// The same for a file made of `parts` one after the other (a .npy header and the tensor's own buffer, so that
// the data is never copied into one block), written in chunks of kIoChunkBytes with `progress` asked after each;
// a cancel is "file.save-cancelled", with `path` as it was.
Status writeFileAtomically(const std::filesystem::path& path, std::span<const std::span<const std::byte>> parts,
                           const IoProgress& progress);

// Writes what it is handed; false when the write failed (errno says why).
using WriteBytes = std::function<bool(std::span<const std::byte>)>;

// The same, for a file made piece by piece: `produce` hands its text to the writer as it goes, so that the
// whole file is never in memory. An error `produce` returns removes the temporary file and is returned.
Status writeFileAtomically(const std::filesystem::path& path, const std::function<Status(const WriteBytes&)>& produce);

}  // namespace dmlscope::detail
