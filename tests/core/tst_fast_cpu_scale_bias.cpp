// ELEMENT_WISE_IDENTITY's ScaleBias on the fast CPU backend: hand-worked results (DirectML's
// dml_element_wise_identity example, FLOAT16 rounding, integer truncation and saturation), then the fast
// backend against the reference bit for bit for every 8-, 16- and 32-bit type: every FLOAT16, 8-bit and 16-bit
// bit pattern and the 32-bit types' edges and random bits, through edge terms (NaN and infinite ones too),
// packed, transposed, broadcast and gapped layouts, over several threads and chunks, with and without the map.
#include <QtTest>
#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu_comparison.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using gputest::compareRuns;

namespace {

constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

// An identity of `type` with these terms over `sizes`, strides as given (none: packed).
Session identity(DataType type, std::vector<uint32_t> sizes, std::optional<ScaleBiasTerms> terms, Buffer input,
                 std::optional<std::vector<uint32_t>> inStrides = std::nullopt,
                 std::optional<std::vector<uint32_t>> outStrides = std::nullopt) {
  ElementWiseIdentityDesc d;
  d.InputTensor = test::tensor(type, sizes, std::move(inStrides));
  d.OutputTensor = test::tensor(type, std::move(sizes), std::move(outStrides));
  d.ScaleBias = terms;
  OperatorDesc desc = d;
  fillDerivedFields(desc);
  return test::makeSession(desc, {std::move(input)});
}

// The input elements of the differential cases: for the 8- and 16-bit types every bit pattern (FLOAT16's
// NaNs, infinities, subnormals and ties among them), for the 32-bit ones their edges followed by random bits.
std::vector<uint64_t> inputBits(DataType type, uint64_t count) {
  std::vector<uint64_t> bits;
  const uint32_t width = 8 * test::bytesOf(type);
  if (width <= 16) {
    for (uint64_t i = 0; i < count; ++i) bits.push_back(i % (uint64_t{1} << width));
    return bits;
  }
  if (type == DataType::Float32) {
    for (float v : {0.0f, -0.0f, 1.0f, -1.0f, 2.5f, -2.5f, 0.1f, 65504.0f, 65519.0f, 65520.0f, 1.0f + 0x1p-11f,
                    0x1p-24f, 0x1p-25f, 0x1p-149f, -0x1p-149f, std::numeric_limits<float>::max(),
                    std::numeric_limits<float>::lowest(), kInf, -kInf, kNan, 2147483648.0f, -2147483904.0f,
                    4294967296.0f, 127.9f, -128.9f, 255.99f})
      bits.push_back(std::bit_cast<uint32_t>(v));
    // NaNs with payloads, quiet and signalling, of both signs.
    for (uint64_t nan : {0x7fc12345u, 0xffc00001u, 0x7f800001u, 0xff812345u}) bits.push_back(nan);
  } else {
    const bool isSigned = type == DataType::Int32;
    const int64_t lo = isSigned ? std::numeric_limits<int32_t>::min() : 0;
    const int64_t hi = isSigned ? std::numeric_limits<int32_t>::max() : std::numeric_limits<uint32_t>::max();
    // Beyond 2^24 an integer reads as the nearest FLOAT32: 2^24 + 1 ties to 2^24, 2^24 + 3 to 2^24 + 4.
    for (int64_t v : {lo, lo + 1, hi, hi - 1, int64_t{0}, int64_t{1}, int64_t{-1}, int64_t{-5}, int64_t{16777217},
                      int64_t{16777219}, int64_t{-16777217}, int64_t{2147483584}, int64_t{2147483520}})
      if (v >= lo && v <= hi) bits.push_back(static_cast<uint64_t>(v) & 0xFFFFFFFFu);
  }
  std::mt19937_64 randomBits(0x5ca1eb1a5ull + static_cast<uint64_t>(type));
  while (bits.size() < count) bits.push_back(randomBits() & 0xFFFFFFFFu);
  bits.resize(count);
  return bits;
}

// The terms the differential cases run through: DirectML's example, the identity, fractions that truncate and
// round (FLOAT16 ties with 2^-11), negation, saturating and overflowing ones, subnormal ones, negative zero,
// infinities and NaNs.
const ScaleBiasTerms kTerms[] = {
    {2.0f, 10.0f},  {1.0f, 0.0f},       {0.5f, 0.0f},   {1.0f, 0x1p-11f}, {-1.0f, -0.0f},  {3.0f, 0.0f},
    {0.1f, -0.5f},  {255.5f, -129.9f},  {65536.0f, 0.5f}, {1e10f, -1e10f}, {1e-30f, 1e-40f}, {-0.0f, 0.0f},
    {kInf, 0.0f},   {0.0f, -kInf},      {kNan, 0.0f},   {1.0f, kNan},     {-kInf, kInf},
};

const DataType kScaledTypes[] = {DataType::Float32, DataType::Float16, DataType::UInt32, DataType::UInt16,
                                 DataType::UInt8,   DataType::Int32,   DataType::Int16,  DataType::Int8};

std::string termsText(const ScaleBiasTerms& t) {
  return "Scale " + std::to_string(t.Scale) + ", Bias " + std::to_string(t.Bias);
}

class TestFastCpuScaleBias : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<Backend> reference_ = makeCpuBackend();

