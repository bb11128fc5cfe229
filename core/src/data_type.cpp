// DML_TENSOR_DATA_TYPE: sizes, kinds and names of the eleven element types.
#include "dmlscope/data_type.h"

#include <array>
#include <string>

#include "data_type_names.h"

namespace dmlscope {
namespace {

struct DataTypeInfo {
  DataType type;
  uint32_t size;
  ElementKind kind;
  std::string_view fullName;
  std::string_view scalarUnionMember;
};

constexpr DataTypeInfo kInfo[] = {
    {DataType::Unknown, 0, ElementKind::Unsigned, "DML_TENSOR_DATA_TYPE_UNKNOWN", ""},
    {DataType::Float32, 4, ElementKind::Float, "DML_TENSOR_DATA_TYPE_FLOAT32", "Float32"},
    {DataType::Float16, 2, ElementKind::Float, "DML_TENSOR_DATA_TYPE_FLOAT16", "UInt16"},
    {DataType::UInt32, 4, ElementKind::Unsigned, "DML_TENSOR_DATA_TYPE_UINT32", "UInt32"},
    {DataType::UInt16, 2, ElementKind::Unsigned, "DML_TENSOR_DATA_TYPE_UINT16", "UInt16"},
    {DataType::UInt8, 1, ElementKind::Unsigned, "DML_TENSOR_DATA_TYPE_UINT8", "UInt8"},
    {DataType::Int32, 4, ElementKind::Signed, "DML_TENSOR_DATA_TYPE_INT32", "Int32"},
    {DataType::Int16, 2, ElementKind::Signed, "DML_TENSOR_DATA_TYPE_INT16", "Int16"},
    {DataType::Int8, 1, ElementKind::Signed, "DML_TENSOR_DATA_TYPE_INT8", "Int8"},
    {DataType::Float64, 8, ElementKind::Float, "DML_TENSOR_DATA_TYPE_FLOAT64", "Float64"},
    {DataType::UInt64, 8, ElementKind::Unsigned, "DML_TENSOR_DATA_TYPE_UINT64", "UInt64"},
    {DataType::Int64, 8, ElementKind::Signed, "DML_TENSOR_DATA_TYPE_INT64", "Int64"},
};

constexpr std::string_view kFullPrefix = "DML_TENSOR_DATA_TYPE_";

// The full names alone, by value: the schema's view of the enum (EnumNames) lists names, not rows.
constexpr auto kFullNames = [] {
  std::array<std::string_view, std::size(kInfo)> names{};
  for (size_t v = 0; v < names.size(); ++v) names[v] = kInfo[v].fullName;
  return names;
}();

const DataTypeInfo& info(DataType type) {
  auto v = static_cast<uint32_t>(type);
  return v < std::size(kInfo) ? kInfo[v] : kInfo[0];
}

}  // namespace

namespace detail {
constinit const EnumNames kDataTypeEnumNames{kFullPrefix, kFullNames, "data-type"};
}  // namespace detail

uint32_t elementSize(DataType type) { return info(type).size; }
ElementKind elementKind(DataType type) { return info(type).kind; }
bool isKnown(DataType type) {
  auto v = static_cast<uint32_t>(type);
  return v >= 1 && v < std::size(kInfo);
}

std::string_view fullName(DataType type) { return info(type).fullName; }
std::string_view shortName(DataType type) { return info(type).fullName.substr(kFullPrefix.size()); }
std::string_view scalarUnionMember(DataType type) { return info(type).scalarUnionMember; }

std::optional<DataType> parseDataType(std::string_view name) {
  for (const auto& i : kInfo) {
    if (name == i.fullName || name == i.fullName.substr(kFullPrefix.size())) return i.type;
  }
  return std::nullopt;
}

}  // namespace dmlscope
