// readOnnxModel and readTensorProtoFile (dmlscope/onnx_model.h): Debian's libonnx-testdata node tests read in
// place and checked against ONNX's Python package (onnx.load, numpy_helper.to_array: a second reader) and against
// each operator's documented semantics worked here by hand; tensors with every typed field; inference of
// intermediate shapes; and bad models built with protobuf's C++ API, each of which must be an error naming what
// is wrong, never a crash.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/onnx_model.h"
#include "onnx/onnx_pb.h"

using namespace dmlscope;
using namespace dmlscope::onnx;

namespace {

const std::filesystem::path kNodeTests = "/usr/share/libonnx-testdata/data/node";

// The second reader: ONNX's own Python package. For each model, its nodes and graph inputs; for each tensor file,
// its type, dims and bytes as NumPy holds them (little-endian, row-major; bool as one byte 0/1).
constexpr const char* kPythonReader = R"PY(
import glob, json, os, sys
import onnx
from onnx import numpy_helper
root = sys.argv[1]
for model_path in sorted(glob.glob(os.path.join(root, '*', 'model.onnx'))):
    m = onnx.load(model_path, load_external_data=False)
    inits = {t.name for t in m.graph.initializer}
    print(json.dumps({'model': model_path,
        'ir': m.ir_version,
        'opsets': [[o.domain if o.domain != 'ai.onnx' else '', o.version] for o in m.opset_import],
        'nodes': [[n.op_type, list(n.input), list(n.output), len(n.attribute)] for n in m.graph.node],
        'inputs': [i.name for i in m.graph.input if i.name not in inits],
        'outputs': [o.name for o in m.graph.output]}))
for pb in sorted(glob.glob(os.path.join(root, '*', 'test_data_set_0', '*.pb'))):
    t = onnx.TensorProto()
    with open(pb, 'rb') as f:
        t.ParseFromString(f.read())
    if t.data_type not in (1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13):
        continue
    try:
        a = numpy_helper.to_array(t)
    except ValueError:  # a SequenceProto or OptionalProto file that happens to parse as a TensorProto
        print(json.dumps({'unreadable': pb}))
        continue
    print(json.dumps({'tensor': pb, 'type': t.data_type, 'dims': list(t.dims), 'hex': a.astype(a.dtype.newbyteorder('<')).tobytes().hex()}))
)PY";

