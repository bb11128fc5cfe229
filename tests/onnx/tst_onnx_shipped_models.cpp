// The ONNX models shipped in resources/models are exactly what scripts/make_onnx_models.py writes: the test
// reruns the script into a temporary folder and requires byte-identical files, so a model never drifts from
// the script that documents how it was made (and nobody hand-edits one).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kRoot = QStringLiteral(DMLSCOPE_SOURCE_DIR);
const QString kModelsDir = kRoot + QStringLiteral("/resources/models");
const QString kScript = kRoot + QStringLiteral("/scripts/make_onnx_models.py");
// Debian's Python, which has python3-onnx and NumPy (scripts/setup.sh installs them).
const QString kPython = QStringLiteral("/usr/bin/python3");

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class OnnxShippedModels : public QObject {
  Q_OBJECT

 private slots:
  void committedModelsAreWhatTheScriptWrites() {
    if (!QFileInfo(kPython).isExecutable()) QSKIP("no /usr/bin/python3");
    QProcess probe;
    probe.start(kPython, {QStringLiteral("-c"), QStringLiteral("import onnx, onnx.helper, onnx.numpy_helper, numpy")});
    QVERIFY(probe.waitForFinished(60000));
    if (probe.exitCode() != 0) QSKIP("python3-onnx is not installed: the shipped models cannot be regenerated here");

    QTemporaryDir out;
    QVERIFY(out.isValid());
    QProcess script;
    script.start(kPython, {kScript, QStringLiteral("--output"), out.path()});
    QVERIFY(script.waitForFinished(120000));
    QVERIFY2(script.exitStatus() == QProcess::NormalExit && script.exitCode() == 0,
             script.readAllStandardError().constData());

    const QStringList written = QDir(out.path()).entryList({QStringLiteral("*.onnx")}, QDir::Files, QDir::Name);
    const QStringList committed = QDir(kModelsDir).entryList({QStringLiteral("*.onnx")}, QDir::Files, QDir::Name);
    QVERIFY2(written.size() >= 3, "make_onnx_models.py wrote fewer than three models");
    // Every model the script makes is committed, and every committed model comes from the script.
    QCOMPARE(committed, written);
    for (const QString& name : written) {
      const QByteArray fresh = readAll(out.path() + "/" + name);
      const QByteArray shipped = readAll(kModelsDir + "/" + name);
      QVERIFY2(!fresh.isEmpty(), qPrintable(name + " was written empty"));
      QVERIFY2(fresh == shipped,
               qPrintable(QStringLiteral("resources/models/%1 differs from what scripts/make_onnx_models.py writes "
                                         "(%2 bytes committed, %3 written): rerun the script and commit its output")
                              .arg(name)
                              .arg(shipped.size())
                              .arg(fresh.size())));
    }
  }
};

QTEST_GUILESS_MAIN(OnnxShippedModels)
#include "tst_onnx_shipped_models.moc"
