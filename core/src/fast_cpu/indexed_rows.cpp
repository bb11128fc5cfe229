// GATHER, GATHER_ND1 and GATHER_ND as rows. The index values decide each source, so a row is cut into runs whose sources
// step evenly: a GATHER row whose Axis is not the last dimension reads one input row (one index per row, one
// run), as does a GATHER_ND1 row whose last dimension is a remainder one. Elsewhere (GATHER on the last axis,
// GATHER_ND1 indexing the last dimension) each element is its own run, its index read once.
#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "operators/nd_groups.h"

namespace dmlscope::detail::fastcpu {
namespace {

class IndexedWriter final : public RowWriter {
 public:
  IndexedWriter(const OperatorDesc& desc, const WriterContext& c)
      : desc_(desc), inputs_(c.inputs), out_(c.out), output_(c.output), elementBytes_(c.elementBytes), values_(*c.values) {
    const auto* gather = std::get_if<GatherDesc>(&desc_);
    wholeRows_ = gather && gather->Axis + 1 < out_.rank && gather->IndexDimensions <= out_.rank;
    // GATHER_ND1 whose output's last dimension is InputTensor's (a remainder dimension): a row is one input row.
    std::optional<NdGroups> g;
    if (const auto* nd = std::get_if<GatherNd1Desc>(&desc_)) g = ndGroupsOf(*nd);
    if (const auto* first = std::get_if<GatherNdDesc>(&desc_)) g = ndGroupsOf(*first);
    if (g) wholeRows_ = g->remainderCount() > 0;
    stream_ = wholeRows_ && wholeViewInside(out_) && streamsOutput(out_, elementBytes_);
    for (const InputView& in : inputs_) stream_ = stream_ && (in.innerStride() == 1 || in.rowLength() <= 1);
  }

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t rank = out_.rank;
    const uint32_t last = rank - 1;
    const uint64_t rowLength = out_.rowLength();
    std::array<uint32_t, kMaxDimensions> o{}, in{};
    if (stream_) return writeStreamed(span, rows, o, in);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      for (uint32_t k = 0; k < last; ++k) o[k] = rows[k];
      const uint64_t row = span.firstRow + r;
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), last), row * rowLength};
      uint64_t x = span.x0;
      while (x < span.x1) {
        o[last] = static_cast<uint32_t>(x);
        const uint32_t source = *sourceOf(desc_, values_, output_, {o.data(), rank}, {in.data(), rank});
        const InputView& view = inputs_[source];
        const uint64_t first = view.offsetOf(in.data(), rank);
        const uint64_t linear = view.linearOf(in.data(), rank);
        // How many columns from x read the same source row evenly: the rest of the row where the index is
        // fixed along the row, else one.
        const uint64_t count = wholeRows_ ? span.x1 - x : 1;
        if (auto status = copyRun(target, x, count, view, source, first, static_cast<int64_t>(view.innerStride()),
                                  out_.map.encode(source, linear), 1))
          return status;
        x += count;
      }
    }
    return std::nullopt;
  }

 private:
  // Whole input rows into a large packed output (stream_): the span is one contiguous range of the output,
  // written through one stream (line_stream.h), so that its lines are not read before being written.
  WriteStatus writeStreamed(const RowSpan& span, RowOdometer& rows, std::array<uint32_t, kMaxDimensions>& o,
                            std::array<uint32_t, kMaxDimensions>& in) const {
    const uint32_t rank = out_.rank, last = rank - 1;
    const uint64_t count = span.x1 - span.x0;
    SpanStream line(out_.data + (out_.offsetOf(rows.coords(), last) + span.x0) * elementBytes_,
                    out_.map + (span.firstRow * out_.rowLength() + span.x0));
    WriteStatus status;
    for (uint64_t r = 0; r < span.rowCount && !status; ++r) {
      if (r > 0) rows.advance();
      for (uint32_t k = 0; k < last; ++k) o[k] = rows[k];
      o[last] = static_cast<uint32_t>(span.x0);
      const uint32_t source = *sourceOf(desc_, values_, output_, {o.data(), rank}, {in.data(), rank});
      const InputView& view = inputs_[source];
      const uint64_t first = view.offsetOf(in.data(), rank);
      if (!runInside(first, 1, count, view.capacity)) {
        status = OutOfRange{source, first};
        break;
      }
      line.append(view.data + first * elementBytes_, count * elementBytes_,
                  out_.map.encode(source, view.linearOf(in.data(), rank)), count);
    }
    line.finish();
    return status;
  }

  OperatorDesc desc_;
  std::span<const InputView> inputs_;
  OutputView out_;
  uint32_t output_;
  uint32_t elementBytes_;
  const IndexValues& values_;
  bool wholeRows_ = false;
  bool stream_ = false;  // whole rows, contiguous input rows, a large packed output inside its buffer
};

}  // namespace

// The index values name coordinates of the tensors as they are: no merge keeps them.
FoldingRule foldingRule(const GatherDesc&) { return {}; }
FoldingRule foldingRule(const GatherNd1Desc&) { return {}; }
FoldingRule foldingRule(const GatherNdDesc&) { return {}; }
void setMergedFields(GatherDesc&, const MergedFields&) {}
void setMergedFields(GatherNd1Desc&, const MergedFields&) {}
void setMergedFields(GatherNdDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const GatherDesc&, const WriterContext& context) {
  return std::make_unique<IndexedWriter>(*context.desc, context);
}

std::unique_ptr<RowWriter> makeRowWriter(const GatherNd1Desc&, const WriterContext& context) {
  return std::make_unique<IndexedWriter>(*context.desc, context);
}

std::unique_ptr<RowWriter> makeRowWriter(const GatherNdDesc&, const WriterContext& context) {
  return std::make_unique<IndexedWriter>(*context.desc, context);
}

}  // namespace dmlscope::detail::fastcpu
