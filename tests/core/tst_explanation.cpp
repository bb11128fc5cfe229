// Explanations of elements: on random valid descriptors of every operator each explanation ends at exactly the
// source the reference backend's index map gives (and an input's feeds are the map turned around); on the
// reference pages' examples the steps read as worked out by hand from the pages.
#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "../gpu/random_sessions.h"
#include "dmlscope/backend.h"
#include "dmlscope/explanation.h"
#include "dmlscope/session_open.h"
#include "test_support.h"

using namespace dmlscope;

namespace {

constexpr int kCases = 2000;  // some 250 or more per operator family, so every kind of step comes up
// Elements explained per output of a random session: the first, the last and a sample between.
constexpr uint64_t kElementsPerOutput = 48;

uint64_t seed() {
  if (const char* s = std::getenv("DMLSCOPE_TEST_SEED")) return std::strtoull(s, nullptr, 10);
  return 0xE8'91A1'2u;
}

Session example(const char* name) {
  auto opened = openSessionFile(std::string(DMLSCOPE_EXAMPLES_DIR) + "/" + name);
  if (!opened) qFatal("cannot open %s: %s", name, opened.error().message.c_str());
  return std::move(opened->session);
}

QStringList texts(const Explanation& e) {
  QStringList out;
  for (const auto& step : e.steps) out << QString::fromStdString(step.text);
  return out;
}

Explanation explainOutput(const OperatorDesc& desc, uint32_t output, std::vector<uint32_t> coords) {
  auto e = explainOutputElement(desc, output, coords);
  if (!e) qFatal("explainOutputElement: %s", e.error().message.c_str());
  return std::move(*e);
}

PaddingDesc padding1d(PaddingMode mode, uint32_t n, uint32_t start, uint32_t end) {
  PaddingDesc d;
  d.PaddingMode = mode;
  d.InputTensor = test::tensor(DataType::Float32, {n});
  d.OutputTensor = test::tensor(DataType::Float32, {n + start + end});
  d.StartPadding = {start};
  d.EndPadding = {end};
  return d;
}

// The operator and mode or order, for the coverage check.
std::string kindOf(const OperatorDesc& d) {
  std::string kind(shortName(operatorType(d)));
  if (auto* p = std::get_if<PaddingDesc>(&d)) kind += " " + std::string(shortName(p->PaddingMode));
  if (auto* p = std::get_if<Padding1Desc>(&d)) kind += " " + std::string(shortName(p->PaddingMode));
  if (auto* p = std::get_if<DepthToSpace1Desc>(&d)) kind += " " + std::string(shortName(p->Order));
  if (auto* p = std::get_if<SpaceToDepth1Desc>(&d)) kind += " " + std::string(shortName(p->Order));
  return kind;
}

}  // namespace

class TestExplanation : public QObject {
  Q_OBJECT