std::vector<QJsonObject> pythonReads(const std::filesystem::path& root) {
  QProcess python;
  python.start("/usr/bin/python3", {"-c", kPythonReader, QString::fromStdString(root.string())});
  if (!python.waitForFinished(600'000) || python.exitCode() != 0) {
    qWarning() << python.readAllStandardError();
    return {};
  }
  std::vector<QJsonObject> lines;
  for (const auto& line : python.readAllStandardOutput().split('\n')) {
    if (!line.isEmpty()) lines.push_back(QJsonDocument::fromJson(line).object());
  }
  return lines;
}

std::vector<float> floatsOf(const OnnxTensor& tensor) {
  std::vector<float> values(tensor.data.size() / sizeof(float));
  std::memcpy(values.data(), tensor.data.data(), values.size() * sizeof(float));
  return values;
}

std::vector<int64_t> int64sOf(const OnnxTensor& tensor) {
  std::vector<int64_t> values(tensor.data.size() / sizeof(int64_t));
  std::memcpy(values.data(), tensor.data.data(), values.size() * sizeof(int64_t));
  return values;
}

OnnxTensor readTensor(const std::filesystem::path& path) {
  auto tensor = readTensorProtoFile(path);
  if (!tensor) qWarning() << tensor.error().message.c_str();
  return tensor ? *tensor : OnnxTensor{};
}

std::span<const std::byte> bytesOf(const std::string& text) { return std::as_bytes(std::span(text.data(), text.size())); }

void writeFile(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

::onnx::ValueInfoProto* addTensorValue(google::protobuf::RepeatedPtrField<::onnx::ValueInfoProto>* list,
                                       const std::string& name, int32_t type, std::vector<int64_t> dims,
                                       std::vector<std::string> symbols = {}) {
  auto* value = list->Add();
  value->set_name(name);
  auto* tensorType = value->mutable_type()->mutable_tensor_type();
  tensorType->set_elem_type(type);
  auto* shape = tensorType->mutable_shape();
  for (size_t d = 0; d < dims.size(); ++d) {
    if (d < symbols.size() && !symbols[d].empty()) {
      shape->add_dim()->set_dim_param(symbols[d]);
    } else {
      shape->add_dim()->set_dim_value(dims[d]);
    }
  }
  return value;
}

// x (float [2, 3, 4]) → Identity → a single-node model, the base of most bad models below.
::onnx::ModelProto identityModel(int64_t opset = 13) {
  ::onnx::ModelProto model;
  model.set_ir_version(8);
  auto* import = model.add_opset_import();
  import->set_domain("");
  import->set_version(opset);
  auto* graph = model.mutable_graph();
  graph->set_name("g");
  addTensorValue(graph->mutable_input(), "x", 1, {2, 3, 4});
  auto* node = graph->add_node();
  node->set_op_type("Identity");
  node->set_name("id0");
  node->add_input("x");
  node->add_output("y");
  graph->add_output()->set_name("y");
  return model;
}

// A model with one float initializer "w" of `dims` whose data is external (location, offset, length).
::onnx::ModelProto externalModel(const std::string& location, int64_t offset, int64_t length) {
  auto model = identityModel();
  auto* w = model.mutable_graph()->add_initializer();
  w->set_name("w");
  w->set_data_type(1);
  w->add_dims(2);
  w->add_dims(2);
  w->set_data_location(::onnx::TensorProto::EXTERNAL);
  auto add = [&](const char* key, const std::string& value) {
    auto* entry = w->add_external_data();
    entry->set_key(key);
    entry->set_value(value);
  };
  add("location", location);
  add("offset", std::to_string(offset));
  if (length >= 0) add("length", std::to_string(length));
  auto* node = model.mutable_graph()->add_node();
  node->set_op_type("Add");
  node->add_input("y");
  node->add_input("w");
  node->add_output("z");
  return model;
}

std::string varint(uint64_t value) {
  std::string out;
  while (value >= 0x80) {
    out.push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out.push_back(static_cast<char>(value));
  return out;
}

std::string lengthDelimited(uint32_t field, const std::string& payload) {
  return varint((uint64_t{field} << 3) | 2) + varint(payload.size()) + payload;
}

}  // namespace

class TestOnnxModel : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (!std::filesystem::exists(kNodeTests)) QFAIL("libonnx-testdata is not installed (scripts/setup.sh installs it)");
  }

  // Every node test model of libonnx-testdata opens, with the nodes, opsets, inputs and outputs that ONNX's own
  // Python reader sees; every tensor file of a DirectML type reads to NumPy's dims and bytes.
  void nodeTestsAgreeWithOnnxPython() {
    const auto lines = pythonReads(kNodeTests);
    QVERIFY2(lines.size() > 1000, "the Python reader (python3-onnx) printed too little");
    int models = 0, tensors = 0;
    for (const auto& line : lines) {
      if (line.contains("model")) {
        const std::string path = line["model"].toString().toStdString();
        auto model = readOnnxModel(path);
        QVERIFY2(model.ok(), (path + ": " + (model ? "" : model.error().message)).c_str());
        QCOMPARE(model->irVersion, line["ir"].toInteger());
        const auto opsets = line["opsets"].toArray();
        QCOMPARE(model->opsets.size(), size_t(opsets.size()));
        for (qsizetype i = 0; i < opsets.size(); ++i) {
          QCOMPARE(model->opsets[size_t(i)].domain, opsets[i][0].toString().toStdString());
          QCOMPARE(model->opsets[size_t(i)].version, opsets[i][1].toInteger());
        }
        const auto nodes = line["nodes"].toArray();
        QCOMPARE(model->nodes.size(), size_t(nodes.size()));
        for (qsizetype i = 0; i < nodes.size(); ++i) {
          const auto& node = model->nodes[size_t(i)];
          const auto expected = nodes[i].toArray();
          QCOMPARE(node.index, uint32_t(i));
          QCOMPARE(node.opType, expected[0].toString().toStdString());
          QCOMPARE(node.inputs.size(), size_t(expected[1].toArray().size()));
          for (qsizetype k = 0; k < expected[1].toArray().size(); ++k) {
            QCOMPARE(node.inputs[size_t(k)], expected[1].toArray()[k].toString().toStdString());
          }
          QCOMPARE(node.outputs.size(), size_t(expected[2].toArray().size()));
          QCOMPARE(node.attributes.size(), size_t(expected[3].toInt()));
        }
        std::vector<std::string> inputs, outputs;
        for (const auto& v : line["inputs"].toArray()) inputs.push_back(v.toString().toStdString());
        for (const auto& v : line["outputs"].toArray()) outputs.push_back(v.toString().toStdString());
        QCOMPARE(model->graphInputs, inputs);
        QCOMPARE(model->graphOutputs, outputs);
        ++models;
      } else if (line.contains("unreadable")) {
        // NumPy cannot shape it (its dims do not match its data): neither may we read it.
        const std::string path = line["unreadable"].toString().toStdString();
        QVERIFY2(!readTensorProtoFile(path).ok(), path.c_str());
      } else {
        const std::string path = line["tensor"].toString().toStdString();
        auto tensor = readTensorProtoFile(path);
        QVERIFY2(tensor.ok(), (path + ": " + (tensor ? "" : tensor.error().message)).c_str());
        QCOMPARE(tensor->onnxType, line["type"].toInt());
        std::vector<int64_t> dims;
        for (const auto& d : line["dims"].toArray()) dims.push_back(d.toInteger());
        QCOMPARE(tensor->dims, dims);
        const QByteArray bytes(reinterpret_cast<const char*>(tensor->data.data()), qsizetype(tensor->data.size()));
        QVERIFY2(bytes.toHex() == line["hex"].toString().toLatin1(), path.c_str());
        ++tensors;
      }
    }
    qInfo("%d models and %d tensor files read as onnx's Python package reads them", models, tensors);
    QVERIFY(models > 500);
    QVERIFY(tensors > 1000);
  }

  // test_constant_pad: Pad-13 with pads and value as inputs; the shapes the model states, and y's shape is x's
  // plus the begin and end pads read from input_1.pb (ONNX's Pad page: y_i = x_i + pads[i] + pads[i + rank]).
  void constantPad() {
    const auto folder = kNodeTests / "test_constant_pad";
    auto model = readOnnxModel(folder / "model.onnx");
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    QCOMPARE(model->opsets, (std::vector<OnnxOpsetImport>{{"", 13}}));
    QCOMPARE(model->nodes.size(), size_t(1));
    const auto& pad = model->nodes[0];
    QCOMPARE(pad.opType, std::string("Pad"));
    QCOMPARE(pad.opsetVersion, int64_t(13));
    QCOMPARE(pad.inputs, (std::vector<std::string>{"x", "pads", "value"}));
    const auto* mode = pad.attribute("mode");
    QVERIFY(mode != nullptr);
    QCOMPARE(mode->kind, OnnxAttribute::Kind::String);
    QCOMPARE(mode->s, std::string("constant"));
    QVERIFY(pad.attribute("axes") == nullptr);
    QCOMPARE(model->graphInputs, (std::vector<std::string>{"x", "pads", "value"}));
    QVERIFY(model->constants.empty());
    QVERIFY(model->inferenceNotes.empty());
    const auto* x = model->value("x");
    const auto* y = model->value("y");
    QVERIFY(x && y && x->fullyKnown() && y->fullyKnown());
    QCOMPARE(x->onnxType, 1);
    QCOMPARE(model->value("pads")->onnxType, 7);

    const auto xIn = readTensor(folder / "test_data_set_0/input_0.pb");
    const auto pads = readTensor(folder / "test_data_set_0/input_1.pb");
    const auto value = readTensor(folder / "test_data_set_0/input_2.pb");
    const auto yOut = readTensor(folder / "test_data_set_0/output_0.pb");
    QCOMPARE(xIn.dims, (std::vector<int64_t>{1, 3, 4, 5}));
    QCOMPARE(pads.dataType, DataType::Int64);
    const auto padValues = int64sOf(pads);
    QCOMPARE(padValues.size(), size_t(8));
    std::vector<int64_t> padded;
    for (size_t i = 0; i < 4; ++i) padded.push_back(xIn.dims[i] + padValues[i] + padValues[i + 4]);
    QCOMPARE(yOut.dims, padded);
    for (size_t i = 0; i < 4; ++i) QCOMPARE((*y->shape)[i], std::optional<int64_t>(padded[i]));
    // Every element of y is x's element shifted by the begin pads, or the constant value outside.
    const auto xs = floatsOf(xIn), ys = floatsOf(yOut);
    const float constant = floatsOf(value).at(0);
    QCOMPARE(value.dims, std::vector<int64_t>{});
    QCOMPARE(value.elementCount, uint64_t(1));
    size_t checked = 0;
    for (int64_t c = 0; c < padded[1]; ++c) {
      for (int64_t h = 0; h < padded[2]; ++h) {
        for (int64_t w = 0; w < padded[3]; ++w) {
          const int64_t sc = c - padValues[1], sh = h - padValues[2], sw = w - padValues[3];
          const bool inside = sc >= 0 && sc < 3 && sh >= 0 && sh < 4 && sw >= 0 && sw < 5;
          const float expected = inside ? xs[size_t((sc * 4 + sh) * 5 + sw)] : constant;
          QCOMPARE(ys[size_t((c * padded[2] + h) * padded[3] + w)], expected);
          ++checked;
        }
      }
    }
    QCOMPARE(checked, ys.size());
  }

  // test_depthtospace_crd_mode_example: ONNX's DepthToSpace page, CRD: y[n, c, h*b + i, w*b + j] =
  // x[n, c*b*b + i*b + j, h, w].
  void depthToSpaceCrd() {
    const auto folder = kNodeTests / "test_depthtospace_crd_mode_example";
    auto model = readOnnxModel(folder / "model.onnx");
    QVERIFY(model.ok());
    const auto& node = model->nodes.at(0);
    QCOMPARE(node.label(), std::string("DepthToSpace node 0"));
    QCOMPARE(node.attribute("blocksize")->kind, OnnxAttribute::Kind::Int);
    QCOMPARE(node.attribute("blocksize")->i, int64_t(2));
    QCOMPARE(node.attribute("mode")->s, std::string("CRD"));
    const auto x = readTensor(folder / "test_data_set_0/input_0.pb");
    const auto y = readTensor(folder / "test_data_set_0/output_0.pb");
    QCOMPARE(x.dims, (std::vector<int64_t>{1, 8, 2, 3}));
    QCOMPARE(y.dims, (std::vector<int64_t>{1, 2, 4, 6}));
    const auto xs = floatsOf(x), ys = floatsOf(y);
    for (int c = 0; c < 2; ++c)
      for (int h = 0; h < 2; ++h)
        for (int w = 0; w < 3; ++w)
          for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) {
              QCOMPARE(ys[size_t((c * 4 + h * 2 + i) * 6 + w * 2 + j)], xs[size_t(((c * 4 + i * 2 + j) * 2 + h) * 3 + w)]);
            }
  }

  // test_slice_neg_steps: ONNX's Slice page: starts and ends clamped to [0, dim] for positive steps and to
  // [-1, dim - 1] for negative ones (after adding dim to negative values).
  void sliceNegativeSteps() {
    const auto folder = kNodeTests / "test_slice_neg_steps";
    auto model = readOnnxModel(folder / "model.onnx");
    QVERIFY(model.ok());
    QCOMPARE(model->nodes.at(0).inputs.size(), size_t(5));
    const auto x = readTensor(folder / "test_data_set_0/input_0.pb");
    const auto starts = int64sOf(readTensor(folder / "test_data_set_0/input_1.pb"));
    const auto ends = int64sOf(readTensor(folder / "test_data_set_0/input_2.pb"));
    const auto axes = int64sOf(readTensor(folder / "test_data_set_0/input_3.pb"));
    const auto steps = int64sOf(readTensor(folder / "test_data_set_0/input_4.pb"));
    const auto y = readTensor(folder / "test_data_set_0/output_0.pb");
    QCOMPARE(axes, (std::vector<int64_t>{0, 1, 2}));
    std::vector<std::vector<int64_t>> picked(3);
    for (size_t a = 0; a < 3; ++a) {
      const int64_t dim = x.dims[a];
      int64_t start = starts[a] < 0 ? starts[a] + dim : starts[a];
      int64_t end = ends[a] < 0 ? ends[a] + dim : ends[a];
      if (steps[a] > 0) {
        start = std::clamp<int64_t>(start, 0, dim);
        end = std::clamp<int64_t>(end, 0, dim);
        for (int64_t k = start; k < end; k += steps[a]) picked[a].push_back(k);
      } else {
        start = std::clamp<int64_t>(start, -1, dim - 1);
        end = std::clamp<int64_t>(end, -1, dim - 1);
        for (int64_t k = start; k > end; k += steps[a]) picked[a].push_back(k);
      }
    }
    QCOMPARE(y.dims, (std::vector<int64_t>{int64_t(picked[0].size()), int64_t(picked[1].size()),
                                            int64_t(picked[2].size())}));
    const auto xs = floatsOf(x), ys = floatsOf(y);
    size_t at = 0;
    for (auto i : picked[0])
      for (auto j : picked[1])
        for (auto k : picked[2]) QCOMPARE(ys[at++], xs[size_t((i * x.dims[1] + j) * x.dims[2] + k)]);
  }

  // test_gather_0: axis 0, int64 indices: y[k, ...] = data[indices[k], ...].
  void gatherAxis0() {
    const auto folder = kNodeTests / "test_gather_0";
    auto model = readOnnxModel(folder / "model.onnx");
    QVERIFY(model.ok());
    QCOMPARE(model->nodes.at(0).attribute("axis")->i, int64_t(0));
    const auto data = readTensor(folder / "test_data_set_0/input_0.pb");
    const auto indices = readTensor(folder / "test_data_set_0/input_1.pb");
    const auto y = readTensor(folder / "test_data_set_0/output_0.pb");
    QCOMPARE(indices.dataType, DataType::Int64);
    const auto rows = int64sOf(indices);
    const auto ds = floatsOf(data), ys = floatsOf(y);
    const size_t rowSize = ds.size() / size_t(data.dims[0]);
    QCOMPARE(ys.size(), rows.size() * rowSize);
    for (size_t k = 0; k < rows.size(); ++k)
      for (size_t e = 0; e < rowSize; ++e) QCOMPARE(ys[k * rowSize + e], ds[size_t(rows[k]) * rowSize + e]);
  }

  // Shapes of intermediate values come from ONNX's shape inference: x [N, 3, 4] → Transpose(perm 2, 0, 1) → t
  // [4, N, 3] → Unsqueeze(axes [0], a Constant node) → u [1, 4, N, 3]; Constant nodes' values are constants.
  void inferredIntermediateShapes() {
    auto proto = identityModel();
    auto* graph = proto.mutable_graph();
    graph->clear_input();
    addTensorValue(graph->mutable_input(), "x", 1, {0, 3, 4}, {"N"});
    graph->clear_node();
    auto* transpose = graph->add_node();
    transpose->set_op_type("Transpose");
    transpose->add_input("x");
    transpose->add_output("t");
    auto* perm = transpose->add_attribute();
    perm->set_name("perm");
    perm->set_type(::onnx::AttributeProto::INTS);
    for (int64_t p : {2, 0, 1}) perm->add_ints(p);
    auto* constant = graph->add_node();
    constant->set_op_type("Constant");
    constant->add_output("axes");
    auto* value = constant->add_attribute();
    value->set_name("value");
    value->set_type(::onnx::AttributeProto::TENSOR);
    value->mutable_t()->set_data_type(7);
    value->mutable_t()->add_dims(1);
    value->mutable_t()->add_int64_data(0);
    // The other form of a Constant: value_ints (libonnx 1.12 infers Unsqueeze only from a `value` tensor).
    auto* listConstant = graph->add_node();
    listConstant->set_op_type("Constant");
    listConstant->add_output("k");
    auto* ints = listConstant->add_attribute();
    ints->set_name("value_ints");
    ints->set_type(::onnx::AttributeProto::INTS);
    ints->add_ints(3);
    ints->add_ints(-4);
    auto* unsqueeze = graph->add_node();
    unsqueeze->set_op_type("Unsqueeze");
    unsqueeze->add_input("t");
    unsqueeze->add_input("axes");
    unsqueeze->add_output("u");
    graph->clear_output();
    graph->add_output()->set_name("u");
    const std::string bytes = proto.SerializeAsString();
    auto model = parseOnnxModel(bytesOf(bytes), "inferred.onnx", ".");
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    const std::optional<int64_t> n;
    QCOMPARE(model->value("x")->shape, (std::optional<std::vector<std::optional<int64_t>>>({n, 3, 4})));
    QCOMPARE(model->value("t")->shape, (std::optional<std::vector<std::optional<int64_t>>>({4, n, 3})));
    QCOMPARE(model->value("u")->shape, (std::optional<std::vector<std::optional<int64_t>>>({1, 4, n, 3})));
    QVERIFY(!model->value("u")->fullyKnown());
    QCOMPARE(model->value("u")->onnxType, 1);
    const auto* axes = model->constant("axes");
    QVERIFY(axes != nullptr);
    QCOMPARE(axes->dims, std::vector<int64_t>{1});
    QCOMPARE(int64sOf(*axes), std::vector<int64_t>{0});
    QCOMPARE(axes->name, std::string("axes"));
    const auto* k = model->constant("k");
    QVERIFY(k != nullptr);
    QCOMPARE(k->dims, std::vector<int64_t>{2});
    QCOMPARE(k->dataType, DataType::Int64);
    QCOMPARE(int64sOf(*k), (std::vector<int64_t>{3, -4}));
    QVERIFY2(model->inferenceNotes.empty(), model->inferenceNotes.empty() ? "" : model->inferenceNotes[0].c_str());
    QCOMPARE(model->graphInputs, std::vector<std::string>{"x"});
  }

  // A model importing ai.onnx 21 (libonnx 1.12 knows up to 17) still opens; its nodes keep their opset, the
  // shapes it states stay, and the notes say that nothing was inferred and which outputs have no shape.
  void opsetNewerThanLibonnxStillOpens() {
    auto proto = identityModel(21);
    auto* graph = proto.mutable_graph();
    graph->clear_node();
    addTensorValue(graph->mutable_input(), "pads", 7, {2});
    addTensorValue(graph->mutable_input(), "axes", 7, {1});
    auto* pad = graph->add_node();
    pad->set_op_type("Pad");
    pad->set_name("pad18");
    for (const char* input : {"x", "pads", "", "axes"}) pad->add_input(input);
    pad->add_output("y");
    const std::string bytes = proto.SerializeAsString();
    auto model = parseOnnxModel(bytesOf(bytes), "new.onnx", ".");
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    QCOMPARE(model->nodes.at(0).opsetVersion, int64_t(21));
    QCOMPARE(model->nodes.at(0).inputs.at(2), std::string());
    QVERIFY(model->value("x")->fullyKnown());
    QCOMPARE(model->inferenceNotes.size(), size_t(2));
    QVERIFY(model->inferenceNotes[0].find("ai.onnx opset 21") != std::string::npos);
    QVERIFY(model->inferenceNotes[0].find("up to 17") != std::string::npos);
    QVERIFY(model->inferenceNotes[1].find("Pad node 0 \"pad18\"") != std::string::npos);
    QVERIFY(model->inferenceNotes[1].find("\"y\"") != std::string::npos);
  }

  // TensorProto's typed fields, each with a value whose bytes are worked out by hand.
  void typedFields() {
    auto check = [](::onnx::TensorProto proto, std::vector<uint8_t> expected, DataType type) {
      proto.set_name("t");
      const std::string bytes = proto.SerializeAsString();
      auto tensor = parseTensorProto(bytesOf(bytes), "t.pb");
      QVERIFY2(tensor.ok(), tensor ? "" : tensor.error().message.c_str());
      QCOMPARE(tensor->dataType, type);
      std::vector<uint8_t> got(tensor->data.size());
      std::memcpy(got.data(), tensor->data.data(), got.size());
      QCOMPARE(got, expected);
    };
    ::onnx::TensorProto t;
    t.set_data_type(3);  // int8 in int32_data: -1, 5
    t.add_dims(2);
    t.add_int32_data(-1);
    t.add_int32_data(5);
    check(t, {0xff, 0x05}, DataType::Int8);
    t.set_data_type(10);  // float16 as its bits: 1.0 = 0x3c00, -2.0 = 0xc000
    t.clear_int32_data();
    t.add_int32_data(0x3c00);
    t.add_int32_data(0xc000);
    check(t, {0x00, 0x3c, 0x00, 0xc0}, DataType::Float16);
    t.set_data_type(9);  // bool: any non-zero is 1
    t.clear_int32_data();
    t.add_int32_data(0);
    t.add_int32_data(2);
    check(t, {0, 1}, DataType::UInt8);
    t.set_data_type(4);  // uint16 65535
    t.clear_int32_data();
    t.add_int32_data(65535);
    t.add_int32_data(256);
    check(t, {0xff, 0xff, 0x00, 0x01}, DataType::UInt16);
    ::onnx::TensorProto f;
    f.set_data_type(1);  // float 1.0 = 0x3f800000
    f.add_float_data(1.0f);
    check(f, {0x00, 0x00, 0x80, 0x3f}, DataType::Float32);  // no dims: a scalar
    ::onnx::TensorProto l;
    l.set_data_type(7);
    l.add_dims(1);
    l.add_int64_data(-2);
    check(l, {0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, DataType::Int64);
    ::onnx::TensorProto d;
    d.set_data_type(11);  // double 2.0 = 0x4000000000000000
    d.add_dims(1);
    d.add_double_data(2.0);
    check(d, {0, 0, 0, 0, 0, 0, 0, 0x40}, DataType::Float64);
    ::onnx::TensorProto u;
    u.set_data_type(12);  // uint32 in uint64_data
    u.add_dims(1);
    u.add_uint64_data(0x01020304);
    check(u, {0x04, 0x03, 0x02, 0x01}, DataType::UInt32);
    u.set_data_type(13);
    check(u, {0x04, 0x03, 0x02, 0x01, 0, 0, 0, 0}, DataType::UInt64);

    // One value too few: named with the field and both counts.
    ::onnx::TensorProto shortField;
    shortField.set_data_type(1);
    shortField.add_dims(3);
    shortField.add_float_data(1);
    shortField.add_float_data(2);
    const std::string bytes = shortField.SerializeAsString();
    auto tensor = parseTensorProto(bytesOf(bytes), "short.pb");
    QVERIFY(!tensor.ok());
    QVERIFY(tensor.error().message.find("short.pb") != std::string::npos);
    QVERIFY(tensor.error().message.find("float_data holds 2 values, but its dims make 3") != std::string::npos);
    ::onnx::TensorProto raw;
    raw.set_data_type(6);
    raw.add_dims(2);
    raw.set_raw_data(std::string(7, '\0'));
    const std::string rawBytes = raw.SerializeAsString();
    tensor = parseTensorProto(bytesOf(rawBytes), "raw.pb");
    QVERIFY(!tensor.ok());
    QVERIFY(tensor.error().message.find("raw_data holds 7 bytes") != std::string::npos);
    QVERIFY(tensor.error().message.find("8 bytes") != std::string::npos);
  }

  void truncatedAndNonProtobufBytes() {
    const std::string whole = identityModel().SerializeAsString();
    auto model = parseOnnxModel(bytesOf(whole.substr(0, whole.size() - 5)), "cut.onnx", ".");
    QVERIFY(!model.ok());
    QCOMPARE(model.error().message, std::string("cut.onnx: not an ONNX model (not protobuf) or truncated"));
    std::mt19937 random(29);
    int refused = 0;
    for (int i = 0; i < 200; ++i) {
      std::string noise(size_t(1 + random() % 512), '\0');
      for (auto& c : noise) c = static_cast<char>(random());
      auto read = parseOnnxModel(bytesOf(noise), "noise.onnx", ".");
      QVERIFY(!read.ok());  // never a graph by chance, and never a crash
      QVERIFY(read.error().message.rfind("noise.onnx: ", 0) == 0);
      refused += read.error().message.find("not an ONNX model") != std::string::npos;
    }
    QCOMPARE(refused, 200);
    // A file on disk: the message names it.
    QTemporaryDir dir;
    const auto path = std::filesystem::path(dir.path().toStdString()) / "text.onnx";
    writeFile(path, "this is not a model\n");
    model = readOnnxModel(path);
    QVERIFY(!model.ok());
    QVERIFY(model.error().message.find(path.string()) != std::string::npos);
    QVERIFY(model.error().message.find("not an ONNX model") != std::string::npos);
    QVERIFY(!readOnnxModel(path.parent_path() / "absent.onnx").ok());
  }

  void nodeNamingAMissingInput() {
    auto proto = identityModel();
    auto* node = proto.mutable_graph()->add_node();
    node->set_op_type("Add");
    node->set_name("sum");
    node->add_input("y");
    node->add_input("ghost");
    node->add_output("z");
    const std::string bytes = proto.SerializeAsString();
    auto model = parseOnnxModel(bytesOf(bytes), "missing.onnx", ".");
    QVERIFY(!model.ok());
    QVERIFY(model.error().message.find("missing.onnx") != std::string::npos);
    QVERIFY(model.error().message.find("Add node 1 \"sum\" names input \"ghost\"") != std::string::npos);
    // An output of a later node is not yet defined either.
    auto later = identityModel();
    later.mutable_graph()->mutable_node(0)->set_input(0, "z");
    auto* after = later.mutable_graph()->add_node();
    after->set_op_type("Identity");
    after->add_input("x");
    after->add_output("z");
    const std::string laterBytes = later.SerializeAsString();
    model = parseOnnxModel(bytesOf(laterBytes), "order.onnx", ".");
    QVERIFY(!model.ok());
    QVERIFY(model.error().message.find("Identity node 0 \"id0\" names input \"z\"") != std::string::npos);
  }

  void externalData() {
    QTemporaryDir dir;
    const std::filesystem::path folder = dir.path().toStdString();
    std::string weights(8, '\x7f');
    for (float v : {1.0f, 2.0f, 3.0f, 4.0f}) weights.append(reinterpret_cast<const char*>(&v), 4);
    writeFile(folder / "weights.bin", weights);
    std::filesystem::create_directory(folder / "sub");
    writeFile(folder / "sub" / "w.bin", weights.substr(8));

    writeFile(folder / "good.onnx", externalModel("weights.bin", 8, 16).SerializeAsString());
    auto model = readOnnxModel(folder / "good.onnx");
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    QCOMPARE(floatsOf(*model->constant("w")), (std::vector<float>{1, 2, 3, 4}));
    QCOMPARE(model->graphInputs, std::vector<std::string>{"x"});
    writeFile(folder / "nolength.onnx", externalModel("sub/w.bin", 0, -1).SerializeAsString());
    model = readOnnxModel(folder / "nolength.onnx");
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    QCOMPARE(floatsOf(*model->constant("w")), (std::vector<float>{1, 2, 3, 4}));

    struct Bad {
      std::string location;
      int64_t offset, length;
      std::string words;
    };
    const std::vector<Bad> bad = {
        {"absent.bin", 0, 16, "does not exist"},
        {"weights.bin", 12, 16, "shorter than stated: it has 24 bytes, the tensor needs bytes 12 to 28"},
        {"weights.bin", 100, -1, "shorter than stated"},
        {"weights.bin", 0, 12, "length is 12 bytes, but its dims and type make 16 bytes"},
        {"../weights.bin", 0, 16, "outside the model's folder"},
        {"sub/../../weights.bin", 0, 16, "outside the model's folder"},
        {"/etc/passwd", 0, 16, "outside the model's folder"},
        {"sub", 0, 16, "is not a file"},
    };
    for (const auto& b : bad) {
      writeFile(folder / "bad.onnx", externalModel(b.location, b.offset, b.length).SerializeAsString());
      model = readOnnxModel(folder / "bad.onnx");
      QVERIFY2(!model.ok(), b.location.c_str());
      const auto& message = model.error().message;
      QVERIFY2(message.find(b.words) != std::string::npos, message.c_str());
      QVERIFY2(message.find("initializer \"w\"") != std::string::npos, message.c_str());
      QVERIFY2(message.find("bad.onnx") != std::string::npos, message.c_str());
    }
    // From bytes without a folder's file: a bare tensor with external data is refused, naming its location.
    ::onnx::TensorProto bare = externalModel("weights.bin", 8, 16).graph().initializer(0);
    const std::string bareBytes = bare.SerializeAsString();
    auto tensor = parseTensorProto(bytesOf(bareBytes), "bare.pb");
    QVERIFY(!tensor.ok());
    QVERIFY(tensor.error().message.find("\"weights.bin\"") != std::string::npos);
    writeFile(folder / "bare.pb", bareBytes);
    auto fromFile = readTensorProtoFile(folder / "bare.pb");
    QVERIFY2(fromFile.ok(), fromFile ? "" : fromFile.error().message.c_str());
    QCOMPARE(floatsOf(*fromFile), (std::vector<float>{1, 2, 3, 4}));
  }

  void dimsThatOverflowOrAreNegative() {
    auto check = [](std::vector<int64_t> dims, const std::string& words) {
      auto proto = identityModel();
      auto* w = proto.mutable_graph()->add_initializer();
      w->set_name("w");
      w->set_data_type(1);
      for (auto d : dims) w->add_dims(d);
      const std::string bytes = proto.SerializeAsString();
      auto model = parseOnnxModel(bytesOf(bytes), "dims.onnx", ".");
      QVERIFY(!model.ok());
      QVERIFY2(model.error().message.find(words) != std::string::npos, model.error().message.c_str());
      QVERIFY2(model.error().message.find("initializer \"w\" of dims.onnx") != std::string::npos,
               model.error().message.c_str());
    };
    check({int64_t(1) << 32, int64_t(1) << 32}, "dims overflow");
    check({int64_t(1) << 62, 4, 0}, "dims overflow");
    check({int64_t(1) << 59, 2}, "float_data holds 0 values");  // 2^62 bytes: no overflow, but no data
    check({2, -3}, "dims[1] is -3: a dimension cannot be negative");
    check({int64_t(1) << 62}, "dims overflow: the tensor's byte size is larger than 2^64");
  }

  // 10^6 tiny nodes (an Identity chain) read within seconds (shape inference skipped and said); 10^7 + 1 are refused
  // before protobuf builds them.
  void aMillionNodes() {
    auto proto = identityModel();
    auto* graph = proto.mutable_graph();
    graph->clear_node();
    constexpr int kNodes = 1'000'000;
    for (int i = 0; i < kNodes; ++i) {
      auto* node = graph->add_node();
      node->set_op_type("Identity");
      node->add_input(i == 0 ? "x" : "v" + std::to_string(i - 1));
      node->add_output("v" + std::to_string(i));
    }
    graph->mutable_output(0)->set_name("v" + std::to_string(kNodes - 1));
    const std::string bytes = proto.SerializeAsString();
    proto.Clear();
    QElapsedTimer timer;
    timer.start();
    auto model = parseOnnxModel(bytesOf(bytes), "million.onnx", ".");
    const auto ms = timer.elapsed();
    qInfo("10^6 nodes (%zu bytes) read in %lld ms", bytes.size(), static_cast<long long>(ms));
    QVERIFY2(model.ok(), model ? "" : model.error().message.c_str());
    QCOMPARE(model->nodes.size(), size_t(kNodes));
    QCOMPARE(model->nodes.back().index, uint32_t(kNodes - 1));
    // Past 10^5 nodes shape inference is skipped, and said so; the stated shapes stay.
    QVERIFY(model->value("x")->fullyKnown());
    QVERIFY(model->value("v999999") == nullptr || !model->value("v999999")->shape);
    QVERIFY(!model->inferenceNotes.empty());
    QVERIFY(model->inferenceNotes[0].find("shape inference skipped: the model has 1000000 nodes") != std::string::npos);
    QVERIFY(ms < 10'000);

    // 10^7 + 1 empty nodes: two bytes each on the wire (field 1 of GraphProto, length 0).
    std::string graphBytes;
    graphBytes.reserve(2 * (kMaxOnnxNodes + 1));
    for (uint64_t i = 0; i <= kMaxOnnxNodes; ++i) graphBytes.append("\x0a\x00", 2);
    const std::string tooMany = lengthDelimited(7, graphBytes);
    timer.restart();
    model = parseOnnxModel(bytesOf(tooMany), "many.onnx", ".");
    QVERIFY(!model.ok());
    QCOMPARE(model.error().message, std::string("many.onnx: too many nodes: 10000001 (dmlscope reads at most 10000000)"));
    QVERIFY(timer.elapsed() < 10'000);
  }

  // A graph attribute nested 10^4 deep (If's then_branch inside If inside …): protobuf's recursion limit refuses
  // it, and the message says why.
  void graphsNestedTenThousandDeep() {
    // Built back to front (reversed), so that each level costs its own few bytes, not a copy of all inside it.
    std::string reversed;
    auto prepend = [&](const std::string& bytes) { reversed.append(bytes.rbegin(), bytes.rend()); };
    auto wrap = [&](uint32_t field) { prepend(varint((uint64_t{field} << 3) | 2) + varint(reversed.size())); };
    prepend(lengthDelimited(2, "inner"));  // GraphProto.name
    for (int level = 0; level < 10'000; ++level) {
      wrap(6);                                      // AttributeProto.g
      prepend(lengthDelimited(1, "then_branch"));   // AttributeProto.name
      wrap(5);                                      // NodeProto.attribute
      prepend(lengthDelimited(4, "If"));            // NodeProto.op_type
      wrap(1);                                      // GraphProto.node
    }
    wrap(7);                                        // ModelProto.graph
    const std::string model(reversed.rbegin(), reversed.rend());
    auto read = parseOnnxModel(bytesOf(model), "deep.onnx", ".");
    QVERIFY(!read.ok());
    QVERIFY2(read.error().message.find("deep.onnx: graphs nested too deep") != std::string::npos,
             read.error().message.c_str());
    QVERIFY(read.error().message.find("100 nested messages") != std::string::npos);
    // Nesting within protobuf's limit reads; the subgraph is an attribute of kind Other, "GRAPH".
    std::string shallow = lengthDelimited(2, "inner");
    for (int level = 0; level < 3; ++level) {
      const std::string attribute = lengthDelimited(1, "then_branch") + varint((20 << 3) | 0) + varint(5) +
                                    lengthDelimited(6, shallow);
      shallow = lengthDelimited(1, lengthDelimited(4, "If") + lengthDelimited(5, attribute));
    }
    const std::string shallowModel = lengthDelimited(7, shallow);
    read = parseOnnxModel(bytesOf(shallowModel), "shallow.onnx", ".");
    QVERIFY2(read.ok(), read ? "" : read.error().message.c_str());
    QCOMPARE(read->nodes.size(), size_t(1));
    QCOMPARE(read->nodes[0].attribute("then_branch")->kind, OnnxAttribute::Kind::Other);
    QCOMPARE(read->nodes[0].attribute("then_branch")->otherType, std::string("GRAPH"));
  }
};

QTEST_GUILESS_MAIN(TestOnnxModel)
#include "tst_onnx_model.moc"
