// The command line with DirectML's runner DxDispatch: running, validating and rendering a hand-written model
// (--dispatch picks a dispatch), exporting sessions as models (and back), and `compare` against .npy files
// as real DirectML writes them — equal, one element changed, and unreadable — through the real executable.
// Files are written and read byte by byte (npy_test_files.h), not with core's .npy code.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../core/npy_test_files.h"
#include "cli_process.h"

using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

// A model as a person writes one: comments, trailing commas, short enum names; Padding (command 0), a print
// (1), an HLSL shader (2, not supported) and Tile (3). The Padding is example 3 of DML_PADDING_OPERATOR_DESC.
constexpr const char* kModel = R"(// Two DirectML operators and a shader.
{
  "resources": {
    "image": { "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8] },
    "padded": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 80, "value": 0 } },
    "small": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 6, "valueStart": 1, "valueDelta": 1 } },
    "tiled": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 54, "value": 0 }, },
  },
  "dispatchables": {
    "pad": {
      "type": "DML_OPERATOR_PADDING",
      "desc": {
        "InputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 4, 4] },
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 8, 10] },
        "PaddingMode": "REFLECTION", /* DML_PADDING_MODE_REFLECTION */
        "PaddingValue": 0,
        "DimensionCount": 4,
        "StartPadding": [0, 0, 1, 2],
        "EndPadding": [0, 0, 3, 4],
      }
    },
    "shader": { "type": "hlsl", "sourcePath": "add.hlsl", "compiler": "dxc" },
    "tile": {
      "type": "TILE",
      "desc": {
        "InputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] },
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 6, 9] },
        "RepeatsCount": 4,
        "Repeats": [1, 1, 3, 3]
      }
    }
  },
  "commands": [
    { "type": "dispatch", "dispatchable": "pad", "bindings": { "InputTensor": "image", "OutputTensor": "padded" } },
    { "type": "print", "resource": "padded" },
    { "type": "dispatch", "dispatchable": "shader", "bindings": { "input": "image" } },
    { "type": "dispatch", "dispatchable": "tile", "bindings": { "InputTensor": "small", "OutputTensor": "tiled" } },
    { "type": "writeFile", "resource": "tiled", "targetPath": "tiled.npy", "dimensions": [1, 1, 6, 9] },
  ]
}
)";

// The seed's output for the Padding example (DML_PADDING_OPERATOR_DESC, example 3), rows of 10.
const std::vector<float> kPadded = {7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,
                                    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2};

// The seed's Tile example: {{1,2,3},{4,5,6}} repeated 3×3.
std::vector<float> tiled() {
  std::vector<float> out;
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 9; ++c) out.push_back(static_cast<float>((r % 2) * 3 + c % 3 + 1));
  return out;
}

class TstCliDxDispatch : public QObject {
  Q_OBJECT

