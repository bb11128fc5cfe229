// Gather → DML_OPERATOR_GATHER, GatherElements → DML_OPERATOR_GATHER_ELEMENTS, GatherND → DML_OPERATOR_GATHER_ND1,
// as DmlOperatorGather.cpp builds them: every tensor raised to the largest rank among the data, the indices and
// the output (DmlOperator::Initialize(kernelCreationContext, dimensionCountMax)), not to 4; the axis moved by the
// leading 1s added to the data (GetDmlAdjustedAxis); the indices keep their signed type.
#include <algorithm>
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

constexpr const char* kRemapNote =
    "on a device without 64-bit integer support the EP rewrites INT64 tensors as INT32 pairs "
    "(Remap64bitDmlDataTypesTo32bitIfNeeded); dmlscope shows the tensors as a device with that support gets them";

struct Operands {
  KnownValue data;
  KnownValue indices;
};

Result<Operands> readOperands(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  auto indices = context.inputValue(1);
  if (!indices) return indices.error();
  if (indices->dataType != DataType::Int32 && indices->dataType != DataType::Int64) {
    // OperatorRegistration.cpp: supportedTypeListScatterGather allows int32 and int64 indices only.
    return refusal("the indices " + quotedName(indices->name) + " are " + onnxTypeName(indices->onnxType) +
                   "; ONNX Runtime's DirectML provider registers " + context.node.opType +
                   " for int32 and int64 indices");
  }
  if (data->rank() == 0) return refusal(context.node.opType + " of a scalar input has no axis");
  return Operands{std::move(*data), std::move(*indices)};
}

bool anyEmpty(const std::vector<int64_t>& dims) { return std::find(dims.begin(), dims.end(), 0) != dims.end(); }

// The three tensors at `rank` (the largest of theirs), with their origins.
Status bindTensors(NodeContext& context, const Operands& o, const std::vector<int64_t>& outDims, size_t rank,
                   TensorDesc& input, TensorDesc& indices, TensorDesc& output, std::string_view how) {
  auto inSizes = raisedSizes(o.data.dims, rank, "input " + quotedName(o.data.name));
  if (!inSizes) return inSizes.error();
  auto idxSizes = raisedSizes(o.indices.dims, rank, "indices " + quotedName(o.indices.name));
  if (!idxSizes) return idxSizes.error();
  auto outSizes = raisedSizes(outDims, rank, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();
  if (anyEmpty(o.data.dims) || anyEmpty(o.indices.dims) || anyEmpty(outDims)) {
    return refusal(context.node.opType + " with an empty tensor: DirectML cannot hold an empty tensor");
  }
  input = bufferTensor(o.data.dataType, std::move(*inSizes));
  indices = bufferTensor(o.indices.dataType, std::move(*idxSizes));
  output = bufferTensor(o.data.dataType, std::move(*outSizes));
  describeInputTensor(context, "InputTensor", 0, o.data, input);
  describeInputTensor(context, "IndicesTensor", 1, o.indices, indices);
  describeOutputTensor(context, "OutputTensor", 0, output, "the input's element type", how, outDims.size());
  context.out.inputValues = {o.data.name, o.indices.name};
  context.out.outputValues = {std::string(context.outputName(0))};
  if (o.data.dataType == DataType::Int64 || o.data.dataType == DataType::UInt64 ||
      o.indices.dataType == DataType::Int64) {
    context.note(kRemapNote);
  }
  return Ok{};
}

std::string axisOrigin(int64_t written, bool present, int64_t resolved, size_t dataRank, size_t rank) {
  std::string text = present ? "attribute axis = " + std::to_string(written)
                             : std::string("attribute axis absent: ONNX's default 0");
  if (resolved != written) text += " → " + std::to_string(resolved) + " (negative resolved)";
  if (rank != dataRank) {
    text += ", moved to " + std::to_string(resolved + static_cast<int64_t>(rank - dataRank)) +
            " by the data's rank raised from " + std::to_string(dataRank) + " to " + std::to_string(rank);
  }
  return text;
}

}  // namespace

Status translateGather(NodeContext& context) {
  auto o = readOperands(context);
  if (!o) return o.error();
  bool present = false;
  auto written = context.intAttribute("axis", 0, &present);
  if (!written) return written.error();
  auto axis = resolveAxis(*written, o->data.rank(), "Gather axis");
  if (!axis) return axis.error();
  const size_t a = static_cast<size_t>(*axis);
  // GatherHelper::GetOutputShapes: data[:axis] + indices + data[axis+1:].
  std::vector<int64_t> outDims(o->data.dims.begin(), o->data.dims.begin() + static_cast<std::ptrdiff_t>(a));
  outDims.insert(outDims.end(), o->indices.dims.begin(), o->indices.dims.end());
  outDims.insert(outDims.end(), o->data.dims.begin() + static_cast<std::ptrdiff_t>(a) + 1, o->data.dims.end());
  const size_t rank = std::max({o->data.rank(), o->indices.rank(), outDims.size()});

  GatherDesc desc;
  Status bound = bindTensors(context, *o, outDims, rank, desc.InputTensor, desc.IndicesTensor, desc.OutputTensor,
                             "the input's shape with the axis replaced by the indices' shape");
  if (!bound) return bound.error();
  desc.Axis = static_cast<uint32_t>(*axis + static_cast<int64_t>(rank - o->data.rank()));
  desc.IndexDimensions = static_cast<uint32_t>(o->indices.rank());
  context.origin("Axis", axisOrigin(*written, present, *axis, o->data.rank(), rank));
  context.origin("IndexDimensions", "rank " + std::to_string(o->indices.rank()) + " of indices " +
                                        quotedName(o->indices.name) + " (before raising)");
  context.out.desc = std::move(desc);
  return Ok{};
}

