// Every reference-page example (resources/examples/*.json, read through core) run on the GPU: outputs as
// the pages print them, and the same outputs and index map as the CPU reference.
#include <QtTest>

#include <filesystem>

#include "gpu_test_support.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

class GpuExamples : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void exampleRunsAsThePagePrintsIt_data() {
    QTest::addColumn<QString>("file");
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(DMLSCOPE_EXAMPLES_DIR))
      if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    QVERIFY2(files.size() >= 10, "the reference examples are missing from resources/examples");
    for (const auto& f : files)
      QTest::newRow(f.filename().string().c_str()) << QString::fromStdString(f.string());
  }

  void exampleRunsAsThePagePrintsIt() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(QString, file);
    auto session = readSessionFile(file.toStdString());
    QVERIFY2(session.ok(), errorText(session).c_str());

    auto got = gpu_.backend->run(*session);
    QVERIFY2(got.ok(), errorText(got).c_str());
    QCOMPARE(got->backendName, gpu_.backend->name());
    QVERIFY(got->elapsed.count() > 0);

    // The page's printed outputs (stored in the example file) are the independent expectation.
    QCOMPARE(got->outputs.size(), session->outputData.size());
    for (size_t o = 0; o < got->outputs.size(); ++o) {
      QVERIFY2(!session->outputData[o].empty(), "the example file has no expected output");
      QVERIFY2(got->outputs[o] == session->outputData[o], qPrintable(QStringLiteral("output %1 differs from the page").arg(o)));
    }

    auto expected = makeCpuBackend()->run(*session);
    QVERIFY(expected.ok());
    const std::string difference = compareRuns(*session, *expected, *got);
    QVERIFY2(difference.empty(), difference.c_str());
  }
};

QTEST_GUILESS_MAIN(GpuExamples)
#include "tst_gpu_examples.moc"
