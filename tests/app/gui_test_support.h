// Helpers shared by the GUI tests: an isolated application setup, waiting for runs, typing into fields, and
// looking for colours in rendered images.
#pragma once

#include <QColor>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPoint>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdlib>

#include "models/example_catalogue.h"
#include "models/run_controller.h"
#include "models/session_document.h"
#include "windows/main_window.h"

namespace dmlscope::test {

// Settings in a test location, no Vulkan (the GUI tests run the CPU backend only).
inline void isolateGuiTest() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("dmlscope-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests"));
  qputenv("DMLSCOPE_DISABLE_VULKAN", "1");
}

// Waits until the run of the current session has finished (or was refused as invalid).
inline bool waitForRun(gui::MainWindow& window) {
  return QTest::qWaitFor([&] {
    const auto outcome = window.runs()->outcome();
    return !window.runs()->isRunning() && outcome && outcome->revision == window.document()->revision();
  }, 10000);
}

// Writes `text` as session.json in `dir` and opens it in `window`; false (with the reason as a warning) when
// the file cannot be written or opened.
inline bool openText(gui::MainWindow& window, const QTemporaryDir& dir, const QString& text) {
  const QString path = dir.filePath(QStringLiteral("session.json"));
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  file.write(text.toUtf8());
  file.close();
  QString error;
  if (!window.openFile(path, &error)) {
    qWarning("%s", qPrintable(error));
    return false;
  }
  return true;
}

inline QString exampleResource(const QString& fileName) { return QStringLiteral(":/examples/") + fileName; }

// Replaces the text of a field the way typing does (textEdited fires for each key).
inline void typeInto(QLineEdit* edit, const QString& text) {
  edit->setFocus();
  edit->selectAll();
  QTest::keyClick(edit, Qt::Key_Backspace);
  QTest::keyClicks(edit, text);
}

}  // namespace dmlscope::test

// True when some pixel in a small square around `at` has (nearly) `colour`.
inline bool colourNear(const QImage& image, QPoint at, const QColor& colour, int radius = 2) {
  for (int dy = -radius; dy <= radius; ++dy) {
    for (int dx = -radius; dx <= radius; ++dx) {
      const QPoint p = at + QPoint(dx, dy);
      if (!image.rect().contains(p)) continue;
      const QColor c = image.pixelColor(p);
      if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) + std::abs(c.blue() - colour.blue()) < 30) return true;
    }
  }
  return false;
}
