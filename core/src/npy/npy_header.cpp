// Reading a .npy header: preamble, dictionary, and the data length it implies (see npy_header.h).
#include "npy_header.h"

#include <array>
#include <optional>

#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "npy_dtype.h"
#include "python_literal.h"

namespace dmlscope::detail {
namespace {

constexpr std::array<unsigned char, 6> kMagic = {0x93, 'N', 'U', 'M', 'P', 'Y'};

Error npyError(const char* id, std::string_view name, std::vector<std::string> args = {}) {
  args.insert(args.begin(), std::string(name));
  return catalogueError(id, std::move(args));
}

uint8_t byteAt(std::span<const std::byte> bytes, size_t i) { return static_cast<uint8_t>(bytes[i]); }

// Structural UTF-8 check (no overlong forms, no surrogates, nothing past U+10FFFF): the offset of the first
// byte that is not part of a valid sequence, or nothing.
std::optional<size_t> firstInvalidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    size_t length = 0;
    uint32_t minimum = 0;
    uint32_t code = 0;
    if (c < 0x80) {
      ++i;
      continue;
    }
    if ((c & 0xe0) == 0xc0) length = 2, minimum = 0x80, code = c & 0x1f;
    else if ((c & 0xf0) == 0xe0) length = 3, minimum = 0x800, code = c & 0x0f;
    else if ((c & 0xf8) == 0xf0) length = 4, minimum = 0x10000, code = c & 0x07;
    else return i;
    if (text.size() - i < length) return i;
    for (size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xc0) != 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += length;
  }
  return std::nullopt;
}

// A value's text as the header writes it, for messages.
std::string sourceText(std::string_view text, const PyLiteral& value) {
  return printableText(text.substr(value.begin, value.end - value.begin), 80);
}

std::string shapeForMessage(std::span<const uint64_t> shape) { return printableText(npyShapeText(shape), 120); }

}  // namespace

Result<NpyPreamble> parseNpyPreamble(std::span<const std::byte> start, uint64_t fileSize, std::string_view name) {
  const size_t available = start.size() < fileSize ? start.size() : static_cast<size_t>(fileSize);
  const size_t magicBytes = available < kMagic.size() ? available : kMagic.size();
  for (size_t i = 0; i < magicBytes; ++i) {
    if (byteAt(start, i) != kMagic[i]) {
      const std::string_view first(reinterpret_cast<const char*>(start.data()), magicBytes);
      return npyError("npy.bad-magic", name, {printableText(first)});
    }
  }
  if (available < 8) return npyError("npy.too-short", name, {std::to_string(fileSize), "10"});
  const int major = byteAt(start, 6);
  const int minor = byteAt(start, 7);
  if (major < 1 || major > 3 || minor != 0)
    return npyError("npy.version-unsupported", name, {std::to_string(major), std::to_string(minor)});

  NpyPreamble preamble;
  preamble.majorVersion = major;
  const size_t lengthBytes = major == 1 ? 2 : 4;
  preamble.headerStart = 8 + lengthBytes;
  if (available < preamble.headerStart)
    return npyError("npy.too-short", name, {std::to_string(fileSize), std::to_string(preamble.headerStart)});
  for (size_t i = lengthBytes; i-- > 0;) preamble.headerLength = (preamble.headerLength << 8) | byteAt(start, 8 + i);

  if (preamble.headerLength > kMaxNpyHeaderLength)
    return npyError("npy.header-too-large", name,
                    {std::to_string(preamble.headerLength), std::to_string(kMaxNpyHeaderLength)});
  const uint64_t headerEnd = preamble.headerStart + preamble.headerLength;  // both small: no overflow
  if (headerEnd > fileSize)
    return npyError("npy.header-past-end", name,
                    {std::to_string(preamble.headerLength), std::to_string(headerEnd), std::to_string(fileSize)});
  return preamble;
}

