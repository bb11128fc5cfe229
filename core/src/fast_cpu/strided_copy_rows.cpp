// ELEMENT_WISE_IDENTITY, SLICE and SLICE1 as rows: output row (o_0, ..., o_{r-2}) reads the input row at
// start_k + step_k · o_k, and along the row one run with the innermost step (negative for a Slice1 that
// walks back, 0 for a SLICE stride of 0): a memcpy when both sides are contiguous, a strided loop otherwise.
// An identity with a ScaleBias walks the same rows and writes each run through x × Scale + Bias instead.
// Where a row's columns read the input a cache line or more apart (a transposed read), a span of rows moves in
// tiles of columns instead (transposed_rows.h): one line per element per row took 5x a memcpy's time.
#include <algorithm>
#include <cstdlib>
#include <type_traits>

#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/scale_bias_rows.h"
#include "fast_cpu/transposed_rows.h"
#include "operators/strided_copy.h"

namespace dmlscope::detail::fastcpu {
namespace {

// How a writer moves one run (copyRun's arguments): a plain copy, or the ScaleBias arithmetic. A type, not a
// function pointer, so that the plain copy's writer stays what it was.
struct PlainRun {
  WriteStatus operator()(const RowTarget& target, uint64_t x, uint64_t count, const InputView& in, uint64_t first,
                         int64_t step, uint64_t source, int64_t sourceStep) const {
    return copyRun(target, x, count, in, 0, first, step, source, sourceStep);
  }
};

struct ScaleBiasRowRun {
  ScaleBiasRun how;
  WriteStatus operator()(const RowTarget& target, uint64_t x, uint64_t count, const InputView& in, uint64_t first,
                         int64_t step, uint64_t source, int64_t sourceStep) const {
    return scaleBiasRun(how, target, x, count, in, 0, first, step, source, sourceStep);
  }
};

template <class Run>
class StridedCopyWriter final : public RowWriter {
 public:
  StridedCopyWriter(StridedCopy copy, const WriterContext& c, Run run = {}, bool mayStream = true)
      : copy_(std::move(copy)), in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), run_(run),
        stream_(mayStream && std::is_same_v<Run, PlainRun> && (in_.innerStride() == 1 || in_.rowLength() <= 1) &&
                std::abs(copy_.step.back()) <= 1 && wholeViewInside(out_) && streamsOutput(out_, elementBytes_)) {}

  // Tiles reach kTiledRowsAtMost rows; shorter spans read each input line that many times more.
  uint64_t spanRowsWanted() const override {
    return worthTiling(elementBytes_, inputStep(), kTiledRowsAtMost, 2) ? kTiledRowsAtMost : 1;
  }

  WriteStatus write(const RowSpan& span) const override {
    if (worthTiling(elementBytes_, inputStep(), span.rowCount, span.x1 - span.x0)) return writeTiled(span);
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    if (stream_) return writeStreamed(span, rows);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const RowStart row = startOf(rows, span.firstRow + r, span.x0);
      if (auto status = run_(row.target, span.x0, span.x1 - span.x0, in_, row.first, inputStep(), row.source, copy_.step.back()))
        return status;
    }
    return std::nullopt;
  }

 private:
  // Where an output row's column x0 goes and what it reads.
  struct RowStart {
    RowTarget target;
    uint64_t first = 0;   // input element
    uint64_t source = 0;  // its index-map entry
  };

  // Input elements between consecutive columns of a row.
  int64_t inputStep() const { return copy_.step.back() * static_cast<int64_t>(in_.innerStride()); }

