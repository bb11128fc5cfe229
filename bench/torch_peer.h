// dmlscope-bench's peer: PyTorch timing the sweep's workloads on CUDA (bench/torch_ops.py in a child python,
// the same run), so that the sweep prints PyTorch's GB/s beside each row from the same card.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "workloads.h"

namespace dmlscope::bench {

struct TorchOptions {
  std::string python;  // the interpreter with torch
  std::string script;  // bench/torch_ops.py
  uint32_t repetitions = 10;
};

// One workload's PyTorch result.
struct TorchRow {
  enum class Kind { Timed, Inexpressible, Failed };
  Kind kind = Kind::Failed;
  double ns = 0;     // Timed: the median GPU time of one call
  std::string note;  // Inexpressible, Failed: why
};

struct TorchRun {
  bool ran = false;   // torch imported and CUDA was there
  std::string about;  // "torch 2.11.0+cu128, NVIDIA H200 (CUDA events, median of 10)", or why it did not run
  std::map<size_t, TorchRow> rows;  // by the workload's position in the list given
};

// The workload as torch_ops.py reads it (its docstring states the contract): id, name, bytes, dtype, op and the
// op's fields, taken from the workload's descriptor; op "unsupported" with a reason where PyTorch has no
// equivalent of the descriptor.
std::string torchWorkloadJson(const Workload& w, size_t id);

// Writes `workloads` to a temporary JSON file, runs the script on it and reads its lines. Never fails: a
// python without torch or CUDA, or a script that cannot start, gives ran = false and says why.
TorchRun runTorch(const std::vector<Workload>& workloads, const TorchOptions& options);

}  // namespace dmlscope::bench
