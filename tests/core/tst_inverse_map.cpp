// The analytic inverse of the index formulas (outputsFedBy): on random valid descriptors of every operator it
// lists exactly what the reference backend's index map, turned around, lists; the mirror modes' preimages
// follow the hand-worked folds; limits and totals hold for outputs far too large to map.
#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "../gpu/random_sessions.h"
#include "dmlscope/backend.h"
#include "dmlscope/inverse_map.h"
#include "test_support.h"

using namespace dmlscope;

namespace {

constexpr int kCases = 1000;
constexpr uint64_t kAll = std::numeric_limits<uint64_t>::max();

uint64_t seed() {
  if (const char* s = std::getenv("DMLSCOPE_TEST_SEED")) return std::strtoull(s, nullptr, 10);
  return 0x1A7E'25E0u;
}

// The index map turned around by brute force: per input, per logical element, the outputs reading it (or, for
// an index cell of a gather or scatter, whose source it chose) in ascending (output, element) order.
std::vector<std::vector<std::vector<OutputElement>>> invert(const Session& session, const IndexMap& map) {
  std::vector<std::vector<std::vector<OutputElement>>> out;
  for (const auto& slot : inputSlots(session.desc)) {
    out.emplace_back(computeLayout(inputTensor(session.desc, slot.index))->elementCount);
  }
  for (uint32_t o = 0; o < map.outputCount(); ++o) {
    for (uint64_t e = 0; e < map.size(o); ++e) {
      if (auto source = map.sourceOf(o, e)) out[source->input][source->element].push_back({o, e});
      if (auto via = map.viaOf(o, e)) out[via->input][via->element].push_back({o, e});
    }
  }
  return out;
}

std::vector<OutputElement> fedBy(const OperatorDesc& desc, uint32_t input, std::vector<uint32_t> coords, uint64_t limit = kAll,
                                 uint64_t* total = nullptr, const IndexValues& values = IndexValues::none()) {
  return outputsFedBy(desc, input, coords, limit, total, values);
}

std::vector<uint64_t> elements(const std::vector<OutputElement>& list) {
  std::vector<uint64_t> out;
  for (const auto& e : list) out.push_back(e.element);
  return out;
}

PaddingDesc padding1d(PaddingMode mode, uint32_t n, uint32_t start, uint32_t end) {
  PaddingDesc d;
  d.PaddingMode = mode;
  d.InputTensor = test::tensor(DataType::Float32, {n});
  d.OutputTensor = test::tensor(DataType::Float32, {n + start + end});
  d.StartPadding = {start};
  d.EndPadding = {end};
  return d;
}

}  // namespace

class TestInverseMap : public QObject {
  Q_OBJECT

 private slots:
  void randomDescriptorsMatchTheReferenceMapInverted() {
    gputest::RandomSessions sessions(seed(), 1500);
    auto reference = makeCpuBackend();
    for (int c = 0; c < kCases; ++c) {
      const Session session = sessions.next();
      auto run = reference->run(session);
      QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
      const auto expected = invert(session, run->indexMap);
      const IndexValues values(session.desc, session.inputData);  // the gathers' and scatters' indices
      for (uint32_t input = 0; input < expected.size(); ++input) {
        const auto& sizes = inputTensor(session.desc, input).sizes;
        std::vector<uint32_t> coords(sizes.size());
        for (uint64_t e = 0; e < expected[input].size(); ++e) {
          linearToCoords(e, sizes, coords);
          uint64_t total = 0;
          const auto got = fedBy(session.desc, input, coords, kAll, &total, values);
          const auto& want = expected[input][e];
          if (got != want || total != want.size()) {
            const std::string what = "case " + std::to_string(c) + ", input " + std::to_string(input) + " element " +
                                     std::to_string(e) + ": " + std::to_string(got.size()) + " outputs (total " +
                                     std::to_string(total) + "), expected " + std::to_string(want.size()) + "\n" +
                                     gputest::sessionText(session);
            QFAIL(what.c_str());
          }
          // A limit keeps the first outputs and still counts them all.
          if (want.size() > 1) {
            const uint64_t limit = want.size() / 2;
            const auto head = fedBy(session.desc, input, coords, limit, &total, values);
            QCOMPARE(total, uint64_t{want.size()});
            QVERIFY(std::equal(head.begin(), head.end(), want.begin(), want.begin() + static_cast<std::ptrdiff_t>(limit)));
            QCOMPARE(head.size(), size_t(limit));
          }
        }
      }
    }
  }

