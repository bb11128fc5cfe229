// Validation and size limits shared by the backends.
#include "run_preparation.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"
#include "dmlscope/session_validation.h"
#include "catalogue_error.h"
#include "memory_budget.h"

namespace dmlscope::detail {
namespace {

// The diagnostics as indented lines after "the descriptor is invalid:"; each keeps its English message.
Error describeErrors(const std::vector<Diagnostic>& diagnostics) {
  std::string list;
  for (const auto& d : diagnostics) list += fmt::format("\n  {}: {}", d.field, d.message);
  return catalogueError("run.invalid-descriptor", {list});
}

// Refuses a run whose host memory need exceeds the budget, stating both figures and what the need is made of:
// the outputs, the index map, the backend's transfers and what the caller needs to write the result. A need
// past 2^64 bytes (nothing: an overflowed sum) is refused even where no budget is known.
Status checkMemory(std::optional<uint64_t> outputBytes, uint64_t mapBytes, uint64_t overheadBytes,
                   const RunOptions& options) {
  const auto budget = hostMemoryBudget(options.memoryBudget);
  auto need = outputBytes ? checkedAdd(*outputBytes, mapBytes) : std::nullopt;
  need = need ? checkedAdd(*need, overheadBytes) : std::nullopt;
  need = need ? checkedAdd(*need, options.callerHostBytes) : std::nullopt;
  if (need && (!budget || *need <= budget->bytes)) return Ok{};
  const std::string beyond = "> 16 EiB";
  return catalogueError(mapBytes ? "run.exceeds-memory-with-map" : "run.exceeds-memory",
                        {need ? humanBytes(*need) : beyond, outputBytes ? humanBytes(*outputBytes) : beyond,
                         humanBytes(mapBytes), humanBytes(overheadBytes), budget ? humanBytes(budget->bytes) : beyond,
                         budget ? budget->source : "", humanBytes(options.callerHostBytes)});
}

}  // namespace

Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options, uint64_t hostOverheadBytes) {
  // One run validates once: the caller's validation where it covers this session, else here.
  if (options.validation && options.validation->covers(session)) {
    if (!options.validation->valid()) return describeErrors(options.validation->diagnostics());
  } else if (auto diagnostics = validateSession(session); !diagnostics.empty()) {
    return describeErrors(diagnostics);
  }
  PreparedRun run;
  for (const auto& slot : inputSlots(session.desc)) run.inputs.push_back(*computeLayout(inputTensor(session.desc, slot.index)));
  // No fixed ceiling: what the machine has available decides (checkMemory). The sums are checked for overflow
  // only, which the memory check then reports as a need beyond any budget.
  uint64_t total = 0;
  uint64_t outputBytes = 0;
  uint64_t mapBytesTotal = 0;
  for (const auto& slot : outputSlots(session.desc)) {
    auto layout = *computeLayout(outputTensor(session.desc, slot.index));
    if (layout.elementCount >= kMaxSourceElements)
      return catalogueError("run.too-many-elements", {slot.field, std::to_string(layout.elementCount)});
    auto mapBytes = options.computeIndexMap ? checkedMul(layout.elementCount, 8) : std::optional<uint64_t>{0};
    auto sum = mapBytes ? checkedAdd(total, layout.bufferBytes) : std::nullopt;
    sum = sum ? checkedAdd(*sum, *mapBytes) : std::nullopt;
    if (!sum) return checkMemory(std::nullopt, 0, hostOverheadBytes, options).error();
    total = *sum;
    outputBytes += layout.bufferBytes;  // bounded by total, which is checked
    mapBytesTotal += *mapBytes;
    run.outputs.push_back(std::move(layout));
  }
  if (auto fits = checkMemory(outputBytes, mapBytesTotal, hostOverheadBytes, options); !fits) return fits.error();
  return run;
}

}  // namespace dmlscope::detail
