// The Japanese and Korean translations: every text the user can see has a finished translation with the
// same placeholders in both files (core's validation messages included), and a chosen language shows in
// the GUI — menus, the problems list and a field's mark — while English stays English.
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <atomic>
#include <map>

#include "dmlscope/backend.h"
#include "dmlscope/messages.h"
#include "dmlscope/session_file.h"
#include "dmlscope/validation.h"
#include "language.h"
#include "models/diagnostic_list_model.h"
#include "models/operator_form.h"
#include "models/run_controller.h"
#include "models/session_document.h"
#include "widgets/descriptor_editor.h"
#include "widgets/field_marks.h"
#include "windows/main_window.h"
#include "windows/preferences_dialog.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

// One <message> of a .ts file.
struct TsMessage {
  QString context;
  QString source;
  QString type;               // the translation's type attribute: "", "unfinished", "obsolete", "vanished"
  QStringList translations;   // one, or one per numerus form
  bool numerus = false;
};

struct TsFile {
  QString language;  // the TS element's language attribute, "ja_JP"
  QList<TsMessage> messages;
  QString error;
};

TsFile readTs(const QString& path) {
  TsFile ts;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    ts.error = QStringLiteral("cannot open %1").arg(path);
    return ts;
  }
  QXmlStreamReader xml(&file);
  QString context;
  TsMessage message;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    const auto name = xml.name();
    if (name == u"TS") {
      ts.language = xml.attributes().value(QLatin1String("language")).toString();
    } else if (name == u"name") {
      context = xml.readElementText();
    } else if (name == u"message") {
      message = TsMessage{};
      message.context = context;
      message.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
    } else if (name == u"source") {
      message.source = xml.readElementText();
    } else if (name == u"translation") {
      message.type = xml.attributes().value(QLatin1String("type")).toString();
      if (message.numerus) {
        while (xml.readNextStartElement()) {
          if (xml.name() == u"numerusform") {
            message.translations << xml.readElementText();
          } else {
            xml.skipCurrentElement();
          }
        }
      } else {
        message.translations << xml.readElementText();
      }
      ts.messages << message;
    }
  }
  if (xml.hasError()) ts.error = QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
  return ts;
}

QString tsPath(const QString& language) {
  return QStringLiteral(DMLSCOPE_SOURCE_DIR "/translations/dmlscope_%1.ts").arg(language);
}

// The placeholders a text must keep: Qt's %1 … %99, %L1, %n and core's and the command line's {0}, {2:.3f}.
QStringList placeholders(const QString& text) {
  static const QRegularExpression pattern(QStringLiteral(R"(%L?\d{1,2}|%n|\{\d+(?::[^}]*)?\})"));
  QStringList found;
  for (auto it = pattern.globalMatch(text); it.hasNext();) found << it.next().captured();
  found.sort();
  found.removeDuplicates();
  return found;
}

// Settings in a test location and no Vulkan, as in the other GUI tests.
void isolateGuiTest() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("dmlscope-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("dmlscope-tests"));
  qputenv("DMLSCOPE_DISABLE_VULKAN", "1");
}

// Waits until the run of the window's current session has finished (or was refused as invalid).
bool waitForRun(MainWindow& window) {
  return QTest::qWaitFor([&] {
    const auto outcome = window.runs()->outcome();
    return !window.runs()->isRunning() && outcome && outcome->revision == window.document()->revision();
  }, 10000);
}

// Replaces a field's text the way typing does.
void typeInto(QLineEdit* edit, const QString& text) {
  edit->setFocus();
  edit->selectAll();
  QTest::keyClick(edit, Qt::Key_Backspace);
  QTest::keyClicks(edit, text);
}

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

}  // namespace

