// Test-only .npy files written and read byte by byte from NumPy's format description, without core's
// reader or writer: the independent side of the .npy tests.
#pragma once

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace dmlscope::test {

// A version 1.0 file: magic, version, header length, the header dict padded with spaces to a multiple of
// 64 bytes and ended by a newline, then `data` as given.
inline std::string npyBytes(const std::string& descr, const std::vector<uint64_t>& shape, const std::string& data,
                            bool fortran = false) {
  std::string shapeText = "(";
  for (size_t i = 0; i < shape.size(); ++i) shapeText += (i ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() == 1) shapeText += ",";
  shapeText += ")";
  std::string header = "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") +
                       ", 'shape': " + shapeText + ", }";
  const size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(header.size() & 0xff);
  out += static_cast<char>(header.size() >> 8);
  return out + header + data;
}

template <class T>
std::string rawData(const std::vector<T>& values) {
  std::string out(values.size() * sizeof(T), '\0');
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

inline void writeBytes(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

inline std::string readBytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The parts of a file NumPy's format defines: the header text and the data after it.
struct NpyParts {
  std::string header;
  std::string data;
};

inline NpyParts npyParts(const std::string& bytes) {
  if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0) return {};
  size_t length = static_cast<unsigned char>(bytes[8]) | (size_t{static_cast<unsigned char>(bytes[9])} << 8);
  size_t start = 10;
  if (bytes[6] != '\x01') {
    length = 0;
    for (int i = 3; i >= 0; --i) length = (length << 8) | static_cast<unsigned char>(bytes[8 + i]);
    start = 12;
  }
  if (start + length > bytes.size()) return {};
  return {bytes.substr(start, length), bytes.substr(start + length)};
}

template <class T>
std::vector<T> valuesOf(const std::string& data) {
  std::vector<T> out(data.size() / sizeof(T));
  std::memcpy(out.data(), data.data(), out.size() * sizeof(T));
  return out;
}

}  // namespace dmlscope::test
