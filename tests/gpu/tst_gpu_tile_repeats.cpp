// tile.comp's repeats walk (kTileRepeatsVariant in core/src/vulkan/dispatch_plan.h): each item loads one
// input vector and stores it at several of its repeats. One tile worked by hand (output and index map); then
// against the CPU reference, for every element size: rank 1 to 4, repeats along every dimension or only the
// outer ones, repeat counts that are no multiple of an item's, many repeats of a tiny input, inputs with gaps
// between rows and broadcast rows, the index map in each encoding, and two workgroups (each looping over many
// items). The planner takes the walk exactly where its conditions hold, and leaves the output-vector walk to the
// rest (rows no whole vectors, an input strided along its innermost dimension, a box smaller than the output).
#include <QtTest>

#include <cstring>
#include <optional>
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

// A Tile of `input` (any strides) by `repeats`, the output packed or with `outputStrides`; the input's bytes
// pseudo-random.
Session tileSession(const TensorDesc& input, std::vector<uint32_t> repeats,
                    std::optional<std::vector<uint32_t>> outputStrides = {}) {
  TileDesc d;
  d.InputTensor = input;
  d.OutputTensor = tensorOf(input.dataType, {});
  if (outputStrides) {
    for (size_t k = 0; k < repeats.size(); ++k) d.OutputTensor.sizes.push_back(input.sizes[k] * repeats[k]);
    d.OutputTensor.strides = outputStrides;
  }
  d.Repeats = std::move(repeats);
  Session s;
  s.desc = d;
  fillDerivedFields(s.desc);
  s.inputData = {randomBytes(computeLayout(input)->bufferBytes, 0)};
  return s;
}

// The planner's dispatches for `s` with the map written, on a device of `maxStorageRange`.
vulkan::RunPlan planOf(const Session& s, uint64_t maxStorageRange = uint64_t{128} << 20) {
  const PlanInputs p = planInputsOf(s.desc);
  vulkan::PlanLimits limits;
  limits.maxStorageRange = maxStorageRange;
  auto plan = vulkan::planRun(s.desc, p.inputs, p.dataBytes, p.outputs, true, limits);
  return plan.ok() ? *plan : vulkan::RunPlan{};
}

bool takesRepeats(const Session& s, uint64_t maxStorageRange = uint64_t{128} << 20) {
  const vulkan::RunPlan plan = planOf(s, maxStorageRange);
  if (plan.dispatches.empty()) return false;
  for (const auto& d : plan.dispatches)
    if (d.shader != vulkan::ShaderId::Tile || d.variant != vulkan::kTileRepeatsVariant) return false;
  return true;
}


std::string nameOf(DataType type, const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& repeats) {
  std::string name = std::string(shortName(type)) + " {";
  for (uint32_t v : sizes) name += std::to_string(v) + ",";
  name += "} by {";
  for (uint32_t v : repeats) name += std::to_string(v) + ",";
  return name + "}";
}

}  // namespace

