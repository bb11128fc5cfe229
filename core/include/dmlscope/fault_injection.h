// Test-only fault injection: named points in core's failure paths (GPU memory, a lost GPU, a cancelled run,
// each step of an atomic save) that a test arms to make the next pass through them fail as the real fault
// would. Unarmed, a point costs one relaxed atomic load and a branch that is not taken.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>

namespace dmlscope::fault {

enum class Point : uint32_t {
  VulkanAllocate,    // vkAllocateMemory returns VK_ERROR_OUT_OF_DEVICE_MEMORY
  VulkanDeviceLost,  // a submission's wait returns VK_ERROR_DEVICE_LOST (after the work ran)
  VulkanNoLoader,    // the Vulkan loader cannot be found (as on a machine without libvulkan)
  RunCancel,         // a backend's cancel check sees a cancel request (every backend, CPU and GPU)
  SaveCreate,        // creating the temporary file of an atomic save fails with EACCES (an unwritable folder)
  SaveWrite,         // writing it fails with ENOSPC (a full disk)
  SaveFlush,         // fsync fails with ENOSPC (a full disk that noticed late)
  SaveRename,        // renaming it over the target fails with EACCES
  Count,
};

// "vulkan.allocate", "vulkan.device-lost", "vulkan.no-loader", "run.cancel", "save.create", "save.write",
// "save.flush", "save.rename".
std::string_view name(Point point);
std::optional<Point> parsePoint(std::string_view name);

// Arms `point`: the first `skip` passes through it go through, then the next `times` passes fail.
inline constexpr uint32_t kAlways = UINT32_MAX;
void arm(Point point, uint32_t skip = 0, uint32_t times = kAlways);
void disarm(Point point);
void disarmAll();
// How many times `point` has fired since it was armed.
uint32_t fired(Point point);

namespace detail {
extern std::atomic<uint32_t> armedPoints;  // one bit per armed point
bool firesArmed(Point point);
}  // namespace detail

// At a fault point: true when this pass must fail.
inline bool fires(Point point) {
  if (detail::armedPoints.load(std::memory_order_relaxed) == 0) [[likely]]
    return false;
  return detail::firesArmed(point);
}

// Arms a point for a scope (a test), and disarms it at the end of the scope whatever happens.
class ScopedFault {
 public:
  explicit ScopedFault(Point point, uint32_t skip = 0, uint32_t times = kAlways) : point_(point) { arm(point, skip, times); }
  ~ScopedFault() { disarm(point_); }
  ScopedFault(const ScopedFault&) = delete;
  ScopedFault& operator=(const ScopedFault&) = delete;

 private:
  Point point_;
};

}  // namespace dmlscope::fault
