// Tests of the buffer behind a tensor's strides: slots, the elements that read each slot, and back.
#include <QtTest>

#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <vector>

#include "dmlscope/buffer_layout.h"
#include "test_support.h"

using namespace dmlscope;
using dmlscope::test::bytesOf;
using dmlscope::test::tensor;

namespace {

constexpr uint64_t kAll = std::numeric_limits<uint64_t>::max();
constexpr uint32_t kMaxU32 = std::numeric_limits<uint32_t>::max();

BufferLayout buffer(const TensorDesc& desc) {
  auto b = BufferLayout::of(desc);
  if (!b) qFatal("no layout: %s", b.error().message.c_str());
  return std::move(*b);
}

std::vector<uint64_t> readers(const BufferLayout& b, uint64_t slot) { return b.readersOf(slot, kAll).elements; }

// The second implementation: every logical element, its offset from its coordinates, bucketed by offset.
struct BruteForce {
  std::map<uint64_t, std::vector<uint64_t>> readersBySlot;
  std::vector<uint64_t> slotOfElement;
  uint64_t slotCount = 0;
};

BruteForce bruteForce(const TensorDesc& desc) {
  const size_t rank = desc.sizes.size();
  std::vector<uint64_t> strides(rank);
  if (desc.strides) {
    for (size_t k = 0; k < rank; ++k) strides[k] = (*desc.strides)[k];
  } else {
    uint64_t s = 1;
    for (size_t k = rank; k-- > 0;) {
      strides[k] = s;
      s *= desc.sizes[k];
    }
  }
  BruteForce out;
  std::vector<uint32_t> coords(rank, 0);
  uint64_t count = 1;
  for (uint32_t s : desc.sizes) count *= s;
  uint64_t last = 0;
  for (uint64_t e = 0; e < count; ++e) {
    uint64_t offset = 0;
    for (size_t k = 0; k < rank; ++k) offset += coords[k] * strides[k];
    out.readersBySlot[offset].push_back(e);
    out.slotOfElement.push_back(offset);
    last = std::max(last, offset);
    for (size_t k = rank; k-- > 0;) {  // odometer, last dimension fastest
      if (++coords[k] < desc.sizes[k]) break;
      coords[k] = 0;
    }
  }
  const uint64_t elementBytes = bytesOf(desc.dataType);
  const uint64_t minimum = ((last + 1) * elementBytes + 3) / 4 * 4;
  out.slotCount = desc.totalTensorSizeInBytes.value_or(minimum) / elementBytes;
  return out;
}

}  // namespace

class TestBufferLayout : public QObject {
  Q_OBJECT

 private slots:
  void packedSlotsAreReadInLogicalOrder() {
    const BufferLayout b = buffer(tensor(DataType::Float32, {2, 3}));
    QCOMPARE(b.slotCount(), 6u);
    for (uint64_t slot = 0; slot < 6; ++slot) {
      QCOMPARE(readers(b, slot), (std::vector<uint64_t>{slot}));
      QCOMPARE(b.slotOf(slot), std::optional<uint64_t>(slot));
    }
    QCOMPARE(b.byteOffsetOf(4), 16u);
  }

  void transposedStridesReadColumnsFirst() {
    // Sizes {2, 3}, Strides {1, 2}: element [i, j] reads slot i + 2j, so the buffer holds the columns.
    const BufferLayout b = buffer(tensor(DataType::Float32, {2, 3}, std::vector<uint32_t>{1, 2}));
    QCOMPARE(b.slotCount(), 6u);
    const std::vector<uint64_t> elementOfSlot = {0, 3, 1, 4, 2, 5};  // [0,0] [1,0] [0,1] [1,1] [0,2] [1,2]
    for (uint64_t slot = 0; slot < 6; ++slot) {
      QCOMPARE(readers(b, slot), (std::vector<uint64_t>{elementOfSlot[slot]}));
      QCOMPARE(b.slotOf(elementOfSlot[slot]), std::optional<uint64_t>(slot));
    }
  }

  void zeroStrideBroadcastsOneSlotToARow() {
    // Sizes {3, 2}, Strides {0, 1}: three rows read the same two slots.
    const BufferLayout b = buffer(tensor(DataType::Float32, {3, 2}, std::vector<uint32_t>{0, 1}));
    QCOMPARE(b.slotCount(), 2u);
    QCOMPARE(readers(b, 0), (std::vector<uint64_t>{0, 2, 4}));
    QCOMPARE(readers(b, 1), (std::vector<uint64_t>{1, 3, 5}));
    QCOMPARE(b.slotOf(5), std::optional<uint64_t>(1));
    const SlotReaders limited = b.readersOf(0, 2);
    QCOMPARE(limited.elements, (std::vector<uint64_t>{0, 2}));
    QCOMPARE(limited.total, 3u);
  }

