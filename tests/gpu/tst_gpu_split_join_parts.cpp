// SPLIT and JOIN with every part in one dispatch (shaders/parts.glsl, allPartsJob in operator_jobs.cpp): the
// planner takes it wherever every tensor is packed and every part's run along a row is whole 16-byte vectors
// (one dispatch where a part per dispatch took one each), and the GPU then gives the CPU reference's bytes and
// index map: 1, 2, 3 and 7 parts of unequal sizes along each axis of a rank-4 tensor, elements of 1, 2, 4 and 8
// bytes, the map in each encoding, windows and buffers (chunks) small enough that the one job is cut into several
// dispatches, and parts whose runs are not whole vectors (a dispatch per part, as before). One join and one split
// worked by hand.
#include <QtTest>

#include <numeric>
#include <string>
#include <vector>

#include "dispatch_plan.h"
#include "dmlscope/validation.h"
#include "gpu_test_support.h"
#include "restore_test_limits.h"
#include "vulkan_measure.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

// `sizes` with dimension `axis` set to `n`.
std::vector<uint32_t> withAxis(std::vector<uint32_t> sizes, uint32_t axis, uint32_t n) {
  sizes[axis] = n;
  return sizes;
}

Session splitSession(DataType type, const std::vector<uint32_t>& whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  SplitDesc d;
  d.InputTensor = tensorOf(type, whole);
  d.Axis = axis;
  for (uint32_t w : widths) d.OutputTensors.push_back(tensorOf(type, withAxis(whole, axis, w)));
  Session s;
  s.desc = d;
  s.inputData = {randomBytes(computeLayout(d.InputTensor)->bufferBytes, 1)};
  return s;
}

Session joinSession(DataType type, const std::vector<uint32_t>& whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  JoinDesc d;
  d.OutputTensor = tensorOf(type, whole);
  d.Axis = axis;
  Session s;
  for (uint32_t w : widths) {
    d.InputTensors.push_back(tensorOf(type, withAxis(whole, axis, w)));
    s.inputData.push_back(randomBytes(computeLayout(d.InputTensors.back())->bufferBytes,
                                      static_cast<uint32_t>(s.inputData.size() + 2)));
  }
  s.desc = d;
  return s;
}

// The planner's dispatches for `s` with the map written, on a device of `maxStorageRange`.
vulkan::RunPlan planOf(const Session& s, uint64_t maxStorageRange = uint64_t{128} << 20, uint64_t maxBufferBytes = 0) {
  const PlanInputs p = planInputsOf(s.desc);
  vulkan::PlanLimits limits;
  limits.maxStorageRange = maxStorageRange;
  limits.maxBufferBytes = maxBufferBytes;
  auto plan = vulkan::planRun(s.desc, p.inputs, p.dataBytes, p.outputs, true, limits);
  return plan.ok() ? *plan : vulkan::RunPlan{};
}

// Unequal widths of `count` parts, each a multiple of `unit`: 1, 3, 2, 4, 1, 3, 2, ... units.
std::vector<uint32_t> unequalWidths(uint32_t count, uint32_t unit) {
  static const uint32_t kUnits[] = {1, 3, 2, 4};
  std::vector<uint32_t> widths;
  for (uint32_t t = 0; t < count; ++t) widths.push_back(kUnits[t % 4] * unit);
  return widths;
}

const std::vector<uint32_t> kBase = {2, 3, 4, 16};  // a rank-4 shape; dimension `axis` is replaced by the parts'
const uint32_t kPartCounts[] = {1, 2, 3, 7};

std::string caseName(const char* op, DataType type, uint32_t axis, const std::vector<uint32_t>& widths) {
  std::string name = std::string(op) + " " + std::string(shortName(type)) + " axis " + std::to_string(axis) + " {";
  for (uint32_t w : widths) name += std::to_string(w) + ",";
  return name + "}";
}

}  // namespace

