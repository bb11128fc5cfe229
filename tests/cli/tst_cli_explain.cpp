// `dmlscope explain`: the steps, source and value of the reference pages' examples as worked out by hand from the
// pages, in text and JSON; an input's feeds; DxDispatch models; and every way to name an element wrongly.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_process.h"

using dmlscope::test::example;
using dmlscope::test::runDmlscope;

namespace {

QJsonObject jsonOf(const QByteArray& out) {
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
  if (error.error != QJsonParseError::NoError) qWarning("not JSON: %s\n%s", qPrintable(error.errorString()), out.constData());
  return doc.object();
}

QJsonArray ints(std::initializer_list<int> values) {
  QJsonArray a;
  for (int v : values) a.append(v);
  return a;
}

}  // namespace

class TestCliExplain : public QObject {
  Q_OBJECT

 private slots:
  // The page's Tile example: output (0, 0, 3, 4) is 5, input (0, 0, 1, 1), at element 4 of the packed {6, 6, 3, 1}.
  void tileTextShowsValueStepsAndSource() {
    const auto r = runDmlscope({"explain", example("tile.json"), "--element", "OutputTensor:0,0,3,4"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out),
             QString("OutputTensor[0, 0, 3, 4] = 5\n"
                     "  dimension 0: 0 mod InputTensor.Sizes[0] (1) = 0\n"
                     "  dimension 1: 0 mod InputTensor.Sizes[1] (1) = 0\n"
                     "  dimension 2: 3 mod InputTensor.Sizes[2] (2) = 1\n"
                     "  dimension 3: 4 mod InputTensor.Sizes[3] (3) = 1\n"
                     "  OutputTensor[0, 0, 3, 4] comes from InputTensor[0, 0, 1, 1]\n"
                     "  InputTensor[0, 0, 1, 1] is element 4 of its buffer, Σ coordinate × stride = "
                     "0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4-byte elements)\n"
                     "source: InputTensor[0, 0, 1, 1] = 5 (element 4, byte 16)\n"));
  }

