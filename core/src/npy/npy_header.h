// The parts of a .npy header, read in the order a file is read: the preamble (magic, version, header length),
// then the header dictionary, then the check that the data that follows has the length the shape needs.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "dmlscope/npy_file.h"
#include "dmlscope/result.h"

namespace dmlscope::detail {

// Longer headers are refused before they are read (NumPy's own writer needs a few hundred bytes; 2.0 headers
// of up to 4 GiB are allowed by the format but would only be a way to exhaust memory).
inline constexpr uint64_t kMaxNpyHeaderLength = uint64_t{16} << 20;

// The preamble is at most this long: 6 bytes of magic, 2 of version, 4 of header length (versions 2.0, 3.0).
inline constexpr uint64_t kMaxNpyPreambleLength = 12;

struct NpyPreamble {
  int majorVersion = 1;
  uint64_t headerStart = 0;   // 10 for version 1.0, 12 for 2.0 and 3.0
  uint64_t headerLength = 0;  // bytes of header text, padding and newline included
};

// `start` is the file's first min(kMaxNpyPreambleLength, fileSize) bytes (or more). Checks the magic, the
// version and that the header ends within `fileSize` bytes.
Result<NpyPreamble> parseNpyPreamble(std::span<const std::byte> start, uint64_t fileSize, std::string_view name);

// `text` is the header's headerLength bytes.
Result<NpyHeader> parseNpyHeaderText(std::string_view text, const NpyPreamble& preamble, std::string_view name);

// The data's byte count (elementCount × element size) when `available` bytes follow the header, else an
// error naming both lengths. With NpyTrailingData::Ignore, more than the data needs is accepted too.
Result<uint64_t> checkNpyDataLength(const NpyHeader& header, uint64_t available, std::string_view name,
                                    NpyTrailingData trailing = NpyTrailingData::Refuse);

// A shape as Python writes it: "(3, 4)", "(3,)", "()".
std::string npyShapeText(std::span<const uint64_t> shape);

}  // namespace dmlscope::detail
