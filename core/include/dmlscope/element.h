// Reading, writing, converting and printing single elements of every data type, FLOAT16 included.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "dmlscope/block_storage.h"
#include "dmlscope/data_type.h"

namespace dmlscope {

// One element's value, wide enough for every DML data type without loss.
using ElementValue = std::variant<double, int64_t, uint64_t>;

// A tensor's bytes. Made unwritten (dmlscope/block_storage.h): Buffer(n) and resize(n) leave the new bytes as
// they come; Buffer(n, std::byte{0}) and resize(n, std::byte{0}) where zeros are meant.
using Buffer = std::vector<std::byte, UninitializedAllocator<std::byte>>;

// The element at buffer element offset `offset` (bounds-checked by the caller through TensorLayout).
ElementValue readElement(DataType type, std::span<const std::byte> buffer, uint64_t offset);

// Stores `value` converted to `type` (see convertTo) at element offset `offset`.
void writeElement(DataType type, std::span<std::byte> buffer, uint64_t offset, const ElementValue& value);

// The raw bytes (little-endian, elementSize(type) of them, in the low bytes) of `value` converted to `type`.
// Float types round to nearest even; integer types truncate toward zero and saturate at the type's range,
// NaN becoming 0 (DirectML: "10.6 becomes 10").
uint64_t convertToBits(DataType type, const ElementValue& value);

// The bit pattern of PaddingValue (a FLOAT) converted to the tensor's type: what both backends write for a
// padding constant.
uint64_t paddingValueBits(DataType type, float paddingValue);

// Shortest text that reads back to the same element: "1.5", "nan", "-inf", "65504", "-3".
std::string formatElement(DataType type, const ElementValue& value);

// Value as double (for display, colouring); 64-bit integers may round.
double toDouble(const ElementValue& value);

}  // namespace dmlscope
