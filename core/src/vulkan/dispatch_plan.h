// Planning a run for the GPU: buffer sizes, and the dispatches that cover every output element, each with
// binding windows no larger than the device's maxStorageBufferRange, inside one chunk of each tensor (a
// tensor larger than one buffer may be is stored as several buffers), and a group count within its limit.
// Pure arithmetic (no Vulkan calls), so it is tested with any limits on any machine.
#pragma once

#include <cstdint>
#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/result.h"
#include "dmlscope/tensor.h"
#include "embedded_shaders.h"
#include "map_encoding.h"
#include "scatter_method.h"
#include "shader_params.h"

namespace dmlscope::vulkan {

// tile.comp's VARIANT where each input vector is loaded once and stored at several of its repeats (its repeats
// walk; the planner takes it where the box is the whole output and the rows are whole vectors).
inline constexpr uint32_t kTileRepeatsVariant = 1;

struct PlanLimits {
  uint64_t maxStorageRange = 0;   // bytes one storage-buffer binding may cover (maxStorageBufferRange)
  uint64_t storageAlignment = 16; // binding offsets are multiples of this (minStorageBufferOffsetAlignment)
  uint32_t maxGroups = 65535;     // workgroups in one dispatch (maxComputeWorkGroupCount[0])
  uint32_t workgroupSize = 256;
  uint32_t itemsPerInvocation = 0;  // vector path: ITEMS_PER_INVOCATION (1 to 4); 0: each shader's best
  MapEncoding mapEncoding = MapEncoding::Auto;  // testing: a wider encoding than needed (a narrower one is not)
  // Bytes one buffer may hold (min of maxBufferSize and maxMemoryAllocationSize); 0: unlimited. A larger tensor
  // is stored in chunks of this, rounded down to a multiple of the storage alignment (storageChunkBytes).
  uint64_t maxBufferBytes = 0;
  ScatterMethod scatterMethod = ScatterMethod::Auto;
  // Shared memory one workgroup may declare (maxComputeSharedMemorySize): scatterLineWords() of it decides
  // which DML_SCATTER lines scatter_lines.comp can hold.
  uint64_t sharedMemoryBytes = 32768;
};

// A binding range, in bytes from the start of the whole tensor (not of its chunk: see chunkOf).
struct Window {
  uint64_t offset = 0;
  uint64_t range = 0;
};

struct PlannedDispatch {
  ShaderId shader = ShaderId::Tile;
  uint32_t variant = 0;
  uint32_t input = 0;   // index into the operator's inputs
  uint32_t output = 0;  // index into the operator's outputs (and index maps)
  uint32_t rank = 1;
  uint32_t elementBytes = 4;
  uint32_t vectorBytes = 0;  // VEC_BYTES
  uint32_t itemsPerInvocation = 1;
  bool writeMap = false;
  bool wideMap = false;    // 64-bit map arithmetic (MapEncoding::Wide)
  bool narrowMap = false;  // 32-bit map entries (MapEncoding::Narrow)
  Window inputWindow;
  Window outputWindow;
  Window mapWindow;
  Window indicesWindow;  // the gathers: the IndicesTensor elements the box reads (binding 4)
  // The scatters: which of IndicesTensor and UpdatesTensor are read through window slots (kIndicesInWindows |
  // kUpdatesInWindows, the pipeline's INDEX_INPUT_WINDOWS); 0: both bound whole.
  uint32_t indexInputWindows = 0;
  // SPLIT and JOIN: the parts this one dispatch copies through the window slots (the pipeline's PARTS, see
  // shaders/parts.glsl); 0: one part, the usual way.
  uint32_t parts = 0;
  uint32_t groups = 1;
  ShaderParams params;
  // The scatters' two passes: Mark binds the winners at binding 1 (its items are updates), Resolve at
  // binding 4; `waitForPrevious` puts a barrier before the dispatch (the first Resolve waits for every Mark).
  enum class Winners : uint32_t { None, Mark, Resolve } winners = Winners::None;
  bool waitForPrevious = false;
};

struct RunPlan {
  std::vector<uint64_t> inputBytes;   // device buffer size per input
  std::vector<uint64_t> outputBytes;  // per output
  std::vector<uint64_t> mapBytes;     // per output; 0 without index map
  MapEncoding mapEncoding = MapEncoding::Standard;  // never Auto: what the dispatches write
  std::vector<uint64_t> mapInputBase; // Narrow: where each input's elements start in the entries' numbering
  std::vector<bool> zeroOutput;       // whether an output buffer must be zeroed before the dispatches
  // Every tensor, index map included, is stored as buffers of this many bytes each (the last one smaller);
  // 0: one buffer per tensor. Each dispatch's windows lie inside one chunk.
  uint64_t chunkBytes = 0;
  // The scatters' winner words (4 per output element of DML_SCATTER, per target block of DML_SCATTER_ND; zeroed
  // before the dispatches); 0: not used (the scan, or DML_SCATTER's lines in shared memory).
  uint64_t winnerBytes = 0;
  // The gathers' InputTensor where it is larger than one window: its windows in order, which the gather
  // dispatches bind as window slots (shaders/windows.glsl; at most kWindowSlots); empty: bound whole.
  std::vector<Window> inputWindows;
  // The scatters' IndicesTensor and UpdatesTensor where larger than one window (or one chunk): their windows in
  // order, which every scatter dispatch binds as window slots, IndicesTensor's from slot 0 and UpdatesTensor's
  // after them (at most kWindowSlots in all); empty: that tensor is bound whole (binding 4 or 5).
  std::vector<Window> indexWindows;
  std::vector<Window> updateWindows;
  std::vector<PlannedDispatch> dispatches;
};

// The windows a tensor of `bytes`, stored in chunks of `chunkBytes` (0: one buffer), is read through when an
// index may send any invocation anywhere in it: each chunk cut into windows of at most the storage range
// (multiples of the alignment, so each starts aligned and no element straddles two).
std::vector<Window> windowsCovering(uint64_t bytes, uint64_t chunkBytes, const PlanLimits& limits);

// The size of the chunks tensors are stored in under `limits`: maxBufferBytes rounded down to a multiple of
// the storage alignment (and of 16), so that every binding offset inside a chunk stays aligned and no element,
// index-map entry or 16-byte vector straddles two chunks; 0 when unlimited. An error when the device allows
// less than one alignment unit per buffer.
Result<uint64_t> storageChunkBytes(const PlanLimits& limits);

// How many chunks a tensor of `bytes` takes (at least one), and the size of chunk `index`.
uint64_t chunkCount(uint64_t bytes, uint64_t chunkBytes);
uint64_t chunkSize(uint64_t bytes, uint64_t chunkBytes, uint64_t index);

// Where a planned window lies: the chunk holding it, and its offset inside that chunk.
struct ChunkWindow {
  uint64_t chunk = 0;
  uint64_t offset = 0;
  uint64_t range = 0;
};
ChunkWindow chunkOf(const Window& window, uint64_t chunkBytes);

// Most dispatches one run may need; beyond, the run is refused (only a pathological shape on a device with
// a small maxStorageBufferRange gets there).
inline constexpr size_t kMaxDispatches = size_t{1} << 16;

// The index-map encoding a run of these inputs gets: the narrowest that holds every source, or `asked` where
// that is wider.
MapEncoding chooseMapEncoding(const std::vector<TensorLayout>& inputs, MapEncoding asked = MapEncoding::Auto);

// The plan for a valid descriptor whose layouts are given; `inputDataBytes` are the session's input buffer
// sizes (the uploads).
Result<RunPlan> planRun(const OperatorDesc& desc, const std::vector<TensorLayout>& inputs,
                        const std::vector<uint64_t>& inputDataBytes, const std::vector<TensorLayout>& outputs,
                        bool writeMap, const PlanLimits& limits);

}  // namespace dmlscope::vulkan
