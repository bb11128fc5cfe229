// DML_SCALAR_UNION: a value whose meaning a sibling DML_TENSOR_DATA_TYPE field gives (Padding1's PaddingValue).
// Kept as the union's exact bits, never through a float or double, so that every 64-bit integer and every NaN
// payload survives.
#pragma once

#include <cstdint>
#include <string>

#include "dmlscope/data_type.h"
#include "dmlscope/element.h"

namespace dmlscope {

struct ScalarUnion {
  uint64_t bits = 0;  // the union's 8 bytes, little-endian; a type narrower than 64 bits uses the low bytes
  bool operator==(const ScalarUnion&) const = default;
};

// The value's bits as an element of `type` (the low elementSize(type) bytes).
uint64_t scalarElementBits(DataType type, ScalarUnion value);
// The value read as `type` (exact: 64-bit integers as integers).
ElementValue scalarElementValue(DataType type, ScalarUnion value);
// `value` stored in a union as `type` holds it (see convertToBits).
ScalarUnion scalarOf(DataType type, const ElementValue& value);
// "9", "-9007199254740993", "nan", "0.1".
std::string formatScalar(DataType type, ScalarUnion value);

}  // namespace dmlscope
