// ELEMENT_WISE_IDENTITY, SLICE and SLICE1 as rows: output row (o_0, ..., o_{r-2}) reads the input row at
// start_k + step_k · o_k, and along the row one run with the innermost step (negative for a Slice1 that
// walks back, 0 for a SLICE stride of 0): a memcpy when both sides are contiguous, a strided loop otherwise.
// An identity with a ScaleBias walks the same rows and writes each run through x × Scale + Bias instead.
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/scale_bias_rows.h"
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
  StridedCopyWriter(StridedCopy copy, const WriterContext& c, Run run = {})
      : copy_(std::move(copy)), in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), run_(run) {}

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    const uint32_t last = out_.rank - 1;
    const uint64_t rowLength = out_.rowLength();
    std::array<uint32_t, kMaxDimensions> in{};
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      // Validation keeps every input coordinate inside the input.
      for (uint32_t k = 0; k < dims; ++k) in[k] = static_cast<uint32_t>(int64_t{copy_.start[k]} + copy_.step[k] * rows[k]);
      const uint64_t row = span.firstRow + r;
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), row * rowLength};
      const auto x = static_cast<uint32_t>(int64_t{copy_.start[last]} + copy_.step[last] * static_cast<int64_t>(span.x0));
      const uint64_t first = in_.offsetOf(in.data(), dims) + x * in_.innerStride();
      const uint64_t source = in_.linearOf(in.data(), dims) + x;
      const int64_t step = copy_.step[last] * static_cast<int64_t>(in_.innerStride());
      if (auto status = run_(target, span.x0, span.x1 - span.x0, in_, first, step, source, copy_.step[last]))
        return status;
    }
    return std::nullopt;
  }

 private:
  StridedCopy copy_;
  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  Run run_;
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

std::unique_ptr<RowWriter> makeStridedCopyWriter(StridedCopy copy, const WriterContext& context) {
  return std::make_unique<StridedCopyWriter<PlainRun>>(std::move(copy), context);
}

}  // namespace dmlscope::detail::fastcpu
