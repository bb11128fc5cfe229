// Fuzz target: any bytes as a session, then validation, then both CPU backends. A session that validation
// accepts runs on the reference backend and on the fast one, and the two agree bit for bit on every output
// and on the index map. Sessions with large tensors are skipped before running, so that a case stays fast.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dmlscope/backend.h"
#include "dmlscope/operators.h"
#include "dmlscope/session.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor.h"
#include "fuzz_check.h"

namespace {

// Outputs (and index map entries) above this many elements, all outputs together, are not run.
constexpr uint64_t kMaxFuzzOutputElements = 4096;

bool smallEnoughToRun(const dmlscope::Session& session) {
  uint64_t elements = 0;
  for (uint32_t i = 0; i < dmlscope::outputSlots(session.desc).size(); ++i) {
    auto layout = dmlscope::computeLayout(dmlscope::outputTensor(session.desc, i));
    if (!layout) return false;
    elements += layout->reachedElements + layout->elementCount;
    if (elements > kMaxFuzzOutputElements) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto session = dmlscope::parseSession(text, DMLSCOPE_FUZZ_DATA_DIR);
  if (!session) return 0;
  const bool valid = dmlscope::validateSession(*session).empty();
  if (!smallEnoughToRun(*session)) return 0;

  dmlscope::RunOptions options;
  options.memoryBudget = uint64_t{64} << 20;
  static const auto reference = dmlscope::makeCpuBackend();
  static const auto fast = dmlscope::makeFastCpuBackend(1);
  auto expected = reference->run(*session, options);
  auto actual = fast->run(*session, options);
  // Both backends validate first: an invalid session is an error from each, never a run.
  DMLSCOPE_FUZZ_CHECK(expected.ok() == valid);
  DMLSCOPE_FUZZ_CHECK(actual.ok() == valid);
  if (!valid) return 0;
  DMLSCOPE_FUZZ_CHECK(expected->outputs.size() == dmlscope::outputSlots(session->desc).size());
  DMLSCOPE_FUZZ_CHECK(actual->outputs == expected->outputs);
  // The sources; `via` (the gathers' and scatters' index cells) only the reference records.
  DMLSCOPE_FUZZ_CHECK(actual->indexMap.sameSources(expected->indexMap));
  return 0;
}
