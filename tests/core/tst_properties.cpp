// Randomized property tests with a fixed seed: split then join is the identity, depth-to-space is a
// reshape-transpose, wide reflections fold periodically, tile is modulo indexing, and the CPU backend agrees
// with the naive implementation of test_support.h (outputs and index maps) on random descriptors.
#include <QtTest>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

constexpr int kCases = 300;
constexpr uint64_t kMaxElements = 192;

// The seed: fixed, so a failure reproduces; DMLSCOPE_TEST_SEED overrides it to explore.
uint64_t seed() {
  if (const char* s = std::getenv("DMLSCOPE_TEST_SEED")) return std::strtoull(s, nullptr, 10);
  return 0x5EED'D31Fu;
}

class Random {
 public:
  explicit Random(uint64_t s) : gen_(s) {}
  uint32_t uniform(uint32_t lo, uint32_t hi) { return std::uniform_int_distribution<uint32_t>(lo, hi)(gen_); }
  bool chance(double p) { return std::bernoulli_distribution(p)(gen_); }
  uint64_t bits() { return gen_(); }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[uniform(0, static_cast<uint32_t>(v.size() - 1))];
  }
  template <class T>
  void shuffle(std::vector<T>& v) {
    std::shuffle(v.begin(), v.end(), gen_);
  }

 private:
  std::mt19937_64 gen_;
};

std::string context(uint64_t s, int i, const std::string& what = {}) {
  return "seed " + std::to_string(s) + " case " + std::to_string(i) + (what.empty() ? "" : ": " + what);
}

std::string text(const std::vector<uint32_t>& v) {
  std::string out = "{";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + std::to_string(v[i]);
  return out + "}";
}

// Sizes of the given rank, 1 to 3 each, with at most kMaxElements elements.
std::vector<uint32_t> randomSizes(Random& r, uint32_t rank, uint32_t maxSize = 3) {
  std::vector<uint32_t> sizes(rank);
  for (auto& s : sizes) s = r.uniform(1, maxSize);
  auto product = [&] { return std::accumulate(sizes.begin(), sizes.end(), uint64_t{1}, std::multiplies<>()); };
  while (product() > kMaxElements) {
    auto& s = sizes[r.uniform(0, rank - 1)];
    if (s > 1) --s;
  }
  return sizes;
}

// Random strides for `sizes`: packed (nothing), or dimensions in a random order with gaps; for inputs also
// stride-0 broadcasts. Output strides never let two elements share memory.
std::optional<std::vector<uint32_t>> randomStrides(Random& r, const std::vector<uint32_t>& sizes, bool input) {
  if (r.chance(0.3)) return std::nullopt;
  std::vector<uint32_t> order(sizes.size());
  std::iota(order.begin(), order.end(), 0u);
  if (r.chance(0.7)) r.shuffle(order);
  std::vector<uint32_t> strides(sizes.size());
  uint64_t extent = 1;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {  // innermost first
    const uint32_t d = *it;
    if (input && sizes[d] > 1 && r.chance(0.2)) {
      strides[d] = 0;
      continue;
    }
    const uint64_t stride = extent * (r.chance(0.25) ? 2 : 1) + (r.chance(0.25) ? r.uniform(1, 2) : 0);
    strides[d] = static_cast<uint32_t>(stride);
    extent = stride * sizes[d];
  }
  return strides;
}

// An ordinary random bit pattern of the type (floats never NaN, so that "equal" is plain bit equality).
uint64_t randomElement(Random& r, DataType type) {
  uint64_t b = r.bits() & maskFor(type);
  switch (type) {
    case DataType::Float16:
      if ((b & 0x7C00) == 0x7C00) b &= ~uint64_t{0x4000};
      break;
    case DataType::Float32:
      if ((b & 0x7F800000) == 0x7F800000) b &= ~uint64_t{0x40000000};
      break;
    case DataType::Float64:
      if ((b & 0x7FF0000000000000) == 0x7FF0000000000000) b &= ~uint64_t{0x4000000000000000};
      break;
    default: break;
  }
  return b;
}

