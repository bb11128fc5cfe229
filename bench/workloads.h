// The benchmark's workloads: each operator and mode at a chosen size, with the index values its gathers and
// scatters read (bench/torch_ops.py makes the same ones for PyTorch).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/session.h"

namespace dmlscope::bench {

// How the index values of a gather or scatter are made: dense IndicesTensor element i gets
//   Scrambled:   scrambled(i) % ranges[i % n]                  (pseudo-random: duplicates as a real workload has)
//   Spread:      (i / n * kSpread + i % n) % ranges[i % n]     (distinct tuples while i / n < the range)
//   SpreadAlong: (i % along * kSpread + i / along) % ranges[0] (distinct along each line of `along` indices)
// with n = ranges.size() (a tuple's length; 1 for Gather, GatherElements and Scatter), kSpread = 7919 and
// scrambled(i) = x ^ (x >> 29) for x = (i + 1) * 0x9e3779b97f4a7c15 mod 2^64.
struct IndexRecipe {
  enum class Kind { Scrambled, Spread, SpreadAlong };
  Kind kind = Kind::Scrambled;
  std::vector<uint64_t> ranges;
  uint64_t along = 1;
};
inline constexpr uint64_t kSpread = 7919;  // a prime no benchmark size is a multiple of

struct Workload {
  std::string name;    // "pad-reflection"
  std::string shape;   // "1x1x4096x4096 fp32 +64"
  Session session;           // inputs empty until fillInputs(): the sweep's tensors are large
  uint64_t bytesMoved = 0;  // every input's and output's buffer: read once, written once
  uint64_t outputElements = 0;
  uint64_t outputBytes = 0;  // every output's buffer: what a fill of the outputs alone writes
  bool randomScatter = false;  // a scatter's indices are Scrambled (with duplicates), not distinct
};

// "tile", "pad-constant", "pad-edge", "pad-reflection", "pad-symmetric", "pad-wrap", "d2s-dcr", "d2s-first-dcr",
// "d2s-crd", "split", "join", "s2d-dcr", "s2d-first-dcr", "s2d-crd", "pad1-int64", "identity-transpose",
// "slice1-reverse", "slice-stride2", "gather-rows", "gather-elements", "gather-nd1-rows", "gather-nd-rows",
// "scatter-elements", "scatter-nd-rows", and the scatters at update densities (update elements / output
// elements) of about 1/1000, 1/16 and 1 with random indices: "scatter-elements-d1000", "-d16", "-d1",
// "scatter-nd-rows-d1000", "-d16", "-d1". The "-first-" rows and "gather-nd-rows" are the operators' first
// versions (DEPTH_TO_SPACE, SPACE_TO_DEPTH, GATHER_ND), the same work as the rows beside them.
const std::vector<std::string>& sweepOperators();

// Operator `name` in FLOAT32 with about `outputBytes` of output. The sweep's sizes (1 MiB times powers of 4)
// reach the table shapes: at 1G slice-stride2 is 131072x4096 (3 GiB moved), gather-rows, the scatters
// 262144x1024, identity-transpose 16384^2, s2d-dcr 1x64x2048^2; tile at 16M moves 20 MiB, split and join at
// 4M move 8 MiB.
Workload sweepWorkload(const std::string& name, uint64_t outputBytes);

// The index values fillInputs gives `w`'s IndicesTensor; nothing for an operator that reads none.
std::optional<IndexRecipe> indexRecipe(const Workload& w);

// Allocates a workload's inputs and fills them with a cheap non-repeating pattern (never zero elements:
// zeros hide unwritten output). A gather's or scatter's IndicesTensor (dense, 4-byte) gets the values of
// indexRecipe() instead: pseudo-random ones for the gathers; for the scatters distinct targets along the axis
// (or distinct tuples), as a scatter that writes each element once, or random ones (randomScatter).
void fillInputs(Workload& w);
// The same for a session, its scatters' indices distinct.
void fillInputs(Session& session);

}  // namespace dmlscope::bench
