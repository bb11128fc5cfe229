// The command line: run reproduces every reference example through the real executable, validate reports
// fields and exit codes, and bad usage or files get one clear line.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Outcome {
  int exitCode = -1;
  QByteArray out;
  QByteArray err;
};

Outcome dmlscope(const QStringList& args, const QByteArray& env = {}) {
  QProcess p;
  if (!env.isEmpty()) {
    auto e = QProcessEnvironment::systemEnvironment();
    auto kv = env.split('=');
    e.insert(QString::fromUtf8(kv[0]), QString::fromUtf8(kv.value(1)));
    p.setProcessEnvironment(e);
  }
  p.start(QStringLiteral(DMLSCOPE_BINARY), args);
  if (!p.waitForFinished(60000)) return {};
  return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject readJson(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QJsonDocument::fromJson(f.readAll()).object();
}

QString examplesDir() { return QStringLiteral(DMLSCOPE_EXAMPLES_DIR); }
QString example(const char* name) { return examplesDir() + QLatin1Char('/') + QLatin1String(name); }

// The outputs of a session object in slot order, as JSON objects.
QList<QJsonObject> outputsOf(const QJsonObject& session) {
  const QJsonObject desc = session[u"desc"].toObject();
  if (desc.contains(u"OutputTensors")) {
    QList<QJsonObject> list;
    for (const auto& v : desc[u"OutputTensors"].toArray()) list.append(v.toObject());
    return list;
  }
  return {desc[u"OutputTensor"].toObject()};
}

QString writeTemp(QTemporaryDir& dir, const QString& name, const QByteArray& content) {
  const QString path = dir.filePath(name);
  QFile f(path);
  f.open(QIODevice::WriteOnly);
  f.write(content);
  return path;
}


// The Tile example with OutputTensor.Sizes[3] = 8, where InputTensor.Sizes[3] × Repeats[3] = 3 × 3 = 9.
QString writeTileWithWrongOutputWidth(QTemporaryDir& dir) {
  QJsonObject session = readJson(example("tile.json"));
  QJsonObject desc = session[u"desc"].toObject();
  QJsonObject output = desc[u"OutputTensor"].toObject();
  output[u"Sizes"] = QJsonArray{1, 1, 6, 8};
  output.remove(u"Data");
  desc[u"OutputTensor"] = output;
  session[u"desc"] = desc;
  return writeTemp(dir, QStringLiteral("tile_wrong.json"), QJsonDocument(session).toJson());
}

// Every command dmlscope has, in the order --help lists them.
const QStringList kCommands = {QStringLiteral("run"),     QStringLiteral("validate"), QStringLiteral("export"),
                               QStringLiteral("compare"), QStringLiteral("explain"),  QStringLiteral("nodes"),
                               QStringLiteral("onnx-test"), QStringLiteral("devices"), QStringLiteral("render")};

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko")};

// One command's lines of --help: from its "  dmlscope NAME ..." line to the line before the next
// "  dmlscope ..." line or an empty line.
struct HelpSection {
  QString name;
  QString text;
};

// --help's command sections in their order ("  dmlscope [FILE]" and "  dmlscope --help" are no command's).
QList<HelpSection> helpSections(const QString& help) {
  static const QRegularExpression commandLine(QStringLiteral("^  dmlscope ([a-z][a-z-]*) "));
  QList<HelpSection> sections;
  bool inSection = false;
  for (const QString& line : help.split(QLatin1Char('\n'))) {
    if (line.startsWith(QLatin1String("  dmlscope ")) || line.isEmpty()) inSection = false;
    if (const auto match = commandLine.match(line); match.hasMatch()) {
      sections.append({match.captured(1), {}});
      inSection = true;
    }
    if (inSection) sections.last().text += line + QLatin1Char('\n');
  }
  return sections;
}

QStringList namesOf(const QList<HelpSection>& sections) {
  QStringList names;
  for (const HelpSection& section : sections) names.append(section.name);
  return names;
}
}  // namespace

class TstCli : public QObject {
  Q_OBJECT