Result<NpyHeader> parseNpyHeaderText(std::string_view text, const NpyPreamble& preamble, std::string_view name) {
  // Versions 1.0 and 2.0 are latin-1, where every byte is a character; 3.0 is UTF-8.
  if (preamble.majorVersion == 3) {
    if (auto bad = firstInvalidUtf8(text)) return npyError("npy.header-not-utf8", name, {std::to_string(*bad + 1)});
  }
  auto literal = parsePythonLiteral(text, preamble.majorVersion <= 2, name);
  if (!literal) return literal.error();
  const PyLiteral& dict = *literal;
  if (dict.kind != PyLiteral::Kind::Dict) return npyError("npy.header-not-dict", name, {sourceText(text, dict)});

  const PyLiteral* descr = nullptr;
  const PyLiteral* fortranOrder = nullptr;
  const PyLiteral* shape = nullptr;
  for (size_t i = 0; i + 1 < dict.items.size(); i += 2) {
    const std::string& key = dict.items[i].text;
    const PyLiteral** slot = key == "descr" ? &descr : key == "fortran_order" ? &fortranOrder : key == "shape" ? &shape : nullptr;
    if (!slot) return npyError("npy.header-unknown-key", name, {printableText(key, 40)});
    if (*slot) return npyError("npy.header-duplicate-key", name, {key});
    *slot = &dict.items[i + 1];
  }
  if (!descr) return npyError("npy.header-missing-key", name, {"descr"});
  if (!fortranOrder) return npyError("npy.header-missing-key", name, {"fortran_order"});
  if (!shape) return npyError("npy.header-missing-key", name, {"shape"});

  NpyHeader header;
  header.majorVersion = preamble.majorVersion;
  header.dataOffset = preamble.headerStart + preamble.headerLength;

  // The dtype first: an object or structured array is refused for what it is, whatever its shape.
  if (descr->kind == PyLiteral::Kind::List || descr->kind == PyLiteral::Kind::Dict)
    return npyError("npy.dtype-structured", name, {sourceText(text, *descr)});
  if (descr->kind != PyLiteral::Kind::String) return npyError("npy.descr-invalid", name, {sourceText(text, *descr)});
  auto dtype = parseNpyDtype(descr->text, name);
  if (!dtype) return dtype.error();
  header.dataType = dtype->type;
  header.descr = descr->text;

  if (fortranOrder->kind != PyLiteral::Kind::Bool)
    return npyError("npy.fortran-order-invalid", name, {sourceText(text, *fortranOrder)});
  header.fortranOrder = fortranOrder->boolValue;

  if (shape->kind != PyLiteral::Kind::Tuple) return npyError("npy.shape-invalid", name, {sourceText(text, *shape)});
  bool hasZero = false;
  for (const PyLiteral& dim : shape->items) {
    if (dim.kind != PyLiteral::Kind::Integer) return npyError("npy.shape-invalid", name, {sourceText(text, *shape)});
    if (dim.negative)
      return npyError("npy.shape-negative", name, {sourceText(text, *shape), sourceText(text, dim)});
    if (dim.tooLarge)
      return npyError("npy.shape-dimension-too-large", name, {sourceText(text, *shape), sourceText(text, dim)});
    header.shape.push_back(dim.magnitude);
    hasZero = hasZero || dim.magnitude == 0;
  }

  // An empty array holds no bytes whatever its other dimensions; otherwise the product, and the byte count,
  // must fit in 64 bits.
  std::optional<uint64_t> count = 1;
  if (hasZero) count = 0;
  for (size_t i = 0; count && !hasZero && i < header.shape.size(); ++i) count = checkedMul(*count, header.shape[i]);
  const std::optional<uint64_t> bytes = count ? checkedMul(*count, elementSize(header.dataType)) : std::nullopt;
  if (!bytes)
    return npyError("npy.shape-overflow", name, {shapeForMessage(header.shape), printableText(header.descr)});
  header.elementCount = *count;
  return header;
}

Result<uint64_t> checkNpyDataLength(const NpyHeader& header, uint64_t available, std::string_view name,
                                    NpyTrailingData trailing) {
  // parseNpyHeaderText has checked that this product fits.
  const uint64_t needed = header.elementCount * elementSize(header.dataType);
  if (available == needed || (trailing == NpyTrailingData::Ignore && available > needed)) return needed;
  return npyError(available < needed ? "npy.data-too-short" : "npy.data-too-long", name,
                  {shapeForMessage(header.shape), printableText(header.descr), std::to_string(needed),
                   std::to_string(available)});
}

std::string npyShapeText(std::span<const uint64_t> shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(shape[i]);
  }
  if (shape.size() == 1) out += ',';
  out += ')';
  return out;
}

}  // namespace dmlscope::detail