 private slots:
  void randomExplanationsEndAtTheReferenceSource() {
    gputest::RandomSessions sessions(seed(), 1500);
    auto reference = makeCpuBackend();
    std::set<std::string> kinds;
    std::set<std::string> ids;
    bool strided = false;
    for (int c = 0; c < kCases; ++c) {
      const Session session = sessions.next();
      const IndexValues values(session.desc, session.inputData);  // the gathers' and scatters' indices
      kinds.insert(kindOf(session.desc));
      auto run = reference->run(session);
      QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
      const auto failure = [&](const std::string& what) {
        return "case " + std::to_string(c) + ": " + what + "\n" + gputest::sessionText(session);
      };
      for (uint32_t o = 0; o < run->indexMap.entries.size(); ++o) {
        const TensorDesc& outDesc = outputTensor(session.desc, o);
        const auto& entries = run->indexMap.entries[o];
        const uint64_t count = entries.size();
        const uint64_t step = std::max<uint64_t>(1, count / kElementsPerOutput);
        std::vector<uint64_t> picks;
        for (uint64_t e = 0; e < count; e += step) picks.push_back(e);
        picks.push_back(count - 1);
        for (uint64_t e : picks) {
          const auto coords = test::coordsOf(e, outDesc.sizes);
          auto explained = explainOutputElement(session.desc, o, coords, values);
          if (!explained) QFAIL(failure(explained.error().message).c_str());
          const auto expected = run->indexMap.sourceOf(o, e);
          for (const auto& s : explained->steps) {
            ids.insert(s.id);
            if (s.text.find('{') != std::string::npos) QFAIL(failure("unfilled template: " + s.text).c_str());
          }
          if (!expected) {
            if (explained->source || !explained->paddingValue) QFAIL(failure("expected the padding constant").c_str());
            continue;
          }
          if (!explained->source) QFAIL(failure("explained as padding, but the map has a source").c_str());
          const TensorDesc& inDesc = inputTensor(session.desc, expected->input);
          const auto want = test::coordsOf(expected->element, inDesc.sizes);
          if (explained->source->tensor != expected->input || explained->source->coordinates != want) {
            QFAIL(failure("output " + std::to_string(o) + " element " + std::to_string(e) + " explained from " +
                          explained->sourceField + coordinatesText(explained->source->coordinates) + ", expected " +
                          std::to_string(expected->input) + coordinatesText(want))
                      .c_str());
          }
          // The offset against test_support's own layout arithmetic.
          const auto layout = test::naiveLayout(inDesc);
          strided = strided || inDesc.strides.has_value();
          QCOMPARE(explained->sourceOffset, layout.offsetOf(want));
          QCOMPARE(explained->sourceByteOffset, layout.offsetOf(want) * layout.elementBytes);
          // Every input dimension is decided by a step that names it.
          std::set<uint32_t> decided;
          for (const auto& s : explained->steps)
            if (s.sourceDimension) decided.insert(*s.sourceDimension);
          QCOMPARE(decided.size(), want.size());
        }
      }
      // Inputs: the feeds are the map turned around, first ones listed, all counted.
      for (const auto& slot : inputSlots(session.desc)) {
        const auto& sizes = inputTensor(session.desc, slot.index).sizes;
        const uint64_t elements = test::naiveLayout(inputTensor(session.desc, slot.index)).elementCount;
        const uint64_t e = elements / 2;
        std::vector<ElementAt> all;
        for (uint32_t o = 0; o < run->indexMap.entries.size(); ++o) {
          for (uint64_t i = 0; i < run->indexMap.entries[o].size(); ++i) {
            auto s = run->indexMap.sourceOf(o, i);
            auto via = run->indexMap.viaOf(o, i);
            if ((s && s->input == slot.index && s->element == e) || (via && via->input == slot.index && via->element == e))
              all.push_back({true, o, test::coordsOf(i, outputTensor(session.desc, o).sizes)});
          }
        }
        auto explained = explainInputElement(session.desc, slot.index, test::coordsOf(e, sizes), 5, values);
        if (!explained) QFAIL(failure(explained.error().message).c_str());
        QCOMPARE(explained->feedsTotal, uint64_t{all.size()});
        all.resize(std::min<size_t>(all.size(), 5));
        if (explained->feeds != all) QFAIL(failure("the listed feeds differ from the map's").c_str());
      }
    }
    // The generator reached every operator, mode and order, and so every kind of step.
    // Tile, Split, Join, Padding and Padding1 × 4 modes, DepthToSpace1 × 2 orders, ElementWiseIdentity, Slice1,
    // Slice, SpaceToDepth1 × 2 orders
    QCOMPARE(kinds.size(), size_t{23});  // and Gather, GatherElements, Scatter, GatherND1 and ScatterND
    QVERIFY(strided);
    for (const char* id : {"explain.padding-reflect-period", "explain.padding-reflect-period-mirrored",
                           "explain.padding-symmetric-period", "explain.padding-symmetric-period-mirrored",
                           "explain.padding-reflect-end", "explain.padding-symmetric-start", "explain.padding-edge",
                           "explain.padding-outside", "explain.padding-value", "explain.padding1-value", "explain.split-later",
                           "explain.join-input", "explain.d2s-channel-crd", "explain.d2s-channel-dcr",
                           "explain.slice1-forward", "explain.slice1-backward", "explain.slice",
                           "explain.s2d-channel-dcr", "explain.s2d-channel-crd"}) {
      QVERIFY2(ids.contains(id), id);
    }
  }

