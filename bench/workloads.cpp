// The benchmark's workloads (see workloads.h): shapes like the issue's, scaled to a requested size.
#include "workloads.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <optional>

#include "bench_descs.h"
#include "dmlscope/index_values.h"
#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"

namespace dmlscope::bench {
namespace {

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
    w.outputBytes += layout ? layout->bufferBytes : 0;
    w.outputElements += layout ? layout->elementCount : 0;
  }
  return w;
}

Workload padding(const std::string& name, PaddingMode mode, DataType type, std::vector<uint32_t> sizes,
                 uint32_t pad) {
  const std::string shape = fmt::format("{} {} +{}", shapeText(sizes), type == DataType::Float16 ? "fp16" : "fp32", pad);
  return finish(name, shape, descs::padding(mode, 2.5f, type, std::move(sizes), pad, pad));
}

// DEPTH_TO_SPACE1 in `order`, or without one the first version DEPTH_TO_SPACE (always DEPTH_COLUMN_ROW).
Workload depthToSpace(const std::string& name, std::optional<DepthSpaceOrder> order, std::vector<uint32_t> sizes) {
  const std::string shape = fmt::format("{} fp32 B=2", shapeText(sizes));
  return finish(name, shape, order ? descs::depthToSpace(*order, std::move(sizes)) : descs::firstDepthToSpace(std::move(sizes)));
}

// SPACE_TO_DEPTH1 in `order`, or without one the first version SPACE_TO_DEPTH.
Workload spaceToDepth(const std::string& name, std::optional<DepthSpaceOrder> order, std::vector<uint32_t> sizes) {
  const std::string shape = fmt::format("{} fp32 B=2", shapeText(sizes));
  return finish(name, shape, order ? descs::spaceToDepth(*order, std::move(sizes)) : descs::firstSpaceToDepth(std::move(sizes)));
}

// The sweep's order of a depth-space name: "-crd", "-dcr", or none for "-first-dcr" (the first version).
std::optional<DepthSpaceOrder> depthSpaceOrder(const std::string& name) {
  if (name.ends_with("-first-dcr")) return std::nullopt;
  return name.ends_with("-crd") ? DepthSpaceOrder::ColumnRowDepth : DepthSpaceOrder::DepthColumnRow;
}

// The split of the table: 64 x rows x 2048 on the last axis into 700/700/648.
const std::vector<uint32_t> kSplitWidths = {700, 700, 648};

Workload split(const std::string& name, uint32_t rows) {
  return finish(name, fmt::format("64x{}x2048 fp32 -> 700/700/648", rows), descs::split({64, rows, 2048}, 2, kSplitWidths));
}

Workload join(const std::string& name, uint32_t rows) {
  return finish(name, fmt::format("700/700/648 -> 64x{}x2048 fp32", rows), descs::join({64, rows, 2048}, 2, kSplitWidths));
}

uint32_t atLeastOne(double v) { return static_cast<uint32_t>(std::max(1.0, std::floor(v))); }

uint64_t scrambled(uint64_t i) {
  uint64_t x = (i + 1) * 0x9e3779b97f4a7c15ull;
  return x ^ (x >> 29);
}

// Element i of the IndicesTensor `recipe` makes (workloads.h).
uint64_t indexValue(const IndexRecipe& recipe, uint64_t i) {
  const uint64_t n = recipe.ranges.size();
  switch (recipe.kind) {
    case IndexRecipe::Kind::Scrambled:
      return scrambled(i) % recipe.ranges[i % n];
    case IndexRecipe::Kind::Spread:
      return (i / n * kSpread + i % n) % recipe.ranges[i % n];
    case IndexRecipe::Kind::SpreadAlong:
      break;
  }
  return (i % recipe.along * kSpread + i / recipe.along) % recipe.ranges[0];
}

