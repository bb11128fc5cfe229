// `--npy-out DIR` (see npy_output.h).
#include "cli/npy_output.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <span>

#include "cli/cli_text.h"
#include "dmlscope/checked.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/output_comparison.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor_gather.h"

namespace dmlscope::cli {
namespace {

// The index map of one output as .npy's int64 pairs.
Buffer sourcePairs(const std::vector<uint64_t>& entries) {
  Buffer out(entries.size() * 2 * sizeof(int64_t));
  for (size_t i = 0; i < entries.size(); ++i) {
    int64_t pair[2] = {-1, -1};
    if (auto source = decodeSource(entries[i])) {
      pair[0] = source->input;
      pair[1] = static_cast<int64_t>(source->element);
    }
    std::memcpy(out.data() + i * sizeof pair, pair, sizeof pair);
  }
  return out;
}

// Whether `dimensions` are `sizes`, leading 1s aside: then the file holds the logical elements.
bool areTheSizes(std::span<const uint32_t> sizes, std::span<const uint32_t> dimensions) {
  while (!sizes.empty() && sizes.front() == 1) sizes = sizes.subspan(1);
  while (!dimensions.empty() && dimensions.front() == 1) dimensions = dimensions.subspan(1);
  return std::ranges::equal(sizes, dimensions);
}

// One output as a model's writeFile command would write it (see npy_output.h).
Status writeModelTarget(const std::filesystem::path& dir, const OutputFileTarget& target, const TensorLayout& layout,
                        const Buffer& output) {
  const auto path = dir / target.file;
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) return Error{localized(QT_TRANSLATE_NOOP("Cli", "cannot create the folder {0}: {1}"), path.parent_path().string(), ec.message())};
  Buffer data;
  std::vector<uint64_t> shape(target.dimensions.begin(), target.dimensions.end());
  if (!target.dimensions.empty() && areTheSizes(layout.sizes, target.dimensions)) {
    auto packed = packLogicalElements(layout, output);
    if (!packed) return Error{errorText(packed.error())};
    data = std::move(*packed);
  } else {
    // The buffer in memory order: as many elements as the dimensions hold (zeros past the output's buffer, which
    // this run does not have), or 1-D the elements the output reaches.
    uint64_t count = layout.reachedElements;
    if (!target.dimensions.empty()) {
      count = 1;
      for (uint32_t d : target.dimensions) count = checkedMul(count, d).value_or(UINT64_MAX);
    }
    const auto bytes = checkedMul(count, layout.elementBytes);
    if (!bytes || *bytes > (uint64_t{1} << 40))
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "{0}: the writeFile's dimensions hold too many elements"), path.string())};
    data.assign(*bytes, std::byte{0});
    std::copy_n(output.begin(), std::min<uint64_t>(*bytes, output.size()), data.begin());
    if (target.dimensions.empty()) shape = {count};
  }
  if (!target.rawType) return writeNpyFile(path, layout.dataType, shape, data);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out || !out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size())) ||
      !out.flush())
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "cannot write {0}"), path.string())};
  return Ok{};
}

}  // namespace

Status writeNpyOutputs(const std::filesystem::path& dir, Session& session, const RunResult& result,
                       const DxDispatchSource* model) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Error{localized(QT_TRANSLATE_NOOP("Cli", "cannot create the folder {0}: {1}"), dir.string(), ec.message())};
  const auto outputs = outputSlots(session.desc);
  session.outputFiles.assign(outputs.size(), std::nullopt);
  for (const auto& slot : outputs) {
    const TensorDesc& desc = outputTensor(session.desc, slot.index);
    auto layout = computeLayout(desc);
    if (!layout || slot.index >= result.outputs.size()) continue;  // a run only succeeds on valid descriptors
    auto packed = packLogicalElements(*layout, result.outputs[slot.index]);
    if (!packed) return Error{errorText(packed.error())};
    const std::vector<uint64_t> shape(layout->sizes.begin(), layout->sizes.end());
    const std::string stem = tensorFileStem(slot.field);
    const auto path = dir / (stem + ".npy");
    if (auto written = writeNpyFile(path, layout->dataType, shape, *packed); !written) return written.error();
    DataFile link;
    link.path = path.string();
    link.resolved = std::filesystem::absolute(path, ec);
    session.outputFiles[slot.index] = std::move(link);
    if (model) {
      const auto targets = modelOutputFiles(*model);
      if (slot.index < targets.size()) {
        for (const OutputFileTarget& target : targets[slot.index]) {
          if (auto written = writeModelTarget(dir, target, *layout, result.outputs[slot.index]); !written) return written.error();
        }
      }
    }

    if (slot.index < result.indexMap.entries.size()) {
      std::vector<uint64_t> sourceShape = shape;
      sourceShape.push_back(2);
      const auto sourcesPath = dir / (stem + ".sources.npy");
      if (auto written = writeNpyFile(sourcesPath, DataType::Int64, sourceShape, sourcePairs(result.indexMap.entries[slot.index]));
          !written)
        return written.error();
    }
  }
  return Ok{};
}

}  // namespace dmlscope::cli
