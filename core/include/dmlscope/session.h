// One operator call as a person edits it: feature level, descriptor, and the tensors' buffers.
#pragma once

#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/element.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/operators.h"

namespace dmlscope {

struct Session {
  // Optional words for the Examples menu and the window title; not part of the operator call.
  std::string title;
  std::string description;
  FeatureLevel featureLevel = kLatestFeatureLevel;
  OperatorDesc desc = TileDesc{};
  // One buffer per input slot (inputSlots order), the tensor's memory as DirectML would see it.
  std::vector<Buffer> inputData;
  // One buffer per output slot, filled by a run; empty vectors before.
  std::vector<Buffer> outputData;

  bool operator==(const Session&) const = default;
};

// The validation errors of the descriptor plus those of the data: each input's Data must cover what its
// strides reach ("InputTensor.Data has length 15, but the strides need at least 16").
std::vector<Diagnostic> validateSession(const Session& session);

// Buffers are filled automatically only up to this many elements (1 GiB of FLOAT64); larger tensors are
// left empty, and validation says their Data is missing.
inline constexpr uint64_t kMaxSequentialFill = uint64_t{1} << 27;

// Fills input `index` with 0, 1, 2, ... in memory order (what an input without Data gets), sized to the
// elements its strides reach.
void fillSequential(Session& session, uint32_t index);

// Resizes every input buffer to its tensor's buffer size, keeping what fits and filling new elements with
// the sequence; drops output data. For after an edit of sizes, strides or data type. Does nothing to a
// tensor whose layout cannot be computed.
void conformBuffers(Session& session);

}  // namespace dmlscope
