// The command line on ONNX models, through the real executable: `nodes` (text and --json), every command on
// MODEL.onnx --node NAME|INDEX (run, validate, explain, export), --input NAME=x.npy|x.pb, the sequential-fill
// warning, `onnx-test` on ONNX's own node test folders (equal, changed, not run by the DML EP), and bad models.
//
// The models are the shipped ones (resources/models, written by scripts/make_onnx_models.py); every expected
// output below is worked out by hand from the script's fixed values. .npy and .pb files are written byte by
// byte from their formats' descriptions (npy_test_files.h; TensorProto's field numbers), not with core's code.
#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../core/npy_test_files.h"
#include "cli_process.h"

using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

const fs::path kModels = DMLSCOPE_SOURCE_DIR "/resources/models";
// Debian's libonnx-testdata: ONNX's backend node tests.
const fs::path kNodeTests = "/usr/share/libonnx-testdata/data/node";

QString model(const char* name) { return q(kModels / name); }

// --- A bare TensorProto, as ONNX's test data sets hold them (onnx.proto: dims = 1, data_type = 2,
// name = 8, raw_data = 9).
void varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void lengthDelimited(std::string& out, int field, const std::string& bytes) {
  varint(out, (static_cast<uint64_t>(field) << 3) | 2);
  varint(out, bytes.size());
  out += bytes;
}

constexpr int kOnnxFloat = 1;  // TensorProto.DataType.FLOAT

std::string floatTensorProto(const std::string& name, const std::vector<int64_t>& dims, const std::vector<float>& values) {
  std::string out;
  for (int64_t d : dims) {
    varint(out, (1 << 3) | 0);
    varint(out, static_cast<uint64_t>(d));
  }
  varint(out, (2 << 3) | 0);
  varint(out, kOnnxFloat);
  lengthDelimited(out, 8, name);
  lengthDelimited(out, 9, rawData(values));
  return out;
}

std::string floatNpy(const std::vector<uint64_t>& shape, const std::vector<float>& values) {
  return npyBytes("<f4", shape, rawData(values));
}

// `run ARGS --npy-out DIR --quiet` and the values of DIR/OutputTensor.npy (or OutputTensors.K.npy).
struct RunResult {
  Outcome outcome;
  std::vector<float> values;
};

RunResult runNode(const QStringList& args, const fs::path& dir, const char* output = "OutputTensor.npy") {
  QStringList all = {QStringLiteral("run")};
  all << args << QStringLiteral("--npy-out") << q(dir);
  RunResult r{runDmlscope(all), {}};
  r.values = valuesOf<float>(npyParts(readBytes(dir / output)).data);
  return r;
}

// DepthToSpace CRD, blocksize 2, of a 4-channel 3×3 input holding 0, 1, 2, … (the sequential fill):
// y[2h + i][2w + j] = x[(2i + j) · 9 + 3h + w] (ONNX's CRD definition: channel c·4 + i·2 + j, here c = 0).
std::vector<float> pixelShuffleOfFill() {
  std::vector<float> y(36);
  for (int h = 0; h < 3; ++h)
    for (int i = 0; i < 2; ++i)
      for (int w = 0; w < 3; ++w)
        for (int j = 0; j < 2; ++j) y[(2 * h + i) * 6 + 2 * w + j] = static_cast<float>((2 * i + j) * 9 + 3 * h + w);
  return y;
}

// pad_conv.onnx's Pad of a 3×3 image holding 0…8: pads [0, 0, 1, 2, 0, 0, 0, 1], constant -1 → 4×6.
const std::vector<float> kPaddedFill = {-1, -1, -1, -1, -1, -1,  //
                                        -1, -1, 0,  1,  2,  -1,  //
                                        -1, -1, 3,  4,  5,  -1,  //
                                        -1, -1, 6,  7,  8,  -1};

// token_path.onnx: rows 4, 0, 2 of the table whose row r holds 10 r + c.
const std::vector<float> kGathered = {40, 41, 42, 43, 0, 1, 2, 3, 20, 21, 22, 23};

// Copies an ONNX node test folder to `to` (model.onnx and its data sets).
void copyFolder(const fs::path& from, const fs::path& to) {
  fs::copy(from, to, fs::copy_options::recursive);
  for (const auto& entry : fs::recursive_directory_iterator(to))
    fs::permissions(entry.path(), fs::perms::owner_write, fs::perm_options::add);
}

}  // namespace

