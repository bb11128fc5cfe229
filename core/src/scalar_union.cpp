// DML_SCALAR_UNION's bits read and written as the type that a sibling field names.
#include "dmlscope/scalar_union.h"

#include <array>
#include <cstring>
#include <span>

namespace dmlscope {

uint64_t scalarElementBits(DataType type, ScalarUnion value) {
  const uint32_t bytes = elementSize(type);
  if (bytes == 0 || bytes >= 8) return value.bits;
  return value.bits & ((uint64_t{1} << (8 * bytes)) - 1);
}

ElementValue scalarElementValue(DataType type, ScalarUnion value) {
  std::array<std::byte, 8> bytes{};
  std::memcpy(bytes.data(), &value.bits, sizeof value.bits);  // little-endian: the type's bytes come first
  return readElement(type, std::span<const std::byte>(bytes), 0);
}

ScalarUnion scalarOf(DataType type, const ElementValue& value) { return ScalarUnion{convertToBits(type, value)}; }

std::string formatScalar(DataType type, ScalarUnion value) {
  return formatElement(type, scalarElementValue(type, value));
}

}  // namespace dmlscope
