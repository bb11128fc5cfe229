// The fast CPU backend against the reference backend (the oracle) on one session, for the focused fast CPU
// tests: outputs, the bytes the strides skip and the index map, bit for bit.
#pragma once

#include <QtTest>
#include <span>
#include <string>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "random_sessions.h"

namespace dmlscope::test {

// `reference` and a fast backend per tuning on `session`, without the map and with one, bit for bit; a
// difference fails the running test, named by `where`, the tuning and the map.
inline void compareFastWithReference(Backend& reference, const Session& session,
                                     std::span<const detail::FastCpuTuning> tunings, const std::string& where) {
  for (bool withMap : {false, true}) {
    RunOptions options;
    options.computeIndexMap = withMap;
    auto expected = reference.run(session, options);
    if (!expected.ok()) QFAIL((where + ": the reference failed: " + expected.error().message).c_str());
    for (const auto& tuning : tunings) {
      const std::string context = where + ", threads " + std::to_string(tuning.threads) + ", chunk " +
                                  std::to_string(tuning.chunkElements) + (withMap ? ", with map" : ", without map");
      auto got = detail::makeFastCpuBackend(tuning)->run(session, options);
      if (!got.ok()) QFAIL((context + ": " + got.error().message).c_str());
      const std::string difference = gputest::compareRuns(session, *expected, *got);
      QVERIFY2(difference.empty(), (context + ": " + difference).c_str());
    }
  }
}

}  // namespace dmlscope::test