class CliOnnx : public QObject {
  Q_OBJECT

 private slots:
  void nodesListsEveryNodeWithItsOperatorOrReason() {
    auto r = runDmlscope({QStringLiteral("nodes"), model("sr_tail.onnx")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    const QStringList lines = out.split('\n');
    // Node 0 is the Conv, with its shapes (the image, the 4×1×1×1 weight, the bias) and the reason it has none.
    const qsizetype conv = lines.indexOf(QRegularExpression(QStringLiteral(R"(^\s*0\s+Conv "upscale_conv" \(opset 13\).*)")));
    QVERIFY2(conv >= 0, r.out.constData());
    QVERIFY2(lines[conv].contains(QStringLiteral("float[1, 1, 3, 3]")) &&
                 lines[conv].contains(QStringLiteral("float[4, 1, 1, 1]")) &&
                 lines[conv].contains(QStringLiteral("-> float[1, 4, 3, 3]")),
             qPrintable(lines[conv]));
    QVERIFY2(lines[conv + 1].contains(QStringLiteral("Conv is not an operator dmlscope translates")), r.out.constData());
    // Node 1 is the DepthToSpace: shapes from ONNX's shape inference (the Conv's output is no graph input).
    const qsizetype shuffle =
        lines.indexOf(QRegularExpression(QStringLiteral(R"(^\s*1\s+DepthToSpace "pixel_shuffle" \(opset 13\).*)")));
    QVERIFY2(shuffle >= 0, r.out.constData());
    QVERIFY2(lines[shuffle].contains(QStringLiteral("float[1, 4, 3, 3] -> float[1, 1, 6, 6]")), qPrintable(lines[shuffle]));
    QVERIFY2(lines[shuffle + 1].contains(QStringLiteral("DML_OPERATOR_DEPTH_TO_SPACE1")), r.out.constData());
  }

  void nodesJsonHasIndicesTypesShapesAndReasons() {
    auto r = runDmlscope({QStringLiteral("nodes"), model("token_path.onnx"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY2(!doc.is_discarded(), r.out.constData());
    const auto& nodes = doc.at("nodes");
    QCOMPARE(nodes.size(), size_t{3});
    const char* opTypes[] = {"Gather", "Slice", "Concat"};
    const char* names[] = {"embed_tokens", "take_odd_columns", "prepend_class_token"};
    const char* operators[] = {"GATHER", "SLICE1", "JOIN"};
    const char* outputTypes[] = {"float[3, 4]", "float[3, 2]", "float[4, 2]"};
    for (size_t i = 0; i < 3; ++i) {
      const auto& n = nodes[i];
      QCOMPARE(n.at("index").get<int>(), static_cast<int>(i));
      QCOMPARE(n.at("opType").get<std::string>(), std::string(opTypes[i]));
      QCOMPARE(n.at("name").get<std::string>(), std::string(names[i]));
      QCOMPARE(n.at("opset").get<int>(), 13);
      QVERIFY2(n.at("directml").is_string() &&
                   n.at("directml").get<std::string>().find(operators[i]) != std::string::npos,
               n.dump().c_str());
      QCOMPARE(n.at("outputs").at(0).at("type").get<std::string>(), std::string(outputTypes[i]));
    }
    QCOMPARE(nodes[0].at("inputs").at(0).at("name").get<std::string>(), std::string("embedding_table"));
    // Initializers are constants, the graph input class_token is not.
    QCOMPARE(nodes[0].at("inputs").at(0).at("type").get<std::string>(), std::string("float[6, 4]"));
    QCOMPARE(nodes[0].at("inputs").at(0).at("constant").get<bool>(), true);
    QCOMPARE(nodes[0].at("inputs").at(1).at("type").get<std::string>(), std::string("int64[3]"));
    QCOMPARE(nodes[0].at("inputs").at(1).at("constant").get<bool>(), true);
    QCOMPARE(nodes[2].at("inputs").at(0).at("type").get<std::string>(), std::string("float[1, 2]"));
    QCOMPARE(nodes[2].at("inputs").at(0).at("constant").get<bool>(), false);
    QCOMPARE(doc.at("runnable").get<int>(), 3);

    // The Conv of pad_conv.onnx: no DirectML operator, with the reason.
    auto pad = runDmlscope({QStringLiteral("nodes"), model("pad_conv.onnx"), QStringLiteral("--json")});
    QCOMPARE(pad.exitCode, 0);
    const auto padDoc = nlohmann::json::parse(pad.out.toStdString(), nullptr, false);
    QVERIFY2(!padDoc.is_discarded(), pad.out.constData());
    const auto& conv = padDoc.at("nodes").at(1);
    QCOMPARE(conv.at("opType").get<std::string>(), std::string("Conv"));
    QVERIFY(conv.at("directml").is_null());
    QVERIFY2(conv.at("reason").get<std::string>().find("Conv is not an operator") != std::string::npos, conv.dump().c_str());
    QCOMPARE(padDoc.at("runnable").get<int>(), 1);
  }

  void unreadableModelsExitTwoWithAMessage() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const std::string good = readBytes(kModels / "token_path.onnx");
    QVERIFY(good.size() > 100);
    writeBytes(base / "truncated.onnx", good.substr(0, good.size() / 2));
    writeBytes(base / "text.onnx", "this is not a protobuf message, just words\n");
    writeBytes(base / "empty.onnx", "");

    auto missing = runDmlscope({QStringLiteral("nodes"), q(base / "absent.onnx"), QStringLiteral("--json")});
    QCOMPARE(missing.exitCode, 2);
    const auto error = nlohmann::json::parse(missing.out.toStdString(), nullptr, false);
    QVERIFY2(!error.is_discarded() && error.at("error").at("message").is_string(), missing.out.constData());
    QVERIFY2(error.at("error").at("message").get<std::string>().find("absent.onnx") != std::string::npos,
             missing.out.constData());

    for (const char* name : {"truncated.onnx", "text.onnx"}) {
      for (const QStringList& args :
           {QStringList{QStringLiteral("nodes"), q(base / name)},
            QStringList{QStringLiteral("nodes"), q(base / name), QStringLiteral("--json")},
            QStringList{QStringLiteral("run"), q(base / name), QStringLiteral("--node"), QStringLiteral("0")},
            QStringList{QStringLiteral("validate"), q(base / name), QStringLiteral("--node"), QStringLiteral("0")}}) {
        auto r = runDmlscope(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": exit " + QString::number(r.exitCode) + "\n" + r.err));
        QVERIFY2((r.err + r.out).contains("not an ONNX model"), qPrintable(args.join(' ') + "\n" + r.err + r.out));
      }
    }
    // An empty file is a valid (empty) protobuf message but no model: still a message and exit 2, no crash.
    auto empty = runDmlscope({QStringLiteral("run"), q(base / "empty.onnx"), QStringLiteral("--node"), QStringLiteral("0")});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(!empty.err.trimmed().isEmpty(), "an empty model file gave no message");
  }

  void runsANodeByNameAndByIndex() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    auto byName = runNode({model("sr_tail.onnx"), QStringLiteral("--node"), QStringLiteral("pixel_shuffle")}, base / "name");
    QVERIFY2(byName.outcome.exitCode == 0, byName.outcome.err.constData());
    QCOMPARE(byName.values, pixelShuffleOfFill());
    auto byIndex = runNode({model("sr_tail.onnx"), QStringLiteral("--node"), QStringLiteral("1")}, base / "index");
    QVERIFY2(byIndex.outcome.exitCode == 0, byIndex.outcome.err.constData());
    QCOMPARE(byIndex.values, pixelShuffleOfFill());

    auto pad = runNode({model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("border_pad")}, base / "pad");
    QVERIFY2(pad.outcome.exitCode == 0, pad.outcome.err.constData());
    QCOMPARE(pad.values, kPaddedFill);

    // Both of Gather's inputs are initializers: no fill, no warning about a filled input.
    auto gather = runNode({model("token_path.onnx"), QStringLiteral("--node"), QStringLiteral("embed_tokens")}, base / "gather");
    QVERIFY2(gather.outcome.exitCode == 0, gather.outcome.err.constData());
    QCOMPARE(gather.values, kGathered);
    QVERIFY2(!gather.outcome.err.contains("filled with"), gather.outcome.err.constData());

    // Slice of a 3×4 input holding 0…11: starts 1, ends 1000 (clamped to 4), axis -1, step 2 → columns 1 and 3.
    auto slice = runNode({model("token_path.onnx"), QStringLiteral("--node"), QStringLiteral("take_odd_columns")}, base / "slice");
    QVERIFY2(slice.outcome.exitCode == 0, slice.outcome.err.constData());
    QCOMPARE(slice.values, (std::vector<float>{1, 3, 5, 7, 9, 11}));
  }

  // Without --node, the first node the DML EP runs: sr_tail.onnx's node 1 (node 0 is the Conv).
  void withoutNodeTheFirstRunnableNodeRuns() {
    QTemporaryDir dir;
    auto r = runNode({model("sr_tail.onnx")}, fs::path(dir.path().toStdString()) / "default");
    QVERIFY2(r.outcome.exitCode == 0, r.outcome.err.constData());
    QVERIFY2(r.outcome.err.contains("node 1 \"pixel_shuffle\""), r.outcome.err.constData());
    QCOMPARE(r.values, pixelShuffleOfFill());
  }

  void missingNodeExitsTwoListingTheRange() {
    for (const char* node : {"no_such_node", "3", "-1"}) {
      auto r = runDmlscope({QStringLiteral("run"), model("token_path.onnx"), QStringLiteral("--node"), QLatin1String(node)});
      QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("--node %1: exit %2").arg(node).arg(r.exitCode)));
      QVERIFY2(r.err.contains("numbered 0 to 2"), qPrintable(QStringLiteral("--node %1: %2").arg(node, r.err)));
    }
    // A node the DML EP has no operator for: exit 2 with the reason.
    auto conv = runDmlscope({QStringLiteral("run"), model("sr_tail.onnx"), QStringLiteral("--node"), QStringLiteral("upscale_conv")});
    QCOMPARE(conv.exitCode, 2);
    QVERIFY2(conv.err.contains("Conv is not an operator dmlscope translates"), conv.err.constData());
  }