  void innerZeroStrideRepeatsEachSlot() {
    // Sizes {2, 3, 2}, Strides {0, 1, 0}: [a, b, c] reads slot b; slot 1 is read by [0,1,0] [0,1,1] [1,1,0] [1,1,1].
    const BufferLayout b = buffer(tensor(DataType::Float32, {2, 3, 2}, std::vector<uint32_t>{0, 1, 0}));
    QCOMPARE(readers(b, 1), (std::vector<uint64_t>{2, 3, 8, 9}));
    const SlotReaders limited = b.readersOf(1, 3);
    QCOMPARE(limited.elements, (std::vector<uint64_t>{2, 3, 8}));
    QCOMPARE(limited.total, 4u);
    QCOMPARE(b.readersOf(1, 0).total, 4u);
  }

  void gappedRowPitchLeavesUnreadSlots() {
    // Sizes {2, 2}, Strides {4, 1}: a row pitch of 4 for rows of 2: slots 2 and 3 are padding.
    const BufferLayout b = buffer(tensor(DataType::Float32, {2, 2}, std::vector<uint32_t>{4, 1}));
    QCOMPARE(b.slotCount(), 6u);  // the last element read is slot 5
    QCOMPARE(readers(b, 0), (std::vector<uint64_t>{0}));
    QCOMPARE(readers(b, 1), (std::vector<uint64_t>{1}));
    QVERIFY(readers(b, 2).empty());
    QVERIFY(readers(b, 3).empty());
    QCOMPARE(readers(b, 4), (std::vector<uint64_t>{2}));
    QCOMPARE(readers(b, 5), (std::vector<uint64_t>{3}));
    QCOMPARE(b.readersOf(3, kAll).total, 0u);
  }

  void roundingAndTotalSizeAddTrailingGaps() {
    // UINT8 {2, 2} Strides {4, 1}: 6 bytes reached, rounded up to 8: slots 6 and 7 are read by nobody.
    const BufferLayout bytes = buffer(tensor(DataType::UInt8, {2, 2}, std::vector<uint32_t>{4, 1}));
    QCOMPARE(bytes.slotCount(), 8u);
    QVERIFY(readers(bytes, 6).empty());
    QVERIFY(readers(bytes, 7).empty());
    // A larger TotalTensorSizeInBytes: 40 bytes of FLOAT32 are 10 slots; 42 bytes are still 10.
    TensorDesc desc = tensor(DataType::Float32, {2, 2}, std::vector<uint32_t>{4, 1});
    desc.totalTensorSizeInBytes = 40;
    QCOMPARE(buffer(desc).slotCount(), 10u);
    desc.totalTensorSizeInBytes = 42;
    QCOMPARE(buffer(desc).slotCount(), 10u);
    QCOMPARE(buffer(desc).byteOffsetOf(9), 36u);
  }

  void overlappingStridesShareSlots() {
    // Sizes {3, 3}, Strides {1, 1}: [i, j] reads slot i + j.
    const BufferLayout diagonal = buffer(tensor(DataType::Float32, {3, 3}, std::vector<uint32_t>{1, 1}));
    QCOMPARE(diagonal.slotCount(), 5u);
    QCOMPARE(readers(diagonal, 0), (std::vector<uint64_t>{0}));
    QCOMPARE(readers(diagonal, 2), (std::vector<uint64_t>{2, 4, 6}));  // [0,2] [1,1] [2,0]
    QCOMPARE(readers(diagonal, 3), (std::vector<uint64_t>{5, 7}));     // [1,2] [2,1]
    QCOMPARE(readers(diagonal, 4), (std::vector<uint64_t>{8}));
    // Sizes {3, 3}, Strides {2, 1}: [i, j] reads slot 2i + j; rows overlap by one slot.
    const BufferLayout rows = buffer(tensor(DataType::Float32, {3, 3}, std::vector<uint32_t>{2, 1}));
    QCOMPARE(readers(rows, 2), (std::vector<uint64_t>{2, 3}));  // [0,2] [1,0]
    QCOMPARE(readers(rows, 3), (std::vector<uint64_t>{4}));     // [1,1]
    QCOMPARE(readers(rows, 4), (std::vector<uint64_t>{5, 6}));  // [1,2] [2,0]
    QCOMPARE(readers(rows, 6), (std::vector<uint64_t>{8}));     // [2,2]
  }

  void stridesWithACommonFactorSkipUnreachableSlots() {
    // Sizes {4, 3}, Strides {3, 2}: [i, j] reads 3i + 2j; slot 1 is out of reach, slot 7 is [1, 2].
    const BufferLayout b = buffer(tensor(DataType::Float32, {4, 3}, std::vector<uint32_t>{3, 2}));
    QVERIFY(readers(b, 1).empty());
    QCOMPARE(readers(b, 7), (std::vector<uint64_t>{5}));
    QCOMPARE(readers(b, 6), (std::vector<uint64_t>{6}));   // [2, 0]; [0, 3] is out of range
    QCOMPARE(readers(b, 9), (std::vector<uint64_t>{9}));   // [3, 0]
    QCOMPARE(readers(b, 13), (std::vector<uint64_t>{11})); // [3, 2], the last slot reached
    QVERIFY(readers(b, 14).empty());
  }

