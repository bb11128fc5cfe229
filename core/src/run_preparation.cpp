// Validation and size limits shared by the backends.
#include "run_preparation.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"
#include "catalogue_error.h"

namespace dmlscope::detail {
namespace {

// The diagnostics as indented lines after "the descriptor is invalid:"; each keeps its English message.
Error describeErrors(const std::vector<Diagnostic>& diagnostics) {
  std::string list;
  for (const auto& d : diagnostics) list += fmt::format("\n  {}: {}", d.field, d.message);
  return catalogueError("run.invalid-descriptor", {list});
}

}  // namespace

Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options) {
  auto diagnostics = validateSession(session);
  if (!diagnostics.empty()) return describeErrors(diagnostics);
  PreparedRun run;
  for (const auto& slot : inputSlots(session.desc)) run.inputs.push_back(*computeLayout(inputTensor(session.desc, slot.index)));
  uint64_t total = 0;
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
    run.outputs.push_back(std::move(layout));
  }
  return run;
}

}  // namespace dmlscope::detail