  void sequentialFillIsWarnedAndInputsReplaceIt() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    // Concat's inputs: class_token (a graph input) and features (the Slice's output): both filled, both named.
    auto filled = runNode({model("token_path.onnx"), QStringLiteral("--node"), QStringLiteral("prepend_class_token")},
                          base / "filled");
    QVERIFY2(filled.outcome.exitCode == 0, filled.outcome.err.constData());
    QVERIFY2(filled.outcome.err.contains("(\"class_token\") is not held by the model: filled with"), filled.outcome.err.constData());
    QVERIFY2(filled.outcome.err.contains("(\"features\") is not held by the model: filled with"), filled.outcome.err.constData());
    QCOMPARE(filled.values, (std::vector<float>{0, 1, 0, 1, 2, 3, 4, 5}));

    // class_token from a .npy, features from a .pb: no fill, the given values joined along axis 0.
    writeBytes(base / "token.npy", floatNpy({1, 2}, {100, 200}));
    writeBytes(base / "features.pb", floatTensorProto("features", {3, 2}, {41, 43, 1, 3, 21, 23}));
    auto given = runNode({model("token_path.onnx"), QStringLiteral("--node"), QStringLiteral("2"), QStringLiteral("--input"),
                          QStringLiteral("class_token=") + q(base / "token.npy"), QStringLiteral("--input"),
                          QStringLiteral("features=") + q(base / "features.pb")},
                         base / "given");
    QVERIFY2(given.outcome.exitCode == 0, given.outcome.err.constData());
    QVERIFY2(!given.outcome.err.contains("filled with"), given.outcome.err.constData());
    QCOMPARE(given.values, (std::vector<float>{100, 200, 41, 43, 1, 3, 21, 23}));

