// Atomic file replacement (see atomic_file.h).
#include "atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <string>
#include <system_error>

#include <fmt/format.h>

#include "catalogue_error.h"
#include "dmlscope/fault_injection.h"

namespace dmlscope::detail {
namespace {

std::string errnoText(int error) { return std::error_code(error, std::generic_category()).message(); }

bool writeAll(int fd, std::span<const std::byte> bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

Status writeFileAtomically(const std::filesystem::path& path, std::span<const std::byte> bytes) {
  return writeFileAtomically(path, [&](const WriteBytes& write) -> Status {
    if (!write(bytes)) return Error{};
    return Ok{};
  });
}

Status writeFileAtomically(const std::filesystem::path& path, const std::function<Status(const WriteBytes&)>& produce) {
  static std::atomic<unsigned> counter{0};
  const std::string name = path.string();

  // The temporary file lives next to the target so that rename() replaces it in one step.
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  std::filesystem::path temp;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    temp = dir / fmt::format(".{}.{}-{}.tmp", path.filename().string(), ::getpid(), counter++);
    if (fault::fires(fault::Point::SaveCreate)) {
      errno = EACCES;
      break;
    }
    fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) return catalogueError("file.save-create-failed", {name, dir.string(), errnoText(errno)});

  // `id` names the step that failed: "file.save-write-failed", "...-flush-...", "...-close-...", "...-replace-...".
  const auto failAndRemove = [&](const char* id, int error) -> Status {
    if (fd >= 0) ::close(fd);
    ::unlink(temp.c_str());
    return catalogueError(id, {name, errnoText(error)});
  };
  if (fault::fires(fault::Point::SaveWrite)) return failAndRemove("file.save-write-failed", ENOSPC);
  // A failed write is remembered with its errno; `produce` stops at it (or finishes without writing more).
  int writeError = 0;
  const WriteBytes write = [&](std::span<const std::byte> bytes) {
    if (writeError) return false;
    if (writeAll(fd, bytes)) return true;
    writeError = errno ? errno : EIO;
    return false;
  };
  Status produced = produce(write);
  if (writeError) return failAndRemove("file.save-write-failed", writeError);
  if (!produced) {
    ::close(fd);
    ::unlink(temp.c_str());
    return produced.error();
  }
  if (fault::fires(fault::Point::SaveFlush)) return failAndRemove("file.save-flush-failed", ENOSPC);
  if (::fsync(fd) != 0) return failAndRemove("file.save-flush-failed", errno);
  const int closed = ::close(fd);
  fd = -1;
  if (closed != 0) return failAndRemove("file.save-close-failed", errno);
  if (fault::fires(fault::Point::SaveRename)) return failAndRemove("file.save-replace-failed", EACCES);
  if (::rename(temp.c_str(), path.c_str()) != 0) return failAndRemove("file.save-replace-failed", errno);

  // Make the rename itself durable; a failure here leaves a complete file, so it is not reported.
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
  return Ok{};
}

Status writeFileAtomically(const std::filesystem::path& path, std::span<const std::span<const std::byte>> parts,
                           const IoProgress& progress) {
  return writeFileAtomically(path, [&](const WriteBytes& write) -> Status {
    uint64_t total = 0;
    for (const auto& part : parts) total += part.size();
    uint64_t done = 0;
    const auto goOn = [&] { return !progress || progress(done, total); };
    if (!goOn()) return catalogueError("file.save-cancelled", {path.string()});
    for (const auto& part : parts) {
      for (size_t at = 0; at < part.size();) {
        const size_t chunk = static_cast<size_t>(std::min<uint64_t>(part.size() - at, kIoChunkBytes));
        if (!write(part.subspan(at, chunk))) return Ok{};  // the writer reports its own error
        at += chunk;
        done += chunk;
        if (!goOn()) return catalogueError("file.save-cancelled", {path.string()});
      }
    }
    return Ok{};
  });
}

}  // namespace dmlscope::detail
