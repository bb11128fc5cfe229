// Keeps docs/onnx.md true to the program: its table of ONNX operators is exactly translatedOperators() (each
// op type, the opsets ONNX Runtime's DirectML provider registers, the DirectML operator it runs), and its
// figures, drawn by `dmlscope render MODEL.onnx --node NODE` from the shipped models, are fresh: each matches
// the record scripts/make_onnx_figures.py wrote (the model's SHA-256, the node, the arguments, the image's
// SHA-256), each names a node the model has, and the guide shows each one.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <string>

#include "dmlscope/onnx_model.h"
#include "dmlscope/onnx_translation.h"
#include "dmlscope/operators.h"

using namespace dmlscope;

namespace {

const QString kRoot = QStringLiteral(DMLSCOPE_SOURCE_DIR);
const QString kGuide = kRoot + QStringLiteral("/docs/onnx.md");
const QString kFiguresDir = kRoot + QStringLiteral("/docs/figures/onnx_nodes");
const QString kRegenerate = QStringLiteral(" (run scripts/make_onnx_figures.py)");

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString sha256Hex(const QByteArray& bytes) {
  return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QJsonObject readObject(const QString& path) { return QJsonDocument::fromJson(readAll(path)).object(); }

// "2, 11, 13" from the versions.
QString versionList(std::span<const int64_t> versions) {
  QStringList parts;
  for (int64_t v : versions) parts << QString::number(v);
  return parts.join(QStringLiteral(", "));
}

// The row the guide's table must hold for `op`: | `Pad` | 2, 11, 13, 18, 19, 21 | `DML_OPERATOR_PADDING1` |
QString expectedRow(const onnx::TranslatedOperator& op) {
  return QStringLiteral("| `%1` | %2 | `%3` |")
      .arg(QString::fromUtf8(op.opType.data(), static_cast<qsizetype>(op.opType.size())),
           versionList(op.registeredVersions),
           QString::fromUtf8(fullName(op.directMlOperator).data(), static_cast<qsizetype>(fullName(op.directMlOperator).size())));
}

// The table rows between the guide's markers, one per ONNX operator, keyed by op type.
std::map<QString, QString> tableRows(const QString& markdown, QString* problem) {
  const qsizetype begin = markdown.indexOf(QStringLiteral("<!-- onnx-operators -->"));
  const qsizetype end = markdown.indexOf(QStringLiteral("<!-- /onnx-operators -->"));
  if (begin < 0 || end < begin) {
    *problem = QStringLiteral("docs/onnx.md has no <!-- onnx-operators --> … <!-- /onnx-operators --> table");
    return {};
  }
  std::map<QString, QString> rows;
  static const QRegularExpression opCell(QStringLiteral(R"(^\| `([A-Za-z]+)` \|)"));
  for (const QString& line : markdown.mid(begin, end - begin).split(QLatin1Char('\n'))) {
    const auto m = opCell.match(line.trimmed());
    if (m.hasMatch()) rows[m.captured(1)] = line.trimmed();
  }
  return rows;
}

}  // namespace

class DocOnnx : public QObject {
  Q_OBJECT

