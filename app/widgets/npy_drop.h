// What a drag carries, for the widgets that take a .npy file dropped onto a tensor.
#pragma once

#include <QFileInfo>
#include <QMimeData>
#include <QString>
#include <QUrl>

namespace dmlscope::gui {

// The local path of the one .npy file `mime` carries, else empty. A .pb (an ONNX TensorProto) counts too: it
// is given to an ONNX node's input the same way (MainWindow::giveOnnxInput).
inline QString droppedNpyPath(const QMimeData* mime) {
  if (!mime) return {};
  const auto urls = mime->urls();
  if (urls.size() != 1 || !urls.front().isLocalFile()) return {};
  const QString path = urls.front().toLocalFile();
  const QString suffix = QFileInfo(path).suffix();
  const bool tensorFile = suffix.compare(QLatin1String("npy"), Qt::CaseInsensitive) == 0 ||
                          suffix.compare(QLatin1String("pb"), Qt::CaseInsensitive) == 0;
  return tensorFile ? path : QString();
}

}  // namespace dmlscope::gui
