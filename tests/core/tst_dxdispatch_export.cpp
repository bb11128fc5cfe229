// Tests of the DxDispatch export: the model's structure against expectations built here from the session
// (not from the writer), numbers read back the way DxDispatch reads them, what cannot be said inline, .npy
// initializers, and the round trip through the reader.
//
// DxDispatch's reading, modelled independently here from DxDispatch/src/model/JsonParsers.cpp: a JSON number
// becomes a double (rapidjson, full precision), then a float for FLOAT32 and FLOAT16, then for FLOAT16 a half
// through half_float 1.12 (DxDispatch/src/external/half.hpp) with its default rounding, which truncates toward
// zero (and makes floats of 65536 and above infinite); "nan" is the float quiet NaN, which becomes 0x7E00 in
// FLOAT16. dmlscope (and NumPy) round to nearest instead; the writer must satisfy both.
#include <QTemporaryDir>
#include <QtTest>

#include <Imath/half.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "random_sessions.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;
using Json = nlohmann::json;

Q_DECLARE_METATYPE(std::filesystem::path)
Q_DECLARE_METATYPE(std::vector<uint32_t>)

namespace {

const std::filesystem::path kExamples = DMLSCOPE_EXAMPLES_DIR;

std::vector<std::filesystem::path> examplePaths() {
  std::vector<std::filesystem::path> out;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples))
    if (entry.path().extension() == ".json") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

Session readSession(const std::filesystem::path& path) {
  auto session = readSessionFile(path);
  if (!session) qFatal("%s: %s", path.string().c_str(), session.error().message.c_str());
  return std::move(session).value();
}

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// ---- names, written out here rather than taken from core

std::string dataTypeName(DataType type) {
  switch (type) {
    case DataType::Float32: return "DML_TENSOR_DATA_TYPE_FLOAT32";
    case DataType::Float16: return "DML_TENSOR_DATA_TYPE_FLOAT16";
    case DataType::UInt32: return "DML_TENSOR_DATA_TYPE_UINT32";
    case DataType::UInt16: return "DML_TENSOR_DATA_TYPE_UINT16";
    case DataType::UInt8: return "DML_TENSOR_DATA_TYPE_UINT8";
    case DataType::Int32: return "DML_TENSOR_DATA_TYPE_INT32";
    case DataType::Int16: return "DML_TENSOR_DATA_TYPE_INT16";
    case DataType::Int8: return "DML_TENSOR_DATA_TYPE_INT8";
    case DataType::Float64: return "DML_TENSOR_DATA_TYPE_FLOAT64";
    case DataType::UInt64: return "DML_TENSOR_DATA_TYPE_UINT64";
    case DataType::Int64: return "DML_TENSOR_DATA_TYPE_INT64";
    case DataType::Unknown: break;
  }
  return "DML_TENSOR_DATA_TYPE_UNKNOWN";
}

Json paddingModeJson(PaddingMode mode) {
  switch (static_cast<uint32_t>(mode)) {
    case 0: return "DML_PADDING_MODE_CONSTANT";
    case 1: return "DML_PADDING_MODE_EDGE";
    case 2: return "DML_PADDING_MODE_REFLECTION";
    case 3: return "DML_PADDING_MODE_SYMMETRIC";
    case 4: return "DML_PADDING_MODE_WRAP";
    default: return static_cast<uint32_t>(mode);
  }
}

Json orderJson(DepthSpaceOrder order) {
  switch (static_cast<uint32_t>(order)) {
    case 0: return "DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW";
    case 1: return "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH";
    default: return static_cast<uint32_t>(order);
  }
}

// ---- DxDispatch's reading of elements

// half_float 1.12's default float → half conversion, from IEEE binary16's definition: round toward zero;
// magnitudes of 65536 and above become infinity.
uint16_t halfTowardZero(float value) {
  const uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  const double mag = std::fabs(static_cast<double>(value));
  if (mag >= 65536.0) return sign | 0x7C00;
  if (mag < std::ldexp(1.0, -14)) return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::floor(std::ldexp(mag, 24))));
  int exponent = 0;
  std::frexp(mag, &exponent);
  const int e = exponent - 1;  // mag in [2^e, 2^(e+1))
  const auto significand = static_cast<uint32_t>(std::floor(std::ldexp(mag, 10 - e)));  // 1024 .. 2047
  return static_cast<uint16_t>(sign | ((e + 15) << 10) | (significand - 1024));
}

uint64_t nanBitsOfDxDispatch(DataType type) {
  switch (type) {
    case DataType::Float16: return 0x7E00;
    case DataType::Float32: return 0x7FC00000;
    default: return 0x7FF8000000000000;
  }
}

bool isNan(DataType type, uint64_t bits) {
  switch (type) {
    case DataType::Float16: return std::isnan(static_cast<float>(Imath::half(Imath::half::FromBits, static_cast<uint16_t>(bits))));
    case DataType::Float32: return std::isnan(std::bit_cast<float>(static_cast<uint32_t>(bits)));
    case DataType::Float64: return std::isnan(std::bit_cast<double>(bits));
    default: return false;
  }
}

// The bits DxDispatch stores for a JSON element, or nothing when it would refuse the element. For FLOAT16,
// `nearest` selects dmlscope's rounding (Imath, to nearest even) instead of DxDispatch's truncation.
std::optional<uint64_t> readBack(DataType type, const Json& v, bool nearest = false) {
  if (isFloatType(type)) {
    double d = 0;
    if (v.is_string()) {
      const auto s = v.get<std::string>();
      if (s == "nan") return nanBitsOfDxDispatch(type);
      if (s == "inf") d = std::numeric_limits<double>::infinity();
      else if (s == "-inf") d = -std::numeric_limits<double>::infinity();
      else return std::nullopt;
    } else if (v.is_number()) {
      d = v.get<double>();
    } else {
      return std::nullopt;
    }
    const auto f = static_cast<float>(d);
    switch (type) {
      case DataType::Float16: return nearest ? Imath::half(f).bits() : halfTowardZero(f);
      case DataType::Float32: return std::bit_cast<uint32_t>(f);
      default: return std::bit_cast<uint64_t>(d);
    }
  }
  if (!v.is_number_integer()) return std::nullopt;
  if (isSignedType(type)) {
    if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max())) return std::nullopt;
    return static_cast<uint64_t>(v.get<int64_t>()) & maskFor(type);
  }
  if (!v.is_number_unsigned()) return std::nullopt;
  return v.get<uint64_t>() & maskFor(type);
}

// "" when every element of `values` reads back, both ways, as the buffer's element; else the first that does not.
std::string checkElements(DataType type, const Json& values, const Buffer& buffer) {
  const uint64_t count = buffer.size() / bytesOf(type);
  if (!values.is_array()) return "initialValues is not an array";
  if (values.size() != count) return "initialValues has " + std::to_string(values.size()) + " elements, expected " + std::to_string(count);
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t expected = loadBits(type, buffer, i);
    for (bool nearest : {false, true}) {
      const auto got = readBack(type, values[i], nearest);
      if (!got || *got != expected)
        return "element " + std::to_string(i) + " " + values[i].dump() + " reads back as " +
               (got ? hex(*got) : std::string("nothing")) + (nearest ? " (to nearest)" : " (DxDispatch)") +
               ", expected " + hex(expected);
    }
  }
  return {};
}

// ---- the expected model, built from the session

Json uintsJson(const std::vector<uint32_t>& values) { return Json(values); }

