// The fast CPU backend's element runs that take every second element (SPACE_TO_DEPTH with B = 2, SLICE with
// step 2), which go through vector shuffles for 4- and 8-byte elements: row lengths around the vector widths
// (the last vector must not read past the run) and NaN payloads, against a hand-worked case and the reference.
#include <QtTest>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using gputest::compareRuns;
using gputest::sessionText;

namespace {

Session spaceToDepth(DataType type, DepthSpaceOrder order, std::vector<uint32_t> in, Buffer data) {
  SpaceToDepth1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  d.InputTensor = test::tensor(type, in);
  d.OutputTensor = test::tensor(type, {in[0], in[1] * 4, in[2] / 2, in[3] / 2});
  return test::makeSession(d, {std::move(data)});
}

uint64_t count(const std::vector<uint32_t>& sizes) {
  uint64_t n = 1;
  for (uint32_t s : sizes) n *= s;
  return n;
}

}  // namespace

class TestFastCpuRuns : public QObject {
  Q_OBJECT

 private slots:
  // 1 x 1 x 2 x 4 holding 0..7, CRD: channel (by, bx) takes rows by and columns bx, bx + 2.
  void handWorkedSpaceToDepth() {
    const Session s = spaceToDepth(DataType::Float32, DepthSpaceOrder::ColumnRowDepth, {1, 1, 2, 4},
                                   test::float32Buffer({0, 1, 2, 3, 4, 5, 6, 7}));
    for (unsigned threads : {1u, 2u}) {
      auto got = makeFastCpuBackend(threads)->run(s);
      QVERIFY(got.ok());
      QCOMPARE(test::float32Values(got->outputs[0]), (std::vector<float>{0, 2, 1, 3, 4, 6, 5, 7}));
    }
  }

  // Output rows of 1 to 21 elements (every remainder of the 4- and 2-element vectors), every element size,
  // both orders; FLOAT32 data full of NaNs with payloads, which a move of bits keeps.
  void everySecondElementMatchesReference() {
    auto reference = makeCpuBackend();
    for (DataType type : {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Int64}) {
      for (uint32_t half = 1; half <= 21; ++half) {
        for (auto order : {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth}) {
          const std::vector<uint32_t> in = {1, 3, 4, 2 * half};
          Buffer data = test::idBuffer(type, count(in));
          if (type == DataType::Float32)
            for (uint64_t i = 0; i < count(in); ++i) test::storeBits(type, data, i, 0x7f800001u + i);  // NaNs
          const Session s = spaceToDepth(type, order, in, std::move(data));
          for (bool withMap : {false, true}) {
            RunOptions options;
            options.computeIndexMap = withMap;
            auto want = reference->run(s, options);
            if (!want.ok()) QFAIL(want.error().message.c_str());
            for (unsigned threads : {1u, 2u}) {
              auto got = makeFastCpuBackend(threads)->run(s, options);
              if (!got.ok()) QFAIL(got.error().message.c_str());
              const std::string difference = compareRuns(s, *want, *got);
              QVERIFY2(difference.empty(), (difference + "\n" + sessionText(s)).c_str());
            }
          }
        }
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestFastCpuRuns)
#include "tst_fast_cpu_runs.moc"
