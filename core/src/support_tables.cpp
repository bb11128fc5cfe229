// Looking up the support tables of the reference pages (seeds/ and SPEC.md): each operator's rows are in its file.
#include "support_tables.h"

#include "operators/operator_rules.h"

#include <fmt/format.h>

#include <span>

namespace dmlscope::detail {
namespace {

std::span<const SupportRow> rowsOf(OperatorType op) { return rulesOf(op).support; }

}  // namespace

std::string SupportRow::rankText() const {
  return minRank == maxRank ? fmt::format("{}", minRank) : fmt::format("{} to {}", minRank, maxRank);
}

std::string SupportRow::typesText(bool indices) const {
  // In the pages' order: floats widest first, then signed, then unsigned.
  constexpr DataType kOrder[] = {DataType::Float64, DataType::Float32, DataType::Float16, DataType::Int64,
                                 DataType::Int32,   DataType::Int16,   DataType::Int8,    DataType::UInt64,
                                 DataType::UInt32,  DataType::UInt16,  DataType::UInt8};
  std::string text;
  for (DataType t : kOrder) {
    if (!supports(t, indices)) continue;
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
