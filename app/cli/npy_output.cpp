// `--npy-out DIR` (see npy_output.h).
#include "cli/npy_output.h"

#include <cstring>

#include "cli/cli_text.h"
#include "dmlscope/npy_file.h"
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

}  // namespace

Status writeNpyOutputs(const std::filesystem::path& dir, Session& session, const RunResult& result) {
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
