// Writing .npy files exactly as NumPy's own writer does for C-order arrays (see npy_file.h).
#include <cassert>
#include <optional>
#include <string>
#include <vector>

#include "atomic_file.h"
#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "dmlscope/npy_file.h"
#include "npy_header.h"

namespace dmlscope {
namespace {

// NumPy aligns the data to 64 bytes, and leaves room after the dictionary for the first dimension to grow to
// 21 digits (numpy/lib/format.py: ARRAY_ALIGN, GROWTH_AXIS_MAX_DIGITS).
constexpr uint64_t kAlign = 64;
constexpr size_t kGrowthAxisMaxDigits = 21;

// Magic, version, length and the padded header: NumPy's _wrap_header, which pads with a whole 64 bytes of
// spaces when the unpadded header already ends on the boundary. Version 2.0 when 1.0's 16-bit length is too small.
std::string npyPreambleAndHeader(DataType type, std::span<const uint64_t> shape) {
  std::string dict = "{'descr': '" + npyDescr(type) + "', 'fortran_order': False, 'shape': " +
                     detail::npyShapeText(shape) + ", }";
  if (!shape.empty()) {
    const size_t digits = std::to_string(shape.front()).size();
    dict.append(digits < kGrowthAxisMaxDigits ? kGrowthAxisMaxDigits - digits : 0, ' ');
  }
  const uint64_t withNewline = dict.size() + 1;
  int major = 1;
  uint64_t lengthBytes = 2;
  uint64_t padding = kAlign - (8 + lengthBytes + withNewline) % kAlign;
  if (withNewline + padding > 0xffff) {
    major = 2;
    lengthBytes = 4;
    padding = kAlign - (8 + lengthBytes + withNewline) % kAlign;
  }
  const uint64_t headerLength = withNewline + padding;
  std::string out = "\x93NUMPY";
  out += static_cast<char>(major);
  out += '\0';
  for (uint64_t i = 0; i < lengthBytes; ++i) out += static_cast<char>((headerLength >> (8 * i)) & 0xff);
  out += dict;
  out.append(padding, ' ');
  out += '\n';
  return out;
}

std::optional<uint64_t> byteCount(DataType type, std::span<const uint64_t> shape) {
  std::optional<uint64_t> count = 1;
  for (uint64_t d : shape) {
    if (d == 0) return 0;
    if (count) count = checkedMul(*count, d);
  }
  return count ? checkedMul(*count, elementSize(type)) : std::nullopt;
}

}  // namespace

std::vector<std::byte> encodeNpy(DataType type, std::span<const uint64_t> shape, std::span<const std::byte> data) {
  assert(isKnown(type));
  assert(byteCount(type, shape) == data.size());
  const std::string head = npyPreambleAndHeader(type, shape);
  const auto headBytes = std::as_bytes(std::span(head));
  std::vector<std::byte> out;
  out.reserve(headBytes.size() + data.size());
  out.insert(out.end(), headBytes.begin(), headBytes.end());
  out.insert(out.end(), data.begin(), data.end());
  return out;
}

Status writeNpyFile(const std::filesystem::path& path, DataType type, std::span<const uint64_t> shape,
                    std::span<const std::byte> data) {
  return writeNpyFile(path, type, shape, data, IoProgress{});
}

Status writeNpyFile(const std::filesystem::path& path, DataType type, std::span<const uint64_t> shape,
                    std::span<const std::byte> data, const IoProgress& progress) {
  const std::string name = path.string();
  if (!isKnown(type)) return catalogueError("npy.write-unknown-type", {name});
  const auto needed = byteCount(type, shape);
  if (!needed) return catalogueError("npy.shape-overflow", {name, detail::npyShapeText(shape), npyDescr(type)});
  if (*needed != data.size()) {
    return catalogueError("npy.write-size-mismatch", {name, std::to_string(data.size()), detail::npyShapeText(shape),
                                                      npyDescr(type), std::to_string(*needed)});
  }
  // The header, then the caller's buffer as it is: a tensor of hundreds of MiB is never copied to be written.
  const std::string head = npyPreambleAndHeader(type, shape);
  const std::span<const std::byte> parts[] = {std::as_bytes(std::span(head)), data};
  return detail::writeFileAtomically(path, parts, progress);
}

}  // namespace dmlscope
