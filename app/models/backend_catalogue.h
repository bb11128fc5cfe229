// The backends a run can use: the fast CPU backend (the default), the CPU reference and each Vulkan device,
// created on first use and reused.
#pragma once

#include <QString>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "dmlscope/backend.h"

namespace dmlscope::gui {

struct BackendChoice {
  enum class Kind { FastCpu, ReferenceCpu, Vulkan };
  Kind kind = Kind::FastCpu;
  uint32_t device = 0;  // Vulkan: index in listVulkanDevices()
  QString label;        // "CPU (fast)", "CPU (reference)", "GPU 0: llvmpipe (LLVM 15.0.6, 256 bits)"
  QString deviceType;   // Vulkan: "discrete", "integrated", "virtual", "cpu" (lavapipe), "other"
  bool operator==(const BackendChoice&) const = default;

  bool isCpu() const { return kind != Kind::Vulkan; }
  // A Vulkan device that is a real GPU: lavapipe implements Vulkan on the CPU, where the fast CPU backend is
  // quicker, so it is never started on by itself.
  bool isHardwareGpu() const { return kind == Kind::Vulkan && deviceType != QLatin1String("cpu"); }
  // The CPU reference: what a cross-check compares with.
  static BackendChoice reference() { return {Kind::ReferenceCpu, 0, {}, {}}; }
};

class BackendCatalogue {
 public:
  // Lists the two CPU backends (the fast one first) and, where the Vulkan backend is built and a loader and
  // driver are found, every device.
  BackendCatalogue();

  const std::vector<BackendChoice>& choices() const { return choices_; }
  // Why no Vulkan device is listed (empty when there are some).
  QString vulkanStatus() const { return vulkanStatus_; }

  // What a run starts on: the first real GPU whose backend can be created, else the fast CPU backend (index
  // 0). Creating the GPU's backend here is the test of "usable" (a listed device can still fail to start),
  // and the backend is kept for the first run. `note` receives the status-bar sentence saying which and why.
  int startIndex(QString* note = nullptr);

  // The backend for `choice`, created on first use. Safe to call from any thread; a backend runs one
  // session at a time, which the run controller guarantees.
  Result<std::shared_ptr<Backend>> backend(const BackendChoice& choice);

 private:
  std::vector<BackendChoice> choices_;
  QString vulkanStatus_;
  std::mutex mutex_;
  std::map<std::pair<int, uint32_t>, std::shared_ptr<Backend>> created_;
};

}  // namespace dmlscope::gui
