// Mapping NumPy dtype strings to DirectML data types, and back (see npy_dtype.h and npy_file.h).
#include "npy_dtype.h"

#include <bit>
#include <string>

#include "catalogue_error.h"
#include "dmlscope/npy_file.h"
#include "python_literal.h"

namespace dmlscope {
namespace {

struct DtypeCode {
  std::string_view code;  // kind character and byte count, as in "<f4"
  DataType type;
};

constexpr DtypeCode kCodes[] = {
    {"f2", DataType::Float16}, {"f4", DataType::Float32}, {"f8", DataType::Float64},
    {"i1", DataType::Int8},    {"i2", DataType::Int16},   {"i4", DataType::Int32},   {"i8", DataType::Int64},
    {"u1", DataType::UInt8},   {"u2", DataType::UInt16},  {"u4", DataType::UInt32},  {"u8", DataType::UInt64},
};

// Which kind of unsupported array a dtype code (without its byte-order character) describes: the message
// says it in words, so that "why not" is clear without knowing NumPy's codes.
const char* refusalId(std::string_view code) {
  if (code.empty()) return "npy.dtype-unknown";
  switch (code.front()) {
    case 'c': return "npy.dtype-complex";
    case '?': return "npy.dtype-bool";
    case 'b': return code == "b1" ? "npy.dtype-bool" : "npy.dtype-unknown";
    case 'O': return "npy.dtype-object";
    case 'U':
    case 'S':
    case 'a': return "npy.dtype-string";
    case 'M':
    case 'm': return "npy.dtype-datetime";
    default: return "npy.dtype-unknown";
  }
}

}  // namespace

namespace detail {

Result<NpyDtype> parseNpyDtype(std::string_view descr, std::string_view name) {
  char order = '=';
  std::string_view code = descr;
  if (!code.empty() && (code.front() == '<' || code.front() == '>' || code.front() == '|' || code.front() == '=')) {
    order = code.front();
    code.remove_prefix(1);
  }
  for (const DtypeCode& c : kCodes) {
    if (c.code != code) continue;
    // '|' (byte order not applicable) and '=' (native) both mean this machine's order.
    const bool fileLittle = order == '<' || (order != '>' && std::endian::native == std::endian::little);
    return NpyDtype{c.type, !fileLittle && elementSize(c.type) > 1};
  }
  return catalogueError(refusalId(code), {std::string(name), printableText(descr)});
}

}  // namespace detail

std::string npyDescr(DataType type) {
  for (const DtypeCode& c : kCodes) {
    if (c.type == type) return (elementSize(type) == 1 ? "|" : "<") + std::string(c.code);
  }
  return {};
}

}  // namespace dmlscope
