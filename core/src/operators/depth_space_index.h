// DML_DEPTH_SPACE_ORDER's channel arithmetic, written once for DepthToSpace1 and SpaceToDepth1 (each the other's
// inverse) and their first versions DEPTH_TO_SPACE and SPACE_TO_DEPTH (no Order field: DEPTH_COLUMN_ROW), and for
// their reference, fast CPU rows and GPU planner.
//
// The deep side (C·B² channels: DepthToSpace1's input, SpaceToDepth1's output) packs a channel c of the shallow
// side (C channels) with a block offset by·B + bx, (by, bx) in the B × B block:
//   DEPTH_COLUMN_ROW: deep = (by·B + bx)·C + c        COLUMN_ROW_DEPTH: deep = c·B² + by·B + bx
#pragma once

#include <cstdint>

#include "dmlscope/operators.h"

namespace dmlscope::detail {

// The order a desc moves channels in: its Order field, or DEPTH_COLUMN_ROW for the first versions, which have
// none (their pages' examples are DCR's; the seeds call DEPTH_COLUMN_ROW "the same as DML_DEPTH_TO_SPACE").
constexpr DepthSpaceOrder orderOf(const DepthToSpace1Desc& d) { return d.Order; }
constexpr DepthSpaceOrder orderOf(const SpaceToDepth1Desc& d) { return d.Order; }
constexpr DepthSpaceOrder orderOf(const DepthToSpaceDesc&) { return DepthSpaceOrder::DepthColumnRow; }
constexpr DepthSpaceOrder orderOf(const SpaceToDepthDesc&) { return DepthSpaceOrder::DepthColumnRow; }

// The deep channel as c·perChannel + by·perRow + bx·perColumn: linear in each, so a walker adds steps.
struct DeepChannelSteps {
  uint64_t perChannel = 1;
  uint64_t perRow = 1;
  uint64_t perColumn = 1;
};

constexpr DeepChannelSteps deepChannelSteps(DepthSpaceOrder order, uint64_t block, uint64_t channels) {
  if (order == DepthSpaceOrder::DepthColumnRow) return {1, block * channels, channels};
  return {block * block, block, 1};
}

// The deep channel that holds shallow channel c at block offsets (by, bx); `channels` is C.
constexpr uint64_t deepChannel(DepthSpaceOrder order, uint64_t block, uint64_t channels, uint64_t c, uint64_t by,
                               uint64_t bx) {
  const DeepChannelSteps s = deepChannelSteps(order, block, channels);
  return c * s.perChannel + by * s.perRow + bx * s.perColumn;
}

// A deep channel taken apart: its shallow channel and its block offset by·B + bx.
struct DeepChannelSplit {
  uint64_t channel = 0;
  uint64_t block = 0;
};

// The divisor that takes a deep channel apart: C in DEPTH_COLUMN_ROW (quotient the block offset, remainder c),
// B² in COLUMN_ROW_DEPTH (quotient c, remainder the block offset).
constexpr uint64_t deepChannelDivisor(DepthSpaceOrder order, uint64_t block, uint64_t channels) {
  return order == DepthSpaceOrder::DepthColumnRow ? channels : block * block;
}

constexpr DeepChannelSplit splitDeepChannel(DepthSpaceOrder order, uint64_t block, uint64_t channels, uint64_t deep) {
  const uint64_t divisor = deepChannelDivisor(order, block, channels);
  if (order == DepthSpaceOrder::DepthColumnRow) return {deep % divisor, deep / divisor};
  return {deep / divisor, deep % divisor};
}

}  // namespace dmlscope::detail