Buffer randomBuffer(Random& r, const TensorDesc& t) {
  const auto layout = naiveLayout(t);
  std::vector<uint64_t> bits(layout.reachedElements);
  for (auto& b : bits) b = randomElement(r, t.dataType);
  return packBits(t.dataType, bits);
}

std::vector<Buffer> randomInputs(Random& r, const OperatorDesc& desc) {
  std::vector<Buffer> out;
  for (const auto& t : naiveInputs(desc)) out.push_back(randomBuffer(r, t));
  return out;
}

// The tensor's logical elements in row-major order, read through its strides.
std::vector<uint64_t> logicalElements(const TensorDesc& t, const Buffer& buffer) {
  const auto layout = naiveLayout(t);
  std::vector<uint64_t> out(layout.elementCount);
  for (uint64_t i = 0; i < layout.elementCount; ++i) {
    out[i] = loadBits(t.dataType, buffer, layout.offsetOf(coordsOf(i, layout.sizes)));
  }
  return out;
}

// Splits `total` into `parts` positive sizes.
std::vector<uint32_t> randomPartition(Random& r, uint32_t total, uint32_t parts) {
  std::vector<uint32_t> sizes(parts, 1);
  for (uint32_t left = total - parts; left > 0; --left) ++sizes[r.uniform(0, parts - 1)];
  return sizes;
}

DataType randomType(Random& r, bool allowFloat64 = true) {
  for (;;) {
    DataType t = kAllDataTypes[r.uniform(0, 10)];
    if (allowFloat64 || t != DataType::Float64) return t;
  }
}

void maybeOversize(Random& r, TensorDesc& t) {
  if (!r.chance(0.2)) return;
  t.totalTensorSizeInBytes = (naiveLayout(t).bufferBytes) + 4 * r.uniform(1, 3);
}

// ---- random descriptors of each operator

TileDesc randomTile(Random& r) {
  const DataType type = randomType(r, false);
  const uint32_t rank = r.uniform(1, 8);
  TileDesc d;
  auto in = randomSizes(r, rank);
  d.Repeats.resize(rank);
  std::vector<uint32_t> out(rank);
  uint64_t count = 1;
  for (uint32_t k = 0; k < rank; ++k) {
    d.Repeats[k] = count * in[k] * 3 <= kMaxElements * 4 ? r.uniform(1, 3) : 1;
    out[k] = in[k] * d.Repeats[k];
    count *= out[k];
  }
  d.InputTensor = tensor(type, in, randomStrides(r, in, true));
  d.OutputTensor = tensor(type, out, randomStrides(r, out, false));
  maybeOversize(r, d.OutputTensor);
  return d;
}

PaddingDesc randomPadding(Random& r) {
  const std::vector<float> values = {0.0f,  9.0f, 10.6f,    -10.6f, 300.0f, -1e20f,
                                     1e20f, 0.1f, 65519.0f, 1e10f,  -0.0f,  std::numeric_limits<float>::quiet_NaN()};
  const DataType type = randomType(r);
  const uint32_t rank = r.uniform(1, 8);
  PaddingDesc d;
  d.PaddingMode = static_cast<PaddingMode>(r.uniform(0, 3));
  d.PaddingValue = r.pick(values);
  auto in = randomSizes(r, rank, rank <= 3 ? 4 : 3);
  std::vector<uint32_t> out(rank);
  d.StartPadding.resize(rank);
  d.EndPadding.resize(rank);
  uint64_t count = 1;
  for (uint32_t k = 0; k < rank; ++k) {
    const bool canPad =
        count * (in[k] + 8) <= kMaxElements * 8 && !(d.PaddingMode == PaddingMode::Reflection && in[k] == 1);
    d.StartPadding[k] = canPad ? r.uniform(0, 2 * in[k] + 1) : 0;
    d.EndPadding[k] = canPad ? r.uniform(0, 2 * in[k] + 1) : 0;
    out[k] = in[k] + d.StartPadding[k] + d.EndPadding[k];
    count *= out[k];
  }
  d.InputTensor = tensor(type, in, randomStrides(r, in, true));
  d.OutputTensor = tensor(type, out, randomStrides(r, out, false));
  maybeOversize(r, d.OutputTensor);
  return d;
}