  void reflectionReadsEachElementAtBothResidues() {
    // n = 4, start 2, end 3: padded coordinates -2..6 fold to 2 1 0 1 2 3 2 1 0.
    const OperatorDesc d = padding1d(PaddingMode::Reflection, 4, 2, 3);
    QCOMPARE(elements(fedBy(d, 0, {0})), (std::vector<uint64_t>{2, 8}));
    QCOMPARE(elements(fedBy(d, 0, {1})), (std::vector<uint64_t>{1, 3, 7}));
    QCOMPARE(elements(fedBy(d, 0, {2})), (std::vector<uint64_t>{0, 4, 6}));
    QCOMPARE(elements(fedBy(d, 0, {3})), (std::vector<uint64_t>{5}));
  }

  void symmetricRepeatsTheEdge() {
    // n = 3, start 2, end 4: padded coordinates -2..6 fold to 1 0 0 1 2 2 1 0 0.
    const OperatorDesc d = padding1d(PaddingMode::Symmetric, 3, 2, 4);
    QCOMPARE(elements(fedBy(d, 0, {0})), (std::vector<uint64_t>{1, 2, 7, 8}));
    QCOMPARE(elements(fedBy(d, 0, {1})), (std::vector<uint64_t>{0, 3, 6}));
    QCOMPARE(elements(fedBy(d, 0, {2})), (std::vector<uint64_t>{4, 5}));
  }

  void edgeFeedsEverythingBeyondIt() {
    const OperatorDesc d = padding1d(PaddingMode::Edge, 3, 2, 2);
    QCOMPARE(elements(fedBy(d, 0, {0})), (std::vector<uint64_t>{0, 1, 2}));
    QCOMPARE(elements(fedBy(d, 0, {1})), (std::vector<uint64_t>{3}));
    QCOMPARE(elements(fedBy(d, 0, {2})), (std::vector<uint64_t>{4, 5, 6}));
  }

  void constantPaddingFeedsOneOutput() {
    const OperatorDesc d = padding1d(PaddingMode::Constant, 3, 2, 2);
    QCOMPARE(elements(fedBy(d, 0, {1})), (std::vector<uint64_t>{3}));
  }

  void hugeTileCountsWithoutListing() {
    // A [1, 1, 300000, 500000] output: 1.5e11 elements, far beyond any index map.
    TileDesc d;
    d.InputTensor = test::tensor(DataType::Float32, {1, 1, 3, 5});
    d.OutputTensor = test::tensor(DataType::Float32, {1, 1, 300000, 500000});
    d.Repeats = {1, 1, 100000, 100000};
    uint64_t total = 0;
    const auto first = fedBy(d, 0, {0, 0, 1, 2}, 10, &total);
    QCOMPARE(total, uint64_t{100000} * 100000);
    QCOMPARE(first.size(), size_t{10});
    for (uint64_t k = 0; k < 10; ++k) QCOMPARE(first[k], (OutputElement{0, 1 * 500000 + 2 + 5 * k}));
  }

  void coordinatesOutsideTheInputFeedNothing() {
    const OperatorDesc d = padding1d(PaddingMode::Edge, 3, 2, 2);
    uint64_t total = 7;
    QVERIFY(fedBy(d, 0, {3}, kAll, &total).empty());
    QCOMPARE(total, uint64_t{0});
    QVERIFY(fedBy(d, 1, {0}).empty());
    QVERIFY(fedBy(d, 0, {0, 0}).empty());
  }
};

QTEST_GUILESS_MAIN(TestInverseMap)
#include "tst_inverse_map.moc"