  // The first `count` elements of the fast backend's output 0 for `session` (one thread: the hand-worked
  // cases are small; the buffer may be longer, DirectML's sizes being rounded up to 4 bytes).
  static std::vector<uint64_t> fastOutput(const Session& session, DataType type, size_t count) {
    auto got = makeFastCpuBackend(1)->run(session);
    if (!got.ok()) qFatal("%s", got.error().message.c_str());
    std::vector<uint64_t> bits = test::unpackBits(type, got->outputs.at(0));
    bits.resize(count);
    return bits;
  }

  void compare(const Session& session, std::span<const detail::FastCpuTuning> tunings, const std::string& where) {
    test::compareFastWithReference(*reference_, session, tunings, where);
  }

 private slots:
  // DirectML's dml_element_wise_identity with ScaleBias: [1, 2, 3] × 2 + 10 = [12, 14, 16].
  void directMlExampleFloat32() {
    const Session s = identity(DataType::Float32, {1, 3}, ScaleBiasTerms{2.0f, 10.0f}, test::float32Buffer({1, 2, 3}));
    const std::vector<uint64_t> expected = {test::floatBits(12), test::floatBits(14), test::floatBits(16)};
    QCOMPARE(fastOutput(s, DataType::Float32, 3), expected);
  }

  // Without ScaleBias the identity still copies bit for bit (a NaN payload and -0 unchanged).
  void nullScaleBiasCopies() {
    const std::vector<uint64_t> bits = {0x7fc12345u, 0x80000000u, 0x3f800000u};
    const Session s = identity(DataType::Float32, {3}, std::nullopt, test::packBits(DataType::Float32, bits));
    QCOMPARE(fastOutput(s, DataType::Float32, 3), bits);
  }

