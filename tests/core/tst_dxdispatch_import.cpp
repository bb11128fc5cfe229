// Tests of opening DxDispatch models as sessions: hand-written models of the reference-page examples
// (tests/fixtures/dxdispatch), DxDispatch's initializers with its own element conversions, the choice of the
// dispatch, and errors that give the line and JSON path.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/session_file.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

Q_DECLARE_METATYPE(std::string)

namespace {

const std::filesystem::path kFixtures = std::filesystem::path(DMLSCOPE_SOURCE_DIR) / "tests" / "fixtures" / "dxdispatch";
const std::filesystem::path kExamples = DMLSCOPE_EXAMPLES_DIR;

const char* const kModelFiles[] = {"tile.json",  "padding_reflection.json", "depth_to_space.json",
                                   "split_axis2.json", "join_axis3_two_inputs.json", "join_axis1.json",
                                   "several_dispatches.json", "depth_to_space_first.json",
                                   "space_to_depth_first.json", "gather_nd_first.json"};

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

Session readExample(const char* name) {
  auto session = readSessionFile(kExamples / name);
  if (!session) qFatal("%s: %s", name, session.error().message.c_str());
  return std::move(session).value();
}

// The example as the import is expected to give it: the count fields the example writes (RepeatsCount 4,
// DimensionCount 4, OutputCount 3, InputCount 2) equal the lengths they count, so the model's identical
// values read as absent; the page's outputs are not part of a model.
Session asImported(Session example) {
  std::visit(
      [](auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) {
          QCOMPARE(d.RepeatsCount, std::optional<uint32_t>(static_cast<uint32_t>(d.Repeats.size())));
          d.RepeatsCount.reset();
        } else if constexpr (std::is_same_v<T, PaddingDesc>) {
          QCOMPARE(d.DimensionCount, std::optional<uint32_t>(static_cast<uint32_t>(d.StartPadding.size())));
          d.DimensionCount.reset();
        } else if constexpr (std::is_same_v<T, SplitDesc>) {
          QCOMPARE(d.OutputCount, std::optional<uint32_t>(static_cast<uint32_t>(d.OutputTensors.size())));
          d.OutputCount.reset();
        } else if constexpr (std::is_same_v<T, JoinDesc>) {
          QCOMPARE(d.InputCount, std::optional<uint32_t>(static_cast<uint32_t>(d.InputTensors.size())));
          d.InputCount.reset();
        }
      },
      example.desc);
  example.outputData.clear();
  return example;
}

std::vector<Buffer> runOnCpu(const Session& session) {
  auto result = makeCpuBackend()->run(session);
  if (!result) qFatal("run: %s", result.error().message.c_str());
  return result->outputs;
}

std::string messagesOf(const std::vector<Error>& warnings) {
  std::string out;
  for (const auto& w : warnings) out += "\n  " + w.message;
  return out;
}

// ---- the pages' outputs, typed from the seeds (not from any example file)

const std::vector<float> kTileOutput = {1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6,  //
                                        1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6,  //
                                        1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6};

const std::vector<float> kPaddingReflectionOutput = {
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
    7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2};

const std::vector<float> kPaddingConstantOutput = {
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9,  //
    9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9,  //
    9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,  //
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9};

const std::vector<uint32_t> kDepthInput = {0,  1,  2,  3,  4,  5,  9,  10, 11, 12, 13, 14, 18, 19, 20, 21,
                                           22, 23, 27, 28, 29, 30, 31, 32, 36, 37, 38, 39, 40, 41, 45, 46,
                                           47, 48, 49, 50, 54, 55, 56, 57, 58, 59, 63, 64, 65, 66, 67, 68};
const std::vector<uint32_t> kDcrOutput = {0,  18, 1,  19, 2,  20, 36, 54, 37, 55, 38, 56, 3,  21, 4,  22,
                                          5,  23, 39, 57, 40, 58, 41, 59, 9,  27, 10, 28, 11, 29, 45, 63,
                                          46, 64, 47, 65, 12, 30, 13, 31, 14, 32, 48, 66, 49, 67, 50, 68};
const std::vector<uint32_t> kCrdOutput = {0,  9,  1,  10, 2,  11, 18, 27, 19, 28, 20, 29, 3,  12, 4,  13,
                                          5,  14, 21, 30, 22, 31, 23, 32, 36, 45, 37, 46, 38, 47, 54, 63,
                                          55, 64, 56, 65, 39, 48, 40, 49, 41, 50, 57, 66, 58, 67, 59, 68};

// ---- small models written inline, one field per known line

// A 1-D Tile (Repeats {1}) of `n` elements of `type` whose input is the resource `input` (JSON on line 3) bound
// by `binding` (line 10). Lines: 3 resources/input, 4 resources/output, 7 dispatchables/tile, 10 commands/0.
std::string tileModel(const std::string& input, const std::string& type = "FLOAT32", uint32_t n = 4,
                      const std::string& binding = "\"input\"") {
  const std::string size = std::to_string(n);
  return "{\n"
         "  \"resources\": {\n"
         "    \"input\": " + input + ",\n"
         "    \"output\": { \"initialValuesDataType\": \"" + type + "\", \"initialValues\": { \"valueCount\": " + size +
         ", \"value\": 0 } }\n"
         "  },\n"
         "  \"dispatchables\": {\n"
         "    \"tile\": { \"type\": \"TILE\", \"desc\": { \"InputTensor\": { \"DataType\": \"" + type +
         "\", \"Sizes\": [" + size + "] }, \"OutputTensor\": { \"DataType\": \"" + type + "\", \"Sizes\": [" + size +
         "] }, \"Repeats\": [1] } }\n"
         "  },\n"
         "  \"commands\": [\n"
         "    { \"type\": \"dispatch\", \"dispatchable\": \"tile\", \"bindings\": { \"InputTensor\": " + binding +
         ", \"OutputTensor\": \"output\" } }\n"
         "  ]\n"
         "}\n";
}

// The Tile example with its desc written out one field per line, for the descriptor dialect's tests.
// Lines: 8 InputTensor, 9 OutputTensor, 10 RepeatsCount, 11 Repeats.
std::string tileDescModel(const std::string& input, const std::string& output, const std::string& repeatsCount) {
  return "{\n"
         "  \"resources\": { \"in\": { \"initialValuesDataType\": \"FLOAT32\", \"initialValues\": [1, 2, 3, 4, 5, 6] } },\n"
         "  \"dispatchables\": {\n"
         "    \"tile\": {\n"
         "      \"type\": \"DML_OPERATOR_TILE\",\n"
         "      \"desc\":\n"
         "      {\n"
         "        \"InputTensor\": " + input + ",\n"
         "        \"OutputTensor\": " + output + ",\n"
         "        \"RepeatsCount\": " + repeatsCount + ",\n"
         "        \"Repeats\": [1, 1, 3, 3]\n"
         "      }\n"
         "    }\n"
         "  },\n"
         "  \"commands\": [ { \"type\": \"dispatch\", \"dispatchable\": \"tile\", \"bindings\": { \"InputTensor\": \"in\" } } ]\n"
         "}\n";
}

const std::string kTileInput = R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] })";
const std::string kTileOutputDesc = R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 6, 9] })";

DxDispatchImport parseOk(const std::string& text, std::optional<uint32_t> command = {},
                         const std::filesystem::path& base = kFixtures) {
  auto model = parseDxDispatchModel(text, base, command);
  if (!model) qFatal("unexpected error: %s\n%s", model.error().message.c_str(), text.c_str());
  return std::move(model).value();
}

DxDispatchImport readModel(const char* name, std::optional<uint32_t> command = {}) {
  auto model = readDxDispatchFile(kFixtures / name, command);
  if (!model) qFatal("%s: %s", name, model.error().message.c_str());
  return std::move(model).value();
}

// `base` with the first occurrence of `from` replaced; fails the test when `from` is not there.
std::string replaced(const std::string& base, const std::string& from, const std::string& to) {
  const auto at = base.find(from);
  if (at == std::string::npos) qFatal("test text does not contain %s", from.c_str());
  std::string out = base;
  out.replace(at, from.size(), to);
  return out;
}

std::vector<uint64_t> inputBits(const DxDispatchImport& model, DataType type, uint32_t input = 0) {
  return unpackBits(type, model.session.inputData.at(input));
}

}  // namespace

class TestDxDispatchImport : public QObject {
  Q_OBJECT

 private slots:
  // ---- the reference-page examples as hand-written models

