// What a drag carries, for the widgets that take a .npy file dropped onto a tensor.
#pragma once

#include <QFileInfo>
#include <QMimeData>
#include <QString>
#include <QUrl>

namespace dmlscope::gui {

// The local path of the one .npy file `mime` carries, else empty.
inline QString droppedNpyPath(const QMimeData* mime) {
  if (!mime) return {};
  const auto urls = mime->urls();
  if (urls.size() != 1 || !urls.front().isLocalFile()) return {};
  const QString path = urls.front().toLocalFile();
  return QFileInfo(path).suffix().compare(QLatin1String("npy"), Qt::CaseInsensitive) == 0 ? path : QString();
}

}  // namespace dmlscope::gui
