// The command line with a DxDispatch model's own files: `compare` reads every file the model's "writeFile"
// commands name (.npy and raw .dat) and checks each, `run --npy-out` writes those names, and `validate --json`
// answers in JSON even when the model cannot be read; DirectML's own ELEMENT_WISE_IDENTITY model, with its
// ScaleBias, is valid and runs, and a ScaleBias that DirectML refuses (a 64-bit type) is an invalid descriptor
// (exit 1) naming the field.
// The models are written by hand in DxDispatch's syntax; the expected values are worked out by hand; files are
// written and read byte by byte (npy_test_files.h), not with core's .npy code.
#include <QtTest>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../core/npy_test_files.h"
#include "cli_process.h"

using namespace dmlscope::test;
namespace fs = std::filesystem;

namespace {

// A Join of two 2×3 tensors along their last axis, the result written as a .npy reshaped to 3×4 and as raw
// bytes (both below the output folder, one in a subfolder), as DxDispatch's writeFile writes them.
constexpr const char* kJoinModel = R"({
  "resources": {
    "left": { "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4, 5, 6] },
    "right": { "initialValuesDataType": "FLOAT32", "initialValues": [7, 8, 9, 10, 11, 12] },
    "joined": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 12, "value": 0 } }
  },
  "dispatchables": {
    "join": {
      "type": "DML_OPERATOR_JOIN",
      "desc": {
        "InputCount": 2,
        "InputTensors": [ { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] }, { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] } ],
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 6] },
        "Axis": 3
      }
    }
  },
  "commands": [
    { "type": "dispatch", "dispatchable": "join", "bindings": { "InputTensors": ["left", "right"], "OutputTensor": "joined" } },
    { "type": "print", "resource": "joined" },
    { "type": "writeFile", "resource": "joined", "targetPath": "joined.npy", "dimensions": [3, 4] },
    { "type": "writeFile", "resource": "joined", "targetPath": "raw/joined.dat", "dimensions": [12] }
  ]
})";

// Row 0 of the output is row 0 of left then of right, row 1 likewise: [1 2 3 7 8 9], [4 5 6 10 11 12].
const std::vector<float> kJoined = {1, 2, 3, 7, 8, 9, 4, 5, 6, 10, 11, 12};

// The same Join twice into one resource, the second with its inputs swapped: each dispatch's own writeFile is
// the one its output is compared with (the second rewrites "joined" before "second.npy" is written).
constexpr const char* kTwoJoinsModel = R"({
  "resources": {
    "left": { "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4, 5, 6] },
    "right": { "initialValuesDataType": "FLOAT32", "initialValues": [7, 8, 9, 10, 11, 12] },
    "joined": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 12, "value": 0 } }
  },
  "dispatchables": {
    "join": {
      "type": "JOIN",
      "desc": {
        "InputCount": 2,
        "InputTensors": [ { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] }, { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] } ],
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 6] },
        "Axis": 3
      }
    }
  },
  "commands": [
    { "type": "dispatch", "dispatchable": "join", "bindings": { "InputTensors": ["left", "right"], "OutputTensor": "joined" } },
    { "type": "writeFile", "resource": "joined", "targetPath": "first.npy" },
    { "type": "dispatch", "dispatchable": "join", "bindings": { "InputTensors": ["right", "left"], "OutputTensor": "joined" } },
    { "type": "writeFile", "resource": "joined", "targetPath": "second.npy" }
  ]
})";

// DirectML's own ELEMENT_WISE_IDENTITY model (DxDispatch/models/dml_element_wise_identity.json) sets ScaleBias:
// [1, 2, 3] × 2 + 10 = [12, 14, 16].
constexpr const char* kScaleBiasModel = R"({
  "resources": {
    "A": { "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3] },
    "Out": { "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 3, "value": 0 } }
  },
  "dispatchables": {
    "identity": {
      "type": "DML_OPERATOR_ELEMENT_WISE_IDENTITY",
      "desc": {
        "InputTensor": { "DataType": "FLOAT32", "Sizes": [3] },
        "OutputTensor": { "DataType": "FLOAT32", "Sizes": [3] },
        "ScaleBias": { "Scale": 2, "Bias": 10 }
      }
    }
  },
  "commands": [ { "type": "dispatch", "dispatchable": "identity", "bindings": { "InputTensor": "A", "OutputTensor": "Out" } } ]
})";

