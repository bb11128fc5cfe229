// The benchmark's workloads (see workloads.h): shapes like the issue's, scaled to a requested size.
#include "workloads.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"

namespace dmlscope::bench {
namespace {

TensorDesc tensor(DataType type, std::vector<uint32_t> sizes) {
  TensorDesc t;
  t.dataType = type;
  t.sizes = std::move(sizes);
  return t;
}

std::string shapeText(const std::vector<uint32_t>& sizes) {
  return fmt::format("{}", fmt::join(sizes, "x"));
}

Workload finish(std::string name, std::string shape, OperatorDesc desc) {
  Workload w;
  w.name = std::move(name);
  w.shape = std::move(shape);
  fillDerivedFields(desc);
  w.session.desc = std::move(desc);
  for (const auto& slot : inputSlots(w.session.desc)) {
    const auto layout = computeLayout(inputTensor(w.session.desc, slot.index));
    w.bytesMoved += layout ? layout->bufferBytes : 0;
  }
  for (const auto& slot : outputSlots(w.session.desc)) {
    const auto layout = computeLayout(outputTensor(w.session.desc, slot.index));
    w.bytesMoved += layout ? layout->bufferBytes : 0;
    w.outputElements += layout ? layout->elementCount : 0;
  }
  return w;
}

Workload padding(const std::string& name, PaddingMode mode, DataType type, std::vector<uint32_t> sizes,
                 uint32_t pad) {
  PaddingDesc d;
  d.PaddingMode = mode;
  d.PaddingValue = 2.5f;
  d.StartPadding.assign(sizes.size(), 0);
  d.EndPadding.assign(sizes.size(), 0);
  for (size_t k = sizes.size() - 2; k < sizes.size(); ++k) d.StartPadding[k] = d.EndPadding[k] = pad;
  const std::string shape = fmt::format("{} {} +{}", shapeText(sizes), type == DataType::Float16 ? "fp16" : "fp32", pad);
  d.InputTensor = tensor(type, std::move(sizes));
  d.OutputTensor = tensor(type, {});
  return finish(name, shape, d);
}

Workload depthToSpace(const std::string& name, DepthSpaceOrder order, std::vector<uint32_t> sizes) {
  DepthToSpace1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  const std::string shape = fmt::format("{} fp32 B=2", shapeText(sizes));
  d.InputTensor = tensor(DataType::Float32, std::move(sizes));
  d.OutputTensor = tensor(DataType::Float32, {});
  return finish(name, shape, d);
}

Workload spaceToDepth(const std::string& name, DepthSpaceOrder order, std::vector<uint32_t> sizes) {
  SpaceToDepth1Desc d;
  d.BlockSize = 2;
  d.Order = order;
  const std::string shape = fmt::format("{} fp32 B=2", shapeText(sizes));
  d.InputTensor = tensor(DataType::Float32, std::move(sizes));
  d.OutputTensor = tensor(DataType::Float32, {});
  return finish(name, shape, d);
}

// The split of the table, on the last axis into 700/700/648 of 2048, with `rows` rows of 64.
std::vector<TensorDesc> splitParts(uint32_t rows) {
  return {tensor(DataType::Float32, {64, rows, 700}), tensor(DataType::Float32, {64, rows, 700}),
          tensor(DataType::Float32, {64, rows, 648})};
}

Workload split(const std::string& name, uint32_t rows) {
  SplitDesc d;
  d.Axis = 2;
  d.InputTensor = tensor(DataType::Float32, {64, rows, 2048});
  d.OutputTensors = splitParts(rows);
  return finish(name, fmt::format("64x{}x2048 fp32 -> 700/700/648", rows), d);
}

Workload join(const std::string& name, uint32_t rows) {
  JoinDesc d;
  d.Axis = 2;
  d.InputTensors = splitParts(rows);
  d.OutputTensor = tensor(DataType::Float32, {64, rows, 2048});
  return finish(name, fmt::format("700/700/648 -> 64x{}x2048 fp32", rows), d);
}

uint32_t atLeastOne(double v) { return static_cast<uint32_t>(std::max(1.0, std::floor(v))); }

}  // namespace

const std::vector<std::string>& sweepOperators() {
  static const std::vector<std::string> names = {"tile",    "pad-constant", "pad-edge", "pad-reflection", "pad-symmetric",
                                                 "d2s-dcr", "d2s-crd",      "split",    "join",
                                                 "s2d-dcr", "s2d-crd", "pad1-int64"};
  return names;
}

Workload sweepWorkload(const std::string& name, uint64_t outputBytes) {
  const double elements = static_cast<double>(outputBytes) / 4;
  if (name == "tile") {
    // 1 x 1 x h x 1024 tiled by (1, 1, 2, 2): the output is 4 times the input.
    TileDesc d;
    const uint32_t h = atLeastOne(elements / 4 / 1024);
    d.InputTensor = tensor(DataType::Float32, {1, 1, h, 1024});
    d.OutputTensor = tensor(DataType::Float32, {});
    d.Repeats = {1, 1, 2, 2};
    return finish(name, fmt::format("1x1x{}x1024 fp32 by 1,1,2,2", h), d);
  }
  if (name.starts_with("pad-")) {
    const PaddingMode mode = name == "pad-constant" ? PaddingMode::Constant
                             : name == "pad-edge"   ? PaddingMode::Edge
                             : name == "pad-reflection" ? PaddingMode::Reflection
                                                        : PaddingMode::Symmetric;
    const uint32_t side = atLeastOne(std::sqrt(elements)) > 128 ? atLeastOne(std::sqrt(elements)) - 128 : 1;
    return padding(name, mode, DataType::Float32, {side, side}, 64);
  }
  if (name == "pad1-int64") {
    // Padding1 with an INT64 constant no double holds (-(2^53 + 1)); 8-byte elements, so half the side count.
    const double side8 = std::sqrt(elements / 2);
    const uint32_t side = atLeastOne(side8) > 128 ? atLeastOne(side8) - 128 : 1;
    Padding1Desc d;
    d.PaddingMode = PaddingMode::Constant;
    d.PaddingValueDataType = DataType::Int64;
    d.PaddingValue = ScalarUnion{static_cast<uint64_t>(int64_t{-9007199254740993})};
    d.StartPadding = {64, 64};
    d.EndPadding = {64, 64};
    d.InputTensor = tensor(DataType::Int64, {side, side});
    d.OutputTensor = tensor(DataType::Int64, {});
    return finish(name, fmt::format("{}x{} int64 +64", side, side), d);
  }
  if (name.starts_with("d2s-")) {
    const uint32_t side = atLeastOne(std::sqrt(elements / 256));
    return depthToSpace(name, name == "d2s-crd" ? DepthSpaceOrder::ColumnRowDepth : DepthSpaceOrder::DepthColumnRow,
                        {1, 256, side, side});
  }
  if (name.starts_with("s2d-")) {
    // 1 x 64 x 2s x 2s: the input and output hold as many elements; the sides stay even for B = 2.
    const uint32_t side = 2 * atLeastOne(std::sqrt(elements / 64) / 2);
    return spaceToDepth(name, name == "s2d-crd" ? DepthSpaceOrder::ColumnRowDepth : DepthSpaceOrder::DepthColumnRow,
                        {1, 64, side, side});
  }
  const uint32_t rows = atLeastOne(elements / 64 / 2048);
  return name == "split" ? split(name, rows) : join(name, rows);
}

std::vector<Workload> tableWorkloads() {
  constexpr double T = 1e12;
  std::vector<Workload> table;
  auto add = [&](Workload w, double pytorch) {
    w.pytorchBytesPerSecond = pytorch * T;
    table.push_back(std::move(w));
  };
  add(padding("pad constant", PaddingMode::Constant, DataType::Float32, {8192, 8192}, 64), 1.75);
  add(padding("pad edge", PaddingMode::Edge, DataType::Float32, {8192, 8192}, 64), 1.68);
  add(padding("pad reflection", PaddingMode::Reflection, DataType::Float32, {8192, 8192}, 64), 1.38);
  add(padding("pad reflection", PaddingMode::Reflection, DataType::Float16, {64, 2048, 2048}, 8), 0.71);
  {
    TileDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 2048, 2048});
    d.OutputTensor = tensor(DataType::Float32, {});
    d.Repeats = {1, 1, 4, 4};
    add(finish("tile", "2048x2048 fp32 by 1,1,4,4", d), 1.33);
  }
  add(depthToSpace("depth-to-space CRD", DepthSpaceOrder::ColumnRowDepth, {4, 256, 512, 512}), 2.20);
  add(split("split", 2048), 2.32);
  add(join("join", 2048), 2.62);
  return table;
}

void fillInputs(Session& session) {
  session.inputData.clear();
  for (const auto& slot : inputSlots(session.desc)) {
    const auto layout = computeLayout(inputTensor(session.desc, slot.index));
    session.inputData.emplace_back(layout ? layout->bufferBytes : 0);
  }
  uint32_t state = 0x9e3779b9u;
  for (Buffer& data : session.inputData) {
    const size_t words = data.size() / 4;
    auto* bytes = data.data();
    for (size_t i = 0; i < words; ++i) {
      state = state * 1664525u + 1013904223u;
      const uint32_t value = state | 0x01010101u;  // no zero byte, so no zero element of any type
      std::memcpy(bytes + 4 * i, &value, 4);
    }
    for (size_t i = words * 4; i < data.size(); ++i) data[i] = std::byte{0x5a};
  }
}

}  // namespace dmlscope::bench
