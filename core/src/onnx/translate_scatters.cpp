// Scatter and ScatterElements → DML_OPERATOR_SCATTER, ScatterND → DML_OPERATOR_SCATTER_ND, as DmlOperatorScatter.cpp
// builds them.
//
// Ranks: the copy of DmlOperatorScatter.cpp that could be read raises every tensor to at least 4 dimensions and
// makes the indices unsigned (ForceUnsignedDataType), while the newer DmlOperatorGather.cpp raises every tensor to
// the largest rank among them and keeps the indices signed; issue 29 states the latter for the scatters too, and
// dmlscope follows it (a note says so). The reduction attribute (ScatterElements-16, ScatterND-16) other than
// "none" is refused: the EP's QueryScatter declines it and ONNX Runtime runs the node on its CPU provider.
#include <algorithm>
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

constexpr const char* kRankNote =
    "the tensors are raised to the largest rank among them with the indices kept signed, as the EP's newer "
    "DmlOperatorGather.cpp does; the older DmlOperatorScatter.cpp that dmlscope could read raised them to 4 "
    "dimensions and made the indices unsigned";

Status refuseReduction(NodeContext& context) {
  if (context.since < 16) return Ok{};
  bool present = false;
  auto reduction = context.stringAttribute("reduction", "none", &present);
  if (!reduction) return reduction.error();
  if (*reduction != "none") {
    return refusal(context.node.opType + " reduction " + quotedName(*reduction) +
                   " is not run by ONNX Runtime's DirectML provider (QueryScatter): ONNX Runtime runs it on its CPU "
                   "provider");
  }
  return Ok{};
}

struct Operands {
  KnownValue data, indices, updates;
};

Result<Operands> readOperands(NodeContext& context) {
  Operands o;
  for (size_t i = 0; i < 3; ++i) {
    auto value = context.inputValue(i);
    if (!value) return value.error();
    (i == 0 ? o.data : i == 1 ? o.indices : o.updates) = std::move(*value);
  }
  if (o.indices.dataType != DataType::Int32 && o.indices.dataType != DataType::Int64) {
    return refusal("the indices " + quotedName(o.indices.name) + " are " + onnxTypeName(o.indices.onnxType) +
                   "; ONNX Runtime's DirectML provider registers " + context.node.opType +
                   " for int32 and int64 indices");
  }
  if (o.updates.dataType != o.data.dataType) {
    return refusal(context.node.opType + "'s updates differ in element type from its data");
  }
  return o;
}

bool anyEmpty(const std::vector<int64_t>& dims) { return std::find(dims.begin(), dims.end(), 0) != dims.end(); }

Status bindTensors(NodeContext& context, const Operands& o, size_t rank, TensorDesc& input, TensorDesc& indices,
                   TensorDesc& updates, TensorDesc& output) {
  auto inSizes = raisedSizes(o.data.dims, rank, "input " + quotedName(o.data.name));
  if (!inSizes) return inSizes.error();
  auto idxSizes = raisedSizes(o.indices.dims, rank, "indices " + quotedName(o.indices.name));
  if (!idxSizes) return idxSizes.error();
  auto updSizes = raisedSizes(o.updates.dims, rank, "updates " + quotedName(o.updates.name));
  if (!updSizes) return updSizes.error();
  input = bufferTensor(o.data.dataType, *inSizes);
  indices = bufferTensor(o.indices.dataType, std::move(*idxSizes));
  updates = bufferTensor(o.updates.dataType, std::move(*updSizes));
  output = bufferTensor(o.data.dataType, std::move(*inSizes));
  describeInputTensor(context, "InputTensor", 0, o.data, input);
  describeInputTensor(context, "IndicesTensor", 1, o.indices, indices);
  describeInputTensor(context, "UpdatesTensor", 2, o.updates, updates);
  describeOutputTensor(context, "OutputTensor", 0, output, "the input's element type", "the input's shape",
                       o.data.rank());
  context.out.inputValues = {o.data.name, o.indices.name, o.updates.name};
  context.out.outputValues = {std::string(context.outputName(0))};
  context.note(kRankNote);
  return Ok{};
}