Json tensorJson(const TensorDesc& t) {
  Json out = {{"DataType", dataTypeName(t.dataType)}, {"Sizes", uintsJson(t.sizes)}};
  if (t.strides) out["Strides"] = uintsJson(*t.strides);
  if (t.dimensionCount) out["DimensionCount"] = *t.dimensionCount;
  if (t.totalTensorSizeInBytes) out["TotalTensorSizeInBytes"] = *t.totalTensorSizeInBytes;
  if (t.flags == 1) out["Flags"] = "DML_TENSOR_FLAG_OWNED_BY_DML";
  else if (t.flags != 0) out["Flags"] = t.flags;
  if (t.guaranteedBaseOffsetAlignment != 0) out["GuaranteedBaseOffsetAlignment"] = t.guaranteedBaseOffsetAlignment;
  return out;
}

Json tensorsJson(const std::vector<TensorDesc>& tensors) {
  Json out = Json::array();
  for (const auto& t : tensors) out.push_back(tensorJson(t));
  return out;
}

struct ExpectedOperator {
  std::string dispatchable;
  std::string type;
  Json desc;  // PaddingValue left out: checked by its bits
};

ExpectedOperator expectedOperator(const OperatorDesc& desc) {
  if (const auto* d = std::get_if<TileDesc>(&desc)) {
    return {"tile", "DML_OPERATOR_TILE",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"RepeatsCount", d->RepeatsCount.value_or(uint32_t(d->Repeats.size()))}, {"Repeats", uintsJson(d->Repeats)}}};
  }
  if (const auto* d = std::get_if<PaddingDesc>(&desc)) {
    return {"padding", "DML_OPERATOR_PADDING",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"PaddingMode", paddingModeJson(d->PaddingMode)},
             {"DimensionCount", d->DimensionCount.value_or(uint32_t(d->StartPadding.size()))},
             {"StartPadding", uintsJson(d->StartPadding)}, {"EndPadding", uintsJson(d->EndPadding)}}};
  }
  if (const auto* d = std::get_if<DepthToSpace1Desc>(&desc)) {
    return {"depth_to_space1", "DML_OPERATOR_DEPTH_TO_SPACE1",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"BlockSize", d->BlockSize}, {"Order", orderJson(d->Order)}}};
  }
  if (const auto* d = std::get_if<DepthToSpaceDesc>(&desc)) {
    return {"depth_to_space", "DML_OPERATOR_DEPTH_TO_SPACE",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"BlockSize", d->BlockSize}}};
  }
  if (const auto* d = std::get_if<SpaceToDepthDesc>(&desc)) {
    return {"space_to_depth", "DML_OPERATOR_SPACE_TO_DEPTH",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"BlockSize", d->BlockSize}}};
  }
  if (const auto* d = std::get_if<GatherNdDesc>(&desc)) {
    return {"gather_nd", "DML_OPERATOR_GATHER_ND",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"OutputTensor", tensorJson(d->OutputTensor)}, {"InputDimensionCount", d->InputDimensionCount},
             {"IndicesDimensionCount", d->IndicesDimensionCount}}};
  }
  if (const auto* d = std::get_if<SplitDesc>(&desc)) {
    return {"split", "DML_OPERATOR_SPLIT",
            {{"InputTensor", tensorJson(d->InputTensor)},
             {"OutputCount", d->OutputCount.value_or(uint32_t(d->OutputTensors.size()))},
             {"OutputTensors", tensorsJson(d->OutputTensors)}, {"Axis", d->Axis}}};
  }
  if (const auto* d = std::get_if<GatherDesc>(&desc)) {
    return {"gather", "DML_OPERATOR_GATHER",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"OutputTensor", tensorJson(d->OutputTensor)}, {"Axis", d->Axis}, {"IndexDimensions", d->IndexDimensions}}};
  }
  if (const auto* d = std::get_if<GatherElementsDesc>(&desc)) {
    return {"gather_elements", "DML_OPERATOR_GATHER_ELEMENTS",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"OutputTensor", tensorJson(d->OutputTensor)}, {"Axis", d->Axis}}};
  }
  if (const auto* d = std::get_if<ScatterDesc>(&desc)) {
    return {"scatter", "DML_OPERATOR_SCATTER",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"UpdatesTensor", tensorJson(d->UpdatesTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"Axis", d->Axis}}};
  }
  if (const auto* d = std::get_if<GatherNd1Desc>(&desc)) {
    return {"gather_nd1", "DML_OPERATOR_GATHER_ND1",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"OutputTensor", tensorJson(d->OutputTensor)}, {"InputDimensionCount", d->InputDimensionCount},
             {"IndicesDimensionCount", d->IndicesDimensionCount}, {"BatchDimensionCount", d->BatchDimensionCount}}};
  }
  if (const auto* d = std::get_if<ScatterNdDesc>(&desc)) {
    return {"scatter_nd", "DML_OPERATOR_SCATTER_ND",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"IndicesTensor", tensorJson(d->IndicesTensor)},
             {"UpdatesTensor", tensorJson(d->UpdatesTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"InputDimensionCount", d->InputDimensionCount}, {"IndicesDimensionCount", d->IndicesDimensionCount}}};
  }
  if (const auto* d = std::get_if<Padding1Desc>(&desc)) {
    return {"padding1", "DML_OPERATOR_PADDING1",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"PaddingMode", paddingModeJson(d->PaddingMode)}, {"PaddingValueDataType", dataTypeName(d->PaddingValueDataType)},
             {"DimensionCount", d->DimensionCount.value_or(uint32_t(d->StartPadding.size()))},
             {"StartPadding", uintsJson(d->StartPadding)}, {"EndPadding", uintsJson(d->EndPadding)}}};
  }
  if (const auto* d = std::get_if<ElementWiseIdentityDesc>(&desc)) {
    // A null ScaleBias is left out (DxDispatch reads an absent one as null); a set one is checked by its bits.
    return {"element_wise_identity", "DML_OPERATOR_ELEMENT_WISE_IDENTITY",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)}}};
  }
  if (const auto* d = std::get_if<Slice1Desc>(&desc)) {
    return {"slice1", "DML_OPERATOR_SLICE1",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"DimensionCount", d->DimensionCount.value_or(uint32_t(d->InputWindowOffsets.size()))},
             {"InputWindowOffsets", uintsJson(d->InputWindowOffsets)}, {"InputWindowSizes", uintsJson(d->InputWindowSizes)},
             {"InputWindowStrides", Json(d->InputWindowStrides)}}};
  }
  if (const auto* d = std::get_if<SliceDesc>(&desc)) {
    return {"slice", "DML_OPERATOR_SLICE",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"DimensionCount", d->DimensionCount.value_or(uint32_t(d->Offsets.size()))},
             {"Offsets", uintsJson(d->Offsets)}, {"Sizes", uintsJson(d->Sizes)}, {"Strides", uintsJson(d->Strides)}}};
  }
  if (const auto* d = std::get_if<SpaceToDepth1Desc>(&desc)) {
    return {"space_to_depth1", "DML_OPERATOR_SPACE_TO_DEPTH1",
            {{"InputTensor", tensorJson(d->InputTensor)}, {"OutputTensor", tensorJson(d->OutputTensor)},
             {"BlockSize", d->BlockSize}, {"Order", orderJson(d->Order)}}};
  }
  const auto& d = std::get<JoinDesc>(desc);
  return {"join", "DML_OPERATOR_JOIN",
          {{"InputCount", d.InputCount.value_or(uint32_t(d.InputTensors.size()))},
           {"InputTensors", tensorsJson(d.InputTensors)}, {"OutputTensor", tensorJson(d.OutputTensor)}, {"Axis", d.Axis}}};
}

