// The tiled transpose (shaders/transpose.comp) that runs every transposing ELEMENT_WISE_IDENTITY: an input
// contiguous along another dimension than the output. For every element size (1, 2, 4, 8 bytes), sizes that are
// no multiples of the tile (1x1, 31x33, 33x31, 1000x3, 3x1000), reads and writes transposed, rank 3 and 4
// permutations that swap two dimensions, ScaleBias, the index map in each encoding (narrow, 8-byte, wide
// arithmetic), 32 to 128 tile rows, and windows and chunks far smaller than the tensors (many boxes, several
// tiles per workgroup): the GPU gives the CPU reference's bytes and index map, and one case worked by hand. The
// planner takes the transpose for each of them, and stores whole words (no zero-fill of the output first)
// wherever every row of a box starts and ends on a word.
#include <QtTest>

#include <algorithm>
#include <cstring>
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

// Row-major strides of `sizes` laid out in the order `order` (order[0] outermost): the strides of a tensor
// stored as the permutation `order` of its dimensions.
std::vector<uint32_t> permutedStrides(const std::vector<uint32_t>& sizes, const std::vector<uint32_t>& order) {
  std::vector<uint32_t> strides(sizes.size());
  uint32_t step = 1;
  for (size_t i = order.size(); i-- > 0;) {
    strides[order[i]] = step;
    step *= sizes[order[i]];
  }
  return strides;
}

// An identity from `input` to `output` of `type`, its input's bytes pseudo-random (every bit pattern: NaNs and
// subnormals too, which ScaleBias must carry as the reference does).
Session identitySession(const TensorDesc& input, const TensorDesc& output, std::optional<ScaleBiasTerms> terms) {
  Session s;
  s.desc = ElementWiseIdentityDesc{input, output, terms};
  s.inputData = {randomBytes(computeLayout(input)->bufferBytes, 0)};
  return s;
}

// The planner's dispatches for `s` (the map written), as a run on a device of `maxStorageRange` would get them.
vulkan::RunPlan planOf(const Session& s, uint64_t maxStorageRange = uint64_t{128} << 20) {
  std::vector<TensorLayout> inputs{*computeLayout(inputTensor(s.desc, 0))};
  std::vector<TensorLayout> outputs{*computeLayout(outputTensor(s.desc, 0))};
  vulkan::PlanLimits limits;
  limits.maxStorageRange = maxStorageRange;
  auto plan = vulkan::planRun(s.desc, inputs, {inputs[0].bufferBytes}, outputs, true, limits);
  return plan.ok() ? *plan : vulkan::RunPlan{};
}


}  // namespace

