// CPU-versus-GPU differential testing: random valid descriptors of every operator, mode, data type, rank
// and stride pattern must give the CPU reference's bytes and index map exactly, with the device's own
// limits and with tiny binding windows and group counts that force the splitting paths.
#include <QtTest>

#include <chrono>

#include "dispatch_plan.h"
#include "dmlscope/index_values.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

constexpr uint64_t kFixedSeed = 0x5eed'd31'c0ffee;

// How a run's tensors are stored for a storage range: unchunked, in chunks of exactly the range, of a fixed
// size (above or below the range), or of half the range.
enum class Chunking { None, Range, Fixed, HalfRange };

struct Storage {
  uint64_t range = 0;
  uint64_t chunk = 0;  // 0: unchunked
};

uint64_t chunkFor(Chunking chunking, uint64_t range, uint64_t fixed) {
  switch (chunking) {
    case Chunking::None: return 0;
    case Chunking::Range: return range;
    case Chunking::Fixed: return fixed;
    case Chunking::HalfRange: return range / 2;
  }
  return 0;
}

// The smallest storage range (a power of two from 64 bytes) the planner can split `session` into windows
// of, with the chunks `chunking` gives for it: the most splitting the conservative source bounds allow.
Storage smallestWorkableStorage(const Session& session, bool map, vulkan::MapEncoding encoding, Chunking chunking,
                                uint64_t fixedChunk) {
  std::vector<TensorLayout> inputs, outputs;
  std::vector<uint64_t> dataBytes;
  for (const auto& slot : inputSlots(session.desc)) {
    inputs.push_back(*computeLayout(inputTensor(session.desc, slot.index)));
    dataBytes.push_back(session.inputData[slot.index].size());
  }
  for (const auto& slot : outputSlots(session.desc)) outputs.push_back(*computeLayout(outputTensor(session.desc, slot.index)));
  for (uint64_t range = 64;; range *= 2) {
    vulkan::PlanLimits limits;
    limits.maxStorageRange = range;
    limits.mapEncoding = encoding;
    limits.maxBufferBytes = chunkFor(chunking, range, fixedChunk);
    if (vulkan::planRun(session.desc, inputs, dataBytes, outputs, map, limits)) return {range, limits.maxBufferBytes};
  }
}

}  // namespace

class GpuDifferential : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;
  std::unique_ptr<Backend> cpu_ = makeCpuBackend();

  // Runs `count` random sessions from `seed` on both backends; `smallWindows` shrinks the GPU's limits.
  void compareRandomSessions(uint64_t seed, int count, bool smallWindows) {
    // The device's own limits again however this ends (QFAIL returns from here).
    const RestoreTestLimits restore{*gpu_.backend};
    RandomSessions sessions(seed);
    std::mt19937_64 choices(seed ^ 0x9e3779b97f4a7c15ull);
    for (int i = 0; i < count; ++i) {
      Session session = sessions.next();
      RunOptions options;
      options.computeIndexMap = choices() % 4 != 0;  // a quarter without the map: the shaders' other variant
      // The scatters: the planner's choice, the scan, the two winner passes wherever their words fit, or
      // DML_SCATTER's lines in shared memory wherever they fit, or its copy first, then the updates (each scanning
      // its line's later indices, or the lines' winners in shared memory).
      vulkan::setScatterMethod(*gpu_.backend, static_cast<vulkan::ScatterMethod>(choices() % 6));
      if (smallWindows) {
        vulkan::setItemsPerInvocation(*gpu_.backend, static_cast<uint32_t>(1 + choices() % 4));
        vulkan::useStagingForTesting(*gpu_.backend, choices() % 2 ? 16 * (1 + choices() % 64) : 0);
        // Each index-map encoding in turn: the narrow one the run would choose, and the wider two.
        const auto encoding = static_cast<vulkan::MapEncoding>(1 + choices() % 3);
        // A quarter each unchunked, with every tensor in chunks of exactly the window range, in chunks of a
        // fixed 256 bytes to 4 KiB (above or below the range: windows stop at chunk boundaries), and in
        // chunks of half the range (the chunks, not the range, bound the windows). Chunks of 32 bytes and up,
        // powers of two or multiples of 256: multiples of lavapipe's storage alignment.
        auto chunking = static_cast<Chunking>(choices() % 4);
        // The gathers and scatters bind their inputs whole: chunks that do not grow with the range never fit them.
        if (readsIndexValues(session.desc) && chunking == Chunking::Fixed) chunking = Chunking::Range;
        const uint64_t fixedChunk = 256 * (1 + choices() % 16);
        const Storage storage =
            smallestWorkableStorage(session, options.computeIndexMap, encoding, chunking, fixedChunk);
        vulkan::setMaxBufferBytesForTesting(*gpu_.backend, storage.chunk);
        vulkan::overrideLimitsForTesting(*gpu_.backend, storage.range, static_cast<uint32_t>(1 + choices() % 3), encoding);
      }
      const std::string where =
          QStringLiteral("seed %1, case %2 (DMLSCOPE_GPU_TEST_SEED=%1 gives the varying-seed rows this seed)")
              .arg(seed).arg(i).toStdString();
      auto expected = cpu_->run(session, options);
      QVERIFY2(expected.ok(), (where + ": the CPU failed: " + errorText(expected)).c_str());
      auto got = gpu_.backend->run(session, options);
      if (!got.ok()) QFAIL((where + ": the GPU failed: " + errorText(got) + "\n" + sessionText(session)).c_str());
      const std::string difference = compareRuns(session, *expected, *got);
      if (!difference.empty()) QFAIL((where + ": " + difference + "\n" + sessionText(session)).c_str());
    }
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void randomDescriptorsMatchTheCpu_data() {
    addSeedRows(kFixedSeed, "DMLSCOPE_GPU_TEST_SEED");
  }

  void randomDescriptorsMatchTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    QFETCH(quint64, seed);
    compareRandomSessions(seed, 300, false);
  }

  // Windows of a few hundred bytes and one to three workgroups: every session goes through the range
  // splitting (outputs, index maps and large inputs bound in pieces) and the grid-stride loops; a third of
  // them each through the narrow, the standard and the 64-bit index map, with 1 to 4 vectors per invocation, and half with
  // every transfer staged in chunks of 16 to 1024 bytes (the discrete-GPU path); three quarters with every
  // tensor stored as several buffers of 256 bytes to 4 KiB (the path of tensors above 4 GiB).
  void randomDescriptorsMatchTheCpuThroughSmallWindows() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    compareRandomSessions(kFixedSeed + 1, 100, true);
    if (QTest::currentTestFailed()) return;
    compareRandomSessions(varyingSeed("DMLSCOPE_GPU_TEST_SEED") + 1, 50, true);
  }
};

QTEST_GUILESS_MAIN(GpuDifferential)
#include "tst_gpu_differential.moc"