  void slotsOutsideTheTensorHaveNoReaders() {
    const BufferLayout b = buffer(tensor(DataType::Float32, {2, 3}));
    QVERIFY(readers(b, 6).empty());
    QVERIFY(readers(b, kAll).empty());
    QCOMPARE(b.slotOf(6), std::nullopt);
    QCOMPARE(b.slotOf(kAll), std::nullopt);
  }

  void hugeTensorsAreAnsweredPerSlot() {
    // 2^64 - 2^33 elements of UINT8 with a row pitch of 2^32 - 1: a table of them could never be built.
    const BufferLayout b = buffer(tensor(DataType::UInt8, {kMaxU32, kMaxU32}, std::vector<uint32_t>{kMaxU32, 1}));
    const uint64_t row = uint64_t{kMaxU32} - 2;
    const uint64_t slot = row * kMaxU32 + 5;
    QCOMPARE(readers(b, slot), (std::vector<uint64_t>{row * kMaxU32 + 5}));
    QCOMPARE(b.slotOf(row * kMaxU32 + 5), std::optional<uint64_t>(slot));
    // A broadcast over 2^32 - 1 rows is counted, not enumerated.
    const BufferLayout broadcast = buffer(tensor(DataType::Float32, {kMaxU32, kMaxU32}, std::vector<uint32_t>{0, 1}));
    const SlotReaders r = broadcast.readersOf(7, 3);
    QCOMPARE(r.total, uint64_t{kMaxU32});
    QCOMPARE(r.elements, (std::vector<uint64_t>{7, 7 + uint64_t{kMaxU32}, 7 + 2 * uint64_t{kMaxU32}}));
  }

  void impossibleLayoutsAreRefusedWithTheirReason() {
    auto wrongCount = BufferLayout::of(tensor(DataType::Float32, {2, 3}, std::vector<uint32_t>{1}));
    QVERIFY(!wrongCount);
    QVERIFY(QString::fromStdString(wrongCount.error().message).contains(QStringLiteral("Strides")));
    // 2^64 - 2^33 elements of FLOAT32 need more bytes than 64 bits count.
    auto tooBig = BufferLayout::of(tensor(DataType::Float32, {kMaxU32, kMaxU32}, std::vector<uint32_t>{kMaxU32, 1}));
    QVERIFY(!tooBig);
  }

  void randomDescsAgreeWithBruteForce() {
    std::mt19937 rng(20240512);
    const DataType types[] = {DataType::UInt8, DataType::Float16, DataType::Float32, DataType::Int64};
    for (int round = 0; round < 400; ++round) {
      TensorDesc desc;
      desc.dataType = types[rng() % 4];
      const uint32_t rank = 1 + rng() % 4;
      for (uint32_t k = 0; k < rank; ++k) desc.sizes.push_back(1 + rng() % 4);
      if (rng() % 5 != 0) {
        std::vector<uint32_t> strides;
        for (uint32_t k = 0; k < rank; ++k) strides.push_back(rng() % 3 == 0 ? 0 : rng() % 9);
        desc.strides = strides;
      }
      BruteForce expected = bruteForce(desc);
      if (rng() % 4 == 0) {
        desc.totalTensorSizeInBytes = expected.slotCount * bytesOf(desc.dataType) + rng() % 20;
        expected.slotCount = *desc.totalTensorSizeInBytes / bytesOf(desc.dataType);
      }
      const BufferLayout b = buffer(desc);
      const QByteArray what = QStringLiteral("round %1").arg(round).toUtf8();
      QVERIFY2(b.slotCount() == expected.slotCount, what.constData());
      for (uint64_t slot = 0; slot < expected.slotCount + 3; ++slot) {
        const auto it = expected.readersBySlot.find(slot);
        const std::vector<uint64_t> all = it == expected.readersBySlot.end() ? std::vector<uint64_t>{} : it->second;
        const SlotReaders got = b.readersOf(slot, kAll);
        QVERIFY2(got.elements == all && got.total == all.size(), what.constData());
        const uint64_t limit = rng() % 3;
        const SlotReaders limited = b.readersOf(slot, limit);
        const std::vector<uint64_t> prefix(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(std::min<uint64_t>(limit, all.size())));
        QVERIFY2(limited.elements == prefix && limited.total == all.size(), what.constData());
      }
      for (uint64_t e = 0; e < expected.slotOfElement.size(); ++e) {
        QVERIFY2(b.slotOf(e) == std::optional<uint64_t>(expected.slotOfElement[e]), what.constData());
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestBufferLayout)
#include "tst_buffer_layout.moc"
