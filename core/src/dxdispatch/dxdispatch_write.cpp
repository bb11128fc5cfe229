// Writing a session as a DxDispatch model: one resource per tensor, one dispatchable, a dispatch, and per
// output a print and a writeFile, so that `dxdispatch.exe model.json` runs the call on real DirectML.
#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <exception>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <Imath/half.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dmlscope/checked.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/output_comparison.h"
#include "dmlscope/session_file.h"
#include "atomic_file.h"
#include "catalogue_error.h"
#include "dxdispatch_resources.h"
#include "json_print.h"

namespace dmlscope {
namespace {

using Json = nlohmann::ordered_json;

// ---- elements as DxDispatch reads them back
//
// DxDispatch (DxDispatch/src/model/JsonParsers.cpp) parses numbers with rapidjson at full precision into a
// double, then casts: FLOAT64 keeps the double, FLOAT32 rounds it to float, FLOAT16 rounds it to float and
// converts that with half_float 1.12 (DxDispatch/src/external/half.hpp), whose default rounding truncates
// toward zero (0.3 becomes 0x34CC, not the nearest 0x34CD; detail::dxDispatchHalfBits, shared with the
// reader) and whose conversion of the float quiet NaN is 0x7E00. "nan", "inf" and "-inf" are strings.

uint64_t rawBits(DataType type, std::span<const std::byte> buffer, uint64_t index) {
  const uint32_t size = elementSize(type);
  uint64_t bits = 0;
  std::memcpy(&bits, buffer.data() + index * size, size);  // little-endian host: the low bytes
  return bits;
}

bool isNanBits(DataType type, uint64_t bits) {
  switch (type) {
    case DataType::Float16: return (bits & 0x7C00) == 0x7C00 && (bits & 0x03FF) != 0;
    case DataType::Float32: return (bits & 0x7F800000) == 0x7F800000 && (bits & 0x007FFFFF) != 0;
    case DataType::Float64:
      return (bits & 0x7FF0000000000000) == 0x7FF0000000000000 && (bits & 0x000FFFFFFFFFFFFF) != 0;
    default: return false;
  }
}

// The bits "nan" becomes in DxDispatch: the type's quiet NaN, FLOAT16's through the float one (0x7E00).
uint64_t dxDispatchNanBits(DataType type) {
  switch (type) {
    case DataType::Float16: return detail::dxDispatchHalfBits(std::numeric_limits<float>::quiet_NaN());
    case DataType::Float32: return std::bit_cast<uint32_t>(std::numeric_limits<float>::quiet_NaN());
    default: return std::bit_cast<uint64_t>(std::numeric_limits<double>::quiet_NaN());
  }
}

// True when a NaN's bits can be said in JSON: DxDispatch's "nan" gives exactly them.
bool sayableNan(DataType type, uint64_t bits) { return bits == dxDispatchNanBits(type); }

double parseDouble(const std::string& text) {
  double d = 0;
  std::from_chars(text.data(), text.data() + text.size(), d);
  return d;
}

bool float16ReadsBack(double candidate, uint16_t bits) {
  const auto f = static_cast<float>(candidate);
  return Imath::half(f).bits() == bits && detail::dxDispatchHalfBits(f) == bits;
}

// The shortest decimal that gives `bits` both through DxDispatch's truncation and through the rounding to
// nearest that dmlscope and NumPy use, so that the model means the same input everywhere. For each number of
// digits, the nearest decimal and its neighbour away from zero are tried: truncation needs a decimal at least
// as large in magnitude as the half. The exact value qualifies too, and is kept when its text is as short
// ("65504" rather than "65510").
double float16Number(uint16_t bits) {
  const double value = static_cast<float>(Imath::half(Imath::half::FromBits, bits));
  const double magnitude = std::fabs(value);
  const double sign = std::signbit(value) ? -1.0 : 1.0;
  const auto preferExact = [&](double candidate) {
    return fmt::format("{}", value).size() <= fmt::format("{}", candidate).size() ? value : candidate;
  };
  for (int digits = 1; digits <= 17; ++digits) {
    // "d.ddde±x": the nearest decimal with `digits` significant digits.
    const std::string nearest = fmt::format("{:.{}e}", magnitude, digits - 1);
    const double candidate = sign * parseDouble(nearest);
    if (float16ReadsBack(candidate, bits)) return preferExact(candidate);
    const size_t e = nearest.find('e');
    std::string mantissa = nearest.substr(0, e);
    std::erase(mantissa, '.');
    const int exponent = std::stoi(nearest.substr(e + 1)) - (digits - 1);
    const double away = sign * parseDouble(fmt::format("{}e{}", std::stoull(mantissa) + 1, exponent));
    if (float16ReadsBack(away, bits)) return preferExact(away);
  }
  return value;
}

// The shortest decimal that, read as a double and rounded to float, gives the float back. fmt's shortest text
// for the float almost always does; rounding twice can miss (0x15AE43FD's "7.038531e-26" becomes 0x15AE43FC
// through a double), and then a longer one is searched for.
double float32Number(uint32_t bits) {
  const auto f = std::bit_cast<float>(bits);
  const auto readsBack = [&](double candidate) { return std::bit_cast<uint32_t>(static_cast<float>(candidate)) == bits; };
  const double shortest = parseDouble(fmt::format("{}", f));
  if (readsBack(shortest)) return shortest;
  for (int digits = 1; digits <= 17; ++digits) {
    const double candidate = parseDouble(fmt::format("{:.{}e}", static_cast<double>(f), digits - 1));
    if (readsBack(candidate)) return candidate;
  }
  return static_cast<double>(f);
}

Json specialFloatJson(double d) {
  if (std::isnan(d)) return "nan";
  return d > 0 ? "inf" : "-inf";
}

// A float-typed element (or PaddingValue) as DxDispatch reads it; a NaN is written "nan" whatever its bits
// (the caller checks that they are DxDispatch's).
Json floatElementJson(DataType type, uint64_t bits) {
  switch (type) {
    case DataType::Float16: {
      const auto half = static_cast<uint16_t>(bits);
      const float f = Imath::half(Imath::half::FromBits, half);
      if (!std::isfinite(f)) return specialFloatJson(f);
      return float16Number(half);
    }
    case DataType::Float32: {
      const auto f = std::bit_cast<float>(static_cast<uint32_t>(bits));
      if (!std::isfinite(f)) return specialFloatJson(f);
      return float32Number(static_cast<uint32_t>(bits));
    }
    default: {
      const auto d = std::bit_cast<double>(bits);
      if (!std::isfinite(d)) return specialFloatJson(d);
      return d;
    }
  }
}

Json elementJson(DataType type, std::span<const std::byte> buffer, uint64_t index) {
  if (elementKind(type) == ElementKind::Float) return floatElementJson(type, rawBits(type, buffer, index));
  const ElementValue value = readElement(type, buffer, index);
  if (const auto* i = std::get_if<int64_t>(&value)) return *i;
  return std::get<uint64_t>(value);
}

// A DML_SCALAR_UNION as DxDispatch's ParseDmlScalarUnion reads it: the number form, which it parses as the
// type (64-bit integers exactly); a FLOAT16 NaN that "nan" would not give keeps its bits in the object form
// {"UInt16": bits}. A FLOAT32 or FLOAT64 NaN has no such form and is written "nan".
Json scalarJson(DataType type, ScalarUnion scalar) {
  const uint64_t bits = scalarElementBits(type, scalar);
  if (type == DataType::Float16 && isNanBits(type, bits) && !sayableNan(type, bits))
    return Json{{std::string(scalarUnionMember(type)), bits}};
  if (elementKind(type) == ElementKind::Float) return floatElementJson(type, bits);
  const ElementValue value = scalarElementValue(type, scalar);
  if (const auto* i = std::get_if<int64_t>(&value)) return *i;
  return std::get<uint64_t>(value);
}

// ---- the tensors of the call

struct TensorPlan {
  TensorSlot slot;
  const TensorDesc* desc = nullptr;
  TensorLayout layout;
  std::string resource;  // the resource's name: tensorFileStem(field)
};

struct InputPlan : TensorPlan {
  std::span<const std::byte> elements;  // the input's buffer, whole elements only
  // The first element whose NaN bits "nan" cannot give, if any.
  std::optional<uint64_t> unsayableElement;
};

struct ModelPlan {
  std::vector<InputPlan> inputs;
  std::vector<TensorPlan> outputs;
};

Result<TensorPlan> planTensor(const TensorSlot& slot, const TensorDesc& desc) {
  auto layout = computeLayout(desc);
  if (!layout) return catalogueError("dxdispatch.write-layout", {slot.field, layout.error().message});
  return TensorPlan{slot, &desc, std::move(*layout), tensorFileStem(slot.field)};
}

std::optional<uint64_t> firstUnsayableNan(DataType type, std::span<const std::byte> elements) {
  if (elementKind(type) != ElementKind::Float) return std::nullopt;
  const uint64_t count = elements.size() / elementSize(type);
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t bits = rawBits(type, elements, i);
    if (isNanBits(type, bits) && !sayableNan(type, bits)) return i;
  }
  return std::nullopt;
}

Result<ModelPlan> planModel(const Session& session) {
  ModelPlan plan;
  for (const auto& slot : inputSlots(session.desc)) {
    auto tensor = planTensor(slot, inputTensor(session.desc, slot.index));
    if (!tensor) return tensor.error();
    InputPlan input{std::move(*tensor), {}, std::nullopt};
    const uint32_t elementBytes = input.layout.elementBytes;
    const Buffer* data = slot.index < session.inputData.size() ? &session.inputData[slot.index] : nullptr;
    // Bytes past the last whole element (a buffer of 28 bytes of FLOAT64) cannot be an initial value; the
    // strides never reach them, and "sizeInBytes" keeps the buffer as large.
    const size_t wholeBytes = data ? data->size() / elementBytes * elementBytes : 0;
    if (wholeBytes == 0) return catalogueError("dxdispatch.write-no-data", {slot.field});
    input.elements = std::span<const std::byte>(data->data(), wholeBytes);
    input.unsayableElement = firstUnsayableNan(input.layout.dataType, input.elements);
    plan.inputs.push_back(std::move(input));
  }
  for (const auto& slot : outputSlots(session.desc)) {
    auto tensor = planTensor(slot, outputTensor(session.desc, slot.index));
    if (!tensor) return tensor.error();
    plan.outputs.push_back(std::move(*tensor));
  }
  return plan;
}

// Elements of the output's buffer: what its resource holds and a 1-D writeFile dumps (at least one).
uint64_t bufferElements(const TensorLayout& layout) {
  const uint64_t whole = layout.bufferBytes / layout.elementBytes;
  return std::max<uint64_t>(whole + (layout.bufferBytes % layout.elementBytes != 0 ? 1 : 0), 1);
}

// Whether the output's buffer is its logical elements in row-major order, so that a .npy of the Sizes says
// what it holds. Matching element counts are not enough: permuted strides also reach exactly the elements.
bool rowMajorPacked(const TensorLayout& layout) {
  if (layout.reachedElements != layout.elementCount) return false;
  uint64_t packed = 1;
  for (uint32_t k = layout.rank(); k-- > 0;) {
    if (layout.sizes[k] != 1 && layout.strides[k] != packed) return false;
    packed *= layout.sizes[k];
  }
  return true;
}

// ---- the model's JSON


Json uintArray(const std::vector<uint32_t>& values) {
  Json out = Json::array();
  for (uint32_t v : values) out.push_back(v);
  return out;
}

// DML_BUFFER_TENSOR_DESC: what DxDispatch requires, then only what the session states (DxDispatch derives
// the rest the way dmlscope does).
Json tensorDescJson(const TensorDesc& t) {
  Json out = Json::object();
  out["DataType"] = fullName(t.dataType);
  out["Sizes"] = uintArray(t.sizes);
  if (t.strides) out["Strides"] = uintArray(*t.strides);
  if (t.dimensionCount) out["DimensionCount"] = *t.dimensionCount;
  if (t.totalTensorSizeInBytes) out["TotalTensorSizeInBytes"] = *t.totalTensorSizeInBytes;
  if (t.flags == kTensorFlagOwnedByDml) {
    out["Flags"] = "DML_TENSOR_FLAG_OWNED_BY_DML";
  } else if (t.flags != kTensorFlagNone) {
    out["Flags"] = t.flags;  // no name: kept for DirectML to judge
  }
  if (t.guaranteedBaseOffsetAlignment != 0) out["GuaranteedBaseOffsetAlignment"] = t.guaranteedBaseOffsetAlignment;
  return out;
}

// A value the enum has no name for (a session may hold one) as its integer.
Json enumJson(const EnumNames& names, uint32_t value) {
  if (value < names.size()) return names.fullName(value);
  return value;
}

Json tensorArrayJson(const std::vector<TensorDesc>& tensors) {
  Json out = Json::array();
  for (const auto& t : tensors) out.push_back(tensorDescJson(t));
  return out;
}

// Every field of the DirectML desc in its declaration order (the operator's schema); counts are required by
// DxDispatch, so absent ones are written as derived.
Json descJson(const OperatorDesc& desc) {
  const OperatorSchema& schema = operatorSchema(desc);
  Json out = Json::object();
  for (const OperatorField& f : schema.fields) {
    const std::string name(f.name);
    switch (f.kind) {
      case FieldKind::InputTensor:
      case FieldKind::OutputTensor: out[name] = tensorDescJson(fieldValue<TensorDesc>(desc, f)); break;
      case FieldKind::InputTensorArray:
      case FieldKind::OutputTensorArray: out[name] = tensorArrayJson(fieldValue<std::vector<TensorDesc>>(desc, f)); break;
      case FieldKind::Count:
        out[name] = fieldValue<std::optional<uint32_t>>(desc, f).value_or(schema.derivedCount(desc, f));
        break;
      case FieldKind::UInt: out[name] = fieldValue<uint32_t>(desc, f); break;
      case FieldKind::Float:
        out[name] = floatElementJson(DataType::Float32, std::bit_cast<uint32_t>(fieldValue<float>(desc, f)));
        break;
      case FieldKind::Enum: out[name] = enumJson(*f.enumNames, enumValue(desc, f)); break;
      case FieldKind::UIntArray: out[name] = uintArray(fieldValue<std::vector<uint32_t>>(desc, f)); break;
      case FieldKind::Scalar: out[name] = scalarJson(scalarDataType(desc, f), fieldValue<ScalarUnion>(desc, f)); break;
      case FieldKind::IntArray: out[name] = fieldValue<std::vector<int32_t>>(desc, f); break;
      case FieldKind::ScaleBias:  // null is left out, which DxDispatch reads as a null pointer
        if (const auto& terms = fieldValue<std::optional<ScaleBiasTerms>>(desc, f)) {
          out[name] = Json{{"Scale", floatElementJson(DataType::Float32, std::bit_cast<uint32_t>(terms->Scale))},
                           {"Bias", floatElementJson(DataType::Float32, std::bit_cast<uint32_t>(terms->Bias))}};
        }
        break;
    }
  }
  return out;
}

// "tile", "padding", "depth_to_space1", "split", "join".
std::string dispatchableName(OperatorType type) {
  std::string name(shortName(type));
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return name;
}

// Binds each tensor field to its resource; array fields ("InputTensors[1]") gather under their name.
void bindTensor(Json& bindings, const TensorPlan& tensor) {
  const std::string& field = tensor.slot.field;
  const size_t bracket = field.find('[');
  if (bracket == std::string::npos) {
    bindings[field] = tensor.resource;
    return;
  }
  Json& list = bindings[field.substr(0, bracket)];
  if (!list.is_array()) list = Json::array();
  list.push_back(tensor.resource);
}

Json inputResourceJson(const InputPlan& input, const std::optional<std::string>& sourcePath) {
  const DataType type = input.layout.dataType;
  Json out = Json::object();
  out["initialValuesDataType"] = fullName(type);
  if (sourcePath) {
    out["initialValues"] = Json::object({{"sourcePath", *sourcePath}});
  } else {
    Json values = Json::array();
    const uint64_t count = input.elements.size() / input.layout.elementBytes;
    for (uint64_t i = 0; i < count; ++i) values.push_back(elementJson(type, input.elements, i));
    out["initialValues"] = std::move(values);
  }
  // DxDispatch sizes the resource to its initial values; DirectML wants the binding as large as the tensor's
  // buffer, and DxDispatch zero-pads up to sizeInBytes.
  if (input.elements.size() < input.layout.bufferBytes) {
    const auto rounded = checkedRoundUp(input.layout.bufferBytes, 4);
    out["sizeInBytes"] = rounded ? *rounded : input.layout.bufferBytes;
  }
  return out;
}

Json outputResourceJson(const TensorPlan& output) {
  Json out = Json::object();
  out["initialValuesDataType"] = fullName(output.layout.dataType);
  out["initialValues"] = Json::object({{"valueCount", bufferElements(output.layout)}, {"value", 0}});
  return out;
}

// Per input, the .npy file (relative to the model) its resource reads instead of inline values, or nothing.
using SourcePaths = std::vector<std::optional<std::string>>;

std::string modelText(const Session& session, const ModelPlan& plan, const SourcePaths& sourcePaths) {
  const OperatorType type = operatorType(session.desc);
  const std::string dispatchable = dispatchableName(type);

  Json resources = Json::object();
  for (size_t k = 0; k < plan.inputs.size(); ++k) {
    const auto& input = plan.inputs[k];
    resources[input.resource] = inputResourceJson(input, k < sourcePaths.size() ? sourcePaths[k] : std::nullopt);
  }
  for (const auto& output : plan.outputs) resources[output.resource] = outputResourceJson(output);

  Json dispatchables = Json::object();
  dispatchables[dispatchable] = Json::object({{"type", fullName(type)}, {"desc", descJson(session.desc)}});

  Json bindings = Json::object();
  for (const auto& input : plan.inputs) bindTensor(bindings, input);
  for (const auto& output : plan.outputs) bindTensor(bindings, output);
  Json commands = Json::array();
  commands.push_back(Json::object({{"type", "dispatch"}, {"dispatchable", dispatchable}, {"bindings", std::move(bindings)}}));
  for (const auto& output : plan.outputs) {
    commands.push_back(Json::object({{"type", "print"}, {"resource", output.resource}}));
    Json dimensions = rowMajorPacked(output.layout) ? uintArray(output.layout.sizes)
                                                    : Json::array({bufferElements(output.layout)});
    commands.push_back(Json::object({{"type", "writeFile"},
                                     {"resource", output.resource},
                                     {"targetPath", outputFileName(session.desc, output.slot.index)},
                                     {"dimensions", std::move(dimensions)}}));
  }

  Json root = Json::object();
  root["resources"] = std::move(resources);
  root["dispatchables"] = std::move(dispatchables);
  root["commands"] = std::move(commands);
  std::string out;
  detail::printJson(root, 0, out);
  out += '\n';
  return out;
}

Error unsayableNanError(const InputPlan& input) {
  const DataType type = input.layout.dataType;
  const uint64_t index = *input.unsayableElement;
  const int hexDigits = static_cast<int>(2 * input.layout.elementBytes);
  return catalogueError("dxdispatch.write-nan-payload",
                        {input.slot.field, std::to_string(index),
                         fmt::format("0x{:0{}X}", rawBits(type, input.elements, index), hexDigits),
                         fmt::format("0x{:0{}X}", dxDispatchNanBits(type), hexDigits)});
}

}  // namespace