// Resource names: "InputTensor", "InputTensors.1", "OutputTensors.0".
std::vector<std::string> inputNames(const OperatorDesc& desc) {
  const auto inputs = naiveInputs(desc);
  if (std::holds_alternative<GatherDesc>(desc) || std::holds_alternative<GatherElementsDesc>(desc) ||
      std::holds_alternative<GatherNd1Desc>(desc) || std::holds_alternative<GatherNdDesc>(desc))
    return {"InputTensor", "IndicesTensor"};
  if (std::holds_alternative<ScatterDesc>(desc) || std::holds_alternative<ScatterNdDesc>(desc))
    return {"InputTensor", "IndicesTensor", "UpdatesTensor"};
  if (!std::holds_alternative<JoinDesc>(desc)) return {"InputTensor"};
  std::vector<std::string> out;
  for (size_t k = 0; k < inputs.size(); ++k) out.push_back("InputTensors." + std::to_string(k));
  return out;
}

std::vector<std::string> outputNames(const OperatorDesc& desc) {
  const auto outputs = naiveOutputs(desc);
  if (!std::holds_alternative<SplitDesc>(desc)) return {"OutputTensor"};
  std::vector<std::string> out;
  for (size_t k = 0; k < outputs.size(); ++k) out.push_back("OutputTensors." + std::to_string(k));
  return out;
}

uint64_t bufferElementsOf(const TensorDesc& t) {
  const NaiveLayout l = naiveLayout(t);
  return std::max<uint64_t>((l.bufferBytes + l.elementBytes - 1) / l.elementBytes, 1);
}

// Whether the buffer holds the logical elements in row-major order (dimensions of size 1 may have any stride).
bool packedRowMajor(const TensorDesc& t) {
  if (!t.strides) return true;
  uint64_t stride = 1;
  for (size_t k = t.sizes.size(); k-- > 0;) {
    if (t.sizes[k] != 1 && (*t.strides)[k] != stride) return false;
    stride *= t.sizes[k];
  }
  return true;
}

Json expectedCommands(const OperatorDesc& desc, const std::string& dispatchable) {
  const auto ins = inputNames(desc);
  const auto outs = outputNames(desc);
  Json bindings = Json::object();
  if (std::holds_alternative<JoinDesc>(desc)) bindings["InputTensors"] = ins;
  else for (const auto& name : ins) bindings[name] = name;  // each input's resource is named after its field
  if (std::holds_alternative<SplitDesc>(desc)) bindings["OutputTensors"] = outs;
  else bindings["OutputTensor"] = outs[0];
  Json commands = Json::array();
  commands.push_back({{"type", "dispatch"}, {"dispatchable", dispatchable}, {"bindings", bindings}});
  const auto outputs = naiveOutputs(desc);
  for (size_t k = 0; k < outputs.size(); ++k) {
    commands.push_back({{"type", "print"}, {"resource", outs[k]}});
    const Json dimensions = packedRowMajor(outputs[k]) ? uintsJson(outputs[k].sizes) : Json::array({bufferElementsOf(outputs[k])});
    commands.push_back({{"type", "writeFile"}, {"resource", outs[k]}, {"targetPath", outs[k] + ".npy"}, {"dimensions", dimensions}});
  }
  return commands;
}

// "" when the model is what the session says; else the first difference. Inputs must be inline unless
// `sourcePaths` names their file.
std::string checkModel(const Session& session, const Json& model, const std::vector<std::string>& sourcePaths = {}) {
  if (!model.is_object() || model.size() != 3 || !model.contains("resources") || !model.contains("dispatchables") || !model.contains("commands"))
    return "the root is not {resources, dispatchables, commands}";
  const auto inputs = naiveInputs(session.desc);
  const auto outputs = naiveOutputs(session.desc);
  const auto ins = inputNames(session.desc);
  const auto outs = outputNames(session.desc);
  const Json& resources = model["resources"];
  if (resources.size() != ins.size() + outs.size()) return "resources: " + std::to_string(resources.size()) + " entries";
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (!resources.contains(ins[k])) return "no resource " + ins[k];
    const Json& r = resources[ins[k]];
    const DataType type = inputs[k].dataType;
    if (r.value("initialValuesDataType", "") != dataTypeName(type)) return ins[k] + ": initialValuesDataType " + r.dump();
    const Buffer& data = session.inputData.at(k);
    const uint64_t written = data.size() / bytesOf(type) * bytesOf(type);
    const uint64_t needed = naiveLayout(inputs[k]).bufferBytes;
    const bool sized = r.contains("sizeInBytes");
    if (sized != (written < needed)) return ins[k] + ": sizeInBytes present: " + std::to_string(sized) + ", buffer " + std::to_string(written) + " of " + std::to_string(needed);
    if (sized && r["sizeInBytes"] != (needed + 3) / 4 * 4) return ins[k] + ": sizeInBytes " + r["sizeInBytes"].dump();
    if (r.size() != (sized ? 3u : 2u)) return ins[k] + ": unexpected fields " + r.dump();
    const bool external = k < sourcePaths.size() && !sourcePaths[k].empty();
    if (external) {
      if (r["initialValues"] != Json{{"sourcePath", sourcePaths[k]}}) return ins[k] + ": initialValues " + r["initialValues"].dump();
    } else {
      const Buffer whole(data.begin(), data.begin() + static_cast<std::ptrdiff_t>(written));
      if (auto problem = checkElements(type, r["initialValues"], whole); !problem.empty()) return ins[k] + ": " + problem;
    }
  }
  for (size_t k = 0; k < outputs.size(); ++k) {
    const Json expected = {{"initialValuesDataType", dataTypeName(outputs[k].dataType)},
                           {"initialValues", {{"valueCount", bufferElementsOf(outputs[k])}, {"value", 0}}}};
    if (!resources.contains(outs[k]) || resources[outs[k]] != expected)
      return outs[k] + ": " + resources.value(outs[k], Json()).dump() + ", expected " + expected.dump();
  }

  const ExpectedOperator op = expectedOperator(session.desc);
  const Json& dispatchables = model["dispatchables"];
  if (dispatchables.size() != 1 || !dispatchables.contains(op.dispatchable)) return "dispatchables: " + dispatchables.dump().substr(0, 200);
  const Json& dispatchable = dispatchables[op.dispatchable];
  if (dispatchable.size() != 2 || dispatchable.value("type", "") != op.type) return "dispatchable type " + dispatchable.value("type", Json()).dump();
  Json desc = dispatchable.value("desc", Json());
  if (const auto* padding = std::get_if<PaddingDesc>(&session.desc)) {
    const auto bits = readBack(DataType::Float32, desc.value("PaddingValue", Json()));
    const uint32_t expected = std::isnan(padding->PaddingValue) ? 0x7FC00000 : std::bit_cast<uint32_t>(padding->PaddingValue);
    if (!bits || *bits != expected) return "PaddingValue " + desc.value("PaddingValue", Json()).dump();
    desc.erase("PaddingValue");
  }
  if (const auto* padding = std::get_if<Padding1Desc>(&session.desc)) {
    // The number form, read as PaddingValueDataType; a FLOAT16 NaN "nan" cannot give keeps its bits as
    // {"UInt16": bits}; a FLOAT32 or FLOAT64 NaN is DxDispatch's own NaN.
    const DataType type = padding->PaddingValueDataType;
    const uint64_t want = padding->PaddingValue.bits & maskFor(type);
    const Json value = desc.value("PaddingValue", Json());
    std::optional<uint64_t> bits;
    if (value.is_object() && value.size() == 1 && value.contains("UInt16") && type == DataType::Float16)
      bits = readBack(DataType::UInt16, value["UInt16"]);
    else
      bits = readBack(type, value, true);
    const uint64_t expected = isNan(type, want) && type != DataType::Float16 ? nanBitsOfDxDispatch(type) : want;
    if (!bits || *bits != expected) return "PaddingValue " + value.dump();
    desc.erase("PaddingValue");
  }
  if (const auto* identity = std::get_if<ElementWiseIdentityDesc>(&session.desc); identity && identity->ScaleBias) {
    // {"Scale": FLOAT, "Bias": FLOAT}, each read back as DxDispatch reads a FLOAT; a NaN is its "nan".
    const Json terms = desc.value("ScaleBias", Json());
    if (!terms.is_object() || terms.size() != 2) return "ScaleBias " + terms.dump();
    for (const auto& [key, value] : {std::pair{"Scale", identity->ScaleBias->Scale}, std::pair{"Bias", identity->ScaleBias->Bias}}) {
      const auto bits = readBack(DataType::Float32, terms.value(key, Json()));
      const uint64_t expected = std::isnan(value) ? nanBitsOfDxDispatch(DataType::Float32) : std::bit_cast<uint32_t>(value);
      if (!bits || *bits != expected) return std::string("ScaleBias ") + terms.dump();
    }
    desc.erase("ScaleBias");
  }
  if (desc != op.desc) return "desc " + desc.dump() + ", expected " + op.desc.dump();
  const Json commands = expectedCommands(session.desc, op.dispatchable);
  if (model["commands"] != commands) return "commands " + model["commands"].dump() + ", expected " + commands.dump();
  return {};
}