  RowStart startOf(const RowOdometer& rows, uint64_t row, uint64_t x0) const {
    const uint32_t dims = rows.dims();
    const uint32_t last = out_.rank - 1;
    std::array<uint32_t, kMaxDimensions> in{};
    // Validation keeps every input coordinate inside the input.
    for (uint32_t k = 0; k < dims; ++k) in[k] = static_cast<uint32_t>(int64_t{copy_.start[k]} + copy_.step[k] * rows[k]);
    const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), row * out_.rowLength()};
    const auto x = static_cast<uint32_t>(int64_t{copy_.start[last]} + copy_.step[last] * static_cast<int64_t>(x0));
    return {target, in_.offsetOf(in.data(), dims) + x * in_.innerStride(), in_.linearOf(in.data(), dims) + x};
  }

  // The span in tiles (transposed_rows.h), kTiledRowsAtMost rows at a time. Each row is checked whole, in order,
  // before its block moves, so a failure names what the row-by-row loop's would. The plain copy goes through
  // copyTiled; a ScaleBias identity through its own runs, one tile of a row per run: the same arithmetic in the
  // cache-friendly order.
  WriteStatus writeTiled(const RowSpan& span) const {
    const uint64_t count = span.x1 - span.x0;
    const int64_t step = inputStep();
    const int64_t sourceStep = copy_.step.back();
    std::array<RowStart, kTiledRowsAtMost> starts;
    std::array<TiledRow, kTiledRowsAtMost> tiled;
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    for (uint64_t r0 = 0; r0 < span.rowCount; r0 += kTiledRowsAtMost) {
      const uint64_t n = std::min(kTiledRowsAtMost, span.rowCount - r0);
      for (uint64_t i = 0; i < n; ++i) {
        if (r0 + i > 0) rows.advance();
        const RowStart row = startOf(rows, span.firstRow + r0 + i, span.x0);
        const auto out = outputRun(row.target, span.x0, count);
        if (!out) return OutOfRange{kOutputSide, row.target.rowOffset + span.x0 * out_.innerStride()};
        if (!runInside(row.first, step, count, in_.capacity)) return OutOfRange{0, row.first};
        starts[i] = row;
        tiled[i] = {out->data, in_.data + row.first * elementBytes_, out->map, row.source};
      }
      if constexpr (std::is_same_v<Run, PlainRun>) {
        copyTiled(elementBytes_, std::span(tiled.data(), n), count, step, static_cast<int64_t>(out_.innerStride()),
                  sourceStep, out_.elementCount * elementBytes_);
      } else {
        const uint64_t tile = tileColumns(elementBytes_);
        for (uint64_t x = 0; x < count; x += tile) {
          const uint64_t w = std::min(tile, count - x);
          for (uint64_t i = 0; i < n; ++i) {
            const RowStart& row = starts[i];
            const auto first = static_cast<uint64_t>(static_cast<int64_t>(row.first) + static_cast<int64_t>(x) * step);
            const auto source = static_cast<uint64_t>(static_cast<int64_t>(row.source) + static_cast<int64_t>(x) * sourceStep);
            if (auto status = run_(row.target, span.x0 + x, w, in_, first, step, source, sourceStep)) return status;
          }
        }
      }
    }
    return std::nullopt;
  }

  // The span's rows as one contiguous range of a large packed output (stream_), written through one stream
  // (line_stream.h) instead of plain stores that read each output line first: rows read backwards (SLICE1 with
  // a stride of -1) or repeated go through a batch on the stack. Each row's input run is still checked. Rows
  // with a larger step stay with the plain copy, whose every-second-element loop the batch does not match (a
  // SLICE of strides 1, 2 took 1.26-1.50 ms streamed against 0.88-1.07 plain, alternated three times here).
  WriteStatus writeStreamed(const RowSpan& span, RowOdometer& rows) const {
    const uint64_t count = span.x1 - span.x0;
    const int64_t step = copy_.step.back();  // = inputStep(): the input rows are contiguous
    SpanStream line(out_.data + (out_.offsetOf(rows.coords(), rows.dims()) + span.x0) * elementBytes_,
                    out_.map + (span.firstRow * out_.rowLength() + span.x0));
    WriteStatus status;
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const RowStart row = startOf(rows, span.firstRow + r, span.x0);
      if (!runInside(row.first, step, count, in_.capacity)) {
        status = OutOfRange{0, row.first};
        break;
      }
      line.appendElements(in_.data + row.first * elementBytes_, step, count, elementBytes_, row.source);
    }
    line.finish();
    return status;
  }

  StridedCopy copy_;
  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  Run run_;
  bool stream_;  // a plain copy from contiguous input rows into a large packed output inside its buffer
};

}  // namespace

// The identity maps one to one: every merge keeps it. A slice window's offsets and steps do not carry over a
// merge.
FoldingRule foldingRule(const ElementWiseIdentityDesc&) { return {MergeRule::Any, {}, {}, {}, std::nullopt}; }
FoldingRule foldingRule(const SliceDesc&) { return {}; }
FoldingRule foldingRule(const Slice1Desc&) { return {}; }
void setMergedFields(ElementWiseIdentityDesc&, const MergedFields&) {}  // no per-dimension fields
void setMergedFields(SliceDesc&, const MergedFields&) {}
void setMergedFields(Slice1Desc&, const MergedFields&) {}

// The three are one copy (operators/strided_copy.h), which the (folded) descriptor gives; an identity's
// ScaleBias (per element, so any merge keeps it too) changes how the runs are written, not which.
std::unique_ptr<RowWriter> makeRowWriter(const ElementWiseIdentityDesc& d, const WriterContext& context) {
  if (d.ScaleBias) {
    const ScaleBiasRowRun run{ScaleBiasRun{d.OutputTensor.dataType, *d.ScaleBias}};
    return std::make_unique<StridedCopyWriter<ScaleBiasRowRun>>(*stridedCopyOf(*context.desc), context, run);
  }
  return makeStridedCopyWriter(*stridedCopyOf(*context.desc), context);
}

std::unique_ptr<RowWriter> makeRowWriter(const SliceDesc&, const WriterContext& context) {
  return makeStridedCopyWriter(*stridedCopyOf(*context.desc), context);
}

std::unique_ptr<RowWriter> makeRowWriter(const Slice1Desc&, const WriterContext& context) {
  return makeStridedCopyWriter(*stridedCopyOf(*context.desc), context);
}

std::unique_ptr<RowWriter> makeStridedCopyWriter(StridedCopy copy, const WriterContext& context, bool mayStream) {
  return std::make_unique<StridedCopyWriter<PlainRun>>(std::move(copy), context, PlainRun{}, mayStream);
}

}  // namespace dmlscope::detail::fastcpu