    // The Pad's image from a .pb: the padding around the given values.
    writeBytes(base / "image.pb", floatTensorProto("image", {1, 1, 3, 3}, {9, 8, 7, 6, 5, 4, 3, 2, 1}));
    auto pad = runNode({model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("border_pad"), QStringLiteral("--input"),
                        QStringLiteral("image=") + q(base / "image.pb")},
                       base / "pad");
    QVERIFY2(pad.outcome.exitCode == 0, pad.outcome.err.constData());
    QCOMPARE(pad.values, (std::vector<float>{-1, -1, -1, -1, -1, -1, -1, -1, 9, 8, 7, -1,  //
                                             -1, -1, 6,  5,  4,  -1, -1, -1, 3, 2, 1, -1}));

    // A given tensor of the wrong shape is refused with a message, not run.
    writeBytes(base / "wrong.npy", floatNpy({2, 2}, {1, 2, 3, 4}));
    auto wrong = runDmlscope({QStringLiteral("run"), model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("0"),
                              QStringLiteral("--input"), QStringLiteral("image=") + q(base / "wrong.npy")});
    QVERIFY2(wrong.exitCode == 2, qPrintable(QString::number(wrong.exitCode) + " " + wrong.err));
    QVERIFY2(!wrong.err.trimmed().isEmpty(), "a wrongly shaped --input gave no message");
  }

  void validateAndExplainANode() {
    auto valid = runDmlscope({QStringLiteral("validate"), model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("border_pad")});
    QVERIFY2(valid.exitCode == 0, valid.err.constData());
    QVERIFY2(valid.out.contains("valid"), valid.out.constData());
    auto conv = runDmlscope({QStringLiteral("validate"), model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("blur_conv")});
    QCOMPARE(conv.exitCode, 2);
    QVERIFY2(conv.err.contains("Conv is not an operator"), conv.err.constData());

    // OutputTensor[0, 0, 1, 2]: one row and two columns into the padded image, so the image's first element.
    auto inside = runDmlscope({QStringLiteral("explain"), model("pad_conv.onnx"), QStringLiteral("--node"),
                               QStringLiteral("border_pad"), QStringLiteral("--element"), QStringLiteral("OutputTensor:0,0,1,2")});
    QVERIFY2(inside.exitCode == 0, inside.err.constData());
    QVERIFY2(inside.out.contains("source: InputTensor[0, 0, 0, 0] = 0"), inside.out.constData());
    // OutputTensor[0, 0, 0, 5]: the top row is padding, the constant -1 from the initializer pad_value.
    auto border = runDmlscope({QStringLiteral("explain"), model("pad_conv.onnx"), QStringLiteral("--node"),
                               QStringLiteral("0"), QStringLiteral("--element"), QStringLiteral("OutputTensor:0,0,0,5")});
    QVERIFY2(border.exitCode == 0, border.err.constData());
    QVERIFY2(border.out.contains("padding constant -1"), border.out.constData());
  }

  // explain on a node says where each DirectML field came from (issue 29: "every field traced back to the
  // attribute or input it came from").
  void explainShowsEachFieldsOrigin() {
    auto r = runDmlscope({QStringLiteral("explain"), model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("border_pad"),
                          QStringLiteral("--element"), QStringLiteral("OutputTensor:0,0,1,2"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY2(!doc.is_discarded(), r.out.constData());
    QVERIFY2(doc.contains("onnx") && doc.at("onnx").contains("origins"), "explain --json on a node has no \"onnx\".\"origins\"");
    const auto& onnx = doc.at("onnx");
    QCOMPARE(onnx.at("name").get<std::string>(), std::string("border_pad"));
    std::map<std::string, std::string> origins;
    for (const auto& o : onnx.at("origins")) origins[o.at("field").get<std::string>()] = o.at("origin").get<std::string>();
    // StartPadding {0, 0, 1, 2} is pads[0:4] and EndPadding pads[4:8] of the initializer "pads"; the
    // PaddingValue is the initializer "pad_value".
    QVERIFY2(origins.count("StartPadding") && origins["StartPadding"].find("pads") != std::string::npos, r.out.constData());
    QVERIFY2(origins.count("EndPadding") && origins["EndPadding"].find("pads") != std::string::npos, r.out.constData());
    QVERIFY2(origins.count("PaddingValue") && origins["PaddingValue"].find("pad_value") != std::string::npos, r.out.constData());

    auto text = runDmlscope({QStringLiteral("explain"), model("pad_conv.onnx"), QStringLiteral("--node"), QStringLiteral("border_pad"),
                             QStringLiteral("--element"), QStringLiteral("OutputTensor:0,0,1,2")});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains("StartPadding ← ") && text.out.contains("from ONNX node 0 \"border_pad\""), text.out.constData());
  }

  void exportedNodeRunsToTheSameOutputs() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    struct Case {
      const char* model;
      const char* node;
    };
    for (const Case& c : {Case{"sr_tail.onnx", "pixel_shuffle"}, Case{"pad_conv.onnx", "border_pad"},
                          Case{"token_path.onnx", "take_odd_columns"}, Case{"token_path.onnx", "embed_tokens"}}) {
      const fs::path out = base / c.node;
      auto exported = runDmlscope({QStringLiteral("export"), model(c.model), QStringLiteral("--node"), QLatin1String(c.node),
                                   QStringLiteral("--format"), QStringLiteral("dxdispatch"), QStringLiteral("--output"),
                                   q(out / "model.json")});
      QVERIFY2(exported.exitCode == 0, exported.err.constData());
      auto fromNode = runNode({model(c.model), QStringLiteral("--node"), QLatin1String(c.node)}, out / "node");
      auto fromExport = runNode({q(out / "model.json")}, out / "export");
      QVERIFY2(fromNode.outcome.exitCode == 0, fromNode.outcome.err.constData());
      QVERIFY2(fromExport.outcome.exitCode == 0, fromExport.outcome.err.constData());
      QVERIFY2(!fromNode.values.empty(), c.node);
      QCOMPARE(fromExport.values, fromNode.values);
    }
  }

  void onnxTestExitCodes() {
    if (!fs::is_directory(kNodeTests / "test_depthtospace_crd_mode")) QSKIP("Debian's libonnx-testdata is not installed");
    // 0: ONNX's own expected output, bit for bit.
    auto equal = runDmlscope({QStringLiteral("onnx-test"), q(kNodeTests / "test_depthtospace_crd_mode")});
    QVERIFY2(equal.exitCode == 0, equal.err.constData());
    QVERIFY2(equal.out.contains("all 144 elements of 1 data sets equal"), equal.out.constData());
    auto reference = runDmlscope({QStringLiteral("onnx-test"), q(kNodeTests / "test_depthtospace_crd_mode"),
                                  QStringLiteral("--backend"), QStringLiteral("cpu-reference")});
    QVERIFY2(reference.exitCode == 0, reference.err.constData());
    // The GPU (lavapipe in CI); where no Vulkan device exists the run says so, unless one is required.
    auto gpu = runDmlscope({QStringLiteral("onnx-test"), q(kNodeTests / "test_depthtospace_crd_mode"), QStringLiteral("--backend"),
                            QStringLiteral("gpu")});
    if (gpu.exitCode != 0 && qEnvironmentVariableIsEmpty("DMLSCOPE_REQUIRE_GPU"))
      qWarning("onnx-test --backend gpu did not run here: %s", gpu.err.constData());
    else
      QVERIFY2(gpu.exitCode == 0, gpu.err.constData());

    // 1: the same folder with one value of output_0.pb changed (its raw_data is last: the final byte is
    // the high byte of the last float, whose sign bit flips).
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    copyFolder(kNodeTests / "test_depthtospace_crd_mode", base / "changed");
    const fs::path expected = base / "changed" / "test_data_set_0" / "output_0.pb";
    std::string bytes = readBytes(expected);
    QVERIFY(!bytes.empty());
    bytes.back() = static_cast<char>(bytes.back() ^ 0x80);
    writeBytes(expected, bytes);
    auto different = runDmlscope({QStringLiteral("onnx-test"), q(base / "changed")});
    QVERIFY2(different.exitCode == 1, qPrintable(QString::number(different.exitCode) + different.err));
    // The last element, [1, 1, 5, 5], is the one that differs.
    QVERIFY2((different.out + different.err).contains("1, 1, 5, 5"), (different.out + different.err).constData());

    // 2: a node the DML EP does not run (ScatterND with reduction "add"), with the reason.
    if (fs::is_directory(kNodeTests / "test_scatternd_add")) {
      auto notRun = runDmlscope({QStringLiteral("onnx-test"), q(kNodeTests / "test_scatternd_add")});
      QCOMPARE(notRun.exitCode, 2);
      QVERIFY2(notRun.err.contains("reduction") && notRun.err.contains("not run by ONNX Runtime's DirectML provider"),
               notRun.err.constData());
    }
    // 2: a folder whose model is cut short, and a folder that does not exist.
    copyFolder(kNodeTests / "test_depthtospace_crd_mode", base / "truncated");
    const std::string modelBytes = readBytes(base / "truncated" / "model.onnx");
    writeBytes(base / "truncated" / "model.onnx", modelBytes.substr(0, modelBytes.size() - 7));
    auto truncated = runDmlscope({QStringLiteral("onnx-test"), q(base / "truncated")});
    QCOMPARE(truncated.exitCode, 2);
    QVERIFY2(!truncated.err.trimmed().isEmpty(), "a truncated model.onnx gave no message");
    auto absent = runDmlscope({QStringLiteral("onnx-test"), q(base / "absent")});
    QCOMPARE(absent.exitCode, 2);
    QVERIFY2(!absent.err.trimmed().isEmpty(), "a missing folder gave no message");
  }
};

QTEST_GUILESS_MAIN(CliOnnx)
#include "tst_cli_onnx.moc"
