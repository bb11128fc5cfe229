// The command line as a new user meets it on a machine without a display: typos, `dmlscope` alone, -o and -h
// on every command, and no Qt start-up noise. Every test runs the real executable with DISPLAY,
// WAYLAND_DISPLAY, QT_QPA_PLATFORM and XDG_RUNTIME_DIR unset.
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_process.h"

using dmlscope::test::example;
using dmlscope::test::runDmlscope;

namespace {

// The environment of an ssh session or a container: no display, nothing chosen for Qt.
QProcessEnvironment headless() {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"}) env.remove(QLatin1String(name));
  env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
  return env;
}

const QStringList kCommands = {QStringLiteral("run"),     QStringLiteral("validate"), QStringLiteral("export"),
                               QStringLiteral("compare"), QStringLiteral("explain"),  QStringLiteral("devices"),
                               QStringLiteral("render")};

void verifyListsEveryCommand(const QByteArray& text) {
  for (const QString& command : kCommands) QVERIFY2(text.contains(command.toUtf8()), qPrintable(command));
}

// What Qt prints when its platform plugin cannot start, or when it fills in a runtime folder.
void verifyNoQtNoise(const QByteArray& err) {
  QVERIFY2(!err.contains("qt.qpa"), err.constData());
  QVERIFY2(!err.contains("QStandardPaths"), err.constData());
  QVERIFY2(!err.contains("platform plugin"), err.constData());
}

}  // namespace

class TstCliHeadless : public QObject {
  Q_OBJECT
 private slots:
  void mistypedCommandIsNamedWithTheNearestCommand_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("meant");
    QTest::newRow("swapped letters") << "exprot" << "export";
    QTest::newRow("missing letter") << "valdate" << "validate";
    QTest::newRow("extra letter") << "runn" << "run";
    QTest::newRow("wrong letter") << "devises" << "devices";
    QTest::newRow("plural") << "renders" << "render";
    QTest::newRow("swapped in explain") << "explian" << "explain";
  }
  void mistypedCommandIsNamedWithTheNearestCommand() {
    QFETCH(QString, typed);
    QFETCH(QString, meant);
    const auto outcome = runDmlscope({typed, QStringLiteral("x.json")}, headless());
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY2(outcome.err.contains("unknown command '" + typed.toUtf8() + "'"), outcome.err.constData());
    QVERIFY2(outcome.err.contains("did you mean '" + meant.toUtf8() + "'"), outcome.err.constData());
    verifyListsEveryCommand(outcome.err);
    verifyNoQtNoise(outcome.err);
    QVERIFY(outcome.out.isEmpty());
  }

  void unknownWordFarFromEveryCommandGetsNoGuess() {
    const auto outcome = runDmlscope({QStringLiteral("frobnicate")}, headless());
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY2(outcome.err.contains("unknown command 'frobnicate'"), outcome.err.constData());
    QVERIFY2(!outcome.err.contains("did you mean"), outcome.err.constData());
    verifyListsEveryCommand(outcome.err);
  }

  void appWithoutDisplaySaysSoAndPointsToTheCommands_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("platform");
    QTest::newRow("dmlscope alone") << QStringList{} << QString();
    QTest::newRow("dmlscope FILE") << QStringList{example("tile.json")} << QString();
    QTest::newRow("dmlscope missing.json") << QStringList{QStringLiteral("missing.json")} << QString();
    QTest::newRow("QT_QPA_PLATFORM=xcb") << QStringList{} << QStringLiteral("xcb");
    QTest::newRow("QT_QPA_PLATFORM=wayland;xcb") << QStringList{} << QStringLiteral("wayland;xcb");
  }
  void appWithoutDisplaySaysSoAndPointsToTheCommands() {
    QFETCH(QStringList, args);
    QFETCH(QString, platform);
    QProcessEnvironment env = headless();
    if (!platform.isEmpty()) env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    const auto outcome = runDmlscope(args, env);
    QCOMPARE(outcome.exitCode, 2);  // not 134: Qt's xcb plugin never got to abort
    QVERIFY2(outcome.err.contains("needs a display"), outcome.err.constData());
    verifyListsEveryCommand(outcome.err);
    verifyNoQtNoise(outcome.err);
  }

  void everyCommandAnswersDashH_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("flag");
    for (const QString& command : kCommands) {
      QTest::newRow(qPrintable(command + " -h")) << command << QStringLiteral("-h");
      QTest::newRow(qPrintable(command + " --help")) << command << QStringLiteral("--help");
    }
  }
  void everyCommandAnswersDashH() {
    QFETCH(QString, command);
    QFETCH(QString, flag);
    // Even next to a file that does not exist and an option the command does not know.
    const auto outcome = runDmlscope({command, QStringLiteral("missing.json"), flag, QStringLiteral("--bogus")}, headless());
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY2(outcome.out.startsWith("Usage:\n"), outcome.out.constData());
    QVERIFY2(outcome.out.contains("dmlscope " + command.toUtf8() + " "), outcome.out.constData());
    // Only that command's part: no other command's usage line.
    for (const QString& other : kCommands)
      if (other != command) QVERIFY2(!outcome.out.contains("  dmlscope " + other.toUtf8() + " "), outcome.out.constData());
    QVERIFY(outcome.err.isEmpty());
  }

  void dashOIsOutputForEveryCommandThatWritesOne_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("written");
    QTest::newRow("run") << QStringList{QStringLiteral("run"), example("tile.json")} << QStringLiteral("out.json");
    QTest::newRow("export") << QStringList{QStringLiteral("export"), example("tile.json"), QStringLiteral("--format"),
                                           QStringLiteral("dxdispatch")}
                            << QStringLiteral("model.json");
    QTest::newRow("render") << QStringList{QStringLiteral("render"), example("tile.json")} << QStringLiteral("fig.svg");
  }
  void dashOIsOutputForEveryCommandThatWritesOne() {
    QFETCH(QStringList, args);
    QFETCH(QString, written);
    QTemporaryDir dir;
    const QString path = dir.filePath(written);
    const auto outcome = runDmlscope(args << QStringLiteral("-o") << path, headless());
    QVERIFY2(outcome.exitCode == 0, outcome.err.constData());
    QVERIFY(QFileInfo(path).size() > 0);
    verifyNoQtNoise(outcome.err);
  }

  void dashOOnACommandWithoutOutputIsNamedAsUnknown() {
    const auto outcome = runDmlscope({QStringLiteral("validate"), example("tile.json"), QStringLiteral("-o"), QStringLiteral("x")}, headless());
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY2(outcome.err.contains("'-o'"), outcome.err.constData());
  }

  void commandsPrintNoQtStartupWarnings() {
    QTemporaryDir dir;
    const auto validate = runDmlscope({QStringLiteral("validate"), example("tile.json")}, headless());
    QCOMPARE(validate.exitCode, 0);
    verifyNoQtNoise(validate.err);
    QVERIFY(validate.err.isEmpty());
    const auto render = runDmlscope({QStringLiteral("render"), example("padding_edge.json"), QStringLiteral("--output"),
                                     dir.filePath(QStringLiteral("fig.png"))},
                                    headless());
    QVERIFY2(render.exitCode == 0, render.err.constData());
    verifyNoQtNoise(render.err);
    QVERIFY2(render.err.isEmpty(), render.err.constData());
  }
};

QTEST_GUILESS_MAIN(TstCliHeadless)
#include "tst_cli_headless.moc"
