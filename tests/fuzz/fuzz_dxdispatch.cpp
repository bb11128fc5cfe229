// Fuzz target: any bytes as a DxDispatch model. Reading never crashes; a model that opens as a valid session
// is exported again, and the exported model opens as a session with the same descriptor and inputs.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dmlscope/dxdispatch.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)dmlscope::isDxDispatchModel(text);
  // "sourcePath" initializers are read against the fixtures' folder, which holds a .npy and a .dat file.
  auto model = dmlscope::parseDxDispatchModel(text, DMLSCOPE_FUZZ_DATA_DIR);
  if (!model) {
    DMLSCOPE_FUZZ_CHECK(!model.error().message.empty());
    return 0;
  }
  const dmlscope::Session& session = model->session;
  if (!dmlscope::validateSession(session).empty()) return 0;
  auto exported = dmlscope::writeDxDispatchModel(session);
  if (!exported) return 0;
  DMLSCOPE_FUZZ_CHECK(dmlscope::isDxDispatchModel(*exported));
  auto again = dmlscope::parseDxDispatchModel(*exported, DMLSCOPE_FUZZ_DATA_DIR);
  if (!again) std::fprintf(stderr, "re-reading failed: %s\n%s\n", again.error().message.c_str(), exported->c_str());
  DMLSCOPE_FUZZ_CHECK(again.ok());
  DMLSCOPE_FUZZ_CHECK(again->session.desc == session.desc);
  DMLSCOPE_FUZZ_CHECK(again->session.inputData == session.inputData);
  return 0;
}
