// The operator descriptors the benchmarks time, built once for both: dmlscope-bench's sweep, table and big
// tensors and dmlscope-cpu-bench's rows differ only in their shapes and names. Output sizes are left empty
// where fillDerivedFields derives them.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"

namespace dmlscope::bench::descs {

TensorDesc tensor(DataType type, std::vector<uint32_t> sizes);

// FLOAT32 `in` tiled by `repeats`.
OperatorDesc tile(std::vector<uint32_t> in, std::vector<uint32_t> repeats);
// PADDING of `in`'s last two dimensions, `start` elements before and `end` after (the others unpadded).
OperatorDesc padding(PaddingMode mode, float value, DataType type, std::vector<uint32_t> in, uint32_t start,
                     uint32_t end);
// The constant PADDING1 pads with: an INT64 no double holds, -(2^53 + 1).
inline constexpr int64_t kPadding1Int64Value = -9007199254740993;
// PADDING1 CONSTANT of INT64 `in` by kPadding1Int64Value, `pad` on both sides of its last two dimensions.
OperatorDesc padding1Int64(std::vector<uint32_t> in, uint32_t pad);
// DEPTH_TO_SPACE1 and SPACE_TO_DEPTH1 of FLOAT32 `in` with B = 2.
OperatorDesc depthToSpace(DepthSpaceOrder order, std::vector<uint32_t> in);
OperatorDesc spaceToDepth(DepthSpaceOrder order, std::vector<uint32_t> in);
// Their first versions, DEPTH_TO_SPACE and SPACE_TO_DEPTH (no Order: DEPTH_COLUMN_ROW), the same shapes.
OperatorDesc firstDepthToSpace(std::vector<uint32_t> in);
OperatorDesc firstSpaceToDepth(std::vector<uint32_t> in);
// FLOAT32 `whole` split along `axis` into parts of `widths` along it, and those parts joined back into it.
OperatorDesc split(std::vector<uint32_t> whole, uint32_t axis, const std::vector<uint32_t>& widths);
OperatorDesc join(std::vector<uint32_t> whole, uint32_t axis, const std::vector<uint32_t>& widths);

// The index operators: Gather Axis 0 of a rows x cols table with `picks` indices (IndexDimensions 1) -> picks x
// cols; GatherND1 the same with 1-tuples, and its first version GatherND (no batches); GatherElements Axis 1 of rows x cols with indices of the same sizes;
// Scatter (elements) along Axis 1 of rows x cols with `updates` per row; ScatterND of `updates` whole rows into
// rows x cols. INT32 indices, FLOAT32 data.
OperatorDesc gatherRows(uint32_t rows, uint32_t cols, uint32_t picks);
OperatorDesc gatherNdRows(uint32_t rows, uint32_t cols, uint32_t picks);
OperatorDesc firstGatherNdRows(uint32_t rows, uint32_t cols, uint32_t picks);
OperatorDesc gatherElements(uint32_t rows, uint32_t cols);
OperatorDesc scatterElements(uint32_t rows, uint32_t cols, uint32_t updates);
OperatorDesc scatterNdRows(uint32_t rows, uint32_t cols, uint32_t updates);
// ElementWiseIdentity reading a rows x cols matrix transposed (cols x rows through strides); Slice1 reversing
// the last axis of rows x cols; Slice taking every second column of rows x (2 cols).
OperatorDesc transpose(uint32_t rows, uint32_t cols);
// ElementWiseIdentity of a packed FLOAT32 rows x cols matrix, with `terms` as its ScaleBias (none: a plain copy).
OperatorDesc identity(uint32_t rows, uint32_t cols, std::optional<ScaleBiasTerms> terms);
OperatorDesc reverseColumns(uint32_t rows, uint32_t cols);
OperatorDesc everySecondColumn(uint32_t rows, uint32_t cols);

}  // namespace dmlscope::bench::descs
