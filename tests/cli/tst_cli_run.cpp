// `dmlscope run` on large tensors: a summary instead of the session on standard output, the session streamed
// with --output - or written beside its .npy files with --output FILE, the memory guard counting the writing,
// --repeat's timing under --quiet, a --help that lists what each command's parser accepts, and a DxDispatch
// model's chain of dispatches (--dispatch N after the earlier ones, --all).
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <filesystem>
#include <iterator>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "cli_process.h"
#include "dmlscope/backend.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"

using namespace dmlscope;
using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

const QString kChainModel = QStringLiteral(DMLSCOPE_SOURCE_DIR "/tests/fixtures/dxdispatch/chain_join_split_tile.json");
const QString kUnsupportedMiddleModel =
    QStringLiteral(DMLSCOPE_SOURCE_DIR "/tests/fixtures/dxdispatch/chain_unsupported_middle.json");

std::vector<float> float32s(const Buffer& data) {
  std::vector<float> out(data.size() / sizeof(float));
  std::memcpy(out.data(), data.data(), out.size() * sizeof(float));
  return out;
}

QString writeText(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) return {};
  f.write(text);
  return path;
}

// A Tile session of an INT32 input 1×1×H×W without Data (read as 0, 1, 2, ...) repeated `repeats`.
QByteArray tileSession(int h, int w, const QString& repeats, const char* type = "INT32") {
  return QStringLiteral(R"({"dmlscope": 1, "operator": "TILE", "desc": {
    "InputTensor": {"DataType": "%1", "Sizes": [1, 1, %2, %3]},
    "OutputTensor": {"DataType": "%1"}, "Repeats": [%4]}})")
      .arg(QLatin1String(type))
      .arg(h)
      .arg(w)
      .arg(repeats)
      .toUtf8();
}

// The text after the first line (the timing) of a summary.
QString afterTiming(const QByteArray& out) {
  const QString text = QString::fromUtf8(out);
  return text.mid(text.indexOf(QLatin1Char('\n')) + 1);
}

// `dmlscope --help`'s section of one command: from its "  dmlscope NAME " line to the next command's line.
QString helpSection(const QString& help, const QString& command) {
  const QString start = QStringLiteral("\n  dmlscope ") + command + QLatin1Char(' ');
  const qsizetype begin = help.indexOf(start);
  if (begin < 0) return {};
  const qsizetype end = help.indexOf(QStringLiteral("\n  dmlscope "), begin + 1);
  const qsizetype stop = end < 0 ? help.indexOf(QStringLiteral("\n\n"), begin + 1) : end;
  return help.mid(begin, stop < 0 ? -1 : stop - begin);
}

// Every "--option" string literal of a source file: the options its parser compares arguments with.
std::set<QString> optionLiterals(const QString& sourceFile) {
  QFile f(QStringLiteral(DMLSCOPE_SOURCE_DIR "/") + sourceFile);
  if (!f.open(QIODevice::ReadOnly)) return {};
  std::set<QString> options;
  static const QRegularExpression literal(QStringLiteral(R"re("(--[a-z][a-z-]*)")re"));
  auto it = literal.globalMatch(QString::fromUtf8(f.readAll()));
  while (it.hasNext()) options.insert(it.next().captured(1));
  return options;
}

class TstCliRun : public QObject {
  Q_OBJECT

