// Split → DML_OPERATOR_SPLIT (DmlOperatorSplit.cpp, OperatorHelper.cpp's SplitHelper) and Concat →
// DML_OPERATOR_JOIN (DmlOperatorConcat.cpp). Both raise every tensor to at least 4 dimensions
// (DmlOperator::Initialize's default) and move the axis by the leading 1s added (GetDmlAdjustedAxis).
#include <algorithm>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

// "attribute axis = -1 → 1 (negative resolved), moved to 3 by the rank raised from 2 to 4"
std::string axisOrigin(int64_t written, bool present, int64_t resolved, size_t rank, size_t dmlRank,
                       std::string_view fallbackText) {
  std::string text = present ? "attribute axis = " + std::to_string(written) : std::string(fallbackText);
  if (resolved != written) text += " → " + std::to_string(resolved) + " (negative resolved)";
  if (dmlRank != rank) {
    text += ", moved to " + std::to_string(resolved + static_cast<int64_t>(dmlRank - rank)) +
            " by the rank raised from " + std::to_string(rank) + " to " + std::to_string(dmlRank);
  }
  return text;
}

}  // namespace

Status translateSplit(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  const size_t rank = data->rank();
  if (rank == 0) return refusal("Split of a scalar input " + quotedName(data->name) + " has no axis");
  bool axisPresent = false;
  auto axisWritten = context.intAttribute("axis", 0, &axisPresent);
  if (!axisWritten) return axisWritten.error();
  auto axis = resolveAxis(*axisWritten, rank, "Split axis");
  if (!axis) return axis.error();
  const int64_t along = data->dims[static_cast<size_t>(*axis)];
  const size_t outputCount = context.node.outputs.size();
  if (outputCount == 0) return refusal("Split has no outputs");

  // SplitHelper::Initialize: the sizes from attribute split before opset 13, from the optional input 1 after;
  // num_outputs (opset 18) gives ceil(size / n) each and the rest to the last.
  std::vector<int64_t> split;
  std::string splitSource;
  if (context.since >= 13) {
    if (context.hasInput(1)) {
      auto values = context.int32Input(1);
      if (!values) return values.error();
      split = std::move(*values);
      splitSource = "input " + quotedName(context.inputName(1));
    }
  } else {
    bool present = false;
    auto values = context.intsAttribute("split", &present);
    if (!values) return values.error();
    if (present) {
      split = std::move(*values);
      splitSource = "attribute split";
    }
  }
  if (context.since >= 18) {
    bool present = false;
    auto numOutputs = context.intAttribute("num_outputs", 0, &present);
    if (!numOutputs) return numOutputs.error();
    if (*numOutputs > 0) {
      if (!split.empty()) return refusal("Split has both a split input and num_outputs; ONNX allows one");
      const int64_t n = *numOutputs;
      if (n != static_cast<int64_t>(outputCount)) {
        return refusal("Split's num_outputs = " + std::to_string(n) + " but the node has " +
                       std::to_string(outputCount) + " outputs");
      }
      const int64_t each = (along + n - 1) / n;
      split.assign(static_cast<size_t>(n), each);
      split.back() = along - (n - 1) * each;
      splitSource = "attribute num_outputs = " + std::to_string(n) + ": ceil(" + std::to_string(along) + " / " +
                    std::to_string(n) + ") = " + std::to_string(each) + " each, the last the rest";
    } else if (split.empty()) {
      return refusal("Split-18 needs a split input or the attribute num_outputs");
    }
  }
  if (split.empty()) {
    if (along % static_cast<int64_t>(outputCount) != 0) {
      return refusal("Split's axis size " + std::to_string(along) + " does not divide into " +
                     std::to_string(outputCount) + " equal outputs");
    }
    split.assign(outputCount, along / static_cast<int64_t>(outputCount));
    splitSource = "no split given: " + std::to_string(along) + " / " + std::to_string(outputCount) +
                  " outputs, equal parts";
  }
  if (split.size() != outputCount) {
    return refusal("Split has " + std::to_string(outputCount) + " outputs but " + std::to_string(split.size()) +
                   " split sizes (" + splitSource + ")");
  }
  int64_t sum = 0;
  for (size_t i = 0; i < split.size(); ++i) {
    if (split[i] <= 0) {
      return refusal("split[" + std::to_string(i) + "] = " + std::to_string(split[i]) +
                     " gives an empty output, which DirectML cannot hold");
    }
    sum += split[i];
  }
  if (sum != along) {
    return refusal("the split sizes " + listText(std::span<const int64_t>(split)) + " add up to " +
                   std::to_string(sum) + ", not the axis size " + std::to_string(along));
  }

  const size_t dmlRank = std::max<size_t>(rank, kNchwDimensionCount);
  auto inSizes = raisedSizes(data->dims, kNchwDimensionCount, "input " + quotedName(data->name));
  if (!inSizes) return inSizes.error();
  SplitDesc desc;
  desc.InputTensor = bufferTensor(data->dataType, std::move(*inSizes));
  desc.Axis = static_cast<uint32_t>(*axis + static_cast<int64_t>(dmlRank - rank));
  describeInputTensor(context, "InputTensor", 0, *data, desc.InputTensor);
  context.origin("Axis", axisOrigin(*axisWritten, axisPresent, *axis, rank, dmlRank,
                                    "attribute axis absent: ONNX's default 0"));
  for (size_t i = 0; i < outputCount; ++i) {
    std::vector<int64_t> outDims = data->dims;
    outDims[static_cast<size_t>(*axis)] = split[i];
    auto outSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(i)));
    if (!outSizes) return outSizes.error();
    desc.OutputTensors.push_back(bufferTensor(data->dataType, std::move(*outSizes)));
    describeOutputTensor(context, indexed("OutputTensors", i), i, desc.OutputTensors.back(),
                         "the input's element type",
                         "the input's shape with split[" + std::to_string(i) + "] = " + std::to_string(split[i]) +
                             " along the axis (" + splitSource + ")",
                         rank);
    context.out.outputValues.push_back(std::string(context.outputName(i)));
  }
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  return Ok{};
}

