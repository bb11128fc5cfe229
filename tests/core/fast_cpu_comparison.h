// The fast CPU backend against the reference backend (the oracle) on one session, for the focused fast CPU
// tests: outputs, the bytes the strides skip and the index map, bit for bit.
#pragma once

#include <QtTest>
#include <functional>
#include <initializer_list>
#include <span>
#include <string>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "index_map_storage.h"
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

// `session` on the fast backend under every thread count and chunk (every thread gets a part, however small the
// run), with no map, a narrow map and a wide one (the narrow limit lowered), bit for bit equal to `reference`;
// then `also(context, got)`, where given, checks the fast run further. Stops at the first failure.
inline void compareFastWithReferenceAcrossMaps(
    Backend& reference, const Session& session, std::initializer_list<unsigned> threadCounts,
    std::initializer_list<uint64_t> chunks, const std::string& where,
    const std::function<void(const std::string& context, const RunResult& got)>& also = {}) {
  for (unsigned threads : threadCounts) {
    for (uint64_t chunk : chunks) {
      detail::FastCpuTuning tuning;
      tuning.threads = threads;
      tuning.minBytesPerThread = 0;
      tuning.chunkElements = chunk;
      auto fast = detail::makeFastCpuBackend(tuning);
      for (int map : {0, 1, 2}) {
        detail::setNarrowLimitForTests(map == 2 ? 1 : detail::kNarrowLimit);
        RunOptions options;
        options.computeIndexMap = map != 0;
        const std::string context = where + ", " + std::to_string(threads) + " threads, chunk " + std::to_string(chunk) +
                                    (map == 0 ? "" : map == 1 ? ", narrow map" : ", wide map");
        auto want = reference.run(session, options);
        auto got = fast->run(session, options);
        detail::setNarrowLimitForTests(detail::kNarrowLimit);
        if (!want.ok()) QFAIL((context + ": the reference failed: " + want.error().message).c_str());
        if (!got.ok()) QFAIL((context + ": " + got.error().message).c_str());
        const std::string difference = gputest::compareRuns(session, *want, *got);
        QVERIFY2(difference.empty(), (context + ": " + difference + "\n" + gputest::sessionText(session)).c_str());
        if (also) also(context, *got);
        if (QTest::currentTestFailed()) return;
      }
    }
  }
}

}  // namespace dmlscope::test
