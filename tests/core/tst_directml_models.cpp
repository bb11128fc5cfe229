// DirectML's own DxDispatch models (DxDispatch/models in microsoft/DirectML), read in place from
// ../shared/peer-data/dxdispatch-directml beside the repository, never copied into it (issue 27): each opens,
// runs on every backend (the reference, the fast CPU path and the GPU) with the outputs worked out by hand from
// the file below, runs as a whole model as DxDispatch runs it, and round-trips through the export: the exported
// model opens to the same descriptor and gives the same outputs.
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

const std::filesystem::path kModels = DMLSCOPE_DIRECTML_MODELS_DIR;

#define DMLSCOPE_REQUIRE_MODELS()                                                                 \
  do {                                                                                            \
    if (!std::filesystem::is_directory(kModels))                                                  \
      QSKIP(qPrintable(QStringLiteral("DirectML's models are not at %1")                          \
                           .arg(QString::fromStdString(kModels.string()))));                      \
  } while (false)

// One model: its file, and per output slot of its (only) dispatch the values worked out by hand.
struct Model {
  const char* file;
  OperatorType type;
  std::vector<std::vector<float>> outputs;
};

// Worked out by hand from the files:
//  - dml_element_wise_identity: A = [1, 2, 3], ScaleBias {Scale 2, Bias 10}: [1, 2, 3] × 2 + 10 = [12, 14, 16].
//  - dml_join: A = 1, 2, ..., 10 (valueStart 1, valueDelta 1), B = 100, 115, 130 (valueStart 100, valueDelta 15).
//    InputTensors[0] (Sizes [3]) is A's elements 0..2 = 1, 2, 3; InputTensors[1] (Sizes [2]) is B's first two,
//    100, 115 (its third, 130, lies beyond the tensor); InputTensors[2] (Sizes [5]) is A from element 4,
//    5 elements: 5, 6, 7, 8, 9. Joined along axis 0 into Out's 10 elements: 1 2 3 100 115 5 6 7 8 9.
//  - dml_slice: input 1..25 as a 5 × 5 matrix, element (r, c) = 5r + c + 1. Offsets (1, 1), Sizes (3, 2),
//    Strides (1, 2) take rows 1, 2, 3 and columns 1, 3: (1,1) 7, (1,3) 9, (2,1) 12, (2,3) 14, (3,1) 17, (3,3) 19.
//  - dml_split: [1..6] split along axis 0 into three of Sizes [2]: [1, 2], [3, 4], [5, 6].
const Model kModelList[] = {
    {"dml_element_wise_identity.json", OperatorType::ElementWiseIdentity, {{12, 14, 16}}},
    {"dml_join.json", OperatorType::Join, {{1, 2, 3, 100, 115, 5, 6, 7, 8, 9}}},
    {"dml_slice.json", OperatorType::Slice, {{7, 9, 12, 14, 17, 19}}},
    {"dml_split.json", OperatorType::Split, {{1, 2}, {3, 4}, {5, 6}}},
};

void addModelRows() {
  QTest::addColumn<int>("model");
  for (int i = 0; i < int(std::size(kModelList)); ++i) QTest::newRow(kModelList[i].file) << i;
}

std::string messagesOf(const std::vector<Error>& warnings) {
  std::string out;
  for (const auto& w : warnings) out += w.message + "\n";
  return out;
}

std::string describeFloats(const std::vector<float>& values) {
  std::string out;
  for (float v : values) out += std::to_string(v) + " ";
  return out;
}

// Every output of `session` on `backend` as FLOAT32 values, or why not.
Result<std::vector<std::vector<float>>> outputsOn(Backend& backend, const Session& session) {
  auto run = backend.run(session);
  if (!run) return run.error();
  std::vector<std::vector<float>> out;
  for (const Buffer& b : run->outputs) out.push_back(float32Values(b));
  return out;
}

DxDispatchImport openModel(const Model& m) {
  auto opened = readDxDispatchFile(kModels / m.file);
  if (!opened) qFatal("%s: %s", m.file, opened.error().message.c_str());
  return std::move(*opened);
}

class TstDirectmlModels : public QObject {
  Q_OBJECT

