// Validation once per run: a backend given the caller's validation (RunOptions::validation) of the very session
// it runs does not validate again, and one of another or since edited session never lets an invalid one run;
// on every backend (the reference CPU, the fast CPU and, where there is a Vulkan device, the GPU).
#include <QtTest>

#include <memory>
#include <string>

#include "dmlscope/backend.h"
#include "dmlscope/session_validation.h"
#include "dmlscope/vulkan_backend.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

// A Tile of 4 UINT32 elements repeated 3 times: output[i] = input[i % 4], worked out by hand.
Session uintTile() {
  TileDesc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 1, 1, 4});
  d.OutputTensor = tensor(DataType::UInt32, {1, 1, 3, 4});
  d.Repeats = {1, 1, 3, 1};
  return makeSession(d, {uint32Buffer({5, 6, 7, 8})});
}

const std::vector<uint32_t> kTiled{5, 6, 7, 8, 5, 6, 7, 8, 5, 6, 7, 8};

std::unique_ptr<Backend> openBackend(const QString& name) {
  if (name == "cpu-reference") return makeCpuBackend();
  if (name == "cpu") return makeFastCpuBackend();
  auto gpu = makeVulkanBackend();
  return gpu ? std::move(*gpu) : nullptr;
}

// In a test slot: the GPU row skips where there is no Vulkan device, and fails under DMLSCOPE_REQUIRE_GPU=1.
#define OR_SKIP_WITHOUT_GPU(backend)                                                            \
  do {                                                                                          \
    if (!(backend) && qEnvironmentVariableIntValue("DMLSCOPE_REQUIRE_GPU") == 1) QFAIL("no Vulkan backend"); \
    if (!(backend)) QSKIP("no Vulkan device");                                                  \
  } while (false)

// Each edit changes a different part of the Tile that validation reads; all but "feature level" make it invalid.
void editToInvalid(Session& s, const QString& how) {
  if (how == "descriptor") std::get<TileDesc>(s.desc).Repeats[2] = 2;  // OutputTensor.Sizes[2] is then not 1 * 2
  if (how == "data") s.inputData[0] = uint32Buffer({5, 6, 7});        // 3 elements, the tensor reaches 4
  if (how == "feature level") s.featureLevel = FeatureLevel::FL_5_0;
  if (how == "input file") {
    DataFile file;
    file.path = "in.npy";
    file.problem = Error{"in.npy: no such file"};  // a problem on InputTensor.Data
    s.inputFiles = {file};
  }
}

}  // namespace

class TstRunValidation : public QObject {
  Q_OBJECT

 private slots:
  void backends_data() {
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu-reference") << "cpu-reference";
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
  }

  void aCoveringValidationIsTrustedSoTheRunValidatesNothing_data() { backends_data(); }
  void aCoveringValidationIsTrustedSoTheRunValidatesNothing() {
    QFETCH(QString, backend);
    auto b = openBackend(backend);
    OR_SKIP_WITHOUT_GPU(b);
    const Session s = uintTile();
    const uint64_t before = validateSessionCallCount();
    const SessionValidation validation(s);
    QCOMPARE(validateSessionCallCount(), before + 1);
    QVERIFY(validation.valid());
    RunOptions options;
    options.validation = &validation;
    auto run = b->run(s, options);
    QVERIFY2(run, run ? "" : run.error().message.c_str());
    QCOMPARE(validateSessionCallCount(), before + 1);  // the one validation above, none in the run
    QCOMPARE(uint32Values(run->outputs.at(0)), kTiled);

    // Given nothing, a run validates by itself, as the Backend API always did.
    auto alone = b->run(s, RunOptions{});
    QVERIFY(alone);
    QCOMPARE(validateSessionCallCount(), before + 2);
    QCOMPARE(uint32Values(alone->outputs.at(0)), kTiled);
  }

  // The validation covers what validation reads, not the values: a copy with other input values runs on it, and
  // runs with its own values (the backend runs the session it is given, never the one validated).
  void aSessionWithOtherInputValuesIsCoveredAndRunsItsOwnValues_data() { backends_data(); }
  void aSessionWithOtherInputValuesIsCoveredAndRunsItsOwnValues() {
    QFETCH(QString, backend);
    auto b = openBackend(backend);
    OR_SKIP_WITHOUT_GPU(b);
    const Session validated = uintTile();
    const SessionValidation validation(validated);
    Session other = validated;
    other.inputData[0] = uint32Buffer({1, 2, 3, 4});
    QVERIFY(validation.covers(other));
    RunOptions options;
    options.validation = &validation;
    const uint64_t before = validateSessionCallCount();
    auto run = b->run(other, options);
    QVERIFY2(run, run ? "" : run.error().message.c_str());
    QCOMPARE(validateSessionCallCount(), before);
    QCOMPARE(uint32Values(run->outputs.at(0)), (std::vector<uint32_t>{1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}));
  }

