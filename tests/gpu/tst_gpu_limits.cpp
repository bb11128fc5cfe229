// The Vulkan backend at its limits: a tensor above 128 MiB through the range-splitting path, device memory
// running out, a machine without Vulkan, bad device choices, cancellation; and the host-side arithmetic the
// shaders rely on (division by multiply-high, the default device order).
#include <QtTest>

#include <atomic>
#include <bit>
#include <cstring>
#include <random>

#include "dispatch_plan.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "shader_params.h"
#include "vulkan_instance.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

// Environment variables set for one scope, restored after.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const QByteArray& value) : name_(name), had_(qEnvironmentVariableIsSet(name)) {
    if (had_) old_ = qgetenv(name);
    qputenv(name, value);
  }
  ~ScopedEnvironment() {
    if (had_) qputenv(name_, old_);
    else qunsetenv(name_);
  }

 private:
  const char* name_;
  bool had_;
  QByteArray old_;
};

TensorDesc floatTensor(std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = DataType::Float32;
  t.sizes = std::move(sizes);
  return t;
}

// Large descriptors of every operator and mode (no data: planning only looks at layouts).
std::vector<std::pair<std::string, OperatorDesc>> largeDescriptors() {
  std::vector<std::pair<std::string, OperatorDesc>> all;
  for (auto mode : {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection, PaddingMode::Symmetric}) {
    PaddingDesc d;
    d.InputTensor = floatTensor({8192, 8192});
    d.OutputTensor = floatTensor({8320, 8320});
    d.PaddingMode = mode;
    d.StartPadding = d.EndPadding = {64, 64};
    all.emplace_back(std::string(shortName(mode)), d);
  }
  for (auto order : {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth}) {
    DepthToSpace1Desc d;
    d.InputTensor = floatTensor({1, 256, 512, 512});
    d.OutputTensor = floatTensor({1, 64, 1024, 1024});
    d.Order = order;
    all.emplace_back(std::string(shortName(order)), d);
  }
  // Each output channel group reads every B-th element of a quarter of the input's rows: boxes must be cut
  // down to a few input channels before their reads fit one window.
  for (auto order : {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth}) {
    SpaceToDepth1Desc d;
    d.InputTensor = floatTensor({1, 64, 1024, 1024});
    d.OutputTensor = floatTensor({1, 256, 512, 512});
    d.Order = order;
    all.emplace_back("SPACE_TO_DEPTH1 " + std::string(shortName(order)), d);
  }
  TileDesc tile;
  tile.InputTensor = floatTensor({1, 1, 2048, 2048});
  tile.OutputTensor = floatTensor({1, 1, 8192, 8192});
  tile.Repeats = {1, 1, 4, 4};
  all.emplace_back("TILE", tile);
  SplitDesc split;
  split.Axis = 2;
  split.InputTensor = floatTensor({64, 2048, 2048});
  split.OutputTensors = {floatTensor({64, 2048, 700}), floatTensor({64, 2048, 700}), floatTensor({64, 2048, 648})};
  all.emplace_back("SPLIT", split);
  JoinDesc join;
  join.Axis = 2;
  join.InputTensors = split.OutputTensors;
  join.OutputTensor = split.InputTensor;
  all.emplace_back("JOIN", join);
  return all;
}


// A box of output coordinates, read back from a dispatch's parameters.
struct PlannedBox {
  uint32_t rank = 0;
  std::array<uint32_t, kMaxDimensions> lo{}, extent{};
  uint64_t elements() const {
    uint64_t n = 1;
    for (uint32_t k = 0; k < rank; ++k) n *= extent[k];
    return n;
  }
  bool overlaps(const PlannedBox& other) const {
    for (uint32_t k = 0; k < rank; ++k)
      if (lo[k] + extent[k] <= other.lo[k] || other.lo[k] + other.extent[k] <= lo[k]) return false;
    return true;
  }
};
PlannedBox boxOf(const vulkan::PlannedDispatch& d) {
  PlannedBox b;
  b.rank = d.rank;
  for (uint32_t k = 0; k < d.rank; ++k) {
    b.lo[k] = d.params.boxLo[k];
    b.extent[k] = d.params.extent[k];
  }
  return b;
}

// The bytes from the box's first element to the end of its last, with these element strides and size.
template <class Strides>
std::pair<uint64_t, uint64_t> byteSpan(const PlannedBox& box, const Strides& strides, uint64_t bytes) {
  uint64_t first = 0, last = 0;
  for (uint32_t k = 0; k < box.rank; ++k) {
    first += uint64_t{box.lo[k]} * strides[k];
    last += (uint64_t{box.lo[k]} + box.extent[k] - 1) * strides[k];
  }
  return {first * bytes, (last + 1) * bytes};
}

std::vector<uint64_t> rowMajor(const std::vector<uint32_t>& sizes) {
  std::vector<uint64_t> strides(sizes.size(), 1);
  for (size_t k = sizes.size(); k-- > 1;) strides[k - 1] = strides[k] * sizes[k];
  return strides;
}

VulkanDeviceInfo deviceOfType(const char* type) {
  VulkanDeviceInfo info;
  info.type = type;
  return info;
}

}  // namespace

