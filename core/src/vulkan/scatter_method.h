// How the GPU's scatters find the update that lands on an output element; its own header so that the
// benchmark and the tests can ask for one without the planner's dependencies.
#pragma once

#include <cstdint>

namespace dmlscope::vulkan {

// Scan: each output element scans its candidate updates, the last first (one pass, no scratch memory, a scan
// per element). Winners: two passes over a scratch word per output element, each update and element visited
// once (shaders/updates.glsl). Auto takes Winners where the words fit one window and an element has more than
// kScanCandidates candidates; testing forces either (Winners still scans where the words do not fit).
enum class ScatterMethod : uint32_t { Auto, Scan, Winners };
inline constexpr uint64_t kScanCandidates = 4;

}  // namespace dmlscope::vulkan