  // DCR example: output (0, 1, 2, 3) is 31, channel (0 × 2 + 1) × 2 + 1 = 3 of the UINT32 input.
  void depthToSpaceTextNamesTheChannel() {
    const auto r = runDmlscope({"explain", example("depth_to_space_dcr.json"), "--element", "OutputTensor:0,1,2,3"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split('\n');
    QCOMPARE(lines[0], QString("OutputTensor[0, 1, 2, 3] = 31"));
    QCOMPARE(lines[4], QString("  dimension 1: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is (block row 0 × "
                               "BlockSize (2) + block column 1) × OutputTensor.Sizes[1] (2) + output channel 1 = 3"));
    QCOMPARE(lines[7], QString("source: InputTensor[0, 3, 1, 1] = 31 (element 22, byte 88)"));
  }

  // SpaceToDepth1 CRD example: output (0, 5, 1, 2) is 50, input channel 1 × 4 + block 1 at row 2, column 5; in
  // JSON, every step names the dimension it decides, and an input element lists the one output it feeds.
  void spaceToDepthTextAndJsonNameTheChannelSplit() {
    const auto r = runDmlscope({"explain", example("space_to_depth_crd.json"), "--element", "OutputTensor:0,5,1,2"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split('\n');
    QCOMPARE(lines[0], QString("OutputTensor[0, 5, 1, 2] = 50"));
    QCOMPARE(lines[3], QString("  dimension 2: row 1 × BlockSize (2) + block row 0 = input row 2"));
    QCOMPARE(lines[4], QString("  dimension 3: column 2 × BlockSize (2) + block column 1 = input column 5"));
    QCOMPARE(lines[7], QString("source: InputTensor[0, 1, 2, 5] = 50 (element 41, byte 164)"));

    const auto j = runDmlscope({"explain", example("space_to_depth_crd.json"), "--element", "InputTensor:0,1,2,5", "--json"});
    QCOMPARE(j.exitCode, 0);
    const QJsonObject doc = jsonOf(j.out);
    QCOMPARE(doc["element"].toObject()["value"].toString(), QString("50"));
    const QJsonObject feeds = doc["feeds"].toObject();
    QCOMPARE(feeds["total"].toInt(), 1);
    QCOMPARE(feeds["listed"].toArray()[0].toObject()["coordinates"].toArray(), ints({0, 5, 1, 2}));
  }

  // Split example 1: OutputTensors[2] (0, 0, 1, 1) is 10, input row 1 + 3 = 4, element 4 × 2 + 1 = 9.
  void splitJsonHasElementSourceAndSteps() {
    const auto r = runDmlscope({"explain", example("split_axis2.json"), "--element", "OutputTensors[2]:0,0,1,1", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = jsonOf(r.out);
    QCOMPARE(doc["element"].toObject()["tensor"].toString(), QString("OutputTensors[2]"));
    QCOMPARE(doc["element"].toObject()["coordinates"].toArray(), ints({0, 0, 1, 1}));
    QCOMPARE(doc["element"].toObject()["value"].toString(), QString("10"));
    const QJsonObject source = doc["source"].toObject();
    QCOMPARE(source["tensor"].toString(), QString("InputTensor"));
    QCOMPARE(source["coordinates"].toArray(), ints({0, 0, 4, 1}));
    QCOMPARE(source["offset"].toInt(), 9);
    QCOMPARE(source["byteOffset"].toInt(), 36);
    QCOMPARE(source["value"].toString(), QString("10"));
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 7);
    const QJsonObject first = steps[0].toObject();
    QCOMPARE(first["dimension"].toInt(), 2);
    QCOMPARE(first["id"].toString(), QString("explain.split-later"));
    QCOMPARE(first["text"].toString(), QString("dimension 2 (Axis): OutputTensors[2] begins at 3 of InputTensor along "
                                               "Axis 2, after the outputs before it: 2 + 1"));
    const QJsonObject axis = steps[4].toObject();
    QCOMPARE(axis["text"].toString(), QString("dimension 2 (Axis): 1 + 3 = 4"));
    QCOMPARE(axis["numbers"].toArray(), ints({2, 1, 3, 4}));
    QVERIFY(steps[5].toObject()["dimension"].isNull());
  }

  // Join example 1: output (0, 0, 1, 5) is 13, from InputTensors[1] (0, 0, 1, 2).
  void joinJsonNamesTheInput() {
    const auto r =
        runDmlscope({"explain", example("join_axis3_two_inputs.json"), "--element", "OutputTensor:0,0,1,5", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject source = jsonOf(r.out)["source"].toObject();
    QCOMPARE(source["tensor"].toString(), QString("InputTensors[1]"));
    QCOMPARE(source["coordinates"].toArray(), ints({0, 0, 1, 2}));
    QCOMPARE(source["offset"].toInt(), 6);
    QCOMPARE(source["value"].toString(), QString("13"));
  }

  // Padding example 1: the corner is PaddingValue 9; the source is null.
  void paddingConstantHasNullSource() {
    const auto r = runDmlscope({"explain", example("padding_constant.json"), "--element", "OutputTensor:0,0,0,0", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = jsonOf(r.out);
    QVERIFY(doc.contains("source"));
    QVERIFY(doc["source"].isNull());
    QCOMPARE(doc["paddingValue"].toString(), QString("9"));
    QCOMPARE(doc["element"].toObject()["value"].toString(), QString("9"));
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.last().toObject()["id"].toString(), QString("explain.padding-value"));
    QCOMPARE(steps[3].toObject()["text"].toString(),
             QString("dimension 2: -1 is outside [0, 4) (InputTensor.Sizes[2]): with DML_PADDING_MODE_CONSTANT the "
                     "element is PaddingValue"));
  }

  // Tile's input (0, 0, 1, 1) feeds rows 1, 3, 5 × columns 1, 4, 7: 9 outputs, the first two listed.
  void inputJsonListsFeedsWithTheirCount() {
    const auto r =
        runDmlscope({"explain", example("tile.json"), "--element", "InputTensor:0,0,1,1", "--json", "--feeds", "2"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = jsonOf(r.out);
    QCOMPARE(doc["element"].toObject()["value"].toString(), QString("5"));
    const QJsonObject feeds = doc["feeds"].toObject();
    QCOMPARE(feeds["total"].toInt(), 9);
    const QJsonArray listed = feeds["listed"].toArray();
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed[0].toObject()["tensor"].toString(), QString("OutputTensor"));
    QCOMPARE(listed[0].toObject()["coordinates"].toArray(), ints({0, 0, 1, 1}));
    QCOMPARE(listed[1].toObject()["coordinates"].toArray(), ints({0, 0, 1, 4}));
    QVERIFY(!doc.contains("source"));

    const auto text = runDmlscope({"explain", example("tile.json"), "--element", "InputTensor:0,0,1,1", "--feeds", "2"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("feeds: 9 output elements\n  OutputTensor[0, 0, 1, 1]\n  OutputTensor[0, 0, 1, 4]\n"
                              "  … and 7 more (--feeds N lists more)\n"));
  }

  // The count after "feeds:" in the number English needs: Slice1 example 2's input (0, 0, 3, 3) is read once (row
  // 3 - 2·0, column 1 + 2·1), its row 2 lies between the rows the stride -2 visits and is read by nothing.
  void feedsAreCountedInTheSingularAndForNone() {
    const auto once = runDmlscope({"explain", example("slice1_negative_strides.json"), "--element", "InputTensor:0,0,3,3"});
    QCOMPARE(once.exitCode, 0);
    QVERIFY2(once.out.contains("  InputTensor[0, 0, 3, 3] feeds 1 output element\nfeeds: 1 output element\n"
                               "  OutputTensor[0, 0, 0, 1]\n"),
             once.out.constData());
    const auto none = runDmlscope({"explain", example("slice1_negative_strides.json"), "--element", "InputTensor:0,0,2,1"});
    QCOMPARE(none.exitCode, 0);
    QVERIFY2(none.out.endsWith("  InputTensor[0, 0, 2, 1] feeds no output element\nfeeds: no output element\n"),
             none.out.constData());
    QVERIFY(!once.out.contains("(s)") && !none.out.contains("(s)"));
  }

  // GATHER example 5 (Axis 1, IndexDimensions 2; the output {2, 2, 2} crops the full {1, 2, 2, 2}'s leading 1):
  // output (1, 0, 0) reads index cell (0, 1, 0), which holds 1, so InputTensor[0, 1, 0], the 3. The lines say
  // which output coordinate goes where; none claims the output's dimension 0 is 0.
  void gatherTextSaysWhereEachOutputCoordinateGoes() {
    const auto r = runDmlscope({"explain", example("gather_nested_axis1.json"), "--element", "OutputTensor:1,0,0"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out),
             QString("OutputTensor[1, 0, 0] = 3\n"
                     "  InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1\n"
                     "  dimension 2: the output's coordinate 0 is InputTensor's coordinate in dimension 2\n"
                     "  IndicesTensor's dimension 0 is 0: IndicesTensor.Sizes[0] is 1\n"
                     "  dimension 0: the output's coordinate 1 is IndicesTensor's coordinate in dimension 1\n"
                     "  dimension 1: the output's coordinate 0 is IndicesTensor's coordinate in dimension 2\n"
                     "  Gather: Axis 1 takes IndicesTensor[0, 1, 0] = 1 → InputTensor[0, 1, 0]\n"
                     "  OutputTensor[1, 0, 0] comes from InputTensor[0, 1, 0]\n"
                     "  InputTensor[0, 1, 0] is element 2 of its buffer, Σ coordinate × stride = 0 × 6 + 1 × 2 + 0 × 1; "
                     "byte 8 (4-byte elements)\n"
                     "source: InputTensor[0, 1, 0] = 3 (element 2, byte 8)\n"
                     "via: IndicesTensor[0, 1, 0]\n"));
  }

  // SCATTER_ND (the page's example): each line about output (0, 3) says something new; in JSON the tuple's step
  // names the output dimension it picks.
  void scatterNdStepsDoNotRepeat() {
    const auto r = runDmlscope({"explain", example("scatter_nd.json"), "--element", "OutputTensor:0,3", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray steps = jsonOf(r.out)["steps"].toArray();
    QStringList texts;
    for (const auto& step : steps) texts << step.toObject()["text"].toString();
    QCOMPARE(texts.removeDuplicates(), 0);
    QCOMPARE(texts.filter("tuple's place").size(), 0);
    QCOMPARE(steps[0].toObject()["id"].toString(), QString("explain.nd-target"));
    QCOMPARE(steps[0].toObject()["dimension"].toInt(), 1);
    QCOMPARE(texts[3], QString("ScatterND: the tuple IndicesTensor[1, :] sends UpdatesTensor[0, 1] to OutputTensor[0, 3]; "
                               "no other tuple picks those coordinates"));
    QCOMPARE(jsonOf(r.out)["source"].toObject()["value"].toString(), QString("10"));
  }

  // Command 7 of the model is its Tile dispatch.
  // --fields: the Tile steps name InputTensor (its Sizes) and OutputTensor, nothing else; Padding's also
  // StartPadding. Each line is the field's help as the form shows it, in the chosen language; without --fields
  // the output is as before.
  void fieldsListTheHelpOfTheFieldsTheStepsName() {
    const auto plain = runDmlscope({"explain", example("tile.json"), "--element", "OutputTensor:0,0,3,4"});
    const auto r = runDmlscope({"explain", example("tile.json"), "--element", "OutputTensor:0,0,3,4", "--fields"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(plain.out));
    QCOMPARE(QString::fromUtf8(r.out.mid(plain.out.size())),
             QString("fields:\n"
                     "  InputTensor: The tensor to repeat.\n"
                     "  OutputTensor: The result: each dimension is the input's size times its repeat count.\n"));

    const auto pad = runDmlscope({"explain", example("padding_reflection.json"), "--element", "OutputTensor:0,0,0,0",
                                  "--fields", "--json"});
    QCOMPARE(pad.exitCode, 0);
    QStringList names;
    for (const auto& f : jsonOf(pad.out)["fields"].toArray()) {
      names << f.toObject()["name"].toString();
      QVERIFY(!f.toObject()["help"].toString().isEmpty());
    }
    QCOMPARE(names, QStringList({"InputTensor", "OutputTensor", "StartPadding"}));
    const auto noFields = runDmlscope({"explain", example("padding_reflection.json"), "--element", "OutputTensor:0,0,0,0", "--json"});
    QVERIFY(!jsonOf(noFields.out).contains("fields"));

    const auto ja = runDmlscope({"explain", example("tile.json"), "--element", "OutputTensor:0,0,3,4", "--fields", "--lang", "ja"});
    QCOMPARE(ja.exitCode, 0);
    QVERIFY2(!ja.out.contains("The tensor to repeat."), ja.out.constData());
    QVERIFY(ja.out.contains("  InputTensor: "));
  }

  void dxdispatchModelDispatchIsExplained() {
    const auto r = runDmlscope({"explain", QStringLiteral(DMLSCOPE_SOURCE_DIR "/tests/fixtures/dxdispatch/several_dispatches.json"),
                                "--dispatch", "7", "--element", "OutputTensor:0,0,3,4", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = jsonOf(r.out);
    QCOMPARE(doc["element"].toObject()["value"].toString(), QString("5"));
    QCOMPARE(doc["source"].toObject()["coordinates"].toArray(), ints({0, 0, 1, 1}));
  }

  void badElementsExitTwoWithTheReason_data() {
    QTest::addColumn<QString>("element");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown tensor") << "OutputTensors[1]:0,0,0,0"
                                    << "the operator has no tensor OutputTensors[1] (its tensors: OutputTensor, InputTensor)";
    QTest::newRow("wrong rank") << "OutputTensor:0,0,3" << "OutputTensor's DimensionCount is 4, but the number of coordinates given is 3";
    QTest::newRow("out of range") << "InputTensor:0,0,2,0"
                                  << "coordinate 2 of InputTensor is 2, but InputTensor.Sizes[2] is 2: it must be below that";
    QTest::newRow("not a number") << "OutputTensor:0,0,x,0" << "--element: index 2 of OutputTensor is 'x', but it must be a number from 0";
    QTest::newRow("negative") << "OutputTensor:0,0,-1,0" << "--element: index 2 of OutputTensor is '-1', but it must be a number from 0";
    QTest::newRow("no coordinates") << "OutputTensor" << "--element OutputTensor: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4";
  }

  void badElementsExitTwoWithTheReason() {
    QFETCH(QString, element);
    QFETCH(QString, message);
    const auto r = runDmlscope({"explain", example("tile.json"), "--element", element});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err), "dmlscope explain: " + message + "\n");
    QVERIFY(r.out.isEmpty());
  }

  void missingElementIsUsage() {
    const auto r = runDmlscope({"explain", example("tile.json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--element TENSOR:i,j,..."));
  }

  // An invalid descriptor is reported as validate reports it, and exits 1.
  void invalidDescriptorPrintsDiagnostics() {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"dmlscope": 1, "operator": "DML_OPERATOR_TILE", "desc": {
      "InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 2, 3]},
      "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 6, 8]}, "Repeats": [1, 1, 3, 3]}})");
    f.close();
    const auto r = runDmlscope({"explain", path, "--element", "OutputTensor:0,0,0,0"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err), path + ": OutputTensor.Sizes[3]: error: OutputTensor.Sizes[3] is 8, but "
                                              "InputTensor.Sizes[3] × Repeats[3] = 9\n");
  }

  void helpListsExplain() {
    const auto r = runDmlscope({"--help"});
    QVERIFY(r.out.contains("dmlscope explain FILE --element TENSOR:i,j,..."));
  }
};

QTEST_GUILESS_MAIN(TestCliExplain)
#include "tst_cli_explain.moc"
