// Keeps the guides' figures honest: every figure in docs/figures is a valid PNG rendered (by
// scripts/make-figures.sh) from exactly the current content of its session file with exactly the render
// arguments of docs/figures/figures.json, every session file is a valid descriptor whose outputs are what
// the operator computes, and every image a guide shows exists.
//
// Freshness is judged by content (SHA-256 recorded in docs/figures/manifest.json), never by modification
// times, which a git checkout does not preserve.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <array>
#include <cstdint>
#include <optional>

#include "dmlscope/backend.h"
#include "dmlscope/session_file.h"

using namespace dmlscope;

namespace {

const QString kDocsDir = QStringLiteral(DMLSCOPE_SOURCE_DIR "/docs");
const QString kFiguresDir = kDocsDir + QStringLiteral("/figures");
// The figure list with per-figure render arguments, and the record of the last generation.
const QString kFigureListFile = QStringLiteral("figures.json");
const QString kManifestFile = QStringLiteral("manifest.json");
// The operator guides; each must show figures.
const char* const kOperatorGuides[] = {"tile.md", "padding.md", "depth_to_space.md", "split.md", "join.md",
                                       "space_to_depth.md", "gather_and_scatter.md"};
constexpr int kMinFiguresPerGuide = 2;

QByteArray readAll(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.readAll();
}

QString sha256Hex(const QByteArray& bytes) {
  return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

std::optional<QJsonObject> readJsonObject(const QString& path, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("%1 cannot be read").arg(path);
    return std::nullopt;
  }
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
  if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
    *error = QStringLiteral("%1 is not a JSON object: %2").arg(path, parseError.errorString());
    return std::nullopt;
  }
  return doc.object();
}