Status translateConcat(NodeContext& context) {
  const size_t inputCount = context.node.inputs.size();
  if (inputCount == 0) return refusal("Concat has no inputs");
  std::vector<KnownValue> inputs;
  for (size_t i = 0; i < inputCount; ++i) {
    auto value = context.inputValue(i);
    if (!value) return value.error();
    inputs.push_back(std::move(*value));
  }
  const size_t rank = inputs[0].rank();
  if (rank == 0) return refusal("Concat of scalars has no axis");
  bool axisPresent = false;
  auto axisWritten = context.intAttribute("axis", 0, &axisPresent);
  if (!axisWritten) return axisWritten.error();
  if (!axisPresent) return refusal("Concat needs its attribute axis");
  auto axis = resolveAxis(*axisWritten, rank, "Concat axis");
  if (!axis) return axis.error();
  const size_t a = static_cast<size_t>(*axis);

  std::vector<int64_t> outDims = inputs[0].dims;
  outDims[a] = 0;
  for (const KnownValue& input : inputs) {
    if (input.rank() != rank || input.dataType != inputs[0].dataType) {
      return refusal("Concat's inputs differ in rank or element type (input " + quotedName(input.name) + ")");
    }
    for (size_t d = 0; d < rank; ++d) {
      if (d != a && input.dims[d] != inputs[0].dims[d]) {
        return refusal("Concat's input " + quotedName(input.name) + " differs from the first in dimension " +
                       std::to_string(d));
      }
    }
    outDims[a] += input.dims[a];
  }

  // DmlOperatorConcat: only the inputs without an empty dimension are bound (ContainsEmptyDimensions); with none
  // left it runs no operator at all.
  const size_t dmlRank = std::max<size_t>(rank, kNchwDimensionCount);
  JoinDesc desc;
  std::vector<std::string> dropped;
  for (size_t i = 0; i < inputCount; ++i) {
    const KnownValue& input = inputs[i];
    if (std::find(input.dims.begin(), input.dims.end(), 0) != input.dims.end()) {
      dropped.push_back(quotedName(input.name));
      continue;
    }
    auto sizes = raisedSizes(input.dims, kNchwDimensionCount, "input " + quotedName(input.name));
    if (!sizes) return sizes.error();
    const std::string field = indexed("InputTensors", desc.InputTensors.size());
    desc.InputTensors.push_back(bufferTensor(input.dataType, std::move(*sizes)));
    describeInputTensor(context, field, i, input, desc.InputTensors.back());
    context.out.inputValues.push_back(input.name);
  }
  if (desc.InputTensors.empty()) {
    return refusal("every input of Concat is empty: ONNX Runtime's DirectML provider runs no DirectML operator "
                   "for it");
  }
  if (!dropped.empty()) {
    std::string names;
    for (const std::string& name : dropped) names += (names.empty() ? "" : ", ") + name;
    context.note("empty inputs dropped as the EP does (DirectML holds no empty tensor): " + names);
  }
  auto outSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();
  desc.OutputTensor = bufferTensor(inputs[0].dataType, std::move(*outSizes));
  desc.Axis = static_cast<uint32_t>(*axis + static_cast<int64_t>(dmlRank - rank));
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the inputs' element type",
                       "the inputs' shape with their axis sizes added", rank);
  context.origin("Axis", axisOrigin(*axisWritten, axisPresent, *axis, rank, dmlRank, ""));
  context.out.desc = std::move(desc);
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
