// The CPU benchmark's workloads (see cpu_workloads.h).
#include "cpu_workloads.h"

#include <fmt/format.h>

#include <cstring>

#include "bench_descs.h"
#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"

namespace dmlscope::bench {
namespace {

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
  return finish(fmt::format("tile {} by {}", dims(in, "x"), dims(repeats, ",")),
                fmt::format("tile:{}:{}", dims(in, ","), dims(repeats, ",")), descs::tile(in, repeats));
}

CpuWorkload padding(PaddingMode mode, std::vector<uint32_t> in, uint32_t pad) {
  static const char* const numpyModes[] = {"constant", "edge", "reflect", "symmetric", "wrap"};
  std::string modeName(shortName(mode));
  for (auto& c : modeName) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return finish(fmt::format("pad {} {} +{}", modeName, dims(in, "x"), pad),
                fmt::format("pad:{}:{}:{}", dims(in, ","), pad, numpyModes[static_cast<uint32_t>(mode)]),
                descs::padding(mode, 2.5f, DataType::Float32, in, pad, pad));
}

// Padding1 with an INT64 constant no double holds: the same rows as Padding's, 8-byte elements.
CpuWorkload padding1Int64(std::vector<uint32_t> in, uint32_t pad) {
  return finish(fmt::format("pad1 constant INT64 {} +{}", dims(in, "x"), pad),
                fmt::format("pad1:{}:{}:{}", dims(in, ","), pad, descs::kPadding1Int64Value), descs::padding1Int64(in, pad));
}

CpuWorkload depthToSpace(DepthSpaceOrder order, std::vector<uint32_t> in) {
  const char* orderName = order == DepthSpaceOrder::DepthColumnRow ? "DCR" : "CRD";
  return finish(fmt::format("d2s {} {} B=2", orderName, dims(in, "x")),
                fmt::format("d2s:{}:2:{}", dims(in, ","), orderName), descs::depthToSpace(order, in));
}

CpuWorkload spaceToDepth(DepthSpaceOrder order, std::vector<uint32_t> in) {
  const char* orderName = order == DepthSpaceOrder::DepthColumnRow ? "DCR" : "CRD";
  return finish(fmt::format("s2d {} {} B=2", orderName, dims(in, "x")),
                fmt::format("s2d:{}:2:{}", dims(in, ","), orderName), descs::spaceToDepth(order, in));
}

// The first versions, DEPTH_TO_SPACE and SPACE_TO_DEPTH: always DCR, NumPy's case that of the DCR rows.
CpuWorkload firstDepthToSpace(std::vector<uint32_t> in) {
  return finish(fmt::format("d2s first DCR {} B=2", dims(in, "x")), fmt::format("d2s:{}:2:DCR", dims(in, ",")),
                descs::firstDepthToSpace(in));
}

CpuWorkload firstSpaceToDepth(std::vector<uint32_t> in) {
  return finish(fmt::format("s2d first DCR {} B=2", dims(in, "x")), fmt::format("s2d:{}:2:DCR", dims(in, ",")),
                descs::firstSpaceToDepth(in));
}

// The last axis of 1 x 64 x rows x 2048 in pieces of 700, 700 and 648.
const std::vector<uint32_t> kPieceWidths = {700, 700, 648};

CpuWorkload join(uint32_t rows) {
  return finish(fmt::format("join 1x64x{}x{{700,700,648}} axis 3", rows),
                fmt::format("join:1,64,{0},700/1,64,{0},700/1,64,{0},648:3", rows),
                descs::join({1, 64, rows, 2048}, 3, kPieceWidths));
}

CpuWorkload split(uint32_t rows) {
  return finish(fmt::format("split 1x64x{}x2048 axis 3", rows), fmt::format("split:1,64,{},2048:700,700,648:3", rows),
                descs::split({1, 64, rows, 2048}, 3, kPieceWidths));
}

std::string pieces(const std::vector<uint32_t>& whole, uint32_t axis, const std::vector<uint32_t>& widths) {
  std::vector<std::string> shapes;
  for (uint32_t width : widths) {
    auto piece = whole;
    piece[axis] = width;
    shapes.push_back(dims(piece, ","));
  }
  return fmt::format("{}", fmt::join(shapes, "/"));
}

// Split and join of any shape along `axis` into pieces of `widths`.
CpuWorkload join(std::vector<uint32_t> whole, uint32_t axis, std::vector<uint32_t> widths) {
  return finish(fmt::format("join {} axis {} {{{}}}", dims(whole, "x"), axis, dims(widths, ",")),
                fmt::format("join:{}:{}", pieces(whole, axis, widths), axis), descs::join(whole, axis, widths));
}

CpuWorkload split(std::vector<uint32_t> whole, uint32_t axis, std::vector<uint32_t> widths) {
  return finish(fmt::format("split {} axis {} {{{}}}", dims(whole, "x"), axis, dims(widths, ",")),
                fmt::format("split:{}:{}:{}", dims(whole, ","), dims(widths, ","), axis), descs::split(whole, axis, widths));
}

// numpy_ops.py's scrambled(): pseudo-random, so that targets repeat.
uint64_t scrambled(uint64_t i) {
  const uint64_t x = (i + 1) * 0x9e3779b97f4a7c15ull;
  return x ^ (x >> 29);
}

// An INT32 IndicesTensor (input 1) of `count` elements, element i scrambled(i) % range: duplicate targets.
std::function<void(Session&)> duplicateIndices(uint64_t count, uint64_t range) {
  return [count, range](Session& session) {
    Buffer& data = session.inputData.at(1);
    for (uint64_t i = 0; i < count && 4 * i + 4 <= data.size(); ++i) {
      const auto v = static_cast<int32_t>(scrambled(i) % range);
      std::memcpy(data.data() + 4 * i, &v, 4);
    }
  };
}

// SCATTER_ND of `updates` whole rows into rows x cols: distinct rows (i * 7919 mod rows), or pseudo-random ones
// that repeat (the last update of a row wins).
CpuWorkload scatterNd(uint32_t rows, uint32_t cols, uint32_t updates, bool duplicates) {
  auto w = finish(fmt::format("scatter_nd {}x{}, {} rows{}", rows, cols, updates, duplicates ? " dup" : ""),
                  fmt::format("scatternd:{},{}:{}{}", rows, cols, updates, duplicates ? ":dup" : ""),
                  descs::scatterNdRows(rows, cols, updates));
  if (duplicates) w.indices = duplicateIndices(updates, rows);
  return w;
}

// SCATTER along axis 1 of rows x cols with `perRow` updates a row: distinct columns, or pseudo-random ones.
CpuWorkload scatterElements(uint32_t rows, uint32_t cols, uint32_t perRow, bool duplicates) {
  auto w = finish(fmt::format("scatter {}x{} axis 1, {}/row{}", rows, cols, perRow, duplicates ? " dup" : ""),
                  fmt::format("put_along:{},{}:{}{}", rows, cols, perRow, duplicates ? ":dup" : ""),
                  descs::scatterElements(rows, cols, perRow));
  if (duplicates) w.indices = duplicateIndices(uint64_t{rows} * perRow, cols);
  return w;
}

CpuWorkload gatherRows(uint32_t rows, uint32_t cols, uint32_t picks) {
  return finish(fmt::format("gather {}x{} rows by {} int32", rows, cols, picks),
                fmt::format("take:{},{}:{}", rows, cols, picks), descs::gatherRows(rows, cols, picks));
}

CpuWorkload gatherElements(uint32_t rows, uint32_t cols) {
  return finish(fmt::format("gather_elements {}x{} axis 1", rows, cols), fmt::format("take_along:{},{}", rows, cols),
                descs::gatherElements(rows, cols));
}

// The index operators and the strided copies: rows x cols of fp32.
std::vector<CpuWorkload> indexAndStridedWorkloads(uint32_t rows, uint32_t cols) {
  const std::string shape = fmt::format("{},{}", rows, cols);
  std::vector<CpuWorkload> w;
  w.push_back(finish(fmt::format("identity {}x{} read transposed", rows, cols), fmt::format("transpose:{}", shape),
                     descs::transpose(rows, cols)));
  // The same identity packed, as a copy and with ScaleBias: what the arithmetic costs over the copy.
  w.push_back(finish(fmt::format("identity {}x{} copy", rows, cols), fmt::format("copy:{}", shape),
                     descs::identity(rows, cols, std::nullopt)));
  w.push_back(finish(fmt::format("identity {}x{} ScaleBias 2,10", rows, cols), fmt::format("scalebias:{}:2:10", shape),
                     descs::identity(rows, cols, ScaleBiasTerms{2.0f, 10.0f})));
  w.push_back(finish(fmt::format("slice1 {}x{} strides 1,-1", rows, cols), fmt::format("reverse:{}", shape),
                     descs::reverseColumns(rows, cols)));
  w.push_back(finish(fmt::format("slice {}x{} strides 1,2", rows, 2 * cols), fmt::format("stride2:{}", shape),
                     descs::everySecondColumn(rows, cols)));
  // The gathers take as many rows as the table has (an embedding lookup the output's size).
  w.push_back(finish(fmt::format("gather {}x{} rows by {} int32", rows, cols, rows), fmt::format("take:{}:{}", shape, rows),
                     descs::gatherRows(rows, cols, rows)));
  w.push_back(finish(fmt::format("gather_nd1 {}x{} by {} 1-tuples", rows, cols, rows),
                     fmt::format("gathernd:{}:{}", shape, rows), descs::gatherNdRows(rows, cols, rows)));
  w.push_back(finish(fmt::format("gather_nd {}x{} by {} 1-tuples", rows, cols, rows),
                     fmt::format("gathernd:{}:{}", shape, rows), descs::firstGatherNdRows(rows, cols, rows)));
  w.push_back(finish(fmt::format("gather_elements {}x{} axis 1", rows, cols), fmt::format("take_along:{}", shape),
                     descs::gatherElements(rows, cols)));
  const uint32_t perRow = std::max<uint32_t>(1, cols / 4);
  w.push_back(finish(fmt::format("scatter {}x{} axis 1, {}/row", rows, cols, perRow),
                     fmt::format("put_along:{}:{}", shape, perRow), descs::scatterElements(rows, cols, perRow)));
  const uint32_t updateRows = std::max<uint32_t>(1, rows / 4);
  w.push_back(finish(fmt::format("scatter_nd {}x{}, {} rows", rows, cols, updateRows),
                     fmt::format("scatternd:{}:{}", shape, updateRows), descs::scatterNdRows(rows, cols, updateRows)));
  return w;
}

}  // namespace

