// DML_TENSOR_DATA_TYPE: the eleven element types, their DirectML enum values, sizes and names.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace dmlscope {

enum class DataType : uint32_t {
  Unknown = 0,
  Float32 = 1,
  Float16 = 2,
  UInt32 = 3,
  UInt16 = 4,
  UInt8 = 5,
  Int32 = 6,
  Int16 = 7,
  Int8 = 8,
  Float64 = 9,
  UInt64 = 10,
  Int64 = 11,
};

// Every real data type (UNKNOWN excluded), in DirectML's enum order.
inline constexpr std::array<DataType, 11> kAllDataTypes = {
    DataType::Float32, DataType::Float16, DataType::UInt32, DataType::UInt16, DataType::UInt8, DataType::Int32,
    DataType::Int16,   DataType::Int8,    DataType::Float64, DataType::UInt64, DataType::Int64};

enum class ElementKind { Float, Signed, Unsigned };

// Bytes per element: 1, 2, 4 or 8 (0 for Unknown).
uint32_t elementSize(DataType type);
ElementKind elementKind(DataType type);
bool isKnown(DataType type);

// "DML_TENSOR_DATA_TYPE_FLOAT32"
std::string_view fullName(DataType type);
// "FLOAT32"
std::string_view shortName(DataType type);
// Accepts the full or the short name.
std::optional<DataType> parseDataType(std::string_view name);
// The DML_SCALAR_UNION member that holds a value of `type` (DxDispatch's {"Int64": ...} form): "Float32",
// "Int64"; FLOAT16's is "UInt16", its bits (the union has no half member). Empty for UNKNOWN.
std::string_view scalarUnionMember(DataType type);

}  // namespace dmlscope
