// The nodes the EP runs as DML_OPERATOR_ELEMENT_WISE_IDENTITY: Identity, Reshape, Squeeze, Unsqueeze and Flatten
// (DmlOperatorCopy.cpp), Transpose (DmlOperatorTranspose.cpp: the input read through permuted strides) and Expand
// (DmlOperatorExpand.cpp: stride 0 on the broadcast dimensions).
#include <algorithm>
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

std::string shapeOfOutput(const NodeContext& context) {
  const OnnxValueInfo* info = context.model.value(context.outputName(0));
  if (!info || !info->shape || !info->fullyKnown()) return {};
  std::vector<int64_t> dims;
  for (const auto& d : *info->shape) dims.push_back(*d);
  return listText(std::span<const int64_t>(dims));
}

}  // namespace

// DmlOperatorCopy: the output's descriptor is the input's (DirectML wants the same sizes in and out; a reshape
// keeps the elements in row-major order), both raised to at least 4 dimensions.
Status translateCopy(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  if (std::find(data->dims.begin(), data->dims.end(), 0) != data->dims.end()) {
    return refusal(context.node.opType + " of an empty input: DirectML cannot hold it");
  }
  auto sizes = raisedSizes(data->dims, kNchwDimensionCount, "input " + quotedName(data->name));
  if (!sizes) return sizes.error();
  ElementWiseIdentityDesc desc;
  desc.InputTensor = bufferTensor(data->dataType, *sizes);
  desc.OutputTensor = bufferTensor(data->dataType, std::move(*sizes));
  describeInputTensor(context, "InputTensor", 0, *data, desc.InputTensor);
  std::string how = "the input's sizes, as the EP gives them (DmlOperatorCopy)";
  const std::string outShape = shapeOfOutput(context);
  if (!outShape.empty()) how += "; " + outputText(context, 0) + " has shape " + outShape + ", the same elements";
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type", how,
                       data->rank());
  context.origin("ScaleBias", "null: the EP copies the elements as they are");
  context.note("outside a DirectML graph the EP often runs no operator for " + context.node.opType +
               ": the output aliases the input or the buffer is copied (DmlOperatorCopy); it runs this "
               "ELEMENT_WISE_IDENTITY inside a graph or when input and output share a buffer");
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

// DmlOperatorTranspose: the input descriptor has the output's sizes and the input's packed strides permuted by
// perm (TransposeHelper: reversed axes when perm is absent); the output is packed. Neither is raised.
Status translateTranspose(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  const size_t rank = data->rank();
  if (rank == 0) return refusal("Transpose of a scalar input: the EP needs at least one dimension");
  if (std::find(data->dims.begin(), data->dims.end(), 0) != data->dims.end()) {
    return refusal("Transpose of an empty input: DirectML cannot hold it");
  }
  bool present = false;
  auto perm = context.intsAttribute("perm", &present);
  if (!perm) return perm.error();
  std::string permOrigin;
  if (!present || perm->empty()) {
    perm->clear();
    for (size_t i = rank; i-- > 0;) perm->push_back(static_cast<int64_t>(i));
    permOrigin = "attribute perm absent: the axes reversed, " + listText(std::span<const int64_t>(*perm));
  } else {
    permOrigin = "attribute perm = " + listText(std::span<const int64_t>(*perm));
  }
  std::vector<int64_t> sorted = *perm;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (sorted.size() != rank || sorted[i] != static_cast<int64_t>(i)) {
      return refusal("Transpose perm " + listText(std::span<const int64_t>(*perm)) +
                     " is not a permutation of the input's " + std::to_string(rank) + " axes");
    }
  }
  auto inSizes = raisedSizes(data->dims, 1, "input " + quotedName(data->name));
  if (!inSizes) return inSizes.error();
  std::vector<uint32_t> packed(rank);
  uint64_t stride = 1;
  for (size_t d = rank; d-- > 0;) {
    packed[d] = static_cast<uint32_t>(stride);
    stride *= (*inSizes)[d];
    if (stride > 0xFFFFFFFFull) return refusal("input " + quotedName(data->name) + " has too many elements");
  }
  std::vector<uint32_t> sizes(rank), strides(rank);
  std::vector<int64_t> outDims(rank);
  for (size_t d = 0; d < rank; ++d) {
    const size_t from = static_cast<size_t>((*perm)[d]);
    sizes[d] = (*inSizes)[from];
    strides[d] = packed[from];
    outDims[d] = data->dims[from];
  }
  ElementWiseIdentityDesc desc;
  desc.InputTensor = bufferTensor(data->dataType, sizes, strides);
  desc.OutputTensor = bufferTensor(data->dataType, sizes);
  context.origin("InputTensor.DataType", "element type " + onnxTypeName(data->onnxType) + " of " +
                                             inputText(context, 0));
  context.origin("InputTensor.Sizes", listText(std::span<const uint32_t>(sizes)) + " ← shape " +
                                          listText(std::span<const int64_t>(data->dims)) + " of " +
                                          inputText(context, 0) + " permuted by perm (" + permOrigin + ")");
  context.origin("InputTensor.Strides", listText(std::span<const uint32_t>(strides)) + " ← the input's packed "
                                            "strides " + listText(std::span<const uint32_t>(packed)) +
                                            " permuted by perm (" + permOrigin + ")");
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "the input's shape permuted by perm, packed", rank);
  context.origin("ScaleBias", "null: the EP copies the elements as they are");
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

