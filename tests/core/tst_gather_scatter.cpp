// The gathers and scatters beyond their page examples: the index cell behind each source (the "via"), the
// explanation that writes the index value into the formula, and the warnings for what DirectML leaves undefined.
#include <QtTest>

#include <cstring>

#include "dmlscope/backend.h"
#include "dmlscope/explanation.h"
#include "dmlscope/index_values.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

// Example 2 of the GATHER page: rows {0, 1, 1, 2} of a 3×2 input.
Session gatherRows(std::vector<uint32_t> indices) {
  GatherDesc d;
  d.InputTensor = tensor(DataType::Float32, {3, 2});
  d.IndicesTensor = tensor(DataType::UInt32, {1, static_cast<uint32_t>(indices.size())});
  d.OutputTensor = tensor(DataType::Float32, {static_cast<uint32_t>(indices.size()), 2});
  return makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6}), uint32Buffer(indices)});
}

// Example 2 of the GATHER_ND1 page: 2-D tuples into three batches of 2×2.
Session gatherNdBatches() {
  GatherNd1Desc d{tensor(DataType::Float32, {1, 3, 2, 2}), tensor(DataType::UInt32, {1, 3, 2, 2}),
                  tensor(DataType::Float32, {1, 1, 3, 2}), 3, 3, 1};
  return makeSession(d, {float32Buffer({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}),
                         uint32Buffer({0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0})});
}

// SCATTER_ND of 1-tuples into a row of four (InputDimensionCount 1, IndicesDimensionCount 2).
Session scatterNdRow(std::vector<uint32_t> indices, std::vector<float> updates) {
  const auto n = static_cast<uint32_t>(indices.size());
  ScatterNdDesc d{tensor(DataType::Float32, {1, 4}), tensor(DataType::UInt32, {n, 1}), tensor(DataType::Float32, {1, n}),
                  tensor(DataType::Float32, {1, 4}), 1, 2};
  return makeSession(d, {float32Buffer({0, 1, 2, 3}), uint32Buffer(indices), float32Buffer(updates)});
}

}  // namespace

class TestGatherScatter : public QObject {
  Q_OBJECT

 private slots:
  // Output [2, 1] is input [1, 1] (element 3), chosen by IndicesTensor[0, 2] (element 2).
  void gatherMapRecordsTheIndexCell() {
    auto run = makeCpuBackend()->run(gatherRows({0, 1, 1, 2}));
    QVERIFY(run.ok());
    QCOMPARE(run->indexMap.sourceOf(0, 5), (std::optional<Source>{Source{0, 3}}));
    QCOMPARE(run->indexMap.viaOf(0, 5), (std::optional<Source>{Source{1, 2}}));
  }

  void explanationWritesTheIndexValue() {
    const Session s = gatherRows({0, 1, 1, 2});
    const IndexValues values(s.desc, s.inputData);
    const std::vector<uint32_t> at = {2, 1};
    auto e = explainOutputElement(s.desc, 0, at, values);
    QVERIFY(e.ok());
    bool found = false;
    for (const auto& step : e->steps) found = found || step.text == "Gather: Axis 0 takes IndicesTensor[0, 2] = 1 → InputTensor[1, 1]";
    QVERIFY2(found, e->steps.empty() ? "" : e->steps.front().text.c_str());
    QVERIFY(e->via.has_value());
    QCOMPARE(e->viaField, std::string("IndicesTensor"));
    QCOMPARE(e->via->coordinates, (std::vector<uint32_t>{0, 2}));
  }

  // 7 on an axis of 3: the run completes (clamped to the last row) and the warning names the cell.
  void indexOutsideTheAxisWarnsAndClamps() {
    const Session s = gatherRows({0, 1, 7});
    QVERIFY(validateSession(s).empty());
    const auto warnings = indexWarnings(s);
    QCOMPARE(warnings.size(), size_t{1});
    QCOMPARE(warnings[0].field, std::string("IndicesTensor[0, 2]"));
    QCOMPARE(warnings[0].message, std::string("IndicesTensor[0, 2]: 7 is outside 0..2 on axis 0"));
    QCOMPARE(warnings[0].cell, (std::vector<uint32_t>{0, 2}));
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    QVERIFY(indexWarnings(gatherRows({0, 1, 2})).empty());
  }