class GpuTranspose : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

  // `s` on the GPU under the limits set now against the reference: the same output bytes and index map.
  void checkAgainstReference(const std::string& name, const Session& s) {
    gputest::checkAgainstReference(*gpu_.backend, name, s);
  }

  // Every dispatch of `s` is the tiled transpose, with whole-word stores or not.
  static void expectTranspose(const Session& s, bool wholeWords, const std::string& name) {
    const vulkan::RunPlan plan = planOf(s);
    QVERIFY2(!plan.dispatches.empty(), name.c_str());
    for (const auto& d : plan.dispatches) {
      QVERIFY2(d.shader == vulkan::ShaderId::Transpose, (name + ": not the tiled transpose").c_str());
      QVERIFY2((d.vectorBytes != 0) == wholeWords, (name + ": whole-word stores expected " + std::to_string(wholeWords)).c_str());
    }
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // Worked by hand: a {2, 3} UINT8 tensor stored column by column (strides {1, 2}) holds bytes 0..5, element
  // (r, c) at byte r + 2c; the row-major output is 0 2 4 / 1 3 5.
  void aSmallTransposeWorkedByHand() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    Session s;
    s.desc = ElementWiseIdentityDesc{tensorOf(DataType::UInt8, {2, 3}, std::vector<uint32_t>{1, 2}),
                                     tensorOf(DataType::UInt8, {2, 3}), std::nullopt};
    Buffer data(8);
    for (int i = 0; i < 6; ++i) data[i] = std::byte(static_cast<uint8_t>(i));
    s.inputData = {data};
    expectTranspose(s, false, "UINT8 {2, 3}");  // rows of 3 bytes: OR-ed in
    auto got = gpu_.backend->run(s);
    QVERIFY2(got.ok(), errorText(got).c_str());
    const uint8_t want[] = {0, 2, 4, 1, 3, 5};
    QVERIFY(got->outputs[0].size() >= 6);
    for (int i = 0; i < 6; ++i) QCOMPARE(std::to_integer<int>(got->outputs[0][i]), int(want[i]));
    QCOMPARE(got->indexMap.entries.size(), size_t{1});
    QCOMPARE(got->indexMap.entries[0].size(), size_t{6});
    // The map names the input element by its row-major coordinates, which the identity keeps: entry i is i.
    for (int i = 0; i < 6; ++i) {
      const auto source = got->indexMap.sourceOf(0, i);
      QVERIFY(source.has_value());
      QCOMPARE(source->input, 0u);
      QCOMPARE(source->element, uint64_t(i));
    }
  }

  // Two dimensions, read transposed (input strides {1, rows}) and written transposed (output strides
  // {1, rows}), every element size, sizes around the tile.
  void matricesOfEveryElementSize() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const std::vector<std::pair<uint32_t, uint32_t>> shapes = {{1, 1}, {31, 33}, {33, 31}, {1000, 3}, {3, 1000}, {150, 70}};
    for (DataType type : kOneOfEachSize) {
      for (auto [rows, columns] : shapes) {
        for (bool readTransposed : {true, false}) {
          const std::vector<uint32_t> columnMajor{1, rows};
          const TensorDesc input = readTransposed ? tensorOf(type, {rows, columns}, columnMajor) : tensorOf(type, {rows, columns});
          const TensorDesc output = readTransposed ? tensorOf(type, {rows, columns}) : tensorOf(type, {rows, columns}, columnMajor);
          const Session s = identitySession(input, output, std::nullopt);
          const std::string name = std::string(shortName(type)) + " " + std::to_string(rows) + "x" + std::to_string(columns) +
                                   (readTransposed ? " read transposed" : " written transposed");
          if (rows > 1 && columns > 1) {
            // Whole words where each output row (along the output's contiguous dimension) is whole words.
            const uint32_t rowBytes = (readTransposed ? columns : rows) * elementSize(type);
            expectTranspose(s, rowBytes % 4 == 0, name);
          }
          checkAgainstReference(name, s);
        }
      }
    }
  }

  // Rank 3 and 4: two dimensions swap their places in the input's layout, the others keep theirs.
  void higherRanksSwappingTwoDimensions() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    struct Case {
      std::vector<uint32_t> sizes, order;  // the input is stored as its dimensions in `order`
    };
    const Case cases[] = {
        {{3, 45, 70}, {0, 2, 1}},
        {{45, 3, 70}, {2, 1, 0}},
        {{2, 5, 33, 40}, {0, 3, 2, 1}},
        {{37, 2, 3, 29}, {3, 1, 2, 0}},
        {{2, 3, 66, 5}, {0, 1, 3, 2}},
    };
    for (DataType type : kOneOfEachSize) {
      for (const Case& c : cases) {
        const TensorDesc input = tensorOf(type, c.sizes, permutedStrides(c.sizes, c.order));
        const Session s = identitySession(input, tensorOf(type, c.sizes), std::nullopt);
        std::string name = std::string(shortName(type)) + " {";
        for (uint32_t v : c.sizes) name += std::to_string(v) + ",";
        name += "} stored as order {";
        for (uint32_t v : c.order) name += std::to_string(v) + ",";
        name += "}";
        expectTranspose(s, c.sizes.back() * elementSize(type) % 4 == 0, name);
        checkAgainstReference(name, s);
      }
    }
  }

  // ScaleBias on every 8-, 16- and 32-bit type, applied as elements pass through the tile.
  void scaleBiasThroughTheTiles() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (DataType type : {DataType::Int8, DataType::UInt8, DataType::Float16, DataType::Int16, DataType::UInt16,
                          DataType::Float32, DataType::Int32, DataType::UInt32}) {
      for (auto [rows, columns] : {std::pair<uint32_t, uint32_t>{33, 31}, {64, 100}}) {
        const Session s = identitySession(tensorOf(type, {rows, columns}, std::vector<uint32_t>{1, rows}),
                                          tensorOf(type, {rows, columns}), ScaleBiasTerms{-1.75f, 3.5f});
        checkAgainstReference(std::string(shortName(type)) + " " + std::to_string(rows) + "x" + std::to_string(columns) +
                                  " with ScaleBias",
                              s);
      }
    }
  }

  // The map in each encoding, and the tile with 32, 64, 96 and 128 rows (ITEMS_PER_INVOCATION 1 to 4; 8-byte
  // elements take at most 64).
  void mapEncodingsAndTileHeights() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    for (auto encoding : {vulkan::MapEncoding::Narrow, vulkan::MapEncoding::Standard, vulkan::MapEncoding::Wide}) {
      for (uint32_t items : {1u, 2u, 3u, 4u}) {
        vulkan::overrideLimitsForTesting(*gpu_.backend, 0, 0, encoding);
        vulkan::setItemsPerInvocation(*gpu_.backend, items);
        for (DataType type : kOneOfEachSize) {
          const Session s = identitySession(tensorOf(type, {300, 67}, std::vector<uint32_t>{1, 300}), tensorOf(type, {300, 67}),
                                            std::nullopt);
          checkAgainstReference(std::string(shortName(type)) + " 300x67, map encoding " +
                                    std::to_string(static_cast<int>(encoding)) + ", " + std::to_string(items) + " row items",
                                s);
        }
      }
    }
  }

  // Windows of 1 KiB (many boxes, rows cut inside words), 2 workgroups (several tiles each, the next tile's
  // loads in flight while one is written), and tensors stored in chunks of 4 KiB.
  void smallWindowsAndChunks() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    for (bool chunks : {false, true}) {
      vulkan::overrideLimitsForTesting(*gpu_.backend, 1024, 2);
      vulkan::setMaxBufferBytesForTesting(*gpu_.backend, chunks ? 4096 : 0);
      for (DataType type : kOneOfEachSize) {
        for (auto [rows, columns] : {std::pair<uint32_t, uint32_t>{150, 70}, {33, 257}}) {
          const Session s = identitySession(tensorOf(type, {rows, columns}, std::vector<uint32_t>{1, rows}),
                                            tensorOf(type, {rows, columns}), std::nullopt);
          checkAgainstReference(std::string(shortName(type)) + " " + std::to_string(rows) + "x" + std::to_string(columns) +
                                    (chunks ? ", 1 KiB windows, 4 KiB chunks" : ", 1 KiB windows"),
                                s);
        }
        const TensorDesc input = tensorOf(type, {4, 9, 40}, permutedStrides({4, 9, 40}, {2, 1, 0}));
        checkAgainstReference(std::string(shortName(type)) + " {4, 9, 40} stored reversed, small windows",
                              identitySession(input, tensorOf(type, {4, 9, 40}), std::nullopt));
      }
    }
  }

  // Outputs with gaps between rows (rows 10 elements apart, 7 used), and a broadcast input (stride 0): the
  // bytes between rows stay as the reference leaves them.
  void paddedOutputsAndBroadcastInputs() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (DataType type : kOneOfEachSize) {
      checkAgainstReference(std::string(shortName(type)) + " padded output",
                            identitySession(tensorOf(type, {5, 7}, std::vector<uint32_t>{1, 5}),
                                            tensorOf(type, {5, 7}, std::vector<uint32_t>{10, 1}), std::nullopt));
      checkAgainstReference(std::string(shortName(type)) + " broadcast row",
                            identitySession(tensorOf(type, {40, 50}, std::vector<uint32_t>{1, 0}), tensorOf(type, {40, 50}),
                                            std::nullopt));
    }
  }

  // What makes the big transposes fast: a packed output of 4-byte elements is written whole by the tiles, so
  // the run does not zero it first (a third pass over the output's bytes).
  void wholeOutputsAreNotZeroedFirst() {
    for (DataType type : kOneOfEachSize) {
      const Session s = identitySession(tensorOf(type, {256, 512}, std::vector<uint32_t>{1, 256}), tensorOf(type, {256, 512}),
                                        std::nullopt);
      const vulkan::RunPlan plan = planOf(s);
      QVERIFY(!plan.dispatches.empty());
      QCOMPARE(plan.zeroOutput.size(), size_t{1});
      QVERIFY2(!plan.zeroOutput[0], std::string(shortName(type)).c_str());
    }
    // Rows of 33 bytes end inside words: those elements are OR-ed into a zeroed output.
    const Session odd = identitySession(tensorOf(DataType::UInt8, {40, 33}, std::vector<uint32_t>{1, 40}),
                                        tensorOf(DataType::UInt8, {40, 33}), std::nullopt);
    QVERIFY(planOf(odd).zeroOutput.at(0));
  }
};

QTEST_GUILESS_MAIN(GpuTranspose)
#include "tst_gpu_transpose.moc"
