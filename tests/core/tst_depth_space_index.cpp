// depth_space_index.h, DML_DEPTH_SPACE_ORDER's channel arithmetic that DepthToSpace1 and SpaceToDepth1 share between
// the reference, the fast CPU rows and the GPU planner: checked against hand-worked channels.
#include <QtTest>

#include <vector>

#include "operators/depth_space_index.h"

using namespace dmlscope;
using namespace dmlscope::detail;

class TstDepthSpaceIndex : public QObject {
  Q_OBJECT

 private slots:
  // B = 2, C = 3 (the deep side has 12 channels). DCR: deep = (by·2 + bx)·3 + c; CRD: deep = c·4 + by·2 + bx.
  void deepChannelFollowsHandTable() {
    QCOMPARE(deepChannel(DepthSpaceOrder::DepthColumnRow, 2, 3, 1, 1, 0), uint64_t{7});
    QCOMPARE(deepChannel(DepthSpaceOrder::DepthColumnRow, 2, 3, 2, 1, 1), uint64_t{11});
    QCOMPARE(deepChannel(DepthSpaceOrder::DepthColumnRow, 2, 3, 0, 0, 1), uint64_t{3});
    QCOMPARE(deepChannel(DepthSpaceOrder::ColumnRowDepth, 2, 3, 1, 1, 0), uint64_t{6});
    QCOMPARE(deepChannel(DepthSpaceOrder::ColumnRowDepth, 2, 3, 2, 1, 1), uint64_t{11});
    QCOMPARE(deepChannel(DepthSpaceOrder::ColumnRowDepth, 2, 3, 0, 0, 1), uint64_t{1});
  }

  void splitFollowsHandTable() {
    // DCR deep 7 = block 2 (by 1, bx 0) · 3 + c 1; CRD deep 7 = c 1 · 4 + block 3 (by 1, bx 1).
    const DeepChannelSplit dcr = splitDeepChannel(DepthSpaceOrder::DepthColumnRow, 2, 3, 7);
    QCOMPARE(dcr.channel, uint64_t{1});
    QCOMPARE(dcr.block, uint64_t{2});
    const DeepChannelSplit crd = splitDeepChannel(DepthSpaceOrder::ColumnRowDepth, 2, 3, 7);
    QCOMPARE(crd.channel, uint64_t{1});
    QCOMPARE(crd.block, uint64_t{3});
  }

  // Every deep channel of a few shapes is one (c, by, bx), and splitting takes it back.
  void splitUndoesDeepChannel() {
    for (auto order : {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth}) {
      for (uint64_t block = 1; block <= 4; ++block) {
        for (uint64_t channels = 1; channels <= 5; ++channels) {
          std::vector<bool> seen(block * block * channels, false);
          for (uint64_t c = 0; c < channels; ++c) {
            for (uint64_t by = 0; by < block; ++by) {
              for (uint64_t bx = 0; bx < block; ++bx) {
                const uint64_t deep = deepChannel(order, block, channels, c, by, bx);
                QVERIFY(deep < seen.size() && !seen[deep]);
                seen[deep] = true;
                const DeepChannelSplit s = splitDeepChannel(order, block, channels, deep);
                QCOMPARE(s.channel, c);
                QCOMPARE(s.block, by * block + bx);
              }
            }
          }
        }
      }
    }
  }
};

QTEST_GUILESS_MAIN(TstDepthSpaceIndex)
#include "tst_depth_space_index.moc"
