// How the GPU's scatters find the update that lands on an output element; its own header so that the
// benchmark and the tests can ask for one without the planner's dependencies.
#pragma once

#include <cstdint>

namespace dmlscope::vulkan {

// Scan: each output element scans its candidate updates, the last first (one pass, no scratch memory, a scan
// per element). Winners: two passes over scratch words, each update and element visited once
// (shaders/updates.glsl): DML_SCATTER keeps a word per output element, DML_SCATTER_ND one per target block
// (one per index tuple's target, so a whole block of the output shares it). Lines (DML_SCATTER only): one
// workgroup per block of output lines along Axis finds every winner of its lines in shared memory in one pass
// (shaders/scatter_lines.comp), or one workgroup per line for long rows of 4-byte elements (kLineGroup below);
// DML_SCATTER_ND asked for Lines takes Winners.
// A line longer than the shared words (PlanLimits::sharedMemoryBytes) runs in segments, each reading all of the
// line's indices. Auto: DML_SCATTER takes Lines where the line fits, or where its segments' extra index reads
// cost less than a word per output element (dispatch_plan.cpp weighs them), else Winners where the words fit
// one window and an element has more than kScanCandidates candidates, else Scan; DML_SCATTER_ND takes the
// one-pass table with few tuples (kNdTableTuples) but CopyFirst where ndCopyFirstPays, else Winners where its
// block words fit one window. Lines asked for always takes the segments; a method that cannot run a shape falls
// back as Auto does (Winners still scans where the words do not fit).
// CopyFirst: the input copied to the output at a copy's speed (split.comp), then DML_SCATTER's updates one item
// each, writing itself unless a later update of its line names the same position, which it finds by scanning the
// later indices of its line (U * (U - 1) / 2 index reads for U updates a line along Axis, from the cache, or from
// shared memory for those in the same workgroup); Auto takes it where copyFirstPays. DML_SCATTER_ND's index
// tuples a workgroup each, storing its block unless a later tuple's target is the same (T * (T - 1) / 2 target
// reads for T tuples, a workgroup's invocations sharing each tuple's), where ndCopyFirstPays. DML_SCATTER_ND
// asked for CopyThenLines takes Winners.
// CopyThenLines (DML_SCATTER only): the input copied as CopyFirst does, then the lines' pass (scatter_lines.comp's
// kCopyFirst) finds each line's winners in shared memory and stores only them: no square of the updates, and no
// position loaded or stored by the lines; where a line does not fit the shared words, CopyFirst. Auto takes it
// where copyThenLinesPays (and copyFirstPays does not), but not for the lines kLineGroup runs, where it takes the
// lines past copyFirstPaysBesideGroups.
enum class ScatterMethod : uint32_t { Auto, Scan, Winners, Lines, CopyFirst, CopyThenLines };
inline constexpr uint64_t kScanCandidates = 4;
// Whether Auto takes CopyFirst for lines of `updates` updates each along Axis into an output of `outputBytes`.
// On an H200 (dmlscope-bench scatter-elements-dN: 1024-element FLOAT32 lines, outputs of 1, 4, 16 and from
// 64 MiB), ratio to a same-run copy, copy first (the later updates of a line compared in shared memory within a
// workgroup, scatter.comp's copyFirstWalk) / the lines (kWholeQuads), and in brackets copy first reading every
// later index from memory, as it did before:
//   1 update a line:    1 MiB 0.56/0.71, 4 MiB 0.58/0.57, 16 MiB 0.72/0.35, from 64 MiB 0.88-0.97/0.39-0.41
//   16 updates a line:  1 MiB 0.50/0.72, 4 MiB 0.53/0.56, 16 MiB 0.66/0.37, from 64 MiB 0.72-0.74 (0.66-0.68)
//   32 updates a line:  1 MiB 0.48/0.70, 4 MiB 0.51/0.58, 16 MiB 0.58/0.37, from 64 MiB 0.66-0.67 (0.46-0.48)
//   64 updates a line:  1 MiB 0.42/0.72, 4 MiB 0.49/0.60, 16 MiB 0.50/0.36, from 64 MiB 0.49-0.50 (0.27)
//   256 updates a line: 0.18-0.25 (copy then the lines: 0.37-0.43 from 16 MiB)
// The comparisons grow as the square of the updates a line and weigh most on small outputs, where the lines'
// one pass is cheap.
inline constexpr uint64_t kCopyFirstUpdates = 64;
constexpr bool copyFirstPays(uint64_t updates, uint64_t outputBytes) {
  constexpr uint64_t MiB = uint64_t{1} << 20;
  if (updates <= 4) return true;
  if (updates <= 16) return outputBytes >= 8 * MiB;
  return updates <= kCopyFirstUpdates && outputBytes >= 16 * MiB;
}
// Whether Auto takes CopyThenLines (where copyFirstPays does not) for an output of `outputBytes`. On the same
// H200 (1024-element FLOAT32 lines, outputs of 1, 4, 16 and from 64 MiB), ratio to a same-run copy without the
// map, copy then the lines / the lines (kWholeQuads):
//   256 updates a line:  1 MiB 0.43/0.65, 4 MiB 0.47/0.55, 16 MiB 0.37-0.39/0.37, from 64 MiB 0.41-0.43/0.33-0.35
//   1024 updates a line: 1 MiB 0.29/0.44, 4 MiB 0.28/0.37, 16 MiB 0.24-0.28/0.24, from 64 MiB 0.29-0.30/0.22
// Below 16 MiB the lines' one pass is cheap (the tensors sit in the 50 MB L2). Why neither gets near a copy: a
// block of lines costs its workgroup a chain of barriers and a trip to memory whatever its updates, so the
// lines after the copy cost 0.44 of a copy even at 1 update a line (where the copy first reaches 0.97); capping
// the workgroups (dmlscope-bench --max-groups 1056 to 16896: each loops over blocks) moved it by 0.03 at most.
// With no update at all the lines ran at 0.59 (a block's loads, a barrier, its stores).
constexpr bool copyThenLinesPays(uint64_t outputBytes) { return outputBytes >= (uint64_t{16} << 20); }
// DML_SCATTER_ND with at most this many index tuples, under Auto: one pass, each workgroup finding the winners of
// its own blocks in shared memory (shaders/scatter_nd.comp's kTable) where one dispatch on the vector path covers
// the output; every workgroup reads every tuple's index values, so only where they are few.
inline constexpr uint64_t kNdTableTuples = 1024;
// Whether Auto takes CopyFirst for DML_SCATTER_ND with `tuples` index tuples and `updatesBytes` of UpdatesTensor
// into an output of `outputBytes`: few tuples (the table's own domain), updates of at most 1/16 of the output,
// from 256 MiB of output. Ratio to a same-run copy, data only / with the map, dmlscope-bench
// scatter-nd-rows-d1000 (16 to 256 tuples of 1024-element FLOAT32 rows) at 128 MiB / 512 MiB / 2 GiB: on an H200
// the table 0.88 / 0.89 / 0.91, with the map 0.91 / 0.94 / 0.95, the copy first 0.88 / 0.96 / 0.99, with the map
// 0.87 / 0.94 / 0.97 (PyTorch's `y[idx] = upd` beat the table there by 6-7% at 512 MiB and 2 GiB); on an H100
// (two rounds each in two runs) the table 0.96-0.98 / 0.98 / 0.99-1.00, the copy first 0.95-0.98 / 0.97 / 0.99.
// Below 128 MiB the copy first ran at 0.47-0.71 against the table's 0.68-0.85 on the H200 (0.48-0.70 against
// 0.72-0.77 on the H100): its two dispatches and their barrier weigh most there. Where the updates are a large
// part of the output, the copy first writes those bytes twice.
inline constexpr uint64_t kNdCopyFirstFromBytes = uint64_t{256} << 20;
constexpr bool ndCopyFirstPays(uint64_t tuples, uint64_t updatesBytes, uint64_t outputBytes) {
  return tuples <= kNdTableTuples && updatesBytes <= outputBytes / 16 && outputBytes >= kNdCopyFirstFromBytes;
}

// scatter_lines.comp's shared memory: besides the winner words, kScatterLineSlots lines' descriptions of
// kScatterLineWordsPerSlot words each. Why 32 and not more: the shared memory a workgroup declares decides how
// many workgroups an SM holds, and they are where the bandwidth comes from; with 256 slots (17 KiB a
// workgroup) the H200 ran the 1024-element lines at 0.27-0.31 of a copy, with 8 (8.3 KiB) at 0.36-0.41.
// 32 lines of 4-byte elements still give a warp 128 contiguous bytes in axis-major blocks.
inline constexpr uint32_t kScatterLineSlots = 32;
// The positions (and updates) each invocation of scatter_lines.comp loads in its block's first trip (kBatch).
inline constexpr uint32_t kScatterLineBatch = 8;
inline constexpr uint32_t kScatterLineWordsPerSlot = 9;

// The winner words scatter_lines.comp keeps in shared memory on a device with `sharedBytes` of it per
// workgroup (maxComputeSharedMemorySize): the most that fit beside the lines' descriptions, a power of two up
// to 2048 (8 KiB); 0 where fewer than 64 fit. Why so few: a workgroup's passes are chains of dependent steps
// (index load, shared atomic, barrier, winner, data load, store), so the bandwidth comes from many workgroups
// at once, each with about 8 positions per invocation; 8192 words gave 32 positions per invocation and 5
// workgroups per SM on an H200, and 0.18-0.20 of a copy. The planner
// and the pipelines compute it from the same limit, so the words a dispatch is planned for are the words its
// pipeline declares (LINE_WORDS).
// The shader declares two arrays of that many words: the winners, and the update values of a block whose quads
// are stored whole (gatherUpdates there).
constexpr uint32_t scatterLineWords(uint64_t sharedBytes) {
  const uint64_t descriptions = uint64_t{kScatterLineSlots} * kScatterLineWordsPerSlot * 4;
  if (sharedBytes < descriptions + 2 * 64 * 4) return 0;
  const uint64_t fit = (sharedBytes - descriptions) / 8;  // words of each array
  uint32_t words = 64;
  while (words < 2048 && uint64_t{words} * 2 <= fit) words *= 2;
  return words;
}

// scatter_lines.comp's kLineGroup (DML_SCATTER's lines, line-major, 4-byte elements contiguous along Axis): one
// line per workgroup of kLineGroupSize invocations, for lines of kLineGroupMinLine to kLineGroupWords elements
// with at most kLineGroupWords updates each (its LINE_WORDS). Shorter lines keep the blocks of several lines
// (a 256-element line would leave three quarters of the invocations without a position).
inline constexpr uint32_t kLineGroupVariant = 6;  // VARIANT (shaders/updates.glsl)
inline constexpr uint32_t kLineGroupSize = 256;
inline constexpr uint32_t kLineGroupWords = 1024;
inline constexpr uint32_t kLineGroupMinLine = 512;
// Whether kLineGroup takes lines of `along` positions with `updates` updates each along Axis (the planner checks
// the rest: line-major, 4-byte elements contiguous along Axis in whole quads).
constexpr bool lineGroupFits(uint64_t along, uint64_t updates) {
  return along % 4 == 0 && along >= kLineGroupMinLine && along <= kLineGroupWords && updates <= kLineGroupWords;
}
// The updates each of kLineGroup's invocations loads for a line of `updates` (at most kLineGroupWords, so 1 to 4:
// its ITEMS_PER_INVOCATION).
inline constexpr uint32_t lineGroupUpdatesPerInvocation(uint64_t updates) {
  return updates <= kLineGroupSize ? 1 : static_cast<uint32_t>((updates + kLineGroupSize - 1) / kLineGroupSize);
}
static_assert(lineGroupUpdatesPerInvocation(kLineGroupWords) <= 4 && kLineGroupWords <= 4 * kLineGroupSize);
// Whether Auto takes CopyFirst for lines that kLineGroup runs: from 16 MiB of output, up to 32 updates a line, or
// 4 where the index map is written too. On an H200 (1024-element FLOAT32 lines, ratio to a same-run copy, data
// only / with the map, from 16 MiB of output), copy first against one line a workgroup as scatter_lines.comp
// runs it since its lines became one trip to memory: 1 update a line 0.90-0.97 / 0.89-0.93 against 0.63-0.65 /
// 0.78-0.79, 16 a line 0.73 / 0.64-0.65 against 0.63-0.65 / 0.76-0.77, 32 a line 0.66-0.68 / 0.58-0.59 against
// 0.64-0.68 / 0.76-0.79 (in a second run the lines' 0.64-0.65 lost to PyTorch's scatter at 2 GiB, 0.99x, where
// the copy first had won at 1.04-1.05x). Below 16 MiB the line's one pass wins (it reads and writes the L2
// there; the copy first's two dispatches and their barrier weigh most on small outputs): 1 update a line at 1
// MiB 0.53-0.54 / 0.55-0.56 against 0.80-0.85 / 0.88 (before the one trip).
inline constexpr uint64_t kLineGroupCopyFirstUpdates = 32;
inline constexpr uint64_t kLineGroupCopyFirstUpdatesWithMap = 4;
inline constexpr uint64_t kLineGroupCopyFirstFromBytes = uint64_t{16} << 20;
constexpr bool copyFirstPaysBesideGroups(uint64_t updates, uint64_t outputBytes, bool writeMap) {
  return updates <= (writeMap ? kLineGroupCopyFirstUpdatesWithMap : kLineGroupCopyFirstUpdates) &&
         outputBytes >= kLineGroupCopyFirstFromBytes;
}

}  // namespace dmlscope::vulkan