// DmlOperatorScatter: with empty indices the EP runs ELEMENT_WISE_IDENTITY on the data instead.
Status translateEmptyScatter(NodeContext& context, const KnownValue& data) {
  auto sizes = raisedSizes(data.dims, kNchwDimensionCount, "input " + quotedName(data.name));
  if (!sizes) return sizes.error();
  ElementWiseIdentityDesc desc;
  desc.InputTensor = bufferTensor(data.dataType, *sizes);
  desc.OutputTensor = bufferTensor(data.dataType, std::move(*sizes));
  describeInputTensor(context, "InputTensor", 0, data, desc.InputTensor);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "the input's shape", data.rank());
  context.note("the indices are empty, so the EP copies the data with DML_OPERATOR_ELEMENT_WISE_IDENTITY "
               "(DmlOperatorScatter)");
  context.out.desc = std::move(desc);
  context.out.inputValues = {data.name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace

Status translateScatterElements(NodeContext& context) {
  Status reduction = refuseReduction(context);
  if (!reduction) return reduction.error();
  auto o = readOperands(context);
  if (!o) return o.error();
  const size_t rank = o->data.rank();
  if (rank == 0) return refusal(context.node.opType + " of a scalar input has no axis");
  if (o->indices.rank() != rank || o->updates.dims != o->indices.dims) {
    return refusal(context.node.opType + " needs indices of the data's rank and updates of the indices' shape");
  }
  if (anyEmpty(o->data.dims)) return refusal(context.node.opType + " of an empty input: DirectML cannot hold it");
  if (anyEmpty(o->indices.dims)) return translateEmptyScatter(context, o->data);
  bool present = false;
  auto written = context.intAttribute("axis", 0, &present);
  if (!written) return written.error();
  auto axis = resolveAxis(*written, rank, context.node.opType + " axis");
  if (!axis) return axis.error();

  ScatterDesc desc;
  Status bound = bindTensors(context, *o, rank, desc.InputTensor, desc.IndicesTensor, desc.UpdatesTensor,
                             desc.OutputTensor);
  if (!bound) return bound.error();
  desc.Axis = static_cast<uint32_t>(*axis);
  std::string origin = present ? "attribute axis = " + std::to_string(*written)
                               : std::string("attribute axis absent: ONNX's default 0");
  if (*axis != *written) origin += " → " + std::to_string(*axis) + " (negative resolved)";
  context.origin("Axis", origin);
  context.out.desc = std::move(desc);
  return Ok{};
}

Status translateScatterNd(NodeContext& context) {
  Status reduction = refuseReduction(context);
  if (!reduction) return reduction.error();
  auto o = readOperands(context);
  if (!o) return o.error();
  const size_t r = o->data.rank(), q = o->indices.rank();
  if (r == 0 || q == 0) return refusal("ScatterND needs data and indices of rank 1 or more");
  const int64_t k = o->indices.dims.back();
  if (k < 1 || static_cast<size_t>(k) > r) {
    return refusal("ScatterND's index tuples have " + std::to_string(k) + " coordinates for data of rank " +
                   std::to_string(r));
  }
  // ONNX: updates.shape = indices.shape[:-1] + data.shape[k:].
  std::vector<int64_t> expected(o->indices.dims.begin(), o->indices.dims.end() - 1);
  expected.insert(expected.end(), o->data.dims.begin() + k, o->data.dims.end());
  if (o->updates.dims != expected) {
    return refusal("ScatterND's updates " + quotedName(o->updates.name) + " have shape " +
                   listText(std::span<const int64_t>(o->updates.dims)) + ", not " +
                   listText(std::span<const int64_t>(expected)));
  }
  if (anyEmpty(o->data.dims) || anyEmpty(o->indices.dims) || o->updates.dims.empty()) {
    return refusal("ScatterND with an empty or scalar tensor: DirectML cannot hold it");
  }
  const size_t rank = std::max({r, q, o->updates.rank()});

  ScatterNdDesc desc;
  Status bound = bindTensors(context, *o, rank, desc.InputTensor, desc.IndicesTensor, desc.UpdatesTensor,
                             desc.OutputTensor);
  if (!bound) return bound.error();
  desc.InputDimensionCount = static_cast<uint32_t>(r);
  desc.IndicesDimensionCount = static_cast<uint32_t>(q);
  context.origin("InputDimensionCount", "rank " + std::to_string(r) + " of " + inputText(context, 0));
  context.origin("IndicesDimensionCount", "rank " + std::to_string(q) + " of " + inputText(context, 1));
  context.out.desc = std::move(desc);
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
