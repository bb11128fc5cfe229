// Running a model's commands in order, as DxDispatch does: what a dispatch writes goes back into the resources
// it is bound to, and what dmlscope cannot run is remembered, so that a later reader of its resources is warned.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>

#include "dmlscope/backend.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "dmlscope/tensor.h"
#include "dxdispatch/dxdispatch_resources.h"

namespace dmlscope::detail {

// A dispatch command dmlscope did not run, bound to a resource that later commands may read.
struct UnrunDispatch {
  uint32_t commandIndex = 0;
  std::string dispatchable;
  std::string type;  // as written: "hlsl", "DML_OPERATOR_GEMM"
  // Why an operator dmlscope knows did not run (its desc, its validation, the run); empty for an operator,
  // hlsl or onnx dispatchable that dmlscope does not implement.
  std::string reason;
};

// Per resource name: the dispatch dmlscope did not run whose effect the resource's bytes lack. A dispatch
// that ran passes its inputs' entry on to its outputs, or clears theirs when its inputs have none.
using UnrunWrites = std::map<std::string, UnrunDispatch>;

// Writes the output's logical elements (from `output`, the run's buffer of the tensor `layout` describes) into
// `target` at byte `offset`, each at its own strided place, as DirectML writes them: the gaps between strided
// elements keep the resource's bytes. `target.initial` grows (with zeros) to cover what is written, never
// past `target.sizeInBytes`; elements past the resource's end are dropped (opening the dispatch warns).
void writeOutputElements(DxBuffer& target, uint64_t offset, const TensorLayout& layout,
                         std::span<const std::byte> output);

// Runs `session` on the fast CPU backend (bit for bit the reference) without an index map.
Result<RunResult> runForChain(const Session& session);

}  // namespace dmlscope::detail
