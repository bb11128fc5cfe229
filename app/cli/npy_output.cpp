// `--npy-out DIR` (see npy_output.h).
#include "cli/npy_output.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
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
Buffer sourcePairs(const IndexMap& map, uint32_t output) {
  const uint64_t count = map.size(output);
  Buffer out(count * 2 * sizeof(int64_t));
  for (uint64_t i = 0; i < count; ++i) {
    int64_t pair[2] = {-1, -1};
    if (auto source = map.sourceOf(output, i)) {
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

// A model's writeFile target being assembled: every output bound into the resource it writes goes into it.
struct TargetImage {
  OutputFileTarget target;
  DataType type = DataType::Unknown;
  std::vector<uint64_t> shape;
  Buffer data;
};

// Lays one output into its writeFile target's image as DxDispatch would have written it (see npy_output.h): its
// logical elements where the dimensions are its Sizes, else its buffer in memory order at the binding's offset
// in the resource — as many elements as the dimensions hold, or 1-D as far as the outputs reach; zeros where
// no output of this run lies (the rest of the resource, which the run does not have).
// `target` is this output's entry for the file: the same command as image.target, with its own binding offset.
Status placeInTarget(TargetImage& image, const OutputFileTarget& target, const TensorLayout& layout, const Buffer& output,
                     const std::filesystem::path& path) {
  image.type = layout.dataType;
  if (target.byteOffset == 0 && !target.dimensions.empty() && areTheSizes(layout.sizes, target.dimensions)) {
    auto packed = packLogicalElements(layout, output);
    if (!packed) return Error{errorText(packed.error())};
    image.data = std::move(*packed);
    image.shape.assign(target.dimensions.begin(), target.dimensions.end());
    return Ok{};
  }
  const uint64_t skipped = (target.byteOffset + layout.elementBytes - 1) / layout.elementBytes;
  uint64_t count = checkedAdd(skipped, layout.reachedElements).value_or(UINT64_MAX);
  if (!target.dimensions.empty()) {
    count = 1;
    for (uint32_t d : target.dimensions) count = checkedMul(count, d).value_or(UINT64_MAX);
  }
  const auto bytes = checkedMul(count, layout.elementBytes);
  if (!bytes || *bytes > (uint64_t{1} << 40))
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "{0}: the writeFile's dimensions hold too many elements"), path.string())};
  if (image.data.size() < *bytes) image.data.resize(*bytes, std::byte{0});
  if (target.dimensions.empty()) {
    image.shape = {image.data.size() / layout.elementBytes};
  } else {
    image.shape.assign(target.dimensions.begin(), target.dimensions.end());
  }
  if (target.byteOffset < image.data.size()) {
    std::copy_n(output.begin(), std::min<uint64_t>(image.data.size() - target.byteOffset, output.size()),
                image.data.begin() + static_cast<std::ptrdiff_t>(target.byteOffset));
  }
  return Ok{};
}

Status writeTarget(const std::filesystem::path& path, const TargetImage& image) {
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) return Error{localized(QT_TRANSLATE_NOOP("Cli", "cannot create the folder {0}: {1}"), path.parent_path().string(), ec.message())};
  if (!image.target.rawType) return writeNpyFile(path, image.type, image.shape, image.data);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out || !out.write(reinterpret_cast<const char*>(image.data.data()), static_cast<std::streamsize>(image.data.size())) ||
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
  // The model's writeFile targets, by file: several outputs may be bound into one resource.
  std::map<std::filesystem::path, TargetImage> targetImages;
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
          const auto targetPath = dir / target.file;
          auto [image, added] = targetImages.try_emplace(targetPath, TargetImage{target, DataType::Unknown, {}, {}});
          if (auto placed = placeInTarget(image->second, target, *layout, result.outputs[slot.index], targetPath); !placed)
            return placed.error();
        }
      }
    }

    if (slot.index < result.indexMap.outputCount()) {
      std::vector<uint64_t> sourceShape = shape;
      sourceShape.push_back(2);
      const auto sourcesPath = dir / (stem + ".sources.npy");
      if (auto written = writeNpyFile(sourcesPath, DataType::Int64, sourceShape, sourcePairs(result.indexMap, slot.index));
          !written)
        return written.error();
    }
  }
  for (const auto& [path, image] : targetImages) {
    if (auto written = writeTarget(path, image); !written) return written.error();
  }
  return Ok{};
}

}  // namespace dmlscope::cli
