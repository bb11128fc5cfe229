// translateNode (dmlscope/onnx_translation.h) against descriptors worked by hand from ONNX's operator pages and
// the DML EP's rules (DmlOperator*.cpp, OperatorHelper.cpp): one node per row of issue 29's table, every field of
// the DirectML descriptor, the key words of each field's origin, and validation at the translation's level.
// The nodes are built as plain data (OnnxModel, OnnxNode): no protobuf, no file.
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/onnx_model.h"
#include "dmlscope/onnx_translation.h"
#include "dmlscope/validation.h"

using namespace dmlscope;
using namespace dmlscope::onnx;

namespace {

constexpr int32_t kFloat = 1, kInt8 = 3, kInt32 = 6, kInt64 = 7, kFloat16 = 10, kBool = 9;

DataType typeOf(int32_t onnxType) {
  switch (onnxType) {
    case kFloat: return DataType::Float32;
    case kInt8: return DataType::Int8;
    case kInt32: return DataType::Int32;
    case kInt64: return DataType::Int64;
    case kFloat16: return DataType::Float16;
    case kBool: return DataType::UInt8;
    default: return DataType::Unknown;
  }
}

template <class T>
OnnxTensor tensorOf(const std::string& name, int32_t onnxType, std::vector<int64_t> dims, std::vector<T> values) {
  OnnxTensor t;
  t.name = name;
  t.onnxType = onnxType;
  t.dataType = typeOf(onnxType);
  t.dims = std::move(dims);
  t.elementCount = values.size();
  t.data.resize(values.size() * sizeof(T));
  std::memcpy(t.data.data(), values.data(), t.data.size());
  return t;
}

OnnxTensor int64s(const std::string& name, std::vector<int64_t> values) {
  const int64_t n = static_cast<int64_t>(values.size());
  return tensorOf<int64_t>(name, kInt64, {n}, std::move(values));
}

OnnxAttribute intAttr(const std::string& name, int64_t value) {
  OnnxAttribute a;
  a.name = name;
  a.kind = OnnxAttribute::Kind::Int;
  a.i = value;
  return a;
}

OnnxAttribute intsAttr(const std::string& name, std::vector<int64_t> values) {
  OnnxAttribute a;
  a.name = name;
  a.kind = OnnxAttribute::Kind::Ints;
  a.ints = std::move(values);
  return a;
}

OnnxAttribute stringAttr(const std::string& name, const std::string& value) {
  OnnxAttribute a;
  a.name = name;
  a.kind = OnnxAttribute::Kind::String;
  a.s = value;
  return a;
}

OnnxAttribute floatAttr(const std::string& name, float value) {
  OnnxAttribute a;
  a.name = name;
  a.kind = OnnxAttribute::Kind::Float;
  a.f = value;
  return a;
}

// A one-node model: the node at `opset`, its value infos and constants.
struct OneNode {
  OnnxModel model;
  OnnxNode node;

