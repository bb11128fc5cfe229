// dmlscope-bench --check: the GPU against the CPU reference on the benchmark's own device (the tests need Qt,
// which the benchmark machine may lack).
#pragma once

#include <cstdint>
#include <filesystem>

#include "dmlscope/backend.h"

namespace dmlscope::bench {

// Runs the reference examples in `examples`, `randomCases` random sessions, and every sweep workload at a
// few sizes up to `maxBytes`, on `gpu` and on the CPU, comparing outputs and index maps exactly. Prints
// each failure and a summary; returns the number of failures.
int runChecks(Backend& gpu, uint32_t randomCases, const std::filesystem::path& examples, uint64_t maxBytes);

}  // namespace dmlscope::bench
