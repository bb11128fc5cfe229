// Hooks of the Vulkan backend for dmlscope-bench and the GPU tests: timing without host transfers, the
// device a backend runs on, and limits that force the splitting paths on small tensors. Not public API.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "dmlscope/vulkan_backend.h"
#include "map_encoding.h"
#include "scatter_method.h"

namespace dmlscope::vulkan {

// The device of a backend made by makeVulkanBackend(); null for any other backend.
const VulkanDeviceInfo* deviceInfo(const Backend& backend);

// Uploads the session's inputs once, then runs its operator `repetitions` times in one submission and
// returns each repetition's GPU time (timestamp queries). Nothing is read back.
Result<std::vector<std::chrono::nanoseconds>> timeOperator(Backend& backend, const Session& session,
                                                           bool computeIndexMap, uint32_t repetitions);

// The same for a plain compute-shader copy (shaders/copy.comp) of `bytes` bytes (rounded up to 16)
// between two device buffers: the yardstick for the operators' bandwidth.
Result<std::vector<std::chrono::nanoseconds>> timeCopy(Backend& backend, uint64_t bytes, uint32_t repetitions);

// The same for vkCmdFillBuffer writing `bytes` bytes: what writing alone reaches on the device, the
// yardstick for operators that write far more than they read (Tile).
Result<std::vector<std::chrono::nanoseconds>> timeFill(Backend& backend, uint64_t bytes, uint32_t repetitions);

// Testing: plan every later run as if the device allowed storage bindings of at most `maxStorageRange`
// bytes and `maxGroups` workgroups per dispatch (0: the device's own values), optionally with a wider
// index-map encoding than the run needs (the 64-bit arithmetic only inputs of 2^32 elements or more need).
void overrideLimitsForTesting(Backend& backend, uint64_t maxStorageRange, uint32_t maxGroups,
                              MapEncoding mapEncoding = MapEncoding::Auto);

// Testing: store every later run's tensors in buffers of at most `bytes` (rounded down to the storage
// alignment; 0: the device's own per-buffer limit), so that small tensors go through the chunked storage
// that tensors above 4 GiB (NVIDIA) or 2 GiB (lavapipe) need. The copy yardstick (timeCopy) obeys it too.
void setMaxBufferBytesForTesting(Backend& backend, uint64_t bytes);

// Bytes of one index-map entry the GPU writes for `session` (4 narrow, 8 otherwise; see map_encoding.h): what
// the benchmark counts as moved when it times a run with the map.
uint32_t indexMapEntryBytes(const Session& session);

// Tuning: output vectors each shader invocation gathers before it stores (1 to 4; 0: each shader's default).
void setItemsPerInvocation(Backend& backend, uint32_t items);

// Testing and tuning: how later runs' scatters find their updates (Auto: the planner's choice).
void setScatterMethod(Backend& backend, ScatterMethod method);

// Testing: never map tensor memory, and move every transfer through a staging buffer of `stagingBytes`
// (many chunks when small), as on a discrete GPU; 0 restores the normal choice.
void useStagingForTesting(Backend& backend, uint64_t stagingBytes);

// Testing: the device reports at most `count` storage buffers per shader stage, for this and every device
// that replaces it.
void capStorageBuffersForTesting(Backend& backend, uint32_t count);

// Testing: device allocations beyond `bytes` in total fail as VK_ERROR_OUT_OF_DEVICE_MEMORY would.
void limitAllocationsForTesting(Backend& backend, uint64_t bytes);

// Testing: the device's memory budget (VK_EXT_memory_budget, else its device-local heap) is `bytes` for this and
// every device that replaces it; nothing restores the device's own figure.
void setMemoryBudgetForTesting(Backend& backend, std::optional<uint64_t> bytes);

}  // namespace dmlscope::vulkan
