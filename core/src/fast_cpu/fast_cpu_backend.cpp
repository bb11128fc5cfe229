// The fast CPU backend: the reference backend's results (outputs and index map, bit for bit) from row and
// block copies spread over threads. It prepares the run like every backend, merges the dimensions it can,
// reserves the outputs, asks the operator for its row writer (operator_plans.h) and hands chunks of rows to
// threads, which write each chunk as soon as its part of the outputs is zero-filled.
#include "fast_cpu/fast_cpu_backend.h"

#include <algorithm>
#include <chrono>
#include <span>
#include <thread>
#include <variant>

#include "dmlscope/fault_injection.h"
#include "catalogue_error.h"
#include "fast_cpu/chunk_schedule.h"
#include "fast_cpu/dimension_folding.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/output_memory.h"
#include "operator_refusal.h"
#include "run_preparation.h"

namespace dmlscope {
namespace detail {
namespace {

using namespace fastcpu;

constexpr uint64_t kDefaultChunkBytes = uint64_t{256} << 10;

// The operator's own writer (operator_plans.h), or nothing where it refuses the operator (or a test has it refused).
std::unique_ptr<RowWriter> makeWriter(const OperatorDesc& desc, const WriterContext& context,
                                      std::optional<OperatorType> refused) {
  if (refused == operatorType(desc)) return refuseOperator();
  return std::visit([&](const auto& d) { return makeRowWriter(d, context); }, desc);
}

Error outOfRangeError(const OutOfRange& failure) {
  const std::string input = failure.input == kOutputSide ? std::string("output") : std::to_string(failure.input);
  return catalogueError("run.read-past-buffer", {input, std::to_string(failure.element)});
}

// Each output's row writer, and its rows for the schedule; or one writer for every output
// (RowWriter::jointRowLength), which then waits for no fill: it is made only where every output is packed.
struct OutputWriters {
  std::vector<OutputView> views;  // every output's, which the writers keep a span of
  std::vector<std::unique_ptr<RowWriter>> writers;
  std::vector<OutputWork> work;
  bool joint = false;
};

Result<std::unique_ptr<OutputWriters>> makeWriters(const FoldedShapes& folded, std::span<const InputView> inputs,
                                                   const IndexValues& values, const OutputMemory& memory,
                                                   std::optional<OperatorType> refused) {
  auto writers = std::make_unique<OutputWriters>();  // not moved once made: the writers hold `views`
  bool writableAtOnce = true;
  for (uint32_t o = 0; o < folded.outputs.size(); ++o) {
    const TensorLayout& layout = folded.outputs[o];
    OutputView& view = writers->views.emplace_back();
    static_cast<TensorView&>(view) = viewOf(layout, layout.bufferBytes);
    view.data = memory.data(o);
    view.map = memory.map(o);
    view.elementCount = layout.elementCount;
    writableAtOnce = writableAtOnce && memory.writableAtOnce(o);
  }
  for (uint32_t o = 0; o < folded.outputs.size(); ++o) {
    const TensorLayout& layout = folded.outputs[o];
    WriterContext context;
    context.inputs = inputs;
    context.out = writers->views[o];
    context.output = o;
    context.outputs = writers->views;
    context.outputsWritableAtOnce = writableAtOnce;
    context.elementBytes = layout.elementBytes;
    context.paddingBits = paddingConstantBits(folded.desc, layout.dataType);
    context.values = &values;
    context.desc = &folded.desc;
    auto writer = makeWriter(folded.desc, context, refused);
    if (!writer) return operatorRefused("CPU", operatorType(folded.desc));
    const uint64_t joint = writer->jointRowLength();
    const uint64_t rowLength = joint != 0 ? joint : layout.sizes.back();
    writers->writers.push_back(std::move(writer));
    writers->work.push_back({writers->writers.back().get(), layout.elementCount / layout.sizes.back(), rowLength});
    if (joint != 0) {
      writers->joint = true;
      break;
    }
  }
  return writers;
}

class FastCpuBackend final : public Backend {
 public:
  explicit FastCpuBackend(const FastCpuTuning& tuning, std::optional<OperatorType> refused = std::nullopt)
      : tuning_(tuning), refused_(refused) {
    if (tuning_.threads == 0) tuning_.threads = std::max(1u, std::thread::hardware_concurrency());
  }

  std::string name() const override { return "CPU"; }

