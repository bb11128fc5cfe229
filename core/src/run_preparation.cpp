// Validation and size limits shared by the backends.
#include "run_preparation.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"
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

// Refuses a run whose host memory need exceeds the budget, stating both figures and what the need is made of.
Status checkMemory(uint64_t outputBytes, uint64_t mapBytes, uint64_t overheadBytes, const RunOptions& options) {
  const auto budget = hostMemoryBudget(options.memoryBudget);
  if (!budget) return Ok{};
  auto need = checkedAdd(outputBytes, mapBytes);
  need = need ? checkedAdd(*need, overheadBytes) : std::nullopt;
  if (need && *need <= budget->bytes) return Ok{};
  const std::string needText = need ? humanBytes(*need) : "> 16 EiB";
  return catalogueError(mapBytes ? "run.exceeds-memory-with-map" : "run.exceeds-memory",
                        {needText, humanBytes(outputBytes), humanBytes(mapBytes), humanBytes(overheadBytes),
                         humanBytes(budget->bytes), budget->source});
}

}  // namespace

Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options, uint64_t hostOverheadBytes) {
  auto diagnostics = validateSession(session);
  if (!diagnostics.empty()) return describeErrors(diagnostics);
  PreparedRun run;
  for (const auto& slot : inputSlots(session.desc)) run.inputs.push_back(*computeLayout(inputTensor(session.desc, slot.index)));
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
    if (!sum || *sum > kMaxRunBytes)
      return catalogueError("run.too-large",
                      {slot.field, sum ? std::to_string(*sum) : "more than 2^64", std::to_string(kMaxRunBytes)});
    total = *sum;
    outputBytes += layout.bufferBytes;  // bounded by total, which is checked
    mapBytesTotal += *mapBytes;
    run.outputs.push_back(std::move(layout));
  }
  if (auto fits = checkMemory(outputBytes, mapBytesTotal, hostOverheadBytes, options); !fits) return fits.error();
  return run;
}

}  // namespace dmlscope::detail
