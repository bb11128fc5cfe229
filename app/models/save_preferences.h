// How Save writes large tensors, as chosen in Edit → Preferences… and kept in QSettings: inline in the
// session, or as .npy files beside it above a size.
#pragma once

#include <cstdint>
#include <optional>

namespace dmlscope::gui {

inline constexpr uint32_t kDefaultExternalDataKiB = 256;
inline constexpr uint32_t kMaxExternalDataKiB = 1u << 30;  // 1 TiB: past any tensor dmlscope can hold

struct ExternalDataPreference {
  bool enabled = true;
  uint32_t thresholdKiB = kDefaultExternalDataKiB;  // tensors larger than this go to .npy files
  bool operator==(const ExternalDataPreference&) const = default;
};

ExternalDataPreference externalDataPreference();
void setExternalDataPreference(const ExternalDataPreference& preference);
// The preference as core's WriteOptions::externalDataBytes: nothing when large tensors stay inline.
std::optional<uint64_t> externalDataBytes(const ExternalDataPreference& preference);

}  // namespace dmlscope::gui
