// ELEMENT_WISE_IDENTITY's ScaleBias on the GPU (shaders/scale_bias.glsl): for every 8-, 16- and 32-bit data type,
// at the edges of each conversion (FLOAT16 ties, overflow and NaN, negative zero, integer saturation at both
// ends, NaN as 0, truncation of negatives, INT32 and UINT32 beyond 2^24), the GPU gives the CPU reference's bytes
// and index map (core/src/operators/scale_bias.h: the oracle), and the values worked by hand here; through both
// identity shaders (the split shader's vector and element paths, the tiled transpose), transposed and broadcast
// inputs, a padded output, and windows far smaller than the tensors.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
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

// Element bits of `type`, packed little-endian into a buffer.
Buffer packed(DataType type, const std::vector<uint64_t>& bits) {
  const uint32_t es = elementSize(type);
  Buffer buffer(bits.size() * es);
  for (size_t i = 0; i < bits.size(); ++i) std::memcpy(buffer.data() + i * es, &bits[i], es);
  return buffer;
}

uint64_t f32(float f) { return std::bit_cast<uint32_t>(f); }
// An integer value as the element's bits (two's complement in the type's width).
uint64_t i8(int v) { return static_cast<uint8_t>(v); }
uint64_t i16(int v) { return static_cast<uint16_t>(v); }
uint64_t i32(int64_t v) { return static_cast<uint32_t>(v); }

const float kNan = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

Session identitySession(const TensorDesc& input, const TensorDesc& output, ScaleBiasTerms terms, Buffer data) {
  Session s;
  s.desc = ElementWiseIdentityDesc{input, output, terms};
  s.inputData = {std::move(data)};
  return s;
}

// A one-dimensional identity over these element bits.
Session valuesSession(DataType type, ScaleBiasTerms terms, const std::vector<uint64_t>& input) {
  const auto n = static_cast<uint32_t>(input.size());
  return identitySession(tensorOf(type, {n}), tensorOf(type, {n}), terms, packed(type, input));
}

// Every 16-bit pattern once, as a {256, 256} tensor: every FLOAT16 (subnormals, infinities, NaNs with every
// payload, signalling ones included) and every INT16 / UINT16.
Buffer every16BitPattern() {
  std::vector<uint64_t> bits(65536);
  for (uint32_t i = 0; i < bits.size(); ++i) bits[i] = i;
  return packed(DataType::UInt16, bits);
}

// FLOAT32 values of many magnitudes and both signs, and the special ones, for element i.
float float32Sample(uint32_t i) {
  switch (i % 17) {
    case 0: return kNan;
    case 1: return -kInf;
    case 2: return -0.0f;
    case 3: return 3.0e38f;
    default: return std::ldexp(static_cast<float>(i % 1000) - 500.25f, static_cast<int>(i % 41) - 20);
  }
}

}  // namespace

