// The sweep's workloads for PyTorch and its answers (see torch_peer.h; the contract is torch_ops.py's docstring).
#include "torch_peer.h"

#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dmlscope/scalar_union.h"
#include "operators/strided_copy.h"

namespace dmlscope::bench {
namespace {

using nlohmann::json;

std::string dtypeName(DataType type) {
  switch (type) {
    case DataType::Float32: return "float32";
    case DataType::Float16: return "float16";
    case DataType::Int64: return "int64";
    case DataType::Int32: return "int32";
    default: return "unsupported";
  }
}

const char* paddingModeName(PaddingMode mode) {
  switch (mode) {
    case PaddingMode::Constant: return "constant";
    case PaddingMode::Edge: return "edge";
    case PaddingMode::Reflection: return "reflection";
    case PaddingMode::Symmetric: return "symmetric";
    case PaddingMode::Wrap: break;
  }
  return "wrap";
}

json indicesJson(const Workload& w, const TensorDesc& indices) {
  json j;
  j["shape"] = indices.sizes;
  j["dtype"] = dtypeName(indices.dataType);
  const auto recipe = indexRecipe(w);
  if (!recipe) return j;
  j["pattern"] = recipe->kind == IndexRecipe::Kind::Scrambled ? "scrambled"
                 : recipe->kind == IndexRecipe::Kind::Spread  ? "spread"
                                                              : "spread-along";
  j["ranges"] = recipe->ranges;
  j["along"] = recipe->along;
  return j;
}

bool packed(const TensorDesc& t) { return !t.strides || *t.strides == packedStrides(t.sizes).value_or(std::vector<uint32_t>{}); }

// What the script runs for `w`: the op and its fields, or op "unsupported" and why.
json opJson(const Workload& w) {
  json j;
  auto unsupported = [&](std::string why) {
    j["op"] = "unsupported";
    j["reason"] = std::move(why);
    return j;
  };
  return std::visit(
      [&](const auto& d) -> json {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, TileDesc>) {
          j["op"] = "tile";
          j["input"] = d.InputTensor.sizes;
          j["repeats"] = d.Repeats;
        } else if constexpr (std::is_same_v<T, PaddingDesc> || std::is_same_v<T, Padding1Desc>) {
          if (d.PaddingMode == PaddingMode::Symmetric) return unsupported("PyTorch has no symmetric padding");
          j["op"] = "pad";
          j["input"] = d.InputTensor.sizes;
          j["start"] = d.StartPadding;
          j["end"] = d.EndPadding;
          j["mode"] = paddingModeName(d.PaddingMode);
          if constexpr (std::is_same_v<T, PaddingDesc>) j["value"] = fmt::format("{}", d.PaddingValue);
          else j["value"] = formatScalar(d.PaddingValueDataType, d.PaddingValue);
        } else if constexpr (std::is_same_v<T, DepthToSpace1Desc> || std::is_same_v<T, DepthToSpaceDesc> ||
                             std::is_same_v<T, SpaceToDepth1Desc> || std::is_same_v<T, SpaceToDepthDesc>) {
          constexpr bool toSpace = std::is_same_v<T, DepthToSpace1Desc> || std::is_same_v<T, DepthToSpaceDesc>;
          j["op"] = toSpace ? "depth-to-space" : "space-to-depth";
          j["input"] = d.InputTensor.sizes;
          j["block"] = d.BlockSize;
          bool crd = false;
          if constexpr (std::is_same_v<T, DepthToSpace1Desc> || std::is_same_v<T, SpaceToDepth1Desc>)
            crd = d.Order == DepthSpaceOrder::ColumnRowDepth;
          j["order"] = crd ? "CRD" : "DCR";
        } else if constexpr (std::is_same_v<T, SplitDesc>) {
          j["op"] = "split";
          j["input"] = d.InputTensor.sizes;
          j["axis"] = d.Axis;
          std::vector<uint32_t> sizes;
          for (const auto& out : d.OutputTensors) sizes.push_back(out.sizes[d.Axis]);
          j["sizes"] = sizes;
        } else if constexpr (std::is_same_v<T, JoinDesc>) {
          j["op"] = "join";
          json inputs = json::array();
          for (const auto& in : d.InputTensors) inputs.push_back(in.sizes);
          j["inputs"] = inputs;
          j["axis"] = d.Axis;
        } else if constexpr (std::is_same_v<T, ElementWiseIdentityDesc>) {
          // The transposing identity: sizes {c, r} read through strides {1, c} from a packed r x c matrix.
          const auto& in = d.InputTensor;
          if (d.ScaleBias || in.sizes.size() != 2 || !in.strides ||
              *in.strides != std::vector<uint32_t>{1, in.sizes[0]})
            return unsupported("only the transposing identity has a PyTorch row here");
          j["op"] = "transpose";
          j["input"] = std::vector<uint32_t>{in.sizes[1], in.sizes[0]};
        } else if constexpr (std::is_same_v<T, SliceDesc> || std::is_same_v<T, Slice1Desc>) {
          const auto copy = detail::stridedCopyOf(w.session.desc);
          if (!copy || !packed(d.InputTensor)) return unsupported("not a slice of a packed input");
          j["op"] = "slice";
          j["input"] = d.InputTensor.sizes;
          j["start"] = copy->start;
          j["step"] = copy->step;
          j["output"] = d.OutputTensor.sizes;
        } else if constexpr (std::is_same_v<T, GatherDesc>) {
          // Rows of a matrix by a list of indices: index_select.
          if (d.InputTensor.sizes.size() != 2 || d.Axis != 0 || d.IndexDimensions != 1)
            return unsupported("only row gathers have a PyTorch row here");
          j["op"] = "index-select";
          j["input"] = d.InputTensor.sizes;
          j["axis"] = d.Axis;
          j["indices"] = indicesJson(w, d.IndicesTensor);
        } else if constexpr (std::is_same_v<T, GatherNd1Desc> || std::is_same_v<T, GatherNdDesc>) {
          bool batches = false;
          if constexpr (std::is_same_v<T, GatherNd1Desc>) batches = d.BatchDimensionCount != 0;
          if (d.InputTensor.sizes.size() != 2 || d.IndicesTensor.sizes.size() != 2 || d.IndicesTensor.sizes[1] != 1 || batches)
            return unsupported("only 1-tuples into a matrix have a PyTorch row here");
          j["op"] = "take-rows";
          j["input"] = d.InputTensor.sizes;
          j["indices"] = indicesJson(w, d.IndicesTensor);
        } else if constexpr (std::is_same_v<T, GatherElementsDesc>) {
          j["op"] = "gather-elements";
          j["input"] = d.InputTensor.sizes;
          j["axis"] = d.Axis;
          j["indices"] = indicesJson(w, d.IndicesTensor);
        } else if constexpr (std::is_same_v<T, ScatterDesc>) {
          j["op"] = "scatter-elements";
          j["input"] = d.InputTensor.sizes;
          j["axis"] = d.Axis;
          j["indices"] = indicesJson(w, d.IndicesTensor);
          j["updates"] = d.UpdatesTensor.sizes;
        } else if constexpr (std::is_same_v<T, ScatterNdDesc>) {
          if (d.InputTensor.sizes.size() != 2 || d.IndicesTensor.sizes.size() != 2 || d.IndicesTensor.sizes[1] != 1)
            return unsupported("only rows scattered by 1-tuples have a PyTorch row here");
          j["op"] = "put-rows";
          j["input"] = d.InputTensor.sizes;
          j["indices"] = indicesJson(w, d.IndicesTensor);
          j["updates"] = d.UpdatesTensor.sizes;
        } else {
          return unsupported("no PyTorch equivalent in torch_ops.py");
        }
        return j;
      },
      w.session.desc);
}

DataType firstInputType(const Workload& w) {
  const auto slots = inputSlots(w.session.desc);
  return slots.empty() ? DataType::Float32 : inputTensor(w.session.desc, slots.front().index).dataType;
}

std::string shellQuoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// One "row ID ..." line of the script: "row 3 12.5 1650.2", "row 4 - why", "row 5 error what".
void readRow(const std::string& line, TorchRun& run) {
  std::istringstream in(line);
  std::string word, value;
  size_t id = 0;
  if (!(in >> word >> id >> value)) return;
  std::string rest;
  std::getline(in, rest);
  if (!rest.empty() && rest.front() == ' ') rest.erase(0, 1);
  TorchRow row;
  if (value == "-") {
    row.kind = TorchRow::Kind::Inexpressible;
    row.note = rest;
  } else if (value == "error") {
    row.note = rest;
  } else {
    char* end = nullptr;
    const double us = std::strtod(value.c_str(), &end);
    if (end == value.c_str() || us <= 0) return;
    row.kind = TorchRow::Kind::Timed;
    row.ns = us * 1e3;
  }
  run.rows[id] = row;
}

}  // namespace