  // FLOAT16, worked by hand. Halves in [1, 2) are 2^-10 apart, in [0.25, 0.5) 2^-12 apart, in [32768, 65536)
  // 32 apart, and 65504 is the largest.
  //  - 1 (0x3C00) + 2^-11 = 1.00048828125 in FLOAT32 (exact), halfway between 1 and 1 + 2^-10 (0x3C01): the
  //    tie goes to the even 0x3C00.
  //  - 1 + 2^-10 (0x3C01) + 2^-11 = 1 + 3·2^-11, halfway between 0x3C01 and 1 + 2^-9 (0x3C02): to the even
  //    0x3C02, so the half moves by two steps although the Bias is half of one.
  //  - 0.0999755859375 (0x2E66, the half nearest 0.1) × 3 = 0.2999267578125 in FLOAT32 (exact) = 1228.5 steps
  //    of 2^-12: the tie goes to 1228 · 2^-12 = 0.2998046875 = 2^-2 · (1 + 204/1024), exponent field 13:
  //    0x3400 | 204 = 0x34CC, not the 0x34CD a rounding up would give.
  //  - 65504 + 15 = 65519: below the midpoint 65520 of 65504 and 65536 (inf's place), so 65504 (0x7BFF);
  //    65504 + 16 = 65520: the tie goes to the even "65536", which is inf (0x7C00).
  void float16RoundsToNearestEven() {
    struct Case {
      uint16_t x;
      ScaleBiasTerms terms;
      uint16_t expected;
    };
    const Case cases[] = {{0x3C00, {1.0f, 0x1p-11f}, 0x3C00}, {0x3C01, {1.0f, 0x1p-11f}, 0x3C02},
                          {0x2E66, {3.0f, 0.0f}, 0x34CC},     {0x7BFF, {1.0f, 15.0f}, 0x7BFF},
                          {0x7BFF, {1.0f, 16.0f}, 0x7C00}};
    for (const Case& c : cases) {
      const Session s = identity(DataType::Float16, {1}, c.terms, test::packBits(DataType::Float16, {c.x}));
      QCOMPARE(fastOutput(s, DataType::Float16, 1).at(0), uint64_t{c.expected});
    }
  }

  // Integers, worked by hand: INT8 [-5, 5, 100, -100, 0] × 0.5 = [-2.5, 2.5, 50, -50, 0] truncates toward zero
  // to [-2, 2, 50, -50, 0]; × 2 saturates 200 to 127 and -200 to -128; a NaN Scale makes every element 0; a
  // UINT8 below 0 saturates to 0; INT32 16777217 (2^24 + 1) reads as 16777216 (the tie to the even FLOAT32),
  // and INT32's maximum 2147483647 reads as 2^31, which + 0 saturates back to 2147483647.
  void integersTruncateAndSaturate() {
    const Buffer int8s = test::packBits(DataType::Int8, {0xFB, 0x05, 0x64, 0x9C, 0x00});  // -5, 5, 100, -100, 0
    const auto int8Result = [&](ScaleBiasTerms t) {
      return fastOutput(identity(DataType::Int8, {5}, t, int8s), DataType::Int8, 5);
    };
    QCOMPARE(int8Result({0.5f, 0.0f}), (std::vector<uint64_t>{0xFE, 0x02, 50, 0xCE, 0}));  // -2, 2, 50, -50, 0
    QCOMPARE(int8Result({2.0f, 0.0f}), (std::vector<uint64_t>{0xF6, 10, 0x7F, 0x80, 0}));  // -10, 10, 127, -128
    QCOMPARE(int8Result({kNan, 1.0f}), (std::vector<uint64_t>{0, 0, 0, 0, 0}));
    const Session u8 = identity(DataType::UInt8, {3}, ScaleBiasTerms{-1.0f, 0.5f}, test::packBits(DataType::UInt8, {0, 1, 255}));
    QCOMPARE(fastOutput(u8, DataType::UInt8, 3), (std::vector<uint64_t>{0, 0, 0}));  // 0.5, -0.5, -254.5
    const Session i32 = identity(DataType::Int32, {3}, ScaleBiasTerms{1.0f, 0.0f},
                                 test::packBits(DataType::Int32, {16777217, 0x7FFFFFFF, 0x80000000}));
    QCOMPARE(fastOutput(i32, DataType::Int32, 3),
             (std::vector<uint64_t>{16777216, 0x7FFFFFFF, 0x80000000}));
  }