  // A validation made before an edit that broke the session is stale: the backend validates again and refuses,
  // exactly as without one.
  void aStaleValidationNeverLetsAnInvalidSessionRun_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("edit");
    for (const char* backend : {"cpu-reference", "cpu", "gpu"}) {
      for (const char* edit : {"descriptor", "data", "input file"})
        QTest::addRow("%s, %s", backend, edit) << QString(backend) << QString(edit);
    }
  }
  void aStaleValidationNeverLetsAnInvalidSessionRun() {
    QFETCH(QString, backend);
    QFETCH(QString, edit);
    auto b = openBackend(backend);
    OR_SKIP_WITHOUT_GPU(b);
    Session s = uintTile();
    const SessionValidation stale(s);
    QVERIFY(stale.valid());
    editToInvalid(s, edit);
    QVERIFY(!stale.covers(s));
    QVERIFY(!validateSession(s).empty());  // the edit did break it

    RunOptions options;
    options.validation = &stale;
    const uint64_t before = validateSessionCallCount();
    auto run = b->run(s, options);
    QVERIFY(!run);
    QCOMPARE(validateSessionCallCount(), before + 1);  // validated again
    QCOMPARE(run.error().id, std::string("run.invalid-descriptor"));
    auto unaided = b->run(s, RunOptions{});  // the same refusal, word for word, as a run given nothing
    QVERIFY(!unaided);
    QCOMPARE(run.error(), unaided.error());
  }

  // A validation of a different session (valid, but other sizes) is not trusted for this one.
  void aValidationOfAnotherSessionIsNotTrusted_data() { backends_data(); }
  void aValidationOfAnotherSessionIsNotTrusted() {
    QFETCH(QString, backend);
    auto b = openBackend(backend);
    OR_SKIP_WITHOUT_GPU(b);
    Session other = uintTile();
    std::get<TileDesc>(other.desc).OutputTensor.sizes = {1, 1, 2, 4};
    std::get<TileDesc>(other.desc).Repeats = {1, 1, 2, 1};
    const SessionValidation ofOther(other);
    QVERIFY(ofOther.valid());
    Session s = uintTile();
    editToInvalid(s, "descriptor");
    RunOptions options;
    options.validation = &ofOther;
    auto run = b->run(s, options);
    QVERIFY(!run);
    QCOMPARE(run.error().id, std::string("run.invalid-descriptor"));
    QVERIFY2(run.error().message.find("OutputTensor.Sizes[2]") != std::string::npos, run.error().message.c_str());
  }

  // An invalid session's own validation covers it: the run is refused with those diagnostics, without
  // validating again, and says what a run given nothing says.
  void aCoveringInvalidValidationRefusesWithItsDiagnostics_data() { backends_data(); }
  void aCoveringInvalidValidationRefusesWithItsDiagnostics() {
    QFETCH(QString, backend);
    auto b = openBackend(backend);
    OR_SKIP_WITHOUT_GPU(b);
    Session s = uintTile();
    editToInvalid(s, "data");
    const SessionValidation validation(s);
    QVERIFY(!validation.valid());
    QCOMPARE(validation.diagnostics().front().field, std::string("InputTensor.Data"));
    RunOptions options;
    options.validation = &validation;
    const uint64_t before = validateSessionCallCount();
    auto run = b->run(s, options);
    QVERIFY(!run);
    QCOMPARE(validateSessionCallCount(), before);
    auto unaided = b->run(s, RunOptions{});
    QVERIFY(!unaided);
    QCOMPARE(run.error(), unaided.error());
  }

  // covers() looks at every part validation reads, and at nothing else.
  void coversComparesWhatValidationReads() {
    const Session s = uintTile();
    const SessionValidation validation(s);
    QVERIFY(validation.covers(s));
    Session titled = s;
    titled.title = "another title";
    titled.outputData = {uint32Buffer(kTiled)};
    QVERIFY(validation.covers(titled));
    for (const char* edit : {"descriptor", "data", "feature level", "input file"}) {
      Session edited = s;
      editToInvalid(edited, edit);
      QVERIFY2(!validation.covers(edited), edit);
    }
  }
};

QTEST_GUILESS_MAIN(TstRunValidation)
#include "tst_run_validation.moc"
