// The benchmarks' operator descriptors (see bench_descs.h).
#include "bench_descs.h"

namespace dmlscope::bench::descs {

TensorDesc tensor(DataType type, std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  return t;
}

OperatorDesc tile(std::vector<uint32_t> in, std::vector<uint32_t> repeats) {
  TileDesc d;
  d.InputTensor = tensor(DataType::Float32, std::move(in));
  d.OutputTensor = tensor(DataType::Float32, {});
  d.Repeats = std::move(repeats);
  return d;
}

OperatorDesc padding(PaddingMode mode, float value, DataType type, std::vector<uint32_t> in, uint32_t start,
                     uint32_t end) {
  PaddingDesc d;
  d.PaddingMode = mode;
  d.PaddingValue = value;
  d.StartPadding.assign(in.size(), 0);
  d.EndPadding.assign(in.size(), 0);
  for (size_t k = in.size() - 2; k < in.size(); ++k) {
    d.StartPadding[k] = start;
    d.EndPadding[k] = end;
  }
  d.InputTensor = tensor(type, std::move(in));
  d.OutputTensor = tensor(type, {});
  return d;
}

OperatorDesc padding1Int64(std::vector<uint32_t> in, uint32_t pad) {
  Padding1Desc d;
  d.PaddingMode = PaddingMode::Constant;
  d.PaddingValueDataType = DataType::Int64;
  d.PaddingValue = ScalarUnion{static_cast<uint64_t>(kPadding1Int64Value)};
  d.StartPadding.assign(in.size(), 0);
  d.EndPadding.assign(in.size(), 0);
  for (size_t k = in.size() - 2; k < in.size(); ++k) d.StartPadding[k] = d.EndPadding[k] = pad;
  d.InputTensor = tensor(DataType::Int64, std::move(in));
  d.OutputTensor = tensor(DataType::Int64, {});  // fillDerivedFields derives the sizes, not the type
  return d;
}

OperatorDesc depthToSpace(DepthSpaceOrder order, std::vector<uint32_t> in) {
  DepthToSpace1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  d.InputTensor = tensor(DataType::Float32, std::move(in));
  d.OutputTensor = tensor(DataType::Float32, {});
  return d;
}

OperatorDesc spaceToDepth(DepthSpaceOrder order, std::vector<uint32_t> in) {
  SpaceToDepth1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  d.InputTensor = tensor(DataType::Float32, std::move(in));
  d.OutputTensor = tensor(DataType::Float32, {});
  return d;
}

OperatorDesc firstDepthToSpace(std::vector<uint32_t> in) {
  DepthToSpaceDesc d;
  d.BlockSize = 2;
  d.InputTensor = tensor(DataType::Float32, std::move(in));
  d.OutputTensor = tensor(DataType::Float32, {});
  return d;
}

OperatorDesc firstSpaceToDepth(std::vector<uint32_t> in) {
  SpaceToDepthDesc d;
  d.BlockSize = 2;
  d.InputTensor = tensor(DataType::Float32, std::move(in));
  d.OutputTensor = tensor(DataType::Float32, {});
  return d;
}

namespace {

std::vector<TensorDesc> parts(const std::vector<uint32_t>& whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  std::vector<TensorDesc> pieces;
  for (uint32_t width : widths) {
    std::vector<uint32_t> sizes = whole;
    sizes[axis] = width;
    pieces.push_back(tensor(DataType::Float32, std::move(sizes)));
  }
  return pieces;
}

}  // namespace

OperatorDesc split(std::vector<uint32_t> whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  SplitDesc d;
  d.Axis = axis;
  d.OutputTensors = parts(whole, axis, widths);
  d.InputTensor = tensor(DataType::Float32, std::move(whole));
  return d;
}

OperatorDesc join(std::vector<uint32_t> whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  JoinDesc d;
  d.Axis = axis;
  d.InputTensors = parts(whole, axis, widths);
  d.OutputTensor = tensor(DataType::Float32, std::move(whole));
  return d;
}

OperatorDesc gatherRows(uint32_t rows, uint32_t cols, uint32_t picks) {
  GatherDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {1, picks});
  d.OutputTensor = tensor(DataType::Float32, {picks, cols});
  d.Axis = 0;
  d.IndexDimensions = 1;
  return d;
}

OperatorDesc gatherNdRows(uint32_t rows, uint32_t cols, uint32_t picks) {
  GatherNd1Desc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {picks, 1});
  d.OutputTensor = tensor(DataType::Float32, {picks, cols});
  d.InputDimensionCount = 2;
  d.IndicesDimensionCount = 2;
  return d;
}

OperatorDesc firstGatherNdRows(uint32_t rows, uint32_t cols, uint32_t picks) {
  GatherNdDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {picks, 1});
  d.OutputTensor = tensor(DataType::Float32, {picks, cols});
  d.InputDimensionCount = 2;
  d.IndicesDimensionCount = 2;
  return d;
}

OperatorDesc gatherElements(uint32_t rows, uint32_t cols) {
  GatherElementsDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {rows, cols});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.Axis = 1;
  return d;
}

OperatorDesc scatterElements(uint32_t rows, uint32_t cols, uint32_t updates) {
  ScatterDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {rows, updates});
  d.UpdatesTensor = tensor(DataType::Float32, {rows, updates});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.Axis = 1;
  return d;
}

OperatorDesc scatterNdRows(uint32_t rows, uint32_t cols, uint32_t updates) {
  ScatterNdDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.IndicesTensor = tensor(DataType::Int32, {updates, 1});
  d.UpdatesTensor = tensor(DataType::Float32, {updates, cols});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.InputDimensionCount = 2;
  d.IndicesDimensionCount = 2;
  return d;
}

OperatorDesc transpose(uint32_t rows, uint32_t cols) {
  ElementWiseIdentityDesc d;
  d.InputTensor = tensor(DataType::Float32, {cols, rows});
  d.InputTensor.strides = std::vector<uint32_t>{1, cols};
  d.OutputTensor = tensor(DataType::Float32, {cols, rows});
  return d;
}

OperatorDesc identity(uint32_t rows, uint32_t cols, std::optional<ScaleBiasTerms> terms) {
  ElementWiseIdentityDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.ScaleBias = terms;
  return d;
}

OperatorDesc reverseColumns(uint32_t rows, uint32_t cols) {
  Slice1Desc d;
  d.InputTensor = tensor(DataType::Float32, {rows, cols});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.InputWindowOffsets = {0, 0};
  d.InputWindowSizes = {rows, cols};
  d.InputWindowStrides = {1, -1};
  return d;
}

OperatorDesc everySecondColumn(uint32_t rows, uint32_t cols) {
  SliceDesc d;
  d.InputTensor = tensor(DataType::Float32, {rows, 2 * cols});
  d.OutputTensor = tensor(DataType::Float32, {rows, cols});
  d.Offsets = {0, 0};
  d.Sizes = {rows, cols};
  d.Strides = {1, 2};
  return d;
}

}  // namespace dmlscope::bench::descs