std::vector<CpuWorkload> cpuWorkloads(bool large) {
  std::vector<CpuWorkload> w;
  w.push_back(tile({1, 1, 1024, 1024}, {1, 1, 2, 2}));
  w.push_back(depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, 256, 128, 128}));
  w.push_back(firstDepthToSpace({1, 256, 128, 128}));
  w.push_back(depthToSpace(DepthSpaceOrder::ColumnRowDepth, {1, 256, 128, 128}));
  w.push_back(join(32));
  w.push_back(split(32));
  for (auto mode :
       {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection, PaddingMode::Symmetric, PaddingMode::Wrap})
    w.push_back(padding(mode, {2048, 2048}, 64));
  w.push_back(padding1Int64({2048, 2048}, 64));
  // The inverse of the depth-to-space rows above: the same bytes, moved back.
  w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {1, 64, 256, 256}));
  w.push_back(firstSpaceToDepth({1, 64, 256, 256}));
  w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {1, 64, 256, 256}));
  for (auto& x : indexAndStridedWorkloads(2048, 2048)) w.push_back(std::move(x));
  // Other shapes than the ones above, 12-48 MiB out: short rows, odd sizes, few channels, scatter densities from
  // 1/1000 to 1/1 and with duplicate targets.
  w.push_back(padding(PaddingMode::Constant, {1, 512, 96, 96}, 1));
  w.push_back(padding(PaddingMode::Reflection, {1, 512, 96, 96}, 1));
  w.push_back(padding(PaddingMode::Constant, {1, 3, 1500, 1500}, 17));
  w.push_back(padding(PaddingMode::Edge, {3000, 1000}, 1));
  w.push_back(split({1, 48, 4096, 48}, 3, {16, 16, 16}));
  w.push_back(split({1, 3, 2000, 1000}, 1, {1, 1, 1}));
  w.push_back(split({3000, 1000}, 1, {100, 300, 600}));
  w.push_back(join({1, 48, 4096, 48}, 3, {16, 16, 16}));
  w.push_back(join({1, 3, 2000, 1000}, 1, {1, 1, 1}));
  w.push_back(join({3000, 1000}, 1, {100, 300, 600}));
  w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {1, 3, 2048, 1024}));
  w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {1, 3, 2048, 1024}));
  w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {2, 32, 384, 384}));
  w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {2, 32, 384, 384}));
  w.push_back(depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, 12, 1024, 512}));
  w.push_back(depthToSpace(DepthSpaceOrder::ColumnRowDepth, {1, 12, 1024, 512}));
  w.push_back(tile({1, 3, 500, 700}, {1, 1, 2, 3}));
  w.push_back(tile({1, 16, 256, 256}, {1, 2, 2, 2}));
  for (uint32_t updates : {3u, 30u, 300u, 3000u}) w.push_back(scatterNd(3000, 1000, updates, false));
  w.push_back(scatterNd(3000, 1000, 3000, true));
  w.push_back(scatterNd(4096, 1024, 4096, true));
  w.push_back(scatterElements(3000, 1000, 1, false));
  w.push_back(scatterElements(3000, 1000, 1000, true));
  w.push_back(scatterElements(4096, 1024, 64, true));
  w.push_back(gatherRows(3000, 1000, 3000));
  w.push_back(gatherRows(1000, 1000, 6000));
  w.push_back(gatherElements(3000, 1000));
  if (large) {
    w.push_back(tile({1, 1, 2048, 2048}, {1, 1, 2, 2}));
    w.push_back(depthToSpace(DepthSpaceOrder::DepthColumnRow, {1, 256, 256, 256}));
    w.push_back(depthToSpace(DepthSpaceOrder::ColumnRowDepth, {1, 256, 256, 256}));
    w.push_back(join(128));
    w.push_back(split(128));
    w.push_back(padding(PaddingMode::Constant, {4096, 4096}, 64));
    w.push_back(padding(PaddingMode::Reflection, {4096, 4096}, 64));
    w.push_back(padding(PaddingMode::Wrap, {4096, 4096}, 64));
    w.push_back(spaceToDepth(DepthSpaceOrder::DepthColumnRow, {1, 64, 512, 512}));
    w.push_back(spaceToDepth(DepthSpaceOrder::ColumnRowDepth, {1, 64, 512, 512}));
    w.push_back(scatterNd(4096, 4096, 1024, false));
    w.push_back(scatterNd(4096, 4096, 4096, true));
    w.push_back(scatterElements(4096, 4096, 1024, false));
    w.push_back(scatterElements(4096, 4096, 1024, true));
    w.push_back(gatherRows(4096, 4096, 4096));
    w.push_back(gatherElements(4096, 4096));
  }
  return w;
}

}  // namespace dmlscope::bench
