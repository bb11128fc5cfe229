// DepthToSpace → DML_OPERATOR_DEPTH_TO_SPACE1 (DmlOperatorDepthToSpace.cpp) and SpaceToDepth →
// DML_OPERATOR_SPACE_TO_DEPTH, the first version without Order (DmlOperatorSpaceToDepth.cpp). Both call
// DmlOperator::Initialize with its default minimum of 4 dimensions; ONNX's operators take 4-D tensors already.
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

struct Common {
  KnownValue data;
  uint32_t blockSize = 0;
};

Result<Common> readCommon(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  if (data->rank() != 4) {
    return refusal(context.node.opType + " takes a 4-D input; input " + quotedName(data->name) + " has rank " +
                   std::to_string(data->rank()));
  }
  bool present = false;
  auto block = context.intAttribute("blocksize", 0, &present);
  if (!block) return block.error();
  if (!present) return refusal(context.node.opType + " needs its attribute blocksize");
  if (*block <= 0 || *block > 0xFFFF) {
    return refusal("attribute blocksize = " + std::to_string(*block) + " is not a usable block size");
  }
  return Common{std::move(*data), static_cast<uint32_t>(*block)};
}

}  // namespace

Status translateDepthToSpace(NodeContext& context) {
  auto common = readCommon(context);
  if (!common) return common.error();
  const KnownValue& data = common->data;
  const int64_t b = common->blockSize;
  if (data.dims[1] % (b * b) != 0) {
    return refusal("the channels of input " + quotedName(data.name) + " (" + std::to_string(data.dims[1]) +
                   ") are not a multiple of blocksize² = " + std::to_string(b * b));
  }
  // DmlOperatorDepthToSpace: mode "DCR" (the default) or "CRD" → Order (MapStringToDepthSpaceMode). Mode exists
  // from DepthToSpace-11; version 1 is always DCR.
  std::string mode = "DCR";
  std::string modeOrigin = "DepthToSpace-1 has no mode: DCR";
  if (context.since >= 11) {
    bool present = false;
    auto m = context.stringAttribute("mode", "DCR", &present);
    if (!m) return m.error();
    mode = *m;
    modeOrigin = present ? "attribute mode = " + quotedName(mode) : "attribute mode absent: ONNX's default \"DCR\"";
  }
  DepthSpaceOrder order;
  if (mode == "DCR") {
    order = DepthSpaceOrder::DepthColumnRow;
    modeOrigin += " → DEPTH_COLUMN_ROW";
  } else if (mode == "CRD") {
    order = DepthSpaceOrder::ColumnRowDepth;
    modeOrigin += " → COLUMN_ROW_DEPTH";
  } else {
    return refusal("DepthToSpace mode " + quotedName(mode) + " is neither DCR nor CRD");
  }

  const std::vector<int64_t> outDims = {data.dims[0], data.dims[1] / (b * b), data.dims[2] * b, data.dims[3] * b};
  auto inSizes = raisedSizes(data.dims, kNchwDimensionCount, "input " + quotedName(data.name));
  if (!inSizes) return inSizes.error();
  auto outSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();

  DepthToSpace1Desc desc;
  desc.InputTensor = bufferTensor(data.dataType, std::move(*inSizes));
  desc.OutputTensor = bufferTensor(data.dataType, std::move(*outSizes));
  desc.BlockSize = common->blockSize;
  desc.Order = order;
  describeInputTensor(context, "InputTensor", 0, data, desc.InputTensor);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "{N, C / blocksize², H × blocksize, W × blocksize}", 4);
  context.origin("BlockSize", "attribute blocksize = " + std::to_string(b));
  context.origin("Order", modeOrigin);
  context.out.desc = std::move(desc);
  context.out.inputValues = {data.name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

Status translateSpaceToDepth(NodeContext& context) {
  auto common = readCommon(context);
  if (!common) return common.error();
  const KnownValue& data = common->data;
  const int64_t b = common->blockSize;
  if (data.dims[2] % b != 0 || data.dims[3] % b != 0) {
    return refusal("the height and width of input " + quotedName(data.name) + " (" + std::to_string(data.dims[2]) +
                   ", " + std::to_string(data.dims[3]) + ") are not multiples of blocksize " + std::to_string(b));
  }
  const std::vector<int64_t> outDims = {data.dims[0], data.dims[1] * b * b, data.dims[2] / b, data.dims[3] / b};
  auto inSizes = raisedSizes(data.dims, kNchwDimensionCount, "input " + quotedName(data.name));
  if (!inSizes) return inSizes.error();
  auto outSizes = raisedSizes(outDims, kNchwDimensionCount, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();

  SpaceToDepthDesc desc;
  desc.InputTensor = bufferTensor(data.dataType, std::move(*inSizes));
  desc.OutputTensor = bufferTensor(data.dataType, std::move(*outSizes));
  desc.BlockSize = common->blockSize;
  describeInputTensor(context, "InputTensor", 0, data, desc.InputTensor);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "{N, C × blocksize², H / blocksize, W / blocksize}", 4);
  context.origin("BlockSize", "attribute blocksize = " + std::to_string(b));
  context.note("the EP runs DML_OPERATOR_SPACE_TO_DEPTH, the first version, whose order is always "
               "DEPTH_COLUMN_ROW (ONNX SpaceToDepth has no mode)");
  context.out.desc = std::move(desc);
  context.out.inputValues = {data.name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