 private slots:
  void runReproducesEveryReferenceExample_data() {
    QTest::addColumn<QString>("file");
    const auto files = QDir(examplesDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 13, "every reference-page example is shipped as a session file");
    for (const auto& f : files) QTest::newRow(qPrintable(f)) << examplesDir() + QLatin1Char('/') + f;
  }

  // The example files carry the page's printed output as the outputs' Data; a run must reproduce it exactly.
  void runReproducesEveryReferenceExample() {
    QFETCH(QString, file);
    const QJsonObject expected = readJson(file);
    const auto expectedOutputs = outputsOf(expected);
    for (const auto& o : expectedOutputs) QVERIFY2(o.contains(u"Data"), "example carries the page's output");

    auto r = dmlscope({QStringLiteral("run"), file, QStringLiteral("--output"), QStringLiteral("-"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const auto actualOutputs = outputsOf(QJsonDocument::fromJson(r.out).object());
    QCOMPARE(actualOutputs.size(), expectedOutputs.size());
    for (qsizetype i = 0; i < actualOutputs.size(); ++i)
      QCOMPARE(actualOutputs[i][u"Data"].toArray(), expectedOutputs[i][u"Data"].toArray());
  }

  // Tile {1,1,2,3} by {1,1,3,3}: output (y, x) comes from input element (y mod 2) * 3 + x mod 3.
  void runWithSourcesGivesTileIndexMap() {
    auto r = dmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--with-sources"),
                       QStringLiteral("--output"), QStringLiteral("-"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const auto sources = outputsOf(QJsonDocument::fromJson(r.out).object())[0][u"Sources"].toArray();
    QCOMPARE(sources.size(), 54);
    for (int y = 0; y < 6; ++y) {
      for (int x = 0; x < 9; ++x) {
        const auto pair = sources[y * 9 + x].toArray();
        QCOMPARE(pair.size(), 2);
        QCOMPARE(pair[0].toInt(), 0);
        QCOMPARE(pair[1].toInt(), (y % 2) * 3 + x % 3);
      }
    }
  }

  // Constant padding: cells outside the input are null; (row 1, column 2) is input element 0.
  void runWithSourcesMarksPaddingConstantsNull() {
    auto r = dmlscope({QStringLiteral("run"), example("padding_constant.json"), QStringLiteral("--with-sources"),
                       QStringLiteral("--output"), QStringLiteral("-"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const auto sources = outputsOf(QJsonDocument::fromJson(r.out).object())[0][u"Sources"].toArray();
    QCOMPARE(sources.size(), 80);
    QVERIFY(sources[0].isNull());
    QCOMPARE(sources[1 * 10 + 2].toArray()[1].toInt(), 0);
    QCOMPARE(sources[4 * 10 + 5].toArray()[1].toInt(), 15);
    QVERIFY(sources[4 * 10 + 6].isNull());
  }

  // Join example 1: output column 3 of row 1 comes from InputTensors[1] element 4 (its row 1, column 0).
  void runWithSourcesNamesJoinInputs() {
    auto r = dmlscope({QStringLiteral("run"), example("join_axis3_two_inputs.json"),
                       QStringLiteral("--with-sources"), QStringLiteral("--output"), QStringLiteral("-"), QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    const auto sources = outputsOf(QJsonDocument::fromJson(r.out).object())[0][u"Sources"].toArray();
    QCOMPARE(sources[1 * 7 + 3].toArray(), (QJsonArray{1, 4}));
    QCOMPARE(sources[1 * 7 + 2].toArray(), (QJsonArray{0, 5}));
  }

  // Index values DirectML leaves undefined: the run succeeds, and standard error names each offending cell.
  void runWarnsAboutUndefinedIndexValues() {
    const Outcome r = dmlscope({QStringLiteral("run"), example("scatter_1d.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("IndicesTensor[2]: warning: IndicesTensor[2]: writes OutputTensor[3], which IndicesTensor[0] writes too"),
             r.err.constData());
    const Outcome quiet = dmlscope({QStringLiteral("run"), example("scatter_1d.json"), QStringLiteral("--quiet")});
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY2(!quiet.err.contains("warning"), quiet.err.constData());
  }

  void runWritesOutputFile() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.json"));
    auto r = dmlscope({QStringLiteral("run"), example("split_axis2.json"), QStringLiteral("--output"), out,
                       QStringLiteral("--quiet")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    const auto outputs = outputsOf(readJson(out));
    QCOMPARE(outputs.size(), 3);
    QCOMPARE(outputs[1][u"Data"].toArray(), (QJsonArray{5, 6}));
  }

  void runRejectsInvalidDescriptorNamingTheField() {
    QTemporaryDir dir;
    const QString file = writeTileWithWrongOutputWidth(dir);

    auto r = dmlscope({QStringLiteral("run"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("OutputTensor.Sizes[3]: error: OutputTensor.Sizes[3] is 8, but InputTensor.Sizes[3] × Repeats[3] = 9"),
             r.err.constData());

    auto v = dmlscope({QStringLiteral("validate"), file});
    QCOMPARE(v.exitCode, 1);
    QVERIFY(v.out.startsWith(file.toUtf8() + ": OutputTensor.Sizes[3]: error: "));

    auto j = dmlscope({QStringLiteral("validate"), file, QStringLiteral("--json")});
    QCOMPARE(j.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(j.out).object();
    QCOMPARE(report[u"valid"].toBool(), false);
    QCOMPARE(report[u"errors"].toArray().size(), 1);
    QCOMPARE(report[u"errors"].toArray()[0].toObject()[u"field"].toString(), QStringLiteral("OutputTensor.Sizes[3]"));
  }

  void validateAcceptsExamplesAndHonoursFeatureLevel() {
    auto ok = dmlscope({QStringLiteral("validate"), example("padding_symmetric.json"), QStringLiteral("--json")});
    QCOMPARE(ok.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(ok.out).object()[u"valid"].toBool(), true);
    // SYMMETRIC came with DML_FEATURE_LEVEL_3_0.
    auto old = dmlscope({QStringLiteral("validate"), example("padding_symmetric.json"),
                         QStringLiteral("--feature-level"), QStringLiteral("2_1")});
    QCOMPARE(old.exitCode, 1);
    QVERIFY(old.out.contains(": PaddingMode: error: "));
  }

  void unreadableFilesExitTwoWithOneLine() {
    auto missing = dmlscope({QStringLiteral("validate"), QStringLiteral("/nonexistent/x.json")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("/nonexistent/x.json"));
    QTemporaryDir dir;
    const QString truncated = writeTemp(dir, QStringLiteral("t.json"), "{\"dmlscope\": 1, \"operator\": ");
    auto r = dmlscope({QStringLiteral("run"), truncated});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("line 1"), r.err.constData());
  }

  void badUsageExitsTwo() {
    QCOMPARE(dmlscope({QStringLiteral("--frobnicate")}).exitCode, 2);
    QCOMPARE(dmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--bogus")}).exitCode, 2);
    QCOMPARE(dmlscope({QStringLiteral("run")}).exitCode, 2);
    QCOMPARE(dmlscope({QStringLiteral("validate"), example("tile.json"), QStringLiteral("--feature-level"),
                       QStringLiteral("9_9")}).exitCode, 2);
    auto r = dmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--device"), QStringLiteral("x")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--device"));
  }

  void helpAndVersion() {
    auto help = dmlscope({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("dmlscope run FILE"));
    QVERIFY(help.out.contains("dmlscope validate FILE"));
    auto version = dmlscope({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("dmlscope "));
  }

  // --help lists every command once, in order, in every language; the message for an unknown command names
  // the same ones.
  void helpListsEveryCommandInOrder() {
    for (const QString& language : kLanguages) {
      auto help = dmlscope({QStringLiteral("--lang"), language, QStringLiteral("--help")});
      QCOMPARE(help.exitCode, 0);
      QCOMPARE(namesOf(helpSections(QString::fromUtf8(help.out))), kCommands);
    }
    auto unknown = dmlscope({QStringLiteral("frobnicate")});
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(QString::fromUtf8(unknown.err),
             QStringLiteral("dmlscope: unknown command 'frobnicate'\nThe commands are: ") +
                 kCommands.join(QStringLiteral(", ")) + QStringLiteral(" (see dmlscope --help)\n"));
  }

  // `dmlscope NAME -h`, or --help among its arguments, prints "Usage:" and NAME's own lines of --help, in every
  // language; every section of --help is one command's.
  void eachCommandsHelpIsItsSectionOfTheUsage() {
    for (const QString& language : kLanguages) {
      const auto help = dmlscope({QStringLiteral("--lang"), language, QStringLiteral("--help")});
      const auto sections = helpSections(QString::fromUtf8(help.out));
      QCOMPARE(sections.size(), kCommands.size());
      for (const HelpSection& section : sections) {
        const QString expected = QStringLiteral("Usage:\n") + section.text;
        auto shortOption = dmlscope({QStringLiteral("--lang"), language, section.name, QStringLiteral("-h")});
        QCOMPARE(shortOption.exitCode, 0);
        QCOMPARE(QString::fromUtf8(shortOption.out), expected);
        auto longOption = dmlscope({section.name, example("tile.json"), QStringLiteral("--help"),
                                    QStringLiteral("--lang=") + language});
        QCOMPARE(longOption.exitCode, 0);
        QCOMPARE(QString::fromUtf8(longOption.out), expected);
      }
    }
  }

  // A command with two neighbouring letters swapped, or its last letter left out, is not run but suggested.
  void aTypoOfEachCommandSuggestsIt() {
    for (const QString& name : kCommands) {
      // The first two neighbouring letters from the second on that differ ("onnx-test": x and -).
      QString swapped = name;
      qsizetype i = 1;
      while (swapped[i] == swapped[i + 1]) ++i;
      std::swap(swapped[i], swapped[i + 1]);
      for (const QString& typo : {swapped, name.chopped(1)}) {
        auto r = dmlscope({typo});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("dmlscope: unknown command '%1'; did you mean '%2'?\n")
                                      .arg(typo, name)
                                      .toUtf8()),
                 r.err.constData());
      }
    }
  }

  // The commands on a FILE read their arguments alike: an unknown option, a missing FILE and a bad --dispatch
  // are each one line naming the command, and exit 2.
  void commandsOnAFileShareTheirUsageErrors_data() {
    QTest::addColumn<QStringList>("command");  // the command and the options it requires
    QTest::addColumn<QString>("usage");        // the start of its short usage
    QTest::newRow("run") << QStringList{QStringLiteral("run")} << QStringLiteral("expected one session file");
    QTest::newRow("validate") << QStringList{QStringLiteral("validate")} << QStringLiteral("expected one session file");
    QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("session"),
                                           QStringLiteral("--output"), QStringLiteral("out.json")}
                            << QStringLiteral("usage: dmlscope export FILE");
    QTest::newRow("compare") << QStringList{QStringLiteral("compare"), QStringLiteral("--with"), QStringLiteral("dir")}
                             << QStringLiteral("usage: dmlscope compare FILE");
    QTest::newRow("explain") << QStringList{QStringLiteral("explain"), QStringLiteral("--element"),
                                            QStringLiteral("OutputTensor:0,0,0,0")}
                             << QStringLiteral("expected one session file, DxDispatch model or ONNX model and --element");
  }
  void commandsOnAFileShareTheirUsageErrors() {
    QFETCH(QStringList, command);
    QFETCH(QString, usage);
    const QString prefix = QStringLiteral("dmlscope ") + command.first() + QStringLiteral(": ");
    auto unknown = dmlscope(command + QStringList{example("tile.json"), QStringLiteral("--bogus")});
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(QString::fromUtf8(unknown.err), prefix + QStringLiteral("unknown option '--bogus'\n"));
    auto noFile = dmlscope(command);
    QCOMPARE(noFile.exitCode, 2);
    QVERIFY2(QString::fromUtf8(noFile.err).startsWith(prefix + usage), noFile.err.constData());
    QVERIFY(noFile.err.contains("dmlscope " + command.first().toUtf8() + " FILE"));
    QCOMPARE(noFile.err.count('\n'), 1);
    auto twoFiles = dmlscope(command + QStringList{example("tile.json"), example("tile.json")});
    QCOMPARE(twoFiles.exitCode, 2);
    QCOMPARE(twoFiles.err, noFile.err);
    auto dispatch = dmlscope(command + QStringList{example("tile.json"), QStringLiteral("--dispatch"), QStringLiteral("x")});
    QCOMPARE(dispatch.exitCode, 2);
    QCOMPARE(QString::fromUtf8(dispatch.err), prefix + QStringLiteral("--dispatch expects a non-negative integer, got 'x'\n"));
    QVERIFY(dispatch.out.isEmpty());
  }

  // --lang, before or after the command: help, usage errors and validation messages in Japanese and Korean
  // (the texts of translations/dmlscope_*.ts); the command syntax and DirectML's names stay as they are.
  void langSpeaksJapaneseAndKoreanAnywhereOnTheLine() {
    auto ja = dmlscope({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("ja")});
    QCOMPARE(ja.exitCode, 0);
    QVERIFY2(ja.out.contains("使い方:"), ja.out.constData());
    QVERIFY(ja.out.contains("dmlscope run FILE [--backend cpu|cpu-reference|gpu]"));
    QVERIFY(!ja.out.contains("Usage:"));
    auto ko = dmlscope({QStringLiteral("--lang=ko"), QStringLiteral("--help")});
    QCOMPARE(ko.exitCode, 0);
    QVERIFY2(ko.out.contains("사용법:"), ko.out.constData());
    auto en = dmlscope({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
    QVERIFY(en.out.contains("Usage:"));

    auto usage = dmlscope({QStringLiteral("run"), QStringLiteral("--lang"), QStringLiteral("ja")});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY2(usage.err.contains("セッション ファイルを 1 つ指定してください"), usage.err.constData());

    // Tile's OutputTensor.Sizes[3] must be InputTensor.Sizes[3] × Repeats[3] = 3 × 3.
    QTemporaryDir dir;
    const QString file = writeTileWithWrongOutputWidth(dir);
    auto invalid = dmlscope({QStringLiteral("validate"), file, QStringLiteral("--lang"), QStringLiteral("ko")});
    QCOMPARE(invalid.exitCode, 1);
    QVERIFY2(invalid.out.contains("OutputTensor.Sizes[3]: 오류: OutputTensor.Sizes[3]의 값은 8이지만, "
                                  "InputTensor.Sizes[3] × Repeats[3] = 9입니다"),
             invalid.out.constData());

    auto unknown = dmlscope({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("'fr'"));
  }

  // A session file that cannot be read gets its error in the chosen language too: core's "file." templates,
  // translated, with the line, the JSON pointer and the value as they are (texts of translations/dmlscope_*.ts).
  void langTranslatesSessionFileErrors() {
    QTemporaryDir dir;
    const QString bad = writeTemp(dir, QStringLiteral("bad.json"),
                                  "{\n"
                                  "  \"dmlscope\": 1,\n"
                                  "  \"operator\": \"TILE\",\n"
                                  "  \"desc\": {\n"
                                  "    \"InputTensor\": {\"DataType\": \"FLOAT32\", \"Sizes\": [1, 1, 2, 3]},\n"
                                  "    \"OutputTensor\": {\"DataType\": \"FLOAT32\"},\n"
                                  "    \"Repeats\": [1, 1, -1, 2]\n"
                                  "  }\n"
                                  "}\n");
    auto ja = dmlscope({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("validate"), bad});
    QCOMPARE(ja.exitCode, 2);
    QCOMPARE(QString::fromUtf8(ja.err),
             bad + QStringLiteral(": エラー: 7 行目、/desc/Repeats/2: 符号なし 32 ビット整数が必要ですが、-1 です\n"));
    QVERIFY(ja.out.isEmpty());
    auto ko = dmlscope({QStringLiteral("validate"), bad, QStringLiteral("--lang=ko")});
    QCOMPARE(ko.exitCode, 2);
    QCOMPARE(QString::fromUtf8(ko.err),
             bad + QStringLiteral(": 오류: 7번째 줄, /desc/Repeats/2: 부호 없는 32비트 정수가 필요하지만 -1입니다\n"));
    auto en = dmlscope({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("validate"), bad});
    QCOMPARE(en.exitCode, 2);
    QCOMPARE(QString::fromUtf8(en.err),
             bad + QStringLiteral(": error: line 7, /desc/Repeats/2: expected an unsigned 32-bit integer, got -1\n"));

    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    auto run = dmlscope({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("run"), missing});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).startsWith(missing + QStringLiteral(": エラー: ") + missing +
                                                   QStringLiteral(" を読み込めません: ")),
             run.err.constData());
  }

  // Why the GPU cannot run comes from core's "gpu." templates, so it is in the chosen language as well
  // (texts of translations/dmlscope_*.ts: the Cli frame and the CoreMessages reason inside it).
  void langTranslatesWhyTheGpuIsUnavailable() {
    const QByteArray disabled("DMLSCOPE_DISABLE_VULKAN=1");
    auto ja = dmlscope({QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("run"), example("tile.json"),
                        QStringLiteral("--backend"), QStringLiteral("gpu")},
                       disabled);
    QCOMPARE(ja.exitCode, 1);
    QCOMPARE(QString::fromUtf8(ja.err),
             QStringLiteral("dmlscope run: GPU バックエンドを使用できません: Vulkan は環境変数によって無効にされています "
                            "(DMLSCOPE_DISABLE_VULKAN=1)。GPU を使用するには、この変数の設定を解除してください\n"));
    auto ko = dmlscope({QStringLiteral("run"), example("tile.json"), QStringLiteral("--backend"), QStringLiteral("gpu"),
                        QStringLiteral("--lang=ko")},
                       disabled);
    QCOMPARE(ko.exitCode, 1);
    QCOMPARE(QString::fromUtf8(ko.err),
             QStringLiteral("dmlscope run: GPU 백엔드를 사용할 수 없습니다: Vulkan이 환경 변수로 비활성화되어 있습니다"
                            "(DMLSCOPE_DISABLE_VULKAN=1). GPU를 사용하려면 이 변수의 설정을 해제하십시오\n"));
    auto en = dmlscope({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("run"), example("tile.json"),
                        QStringLiteral("--backend"), QStringLiteral("gpu")},
                       disabled);
    QCOMPARE(en.exitCode, 1);
    QCOMPARE(QString::fromUtf8(en.err),
             QStringLiteral("dmlscope run: the GPU backend is not available: Vulkan is disabled by the environment "
                            "(DMLSCOPE_DISABLE_VULKAN=1); unset it to use the GPU\n"));
  }

  // Without --lang the commands speak the system's language: the first of the user's languages dmlscope has.
  void withoutLangTheSystemLocaleChooses() {
    auto helpIn = [](const QString& locale, const QString& languages) {
      QProcess p;
      auto e = QProcessEnvironment::systemEnvironment();
      e.insert(QStringLiteral("LC_ALL"), locale);
      if (languages.isEmpty()) {
        e.remove(QStringLiteral("LANGUAGE"));
      } else {
        e.insert(QStringLiteral("LANGUAGE"), languages);
      }
      p.setProcessEnvironment(e);
      p.start(QStringLiteral(DMLSCOPE_BINARY), {QStringLiteral("--help")});
      return p.waitForFinished(60000) ? p.readAllStandardOutput() : QByteArray();
    };
    QVERIFY(helpIn(QStringLiteral("ko_KR.UTF-8"), {}).contains("사용법:"));
    QVERIFY(helpIn(QStringLiteral("ja_JP.UTF-8"), {}).contains("使い方:"));
    // French first, then Japanese: dmlscope has no French, so Japanese.
    QVERIFY(helpIn(QStringLiteral("fr_FR.UTF-8"), QStringLiteral("fr:ja")).contains("使い方:"));
    QVERIFY(helpIn(QStringLiteral("C.UTF-8"), {}).contains("Usage:"));
  }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
