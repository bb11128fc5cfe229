// The benchmark's workloads (see workloads.h): shapes like the issue's, scaled to a requested size.
#include "workloads.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "dmlscope/index_values.h"
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

// A prime that no benchmark size is a multiple of: i * kSpread mod n is distinct for distinct i < n.
constexpr uint64_t kSpread = 7919;

// What an IndicesTensor of `count` dense elements gets: value(i) for each.
template <class Value>
void writeIndices(Buffer& data, uint64_t count, Value value) {
  for (uint64_t i = 0; i < count && 4 * i + 4 <= data.size(); ++i) {
    const auto v = static_cast<int32_t>(value(i));
    std::memcpy(data.data() + 4 * i, &v, 4);
  }
}

uint64_t elementCount(const std::vector<uint32_t>& sizes) {
  uint64_t n = 1;
  for (uint32_t v : sizes) n *= v;  // bench shapes: far below 2^64
  return n;
}

uint64_t scrambled(uint64_t i) {
  uint64_t x = (i + 1) * 0x9e3779b97f4a7c15ull;
  return x ^ (x >> 29);
}

void fillIndices(Session& session) {
  if (session.inputData.size() < 2) return;
  Buffer& data = session.inputData[1];
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, GatherDesc> || std::is_same_v<T, GatherElementsDesc>) {
          const uint64_t range = d.InputTensor.sizes[d.Axis];
          writeIndices(data, elementCount(d.IndicesTensor.sizes), [&](uint64_t i) { return scrambled(i) % range; });
        } else if constexpr (std::is_same_v<T, GatherNd1Desc> || std::is_same_v<T, ScatterNdDesc>) {
          // Tuple entry t indexes the input's dimension (first meaningful + batches + t).
          const size_t rank = d.InputTensor.sizes.size();
          const uint32_t tuple = d.IndicesTensor.sizes.back();
          uint32_t first = static_cast<uint32_t>(rank) - d.InputDimensionCount;
          if constexpr (std::is_same_v<T, GatherNd1Desc>) first += d.BatchDimensionCount;
          constexpr bool distinct = std::is_same_v<T, ScatterNdDesc>;
          writeIndices(data, elementCount(d.IndicesTensor.sizes), [&](uint64_t i) {
            const uint64_t range = d.InputTensor.sizes[first + i % tuple];
            return (distinct ? i / tuple * kSpread + i % tuple : scrambled(i)) % range;
          });
        } else if constexpr (std::is_same_v<T, ScatterDesc>) {
          // Distinct along Axis, the last dimension here: the a-th update of a row goes to a * kSpread + row.
          const uint64_t range = d.InputTensor.sizes[d.Axis];
          const uint64_t along = d.IndicesTensor.sizes.back();
          writeIndices(data, elementCount(d.IndicesTensor.sizes),
                       [&](uint64_t i) { return (i % along * kSpread + i / along) % range; });
        }
      },
      session.desc);
}

}  // namespace

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

const std::vector<std::string>& sweepOperators() {
  static const std::vector<std::string> names = {"tile",    "pad-constant", "pad-edge", "pad-reflection", "pad-symmetric",
                                                 "d2s-dcr", "d2s-crd",      "split",    "join",
                                                 "s2d-dcr", "s2d-crd", "pad1-int64",
                                                 "identity-transpose", "slice1-reverse", "slice-stride2",
                                                 "gather-rows", "gather-elements", "gather-nd1-rows",
                                                 "scatter-elements", "scatter-nd-rows"};
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
  if (name == "identity-transpose") {
    const uint32_t side = atLeastOne(std::sqrt(elements));
    return finish(name, fmt::format("{0}x{0} fp32 read transposed", side), transpose(side, side));
  }
  // The rest: rows of 1024 (2048 for the slices).
  const uint32_t rows1k = atLeastOne(elements / 1024);
  const uint32_t rows2k = atLeastOne(elements / 2048);
  if (name == "slice1-reverse")
    return finish(name, fmt::format("{}x2048 fp32 strides 1,-1", rows2k), reverseColumns(rows2k, 2048));
  if (name == "slice-stride2")
    return finish(name, fmt::format("{}x4096 fp32 strides 1,2", rows2k), everySecondColumn(rows2k, 2048));
  if (name == "gather-rows")
    return finish(name, fmt::format("{0}x1024 fp32, {0} int32 rows", rows1k), gatherRows(rows1k, 1024, rows1k));
  if (name == "gather-nd1-rows")
    return finish(name, fmt::format("{0}x1024 fp32, {0} int32 1-tuples", rows1k), gatherNdRows(rows1k, 1024, rows1k));
  if (name == "gather-elements")
    return finish(name, fmt::format("{}x1024 fp32 axis 1, int32", rows1k), gatherElements(rows1k, 1024));
  if (name == "scatter-elements")
    return finish(name, fmt::format("{}x1024 fp32 axis 1, 256 updates/row", rows1k), scatterElements(rows1k, 1024, 256));
  if (name == "scatter-nd-rows") {
    const uint32_t updates = std::max<uint32_t>(1, rows1k / 4);
    return finish(name, fmt::format("{}x1024 fp32, {} update rows", rows1k, updates), scatterNdRows(rows1k, 1024, updates));
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
  if (readsIndexValues(session.desc)) fillIndices(session);
}

}  // namespace dmlscope::bench