// DmlOperatorExpand: the output shape is the broadcast of the input's and the shape input's (ExpandHelper); the
// input descriptor takes the output's sizes (raised to at least 4) with stride 0 on every dimension where the
// input (raised to at least 4) has size 1 or none, packed strides over its other dimensions (TensorDesc's
// broadcasting constructor); no strides at all when nothing is broadcast.
Status translateExpand(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  auto shape = context.int32Input(1);
  if (!shape) return shape.error();
  const size_t outRank = std::max(data->rank(), shape->size());
  std::vector<int64_t> outDims(outRank);
  for (size_t i = 0; i < outRank; ++i) {
    const int64_t a = i < outRank - data->rank() ? 1 : data->dims[i - (outRank - data->rank())];
    const int64_t b = i < outRank - shape->size() ? 1 : (*shape)[i - (outRank - shape->size())];
    if (a != b && a != 1 && b != 1) {
      return refusal("Expand cannot broadcast input " + quotedName(data->name) + " " +
                     listText(std::span<const int64_t>(data->dims)) + " to shape " +
                     listText(std::span<const int64_t>(*shape)));
    }
    outDims[i] = a == 1 ? b : a;
    if (outDims[i] <= 0) return refusal("Expand's output is empty: DirectML cannot hold it");
  }
  if (std::find(data->dims.begin(), data->dims.end(), 0) != data->dims.end()) {
    return refusal("Expand of an empty input: DirectML cannot hold it");
  }
  auto outSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();
  auto physical = raisedSizes(data->dims, kNchwDimensionCount, "input " + quotedName(data->name));
  if (!physical) return physical.error();

  std::optional<std::vector<uint32_t>> strides;
  std::string strideOrigin = "absent: nothing is broadcast, the input is read packed";
  if (*physical != *outSizes) {
    std::vector<uint32_t> s(outSizes->size());
    std::vector<int64_t> zeroDims;
    uint64_t count = 1;
    size_t fromEnd = 0;
    for (size_t d = outSizes->size(); d-- > 0; ++fromEnd) {
      const bool present = fromEnd < physical->size();
      const uint32_t size = present ? (*physical)[physical->size() - 1 - fromEnd] : 1;
      if (size == 1) {
        s[d] = 0;
        zeroDims.push_back(static_cast<int64_t>(d));
      } else {
        s[d] = static_cast<uint32_t>(count);
        count *= size;
      }
    }
    std::reverse(zeroDims.begin(), zeroDims.end());
    strides = s;
    strideOrigin = listText(std::span<const uint32_t>(s)) + " ← 0 on dimensions " +
                   listText(std::span<const int64_t>(zeroDims)) + ", where input " + quotedName(data->name) +
                   " (" + listText(std::span<const uint32_t>(*physical)) +
                   " raised) has size 1 and is broadcast; packed over the others";
  }
  ElementWiseIdentityDesc desc;
  desc.InputTensor = bufferTensor(data->dataType, *outSizes, strides);
  desc.OutputTensor = bufferTensor(data->dataType, *outSizes);
  context.origin("InputTensor.DataType", "element type " + onnxTypeName(data->onnxType) + " of " +
                                             inputText(context, 0));
  context.origin("InputTensor.Sizes", listText(std::span<const uint32_t>(*outSizes)) + " ← the output's: shape " +
                                          listText(std::span<const int64_t>(data->dims)) + " of " +
                                          inputText(context, 0) + " broadcast to shape " +
                                          listText(std::span<const int64_t>(*shape)) + " of " +
                                          inputText(context, 1) + rankRaisedText(outRank, outSizes->size()));
  context.origin("InputTensor.Strides", strideOrigin);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "the broadcast of the input's shape and " + inputText(context, 1), outRank);
  context.origin("ScaleBias", "null: the EP copies the elements as they are");
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