class GpuTileRepeats : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

  void checkAgainstReference(const std::string& name, const Session& s) {
    gputest::checkAgainstReference(*gpu_.backend, name, s);
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // Worked by hand: a {2, 4} INT32 input holding 10 + its row-major index, tiled by {3, 2}. Output element
  // (r, c) of the {6, 8} output is input element (r mod 2, c mod 4), and its map entry that element's index.
  void aTileWorkedByHand() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    Session s = tileSession(tensorOf(DataType::Int32, {2, 4}), {3, 2});
    for (int32_t i = 0; i < 8; ++i) {
      const int32_t v = 10 + i;
      std::memcpy(s.inputData[0].data() + 4 * i, &v, 4);
    }
    QVERIFY(takesRepeats(s));
    auto got = gpu_.backend->run(s);
    QVERIFY2(got.ok(), errorText(got).c_str());
    QCOMPARE(got->outputs[0].size(), size_t{6 * 8 * 4});
    for (uint32_t r = 0; r < 6; ++r) {
      for (uint32_t c = 0; c < 8; ++c) {
        const uint32_t o = r * 8 + c, source = (r % 2) * 4 + c % 4;
        int32_t v = 0;
        std::memcpy(&v, got->outputs[0].data() + 4 * o, 4);
        QCOMPARE(v, int32_t(10 + source));
        const auto entry = got->indexMap.sourceOf(0, o);
        QVERIFY(entry.has_value());
        QCOMPARE(entry->input, 0u);
        QCOMPARE(entry->element, uint64_t{source});
      }
    }
  }

  // Where the walk applies, every element size and shape gives the reference's bytes and map.
  void shapesOfEveryElementSize() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    struct Case {
      std::vector<uint32_t> sizes, repeats;
    };
    const Case cases[] = {
        {{16}, {3}},                   // rank 1
        {{2, 3, 16}, {3, 2, 2}},       // 12 repeats: three items of 4
        {{5, 32}, {1, 3}},             // 3 repeats: one item, short
        {{4, 16}, {2, 1}},             // repeats only along the outer dimension
        {{1, 1, 4, 16}, {1, 1, 5, 7}}, // 35 repeats
        {{16}, {1000}},                // many repeats of a tiny input
        {{3, 2, 2, 32}, {2, 3, 1, 2}}, // a repeat count of 1 between others (the carry passes through it)
    };
    for (DataType type : kOneOfEachSize) {
      const uint32_t perVector = 16 / elementSize(type);
      for (const Case& c : cases) {
        std::vector<uint32_t> sizes = c.sizes;
        sizes.back() = sizes.back() / 16 * perVector;  // rows of whole 16-byte vectors at every element size
        const Session s = tileSession(tensorOf(type, sizes), c.repeats);
        const std::string name = nameOf(type, sizes, c.repeats);
        QVERIFY2(takesRepeats(s), (name + ": not the repeats walk").c_str());
        checkAgainstReference(name, s);
      }
    }
  }

  // An input with gaps between its rows, one whose rows are one broadcast row (outer stride 0), and an output
  // with gaps between its rows (the bytes between stay as the reference leaves them).
  void stridedAndBroadcastTensors() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (DataType type : kOneOfEachSize) {
      const uint32_t perVector = 16 / elementSize(type);
      const uint32_t row = 2 * perVector;
      const Session gaps = tileSession(tensorOf(type, {3, row}, std::vector<uint32_t>{row + 5, 1}), {2, 3});
      QVERIFY(takesRepeats(gaps));
      checkAgainstReference(std::string(shortName(type)) + " rows with gaps", gaps);
      const Session broadcast = tileSession(tensorOf(type, {4, row}, std::vector<uint32_t>{0, 1}), {2, 2});
      QVERIFY(takesRepeats(broadcast));
      checkAgainstReference(std::string(shortName(type)) + " broadcast rows", broadcast);
      const Session outputGaps = tileSession(tensorOf(type, {3, row}), {2, 3}, std::vector<uint32_t>{4 * row, 1});
      QVERIFY(takesRepeats(outputGaps));
      checkAgainstReference(std::string(shortName(type)) + " output rows with gaps", outputGaps);
    }
  }

  // The map in each encoding, and two workgroups looping over every item.
  void mapEncodingsAndFewWorkgroups() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    for (auto encoding : {vulkan::MapEncoding::Narrow, vulkan::MapEncoding::Standard, vulkan::MapEncoding::Wide}) {
      for (uint32_t groups : {0u, 2u}) {
        vulkan::overrideLimitsForTesting(*gpu_.backend, 0, groups, encoding);
        for (DataType type : kOneOfEachSize) {
          const uint32_t perVector = 16 / elementSize(type);
          const Session s = tileSession(tensorOf(type, {3, 7, 4 * perVector}), {2, 3, 5});
          checkAgainstReference(std::string(shortName(type)) + " {3,7,4 vectors} by {2,3,5}, map encoding " +
                                    std::to_string(static_cast<int>(encoding)) + ", groups " + std::to_string(groups),
                                s);
        }
      }
    }
  }

  // Where the walk does not apply, the output-vector walk runs it, and the result is the reference's.
  void theOtherWalkElsewhere() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    // Rows of 5 FLOAT32 (no whole vectors), an input strided along its innermost dimension, and no repeats.
    const Session odd = tileSession(tensorOf(DataType::Float32, {3, 5}), {2, 2});
    const Session strided = tileSession(tensorOf(DataType::Float32, {3, 8}, std::vector<uint32_t>{16, 2}), {2, 2});
    const Session once = tileSession(tensorOf(DataType::Float32, {3, 8}), {1, 1});
    for (const auto& [name, s] : {std::pair{"rows of 5", &odd}, {"innermost stride 2", &strided}, {"no repeats", &once}}) {
      QVERIFY2(!takesRepeats(*s), name);
      checkAgainstReference(name, *s);
    }
    // 1 KiB windows: a 64 KiB output is cut into boxes, each smaller than the output.
    const Session big = tileSession(tensorOf(DataType::Float32, {16, 64}), {4, 4});
    QVERIFY(takesRepeats(big));
    QVERIFY(!takesRepeats(big, 1024));
    vulkan::overrideLimitsForTesting(*gpu_.backend, 1024, 0);
    checkAgainstReference("{16, 64} by {4, 4} in 1 KiB windows", big);
  }
};

QTEST_GUILESS_MAIN(GpuTileRepeats)
#include "tst_gpu_tile_repeats.moc"