  void tileModelIsTheTileExample() {
    const DxDispatchImport model = readModel("tile.json");
    const Session example = asImported(readExample("tile.json"));
    QVERIFY(model.session.desc == example.desc);
    QVERIFY(model.session.inputData == example.inputData);
    QCOMPARE(model.session.title, std::string("tile (command 0)"));
    QCOMPARE(model.session.featureLevel, kLatestFeatureLevel);
    QVERIFY(model.session.description.empty());
    QVERIFY(model.session.outputData.empty());
    QVERIFY2(model.source.warnings.empty(), messagesOf(model.source.warnings).c_str());
    QCOMPARE(model.source.commandIndex, 0u);
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"out/tile_output.npy"});
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), kTileOutput);
    QCOMPARE(float32Values(runOnCpu(example).at(0)), kTileOutput);
  }

  // The input comes from a .npy file, the input tensor is in the Type/Desc long form with every field, the
  // output tensor has "Type": "BUFFER" and "Flags": ["NONE"], the mode is the short "REFLECTION".
  void paddingModelReadsNpyFileAndLongForm() {
    const DxDispatchImport model = readModel("padding_reflection.json");
    const Session example = asImported(readExample("padding_reflection.json"));
    QVERIFY(model.session.desc == example.desc);
    QVERIFY(model.session.inputData == example.inputData);
    QCOMPARE(float32Values(model.session.inputData.at(0)),
             (std::vector<float>{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8}));
    QVERIFY(model.session.inputFiles.empty());  // the bytes are the session's: a binding may take part of a file
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"padding_output.npy"});
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), kPaddingReflectionOutput);
    QCOMPARE(float32Values(runOnCpu(example).at(0)), kPaddingReflectionOutput);
  }

  // Two dispatches of one raw .dat input: the first is the default, the second (a dispatchable with the long
  // form's "Desc" and a "dmlCompileType") is chosen by its command index.
  void depthToSpaceModelReadsRawFileAndBothOrders() {
    const DxDispatchImport dcr = readModel("depth_to_space.json");
    QCOMPARE(dcr.source.commandIndex, 0u);
    QCOMPARE(uint32Values(dcr.session.inputData.at(0)), kDepthInput);
    QVERIFY(dcr.session.desc == asImported(readExample("depth_to_space_dcr.json")).desc);
    QVERIFY(dcr.session.inputData == readExample("depth_to_space_dcr.json").inputData);
    QCOMPARE(uint32Values(runOnCpu(dcr.session).at(0)), kDcrOutput);
    QCOMPARE(dcr.source.outputTargetPaths, std::vector<std::string>{"dcr.npy"});

    const DxDispatchImport crd = readModel("depth_to_space.json", 2);
    QCOMPARE(crd.source.commandIndex, 2u);
    QCOMPARE(crd.session.title, std::string("crd (command 2)"));
    QVERIFY(crd.session.desc == asImported(readExample("depth_to_space_crd.json")).desc);
    QVERIFY(crd.session.inputData == readExample("depth_to_space_crd.json").inputData);
    QCOMPARE(uint32Values(runOnCpu(crd.session).at(0)), kCrdOutput);
    QCOMPARE(uint32Values(runOnCpu(readExample("depth_to_space_crd.json")).at(0)), kCrdOutput);
    QCOMPARE(crd.source.outputTargetPaths, std::vector<std::string>{"crd.npy"});
  }

  // ---- the first versions: DEPTH_TO_SPACE, SPACE_TO_DEPTH and GATHER_ND (no Order, no BatchDimensionCount)

  // DEPTH_TO_SPACE has no Order: it always unpacks DEPTH_COLUMN_ROW, so the page's input gives DepthToSpace1's
  // example 1, in UINT32 from the raw file and in FLOAT16 (the first version's 1_0 types) from an array.
  void firstDepthToSpaceModelIsDepthColumnRow() {
    const DxDispatchImport model = readModel("depth_to_space_first.json");
    QCOMPARE(model.source.dispatches.size(), size_t{2});
    QCOMPARE(model.source.dispatches[1].type, std::string("DEPTH_TO_SPACE"));
    QVERIFY(model.source.dispatches[0].supported && model.source.dispatches[1].supported);
    const auto* d = std::get_if<DepthToSpaceDesc>(&model.session.desc);
    QVERIFY(d);
    QCOMPARE(d->BlockSize, 2u);
    QCOMPARE(d->InputTensor.sizes, (std::vector<uint32_t>{1, 8, 2, 3}));
    QCOMPARE(d->OutputTensor.sizes, (std::vector<uint32_t>{1, 2, 4, 6}));
    QCOMPARE(uint32Values(model.session.inputData.at(0)), kDepthInput);
    QVERIFY2(validate(model.session.desc, model.session.featureLevel).empty(), "the example is valid");
    QCOMPARE(uint32Values(runOnCpu(model.session).at(0)), kDcrOutput);
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"depth_to_space.npy"});

    const DxDispatchImport half = readModel("depth_to_space_first.json", 2);
    QVERIFY(std::holds_alternative<DepthToSpaceDesc>(half.session.desc));
    QCOMPARE(std::get<DepthToSpaceDesc>(half.session.desc).InputTensor.dataType, DataType::Float16);
    QVERIFY(validate(half.session.desc, FeatureLevel::FL_1_0).empty());
    std::vector<uint64_t> expected;
    for (uint32_t v : kDcrOutput) expected.push_back(halfBits(static_cast<float>(v)));
    QCOMPARE(unpackBits(DataType::Float16, runOnCpu(half.session).at(0)), expected);
  }

  // SPACE_TO_DEPTH packs DEPTH_COLUMN_ROW: the DCR output of depth to space goes back to the page's input.
  void firstSpaceToDepthModelUndoesDepthToSpace() {
    const DxDispatchImport model = readModel("space_to_depth_first.json");
    QCOMPARE(model.source.dispatches.at(0).type, std::string("SPACE_TO_DEPTH"));
    const auto* d = std::get_if<SpaceToDepthDesc>(&model.session.desc);
    QVERIFY(d);
    QCOMPARE(d->BlockSize, 2u);
    std::vector<float> input(kDcrOutput.begin(), kDcrOutput.end());
    QCOMPARE(float32Values(model.session.inputData.at(0)), input);
    QVERIFY(validate(model.session.desc, FeatureLevel::FL_1_0).empty());
    const std::vector<float> expected(kDepthInput.begin(), kDepthInput.end());
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), expected);
    QVERIFY(model.source.outputTargetPaths.at(0).empty());  // printed, not written
  }

  // The GATHER_ND page's examples: 1-D tuples pick rows, 2-D tuples pick rows of a 2×2×2 input; and an INT64
  // index of -1 counting from the end (feature level 3_0), which 2_1's UINT32-only table refuses.
  void firstGatherNdModelIsThePagesExamples() {
    const DxDispatchImport rows = readModel("gather_nd_first.json");
    QCOMPARE(rows.source.commandIndex, 0u);
    const auto* d = std::get_if<GatherNdDesc>(&rows.session.desc);
    QVERIFY(d);
    QCOMPARE(d->InputDimensionCount, 2u);
    QCOMPARE(d->IndicesDimensionCount, 2u);
    QCOMPARE(float32Values(rows.session.inputData.at(0)), (std::vector<float>{0, 1, 2, 3}));
    QCOMPARE(uint32Values(rows.session.inputData.at(1)), (std::vector<uint32_t>{1, 0}));
    QVERIFY(validate(rows.session.desc, FeatureLevel::FL_2_1).empty());
    // output[y, x] = input[indices[y], x]
    QCOMPARE(float32Values(runOnCpu(rows.session).at(0)), (std::vector<float>{2, 3, 0, 1}));
    QCOMPARE(rows.source.outputTargetPaths, std::vector<std::string>{"rows.npy"});

    const DxDispatchImport pairs = readModel("gather_nd_first.json", 2);
    QCOMPARE(pairs.source.dispatches.at(1).type, std::string("GATHER_ND"));
    QCOMPARE(std::get<GatherNdDesc>(pairs.session.desc).InputDimensionCount, 3u);
    // output[z, y, x] = input[indices[z, y, 0], indices[z, y, 1], x]: <0, 1> is {2, 3}, <1, 0> is {4, 5}.
    QCOMPARE(float32Values(runOnCpu(pairs.session).at(0)), (std::vector<float>{2, 3, 4, 5}));
    QCOMPARE(pairs.source.outputTargetPaths, std::vector<std::string>{"pairs.npy"});

    const DxDispatchImport fromTheEnd = readModel("gather_nd_first.json", 4);
    QCOMPARE(std::get<GatherNdDesc>(fromTheEnd.session.desc).IndicesTensor.dataType, DataType::Int64);
    QCOMPARE(unpackBits(DataType::Int64, fromTheEnd.session.inputData.at(1)),
             (std::vector<uint64_t>{~uint64_t{0}, 0}));
    QVERIFY(validate(fromTheEnd.session.desc, FeatureLevel::FL_3_0).empty());
    QVERIFY(!validate(fromTheEnd.session.desc, FeatureLevel::FL_2_1).empty());
    // -1 is the last of the two rows.
    QCOMPARE(float32Values(runOnCpu(fromTheEnd.session).at(0)), (std::vector<float>{2, 3, 0, 1}));
  }

  // A field of the later version on the first version's desc is an unknown field, refused by name like any
  // other, with the first version's fields listed.
  void firstVersionsRefuseTheLaterVersionsFields_data() {
    QTest::addColumn<std::string>("file");
    QTest::addColumn<std::string>("after");
    QTest::addColumn<std::string>("added");
    QTest::addColumn<std::string>("message");
    QTest::newRow("Order on DEPTH_TO_SPACE")
        << std::string("depth_to_space_first.json") << std::string("\"BlockSize\": 2\n")
        << std::string(", \"Order\": \"COLUMN_ROW_DEPTH\"\n")
        << std::string("line 26, /dispatchables/d2s/desc/Order: unknown field \"Order\"; the fields of "
                       "DML_DEPTH_TO_SPACE_OPERATOR_DESC are InputTensor, OutputTensor, BlockSize");
    QTest::newRow("Order on SPACE_TO_DEPTH")
        << std::string("space_to_depth_first.json") << std::string("\"BlockSize\": 2\n")
        << std::string(", \"Order\": \"DEPTH_COLUMN_ROW\"\n")
        << std::string("line 24, /dispatchables/s2d/desc/Order: unknown field \"Order\"; the fields of "
                       "DML_SPACE_TO_DEPTH_OPERATOR_DESC are InputTensor, OutputTensor, BlockSize");
    QTest::newRow("BatchDimensionCount on GATHER_ND")
        << std::string("gather_nd_first.json") << std::string("\"IndicesDimensionCount\": 2\n")
        << std::string(", \"BatchDimensionCount\": 0\n")
        << std::string("line 25, /dispatchables/rows/desc/BatchDimensionCount: unknown field \"BatchDimensionCount\"; "
                       "the fields of DML_GATHER_ND_OPERATOR_DESC are InputTensor, IndicesTensor, OutputTensor, "
                       "InputDimensionCount, IndicesDimensionCount");
  }
  void firstVersionsRefuseTheLaterVersionsFields() {
    QFETCH(std::string, file);
    QFETCH(std::string, after);
    QFETCH(std::string, added);
    QFETCH(std::string, message);
    const std::string text = readText(kFixtures / file);
    const std::string changed = replaced(text, after, after.substr(0, after.size() - 1) + added);
    auto model = parseDxDispatchModel(changed, kFixtures);
    QVERIFY(!model);
    QCOMPARE(model.error().id, std::string("file.unknown-field"));
    QCOMPARE(QString::fromStdString(model.error().message), QString::fromStdString(message));
  }

  // OutputTensors bound to an array of three resources; writeFile commands in another order than the outputs.
  void splitModelBindsAnArrayOfOutputs() {
    const DxDispatchImport model = readModel("split_axis2.json");
    const Session example = asImported(readExample("split_axis2.json"));
    QVERIFY(model.session.desc == example.desc);
    QVERIFY(model.session.inputData == example.inputData);  // the sequence 1, 2, ..., 12
    QCOMPARE(model.source.outputTargetPaths, (std::vector<std::string>{"first.npy", "second.npy", ""}));
    const auto outputs = runOnCpu(model.session);
    QCOMPARE(float32Values(outputs.at(0)), (std::vector<float>{1, 2, 3, 4}));
    QCOMPARE(float32Values(outputs.at(1)), (std::vector<float>{5, 6}));
    QCOMPARE(float32Values(outputs.at(2)), (std::vector<float>{7, 8, 9, 10, 11, 12}));
  }

  // Both inputs are slices of one resource (elementOffset, elementCount); the second starts 24 bytes in.
  void joinModelBindsSlicesOfOneResource() {
    const DxDispatchImport model = readModel("join_axis3_two_inputs.json");
    const Session example = asImported(readExample("join_axis3_two_inputs.json"));
    QVERIFY(model.session.desc == example.desc);
    QCOMPARE(float32Values(model.session.inputData.at(0)), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(float32Values(model.session.inputData.at(1)), (std::vector<float>{7, 8, 9, 10, 11, 12, 13, 14}));
    QVERIFY(model.session.inputData == example.inputData);
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)),
             (std::vector<float>{1, 2, 3, 7, 8, 9, 10, 4, 5, 6, 11, 12, 13, 14}));
    // 6 elements of 4 bytes: an offset DirectML does not guarantee to accept.
    QCOMPARE(model.source.warnings.size(), size_t{1});
    QCOMPARE(model.source.warnings[0].message,
             std::string("line 35, /commands/0/bindings/InputTensors/1/elementOffset: the bound offset is 24 bytes; "
                         "DirectML wants buffer bindings aligned to 16 bytes"));
    QCOMPARE(model.source.warnings[0].id, std::string("dxdispatch.binding-unaligned"));
  }

  // Offsets of 0, 16 and 32 bytes (the last with an explicit elementSizeInBytes) are aligned: no warning.
  void joinModelWithAlignedSlicesHasNoWarning() {
    const DxDispatchImport model = readModel("join_axis1.json");
    const Session example = asImported(readExample("join_axis1.json"));
    QVERIFY(model.session.desc == example.desc);
    QVERIFY(model.session.inputData == example.inputData);
    QVERIFY2(model.source.warnings.empty(), messagesOf(model.source.warnings).c_str());
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)),
             (std::vector<float>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}));
  }

  // The operator desc's long form: "Type" and "Desc" instead of "type" and "desc".
  void aDispatchableMayUseTheLongFormKeys() {
    std::string text = readText(kFixtures / "tile.json");
    text = replaced(text, "\"type\": \"DML_OPERATOR_TILE\"", "\"Type\": \"DML_OPERATOR_TILE\"");
    text = replaced(text, "\"desc\":", "\"Desc\":");
    const auto model = parseOk(text);
    QCOMPARE(model.source.dispatches.at(0).type, std::string("DML_OPERATOR_TILE"));
    QVERIFY(model.session.desc == asImported(readExample("tile.json")).desc);
    auto untyped = parseDxDispatchModel(replaced(text, "\"Type\": \"DML_OPERATOR_TILE\",", ""), kFixtures);
    QVERIFY(!untyped);
    QCOMPARE(QString::fromStdString(untyped.error().message),
             QString("line 25, /dispatchables/tile/type: missing: a dispatchable needs \"type\""));
    // Without "desc" (or "Desc") the dispatchable's own keys are the desc's fields, as DxDispatch reads them: a
    // misspelled "desc" is then a field the desc does not have.
    auto descless = parseDxDispatchModel(replaced(text, "\"Desc\":", "\"Body\":"), kFixtures);
    QVERIFY(!descless);
    QCOMPARE(QString::fromStdString(descless.error().message),
             QString("line 28, /dispatchables/tile/Body: unknown field \"Body\"; the fields of DML_TILE_OPERATOR_DESC "
                     "are InputTensor, OutputTensor, RepeatsCount, Repeats"));
  }

  // ---- choosing the dispatch

  void everyDispatchIsListedAndTheFirstSupportedIsChosen() {
    const DxDispatchImport model = readModel("several_dispatches.json");
    const std::vector<DxDispatchDispatch> expected = {{0, "add", "hlsl", false},
                                                      {2, "gemm", "DML_OPERATOR_GEMM", false},
                                                      {3, "pad", "PADDING", true},
                                                      {6, "net", "onnx", false},
                                                      {7, "tile", "DML_OPERATOR_TILE", true}};
    QCOMPARE(model.source.dispatches.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
      QCOMPARE(model.source.dispatches[i].commandIndex, expected[i].commandIndex);
      QCOMPARE(model.source.dispatches[i].dispatchable, expected[i].dispatchable);
      QCOMPARE(model.source.dispatches[i].type, expected[i].type);
      QCOMPARE(model.source.dispatches[i].supported, expected[i].supported);
    }
    // The first supported dispatch, though a broken GEMM desc, a list resource and a deferred one come first.
    QCOMPARE(model.source.commandIndex, 3u);
    const Session example = asImported(readExample("padding_constant.json"));
    QVERIFY(model.session.desc == example.desc);
    QVERIFY(model.session.inputData == example.inputData);
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), kPaddingConstantOutput);
    // The writeFile before the dispatch and the one after the first are not the output's.
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"results/pad.npy"});
  }

  void aDispatchIsChosenByItsCommandIndex() {
    const DxDispatchImport model = readModel("several_dispatches.json", 7);
    QCOMPARE(model.source.commandIndex, 7u);
    QCOMPARE(model.session.title, std::string("tile (command 7)"));
    QCOMPARE(model.source.dispatches.size(), size_t{5});
    QVERIFY(model.session.desc == asImported(readExample("tile.json")).desc);
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), kTileOutput);
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"results/tile.npy"});
  }

  void aBadChoiceSaysWhatTheCommandIs_data() {
    QTest::addColumn<uint32_t>("command");
    QTest::addColumn<std::string>("message");
    QTest::newRow("print") << 4u
                           << std::string("line 52, /commands/4: command 4 is a print command, not a dispatch; "
                                          "dispatches dmlscope can open: 3 (pad), 7 (tile)");
    QTest::newRow("gemm") << 2u
                          << std::string("line 50, /commands/2: command 2 dispatches 'gemm' (DML_OPERATOR_GEMM), which "
                                         "dmlscope does not support; supported dispatches: 3 (pad), 7 (tile)");
    QTest::newRow("hlsl") << 0u
                          << std::string("line 48, /commands/0: command 0 dispatches 'add' (hlsl), which dmlscope does "
                                         "not support; supported dispatches: 3 (pad), 7 (tile)");
    QTest::newRow("onnx") << 6u
                          << std::string("line 54, /commands/6: command 6 dispatches 'net' (onnx), which dmlscope does "
                                         "not support; supported dispatches: 3 (pad), 7 (tile)");
    QTest::newRow("past the end") << 42u
                                  << std::string("line 47, /commands: there is no command 42; the model has 10 commands");
  }
  void aBadChoiceSaysWhatTheCommandIs() {
    QFETCH(uint32_t, command);
    QFETCH(std::string, message);
    auto model = readDxDispatchFile(kFixtures / "several_dispatches.json", command);
    QVERIFY(!model);
    QCOMPARE(QString::fromStdString(model.error().message), QString::fromStdString(message));
  }

  void aModelWithoutSupportedDispatchListsItsDispatches() {
    const std::string text = R"({
  "resources": { "A": { "initialValuesDataType": "FLOAT32", "initialValues": [1] } },
  "dispatchables": { "gemm": { "type": "GEMM", "desc": {} }, "add": { "type": "HLSL", "sourcePath": "x.hlsl" } },
  "commands": [
    { "type": "print", "resource": "A" },
    { "type": "dispatch", "dispatchable": "gemm", "bindings": { "ATensor": "A" } },
    { "type": "Dispatch", "dispatchable": "add", "bindings": { "input": "A" } }
  ]
})";
    auto model = parseDxDispatchModel(text, kFixtures);
    QVERIFY(!model);
    QCOMPARE(model.error().message,
             std::string("line 4, /commands: no dispatch of the model is of an operator dmlscope supports (TILE, "
                         "PADDING, DEPTH_TO_SPACE1, DEPTH_TO_SPACE, SPLIT, JOIN, PADDING1, ELEMENT_WISE_IDENTITY, SLICE1, "
                         "SLICE, SPACE_TO_DEPTH1, SPACE_TO_DEPTH, GATHER, GATHER_ELEMENTS, SCATTER, GATHER_ND1, GATHER_ND, "
                         "SCATTER_ND); its dispatches: 1 (gemm, GEMM), 2 (add, HLSL)"));
    auto chosen = parseDxDispatchModel(text, kFixtures, 1);
    QVERIFY(!chosen);
    QCOMPARE(chosen.error().id, std::string("dxdispatch.dispatch-unsupported-none"));
    QVERIFY2(chosen.error().message.starts_with("line 6, /commands/1: command 1 dispatches 'gemm' (GEMM)"),
             chosen.error().message.c_str());
    auto none = parseDxDispatchModel(R"({ "resources": {}, "dispatchables": {}, "commands": [] })", kFixtures);
    QVERIFY(!none);
    QCOMPARE(none.error().message, std::string("line 1, /commands: the model has no dispatch command"));
  }

  // ---- initializers, converted as DxDispatch converts them

  // DxDispatch reads "nan", "inf" and "-inf" in any letter case; FLOAT32 is static_cast<float>(double), so a
  // number past FLT_MAX is an infinity; "nan" is std::numeric_limits<float>::quiet_NaN().
  void arrayInitializerFloat32() {
    const auto model =
        parseOk(tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1.5, "nan", "INF", "-Inf", 1e39, -0.0] })",
                          "FLOAT32", 6));
    QCOMPARE(inputBits(model, DataType::Float32),
             (std::vector<uint64_t>{0x3FC00000, 0x7FC00000, 0x7F800000, 0xFF800000, 0x7F800000, 0x80000000}));
  }

  // FLOAT16 goes through float and then half_float 1.12's conversion, which truncates (its default rounding
  // style is round_indeterminate): 2051 is 2^11 × 1.00146484375, whose mantissa 1.5 units (of 2^-10) truncate
  // to 1 (0x6801 = 2050, where rounding to nearest even would give 2052); 65519 keeps 65504 (0x7BFF) and only
  // 2^16 and above are infinite. "nan" is the float quiet NaN 0x7FC00000 whose top ten mantissa bits are
  // 10 0000 0000: 0x7C00 | 0x200 = 0x7E00.
  void arrayInitializerFloat16TruncatesLikeDxDispatch() {
    const auto model = parseOk(tileModel(
        R"({ "initialValuesDataType": "FLOAT16", "initialValues": [1, "NaN", "inf", "-INF", 2051, 65519, 65536, -0.5] })",
        "FLOAT16", 8));
    QCOMPARE(inputBits(model, DataType::Float16),
             (std::vector<uint64_t>{0x3C00, 0x7E00, 0x7C00, 0xFC00, 0x6801, 0x7BFF, 0x7C00, 0xB800}));
  }

  void arrayInitializerFloat64AndIntegers() {
    const auto f64 = parseOk(tileModel(R"({ "initialValuesDataType": "FLOAT64", "initialValues": ["nan", 0.1] })",
                                       "FLOAT64", 2));
    QCOMPARE(inputBits(f64, DataType::Float64), (std::vector<uint64_t>{0x7FF8000000000000ull, 0x3FB999999999999Aull}));
    const auto i8 = parseOk(tileModel(R"({ "initialValuesDataType": "INT8", "initialValues": [-128, 127, 0, -1] })",
                                      "INT8", 4));
    QCOMPARE(inputBits(i8, DataType::Int8), (std::vector<uint64_t>{0x80, 0x7F, 0x00, 0xFF}));
    // Integer types take integers in range, as DxDispatch's narrowing casts require.
    auto bad = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "UINT8", "initialValues": [1, 256, 3, 4] })", "UINT8", 4), kFixtures);
    QVERIFY(!bad);
    QCOMPARE(bad.error().message,
             std::string("line 3, /resources/input/initialValues/1: 256 does not fit DML_TENSOR_DATA_TYPE_UINT8 (0 to 255)"));
  }

  void constantInitializerRepeatsOneValue() {
    const auto model = parseOk(tileModel(
        R"({ "initialValuesDataType": "INT16", "initialValues": { "valueCount": 5, "value": -2 } })", "INT16", 5));
    QCOMPARE(inputBits(model, DataType::Int16), (std::vector<uint64_t>{0xFFFE, 0xFFFE, 0xFFFE, 0xFFFE, 0xFFFE}));
  }

  // value += delta in float: 2^24 + 1 is not a float (it lies halfway between 2^24 and 2^24 + 2, and ties go
  // to the even 2^24), so the sum never moves; computing start + i × delta in double would give 2^24 + 2 next.
  void sequenceFloat32AccumulatesInFloat() {
    const auto model = parseOk(tileModel(
        R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 3, "valueStart": 16777216, "valueDelta": 1 } })",
        "FLOAT32", 3));
    QCOMPARE(inputBits(model, DataType::Float32), (std::vector<uint64_t>{0x4B800000, 0x4B800000, 0x4B800000}));
  }

  // value += delta in half_float: the sum in float, then truncated to half.
  // 0.1 -> half: 0.1 = 1.6 × 2^-4; mantissa 0.6 × 1024 = 614.4 -> 614 (0x266); exponent -4 + 15 = 11:
  //   0x2C00 | 0x266 = 0x2E66, the value 1638 × 2^-14 = 0.0999755859375.
  // 2 × that = 1638 × 2^-13: exact, 0x3266.
  // 3 × that = 0.2999267578125 = 1.19970703125 × 2^-2; mantissa 204.5 units -> 204 (0xCC): 0x34CC.
  // 0x34CC is 1228 × 2^-12 = 0.2998046875; plus 0.0999755859375 = 0.3997802734375 = 1.59912109375 × 2^-2;
  //   mantissa 613.5 units -> 613 (0x265): 0x3665 (rounding to nearest even would give 614, 0x3666).
  // 1000 + 0.3: half(0.3) truncates to 0.2998046875; 1000.2998046875 is below 1000.5, the next half after 1000,
  //   so the sum stays 1000 (0x63D0) at every step, where rounding to nearest would reach 1000.5.
  void sequenceFloat16TruncatesEveryStep() {
    const auto tenths = parseOk(tileModel(
        R"({ "initialValuesDataType": "FLOAT16", "initialValues": { "valueCount": 4, "valueStart": 0.1, "valueDelta": 0.1 } })",
        "FLOAT16", 4));
    QCOMPARE(inputBits(tenths, DataType::Float16), (std::vector<uint64_t>{0x2E66, 0x3266, 0x34CC, 0x3665}));
    const auto stuck = parseOk(tileModel(
        R"({ "initialValuesDataType": "FLOAT16", "initialValues": { "valueCount": 3, "valueStart": 1000, "valueDelta": 0.3 } })",
        "FLOAT16", 3));
    QCOMPARE(inputBits(stuck, DataType::Float16), (std::vector<uint64_t>{0x63D0, 0x63D0, 0x63D0}));
  }

  void sequenceIntegersWrap() {
    const auto u8 = parseOk(tileModel(
        R"({ "initialValuesDataType": "UINT8", "initialValues": { "valueCount": 4, "valueStart": 250, "valueDelta": 3 } })",
        "UINT8", 4));
    QCOMPARE(inputBits(u8, DataType::UInt8), (std::vector<uint64_t>{250, 253, 0, 3}));  // 256 and 259 wrap
    const auto i8 = parseOk(tileModel(
        R"({ "initialValuesDataType": "INT8", "initialValues": { "valueCount": 4, "valueStart": 126, "valueDelta": 1 } })",
        "INT8", 4));
    QCOMPARE(inputBits(i8, DataType::Int8), (std::vector<uint64_t>{126, 127, 0x80, 0x81}));  // 128 is -128
    const auto i32 = parseOk(tileModel(
        R"({ "initialValuesDataType": "INT32", "initialValues": { "valueCount": 3, "valueStart": -2147483647, "valueDelta": -1 } })",
        "INT32", 3));
    QCOMPARE(inputBits(i32, DataType::Int32), (std::vector<uint64_t>{0x80000001, 0x80000000, 0x7FFFFFFF}));
    // An unsigned type's delta is an element of that type: no negative steps.
    auto bad = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "UINT16", "initialValues": { "valueCount": 2, "valueStart": 5, "valueDelta": -1 } })",
                  "UINT16", 2),
        kFixtures);
    QVERIFY(!bad);
    QCOMPARE(bad.error().message, std::string("line 3, /resources/input/initialValues/valueDelta: -1 does not fit "
                                              "DML_TENSOR_DATA_TYPE_UINT16 (0 to 65535)"));
  }

  void npyTypeMustMatchTheDeclaredType() {
    auto model = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT16", "initialValues": { "sourcePath": "padding_input.npy" } })",
                  "FLOAT16", 16),
        kFixtures);
    QVERIFY(!model);
    QCOMPARE(model.error().message,
             std::string("line 3, /resources/input/initialValues/sourcePath: padding_input.npy holds "
                         "DML_TENSOR_DATA_TYPE_FLOAT32 ('<f4'), but initialValuesDataType is DML_TENSOR_DATA_TYPE_FLOAT16"));
  }

  // A raw file is bytes: the same 48 UINT32 values read as 96 UINT16 halves, little-endian.
  void rawFileIsLittleEndianBytesOfTheDeclaredType() {
    const auto model = parseOk(tileModel(
        R"({ "initialValuesDataType": "UINT16", "initialValues": { "sourcePath": "depth_to_space_input.dat" } })",
        "UINT16", 96));
    const auto halves = inputBits(model, DataType::UInt16);
    QCOMPARE(halves.size(), size_t{96});
    for (size_t i = 0; i < kDepthInput.size(); ++i) {
      QCOMPARE(halves[2 * i], uint64_t{kDepthInput[i]});
      QCOMPARE(halves[2 * i + 1], uint64_t{0});
    }
    auto untyped = parseDxDispatchModel(
        tileModel(R"({ "initialValues": { "sourcePath": "depth_to_space_input.dat" } })", "UINT16", 96), kFixtures);
    QVERIFY(!untyped);
    QCOMPARE(untyped.error().message,
             std::string("line 3, /resources/input/initialValuesDataType: missing: a raw file "
                         "(depth_to_space_input.dat) needs \"initialValuesDataType\" (a data type other than UNKNOWN)"));
  }

  // DxDispatch looks for a sourcePath beside the model first, then in the current directory.
  void sourcePathFallsBackToTheCurrentDirectory() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(QString::fromStdString(kFixtures.string())));
    auto model = parseDxDispatchModel(
        tileModel(R"({ "initialValues": { "sourcePath": "padding_input.npy" } })", "FLOAT32", 16),
        elsewhere.path().toStdString());
    QDir::setCurrent(before);
    QVERIFY2(model.ok(), model.ok() ? "" : model.error().message.c_str());
    QCOMPARE(float32Values(model->session.inputData.at(0)),
             (std::vector<float>{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8}));

    auto missing = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "sourcePath": "nowhere.dat" } })"),
        elsewhere.path().toStdString());
    QVERIFY(!missing);
    QCOMPARE(missing.error().id, std::string("dxdispatch.source-missing"));
    QVERIFY2(missing.error().message.starts_with("line 3, /resources/input/initialValues/sourcePath: nowhere.dat does "
                                                 "not exist"),
             missing.error().message.c_str());
  }

  void imagesAreRefusedByName() {
    auto model = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "sourcePath": "photo.JPG" } })"), kFixtures);
    QVERIFY(!model);
    QCOMPARE(model.error().message,
             std::string("line 3, /resources/input/initialValues/sourcePath: photo.JPG is an image; dmlscope does not "
                         "read image initializers (.png, .jpg)"));
  }

  // The initial values are the start of the buffer; sizeInBytes adds zeros, which an input whose strides reach
  // further than the values reads; it cannot be smaller than the values.
  void sizeInBytesPadsTheValuesWithZeros() {
    const auto padded = parseOk(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2], "sizeInBytes": 16 })", "FLOAT32", 4));
    QCOMPARE(float32Values(padded.session.inputData.at(0)), (std::vector<float>{1, 2, 0, 0}));
    // Without it, the buffer is the values rounded up to 4 bytes: the input gets what there is.
    const auto shortInput =
        parseOk(tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2] })", "FLOAT32", 4));
    QCOMPARE(float32Values(shortInput.session.inputData.at(0)), (std::vector<float>{1, 2}));
    auto tooSmall = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2], "sizeInBytes": 4 })"), kFixtures);
    QVERIFY(!tooSmall);
    QCOMPARE(tooSmall.error().message,
             std::string("line 3, /resources/input/sizeInBytes: sizeInBytes is 4, but the initial values need 8 bytes"));
  }

  // "initialValuesOffsetInBytes" (DxDispatch's parser reads it) puts the values after that many zero bytes.
  void initialValuesMayStartAtAnOffset() {
    const auto model = parseOk(tileModel(
        R"({ "initialValuesDataType": "FLOAT32", "initialValues": [5, 6], "initialValuesOffsetInBytes": 8, "sizeInBytes": 16 })"));
    QCOMPARE(float32Values(model.session.inputData.at(0)), (std::vector<float>{0, 0, 5, 6}));
    auto unsized = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [5, 6], "initialValuesOffsetInBytes": 8 })"),
        kFixtures);
    QVERIFY(!unsized);
    QCOMPARE(QString::fromStdString(unsized.error().message),
             QString("line 3, /resources/input/initialValuesOffsetInBytes: the initial values at offset 8 end at byte "
                     "16, past the buffer's 8 bytes; give \"sizeInBytes\""));
  }

  // A binding is bytes, whatever the resource's type. Five UINT8 values bound to three FLOAT16 elements: the
  // buffer is rounded up to 8 bytes, so the 6 bytes the tensor reaches are there, the last one a zero of the
  // padding: 1, -1 and 0x0007. Three values make a 4-byte buffer, short of the 6: the Data is the values
  // rounded down to whole halves, and validation will say it is too short.
  void bytesAreBytesWhateverTheTypes() {
    const auto five =
        parseOk(tileModel(R"({ "initialValuesDataType": "UINT8", "initialValues": [0, 60, 0, 188, 7] })", "FLOAT16", 3));
    QCOMPARE(inputBits(five, DataType::Float16), (std::vector<uint64_t>{0x3C00, 0xBC00, 0x0007}));  // 1, -1, 7 × 2^-24
    const auto three =
        parseOk(tileModel(R"({ "initialValuesDataType": "UINT8", "initialValues": [0, 60, 9] })", "FLOAT16", 3));
    QCOMPARE(inputBits(three, DataType::Float16), (std::vector<uint64_t>{0x3C00}));
  }

  // The machine's memory bounds a model's data too (here a budget set through the environment).
  void dataBeyondTheMemoryBudgetIsRefused() {
    qputenv("DMLSCOPE_MEMORY_BUDGET", "1K");
    auto model = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 1000, "value": 1 } })"),
        kFixtures);
    qunsetenv("DMLSCOPE_MEMORY_BUDGET");
    QVERIFY(!model);
    QCOMPARE(QString::fromStdString(model.error().message),
             QString("line 3, /resources/input/initialValues/valueCount: this needs 3.91 KiB of memory for the model's "
                     "data, but only 1.00 KiB is available (DMLSCOPE_MEMORY_BUDGET)"));
  }

  // Without elementCount an input takes the values from its offset, at most its tensor's buffer; with it,
  // exactly that many elements, which must lie inside the resource.
  void bindingOffsetAndCountSelectTheBytes() {
    const std::string values = R"({ "initialValuesDataType": "FLOAT32", "initialValues": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] })";
    const auto fromFour = parseOk(tileModel(values, "FLOAT32", 4, R"({ "name": "input", "elementOffset": 4 })"));
    QCOMPARE(float32Values(fromFour.session.inputData.at(0)), (std::vector<float>{4, 5, 6, 7}));
    QVERIFY2(fromFour.source.warnings.empty(), messagesOf(fromFour.source.warnings).c_str());  // 16 bytes
    const auto two = parseOk(tileModel(values, "FLOAT32", 4, R"({ "name": "input", "elementOffset": 8, "elementCount": 2 })"));
    QCOMPARE(float32Values(two.session.inputData.at(0)), (std::vector<float>{8, 9}));
    // elementSizeInBytes replaces the resource's element size: element 2 of 2 bytes is byte 4 (float 1), an
    // offset that is not a multiple of 16.
    const auto halves = parseOk(tileModel(
        values, "FLOAT32", 1, R"({ "name": "input", "elementOffset": 2, "elementSizeInBytes": 2, "elementCount": 2 })"));
    QCOMPARE(float32Values(halves.session.inputData.at(0)), (std::vector<float>{1}));
    QCOMPARE(halves.source.warnings.size(), size_t{1});
    QCOMPARE(halves.source.warnings[0].message,
             std::string("line 10, /commands/0/bindings/InputTensor/elementOffset: the bound offset is 4 bytes; "
                         "DirectML wants buffer bindings aligned to 16 bytes"));
    auto past = parseDxDispatchModel(
        tileModel(values, "FLOAT32", 4, R"({ "name": "input", "elementOffset": 8, "elementCount": 4 })"), kFixtures);
    QVERIFY(!past);
    QCOMPARE(past.error().message, std::string("line 10, /commands/0/bindings/InputTensor/elementCount: the binding "
                                               "reaches byte 48, past the end of resource \"input\" (40 bytes)"));
  }

  // A constant of 2^40 FLOAT32 elements is 4 TiB: refused before anything is allocated.
  void anAbsurdValueCountFailsWithoutAllocating() {
    auto model = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 1099511627776, "value": 1 } })"),
        kFixtures);
    QVERIFY(!model);
    QCOMPARE(model.error().message,
             std::string("line 3, /resources/input/initialValues/valueCount: this needs 4.00 TiB of memory for the "
                         "model's data, more than the 16.0 GiB dmlscope reads from a model"));
    auto zero = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": { "valueCount": 0, "value": 1 } })"), kFixtures);
    QVERIFY(!zero);
    QCOMPARE(zero.error().message,
             std::string("line 3, /resources/input/initialValues/valueCount: valueCount is 0; it must be greater than 0"));
  }

  // Resources that no DirectML binding can use are errors only when the chosen dispatch binds them (the
  // several_dispatches model has both and opens on "pad").
  void listAndDeferredResourcesFailOnlyWhenBound() {
    auto deferred = parseDxDispatchModel(tileModel(R"({ "initialValues": "deferred" })"), kFixtures);
    QVERIFY(!deferred);
    QCOMPARE(deferred.error().id, std::string("dxdispatch.deferred-unsupported"));
    QVERIFY(deferred.error().message.starts_with("line 3, /resources/input/initialValues: "));
    auto list = parseDxDispatchModel(
        tileModel(R"({ "initialValuesDataType": "UNKNOWN", "initialValues": [ { "type": "UINT32", "value": 6 } ] })"),
        kFixtures);
    QVERIFY(!list);
    QCOMPARE(list.error().id, std::string("dxdispatch.list-unsupported"));
  }

  // ---- the descriptor as DxDispatch writes it

  void countsEqualToTheDerivedOnesReadAsAbsent() {
    const auto same = parseOk(tileDescModel(
        R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "DimensionCount": 4, "TotalTensorSizeInBytes": 24 })",
        R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 6, 9], "TotalTensorSizeInBytes": 0 })", "4"));
    const auto& d = std::get<TileDesc>(same.session.desc);
    QCOMPARE(d.RepeatsCount, std::optional<uint32_t>());
    QCOMPARE(d.InputTensor.dimensionCount, std::optional<uint32_t>());
    QCOMPARE(d.InputTensor.totalTensorSizeInBytes, std::optional<uint64_t>());
    QCOMPARE(d.OutputTensor.totalTensorSizeInBytes, std::optional<uint64_t>());
    // Other values are kept for validation to report.
    const auto other = parseOk(tileDescModel(
        R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "DimensionCount": 3, "TotalTensorSizeInBytes": 32 })",
        kTileOutputDesc, "5"));
    const auto& o = std::get<TileDesc>(other.session.desc);
    QCOMPARE(o.RepeatsCount, std::optional<uint32_t>(5));
    QCOMPARE(o.InputTensor.dimensionCount, std::optional<uint32_t>(3));
    QCOMPARE(o.InputTensor.totalTensorSizeInBytes, std::optional<uint64_t>(32));
  }

  void tensorFlagsByNameArrayOrInteger_data() {
    QTest::addColumn<std::string>("flags");
    QTest::addColumn<uint32_t>("expected");
    QTest::newRow("short name") << std::string(R"("OWNED_BY_DML")") << 1u;
    QTest::newRow("full name") << std::string(R"("DML_TENSOR_FLAG_NONE")") << 0u;
    QTest::newRow("array") << std::string(R"(["NONE", "DML_TENSOR_FLAG_OWNED_BY_DML"])") << 1u;
    QTest::newRow("integer") << std::string("1") << 1u;
  }
  void tensorFlagsByNameArrayOrInteger() {
    QFETCH(std::string, flags);
    QFETCH(uint32_t, expected);
    const auto model = parseOk(tileDescModel(
        R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "Flags": )" + flags + " }", kTileOutputDesc, "4"));
    QCOMPARE(std::get<TileDesc>(model.session.desc).InputTensor.flags, expected);
  }

  void paddingValueSpecialsInAnyCase() {
    const auto model = parseOk(
        replaced(readText(kFixtures / "padding_reflection.json"), "\"PaddingValue\": 0", "\"PaddingValue\": \"-INF\""));
    QCOMPARE(std::get<PaddingDesc>(model.session.desc).PaddingValue, -std::numeric_limits<float>::infinity());
  }

  // ---- structural errors: the line and the JSON path

  void badModelsSayWhereAndWhat_data() {
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("message");
    QTest::newRow("missing dispatchables")
        << std::string("{\n  \"resources\": {},\n  \"commands\": []\n}\n")
        << std::string("line 1, /dispatchables: missing: a DxDispatch model needs \"dispatchables\"");
    QTest::newRow("commands not an array")
        << std::string("{\n  \"resources\": {},\n  \"dispatchables\": {},\n  \"commands\": {}\n}\n")
        << std::string("line 4, /commands: expected an array, got an object");
    QTest::newRow("not an object") << std::string("[]") << std::string("line 1: a DxDispatch model holds one JSON object, got an array");
    QTest::newRow("unknown resource in a binding")
        << tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4] })", "FLOAT32", 4,
                     R"({ "name": "inptu" })")
        << std::string("line 10, /commands/0/bindings/InputTensor/name: the model has no resource \"inptu\" (its "
                       "resources: input, output)");
    QTest::newRow("Sizes of the wrong type")
        << tileDescModel(R"({ "DataType": "FLOAT32", "Sizes": "3" })", kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/Sizes: expected an array of unsigned 32-bit "
                       "integers, got \"3\"");
    QTest::newRow("bad enum name")
        << tileDescModel(R"({ "DataType": "FLOAT23", "Sizes": [1, 1, 2, 3] })", kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/DataType: unknown data type \"FLOAT23\"; expected "
                       "one of DML_TENSOR_DATA_TYPE_UNKNOWN, DML_TENSOR_DATA_TYPE_FLOAT32, DML_TENSOR_DATA_TYPE_FLOAT16, "
                       "DML_TENSOR_DATA_TYPE_UINT32, DML_TENSOR_DATA_TYPE_UINT16, DML_TENSOR_DATA_TYPE_UINT8, "
                       "DML_TENSOR_DATA_TYPE_INT32, DML_TENSOR_DATA_TYPE_INT16, DML_TENSOR_DATA_TYPE_INT8, "
                       "DML_TENSOR_DATA_TYPE_FLOAT64, DML_TENSOR_DATA_TYPE_UINT64, DML_TENSOR_DATA_TYPE_INT64 (the prefix "
                       "may be left out)");
    QTest::newRow("bad flag name")
        << tileDescModel(R"({ "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "Flags": ["NONE", "OWNED"] })",
                         kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/Flags/1: unknown tensor flag \"OWNED\"; expected "
                       "DML_TENSOR_FLAG_NONE or DML_TENSOR_FLAG_OWNED_BY_DML (the prefix may be left out)");
    QTest::newRow("tensor type not a buffer")
        << tileDescModel(R"({ "Type": "DML_TENSOR_TYPE_INVALID", "Desc": { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3] } })",
                         kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/Type: unknown tensor type "
                       "\"DML_TENSOR_TYPE_INVALID\"; dmlscope reads buffer tensors (DML_TENSOR_TYPE_BUFFER, or BUFFER)");
    QTest::newRow("unknown field in the long form")
        << tileDescModel(R"({ "Type": "BUFFER", "Desc": { "DataType": "FLOAT32", "Sizes": [1, 1, 2, 3], "Data": [1] } })",
                         kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/Desc/Data: unknown field \"Data\"; the fields of "
                       "DML_BUFFER_TENSOR_DESC are DataType, Flags, DimensionCount, Sizes, Strides, "
                       "TotalTensorSizeInBytes, GuaranteedBaseOffsetAlignment");
    QTest::newRow("missing DataType")
        << tileDescModel(R"({ "Sizes": [1, 1, 2, 3] })", kTileOutputDesc, "4")
        << std::string("line 8, /dispatchables/tile/desc/InputTensor/DataType: missing: a tensor needs \"DataType\"");
    QTest::newRow("unterminated comment")
        << std::string("{\n  \"resources\": {},\n  /* the dispatchables\n  \"dispatchables\": {},\n  \"commands\": []\n}\n")
        << std::string("line 3, column 3: this block comment has no closing */");
    QTest::newRow("syntax error after a comment keeps its column")
        << std::string("{\n  /* one\n     two */ \"resources\": {} // three\n  , \"dispatchables\": {} x\n}\n")
        << std::string("line 4, column 25, /dispatchables: syntax error while parsing object - invalid literal; last "
                       "read: '\"dispatchables\": {} x'; expected '}'");
    QTest::newRow("absurd valueCount")
        << tileModel(R"({ "initialValuesDataType": "UINT8", "initialValues": { "valueCount": 1099511627776, "value": 1 } })")
        << std::string("line 3, /resources/input/initialValues/valueCount: this needs 1.00 TiB of memory for the "
                       "model's data, more than the 16.0 GiB dmlscope reads from a model");
    QTest::newRow("unknown command type")
        << std::string("{\n  \"resources\": {},\n  \"dispatchables\": {},\n  \"commands\": [\n    { \"type\": \"run\" }\n  ]\n}\n")
        << std::string("line 5, /commands/0/type: unknown command type \"run\"; DxDispatch runs \"dispatch\", \"print\" "
                       "and \"writeFile\" commands");
    QTest::newRow("unknown dispatchable")
        << std::string("{\n  \"resources\": {},\n  \"dispatchables\": { \"a\": { \"type\": \"hlsl\" } },\n"
                       "  \"commands\": [\n    { \"type\": \"dispatch\", \"dispatchable\": \"b\", \"bindings\": {} }\n  ]\n}\n")
        << std::string("line 5, /commands/0/dispatchable: the model has no dispatchable \"b\" (its dispatchables: a)");
    QTest::newRow("print of an unknown resource")
        << std::string("{\n  \"resources\": { \"A\": {} },\n  \"dispatchables\": {},\n"
                       "  \"commands\": [\n    { \"type\": \"print\", \"resource\": \"B\" }\n  ]\n}\n")
        << std::string("line 5, /commands/0/resource: the model has no resource \"B\" (its resources: A)");
    QTest::newRow("writeFile without targetPath")
        << std::string("{\n  \"resources\": { \"A\": {} },\n  \"dispatchables\": {},\n"
                       "  \"commands\": [\n    { \"type\": \"writeFile\", \"resource\": \"A\" }\n  ]\n}\n")
        << std::string("line 5, /commands/0/targetPath: missing: a \"writeFile\" command needs \"targetPath\"");
    QTest::newRow("unknown bind point")
        << tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4] })", "FLOAT32", 4,
                     R"("input", "ATensor": "input")")
        << std::string("line 10, /commands/0/bindings/ATensor: DML_OPERATOR_TILE has no tensor \"ATensor\" to bind; its "
                       "bind points are InputTensor, OutputTensor");
    QTest::newRow("two resources for one tensor")
        << tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4] })", "FLOAT32", 4,
                     R"(["input", "input"])")
        << std::string("line 10, /commands/0/bindings/InputTensor: 2 resources are bound, but InputTensor is a single tensor");
    QTest::newRow("unsupported operator chosen")
        << std::string("{\n  \"resources\": {},\n  \"dispatchables\": { \"g\": { \"type\": \"DML_OPERATOR_GEMM\", \"desc\": {} } },\n"
                       "  \"commands\": [\n    { \"type\": \"dispatch\", \"dispatchable\": \"g\", \"bindings\": {} }\n  ]\n}\n")
        << std::string("line 5, /commands/0: command 0 dispatches 'g' (DML_OPERATOR_GEMM), which dmlscope does not "
                       "support, and no dispatch of the model is of an operator it supports (TILE, PADDING, "
                       "DEPTH_TO_SPACE1, DEPTH_TO_SPACE, SPLIT, JOIN, PADDING1, ELEMENT_WISE_IDENTITY, SLICE1, SLICE, "
                       "SPACE_TO_DEPTH1, SPACE_TO_DEPTH, GATHER, GATHER_ELEMENTS, SCATTER, GATHER_ND1, GATHER_ND, "
                       "SCATTER_ND)");
  }
  void badModelsSayWhereAndWhat() {
    QFETCH(std::string, text);
    QFETCH(std::string, message);
    auto model = parseDxDispatchModel(text, kFixtures, text.find("GEMM") != std::string::npos ? std::optional<uint32_t>(0)
                                                                                              : std::nullopt);
    QVERIFY2(!model, text.c_str());
    QCOMPARE(QString::fromStdString(model.error().message), QString::fromStdString(message));
  }

  void anArrayBindPointTakesOneResourcePerTensor() {
    const std::string third = R"(,
                    { "name": "values", "elementOffset": 8, "elementCount": 4, "elementSizeInBytes": 4 })";
    auto fewer = parseDxDispatchModel(replaced(readText(kFixtures / "join_axis1.json"), third, ""), kFixtures);
    QVERIFY(!fewer);
    QCOMPARE(fewer.error().message,
             std::string("line 34, /commands/0/bindings/InputTensors: 2 resources are bound, but InputTensors has 3 tensors"));
  }

  void aMissingInputIsAnErrorAndAMissingOutputAWarning() {
    const std::string values = R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4] })";
    auto missing = parseDxDispatchModel(replaced(tileModel(values), "\"InputTensor\": \"input\", ", ""), kFixtures);
    QVERIFY(!missing);
    QCOMPARE(missing.error().message, std::string("line 10, /commands/0/bindings/InputTensor: missing: nothing is bound "
                                                  "to InputTensor, an input of DML_OPERATOR_TILE"));
    const auto model = parseOk(replaced(tileModel(values), ", \"OutputTensor\": \"output\"", ""));
    QCOMPARE(model.source.warnings.size(), size_t{1});
    QCOMPARE(model.source.warnings[0].message,
             std::string("line 10, /commands/0/bindings: nothing is bound to OutputTensor; DxDispatch would run the "
                         "operator without an output buffer"));
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{""});
  }

  void aSmallOutputResourceIsAWarning() {
    const auto model = parseOk(replaced(tileModel(R"({ "initialValuesDataType": "FLOAT32", "initialValues": [1, 2, 3, 4] })"),
                                        "\"valueCount\": 4, \"value\": 0", "\"valueCount\": 3, \"value\": 0"));
    QCOMPARE(model.source.warnings.size(), size_t{1});
    QCOMPARE(model.source.warnings[0].message,
             std::string("line 10, /commands/0/bindings/OutputTensor: resource \"output\" has 12 bytes from the bound "
                         "offset, but OutputTensor's buffer needs 16"));
  }

  // Comments and trailing commas become spaces; the same characters inside strings stay.
  void commentsInsideStringsStay() {
    const auto model = parseOk(replaced(readText(kFixtures / "tile.json"), "out/tile_output.npy", "a//b/*c*/, ].npy"));
    QCOMPARE(model.source.outputTargetPaths, std::vector<std::string>{"a//b/*c*/, ].npy"});
  }

  // ---- telling models from sessions

  void isDxDispatchModelLooksAtTheRootKeysOnly_data() {
    QTest::addColumn<std::string>("text");
    QTest::addColumn<bool>("model");
    for (const char* name : kModelFiles) QTest::newRow(name) << readText(kFixtures / name) << true;
    for (const char* name : {"tile.json", "padding_constant.json", "split_axis2.json", "join_axis1.json"}) {
      QTest::newRow((std::string("session ") + name).c_str()) << readText(kExamples / name) << false;
    }
    QTest::newRow("dmlscope key wins") << std::string(R"({ "commands": [], "dmlscope": 1 })") << false;
    QTest::newRow("nested keys do not count")
        << std::string(R"({ "title": "x", "desc": { "resources": {}, "commands": [] } })") << false;
    QTest::newRow("a string value is not a key") << std::string(R"({ "title": "commands" })") << false;
    QTest::newRow("comments around the keys")
        << std::string("// a model\n{ /* \"dmlscope\": 1 */ \"dispatchables\" /* c */ : {} }") << true;
    QTest::newRow("broken after the key") << std::string(R"({ "resources": { "a": [1, 2)") << true;
    QTest::newRow("an array") << std::string(R"([{ "commands": [] }])") << false;
    QTest::newRow("empty") << std::string() << false;
  }
  void isDxDispatchModelLooksAtTheRootKeysOnly() {
    QFETCH(std::string, text);
    QFETCH(bool, model);
    QCOMPARE(isDxDispatchModel(text), model);
  }

  // ---- chained dispatches: each reads the resources as the commands before it left them

  void aChainedDispatchReadsWhatTheEarlierOnesWrote() {
    // Worked by hand: Join [1 2 3] and [4 5 6] -> joined = [1 2 3 4 5 6]; Split on axis 3 into [1 2] (at element
    // 0 of "parts") and [3 4 5 6] (at element 4; elements 2 and 3 keep the -1 they started with); Tile reads
    // [[3 4] [5 6]] from element 4 and repeats it twice in both dimensions.
    const DxDispatchImport split = readModel("chain_join_split_tile.json", 1);
    QVERIFY2(split.source.warnings.empty(), messagesOf(split.source.warnings).c_str());
    QCOMPARE(float32Values(split.session.inputData.at(0)), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    const DxDispatchImport tile = readModel("chain_join_split_tile.json", 2);
    QVERIFY2(tile.source.warnings.empty(), messagesOf(tile.source.warnings).c_str());
    QCOMPARE(float32Values(tile.session.inputData.at(0)), (std::vector<float>{3, 4, 5, 6}));
    QCOMPARE(float32Values(runOnCpu(tile.session).at(0)),
             (std::vector<float>{3, 4, 3, 4, 5, 6, 5, 6, 3, 4, 3, 4, 5, 6, 5, 6}));
    // The first dispatch reads the initial values, as before.
    const DxDispatchImport join = readModel("chain_join_split_tile.json", 0);
    QCOMPARE(float32Values(join.session.inputData.at(1)), (std::vector<float>{4, 5, 6}));
  }

  void aStridedOutputLeavesTheGapsOfItsResource() {
    // Tile writes [7 8] through Strides {2}: elements 0 and 2 of "out"; 1 and 3 keep 5 and 6 for the Tile after.
    const std::string model = R"({
      "resources": {
        "in": { "initialValuesDataType": "FLOAT32", "initialValues": [7, 8] },
        "out": { "initialValuesDataType": "FLOAT32", "initialValues": [0, 5, 0, 6] },
        "copy": { "initialValuesDataType": "FLOAT32", "initialValues": [0, 0, 0, 0] }
      },
      "dispatchables": {
        "spread": { "type": "TILE", "desc": { "InputTensor": { "DataType": "FLOAT32", "Sizes": [2] },
                    "OutputTensor": { "DataType": "FLOAT32", "Sizes": [2], "Strides": [2] }, "Repeats": [1] } },
        "gather": { "type": "TILE", "desc": { "InputTensor": { "DataType": "FLOAT32", "Sizes": [4] },
                    "OutputTensor": { "DataType": "FLOAT32", "Sizes": [4] }, "Repeats": [1] } }
      },
      "commands": [
        { "type": "dispatch", "dispatchable": "spread", "bindings": { "InputTensor": "in", "OutputTensor": "out" } },
        { "type": "dispatch", "dispatchable": "gather", "bindings": { "InputTensor": "out", "OutputTensor": "copy" } }
      ]
    })";
    const DxDispatchImport second = parseOk(model, 1);
    QCOMPARE(float32Values(second.session.inputData.at(0)), (std::vector<float>{7, 5, 8, 6}));
  }

  void anUnrunCommandInTheChainIsNamedInAWarning() {
    // The hlsl shader (command 1) is bound to "scaled": the Tile reads its initial values, 10 20 30 40.
    const DxDispatchImport tile = readModel("chain_unsupported_middle.json", 2);
    QCOMPARE(tile.source.warnings.size(), size_t{1});
    QCOMPARE(tile.source.warnings[0].message,
             std::string("line 41, /commands/2/bindings/InputTensor: resource \"scaled\" may lack what command 1 "
                         "('scale', hlsl) writes, which dmlscope does not run; its values here are those the commands "
                         "dmlscope ran left (the initial values where none wrote it)"));
    QCOMPARE(float32Values(tile.session.inputData.at(0)), (std::vector<float>{10, 20, 30, 40}));
    QCOMPARE(float32Values(runOnCpu(tile.session).at(0)), (std::vector<float>{10, 20, 30, 40, 10, 20, 30, 40}));
    // The Join before the shader reads nothing the shader touches: no warning.
    QVERIFY(readModel("chain_unsupported_middle.json", 0).source.warnings.empty());
  }

  void anEarlierDispatchThatCannotRunIsNamedWithItsReason() {
    // Split on axis 2 of a [1, 1, 1, 6] input is invalid: it does not run, and "parts" keeps its -1s.
    const std::string text = replaced(readText(kFixtures / "chain_join_split_tile.json"),
                                      "\"Axis\": 3\n            }\n        },\n        \"tile\"",
                                      "\"Axis\": 2\n            }\n        },\n        \"tile\"");
    const DxDispatchImport tile = parseOk(text, 2);
    QCOMPARE(tile.source.warnings.size(), size_t{1});
    const std::string& message = tile.source.warnings[0].message;
    QVERIFY2(message.starts_with("line 61, /commands/2/bindings/InputTensor: resource \"parts\" lacks what "
                                 "command 1 ('split', SPLIT) writes, which could not run ("),
             message.c_str());
    QCOMPARE(float32Values(tile.session.inputData.at(0)), (std::vector<float>{-1, -1, -1, -1}));
  }

  void runningTheWholeModelGivesEveryPrintAndWriteFile() {
    auto run = runDxDispatchFile(kFixtures / "chain_join_split_tile.json");
    QVERIFY2(bool(run), run ? "" : run.error().message.c_str());
    QVERIFY2(run->warnings.empty(), messagesOf(run->warnings).c_str());
    QCOMPARE(run->ran, (std::vector<uint32_t>{0, 1, 2}));
    QCOMPARE(run->outputs.size(), size_t{3});
    const DxDispatchOutput& print = run->outputs[0];
    QCOMPARE(print.commandIndex, 3u);
    QVERIFY(!print.isWriteFile);
    QCOMPARE(print.resource, std::string("parts"));
    QCOMPARE(print.dataType, DataType::Float32);
    QCOMPARE(float32Values(print.bytes), (std::vector<float>{1, 2, -1, -1, 3, 4, 5, 6}));
    const DxDispatchOutput& raw = run->outputs[1];
    QVERIFY(raw.isWriteFile);
    QCOMPARE(raw.targetPath, std::string("parts.dat"));
    QCOMPARE(float32Values(raw.bytes), (std::vector<float>{1, 2, -1, -1, 3, 4, 5, 6}));
    const DxDispatchOutput& tiled = run->outputs[2];
    QCOMPARE(tiled.targetPath, std::string("results/tiled.npy"));
    QCOMPARE(tiled.dimensions, (std::vector<uint32_t>{1, 1, 4, 4}));
    QCOMPARE(float32Values(tiled.bytes), (std::vector<float>{3, 4, 3, 4, 5, 6, 5, 6, 3, 4, 3, 4, 5, 6, 5, 6}));
  }

  void runningTheWholeModelCarriesAnUnrunCommandOn() {
    auto run = runDxDispatchFile(kFixtures / "chain_unsupported_middle.json");
    QVERIFY2(bool(run), run ? "" : run.error().message.c_str());
    QCOMPARE(run->ran, (std::vector<uint32_t>{0, 2}));
    // The shader is skipped; the Tile reads what it may have written; so the print of the Tile's output, which
    // comes from it, lacks it too.
    QCOMPARE(run->warnings.size(), size_t{3});
    QCOMPARE(run->warnings[0].message,
             std::string("line 40, /commands/1: command 1 ('scale', hlsl) is not run: dmlscope does not implement "
                         "it, so the resources bound to it keep the values they had"));
    QVERIFY(run->warnings[1].message.starts_with("line 41, /commands/2/bindings/InputTensor: resource \"scaled\" may lack what command 1"));
    QVERIFY(run->warnings[2].message.starts_with("line 42, /commands/3/resource: resource \"tiled\" may lack what command 1"));
    QCOMPARE(run->outputs.size(), size_t{1});
    QCOMPARE(float32Values(run->outputs[0].bytes), (std::vector<float>{10, 20, 30, 40, 10, 20, 30, 40}));
  }

  // ---- a dispatchable's own bindings, and its desc without the "desc" wrapper

  void aDispatchablesOwnBindingsAreReadAtInitialization() {
    // Worked by hand: "repeat" binds A itself, at initialization, before command 0 writes 7 8 9 into A; so its
    // input is A's initial 1 2 3, and Repeats {2} gives 1 2 3 1 2 3.
    const DxDispatchImport repeat = readModel("owned_bindings.json", 1);
    QVERIFY2(repeat.source.warnings.empty(), messagesOf(repeat.source.warnings).c_str());
    QCOMPARE(float32Values(repeat.session.inputData.at(0)), (std::vector<float>{1, 2, 3}));
    QCOMPARE(float32Values(runOnCpu(repeat.session).at(0)), (std::vector<float>{1, 2, 3, 1, 2, 3}));
    auto run = runDxDispatchFile(kFixtures / "owned_bindings.json");
    QVERIFY2(bool(run), run ? "" : run.error().message.c_str());
    QCOMPARE(run->ran, (std::vector<uint32_t>{0, 1}));
    QCOMPARE(float32Values(run->outputs.at(0).bytes), (std::vector<float>{1, 2, 3, 1, 2, 3}));
    // The dispatch command's own binding wins over the dispatchable's: then the input is A as command 0 left it.
    const std::string text = replaced(readText(kFixtures / "owned_bindings.json"), "\"bindings\": { \"OutputTensor\": \"Out\" }",
                                      "\"bindings\": { \"InputTensor\": \"A\", \"OutputTensor\": \"Out\" }");
    QCOMPARE(float32Values(parseOk(text, 1).session.inputData.at(0)), (std::vector<float>{7, 8, 9}));
    // A dispatchable binding names a bind point of the operator and a resource of the model, like a command's.
    auto unknown = parseDxDispatchModel(replaced(readText(kFixtures / "owned_bindings.json"), "\"InputTensor\": \"A\"",
                                                 "\"InputTensors\": \"A\""), kFixtures);
    QVERIFY(!unknown);
    QVERIFY2(unknown.error().message.starts_with("line 36, /dispatchables/repeat/bindings/InputTensors:"),
             unknown.error().message.c_str());
  }

  void aDispatchableWithoutDescIsReadFromItsOwnFields() {
    const DxDispatchImport model = readModel("tile_without_desc.json");
    QVERIFY(model.session.desc == asImported(readExample("tile.json")).desc);
    QCOMPARE(float32Values(runOnCpu(model.session).at(0)), kTileOutput);
    // A field the desc does not have is named with its place in the dispatchable.
    auto stray = parseDxDispatchModel(replaced(readText(kFixtures / "tile_without_desc.json"), "\"RepeatsCount\": 4,",
                                               "\"RepeatsCount\": 4, \"Order\": 1,"), kFixtures);
    QVERIFY(!stray);
    QCOMPARE(stray.error().message,
             std::string("line 16, /dispatchables/tile/Order: unknown field \"Order\"; the fields of "
                         "DML_TILE_OPERATOR_DESC are InputTensor, OutputTensor, RepeatsCount, Repeats"));
  }
};

QTEST_GUILESS_MAIN(TestDxDispatchImport)
#include "tst_dxdispatch_import.moc"
