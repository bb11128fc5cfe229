// DML_TILE as rows: output row (o_0, ..., o_{r-2}) is input row (o_k mod Sizes[k]) repeated along the row;
// the first period is copied from the input, the rest doubled from what the row already holds.
#include <algorithm>

#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"

namespace dmlscope::detail::fastcpu {
namespace {

class TileWriter final : public RowWriter {
 public:
  explicit TileWriter(const WriterContext& c)
      : in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), stream_(streams(in_, out_, elementBytes_)) {}

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    // Input row coordinates o_k mod Sizes[k], kept up to date without a division per row.
    std::array<uint32_t, kMaxDimensions> in{};
    for (uint32_t k = 0; k < dims; ++k) in[k] = rows[k] % in_.sizes[k];
    const uint64_t rowLength = out_.rowLength();
    // A streamed output (stream_): the span's rows are one contiguous range, written period after period.
    std::optional<SpanStream> line;
    if (stream_)
      line.emplace(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_,
                   out_.map + (span.firstRow * rowLength + span.x0));
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) {
        const uint32_t k = rows.advance();
        for (uint32_t d = k + 1; d < dims; ++d) in[d] = 0;
        if (++in[k] == in_.sizes[k]) in[k] = 0;
      }
      if (line) {
        streamRow(*line, in_.offsetOf(in.data(), dims), in_.linearOf(in.data(), dims), span.x0, span.x1);
        continue;
      }
      const uint64_t row = span.firstRow + r;
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), row * rowLength};
      if (auto status = writeRow(target, in_.offsetOf(in.data(), dims), in_.linearOf(in.data(), dims), span.x0, span.x1))
        return status;
    }
    if (line) line->finish();
    return std::nullopt;
  }

 private:
  // Columns [x0, x1) of one row whose input row starts at element `base` (logical index `linear`).
  WriteStatus writeRow(const RowTarget& target, uint64_t base, uint64_t linear, uint64_t x0, uint64_t x1) const {
    const uint64_t period = in_.rowLength();
    const auto step = static_cast<int64_t>(in_.innerStride());
    // The first, possibly partial, period: from input column x0 mod period to the period's end.
    const uint64_t phase = x0 == 0 ? 0 : x0 % period;
    uint64_t x = x0;
    const uint64_t head = std::min(period - phase, x1 - x);
    if (auto s = copyRun(target, x, head, in_, 0, base + phase * in_.innerStride(), step, linear + phase, 1)) return s;
    x += head;
    if (x == x1) return std::nullopt;
    // One whole period from the input, then copies of the whole periods written so far, doubling each time.
    const uint64_t whole = x;
    const uint64_t first = std::min(period, x1 - x);
    if (auto s = copyRun(target, x, first, in_, 0, base, step, linear, 1)) return s;
    x += first;
    while (x < x1) {
      const uint64_t count = std::min(x - whole, x1 - x);
      if (auto s = repeatRun(target, x, count, whole)) return s;
      x += count;
    }
    return std::nullopt;
  }

  // Whether rows are streamed (streamRow): both whole views inside their buffers (checked once, here), input
  // rows contiguous and an output large enough to leave the caches, its rows back to back. With plain stores a
  // tile 1x16x256x256 by 1,2,2,2 (32 MiB out of 4 MiB in) took 0.56-0.78 of a same-run memcpy: every output
  // line was read before it was written, and the doubling copies read the row back.
  static bool streams(const InputView& in, const OutputView& out, uint32_t elementBytes) {
    return (in.innerStride() == 1 || in.rowLength() <= 1) && streamsOutput(out, elementBytes) &&
           wholeViewInside(in) && wholeViewInside(out);
  }

  // Columns [x0, x1) of one row, as writeRow, into the span's LineStream: every period from the input row
  // (in the caches after its first period), none read back from the output, which streamed stores leave in
  // memory only.
  void streamRow(SpanStream& line, uint64_t base, uint64_t linear, uint64_t x0, uint64_t x1) const {
    const uint64_t period = in_.rowLength();
    const std::byte* row = in_.data + base * elementBytes_;
    uint64_t x = x0;
    uint64_t phase = x0 % period;
    while (x < x1) {
      const uint64_t count = std::min(period - phase, x1 - x);
      line.append(row + phase * elementBytes_, count * elementBytes_, out_.map.encode(0, linear + phase), count);
      x += count;
      phase = 0;
    }
  }

  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  bool stream_;  // streamRow: see streams()
};

}  // namespace

// (o_a mod n_a)·n_b + o_b = (o_a·n_b + o_b) mod (n_a·n_b) where b is not repeated: a's repeats carry over.
FoldingRule foldingRule(const TileDesc& desc) { return {MergeRule::Repeats, desc.Repeats, {}, {}, std::nullopt}; }

void setMergedFields(TileDesc& desc, const MergedFields& merged) {
  desc.Repeats = merged.repeats;
  desc.RepeatsCount.reset();
}

std::unique_ptr<RowWriter> makeRowWriter(const TileDesc&, const WriterContext& context) {
  return std::make_unique<TileWriter>(context);
}

}  // namespace dmlscope::detail::fastcpu