  OneNode(std::string opType, int64_t opset, std::vector<std::string> inputs, std::vector<std::string> outputs,
          std::vector<OnnxAttribute> attributes = {}) {
    node.opType = std::move(opType);
    node.opsetVersion = opset;
    node.inputs = std::move(inputs);
    node.outputs = std::move(outputs);
    node.attributes = std::move(attributes);
    model.opsets = {{"", opset}};
  }
  OneNode& value(const std::string& name, int32_t onnxType, std::vector<int64_t> dims) {
    OnnxValueInfo info;
    info.name = name;
    info.onnxType = onnxType;
    std::vector<std::optional<int64_t>> shape;
    for (int64_t d : dims) shape.push_back(d);
    info.shape = shape;
    model.values[name] = info;
    return *this;
  }
  OneNode& constant(OnnxTensor tensor) {
    const std::string name = tensor.name;
    model.constants[name] = std::move(tensor);
    return *this;
  }
  Result<NodeTranslation> translate(const GivenTensors& given = {}) const {
    return translateNode(model, node, given);
  }
};

TensorDesc plain(DataType type, std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  return t;
}

// The origin of `field` contains every one of `words`.
void expectOrigin(const NodeTranslation& t, const std::string& field, std::vector<std::string> words) {
  const FieldOrigin* origin = t.originOf(field);
  QVERIFY2(origin, ("no origin for " + field).c_str());
  for (const std::string& word : words) {
    QVERIFY2(origin->origin.find(word) != std::string::npos,
             (field + ": \"" + origin->origin + "\" lacks \"" + word + "\"").c_str());
  }
}

void expectValid(const NodeTranslation& t) {
  // DMLSCOPE_DUMP_ORIGINS=1 prints each translation's origins and notes, for reading them whole.
  if (qEnvironmentVariableIsSet("DMLSCOPE_DUMP_ORIGINS")) {
    for (const FieldOrigin& o : t.origins) qInfo("%s <- %s", o.field.c_str(), o.origin.c_str());
    for (const std::string& note : t.notes) qInfo("note: %s", note.c_str());
  }
  const auto diagnostics = validate(t.desc, t.featureLevel);
  std::string all;
  for (const auto& d : diagnostics) all += d.field + ": " + d.message + "\n";
  QVERIFY2(diagnostics.empty(), all.c_str());
}

template <class Desc>
const Desc& descOf(const NodeTranslation& t) {
  const Desc* desc = std::get_if<Desc>(&t.desc);
  if (!desc) qFatal("the translation is another operator");
  return *desc;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

class TstOnnxTranslation : public QObject {
  Q_OBJECT

 private slots:
  // ONNX Pad page: pads = [x1_begin, x2_begin, x1_end, x2_end]. [1, 2, 0, 1] on a 2×3 input: begins {1, 2}, ends
  // {0, 1}; raised to 4-D with leading 0s; output 3×6. Mode reflect → REFLECTION, no constant_value → 0.
  void padFromInputRaisedToFourDimensions() {
    OneNode n("Pad", 13, {"x", "pads"}, {"y"}, {stringAttr("mode", "reflect")});
    n.value("x", kFloat, {2, 3}).constant(int64s("pads", {1, 2, 0, 1}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<Padding1Desc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 1, 2, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 1, 3, 6}));
    QCOMPARE(d.PaddingMode, PaddingMode::Reflection);
    QCOMPARE(d.PaddingValueDataType, DataType::Float32);
    QCOMPARE(d.PaddingValue.bits, uint64_t{0});
    QCOMPARE(d.StartPadding, (std::vector<uint32_t>{0, 0, 1, 2}));
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{0, 0, 0, 1}));
    QVERIFY(!d.DimensionCount.has_value());
    QCOMPARE(t->sinceVersion, int64_t{13});
    QCOMPARE(t->inputValues, (std::vector<std::string>{"x"}));
    QCOMPARE(t->outputValues, (std::vector<std::string>{"y"}));
    expectOrigin(*t, "StartPadding", {"pads[0:2] = [1, 2]", "input \"pads\"", "rank raised from 2 to 4"});
    expectOrigin(*t, "EndPadding", {"pads[2:4] = [0, 1]", "input \"pads\""});
    expectOrigin(*t, "PaddingMode", {"mode = \"reflect\"", "REFLECTION"});
    expectOrigin(*t, "PaddingValue", {"constant_value absent", "0"});
    expectOrigin(*t, "PaddingValueDataType", {"float", "input \"x\""});
    expectOrigin(*t, "InputTensor.Sizes", {"[2, 3]", "input \"x\"", "rank raised from 2 to 4"});
    expectOrigin(*t, "InputTensor.DataType", {"float"});
    expectOrigin(*t, "OutputTensor.Sizes", {"[1, 1, 3, 6]", "output \"y\""});
    expectValid(*t);
  }

  // Pad-18 with axes [-1, 0] on a 2×3×4 INT32 input: -1 resolves to 2; pads [1, 2, 3, 4] = begins {axis 2: 1,
  // axis 0: 2}, ends {axis 2: 3, axis 0: 4}. Raised to 4-D: Start {0, 2, 0, 1}, End {0, 4, 0, 3}; output
  // (2+2+4)×3×(4+1+3) = 8×3×8. constant_value 7 (INT32) is PaddingValue's bits.
  void padWithAxesAndTypedValue() {
    OneNode n("Pad", 18, {"x", "pads", "cv", "axes"}, {"y"});
    n.value("x", kInt32, {2, 3, 4})
        .constant(int64s("pads", {1, 2, 3, 4}))
        .constant(tensorOf<int32_t>("cv", kInt32, {}, {7}))
        .constant(int64s("axes", {-1, 0}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<Padding1Desc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Int32, {1, 2, 3, 4}));
    QCOMPARE(d.OutputTensor, plain(DataType::Int32, {1, 8, 3, 8}));
    QCOMPARE(d.PaddingMode, PaddingMode::Constant);
    QCOMPARE(d.PaddingValueDataType, DataType::Int32);
    QCOMPARE(d.PaddingValue.bits, uint64_t{7});
    QCOMPARE(d.StartPadding, (std::vector<uint32_t>{0, 2, 0, 1}));
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{0, 4, 0, 3}));
    expectOrigin(*t, "StartPadding", {"[1, 2]", "axes [-1, 0]", "[2, 0]", "negative", "input \"axes\"",
                                      "rank raised from 3 to 4"});
    expectOrigin(*t, "PaddingValue", {"input \"cv\"", "7"});
    expectOrigin(*t, "PaddingMode", {"absent", "constant"});
    expectValid(*t);
  }

  // Pad-2 (an opset-10 model resolves Pad to version 2): pads and value are attributes; value 2.5 converted to
  // FLOAT16 is 0x4100 (sign 0, exponent 16 = 1 + 15, mantissa 0.25 × 1024 = 256).
  void padTwoFromAttributes() {
    OneNode n("Pad", 10, {"x"}, {"y"}, {intsAttr("pads", {0, 0, 1, 1}), floatAttr("value", 2.5f)});
    n.value("x", kFloat16, {2, 2});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(t->sinceVersion, int64_t{2});
    const auto& d = descOf<Padding1Desc>(*t);
    QCOMPARE(d.OutputTensor, plain(DataType::Float16, {1, 1, 3, 3}));
    QCOMPARE(d.StartPadding, (std::vector<uint32_t>{0, 0, 0, 0}));
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{0, 0, 1, 1}));
    QCOMPARE(d.PaddingValueDataType, DataType::Float16);
    QCOMPARE(d.PaddingValue.bits, uint64_t{0x4100});
    expectOrigin(*t, "StartPadding", {"attribute pads"});
    expectOrigin(*t, "PaddingValue", {"attribute value = 2.5", "FLOAT16"});
    expectValid(*t);
  }

  // ONNX defines Pad-1, which the EP does not register: ONNX Runtime runs it on the CPU. Pad-23 (opset 23) is
  // above every registered version yet not one of them. ScatterElements-18 and Reshape-21 likewise; Expand does
  // not exist before opset 8.
  void versionsTheProviderDoesNotRegister() {
    OneNode pad1("Pad", 1, {"x"}, {"y"}, {intsAttr("paddings", {0, 0})});
    pad1.value("x", kFloat, {2});
    auto t = pad1.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "Pad opset 1") && contains(t.error().message, "Pad-1") &&
                 contains(t.error().message, "not registered") &&
                 contains(t.error().message, "2, 11, 13, 18, 19, 21") && contains(t.error().message, "CPU provider"),
             t.error().message.c_str());

    OneNode pad23("Pad", 23, {"x", "pads"}, {"y"});
    pad23.value("x", kFloat, {2}).constant(int64s("pads", {1, 1}));
    t = pad23.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "Pad-23") && contains(t.error().message, "not registered"),
             t.error().message.c_str());

    // An opset-12 model resolves Pad to Pad-11, which is registered.
    OneNode pad12("Pad", 12, {"x", "pads"}, {"y"});
    pad12.value("x", kFloat, {2}).constant(int64s("pads", {1, 1}));
    t = pad12.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(t->sinceVersion, int64_t{11});

    OneNode scatter18("ScatterElements", 18, {"x", "i", "u"}, {"y"});
    t = scatter18.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "ScatterElements-18") && contains(t.error().message, "11, 13, 16"),
             t.error().message.c_str());

    OneNode reshape21("Reshape", 21, {"x", "s"}, {"y"});
    t = reshape21.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "Reshape-21") && contains(t.error().message, "5, 13, 14, 19"),
             t.error().message.c_str());

    OneNode expand7("Expand", 7, {"x", "s"}, {"y"});
    t = expand7.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "no Expand at opset 7"), t.error().message.c_str());

    OneNode other("Conv", 13, {"x", "w"}, {"y"});
    t = other.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "Conv is not an operator dmlscope translates"), t.error().message.c_str());
  }

  // Pad-19's wrap mode → WRAP (feature level 6_4), with a note that the EP file read maps only three modes; edge
  // → EDGE. An opset newer than the ONNX versions dmlscope knows is refused rather than guessed.
  void padWrapAndEdgeAndUnknownOpsets() {
    OneNode wrap("Pad", 19, {"x", "pads"}, {"y"}, {stringAttr("mode", "wrap")});
    wrap.value("x", kFloat, {3, 2}).constant(int64s("pads", {2, 1, 1, 1}));
    auto t = wrap.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(t->sinceVersion, int64_t{19});
    const auto& d = descOf<Padding1Desc>(*t);
    QCOMPARE(d.PaddingMode, PaddingMode::Wrap);
    QCOMPARE(d.StartPadding, (std::vector<uint32_t>{0, 0, 2, 1}));
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{0, 0, 1, 1}));
    QCOMPARE(d.OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 6, 4}));
    expectOrigin(*t, "PaddingMode", {"\"wrap\"", "WRAP"});
    QVERIFY(!t->notes.empty() && contains(t->notes.front(), "WRAP"));
    expectValid(*t);

    OneNode edge("Pad", 21, {"x", "pads"}, {"y"}, {stringAttr("mode", "edge")});
    edge.value("x", kFloat, {3}).constant(int64s("pads", {1, 2}));
    t = edge.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<Padding1Desc>(*t).PaddingMode, PaddingMode::Edge);
    QCOMPARE(descOf<Padding1Desc>(*t).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 1, 6}));
    expectValid(*t);

    OneNode future("Pad", 26, {"x", "pads"}, {"y"});
    t = future.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "newer than the ONNX operator sets dmlscope knows"),
             t.error().message.c_str());

    OneNode otherDomain("Pad", 1, {"x"}, {"y"});
    otherDomain.node.domain = "com.microsoft";
    t = otherDomain.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "domain \"com.microsoft\""), t.error().message.c_str());
  }

  // Inputs the translation must read and the model does not hold are asked for by name; given, they are used.
  void missingConstantsAndShapesAreNamed() {
    OneNode n("Pad", 13, {"x", "pads"}, {"y"});
    n.value("x", kFloat, {2, 3});
    auto t = n.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "input \"pads\" is not a constant of the model") &&
                 contains(t.error().message, "--input pads=FILE.npy|.pb"),
             t.error().message.c_str());
    GivenTensors given;
    given["pads"] = int64s("pads", {0, 1, 0, 1});
    t = n.translate(given);
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<Padding1Desc>(*t).StartPadding, (std::vector<uint32_t>{0, 0, 0, 1}));

    OneNode unknown("Pad", 13, {"x", "pads"}, {"y"});
    unknown.constant(int64s("pads", {0, 0}));
    t = unknown.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "the shape of input \"x\" is unknown"), t.error().message.c_str());

    OneNode negative("Pad", 13, {"x", "pads"}, {"y"});
    negative.value("x", kFloat, {4}).constant(int64s("pads", {-1, 0}));
    t = negative.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "negative"), t.error().message.c_str());
  }

  // DepthToSpace-13, CRD, blocksize 2: {1, 8, 2, 3} → {1, 8/4, 4, 6}.
  void depthToSpaceCrd() {
    OneNode n("DepthToSpace", 13, {"x"}, {"y"}, {intAttr("blocksize", 2), stringAttr("mode", "CRD")});
    n.value("x", kFloat, {1, 8, 2, 3});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<DepthToSpace1Desc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 8, 2, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 2, 4, 6}));
    QCOMPARE(d.BlockSize, 2u);
    QCOMPARE(d.Order, DepthSpaceOrder::ColumnRowDepth);
    expectOrigin(*t, "Order", {"mode = \"CRD\"", "COLUMN_ROW_DEPTH"});
    expectOrigin(*t, "BlockSize", {"blocksize = 2"});
    expectValid(*t);

    // DepthToSpace-1 has no mode: DCR.
    OneNode v1("DepthToSpace", 9, {"x"}, {"y"}, {intAttr("blocksize", 2)});
    v1.value("x", kFloat, {1, 4, 1, 1});
    t = v1.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<DepthToSpace1Desc>(*t).Order, DepthSpaceOrder::DepthColumnRow);
    QCOMPARE(descOf<DepthToSpace1Desc>(*t).OutputTensor.sizes, (std::vector<uint32_t>{1, 1, 2, 2}));
  }

  // SpaceToDepth-13, blocksize 2: {1, 2, 4, 6} → {1, 8, 2, 3}, DML_OPERATOR_SPACE_TO_DEPTH (no Order).
  void spaceToDepth() {
    OneNode n("SpaceToDepth", 13, {"x"}, {"y"}, {intAttr("blocksize", 2)});
    n.value("x", kInt64, {1, 2, 4, 6});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<SpaceToDepthDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Int64, {1, 2, 4, 6}));
    QCOMPARE(d.OutputTensor, plain(DataType::Int64, {1, 8, 2, 3}));
    QCOMPARE(d.BlockSize, 2u);
    expectOrigin(*t, "OutputTensor.Sizes", {"[1, 8, 2, 3]", "blocksize"});
    expectValid(*t);
  }

  // Tile-13: {1, 3, 1} × repeats [2, 1, 1] = {2, 3, 1}; the output's size-1 dimension 2 is dropped from all
  // three (DmlOperatorTile): input {1, 3}, output {2, 3}, Repeats {2, 1}.
  void tileDropsOutputOnes() {
    OneNode n("Tile", 13, {"x", "r"}, {"y"});
    n.value("x", kFloat, {1, 3, 1}).constant(int64s("r", {2, 1, 1}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<TileDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {2, 3}));
    QCOMPARE(d.Repeats, (std::vector<uint32_t>{2, 1}));
    QVERIFY(!d.RepeatsCount.has_value());
    expectOrigin(*t, "Repeats", {"repeats [2, 1, 1]", "input \"r\"", "[2]", "dropped"});
    expectOrigin(*t, "InputTensor.Sizes", {"[1, 3, 1]", "dropped"});
    expectValid(*t);
  }

  // Split-18, num_outputs 3 on axis -1 of {2, 7}: ceil(7 / 3) = 3 each, the last 7 - 6 = 1. Axis -1 → 1, moved to
  // 3 by the rank raised from 2 to 4.
  void splitWithNumOutputs() {
    OneNode n("Split", 18, {"x"}, {"a", "b", "c"}, {intAttr("axis", -1), intAttr("num_outputs", 3)});
    n.value("x", kFloat, {2, 7});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<SplitDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 1, 2, 7}));
    QCOMPARE(d.OutputTensors.size(), size_t{3});
    QCOMPARE(d.OutputTensors[0], plain(DataType::Float32, {1, 1, 2, 3}));
    QCOMPARE(d.OutputTensors[1], plain(DataType::Float32, {1, 1, 2, 3}));
    QCOMPARE(d.OutputTensors[2], plain(DataType::Float32, {1, 1, 2, 1}));
    QCOMPARE(d.Axis, 3u);
    QVERIFY(!d.OutputCount.has_value());
    QCOMPARE(t->outputValues, (std::vector<std::string>{"a", "b", "c"}));
    expectOrigin(*t, "Axis", {"axis = -1", "→ 1", "moved to 3", "from 2 to 4"});
    expectOrigin(*t, "OutputTensors[2].Sizes", {"split[2] = 1", "num_outputs = 3", "output \"c\""});
    expectValid(*t);

    // Split-11: attribute split [1, 3] on a 1-D {4}, axis absent (0 → 3).
    OneNode v11("Split", 11, {"x"}, {"a", "b"}, {intsAttr("split", {1, 3})});
    v11.value("x", kInt32, {4});
    t = v11.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d11 = descOf<SplitDesc>(*t);
    QCOMPARE(d11.OutputTensors[0].sizes, (std::vector<uint32_t>{1, 1, 1, 1}));
    QCOMPARE(d11.OutputTensors[1].sizes, (std::vector<uint32_t>{1, 1, 1, 3}));
    QCOMPARE(d11.Axis, 3u);
    expectOrigin(*t, "OutputTensors[1].Sizes", {"split[1] = 3", "attribute split"});
    expectValid(*t);
  }

  // Concat-13 on axis 1 of a {2, 2}, b {2, 0} (empty: dropped, as the EP does), c {2, 3}: JOIN of a and c into
  // {2, 5}, raised to 4-D, axis 1 → 3.
  void concatDropsEmptyInputs() {
    OneNode n("Concat", 13, {"a", "b", "c"}, {"y"}, {intAttr("axis", 1)});
    n.value("a", kFloat, {2, 2}).value("b", kFloat, {2, 0}).value("c", kFloat, {2, 3});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<JoinDesc>(*t);
    QCOMPARE(d.InputTensors.size(), size_t{2});
    QCOMPARE(d.InputTensors[0], plain(DataType::Float32, {1, 1, 2, 2}));
    QCOMPARE(d.InputTensors[1], plain(DataType::Float32, {1, 1, 2, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 1, 2, 5}));
    QCOMPARE(d.Axis, 3u);
    QCOMPARE(t->inputValues, (std::vector<std::string>{"a", "c"}));
    expectOrigin(*t, "InputTensors[1].Sizes", {"input \"c\""});
    expectOrigin(*t, "Axis", {"axis = 1", "moved to 3"});
    QVERIFY(!t->notes.empty() && contains(t->notes.front(), "\"b\""));
    expectValid(*t);

    OneNode allEmpty("Concat", 13, {"a", "b"}, {"y"}, {intAttr("axis", 0)});
    allEmpty.value("a", kFloat, {0, 2}).value("b", kFloat, {0, 2});
    t = allEmpty.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "every input of Concat is empty"), t.error().message.c_str());
  }

  // Slice-13 on {4, 5}: axis 0 starts -1 (→ 3), ends INT64_MIN (clamped to INT32_MIN, then + 4), step -2: the
  // window swaps to [INT32_MIN + 5, 4), clamped to [0, 4): offset 0, size 4, stride -2, elements 3 and 1 (ONNX:
  // 3, 1). Axis 1 starts 1, ends 1000 (clamped to 5), step 2: offset 1, size 4, stride 2, elements 1 and 3.
  // The tensors keep rank 2.
  void sliceNegativeStepAndOutOfRangeEnds() {
    OneNode n("Slice", 13, {"x", "s", "e", "a", "st"}, {"y"});
    n.value("x", kFloat, {4, 5})
        .constant(int64s("s", {-1, 1}))
        .constant(int64s("e", {std::numeric_limits<int64_t>::min(), 1000}))
        .constant(int64s("a", {0, 1}))
        .constant(int64s("st", {-2, 2}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<Slice1Desc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {4, 5}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {2, 2}));
    QCOMPARE(d.InputWindowOffsets, (std::vector<uint32_t>{0, 1}));
    QCOMPARE(d.InputWindowSizes, (std::vector<uint32_t>{4, 4}));
    QCOMPARE(d.InputWindowStrides, (std::vector<int32_t>{-2, 2}));
    expectOrigin(*t, "InputWindowOffsets", {"input \"s\"", "input \"e\"", "negative step", "clamped",
                                            "clamped to int32"});
    expectOrigin(*t, "InputWindowStrides", {"[-2, 2]", "input \"st\""});
    expectOrigin(*t, "InputTensor.Sizes", {"[4, 5]"});
    expectValid(*t);

    // Slice-1 (attributes) with a negative axis and the window reaching the end of one axis: the EP runs it as a
    // SPLIT (noted); offsets {0, 1}, sizes {2, 2}.
    OneNode v1("Slice", 9, {"x"}, {"y"},
               {intsAttr("starts", {1}), intsAttr("ends", {std::numeric_limits<int64_t>::max()}),
                intsAttr("axes", {-1})});
    v1.value("x", kFloat, {2, 3});
    t = v1.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d1 = descOf<Slice1Desc>(*t);
    QCOMPARE(d1.InputWindowOffsets, (std::vector<uint32_t>{0, 1}));
    QCOMPARE(d1.InputWindowSizes, (std::vector<uint32_t>{2, 2}));
    QCOMPARE(d1.InputWindowStrides, (std::vector<int32_t>{1, 1}));
    QCOMPARE(d1.OutputTensor.sizes, (std::vector<uint32_t>{2, 2}));
    expectOrigin(*t, "InputWindowOffsets", {"attribute starts", "axes [-1] → [1]"});
    QVERIFY(!t->notes.empty() && contains(t->notes.front(), "DML_OPERATOR_SPLIT"));
    expectValid(*t);
  }

  // Gather-13, axis -1 of data {3, 4} with int64 indices {2, 2}: output data[:1] + {2, 2} = {3, 2, 2}; every
  // tensor raised to the largest rank, 3 (not 4); axis -1 → 1, moved to 2 by the data's raise; IndexDimensions 2.
  void gatherRaisesToTheLargestRank() {
    OneNode n("Gather", 13, {"x", "i"}, {"y"}, {intAttr("axis", -1)});
    n.value("x", kFloat, {3, 4}).value("i", kInt64, {2, 2});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<GatherDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 3, 4}));
    QCOMPARE(d.IndicesTensor, plain(DataType::Int64, {1, 2, 2}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {3, 2, 2}));
    QCOMPARE(d.Axis, 2u);
    QCOMPARE(d.IndexDimensions, 2u);
    QCOMPARE(t->inputValues, (std::vector<std::string>{"x", "i"}));
    expectOrigin(*t, "Axis", {"axis = -1", "→ 1", "moved to 2", "from 2 to 3"});
    expectOrigin(*t, "IndexDimensions", {"rank 2", "\"i\""});
    expectOrigin(*t, "IndicesTensor.DataType", {"int64"});
    expectValid(*t);

    OneNode floats("Gather", 13, {"x", "i"}, {"y"});
    floats.value("x", kFloat, {3}).value("i", kFloat, {2});
    t = floats.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "int32 and int64 indices"), t.error().message.c_str());
  }

  // GatherElements-13, axis 0: data {3, 3}, int32 indices {2, 3} → output {2, 3}; rank 2 kept.
  void gatherElements() {
    OneNode n("GatherElements", 13, {"x", "i"}, {"y"});
    n.value("x", kFloat, {3, 3}).value("i", kInt32, {2, 3});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<GatherElementsDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {3, 3}));
    QCOMPARE(d.IndicesTensor, plain(DataType::Int32, {2, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {2, 3}));
    QCOMPARE(d.Axis, 0u);
    expectOrigin(*t, "Axis", {"absent", "0"});
    expectValid(*t);
  }

  // GatherND-12 with batch_dims 1: data {2, 3, 4}, indices {2, 1} (one coordinate per batch) → output
  // {2} + {} + data[2:] = {2, 4}; raised to rank 3: indices {1, 2, 1}, output {1, 2, 4}.
  void gatherNdWithBatchDims() {
    OneNode n("GatherND", 12, {"x", "i"}, {"y"}, {intAttr("batch_dims", 1)});
    n.value("x", kFloat, {2, 3, 4}).value("i", kInt64, {2, 1});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<GatherNd1Desc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {2, 3, 4}));
    QCOMPARE(d.IndicesTensor, plain(DataType::Int64, {1, 2, 1}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 2, 4}));
    QCOMPARE(d.InputDimensionCount, 3u);
    QCOMPARE(d.IndicesDimensionCount, 2u);
    QCOMPARE(d.BatchDimensionCount, 1u);
    expectOrigin(*t, "BatchDimensionCount", {"batch_dims = 1"});
    expectOrigin(*t, "IndicesDimensionCount", {"rank 2", "\"i\""});
    expectOrigin(*t, "OutputTensor.Sizes", {"[1, 2, 4]", "rank raised from 2 to 3"});
    expectValid(*t);

    // GatherND-11 has no batch_dims.
    OneNode v11("GatherND", 11, {"x", "i"}, {"y"});
    v11.value("x", kFloat, {2, 2}).value("i", kInt64, {2, 2});
    t = v11.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<GatherNd1Desc>(*t).BatchDimensionCount, 0u);
    QCOMPARE(descOf<GatherNd1Desc>(*t).OutputTensor.sizes, (std::vector<uint32_t>{1, 2}));
    expectOrigin(*t, "BatchDimensionCount", {"GatherND-11"});
    expectValid(*t);
  }

  // ScatterElements-13, axis 1: data {3, 3}, indices and updates {3, 2} → SCATTER at rank 2 (DirectML wants the
  // indices to match the data in every dimension but Axis, which dmlscope's validation checks). ScatterElements-16
  // with reduction "add" is declined by the EP (QueryScatter); Scatter-9 (the deprecated name) is SCATTER too.
  void scatterElementsAndReductions() {
    OneNode n("ScatterElements", 13, {"x", "i", "u"}, {"y"}, {intAttr("axis", 1)});
    n.value("x", kFloat, {3, 3}).value("i", kInt64, {3, 2}).value("u", kFloat, {3, 2});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<ScatterDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {3, 3}));
    QCOMPARE(d.IndicesTensor, plain(DataType::Int64, {3, 2}));
    QCOMPARE(d.UpdatesTensor, plain(DataType::Float32, {3, 2}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {3, 3}));
    QCOMPARE(d.Axis, 1u);
    QCOMPARE(t->inputValues, (std::vector<std::string>{"x", "i", "u"}));
    expectOrigin(*t, "Axis", {"axis = 1"});
    expectOrigin(*t, "UpdatesTensor.Sizes", {"[3, 2]", "input \"u\""});
    expectValid(*t);

    OneNode add("ScatterElements", 16, {"x", "i", "u"}, {"y"}, {stringAttr("reduction", "add")});
    add.value("x", kFloat, {3}).value("i", kInt64, {1}).value("u", kFloat, {1});
    t = add.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "ScatterElements reduction \"add\" is not run by") &&
                 contains(t.error().message, "CPU provider"),
             t.error().message.c_str());

    OneNode none("ScatterElements", 16, {"x", "i", "u"}, {"y"}, {stringAttr("reduction", "none")});
    none.value("x", kFloat, {3}).value("i", kInt64, {1}).value("u", kFloat, {1});
    QVERIFY(none.translate().ok());

    OneNode old("Scatter", 9, {"x", "i", "u"}, {"y"});
    old.value("x", kInt32, {4}).value("i", kInt32, {2}).value("u", kInt32, {2});
    t = old.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ScatterDesc>(*t).Axis, 0u);
    QCOMPARE(descOf<ScatterDesc>(*t).InputTensor, plain(DataType::Int32, {4}));
    expectValid(*t);
  }

  // ScatterND-11: data {4, 4, 4}, indices {2, 1}, updates {2} + data[1:] = {2, 4, 4}; raised to rank 3.
  void scatterNd() {
    OneNode n("ScatterND", 11, {"x", "i", "u"}, {"y"});
    n.value("x", kFloat, {4, 4, 4}).value("i", kInt64, {2, 1}).value("u", kFloat, {2, 4, 4});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<ScatterNdDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {4, 4, 4}));
    QCOMPARE(d.IndicesTensor, plain(DataType::Int64, {1, 2, 1}));
    QCOMPARE(d.UpdatesTensor, plain(DataType::Float32, {2, 4, 4}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {4, 4, 4}));
    QCOMPARE(d.InputDimensionCount, 3u);
    QCOMPARE(d.IndicesDimensionCount, 2u);
    expectOrigin(*t, "IndicesTensor.Sizes", {"[2, 1]", "rank raised from 2 to 3"});
    expectValid(*t);

    OneNode mul("ScatterND", 16, {"x", "i", "u"}, {"y"}, {stringAttr("reduction", "mul")});
    t = mul.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "reduction \"mul\""), t.error().message.c_str());
  }

  // Reshape-14 {2, 3} → {3, 2}: DmlOperatorCopy gives the output the input's descriptor, raised to 4-D; the
  // elements are the same in row-major order. Squeeze-13 and Flatten-21 likewise; Squeeze-21 is not registered.
  void copiesKeepTheInputsSizes() {
    OneNode n("Reshape", 14, {"x", "s"}, {"y"});
    n.value("x", kFloat, {2, 3}).value("y", kFloat, {3, 2}).constant(int64s("s", {3, 2}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<ElementWiseIdentityDesc>(*t);
    QCOMPARE(d.InputTensor, plain(DataType::Float32, {1, 1, 2, 3}));
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 1, 2, 3}));
    QVERIFY(!d.ScaleBias.has_value());
    QCOMPARE(t->inputValues, (std::vector<std::string>{"x"}));
    expectOrigin(*t, "OutputTensor.Sizes", {"input's sizes", "output \"y\" has shape [3, 2]"});
    expectOrigin(*t, "ScaleBias", {"null"});
    expectValid(*t);

    OneNode squeeze("Squeeze", 13, {"x", "axes"}, {"y"});
    squeeze.value("x", kInt64, {1, 5}).constant(int64s("axes", {0}));
    t = squeeze.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).OutputTensor, plain(DataType::Int64, {1, 1, 1, 5}));
    expectValid(*t);

    // Unsqueeze-11 {3} with axes [0, 2] → {1, 3, 1}: the descriptor is still the input's, raised: {1, 1, 1, 3}.
    OneNode unsqueeze("Unsqueeze", 11, {"x"}, {"y"}, {intsAttr("axes", {0, 2})});
    unsqueeze.value("x", kInt32, {3}).value("y", kInt32, {1, 3, 1});
    t = unsqueeze.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).InputTensor, plain(DataType::Int32, {1, 1, 1, 3}));
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).OutputTensor, plain(DataType::Int32, {1, 1, 1, 3}));
    expectOrigin(*t, "OutputTensor.Sizes", {"[1, 3, 1]", "rank raised from 1 to 4"});
    expectValid(*t);

    OneNode flatten("Flatten", 21, {"x"}, {"y"}, {intAttr("axis", 1)});
    flatten.value("x", kFloat16, {2, 3, 4});
    t = flatten.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).InputTensor, plain(DataType::Float16, {1, 2, 3, 4}));
    expectValid(*t);

    OneNode identity("Identity", 19, {"x"}, {"y"});
    identity.value("x", kBool, {3});
    t = identity.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).InputTensor, plain(DataType::UInt8, {1, 1, 1, 3}));
    expectOrigin(*t, "InputTensor.DataType", {"bool", "UINT8"});

    OneNode squeeze21("Squeeze", 21, {"x", "axes"}, {"y"});
    t = squeeze21.translate();
    QVERIFY(!t.ok());
    QVERIFY2(contains(t.error().message, "Squeeze-21") && contains(t.error().message, "1, 11, 13"),
             t.error().message.c_str());
  }

  // Transpose-13 without perm on {2, 3, 4}: the axes reversed, perm [2, 1, 0]; packed input strides {12, 4, 1}
  // permuted: {1, 4, 12}; sizes {4, 3, 2}; rank 3 kept, output packed.
  void transposeWithoutPerm() {
    OneNode n("Transpose", 13, {"x"}, {"y"});
    n.value("x", kFloat, {2, 3, 4});
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<ElementWiseIdentityDesc>(*t);
    TensorDesc in = plain(DataType::Float32, {4, 3, 2});
    in.strides = std::vector<uint32_t>{1, 4, 12};
    QCOMPARE(d.InputTensor, in);
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {4, 3, 2}));
    QVERIFY(!d.ScaleBias.has_value());
    expectOrigin(*t, "InputTensor.Strides", {"[1, 4, 12]", "[12, 4, 1]", "perm absent", "reversed", "[2, 1, 0]"});
    expectOrigin(*t, "InputTensor.Sizes", {"[4, 3, 2]", "[2, 3, 4]"});
    expectValid(*t);

    // perm [1, 0, 2]: sizes {3, 2, 4}, strides {4, 12, 1}.
    OneNode p("Transpose", 21, {"x"}, {"y"}, {intsAttr("perm", {1, 0, 2})});
    p.value("x", kInt8, {2, 3, 4});
    t = p.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).InputTensor.strides, (std::optional<std::vector<uint32_t>>(
                                                                         std::vector<uint32_t>{4, 12, 1})));
    QCOMPARE(descOf<ElementWiseIdentityDesc>(*t).OutputTensor.sizes, (std::vector<uint32_t>{3, 2, 4}));
    expectOrigin(*t, "InputTensor.Strides", {"perm = [1, 0, 2]"});
    expectValid(*t);
  }

  // Expand-13 of {3, 1} to shape [2, 1, 6]: the broadcast is {2, 3, 6}, raised {1, 2, 3, 6}; the input raised is
  // {1, 1, 3, 1}, so its strides are 0 where it has 1s and 1 on the 3: {0, 0, 1, 0}.
  void expandWithBroadcast() {
    OneNode n("Expand", 13, {"x", "shape"}, {"y"});
    n.value("x", kFloat, {3, 1}).constant(int64s("shape", {2, 1, 6}));
    auto t = n.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    const auto& d = descOf<ElementWiseIdentityDesc>(*t);
    TensorDesc in = plain(DataType::Float32, {1, 2, 3, 6});
    in.strides = std::vector<uint32_t>{0, 0, 1, 0};
    QCOMPARE(d.InputTensor, in);
    QCOMPARE(d.OutputTensor, plain(DataType::Float32, {1, 2, 3, 6}));
    expectOrigin(*t, "InputTensor.Strides", {"[0, 0, 1, 0]", "0 on dimensions [0, 1, 3]", "broadcast"});
    expectOrigin(*t, "InputTensor.Sizes", {"[3, 1]", "[2, 1, 6]", "input \"shape\""});
    expectValid(*t);

    // Nothing broadcast: no strides.
    OneNode same("Expand", 8, {"x", "shape"}, {"y"});
    same.value("x", kFloat, {2, 2}).constant(int64s("shape", {2, 2}));
    t = same.translate();
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    QVERIFY(!descOf<ElementWiseIdentityDesc>(*t).InputTensor.strides.has_value());
    expectValid(*t);
  }

  // A cross-check against ONNX's own node tests in Debian's libonnx-testdata, read with readOnnxModel: each
  // folder's node translated with its test_data_set_0 inputs given, validated, and every DirectML output's sizes
  // (leading 1s aside) against the dimensions of ONNX's expected output_K.pb (the element count only for the
  // copies, whose output descriptor is the input's, and Tile, which drops size-1 dimensions). Folders the EP does
  // not run are refused with the reason named here.
  void debianNodeTestsCrossCheck_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("refusal");  // empty: translated
    for (const char* folder :
         {"test_constant_pad", "test_edge_pad", "test_reflect_pad", "test_depthtospace_crd_mode_example",
          "test_depthtospace_example", "test_spacetodepth_example", "test_tile", "test_tile_precomputed",
          "test_split_equal_parts_2d", "test_split_variable_parts_default_axis", "test_concat_3d_axis_negative_2",
          "test_slice", "test_slice_neg_steps", "test_slice_end_out_of_bounds",
          "test_slice_negative_axes", "test_slice_default_axes", "test_gather_2d_indices",
          "test_gather_negative_indices", "test_gather_elements_1", "test_gathernd_example_int32_batch_dim1",
          "test_gathernd_example_float32", "test_scatter_elements_with_axis", "test_scatter_with_axis",
          "test_scatternd", "test_identity", "test_reshape_negative_dim", "test_squeeze_negative_axes",
          "test_unsqueeze_two_axes", "test_flatten_axis2", "test_transpose_default",
          "test_transpose_all_permutations_4", "test_expand_dim_changed", "test_expand_dim_unchanged"}) {
      QTest::newRow(folder) << QString(folder) << QString();
    }
    QTest::newRow("test_scatternd_add") << QString("test_scatternd_add") << QString("reduction \"add\"");
    // ONNX expects an empty 20×0×5 output; DirectML holds no empty tensor.
    QTest::newRow("test_slice_start_out_of_bounds") << QString("test_slice_start_out_of_bounds")
                                                    << QString("is empty along axis 1");
    QTest::newRow("test_split_zero_size_splits") << QString("test_split_zero_size_splits")
                                                 << QString("empty output");
  }
  void debianNodeTestsCrossCheck() {
    QFETCH(QString, folder);
    QFETCH(QString, refusal);
    const std::filesystem::path dir = std::filesystem::path("/usr/share/libonnx-testdata/data/node") /
                                      folder.toStdString();
    if (!std::filesystem::exists(dir / "model.onnx")) QSKIP("Debian's libonnx-testdata is not installed");
    auto model = readOnnxModel(dir / "model.onnx");
    QVERIFY2(model.ok(), model.ok() ? "" : model.error().message.c_str());
    QCOMPARE(model->nodes.size(), size_t{1});
    GivenTensors given;
    for (size_t k = 0; k < model->graphInputs.size(); ++k) {
      auto tensor = readTensorProtoFile(dir / "test_data_set_0" / ("input_" + std::to_string(k) + ".pb"));
      QVERIFY2(tensor.ok(), tensor.ok() ? "" : tensor.error().message.c_str());
      given[model->graphInputs[k]] = *tensor;
    }
    auto t = translateNode(*model, model->nodes[0], given);
    if (!refusal.isEmpty()) {
      QVERIFY(!t.ok());
      QVERIFY2(contains(t.error().message, refusal.toStdString()), t.error().message.c_str());
      return;
    }
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().message.c_str());
    expectValid(*t);
    const auto outSlots = outputSlots(t->desc);
    QCOMPARE(outSlots.size(), t->outputValues.size());
    const std::string op = model->nodes[0].opType;
    const bool countOnly = op == "Tile" || op == "Identity" || op == "Reshape" || op == "Squeeze" ||
                           op == "Unsqueeze" || op == "Flatten";
    for (uint32_t k = 0; k < outSlots.size(); ++k) {
      auto expected = readTensorProtoFile(dir / "test_data_set_0" / ("output_" + std::to_string(k) + ".pb"));
      QVERIFY2(expected.ok(), expected.ok() ? "" : expected.error().message.c_str());
      const std::vector<uint32_t>& sizes = outputTensor(t->desc, k).sizes;
      uint64_t count = 1;
      for (uint32_t s : sizes) count *= s;
      QCOMPARE(count, expected->elementCount);
      if (countOnly) continue;
      std::vector<int64_t> got(sizes.begin(), sizes.end()), want = expected->dims;
      while (got.size() > 1 && got.front() == 1 && got.size() > want.size()) got.erase(got.begin());
      QCOMPARE(got, want);
    }
  }

  // The table lists every row of issue 29 with the versions the EP registers.
  void tableListsTheOperators() {
    const auto rows = translatedOperators();
    QCOMPARE(rows.size(), size_t{20});
    // Each list ascends, and the EP registers only versions ONNX defines (a kernel for a version ONNX lacks would
    // never be picked).
    for (const TranslatedOperator& row : rows) {
      QVERIFY2(std::is_sorted(row.onnxVersions.begin(), row.onnxVersions.end()), std::string(row.opType).c_str());
      QVERIFY2(std::is_sorted(row.registeredVersions.begin(), row.registeredVersions.end()),
               std::string(row.opType).c_str());
      for (int64_t v : row.registeredVersions) {
        QVERIFY2(std::find(row.onnxVersions.begin(), row.onnxVersions.end(), v) != row.onnxVersions.end(),
                 (std::string(row.opType) + " " + std::to_string(v)).c_str());
      }
    }
    const auto pad = std::find_if(rows.begin(), rows.end(), [](const auto& r) { return r.opType == "Pad"; });
    QVERIFY(pad != rows.end());
    QCOMPARE(std::vector<int64_t>(pad->registeredVersions.begin(), pad->registeredVersions.end()),
             (std::vector<int64_t>{2, 11, 13, 18, 19, 21}));
    QCOMPARE(pad->directMlOperator, OperatorType::Padding1);
    QCOMPARE(onnxSinceVersion("Pad", 10), std::optional<int64_t>(2));
    QCOMPARE(onnxSinceVersion("Pad", 22), std::optional<int64_t>(21));
    QCOMPARE(onnxSinceVersion("GatherND", 12), std::optional<int64_t>(12));
    QCOMPARE(onnxSinceVersion("Expand", 7), std::nullopt);
  }
};

QTEST_GUILESS_MAIN(TstOnnxTranslation)
#include "tst_onnx_translation.moc"
