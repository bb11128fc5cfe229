// `dmlscope render`: writes a PNG of the expected size (twice as large at --scale 2) in which the selected
// cell and its source are highlighted, an SVG, the dark theme, the buffer strip of --buffer, and clear errors for
// bad arguments.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "dmlscope/session_file.h"
#include "figures/figure.h"
#include "figures/render_command.h"
#include "gui_test_support.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_theme.h"

using namespace dmlscope;
using namespace dmlscope::gui;

namespace {

QString examplePath(const char* name) { return QStringLiteral(DMLSCOPE_EXAMPLES_DIR "/") + QLatin1String(name); }


// The layout of a session file as `render` draws it (no run needed: geometry depends on the sizes only).
MappingLayout layoutOf(const QString& path) {
  auto session = readSessionFile(path.toStdString());
  auto content = buildMappingContent(std::make_shared<const Session>(*session), {}, nullptr);
  return MappingLayout(*content);
}

}  // namespace

class TestGuiRender : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateGuiTest(); }

  void renderWritesTheViewWithTheSelectedCellHighlighted() {
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("tile1.png"));
    const QString two = dir.filePath(QStringLiteral("tile2.png"));
    const QString tile = examplePath("tile.json");
    QCOMPARE(renderCommand({tile, QStringLiteral("--output"), one, QStringLiteral("--select"), QStringLiteral("OutputTensor:0,0,3,4")}), 0);
    QCOMPARE(renderCommand({tile, QStringLiteral("--output"), two, QStringLiteral("--scale"), QStringLiteral("2"), QStringLiteral("--select"),
                            QStringLiteral("OutputTensor:0,0,3,4")}),
             0);
    const QImage image1(one);
    const QImage image2(two);
    QVERIFY(!image1.isNull());
    QVERIFY(!image2.isNull());
    // The scene with its margins, one pixel per unit; twice that at --scale 2.
    const MappingLayout layout = layoutOf(tile);
    QCOMPARE(image1.size(), QSize(static_cast<int>(std::ceil(layout.bounds().width())), static_cast<int>(std::ceil(layout.bounds().height()))));
    QVERIFY(std::abs(image2.width() - 2 * image1.width()) <= 1);
    QVERIFY(std::abs(image2.height() - 2 * image1.height()) <= 1);

    // Output (0, 0, 3, 4) reads input (0, 0, 3 mod 2, 4 mod 3) = (0, 0, 1, 1): element 1 * 3 + 1 = 4.
    const MappingTheme theme = mappingTheme(ThemeKind::Light);
    for (const auto& [image, scale] : {std::pair{image1, 1.0}, std::pair{image2, 2.0}}) {
      const QRectF out = *layout.cellRect(CellRef{true, 0, 3 * 9 + 4});
      const QRectF in = *layout.cellRect(CellRef{false, 0, 4});
      const QRectF otherIn = *layout.cellRect(CellRef{false, 0, 0});
      const QRectF otherOut = *layout.cellRect(CellRef{true, 0, 0});
      auto topMiddle = [scale](const QRectF& r) { return QPoint(static_cast<int>(r.center().x() * scale), static_cast<int>((r.top() + 1.5) * scale)); };
      QVERIFY(colourNear(image, topMiddle(out), theme.selection));
      QVERIFY(colourNear(image, topMiddle(in), theme.related));
      QVERIFY(!colourNear(image, topMiddle(otherIn), theme.related));
      QVERIFY(!colourNear(image, topMiddle(otherOut), theme.selection));
      QCOMPARE(image.pixelColor(2, 2), theme.background);
    }
  }

  void renderDrawsTheDarkThemeAndSvg() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("dark.png"));
    const QString svg = dir.filePath(QStringLiteral("figure.svg"));
    const QString file = examplePath("depth_to_space_crd.json");
    QCOMPARE(renderCommand({file, QStringLiteral("--output"), png, QStringLiteral("--theme"), QStringLiteral("dark")}), 0);
    QCOMPARE(QImage(png).pixelColor(2, 2), mappingTheme(ThemeKind::Dark).background);
    QCOMPARE(renderCommand({file, QStringLiteral("-o"), svg, QStringLiteral("--select"), QStringLiteral("OutputTensor:0,0,1,1")}), 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg"));
    // The selection's colour is in the drawing.
    QVERIFY(text.contains(mappingTheme(ThemeKind::Light).selection.name().toLatin1()));
  }

  void renderRefusesBadArguments_data() {
    QTest::addColumn<QStringList>("arguments");
    const QString tile = examplePath("tile.json");
    QTest::newRow("no output") << QStringList{tile};
    QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/x.json"), QStringLiteral("--output"), QStringLiteral("/tmp/x.png")};
    QTest::newRow("index out of range") << QStringList{tile, QStringLiteral("--output"), QStringLiteral("/tmp/x.png"), QStringLiteral("--select"),
                                                        QStringLiteral("OutputTensor:0,0,6,0")};
    QTest::newRow("wrong index count") << QStringList{tile, QStringLiteral("--output"), QStringLiteral("/tmp/x.png"), QStringLiteral("--select"),
                                                       QStringLiteral("OutputTensor:0,0")};
    QTest::newRow("unknown tensor") << QStringList{tile, QStringLiteral("--output"), QStringLiteral("/tmp/x.png"), QStringLiteral("--select"),
                                                    QStringLiteral("OutputTensors[1]:0,0,0,0")};
    QTest::newRow("bad theme") << QStringList{tile, QStringLiteral("--output"), QStringLiteral("/tmp/x.png"), QStringLiteral("--theme"), QStringLiteral("blue")};
    QTest::newRow("bad scale") << QStringList{tile, QStringLiteral("--output"), QStringLiteral("/tmp/x.png"), QStringLiteral("--scale"), QStringLiteral("0")};
  }

  void renderRefusesBadArguments() {
    QFETCH(QStringList, arguments);
    QCOMPARE(renderCommand(arguments), 2);
  }

  void renderCompareDrawsBothVariantsWithTheirNamesAndTheCount() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("compare.png"));
    const QString svg = dir.filePath(QStringLiteral("compare.svg"));
    const QString file = examplePath("padding_reflection.json");
    QCOMPARE(renderCommand({file, QStringLiteral("--output"), png, QStringLiteral("--compare"), QStringLiteral("PaddingMode=SYMMETRIC")}), 0);
    QCOMPARE(renderCommand({file, QStringLiteral("--output"), svg, QStringLiteral("--compare"), QStringLiteral("PaddingMode=SYMMETRIC")}), 0);
    // Two panes, each at least as wide as the single figure of the session.
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 2 * static_cast<int>(std::floor(layoutOf(file).bounds().width())));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray text = svgFile.readAll();
    QVERIFY(text.startsWith("<?xml") || text.contains("<svg"));
    QVERIFY(text.contains("PaddingMode = REFLECTION"));
    QVERIFY(text.contains("PaddingMode = SYMMETRIC"));
    // The page's examples 3 and 4 agree only on the input's own 4 × 4 cells (see tst_variant_comparison).
    QVERIFY(text.contains("64 of 80 elements differ"));
  }

  void renderCompareRefusesABadFieldOrValue_data() {
    QTest::addColumn<QString>("compare");
    QTest::addColumn<QString>("message");
    QTest::newRow("no equals sign") << "Order" << "expected FIELD=VALUE";
    QTest::newRow("unknown field") << "Colour=RED" << "has no field \"Colour\"";
    QTest::newRow("unknown order") << "Order=DIAGONAL" << "Order=DIAGONAL: unknown depth-space order";
    QTest::newRow("invalid variant") << "BlockSize=3" << "InputTensor.Sizes[1]";
  }
  void renderCompareRefusesABadFieldOrValue() {
    QFETCH(QString, compare);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    QProcess process;
    process.start(QStringLiteral(DMLSCOPE_EXECUTABLE), {QStringLiteral("render"), examplePath("depth_to_space_dcr.json"), QStringLiteral("--output"),
                                                         out, QStringLiteral("--compare"), compare});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("dmlscope render: --compare")) && err.contains(message), qPrintable(err));
    QVERIFY(!QFile::exists(out));
  }

  void theExecutableRendersWithoutADisplay() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("split.png"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));  // render chooses "offscreen" itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(DMLSCOPE_EXECUTABLE),
                  {QStringLiteral("render"), examplePath("split_axis2.json"), QStringLiteral("--output"), out, QStringLiteral("--select"),
                   QStringLiteral("OutputTensors[1]:0,0,0,0")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const QImage image(out);
    QVERIFY(!image.isNull());
    const MappingLayout layout = layoutOf(examplePath("split_axis2.json"));
    QCOMPARE(image.width(), static_cast<int>(std::ceil(layout.bounds().width())));
  }
  void renderBufferDrawsTheStripOfSlotsUnderTheGrids() {
    QTemporaryDir dir;
    // InputTensor {1, 1, 3, 3} with a row pitch of 4 and a broadcast-free Tile: 12 slots, 3 of them gaps.
    const QString session = dir.filePath(QStringLiteral("pitch.json"));
    QFile file(session);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"dmlscope": 1, "operator": "DML_OPERATOR_TILE", "desc": {
      "InputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 3, 3], "Strides": [12, 12, 4, 1],
                      "TotalTensorSizeInBytes": 48, "Data": [1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9, 0]},
      "OutputTensor": {"DataType": "DML_TENSOR_DATA_TYPE_FLOAT32", "Sizes": [1, 1, 3, 3]},
      "RepeatsCount": 4, "Repeats": [1, 1, 1, 1]}})");
    file.close();
    const QString plain = dir.filePath(QStringLiteral("plain.png"));
    const QString strip = dir.filePath(QStringLiteral("strip.png"));
    const QString svg = dir.filePath(QStringLiteral("strip.svg"));
    QCOMPARE(renderCommand({session, QStringLiteral("--output"), plain}), 0);
    QCOMPARE(renderCommand({session, QStringLiteral("--output"), strip, QStringLiteral("--buffer"), QStringLiteral("InputTensor"),
                            QStringLiteral("--select"), QStringLiteral("InputTensor:0,0,1,1")}),
             0);
    QCOMPARE(renderCommand({session, QStringLiteral("--output"), svg, QStringLiteral("--buffer"), QStringLiteral("InputTensor")}), 0);
    const QImage without(plain);
    const QImage with(strip);
    QVERIFY(!without.isNull() && !with.isNull());
    // The strip goes under the grids: at least two rows of slots more.
    QVERIFY(with.width() >= without.width());
    QVERIFY2(with.height() >= without.height() + 2 * 46, qPrintable(QStringLiteral("%1 vs %2").arg(with.height()).arg(without.height())));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svgFile.readAll());
    QVERIFY(text.contains(QStringLiteral("InputTensor in memory")));
    // Slot 11 (the last) at byte 44, and the strides in the title.
    QVERIFY(text.contains(QStringLiteral("#11")));
    QVERIFY(text.contains(QStringLiteral("+44")));
    QVERIFY(text.contains(QStringLiteral("Strides {12, 12, 4, 1}")));
    QVERIFY(!text.contains(QStringLiteral("#12")));

    // A tensor the operator does not have is refused, naming the ones it has.
    QCOMPARE(renderCommand({session, QStringLiteral("--output"), plain, QStringLiteral("--buffer"), QStringLiteral("InputTensors[3]")}), 2);
  }
};


QTEST_MAIN(TestGuiRender)
#include "tst_gui_render.moc"
