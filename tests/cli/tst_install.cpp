// Installation: `cmake --install` puts the binary, examples, translations, icon and desktop entry in the usual
// places, and the installed dmlscope runs and finds nothing missing.
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

class TstInstall : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(prefix_.isValid());
    QProcess install;
    install.start(QStringLiteral(DMLSCOPE_CMAKE_COMMAND),
                  {QStringLiteral("--install"), QStringLiteral(DMLSCOPE_BUILD_DIR), QStringLiteral("--prefix"), prefix_.path()});
    QVERIFY(install.waitForFinished(120000));
    QVERIFY2(install.exitCode() == 0, install.readAllStandardError().constData());
  }

  void installsEveryPieceWhereADesktopLooks_data() {
    QTest::addColumn<QString>("path");
    for (const char* p : {"bin/dmlscope", "share/applications/dmlscope.desktop",
                          "share/icons/hicolor/scalable/apps/dmlscope.svg", "share/dmlscope/examples/tile.json",
                          "share/dmlscope/examples/padding_symmetric.json", "share/dmlscope/translations/dmlscope_ja.qm",
                          "share/dmlscope/translations/dmlscope_ko.qm"})
      QTest::newRow(p) << QString::fromLatin1(p);
  }

  void installsEveryPieceWhereADesktopLooks() {
    QFETCH(QString, path);
    QFileInfo info(prefix_.filePath(path));
    QVERIFY2(info.isFile(), qPrintable(path));
    QVERIFY(info.size() > 0);
  }

  void desktopEntryLaunchesDmlscopeWithItsIcon() {
    QSettings entry(prefix_.filePath(QStringLiteral("share/applications/dmlscope.desktop")), QSettings::IniFormat);
    entry.beginGroup(QStringLiteral("Desktop Entry"));
    QCOMPARE(entry.value(QStringLiteral("Type")).toString(), QStringLiteral("Application"));
    QCOMPARE(entry.value(QStringLiteral("Exec")).toString(), QStringLiteral("dmlscope %f"));
    QCOMPARE(entry.value(QStringLiteral("Icon")).toString(), QStringLiteral("dmlscope"));
    QVERIFY(entry.value(QStringLiteral("Categories")).toString().contains(QStringLiteral("Development")));
  }

  void iconIsAScalableSvg() {
    QFile icon(prefix_.filePath(QStringLiteral("share/icons/hicolor/scalable/apps/dmlscope.svg")));
    QVERIFY(icon.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&icon);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name(), QLatin1String("svg"));
    QVERIFY(xml.attributes().hasAttribute(QLatin1String("viewBox")));
    while (!xml.atEnd()) xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
  }

  void installedBinaryRunsAnInstalledExample() {
    QProcess run;
    run.start(prefix_.filePath(QStringLiteral("bin/dmlscope")),
              {QStringLiteral("validate"), prefix_.filePath(QStringLiteral("share/dmlscope/examples/tile.json"))});
    QVERIFY(run.waitForFinished(60000));
    QCOMPARE(run.exitCode(), 0);
  }

 private:
  QTemporaryDir prefix_;
};

QTEST_GUILESS_MAIN(TstInstall)
#include "tst_install.moc"
