// Looks up the SPIR-V that the build generated from shaders/*.comp (see shaders/CMakeLists.txt).
#include "embedded_shaders.h"

#include "copy.spv.h"
#include "depth_to_space.spv.h"
#include "gather.spv.h"
#include "join.spv.h"
#include "padding.spv.h"
#include "scatter.spv.h"
#include "scatter_lines.spv.h"
#include "scatter_nd.spv.h"
#include "slice.spv.h"
#include "split.spv.h"
#include "space_to_depth.spv.h"
#include "tile.spv.h"
#include "transpose.spv.h"

namespace dmlscope::vulkan {

std::span<const uint32_t> shaderSpirv(ShaderId id) {
  switch (id) {
    case ShaderId::Tile: return kSpirv_tile;
    case ShaderId::Padding: return kSpirv_padding;
    case ShaderId::DepthToSpace: return kSpirv_depth_to_space;
    case ShaderId::Split: return kSpirv_split;
    case ShaderId::Join: return kSpirv_join;
    case ShaderId::Copy: return kSpirv_copy;
    case ShaderId::Slice: return kSpirv_slice;
    case ShaderId::SpaceToDepth: return kSpirv_space_to_depth;
    case ShaderId::Gather: return kSpirv_gather;
    case ShaderId::Scatter: return kSpirv_scatter;
    case ShaderId::ScatterNd: return kSpirv_scatter_nd;
    case ShaderId::Transpose: return kSpirv_transpose;
    case ShaderId::ScatterLines: return kSpirv_scatter_lines;
  }
  return {};
}

const char* shaderFileName(ShaderId id) {
  switch (id) {
    case ShaderId::Tile: return "tile.comp";
    case ShaderId::Padding: return "padding.comp";
    case ShaderId::DepthToSpace: return "depth_to_space.comp";
    case ShaderId::Split: return "split.comp";
    case ShaderId::Join: return "join.comp";
    case ShaderId::Copy: return "copy.comp";
    case ShaderId::Slice: return "slice.comp";
    case ShaderId::SpaceToDepth: return "space_to_depth.comp";
    case ShaderId::Gather: return "gather.comp";
    case ShaderId::Scatter: return "scatter.comp";
    case ShaderId::ScatterNd: return "scatter_nd.comp";
    case ShaderId::Transpose: return "transpose.comp";
    case ShaderId::ScatterLines: return "scatter_lines.comp";
  }
  return "?";
}

}  // namespace dmlscope::vulkan
