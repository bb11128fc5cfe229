// The GPU's failure paths, through the fault points of dmlscope/fault_injection.h, on whatever Vulkan device
// there is (lavapipe in CI): memory that runs out, a device lost in the middle of a run, no Vulkan loader, and
// a run cancelled half-way. Each is an error that says what happened, and the next run (fault disarmed) is
// right, checked against the reference CPU backend.
#include <QtTest>

#include "dmlscope/fault_injection.h"
#include "gpu_test_support.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

std::string contains(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos ? std::string() : "'" + std::string(part) + "' not in: " + text;
}

}  // namespace

class TstGpuFaults : public QObject {
  Q_OBJECT
 private:
  GpuBackend gpu_;

  // The run after a fault: right, bit for bit and entry for entry, against the reference backend.
  void verifyNextRunIsRight(const Session& s) {
    auto recovered = gpu_.backend->run(s);
    QVERIFY2(recovered.ok(), errorText(recovered).c_str());
    auto expected = makeCpuBackend()->run(s);
    QVERIFY(expected.ok());
    const std::string difference = compareRuns(s, *expected, *recovered);
    QVERIFY2(difference.empty(), difference.c_str());
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }
  void cleanup() { fault::disarmAll(); }

  void allocationFailureSaysOutOfMemoryAndTheBackendRecovers() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session s = byteTile(64);
    {
      // The first buffer is allocated, the second is refused: a failure half-way through setting up.
      fault::ScopedFault noMemory(fault::Point::VulkanAllocate, 1);
      auto failed = gpu_.backend->run(s);
      QVERIFY(!failed.ok());
      QVERIFY2(contains(failed.error().message, "not enough memory").empty(), failed.error().message.c_str());
      QVERIFY2(contains(failed.error().message, "VK_ERROR_OUT_OF_DEVICE_MEMORY").empty(), failed.error().message.c_str());
      QCOMPARE(fault::fired(fault::Point::VulkanAllocate), 1u);
    }
    verifyNextRunIsRight(s);
  }

  void deviceLostMidRunSaysSoAndTheNextRunOpensItAgain() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session s = byteTile(4096);  // 64 KiB of output
    // Small staging: the uploads, the dispatch and the downloads are separate submissions, so the device is
    // lost after some of the work has gone through.
    vulkan::useStagingForTesting(*gpu_.backend, 4096);
    {
      fault::ScopedFault lost(fault::Point::VulkanDeviceLost, 3);
      auto failed = gpu_.backend->run(s);
      QVERIFY(!failed.ok());
      QVERIFY2(contains(failed.error().message, "was lost").empty(), failed.error().message.c_str());
      QVERIFY2(contains(failed.error().message, "CPU backend still works").empty(), failed.error().message.c_str());
      QCOMPARE(fault::fired(fault::Point::VulkanDeviceLost), 1u);
    }
    verifyNextRunIsRight(s);
    vulkan::useStagingForTesting(*gpu_.backend, 0);
    verifyNextRunIsRight(s);
  }

  void runCancelledHalfWayIsAnErrorAndTheNextRunIsRight() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session s = byteTile(4096);
    vulkan::useStagingForTesting(*gpu_.backend, 4096);
    {
      fault::ScopedFault cancel(fault::Point::RunCancel, 4);
      auto failed = gpu_.backend->run(s);
      QVERIFY(!failed.ok());
      QVERIFY2(contains(failed.error().message, "cancelled").empty(), failed.error().message.c_str());
    }
    verifyNextRunIsRight(s);
    vulkan::useStagingForTesting(*gpu_.backend, 0);
  }

  void missingVulkanLoaderIsAnErrorAndTheCpuCarriesOn() {
    {
      fault::ScopedFault noLoader(fault::Point::VulkanNoLoader);
      auto devices = listVulkanDevices();
      QVERIFY(!devices.ok());
      QVERIFY2(contains(devices.error().message, "Vulkan loader").empty(), devices.error().message.c_str());
      auto backend = makeVulkanBackend();
      QVERIFY(!backend.ok());
      QVERIFY2(contains(backend.error().message, "CPU backend").empty(), backend.error().message.c_str());
      QVERIFY(makeCpuBackend()->run(byteTile(3)).ok());
    }
    if (gpu_.backend) {
      QVERIFY(listVulkanDevices().ok());
      verifyNextRunIsRight(byteTile(3));
    }
  }
};

QTEST_GUILESS_MAIN(TstGpuFaults)
#include "tst_gpu_faults.moc"
