// The command line with real tensors: --input from .npy, --npy-out (outputs and sources), --output naming the
// written files, --repeat's timing line, the CPU backends by name and the memory guard, through the real
// executable. Files are written and read byte by byte (npy_test_files.h), not with core's .npy code.
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <string>
#include <vector>

#include "../core/npy_test_files.h"
#include "cli_process.h"

using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

const std::vector<float> kPageInput = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};

// numpy.pad(x, ((s0, e0), (s1, e1)), mode="reflect") for a 2-D x, written out by hand.
std::vector<float> reflectPad(const std::vector<float>& x, int rows, int cols, int s0, int e0, int s1, int e1) {
  const auto fold = [](int j, int n) {
    const int period = 2 * (n - 1);
    int m = ((j % period) + period) % period;
    return m < n ? m : period - m;
  };
  std::vector<float> out;
  for (int r = -s0; r < rows + e0; ++r)
    for (int c = -s1; c < cols + e1; ++c) out.push_back(x[fold(r, rows) * cols + fold(c, cols)]);
  return out;
}

class TstCliNpy : public QObject {
  Q_OBJECT

 private slots:
  void inputAndNpyOutReplaceDataAndWriteTheLogicalShape() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    // A 6×5 image into the reflection example (1×1×4×4): the input and the output follow the file.
    std::vector<float> image(30);
    for (int i = 0; i < 30; ++i) image[i] = static_cast<float>(i * 7 % 11);
    writeBytes(base / "image.npy", npyBytes("<f4", {6, 5}, rawData(image)));
    auto r = runDmlscope({QStringLiteral("run"), example("padding_reflection.json"), QStringLiteral("--input"),
                       QStringLiteral("InputTensor=") + q(base / "image.npy"), QStringLiteral("--npy-out"), q(base / "out"),
                       QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), "with --npy-out and no --output, the outputs are in the files only");
    const NpyParts out = npyParts(readBytes(base / "out" / "OutputTensor.npy"));
    QVERIFY2(out.header.find("'descr': '<f4'") != std::string::npos, out.header.c_str());
    QVERIFY2(out.header.find("'shape': (1, 1, 10, 11)") != std::string::npos, out.header.c_str());
    QCOMPARE(valuesOf<float>(out.data), reflectPad(image, 6, 5, 1, 3, 2, 4));
    QVERIFY(!fs::exists(base / "out" / "OutputTensor.sources.npy"));
  }

  void withSourcesWritesInputAndElementPairs() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto r = runDmlscope({QStringLiteral("run"), example("padding_constant.json"), QStringLiteral("--npy-out"), q(base),
                       QStringLiteral("--with-sources"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const NpyParts sources = npyParts(readBytes(base / "OutputTensor.sources.npy"));
    QVERIFY2(sources.header.find("'descr': '<i8'") != std::string::npos, sources.header.c_str());
    // The page's constant example: 1×1×4×4 padded by (1, 2) before and (3, 4) after → 1×1×8×10.
    QVERIFY2(sources.header.find("'shape': (1, 1, 8, 10, 2)") != std::string::npos, sources.header.c_str());
    const auto pairs = valuesOf<int64_t>(sources.data);
    QCOMPARE(pairs.size(), size_t{160});
    for (int y = 0; y < 8; ++y) {
      for (int x = 0; x < 10; ++x) {
        const int iy = y - 1, ix = x - 2;
        const bool inside = iy >= 0 && iy < 4 && ix >= 0 && ix < 4;
        QCOMPARE(pairs[(y * 10 + x) * 2], inside ? int64_t{0} : int64_t{-1});
        QCOMPARE(pairs[(y * 10 + x) * 2 + 1], inside ? int64_t{iy * 4 + ix} : int64_t{-1});
      }
    }
  }

  void splitWritesOneFilePerOutputAndOutputNamesThem() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto r = runDmlscope({QStringLiteral("run"), example("split_axis3.json"), QStringLiteral("--npy-out"), q(base / "npy"),
                       QStringLiteral("--output"), q(base / "result.json"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(fs::exists(base / "npy" / "OutputTensors.0.npy"));
    QVERIFY(fs::exists(base / "npy" / "OutputTensors.1.npy"));
    const std::string json = readBytes(base / "result.json");
    QVERIFY2(json.find("\"Data\": \"npy/OutputTensors.1.npy\"") != std::string::npos, json.c_str());
    // The written session opens again and validates: its outputs' Data are the files.
    auto v = runDmlscope({QStringLiteral("validate"), q(base / "result.json")});
    QCOMPARE(v.exitCode, 0);
  }

  void inputIntoJoinByIndexedField() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "b.npy", npyBytes("<f4", {1, 1, 2, 2}, rawData(std::vector<float>{-1, -2, -3, -4})));
    auto r = runDmlscope({QStringLiteral("run"), example("join_axis3.json"), QStringLiteral("--input"),
                       QStringLiteral("InputTensors[1]=") + q(base / "b.npy"), QStringLiteral("--npy-out"), q(base),
                       QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const auto values = valuesOf<float>(npyParts(readBytes(base / "OutputTensor.npy")).data);
    QCOMPARE(values.size(), size_t{12});
    // Rows of 6: input 0's two columns, then input 1's, then input 2's.
    QCOMPARE(values[2], -1.0f);
    QCOMPARE(values[3], -2.0f);
    QCOMPARE(values[8], -3.0f);
    QCOMPARE(values[9], -4.0f);
  }

  void badInputArgumentsSayWhat_data() {
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no equals") << "InputTensor" << "--input expects FIELD=PATH.npy";
    QTest::newRow("unknown field") << "InputTensors[7]=x.npy" << "--input names InputTensors[7], but DML_OPERATOR_PADDING has the inputs InputTensor";
    QTest::newRow("missing file") << "InputTensor=/nonexistent/x.npy" << "/nonexistent/x.npy";
  }

  void badInputArgumentsSayWhat() {
    QFETCH(QString, argument);
    QFETCH(QString, expected);
    auto r = runDmlscope({QStringLiteral("run"), example("padding_edge.json"), QStringLiteral("--input"), argument});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
  }

  void repeatPrintsMedianAndMin() {
    auto r = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--repeat"), QStringLiteral("5"),
                       QStringLiteral("--npy-out"), QDir::tempPath() + QStringLiteral("/dmlscope-repeat-test")});
    QCOMPARE(r.exitCode, 0);
    // The timing is the summary's first line (on standard error when the session is written, or with --quiet).
    QVERIFY2(QRegularExpression(QStringLiteral("^DML_OPERATOR_TILE ran on CPU: median [0-9.]+ ms, min [0-9.]+ ms over 5 runs\n"))
                 .match(QString::fromUtf8(r.out))
                 .hasMatch(),
             r.out.constData());
    auto bad = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--repeat"), QStringLiteral("0")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("--repeat"));
  }

  void bothCpuBackendsGiveTheSameFiles() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    for (const char* backend : {"cpu", "cpu-reference"}) {
      auto r = runDmlscope({QStringLiteral("run"), example("depth_to_space_crd.json"), QStringLiteral("--backend"),
                         QLatin1String(backend), QStringLiteral("--with-sources"), QStringLiteral("--npy-out"),
                         q(base / backend), QStringLiteral("--quiet")});
      QCOMPARE(r.exitCode, 0);
    }
    QCOMPARE(readBytes(base / "cpu" / "OutputTensor.npy"), readBytes(base / "cpu-reference" / "OutputTensor.npy"));
    QCOMPARE(readBytes(base / "cpu" / "OutputTensor.sources.npy"),
             readBytes(base / "cpu-reference" / "OutputTensor.sources.npy"));
  }

  void memoryGuardRefusesBeforeRunning() {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DMLSCOPE_MEMORY_BUDGET"), QStringLiteral("100"));
    auto r = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--with-sources")}, env);
    QCOMPARE(r.exitCode, 1);
    // The Tile example's output is 6×9 FLOAT32: 216 bytes, and its index map 432.
    QVERIFY2(r.err.contains("this run needs 648 bytes of memory (outputs 216 bytes, index map 432 bytes, transfers 0 bytes, writing the result 0 bytes), "
                            "but only 100 bytes is available (DMLSCOPE_MEMORY_BUDGET)"),
             r.err.constData());
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstCliNpy)
#include "tst_cli_npy.moc"
