// NumPy's .npy format (header versions 1.0, 2.0 and 3.0): reading into DirectML element buffers and writing
// them back. Only plain numeric arrays are accepted; object, structured, complex, bool and string arrays are
// refused by their dtype, and nothing is ever unpickled.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/data_type.h"
#include "dmlscope/element.h"
#include "dmlscope/io_progress.h"
#include "dmlscope/result.h"

namespace dmlscope {

// What a .npy header says.
struct NpyHeader {
  DataType dataType = DataType::Unknown;  // f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 → FLOAT16 … UINT64
  std::string descr;                      // the dtype as written: "<f4", ">i2", "|u1"
  bool fortranOrder = false;
  std::vector<uint64_t> shape;            // () for a 0-d array
  uint64_t elementCount = 0;              // product of shape (1 for a 0-d array), overflow-checked
  uint64_t dataOffset = 0;                // bytes before the data: magic, version, header length, header
  int majorVersion = 1;
  bool operator==(const NpyHeader&) const = default;
};

// An array as read: the header, and the elements in C (row-major) order and little-endian byte order, whatever
// the file's order and byte order were.
struct NpyArray {
  NpyHeader header;
  Buffer data;  // header.elementCount × elementSize(header.dataType) bytes
};

// Parses the header of `bytes` (a whole file or at least its beginning). `name` (the file's path) is put in
// every message: "img.npy: the dtype '<c8' (complex) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8
// u1 u2 u4 u8".
Result<NpyHeader> parseNpyHeader(std::span<const std::byte> bytes, std::string_view name);

// Parses a whole file's bytes: the header, then exactly elementCount elements (a shorter or longer file is an
// error naming both lengths).
Result<NpyArray> parseNpy(std::span<const std::byte> bytes, std::string_view name);

// Reads only the header of a file (for Sizes and DataType without loading the data).
Result<NpyHeader> readNpyHeader(const std::filesystem::path& path);

// Reads and parses a whole file; errors name the file (missing, unreadable, too large for memory, malformed).
Result<NpyArray> readNpyFile(const std::filesystem::path& path);

// What to do with bytes after the elements the shape needs. NumPy's own reader ignores them, and DxDispatch's
// writeFile leaves some: it writes a resource's whole buffer (rounded up to 4 bytes) under the dimensions it
// was given.
enum class NpyTrailingData {
  Refuse,  // an error naming both lengths (what readNpyFile(path) does)
  Ignore,  // read the elements the shape needs and leave the rest unread; a shorter file is still an error
};

// readNpyFile, with a choice about data past the array.
Result<NpyArray> readNpyFile(const std::filesystem::path& path, NpyTrailingData trailing);

// readNpyFile, reading the data in chunks with `progress` asked after each (its total is the data's bytes); a
// cancel is the error "npy.read-cancelled", and the memory taken is given back.
Result<NpyArray> readNpyFile(const std::filesystem::path& path, NpyTrailingData trailing, const IoProgress& progress);

// A version 1.0 file (2.0 when the header needs it) with descr '<f4' etc., C order, the given shape.
// `data` holds the elements row-major, little-endian; its size must be product(shape) × elementSize(type).
std::vector<std::byte> encodeNpy(DataType type, std::span<const uint64_t> shape, std::span<const std::byte> data);

// Writes encodeNpy's bytes atomically (temporary file in the same folder, then rename): a failed write
// leaves an older file untouched. Errors name the file.
Status writeNpyFile(const std::filesystem::path& path, DataType type, std::span<const uint64_t> shape,
                    std::span<const std::byte> data);

// writeNpyFile, writing `data` in chunks straight from the caller's buffer (no copy of it is made) with
// `progress` asked after each; a cancel is "file.save-cancelled", with any older file at `path` untouched.
Status writeNpyFile(const std::filesystem::path& path, DataType type, std::span<const uint64_t> shape,
                    std::span<const std::byte> data, const IoProgress& progress);

// "<f4"-style descr for a data type (little-endian; "|u1"/"|i1" for bytes).
std::string npyDescr(DataType type);

}  // namespace dmlscope