class GpuLimits : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void fastDivisionIsExactForEveryDividend() {
    std::mt19937_64 rng(7);
    auto check = [](uint32_t n, uint32_t d) {
      const auto f = vulkan::fastDivisor(d);
      if (vulkan::fastDivide(n, d, f) != n / d)
        QFAIL(qPrintable(QStringLiteral("%1 / %2 gave %3").arg(n).arg(d).arg(vulkan::fastDivide(n, d, f))));
    };
    for (uint32_t d = 1; d < 2000; ++d)
      for (uint32_t n : {0u, 1u, d - 1, d, d + 1, 2 * d - 1, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu}) check(n, d);
    for (uint32_t s = 0; s < 32; ++s)
      for (uint32_t d : {1u << s, (1u << s) + 1, (1u << s) - 1})
        if (d != 0)
          for (uint32_t n : {0xffffffffu, d * 3u, d * 3u - 1}) check(n, d);
    for (int i = 0; i < 2000000; ++i) {
      const auto d = static_cast<uint32_t>(rng() >> (32 + rng() % 32));
      check(static_cast<uint32_t>(rng()), d == 0 ? 1 : d);
    }
  }

  // With lavapipe's 128 MiB storage range, every operator's 256 MiB to 1 GiB tensors are planned as
  // windows within the range that cover every output element exactly once.
  void largeTensorsOfEveryOperatorPlanWithinTheRange() {
    constexpr uint64_t kRange = uint64_t{128} << 20;
    for (const auto& [name, desc] : largeDescriptors()) {
      QVERIFY2(validate(desc, kLatestFeatureLevel).empty(), name.c_str());
      const PlanInputs p = planInputsOf(desc);
      const auto& [inputs, outputs, dataBytes] = p;
      for (bool map : {false, true}) {
        vulkan::PlanLimits limits;
        limits.maxStorageRange = kRange;
        limits.storageAlignment = 64;
        auto plan = vulkan::planRun(desc, inputs, dataBytes, outputs, map, limits);
        QVERIFY2(plan.ok(), (name + ": " + errorText(plan)).c_str());
        std::vector<uint64_t> covered(outputs.size(), 0);
        for (const auto& d : plan->dispatches) {
          for (const auto* w : {&d.inputWindow, &d.outputWindow, &d.mapWindow}) {
            QVERIFY2(w->range <= kRange, name.c_str());
            QVERIFY2(w->offset % 64 == 0, name.c_str());
          }
          uint64_t elements = 1;
          for (uint32_t k = 0; k < d.rank; ++k) elements *= d.params.extent[k];
          covered[d.output] += elements;
        }
        for (size_t o = 0; o < outputs.size(); ++o) QCOMPARE(covered[o], outputs[o].elementCount);
      }
    }
  }

  // The gathers read an input beyond one window (or one chunk) through window slots: the windows cover the
  // input in order, each inside one chunk and within the range, and every gather dispatch takes the windowed
  // variant with each slot's first element; IndicesTensor is bound as the window each box reads. Beyond
  // kWindowSlots windows the input is refused by name, with the limit. The scatters read InputTensor under
  // each box, and IndicesTensor and UpdatesTensor beyond one window through the slots too, IndicesTensor's
  // first; beyond the slots they are refused by name (tst_gpu_scatter_windows runs them).
  void gathersReadInputsThroughWindowsOrSaySo() {
    constexpr uint64_t kRange = uint64_t{128} << 20;
    auto planOf = [&](const OperatorDesc& desc, uint64_t maxBufferBytes) {
      const PlanInputs p = planInputsOf(desc);
      vulkan::PlanLimits limits;
      limits.maxStorageRange = kRange;
      limits.maxBufferBytes = maxBufferBytes;
      return vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, true, limits);
    };
    TensorDesc indices;
    indices.dataType = DataType::Int64;
    indices.sizes = {1, 1, 1, 9216};
    // 48 MiB of input gathered into 144 MiB of output: the input whole, the output in several boxes.
    GatherDesc small{floatTensor({1, 1, 4096, 3072}), indices, floatTensor({1, 1, 4096, 9216}), 3, 1};
    QVERIFY(validate(small, kLatestFeatureLevel).empty());
    auto plan = planOf(small, 0);
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    QVERIFY(plan->dispatches.size() > 1);
    QVERIFY(plan->inputWindows.empty());
    for (const auto& d : plan->dispatches) {
      QCOMPARE(d.shader, vulkan::ShaderId::Gather);
      QCOMPARE(d.variant, uint32_t{0});
      QCOMPARE(d.inputWindow.offset, uint64_t{0});
      QCOMPARE(d.inputWindow.range, plan->inputBytes[0]);
      QCOMPARE(d.indicesWindow.range, plan->inputBytes[1]);  // 72 KiB of indices: whole
    }
    // The same input in 20 MiB buffers: three windows, one per buffer (the last one 8 MiB).
    constexpr uint64_t kChunk = uint64_t{20} << 20;
    auto chunked = planOf(small, kChunk);
    QVERIFY2(chunked.ok(), errorText(chunked).c_str());
    QCOMPARE(chunked->inputWindows.size(), size_t{3});
    for (size_t w = 0; w < 3; ++w) {
      QCOMPARE(chunked->inputWindows[w].offset, w * kChunk);
      QCOMPARE(chunked->inputWindows[w].range, w < 2 ? kChunk : (uint64_t{48} << 20) - 2 * kChunk);
    }
    for (const auto& d : chunked->dispatches) {
      QCOMPARE(d.variant, uint32_t{1});
      QCOMPARE(d.params.windowCount, uint32_t{3});
      for (uint32_t w = 0; w < 3; ++w) QCOMPARE(uint64_t{d.params.windowStart[w]}, w * kChunk / 4);
    }
    // 192 MiB of input: two windows (128 + 64 MiB).
    indices.sizes = {1, 1, 1, 3};
    GatherDesc large{floatTensor({1, 1, 16384, 3072}), indices, floatTensor({1, 1, 16384, 3}), 3, 1};
    auto windowed = planOf(large, 0);
    QVERIFY2(windowed.ok(), errorText(windowed).c_str());
    QCOMPARE(windowed->inputWindows.size(), size_t{2});
    QCOMPARE(windowed->inputWindows[0].range, kRange);
    QCOMPARE(windowed->inputWindows[1].offset, kRange);
    QCOMPARE(windowed->inputWindows[1].range, uint64_t{64} << 20);
    // An IndicesTensor beyond one window (GATHER_ELEMENTS, 160 MiB of INT32 cells) is bound as the part each
    // box reads: the cells share the output's coordinates, so a box's rows of cells.
    TensorDesc cells = floatTensor({1, 1, 16384, 2560});
    cells.dataType = DataType::Int32;
    GatherElementsDesc elements{floatTensor({1, 1, 16384, 3072}), cells, floatTensor({1, 1, 16384, 2560}), 3};
    QVERIFY(validate(elements, kLatestFeatureLevel).empty());
    auto split = planOf(elements, 0);
    QVERIFY2(split.ok(), errorText(split).c_str());
    QVERIFY(split->dispatches.size() > 1);
    for (const auto& d : split->dispatches) {
      QVERIFY(d.indicesWindow.range <= kRange);
      const uint64_t firstCell = uint64_t{d.params.boxLo[2]} * 2560 * 4;
      const uint64_t endCell = (uint64_t{d.params.boxLo[2]} + d.params.extent[2]) * 2560 * 4;
      QVERIFY(firstCell >= d.indicesWindow.offset && endCell <= d.indicesWindow.offset + d.indicesWindow.range);
      QCOMPARE(uint64_t{d.params.indexBias}, d.indicesWindow.offset / 4);
    }
    // 2.25 GiB of input: 18 windows of 128 MiB, beyond the 16 slots.
    GatherDesc huge{floatTensor({1, 1, 16384 * 12, 3072}), indices, floatTensor({1, 1, 16384 * 12, 3}), 3, 1};
    auto refused = planOf(huge, 0);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().id, std::string("gpu.index-input-too-large"));
    QVERIFY2(errorText(refused).find("InputTensor") != std::string::npos, errorText(refused).c_str());
    QVERIFY2(errorText(refused).find("DML_OPERATOR_GATHER") != std::string::npos, errorText(refused).c_str());
    QVERIFY2(errorText(refused).find("at most 16 storage-buffer windows") != std::string::npos, errorText(refused).c_str());
    // A scatter's 192 MiB IndicesTensor and UpdatesTensor: two windows each (128 + 64 MiB), IndicesTensor's in
    // slots 0-1 and UpdatesTensor's in 2-3, both read through the slots by every dispatch.
    TensorDesc scatterIndices = floatTensor({1, 1, 16384, 3072});
    scatterIndices.dataType = DataType::UInt32;
    ScatterDesc scatter{floatTensor({1, 1, 16384, 3072}), scatterIndices, floatTensor({1, 1, 16384, 3072}),
                        floatTensor({1, 1, 16384, 3072}), 3};
    QVERIFY(validate(scatter, kLatestFeatureLevel).empty());
    auto scatterPlan = planOf(scatter, 0);
    QVERIFY2(scatterPlan.ok(), errorText(scatterPlan).c_str());
    QCOMPARE(scatterPlan->indexWindows.size(), size_t{2});
    QCOMPARE(scatterPlan->updateWindows.size(), size_t{2});
    QCOMPARE(scatterPlan->updateWindows[1].offset, kRange);
    QCOMPARE(scatterPlan->updateWindows[1].range, uint64_t{64} << 20);
    for (const auto& d : scatterPlan->dispatches) {
      QCOMPARE(d.indexInputWindows, vulkan::kIndicesInWindows | vulkan::kUpdatesInWindows);
      QCOMPARE(d.params.windowCount, uint32_t{4});
      QCOMPARE(d.params.updateWindowFirst, uint32_t{2});
      QCOMPARE(uint64_t{d.params.windowStart[1]}, kRange / 4);
      QCOMPARE(uint64_t{d.params.windowStart[3]}, kRange / 4);
    }
    // 2.25 GiB of IndicesTensor: 18 windows of 128 MiB, beyond the 16 slots: refused by name, with the limit.
    ScatterDesc hugeScatter = scatter;
    hugeScatter.InputTensor.sizes = hugeScatter.IndicesTensor.sizes = hugeScatter.UpdatesTensor.sizes =
        hugeScatter.OutputTensor.sizes = {1, 1, 16384 * 12, 3072};
    QVERIFY(validate(hugeScatter, kLatestFeatureLevel).empty());
    auto scatterRefused = planOf(hugeScatter, 0);
    QVERIFY(!scatterRefused.ok());
    QCOMPARE(scatterRefused.error().id, std::string("gpu.index-input-too-large"));
    QVERIFY2(errorText(scatterRefused).find("at most 16 storage-buffer windows") != std::string::npos,
             errorText(scatterRefused).c_str());
    QVERIFY2(errorText(scatterRefused).find("reads IndicesTensor") != std::string::npos, errorText(scatterRefused).c_str());
    // With indices and updates inside one window, the 192 MiB input is read in parts under the output's boxes.
    scatter.IndicesTensor.sizes = scatter.UpdatesTensor.sizes = {1, 1, 16384, 4};
    QVERIFY(validate(scatter, kLatestFeatureLevel).empty());
    auto inParts = planOf(scatter, 0);
    QVERIFY2(inParts.ok(), errorText(inParts).c_str());
    for (const auto& d : inParts->dispatches) QVERIFY(d.inputWindow.range <= kRange);
  }

  // A scatter asked for the two winner passes takes them: one Mark dispatch over the updates, then the
  // Resolve dispatches (the first waiting for it), the words bound whole; words beyond one window, or the scan
  // asked for: the scan alone. Auto takes the lines in shared memory (tst_gpu_scatter_paths checks that path).
  void scattersTakeTheWinnerPassesWhereTheyPay() {
    auto planOf = [&](const OperatorDesc& desc, uint64_t range, vulkan::ScatterMethod method) {
      const PlanInputs p = planInputsOf(desc);
      vulkan::PlanLimits limits;
      limits.maxStorageRange = range;
      limits.scatterMethod = method;
      return vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, true, limits);
    };
    // FLOAT16: the words (4 bytes an element) can outgrow a window the input (2) fits.
    auto halves = [](std::vector<uint32_t> sizes) {
      TensorDesc t = floatTensor(std::move(sizes));
      t.dataType = DataType::Float16;
      return t;
    };
    TensorDesc indices = floatTensor({1, 1, 64, 16});
    indices.dataType = DataType::Int32;
    ScatterDesc many{halves({1, 1, 64, 1024}), indices, halves({1, 1, 64, 16}), halves({1, 1, 64, 1024}), 3};
    QVERIFY(validate(many, kLatestFeatureLevel).empty());
    auto lines = planOf(many, uint64_t{1} << 20, vulkan::ScatterMethod::Lines);
    QVERIFY2(lines.ok(), errorText(lines).c_str());
    QCOMPARE(lines->winnerBytes, uint64_t{0});
    for (const auto& d : lines->dispatches) QCOMPARE(d.shader, vulkan::ShaderId::ScatterLines);
    auto plan = planOf(many, uint64_t{1} << 20, vulkan::ScatterMethod::Winners);
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    QCOMPARE(plan->winnerBytes, uint64_t{64 * 1024 * 4});
    QVERIFY(plan->dispatches.size() >= 2);
    const auto& mark = plan->dispatches.front();
    QCOMPARE(mark.winners, vulkan::PlannedDispatch::Winners::Mark);
    QCOMPARE(mark.params.itemCount, uint32_t{64 * 16});  // one item per update
    QVERIFY(!mark.writeMap);
    QVERIFY(plan->dispatches[1].waitForPrevious);
    for (size_t i = 1; i < plan->dispatches.size(); ++i) {
      QCOMPARE(plan->dispatches[i].winners, vulkan::PlannedDispatch::Winners::Resolve);
      QCOMPARE(plan->dispatches[i].waitForPrevious, i == 1);
    }
    // Words (256 KiB) beyond a 128 KiB window: the scan, in several boxes.
    auto narrow = planOf(many, uint64_t{128} << 10, vulkan::ScatterMethod::Winners);
    QVERIFY2(narrow.ok(), errorText(narrow).c_str());
    QCOMPARE(narrow->winnerBytes, uint64_t{0});
    for (const auto& d : narrow->dispatches) QCOMPARE(d.winners, vulkan::PlannedDispatch::Winners::None);
    auto scan = planOf(many, uint64_t{1} << 20, vulkan::ScatterMethod::Scan);
    QVERIFY(scan.ok());
    QCOMPARE(scan->winnerBytes, uint64_t{0});
    // The copy first asked for: the copy, then one item per update, no words.
    auto copyFirst = planOf(many, uint64_t{1} << 20, vulkan::ScatterMethod::CopyFirst);
    QVERIFY2(copyFirst.ok(), errorText(copyFirst).c_str());
    QCOMPARE(copyFirst->winnerBytes, uint64_t{0});
    QCOMPARE(copyFirst->dispatches.front().shader, vulkan::ShaderId::Split);
    QCOMPARE(copyFirst->dispatches.back().shader, vulkan::ShaderId::Scatter);
    QCOMPARE(copyFirst->dispatches.back().params.itemCount, uint32_t{64 * 16});
    QVERIFY(copyFirst->dispatches.back().waitForPrevious);
    // A candidate more than the copy first takes, on lines too long for the shared words: the lines in
    // segments (each reads the row's indices again), no words.
    ScatterDesc few = many;
    few.IndicesTensor.sizes = few.UpdatesTensor.sizes = {1, 1, 64, vulkan::kCopyFirstUpdates + 1};
    few.InputTensor.sizes = few.OutputTensor.sizes = {1, 1, 64, 16384};
    auto cheap = planOf(few, uint64_t{8} << 20, vulkan::ScatterMethod::Auto);
    QVERIFY(cheap.ok());
    QCOMPARE(cheap->winnerBytes, uint64_t{0});
    QVERIFY(cheap->dispatches.front().shader == vulkan::ShaderId::ScatterLines);
    QCOMPARE(planOf(few, uint64_t{8} << 20, vulkan::ScatterMethod::Winners)->winnerBytes, uint64_t{64 * 16384 * 4});
    few.IndicesTensor.sizes = few.UpdatesTensor.sizes = {1, 1, 64, 4};
    QCOMPARE(planOf(few, uint64_t{8} << 20, vulkan::ScatterMethod::Auto)->dispatches.front().shader, vulkan::ShaderId::Split);
  }

  // Updates piled on a few elements: however the invocations interleave, both methods keep the last update
  // in row-major order, as the CPU does (ScatterND: 40 one-tuples into 3 rows; Scatter: 40 per row into 3).
  void scattersKeepTheLastOfManyUpdatesOnEveryMethod() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    TensorDesc ndIndices = floatTensor({40, 1});
    ndIndices.dataType = DataType::UInt32;
    ScatterNdDesc nd{floatTensor({3, 5}), ndIndices, floatTensor({40, 5}), floatTensor({3, 5}), 2, 2};
    TensorDesc indices = floatTensor({2, 40});
    indices.dataType = DataType::Int32;
    ScatterDesc elements{floatTensor({2, 3}), indices, floatTensor({2, 40}), floatTensor({2, 3}), 1};
    for (const OperatorDesc& desc : {OperatorDesc{nd}, OperatorDesc{elements}}) {
      QVERIFY(validate(desc, kLatestFeatureLevel).empty());
      Session s;
      s.desc = desc;
      for (const auto& slot : inputSlots(desc)) {
        const auto layout = *computeLayout(inputTensor(desc, slot.index));
        Buffer data(layout.bufferBytes);
        for (uint64_t i = 0; i < layout.elementCount; ++i) {
          // Indices 0..2 in a scrambled order (the signed ones write 2 as -1); values 1, 2, 3, ...
          const uint32_t position = static_cast<uint32_t>((i * 7 + i / 3) % 3);
          const bool isSigned = std::holds_alternative<ScatterDesc>(desc);
          const uint32_t word = slot.index != 1 ? std::bit_cast<uint32_t>(static_cast<float>(i + 1 + 100 * slot.index))
                                : isSigned && position == 2 ? static_cast<uint32_t>(-1)
                                                            : position;
          std::memcpy(data.data() + 4 * i, &word, 4);
        }
        s.inputData.push_back(std::move(data));
      }
      auto expected = makeCpuBackend()->run(s);
      QVERIFY2(expected.ok(), errorText(expected).c_str());
      for (auto method : {vulkan::ScatterMethod::Scan, vulkan::ScatterMethod::Winners, vulkan::ScatterMethod::Lines,
                          vulkan::ScatterMethod::CopyFirst, vulkan::ScatterMethod::CopyThenLines}) {
        vulkan::setScatterMethod(*gpu_.backend, method);
        auto got = gpu_.backend->run(s);
        QVERIFY2(got.ok(), errorText(got).c_str());
        QCOMPARE(got->outputs, expected->outputs);
        QVERIFY(got->indexMap.sameSources(expected->indexMap));
      }
    }
  }

  // An identity whose input is contiguous along another dimension than the output's rows is planned as the
  // tiled transpose (tiles of 32 x 32 through shared memory): FLOAT32 and INT64, the contiguous dimension just
  // before the rows or far out, sizes that leave partial tiles, a broadcast row, whole tiles of 16-byte quads; run whole, then through
  // 1 KiB windows (many boxes) on at most 2 workgroups (several tiles each), it gives the CPU reference's
  // bytes and index map. A row-major input keeps the split shader.
  void transposingIdentityTakesTilesAndMatchesTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    struct Case {
      const char* name;
      DataType type;
      std::vector<uint32_t> sizes, strides;
      vulkan::ShaderId shader;
    };
    const Case cases[] = {
        {"FLOAT32 {150, 70} read down the columns", DataType::Float32, {150, 70}, {1, 150}, vulkan::ShaderId::Transpose},
        {"FLOAT32 {3, 45, 70}, contiguous along 1", DataType::Float32, {3, 45, 70}, {45 * 70, 1, 45}, vulkan::ShaderId::Transpose},
        {"INT64 {33, 2, 5, 40}, contiguous along 0", DataType::Int64, {33, 2, 5, 40}, {1, 33 * 40 * 5, 33 * 40, 33},
         vulkan::ShaderId::Transpose},
        {"FLOAT32 {40, 50}, one row broadcast", DataType::Float32, {40, 50}, {1, 0}, vulkan::ShaderId::Transpose},
        // Whole tiles moved as 16-byte quads (strides multiples of 4) beside the partial tiles' words.
        {"FLOAT32 {200, 136} read down the columns", DataType::Float32, {200, 136}, {1, 200}, vulkan::ShaderId::Transpose},
        {"FLOAT32 {3, 128, 96}, contiguous along 1", DataType::Float32, {3, 128, 96}, {128 * 96, 1, 128},
         vulkan::ShaderId::Transpose},
        {"FLOAT32 {45, 70} row-major", DataType::Float32, {45, 70}, {70, 1}, vulkan::ShaderId::Split},
    };
    const RestoreTestLimits restore{*gpu_.backend};
    for (const Case& c : cases) {
      TensorDesc input;
      input.dataType = c.type;
      input.sizes = c.sizes;
      input.strides = c.strides;
      TensorDesc output;
      output.dataType = c.type;
      output.sizes = c.sizes;
      const OperatorDesc desc = ElementWiseIdentityDesc{input, output, std::nullopt};
      QVERIFY2(validate(desc, kLatestFeatureLevel).empty(), c.name);
      const PlanInputs p = planInputsOf(desc);
      vulkan::PlanLimits limits;
      limits.maxStorageRange = uint64_t{128} << 20;
      auto plan = vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, true, limits);
      QVERIFY2(plan.ok(), errorText(plan).c_str());
      for (const auto& d : plan->dispatches) QVERIFY2(d.shader == c.shader, c.name);

      Session s;
      s.desc = desc;
      Buffer data(p.inputs[0].bufferBytes);
      for (size_t i = 0; i < data.size(); ++i) data[i] = std::byte(static_cast<uint8_t>(i * 13 + (i >> 8) + 1));
      s.inputData = {std::move(data)};
      auto expected = makeCpuBackend()->run(s);
      QVERIFY2(expected.ok(), errorText(expected).c_str());
      for (bool small : {false, true}) {
        vulkan::overrideLimitsForTesting(*gpu_.backend, small ? 1024 : 0, small ? 2 : 0);
        auto got = gpu_.backend->run(s);
        QVERIFY2(got.ok(), errorText(got).c_str());
        const std::string difference = compareRuns(s, *expected, *got);
        QVERIFY2(difference.empty(), (std::string(c.name) + (small ? ", small windows: " : ": ") + difference).c_str());
      }
    }
  }

  // Tensors of 256 MiB to 1 GiB stored in chunks of 24 MiB - 64 bytes (boundaries in the middle of rows),
  // once with a range above the chunk and once equal to it: every window of every dispatch lies inside one
  // chunk of its tensor and inside the tensor, every box's output bytes and map entries lie inside its
  // windows, and the boxes cover every output element exactly once (they do not overlap and add up).
  // DEPTH_COLUMN_ROW reads each output row from B input channel groups a quarter of the input apart, so it
  // is planned as a copy between 6-D views of both tensors (its dispatches' boxes, strides and map strides are
  // the views'), and SPACE_TO_DEPTH1 may be walked over a 6-D view where that takes no more dispatches; the
  // checks below use each dispatch's own strides and so hold for every kind of plan.
  void largeTensorsInChunksPlanWindowsInsideOneChunk() {
    constexpr uint64_t kChunk = (uint64_t{24} << 20) - 64;
    for (const auto& [name, desc] : largeDescriptors()) {
      const PlanInputs p = planInputsOf(desc);
      for (uint64_t range : {uint64_t{128} << 20, kChunk}) {
        for (bool map : {false, true}) {
          const std::string where = name + (map ? " with the map" : "") + ", range " + std::to_string(range);
          vulkan::PlanLimits limits;
          limits.maxStorageRange = range;
          limits.storageAlignment = 64;
          limits.maxBufferBytes = kChunk + 63;  // rounded down to the alignment: kChunk
          auto plan = vulkan::planRun(desc, p.inputs, p.dataBytes, p.outputs, map, limits);
          QVERIFY2(plan.ok(), (where + ": " + errorText(plan)).c_str());
          QCOMPARE(plan->chunkBytes, kChunk);
          const uint64_t entryBytes = plan->mapEncoding == vulkan::MapEncoding::Narrow ? 4 : 8;
          std::vector<std::vector<PlannedBox>> boxes(p.outputs.size());
          for (const auto& d : plan->dispatches) {
            const std::vector<std::pair<const vulkan::Window*, uint64_t>> windows = {
                {&d.inputWindow, plan->inputBytes[d.input]},
                {&d.outputWindow, plan->outputBytes[d.output]},
                {&d.mapWindow, map ? plan->mapBytes[d.output] : 0}};
            for (const auto& [w, allocation] : windows) {
              if (w == &d.mapWindow && !map) continue;
              QVERIFY2(w->range > 0 && w->range <= range, where.c_str());
              QVERIFY2(w->offset % 64 == 0, where.c_str());
              QVERIFY2(w->offset + w->range <= allocation, where.c_str());
              QVERIFY2(w->offset / kChunk == (w->offset + w->range - 1) / kChunk,
                       (where + ": a window crosses a chunk boundary at " + std::to_string(w->offset)).c_str());
            }
            const PlannedBox box = boxOf(d);
            const TensorLayout& out = p.outputs[d.output];
            const auto [outFirst, outEnd] = byteSpan(box, d.params.outStride, out.elementBytes);
            QVERIFY2(outFirst >= d.outputWindow.offset && outEnd <= d.outputWindow.offset + d.outputWindow.range,
                     (where + ": a box writes outside its output window").c_str());
            if (map) {
              const auto [mapFirst, mapEnd] = byteSpan(box, d.params.mapStride, entryBytes);
              QVERIFY2(mapFirst >= d.mapWindow.offset && mapEnd <= d.mapWindow.offset + d.mapWindow.range,
                       (where + ": a box writes map entries outside its map window").c_str());
            }
            if (d.rank == out.rank()) {
              const std::vector<uint64_t> mapStrides = rowMajor(out.sizes);
              for (uint32_t k = 0; k < box.rank; ++k) {
                QVERIFY(box.lo[k] + box.extent[k] <= out.sizes[k]);
                QCOMPARE(uint64_t{d.params.outStride[k]}, uint64_t{out.strides[k]});
                QCOMPARE(uint64_t{d.params.mapStride[k]}, mapStrides[k]);
              }
            } else {
              // DEPTH_TO_SPACE1 DEPTH_COLUMN_ROW's contiguous reads, or SPACE_TO_DEPTH1's cache-order walk.
              const bool viewed = name == shortName(DepthSpaceOrder::DepthColumnRow) || name.rfind("SPACE_TO_DEPTH1", 0) == 0;
              QVERIFY2(viewed && d.rank == 6, where.c_str());
              QVERIFY(outEnd <= out.bufferBytes);
            }
            boxes[d.output].push_back(box);
          }
          for (size_t o = 0; o < p.outputs.size(); ++o) {
            uint64_t covered = 0;
            for (size_t a = 0; a < boxes[o].size(); ++a) {
              covered += boxes[o][a].elements();
              for (size_t b = a + 1; b < boxes[o].size(); ++b)
                QVERIFY2(!boxes[o][a].overlaps(boxes[o][b]), (where + ": two dispatches write the same elements").c_str());
            }
            QCOMPARE(covered, p.outputs[o].elementCount);
          }
          // The tensors really are chunked: some output spans several chunks.
          QVERIFY(vulkan::chunkCount(plan->outputBytes[0], plan->chunkBytes) > 1);
        }
      }
    }
  }

  // Chunks are the per-buffer limit rounded down to the storage alignment (and 16); a limit below one
  // alignment unit is refused; chunk arithmetic: 100 bytes in chunks of 32 are 32, 32, 32 and 4.
  void chunkSizeIsTheBufferLimitRoundedDownToTheAlignment() {
    vulkan::PlanLimits limits;
    limits.storageAlignment = 64;
    limits.maxBufferBytes = 0;
    QCOMPARE(*vulkan::storageChunkBytes(limits), uint64_t{0});
    limits.maxBufferBytes = uint64_t{4} << 30;
    QCOMPARE(*vulkan::storageChunkBytes(limits), uint64_t{4} << 30);
    limits.maxBufferBytes = (uint64_t{2} << 30) - 1;  // lavapipe-like odd limit
    QCOMPARE(*vulkan::storageChunkBytes(limits), (uint64_t{2} << 30) - 64);
    limits.storageAlignment = 4;  // below 16: chunks still whole 16-byte vectors
    limits.maxBufferBytes = 1000;
    QCOMPARE(*vulkan::storageChunkBytes(limits), uint64_t{992});
    limits.storageAlignment = 256;
    limits.maxBufferBytes = 255;
    auto refused = vulkan::storageChunkBytes(limits);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("255") != std::string::npos, refused.error().message.c_str());
    QCOMPARE(vulkan::chunkCount(100, 32), uint64_t{4});
    QCOMPARE(vulkan::chunkSize(100, 32, 0), uint64_t{32});
    QCOMPARE(vulkan::chunkSize(100, 32, 3), uint64_t{4});
    QCOMPARE(vulkan::chunkCount(96, 32), uint64_t{3});
    QCOMPARE(vulkan::chunkCount(96, 0), uint64_t{1});
    QCOMPARE(vulkan::chunkSize(96, 0, 0), uint64_t{96});
    const auto at = vulkan::chunkOf(vulkan::Window{70, 20}, 32);
    QCOMPARE(at.chunk, uint64_t{2});
    QCOMPARE(at.offset, uint64_t{6});
  }

  // Join of inputs of 6, 10 and 4 elements: the narrow map numbers them 0-5, 6-15 and 16-19, one word an
  // output element; asked for, the standard and wide maps take two words; a wider encoding is never narrowed.
  void indexMapTakesTheNarrowestEncodingThatHoldsEverySource() {
    JoinDesc join;
    const auto tensor = [](std::vector<uint32_t> sizes) {
      TensorDesc t;
      t.sizes = std::move(sizes);
      return t;
    };
    for (uint32_t width : {3u, 5u, 2u}) join.InputTensors.push_back(tensor({1, 1, 2, width}));
    join.OutputTensor = tensor({1, 1, 2, 10});
    join.Axis = 3;
    const OperatorDesc desc = join;
    QVERIFY(validate(desc, kLatestFeatureLevel).empty());
    std::vector<TensorLayout> inputs, outputs;
    std::vector<uint64_t> dataBytes;
    for (const auto& slot : inputSlots(desc)) {
      inputs.push_back(*computeLayout(inputTensor(desc, slot.index)));
      dataBytes.push_back(inputs.back().bufferBytes);
    }
    outputs.push_back(*computeLayout(join.OutputTensor));
    const auto planWith = [&](vulkan::MapEncoding asked) {
      vulkan::PlanLimits limits;
      limits.maxStorageRange = uint64_t{1} << 20;
      limits.mapEncoding = asked;
      return vulkan::planRun(desc, inputs, dataBytes, outputs, true, limits);
    };
    auto narrow = planWith(vulkan::MapEncoding::Auto);
    QVERIFY(narrow.ok());
    QCOMPARE(narrow->mapEncoding, vulkan::MapEncoding::Narrow);
    QCOMPARE(narrow->mapInputBase, (std::vector<uint64_t>{0, 6, 16}));
    QCOMPARE(narrow->mapBytes, (std::vector<uint64_t>{80}));  // 20 elements × 4 bytes
    for (const auto& d : narrow->dispatches) {
      QVERIFY(d.narrowMap && !d.wideMap);
      QCOMPARE(d.params.sourceBase, static_cast<uint32_t>(narrow->mapInputBase[d.input]));
    }
    for (auto asked : {vulkan::MapEncoding::Standard, vulkan::MapEncoding::Wide}) {
      auto wider = planWith(asked);
      QVERIFY(wider.ok());
      QCOMPARE(wider->mapEncoding, asked);
      QCOMPARE(wider->mapBytes, (std::vector<uint64_t>{160}));
      for (const auto& d : wider->dispatches) QVERIFY(!d.narrowMap && d.wideMap == (asked == vulkan::MapEncoding::Wide));
    }
  }

  // The same join run: its narrow map comes back narrow (no widening copy) under the planner's numbering, and
  // means the sources worked by hand: output row r, column x is input 0's element 3r + x (x < 3), input 1's
  // 5r + x - 3 (x < 8), else input 2's 2r + x - 8.
  void narrowMapIsReadBackNarrow() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const auto floats = [](std::vector<uint32_t> sizes) {
      TensorDesc t;
      t.dataType = DataType::Float32;
      t.sizes = std::move(sizes);
      return t;
    };
    JoinDesc join;
    for (uint32_t width : {3u, 5u, 2u}) join.InputTensors.push_back(floats({1, 1, 2, width}));
    join.OutputTensor = floats({1, 1, 2, 10});
    join.Axis = 3;
    Session s;
    s.desc = join;
    for (uint32_t width : {3u, 5u, 2u}) s.inputData.emplace_back(2 * width * sizeof(float), std::byte{1});
    auto got = gpu_.backend->run(s);
    QVERIFY2(got.ok(), errorText(got).c_str());
    QCOMPARE(got->indexMap.outputCount(), 1u);
    QVERIFY(got->indexMap.entries[0].width() == MapWidth::Narrow);
    QCOMPARE(got->indexMap.narrowBase, (std::vector<uint64_t>{0, 6, 16}));
    for (uint32_t r = 0; r < 2; ++r) {
      for (uint32_t x = 0; x < 10; ++x) {
        const Source want = x < 3 ? Source{0, 3 * r + x} : x < 8 ? Source{1, 5 * r + x - 3} : Source{2, 2 * r + x - 8};
        QCOMPARE(got->indexMap.sourceOf(0, 10 * r + x), std::optional<Source>{want});
      }
    }
    QCOMPARE(got->indexMap.entries[0].raw(3), uint64_t{6});  // input 1's element 0, numbered 6
  }

  void defaultDevicePrefersDiscreteThenIntegratedThenVirtualThenCpu() {
    auto pick = [](std::vector<VulkanDeviceInfo> devices) { return *vulkan::chooseDevice(devices, std::nullopt); };
    ScopedEnvironment noChoice("DMLSCOPE_DEVICE", "");
    QCOMPARE(pick({deviceOfType("cpu"), deviceOfType("discrete")}), 1u);
    QCOMPARE(pick({deviceOfType("integrated"), deviceOfType("cpu")}), 0u);
    QCOMPARE(pick({deviceOfType("cpu"), deviceOfType("virtual"), deviceOfType("integrated")}), 2u);
    QCOMPARE(pick({deviceOfType("other"), deviceOfType("cpu")}), 1u);
    QCOMPARE(*vulkan::chooseDevice({deviceOfType("cpu"), deviceOfType("discrete")}, 0u), 0u);
  }

  void deviceEnvironmentVariableChoosesAndIsChecked() {
    const std::vector<VulkanDeviceInfo> two = {deviceOfType("discrete"), deviceOfType("cpu")};
    {
      ScopedEnvironment choice("DMLSCOPE_DEVICE", "1");
      QCOMPARE(*vulkan::chooseDevice(two, std::nullopt), 1u);
      QCOMPARE(*vulkan::chooseDevice(two, 0u), 0u);  // --device wins over the variable
    }
    {
      ScopedEnvironment choice("DMLSCOPE_DEVICE", "7");
      auto chosen = vulkan::chooseDevice(two, std::nullopt);
      QVERIFY(!chosen.ok());
      QVERIFY2(chosen.error().message.find("DMLSCOPE_DEVICE=7") != std::string::npos, chosen.error().message.c_str());
      QVERIFY2(chosen.error().message.find("0 to 1") != std::string::npos, chosen.error().message.c_str());
    }
    {
      ScopedEnvironment choice("DMLSCOPE_DEVICE", "gpu");
      auto chosen = vulkan::chooseDevice(two, std::nullopt);
      QVERIFY(!chosen.ok());
      QVERIFY2(chosen.error().message.find("not a device index") != std::string::npos, chosen.error().message.c_str());
    }
  }

  void disabledVulkanIsAnErrorNotACrash() {
    {
      ScopedEnvironment disabled("DMLSCOPE_DISABLE_VULKAN", "1");
      auto devices = listVulkanDevices();
      QVERIFY(!devices.ok());
      QVERIFY2(devices.error().message.find("DMLSCOPE_DISABLE_VULKAN") != std::string::npos,
               devices.error().message.c_str());
      auto backend = makeVulkanBackend();
      QVERIFY(!backend.ok());
      QVERIFY2(backend.error().message.find("DMLSCOPE_DISABLE_VULKAN") != std::string::npos,
               backend.error().message.c_str());
      // The CPU backend carries on.
      QVERIFY(makeCpuBackend()->run(byteTile(3)).ok());
    }
    if (gpu_.backend) QVERIFY2(listVulkanDevices().ok(), "unsetting DMLSCOPE_DISABLE_VULKAN brings the devices back");
  }

  void deviceIndexOutOfRangeIsAnError() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    auto backend = makeVulkanBackend(999);
    QVERIFY(!backend.ok());
    QVERIFY2(backend.error().message.find("999") != std::string::npos, backend.error().message.c_str());
    QVERIFY2(backend.error().message.find("dmlscope devices") != std::string::npos, backend.error().message.c_str());
  }

  void backendIsNamedAfterItsDevice() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const VulkanDeviceInfo* info = vulkan::deviceInfo(*gpu_.backend);
    QVERIFY(info != nullptr);
    auto devices = listVulkanDevices();
    QVERIFY(devices.ok());
    QCOMPARE(gpu_.backend->name(), devices->at(info->index).name);
    auto run = gpu_.backend->run(byteTile(2));
    QVERIFY(run.ok());
    QCOMPARE(run->backendName, info->name);
  }

  void invalidDescriptorIsAnErrorNamingTheField() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    Session s = byteTile(2);
    std::get<TileDesc>(s.desc).OutputTensor.sizes = {31};
    auto run = gpu_.backend->run(s);
    QVERIFY(!run.ok());
    QVERIFY2(run.error().message.find("OutputTensor.Sizes") != std::string::npos, run.error().message.c_str());
  }

  void cancelledRunIsAnError() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    std::atomic<bool> cancel{true};
    RunOptions options;
    options.cancel = &cancel;
    auto run = gpu_.backend->run(byteTile(1000), options);
    QVERIFY(!run.ok());
    QVERIFY2(run.error().message.find("cancelled") != std::string::npos, run.error().message.c_str());
    QVERIFY(gpu_.backend->run(byteTile(1000)).ok());
  }

  void runningOutOfDeviceMemoryIsAnErrorAndTheBackendRecovers() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session s = byteTile(1 << 17);  // 2 MiB of output and 16 MiB of index map
    vulkan::limitAllocationsForTesting(*gpu_.backend, 1 << 20);
    auto failed = gpu_.backend->run(s);
    vulkan::limitAllocationsForTesting(*gpu_.backend, UINT64_MAX);
    QVERIFY(!failed.ok());
    QVERIFY2(failed.error().message.find("not enough memory") != std::string::npos, failed.error().message.c_str());
    QVERIFY2(failed.error().message.find("VK_ERROR_OUT_OF_DEVICE_MEMORY") != std::string::npos,
             failed.error().message.c_str());
    auto recovered = gpu_.backend->run(s);
    QVERIFY2(recovered.ok(), errorText(recovered).c_str());
    auto expected = makeCpuBackend()->run(s);
    QVERIFY(expected.ok());
    const std::string difference = compareRuns(s, *expected, *recovered);
    QVERIFY2(difference.empty(), difference.c_str());
  }

  // Vulkan promises 4 storage buffers per shader stage; the operator layout binds 5 and 16 window slots. A
  // device that offers only 4 is named with both counts, on every run, instead of being handed a layout it
  // cannot create.
  void deviceWithTooFewStorageBuffersIsNamed() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    auto backend = makeVulkanBackend();
    QVERIFY2(backend.ok(), errorText(backend).c_str());
    vulkan::capStorageBuffersForTesting(**backend, 4);
    const std::string name = vulkan::deviceInfo(**backend)->name;
    for (int attempt = 0; attempt < 2; ++attempt) {  // the refusal is not cached as a half-made layout
      auto run = (*backend)->run(byteTile(4));
      QVERIFY(!run.ok());
      const std::string& message = run.error().message;
      QVERIFY2(message.find(name + " lets a compute shader use only 4 storage buffers") != std::string::npos, message.c_str());
      QVERIFY2(message.find("need 21") != std::string::npos, message.c_str());
    }
  }

  // The GPU memory guard counts every device buffer of a run (input, output, index map) against the device's
  // budget, before allocating any: a budget one byte below their sum refuses the run, naming the need, its
  // parts and the budget; a budget above it (plus a few KiB of alignment and the unused-map binding) runs it.
  void deviceMemoryBudgetCountsEveryDeviceBuffer() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session s = byteTile(4096);  // 16 bytes in, 65536 out, 65536 index-map entries
    const uint64_t inputBytes = 16, outputBytes = 65536;
    const uint64_t mapBytes = 65536 * uint64_t{vulkan::indexMapEntryBytes(s)};
    const uint64_t total = inputBytes + outputBytes + mapBytes;
    vulkan::setMemoryBudgetForTesting(*gpu_.backend, total - 1);
    auto refused = gpu_.backend->run(s);
    vulkan::setMemoryBudgetForTesting(*gpu_.backend, total + 4096);
    auto fits = gpu_.backend->run(s);
    vulkan::setMemoryBudgetForTesting(*gpu_.backend, std::nullopt);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().id, std::string("gpu.exceeds-memory-budget"));
    const std::string& message = refused.error().message;
    const std::string name = vulkan::deviceInfo(*gpu_.backend)->name;
    QVERIFY2(message.find("this run needs ") != std::string::npos, message.c_str());
    QVERIFY2(message.find("of memory on " + name + " (inputs 16 bytes, outputs 64.0 KiB, index map ") != std::string::npos,
             message.c_str());
    QVERIFY2(message.find("(a testing limit)") != std::string::npos, message.c_str());
    QVERIFY2(fits.ok(), errorText(fits).c_str());
    auto expected = makeCpuBackend()->run(s);
    QVERIFY(expected.ok());
    const std::string difference = compareRuns(s, *expected, *fits);
    QVERIFY2(difference.empty(), difference.c_str());
  }

  // No fixed ceiling on a run's size: a 17 GiB output (above the 16 GiB a run could once allocate) with host
  // memory to spare is refused only by the GPU's budget, before anything is allocated.
  void aRunLargerThanSixteenGibibytesMeetsOnlyTheBudgets() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    TileDesc d;
    d.InputTensor.dataType = d.OutputTensor.dataType = DataType::UInt8;
    d.InputTensor.sizes = {16, 16};
    d.Repeats = {17 << 11, 1 << 11};
    d.OutputTensor.sizes = {16 * (17 << 11), 16 << 11};  // 256 × 17 × 2^22 bytes = 17 GiB
    Session s;
    s.desc = d;
    s.inputData = {Buffer(256)};
    RunOptions options;
    options.computeIndexMap = false;
    options.memoryBudget = uint64_t{1} << 50;
    vulkan::setMemoryBudgetForTesting(*gpu_.backend, uint64_t{1} << 30);
    auto refused = gpu_.backend->run(s, options);
    vulkan::setMemoryBudgetForTesting(*gpu_.backend, std::nullopt);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().id == "gpu.exceeds-memory-budget", (refused.error().id + ": " + refused.error().message).c_str());
    QVERIFY2(refused.error().message.find("outputs 17.0 GiB") != std::string::npos, refused.error().message.c_str());
    QVERIFY2(refused.error().message.find("budget is 1.00 GiB") != std::string::npos, refused.error().message.c_str());
  }

  void outputLargerThanTheDeviceIsAnError() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const VulkanDeviceInfo* info = vulkan::deviceInfo(*gpu_.backend);
    const uint64_t bytes = info->deviceLocalBytes + (uint64_t{16} << 20);
    RunOptions options;
    options.computeIndexMap = false;
    auto run = gpu_.backend->run(byteTile(static_cast<uint32_t>(std::min<uint64_t>(bytes / 16, UINT32_MAX))), options);
    QVERIFY(!run.ok());
    // Refused by the budget before any allocation, not by an allocation failing part way.
    QVERIFY2(run.error().id == "gpu.exceeds-memory-budget", run.error().message.c_str());
    QVERIFY(gpu_.backend->run(byteTile(4)).ok());
  }

  // A reflection padding whose input (7,844 bytes), output and narrow index map (9,600 bytes each) are each
  // stored as buffers of 512 bytes, the windows within the device's own range: the GPU gives the CPU
  // reference's bytes and map; with allocations capped, the error names the part that did not fit.
  void tensorsInSeveralBuffersMatchTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    PaddingDesc d;
    d.InputTensor = floatTensor({37, 53});
    d.OutputTensor = floatTensor({40, 60});
    d.PaddingMode = PaddingMode::Reflection;
    d.StartPadding = {1, 3};
    d.EndPadding = {2, 4};
    Session s;
    s.desc = d;
    Buffer input(37 * 53 * 4);
    for (size_t i = 0; i < input.size(); ++i) input[i] = std::byte(static_cast<uint8_t>(i * 7 + (i >> 8) + 1));
    s.inputData = {std::move(input)};
    vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 512);
    auto run = gpu_.backend->run(s);
    vulkan::limitAllocationsForTesting(*gpu_.backend, 8192);
    auto refused = gpu_.backend->run(s);
    vulkan::limitAllocationsForTesting(*gpu_.backend, UINT64_MAX);
    vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 0);
    QVERIFY2(run.ok(), errorText(run).c_str());
    auto expected = makeCpuBackend()->run(s);
    QVERIFY(expected.ok());
    const std::string difference = compareRuns(s, *expected, *run);
    QVERIFY2(difference.empty(), difference.c_str());
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("of 19)") != std::string::npos, refused.error().message.c_str());
  }

  // A DEPTH_COLUMN_ROW depth-to-space whose input (3,840 bytes of strided FLOAT32, and of FLOAT16) is stored as
  // buffers of 256 bytes, so that every output row's reads (B groups of channels a quarter of the input
  // apart) cross chunk boundaries: planned as contiguous reads, the GPU gives the CPU reference's bytes and
  // index map in both orders, with and without the map.
  void depthToSpaceInputInSeveralBuffersMatchesTheCpu() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (auto type : {DataType::Float32, DataType::Float16}) {
      for (auto order : {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth}) {
        DepthToSpace1Desc d;
        d.InputTensor.dataType = d.OutputTensor.dataType = type;
        d.InputTensor.sizes = {2, 16, 6, 5};
        d.InputTensor.strides = {16 * 6 * 6, 6 * 6, 6, 1};  // rows padded to 6 elements
        d.OutputTensor.sizes = {2, 4, 12, 10};
        d.BlockSize = 2;
        d.Order = order;
        Session s;
        s.desc = d;
        const auto layout = computeLayout(d.InputTensor);
        QVERIFY(layout.ok());
        Buffer input(layout->bufferBytes);
        for (size_t i = 0; i < input.size(); ++i) input[i] = std::byte(static_cast<uint8_t>(i * 13 + (i >> 8) + 5));
        s.inputData = {std::move(input)};
        const std::string where = std::string(shortName(type)) + " " + std::string(shortName(order));
        for (bool map : {true, false}) {
          RunOptions options;
          options.computeIndexMap = map;
          vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 256);
          auto run = gpu_.backend->run(s, options);
          vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 0);
          QVERIFY2(run.ok(), (where + ": " + errorText(run)).c_str());
          auto expected = makeCpuBackend()->run(s, options);
          QVERIFY(expected.ok());
          const std::string difference = compareRuns(s, *expected, *run);
          QVERIFY2(difference.empty(), (where + ": " + difference).c_str());
        }
      }
    }
  }

  // 140 MiB of UINT8 padded into 140 MiB: input, output and every dispatch's windows exceed or split at
  // the device's maxStorageBufferRange (128 MiB on lavapipe; shrunk to that on larger devices).
  void tensorAbove128MiBGoesThroughRangeSplitting() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    constexpr uint64_t kRange = uint64_t{128} << 20;
    const VulkanDeviceInfo* info = vulkan::deviceInfo(*gpu_.backend);
    if (info->maxStorageBufferRange > kRange) vulkan::overrideLimitsForTesting(*gpu_.backend, kRange, 0);

    constexpr uint32_t kRows = 2;
    constexpr uint32_t kColumns = 70u << 20;
    PaddingDesc d;
    d.InputTensor.dataType = DataType::UInt8;
    d.InputTensor.sizes = {kRows, kColumns};
    d.OutputTensor.dataType = DataType::UInt8;
    d.OutputTensor.sizes = {kRows, kColumns + 4};
    d.PaddingMode = PaddingMode::Edge;
    d.StartPadding = {0, 3};
    d.EndPadding = {0, 1};
    Session s;
    s.desc = d;
    Buffer input(uint64_t{kRows} * kColumns);
    for (uint64_t i = 0; i < input.size(); ++i) input[i] = std::byte(static_cast<uint8_t>((i * 131) ^ (i >> 20)));
    s.inputData = {std::move(input)};

    // The plan really splits: more than one dispatch, every window within the range.
    std::vector<TensorLayout> in{*computeLayout(d.InputTensor)}, out{*computeLayout(d.OutputTensor)};
    vulkan::PlanLimits limits;
    limits.maxStorageRange = std::min(kRange, info->maxStorageBufferRange);
    auto plan = vulkan::planRun(s.desc, in, {s.inputData[0].size()}, out, false, limits);
    QVERIFY(plan.ok());
    QVERIFY(plan->dispatches.size() > 1);
    for (const auto& dispatch : plan->dispatches) {
      QVERIFY(dispatch.inputWindow.range <= limits.maxStorageRange);
      QVERIFY(dispatch.outputWindow.range <= limits.maxStorageRange);
    }

    RunOptions options;
    options.computeIndexMap = false;  // 8 bytes per element would be 1.1 GiB
    auto run = gpu_.backend->run(s, options);
    vulkan::overrideLimitsForTesting(*gpu_.backend, 0, 0);
    QVERIFY2(run.ok(), errorText(run).c_str());
    const Buffer& got = run->outputs.at(0);
    QCOMPARE(got.size(), uint64_t{kRows} * (kColumns + 4));
    // EDGE: column c of the output reads column clamp(c - 3, 0, n - 1) of the same row.
    const Buffer& src = s.inputData[0];
    for (uint64_t r = 0; r < kRows; ++r) {
      for (uint64_t c = 0; c < kColumns + 4; ++c) {
        const uint64_t from = c < 3 ? 0 : std::min<uint64_t>(c - 3, kColumns - 1);
        if (got[r * (kColumns + 4) + c] != src[r * kColumns + from])
          QFAIL(qPrintable(QStringLiteral("row %1, column %2 is wrong").arg(r).arg(c)));
      }
    }
  }
};

QTEST_GUILESS_MAIN(GpuLimits)
#include "tst_gpu_limits.moc"
