// The benchmark's workloads: each operator and mode at a chosen size, and the table of PyTorch
// comparisons.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dmlscope/session.h"

namespace dmlscope::bench {

struct Workload {
  std::string name;    // "pad-reflection"
  std::string shape;   // "1x1x4096x4096 fp32 +64"
  Session session;           // inputs empty until fillInputs(): the table's tensors are large
  uint64_t bytesMoved = 0;  // every input's and output's buffer: read once, written once
  uint64_t outputElements = 0;
  double pytorchBytesPerSecond = 0;  // the figure for the same work (table workloads only)
};

// "tile", "pad-constant", "pad-edge", "pad-reflection", "pad-symmetric", "d2s-dcr", "d2s-crd", "split", "join",
// "s2d-dcr", "s2d-crd", "pad1-int64", "identity-transpose", "slice1-reverse", "slice-stride2", "gather-rows",
// "gather-elements", "gather-nd1-rows", "scatter-elements", "scatter-nd-rows".
const std::vector<std::string>& sweepOperators();

// Operator `name` in FLOAT32 with about `outputBytes` of output.
Workload sweepWorkload(const std::string& name, uint64_t outputBytes);

// The eight workloads, PyTorch 2.11 figures on the H100 included.
std::vector<Workload> tableWorkloads();

// Allocates a session's inputs and fills them with a cheap non-repeating pattern (never zero elements:
// zeros hide unwritten output). A gather's or scatter's IndicesTensor (dense, 4-byte) gets valid indices
// instead: pseudo-random ones for the gathers; for the scatters, distinct targets along the axis (or
// distinct tuples), as a real scatter writes each element once.
void fillInputs(Session& session);

// The operators of the index-op rows, shared by both benchmarks: Gather Axis 0 of a rows x cols table with
// `picks` indices (IndexDimensions 1) -> picks x cols; GatherND1 the same with 1-tuples; GatherElements Axis 1
// of rows x cols with indices of the same sizes; Scatter (elements) along Axis 1 of rows x cols with
// `updates` per row; ScatterND of `updates` whole rows into rows x cols. INT32 indices, FLOAT32 data.
OperatorDesc gatherRows(uint32_t rows, uint32_t cols, uint32_t picks);
OperatorDesc gatherNdRows(uint32_t rows, uint32_t cols, uint32_t picks);
OperatorDesc gatherElements(uint32_t rows, uint32_t cols);
OperatorDesc scatterElements(uint32_t rows, uint32_t cols, uint32_t updates);
OperatorDesc scatterNdRows(uint32_t rows, uint32_t cols, uint32_t updates);
// ElementWiseIdentity reading a rows x cols matrix transposed (cols x rows through strides); Slice1 reversing
// the last axis of rows x cols; Slice taking every second column of rows x (2 cols).
OperatorDesc transpose(uint32_t rows, uint32_t cols);
OperatorDesc reverseColumns(uint32_t rows, uint32_t cols);
OperatorDesc everySecondColumn(uint32_t rows, uint32_t cols);

}  // namespace dmlscope::bench