Json parseModel(const std::string& text) {
  // Strict JSON: no comments, no trailing commas.
  return Json::parse(text, nullptr, true, false);
}

// A Tile with Repeats {1}: the smallest session that carries a buffer of any type.
Session tileSession(DataType type, Buffer data, std::vector<uint32_t> sizes = {}) {
  if (sizes.empty()) sizes = {static_cast<uint32_t>(data.size() / bytesOf(type))};
  TileDesc d;
  d.InputTensor = tensor(type, sizes);
  d.OutputTensor = tensor(type, sizes);
  d.Repeats.assign(sizes.size(), 1);
  return makeSession(d, {std::move(data)});
}

// A Join of inputs of `elements[k]` FLOAT32 elements along axis 0.
Session joinSession(const std::vector<uint32_t>& elements) {
  JoinDesc d;
  std::vector<Buffer> data;
  uint32_t total = 0;
  for (size_t k = 0; k < elements.size(); ++k) {
    d.InputTensors.push_back(tensor(DataType::Float32, {elements[k]}));
    data.push_back(idBuffer(DataType::Float32, elements[k], 10 * k));
    total += elements[k];
  }
  d.OutputTensor = tensor(DataType::Float32, {total});
  return makeSession(d, std::move(data));
}

Json exportModel(const Session& session) {
  auto text = writeDxDispatchModel(session);
  if (!text) qFatal("export failed: %s", text.error().message.c_str());
  return parseModel(*text);
}

// The first element holding a NaN other than DxDispatch's "nan", per input, found by scanning here.
std::optional<std::pair<size_t, uint64_t>> firstForeignNan(const Session& session) {
  const auto inputs = naiveInputs(session.desc);
  for (size_t k = 0; k < inputs.size(); ++k) {
    const DataType type = inputs[k].dataType;
    if (!isFloatType(type)) continue;
    const auto bits = unpackBits(type, session.inputData[k]);
    for (size_t i = 0; i < bits.size(); ++i)
      if (isNan(type, bits[i]) && bits[i] != nanBitsOfDxDispatch(type)) return std::pair{k, uint64_t{i}};
  }
  return std::nullopt;
}

// ---- round trip

// The descriptor as a model can carry it: DxDispatch requires the count fields, so the model always states
// them, and the reader cannot tell a stated count from a derived one; it (like a session file) leaves counts,
// DimensionCount and TotalTensorSizeInBytes that equal what they would be derived as absent. A matter of
// representation: the same DirectML call either way.
void normalizeTensor(TensorDesc& t) {
  if (t.dimensionCount && *t.dimensionCount == t.sizes.size()) t.dimensionCount.reset();
  if (t.totalTensorSizeInBytes) {
    TensorDesc minimum = t;
    minimum.totalTensorSizeInBytes.reset();
    if (*t.totalTensorSizeInBytes == naiveLayout(minimum).bufferBytes) t.totalTensorSizeInBytes.reset();
  }
}

template <class Count, class Array>
void normalizeCount(Count& count, const Array& array) {
  if (count && *count == array.size()) count.reset();
}

OperatorDesc normalized(OperatorDesc desc) {
  std::visit(
      [](auto& d) {
        using D = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<D, JoinDesc>) {
          normalizeCount(d.InputCount, d.InputTensors);
          for (auto& t : d.InputTensors) normalizeTensor(t);
        } else {
          normalizeTensor(d.InputTensor);
        }
        if constexpr (std::is_same_v<D, SplitDesc>) {
          normalizeCount(d.OutputCount, d.OutputTensors);
          for (auto& t : d.OutputTensors) normalizeTensor(t);
        } else {
          normalizeTensor(d.OutputTensor);
        }
        if constexpr (std::is_same_v<D, TileDesc>) normalizeCount(d.RepeatsCount, d.Repeats);
        if constexpr (std::is_same_v<D, PaddingDesc> || std::is_same_v<D, Padding1Desc>)
          normalizeCount(d.DimensionCount, d.StartPadding);
      },
      desc);
  return desc;
}

// "" when the reader gave back the session's descriptor (normalized) and inputs. A NaN PaddingValue compares by its bits
// (NaN != NaN under ==). Input bytes past the last whole element (a FLOAT64 buffer of 28 bytes) are not an
// initial value; the model keeps them as zeros through "sizeInBytes", so the reader's buffer may hold zeros there.
std::string compareImport(const Session& expected, const Session& got) {
  OperatorDesc a = normalized(expected.desc);
  OperatorDesc b = got.desc;
  auto* pa = std::get_if<PaddingDesc>(&a);
  auto* pb = std::get_if<PaddingDesc>(&b);
  if (pa && pb) {
    if (std::bit_cast<uint32_t>(pa->PaddingValue) != std::bit_cast<uint32_t>(pb->PaddingValue))
      return "PaddingValue " + hex(std::bit_cast<uint32_t>(pb->PaddingValue)) + ", expected " + hex(std::bit_cast<uint32_t>(pa->PaddingValue));
    pb->PaddingValue = pa->PaddingValue = 0;
  }
  auto* qa = std::get_if<Padding1Desc>(&a);
  auto* qb = std::get_if<Padding1Desc>(&b);
  if (qa && qb) {
    // A FLOAT32 or FLOAT64 NaN comes back as DxDispatch's NaN: the model has no form that keeps its payload.
    const DataType type = qa->PaddingValueDataType;
    if (isNan(type, qa->PaddingValue.bits) && type != DataType::Float16 && isNan(type, qb->PaddingValue.bits))
      qb->PaddingValue = qa->PaddingValue;
  }
  auto* ia = std::get_if<ElementWiseIdentityDesc>(&a);
  auto* ib = std::get_if<ElementWiseIdentityDesc>(&b);
  if (ia && ib && ia->ScaleBias && ib->ScaleBias) {
    // A NaN Scale or Bias comes back as DxDispatch's NaN (NaN != NaN under ==).
    if (std::isnan(ia->ScaleBias->Scale) && std::isnan(ib->ScaleBias->Scale)) ib->ScaleBias->Scale = ia->ScaleBias->Scale = 0;
    if (std::isnan(ia->ScaleBias->Bias) && std::isnan(ib->ScaleBias->Bias)) ib->ScaleBias->Bias = ia->ScaleBias->Bias = 0;
  }
  if (!(a == b)) return "the descriptor differs:\n" + gputest::sessionText(got) + "expected\n" + gputest::sessionText(expected);
  if (got.inputData.size() != expected.inputData.size()) return std::to_string(got.inputData.size()) + " inputs";
  const auto inputs = naiveInputs(expected.desc);
  for (size_t k = 0; k < inputs.size(); ++k) {
    const uint32_t bytes = bytesOf(inputs[k].dataType);
    const Buffer& e = expected.inputData[k];
    const Buffer& g = got.inputData[k];
    const size_t whole = e.size() / bytes * bytes;
    if (g.size() < whole) return "input " + std::to_string(k) + " has " + std::to_string(g.size()) + " bytes, expected " + std::to_string(e.size());
    if (!std::equal(e.begin(), e.begin() + static_cast<std::ptrdiff_t>(whole), g.begin()))
      return "input " + std::to_string(k) + ": " + firstDifference(inputs[k].dataType, Buffer(e.begin(), e.begin() + static_cast<std::ptrdiff_t>(whole)), Buffer(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(whole)));
    if (!std::all_of(g.begin() + static_cast<std::ptrdiff_t>(whole), g.end(), [](std::byte x) { return x == std::byte{0}; }))
      return "input " + std::to_string(k) + ": bytes past the data are not zero";
    if (g.size() != e.size() && g.size() > std::max<size_t>(naiveLayout(inputs[k]).bufferBytes, whole))
      return "input " + std::to_string(k) + " has " + std::to_string(g.size()) + " bytes, expected " + std::to_string(e.size());
  }
  return {};
}

}  // namespace