  // INT64 -1 counts from the end; -4 on an axis of 3 is outside -3..2.
  void negativeIndicesCountFromTheEnd() {
    GatherDesc d;
    d.InputTensor = tensor(DataType::Float32, {3, 2});
    d.IndicesTensor = tensor(DataType::Int64, {1, 2});
    d.OutputTensor = tensor(DataType::Float32, {2, 2});
    Buffer indices(16);
    const int64_t values[] = {-1, -4};
    std::memcpy(indices.data(), values, 16);
    const Session s = makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6}), indices});
    QVERIFY(validateSession(s).empty());
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{5, 6, 1, 2}));
    const auto warnings = indexWarnings(s);
    QCOMPARE(warnings.size(), size_t{1});
    QCOMPARE(warnings[0].message, std::string("IndicesTensor[0, 1]: -4 is outside -3..2 on axis 0"));
  }

  // The SCATTER page's example 1: index 3 twice, the later update (7) stays, and the second write is named.
  void scatterCollisionKeepsTheLaterUpdateAndWarns() {
    ScatterDesc d;
    d.InputTensor = tensor(DataType::Float32, {5});
    d.IndicesTensor = tensor(DataType::UInt32, {4});
    d.UpdatesTensor = tensor(DataType::Float32, {4});
    d.OutputTensor = tensor(DataType::Float32, {5});
    const Session s = makeSession(d, {float32Buffer({0, 1, 2, 3, 4}), uint32Buffer({3, 1, 3, 0}), float32Buffer({5, 6, 7, 8})});
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{8, 6, 2, 7, 4}));
    QCOMPARE(run->indexMap.sourceOf(0, 3), (std::optional<Source>{Source{2, 2}}));  // UpdatesTensor[2]
    QCOMPARE(run->indexMap.viaOf(0, 3), (std::optional<Source>{Source{1, 2}}));
    QCOMPARE(run->indexMap.viaOf(0, 2), std::optional<Source>{});  // untouched: the input's own element
    const auto warnings = indexWarnings(s);
    QCOMPARE(warnings.size(), size_t{1});
    QCOMPARE(warnings[0].field, std::string("IndicesTensor[2]"));
    QVERIFY2(warnings[0].message.find("writes OutputTensor[3], which IndicesTensor[0] writes too") != std::string::npos,
             warnings[0].message.c_str());
  }

  // IndicesTensor's types are its own: a FLOAT32 one is refused by name; INT64 indices beside FLOAT32 data are fine.
  void indicesTypeIsValidatedOnItsOwn() {
    Session s = gatherRows({0, 1});
    std::get<GatherDesc>(s.desc).IndicesTensor.dataType = DataType::Float32;
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_6_4), "IndicesTensor.DataType", "tensor.data-type-unsupported"));
    std::get<GatherDesc>(s.desc).IndicesTensor.dataType = DataType::Int64;
    QVERIFY(validate(s.desc, FeatureLevel::FL_6_4).empty());
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_2_1), "IndicesTensor.DataType", "tensor.data-type-unsupported"));
  }

  void gatherRulesNameTheirFields() {
    Session s = gatherRows({0, 1});
    auto& d = std::get<GatherDesc>(s.desc);
    d.Axis = 2;
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_6_4), "Axis", "gather.axis-range"));
    d.Axis = 0;
    d.IndexDimensions = 3;
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_6_4), "IndexDimensions", "gather.index-dimensions-range"));
    d.IndexDimensions = 1;
    d.OutputTensor.sizes = {3, 2};
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_6_4), "OutputTensor.Sizes[0]", "operator.output-size"));
  }

  // Batch 1's second tuple <1, 1>: output [0, 0, 1, 1] is input [0, 1, 1, 1] (7), chosen by IndicesTensor[0, 1, 1, 0]
  // (element 6); the explanation writes both tuple values into the formula.
  void gatherNdMapsThroughTheTuple() {
    const Session s = gatherNdBatches();
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{0, 3, 7, 4, 9, 10}));
    QCOMPARE(run->indexMap.sourceOf(0, 3), (std::optional<Source>{Source{0, 4}}));  // batch 1's <0, 0>: input 4
    QCOMPARE(run->indexMap.viaOf(0, 3), (std::optional<Source>{Source{1, 6}}));
    const IndexValues values(s.desc, s.inputData);
    const std::vector<uint32_t> at = {0, 0, 1, 0};
    auto e = explainOutputElement(s.desc, 0, at, values);
    QVERIFY(e.ok());
    std::vector<std::string> texts;
    for (const auto& step : e->steps) texts.push_back(step.text);
    QVERIFY(std::find(texts.begin(), texts.end(), "GatherND1: tuple entry 0, IndicesTensor[0, 1, 0, 0] = 1, picks coordinate 1 of InputTensor's dimension 2") != texts.end());
    QVERIFY(std::find(texts.begin(), texts.end(), "GatherND1: tuple entry 1, IndicesTensor[0, 1, 0, 1] = 1, picks coordinate 1 of InputTensor's dimension 3") != texts.end());
    QCOMPARE(e->via->coordinates, (std::vector<uint32_t>{0, 1, 0, 0}));
  }

  // A tuple value of 5 on a dimension of 2: clamped to the last row, and the cell is named.
  void gatherNdTupleOutsideItsDimensionWarns() {
    GatherNd1Desc d{tensor(DataType::Float32, {2, 2}), tensor(DataType::UInt32, {2, 1}), tensor(DataType::Float32, {2, 2}), 2, 2, 0};
    const Session s = makeSession(d, {float32Buffer({0, 1, 2, 3}), uint32Buffer({5, 0})});
    QVERIFY(validateSession(s).empty());
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{2, 3, 0, 1}));
    const auto warnings = indexWarnings(s);
    QCOMPARE(warnings.size(), size_t{1});
    QCOMPARE(warnings[0].message, std::string("IndicesTensor[0, 0]: 5 is outside 0..1 on axis 0"));
  }

  // Tuples 2, 0, 2: the third lands where the first did, keeps its update (12) and is warned about once.
  void scatterNdRepeatedTupleKeepsTheLaterUpdateAndWarns() {
    const Session s = scatterNdRow({2, 0, 2}, {10, 11, 12});
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{11, 1, 12, 3}));
    QCOMPARE(run->indexMap.sourceOf(0, 2), (std::optional<Source>{Source{2, 2}}));
    QCOMPARE(run->indexMap.viaOf(0, 2), (std::optional<Source>{Source{1, 2}}));
    const auto warnings = indexWarnings(s);
    QCOMPARE(warnings.size(), size_t{1});
    QCOMPARE(warnings[0].field, std::string("IndicesTensor[2, 0]"));
    QVERIFY2(warnings[0].message.find("writes OutputTensor[0, 2], which IndicesTensor[0, 0] writes too") != std::string::npos,
             warnings[0].message.c_str());
  }

  // A 1-tuple into rows of a 3×2 input: the update block is a whole row (the remainder dimension).
  void scatterNdWritesWholeBlocks() {
    ScatterNdDesc d{tensor(DataType::Float32, {3, 2}), tensor(DataType::Int64, {1, 1}), tensor(DataType::Float32, {1, 2}),
                    tensor(DataType::Float32, {3, 2}), 2, 2};
    Buffer indices(8);
    const int64_t minusOne = -1;  // the last row
    std::memcpy(indices.data(), &minusOne, 8);
    const Session s = makeSession(d, {float32Buffer({0, 1, 2, 3, 4, 5}), indices, float32Buffer({9, 8})});
    QVERIFY(validateSession(s).empty());
    auto run = makeCpuBackend()->run(s);
    QVERIFY(run.ok());
    QCOMPARE(float32Values(run->outputs[0]), (std::vector<float>{0, 1, 2, 3, 9, 8}));
    QVERIFY(indexWarnings(s).empty());
    // The tuple picks a row of the output it writes (-1 resolves against OutputTensor's 3 rows).
    const IndexValues values(s.desc, s.inputData);
    const std::vector<uint32_t> at = {2, 1};
    auto e = explainOutputElement(s.desc, 0, at, values);
    QVERIFY(e.ok());
    std::vector<std::string> texts;
    for (const auto& step : e->steps) texts.push_back(step.text);
    QVERIFY(std::find(texts.begin(), texts.end(), "ScatterND: tuple entry 0, IndicesTensor[0, 0] = -1, picks coordinate 2 of OutputTensor's dimension 0") != texts.end());
  }

  void ndRulesNameTheirFields() {
    Session s = gatherNdBatches();
    auto& d = std::get<GatherNd1Desc>(s.desc);
    const auto level = FeatureLevel::FL_6_4;
    d.InputDimensionCount = 0;
    QVERIFY(hasDiagnostic(validate(s.desc, level), "InputDimensionCount", "nd.dimension-count-range"));
    d.InputDimensionCount = 3;
    d.BatchDimensionCount = 3;
    QVERIFY(hasDiagnostic(validate(s.desc, level), "BatchDimensionCount", "nd.batch-range"));
    d.BatchDimensionCount = 1;
    d.InputDimensionCount = 2;  // InputTensor.Sizes[1] (3) is no longer meaningful, so must be 1
    QVERIFY(hasDiagnostic(validate(s.desc, level), "InputTensor.Sizes[1]", "nd.leading-size"));
    d.InputDimensionCount = 3;
    d.IndicesTensor.sizes = {1, 3, 2, 3};  // 3-tuples, but only 2 dimensions follow the batch
    QVERIFY(hasDiagnostic(validate(s.desc, level), "IndicesTensor.Sizes[3]", "nd.tuple-size"));
    d.IndicesTensor.sizes = {1, 2, 2, 2};  // 2 batches beside the input's 3
    QVERIFY(hasDiagnostic(validate(s.desc, level), "IndicesTensor.Sizes[1]", "nd.batch-size"));
    d.IndicesTensor.sizes = {1, 3, 2, 2};
    d.OutputTensor.sizes = {1, 1, 3, 3};
    QVERIFY(hasDiagnostic(validate(s.desc, level), "OutputTensor.Sizes[3]", "operator.output-size"));
    d.OutputTensor.sizes = {1, 1, 3, 2};
    QVERIFY(validate(s.desc, level).empty());
    QVERIFY(hasDiagnostic(validate(s.desc, FeatureLevel::FL_2_1), "Operator", "operator.unavailable"));
  }

  // The updates that compete for one output element (what a GPU scan reads, and what decides its winner passes):
  // SCATTER's UpdatesTensor size along Axis, SCATTER_ND's tuples; nothing for an operator that writes no updates.
  void candidateUpdatesAreTheScattersCompetingUpdates() {
    ScatterDesc elements{tensor(DataType::Float32, {2, 3}), tensor(DataType::UInt32, {2, 40}), tensor(DataType::Float32, {2, 40}),
                         tensor(DataType::Float32, {2, 3}), 1};
    QCOMPARE(candidateUpdates(elements), std::optional<uint64_t>{40});
    elements.Axis = 0;
    QCOMPARE(candidateUpdates(elements), std::optional<uint64_t>{2});
    // 40 one-tuples into 3 rows, then 6 two-tuples (IndicesTensor {2, 3, 2}) into a 3×5 input.
    ScatterNdDesc nd{tensor(DataType::Float32, {3, 5}), tensor(DataType::UInt32, {40, 1}), tensor(DataType::Float32, {40, 5}),
                     tensor(DataType::Float32, {3, 5}), 2, 2};
    QCOMPARE(candidateUpdates(nd), std::optional<uint64_t>{40});
    nd.IndicesTensor.sizes = {2, 3, 2};
    QCOMPARE(candidateUpdates(nd), std::optional<uint64_t>{6});
    QCOMPARE(candidateUpdates(gatherRows({0, 1}).desc), std::optional<uint64_t>{});
    QCOMPARE(candidateUpdates(gatherNdBatches().desc), std::optional<uint64_t>{});
    QCOMPARE(candidateUpdates(defaultDesc(OperatorType::Tile)), std::optional<uint64_t>{});
  }
};

QTEST_GUILESS_MAIN(TestGatherScatter)
#include "tst_gather_scatter.moc"
