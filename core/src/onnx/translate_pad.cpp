// Pad → DML_OPERATOR_PADDING1, as DmlOperatorPadding.cpp (DmlOperatorPadding's constructor) and
// OperatorHelper.cpp (PaddingHelper::Initialize) build it.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "dmlscope/element.h"
#include "dmlscope/scalar_union.h"
#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

struct PadMode {
  PaddingMode mode;
  std::string origin;
};

// DmlOperatorPadding maps the mode string; an absent attribute never reaches its own fallback ("reflect"),
// because ONNX Runtime fills in the schema's default ("constant") when it resolves the graph.
// "wrap" (Pad-19) → DML_PADDING_MODE_WRAP: the copy of DmlOperatorPadding.cpp read for this predates the
// registration of Pad-19 (pull request #19175) and maps only constant, edge and reflect, rejecting anything else
// as "Unknown Pad mode attribute"; the EP registers Pad-19 and Pad-21, whose only new mode is wrap, and
// DirectML's mode for it is WRAP (feature level 6_4). A note says this mapping was not read in the EP.
Result<PadMode> padMode(NodeContext& context) {
  bool present = false;
  auto mode = context.stringAttribute("mode", "constant", &present);
  if (!mode) return mode.error();
  const std::string source = present ? "attribute mode = " + quotedName(*mode)
                                     : std::string("attribute mode absent: ONNX's default \"constant\"");
  if (*mode == "constant") return PadMode{PaddingMode::Constant, source};
  if (*mode == "edge") return PadMode{PaddingMode::Edge, source};
  if (*mode == "reflect") return PadMode{PaddingMode::Reflection, source + " → REFLECTION"};
  if (*mode == "wrap") {
    context.note("mode \"wrap\" is shown as DML_PADDING_MODE_WRAP, DirectML's mode for it; the copy of the EP's "
                 "DmlOperatorPadding.cpp read for dmlscope maps only constant, edge and reflect");
    return PadMode{PaddingMode::Wrap, source + " → WRAP"};
  }
  return refusal("Pad mode " + quotedName(*mode) + " is not one ONNX Runtime's DirectML provider maps (constant, "
                 "edge, reflect, wrap)");
}

// PaddingValue: DmlOperatorPadding sets PaddingValueDataType to the input's type and the value from the
// constant_value input's own bytes (ReadScalarTensorData) from opset 11, from the `value` attribute converted
// by CastToClampedScalarUnion before it, 0 when neither is there.
Result<ScalarUnion> paddingValue(NodeContext& context, DataType type) {
  if (context.since >= 11) {
    if (!context.hasInput(2)) {
      context.origin("PaddingValue", "input constant_value absent: 0");
      return ScalarUnion{};
    }
    auto tensor = context.constantInput(2);
    if (!tensor) return tensor.error();
    const OnnxTensor& t = **tensor;
    if (t.elementCount != 1) {
      return refusal("input " + quotedName(context.inputName(2)) + " (constant_value) has " +
                     std::to_string(t.elementCount) + " elements; the EP reads exactly one");
    }
    if (t.dataType != type) {
      return refusal("input " + quotedName(context.inputName(2)) + " (constant_value) is " + onnxTypeName(t.onnxType) +
                     ", not the data's type " + std::string(shortName(type)));
    }
    ScalarUnion value;
    std::memcpy(&value.bits, t.data.data(), elementSize(type));
    context.origin("PaddingValue", "input " + quotedName(context.inputName(2)) + " (constant_value) = " +
                                       formatScalar(type, value) + ", its bits as they are");
    return value;
  }
  const OnnxAttribute* attribute = context.attribute("value");
  if (!attribute) {
    context.origin("PaddingValue", "attribute value absent: 0");
    return ScalarUnion{};
  }
  if (attribute->kind != OnnxAttribute::Kind::Float) return refusal("attribute value of Pad is not a FLOAT");
  const ScalarUnion value{convertToBits(type, ElementValue{static_cast<double>(attribute->f)})};
  context.origin("PaddingValue", "attribute value = " + formatScalar(DataType::Float32, scalarOf(DataType::Float32,
                                     ElementValue{static_cast<double>(attribute->f)})) +
                                     " converted to " + std::string(shortName(type)) + " = " +
                                     formatScalar(type, value));
  return value;
}

}  // namespace

