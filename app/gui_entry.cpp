// The GUI's entry points (see gui_entry.h).
#include "gui_entry.h"

#include <QApplication>
#include <QGuiApplication>
#include <QMessageBox>
#include <QProcess>
#include <QStyleFactory>

#include <cstdlib>
#include <vector>

#include "figures/render_command.h"
#include "language.h"
#include "windows/main_window.h"

namespace dmlscope::gui {
namespace {

void setApplicationNames() {
  QCoreApplication::setOrganizationName(QStringLiteral("dmlscope"));
  QCoreApplication::setApplicationName(QStringLiteral("dmlscope"));
#ifdef DMLSCOPE_VERSION
  QCoreApplication::setApplicationVersion(QStringLiteral(DMLSCOPE_VERSION));
#endif
}

// Qt's platform start-up notes that a command's user cannot act on (Qt picks a private runtime folder by
// itself); every other message still goes where it went.
QtMessageHandler previousHandler = nullptr;
void quietStartupMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")) ||
      message.startsWith(QLatin1String("QStandardPaths: runtime directory"))) {
    return;
  }
  if (previousHandler) previousHandler(type, context, message);
}

}  // namespace

int runGui(int argc, char** argv) {
  setApplicationNames();
  QApplication app(argc, argv);
  // Fusion draws the same on every platform and follows the light and dark palettes fully.
  QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  installTranslators(guiLanguage());
  MainWindow window;
  const QStringList arguments = QCoreApplication::arguments();
  window.show();
  if (arguments.size() > 1) {
    QString error;
    if (!window.openFile(arguments.at(1), &error)) {
      QMessageBox::warning(&window, MainWindow::tr("Open"), error);
      window.openStartExample();
    }
  } else {
    window.openStartExample();
  }
  const int exitCode = app.exec();
  // Preferences asked to restart in another language: start again on the same file.
  if (window.restartRequested()) QProcess::startDetached(QCoreApplication::applicationFilePath(), window.restartArguments());
  return exitCode;
}

int runRender(int argc, char** argv) {
  if (std::getenv("QT_QPA_PLATFORM") == nullptr) setenv("QT_QPA_PLATFORM", "offscreen", 1);
  setApplicationNames();
  previousHandler = qInstallMessageHandler(quietStartupMessages);
  // QGuiApplication wants the program's name first; the render arguments follow it.
  static char programName[] = "dmlscope";
  std::vector<char*> appArgv{programName};
  QStringList arguments;
  for (int i = 0; i < argc; ++i) {
    appArgv.push_back(argv[i]);
    arguments << QString::fromLocal8Bit(argv[i]);
  }
  int appArgc = static_cast<int>(appArgv.size());
  appArgv.push_back(nullptr);
  QGuiApplication app(appArgc, appArgv.data());
  installTranslators(commandLanguage());
  return renderCommand(arguments);
}

void chooseLanguage(const char* language) { setLanguageOverride(language ? QString::fromUtf8(language) : QString()); }

std::string translateText(const char* context, const char* text) { return translateForCommands(context, text); }

}  // namespace dmlscope::gui
