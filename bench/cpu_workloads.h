// The CPU benchmark's workloads: each operator and mode at the shapes (about 16 MiB of output) and a
// few at about 64 MiB, each with the NumPy case that does the same work (numpy_ops.py's case syntax).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "dmlscope/session.h"

namespace dmlscope::bench {

struct CpuWorkload {
  std::string name;   // "pad reflection 2048x2048 +64"
  std::string numpy;  // "pad:2048,2048:64:reflect"
  Session session;    // inputs empty until fillInputs()
  uint64_t outputBytes = 0;
  // Null, or what replaces fillInputs()'s IndicesTensor afterwards (a scatter's duplicate targets); NumPy's case
  // makes the same indices.
  std::function<void(Session&)> indices;
};

std::vector<CpuWorkload> cpuWorkloads(bool large);

}  // namespace dmlscope::bench