DepthToSpace1Desc randomDepthToSpace(Random& r) {
  const DataType type = randomType(r);
  DepthToSpace1Desc d;
  d.BlockSize = r.uniform(1, 3);
  d.Order = static_cast<DepthSpaceOrder>(r.uniform(0, 1));
  const uint32_t b = d.BlockSize;
  const uint32_t n = r.uniform(1, 2), oc = r.uniform(1, 3), h = r.uniform(1, 3), w = r.uniform(1, 3);
  const std::vector<uint32_t> in = {n, oc * b * b, h, w};
  const std::vector<uint32_t> out = {n, oc, h * b, w * b};
  d.InputTensor = tensor(type, in, randomStrides(r, in, true));
  d.OutputTensor = tensor(type, out, randomStrides(r, out, false));
  maybeOversize(r, d.OutputTensor);
  return d;
}

SplitDesc randomSplit(Random& r) {
  const DataType type = randomType(r);
  const uint32_t rank = r.uniform(1, 8);
  SplitDesc d;
  auto in = randomSizes(r, rank, 4);
  d.Axis = r.uniform(0, rank - 1);
  const auto parts = randomPartition(r, in[d.Axis], r.uniform(1, std::min(in[d.Axis], 4u)));
  d.InputTensor = tensor(type, in, randomStrides(r, in, true));
  for (uint32_t p : parts) {
    auto sizes = in;
    sizes[d.Axis] = p;
    d.OutputTensors.push_back(tensor(type, sizes, randomStrides(r, sizes, false)));
    maybeOversize(r, d.OutputTensors.back());
  }
  return d;
}

JoinDesc randomJoin(Random& r) {
  const DataType type = randomType(r);
  const uint32_t rank = r.uniform(1, 8);
  JoinDesc d;
  auto out = randomSizes(r, rank, 4);
  d.Axis = r.uniform(0, rank - 1);
  const auto parts = randomPartition(r, out[d.Axis], r.uniform(1, std::min(out[d.Axis], 4u)));
  for (uint32_t p : parts) {
    auto sizes = out;
    sizes[d.Axis] = p;
    d.InputTensors.push_back(tensor(type, sizes, randomStrides(r, sizes, true)));
  }
  d.OutputTensor = tensor(type, out, randomStrides(r, out, false));
  maybeOversize(r, d.OutputTensor);
  return d;
}

std::string describeDesc(const OperatorDesc& desc) {
  std::string s = std::string(shortName(operatorType(desc)));
  for (const auto& t : naiveInputs(desc)) {
    s +=
        " in " + std::string(shortName(t.dataType)) + text(t.sizes) + (t.strides ? " strides " + text(*t.strides) : "");
  }
  for (const auto& t : naiveOutputs(desc)) {
    s += " out " + text(t.sizes) + (t.strides ? " strides " + text(*t.strides) : "");
  }
  if (auto* p = std::get_if<PaddingDesc>(&desc)) {
    s += " mode " + std::to_string(static_cast<int>(p->PaddingMode)) + " value " + std::to_string(p->PaddingValue) +
         " start " + text(p->StartPadding) + " end " + text(p->EndPadding);
  }
  if (auto* t = std::get_if<TileDesc>(&desc)) s += " repeats " + text(t->Repeats);
  if (auto* d = std::get_if<DepthToSpace1Desc>(&desc)) {
    s += " B " + std::to_string(d->BlockSize) + " order " + std::to_string(static_cast<int>(d->Order));
  }
  if (auto* sp = std::get_if<SplitDesc>(&desc)) s += " axis " + std::to_string(sp->Axis);
  if (auto* j = std::get_if<JoinDesc>(&desc)) s += " axis " + std::to_string(j->Axis);
  return s;
}