std::optional<IndexRecipe> recipeOf(const OperatorDesc& desc, bool randomScatter) {
  return std::visit(
      [&](const auto& d) -> std::optional<IndexRecipe> {
        using T = std::decay_t<decltype(d)>;
        using Kind = IndexRecipe::Kind;
        if constexpr (std::is_same_v<T, GatherDesc> || std::is_same_v<T, GatherElementsDesc>) {
          return IndexRecipe{Kind::Scrambled, {d.InputTensor.sizes[d.Axis]}, 1};
        } else if constexpr (std::is_same_v<T, GatherNd1Desc> || std::is_same_v<T, GatherNdDesc> ||
                             std::is_same_v<T, ScatterNdDesc>) {
          // Tuple entry t indexes the input's dimension (first meaningful + batches + t).
          const size_t rank = d.InputTensor.sizes.size();
          uint32_t first = static_cast<uint32_t>(rank) - d.InputDimensionCount;
          if constexpr (std::is_same_v<T, GatherNd1Desc>) first += d.BatchDimensionCount;
          IndexRecipe recipe;
          recipe.kind = std::is_same_v<T, ScatterNdDesc> && !randomScatter ? Kind::Spread : Kind::Scrambled;
          for (uint32_t t = 0; t < d.IndicesTensor.sizes.back(); ++t) recipe.ranges.push_back(d.InputTensor.sizes[first + t]);
          return recipe;
        } else if constexpr (std::is_same_v<T, ScatterDesc>) {
          // Spread: distinct along Axis, the last dimension here: the a-th update of a row goes to a * kSpread + row.
          return IndexRecipe{randomScatter ? Kind::Scrambled : Kind::SpreadAlong, {d.InputTensor.sizes[d.Axis]},
                             d.IndicesTensor.sizes.back()};
        } else {
          return std::nullopt;
        }
      },
      desc);
}

// Writes the recipe's values into the session's IndicesTensor (input 1: dense, 4-byte).
void fillIndices(Session& session, bool randomScatter) {
  if (session.inputData.size() < 2) return;
  const auto recipe = recipeOf(session.desc, randomScatter);
  if (!recipe || recipe->ranges.empty()) return;
  Buffer& data = session.inputData[1];
  for (uint64_t i = 0; 4 * i + 4 <= data.size(); ++i) {
    const auto v = static_cast<int32_t>(indexValue(*recipe, i));
    std::memcpy(data.data() + 4 * i, &v, 4);
  }
}

void fillInputs(Session& session, bool randomScatter) {
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
  if (readsIndexValues(session.desc)) fillIndices(session, randomScatter);
}

// "-d1000" -> 1000: the inverse update density of a scatter's name, 0 for none.
uint32_t inverseDensity(const std::string& name) {
  for (uint32_t d : {1000u, 64u, 32u, 16u, 1u})
    if (name.ends_with(fmt::format("-d{}", d))) return d;
  return 0;
}

}  // namespace

const std::vector<std::string>& sweepOperators() {
  static const std::vector<std::string> names = {"tile",    "pad-constant", "pad-edge", "pad-reflection", "pad-symmetric",
                                                 "pad-wrap", "d2s-dcr", "d2s-first-dcr", "d2s-crd", "split", "join",
                                                 "s2d-dcr", "s2d-first-dcr", "s2d-crd", "pad1-int64",
                                                 "identity-transpose", "slice1-reverse", "slice-stride2",
                                                 "gather-rows", "gather-elements", "gather-nd1-rows", "gather-nd-rows",
                                                 "scatter-elements", "scatter-nd-rows", "scatter-elements-d1000",
                                                 "scatter-elements-d64", "scatter-elements-d32",
                                                 "scatter-elements-d16", "scatter-elements-d1", "scatter-nd-rows-d1000",
                                                 "scatter-nd-rows-d16", "scatter-nd-rows-d1"};
  return names;
}

