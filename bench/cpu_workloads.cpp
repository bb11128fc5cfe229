// The CPU benchmark's workloads (see cpu_workloads.h).
#include "cpu_workloads.h"

#include <fmt/format.h>

#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"
#include "workloads.h"

namespace dmlscope::bench {
namespace {

TensorDesc fp32(std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = DataType::Float32;
  t.sizes = std::move(sizes);
  return t;
}

std::string dims(const std::vector<uint32_t>& sizes, const char* separator) {
  return fmt::format("{}", fmt::join(sizes, separator));
}

CpuWorkload finish(std::string name, std::string numpy, OperatorDesc desc) {
  CpuWorkload w;
  w.name = std::move(name);
  w.numpy = std::move(numpy);
  fillDerivedFields(desc);
  w.session.desc = std::move(desc);
  for (const auto& slot : outputSlots(w.session.desc)) {
    const auto layout = computeLayout(outputTensor(w.session.desc, slot.index));
    w.outputBytes += layout ? layout->bufferBytes : 0;
  }
  return w;
}

CpuWorkload tile(std::vector<uint32_t> in, std::vector<uint32_t> repeats) {
  TileDesc d;
  d.InputTensor = fp32(in);
  d.Repeats = repeats;
  return finish(fmt::format("tile {} by {}", dims(in, "x"), dims(repeats, ",")),
                fmt::format("tile:{}:{}", dims(in, ","), dims(repeats, ",")), d);
}

CpuWorkload padding(PaddingMode mode, std::vector<uint32_t> in, uint32_t pad) {
  static const char* const numpyModes[] = {"constant", "edge", "reflect", "symmetric"};
  PaddingDesc d;
  d.PaddingMode = mode;
  d.PaddingValue = 2.5f;
  d.StartPadding.assign(in.size(), 0);
  d.EndPadding.assign(in.size(), 0);
  for (size_t k = in.size() - 2; k < in.size(); ++k) d.StartPadding[k] = d.EndPadding[k] = pad;
  d.InputTensor = fp32(in);
  std::string modeName(shortName(mode));
  for (auto& c : modeName) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return finish(fmt::format("pad {} {} +{}", modeName, dims(in, "x"), pad),
                fmt::format("pad:{}:{}:{}", dims(in, ","), pad, numpyModes[static_cast<uint32_t>(mode)]), d);
}

// Padding1 with an INT64 constant no double holds: the same rows as Padding's, 8-byte elements.
CpuWorkload padding1Int64(std::vector<uint32_t> in, uint32_t pad) {
  constexpr int64_t kValue = -9007199254740993;  // -(2^53 + 1)
  Padding1Desc d;
  d.PaddingMode = PaddingMode::Constant;
  d.PaddingValueDataType = DataType::Int64;
  d.PaddingValue = ScalarUnion{static_cast<uint64_t>(kValue)};
  d.StartPadding.assign(in.size(), 0);
  d.EndPadding.assign(in.size(), 0);
  for (size_t k = in.size() - 2; k < in.size(); ++k) d.StartPadding[k] = d.EndPadding[k] = pad;
  d.InputTensor = fp32(in);
  d.InputTensor.dataType = DataType::Int64;
  d.OutputTensor.dataType = DataType::Int64;  // fillDerivedFields derives the sizes, not the type
  return finish(fmt::format("pad1 constant INT64 {} +{}", dims(in, "x"), pad),
                fmt::format("pad1:{}:{}:{}", dims(in, ","), pad, kValue), d);
}

CpuWorkload depthToSpace(DepthSpaceOrder order, std::vector<uint32_t> in) {
  DepthToSpace1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  d.InputTensor = fp32(in);
  const char* orderName = order == DepthSpaceOrder::DepthColumnRow ? "DCR" : "CRD";
  return finish(fmt::format("d2s {} {} B=2", orderName, dims(in, "x")),
                fmt::format("d2s:{}:2:{}", dims(in, ","), orderName), d);
}

CpuWorkload spaceToDepth(DepthSpaceOrder order, std::vector<uint32_t> in) {
  SpaceToDepth1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  d.InputTensor = fp32(in);
  const char* orderName = order == DepthSpaceOrder::DepthColumnRow ? "DCR" : "CRD";
  return finish(fmt::format("s2d {} {} B=2", orderName, dims(in, "x")),
                fmt::format("s2d:{}:2:{}", dims(in, ","), orderName), d);
}

// The last axis of 1 x 64 x rows x 2048 in pieces of 700, 700 and 648.
std::vector<TensorDesc> pieces(uint32_t rows) {
  return {fp32({1, 64, rows, 700}), fp32({1, 64, rows, 700}), fp32({1, 64, rows, 648})};
}

CpuWorkload join(uint32_t rows) {
  JoinDesc d;
  d.Axis = 3;
  d.InputTensors = pieces(rows);
  return finish(fmt::format("join 1x64x{}x{{700,700,648}} axis 3", rows),
                fmt::format("join:1,64,{0},700/1,64,{0},700/1,64,{0},648:3", rows), d);
}

CpuWorkload split(uint32_t rows) {
  SplitDesc d;
  d.Axis = 3;
  d.InputTensor = fp32({1, 64, rows, 2048});
  d.OutputTensors = pieces(rows);
  return finish(fmt::format("split 1x64x{}x2048 axis 3", rows), fmt::format("split:1,64,{},2048:700,700,648:3", rows), d);
}

// The index operators and the strided copies (workloads.h builds their descriptors): rows x cols of fp32.
std::vector<CpuWorkload> indexAndStridedWorkloads(uint32_t rows, uint32_t cols) {
  const std::string shape = fmt::format("{},{}", rows, cols);
  std::vector<CpuWorkload> w;
  w.push_back(finish(fmt::format("identity {}x{} read transposed", rows, cols), fmt::format("transpose:{}", shape),
                     transpose(rows, cols)));
  w.push_back(finish(fmt::format("slice1 {}x{} strides 1,-1", rows, cols), fmt::format("reverse:{}", shape),
                     reverseColumns(rows, cols)));
  w.push_back(finish(fmt::format("slice {}x{} strides 1,2", rows, 2 * cols), fmt::format("stride2:{}", shape),
                     everySecondColumn(rows, cols)));
  // The gathers take as many rows as the table has (an embedding lookup the output's size).
  w.push_back(finish(fmt::format("gather {}x{} rows by {} int32", rows, cols, rows), fmt::format("take:{}:{}", shape, rows),
                     gatherRows(rows, cols, rows)));
  w.push_back(finish(fmt::format("gather_nd1 {}x{} by {} 1-tuples", rows, cols, rows),
                     fmt::format("gathernd:{}:{}", shape, rows), gatherNdRows(rows, cols, rows)));
  w.push_back(finish(fmt::format("gather_elements {}x{} axis 1", rows, cols), fmt::format("take_along:{}", shape),
                     gatherElements(rows, cols)));
  const uint32_t perRow = std::max<uint32_t>(1, cols / 4);
  w.push_back(finish(fmt::format("scatter {}x{} axis 1, {}/row", rows, cols, perRow),
                     fmt::format("put_along:{}:{}", shape, perRow), scatterElements(rows, cols, perRow)));
  const uint32_t updateRows = std::max<uint32_t>(1, rows / 4);
  w.push_back(finish(fmt::format("scatter_nd {}x{}, {} rows", rows, cols, updateRows),
                     fmt::format("scatternd:{}:{}", shape, updateRows), scatterNdRows(rows, cols, updateRows)));
  return w;
}

}  // namespace

std::vector<CpuWorkload> cpuWorkloads(bool large) {
  std::vector<CpuWorkload> w;
  w.push_back(tile({1, 1, 1024, 1024}, {1, 1, 2, 2}));
  w.push_back(depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, 256, 128, 128}));
  w.push_back(depthToSpace(DepthSpaceOrder::ColumnRowDepth, {1, 256, 128, 128}));
  w.push_back(join(32));
  w.push_back(split(32));
  for (auto mode : {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection, PaddingMode::Symmetric})
    w.push_back(padding(mode, {2048, 2048}, 64));
  w.push_back(padding1Int64({2048, 2048}, 64));
  // The inverse of the depth-to-space rows above: the same bytes, moved back.
  w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {1, 64, 256, 256}));
  w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {1, 64, 256, 256}));
  for (auto& x : indexAndStridedWorkloads(2048, 2048)) w.push_back(std::move(x));
  if (large) {
    w.push_back(tile({1, 1, 2048, 2048}, {1, 1, 2, 2}));
    w.push_back(depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, 256, 256, 256}));
    w.push_back(depthToSpace(DepthSpaceOrder::ColumnRowDepth, {1, 256, 256, 256}));
    w.push_back(join(128));
    w.push_back(split(128));
    w.push_back(padding(PaddingMode::Constant, {4096, 4096}, 64));
    w.push_back(padding(PaddingMode::Reflection, {4096, 4096}, 64));
    w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {1, 64, 512, 512}));
    w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {1, 64, 512, 512}));
  }
  return w;
}

}  // namespace dmlscope::bench