class TestDxDispatchExport : public QObject {
  Q_OBJECT

 private slots:
  // ---- the examples

  void examplesExportEveryInputDescFieldAndCommand_data() {
    QTest::addColumn<std::filesystem::path>("path");
    const auto paths = examplePaths();
    QVERIFY(paths.size() >= 13);
    for (const auto& p : paths) QTest::newRow(p.filename().string().c_str()) << p;
  }
  void examplesExportEveryInputDescFieldAndCommand() {
    QFETCH(std::filesystem::path, path);
    const Session session = readSession(path);
    auto text = writeDxDispatchModel(session);
    QVERIFY2(text.ok(), text.ok() ? "" : text.error().message.c_str());
    const Json model = parseModel(*text);
    const std::string problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void modelIsPrintedWithTwoSpacesAndOneLineArrays() {
    const Session session = readSession(kExamples / "padding_reflection.json");
    const std::string text = *writeDxDispatchModel(session);
    QVERIFY(text.starts_with("{\n  \"resources\": {\n    \"InputTensor\": {\n      \"initialValuesDataType\": \"DML_TENSOR_DATA_TYPE_FLOAT32\",\n"));
    QVERIFY(text.find("\"initialValues\": [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]\n") != std::string::npos);
    QVERIFY(text.find("\"initialValues\": {\n        \"valueCount\": 80,\n        \"value\": 0\n      }") != std::string::npos);
    QVERIFY(text.find("\"StartPadding\": [0, 0, 1, 2],") != std::string::npos);
    QVERIFY(text.find("\"dimensions\": [1, 1, 8, 10]") != std::string::npos);
    QVERIFY(text.ends_with("}\n"));
  }

  // ---- numbers

  void float16ElementsReadBackUnderTruncationAndRounding() {
    // Hand-worked: 0x2E66 is 0.0999755859375, and "0.1" (0.100000001 as a float) lies above it and within
    // half a step, so both rounding ways give it back. 0x34CD is 0.300048828125: "0.3" lies below it, so
    // DxDispatch's truncation would give 0x34CC; the shortest decimal in [0.300048828125, 0.30017089843750)
    // is 0.3001. 0x7BFF is 65504 (as short as 65510, which also works). 0x0001 is 2^-24 = 5.96e-08, and
    // 6e-08 is 1.0066 units of 2^-24. 0x03FF is 1023 × 2^-24 = 6.0975551605e-05; 6.1e-05 is 1023.4 units.
    const std::vector<uint64_t> bits = {0x2E66, 0x34CD, 0x8000, 0x7E00, 0x7C00, 0xFC00, 0x0001, 0x03FF, 0x7BFF, 0xFBFF, 0x3C00, 0xB4CD};
    const std::vector<std::string> texts = {"0.1", "0.3001", "-0.0", "\"nan\"", "\"inf\"", "\"-inf\"", "6e-08", "6.1e-05", "65504", "-65504", "1", "-0.3001"};
    const Session session = tileSession(DataType::Float16, packBits(DataType::Float16, bits));
    const std::string text = *writeDxDispatchModel(session);
    std::string expectedLine = "\"initialValues\": [";
    for (size_t i = 0; i < texts.size(); ++i) expectedLine += (i ? ", " : "") + texts[i];
    expectedLine += "]";
    QVERIFY2(text.find(expectedLine) != std::string::npos, text.c_str());
    const std::string problem = checkElements(DataType::Float16, parseModel(text)["resources"]["InputTensor"]["initialValues"], session.inputData[0]);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void everyFloat16ReadsBackUnderTruncationAndRounding() {
    std::vector<uint64_t> bits;
    for (uint64_t b = 0; b <= 0xFFFF; ++b)
      if (!isNan(DataType::Float16, b) || b == 0x7E00) bits.push_back(b);
    QCOMPARE(bits.size(), size_t{65536 - 2 * 1023 + 1});
    const Session session = tileSession(DataType::Float16, packBits(DataType::Float16, bits));
    const Json model = exportModel(session);
    const std::string problem = checkElements(DataType::Float16, model["resources"]["InputTensor"]["initialValues"], session.inputData[0]);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void float32AndFloat64ElementsReadBackExactly() {
    std::mt19937_64 rng(7);
    // 0x15AE43FD's shortest text, 7.038531e-26, rounds to a double that rounds to 0x15AE43FC.
    std::vector<uint64_t> f32 = {0x3DCCCCCD, 0x15AE43FD, 0x95AE43FD, 0x00000001, 0x807FFFFF, 0x7F7FFFFF, 0xFF7FFFFF, 0x80000000, 0x4B800000,
                                 0x4B800001, 0x5F000000, 0x7FC00000, 0x7F800000, 0xFF800000};
    std::vector<uint64_t> f64 = {0x3FB999999999999A, 0x0000000000000001, 0x7FEFFFFFFFFFFFFF, 0x8000000000000000,
                                 0x4340000000000001, 0x7FF8000000000000, 0xFFF0000000000000};
    while (f32.size() < 100000) {
      const auto b = static_cast<uint32_t>(rng());
      if (!isNan(DataType::Float32, b)) f32.push_back(b);
    }
    while (f64.size() < 100000) {
      const uint64_t b = rng();
      if (!isNan(DataType::Float64, b)) f64.push_back(b);
    }
    for (auto [type, bits] : {std::pair{DataType::Float32, f32}, std::pair{DataType::Float64, f64}}) {
      const Session session = tileSession(type, packBits(type, bits));
      const std::string text = *writeDxDispatchModel(session);
      const std::string problem = checkElements(type, parseModel(text)["resources"]["InputTensor"]["initialValues"], session.inputData[0]);
      QVERIFY2(problem.empty(), problem.c_str());
      // Shortest for the type: 0.1f is "0.1", not 0.10000000149011612; -0.0 keeps its sign.
      QVERIFY(text.find("\"initialValues\": [0.1, ") != std::string::npos);
      QVERIFY(text.find(", -0.0, ") != std::string::npos);
    }
    const std::string text = *writeDxDispatchModel(tileSession(DataType::Float32, packBits(DataType::Float32, {0x15AE43FD})));
    QVERIFY2(text.find("7.038531e-26]") == std::string::npos, text.c_str());
  }

  void integerExtremesAreExact() {
    const auto i64min = static_cast<uint64_t>(std::numeric_limits<int64_t>::min());
    const uint64_t i64max = std::numeric_limits<int64_t>::max();
    struct Case {
      DataType type;
      std::vector<uint64_t> bits;
      std::string line;
    };
    const Case cases[] = {
        {DataType::Int64, {i64min, i64max, i64max - 1, 0, ~uint64_t{0}}, "[-9223372036854775808, 9223372036854775807, 9223372036854775806, 0, -1]"},
        {DataType::UInt64, {~uint64_t{0}, 0, (uint64_t{1} << 53) + 1}, "[18446744073709551615, 0, 9007199254740993]"},
        {DataType::Int8, {0x80, 0x7F, 0xFF}, "[-128, 127, -1]"},
        {DataType::UInt32, {0xFFFFFFFF, 1}, "[4294967295, 1]"},
        {DataType::Int16, {0x8000, 0x7FFF}, "[-32768, 32767]"},
    };
    for (const auto& c : cases) {
      const Session session = tileSession(c.type, packBits(c.type, c.bits));
      const std::string text = *writeDxDispatchModel(session);
      QVERIFY2(text.find("\"initialValues\": " + c.line) != std::string::npos, text.c_str());
      const std::string problem = checkElements(c.type, parseModel(text)["resources"]["InputTensor"]["initialValues"], session.inputData[0]);
      QVERIFY2(problem.empty(), problem.c_str());
    }
  }

  // ---- what cannot be said inline

  void foreignNanFailsInlineNamingFieldAndElement() {
    Session session = joinSession({2, 4});
    storeBits(DataType::Float32, session.inputData[1], 2, 0x7FC00001);
    auto text = writeDxDispatchModel(session);
    QVERIFY(!text.ok());
    QCOMPARE(text.error().id, std::string("dxdispatch.write-nan-payload"));
    const std::string& m = text.error().message;
    QVERIFY2(m.find("InputTensors[1]") != std::string::npos && m.find("element 2") != std::string::npos &&
                 m.find("0x7FC00001") != std::string::npos && m.find("0x7FC00000") != std::string::npos &&
                 m.find("save the model to a file") != std::string::npos, m.c_str());

    // A negative quiet NaN has no JSON either; DxDispatch's own NaN does.
    for (auto [type, foreign, own] : {std::tuple{DataType::Float32, uint64_t{0xFFC00000}, uint64_t{0x7FC00000}},
                                      std::tuple{DataType::Float16, uint64_t{0x7FFF}, uint64_t{0x7E00}},
                                      std::tuple{DataType::Float16, uint64_t{0xFE00}, uint64_t{0x7E00}},
                                      std::tuple{DataType::Float64, uint64_t{0x7FF0000000000001}, uint64_t{0x7FF8000000000000}}}) {
      QVERIFY(!writeDxDispatchModel(tileSession(type, packBits(type, {1, foreign}))).ok());
      const Session ok = tileSession(type, packBits(type, {own, 0}));
      const std::string problem = checkModel(ok, exportModel(ok));
      QVERIFY2(problem.empty(), problem.c_str());
    }
  }

  void foreignNanGoesToNpyFileWhenSaved() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path folder = dir.path().toStdString();
    Session session = joinSession({2, 4});
    storeBits(DataType::Float32, session.inputData[1], 2, 0xFFC00001);
    std::vector<std::filesystem::path> written;
    DxDispatchExportOptions options;
    options.writtenFiles = &written;
    QVERIFY(saveDxDispatchFile(folder / "nan.json", session, options).ok());
    QCOMPARE(written.size(), size_t{1});
    QCOMPARE(written[0], folder / "nan.InputTensors.1.npy");
    const std::string problem = checkModel(session, parseModel(readText(folder / "nan.json")), {"", "nan.InputTensors.1.npy"});
    QVERIFY2(problem.empty(), problem.c_str());
    auto array = readNpyFile(written[0]);
    QVERIFY(array.ok());
    QCOMPARE(array->header.dataType, DataType::Float32);
    QCOMPARE(array->header.shape, std::vector<uint64_t>{4});
    QVERIFY(array->data == session.inputData[1]);
  }

  // ---- buffers

  void stridedOutputsAreDumpedAsTheirBuffer_data() {
    QTest::addColumn<std::vector<uint32_t>>("sizes");
    QTest::addColumn<std::vector<uint32_t>>("strides");
    QTest::addColumn<uint64_t>("totalBytes");  // 0: absent
    QTest::addColumn<std::vector<uint32_t>>("dimensions");
    QTest::addColumn<uint64_t>("valueCount");
    // Gapped rows: the last element is at 1×4 + 2×1 = 6, so 7 elements.
    QTest::newRow("gapped") << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{4, 1} << uint64_t{0} << std::vector<uint32_t>{7} << uint64_t{7};
    // Transposed: the strides reach exactly 6 elements, but not in row-major order.
    QTest::newRow("transposed") << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{1, 2} << uint64_t{0} << std::vector<uint32_t>{6} << uint64_t{6};
    QTest::newRow("explicit packed") << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{3, 1} << uint64_t{0} << std::vector<uint32_t>{2, 3} << uint64_t{6};
    // A dimension of size 1 may have any stride.
    QTest::newRow("size-1 stride") << std::vector<uint32_t>{1, 3} << std::vector<uint32_t>{7, 1} << uint64_t{0} << std::vector<uint32_t>{1, 3} << uint64_t{3};
    // A larger buffer: 40 bytes are 10 elements; the logical ones are still row-major at the start.
    QTest::newRow("oversized") << std::vector<uint32_t>{2, 3} << std::vector<uint32_t>{} << uint64_t{40} << std::vector<uint32_t>{2, 3} << uint64_t{10};
    QTest::newRow("oversized gapped") << std::vector<uint32_t>{2, 2} << std::vector<uint32_t>{3, 1} << uint64_t{36} << std::vector<uint32_t>{9} << uint64_t{9};
  }
  void stridedOutputsAreDumpedAsTheirBuffer() {
    QFETCH(std::vector<uint32_t>, sizes);
    QFETCH(std::vector<uint32_t>, strides);
    QFETCH(uint64_t, totalBytes);
    QFETCH(std::vector<uint32_t>, dimensions);
    QFETCH(uint64_t, valueCount);
    Session session = tileSession(DataType::Float32, idBuffer(DataType::Float32, 6), {2, 3});
    auto& out = std::get<TileDesc>(session.desc).OutputTensor;
    out.sizes = sizes;
    if (!strides.empty()) out.strides = strides;
    if (totalBytes) out.totalTensorSizeInBytes = totalBytes;
    const Json model = exportModel(session);
    QCOMPARE(model["commands"][2]["dimensions"].get<std::vector<uint32_t>>(), dimensions);
    QCOMPARE(model["resources"]["OutputTensor"]["initialValues"]["valueCount"].get<uint64_t>(), valueCount);
    const std::string problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void shortInputGetsSizeInBytes() {
    // TotalTensorSizeInBytes 40 for 6 FLOAT32 elements: the 24 bytes of data become a 40-byte resource.
    Session session = tileSession(DataType::Float32, idBuffer(DataType::Float32, 6), {2, 3});
    std::get<TileDesc>(session.desc).InputTensor.totalTensorSizeInBytes = 40;
    Json model = exportModel(session);
    QCOMPARE(model["resources"]["InputTensor"]["sizeInBytes"].get<uint64_t>(), uint64_t{40});
    QCOMPARE(model["resources"]["InputTensor"]["initialValues"].size(), size_t{6});
    QVERIFY(checkModel(session, model).empty());
    // A full buffer needs no size.
    session.inputData[0] = idBuffer(DataType::Float32, 10);
    model = exportModel(session);
    QVERIFY(!model["resources"]["InputTensor"].contains("sizeInBytes"));
    QVERIFY(checkModel(session, model).empty());

    // Three FLOAT16 elements are 6 bytes; DirectML's minimum is 8.
    session = tileSession(DataType::Float16, idBuffer(DataType::Float16, 3));
    model = exportModel(session);
    QCOMPARE(model["resources"]["InputTensor"]["sizeInBytes"].get<uint64_t>(), uint64_t{8});

    // A 28-byte FLOAT64 buffer (TotalTensorSizeInBytes 28) holds three whole elements: they are written and
    // the resource keeps the 28 bytes.
    session = tileSession(DataType::Float64, idBuffer(DataType::Float64, 3));
    std::get<TileDesc>(session.desc).InputTensor.totalTensorSizeInBytes = 28;
    session.inputData[0].resize(28, std::byte{0x55});
    model = exportModel(session);
    QCOMPARE(model["resources"]["InputTensor"]["initialValues"].size(), size_t{3});
    QCOMPARE(model["resources"]["InputTensor"]["sizeInBytes"].get<uint64_t>(), uint64_t{28});
    const std::string problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void inputWithoutDataFailsNamingField() {
    Session session = joinSession({2, 3, 4});
    session.inputData[1].clear();
    auto text = writeDxDispatchModel(session);
    QVERIFY(!text.ok());
    QCOMPARE(text.error().id, std::string("dxdispatch.write-no-data"));
    QVERIFY2(text.error().message.find("InputTensors[1]") != std::string::npos, text.error().message.c_str());

    session = joinSession({2, 3, 4});
    session.inputData.resize(2);
    text = writeDxDispatchModel(session);
    QVERIFY(!text.ok());
    QVERIFY2(text.error().message.find("InputTensors[2]") != std::string::npos, text.error().message.c_str());
    QVERIFY(!saveDxDispatchFile(std::filesystem::temp_directory_path() / "never-written.json", session).ok());

    // Less than one element is no data either.
    session = tileSession(DataType::Float64, Buffer(4, std::byte{1}), {1});
    QVERIFY(!writeDxDispatchModel(session).ok());
  }

  void tensorWithoutLayoutFailsNamingField() {
    Session session = joinSession({2, 3});
    std::get<JoinDesc>(session.desc).OutputTensor.sizes = {5, 0};
    auto text = writeDxDispatchModel(session);
    QVERIFY(!text.ok());
    QCOMPARE(text.error().id, std::string("dxdispatch.write-layout"));
    QVERIFY2(text.error().message.find("OutputTensor") != std::string::npos &&
                 text.error().message.find("Sizes[1] is 0") != std::string::npos, text.error().message.c_str());
    session = joinSession({2, 3});
    std::get<JoinDesc>(session.desc).InputTensors[1].strides = std::vector<uint32_t>{1, 1};
    text = writeDxDispatchModel(session);
    QVERIFY(!text.ok());
    QVERIFY2(text.error().message.find("InputTensors[1]") != std::string::npos, text.error().message.c_str());
  }

  void invalidDescriptorsAreExportedAsStated() {
    // Nonsense DirectML should judge: unnamed enum values, unknown flags, wrong counts, a NaN padding value.
    PaddingDesc p;
    p.InputTensor = tensor(DataType::Int16, {2, 2});
    p.InputTensor.flags = 1;
    p.InputTensor.dimensionCount = 2;
    p.InputTensor.guaranteedBaseOffsetAlignment = 16;
    p.OutputTensor = tensor(DataType::Int16, {3, 5});
    p.OutputTensor.flags = 6;
    p.OutputTensor.totalTensorSizeInBytes = 32;
    p.PaddingMode = static_cast<PaddingMode>(7);
    p.PaddingValue = std::numeric_limits<float>::quiet_NaN();
    p.DimensionCount = 3;
    p.StartPadding = {0, 1};
    p.EndPadding = {1, 2};
    Session session = makeSession(p, {idBuffer(DataType::Int16, 4)});
    Json model = exportModel(session);
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["PaddingMode"], Json(7));
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["PaddingValue"], Json("nan"));
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["DimensionCount"], Json(3));
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["InputTensor"]["Flags"], Json("DML_TENSOR_FLAG_OWNED_BY_DML"));
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["OutputTensor"]["Flags"], Json(6));
    std::string problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());

    for (float value : {-std::numeric_limits<float>::infinity(), -0.0f, 0.1f, 3.4028235e38f}) {
      std::get<PaddingDesc>(session.desc).PaddingValue = value;
      problem = checkModel(session, exportModel(session));
      QVERIFY2(problem.empty(), problem.c_str());
    }

    DepthToSpace1Desc d;
    d.InputTensor = tensor(DataType::UInt8, {1, 4, 1, 1});
    d.OutputTensor = tensor(DataType::UInt8, {1, 1, 2, 2});
    d.Order = static_cast<DepthSpaceOrder>(5);
    d.BlockSize = 0;
    session = makeSession(d, {idBuffer(DataType::UInt8, 4)});
    model = exportModel(session);
    QCOMPARE(model["dispatchables"]["depth_to_space1"]["desc"]["Order"], Json(5));
    problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());

    // SpaceToDepth1 with an Order outside the enum keeps its number too.
    SpaceToDepth1Desc s2d;
    s2d.InputTensor = tensor(DataType::UInt8, {1, 1, 2, 2});
    s2d.OutputTensor = tensor(DataType::UInt8, {1, 4, 1, 1});
    s2d.Order = static_cast<DepthSpaceOrder>(3);
    session = makeSession(s2d, {idBuffer(DataType::UInt8, 4)});
    model = exportModel(session);
    QCOMPARE(model["dispatchables"]["space_to_depth1"]["type"], Json("DML_OPERATOR_SPACE_TO_DEPTH1"));
    QCOMPARE(model["dispatchables"]["space_to_depth1"]["desc"]["Order"], Json(3));
    problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());

    // Counts: stated ones as stated (even wrong), absent ones derived.
    SplitDesc s;
    s.InputTensor = tensor(DataType::Float32, {4});
    s.OutputTensors = {tensor(DataType::Float32, {1}), tensor(DataType::Float32, {3})};
    session = makeSession(s, {idBuffer(DataType::Float32, 4)});
    QCOMPARE(exportModel(session)["dispatchables"]["split"]["desc"]["OutputCount"], Json(2));
    std::get<SplitDesc>(session.desc).OutputCount = 5;
    QCOMPARE(exportModel(session)["dispatchables"]["split"]["desc"]["OutputCount"], Json(5));
  }

  // ---- the first versions and WRAP

  // DEPTH_TO_SPACE and SPACE_TO_DEPTH are written without Order, GATHER_ND without BatchDimensionCount (the
  // expected desc lists exactly the first version's fields), and each reads back as the same first version.
  void firstVersionsExportTheirOwnFieldsAndRoundTrip_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("dispatchable");
    QTest::newRow("DEPTH_TO_SPACE") << int(OperatorType::DepthToSpace) << QString("depth_to_space");
    QTest::newRow("SPACE_TO_DEPTH") << int(OperatorType::SpaceToDepth) << QString("space_to_depth");
    QTest::newRow("GATHER_ND") << int(OperatorType::GatherNd) << QString("gather_nd");
  }
  void firstVersionsExportTheirOwnFieldsAndRoundTrip() {
    QFETCH(int, type);
    QFETCH(QString, dispatchable);
    Session session;
    session.desc = defaultDesc(static_cast<OperatorType>(type));
    const auto inputs = naiveInputs(session.desc);
    for (size_t k = 0; k < inputs.size(); ++k) {
      // Index values 0 and 1 fit every dimension of the defaults; the data inputs count from 0.
      const uint64_t elements = naiveLayout(inputs[k]).bufferBytes / bytesOf(inputs[k].dataType);
      if (k == 1) session.inputData.push_back(packBits(inputs[k].dataType, std::vector<uint64_t>(elements, 1)));
      else session.inputData.push_back(idBuffer(inputs[k].dataType, elements));
    }
    const Json model = exportModel(session);
    const std::string problem = checkModel(session, model);
    QVERIFY2(problem.empty(), problem.c_str());
    const Json& desc = model["dispatchables"][dispatchable.toStdString()]["desc"];
    QVERIFY(!desc.contains("Order"));
    QVERIFY(!desc.contains("BatchDimensionCount"));
    auto imported = parseDxDispatchModel(model.dump(), {});
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().message.c_str());
    QCOMPARE(int(operatorType(imported->session.desc)), type);
    const std::string roundTrip = compareImport(session, imported->session);
    QVERIFY2(roundTrip.empty(), roundTrip.c_str());
  }

  // WRAP (feature level 6_4) is written by its full name for PADDING and PADDING1 and reads back.
  void wrapPaddingExportsByNameAndRoundTrips() {
    PaddingDesc p;
    p.InputTensor = tensor(DataType::Float32, {1, 1, 2, 3});
    p.OutputTensor = tensor(DataType::Float32, {1, 1, 4, 9});
    p.PaddingMode = PaddingMode::Wrap;
    p.StartPadding = {0, 0, 1, 3};
    p.EndPadding = {0, 0, 1, 3};
    const Session padding = makeSession(p, {idBuffer(DataType::Float32, 6)});
    Json model = exportModel(padding);
    QCOMPARE(model["dispatchables"]["padding"]["desc"]["PaddingMode"], Json("DML_PADDING_MODE_WRAP"));
    std::string problem = checkModel(padding, model);
    QVERIFY2(problem.empty(), problem.c_str());
    auto imported = parseDxDispatchModel(model.dump(), {});
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().message.c_str());
    problem = compareImport(padding, imported->session);
    QVERIFY2(problem.empty(), problem.c_str());

    Padding1Desc p1;
    p1.InputTensor = tensor(DataType::Int64, {2, 3});
    p1.OutputTensor = tensor(DataType::Int64, {2, 11});
    p1.PaddingMode = PaddingMode::Wrap;
    p1.PaddingValueDataType = DataType::Int64;
    p1.StartPadding = {0, 4};
    p1.EndPadding = {0, 4};
    const Session padding1 = makeSession(p1, {idBuffer(DataType::Int64, 6)});
    model = exportModel(padding1);
    QCOMPARE(model["dispatchables"]["padding1"]["desc"]["PaddingMode"], Json("DML_PADDING_MODE_WRAP"));
    problem = checkModel(padding1, model);
    QVERIFY2(problem.empty(), problem.c_str());
    imported = parseDxDispatchModel(model.dump(), {});
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().message.c_str());
    problem = compareImport(padding1, imported->session);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  // ---- saving

  void largeInputsGoToNpyFilesBesideTheModel() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path folder = dir.path().toStdString();
    // 8, 16 and 64 bytes against a threshold of 16: only the third is larger.
    const Session session = joinSession({2, 4, 16});
    std::vector<std::filesystem::path> written;
    DxDispatchExportOptions options;
    options.externalDataBytes = 16;
    options.writtenFiles = &written;
    QVERIFY(saveDxDispatchFile(folder / "my model.json", session, options).ok());
    QCOMPARE(written, std::vector<std::filesystem::path>{folder / "my model.InputTensors.2.npy"});
    const std::string problem = checkModel(session, parseModel(readText(folder / "my model.json")), {"", "", "my model.InputTensors.2.npy"});
    QVERIFY2(problem.empty(), problem.c_str());
    auto array = readNpyFile(written[0]);
    QVERIFY(array.ok());
    QCOMPARE(array->header.shape, std::vector<uint64_t>{16});
    QVERIFY(array->data == session.inputData[2]);

    // Threshold 0: every input; the default: none of these.
    written.clear();
    options.externalDataBytes = 0;
    QVERIFY(saveDxDispatchFile(folder / "all.json", session, options).ok());
    QCOMPARE(written.size(), size_t{3});
    QVERIFY(checkModel(session, parseModel(readText(folder / "all.json")),
                       {"all.InputTensors.0.npy", "all.InputTensors.1.npy", "all.InputTensors.2.npy"}).empty());
    written.clear();
    QVERIFY(saveDxDispatchFile(folder / "none.json", session, DxDispatchExportOptions{256 * 1024, &written}).ok());
    QVERIFY(written.empty());
    QCOMPARE(readText(folder / "none.json"), *writeDxDispatchModel(session));
  }

  void saveFailureLeavesNoModel() {
    QTemporaryDir dir;
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "missing" / "model.json";
    auto status = saveDxDispatchFile(path, joinSession({2, 2}));
    QVERIFY(!status.ok());
    QVERIFY(status.error().message.find("model.json") != std::string::npos);
    QVERIFY(!std::filesystem::exists(path));
  }

  // ---- round trip through the reader

  void examplesRoundTripThroughTheReader_data() { examplesExportEveryInputDescFieldAndCommand_data(); }
  void examplesRoundTripThroughTheReader() {
    QFETCH(std::filesystem::path, path);
    const Session session = readSession(path);
    auto imported = parseDxDispatchModel(*writeDxDispatchModel(session), {});
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().message.c_str());
    const std::string problem = compareImport(session, imported->session);
    QVERIFY2(problem.empty(), problem.c_str());
  }

  void randomSessionsRoundTripThroughTheReader() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path folder = dir.path().toStdString();
    gputest::RandomSessions sessions(20240611);
    int inline_ = 0;
    for (int n = 0; n < 300; ++n) {
      const Session session = sessions.next();
      const std::string context = "session " + std::to_string(n) + ":\n" + gputest::sessionText(session);
      auto text = writeDxDispatchModel(session);
      const auto foreign = firstForeignNan(session);
      if (foreign) {
        // Inline is refused, naming the input.
        QVERIFY2(!text.ok(), context.c_str());
        const std::string field = inputSlots(session.desc)[foreign->first].field;
        QVERIFY2(text.error().message.find(field + ": element " + std::to_string(foreign->second) + " ") != std::string::npos,
                 (text.error().message + "\n" + context).c_str());
      } else {
        QVERIFY2(text.ok(), (text.ok() ? context : text.error().message + "\n" + context).c_str());
        const std::string structure = checkModel(session, parseModel(*text));
        QVERIFY2(structure.empty(), (structure + "\n" + context).c_str());
        auto imported = parseDxDispatchModel(*text, folder);
        QVERIFY2(imported.ok(), (imported.ok() ? context : imported.error().message + "\n" + context).c_str());
        const std::string problem = compareImport(session, imported->session);
        QVERIFY2(problem.empty(), (problem + "\n" + context).c_str());
        ++inline_;
      }
      // Through files, with a threshold small enough that .npy initializers are common.
      const std::filesystem::path path = folder / ("random" + std::to_string(n) + ".json");
      DxDispatchExportOptions options;
      options.externalDataBytes = 64;
      QVERIFY2(saveDxDispatchFile(path, session, options).ok(), context.c_str());
      auto imported = readDxDispatchFile(path);
      QVERIFY2(imported.ok(), (imported.ok() ? context : imported.error().message + "\n" + context).c_str());
      const std::string problem = compareImport(session, imported->session);
      QVERIFY2(problem.empty(), (problem + "\n" + context).c_str());
    }
    // Both paths were exercised.
    QVERIFY(inline_ > 50 && inline_ < 300);
  }
};

QTEST_GUILESS_MAIN(TestDxDispatchExport)
#include "tst_dxdispatch_export.moc"