 private slots:
  void eachModelOpensAsItsOperator_data() { addModelRows(); }
  void eachModelOpensAsItsOperator() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    auto opened = readDxDispatchFile(kModels / m.file);
    QVERIFY2(opened.ok(), opened.ok() ? "" : opened.error().message.c_str());
    QVERIFY2(opened->source.warnings.empty(), messagesOf(opened->source.warnings).c_str());
    QCOMPARE(opened->source.dispatches.size(), size_t{1});
    QVERIFY(opened->source.dispatches[0].supported);
    const auto problems = validate(opened->session.desc, opened->session.featureLevel);
    QVERIFY2(problems.empty(), describe(problems).c_str());
    QCOMPARE(operatorType(opened->session.desc), m.type);
    if (const auto* identity = std::get_if<ElementWiseIdentityDesc>(&opened->session.desc)) {
      QVERIFY(identity->ScaleBias.has_value());
      QCOMPARE(identity->ScaleBias->Scale, 2.0f);
      QCOMPARE(identity->ScaleBias->Bias, 10.0f);
    }
  }

  void theReferenceGivesTheHandWorkedOutputs_data() { addModelRows(); }
  void theReferenceGivesTheHandWorkedOutputs() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    auto out = outputsOn(*makeCpuBackend(), openModel(m).session);
    QVERIFY2(out.ok(), out.ok() ? "" : out.error().message.c_str());
    QCOMPARE(*out, m.outputs);
  }

  void theFastCpuPathGivesTheHandWorkedOutputs_data() { addModelRows(); }
  void theFastCpuPathGivesTheHandWorkedOutputs() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    auto out = outputsOn(*makeFastCpuBackend(), openModel(m).session);
    QVERIFY2(out.ok(), out.ok() ? "" : out.error().message.c_str());
    QCOMPARE(*out, m.outputs);
  }

  void theGpuGivesTheHandWorkedOutputs_data() { addModelRows(); }
  void theGpuGivesTheHandWorkedOutputs() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    auto gpu = gputest::openGpu();
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu);
    auto out = outputsOn(*gpu.backend, openModel(m).session);
    QVERIFY2(out.ok(), out.ok() ? "" : out.error().message.c_str());
    QCOMPARE(*out, m.outputs);
  }

  // The whole model as DxDispatch runs it: each print command shows its resource with the dispatch's output.
  void theWholeModelPrintsTheHandWorkedOutputs_data() { addModelRows(); }
  void theWholeModelPrintsTheHandWorkedOutputs() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    auto run = runDxDispatchFile(kModels / m.file);
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
    QVERIFY2(run->warnings.empty(), messagesOf(run->warnings).c_str());
    QCOMPARE(run->ran.size(), size_t{1});
    // One print per output, in the order of the outputs (each model prints its outputs' resources in order).
    QCOMPARE(run->outputs.size(), m.outputs.size());
    for (size_t o = 0; o < m.outputs.size(); ++o) {
      QVERIFY(!run->outputs[o].isWriteFile);
      QCOMPARE(run->outputs[o].dataType, DataType::Float32);
      const auto printed = float32Values(run->outputs[o].bytes);
      QVERIFY2(printed == m.outputs[o], (run->outputs[o].resource + ": " + describeFloats(printed)).c_str());
    }
  }

  // Exported as a DxDispatch model and read again: the same descriptor and the same outputs.
  void theExportRoundTrips_data() { addModelRows(); }
  void theExportRoundTrips() {
    DMLSCOPE_REQUIRE_MODELS();
    QFETCH(int, model);
    const Model& m = kModelList[model];
    const DxDispatchImport original = openModel(m);
    auto text = writeDxDispatchModel(original.session);
    QVERIFY2(text.ok(), text.ok() ? "" : text.error().message.c_str());
    QTemporaryDir dir;
    auto again = parseDxDispatchModel(*text, dir.path().toStdString());
    QVERIFY2(again.ok(), again.ok() ? "" : (again.error().message + "\n" + *text).c_str());
    QVERIFY2(again->session.desc == original.session.desc, text->c_str());
    if (std::holds_alternative<ElementWiseIdentityDesc>(original.session.desc))
      QVERIFY2(text->find("\"ScaleBias\"") != std::string::npos, text->c_str());
    auto out = outputsOn(*makeCpuBackend(), again->session);
    QVERIFY2(out.ok(), out.ok() ? "" : out.error().message.c_str());
    QCOMPARE(*out, m.outputs);
    // And the exported model run whole prints them too.
    auto run = runDxDispatchModel(*text, dir.path().toStdString());
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
    std::vector<std::vector<float>> printed;
    for (const auto& output : run->outputs)
      if (!output.isWriteFile) printed.push_back(float32Values(output.bytes));
    QCOMPARE(printed, m.outputs);
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TstDirectmlModels)
#include "tst_directml_models.moc"