class GpuSplitJoinParts : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

  void checkAgainstReference(const std::string& name, const Session& s) {
    gputest::checkAgainstReference(*gpu_.backend, name, s);
  }

  // The plan of `s`: one dispatch copying all of its `parts` parts, or (parts < 2) a dispatch per part.
  static void expectDispatches(const Session& s, uint32_t parts, const std::string& name) {
    const vulkan::RunPlan plan = planOf(s);
    if (parts < 2) {
      QVERIFY2(plan.dispatches.size() == 1 && plan.dispatches[0].parts == 0, (name + ": one ordinary dispatch").c_str());
      return;
    }
    QVERIFY2(plan.dispatches.size() == 1, (name + ": " + std::to_string(plan.dispatches.size()) + " dispatches").c_str());
    QVERIFY2(plan.dispatches[0].parts == parts, (name + ": the dispatch does not copy every part").c_str());
    QVERIFY2(plan.dispatches[0].vectorBytes == 16, (name + ": not 16-byte vectors").c_str());
  }

  // Every part count along every axis of kBase, for each element size: the one dispatch, and the reference's bytes
  // and map (in each encoding).
  void everyAxisAndPartCount(bool split) {
    const RestoreTestLimits restore{*gpu_.backend};
    for (auto encoding : {vulkan::MapEncoding::Auto, vulkan::MapEncoding::Standard, vulkan::MapEncoding::Wide}) {
      vulkan::overrideLimitsForTesting(*gpu_.backend, 0, 0, encoding);
      for (DataType type : kOneOfEachSize) {
        const uint32_t es = elementSize(type);
        for (uint32_t axis = 0; axis < kBase.size(); ++axis) {
          uint32_t inner = 1;
          for (uint32_t k = axis + 1; k < kBase.size(); ++k) inner *= kBase[k];
          // The smallest width whose run (width * inner elements) is whole 16-byte vectors.
          uint32_t unit = 1;
          while (uint64_t{unit} * inner * es % 16 != 0) ++unit;
          for (uint32_t count : kPartCounts) {
            const std::vector<uint32_t> widths = unequalWidths(count, unit);
            const auto whole = withAxis(kBase, axis, std::accumulate(widths.begin(), widths.end(), 0u));
            const Session s = split ? splitSession(type, whole, axis, widths) : joinSession(type, whole, axis, widths);
            const std::string name = caseName(split ? "split" : "join", type, axis, widths);
            if (encoding == vulkan::MapEncoding::Auto) expectDispatches(s, count, name);
            checkAgainstReference(name, s);
          }
        }
      }
    }
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // Worked by hand: UINT32 A = {2, 4} holding 0..7 and B = {2, 8} holding 100..115 joined along axis 1 give rows
  // 0 1 2 3 100..107 and 4 5 6 7 108..115, each element's map entry naming its input and its row-major index there.
  // Splitting that output back along axis 1 into widths 4 and 8 gives A and B again, each map entry naming the
  // joined element it came from.
  void aJoinAndASplitWorkedByHand() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    JoinDesc d;
    d.InputTensors = {tensorOf(DataType::UInt32, {2, 4}), tensorOf(DataType::UInt32, {2, 8})};
    d.OutputTensor = tensorOf(DataType::UInt32, {2, 12});
    d.Axis = 1;
    Session s;
    s.desc = d;
    std::vector<uint32_t> a(8), b(16);
    std::iota(a.begin(), a.end(), 0u);
    std::iota(b.begin(), b.end(), 100u);
    s.inputData = {Buffer(32), Buffer(64)};
    std::memcpy(s.inputData[0].data(), a.data(), 32);
    std::memcpy(s.inputData[1].data(), b.data(), 64);
    expectDispatches(s, 2, "join by hand");
    auto got = gpu_.backend->run(s);
    QVERIFY2(got.ok(), errorText(got).c_str());
    QCOMPARE(got->outputs[0].size(), size_t{96});
    std::vector<uint32_t> out(24);
    std::memcpy(out.data(), got->outputs[0].data(), 96);
    for (uint32_t row = 0; row < 2; ++row) {
      for (uint32_t x = 0; x < 12; ++x) {
        const bool fromA = x < 4;
        const uint32_t want = fromA ? row * 4 + x : 100 + row * 8 + (x - 4);
        QCOMPARE(out[row * 12 + x], want);
        const auto source = got->indexMap.sourceOf(0, row * 12 + x);
        QVERIFY(source.has_value());
        QCOMPARE(source->input, fromA ? 0u : 1u);
        QCOMPARE(source->element, uint64_t(fromA ? row * 4 + x : row * 8 + (x - 4)));
      }
    }

    SplitDesc back;
    back.InputTensor = d.OutputTensor;
    back.OutputTensors = d.InputTensors;
    back.Axis = 1;
    Session t;
    t.desc = back;
    t.inputData = {got->outputs[0]};
    expectDispatches(t, 2, "split by hand");
    auto parts = gpu_.backend->run(t);
    QVERIFY2(parts.ok(), errorText(parts).c_str());
    QCOMPARE(parts->outputs.size(), size_t{2});
    QVERIFY(std::memcmp(parts->outputs[0].data(), a.data(), 32) == 0);
    QVERIFY(std::memcmp(parts->outputs[1].data(), b.data(), 64) == 0);
    for (uint32_t o = 0; o < 2; ++o) {
      const uint32_t width = o == 0 ? 4 : 8;
      for (uint32_t i = 0; i < 2 * width; ++i) {
        const auto source = parts->indexMap.sourceOf(o, i);
        QVERIFY(source.has_value());
        QCOMPARE(source->input, 0u);
        QCOMPARE(source->element, uint64_t((i / width) * 12 + (o == 0 ? 0 : 4) + i % width));
      }
    }
  }

  // dmlscope-bench's split and join (FLOAT32 64 x rows x 2048 along the last axis, parts 700/700/648): one
  // dispatch at 8 MiB and at 1 GiB (a storage range of 4 GiB, as NVIDIA's), where a part per dispatch took three.
  void theBenchShapesInOneDispatch() {
    for (uint32_t rows : {16u, 2048u}) {
      for (bool split : {true, false}) {
        Session s;
        const std::vector<uint32_t> whole = {64, rows, 2048}, widths = {700, 700, 648};
        JoinDesc j;
        SplitDesc d;
        d.InputTensor = j.OutputTensor = tensorOf(DataType::Float32, whole);
        d.Axis = j.Axis = 2;
        for (uint32_t w : widths) d.OutputTensors.push_back(tensorOf(DataType::Float32, withAxis(whole, 2, w)));
        j.InputTensors = d.OutputTensors;
        if (split) s.desc = d;
        else s.desc = j;
        const vulkan::RunPlan plan = planOf(s, (uint64_t{1} << 32) - 1);
        const std::string name = std::string(split ? "split" : "join") + " 64x" + std::to_string(rows) + "x2048";
        QVERIFY2(plan.dispatches.size() == 1 && plan.dispatches[0].parts == 3, name.c_str());
        QCOMPARE(plan.dispatches[0].vectorBytes, 16u);
      }
    }
  }

  void splitAlongEveryAxis() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    everyAxisAndPartCount(true);
  }

  void joinAlongEveryAxis() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    everyAxisAndPartCount(false);
  }

  // Windows smaller than the whole tensor but not than a part: the one job is cut into boxes of whole rows, each
  // still copying every part (fewer dispatches than a part per dispatch); items several to an invocation.
  void oneJobInSeveralDispatches() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    const uint64_t window = 4096;
    const std::vector<uint32_t> whole = {40, 3, 40};  // FLOAT32, 19200 bytes; parts 16, 8, 16 wide along axis 2
    const std::vector<uint32_t> widths = {16, 8, 16};
    for (bool split : {true, false}) {
      for (uint32_t items : {1u, 3u}) {
        vulkan::overrideLimitsForTesting(*gpu_.backend, window, 0);
        vulkan::setItemsPerInvocation(*gpu_.backend, items);
        // Each part (7680 bytes and more) is larger than the window: a dispatch per part, cut into boxes.
        const Session large = split ? splitSession(DataType::Float32, whole, 2, widths) : joinSession(DataType::Float32, whole, 2, widths);
        const std::string name = std::string(split ? "split" : "join") + " in windows, items " + std::to_string(items);
        checkAgainstReference(name + " (parts larger than a window)", large);
        const vulkan::RunPlan usual = planOf(large, window);
        QVERIFY2(!usual.dispatches.empty() && usual.dispatches[0].parts == 0, (name + ": parts not bound whole").c_str());

        // Parts that fit a window of 2048 bytes (1920, 960, 1920), the whole (4800) does not: the view's 30 rows
        // of 160 bytes are halved into boxes.
        const std::vector<uint32_t> small = {10, 3, 40};
        const Session s = split ? splitSession(DataType::Float32, small, 2, widths) : joinSession(DataType::Float32, small, 2, widths);
        const vulkan::RunPlan plan = planOf(s, 2048);
        QVERIFY2(plan.dispatches.size() > 1 && plan.dispatches.size() < 3 * 2, (name + ": " + std::to_string(plan.dispatches.size()) + " dispatches").c_str());
        for (const auto& d : plan.dispatches) QVERIFY2(d.parts == 3, (name + ": a dispatch of one part").c_str());
        vulkan::overrideLimitsForTesting(*gpu_.backend, 2048, 0);
        checkAgainstReference(name, s);

        // The same in buffers of 2048 bytes: the whole in three chunks (its view's rows of 160 bytes cut where
        // one crosses from a chunk into the next), each part in one.
        const vulkan::RunPlan chunked = planOf(s, uint64_t{128} << 20, 2048);
        QVERIFY2(!chunked.dispatches.empty(), name.c_str());
        for (const auto& d : chunked.dispatches) QVERIFY2(d.parts == 3, (name + " in chunks: a dispatch of one part").c_str());
        vulkan::overrideLimitsForTesting(*gpu_.backend, 0, 0);
        vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 2048);
        checkAgainstReference(name + " in chunks", s);
        vulkan::setMaxBufferBytesForTesting(*gpu_.backend, 0);
      }
    }
  }

  // Runs that are not whole 16-byte vectors, and a part with other strides: a dispatch per part, still exact.
  void partsTheOneDispatchCannotTake() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (DataType type : kOneOfEachSize) {
      const std::vector<uint32_t> widths = {1, 3, 2};
      const Session split = splitSession(type, {2, 3, 5, 6}, 3, widths);
      const Session join = joinSession(type, {2, 3, 5, 6}, 3, widths);
      for (const Session* s : {&split, &join}) {
        const std::string name = caseName(s == &split ? "split" : "join", type, 3, widths);
        const vulkan::RunPlan plan = planOf(*s);
        QVERIFY2(plan.dispatches.size() == 3 && plan.dispatches[0].parts == 0, (name + ": a dispatch per part").c_str());
        checkAgainstReference(name, *s);
      }
    }
    // JOIN whose second input is stored transposed: not packed.
    JoinDesc d;
    d.InputTensors = {tensorOf(DataType::Float32, {8, 4}), tensorOf(DataType::Float32, {8, 4}, std::vector<uint32_t>{1, 8})};
    d.OutputTensor = tensorOf(DataType::Float32, {8, 8});
    d.Axis = 1;
    Session s;
    s.desc = d;
    s.inputData = {randomBytes(128, 7), randomBytes(128, 8)};
    QCOMPARE(planOf(s).dispatches.size(), size_t{2});
    checkAgainstReference("join of a transposed input", s);
  }
};

QTEST_APPLESS_MAIN(GpuSplitJoinParts)
#include "tst_gpu_split_join_parts.moc"
