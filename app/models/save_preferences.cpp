// The Save preference in QSettings (see save_preferences.h).
#include "models/save_preferences.h"

#include <QSettings>

#include <algorithm>

namespace dmlscope::gui {
namespace {

QString enabledKey() { return QStringLiteral("save/externalData"); }
QString thresholdKey() { return QStringLiteral("save/externalDataKiB"); }

}  // namespace

ExternalDataPreference externalDataPreference() {
  QSettings settings;
  ExternalDataPreference p;
  p.enabled = settings.value(enabledKey(), true).toBool();
  bool ok = false;
  const qulonglong kib = settings.value(thresholdKey(), kDefaultExternalDataKiB).toULongLong(&ok);
  p.thresholdKiB = ok ? static_cast<uint32_t>(std::min<qulonglong>(kib, kMaxExternalDataKiB)) : kDefaultExternalDataKiB;
  return p;
}

void setExternalDataPreference(const ExternalDataPreference& preference) {
  QSettings settings;
  settings.setValue(enabledKey(), preference.enabled);
  settings.setValue(thresholdKey(), preference.thresholdKiB);
}

std::optional<uint64_t> externalDataBytes(const ExternalDataPreference& preference) {
  if (!preference.enabled) return std::nullopt;
  return uint64_t{preference.thresholdKiB} * 1024;
}

}  // namespace dmlscope::gui
