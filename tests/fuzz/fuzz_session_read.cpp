// Fuzz target: any bytes as a session file. Reading never crashes; a session that reads is written back, and
// what is written reads again as the same session (the writer and the reader agree on every field).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dmlscope/session_file.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // "Data": "file.npy" is read against the fixtures' folder, so that links to real .npy files are exercised.
  auto session = dmlscope::parseSession(text, DMLSCOPE_FUZZ_DATA_DIR);
  if (!session) {
    DMLSCOPE_FUZZ_CHECK(!session.error().message.empty());
    return 0;
  }
  const std::string written = dmlscope::writeSession(*session);
  auto again = dmlscope::parseSession(written, DMLSCOPE_FUZZ_DATA_DIR);
  if (!again) std::fprintf(stderr, "re-reading failed: %s\n%s\n", again.error().message.c_str(), written.c_str());
  DMLSCOPE_FUZZ_CHECK(again.ok());
  DMLSCOPE_FUZZ_CHECK(dmlscope::writeSession(*again) == written);
  return 0;
}
