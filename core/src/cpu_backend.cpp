// The CPU reference backend: walks every output element, asks the operator's index formula for its source,
// copies it (or writes the padding constant; or, with ELEMENT_WISE_IDENTITY's ScaleBias, x × Scale + Bias), and
// records the index map.
#include <fmt/format.h>

#include <array>
#include <chrono>
#include <cstring>

#include "dmlscope/backend.h"
#include "dmlscope/fault_injection.h"
#include "dmlscope/index_values.h"
#include "catalogue_error.h"
#include "operators/scale_bias.h"
#include "run_preparation.h"

namespace dmlscope {
namespace {

// How often a long run looks at the cancel flag.
constexpr uint64_t kCancelCheckInterval = uint64_t{1} << 16;

class CpuBackend final : public Backend {
 public:
  std::string name() const override { return "CPU"; }

  Result<RunResult> run(const Session& session, const RunOptions& options) override {
    auto plan = detail::prepareRun(session, options);
    if (!plan) return plan.error();

    const auto start = std::chrono::steady_clock::now();
    RunResult result;
    result.backendName = name();
    const IndexValues values(session.desc, session.inputData);
    for (uint32_t out = 0; out < plan->outputs.size(); ++out) {
      auto status = runOutput(session, values, *plan, out, options, result);
      if (!status) return status.error();
    }
    if (options.progress) options.progress->store(kProgressDone);
    result.elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
    return result;
  }

 private:
  // Thousandths of the run's output elements (all outputs in order) done before element `i` of output `out`;
  // below 1000 until the run ends.
  static uint32_t progressAt(const detail::PreparedRun& plan, uint32_t out, uint64_t i) {
    uint64_t done = i, total = 0;
    for (uint32_t o = 0; o < plan.outputs.size(); ++o) {
      total += plan.outputs[o].elementCount;  // prepareRun bounded each below 2^48 and their bytes in sum
      if (o < out) done += plan.outputs[o].elementCount;
    }
    return static_cast<uint32_t>(done * (kProgressDone - 1) / total);
  }

  static Status runOutput(const Session& session, const IndexValues& values, const detail::PreparedRun& plan, uint32_t out,
                          const RunOptions& options, RunResult& result) {
    const TensorLayout& outLayout = plan.outputs[out];
    const uint32_t elementBytes = outLayout.elementBytes;
    Buffer& buffer = result.outputs.emplace_back(outLayout.bufferBytes, std::byte{0});
    // Wide entries: the reference is the oracle of sources, not of encodings. Every entry is written below.
    uint64_t* map = nullptr;
    if (options.computeIndexMap) map = result.indexMap.entries.emplace_back(MapWidth::Wide, outLayout.elementCount).wideData();
    // Gathers and scatters: the index cell behind each entry.
    std::vector<uint64_t>* viaMap = nullptr;
    if (options.computeIndexMap && readsIndexValues(session.desc)) {
      result.indexMap.via.resize(plan.outputs.size());
      viaMap = &result.indexMap.via[out];
      viaMap->assign(outLayout.elementCount, kPaddingEntry);
    }
    std::optional<Source> via;
    const auto& desc = session.desc;
    const uint64_t padding = paddingConstantBits(desc, outLayout.dataType);
    const auto scaleBias = detail::scaleBiasOf(desc);
    std::array<uint32_t, kMaxDimensions> outCoords{};
    std::array<uint32_t, kMaxDimensions> inCoords{};
    const uint32_t rank = outLayout.rank();
    for (uint64_t i = 0; i < outLayout.elementCount; ++i) {
      if (i % kCancelCheckInterval == 0) {
        if ((options.cancel && options.cancel->load()) || fault::fires(fault::Point::RunCancel)) return catalogueError("run.cancelled");
        if (options.progress) options.progress->store(progressAt(plan, out, i));
      }
      const uint64_t outOffset = outLayout.offsetOf({outCoords.data(), rank});
      auto source = sourceOf(desc, values, out, {outCoords.data(), rank}, {inCoords.data(), rank}, &via);
      if (viaMap && via) (*viaMap)[i] = encodeSource(*via);
      if (!source) {
        std::memcpy(buffer.data() + outOffset * elementBytes, &padding, elementBytes);
        if (map) map[i] = kPaddingEntry;
      } else {
        const TensorLayout& inLayout = plan.inputs[*source];
        const Buffer& input = session.inputData[*source];
        const uint64_t inOffset = inLayout.offsetOf({inCoords.data(), rank});
        if ((inOffset + 1) * elementBytes > input.size())
          return catalogueError("run.read-past-buffer", {std::to_string(*source), std::to_string(inOffset)});
        std::byte* target = buffer.data() + outOffset * elementBytes;
        std::memcpy(target, input.data() + inOffset * elementBytes, elementBytes);
        if (scaleBias) {
          uint64_t bits = 0;  // little-endian: the element in the low bytes
          std::memcpy(&bits, target, elementBytes);
          bits = detail::applyScaleBias(outLayout.dataType, bits, *scaleBias);
          std::memcpy(target, &bits, elementBytes);
        }
        if (map) map[i] = encodeSource({*source, coordsToLinear({inCoords.data(), rank}, inLayout.sizes)});
      }
      // Next output coordinates, row-major (an odometer instead of a division per dimension).
      for (uint32_t k = rank; k-- > 0;) {
        if (++outCoords[k] < outLayout.sizes[k]) break;
        outCoords[k] = 0;
      }
    }
    return Ok{};
  }
};

}  // namespace

std::unique_ptr<Backend> makeCpuBackend() { return std::make_unique<CpuBackend>(); }

}  // namespace dmlscope