Workload sweepWorkload(const std::string& name, uint64_t outputBytes) {
  const double elements = static_cast<double>(outputBytes) / 4;
  if (name == "tile") {
    // 1 x 1 x h x 1024 tiled by (1, 1, 2, 2): the output is 4 times the input.
    const uint32_t h = atLeastOne(elements / 4 / 1024);
    return finish(name, fmt::format("1x1x{}x1024 fp32 by 1,1,2,2", h), descs::tile({1, 1, h, 1024}, {1, 1, 2, 2}));
  }
  if (name.starts_with("pad-")) {
    const PaddingMode mode = name == "pad-constant" ? PaddingMode::Constant
                             : name == "pad-edge"   ? PaddingMode::Edge
                             : name == "pad-reflection" ? PaddingMode::Reflection
                             : name == "pad-wrap"       ? PaddingMode::Wrap
                                                        : PaddingMode::Symmetric;
    const uint32_t side = atLeastOne(std::sqrt(elements)) > 128 ? atLeastOne(std::sqrt(elements)) - 128 : 1;
    return padding(name, mode, DataType::Float32, {side, side}, 64);
  }
  if (name == "pad1-int64") {
    // Padding1 with an INT64 constant no double holds (-(2^53 + 1)); 8-byte elements, so half the side count.
    const double side8 = std::sqrt(elements / 2);
    const uint32_t side = atLeastOne(side8) > 128 ? atLeastOne(side8) - 128 : 1;
    return finish(name, fmt::format("{}x{} int64 +64", side, side), descs::padding1Int64({side, side}, 64));
  }
  if (name.starts_with("d2s-")) {
    const uint32_t side = atLeastOne(std::sqrt(elements / 256));
    return depthToSpace(name, depthSpaceOrder(name), {1, 256, side, side});
  }
  if (name.starts_with("s2d-")) {
    // 1 x 64 x 2s x 2s: the input and output hold as many elements; the sides stay even for B = 2.
    const uint32_t side = 2 * atLeastOne(std::sqrt(elements / 64) / 2);
    return spaceToDepth(name, depthSpaceOrder(name), {1, 64, side, side});
  }
  if (name == "identity-transpose") {
    const uint32_t side = atLeastOne(std::sqrt(elements));
    return finish(name, fmt::format("{0}x{0} fp32 read transposed", side), descs::transpose(side, side));
  }
  // The rest: rows of 1024 (2048 for the slices).
  const uint32_t rows1k = atLeastOne(elements / 1024);
  const uint32_t rows2k = atLeastOne(elements / 2048);
  if (name == "slice1-reverse")
    return finish(name, fmt::format("{}x2048 fp32 strides 1,-1", rows2k), descs::reverseColumns(rows2k, 2048));
  if (name == "slice-stride2")
    return finish(name, fmt::format("{}x4096 fp32 strides 1,2", rows2k), descs::everySecondColumn(rows2k, 2048));
  if (name == "gather-rows")
    return finish(name, fmt::format("{0}x1024 fp32, {0} int32 rows", rows1k), descs::gatherRows(rows1k, 1024, rows1k));
  if (name == "gather-nd1-rows")
    return finish(name, fmt::format("{0}x1024 fp32, {0} int32 1-tuples", rows1k), descs::gatherNdRows(rows1k, 1024, rows1k));
  if (name == "gather-nd-rows")
    return finish(name, fmt::format("{0}x1024 fp32, {0} int32 1-tuples", rows1k), descs::firstGatherNdRows(rows1k, 1024, rows1k));
  if (name == "gather-elements")
    return finish(name, fmt::format("{}x1024 fp32 axis 1, int32", rows1k), descs::gatherElements(rows1k, 1024));
  if (name == "scatter-elements")
    return finish(name, fmt::format("{}x1024 fp32 axis 1, 256 updates/row", rows1k), descs::scatterElements(rows1k, 1024, 256));
  if (name == "scatter-nd-rows") {
    const uint32_t updates = std::max<uint32_t>(1, rows1k / 4);
    return finish(name, fmt::format("{}x1024 fp32, {} update rows", rows1k, updates), descs::scatterNdRows(rows1k, 1024, updates));
  }
  // The density rows: 1/1000 as 1 update in 1024 (1 a row; 1 row in 1024, at least 1), random targets.
  if (const uint32_t d = inverseDensity(name); d && name.starts_with("scatter-elements")) {
    const uint32_t perRow = d == 1000 ? 1 : 1024 / d;
    Workload w = finish(name, fmt::format("{}x1024 fp32 axis 1, {} random/row", rows1k, perRow),
                        descs::scatterElements(rows1k, 1024, perRow));
    w.randomScatter = true;
    return w;
  }
  if (const uint32_t d = inverseDensity(name); d && name.starts_with("scatter-nd-rows")) {
    const uint32_t updates = std::max<uint32_t>(1, rows1k / (d == 1000 ? 1024 : d));
    Workload w = finish(name, fmt::format("{}x1024 fp32, {} random rows", rows1k, updates),
                        descs::scatterNdRows(rows1k, 1024, updates));
    w.randomScatter = true;
    return w;
  }
  const uint32_t rows = atLeastOne(elements / 64 / 2048);
  return name == "split" ? split(name, rows) : join(name, rows);
}

std::optional<IndexRecipe> indexRecipe(const Workload& w) { return recipeOf(w.session.desc, w.randomScatter); }

void fillInputs(Workload& w) { fillInputs(w.session, w.randomScatter); }

void fillInputs(Session& session) { fillInputs(session, false); }

}  // namespace dmlscope::bench
