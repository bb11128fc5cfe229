// Reading a whole text file with its size checked before and while reading.
#include "text_file.h"

#include <cerrno>
#include <fstream>
#include <new>
#include <system_error>

#include "catalogue_error.h"

namespace dmlscope::detail {

Result<std::string> readTextFile(const std::filesystem::path& path) {
  namespace fs = std::filesystem;
  const std::string name = path.string();
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (!fs::exists(status)) {
    return catalogueError("file.cannot-read",
                          {name, ec ? ec.message() : std::make_error_code(std::errc::no_such_file_or_directory).message()});
  }
  if (fs::is_directory(status)) return catalogueError("file.is-directory", {name});
  const auto size = fs::file_size(path, ec);
  if (!ec && size > kMaxTextFileBytes) return catalogueError("file.too-large", {name, std::to_string(size)});
  try {
    std::ifstream in(path, std::ios::binary);
    if (!in) return catalogueError("file.cannot-read", {name, std::error_code(errno, std::generic_category()).message()});
    std::string text;
    if (!ec) text.reserve(size);
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
      text.append(chunk, static_cast<size_t>(in.gcount()));
      if (text.size() > kMaxTextFileBytes) return catalogueError("file.grew-too-large", {name});
    }
    if (in.bad()) return catalogueError("file.read-error", {name});
    return text;
  } catch (const std::bad_alloc&) {
    return catalogueError("file.read-out-of-memory", {name});
  } catch (const std::exception& e) {
    return catalogueError("file.cannot-read", {name, e.what()});
  }
}

}  // namespace dmlscope::detail
