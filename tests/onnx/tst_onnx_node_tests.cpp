// ONNX's own backend node tests (Debian's libonnx-testdata, read in place): every folder whose operator is in
// the DirectML provider's table (onnx_translation.h) is run through the DirectML operator the provider would
// run, on the reference, the fast CPU backend and the GPU (lavapipe in CI), and must equal ONNX's expected
// outputs bit for bit. Each folder the provider does not run is printed with its reason; the counts are printed.
// The expectation is independent: ONNX's reference implementation wrote output_K.pb.
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "../gpu/gpu_test_support.h"
#include "dmlscope/explanation.h"
#include "dmlscope/onnx_model.h"
#include "dmlscope/onnx_node_test.h"
#include "dmlscope/onnx_translation.h"

using namespace dmlscope;
namespace fs = std::filesystem;

namespace {

// Where Debian's libonnx-testdata puts the node tests.
const fs::path kNodeTests = "/usr/share/libonnx-testdata/data/node";

// The folders whose single node has an op type of the table.
std::vector<fs::path> tableFolders() {
  std::vector<fs::path> folders;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(kNodeTests, ec)) {
    if (!entry.is_directory(ec)) continue;
    auto model = onnx::readOnnxModel(entry.path() / "model.onnx");
    if (!model || model->nodes.size() != 1) continue;
    const std::string& type = model->nodes.front().opType;
    const auto table = onnx::translatedOperators();
    if (std::any_of(table.begin(), table.end(), [&](const onnx::TranslatedOperator& t) { return t.opType == type; }))
      folders.push_back(entry.path());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

}  // namespace

class TstOnnxNodeTests : public QObject {
  Q_OBJECT

 private slots:
  void everyTableNodeTestPassesOnEveryBackend() {
    QVERIFY2(fs::is_directory(kNodeTests), "libonnx-testdata is not installed (scripts/setup.sh installs it)");
    auto gpu = gputest::openGpu();
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu);
    const auto reference = makeCpuBackend();
    const auto fast = makeFastCpuBackend();
    Backend* backends[] = {reference.get(), fast.get(), gpu.backend.get()};

    const auto folders = tableFolders();
    uint32_t passed = 0, skipped = 0;
    std::vector<std::string> failures;
    for (const fs::path& folder : folders) {
      const std::string name = folder.filename().string();
      // Whether the provider runs it at all: the reference's run says why not, once.
      auto first = onnx::runNodeTest(folder, *reference);
      if (!first) {
        ++skipped;
        qInfo("skipped %s: %s", name.c_str(), first.error().message.c_str());
        continue;
      }
      bool all = true;
      for (Backend* backend : backends) {
        auto result = backend == reference.get() ? std::move(first) : onnx::runNodeTest(folder, *backend);
        if (!result) {
          failures.push_back(name + " on " + backend->name() + ": " + result.error().message);
          all = false;
        } else if (result->differing > 0) {
          const auto& d = result->firstDifferences.front();
          failures.push_back(QString::asprintf("%s on %s: %llu of %llu elements differ, first %s%s",
                                               name.c_str(), backend->name().c_str(),
                                               static_cast<unsigned long long>(result->differing),
                                               static_cast<unsigned long long>(result->compared), d.field.c_str(),
                                               coordinatesText(d.coords).c_str())
                                 .toStdString());
          all = false;
        }
      }
      if (all) ++passed;
    }
    qInfo("ONNX node tests of the table: %zu folders, %u passed on the reference, fast CPU and GPU, %u skipped, %zu failed",
          folders.size(), passed, skipped, failures.size());
    for (const auto& f : failures) qWarning("%s", f.c_str());
    QVERIFY2(failures.empty(), failures.empty() ? "" : failures.front().c_str());
    // Debian 12's libonnx-testdata (ONNX 1.12) holds 98 such folders; the count guards against a silent empty run.
    QVERIFY2(passed >= 80, qPrintable(QString("only %1 folders passed").arg(passed)));
  }

  // ONNX's Identity tests of a sequence and of an optional value: no tensor, so no DirectML operator, and the
  // reason says what the value is rather than failing on its .pb file (no TensorProto).
  void sequenceAndOptionalValuesAreRefusedAsNoTensors() {
    const auto reference = makeCpuBackend();
    for (const auto& [folder, kind] : {std::pair{"test_identity_sequence", "\"x\" is a sequence value, not a tensor"},
                                       std::pair{"test_identity_opt", "\"opt_in\" is an optional value, not a tensor"}}) {
      if (!fs::is_directory(kNodeTests / folder)) QSKIP("libonnx-testdata lacks the folder");
      auto result = onnx::runNodeTest(kNodeTests / folder, *reference);
      QVERIFY(!result);
      QVERIFY2(result.error().message.find(kind) != std::string::npos, result.error().message.c_str());
    }
  }
};

QTEST_GUILESS_MAIN(TstOnnxNodeTests)
#include "tst_onnx_node_tests.moc"
