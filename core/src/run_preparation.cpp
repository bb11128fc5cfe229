// Validation and size limits shared by the backends.
#include "run_preparation.h"

#include <fmt/format.h>

#include "dmlscope/checked.h"

namespace dmlscope::detail {
namespace {

std::string describeErrors(const std::vector<Diagnostic>& diagnostics) {
  std::string text = "the descriptor is invalid:";
  for (const auto& d : diagnostics) text += fmt::format("\n  {}: {}", d.field, d.message);
  return text;
}

}  // namespace

Result<PreparedRun> prepareRun(const Session& session, const RunOptions& options) {
  auto diagnostics = validateSession(session);
  if (!diagnostics.empty()) return Error{describeErrors(diagnostics)};
  PreparedRun run;
  for (const auto& slot : inputSlots(session.desc)) run.inputs.push_back(*computeLayout(inputTensor(session.desc, slot.index)));
  uint64_t total = 0;
  for (const auto& slot : outputSlots(session.desc)) {
    auto layout = *computeLayout(outputTensor(session.desc, slot.index));
    if (layout.elementCount >= kMaxSourceElements)
      return Error{makeDiagnostic(slot.field, "run.too-many-elements", {std::to_string(layout.elementCount)}).message};
    auto mapBytes = options.computeIndexMap ? checkedMul(layout.elementCount, 8) : std::optional<uint64_t>{0};
    auto sum = mapBytes ? checkedAdd(total, layout.bufferBytes) : std::nullopt;
    sum = sum ? checkedAdd(*sum, *mapBytes) : std::nullopt;
    if (!sum || *sum > kMaxRunBytes)
      return Error{makeDiagnostic(slot.field, "run.too-large",
                                  {sum ? std::to_string(*sum) : "more than 2^64", std::to_string(kMaxRunBytes)})
                       .message};
    total = *sum;
    run.outputs.push_back(std::move(layout));
  }
  return run;
}

}  // namespace dmlscope::detail