 private slots:
  // The Tile example (a 2×3 input repeated 3×3): the summary's lines, with the values nested and aligned as NumPy
  // prints np.array(...).reshape(1, 1, 6, 9) (without "array(").
  void runPrintsASummaryOfEachOutput() {
    auto r = runDmlscope({QStringLiteral("run"), example("tile.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QRegularExpression(QStringLiteral("^DML_OPERATOR_TILE ran on CPU in [0-9.]+ ms\n"))
                 .match(QString::fromUtf8(r.out))
                 .hasMatch(),
             r.out.constData());
    QCOMPARE(afterTiming(r.out), QStringLiteral("OutputTensor: FLOAT32 {1, 1, 6, 9}, 54 elements\n"
                                                "[[[[1, 2, 3, 1, 2, 3, 1, 2, 3],\n"
                                                "   [4, 5, 6, 4, 5, 6, 4, 5, 6],\n"
                                                "   [1, 2, 3, 1, 2, 3, 1, 2, 3],\n"
                                                "   [4, 5, 6, 4, 5, 6, 4, 5, 6],\n"
                                                "   [1, 2, 3, 1, 2, 3, 1, 2, 3],\n"
                                                "   [4, 5, 6, 4, 5, 6, 4, 5, 6]]]]\n"));
  }

  // Above 1000 elements, NumPy shows three items at each end of every long dimension: np.arange(2500) as
  // 1×1×50×50 prints as below (each value right-aligned to the widest shown). Two outputs of a split show the
  // blank line NumPy puts between blocks of a 3-D array.
  void summaryElidesLargeTensorsAsNumPyDoes() {
    QTemporaryDir dir;
    auto r = runDmlscope({QStringLiteral("run"), writeText(dir, QStringLiteral("t.json"), tileSession(50, 50, QStringLiteral("1, 1, 1, 1")))});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(afterTiming(r.out), QStringLiteral("OutputTensor: INT32 {1, 1, 50, 50}, 2500 elements\n"
                                                "[[[[   0,    1,    2, ...,   47,   48,   49],\n"
                                                "   [  50,   51,   52, ...,   97,   98,   99],\n"
                                                "   [ 100,  101,  102, ...,  147,  148,  149],\n"
                                                "   ...,\n"
                                                "   [2350, 2351, 2352, ..., 2397, 2398, 2399],\n"
                                                "   [2400, 2401, 2402, ..., 2447, 2448, 2449],\n"
                                                "   [2450, 2451, 2452, ..., 2497, 2498, 2499]]]]\n"));
    // 0..3 as 1×1×2×2 tiled by {1, 2, 1, 1}: two channels, the same block twice.
    auto blocks = runDmlscope({QStringLiteral("run"), writeText(dir, QStringLiteral("b.json"), tileSession(2, 2, QStringLiteral("1, 2, 1, 1")))});
    QCOMPARE(blocks.exitCode, 0);
    QCOMPARE(afterTiming(blocks.out), QStringLiteral("OutputTensor: INT32 {1, 2, 2, 2}, 8 elements\n"
                                                     "[[[[0, 1],\n"
                                                     "   [2, 3]],\n"
                                                     "\n"
                                                     "  [[0, 1],\n"
                                                     "   [2, 3]]]]\n"));
  }

  // A 4 M-element output, and 5.7 M elements over eight dimensions of 7: the summary stays a few KiB (fewer edge
  // items where eight dimensions of three at each end would print 1.7 M values).
  void summaryOfHugeOutputsStaysSmall() {
    QTemporaryDir dir;
    auto wide = runDmlscope({QStringLiteral("run"), writeText(dir, QStringLiteral("w.json"), tileSession(1, 1, QStringLiteral("1, 1, 2000, 2000")))});
    QCOMPARE(wide.exitCode, 0);
    QVERIFY2(wide.out.size() < 4096, wide.out.left(400).constData());
    QVERIFY(wide.out.contains("OutputTensor: INT32 {1, 1, 2000, 2000}, 4000000 elements\n[[[[0, 0, 0, ..., 0, 0, 0],\n"));
    const QByteArray eight = R"({"dmlscope": 1, "featureLevel": "6_4", "operator": "TILE", "desc": {
      "InputTensor": {"DataType": "UINT8", "Sizes": [1, 1, 1, 1, 1, 1, 1, 1], "Data": [7]},
      "OutputTensor": {"DataType": "UINT8"}, "Repeats": [7, 7, 7, 7, 7, 7, 7, 7]}})";
    auto deep = runDmlscope({QStringLiteral("run"), writeText(dir, QStringLiteral("d.json"), eight)});
    QCOMPARE(deep.exitCode, 0);
    QVERIFY2(deep.out.size() < 64 * 1024, deep.out.left(400).constData());
    QVERIFY2(deep.out.contains("{7, 7, 7, 7, 7, 7, 7, 7}, 5764801 elements"), deep.out.left(400).constData());
  }

  // --quiet prints nothing on standard output; with --repeat it still prints the timing (on standard error).
  void quietRepeatPrintsOnlyTheTiming() {
    auto r = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--repeat"), QStringLiteral("5"),
                          QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    QVERIFY2(QRegularExpression(QStringLiteral("^dmlscope: DML_OPERATOR_TILE ran on CPU: median [0-9.]+ ms, min [0-9.]+ ms over 5 runs\n$"))
                 .match(QString::fromUtf8(r.err))
                 .hasMatch(),
             r.err.constData());
    auto quiet = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--quiet")});
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY(quiet.out.isEmpty());
    QVERIFY(quiet.err.isEmpty());
  }

  // `--output -` streams the session: a 1 M-element output arrives whole and reads back as the CPU reference.
  void outputDashStreamsTheSession() {
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("t.json"), tileSession(2, 3, QStringLiteral("1, 1, 500, 333")));
    auto r = runDmlscope({QStringLiteral("run"), file, QStringLiteral("--output"), QStringLiteral("-"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    auto written = parseSession(std::string_view(r.out.constData(), static_cast<size_t>(r.out.size())));
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
    auto original = readSessionFile(file.toStdString());
    QVERIFY(original.ok());
    auto expected = makeCpuBackend()->run(*original);
    QVERIFY(expected.ok());
    QCOMPARE(written->outputData.size(), size_t{1});
    QCOMPARE(written->outputData[0].size(), size_t{1000 * 999 * 4});
    QVERIFY(written->outputData[0] == expected->outputs[0]);
  }

  // `--output FILE`: an output above 256 KiB goes to FILE's .npy beside it, a small input stays inline, and the
  // session read back holds every value of the CPU reference's output.
  void outputFileWritesLargeTensorsBesideIt() {
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("t.json"), tileSession(2, 3, QStringLiteral("1, 1, 200, 100")));
    const fs::path out = fs::path(dir.path().toStdString()) / "result.json";
    auto r = runDmlscope({QStringLiteral("run"), file, QStringLiteral("--output"), q(out)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), "the session is in the file, not on standard output");
    QVERIFY2(r.err.contains("dmlscope run: wrote " + q(out).toUtf8() + ", "), r.err.constData());
    QVERIFY(fs::exists(fs::path(dir.path().toStdString()) / "result.OutputTensor.npy"));
    std::ifstream in(out);
    const std::string json((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QVERIFY2(json.find("\"Data\": \"result.OutputTensor.npy\"") != std::string::npos, json.c_str());
    QVERIFY2(json.size() < 4096, "the output is not inline");
    auto written = readSessionFile(out);
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
    auto original = readSessionFile(file.toStdString());
    QVERIFY(original.ok());
    auto expected = makeCpuBackend()->run(*original);
    QVERIFY(expected.ok());
    QCOMPARE(written->outputData[0].size(), size_t{400 * 300 * 4});
    QVERIFY(written->outputData[0] == expected->outputs[0]);
    QVERIFY(written->inputData[0] == original->inputData[0]);
  }

  // Writing the result counts against the memory budget: the Tile example's 216-byte output runs within 300
  // bytes, but not with --npy-out (another 216 bytes for the packed copy) or --output (the writer's buffer).
  void memoryGuardCountsTheWriting() {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DMLSCOPE_MEMORY_BUDGET"), QStringLiteral("300"));
    QCOMPARE(runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--quiet")}, env).exitCode, 0);
    QTemporaryDir dir;
    auto npy = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--npy-out"), dir.path()}, env);
    QCOMPARE(npy.exitCode, 1);
    QVERIFY2(npy.err.contains("this run needs 432 bytes of memory (outputs 216 bytes, transfers 0 bytes, writing the result 216 bytes), "
                              "but only 300 bytes is available (DMLSCOPE_MEMORY_BUDGET)"),
             npy.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("OutputTensor.npy"))));
    env.insert(QStringLiteral("DMLSCOPE_MEMORY_BUDGET"), QStringLiteral("1M"));
    auto session = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--output"), QStringLiteral("-")}, env);
    QCOMPARE(session.exitCode, 1);
    QVERIFY2(session.err.contains("writing the result 4.00 MiB), but only 1.00 MiB is available"), session.err.constData());
    QVERIFY(session.out.isEmpty());
  }

  // --help lists every option of every command: each "--option" its parser's source compares arguments with is
  // in the command's section of `dmlscope --help`, and each option the section names is one the real parser
  // accepts (a made-up option is refused, so "accepted" means something).
  void helpListsEveryOptionOfEveryCommand_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("sources");
    QTest::newRow("run") << "run" << QStringList{"app/cli/run_command.cpp", "app/cli/session_input.h"};
    QTest::newRow("validate") << "validate" << QStringList{"app/cli/validate_command.cpp", "app/cli/session_input.h"};
    QTest::newRow("export") << "export" << QStringList{"app/cli/export_command.cpp", "app/cli/session_input.h"};
    QTest::newRow("compare") << "compare" << QStringList{"app/cli/compare_command.cpp", "app/cli/session_input.h"};
    QTest::newRow("explain") << "explain" << QStringList{"app/cli/explain_command.cpp", "app/cli/session_input.h"};
    QTest::newRow("devices") << "devices" << QStringList{"app/cli/devices_command.cpp"};
    QTest::newRow("render") << "render" << QStringList{"app/figures/render_command.cpp"};
  }

  void helpListsEveryOptionOfEveryCommand() {
    QFETCH(QString, command);
    QFETCH(QStringList, sources);
    const auto help = runDmlscope({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const QString section = helpSection(QString::fromUtf8(help.out), command);
    QVERIFY2(!section.isEmpty(), qPrintable(command));
    // Spellings the help does not repeat: --help itself and render's American --color-by-source.
    const std::set<QString> aliases = {QStringLiteral("--help"), QStringLiteral("--color-by-source")};
    std::set<QString> parsed;
    for (const QString& source : sources) {
      const auto options = optionLiterals(source);
      QVERIFY2(!options.empty() || source.endsWith(QLatin1String(".h")), qPrintable(source));
      parsed.insert(options.begin(), options.end());
    }
    // session_input.h declares --dispatch for the commands that open a FILE; devices opens none.
    for (const QString& option : parsed) {
      if (aliases.contains(option)) continue;
      QVERIFY2(section.contains(QRegularExpression(QRegularExpression::escape(option) + QStringLiteral("(?![a-z-])"))),
               qPrintable(command + QStringLiteral(": the parser takes ") + option + QStringLiteral(", the help omits it")));
    }
    const auto accepts = [&](const QString& option) {
      const auto r = runDmlscope({command, option});
      return !QString::fromUtf8(r.err).contains(QStringLiteral("unknown option"));
    };
    QVERIFY2(!accepts(QStringLiteral("--no-such-option")), qPrintable(command));
    static const QRegularExpression named(QStringLiteral("(--[a-z][a-z-]*)"));
    auto it = named.globalMatch(section);
    int listed = 0;
    while (it.hasNext()) {
      const QString option = it.next().captured(1);
      ++listed;
      QVERIFY2(accepts(option), qPrintable(command + QStringLiteral(": the help lists ") + option +
                                           QStringLiteral(", the parser refuses it")));
    }
    QVERIFY(listed > 0);
  }

  // ---- a DxDispatch model's chain: --dispatch N sees what the dispatches before it wrote; --all runs them all

  void aChainedDispatchRunsOnWhatTheEarlierOnesWrote() {
    // chain_join_split_tile.json, worked by hand: Join -> [1 2 3 4 5 6], Split -> [3 4 5 6] at element 4 of
    // "parts", Tile repeats [[3 4] [5 6]] 2×2.
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto r = runDmlscope({QStringLiteral("run"), kChainModel, QStringLiteral("--dispatch"), QStringLiteral("2"),
                          QStringLiteral("--npy-out"), q(base), QStringLiteral("--quiet")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    auto tiled = readNpyFile(base / "OutputTensor.npy");
    QVERIFY(tiled);
    QCOMPARE(float32s(tiled->data), (std::vector<float>{3, 4, 3, 4, 5, 6, 5, 6, 3, 4, 3, 4, 5, 6, 5, 6}));
  }

  void runAllPrintsAndWritesWhatTheModelNames() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto r = runDmlscope({QStringLiteral("run"), kChainModel, QStringLiteral("--all"), QStringLiteral("--npy-out"), q(base)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("print parts (command 3): FLOAT32, 8 elements\n[ 1,  2, -1, -1,  3,  4,  5,  6]"), r.out.constData());
    QVERIFY2(r.err.contains("ran 3 of the model's 3 dispatches"), r.err.constData());
    // results/tiled.npy with the writeFile's dimensions; parts.dat as the buffer's raw bytes.
    auto tiled = readNpyFile(base / "results" / "tiled.npy");
    QVERIFY(tiled);
    QCOMPARE(tiled->header.shape, (std::vector<uint64_t>{1, 1, 4, 4}));
    QCOMPARE(float32s(tiled->data), (std::vector<float>{3, 4, 3, 4, 5, 6, 5, 6, 3, 4, 3, 4, 5, 6, 5, 6}));
    std::ifstream raw(base / "parts.dat", std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(raw)), std::istreambuf_iterator<char>());
    QCOMPARE(bytes.size(), size_t{32});
    std::vector<float> parts(8);
    std::memcpy(parts.data(), bytes.data(), bytes.size());
    QCOMPARE(parts, (std::vector<float>{1, 2, -1, -1, 3, 4, 5, 6}));
  }

  void runAllNamesTheCommandItCannotRun() {
    auto r = runDmlscope({QStringLiteral("run"), kUnsupportedMiddleModel, QStringLiteral("--all")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("warning: line 40, /commands/1: command 1 ('scale', hlsl) is not run"), r.err.constData());
    QVERIFY2(r.err.contains("/commands/2/bindings/InputTensor: resource \"scaled\" may lack what command 1"), r.err.constData());
    // The Tile read "scaled"'s initial sequence 10, 20, 30, 40.
    QVERIFY2(r.out.contains("[10, 20, 30, 40, 10, 20, 30, 40]"), r.out.constData());
  }

  void runAllRefusesWhatItCannotDo() {
    auto r = runDmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--all")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("is a session"), r.err.constData());
    r = runDmlscope({QStringLiteral("run"), kChainModel, QStringLiteral("--all"), QStringLiteral("--dispatch"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("not --dispatch"), r.err.constData());
    // A writeFile target outside the output folder.
    QTemporaryDir dir;
    std::ifstream in(kChainModel.toStdString());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.replace(text.find("\"parts.dat\""), 11, "\"../parts.dat\"");
    const QString model = writeText(dir, QStringLiteral("escape.json"), QByteArray::fromStdString(text));
    r = runDmlscope({QStringLiteral("run"), model, QStringLiteral("--all"), QStringLiteral("--npy-out"), dir.filePath(QStringLiteral("out"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("'../parts.dat' is not a path inside the output folder"), r.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("parts.dat"))));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstCliRun)
#include "tst_cli_run.moc"