class TestTranslations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { isolateGuiTest(); }

  void cleanup() {
    installTranslators(QStringLiteral("en"));
    setLanguageOverride(QString());
    setPreferredLanguage(QString());
  }

  void everyTextHasAFinishedTranslationWithItsPlaceholders_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tsLanguage");
    QTest::newRow("ja") << "ja" << "ja_JP";
    QTest::newRow("ko") << "ko" << "ko_KR";
  }

  void everyTextHasAFinishedTranslationWithItsPlaceholders() {
    QFETCH(QString, language);
    QFETCH(QString, tsLanguage);
    const TsFile ts = readTs(tsPath(language));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, tsLanguage);
    QVERIFY(ts.messages.size() > 300);
    QStringList problems;
    for (const TsMessage& m : ts.messages) {
      const QString where = m.context + QStringLiteral(" \"") + m.source.left(60) + QLatin1Char('"');
      if (!m.type.isEmpty()) problems << QStringLiteral("%1: %2").arg(m.type, where);
      if (m.translations.isEmpty()) problems << QStringLiteral("no translation: %1").arg(where);
      for (const QString& t : m.translations) {
        if (t.trimmed().isEmpty()) problems << QStringLiteral("empty translation: %1").arg(where);
        if (placeholders(t) != placeholders(m.source)) {
          problems << QStringLiteral("placeholders %1 instead of %2: %3")
                          .arg(placeholders(t).join(QLatin1Char(' ')), placeholders(m.source).join(QLatin1Char(' ')), where);
        }
      }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
  }

  // The .ts files hold exactly the texts lupdate finds in the sources today: none missing, none stale.
  void filesCoverEverySourceTextAndNoOther() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("dmlscope_ja.ts"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(DMLSCOPE_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral(DMLSCOPE_SOURCE_DIR "/app"), QStringLiteral(DMLSCOPE_SOURCE_DIR "/core/src/messages.cpp"),
                   QStringLiteral(DMLSCOPE_SOURCE_DIR "/core/src/operators"),
                   QStringLiteral(DMLSCOPE_EXAMPLE_TEXTS), QStringLiteral("-ts"), fresh});
    QVERIFY(lupdate.waitForFinished(60000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    const TsFile expected = readTs(fresh);
    QVERIFY2(expected.error.isEmpty(), qPrintable(expected.error));
    QSet<QString> expectedKeys;
    for (const TsMessage& m : expected.messages) expectedKeys << m.context + QLatin1Char('|') + m.source;
    QVERIFY(expectedKeys.size() > 300);

    for (const QString& language : {QStringLiteral("ja"), QStringLiteral("ko")}) {
      const TsFile ts = readTs(tsPath(language));
      QSet<QString> keys;
      for (const TsMessage& m : ts.messages) keys << m.context + QLatin1Char('|') + m.source;
      const QStringList missing = QSet<QString>(expectedKeys).subtract(keys).values();
      const QStringList stale = QSet<QString>(keys).subtract(expectedKeys).values();
      QVERIFY2(missing.isEmpty(), qPrintable(language + QStringLiteral(" lacks (build update_translations):\n") + missing.join(QLatin1Char('\n'))));
      QVERIFY2(stale.isEmpty(), qPrintable(language + QStringLiteral(" has texts no source has:\n") + stale.join(QLatin1Char('\n'))));
    }
  }

  // Every template of core's catalogue, by its English text, is translated in both files.
  void everyCoreMessageIdIsTranslated() {
    for (const QString& language : {QStringLiteral("ja"), QStringLiteral("ko")}) {
      const TsFile ts = readTs(tsPath(language));
      std::map<QString, const TsMessage*> coreMessages;
      for (const TsMessage& m : ts.messages) {
        if (m.context == QLatin1String("CoreMessages")) coreMessages[m.source] = &m;
      }
      for (const MessageTemplate& t : messageCatalogue()) {
        const auto it = coreMessages.find(q(t.english));
        QVERIFY2(it != coreMessages.end(), qPrintable(language + QStringLiteral(": no entry for ") + q(t.id)));
        QVERIFY2(it->second->type.isEmpty() && !it->second->translations.value(0).isEmpty(),
                 qPrintable(language + QStringLiteral(": unfinished ") + q(t.id)));
        QVERIFY2(it->second->translations.value(0) != q(t.english), qPrintable(language + QStringLiteral(": left in English: ") + q(t.id)));
      }
    }
  }

  // Every field's help in every operator's schema, by its English text, is translated in both files.
  void everyFieldHelpIsTranslated() {
    for (const QString& language : {QStringLiteral("ja"), QStringLiteral("ko")}) {
      const TsFile ts = readTs(tsPath(language));
      std::map<QString, const TsMessage*> help;
      for (const TsMessage& m : ts.messages)
        if (m.context == QLatin1String(kFieldHelpContext)) help[m.source] = &m;
      for (OperatorType type : allOperators()) {
        for (const OperatorField& f : operatorSchema(type).fields) {
          const QString where = language + QStringLiteral(": ") + q(fullName(type)) + QLatin1Char('.') + q(f.name);
          const auto it = help.find(q(f.help));
          QVERIFY2(it != help.end(), qPrintable(where + QStringLiteral(" has no entry")));
          QVERIFY2(it->second->type.isEmpty() && !it->second->translations.value(0).isEmpty() &&
                       it->second->translations.value(0) != q(f.help),
                   qPrintable(where + QStringLiteral(" is not translated")));
        }
      }
    }
  }

  // The field help of the operators' schemas shows translated in the form: one that moved there from the form
  // (Tile's Repeats) and one written with it (Scatter's Axis).
  void fieldHelpShowsInTheChosenLanguage() {
    const auto helpOf = [](OperatorType type, const QString& name) {
      for (const FormField& f : operatorForm(type).fields)
        if (f.name == name) return f.help;
      return QString();
    };
    installTranslators(QStringLiteral("ja"));
    QCOMPARE(helpOf(OperatorType::Tile, QStringLiteral("Repeats")), QStringLiteral("各次元に沿って入力を繰り返す回数。"));
    QCOMPARE(helpOf(OperatorType::Scatter, QStringLiteral("Axis")), QStringLiteral("インデックスが更新を配置する方向の次元。"));
    installTranslators(QStringLiteral("ko"));
    QCOMPARE(helpOf(OperatorType::Scatter, QStringLiteral("Axis")), QStringLiteral("인덱스가 업데이트를 배치하는 방향의 차원입니다."));
    installTranslators(QStringLiteral("en"));
    QCOMPARE(helpOf(OperatorType::Scatter, QStringLiteral("Axis")),
             QStringLiteral("The dimension along which the indices place the updates."));
  }

  void switchedLanguageShowsInMenusAndValidationMessages_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("editMenu");
    QTest::addColumn<QString>("fieldHeader");
    QTest::addColumn<QString>("exampleTitle");
    QTest::addColumn<QString>("message");
    // The texts as translations/dmlscope_*.ts give them: the message is core's operator.output-size for
    // Tile's OutputTensor.Sizes[3] = InputTensor.Sizes[3] × Repeats[3] = 3 × 3 typed as 8.
    QTest::newRow("en") << "en" << "&File" << "&Edit" << "Field" << "Tile"
                        << "OutputTensor.Sizes[3] is 8, but InputTensor.Sizes[3] × Repeats[3] = 9";
    QTest::newRow("ja") << "ja" << "ファイル(&F)" << "編集(&E)" << "フィールド" << "タイル"
                        << "OutputTensor.Sizes[3] は 8 ですが、InputTensor.Sizes[3] × Repeats[3] = 9 です";
    QTest::newRow("ko") << "ko" << "파일(&F)" << "편집(&E)" << "필드" << "타일"
                        << "OutputTensor.Sizes[3]의 값은 8이지만, InputTensor.Sizes[3] × Repeats[3] = 9입니다";
  }

  void switchedLanguageShowsInMenusAndValidationMessages() {
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, editMenu);
    QFETCH(QString, fieldHeader);
    QFETCH(QString, exampleTitle);
    QFETCH(QString, message);
    installTranslators(language);
    QCOMPARE(installedLanguage(), language);

    MainWindow window;
    const auto menus = window.menuBar()->actions();
    QVERIFY(menus.size() >= 2);
    QCOMPARE(menus.at(0)->text(), fileMenu);
    QCOMPARE(menus.at(1)->text(), editMenu);
    QCOMPARE(window.problems()->headerData(DiagnosticListModel::FieldColumn, Qt::Horizontal).toString(), fieldHeader);

    window.openStartExample();
    QCOMPARE(window.document()->displayName(), exampleTitle);
    QVERIFY(waitForRun(window));

    auto* edit = qobject_cast<QLineEdit*>(window.descriptorEditor()->widgetForField(QStringLiteral("OutputTensor.Sizes[3]")));
    QVERIFY(edit);
    typeInto(edit, QStringLiteral("8"));
    QVERIFY(waitForRun(window));
    QCOMPARE(window.problems()->rowCount(), 1);
    QCOMPARE(window.problems()->index(0, DiagnosticListModel::FieldColumn).data().toString(), QStringLiteral("OutputTensor.Sizes[3]"));
    QCOMPARE(window.problems()->index(0, DiagnosticListModel::MessageColumn).data().toString(), message);
    QVERIFY(isFieldMarkedInvalid(edit));
    QVERIFY2(edit->toolTip().contains(message), qPrintable(edit->toolTip()));
  }

  // Both overlap messages carry numbers only, so every word of them comes from the translation.
  void overlapMessagesTranslateWhole_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("broadcast");
    QTest::addColumn<QString>("crossing");
    QTest::newRow("en") << "en"
                        << "OutputTensor.Strides: dimension 3 has size 8 but stride 0, so its output elements share memory"
                        << "OutputTensor.Strides: with these strides, different output elements share memory (dimension 2: size 6 × stride 1 reaches past stride 4 of dimension 3)";
    QTest::newRow("ja") << "ja"
                        << "OutputTensor.Strides: 次元 3 はサイズ 8 ですがストライドが 0 のため、その出力要素が同じメモリを共有します"
                        << "OutputTensor.Strides: このストライドでは、異なる出力要素が同じメモリを共有します (次元 2: サイズ 6 × ストライド 1 が次元 3 のストライド 4 を超えます)";
    QTest::newRow("ko") << "ko"
                        << "OutputTensor.Strides: 차원 3의 크기는 8이지만 스트라이드가 0이므로 출력 요소들이 같은 메모리를 공유합니다"
                        << "OutputTensor.Strides: 이 스트라이드에서는 서로 다른 출력 요소가 메모리를 공유합니다(차원 2: 크기 6 × 스트라이드 1이(가) 차원 3의 스트라이드 4을(를) 넘습니다)";
  }

  void overlapMessagesTranslateWhole() {
    QFETCH(QString, language);
    QFETCH(QString, broadcast);
    QFETCH(QString, crossing);
    installTranslators(language);
    // A stride of 0 on a dimension of size 8 (Tile's output {1, 1, 6, 8} with Strides {54, 54, 9, 0}).
    TileDesc tile;
    tile.InputTensor.dataType = DataType::Float32;
    tile.InputTensor.sizes = {1, 1, 2, 3};
    tile.OutputTensor.dataType = DataType::Float32;
    tile.OutputTensor.sizes = {1, 1, 6, 8};
    tile.OutputTensor.strides = std::vector<uint32_t>{54, 54, 9, 0};
    tile.Repeats = {1, 1, 3, 3};
    auto find = [&](const char* id) {
      for (const Diagnostic& d : validate(OperatorDesc{tile}, FeatureLevel::FL_6_4))
        if (d.id == id) return d;
      return Diagnostic{};
    };
    const Diagnostic zeroStride = find("tensor.output-broadcast");
    QCOMPARE(q(zeroStride.field), QStringLiteral("OutputTensor.Strides"));
    QCOMPARE(diagnosticMessage(zeroStride), broadcast);
    // Dimension 2 (size 6, stride 1) reaches 6 elements, but dimension 3 steps only 4.
    tile.OutputTensor.sizes = {1, 1, 6, 9};
    tile.OutputTensor.strides = std::vector<uint32_t>{54, 54, 1, 4};
    const Diagnostic crossingStrides = find("tensor.output-overlap");
    QCOMPARE(q(crossingStrides.field), QStringLiteral("OutputTensor.Strides"));
    QCOMPARE(diagnosticMessage(crossingStrides), crossing);
  }

  // A malformed session file: the "Cannot open" text MainWindow shows (open, drop, recent files) carries core's
  // file error translated whole, with the line, column, JSON pointer and value as they are. nlohmann's own
  // description of a syntax error stays English.
  void malformedSessionFileErrorsAreTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cannotOpen");
    QTest::addColumn<QString>("badRepeat");
    QTest::addColumn<QString>("truncated");
    QTest::newRow("en") << "en" << "Cannot open %1:\n"
                        << "line 7, /desc/Repeats/2: expected an unsigned 32-bit integer, got -1"
                        << "line 3, column 14, /operator: ";
    QTest::newRow("ja") << "ja" << "%1 を開けません:\n"
                        << "7 行目、/desc/Repeats/2: 符号なし 32 ビット整数が必要ですが、-1 です"
                        << "3 行目、14 列目、/operator: ";
    QTest::newRow("ko") << "ko" << "%1을(를) 열 수 없습니다:\n"
                        << "7번째 줄, /desc/Repeats/2: 부호 없는 32비트 정수가 필요하지만 -1입니다"
                        << "3번째 줄, 14번째 열, /operator: ";
  }

  void malformedSessionFileErrorsAreTranslated() {
    QFETCH(QString, language);
    QFETCH(QString, cannotOpen);
    QFETCH(QString, badRepeat);
    QFETCH(QString, truncated);
    installTranslators(language);
    QTemporaryDir dir;
    auto write = [&](const char* name, const QByteArray& text) {
      const QString path = dir.filePath(QString::fromLatin1(name));
      QFile f(path);
      if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) return QString();
      return path;
    };
    // Repeats[2] is -1 on line 7.
    const QString repeats = write("repeats.json",
                                  "{\n"
                                  "  \"dmlscope\": 1,\n"
                                  "  \"operator\": \"TILE\",\n"
                                  "  \"desc\": {\n"
                                  "    \"InputTensor\": {\"DataType\": \"FLOAT32\", \"Sizes\": [1, 1, 2, 3]},\n"
                                  "    \"OutputTensor\": {\"DataType\": \"FLOAT32\"},\n"
                                  "    \"Repeats\": [1, 1, -1, 2]\n"
                                  "  }\n"
                                  "}\n");
    // The file ends after "operator": on line 3 (13 characters); the value was due at column 14.
    const QString cut = write("truncated.json", "{\n  \"dmlscope\": 1,\n  \"operator\":");
    QVERIFY(!repeats.isEmpty() && !cut.isEmpty());

    MainWindow window;
    QString error;
    QVERIFY(!window.openFile(repeats, &error));
    QCOMPARE(error, cannotOpen.arg(repeats) + badRepeat);
    QVERIFY(!window.openFile(cut, &error));
    const QString prefix = cannotOpen.arg(cut) + truncated;
    QVERIFY2(error.startsWith(prefix), qPrintable(error));
    QVERIFY2(error.mid(prefix.size()).contains(QStringLiteral("unexpected end of input")), qPrintable(error));
  }

  // Errors of a run come from core's "run." templates: a refused run and a cancelled one speak the chosen
  // language through errorMessage, the function the run controller and the status line use.
  void runErrorsAreTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tooLarge");
    QTest::addColumn<QString>("cancelled");
    // 1×1×1×1 tiled 65536 × 65537 times: 4 × 4295032832 = 17180131328 bytes (16.0 GiB) of FLOAT32 output, above
    // the run's 1 GiB memory budget (the index map is off, so the output is all that counts). There is no fixed
    // cap any more: without the budget, a machine with 17 GB free would run it.
    QTest::newRow("en") << "en"
                        << "this run needs 16.0 GiB of memory (outputs 16.0 GiB, transfers 0 bytes, writing the result "
                           "0 bytes), but only 1.00 GiB is available (the caller); try smaller tensors"
                        << "the run was cancelled";
    QTest::newRow("ja") << "ja"
                        << "この実行には 16.0 GiB のメモリーが必要ですが (出力 16.0 GiB、転送 0 bytes、結果の書き出し 0 bytes)、"
                           "使えるのは 1.00 GiB (the caller) だけです。小さいテンソルにしてください"
                        << "実行がキャンセルされました";
    QTest::newRow("ko") << "ko"
                        << "이 실행에는 16.0 GiB의 메모리가 필요하지만(출력 16.0 GiB, 전송 0 bytes, 결과 쓰기 0 bytes) "
                           "사용할 수 있는 것은 1.00 GiB(the caller)뿐입니다. 더 작은 텐서를 쓰십시오"
                        << "실행이 취소되었습니다";
  }

  void runErrorsAreTranslated() {
    QFETCH(QString, language);
    QFETCH(QString, tooLarge);
    QFETCH(QString, cancelled);
    installTranslators(language);
    auto huge = parseSession(R"({"dmlscope": 1, "operator": "TILE", "desc": {
        "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1], "Data": [2]},
        "OutputTensor": {"DataType": "FLOAT32"}, "Repeats": [1, 1, 65536, 65537]}})");
    QVERIFY2(huge.ok(), huge.ok() ? "" : huge.error().message.c_str());
    RunOptions noMap;
    noMap.computeIndexMap = false;
    noMap.memoryBudget = uint64_t{1} << 30;  // refused before anything is allocated, on any machine
    auto refused = makeCpuBackend()->run(*huge, noMap);
    QVERIFY(!refused.ok());
    QCOMPARE(errorMessage(refused.error()), tooLarge);

    auto small = parseSession(R"({"dmlscope": 1, "operator": "TILE", "desc": {
        "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 2], "Data": [1, 2]},
        "OutputTensor": {"DataType": "FLOAT32"}, "Repeats": [1, 1, 2, 2]}})");
    QVERIFY2(small.ok(), small.ok() ? "" : small.error().message.c_str());
    const std::atomic<bool> cancel{true};
    RunOptions cancelling;
    cancelling.cancel = &cancel;
    auto stopped = makeCpuBackend()->run(*small, cancelling);
    QVERIFY(!stopped.ok());
    QCOMPARE(errorMessage(stopped.error()), cancelled);
  }

  void preferencesSaveTheLanguageAndCommandLineOverridesIt() {
    PreferencesDialog dialog;
    QComboBox* choice = dialog.languageChoice();
    // System first, then each language named in itself.
    QCOMPARE(choice->count(), 4);
    QCOMPARE(choice->itemText(2), QStringLiteral("日本語"));
    QCOMPARE(choice->itemText(3), QStringLiteral("한국어"));
    choice->setCurrentIndex(choice->findData(QStringLiteral("ko")));
    dialog.accept();
    QCOMPARE(preferredLanguage(), QStringLiteral("ko"));
    QCOMPARE(guiLanguage(), QStringLiteral("ko"));
    // --lang wins over Preferences for the GUI; the commands never read Preferences.
    setLanguageOverride(QStringLiteral("ja"));
    QCOMPARE(guiLanguage(), QStringLiteral("ja"));
    QCOMPARE(commandLanguage(), QStringLiteral("ja"));
    setLanguageOverride(QString());
    QCOMPARE(commandLanguage(), systemLanguage());
    // "System" forgets the choice.
    PreferencesDialog again;
    QCOMPARE(again.language(), QStringLiteral("ko"));
    again.languageChoice()->setCurrentIndex(0);
    again.accept();
    QCOMPARE(preferredLanguage(), QString());
    QCOMPARE(guiLanguage(), systemLanguage());
  }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