class GpuScaleBias : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;

  // Runs `s` on the GPU and on the reference: the same bytes and index map, and `handWorked` (if any) as the
  // output's bits.
  void checkAgainstReference(const std::string& name, const Session& s, const std::vector<uint64_t>& handWorked = {}) {
    std::string problem;
    const auto got = runAgainstReference(*gpu_.backend, s, problem);
    QVERIFY2(got, (name + ": " + problem).c_str());
    if (!handWorked.empty()) {
      // The elements, packed; the buffer beyond them (DirectML rounds its size up to 4 bytes) is not theirs.
      const Buffer want = packed(outputTensor(s.desc, 0).dataType, handWorked);
      QVERIFY2(got->outputs[0].size() >= want.size() && std::equal(want.begin(), want.end(), got->outputs[0].begin()),
               (name + ": not the hand-worked values").c_str());
    }
  }

  // The shader and vector width the planner gives `s`'s dispatches (all of them).
  static void expectPlan(const Session& s, vulkan::ShaderId shader, bool vectors, const char* name) {
    std::vector<TensorLayout> inputs{*computeLayout(inputTensor(s.desc, 0))};
    std::vector<TensorLayout> outputs{*computeLayout(outputTensor(s.desc, 0))};
    vulkan::PlanLimits limits;
    limits.maxStorageRange = uint64_t{128} << 20;
    auto plan = vulkan::planRun(s.desc, inputs, {inputs[0].bufferBytes}, outputs, true, limits);
    QVERIFY2(plan.ok(), errorText(plan).c_str());
    for (const auto& d : plan->dispatches) {
      QVERIFY2(d.shader == shader, name);
      QVERIFY2((d.vectorBytes != 0) == vectors, name);
    }
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  // DirectML's own example of DML_SCALE_BIAS: [1, 2, 3] with Scale 2 and Bias 10 is [12, 14, 16], in every type.
  void theModelsExampleGivesTwelveFourteenSixteen() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const ScaleBiasTerms terms{2, 10};
    checkAgainstReference("FLOAT32", valuesSession(DataType::Float32, terms, {f32(1), f32(2), f32(3)}),
                          {f32(12), f32(14), f32(16)});
    checkAgainstReference("FLOAT16", valuesSession(DataType::Float16, terms, {0x3c00, 0x4000, 0x4200}),
                          {0x4a00, 0x4b00, 0x4c00});
    for (DataType type : {DataType::UInt32, DataType::UInt16, DataType::UInt8, DataType::Int32, DataType::Int16,
                          DataType::Int8})
      checkAgainstReference(std::string(shortName(type)), valuesSession(type, terms, {1, 2, 3}), {12, 14, 16});
  }

  void float32Edges() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    // Negative zero: -0 × 2 + -0 stays -0, +0 × 2 + -0 is +0; beyond FLOAT32's range, inf; NaNs keep their payload.
    checkAgainstReference("FLOAT32, Scale 2, Bias -0",
                          valuesSession(DataType::Float32, {2, -0.0f},
                                        {f32(1.5f), f32(-0.0f), f32(0.0f), f32(3e38f), f32(-3e38f), 0x7fc00000, 0x7fc12345,
                                         0xffc00001, f32(-kInf)}),
                          {f32(3), 0x80000000, 0, f32(kInf), f32(-kInf), 0x7fc00000, 0x7fc12345, 0xffc00001, f32(-kInf)});
    // -0 × 1 + 0 is +0 (so even Scale 1, Bias 0 is no plain copy).
    checkAgainstReference("FLOAT32, Scale 1, Bias 0", valuesSession(DataType::Float32, {1, 0}, {f32(-0.0f), f32(-2)}),
                          {0, f32(-2)});
    // Two roundings: (1 + 2^-23) × (1 + 2^-22) rounds to 1 + 3·2^-23 before - 1 gives 3·2^-23 exactly; a fused
    // multiply-add would keep the product's 2^-45 and give one more bit.
    checkAgainstReference("FLOAT32, no fused multiply-add",
                          valuesSession(DataType::Float32, {1.0f + 0x1p-22f, -1}, {f32(1.0f + 0x1p-23f)}),
                          {f32(0x3p-23f)});
    // Subnormal inputs and results are kept, not flushed to zero (lavapipe keeps them; a device that flushes
    // FLOAT32 subnormals in shaders would differ from the reference here).
    checkAgainstReference("FLOAT32 subnormal input", valuesSession(DataType::Float32, {1, 0}, {0x00000001, 0x80123456}),
                          {0x00000001, 0x80123456});
    checkAgainstReference("FLOAT32 subnormal product", valuesSession(DataType::Float32, {0x1p-20f, 0}, {f32(0x1.8p-120f)}),
                          {f32(0x1.8p-140f)});
    checkAgainstReference("FLOAT32 subnormal sum", valuesSession(DataType::Float32, {1, -0x1p-126f}, {f32(0x1.000002p-126f)}),
                          {f32(0x1p-149f)});
    // A NaN Scale makes every element NaN (the Scale's, quieted).
    checkAgainstReference("FLOAT32, Scale NaN", valuesSession(DataType::Float32, {kNan, 1}, {f32(1), f32(-kInf)}),
                          {0x7fc00000, 0x7fc00000});
  }

  void float16RoundsToNearestEven() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    // + 2^-11 lands halfway between two halves near 1: ties go to the even one (0x3c00, 0x3c02, 0x3c02); -1 + 2^-11
    // is a half exactly (0xbbff).
    checkAgainstReference("FLOAT16 ties", valuesSession(DataType::Float16, {1, 0x1p-11f}, {0x3c00, 0x3c01, 0x3c02, 0xbc00}),
                          {0x3c00, 0x3c02, 0x3c02, 0xbbff});
    // Subnormal results: 2^-25 is a tie between 0 and 2^-24 (to 0), 1.5·2^-24 between 1 and 2 units (to 2); a
    // negative one that rounds to 0 stays -0.
    checkAgainstReference("FLOAT16 subnormal ties", valuesSession(DataType::Float16, {0.5f, 0}, {0x0001, 0x0003, 0x8001, 0x0400}),
                          {0x0000, 0x0002, 0x8000, 0x0200});
    // 65504 + 16 = 65520 is halfway between 65504 (odd significand) and 65536: inf; 65504 + 15 stays 65504;
    // 2 × 60000 is beyond: inf of its sign.
    checkAgainstReference("FLOAT16 overflow at the tie", valuesSession(DataType::Float16, {1, 16}, {0x7bff}), {0x7c00});
    checkAgainstReference("FLOAT16 below the tie", valuesSession(DataType::Float16, {1, 15}, {0x7bff}), {0x7bff});
    checkAgainstReference("FLOAT16 overflow", valuesSession(DataType::Float16, {2, 0}, {0x7b53, 0xfb53, 0x77ff}),
                          {0x7c00, 0xfc00, 0x7bff});
    // NaNs keep sign and payload, quieted (0x7c01 is a signalling NaN); infinities stay; -0 + 0 is +0, -0 + -0 is -0.
    checkAgainstReference("FLOAT16 NaN and inf", valuesSession(DataType::Float16, {3, 0}, {0x7e00, 0xfe00, 0x7c01, 0x7d23, 0xfc00}),
                          {0x7e00, 0xfe00, 0x7e01, 0x7f23, 0xfc00});
    checkAgainstReference("FLOAT16 -0 + 0", valuesSession(DataType::Float16, {1, 0}, {0x8000}), {0x0000});
    checkAgainstReference("FLOAT16 -0 + -0", valuesSession(DataType::Float16, {1, -0.0f}, {0x8000, 0x0000}), {0x8000, 0x0000});
  }

  void integersTruncateAndSaturate() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    checkAgainstReference("UINT8 saturates at 255", valuesSession(DataType::UInt8, {2, 10}, {0, 1, 100, 122, 123, 200, 255}),
                          {10, 12, 210, 254, 255, 255, 255});
    // Below zero saturates at 0, and -0.5 truncates to 0.
    checkAgainstReference("UINT8 saturates at 0", valuesSession(DataType::UInt8, {-0.5f, 1}, {0, 1, 2, 3, 4, 255}),
                          {1, 0, 0, 0, 0, 0});
    // -2.5 truncates toward zero to -2.
    checkAgainstReference("INT8 truncates", valuesSession(DataType::Int8, {0.5f, 0}, {i8(-5), i8(5), i8(-128), i8(127), i8(-1), i8(1)}),
                          {i8(-2), i8(2), i8(-64), i8(63), 0, 0});
    checkAgainstReference("INT8 saturates", valuesSession(DataType::Int8, {2, 0}, {i8(-128), i8(-65), i8(-64), i8(63), i8(64), i8(127)}),
                          {i8(-128), i8(-128), i8(-128), i8(126), i8(127), i8(127)});
    checkAgainstReference("INT16 saturates",
                          valuesSession(DataType::Int16, {3, -1}, {i16(-32768), i16(-10923), i16(-10922), i16(10922), i16(10923), 0}),
                          {i16(-32768), i16(-32768), i16(-32767), i16(32765), i16(32767), i16(-1)});
    checkAgainstReference("UINT16 saturates", valuesSession(DataType::UInt16, {1.5f, 0.25f}, {0, 1, 43690, 43691, 65535}),
                          {0, 1, 65535, 65535, 65535});
    // NaN is 0 in every integer type: a NaN Scale, and 0 × inf.
    for (DataType type : {DataType::UInt32, DataType::UInt16, DataType::UInt8, DataType::Int32, DataType::Int16,
                          DataType::Int8})
      checkAgainstReference(std::string(shortName(type)) + ", Scale NaN", valuesSession(type, {kNan, 1}, {0, 1, 7}), {0, 0, 0});
    checkAgainstReference("INT32, Scale inf", valuesSession(DataType::Int32, {kInf, 0}, {0, 1, i32(-1)}),
                          {0, i32(2147483647), i32(-2147483648LL)});
  }

  // A 32-bit integer beyond 2^24 is rounded to the nearest FLOAT32 (ties to even) when it is read; from 2^31
  // (INT32) or 2^32 (UINT32) up, the result saturates.
  void wideIntegersRoundWhenRead() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    checkAgainstReference("INT32, Scale 1",
                          valuesSession(DataType::Int32, {1, 0},
                                        {i32(16777217), i32(16777219), i32(-16777217), i32(2147483647), i32(-2147483648LL),
                                         i32(2147483583), i32(2147483584)}),
                          {i32(16777216), i32(16777220), i32(-16777216), i32(2147483647), i32(-2147483648LL),
                           i32(2147483520), i32(2147483647)});
    checkAgainstReference("INT32, Scale -1", valuesSession(DataType::Int32, {-1, 0}, {i32(-2147483648LL), i32(2147483647), i32(5)}),
                          {i32(2147483647), i32(-2147483648LL), i32(-5)});
    checkAgainstReference("INT32, Scale 0.5", valuesSession(DataType::Int32, {0.5f, 0}, {i32(-5), i32(5), i32(-1)}),
                          {i32(-2), i32(2), 0});
    checkAgainstReference("UINT32, Scale 1",
                          valuesSession(DataType::UInt32, {1, 0}, {4294967295u, 4294967040u, 4294967167u, 4294967168u, 16777217u}),
                          {4294967295u, 4294967040u, 4294967040u, 4294967295u, 16777216u});
    checkAgainstReference("UINT32, Scale -1", valuesSession(DataType::UInt32, {-1, 0.5f}, {0, 1, 100}), {0, 0, 0});
  }

  // Every FLOAT16, INT16 and UINT16 value, row-major (the split shader's vector path: whole 16-byte runs loaded
  // and converted) and through a transposed input (the tiled transpose, two elements to an output word).
  void every16BitValueMatchesTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    for (DataType type : {DataType::Float16, DataType::Int16, DataType::UInt16}) {
      for (bool transposed : {false, true}) {
        const TensorDesc input = transposed ? tensorOf(type, {256, 256}, std::vector<uint32_t>{1, 256}) : tensorOf(type, {256, 256});
        const Session s = identitySession(input, tensorOf(type, {256, 256}), {1.5f, -0.25f}, every16BitPattern());
        const std::string name = std::string(shortName(type)) + (transposed ? " transposed" : " row-major");
        expectPlan(s, transposed ? vulkan::ShaderId::Transpose : vulkan::ShaderId::Split, true, name.c_str());
        checkAgainstReference(name, s);
      }
    }
  }

  // Transposed (the tiled transpose for 4-byte elements), broadcast (stride 0) and padded outputs.
  void stridedTensorsMatchTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    std::vector<uint64_t> floats(150 * 70);
    for (uint32_t i = 0; i < floats.size(); ++i) floats[i] = f32(float32Sample(i));
    const Session transposed = identitySession(tensorOf(DataType::Float32, {150, 70}, std::vector<uint32_t>{1, 150}),
                                               tensorOf(DataType::Float32, {150, 70}), {0.75f, -3}, packed(DataType::Float32, floats));
    expectPlan(transposed, vulkan::ShaderId::Transpose, true, "FLOAT32 transposed");  // whole words stored
    checkAgainstReference("FLOAT32 transposed", transposed);

    std::vector<uint64_t> ints(150 * 70);
    for (uint32_t i = 0; i < ints.size(); ++i) ints[i] = i32(static_cast<int64_t>(i) * 613566757 - 7);  // wraps: all sizes
    const Session intTransposed = identitySession(tensorOf(DataType::Int32, {150, 70}, std::vector<uint32_t>{1, 150}),
                                                  tensorOf(DataType::Int32, {150, 70}), {0.3f, 1000}, packed(DataType::Int32, ints));
    expectPlan(intTransposed, vulkan::ShaderId::Transpose, true, "INT32 transposed");
    checkAgainstReference("INT32 transposed", intTransposed);

    // One row of 16 UINT8 broadcast to 40 rows; worked by hand: 200 + j, × 1.25 - 100.
    std::vector<uint64_t> row(16), broadcastExpected;
    for (uint32_t j = 0; j < 16; ++j) row[j] = 200 + j;
    for (uint32_t r = 0; r < 40; ++r)
      for (uint32_t j = 0; j < 16; ++j) broadcastExpected.push_back(static_cast<uint64_t>((200 + j) * 1.25 - 100));
    checkAgainstReference("UINT8 broadcast rows",
                          identitySession(tensorOf(DataType::UInt8, {40, 16}, std::vector<uint32_t>{0, 1}),
                                          tensorOf(DataType::UInt8, {40, 16}), {1.25f, -100}, packed(DataType::UInt8, row)),
                          broadcastExpected);

    // A padded output (rows 10 apart, 7 used) from a transposed INT8 input; the gaps stay as the reference leaves them.
    std::vector<uint64_t> bytes(5 * 7);
    for (uint32_t i = 0; i < bytes.size(); ++i) bytes[i] = i8(static_cast<int>(i * 37 % 256) - 128);
    const Session padded = identitySession(tensorOf(DataType::Int8, {5, 7}, std::vector<uint32_t>{1, 5}),
                                           tensorOf(DataType::Int8, {5, 7}, std::vector<uint32_t>{10, 1}), {-1.5f, 3},
                                           packed(DataType::Int8, bytes));
    expectPlan(padded, vulkan::ShaderId::Transpose, false, "INT8 padded output");  // rows of 7 bytes: OR-ed in
    checkAgainstReference("INT8 padded output", padded);
    std::vector<uint64_t> halves(5 * 7);
    for (uint32_t i = 0; i < halves.size(); ++i) halves[i] = 0x3c00 + i * 0x1d1;
    checkAgainstReference("FLOAT16 padded output",
                          identitySession(tensorOf(DataType::Float16, {5, 7}), tensorOf(DataType::Float16, {5, 7}, std::vector<uint32_t>{9, 1}),
                                          {1, 0x1p-11f}, packed(DataType::Float16, halves)));
  }

  // Tensors far beyond a 1 KiB window (the knob that stands for lavapipe's 128 MiB), on at most 2 workgroups:
  // many boxes, each with its own windows, and still the reference's bytes.
  void smallWindowsKeepScaleBias() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const RestoreTestLimits restore{*gpu_.backend};
    vulkan::overrideLimitsForTesting(*gpu_.backend, 1024, 2);

    checkAgainstReference("FLOAT16 row-major, 1 KiB windows",
                          identitySession(tensorOf(DataType::Float16, {256, 256}), tensorOf(DataType::Float16, {256, 256}),
                                          {-2.5f, 7}, every16BitPattern()));
    checkAgainstReference("INT16 transposed, 1 KiB windows",
                          identitySession(tensorOf(DataType::Int16, {256, 256}, std::vector<uint32_t>{1, 256}),
                                          tensorOf(DataType::Int16, {256, 256}), {0.7f, -5}, every16BitPattern()));
    std::vector<uint64_t> floats(150 * 70);
    for (uint32_t i = 0; i < floats.size(); ++i) floats[i] = f32(float32Sample(i * 7));
    checkAgainstReference("FLOAT32 transposed, 1 KiB windows",
                          identitySession(tensorOf(DataType::Float32, {150, 70}, std::vector<uint32_t>{1, 150}),
                                          tensorOf(DataType::Float32, {150, 70}), {1.1f, 0.5f}, packed(DataType::Float32, floats)));
    std::vector<uint64_t> bytes(3000);
    for (uint32_t i = 0; i < bytes.size(); ++i) bytes[i] = i % 256;
    checkAgainstReference("UINT8 row-major, 1 KiB windows",
                          identitySession(tensorOf(DataType::UInt8, {3, 1000}), tensorOf(DataType::UInt8, {3, 1000}),
                                          {1.5f, -20}, packed(DataType::UInt8, bytes)));
  }
};

QTEST_GUILESS_MAIN(GpuScaleBias)
#include "tst_gpu_scale_bias.moc"