 private slots:
  void operatorTableIsTranslatedOperators() {
    QString problem;
    auto rows = tableRows(QString::fromUtf8(readAll(kGuide)), &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(!onnx::translatedOperators().empty(), "translatedOperators() is empty");
    for (const onnx::TranslatedOperator& op : onnx::translatedOperators()) {
      const QString type = QString::fromUtf8(op.opType.data(), static_cast<qsizetype>(op.opType.size()));
      const auto row = rows.find(type);
      QVERIFY2(row != rows.end(), qPrintable(QStringLiteral("docs/onnx.md's table has no row for %1; it should read\n%2")
                                                 .arg(type, expectedRow(op))));
      QVERIFY2(row->second == expectedRow(op),
               qPrintable(QStringLiteral("docs/onnx.md's row for %1 is\n%2\nbut the translation says\n%3")
                              .arg(type, row->second, expectedRow(op))));
      rows.erase(row);
    }
    QStringList extra;
    for (const auto& [type, row] : rows) extra << type;
    QVERIFY2(extra.isEmpty(), qPrintable("docs/onnx.md's table lists operators dmlscope does not translate: " + extra.join(", ")));
  }

  // The checker above must itself be able to fail: a row with a version dropped is not the expected row.
  void rowCheckTellsAChangedRow() {
    const onnx::TranslatedOperator& op = onnx::translatedOperators().front();
    QString problem;
    const QString doc = QStringLiteral("<!-- onnx-operators -->\n") + expectedRow(op) + QStringLiteral("\n<!-- /onnx-operators -->");
    auto rows = tableRows(doc, &problem);
    QCOMPARE(rows.size(), size_t{1});
    QCOMPARE(rows.begin()->second, expectedRow(op));
    QString changed = expectedRow(op);
    changed.replace(QStringLiteral(" | `"), QStringLiteral(", 99 | `"));
    QVERIFY(changed != expectedRow(op));
  }

  void figuresAreFreshAndShown_data() {
    QTest::addColumn<QString>("name");
    const QJsonObject figures = readObject(kFiguresDir + "/figures.json").value(QStringLiteral("figures")).toObject();
    for (const QString& name : figures.keys()) QTest::newRow(qPrintable(name)) << name;
    if (figures.isEmpty()) QTest::newRow("no figure") << QString();
  }

  void figuresAreFreshAndShown() {
    QFETCH(QString, name);
    QVERIFY2(!name.isEmpty(), "docs/figures/onnx_nodes/figures.json lists no figure");
    const QJsonObject listing = readObject(kFiguresDir + "/figures.json");
    const QJsonObject figure = listing.value(QStringLiteral("figures")).toObject().value(name).toObject();
    const QJsonObject record =
        readObject(kFiguresDir + "/manifest.json").value(QStringLiteral("figures")).toObject().value(name).toObject();
    QVERIFY2(!record.isEmpty(), qPrintable("manifest.json has no record of " + name + kRegenerate));

    const QString modelPath = kRoot + "/" + figure.value(QStringLiteral("model")).toString();
    const QByteArray model = readAll(modelPath);
    QVERIFY2(!model.isEmpty(), qPrintable(name + ": " + modelPath + " cannot be read"));
    QVERIFY2(record.value(QStringLiteral("modelSha256")).toString() == sha256Hex(model),
             qPrintable(figure.value(QStringLiteral("model")).toString() + " changed since " + name + ".png was drawn" + kRegenerate));
    QVERIFY2(record.value(QStringLiteral("node")) == figure.value(QStringLiteral("node")),
             qPrintable(name + ": the node in figures.json changed since it was drawn" + kRegenerate));
    QJsonArray args = listing.value(QStringLiteral("defaults")).toObject().value(QStringLiteral("args")).toArray();
    for (const auto& arg : figure.value(QStringLiteral("args")).toArray()) args.append(arg);
    QVERIFY2(record.value(QStringLiteral("args")).toArray() == args,
             qPrintable(name + ": the render arguments changed since it was drawn" + kRegenerate));

    const QByteArray image = readAll(kFiguresDir + "/" + name + ".png");
    QVERIFY2(image.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)), qPrintable(name + ".png is missing or not a PNG" + kRegenerate));
    QVERIFY2(record.value(QStringLiteral("imageSha256")).toString() == sha256Hex(image),
             qPrintable(name + ".png is not the image make_onnx_figures.py drew" + kRegenerate));

    // The node is in the model and has a DirectML operator.
    auto parsed = onnx::readOnnxModel(modelPath.toStdString());
    QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
    const std::string nodeName = figure.value(QStringLiteral("node")).toString().toStdString();
    const onnx::OnnxNode* node = nullptr;
    for (const auto& n : parsed->nodes)
      if (n.name == nodeName) node = &n;
    QVERIFY2(node, qPrintable(name + ": the model has no node " + QString::fromStdString(nodeName)));
    auto translated = onnx::translateNode(*parsed, *node);
    QVERIFY2(translated, translated ? "" : translated.error().message.c_str());

    const QString guide = QString::fromUtf8(readAll(kGuide));
    QVERIFY2(guide.contains(QStringLiteral("](figures/onnx_nodes/%1.png)").arg(name)),
             qPrintable("docs/onnx.md does not show figures/onnx_nodes/" + name + ".png"));
  }

  void everyImageInTheFolderIsListed() {
    const QJsonObject figures = readObject(kFiguresDir + "/figures.json").value(QStringLiteral("figures")).toObject();
    for (const QString& image : QDir(kFiguresDir).entryList({QStringLiteral("*.png"), QStringLiteral("*.svg")}, QDir::Files))
      QVERIFY2(figures.contains(QFileInfo(image).completeBaseName()),
               qPrintable("docs/figures/onnx_nodes/" + image + " is not listed in its figures.json"));
  }
};

QTEST_GUILESS_MAIN(DocOnnx)
#include "tst_doc_onnx.moc"