  // Hand-worked from the DML_TILE_OPERATOR_DESC page: output (0, 0, 3, 4) of the {1, 1, 6, 9} output is 5.
  void tileStepsReadTheModuloPerDimension() {
    const Session s = example("tile.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 3, 4});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 mod InputTensor.Sizes[0] (1) = 0",
                           "dimension 1: 0 mod InputTensor.Sizes[1] (1) = 0",
                           "dimension 2: 3 mod InputTensor.Sizes[2] (2) = 1",
                           "dimension 3: 4 mod InputTensor.Sizes[3] (3) = 1",
                           "OutputTensor[0, 0, 3, 4] comes from InputTensor[0, 0, 1, 1]",
                           "InputTensor[0, 0, 1, 1] is element 4 of its buffer, Σ coordinate × stride = "
                           "0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4 bytes each)",
                       }));
    QCOMPARE(e.sourceOffset, uint64_t{4});
    QCOMPARE(e.steps[3].id, std::string("explain.tile"));
    QCOMPARE(e.steps[3].dimension, std::optional<uint32_t>(3));
    QCOMPARE(e.steps[3].numbers, (std::vector<int64_t>{3, 4, 3, 1}));
    QVERIFY(!e.steps[4].dimension);
  }

  // Tile's input (0, 0, 1, 1), the 5, is repeated 3 × 3 times: rows 1, 3, 5 and columns 1, 4, 7.
  void tileInputFeedsEveryRepeat() {
    const Session s = example("tile.json");
    auto e = explainInputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 1, 1}, 4);
    QVERIFY(e.ok());
    QCOMPARE(e->feedsTotal, uint64_t{9});
    QCOMPARE(e->feeds.size(), size_t{4});
    QCOMPARE(e->feeds[0].coordinates, (std::vector<uint32_t>{0, 0, 1, 1}));
    QCOMPARE(e->feeds[1].coordinates, (std::vector<uint32_t>{0, 0, 1, 4}));
    QCOMPARE(e->feeds[3].coordinates, (std::vector<uint32_t>{0, 0, 3, 1}));
    QCOMPARE(texts(*e), (QStringList{"InputTensor[0, 0, 1, 1] is element 4 of its buffer, Σ coordinate × stride = "
                                     "0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4 bytes each)",
                                     "InputTensor[0, 0, 1, 1] feeds 9 output elements"}));
  }

  // Padding example 1 (CONSTANT, PaddingValue 9): (0, 0, 0, 0) is above the input; (0, 0, 2, 3) reads the 6.
  void constantPaddingStopsAtTheFirstOutsideCoordinate() {
    const Session s = example("padding_constant.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 0, 0});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 - StartPadding[0] (0) = 0",
                           "dimension 0: 0 is inside [0, 1) (InputTensor.Sizes[0]), so the input coordinate is 0",
                           "dimension 1: 0 - StartPadding[1] (0) = 0",
                           "dimension 1: 0 is inside [0, 1) (InputTensor.Sizes[1]), so the input coordinate is 0",
                           "dimension 2: 0 - StartPadding[2] (1) = -1",
                           "dimension 2: -1 is outside [0, 4) (InputTensor.Sizes[2]): with DML_PADDING_MODE_CONSTANT "
                           "the element is PaddingValue",
                           "OutputTensor[0, 0, 0, 0] is the padding constant: PaddingValue 9 converted to "
                           "DML_TENSOR_DATA_TYPE_FLOAT32 is 9",
                       }));
    QVERIFY(!e.source);
    QCOMPARE(e.paddingValue, std::optional<std::string>("9"));

    const Explanation inside = explainOutput(s.desc, 0, {0, 0, 2, 3});
    QCOMPARE(inside.source->coordinates, (std::vector<uint32_t>{0, 0, 1, 1}));
    QCOMPARE(texts(inside).mid(4, 4), (QStringList{
                                          "dimension 2: 2 - StartPadding[2] (1) = 1",
                                          "dimension 2: 1 is inside [0, 4) (InputTensor.Sizes[2]), so the input coordinate is 1",
                                          "dimension 3: 3 - StartPadding[3] (2) = 1",
                                          "dimension 3: 1 is inside [0, 4) (InputTensor.Sizes[3]), so the input coordinate is 1",
                                      }));
    QCOMPARE(texts(inside).last(), QString("InputTensor[0, 0, 1, 1] is element 5 of its buffer, Σ coordinate × stride = "
                                           "0 × 16 + 0 × 16 + 1 × 4 + 1 × 1; byte 20 (4 bytes each)"));
  }

  // The page's "10.6 becomes 10", here 2.7 into INT32: truncation toward zero gives 2.
  void paddingValueShowsItsConversionToTheDataType() {
    PaddingDesc d = padding1d(PaddingMode::Constant, 2, 1, 0);
    d.InputTensor.dataType = d.OutputTensor.dataType = DataType::Int32;
    d.PaddingValue = 2.7f;
    const Explanation e = explainOutput(d, 0, {0});
    QCOMPARE(texts(e).last(), QString("OutputTensor[0] is the padding constant: PaddingValue 2.7 converted to "
                                      "DML_TENSOR_DATA_TYPE_INT32 is 2"));
    QCOMPARE(e.paddingValue, std::optional<std::string>("2"));
  }

  // Padding example 2 (EDGE): (0, 0, 7, 0) clamps row 6 to 3 and column -2 to 0: the 5.
  void edgePaddingClamps() {
    const Session s = example("padding_edge.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 7, 0});
    QCOMPARE(texts(e).mid(4), (QStringList{
                                  "dimension 2: 7 - StartPadding[2] (1) = 6",
                                  "dimension 2: DML_PADDING_MODE_EDGE clamps 6 to [0, 3]: 3",
                                  "dimension 3: 0 - StartPadding[3] (2) = -2",
                                  "dimension 3: DML_PADDING_MODE_EDGE clamps -2 to [0, 3]: 0",
                                  "OutputTensor[0, 0, 7, 0] comes from InputTensor[0, 0, 3, 0]",
                                  "InputTensor[0, 0, 3, 0] is element 12 of its buffer, Σ coordinate × stride = "
                                  "0 × 16 + 0 × 16 + 3 × 4 + 0 × 1; byte 48 (4 bytes each)",
                              }));
  }

  // Padding example 3 (REFLECTION): (0, 0, 0, 0) mirrors to (1, 2), the 7; (0, 0, 7, 9) mirrors row 6 at the
  // last row to 0 and column 7, beyond one mirror image, by the period 6 to 1: the 2.
  void reflectionMirrorsWithoutTheEdge() {
    const Session s = example("padding_reflection.json");
    const Explanation corner = explainOutput(s.desc, 0, {0, 0, 0, 0});
    QCOMPARE(texts(corner).mid(5, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_REFLECTION mirrors -1 at the first element, which is not "
                          "repeated: -(-1) = 1",
                          "dimension 3: 0 - StartPadding[3] (2) = -2",
                          "dimension 3: DML_PADDING_MODE_REFLECTION mirrors -2 at the first element, which is not "
                          "repeated: -(-2) = 2"}));
    QCOMPARE(corner.source->coordinates, (std::vector<uint32_t>{0, 0, 1, 2}));
    const Explanation far = explainOutput(s.desc, 0, {0, 0, 7, 9});
    QCOMPARE(texts(far).mid(5, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_REFLECTION mirrors 6 at the last element 3, which is not "
                          "repeated: 2 × 3 - 6 = 0",
                          "dimension 3: 9 - StartPadding[3] (2) = 7",
                          "dimension 3: 7 lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every "
                          "2 × (InputTensor.Sizes[3] - 1) = 6: 7 mod 6 = 1"}));
    QCOMPARE(far.source->coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
  }

  // Padding example 4 (SYMMETRIC): (0, 0, 0, 0) mirrors to (0, 1), the 2; (0, 0, 7, 9) to (1, 0), the 5.
  void symmetricMirrorsWithTheEdge() {
    const Session s = example("padding_symmetric.json");
    const Explanation corner = explainOutput(s.desc, 0, {0, 0, 0, 0});
    QCOMPARE(texts(corner).mid(5, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_SYMMETRIC mirrors -1 at the first element, which is "
                          "repeated: -1 - (-1) = 0",
                          "dimension 3: 0 - StartPadding[3] (2) = -2",
                          "dimension 3: DML_PADDING_MODE_SYMMETRIC mirrors -2 at the first element, which is "
                          "repeated: -1 - (-2) = 1"}));
    QCOMPARE(corner.source->coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
    const Explanation far = explainOutput(s.desc, 0, {0, 0, 7, 9});
    QCOMPARE(texts(far).mid(5, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_SYMMETRIC mirrors 6 at the last element 3, which is "
                          "repeated: 2 × 3 + 1 - 6 = 1",
                          "dimension 3: 9 - StartPadding[3] (2) = 7",
                          "dimension 3: DML_PADDING_MODE_SYMMETRIC mirrors 7 at the last element 3, which is "
                          "repeated: 2 × 3 + 1 - 7 = 0"}));
    QCOMPARE(far.source->coordinates, (std::vector<uint32_t>{0, 0, 1, 0}));
  }

  // Pads larger than the dimension fold by the period: n = 3, StartPadding 7. REFLECTION (period 4): j = -7,
  // -7 mod 4 = 1 → 1; j = -5, -5 mod 4 = 3 → 4 - 3 = 1. SYMMETRIC (period 6): j = -7, -7 mod 6 = 5 → 6 - 1 - 5
  // = 0; j = -6 → 0.
  void widePadsFoldByThePeriod() {
    const OperatorDesc reflect = padding1d(PaddingMode::Reflection, 3, 7, 0);
    QCOMPARE(texts(explainOutput(reflect, 0, {0}))[1],
             QString("dimension 0: -7 lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every "
                     "2 × (InputTensor.Sizes[0] - 1) = 4: -7 mod 4 = 1"));
    const Explanation mirrored = explainOutput(reflect, 0, {2});
    QCOMPARE(texts(mirrored)[1],
             QString("dimension 0: -5 lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every "
                     "2 × (InputTensor.Sizes[0] - 1) = 4: -5 mod 4 = 3, mirrored: 4 - 3 = 1"));
    QCOMPARE(mirrored.source->coordinates, (std::vector<uint32_t>{1}));
    const OperatorDesc symmetric = padding1d(PaddingMode::Symmetric, 3, 7, 0);
    const Explanation folded = explainOutput(symmetric, 0, {0});
    QCOMPARE(texts(folded)[1],
             QString("dimension 0: -7 lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every "
                     "2 × InputTensor.Sizes[0] = 6: -7 mod 6 = 5, mirrored: 6 - 1 - 5 = 0"));
    QCOMPARE(folded.source->coordinates, (std::vector<uint32_t>{0}));
    QCOMPARE(texts(explainOutput(symmetric, 0, {1}))[1],
             QString("dimension 0: -6 lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every "
                     "2 × InputTensor.Sizes[0] = 6: -6 mod 6 = 0"));
  }

  // DepthToSpace1 example 1 (DCR, BlockSize 2, 2 output channels): output (0, 1, 2, 3) is 31 = channel 3, row 1,
  // column 1 of the input (the page's input holds 9 × channel + 3 × row + column).
  void depthColumnRowPicksTheChannelByBlockFirst() {
    const Session s = example("depth_to_space_dcr.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 1, 2, 3});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 is copied unchanged",
                           "dimension 2: row 2 = 1 × BlockSize (2) + 0: input row 1, block row 0",
                           "dimension 3: column 3 = 1 × BlockSize (2) + 1: input column 1, block column 1",
                           "dimension 1: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW takes input channel (block row 0 × "
                           "BlockSize (2) + block column 1) × 2 output channels + output channel 1 = 3",
                           "OutputTensor[0, 1, 2, 3] comes from InputTensor[0, 3, 1, 1]",
                           "InputTensor[0, 3, 1, 1] is element 22 of its buffer, Σ coordinate × stride = "
                           "0 × 48 + 3 × 6 + 1 × 3 + 1 × 1; byte 88 (4 bytes each)",
                       }));
  }

  // Example 2 (CRD): the same output (0, 1, 2, 3) is 49 = channel 1 × 4 + 0 × 2 + 1 = 5.
  void columnRowDepthPicksTheChannelByChannelFirst() {
    const Session s = example("depth_to_space_crd.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 1, 2, 3});
    QCOMPARE(texts(e)[3], QString("dimension 1: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH takes input channel output channel 1 × "
                                  "BlockSize² (4) + block row 0 × BlockSize (2) + block column 1 = 5"));
    QCOMPARE(e.source->coordinates, (std::vector<uint32_t>{0, 5, 1, 1}));
    QCOMPARE(e.sourceOffset, uint64_t{34});
    QCOMPARE(e.steps[3].dimension, std::optional<uint32_t>(1));
    QCOMPARE(e.steps[3].sourceDimension, std::optional<uint32_t>(1));
  }

  // SpaceToDepth1 example 1 (DCR, BlockSize 2, 2 input channels): output (0, 5, 1, 2) is 9 × 5 + 3 × 1 + 2 = 50;
  // channel 5 = block 2 (block row 1, block column 0) × 2 + input channel 1, so it reads input row 1 × 2 + 1 = 3
  // and column 2 × 2 + 0 = 4, where the page's input holds 50.
  void spaceToDepthDepthColumnRowSplitsTheChannelByBlockFirst() {
    const Session s = example("space_to_depth_dcr.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 5, 1, 2});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 is copied unchanged",
                           "dimension 1: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel 5 as block 2 × 2 "
                           "input channels + input channel 1; block 2 = block row 1 × BlockSize (2) + block column 0",
                           "dimension 2: row 1 × BlockSize (2) + block row 1 = input row 3",
                           "dimension 3: column 2 × BlockSize (2) + block column 0 = input column 4",
                           "OutputTensor[0, 5, 1, 2] comes from InputTensor[0, 1, 3, 4]",
                           "InputTensor[0, 1, 3, 4] is element 46 of its buffer, Σ coordinate × stride = "
                           "0 × 48 + 1 × 24 + 3 × 6 + 4 × 1; byte 184 (4 bytes each)",
                       }));
  }

  // Example 2 (CRD): the same output channel 5 = input channel 1 × 4 + block 1 (block row 0, block column 1):
  // input (0, 1, 2, 5), element 41, which also holds 50.
  void spaceToDepthColumnRowDepthSplitsTheChannelByChannelFirst() {
    const Session s = example("space_to_depth_crd.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 5, 1, 2});
    QCOMPARE(texts(e)[1], QString("dimension 1: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH reads output channel 5 as input "
                                  "channel 1 × BlockSize² (4) + block 1; block 1 = block row 0 × BlockSize (2) + block "
                                  "column 1"));
    QCOMPARE(e.source->coordinates, (std::vector<uint32_t>{0, 1, 2, 5}));
    QCOMPARE(e.sourceOffset, uint64_t{41});
    QCOMPARE(e.steps[1].dimension, std::optional<uint32_t>(1));
    QCOMPARE(e.steps[1].sourceDimension, std::optional<uint32_t>(1));
  }

  // Split example 1 (Axis 2, outputs of 2, 1 and 3 rows): OutputTensors[2] (0, 0, 1, 1) is 10, input row 4.
  void splitOffsetsByTheOutputsBefore() {
    const Session s = example("split_axis2.json");
    const Explanation e = explainOutput(s.desc, 2, {0, 0, 1, 1});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 2 (Axis): OutputTensors[2] begins at 3 of InputTensor along Axis 2, after the "
                           "outputs before it: 2 + 1",
                           "dimension 0: 0 is copied unchanged",
                           "dimension 1: 0 is copied unchanged",
                           "dimension 3: 1 is copied unchanged",
                           "dimension 2 (Axis): 1 + 3 = 4",
                           "OutputTensors[2][0, 0, 1, 1] comes from InputTensor[0, 0, 4, 1]",
                           "InputTensor[0, 0, 4, 1] is element 9 of its buffer, Σ coordinate × stride = "
                           "0 × 12 + 0 × 12 + 4 × 2 + 1 × 1; byte 36 (4 bytes each)",
                       }));
    // Split example 2 (Axis 3): the first output begins at 0.
    const Session s3 = example("split_axis3.json");
    const Explanation first = explainOutput(s3.desc, 0, {0, 0, 5, 0});
    QCOMPARE(texts(first)[0], QString("dimension 3 (Axis): OutputTensors[0] is the first output, so it begins at 0 of "
                                      "InputTensor along Axis 3"));
    QCOMPARE(first.source->coordinates, (std::vector<uint32_t>{0, 0, 5, 0}));
  }

  // Join example 1 (Axis 3, inputs of 3 and 4 columns): output (0, 0, 1, 5) is 13, InputTensors[1] column 2.
  void joinFindsTheInputByTheRunningSum() {
    const Session s = example("join_axis3_two_inputs.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 1, 5});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 3 (Axis): the inputs' sizes along Axis add up as 3 + 4 = 7; 5 falls in "
                           "InputTensors[1], which covers [3, 7)",
                           "dimension 0: 0 is copied unchanged",
                           "dimension 1: 0 is copied unchanged",
                           "dimension 2: 1 is copied unchanged",
                           "dimension 3 (Axis): 5 - 3 = 2",
                           "OutputTensor[0, 0, 1, 5] comes from InputTensors[1][0, 0, 1, 2]",
                           "InputTensors[1][0, 0, 1, 2] is element 6 of its buffer, Σ coordinate × stride = "
                           "0 × 8 + 0 × 8 + 1 × 4 + 2 × 1; byte 24 (4 bytes each)",
                       }));
    // Example 2 on Axis 1: channel 2 is the third input.
    const Session s1 = example("join_axis1.json");
    const Explanation third = explainOutput(s1.desc, 0, {0, 2, 1, 0});
    QCOMPARE(texts(third)[0], QString("dimension 1 (Axis): the inputs' sizes along Axis add up as 1 + 1 + 1 = 3; 2 falls "
                                      "in InputTensors[2], which covers [2, 3)"));
    QCOMPARE(third.source->tensor, uint32_t{2});
    QCOMPARE(third.source->coordinates, (std::vector<uint32_t>{0, 0, 1, 0}));
  }

  // Reflection's input (0, 0, 1, 2), the 7, is read at rows 0, 2, 6 and columns 0, 4, 6 of the page's output.
  void reflectionInputFeedsEveryMirrorImage() {
    const Session s = example("padding_reflection.json");
    auto e = explainInputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 1, 2}, 100);
    QVERIFY(e.ok());
    QCOMPARE(e->feedsTotal, uint64_t{9});
    std::vector<std::vector<uint32_t>> expected;
    for (uint32_t r : {0u, 2u, 6u})
      for (uint32_t c : {0u, 4u, 6u}) expected.push_back({0, 0, r, c});
    QCOMPARE(e->feeds.size(), size_t{9});
    for (size_t i = 0; i < 9; ++i) QCOMPARE(e->feeds[i].coordinates, expected[i]);
  }

  void wrongElementsAreErrorsNamingThem() {
    const Session s = example("tile.json");
    auto rank = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 3});
    QVERIFY(!rank);
    QCOMPARE(rank.error().id, std::string("explain.rank"));
    QCOMPARE(rank.error().message, std::string("OutputTensor has 4 dimensions, but 3 coordinates were given"));
    auto range = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 6, 0});
    QVERIFY(!range);
    QCOMPARE(range.error().message,
             std::string("coordinate 2 of OutputTensor is 6, but OutputTensor.Sizes[2] is 6: it must be below that"));
    auto tensor = explainOutputElement(s.desc, 1, std::vector<uint32_t>{0, 0, 0, 0});
    QVERIFY(!tensor);
    QCOMPARE(tensor.error().id, std::string("explain.no-tensor"));
    auto input = explainInputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 2, 0});
    QVERIFY(!input);
    QCOMPARE(input.error().id, std::string("explain.coordinate-range"));
  }
  // Slice1 example 2: output (0, 0, 1, 0) is 6. Row: the stride -2 starts at the window's last row, 3, and
  // steps back once to 1; column: offset 1, step 2, first column.
  void slice1NegativeStrideStartsAtTheWindowsEnd() {
    const Session s = example("slice1_negative_strides.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 1, 0});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: InputWindowOffsets[0] (0) + 0 × InputWindowStrides[0] (1) = 0",
                           "dimension 1: InputWindowOffsets[1] (0) + 0 × InputWindowStrides[1] (1) = 0",
                           "dimension 2: InputWindowStrides[2] is negative, so the copy starts at the window's end, "
                           "InputWindowOffsets[2] (0) + InputWindowSizes[2] (4) - 1 = 3: 3 + 1 × (-2) = 1",
                           "dimension 3: InputWindowOffsets[3] (1) + 0 × InputWindowStrides[3] (2) = 1",
                           "OutputTensor[0, 0, 1, 0] comes from InputTensor[0, 0, 1, 1]",
                           "InputTensor[0, 0, 1, 1] is element 5 of its buffer, Σ coordinate × stride = "
                           "0 × 16 + 0 × 16 + 1 × 4 + 1 × 1; byte 20 (4 bytes each)",
                       }));
    // Input (0, 0, 3, 3), the 16, is read once: row 3 - 2·0, column 1 + 2·1.
    auto input = explainInputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 3, 3}, 10);
    QVERIFY(input.ok());
    QCOMPARE(input->feedsTotal, uint64_t{1});
    QCOMPARE(input->feeds[0].coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
    // Row 2 lies between the rows the stride visits: it feeds nothing.
    auto skipped = explainInputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 2, 1}, 10);
    QVERIFY(skipped.ok());
    QCOMPARE(skipped->feedsTotal, uint64_t{0});
  }

  // Slice example 2: output (0, 0, 1, 1) is 16, input row 1 + 1·2 = 3, column 0 + 1·3 = 3.
  void sliceStepsFromItsOffsets() {
    const Session s = example("slice_strided.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 1, 1});
    QCOMPARE(texts(e)[2], QString("dimension 2: Offsets[2] (1) + 1 × Strides[2] (2) = 3"));
    QCOMPARE(texts(e)[3], QString("dimension 3: Offsets[3] (0) + 1 × Strides[3] (3) = 3"));
    QCOMPARE(e.source->coordinates, (std::vector<uint32_t>{0, 0, 3, 3}));
  }

  // Identity of a transposed input: output (0, 0, 1, 2) is 8, the input element at the same coordinates, which
  // the transposing strides place at buffer slot 1 × 1 + 2 × 3 = 7.
  void identityShowsWhereTheStridesPutTheElement() {
    const Session s = example("identity_transpose.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 1, 2});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 is copied unchanged",
                           "dimension 1: 0 is copied unchanged",
                           "dimension 2: 1 is copied unchanged",
                           "dimension 3: 2 is copied unchanged",
                           "OutputTensor[0, 0, 1, 2] comes from InputTensor[0, 0, 1, 2]",
                           "InputTensor[0, 0, 1, 2] is element 7 of its buffer, Σ coordinate × stride = "
                           "0 × 12 + 0 × 12 + 1 × 1 + 2 × 3; byte 28 (4 bytes each)",
                       }));
    // Logical elements map one to one even through a broadcast: (0, 0, 0, 1) feeds only (0, 0, 0, 1); the
    // buffer slot it shares with rows 1 and 2 is the Buffer view's concern, not the index map's.
    const Session b = example("identity_broadcast.json");
    auto input = explainInputElement(b.desc, 0, std::vector<uint32_t>{0, 0, 0, 1}, 10);
    QVERIFY(input.ok());
    QCOMPARE(input->feedsTotal, uint64_t{1});
    QCOMPARE(input->feeds[0].coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
  }
};

QTEST_GUILESS_MAIN(TestExplanation)
#include "tst_explanation.moc"
