// Explanations of elements: on random valid descriptors of every operator each explanation ends at exactly the
// source the reference backend's index map gives (and an input's feeds are the map turned around, counted in the
// number English needs), every coordinate a step states is the element's, its source's or its index cell's, and
// no step repeats another; on the reference pages' examples the steps read as worked out by hand from the pages.
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
#include "dmlscope/validation.h"
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

bool hasTuples(const OperatorDesc& d) {
  return std::holds_alternative<GatherNd1Desc>(d) || std::holds_alternative<GatherNdDesc>(d) ||
         std::holds_alternative<ScatterNdDesc>(d);
}

// The sizes of the tensor a step names ("InputTensor", "IndicesTensor", "UpdatesTensor"), or nothing.
const std::vector<uint32_t>* sizesNamed(const OperatorDesc& desc, const std::string& field) {
  for (const auto& slot : inputSlots(desc))
    if (slot.field == field) return &inputTensor(desc, slot.index).sizes;
  return nullptr;
}

// What the steps claim, checked against the element, its source and its index cell as the index map gives them
// (never against the explanation's own numbers): a coordinate a step says the output has, the source or index
// cell coordinate it says that becomes, sizes it says are 1; and no step says the same thing twice. Empty when
// all hold, else what is wrong.
std::string checkClaims(const OperatorDesc& desc, const Explanation& e, const std::vector<uint32_t>& out,
                        const std::vector<uint32_t>& source) {
  std::set<std::string> seen;
  for (const auto& s : e.steps) {
    if (!seen.insert(s.text).second) return "a step repeats: " + s.text;
    const auto& n = s.numbers;
    const auto outHas = [&](int64_t dim, int64_t v) { return dim >= 0 && size_t(dim) < out.size() && out[dim] == v; };
    const auto sourceHas = [&](int64_t dim, int64_t v) { return size_t(dim) < source.size() && source[dim] == v; };
    const auto viaHas = [&](int64_t dim, int64_t v) {
      return e.via && size_t(dim) < e.via->coordinates.size() && e.via->coordinates[dim] == v;
    };
    bool holds = true;
    if (s.id == "explain.unchanged") holds = outHas(n[0], n[1]) && sourceHas(n[0], n[1]);
    if (s.id == "explain.gather-copy" || s.id == "explain.updates-copy") holds = outHas(n[0], n[1]) && sourceHas(n[2], n[1]);
    if (s.id == "explain.gather-cell") holds = outHas(n[0], n[1]) && viaHas(n[2], n[1]);
    if (s.id == "explain.nd-batch") holds = outHas(n[0], n[1]) && sourceHas(n[2], n[1]) && viaHas(n[3], n[1]);
    if (s.id == "explain.scatter-nd-array") holds = sourceHas(n[0], n[1]) && viaHas(n[2], n[1]);
    if (s.id == "explain.size-one" || s.id == "explain.size-one-range") {
      const auto* sizes = sizesNamed(desc, s.args[0]);
      const int64_t last = n.size() > 1 ? n[1] : n[0];
      for (int64_t k = n[0]; holds && k <= last; ++k) {
        holds = sizes && size_t(k) < sizes->size() && (*sizes)[k] == 1;
        if (holds && s.args[0] == e.sourceField) holds = source[k] == 0;
        if (holds && s.args[0] == "IndicesTensor" && e.via) holds = e.via->coordinates[k] == 0;
      }
    }
    if (!holds) return "the step does not hold: " + s.text;
  }
  return {};
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
      for (uint32_t o = 0; o < run->indexMap.outputCount(); ++o) {
        const TensorDesc& outDesc = outputTensor(session.desc, o);
        const uint64_t count = run->indexMap.size(o);
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
          // Every input dimension is decided by a step that names it (a run of 1s by its first and last).
          std::set<uint32_t> decided;
          for (const auto& s : explained->steps) {
            if (s.sourceDimension) decided.insert(*s.sourceDimension);
            if (s.id == "explain.size-one-range" && s.args[0] == explained->sourceField)
              for (int64_t k = s.numbers[0]; k <= s.numbers[1]; ++k) decided.insert(static_cast<uint32_t>(k));
          }
          QCOMPARE(decided.size(), want.size());
          const std::string claim = checkClaims(session.desc, *explained, coords, want);
          if (!claim.empty()) QFAIL(failure(claim).c_str());
        }
      }
      // Inputs: the feeds are the map turned around, first ones listed, all counted.
      for (const auto& slot : inputSlots(session.desc)) {
        const auto& sizes = inputTensor(session.desc, slot.index).sizes;
        const uint64_t elements = test::naiveLayout(inputTensor(session.desc, slot.index)).elementCount;
        const uint64_t e = elements / 2;
        // A tuple's entries feed what the tuple does, which the index map records on its first entry.
        auto at = test::coordsOf(e, sizes);
        uint64_t mapped = e;
        if (slot.field == "IndicesTensor" && hasTuples(session.desc) && at.back() != 0) {
          at.back() = 0;
          mapped = test::linearOf(at, sizes);
        }
        std::vector<ElementAt> all;
        for (uint32_t o = 0; o < run->indexMap.outputCount(); ++o) {
          for (uint64_t i = 0; i < run->indexMap.size(o); ++i) {
            auto s = run->indexMap.sourceOf(o, i);
            auto via = run->indexMap.viaOf(o, i);
            if ((s && s->input == slot.index && s->element == mapped) || (via && via->input == slot.index && via->element == mapped))
              all.push_back({true, o, test::coordsOf(i, outputTensor(session.desc, o).sizes)});
          }
        }
        auto explained = explainInputElement(session.desc, slot.index, test::coordsOf(e, sizes), 5, values);
        if (!explained) QFAIL(failure(explained.error().message).c_str());
        QCOMPARE(explained->feedsTotal, uint64_t{all.size()});
        all.resize(std::min<size_t>(all.size(), 5));
        if (explained->feeds != all) QFAIL(failure("the listed feeds differ from the map's").c_str());
        // The count in words, in the number English needs.
        const std::string& last = explained->steps.back().text;
        const bool agrees = all.empty() ? last.find(" no output element") != std::string::npos
                          : explained->feedsTotal == 1 ? last.ends_with(" 1 output element")
                                                       : last.ends_with(" " + std::to_string(explained->feedsTotal) + " output elements");
        if (!agrees) QFAIL(failure("the feeds step miscounts: " + last).c_str());
      }
    }
    // The generator reached every operator, mode and order, and so every kind of step.
    // Tile, Split, Join, Padding and Padding1 × 5 modes, DepthToSpace1 × 2 orders, DepthToSpace, ElementWiseIdentity,
    // Slice1, Slice, SpaceToDepth1 × 2 orders, SpaceToDepth
    QCOMPARE(kinds.size(), size_t{28});  // and Gather, GatherElements, Scatter, GatherND1, GatherND and ScatterND
    QVERIFY(strided);
    for (const char* id : {"explain.padding-reflect-period", "explain.padding-reflect-period-mirrored",
                           "explain.padding-symmetric-period", "explain.padding-symmetric-period-mirrored",
                           "explain.padding-reflect-end", "explain.padding-symmetric-start", "explain.padding-edge",
                           "explain.padding-outside", "explain.padding-value", "explain.padding1-value", "explain.split-later",
                           "explain.join-input", "explain.d2s-channel-crd", "explain.d2s-channel-dcr",
                           "explain.slice1-forward", "explain.slice1-backward", "explain.slice",
                           "explain.s2d-channel-dcr", "explain.s2d-channel-crd", "explain.padding-wrap"}) {
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
                           "0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4-byte elements)",
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
                                     "0 × 6 + 0 × 6 + 1 × 3 + 1 × 1; byte 16 (4-byte elements)",
                                     "InputTensor[0, 0, 1, 1] feeds 9 output elements"}));
  }

  // Padding example 1 (CONSTANT, PaddingValue 9): (0, 0, 0, 0) is above the input; (0, 0, 2, 3) reads the 6.
  void constantPaddingStopsAtTheFirstOutsideCoordinate() {
    const Session s = example("padding_constant.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 0, 0, 0});
    QCOMPARE(texts(e), (QStringList{
                           "dimension 0: 0 - StartPadding[0] (0) = 0, which is inside [0, 1) (InputTensor.Sizes[0]): "
                           "the input coordinate",
                           "dimension 1: 0 - StartPadding[1] (0) = 0, which is inside [0, 1) (InputTensor.Sizes[1]): "
                           "the input coordinate",
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
    // Inside the input a dimension takes one step: the shift, and where it lands.
    QCOMPARE(texts(inside).mid(2, 2), (QStringList{
                                          "dimension 2: 2 - StartPadding[2] (1) = 1, which is inside [0, 4) "
                                          "(InputTensor.Sizes[2]): the input coordinate",
                                          "dimension 3: 3 - StartPadding[3] (2) = 1, which is inside [0, 4) "
                                          "(InputTensor.Sizes[3]): the input coordinate",
                                      }));
    QCOMPARE(texts(inside).size(), 6);  // four dimensions, the source and its offset
    QCOMPARE(texts(inside).last(), QString("InputTensor[0, 0, 1, 1] is element 5 of its buffer, Σ coordinate × stride = "
                                           "0 × 16 + 0 × 16 + 1 × 4 + 1 × 1; byte 20 (4-byte elements)"));
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
    QCOMPARE(texts(e).mid(2), (QStringList{
                                  "dimension 2: 7 - StartPadding[2] (1) = 6",
                                  "dimension 2: DML_PADDING_MODE_EDGE clamps 6 to [0, 3]: 3",
                                  "dimension 3: 0 - StartPadding[3] (2) = -2",
                                  "dimension 3: DML_PADDING_MODE_EDGE clamps -2 to [0, 3]: 0",
                                  "OutputTensor[0, 0, 7, 0] comes from InputTensor[0, 0, 3, 0]",
                                  "InputTensor[0, 0, 3, 0] is element 12 of its buffer, Σ coordinate × stride = "
                                  "0 × 16 + 0 × 16 + 3 × 4 + 0 × 1; byte 48 (4-byte elements)",
                              }));
  }

  // Padding example 3 (REFLECTION): (0, 0, 0, 0) mirrors to (1, 2), the 7; (0, 0, 7, 9) mirrors row 6 at the
  // last row to 0 and column 7, beyond one mirror image, by the period 6 to 1: the 2.
  void reflectionMirrorsWithoutTheEdge() {
    const Session s = example("padding_reflection.json");
    const Explanation corner = explainOutput(s.desc, 0, {0, 0, 0, 0});
    QCOMPARE(texts(corner).mid(3, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_REFLECTION mirrors -1 at the first element, which is not "
                          "repeated: -(-1) = 1",
                          "dimension 3: 0 - StartPadding[3] (2) = -2",
                          "dimension 3: DML_PADDING_MODE_REFLECTION mirrors -2 at the first element, which is not "
                          "repeated: -(-2) = 2"}));
    QCOMPARE(corner.source->coordinates, (std::vector<uint32_t>{0, 0, 1, 2}));
    const Explanation far = explainOutput(s.desc, 0, {0, 0, 7, 9});
    QCOMPARE(texts(far).mid(3, 3),
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
    QCOMPARE(texts(corner).mid(3, 3),
             (QStringList{"dimension 2: DML_PADDING_MODE_SYMMETRIC mirrors -1 at the first element, which is "
                          "repeated: -1 - (-1) = 0",
                          "dimension 3: 0 - StartPadding[3] (2) = -2",
                          "dimension 3: DML_PADDING_MODE_SYMMETRIC mirrors -2 at the first element, which is "
                          "repeated: -1 - (-2) = 1"}));
    QCOMPARE(corner.source->coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
    const Explanation far = explainOutput(s.desc, 0, {0, 0, 7, 9});
    QCOMPARE(texts(far).mid(3, 3),
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

  // WRAP repeats the input whole: its period is the input's size, however far the pad reaches. n = 3,
  // StartPadding 4: output 0 is j = -4, -4 mod 3 = 2; output 1 is j = -3 → 0. EndPadding 5: output 7 is j = 7,
  // 7 mod 3 = 1.
  void wrapRepeatsByTheInputsSize() {
    const OperatorDesc start = padding1d(PaddingMode::Wrap, 3, 4, 0);
    const Explanation first = explainOutput(start, 0, {0});
    QCOMPARE(texts(first)[1], QString("dimension 0: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[0] = 3 "
                                      "elements: -4 mod 3 = 2"));
    QCOMPARE(first.source->coordinates, (std::vector<uint32_t>{2}));
    QCOMPARE(explainOutput(start, 0, {1}).source->coordinates, (std::vector<uint32_t>{0}));
    const Explanation end = explainOutput(padding1d(PaddingMode::Wrap, 3, 0, 5), 0, {7});
    QCOMPARE(texts(end)[1], QString("dimension 0: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[0] = 3 "
                                    "elements: 7 mod 3 = 1"));
    QCOMPARE(end.source->coordinates, (std::vector<uint32_t>{1}));
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
                           "dimension 1: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is (block row 0 × "
                           "BlockSize (2) + block column 1) × OutputTensor.Sizes[1] (2) + output channel 1 = 3",
                           "OutputTensor[0, 1, 2, 3] comes from InputTensor[0, 3, 1, 1]",
                           "InputTensor[0, 3, 1, 1] is element 22 of its buffer, Σ coordinate × stride = "
                           "0 × 48 + 3 × 6 + 1 × 3 + 1 × 1; byte 88 (4-byte elements)",
                       }));
  }

  // Example 2 (CRD): the same output (0, 1, 2, 3) is 49 = channel 1 × 4 + 0 × 2 + 1 = 5.
  void columnRowDepthPicksTheChannelByChannelFirst() {
    const Session s = example("depth_to_space_crd.json");
    const Explanation e = explainOutput(s.desc, 0, {0, 1, 2, 3});
    QCOMPARE(texts(e)[3], QString("dimension 1: with DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH the input channel is output channel 1 × "
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
                           "dimension 1: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel 5 as block 2 × "
                           "InputTensor.Sizes[1] (2) + input channel 1; block 2 = block row 1 × BlockSize (2) + block column 0",
                           "dimension 2: row 1 × BlockSize (2) + block row 1 = input row 3",
                           "dimension 3: column 2 × BlockSize (2) + block column 0 = input column 4",
                           "OutputTensor[0, 5, 1, 2] comes from InputTensor[0, 1, 3, 4]",
                           "InputTensor[0, 1, 3, 4] is element 46 of its buffer, Σ coordinate × stride = "
                           "0 × 48 + 1 × 24 + 3 × 6 + 4 × 1; byte 184 (4-byte elements)",
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

  // DEPTH_TO_SPACE, the first version, is DepthToSpace1 in DEPTH_COLUMN_ROW order: on its page's example (the same
  // input) output (0, 1, 2, 3) comes from channel (0 × 2 + 1) × 2 + 1 = 3, row 1, column 1, as worked above; and
  // every element's steps and source are those of DepthToSpace1's DCR example.
  void firstDepthToSpaceExplainsAsDepthColumnRow() {
    const Session first = example("depth_to_space.json");
    QVERIFY(std::holds_alternative<DepthToSpaceDesc>(first.desc));
    const Explanation e = explainOutput(first.desc, 0, {0, 1, 2, 3});
    QCOMPARE(texts(e)[3], QString("dimension 1: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is (block row 0 × "
                                  "BlockSize (2) + block column 1) × OutputTensor.Sizes[1] (2) + output channel 1 = 3"));
    QCOMPARE(e.source->coordinates, (std::vector<uint32_t>{0, 3, 1, 1}));
    QCOMPARE(e.sourceOffset, uint64_t{22});
    const Session dcr = example("depth_to_space_dcr.json");
    for (uint64_t i = 0; i < 48; ++i) {
      const auto coords = test::coordsOf(i, {1, 2, 4, 6});
      const Explanation a = explainOutput(first.desc, 0, coords);
      const Explanation b = explainOutput(dcr.desc, 0, coords);
      QCOMPARE(texts(a), texts(b));
      QCOMPARE(a.source->coordinates, b.source->coordinates);
    }
  }

  // SPACE_TO_DEPTH likewise: output (0, 5, 1, 2) reads input (0, 1, 3, 4) as worked above for SpaceToDepth1 DCR.
  void firstSpaceToDepthExplainsAsDepthColumnRow() {
    const Session first = example("space_to_depth.json");
    QVERIFY(std::holds_alternative<SpaceToDepthDesc>(first.desc));
    const Explanation e = explainOutput(first.desc, 0, {0, 5, 1, 2});
    QCOMPARE(texts(e)[1], QString("dimension 1: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel 5 as block 2 × "
                                  "InputTensor.Sizes[1] (2) + input channel 1; block 2 = block row 1 × BlockSize (2) + block column 0"));
    QCOMPARE(e.source->coordinates, (std::vector<uint32_t>{0, 1, 3, 4}));
    QCOMPARE(e.sourceOffset, uint64_t{46});
    const Session dcr = example("space_to_depth_dcr.json");
    for (uint64_t i = 0; i < 48; ++i) {
      const auto coords = test::coordsOf(i, {1, 8, 2, 3});
      const Explanation a = explainOutput(first.desc, 0, coords);
      const Explanation b = explainOutput(dcr.desc, 0, coords);
      QCOMPARE(texts(a), texts(b));
      QCOMPARE(a.source->coordinates, b.source->coordinates);
    }
  }

  // GATHER_ND example 2 (2-tuples, no batches): output (0, 0, 1, 0) is output[y = 1, x = 0]; the tuple
  // IndicesTensor[0, 0, 1, :] holds <1, 0>, so InputTensor[0, 1, 0, 0], element 4, which holds the page's 4.
  void gatherNdNamesTheTupleItReads() {
    const Session s = example("gather_nd_pairs.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 1, 0}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e), (QStringList{
                            "InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1",
                            "dimension 3: the output's coordinate 0 is InputTensor's coordinate in dimension 3",
                            "IndicesTensor's dimensions 0 to 1 are 0: their sizes are 1",
                            "dimension 2: the output's coordinate 1 is IndicesTensor's coordinate in dimension 2",
                            "GatherND: tuple entry 0, IndicesTensor[0, 0, 1, 0] = 1, picks coordinate 1 of InputTensor's "
                            "dimension 1",
                            "GatherND: tuple entry 1, IndicesTensor[0, 0, 1, 1] = 0, picks coordinate 0 of InputTensor's "
                            "dimension 2",
                            "OutputTensor[0, 0, 1, 0] comes from InputTensor[0, 1, 0, 0]",
                            "InputTensor[0, 1, 0, 0] is element 4 of its buffer, Σ coordinate × stride = "
                            "0 × 8 + 1 × 4 + 0 × 2 + 0 × 1; byte 16 (4-byte elements)",
                        }));
    QVERIFY(e->via);
    QCOMPARE(e->via->coordinates, (std::vector<uint32_t>{0, 0, 1, 0}));

    // Example 1 (1-tuples): output (0, 1) = input[indices[0], 1] = input[1, 1], the page's 3.
    const Session rows = example("gather_nd_rows.json");
    const IndexValues rowValues(rows.desc, rows.inputData);
    auto row = explainOutputElement(rows.desc, 0, std::vector<uint32_t>{0, 1}, rowValues);
    QVERIFY(row.ok());
    QVERIFY2(texts(*row).contains("GatherND: tuple entry 0, IndicesTensor[0, 0] = 1, picks coordinate 1 of InputTensor's "
                                  "dimension 0"),
             qPrintable(texts(*row).join('\n')));
    QCOMPARE(row->source->coordinates, (std::vector<uint32_t>{1, 1}));
    for (const QString& text : texts(*e) + texts(*row)) QVERIFY2(!text.contains("GatherND1"), qPrintable(text));
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
                           "0 × 12 + 0 × 12 + 4 × 2 + 1 × 1; byte 36 (4-byte elements)",
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
                           "0 × 8 + 0 × 8 + 1 × 4 + 2 × 1; byte 24 (4-byte elements)",
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
    QCOMPARE(rank.error().message, std::string("OutputTensor's DimensionCount is 4, but the number of coordinates given is 3"));
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
                           "0 × 16 + 0 × 16 + 1 × 4 + 1 × 1; byte 20 (4-byte elements)",
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
    QCOMPARE(QString::fromStdString(skipped->steps.back().text), QString("InputTensor[0, 0, 2, 1] feeds no output element"));
    QCOMPARE(QString::fromStdString(input->steps.back().text), QString("InputTensor[0, 0, 3, 3] feeds 1 output element"));
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
                           "0 × 12 + 0 × 12 + 1 × 1 + 2 × 3; byte 28 (4-byte elements)",
                       }));
    // Logical elements map one to one even through a broadcast: (0, 0, 0, 1) feeds only (0, 0, 0, 1); the
    // buffer slot it shares with rows 1 and 2 is the Buffer view's concern, not the index map's.
    const Session b = example("identity_broadcast.json");
    auto input = explainInputElement(b.desc, 0, std::vector<uint32_t>{0, 0, 0, 1}, 10);
    QVERIFY(input.ok());
    QCOMPARE(input->feedsTotal, uint64_t{1});
    QCOMPARE(input->feeds[0].coordinates, (std::vector<uint32_t>{0, 0, 0, 1}));
    QCOMPARE(QString::fromStdString(input->steps.back().text), QString("InputTensor[0, 0, 0, 1] feeds 1 output element"));
  }

  // A one-byte type's offset: INT8 {5} padded by 2 in front, output 3 is input 1, element 1 and byte 1.
  void oneByteElementsAreNamedInTheSingular() {
    PaddingDesc d = padding1d(PaddingMode::Constant, 5, 2, 0);
    d.InputTensor.dataType = d.OutputTensor.dataType = DataType::Int8;
    QCOMPARE(texts(explainOutput(d, 0, {3})).last(),
             QString("InputTensor[1] is element 1 of its buffer, Σ coordinate × stride = 1 × 1; byte 1 (1-byte elements)"));
  }

  // GATHER example 5 (Axis 1, IndexDimensions 2): the full output coordinate is {InputTensor.Sizes[0], the
  // indices' last 2, InputTensor.Sizes[2]} = {1, 2, 2, 2}; the output {2, 2, 2} crops the leading 1. So output
  // (1, 0, 0) is full (0, 1, 0, 0): input dimension 0 is the cropped 0, the index cell is IndicesTensor[0, 1, 0]
  // (its dimension 0 a size-1 leading one, then output coordinates 1 and 0), which holds 1; input dimension 2 is
  // the output's last coordinate, 0. InputTensor[0, 1, 0] is element 0 × 6 + 1 × 2 + 0 = 2, holding 3.
  void gatherSaysHowTheOutputCoordinatesPickTheIndexCell() {
    const Session s = example("gather_nested_axis1.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{1, 0, 0}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e), (QStringList{
                            "InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1",
                            "dimension 2: the output's coordinate 0 is InputTensor's coordinate in dimension 2",
                            "IndicesTensor's dimension 0 is 0: IndicesTensor.Sizes[0] is 1",
                            "dimension 0: the output's coordinate 1 is IndicesTensor's coordinate in dimension 1",
                            "dimension 1: the output's coordinate 0 is IndicesTensor's coordinate in dimension 2",
                            "Gather: Axis 1 takes IndicesTensor[0, 1, 0] = 1 → InputTensor[0, 1, 0]",
                            "OutputTensor[1, 0, 0] comes from InputTensor[0, 1, 0]",
                            "InputTensor[0, 1, 0] is element 2 of its buffer, Σ coordinate × stride = "
                            "0 × 6 + 1 × 2 + 0 × 1; byte 8 (4-byte elements)",
                        }));
    QCOMPARE(e->via->coordinates, (std::vector<uint32_t>{0, 1, 0}));
    // The index-cell steps light the output's dimensions they read; the cropped input dimension has none.
    QCOMPARE(e->steps[3].dimension, std::optional<uint32_t>(0));
    QVERIFY(!e->steps[3].sourceDimension);
    QVERIFY(!e->steps[0].dimension);
    QCOMPARE(e->steps[0].sourceDimension, std::optional<uint32_t>(0));

    // Example 4 (Axis 2): full {1, 3, 1, 2} cropped to {3, 1, 2}; output (2, 0, 1) is full (0, 2, 0, 1): input
    // row 2, index cell IndicesTensor[0, 0, 1] = 2, so InputTensor[0, 2, 2], the 9.
    const Session s4 = example("gather_nested_axis2.json");
    const IndexValues values4(s4.desc, s4.inputData);
    auto e4 = explainOutputElement(s4.desc, 0, std::vector<uint32_t>{2, 0, 1}, values4);
    QVERIFY(e4.ok());
    QCOMPARE(texts(*e4).mid(0, 6), (QStringList{
                                       "InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1",
                                       "dimension 0: the output's coordinate 2 is InputTensor's coordinate in dimension 1",
                                       "IndicesTensor's dimension 0 is 0: IndicesTensor.Sizes[0] is 1",
                                       "dimension 1: the output's coordinate 0 is IndicesTensor's coordinate in dimension 1",
                                       "dimension 2: the output's coordinate 1 is IndicesTensor's coordinate in dimension 2",
                                       "Gather: Axis 2 takes IndicesTensor[0, 0, 1] = 2 → InputTensor[0, 2, 2]",
                                   }));
  }

  // Four dimensions, IndexDimensions 1 on Axis 2: IndicesTensor {1, 1, 1, 4} has three leading 1s, told as one
  // run. Output (0, 0, 3, 1) reads index cell (0, 0, 0, 3), which holds 2: InputTensor[0, 0, 2, 1].
  void gatherTellsARunOfSizeOneDimensionsOnce() {
    GatherDesc d{test::tensor(DataType::Float32, {1, 1, 3, 2}), test::tensor(DataType::UInt32, {1, 1, 1, 4}),
                 test::tensor(DataType::Float32, {1, 1, 4, 2}), 2, 1};
    const Session s = test::makeSession(d, {test::float32Buffer({1, 2, 3, 4, 5, 6}), test::uint32Buffer({0, 1, 1, 2})});
    QVERIFY(validateSession(s).empty());
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 3, 1}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e).mid(0, 6), (QStringList{
                                      "dimension 0: the output's coordinate 0 is InputTensor's coordinate in dimension 0",
                                      "dimension 1: the output's coordinate 0 is InputTensor's coordinate in dimension 1",
                                      "dimension 3: the output's coordinate 1 is InputTensor's coordinate in dimension 3",
                                      "IndicesTensor's dimensions 0 to 2 are 0: their sizes are 1",
                                      "dimension 2: the output's coordinate 3 is IndicesTensor's coordinate in dimension 3",
                                      "Gather: Axis 2 takes IndicesTensor[0, 0, 0, 3] = 2 → InputTensor[0, 0, 2, 1]",
                                  }));
    QCOMPARE(e->steps[3].numbers, (std::vector<int64_t>{0, 2}));
  }

  // A signed index counts from the end: output (1, 0) of the INT64 example reads IndicesTensor[0, 0] = -1, which
  // is column -1 + 3 = 2 of row 1, the 6.
  void gatherNegativeIndexCountsFromTheEnd() {
    const Session s = example("gather_negative_indices.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{1, 0}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e).mid(2, 3), (QStringList{
                                      "dimension 1: the output's coordinate 0 is IndicesTensor's coordinate in dimension 1",
                                      "IndicesTensor[0, 0] = -1 is negative, so it counts from the end of dimension 1: "
                                      "-1 + 3 = 2",
                                      "Gather: Axis 1 takes IndicesTensor[0, 0] = -1 → InputTensor[1, 2]",
                                  }));
  }

  // GatherElements (the page's example): output (1, 2) reads IndicesTensor at its own coordinates, (1, 2) = 0,
  // so InputTensor[0, 2], the 3. InputTensor (1, 1), the 5, is read by no output: column 1's indices are 2 and 0.
  void gatherElementsReadsTheIndexAtTheOutputsCoordinates() {
    const Session s = example("gather_elements.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{1, 2}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e).mid(0, 2), (QStringList{
                                      "dimension 1: the output's coordinate 2 is InputTensor's coordinate in dimension 1",
                                      "GatherElements: Axis 0 takes the index at the output's own coordinates, "
                                      "IndicesTensor[1, 2] = 0 → InputTensor[0, 2]",
                                  }));
    auto unread = explainInputElement(s.desc, 0, std::vector<uint32_t>{1, 1}, 10, values);
    QVERIFY(unread.ok());
    QCOMPARE(QString::fromStdString(unread->steps.back().text),
             QString("InputTensor[1, 1] feeds no output element: no index selects it"));
    auto cell = explainInputElement(s.desc, 1, std::vector<uint32_t>{1, 1}, 10, values);
    QVERIFY(cell.ok());
    QCOMPARE(QString::fromStdString(cell->steps.back().text), QString("IndicesTensor[1, 1] chooses the source of 1 output element"));
  }

  // GATHER_ND1 example 2 (batch 1, 2-tuples): output (0, 0, 1, 0) is full (batch 1, tuple 0): the batch is input
  // dimension 1 and index dimension 1; tuple position 0 is index dimension 2; the tuple IndicesTensor[0, 1, 0, :]
  // holds <1, 1>, so InputTensor[0, 1, 1, 1], element 4 + 2 + 1 = 7, which holds 7.
  void gatherNdSaysHowTheOutputPicksTheTuple() {
    const Session s = example("gather_nd1_batches.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 0, 1, 0}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e), (QStringList{
                            "InputTensor's dimension 0 is 0: InputTensor.Sizes[0] is 1",
                            "dimension 2: the output's coordinate 1 is the batch: InputTensor's coordinate in dimension 1 "
                            "and IndicesTensor's in dimension 1",
                            "IndicesTensor's dimension 0 is 0: IndicesTensor.Sizes[0] is 1",
                            "dimension 3: the output's coordinate 0 is IndicesTensor's coordinate in dimension 2",
                            "GatherND1: tuple entry 0, IndicesTensor[0, 1, 0, 0] = 1, picks coordinate 1 of InputTensor's "
                            "dimension 2",
                            "GatherND1: tuple entry 1, IndicesTensor[0, 1, 0, 1] = 1, picks coordinate 1 of InputTensor's "
                            "dimension 3",
                            "OutputTensor[0, 0, 1, 0] comes from InputTensor[0, 1, 1, 1]",
                            "InputTensor[0, 1, 1, 1] is element 7 of its buffer, Σ coordinate × stride = "
                            "0 × 12 + 1 × 4 + 1 × 2 + 1 × 1; byte 28 (4-byte elements)",
                        }));
    // The second entry of batch 1's second tuple <0, 0> feeds what its tuple does: output (0, 0, 1, 1).
    auto entry = explainInputElement(s.desc, 1, std::vector<uint32_t>{0, 1, 1, 1}, 10, values);
    QVERIFY(entry.ok());
    QCOMPARE(texts(*entry).mid(1), (QStringList{
                                       "IndicesTensor[0, 1, 1, 1] is entry 1 of the tuple IndicesTensor[0, 1, 1, :], "
                                       "which acts as one index",
                                       "IndicesTensor[0, 1, 1, :] chooses the source of 1 output element",
                                   }));
    QCOMPARE(entry->feeds.size(), size_t{1});
    QCOMPARE(entry->feeds[0].coordinates, (std::vector<uint32_t>{0, 0, 1, 1}));
  }

  // SCATTER example 1: indices {3, 1, 3, 0}; output 3 receives updates 0 and 2 and keeps the later, the 7;
  // output 2 receives none and keeps the input's 2; input 3 and update 0 reach nothing.
  void scatterCountsTheUpdatesThatLandAndSaysWhyNoneDoes() {
    const Session s = example("scatter_1d.json");
    const IndexValues values(s.desc, s.inputData);
    auto twice = explainOutputElement(s.desc, 0, std::vector<uint32_t>{3}, values);
    QVERIFY(twice.ok());
    QCOMPARE(texts(*twice)[0], QString("Scatter: IndicesTensor[2] = 3 sends UpdatesTensor[2] to OutputTensor[3] along Axis 0; "
                                       "2 indices in IndicesTensor[:] send updates there, and dmlscope keeps the last "
                                       "(DirectML leaves the winner undefined)"));
    auto kept = explainOutputElement(s.desc, 0, std::vector<uint32_t>{2}, values);
    QVERIFY(kept.ok());
    QCOMPARE(texts(*kept).mid(0, 2), (QStringList{"dimension 0: 2 is copied unchanged",
                                                  "Scatter: no index in IndicesTensor[:] selects 2 along Axis 0, so no "
                                                  "update lands here and the element keeps the input's"}));
    auto input = explainInputElement(s.desc, 0, std::vector<uint32_t>{3}, 10, values);
    QVERIFY(input.ok());
    QCOMPARE(QString::fromStdString(input->steps.back().text),
             QString("InputTensor[3] feeds no output element: an update lands on OutputTensor[3] instead"));
    auto overwritten = explainInputElement(s.desc, 2, std::vector<uint32_t>{0}, 10, values);
    QVERIFY(overwritten.ok());
    QCOMPARE(QString::fromStdString(overwritten->steps.back().text),
             QString("UpdatesTensor[0] feeds no output element: a later update lands where it would"));

    // Example 2: column 2's indices are 2 and 1, so output (1, 2) gets update (1, 2) alone.
    const Session s2 = example("scatter_2d.json");
    const IndexValues values2(s2.desc, s2.inputData);
    auto once = explainOutputElement(s2.desc, 0, std::vector<uint32_t>{1, 2}, values2);
    QVERIFY(once.ok());
    QCOMPARE(texts(*once).mid(0, 2), (QStringList{
                                         "dimension 1: the output's coordinate 2 is UpdatesTensor's coordinate in dimension 1",
                                         "Scatter: IndicesTensor[1, 2] = 1 sends UpdatesTensor[1, 2] to OutputTensor[1, 2] "
                                         "along Axis 0; no other index in IndicesTensor[:, 2] does",
                                     }));
  }

  // SCATTER_ND (the page's example): tuple 1 holds 3, so update (0, 1), the 10, lands on output (0, 3). Each
  // UpdatesTensor dimension is told once: the leading 1, then the tuple's place.
  void scatterNdTellsEachUpdateDimensionOnce() {
    const Session s = example("scatter_nd.json");
    const IndexValues values(s.desc, s.inputData);
    auto e = explainOutputElement(s.desc, 0, std::vector<uint32_t>{0, 3}, values);
    QVERIFY(e.ok());
    QCOMPARE(texts(*e), (QStringList{
                            "ScatterND: tuple entry 0, IndicesTensor[1, 0] = 3, picks coordinate 3 of OutputTensor's "
                            "dimension 1",
                            "UpdatesTensor's dimension 0 is 0: UpdatesTensor.Sizes[0] is 1",
                            "UpdatesTensor's dimension 1 is 1, the tuple's coordinate in IndicesTensor's dimension 0",
                            "ScatterND: the tuple IndicesTensor[1, :] sends UpdatesTensor[0, 1] to OutputTensor[0, 3]; no "
                            "other tuple picks those coordinates",
                            "OutputTensor[0, 3] comes from UpdatesTensor[0, 1]",
                            "UpdatesTensor[0, 1] is element 1 of its buffer, Σ coordinate × stride = 0 × 4 + 1 × 1; byte 4 "
                            "(4-byte elements)",
                        }));
    QCOMPARE(e->steps[0].dimension, std::optional<uint32_t>(1));

    // Tuples 2, 0, 2 into a row of four: output 2 gets two updates and keeps the later (12); output 1 gets none.
    ScatterNdDesc d{test::tensor(DataType::Float32, {1, 4}), test::tensor(DataType::UInt32, {3, 1}),
                    test::tensor(DataType::Float32, {1, 3}), test::tensor(DataType::Float32, {1, 4}), 1, 2};
    const Session row = test::makeSession(d, {test::float32Buffer({0, 1, 2, 3}), test::uint32Buffer({2, 0, 2}),
                                              test::float32Buffer({10, 11, 12})});
    QVERIFY(validateSession(row).empty());
    const IndexValues rowValues(row.desc, row.inputData);
    auto twice = explainOutputElement(row.desc, 0, std::vector<uint32_t>{0, 2}, rowValues);
    QVERIFY(twice.ok());
    QCOMPARE(texts(*twice)[3], QString("ScatterND: the tuple IndicesTensor[2, :] sends UpdatesTensor[0, 2] to OutputTensor[0, 2]; "
                                       "2 tuples pick those coordinates, and dmlscope keeps the last update (DirectML "
                                       "leaves the winner undefined)"));
    auto kept = explainOutputElement(row.desc, 0, std::vector<uint32_t>{0, 1}, rowValues);
    QVERIFY(kept.ok());
    QCOMPARE(texts(*kept)[2], QString("ScatterND: no tuple of IndicesTensor picks OutputTensor[:, 1], so no update lands "
                                      "here and the element keeps the input's"));
  }
};

QTEST_GUILESS_MAIN(TestExplanation)
#include "tst_explanation.moc"