  Result<RunResult> run(const Session& session, const RunOptions& options) override {
    auto plan = prepareRun(session, options);
    if (!plan) return plan.error();
    if ((options.cancel && options.cancel->load()) || fault::fires(fault::Point::RunCancel)) return catalogueError("run.cancelled");
    const auto start = std::chrono::steady_clock::now();
    if (options.progress) options.progress->store(0);

    // The inputs as the writers read them, on as few dimensions as the operator and the layouts allow.
    // Validation made each buffer cover what its strides reach; a buffer that does not would be read past, so
    // it is refused here rather than trusted.
    const FoldedShapes folded = foldDimensions(session.desc, plan->inputs, plan->outputs);
    std::vector<InputView> inputs;
    for (uint32_t i = 0; i < folded.inputs.size(); ++i) {
      const TensorLayout& layout = folded.inputs[i];
      const Buffer& data = session.inputData.at(i);
      InputView view;
      static_cast<TensorView&>(view) = viewOf(layout, data.size());
      view.data = data.data();
      if (view.capacity < layout.reachedElements)
        return catalogueError("run.read-past-buffer", {std::to_string(i), std::to_string(layout.reachedElements - 1)});
      inputs.push_back(view);
    }

    uint64_t outputBytes = 0;
    uint32_t smallestElement = 8;
    for (const TensorLayout& layout : plan->outputs) {
      outputBytes += layout.bufferBytes;  // prepareRun bounded the sum
      smallestElement = std::min(smallestElement, layout.elementBytes);
    }
    const uint64_t byBytes = tuning_.minBytesPerThread == 0 ? tuning_.threads : outputBytes / tuning_.minBytesPerThread;
    const auto threads = static_cast<unsigned>(std::clamp<uint64_t>(byBytes, 1, tuning_.threads));
    Schedule schedule;
    schedule.chunkElements =
        tuning_.chunkElements != 0 ? tuning_.chunkElements : kDefaultChunkBytes / std::max(1u, smallestElement);
    schedule.cancel = options.cancel;
    schedule.progress = options.progress;

    // The outputs and maps: zero-filled (the reference leaves the bytes no logical element reaches at 0) step by
    // step, each output by one thread, while the other threads already write the steps filled.
    RunResult result;
    result.backendName = name();
    OutputMemory memory(result, plan->inputs, plan->outputs, options.computeIndexMap, tuning_.fillStepBytes);
    schedule.prologue = [&](const std::atomic<bool>& stop) { memory.fill(stop); };
    schedule.threads = threads;
    // The scatter writers apply their updates themselves (finish), so the reference's table of them is not made.
    const IndexValues values(session.desc, session.inputData, IndexValues::UpdateTable::Skip);
    const auto made = makeWriters(folded, inputs, values, memory, refused_);
    if (!made) return made.error();
    const OutputWriters& writers = **made;
    if (!writers.joint) {
      schedule.waitUntilWritable = [&](uint32_t output, uint64_t end, const std::atomic<bool>& stop) {
        return memory.waitUntilWritable(output, end, stop);
      };
    }
    const ScheduleOutcome outcome = runChunks(writers.work, schedule);
    if (outcome.cancelled) return catalogueError("run.cancelled");
    if (outcome.failure) return outOfRangeError(*outcome.failure);
    // What comes after the rows (a scatter's updates), in parts on the run's threads.
    for (const auto& writer : writers.writers) {
      const unsigned parts = writer->finishParts(threads, tuning_.minBytesPerThread);
      std::vector<WriteStatus> failures(parts);
      if (parts > 0)
        runParts(parts, [&](unsigned part) { failures[part] = writer->finish(part, parts, options.cancel); });
      for (const auto& failure : failures)
        if (failure) return outOfRangeError(*failure);
      if (options.cancel && options.cancel->load()) return catalogueError("run.cancelled");
    }

    if (options.progress) options.progress->store(kProgressDone);
    result.elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
    return result;
  }

 private:
  FastCpuTuning tuning_;
  std::optional<OperatorType> refused_;  // tests only (makeFastCpuBackendRefusing)
};

}  // namespace

std::unique_ptr<Backend> makeFastCpuBackend(const FastCpuTuning& tuning) {
  return std::make_unique<FastCpuBackend>(tuning);
}

std::unique_ptr<Backend> makeFastCpuBackendRefusing(OperatorType refused) {
  return std::make_unique<FastCpuBackend>(FastCpuTuning{}, refused);
}

}  // namespace detail

std::unique_ptr<Backend> makeFastCpuBackend(unsigned threads) {
  detail::FastCpuTuning tuning;
  tuning.threads = threads;
  return detail::makeFastCpuBackend(tuning);
}

}  // namespace dmlscope
