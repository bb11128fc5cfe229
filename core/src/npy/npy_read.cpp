// Reading .npy files and bytes: the header, a length check against what is really there, then one read of the
// data into the array's buffer, converted in place (see npy_file.h).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <memory>
#include <new>
#include <system_error>

#include "catalogue_error.h"
#include "dmlscope/npy_file.h"
#include "memory_budget.h"
#include "npy_header.h"
#include "npy_layout.h"

namespace dmlscope {
namespace {

using detail::NpyPreamble;

std::string errnoText(int error) { return std::error_code(error, std::generic_category()).message(); }

Error fileError(const char* id, const std::string& name, std::vector<std::string> args = {}) {
  args.insert(args.begin(), name);
  return catalogueError(id, std::move(args));
}

std::string_view asText(std::span<const std::byte> bytes) {
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// An open file descriptor, closed on every way out.
class OpenFile {
 public:
  explicit OpenFile(int fd) : fd_(fd) {}
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
  ~OpenFile() {
    if (fd_ >= 0) ::close(fd_);
  }
  int fd() const { return fd_; }

 private:
  int fd_;
};

struct NpyFile {
  std::unique_ptr<OpenFile> file;
  uint64_t size = 0;
  NpyHeader header;
  uint64_t dataBytes = 0;
};

// readAt in chunks of kIoChunkBytes, asking `progress` after each; false from it is "npy.read-cancelled".
Status readAt(int fd, uint64_t offset, std::span<std::byte> out, const std::string& name, const IoProgress& progress);

// Reads exactly `out.size()` bytes at `offset`; a short read means the file shrank while being read.
Status readAt(int fd, uint64_t offset, std::span<std::byte> out, const std::string& name) {
  size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = ::pread(fd, out.data() + done, out.size() - done, static_cast<off_t>(offset + done));
    if (n < 0) {
      if (errno == EINTR) continue;
      return fileError("npy.read-failed", name, {errnoText(errno)});
    }
    if (n == 0) return fileError("npy.file-changed", name);
    done += static_cast<size_t>(n);
  }
  return Ok{};
}

Status readAt(int fd, uint64_t offset, std::span<std::byte> out, const std::string& name, const IoProgress& progress) {
  if (!progress) return readAt(fd, offset, out, name);
  const uint64_t total = out.size();
  if (!progress(0, total)) return fileError("npy.read-cancelled", name);
  for (size_t at = 0; at < out.size();) {
    const size_t chunk = static_cast<size_t>(std::min<uint64_t>(out.size() - at, kIoChunkBytes));
    if (auto read = readAt(fd, offset + at, out.subspan(at, chunk), name); !read) return read.error();
    at += chunk;
    if (!progress(at, total)) return fileError("npy.read-cancelled", name);
  }
  return Ok{};
}

// Opens the file and reads its header, checking that the data after it has the length the shape needs
// (exactly, or at least with NpyTrailingData::Ignore); the data itself is not read.
Result<NpyFile> openNpyFile(const std::filesystem::path& path, NpyTrailingData trailing) {
  const std::string name = path.string();
  NpyFile f;
  int fd = -1;
  do fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  while (fd < 0 && errno == EINTR);
  if (fd < 0) return fileError("npy.cannot-open", name, {errnoText(errno)});
  f.file = std::make_unique<OpenFile>(fd);
  struct stat st {};
  if (::fstat(fd, &st) != 0) return fileError("npy.read-failed", name, {errnoText(errno)});
  if (S_ISDIR(st.st_mode)) return fileError("npy.is-directory", name);
  if (!S_ISREG(st.st_mode)) return fileError("npy.not-regular-file", name);
  f.size = static_cast<uint64_t>(st.st_size);

  std::array<std::byte, detail::kMaxNpyPreambleLength> start{};
  const size_t startBytes = f.size < start.size() ? static_cast<size_t>(f.size) : start.size();
  if (auto read = readAt(fd, 0, std::span(start).first(startBytes), name); !read) return read.error();
  auto preamble = detail::parseNpyPreamble(std::span(start).first(startBytes), f.size, name);
  if (!preamble) return preamble.error();

  // The preamble checked the length against the file size and against kMaxNpyHeaderLength.
  std::string text(static_cast<size_t>(preamble->headerLength), '\0');
  if (auto read = readAt(fd, preamble->headerStart, std::as_writable_bytes(std::span(text)), name); !read)
    return read.error();
  auto header = detail::parseNpyHeaderText(text, *preamble, name);
  if (!header) return header.error();
  auto dataBytes = detail::checkNpyDataLength(*header, f.size - header->dataOffset, name, trailing);
  if (!dataBytes) return dataBytes.error();
  f.header = std::move(*header);
  f.dataBytes = *dataBytes;
  return f;
}

}  // namespace

Result<NpyHeader> parseNpyHeader(std::span<const std::byte> bytes, std::string_view name) {
  auto preamble = detail::parseNpyPreamble(bytes, bytes.size(), name);
  if (!preamble) return preamble.error();
  return detail::parseNpyHeaderText(asText(bytes.subspan(preamble->headerStart, preamble->headerLength)), *preamble,
                                    name);
}

Result<NpyArray> parseNpy(std::span<const std::byte> bytes, std::string_view name) {
  auto header = parseNpyHeader(bytes, name);
  if (!header) return header.error();
  const std::span<const std::byte> data = bytes.subspan(header->dataOffset);
  if (auto length = detail::checkNpyDataLength(*header, data.size(), name); !length) return length.error();
  try {
    NpyArray array{std::move(*header), Buffer(data.begin(), data.end())};
    detail::npyDataToCLittleEndian(array.header, array.data);
    return array;
  } catch (const std::bad_alloc&) {
    return fileError("npy.out-of-memory", std::string(name), {detail::humanBytes(data.size())});
  }
}

Result<NpyHeader> readNpyHeader(const std::filesystem::path& path) {
  auto file = openNpyFile(path, NpyTrailingData::Refuse);
  if (!file) return file.error();
  return std::move(file->header);
}

Result<NpyArray> readNpyFile(const std::filesystem::path& path) { return readNpyFile(path, NpyTrailingData::Refuse); }

Result<NpyArray> readNpyFile(const std::filesystem::path& path, NpyTrailingData trailing) {
  return readNpyFile(path, trailing, IoProgress{});
}

Result<NpyArray> readNpyFile(const std::filesystem::path& path, NpyTrailingData trailing, const IoProgress& progress) {
  const std::string name = path.string();
  auto file = openNpyFile(path, trailing);
  if (!file) return file.error();
  // Only now, with the length known to be what the file holds, is memory taken for the data; the Fortran-order
  // copy needs the same again.
  const uint64_t needed = file->header.fortranOrder ? 2 * file->dataBytes : file->dataBytes;
  if (auto budget = detail::hostMemoryBudget(std::nullopt); budget && needed > budget->bytes) {
    return fileError("npy.exceeds-memory", name,
                     {detail::humanBytes(needed), detail::humanBytes(budget->bytes), budget->source});
  }
  if (file->dataBytes > SIZE_MAX) return fileError("npy.out-of-memory", name, {detail::humanBytes(file->dataBytes)});
  try {
    NpyArray array{std::move(file->header), Buffer(static_cast<size_t>(file->dataBytes))};
    if (auto read = readAt(file->file->fd(), array.header.dataOffset, array.data, name, progress); !read)
      return read.error();
    detail::npyDataToCLittleEndian(array.header, array.data);
    return array;
  } catch (const std::bad_alloc&) {
    return fileError("npy.out-of-memory", name, {detail::humanBytes(file->dataBytes)});
  }
}

}  // namespace dmlscope