nlohmann::json parsed(const QByteArray& out) { return nlohmann::json::parse(out.constData(), nullptr, false); }

class TstCliModelFiles : public QObject {
  Q_OBJECT

 private slots:
  void compareChecksEveryWriteFileTarget() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kJoinModel);
    const fs::path directml = base / "directml";
    fs::create_directories(directml / "raw");
    writeBytes(directml / "joined.npy", npyBytes("<f4", {3, 4}, rawData(kJoined)));
    writeBytes(directml / "raw" / "joined.dat", rawData(kJoined));

    // Both files, and no OutputTensor.npy: the model's names are the ones read.
    auto r = runDmlscope({"compare", q(base / "model.json"), "--with", q(directml)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("all 24 elements equal"), r.out.constData());

    // One element of the raw file changed: exit 1, the difference and the file named, the .npy still equal.
    std::vector<float> corrupted = kJoined;
    corrupted[4] = 99;  // [0, 0, 0, 4] holds 8
    writeBytes(directml / "raw" / "joined.dat", rawData(corrupted));
    r = runDmlscope({"compare", q(base / "model.json"), "--with", q(directml)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("OutputTensor[0, 0, 0, 4] in joined.dat: dmlscope 8, file 99"), r.out.constData());
    QVERIFY2(r.out.contains(q(directml / "raw" / "joined.dat").toUtf8() + ": 1 of 12 elements of OutputTensor differ"),
             r.out.constData());
    QVERIFY2(!r.out.contains("joined.npy"), r.out.constData());
    QVERIFY2(r.out.contains("1 of 24 elements differ"), r.out.constData());

    // The .npy changed instead: that one is named.
    writeBytes(directml / "raw" / "joined.dat", rawData(kJoined));
    writeBytes(directml / "joined.npy", npyBytes("<f4", {3, 4}, rawData(corrupted)));
    r = runDmlscope({"compare", q(base / "model.json"), "--with", q(directml)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("OutputTensor[0, 0, 0, 4] in joined.npy: dmlscope 8, file 99"), r.out.constData());
    QVERIFY2(!r.out.contains("joined.dat"), r.out.constData());

    // A raw file of the wrong size: cannot compare (2), naming the file and both sizes (12 FLOAT32s are 48 bytes).
    writeBytes(directml / "joined.npy", npyBytes("<f4", {3, 4}, rawData(kJoined)));
    writeBytes(directml / "raw" / "joined.dat", rawData(std::vector<float>(kJoined.begin(), kJoined.begin() + 11)));
    r = runDmlscope({"compare", q(base / "model.json"), "--with", q(directml)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("joined.dat holds 44 bytes"), r.err.constData());
    QVERIFY2(r.err.contains("[12] of DML_TENSOR_DATA_TYPE_FLOAT32 take 48 bytes"), r.err.constData());

    // A .npy of the wrong type is refused as before, now under the model's name.
    writeBytes(directml / "raw" / "joined.dat", rawData(kJoined));
    writeBytes(directml / "joined.npy", npyBytes("<i4", {3, 4}, rawData(std::vector<int32_t>(12, 1))));
    r = runDmlscope({"compare", q(base / "model.json"), "--with", q(directml)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("joined.npy"), r.err.constData());
  }

  void runWritesTheModelsNamesSoThatCompareReadsThem() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kJoinModel);
    const fs::path out = base / "out";
    auto r = runDmlscope({"run", q(base / "model.json"), "--npy-out", q(out), "--quiet"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // OutputTensor.npy as always, and the model's two targets as DxDispatch writes them.
    QCOMPARE(valuesOf<float>(npyParts(readBytes(out / "OutputTensor.npy")).data), kJoined);
    const NpyParts npy = npyParts(readBytes(out / "joined.npy"));
    QVERIFY2(npy.header.find("'shape': (3, 4)") != std::string::npos, npy.header.c_str());
    QVERIFY2(npy.header.find("'<f4'") != std::string::npos, npy.header.c_str());
    QCOMPARE(valuesOf<float>(npy.data), kJoined);
    QCOMPARE(readBytes(out / "raw" / "joined.dat"), rawData(kJoined));

    r = runDmlscope({"compare", q(base / "model.json"), "--with", q(out)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("all 24 elements equal"), r.out.constData());
  }

  void eachDispatchIsComparedWithItsOwnWriteFiles() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "model.json", kTwoJoinsModel);
    const fs::path directml = base / "directml";
    fs::create_directories(directml);
    // Without dimensions DxDispatch writes the resource 1-D. Only first.npy exists: dispatch 0 reads nothing else.
    writeBytes(directml / "first.npy", npyBytes("<f4", {12}, rawData(kJoined)));
    auto r = runDmlscope({"compare", q(base / "model.json"), "--dispatch", "0", "--with", q(directml)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("all 12 elements equal"), r.out.constData());

    // Dispatch 2 joins right then left: [7 8 9 1 2 3], [10 11 12 4 5 6]; it reads second.npy, not first.npy.
    const std::vector<float> swapped = {7, 8, 9, 1, 2, 3, 10, 11, 12, 4, 5, 6};
    r = runDmlscope({"compare", q(base / "model.json"), "--dispatch", "2", "--with", q(directml)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("second.npy"), r.err.constData());
    writeBytes(directml / "second.npy", npyBytes("<f4", {12}, rawData(swapped)));
    r = runDmlscope({"compare", q(base / "model.json"), "--dispatch", "2", "--with", q(directml)});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
  }

  void validateJsonIsJsonWhenTheModelCannotBeRead() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();

    // A model whose dispatch names a dispatchable that is not there: line 4, /commands/0/dispatchable.
    writeBytes(base / "broken.json", "{\n  \"resources\": {},\n  \"dispatchables\": {},\n  \"commands\": [ { \"type\": \"dispatch\", \"dispatchable\": \"pad\", \"bindings\": {} } ]\n}\n");
    auto r = runDmlscope({"validate", q(base / "broken.json"), "--json"});
    QCOMPARE(r.exitCode, 2);
    nlohmann::json doc = parsed(r.out);
    QVERIFY2(doc.is_object(), r.out.constData());
    QCOMPARE(doc.value("valid", true), false);
    QVERIFY2(doc.contains("error") && doc["error"].is_object(), r.out.constData());
    QVERIFY(doc["error"]["message"].get<std::string>().find("pad") != std::string::npos);
    QCOMPARE(doc["error"]["path"].get<std::string>(), std::string("/commands/0/dispatchable"));
    QCOMPARE(doc["error"]["line"].get<int>(), 4);
    QCOMPARE(doc["error"]["file"].get<std::string>(), (base / "broken.json").string());

    // A JSON syntax error: its line and column (the "2" after "[1 " is the 19th character of line 2).
    writeBytes(base / "syntax.json", "{\n  \"resources\": [1 2],\n}\n");
    r = runDmlscope({"validate", q(base / "syntax.json"), "--json"});
    QCOMPARE(r.exitCode, 2);
    doc = parsed(r.out);
    QVERIFY2(doc.is_object() && doc.contains("error"), r.out.constData());
    QCOMPARE(doc["error"]["line"].get<int>(), 2);
    QCOMPARE(doc["error"]["column"].get<int>(), 19);

    // A file that is not there, and a bad --dispatch: JSON too, with the message.
    r = runDmlscope({"validate", q(base / "missing.json"), "--json"});
    QCOMPARE(r.exitCode, 2);
    doc = parsed(r.out);
    QVERIFY2(doc.is_object() && doc["error"]["message"].get<std::string>().find("missing.json") != std::string::npos,
             r.out.constData());
    r = runDmlscope({"validate", q(base / "broken.json"), "--json", "--dispatch", "x"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(parsed(r.out).contains("error"), r.out.constData());
    r = runDmlscope({"validate", "--json"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(parsed(r.out).contains("error"), r.out.constData());

    // Without --json nothing but the message, on standard error, as before.
    r = runDmlscope({"validate", q(base / "broken.json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("/commands/0/dispatchable"), r.err.constData());
  }

  void directmlsScaleBiasModelIsValidAndRuns() {
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    writeBytes(base / "identity.json", kScaleBiasModel);
    auto r = runDmlscope({"validate", q(base / "identity.json")});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());

    r = runDmlscope({"validate", q(base / "identity.json"), "--json"});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    const nlohmann::json doc = parsed(r.out);
    QVERIFY2(doc.is_object(), r.out.constData());
    QCOMPARE(doc.value("valid", false), true);
    QVERIFY2(doc["errors"].is_array() && doc["errors"].empty(), r.out.constData());

    // Run: 1 × 2 + 10, 2 × 2 + 10, 3 × 2 + 10.
    const fs::path out = base / "out";
    r = runDmlscope({"run", q(base / "identity.json"), "--npy-out", q(out), "--quiet"});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    QCOMPARE(valuesOf<float>(npyParts(readBytes(out / "OutputTensor.npy")).data), (std::vector<float>{12, 14, 16}));
  }

  void aScaleBiasDirectmlRefusesIsInvalidNamingTheField() {
    // DirectML takes no ScaleBias for 64-bit types: the same model in INT64 is readable, and invalid (exit 1).
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    std::string int64Model = kScaleBiasModel;
    for (size_t at; (at = int64Model.find("FLOAT32")) != std::string::npos;) int64Model.replace(at, 7, "INT64");
    writeBytes(base / "identity64.json", int64Model);
    auto r = runDmlscope({"validate", q(base / "identity64.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("identity64.json: ScaleBias: error:"), r.out.constData());
    QVERIFY2(r.out.contains("INT64"), r.out.constData());

    r = runDmlscope({"validate", q(base / "identity64.json"), "--json"});
    QCOMPARE(r.exitCode, 1);
    nlohmann::json doc = parsed(r.out);
    QVERIFY2(doc.is_object(), r.out.constData());
    QCOMPARE(doc.value("valid", true), false);
    QCOMPARE(doc["errors"].size(), size_t{1});
    QCOMPARE(doc["errors"][0]["field"].get<std::string>(), std::string("ScaleBias"));
    QCOMPARE(doc["errors"][0]["id"].get<std::string>(), std::string("identity.scale-bias-64-bit"));

    // A null ScaleBias is what DirectML takes for INT64: valid.
    std::string nullScaleBias = int64Model;
    nullScaleBias.replace(nullScaleBias.find("{ \"Scale\": 2, \"Bias\": 10 }"), 26, "null");
    writeBytes(base / "identity64_null.json", nullScaleBias);
    r = runDmlscope({"validate", q(base / "identity64_null.json")});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());

    // A ScaleBias that is not DML_SCALE_BIAS's shape is an unreadable model (exit 2), the error at its path.
    std::string number = kScaleBiasModel;
    number.replace(number.find("{ \"Scale\": 2, \"Bias\": 10 }"), 26, "5");
    writeBytes(base / "number.json", number);
    r = runDmlscope({"validate", q(base / "number.json"), "--json"});
    QCOMPARE(r.exitCode, 2);
    doc = parsed(r.out);
    QVERIFY2(doc.is_object() && doc.contains("error"), r.out.constData());
    QCOMPARE(doc["error"]["path"].get<std::string>(), std::string("/dispatchables/identity/desc/ScaleBias"));
    QCOMPARE(doc["error"]["id"].get<std::string>(), std::string("file.expected-scale-bias"));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstCliModelFiles)
#include "tst_cli_model_files.moc"