// The session files: every .json in docs/figures except the figure list and the manifest.
QStringList sessionFileNames() {
  QStringList names = QDir(kFiguresDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
  names.removeAll(kFigureListFile);
  names.removeAll(kManifestFile);
  return names;
}

QString baseName(const QString& fileName) { return QFileInfo(fileName).completeBaseName(); }

// ---------------------------------------------------------------------------------------------------------
// PNG structure: signature, an IHDR chunk with a correct CRC first, an IEND chunk last. Enough to tell a
// real image from a truncated, empty or mislabelled file without linking QtGui.

uint32_t crc32(const char* data, qsizetype size) {
  uint32_t crc = 0xFFFFFFFFu;
  for (qsizetype i = 0; i < size; ++i) {
    crc ^= static_cast<uint8_t>(data[i]);
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

uint32_t bigEndian32(const QByteArray& bytes, qsizetype at) {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) v = (v << 8) | static_cast<uint8_t>(bytes[at + i]);
  return v;
}

struct PngHeader {
  uint32_t width = 0;
  uint32_t height = 0;
};

// The image's size, or a reason why the bytes are not a complete PNG.
std::optional<PngHeader> checkPng(const QByteArray& png, QString* reason) {
  static const QByteArray kSignature("\x89PNG\r\n\x1a\n", 8);
  constexpr qsizetype kIhdrEnd = 8 + 4 + 4 + 13 + 4;
  if (!png.startsWith(kSignature)) {
    *reason = QStringLiteral("no PNG signature");
    return std::nullopt;
  }
  if (png.size() < kIhdrEnd + 12) {
    *reason = QStringLiteral("only %1 bytes").arg(png.size());
    return std::nullopt;
  }
  if (bigEndian32(png, 8) != 13 || png.mid(12, 4) != "IHDR") {
    *reason = QStringLiteral("the first chunk is not a 13-byte IHDR");
    return std::nullopt;
  }
  if (crc32(png.constData() + 12, 4 + 13) != bigEndian32(png, 12 + 4 + 13)) {
    *reason = QStringLiteral("the IHDR chunk's CRC is wrong");
    return std::nullopt;
  }
  static const QByteArray kIend("\0\0\0\0IEND\xae\x42\x60\x82", 12);
  if (!png.endsWith(kIend)) {
    *reason = QStringLiteral("the file does not end with an IEND chunk (truncated?)");
    return std::nullopt;
  }
  PngHeader header{bigEndian32(png, 16), bigEndian32(png, 20)};
  if (header.width == 0 || header.height == 0) {
    *reason = QStringLiteral("the image is %1×%2").arg(header.width).arg(header.height);
    return std::nullopt;
  }
  return header;
}

QByteArray chunk(const QByteArray& type, const QByteArray& data) {
  QByteArray out;
  const auto put32 = [&](uint32_t v) {
    for (int shift = 24; shift >= 0; shift -= 8) out.append(static_cast<char>((v >> shift) & 0xFF));
  };
  put32(static_cast<uint32_t>(data.size()));
  const QByteArray body = type + data;
  out.append(body);
  put32(crc32(body.constData(), body.size()));
  return out;
}

// A structurally complete PNG header for a width × height image (the pixel data is not checked).
QByteArray minimalPng(uint32_t width, uint32_t height) {
  QByteArray ihdr;
  for (uint32_t v : {width, height})
    for (int shift = 24; shift >= 0; shift -= 8) ihdr.append(static_cast<char>((v >> shift) & 0xFF));
  ihdr.append("\x08\x06\x00\x00\x00", 5);  // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return QByteArray("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr) + chunk("IDAT", QByteArray(4, '\0')) +
         chunk("IEND", {});
}

// ---------------------------------------------------------------------------------------------------------
// Images in markdown: ![alt](path) and <img src="path" alt="...">.

struct ImageRef {
  QString alt;
  QString path;
};

QList<ImageRef> imageReferences(const QString& markdown) {
  QList<ImageRef> refs;
  // Alt text may hold balanced brackets ("cell [0, 0, 3, 7]"), one level deep.
  static const QRegularExpression markdownImage(
      QStringLiteral(R"(!\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\))"));
  for (auto it = markdownImage.globalMatch(markdown); it.hasNext();) {
    const auto m = it.next();
    refs.append({m.captured(1).trimmed(), m.captured(2)});
  }
  static const QRegularExpression htmlImage(QStringLiteral(R"(<img\s[^>]*>)"), QRegularExpression::CaseInsensitiveOption);
  static const QRegularExpression src(QStringLiteral(R"(\bsrc\s*=\s*"([^"]*)\")"));
  static const QRegularExpression alt(QStringLiteral(R"(\balt\s*=\s*"([^"]*)\")"));
  for (auto it = htmlImage.globalMatch(markdown); it.hasNext();) {
    const QString tag = it.next().captured(0);
    refs.append({alt.match(tag).captured(1).trimmed(), src.match(tag).captured(1)});
  }
  return refs;
}

bool isRemote(const QString& path) { return path.contains(QStringLiteral("://")); }

QStringList guideFileNames() { return QDir(kDocsDir).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name); }

}  // namespace

class DocFigures : public QObject {
  Q_OBJECT

 private:
  QJsonObject figureList_;  // figures.json: {"defaults": {"args": [...]}, "figures": {NAME: {"args": [...]}}}
  QJsonObject manifest_;    // manifest.json: {"figures": {NAME: {"sessionSha256", "args", "imageSha256", ...}}}

  QJsonArray effectiveArgs(const QString& name) const {
    QJsonArray args = figureList_.value(QStringLiteral("defaults")).toObject().value(QStringLiteral("args")).toArray();
    const QJsonObject figure =
        figureList_.value(QStringLiteral("figures")).toObject().value(name).toObject();
    for (const auto& arg : figure.value(QStringLiteral("args")).toArray()) args.append(arg);
    return args;
  }

  QStringList listedFigures() const { return figureList_.value(QStringLiteral("figures")).toObject().keys(); }

  // One row per session file; a single empty row when there is none, so the test fails instead of
  // running no case (Qt Test cannot QFETCH from an empty table).
  static void addSessionRows() {
    QTest::addColumn<QString>("name");
    const QStringList files = sessionFileNames();
    for (const QString& file : files) QTest::newRow(qPrintable(baseName(file))) << baseName(file);
    if (files.isEmpty()) QTest::newRow("no session file") << QString();
  }

 private slots:
  void initTestCase() {
    QString error;
    auto list = readJsonObject(kFiguresDir + "/" + kFigureListFile, &error);
    QVERIFY2(list, qPrintable(error));
    figureList_ = *list;
    QVERIFY2(figureList_.value(QStringLiteral("figures")).isObject(),
             "docs/figures/figures.json has no \"figures\" object");
    auto manifest = readJsonObject(kFiguresDir + "/" + kManifestFile, &error);
    QVERIFY2(manifest, qPrintable(error + " (run scripts/make-figures.sh)"));
    manifest_ = *manifest;
  }

  // The checker below must itself be able to fail.
  void pngCheckAcceptsCompleteHeaderAndRejectsDamage() {
    QString reason;
    const QByteArray good = minimalPng(3, 2);
    auto header = checkPng(good, &reason);
    QVERIFY2(header, qPrintable(reason));
    QCOMPARE(header->width, 3u);
    QCOMPARE(header->height, 2u);

    QVERIFY(!checkPng(QByteArray(), &reason));
    QVERIFY(!checkPng(QByteArray("{\"dmlscope\": 1}"), &reason));
    QVERIFY(!checkPng(good.left(good.size() - 5), &reason));  // truncated: no IEND
    QByteArray badCrc = good;
    badCrc[18] = static_cast<char>(badCrc[18] ^ 0x01);  // width changed behind the CRC's back
    QVERIFY(!checkPng(badCrc, &reason));
    QVERIFY(!checkPng(minimalPng(0, 5), &reason));
  }

  void everySessionFileIsListedAndEveryListedFigureHasOne() {
    const QStringList sessions = sessionFileNames();
    QVERIFY2(!sessions.isEmpty(), "docs/figures holds no session file");
    const QStringList listedNames = listedFigures();
    QSet<QString> listed(listedNames.begin(), listedNames.end());
    for (const QString& file : sessions) {
      QVERIFY2(listed.contains(baseName(file)),
               qPrintable(QStringLiteral("docs/figures/%1 has no entry in figures.json, so no figure is made from it")
                              .arg(file)));
      listed.remove(baseName(file));
    }
    QVERIFY2(listed.isEmpty(), qPrintable(QStringLiteral("figures.json lists figures without a session file: %1")
                                              .arg(QStringList(listed.values()).join(", "))));
  }

  void noImageWithoutSessionFile() {
    const QStringList images = QDir(kFiguresDir).entryList({"*.png", "*.svg"}, QDir::Files, QDir::Name);
    for (const QString& image : images) {
      QVERIFY2(QFile::exists(kFiguresDir + "/" + baseName(image) + ".json"),
               qPrintable(QStringLiteral("docs/figures/%1 has no session file %2.json to regenerate it from")
                              .arg(image, baseName(image))));
    }
  }

  void figureIsFreshAndValid_data() { addSessionRows(); }

  void figureIsFreshAndValid() {
    QFETCH(QString, name);
    QVERIFY2(!name.isEmpty(), "docs/figures holds no session file");
    const QString sessionPath = kFiguresDir + "/" + name + ".json";
    const QString imagePath = kFiguresDir + "/" + name + ".png";
    const QString regenerate = QStringLiteral(" (run scripts/make-figures.sh)");

    const QByteArray image = readAll(imagePath);
    QVERIFY2(QFile::exists(imagePath), qPrintable("docs/figures/" + name + ".png is missing" + regenerate));
    QString reason;
    QVERIFY2(checkPng(image, &reason), qPrintable("docs/figures/" + name + ".png is not a valid PNG: " + reason));

    const QJsonObject record = manifest_.value(QStringLiteral("figures")).toObject().value(name).toObject();
    QVERIFY2(!record.isEmpty(), qPrintable("manifest.json has no record of " + name + regenerate));
    QVERIFY2(record.value(QStringLiteral("sessionSha256")).toString() == sha256Hex(readAll(sessionPath)),
             qPrintable("docs/figures/" + name + ".json changed since " + name + ".png was rendered" + regenerate));
    QVERIFY2(record.value(QStringLiteral("args")).toArray() == effectiveArgs(name),
             qPrintable("the render arguments of " + name + " in figures.json changed since it was rendered" +
                        regenerate));
    QVERIFY2(record.value(QStringLiteral("imageSha256")).toString() == sha256Hex(image),
             qPrintable("docs/figures/" + name + ".png is not the image make-figures.sh rendered" + regenerate));
  }

  void sessionFileIsValidAndItsOutputsAreTheOperators_data() { addSessionRows(); }

  void sessionFileIsValidAndItsOutputsAreTheOperators() {
    QFETCH(QString, name);
    QVERIFY2(!name.isEmpty(), "docs/figures holds no session file");
    const QString path = kFiguresDir + "/" + name + ".json";
    auto session = readSessionFile(path.toStdString());
    QVERIFY2(session, session ? "" : session.error().message.c_str());

    const auto diagnostics = validateSession(*session);
    QStringList errors;
    for (const auto& d : diagnostics) errors << QString::fromStdString(d.field + ": " + d.message);
    QVERIFY2(diagnostics.empty(),
             qPrintable(QStringLiteral("%1.json is invalid at %2: %3")
                            .arg(name, QString::fromUtf8(fullName(session->featureLevel).data()), errors.join("; "))));

    // Output Data written in the file (the values the guide's text quotes) must be what the operator gives.
    auto run = makeCpuBackend()->run(*session);
    QVERIFY2(run, run ? "" : run.error().message.c_str());
    QVERIFY(session->outputData.empty() || session->outputData.size() == run->outputs.size());
    for (size_t k = 0; k < session->outputData.size(); ++k) {
      if (session->outputData[k].empty()) continue;
      QVERIFY2(session->outputData[k] == run->outputs[k],
               qPrintable(QStringLiteral("%1.json: the Data of output %2 differs from the operator's result")
                              .arg(name)
                              .arg(k)));
    }
  }

  // A figure's --select must name an existing cell of its session, or it would silently select
  // nothing after an edit of the session.
  void selectedCellExists_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("selection");
    int rows = 0;
    for (const QString& name : listedFigures()) {
      const QJsonArray args = effectiveArgs(name);
      for (qsizetype i = 0; i + 1 < args.size(); ++i) {
        if (args[i].toString() != QStringLiteral("--select")) continue;
        QTest::newRow(qPrintable(name + " " + args[i + 1].toString())) << name << args[i + 1].toString();
        ++rows;
      }
    }
    if (rows == 0) QTest::newRow("no figure selects a cell") << QString() << QString();
  }

  void selectedCellExists() {
    QFETCH(QString, name);
    QFETCH(QString, selection);
    if (name.isEmpty()) QSKIP("no figure selects a cell");
    const qsizetype colon = selection.lastIndexOf(':');
    QVERIFY2(colon > 0, qPrintable("--select " + selection + " is not TENSOR:i,j,..."));
    const std::string field = selection.left(colon).toStdString();
    const QStringList coords = selection.mid(colon + 1).split(',');

    auto session = readSessionFile((kFiguresDir + "/" + name + ".json").toStdString());
    QVERIFY2(session, session ? "" : session.error().message.c_str());
    const std::vector<uint32_t>* found = nullptr;
    for (const auto& s : outputSlots(session->desc))
      if (s.field == field) found = &outputTensor(session->desc, s.index).sizes;
    for (const auto& s : inputSlots(session->desc))
      if (s.field == field) found = &inputTensor(session->desc, s.index).sizes;
    QVERIFY2(found, qPrintable(QStringLiteral("%1: --select names %2, which is not a tensor of the session")
                                   .arg(name, QString::fromStdString(field))));
    const auto& sizes = *found;
    QCOMPARE(static_cast<size_t>(coords.size()), sizes.size());
    for (qsizetype k = 0; k < coords.size(); ++k) {
      bool ok = false;
      const uint32_t c = coords[k].trimmed().toUInt(&ok);
      QVERIFY2(ok && c < sizes[static_cast<size_t>(k)],
               qPrintable(QStringLiteral("%1: coordinate %2 of --select %3 is outside the tensor")
                              .arg(name)
                              .arg(k)
                              .arg(selection)));
    }
  }

  void guideImageExistsWithAltText_data() {
    QTest::addColumn<QString>("guide");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("alt");
    int rows = 0;
    for (const QString& guide : guideFileNames()) {
      const QString markdown = QString::fromUtf8(readAll(kDocsDir + "/" + guide));
      for (const ImageRef& ref : imageReferences(markdown)) {
        if (isRemote(ref.path)) continue;
        QTest::newRow(qPrintable(guide + " " + ref.path)) << guide << ref.path << ref.alt;
        ++rows;
      }
    }
    if (rows == 0) QTest::newRow("no image in any guide") << QString() << QString() << QString();
  }

  void guideImageExistsWithAltText() {
    QFETCH(QString, guide);
    QFETCH(QString, path);
    QFETCH(QString, alt);
    QVERIFY2(!guide.isEmpty(), "no guide in docs/ shows an image");
    const QString resolved = QDir(kDocsDir).filePath(path);
    QVERIFY2(QFileInfo(resolved).isFile(), qPrintable(guide + " shows " + path + ", which does not exist"));
    QVERIFY2(!alt.isEmpty(), qPrintable(guide + " shows " + path + " without alt text"));
  }

  void everyOperatorGuideShowsFigures() {
    for (const char* guide : kOperatorGuides) {
      const QString path = kDocsDir + "/" + guide;
      QVERIFY2(QFile::exists(path), qPrintable(QStringLiteral("docs/%1 is missing").arg(guide)));
      int figures = 0;
      for (const ImageRef& ref : imageReferences(QString::fromUtf8(readAll(path))))
        if (ref.path.startsWith(QStringLiteral("figures/"))) ++figures;
      QVERIFY2(figures >= kMinFiguresPerGuide,
               qPrintable(QStringLiteral("docs/%1 shows %2 figures; a guide shows at least %3")
                              .arg(guide)
                              .arg(figures)
                              .arg(kMinFiguresPerGuide)));
    }
  }

  void everyFigureAppearsInAGuide() {
    QSet<QString> shown;
    for (const QString& guide : guideFileNames())
      for (const ImageRef& ref : imageReferences(QString::fromUtf8(readAll(kDocsDir + "/" + guide))))
        shown.insert(QDir::cleanPath(ref.path));
    for (const QString& name : listedFigures()) {
      QVERIFY2(shown.contains("figures/" + name + ".png"),
               qPrintable(QStringLiteral("figures/%1.png is made but no guide shows it").arg(name)));
    }
  }
};

QTEST_GUILESS_MAIN(DocFigures)
#include "tst_doc_figures.moc"
