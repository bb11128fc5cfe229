// The reference pages' "Tensor support" tables: per operator and feature level, ranks and data types. Each
// operator's rows live in its own file (OperatorRules::support).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>

#include "dmlscope/data_type.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/operators.h"

namespace dmlscope::detail {

struct SupportRow {
  FeatureLevel from;  // the row applies from this level up to the next row's
  uint32_t minRank;
  uint32_t maxRank;
  uint32_t typeMask;  // bit (1 << DataType value)
  // The IndicesTensor's own types (gathers, scatters); 0 where the operator has none.
  uint32_t indexTypeMask = 0;

  uint32_t maskFor(bool indices) const { return indices ? indexTypeMask : typeMask; }
  bool supports(DataType t, bool indices = false) const { return (maskFor(indices) >> static_cast<uint32_t>(t)) & 1u; }
  std::string rankText() const;                     // "4", "4 to 5", "1 to 8"
  std::string typesText(bool indices = false) const;  // "FLOAT32, FLOAT16"
};

// Type masks the pages' tables are made of.
constexpr uint32_t typeBit(DataType t) { return 1u << static_cast<uint32_t>(t); }
inline constexpr uint32_t kF32F16 = typeBit(DataType::Float32) | typeBit(DataType::Float16);
inline constexpr uint32_t k32And16 =
    kF32F16 | typeBit(DataType::Int32) | typeBit(DataType::Int16) | typeBit(DataType::UInt32) | typeBit(DataType::UInt16);
inline constexpr uint32_t kUpTo32 = k32And16 | typeBit(DataType::Int8) | typeBit(DataType::UInt8);
inline constexpr uint32_t kUpTo32And64Int = kUpTo32 | typeBit(DataType::Int64) | typeBit(DataType::UInt64);
inline constexpr uint32_t kAllTypes = kUpTo32And64Int | typeBit(DataType::Float64);
// The index types of the gathers' and scatters' tables: UINT32 alone up to 2_1, then 32 and 64 bits either sign.
inline constexpr uint32_t kIndexUInt32 = typeBit(DataType::UInt32);
inline constexpr uint32_t kIndexTypes =
    kIndexUInt32 | typeBit(DataType::Int32) | typeBit(DataType::Int64) | typeBit(DataType::UInt64);

// The row in force at `level`, or null where the operator did not exist yet. Every page lists the same row
// for the inputs and the outputs, so one row serves both; only IndicesTensor has types of its own.
const SupportRow* supportRow(OperatorType op, FeatureLevel level);

}  // namespace dmlscope::detail