  // Every scaled type, every term of kTerms, through packed, transposed, broadcast and gapped layouts.
  void matchesReferenceForEveryTypeAndLayout_data() {
    QTest::addColumn<int>("typeIndex");
    for (int t = 0; t < static_cast<int>(std::size(kScaledTypes)); ++t)
      QTest::newRow(std::string(shortName(kScaledTypes[t])).c_str()) << t;
  }
  void matchesReferenceForEveryTypeAndLayout() {
    QFETCH(int, typeIndex);
    const DataType type = kScaledTypes[typeIndex];
    constexpr uint32_t rows = 256, cols = 256;  // every 16-bit pattern once in the packed layout
    const Buffer packed = test::packBits(type, inputBits(type, uint64_t{rows} * cols));
    struct Layout {
      const char* name;
      std::optional<std::vector<uint32_t>> in, out;
      uint64_t inputElements;
    };
    const Layout layouts[] = {
        {"packed", std::nullopt, std::nullopt, uint64_t{rows} * cols},
        {"transposed input", std::vector<uint32_t>{1, rows}, std::nullopt, uint64_t{rows} * cols},
        {"rows broadcast (stride 0)", std::vector<uint32_t>{0, 1}, std::nullopt, cols},
        {"one element a row (inner stride 0)", std::vector<uint32_t>{1, 0}, std::nullopt, rows},
        {"gapped output", std::nullopt, std::vector<uint32_t>{2 * cols + 3, 2}, uint64_t{rows} * cols},
    };
    const detail::FastCpuTuning tunings[] = {{3, 1000, 0, 4096}, {7, 61, 0, 0}, {2, 100000, 0, 0}};
    // Every term through the packed layout; the others, whose walk ScaleBias does not change, through a few.
    const ScaleBiasTerms someTerms[] = {{2.0f, 10.0f}, {1.0f, 0x1p-11f}, {255.5f, -129.9f}, {kNan, 0.0f}};
    // Then again with every output streamed (whole lines by non-temporal stores, the map's entries too), as
    // outputs of 4 MiB and more are.
    struct Restore {
      ~Restore() { detail::fastcpu::setLineStreamBytesForTests(detail::fastcpu::kStreamingBytes); }
    } restore;
    for (uint64_t streamFrom : {detail::fastcpu::kStreamingBytes, uint64_t{0}}) {
      detail::fastcpu::setLineStreamBytesForTests(streamFrom);
      for (const Layout& layout : layouts) {
        const bool packedLayout = !layout.in && !layout.out;
        const auto termsOfLayout = packedLayout ? std::span<const ScaleBiasTerms>(kTerms) : std::span(someTerms);
        for (const ScaleBiasTerms& terms : termsOfLayout) {
          const auto inputBytes = static_cast<std::ptrdiff_t>(layout.inputElements * test::bytesOf(type));
          Buffer input(packed.begin(), packed.begin() + inputBytes);
          const Session s = identity(type, {rows, cols}, terms, std::move(input), layout.in, layout.out);
          QVERIFY2(validateSession(s).empty(), test::describe(validateSession(s)).c_str());
          compare(s, tunings, std::string(shortName(type)) + ", " + termsText(terms) + ", " + layout.name +
                                 (streamFrom == 0 ? ", streamed" : ""));
          if (QTest::currentTestFailed()) return;
        }
      }
    }
  }

  // A FLOAT32 tensor of 4 MiB with the public factory's own chunking: split over threads by bytes, folded to
  // one long row cut into parts; then the same through a 4-D view whose output rows are padded.
  void largeTensorsMatchReference() {
    const uint64_t count = uint64_t{1} << 20;
    const Buffer input = test::packBits(DataType::Float32, inputBits(DataType::Float32, count));
    const Session packed = identity(DataType::Float32, {4, 16, 128, 128}, ScaleBiasTerms{0.1f, -0.5f}, input);
    const Session padded = identity(DataType::Float32, {4, 16, 128, 128}, ScaleBiasTerms{-3.0f, 1e-3f}, input,
                                    std::nullopt, std::vector<uint32_t>{16 * 128 * 136, 128 * 136, 136, 1});
    for (const Session* s : {&packed, &padded}) {
      auto expected = reference_->run(*s);
      QVERIFY(expected.ok());
      for (unsigned threads : {1u, 2u, 4u}) {
        auto got = makeFastCpuBackend(threads)->run(*s);
        QVERIFY(got.ok());
        QCOMPARE(compareRuns(*s, *expected, *got), std::string());
      }
    }
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestFastCpuScaleBias)
#include "tst_fast_cpu_scale_bias.moc"
