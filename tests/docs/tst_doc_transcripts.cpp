// Keeps the transcripts in the guides and the README true: every fenced block that starts with
// `$ dmlscope explain …` is run (from the repository's root, in English) and must print exactly the lines the
// block shows after the command. A block may skip lines with a line "  ..." (the README's short form).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

namespace {

struct Transcript {
  QString file;
  QString command;   // after "$ "
  QStringList shown;  // the lines after the command
};

// `"a b" c` → {"a b", "c"}: the quoting the transcripts use.
QStringList splitCommand(const QString& command) {
  QStringList words;
  QString word;
  bool quoted = false;
  bool any = false;
  for (QChar c : command) {
    if (c == QLatin1Char('"')) {
      quoted = !quoted;
      any = true;
    } else if (c == QLatin1Char(' ') && !quoted) {
      if (any) words << word;
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (any) words << word;
  return words;
}

QList<Transcript> transcriptsIn(const QString& path, const QString& name) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
  QList<Transcript> found;
  for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
    if (!lines[i].startsWith(QLatin1String("```")) || !lines[i + 1].startsWith(QLatin1String("$ dmlscope explain "))) continue;
    Transcript t{name, lines[i + 1].mid(2), {}};
    for (i += 2; i < lines.size() && !lines[i].startsWith(QLatin1String("```")); ++i) t.shown << lines[i];
    found << t;
  }
  return found;
}

}  // namespace

class TestDocTranscripts : public QObject {
  Q_OBJECT

 private slots:
  void transcriptsMatchTheProgram_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("shown");
    const QDir root(QStringLiteral(DMLSCOPE_SOURCE_DIR));
    QList<Transcript> all = transcriptsIn(root.filePath(QStringLiteral("README.md")), QStringLiteral("README.md"));
    for (const QString& guide : QDir(root.filePath(QStringLiteral("docs"))).entryList({QStringLiteral("*.md")})) {
      all << transcriptsIn(root.filePath(QStringLiteral("docs/") + guide), QStringLiteral("docs/") + guide);
    }
    // The guides of the five operators and the README each show at least one.
    QVERIFY2(all.size() >= 7, qPrintable(QString::number(all.size())));
    int n = 0;
    for (const Transcript& t : all) QTest::newRow(qPrintable(QStringLiteral("%1 #%2").arg(t.file).arg(++n))) << t.command << t.shown;
  }

  void transcriptsMatchTheProgram() {
    QFETCH(QString, command);
    QFETCH(QStringList, shown);
    QStringList words = splitCommand(command);
    QCOMPARE(words.takeFirst(), QStringLiteral("dmlscope"));
    words << QStringLiteral("--lang") << QStringLiteral("en");
    QProcess p;
    p.setWorkingDirectory(QStringLiteral(DMLSCOPE_SOURCE_DIR));
    p.start(QStringLiteral(DMLSCOPE_BINARY), words);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QStringList printed = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
    while (!printed.isEmpty() && printed.last().isEmpty()) printed.removeLast();
    // Each shown line, in order; "  ..." stands for any number of printed lines.
    qsizetype at = 0;
    bool skipping = false;
    for (const QString& line : shown) {
      if (line.trimmed() == QLatin1String("...")) {
        skipping = true;
        continue;
      }
      if (skipping) {
        while (at < printed.size() && printed[at] != line) ++at;
        skipping = false;
      }
      QVERIFY2(at < printed.size(), qPrintable(QStringLiteral("the program printed no line\n  %1\nfor\n  %2").arg(line, command)));
      QCOMPARE(printed[at], line);
      ++at;
    }
    if (!skipping) QCOMPARE(at, printed.size());
  }
};

QTEST_GUILESS_MAIN(TestDocTranscripts)
#include "tst_doc_transcripts.moc"
