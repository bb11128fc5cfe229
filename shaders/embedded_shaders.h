// The SPIR-V of every compute shader in shaders/, compiled at build time and linked into dmlscope::core.
#pragma once

#include <cstdint>
#include <span>

namespace dmlscope::vulkan {

enum class ShaderId : uint32_t { Tile, Padding, DepthToSpace, Split, Join, Copy, Slice, SpaceToDepth, Gather, Scatter, ScatterNd,
                                Transpose, ScatterLines };

std::span<const uint32_t> shaderSpirv(ShaderId id);

// "tile.comp": for error messages.
const char* shaderFileName(ShaderId id);

}  // namespace dmlscope::vulkan
