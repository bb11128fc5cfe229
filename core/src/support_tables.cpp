// The tensor support tables of the five reference pages (seeds/ and SPEC.md), newest row first.
#include "support_tables.h"

#include <fmt/format.h>

#include <span>

namespace dmlscope::detail {
namespace {

constexpr uint32_t bit(DataType t) { return 1u << static_cast<uint32_t>(t); }

constexpr uint32_t kF32F16 = bit(DataType::Float32) | bit(DataType::Float16);
constexpr uint32_t k32And16 = kF32F16 | bit(DataType::Int32) | bit(DataType::Int16) | bit(DataType::UInt32) |
                              bit(DataType::UInt16);
constexpr uint32_t kUpTo32 = k32And16 | bit(DataType::Int8) | bit(DataType::UInt8);
constexpr uint32_t kUpTo32And64Int = kUpTo32 | bit(DataType::Int64) | bit(DataType::UInt64);
constexpr uint32_t kAll = kUpTo32And64Int | bit(DataType::Float64);

using L = FeatureLevel;

constexpr SupportRow kTile[] = {
    {L::FL_4_1, 1, 8, kUpTo32And64Int}, {L::FL_3_1, 1, 8, kUpTo32}, {L::FL_2_1, 4, 4, kUpTo32}, {L::FL_1_0, 4, 4, kF32F16}};
constexpr SupportRow kPadding[] = {
    {L::FL_5_0, 1, 8, kAll}, {L::FL_3_1, 1, 8, kUpTo32}, {L::FL_2_1, 4, 5, kUpTo32}, {L::FL_1_0, 4, 5, kF32F16}};
constexpr SupportRow kDepthToSpace1[] = {{L::FL_5_0, 4, 4, kAll}, {L::FL_2_1, 4, 4, kUpTo32}};
constexpr SupportRow kSplit[] = {
    {L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kUpTo32}, {L::FL_2_1, 4, 4, kUpTo32}, {L::FL_1_0, 4, 4, k32And16}};
constexpr SupportRow kJoin[] = {
    {L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 4, 5, kUpTo32}, {L::FL_2_1, 4, 4, kUpTo32}, {L::FL_1_0, 4, 4, k32And16}};

std::span<const SupportRow> rowsOf(OperatorType op) {
  switch (op) {
    case OperatorType::Tile: return kTile;
    case OperatorType::Padding: return kPadding;
    case OperatorType::DepthToSpace1: return kDepthToSpace1;
    case OperatorType::Split: return kSplit;
    case OperatorType::Join: return kJoin;
  }
  return {};
}

}  // namespace

std::string SupportRow::rankText() const {
  return minRank == maxRank ? fmt::format("{}", minRank) : fmt::format("{} to {}", minRank, maxRank);
}

std::string SupportRow::typesText() const {
  // In the pages' order: floats widest first, then signed, then unsigned.
  constexpr DataType kOrder[] = {DataType::Float64, DataType::Float32, DataType::Float16, DataType::Int64,
                                 DataType::Int32,   DataType::Int16,   DataType::Int8,    DataType::UInt64,
                                 DataType::UInt32,  DataType::UInt16,  DataType::UInt8};
  std::string text;
  for (DataType t : kOrder) {
    if (!supports(t)) continue;
    if (!text.empty()) text += ", ";
    text += shortName(t);
  }
  return text;
}

const SupportRow* supportRow(OperatorType op, FeatureLevel level) {
  for (const auto& row : rowsOf(op))
    if (level >= row.from) return &row;
  return nullptr;
}

}  // namespace dmlscope::detail