 private slots:
  void runOpensTheFirstSupportedDispatchAndDispatchPicksAnother() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kModel);
    auto r = runDmlscope({QStringLiteral("run"), q(base / "model.json"), QStringLiteral("--npy-out"), q(base / "pad")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("command 0, 'pad' (DML_OPERATOR_PADDING)"), r.err.constData());
    const NpyParts padded = npyParts(readBytes(base / "pad" / "OutputTensor.npy"));
    QVERIFY2(padded.header.find("'shape': (1, 1, 8, 10)") != std::string::npos, padded.header.c_str());
    QCOMPARE(valuesOf<float>(padded.data), kPadded);

    r = runDmlscope({QStringLiteral("run"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("3"),
                  QStringLiteral("--npy-out"), q(base / "tile"), QStringLiteral("--quiet")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(valuesOf<float>(npyParts(readBytes(base / "tile" / "OutputTensor.npy")).data), tiled());
  }

  void aDispatchThatIsNotASupportedOperatorIsRefusedByName() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kModel);
    auto r = runDmlscope({QStringLiteral("validate"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("shader") && r.err.contains("hlsl"), r.err.constData());
    r = runDmlscope({QStringLiteral("validate"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("print"), r.err.constData());
    r = runDmlscope({QStringLiteral("validate"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("x")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--dispatch"), r.err.constData());
    r = runDmlscope({QStringLiteral("validate"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("3")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
  }

  void aBrokenModelNamesItsLineAndPath() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    std::string model = kModel;
    const std::string from = R"("InputTensor": "small")";
    model.replace(model.find(from), from.size(), R"("InputTensor": "smal")");
    writeBytes(base / "model.json", model);
    auto r = runDmlscope({QStringLiteral("run"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("3")});
    QCOMPARE(r.exitCode, 2);
    // The binding is on line 37 of the model.
    QVERIFY2(r.err.contains("line 37") && r.err.contains("/commands/3/bindings/InputTensor") && r.err.contains("smal"),
             r.err.constData());
  }

  void exportWritesAModelThatRunsLikeTheSession() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    for (const char* name : {"padding_reflection.json", "split_axis2.json", "join_axis1.json", "depth_to_space_crd.json"}) {
      // A folder that does not exist yet: export makes it, as --npy-out does.
      const fs::path model = base / (std::string(name) + ".check") / "model.json";
      auto r = runDmlscope({QStringLiteral("export"), example(name), QStringLiteral("--format"), QStringLiteral("dxdispatch"),
                         QStringLiteral("--output"), q(model)});
      QVERIFY2(r.exitCode == 0, r.err.constData());
      const auto json = nlohmann::json::parse(readBytes(model));
      QVERIFY(json.contains("resources") && json.contains("dispatchables") && json.contains("commands"));
      QCOMPARE(json["commands"][0]["type"].get<std::string>(), std::string("dispatch"));
      // The model, run by dmlscope, writes the same bytes as the session does.
      const fs::path fromSession = base / (std::string(name) + ".session-out");
      const fs::path fromModel = base / (std::string(name) + ".model-out");
      QCOMPARE(runDmlscope({QStringLiteral("run"), example(name), QStringLiteral("--npy-out"), q(fromSession), QStringLiteral("--quiet")}).exitCode, 0);
      QCOMPARE(runDmlscope({QStringLiteral("run"), q(model), QStringLiteral("--npy-out"), q(fromModel), QStringLiteral("--quiet")}).exitCode, 0);
      int files = 0;
      for (const auto& entry : fs::directory_iterator(fromSession)) {
        ++files;
        QVERIFY2(readBytes(entry.path()) == readBytes(fromModel / entry.path().filename()), entry.path().c_str());
      }
      QVERIFY(files >= 1);
    }
  }

  void exportToASessionTurnsAModelIntoASessionFile() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kModel);
    auto r = runDmlscope({QStringLiteral("export"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("3"),
                       QStringLiteral("--format"), QStringLiteral("session"), QStringLiteral("--output"), q(base / "tile.json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto session = nlohmann::json::parse(readBytes(base / "tile.json"));
    QCOMPARE(session["operator"].get<std::string>(), std::string("DML_OPERATOR_TILE"));
    QCOMPARE(session["desc"]["InputTensor"]["Data"].get<std::vector<float>>(), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    r = runDmlscope({QStringLiteral("export"), q(base / "model.json"), QStringLiteral("--format"), QStringLiteral("onnx"),
                  QStringLiteral("--output"), q(base / "x.onnx")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("onnx"), r.err.constData());
  }

  // DirectML's files are simulated with dmlscope's own outputs written byte by byte; what matters here is
  // that compare reads them, finds exactly the changed element, and says so with the right exit code.
  void compareIsEqualDifferentOrUnreadable() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const fs::path model = base / "pad.json";
    QCOMPARE(runDmlscope({QStringLiteral("export"), example("padding_reflection.json"), QStringLiteral("--format"),
                       QStringLiteral("dxdispatch"), QStringLiteral("--output"), q(model)}).exitCode, 0);
    const fs::path directml = base / "directml";
    fs::create_directories(directml);
    writeBytes(directml / "OutputTensor.npy", npyBytes("<f4", {1, 1, 8, 10}, rawData(kPadded)));

    auto r = runDmlscope({QStringLiteral("compare"), q(model), QStringLiteral("--with"), q(directml)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("all 80 elements equal"), r.out.constData());

    std::vector<float> changed = kPadded;
    changed[1 * 10 + 2] = 8;  // [0, 0, 1, 2] holds 1
    writeBytes(directml / "OutputTensor.npy", npyBytes("<f4", {1, 1, 8, 10}, rawData(changed)));
    r = runDmlscope({QStringLiteral("compare"), example("padding_reflection.json"), QStringLiteral("--with"), q(directml)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("OutputTensor[0, 0, 1, 2]: dmlscope 1, file 8"), r.out.constData());
    QVERIFY2(r.out.contains("1 of 80 elements differ"), r.out.constData());

    // As DxDispatch writes it without dimensions: the whole buffer, 1-D.
    writeBytes(directml / "OutputTensor.npy", npyBytes("<f4", {80}, rawData(kPadded)));
    r = runDmlscope({QStringLiteral("compare"), q(model), QStringLiteral("--with"), q(directml)});
    QVERIFY2(r.exitCode == 0, r.err.constData());

    fs::remove(directml / "OutputTensor.npy");
    r = runDmlscope({QStringLiteral("compare"), q(model), QStringLiteral("--with"), q(directml)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("OutputTensor.npy"), r.err.constData());

    writeBytes(directml / "OutputTensor.npy", "not a numpy file");
    r = runDmlscope({QStringLiteral("compare"), q(model), QStringLiteral("--with"), q(directml)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("OutputTensor.npy"), r.err.constData());
  }

  void compareReadsSplitOutputsByTheirFieldNames() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    const fs::path expected = base / "expected";
    QCOMPARE(runDmlscope({QStringLiteral("run"), example("split_axis2.json"), QStringLiteral("--npy-out"), q(expected),
                       QStringLiteral("--quiet")}).exitCode, 0);
    QVERIFY(fs::exists(expected / "OutputTensors.0.npy") && fs::exists(expected / "OutputTensors.1.npy"));
    auto r = runDmlscope({QStringLiteral("compare"), example("split_axis2.json"), QStringLiteral("--with"), q(expected)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // Flip the last element of the second output.
    std::string bytes = readBytes(expected / "OutputTensors.1.npy");
    bytes[bytes.size() - 1] = static_cast<char>(bytes[bytes.size() - 1] ^ 0x40);
    writeBytes(expected / "OutputTensors.1.npy", bytes);
    r = runDmlscope({QStringLiteral("compare"), example("split_axis2.json"), QStringLiteral("--with"), q(expected)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("OutputTensors[1]["), r.out.constData());
  }

  void compareUsesAModelsOwnWriteFileNames() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kModel);
    const fs::path out = base / "out";
    fs::create_directories(out);
    writeBytes(out / "tiled.npy", npyBytes("<f4", {1, 1, 6, 9}, rawData(tiled())));
    auto r = runDmlscope({QStringLiteral("compare"), q(base / "model.json"), QStringLiteral("--dispatch"), QStringLiteral("3"),
                       QStringLiteral("--with"), q(out)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
  }

  // Two outputs bound into one resource at element offsets 1 and 4 (a Split of 1 2 3 4): run --npy-out writes
  // each writeFile target as DxDispatch would (the resource, 0 1 2 0 3 4 worked by hand, the outputs at their
  // offsets), and compare reads each output back from its offset.
  void runThenCompareWorksForOutputsBoundAtOffsets() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", R"({
      "resources": {
        "A": {"initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4]},
        "Out": {"initialValuesDataType": "FLOAT32", "initialValues": {"valueCount": 6, "value": 0}}
      },
      "dispatchables": {"split": {"type": "DML_OPERATOR_SPLIT", "desc": {
        "InputTensor": {"DataType": "FLOAT32", "Sizes": [4]}, "Axis": 0,
        "OutputTensors": [{"DataType": "FLOAT32", "Sizes": [2]}, {"DataType": "FLOAT32", "Sizes": [2]}]}}},
      "commands": [
        {"type": "dispatch", "dispatchable": "split", "bindings": {"InputTensor": "A", "OutputTensors": [
          {"name": "Out", "elementOffset": 1, "elementCount": 2}, {"name": "Out", "elementOffset": 4, "elementCount": 2}]}},
        {"type": "writeFile", "resource": "Out", "targetPath": "out.dat"}
      ]})");
    const fs::path out = base / "out";
    auto r = runDmlscope({QStringLiteral("run"), q(base / "model.json"), QStringLiteral("--npy-out"), q(out), QStringLiteral("--quiet")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runDmlscope({QStringLiteral("compare"), q(base / "model.json"), QStringLiteral("--with"), q(out)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    // What DirectML would have written: the second output's first element sits at element 4 of out.dat.
    writeBytes(out / "out.dat", rawData(std::vector<float>{0, 1, 2, 0, 3, 4}));
    r = runDmlscope({QStringLiteral("compare"), q(base / "model.json"), QStringLiteral("--with"), q(out)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    writeBytes(out / "out.dat", rawData(std::vector<float>{0, 1, 2, 0, 9, 4}));
    r = runDmlscope({QStringLiteral("compare"), q(base / "model.json"), QStringLiteral("--with"), q(out)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("OutputTensors[1]"), r.out.constData());
  }

  void helpListsTheNewCommands() {
    auto r = runDmlscope({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("dmlscope export FILE --format dxdispatch|session"));
    QVERIFY(r.out.contains("dmlscope compare FILE --with DIR"));
    QVERIFY(r.out.contains("--dispatch N"));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstCliDxDispatch)
#include "tst_cli_dxdispatch.moc"