std::string torchWorkloadJson(const Workload& w, size_t id) {
  json j = opJson(w);
  j["id"] = id;
  j["name"] = w.name;
  j["shape"] = w.shape;
  j["bytes"] = w.bytesMoved;
  j["dtype"] = dtypeName(firstInputType(w));
  return j.dump();
}

TorchRun runTorch(const std::vector<Workload>& workloads, const TorchOptions& options) {
  TorchRun run;
  const auto path =
      std::filesystem::temp_directory_path() / fmt::format("dmlscope-bench-torch-{}.json", static_cast<long>(getpid()));
  {
    std::ofstream file(path);
    file << "[\n";
    for (size_t i = 0; i < workloads.size(); ++i) file << torchWorkloadJson(workloads[i], i) << (i + 1 < workloads.size() ? ",\n" : "\n");
    file << "]\n";
    if (!file) {
      run.about = fmt::format("not run: cannot write {}", path.string());
      return run;
    }
  }
  const std::string command = fmt::format("{} {} --repetitions {} {}", shellQuoted(options.python),
                                          shellQuoted(options.script), options.repetitions, shellQuoted(path.string()));
  std::fflush(stdout);
  std::FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) {
    run.about = fmt::format("not run: cannot start {}", options.python);
    return run;
  }
  std::string line;
  char chunk[4096];
  bool first = true;
  while (std::fgets(chunk, sizeof chunk, pipe)) {
    line += chunk;
    if (line.empty() || line.back() != '\n') continue;
    line.pop_back();
    if (first) {
      // "torch VERSION, DEVICE ..." or "skip REASON"
      run.ran = line.starts_with("torch ");
      run.about = run.ran ? line : line.starts_with("skip ") ? "not run: " + line.substr(5) : "not run: " + line;
      first = false;
    } else if (line.starts_with("row ")) {
      readRow(line, run);
    }
    line.clear();
  }
  const int status = pclose(pipe);
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  if (first) run.about = fmt::format("not run: {} {} printed nothing (exit status {})", options.python, options.script,
                                     WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  else if (run.ran && status != 0)
    run.about += fmt::format(" (the script ended with status {})", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  return run;
}

}  // namespace dmlscope::bench
