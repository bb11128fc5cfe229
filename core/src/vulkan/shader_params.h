// The uniform block every operator shader reads (Params in shaders/strided.glsl), laid out as std140 sees it.
#pragma once

#include <array>
#include <cstdint>

namespace dmlscope::vulkan {

// Specialization constant ids of shaders/strided.glsl.
enum SpecializationId : uint32_t {
  kSpecWorkgroupSize = 0,
  kSpecRank = 1,
  kSpecElementBytes = 2,
  kSpecVectorBytes = 3,
  kSpecWriteMap = 4,
  kSpecWideMap = 5,
  kSpecVariant = 6,
  kSpecItemsPerInvocation = 7,
  kSpecNarrowMap = 8,
  // 9: scatter_lines.comp's LINE_WORDS (pipelines.cpp). 10: the scatters' IndicesTensor (bit 0) and
  // UpdatesTensor (bit 1) read through window slots (windows.glsl's INDEX_INPUT_WINDOWS).
  kSpecIndexInputWindows = 10,
  // SPLIT and JOIN: how many parts the dispatch copies through the window slots (shaders/parts.glsl's PARTS); 0:
  // one part, the usual way.
  kSpecParts = 11,
};
// The most parts one such dispatch copies (the per-part table has one entry per dimension's slot); SPLIT's
// index maps take the window slots from this one.
inline constexpr uint32_t kMaxParts = 8;
// kSpecIndexInputWindows's bits.
inline constexpr uint32_t kIndicesInWindows = 1;
inline constexpr uint32_t kUpdatesInWindows = 2;

// A std140 uvec4[2]: eight 32-bit values, one per dimension.
using PerDimension = std::array<uint32_t, 8>;

// Storage-buffer windows a shader may read one tensor through (shaders/windows.glsl's binding 6): a std140
// uvec4[4], one 32-bit value per window slot.
inline constexpr uint32_t kWindowSlots = 16;
using PerWindowSlot = std::array<uint32_t, kWindowSlots>;

struct ShaderParams {
  PerDimension extent{};
  PerDimension extentMul{};
  PerDimension extentShift{};
  PerDimension boxLo{};
  PerDimension outStride{};
  PerDimension mapStride{};
  PerDimension inSize{};
  PerDimension inSizeMul{};
  PerDimension inSizeShift{};
  PerDimension inStride{};
  PerDimension inLinear{};
  PerDimension inLinearHi{};
  PerDimension opArg{};
  PerDimension opStep{};
  PerDimension auxStride{};  // scatter.comp: UpdatesTensor's strides, row-major strides and sizes
  PerDimension auxLinear{};
  PerDimension auxSize{};
  uint32_t itemCount = 0;
  uint32_t rowItems = 1;
  uint32_t rowItemsMul = 0;
  uint32_t rowItemsShift = 0;
  uint32_t outBias = 0;
  uint32_t inBias = 0;
  uint32_t mapBias = 0;
  uint32_t sourceInput = 0;
  uint32_t paddingLo = 0;
  uint32_t paddingHi = 0;
  uint32_t sourceBase = 0;  // narrow map: where the input's elements start in the entries' numbering
  uint32_t mapVectors = 0;  // 1: each vector's map entries may be stored as whole vectors (aligned)
  uint32_t auxBase = 0;     // scatter.comp, narrow map: where UpdatesTensor's elements start in the numbering
  uint32_t indexType = 0;   // gather.comp, scatter*.comp: IndicesTensor's type (IndexType in operator_jobs.h)
  uint32_t tupleSize = 1;   // gather.comp, scatter_nd.comp: index values per tuple
  uint32_t tupleStep = 0;   //   and IndicesTensor's stride from one to the next
  // windows.glsl: the first element of each window slot, as low and high words (elements of the tensor bound
  // through the slots; 64 bits only where it has 2^32 elements or more), and how many slots it takes.
  PerWindowSlot windowStart{};
  PerWindowSlot windowStartHi{};
  uint32_t windowCount = 0;
  uint32_t indexBias = 0;   // gather.comp: the bound IndicesTensor window's first element (absolute, mod 2^32)
  // The scatters reading IndicesTensor and UpdatesTensor through window slots (windows.glsl): IndicesTensor
  // takes slots 0..updateWindowFirst-1 (none where it is bound whole), UpdatesTensor the rest of windowCount.
  uint32_t updateWindowFirst = 0;
  uint32_t unused[1] = {};  // std140 rounds the block up to 16 bytes
};
static_assert(sizeof(ShaderParams) == 17 * 32 + 16 * 4 + 2 * 64 + 16,
              "ShaderParams must match the std140 block in strided.glsl");

// The multiplier and shift fastDiv (strided.glsl) divides by `divisor` with, exact for every 32-bit dividend.
struct FastDivisor {
  uint32_t multiplier = 0;
  uint32_t shift = 0;
};
FastDivisor fastDivisor(uint32_t divisor);

// What the shader computes with a FastDivisor, for the host's own checks (tests).
uint32_t fastDivide(uint32_t n, uint32_t divisor, FastDivisor f);

}  // namespace dmlscope::vulkan