// Row-major transpose: y[i] = x[source(i)] where y has shape xShape permuted by perm (y dim k = x dim perm[k]).
std::vector<uint64_t> transpose(const std::vector<uint64_t>& x, const std::vector<uint32_t>& xShape,
                                const std::vector<uint32_t>& perm, std::vector<uint64_t>* sourceIndex = nullptr) {
  std::vector<uint32_t> yShape(perm.size());
  for (size_t k = 0; k < perm.size(); ++k) yShape[k] = xShape[perm[k]];
  std::vector<uint64_t> y(x.size());
  if (sourceIndex) sourceIndex->assign(x.size(), 0);
  for (uint64_t i = 0; i < y.size(); ++i) {
    const auto yc = coordsOf(i, yShape);
    std::vector<uint32_t> xc(perm.size());
    for (size_t k = 0; k < perm.size(); ++k) xc[perm[k]] = yc[k];
    const uint64_t src = linearOf(xc, xShape);
    y[i] = x[src];
    if (sourceIndex) (*sourceIndex)[i] = src;
  }
  return y;
}

}  // namespace

// Like QVERIFY2, but builds the (costly) message only when the property fails.
#define PROPERTY(condition, message)                                                         \
  do {                                                                                       \
    if (!(condition)) QFAIL((std::string("'" #condition "' failed: ") + (message)).c_str()); \
  } while (false)

class TestProperties : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { qInfo("property seed: %llu", static_cast<unsigned long long>(seed())); }

  void splitThenJoinGivesInputBack() {
    const uint64_t s = seed();
    Random r(s ^ 1);
    auto backend = makeCpuBackend();
    for (int i = 0; i < kCases; ++i) {
      const SplitDesc split = randomSplit(r);
      const Session splitSession = makeSession(split, randomInputs(r, split));
      auto splitRun = backend->run(splitSession);
      PROPERTY(splitRun.ok(),
               context(s, i, describeDesc(split) + ": " + (splitRun.ok() ? "" : splitRun.error().message)).c_str());

      // Join the split's outputs, strides and all, straight from the buffers the split wrote.
      JoinDesc join;
      join.InputTensors = split.OutputTensors;
      join.Axis = split.Axis;
      join.OutputTensor =
          tensor(split.InputTensor.dataType, split.InputTensor.sizes, randomStrides(r, split.InputTensor.sizes, false));
      const Session joinSession = makeSession(join, splitRun->outputs);
      auto joinRun = backend->run(joinSession);
      PROPERTY(joinRun.ok(),
               context(s, i, describeDesc(join) + ": " + (joinRun.ok() ? "" : joinRun.error().message)).c_str());

      PROPERTY(logicalElements(join.OutputTensor, joinRun->outputs.at(0)) ==
                   logicalElements(split.InputTensor, splitSession.inputData[0]),
               context(s, i, describeDesc(split)).c_str());
    }
  }

  void depthToSpaceAgreesWithReshapeTranspose() {
    const uint64_t s = seed();
    Random r(s ^ 2);
    auto backend = makeCpuBackend();
    for (int i = 0; i < kCases; ++i) {
      const DepthToSpace1Desc d = randomDepthToSpace(r);
      const Session session = makeSession(d, randomInputs(r, d));
      auto run = backend->run(session);
      PROPERTY(run.ok(), context(s, i, describeDesc(d) + ": " + (run.ok() ? "" : run.error().message)).c_str());

      const uint32_t n = d.InputTensor.sizes[0], c = d.InputTensor.sizes[1], h = d.InputTensor.sizes[2],
                     w = d.InputTensor.sizes[3], b = d.BlockSize, oc = c / (b * b);
      const auto x = logicalElements(d.InputTensor, session.inputData[0]);
      std::vector<uint64_t> sources;
      std::vector<uint64_t> expected;
      if (d.Order == DepthSpaceOrder::DepthColumnRow) {
        // ONNX DCR: reshape [N, B, B, C/B², H, W], transpose [0, 3, 4, 1, 5, 2], reshape [N, C/B², H·B, W·B].
        expected = transpose(x, {n, b, b, oc, h, w}, {0, 3, 4, 1, 5, 2}, &sources);
      } else {
        // ONNX CRD: reshape [N, C/B², B, B, H, W], transpose [0, 1, 4, 2, 5, 3].
        expected = transpose(x, {n, oc, b, b, h, w}, {0, 1, 4, 2, 5, 3}, &sources);
      }
      PROPERTY(logicalElements(d.OutputTensor, run->outputs.at(0)) == expected, context(s, i, describeDesc(d)).c_str());
      PROPERTY(run->indexMap.size(0) == sources.size(), context(s, i, "index map size").c_str());
      for (size_t k = 0; k < sources.size(); ++k) {
        const auto src = run->indexMap.sourceOf(0, k);
        PROPERTY(src && src->input == 0 && src->element == sources[k],
                 context(s, i, describeDesc(d) + " index map element " + std::to_string(k)).c_str());
      }
    }
  }

  void paddingReflectionAndSymmetricFoldPeriodically() {
    const uint64_t s = seed();
    Random r(s ^ 3);
    auto backend = makeCpuBackend();
    for (int i = 0; i < kCases; ++i) {
      // Rank 1 to 3; every axis padded up to three times its size on each side.
      const DataType type = randomType(r);
      const bool reflect = r.chance(0.5);
      const uint32_t rank = r.uniform(1, 3);
      PaddingDesc d;
      d.PaddingMode = reflect ? PaddingMode::Reflection : PaddingMode::Symmetric;
      std::vector<uint32_t> in(rank), out(rank);
      for (uint32_t k = 0; k < rank; ++k) {
        in[k] = r.uniform(reflect ? 2 : 1, rank == 1 ? 6 : 3);
        d.StartPadding.push_back(r.uniform(0, 3 * in[k]));
        d.EndPadding.push_back(r.uniform(0, 3 * in[k]));
        out[k] = in[k] + d.StartPadding[k] + d.EndPadding[k];
      }
      d.InputTensor = tensor(type, in, randomStrides(r, in, true));
      d.OutputTensor = tensor(type, out);
      const Session session = makeSession(d, randomInputs(r, d));
      auto run = backend->run(session);
      PROPERTY(run.ok(), context(s, i, describeDesc(d) + ": " + (run.ok() ? "" : run.error().message)).c_str());
      const auto y = logicalElements(d.OutputTensor, run->outputs.at(0));
      const auto x = logicalElements(d.InputTensor, session.inputData[0]);

      for (uint64_t e = 0; e < y.size(); ++e) {
        const auto o = coordsOf(e, out);
        // Periodic along every axis: period 2(n-1) for REFLECTION, 2n for SYMMETRIC.
        for (uint32_t k = 0; k < rank; ++k) {
          const uint32_t period = reflect ? 2 * (in[k] - 1) : 2 * in[k];
          if (o[k] + period < out[k]) {
            auto shifted = o;
            shifted[k] += period;
            PROPERTY(y[e] == y[linearOf(shifted, out)],
                     context(s, i, describeDesc(d) + " not periodic along axis " + std::to_string(k)).c_str());
          }
        }
        // And equal to np.pad's definition: bounce off the edges until inside.
        std::vector<uint32_t> src(rank);
        for (uint32_t k = 0; k < rank; ++k) {
          const int64_t j = int64_t{o[k]} - int64_t{d.StartPadding[k]};
          src[k] = static_cast<uint32_t>(reflect ? bounceReflect(j, in[k]) : bounceSymmetric(j, in[k]));
        }
        PROPERTY(y[e] == x[linearOf(src, in)],
                 context(s, i, describeDesc(d) + " element " + std::to_string(e)).c_str());
      }
    }
  }

  void tileEqualsModuloIndexing() {
    const uint64_t s = seed();
    Random r(s ^ 4);
    auto backend = makeCpuBackend();
    for (int i = 0; i < kCases; ++i) {
      const TileDesc d = randomTile(r);
      const Session session = makeSession(d, randomInputs(r, d));
      auto run = backend->run(session);
      PROPERTY(run.ok(), context(s, i, describeDesc(d) + ": " + (run.ok() ? "" : run.error().message)).c_str());
      const auto y = logicalElements(d.OutputTensor, run->outputs.at(0));
      const auto x = logicalElements(d.InputTensor, session.inputData[0]);
      for (uint64_t e = 0; e < y.size(); ++e) {
        auto c = coordsOf(e, d.OutputTensor.sizes);
        for (size_t k = 0; k < c.size(); ++k) c[k] %= d.InputTensor.sizes[k];
        PROPERTY(y[e] == x[linearOf(c, d.InputTensor.sizes)], context(s, i, describeDesc(d)).c_str());
      }
    }
  }

  void cpuBackendAgreesWithNaiveImplementation_data() {
    QTest::addColumn<int>("op");
    QTest::newRow("TILE") << 0;
    QTest::newRow("PADDING") << 1;
    QTest::newRow("DEPTH_TO_SPACE1") << 2;
    QTest::newRow("SPLIT") << 3;
    QTest::newRow("JOIN") << 4;
  }

  void cpuBackendAgreesWithNaiveImplementation() {
    QFETCH(int, op);
    const uint64_t s = seed();
    Random r(s ^ (100 + static_cast<uint64_t>(op)));
    auto backend = makeCpuBackend();
    for (int i = 0; i < kCases; ++i) {
      OperatorDesc desc;
      switch (op) {
        case 0: desc = randomTile(r); break;
        case 1: desc = randomPadding(r); break;
        case 2: desc = randomDepthToSpace(r); break;
        case 3: desc = randomSplit(r); break;
        default: desc = randomJoin(r); break;
      }
      const std::string what = describeDesc(desc);
      const auto diagnostics = validate(desc, FeatureLevel::FL_6_4);
      PROPERTY(diagnostics.empty(), context(s, i, what + describe(diagnostics)).c_str());

      const Session session = makeSession(desc, randomInputs(r, desc));
      auto run = backend->run(session);
      PROPERTY(run.ok(), context(s, i, what + ": " + (run.ok() ? "" : run.error().message)).c_str());
      const NaiveRun naive = naiveRun(session);
      const auto outputs = naiveOutputs(desc);
      PROPERTY(run->outputs.size() == naive.outputs.size(), context(s, i, what).c_str());
      PROPERTY(run->indexMap.outputCount() == naive.sources.size(),
               context(s, i, what + ": index map outputs").c_str());
      for (size_t o = 0; o < outputs.size(); ++o) {
        const std::string diff = firstDifference(outputs[o].dataType, naive.outputs[o], run->outputs[o]);
        PROPERTY(diff.empty(), context(s, i, what + ": output " + std::to_string(o) + " " + diff).c_str());
        const auto out = static_cast<uint32_t>(o);
        PROPERTY(run->indexMap.size(out) == naive.sources[o].size(), context(s, i, what + ": index map size").c_str());
        for (size_t e = 0; e < naive.sources[o].size(); ++e) {
          PROPERTY(run->indexMap.sourceOf(out, e) == naive.sources[o][e],
                   context(s, i, what + ": index map output " + std::to_string(o) + " element " + std::to_string(e))
                       .c_str());
        }
      }
      // Without the index map the outputs are the same.
      RunOptions noMap;
      noMap.computeIndexMap = false;
      auto plain = backend->run(session, noMap);
      PROPERTY(plain.ok() && plain->outputs == run->outputs, context(s, i, what + ": run without index map").c_str());
    }
  }

  void naiveImplementationReproducesThePagesReflectionRow() {
    // Guards the second implementation itself: the page's example 3 row [1,2,3,4] padded 2 / 4 reads
    // 3 2 1 2 3 4 3 2 1 2, and example 4's symmetric row reads 2 1 1 2 3 4 4 3 2 1.
    const int64_t reflect[] = {2, 1, 0, 1, 2, 3, 2, 1, 0, 1};
    const int64_t symmetric[] = {1, 0, 0, 1, 2, 3, 3, 2, 1, 0};
    for (int64_t o = 0; o < 10; ++o) {
      QCOMPARE(bounceReflect(o - 2, 4), reflect[o]);
      QCOMPARE(bounceSymmetric(o - 2, 4), symmetric[o]);
    }
  }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