Result<std::string> writeDxDispatchModel(const Session& session) {
  auto plan = planModel(session);
  if (!plan) return plan.error();
  for (const auto& input : plan->inputs)
    if (input.unsayableElement) return unsayableNanError(input);
  try {
    return modelText(session, *plan, {});
  } catch (const std::exception& e) {
    return catalogueError("dxdispatch.write-failed", {e.what()});
  }
}

Status saveDxDispatchFile(const std::filesystem::path& path, const Session& session,
                          const DxDispatchExportOptions& options) {
  auto plan = planModel(session);
  if (!plan) return plan.error();
  const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  SourcePaths sourcePaths;
  for (const auto& input : plan->inputs) {
    if (input.elements.size() <= options.externalDataBytes && !input.unsayableElement) {
      sourcePaths.emplace_back();
      continue;
    }
    // Beside the model, so that the name alone finds it: DxDispatch reads sourcePath against the model's folder.
    const std::string name = fmt::format("{}.{}.npy", path.stem().string(), input.resource);
    const uint64_t shape[] = {input.elements.size() / input.layout.elementBytes};
    const auto target = folder / name;
    if (auto written = writeNpyFile(target, input.layout.dataType, shape, input.elements); !written) return written.error();
    if (options.writtenFiles) options.writtenFiles->push_back(target);
    sourcePaths.emplace_back(name);
  }
  std::string text;
  try {
    text = modelText(session, *plan, sourcePaths);
  } catch (const std::exception& e) {
    return catalogueError("file.save-failed", {path.string(), e.what()});
  }
  return detail::writeFileAtomically(path, std::as_bytes(std::span(text)));
}

}  // namespace dmlscope