Status translateGatherElements(NodeContext& context) {
  auto o = readOperands(context);
  if (!o) return o.error();
  if (o->indices.rank() != o->data.rank()) {
    return refusal("GatherElements' indices " + quotedName(o->indices.name) + " differ in rank from its data");
  }
  bool present = false;
  auto written = context.intAttribute("axis", 0, &present);
  if (!written) return written.error();
  auto axis = resolveAxis(*written, o->data.rank(), "GatherElements axis");
  if (!axis) return axis.error();
  const size_t rank = o->data.rank();

  GatherElementsDesc desc;
  Status bound = bindTensors(context, *o, o->indices.dims, rank, desc.InputTensor, desc.IndicesTensor,
                             desc.OutputTensor, "the indices' shape");
  if (!bound) return bound.error();
  desc.Axis = static_cast<uint32_t>(*axis);
  context.origin("Axis", axisOrigin(*written, present, *axis, rank, rank));
  context.out.desc = std::move(desc);
  return Ok{};
}

Status translateGatherNd(NodeContext& context) {
  auto o = readOperands(context);
  if (!o) return o.error();
  // batch_dims exists from GatherND-12; GatherHelper reads it as the batch count (default 0).
  bool present = false;
  int64_t batch = 0;
  if (context.since >= 12) {
    auto b = context.intAttribute("batch_dims", 0, &present);
    if (!b) return b.error();
    batch = *b;
  }
  const size_t r = o->data.rank(), q = o->indices.rank();
  if (q == 0) return refusal("GatherND's indices " + quotedName(o->indices.name) + " are a scalar");
  if (batch < 0 || static_cast<size_t>(batch) >= std::min(r, q)) {
    return refusal("GatherND batch_dims = " + std::to_string(batch) + " does not fit data of rank " +
                   std::to_string(r) + " and indices of rank " + std::to_string(q));
  }
  const int64_t k = o->indices.dims.back();
  if (k < 1 || static_cast<size_t>(batch + k) > r) {
    return refusal("GatherND's index tuples have " + std::to_string(k) + " coordinates for data of rank " +
                   std::to_string(r) + " with " + std::to_string(batch) + " batch dimensions");
  }
  for (int64_t b = 0; b < batch; ++b) {
    if (o->data.dims[static_cast<size_t>(b)] != o->indices.dims[static_cast<size_t>(b)]) {
      return refusal("GatherND's batch dimension " + std::to_string(b) + " differs between data and indices");
    }
  }
  // GatherNdHelper::GetOutputShapes: batch dims + indices[batch:-1] + data[batch + k:].
  std::vector<int64_t> outDims(o->data.dims.begin(), o->data.dims.begin() + batch);
  outDims.insert(outDims.end(), o->indices.dims.begin() + batch, o->indices.dims.end() - 1);
  outDims.insert(outDims.end(), o->data.dims.begin() + batch + k, o->data.dims.end());
  if (outDims.empty()) {
    return refusal("GatherND's output would be a scalar, which the EP's GatherNdHelper refuses");
  }
  const size_t rank = std::max({r, q, outDims.size()});

  GatherNd1Desc desc;
  Status bound = bindTensors(context, *o, outDims, rank, desc.InputTensor, desc.IndicesTensor, desc.OutputTensor,
                             "the batch dimensions, the indices' shape without its last, the data's trailing "
                             "dimensions after the indexed ones");
  if (!bound) return bound.error();
  desc.InputDimensionCount = static_cast<uint32_t>(r);
  desc.IndicesDimensionCount = static_cast<uint32_t>(q);
  desc.BatchDimensionCount = static_cast<uint32_t>(batch);
  context.origin("InputDimensionCount", "rank " + std::to_string(r) + " of " + inputText(context, 0));
  context.origin("IndicesDimensionCount", "rank " + std::to_string(q) + " of " + inputText(context, 1));
  context.origin("BatchDimensionCount",
                 context.since < 12 ? std::string("GatherND-11 has no batch_dims: 0")
                 : present          ? "attribute batch_dims = " + std::to_string(batch)
                                    : std::string("attribute batch_dims absent: ONNX's default 0"));
  context.out.desc = std::move(desc);
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
