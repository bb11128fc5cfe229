// padding_index.h, the one formula of each DML_PADDING_MODE that the reference, the fast CPU rows and the GPU
// planner share: checked against hand-worked tables, and its walk and range against the formula element by element.
#include <QtTest>

#include <algorithm>
#include <vector>

#include "operators/padding_index.h"

using namespace dmlscope;
using namespace dmlscope::detail;

Q_DECLARE_METATYPE(dmlscope::PaddingMode)
Q_DECLARE_METATYPE(std::vector<int64_t>)

class TstPaddingIndex : public QObject {
  Q_OBJECT

 private slots:
  // The reads of j = first, first + 1, ... worked by hand from the modes' definitions (SPEC.md, the
  // DML_PADDING_OPERATOR_DESC page): REFLECTION mirrors about 0 and n-1, SYMMETRIC about -1/2 and n-1/2, WRAP
  // reads j mod n (np.pad's "wrap"; -7 = -3·3 + 2, so -7 reads 2).
  void paddedSourceFollowsHandTable_data() {
    QTest::addColumn<PaddingMode>("mode");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("first");
    QTest::addColumn<std::vector<int64_t>>("reads");
    QTest::newRow("reflection n=3") << PaddingMode::Reflection << 3 << -3
                                    << std::vector<int64_t>{1, 2, 1, 0, 1, 2, 1, 0, 1};
    QTest::newRow("symmetric n=3") << PaddingMode::Symmetric << 3 << -3
                                   << std::vector<int64_t>{2, 1, 0, 0, 1, 2, 2, 1, 0};
    QTest::newRow("reflection n=3, two periods") << PaddingMode::Reflection << 3 << -6
                                                 << std::vector<int64_t>{2, 1, 0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 1, 0};
    QTest::newRow("symmetric n=3, two periods") << PaddingMode::Symmetric << 3 << -6
                                                << std::vector<int64_t>{0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2};
    QTest::newRow("reflection n=2") << PaddingMode::Reflection << 2 << -3 << std::vector<int64_t>{1, 0, 1, 0, 1, 0, 1, 0};
    QTest::newRow("symmetric n=2") << PaddingMode::Symmetric << 2 << -3 << std::vector<int64_t>{1, 1, 0, 0, 1, 1, 0, 0};
    QTest::newRow("reflection n=1") << PaddingMode::Reflection << 1 << -2 << std::vector<int64_t>{0, 0, 0, 0, 0};
    QTest::newRow("symmetric n=1") << PaddingMode::Symmetric << 1 << -2 << std::vector<int64_t>{0, 0, 0, 0, 0};
    QTest::newRow("edge n=3") << PaddingMode::Edge << 3 << -2 << std::vector<int64_t>{0, 0, 0, 1, 2, 2, 2};
    QTest::newRow("wrap n=3") << PaddingMode::Wrap << 3 << -7
                              << std::vector<int64_t>{2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2};
    QTest::newRow("wrap n=4") << PaddingMode::Wrap << 4 << -9
                              << std::vector<int64_t>{3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2};
    QTest::newRow("wrap n=2") << PaddingMode::Wrap << 2 << -3 << std::vector<int64_t>{1, 0, 1, 0, 1, 0, 1, 0};
    QTest::newRow("wrap n=1") << PaddingMode::Wrap << 1 << -3 << std::vector<int64_t>{0, 0, 0, 0, 0, 0, 0};
  }
  void paddedSourceFollowsHandTable() {
    QFETCH(PaddingMode, mode);
    QFETCH(int, n);
    QFETCH(int, first);
    QFETCH(std::vector<int64_t>, reads);
    for (size_t k = 0; k < reads.size(); ++k) {
      const int64_t j = first + static_cast<int64_t>(k);
      QVERIFY2(paddedSource(mode, j, n) == reads[k], qPrintable(QString("j = %1").arg(j)));
    }
  }

  void periodsFollowTheModes() {
    QCOMPARE(foldOf(PaddingMode::Reflection, 3)->period, 4);
    QCOMPARE(foldOf(PaddingMode::Symmetric, 3)->period, 6);
    QCOMPARE(foldOf(PaddingMode::Wrap, 3)->period, 3);  // the input's size: no mirror image
    QCOMPARE(foldOf(PaddingMode::Wrap, 1)->period, 1);  // one element repeated, unlike REFLECTION's none
    QVERIFY(!foldOf(PaddingMode::Reflection, 1));  // nothing to mirror
    QVERIFY(!foldOf(PaddingMode::Edge, 3));
    QVERIFY(!foldOf(PaddingMode::Constant, 3));
  }

  // The residues of one period that read i: REFLECTION n=4 reads 0 1 2 3 2 1, SYMMETRIC n=3 reads 0 1 2 2 1 0,
  // WRAP n=3 reads 0 1 2 (each i once).
  void residuesReadingFollowHandTable() {
    const Fold reflection = *foldOf(PaddingMode::Reflection, 4);
    const std::vector<std::vector<int64_t>> reflected = {{0}, {1, 5}, {2, 4}, {3}};
    for (int64_t i = 0; i < 4; ++i) {
      const Residues r = residuesReading(reflection, i, 4);
      QCOMPARE(std::vector<int64_t>(r.values.begin(), r.values.begin() + r.count), reflected[i]);
    }
    const Fold symmetric = *foldOf(PaddingMode::Symmetric, 3);
    const std::vector<std::vector<int64_t>> mirrored = {{0, 5}, {1, 4}, {2, 3}};
    for (int64_t i = 0; i < 3; ++i) {
      const Residues r = residuesReading(symmetric, i, 3);
      QCOMPARE(std::vector<int64_t>(r.values.begin(), r.values.begin() + r.count), mirrored[i]);
    }
    const Fold wrap = *foldOf(PaddingMode::Wrap, 3);
    for (int64_t i = 0; i < 3; ++i) {
      const Residues r = residuesReading(wrap, i, 3);
      QCOMPARE(std::vector<int64_t>(r.values.begin(), r.values.begin() + r.count), std::vector<int64_t>{i});
    }
  }