Status translatePad(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  const size_t rank = data->rank();

  // PaddingHelper::Initialize: pads from the attribute before opset 11, from input 1 after (read as int32).
  std::vector<int64_t> pads;
  std::string padsSource;
  if (context.since >= 11) {
    auto values = context.int32Input(1);
    if (!values) return values.error();
    pads = std::move(*values);
    padsSource = "of input " + quotedName(context.inputName(1));
  } else {
    bool present = false;
    auto values = context.intsAttribute("pads", &present);
    if (!values) return values.error();
    if (!present) return refusal("Pad-2 needs its attribute pads");
    pads = std::move(*values);
    padsSource = "of attribute pads";
  }

  // Axes (opset 18): input 3, negative values resolved; absent or before 18, every axis in order.
  std::vector<int64_t> axes;
  std::string axesText;
  if (context.since >= 18 && context.hasInput(3)) {
    auto values = context.int32Input(3);
    if (!values) return values.error();
    std::vector<int64_t> resolved;
    for (int64_t axis : *values) {
      auto r = resolveAxis(axis, rank, "Pad axis");
      if (!r) return r.error();
      resolved.push_back(*r);
    }
    axesText = " at axes " + listText(std::span<const int64_t>(*values));
    if (resolved != *values) axesText += " → " + listText(std::span<const int64_t>(resolved)) +
                                         " (negative values resolved)";
    axesText += " of input " + quotedName(context.inputName(3)) + ", the other axes 0";
    axes = std::move(resolved);
  } else {
    for (size_t a = 0; a < rank; ++a) axes.push_back(static_cast<int64_t>(a));
  }
  if (pads.size() != 2 * axes.size()) {
    return refusal("pads " + padsSource + " has " + std::to_string(pads.size()) + " values; Pad needs 2 × " +
                   std::to_string(axes.size()) + " (a begin and an end per axis)");
  }
  for (size_t i = 0; i < pads.size(); ++i) {
    if (pads[i] < 0) {
      // DML_PADDING1 takes no negative counts; the EP sends Pad-2 with negative pads to its CPU provider
      // (QueryPad, pull request #11974). dmlscope does not guess what it does from opset 11 on.
      return refusal("pads[" + std::to_string(i) + "] = " + std::to_string(pads[i]) +
                     " is negative (cropping), which DML_PADDING1 cannot take and dmlscope does not translate");
    }
  }

  const size_t dmlRank = std::max<size_t>(rank, kNchwDimensionCount);
  const size_t lead = dmlRank - rank;
  std::vector<uint32_t> start(dmlRank, 0), end(dmlRank, 0);
  const size_t n = axes.size();
  for (size_t i = 0; i < n; ++i) {
    start[lead + static_cast<size_t>(axes[i])] = static_cast<uint32_t>(pads[i]);
    end[lead + static_cast<size_t>(axes[i])] = static_cast<uint32_t>(pads[i + n]);
  }

  auto inputSizes = raisedSizes(data->dims, kNchwDimensionCount, "input " + quotedName(data->name));
  if (!inputSizes) return inputSizes.error();
  std::vector<int64_t> outDims = data->dims;
  for (size_t a = 0; a < rank; ++a) outDims[a] += start[lead + a] + end[lead + a];
  auto outputSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(0)));
  if (!outputSizes) return outputSizes.error();

  auto mode = padMode(context);
  if (!mode) return mode.error();
  auto value = paddingValue(context, data->dataType);
  if (!value) return value.error();

  Padding1Desc desc;
  desc.InputTensor = bufferTensor(data->dataType, std::move(*inputSizes));
  desc.OutputTensor = bufferTensor(data->dataType, std::move(*outputSizes));
  desc.PaddingMode = mode->mode;
  desc.PaddingValueDataType = data->dataType;
  desc.PaddingValue = *value;
  desc.StartPadding = start;
  desc.EndPadding = end;

  describeInputTensor(context, "InputTensor", 0, *data, desc.InputTensor);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "the input's shape plus StartPadding and EndPadding", rank);
  context.origin("PaddingMode", mode->origin);
  context.origin("PaddingValueDataType", "element type " + onnxTypeName(data->onnxType) + " of " +
                                             inputText(context, 0) + " (the EP always uses the input's type)");
  const std::span<const int64_t> begins(pads.data(), n);
  const std::span<const int64_t> ends(pads.data() + n, n);
  const std::string raised = dmlRank == rank ? std::string()
                                             : ", rank raised from " + std::to_string(rank) + " to " +
                                                   std::to_string(dmlRank) + " with leading 0s";
  context.origin("StartPadding", listText(std::span<const uint32_t>(start)) + " ← pads[0:" + std::to_string(n) +
                                     "] = " + listText(begins) + " " + padsSource + axesText + raised);
  context.origin("EndPadding", listText(std::span<const uint32_t>(end)) + " ← pads[" + std::to_string(n) + ":" +
                                   std::to_string(2 * n) + "] = " + listText(ends) + " " + padsSource + axesText +
                                   raised);

  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
