// Puts every testing override of a Vulkan backend back when a test's scope ends, pass or fail (a QVERIFY
// returns early), so that the next test function plans with the device's own limits.
#pragma once

#include "dmlscope/backend.h"
#include "scatter_method.h"
#include "vulkan_measure.h"

namespace dmlscope::gputest {

struct RestoreTestLimits {
  Backend& backend;
  ~RestoreTestLimits() {
    vulkan::overrideLimitsForTesting(backend, 0, 0);
    vulkan::setItemsPerInvocation(backend, 0);
    vulkan::useStagingForTesting(backend, 0);
    vulkan::setMaxBufferBytesForTesting(backend, 0);
    vulkan::setScatterMethod(backend, vulkan::ScatterMethod::Auto);
  }
};

}  // namespace dmlscope::gputest