  // The fast path's walk (paddedReadAt once, then steps and paddedReadAfterEnd at the ends, no division) reads
  // what the formula reads at every j, from any starting j.
  void walkReadsWhatTheFormulaReads() {
    for (PaddingMode mode : {PaddingMode::Reflection, PaddingMode::Symmetric, PaddingMode::Wrap}) {
      for (int64_t n = mode == PaddingMode::Wrap ? 1 : 2; n <= 6; ++n) {  // REFLECTION has no fold over n = 1
        const Fold fold = *foldOf(mode, n);
        for (int64_t start = -15; start <= 15; ++start) {
          PaddedRead r = paddedReadAt(mode, start, n);
          for (int64_t j = start; j < start + 30; ++j) {
            QVERIFY2(r.index == paddedSource(mode, j, n),
                     qPrintable(QString("mode %1 n %2 from %3 at %4").arg(int(mode)).arg(n).arg(start).arg(j)));
            const bool atEnd = r.step > 0 ? r.index == n - 1 : r.index == 0;
            if (atEnd) r = paddedReadAfterEnd(fold, r, n);
            else r.index += r.step;
          }
        }
      }
    }
  }

  // The planner's range: hand-worked cases, then the smallest range holding the formula's reads, element by
  // element, for every interval of every small dimension.
  void paddedRangeFollowsHandTable() {
    auto range = [](PaddingMode mode, int64_t from, int64_t to, int64_t n) {
      const IndexRange r = paddedRange(mode, from, to, n);
      return std::vector<int64_t>{r.lo, r.hi};
    };
    // REFLECTION n=4: j = -2 .. 7 reads 2 1 0 1 2 3 2 1 0 1.
    QCOMPARE(range(PaddingMode::Reflection, -2, -1, 4), (std::vector<int64_t>{1, 2}));
    QCOMPARE(range(PaddingMode::Reflection, 4, 7, 4), (std::vector<int64_t>{0, 2}));
    QCOMPARE(range(PaddingMode::Reflection, 2, 4, 4), (std::vector<int64_t>{2, 3}));
    QCOMPARE(range(PaddingMode::Reflection, -10, 0, 4), (std::vector<int64_t>{0, 3}));
    // SYMMETRIC n=3: j = -2 .. 4 reads 1 0 0 1 2 2 1.
    QCOMPARE(range(PaddingMode::Symmetric, -2, -1, 3), (std::vector<int64_t>{0, 1}));
    QCOMPARE(range(PaddingMode::Symmetric, 3, 4, 3), (std::vector<int64_t>{1, 2}));
    QCOMPARE(range(PaddingMode::Symmetric, 2, 3, 3), (std::vector<int64_t>{2, 2}));
    QCOMPARE(range(PaddingMode::Edge, -5, -1, 3), (std::vector<int64_t>{0, 0}));
    QCOMPARE(range(PaddingMode::Edge, -1, 5, 3), (std::vector<int64_t>{0, 2}));
    // WRAP n=4: j = -3 .. 9 reads 1 2 3 0 1 2 3 0 1 2 3 0 1; an interval that crosses a multiple of 4 reads both
    // 3 and 0, so the smallest range is all of it.
    QCOMPARE(range(PaddingMode::Wrap, -3, -2, 4), (std::vector<int64_t>{1, 2}));
    QCOMPARE(range(PaddingMode::Wrap, 5, 7, 4), (std::vector<int64_t>{1, 3}));
    QCOMPARE(range(PaddingMode::Wrap, 9, 9, 4), (std::vector<int64_t>{1, 1}));
    QCOMPARE(range(PaddingMode::Wrap, -1, 0, 4), (std::vector<int64_t>{0, 3}));
    QCOMPARE(range(PaddingMode::Wrap, 6, 8, 4), (std::vector<int64_t>{0, 3}));
    QCOMPARE(range(PaddingMode::Wrap, -13, -10, 1), (std::vector<int64_t>{0, 0}));
  }
  void paddedRangeIsTheReadsSpan() {
    for (PaddingMode mode : {PaddingMode::Edge, PaddingMode::Reflection, PaddingMode::Symmetric, PaddingMode::Wrap}) {
      for (int64_t n = 1; n <= 6; ++n) {
        for (int64_t from = -15; from <= 15; ++from) {
          int64_t lo = paddedSource(mode, from, n), hi = lo;
          for (int64_t to = from; to <= from + 15; ++to) {
            lo = std::min(lo, paddedSource(mode, to, n));
            hi = std::max(hi, paddedSource(mode, to, n));
            const IndexRange r = paddedRange(mode, from, to, n);
            QVERIFY2(r.lo == lo && r.hi == hi,
                     qPrintable(QString("mode %1 n %2 [%3, %4]").arg(int(mode)).arg(n).arg(from).arg(to)));
          }
        }
      }
    }
  }
};

QTEST_GUILESS_MAIN(TstPaddingIndex)
#include "tst_padding_index.moc"
