// DML_SPACE_TO_DEPTH1 and DML_SPACE_TO_DEPTH (always DCR) as rows: output row (n, c', y) is every B-th element of one input row,
// (n, c, y·B + by) from column bx, where c' splits into the input channel c and the block offsets (by, bx).
//
// The B output rows that share an input row (bx = 0 .. B-1) lie C channels apart (DCR) or a plane apart (CRD),
// so writing the output in its own row order reads every input row B times, the later reads after the row has
// left the caches on larger shapes (memory-bound: the loads held most of a run's samples). So this writer
// numbers the rows it is handed differently: schedule row t is the output row of (n, c, iy, by, bx), bx
// innermost, and the B rows of one input row come in one span (unless a span boundary cuts them), which reads
// the input row once and de-interleaves it into its B output rows (space_to_depth_split.h), their map entries
// (input elements x·B + bx of the row) written as each output row is taken. The schedule only
// needs the spans to cover every row once, which a renumbering keeps; the wait before a span (output_memory.h)
// is for its rows in the schedule's numbering, which is no wait for a packed output and, for one with gaps, a
// wait for the whole zero-fill: neither depends on which rows the span holds.
#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/space_to_depth_split.h"
#include "operators/depth_space_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

class SpaceToDepthWriter final : public RowWriter {
 public:
  SpaceToDepthWriter(uint32_t blockSize, DepthSpaceOrder order, const WriterContext& c)
      : in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), block_(blockSize) {
    const DeepChannelSteps steps = deepChannelSteps(order, block_, in_.sizes[1]);
    // Below the output's channel count C·B², which is a uint32_t.
    channelPerC_ = static_cast<uint32_t>(steps.perChannel);
    channelPerBy_ = static_cast<uint32_t>(steps.perRow);
    channelPerBx_ = static_cast<uint32_t>(steps.perColumn);
    contiguous_ = in_.innerStride() == 1 && out_.innerStride() == 1;
    viewsInside_ = in_.rank == 4 && out_.rank == 4 && wholeViewInside(in_) && wholeViewInside(out_);
    streamMap_ = out_.map && streamsBytes(out_.elementCount * out_.map.entryBytes());
  }

  // The B rows of an input row in one span even where a chunk holds fewer rows (rows of a B-th of a chunk or
  // longer): the schedule grows such chunks to B rows, up to twice their own.
  uint64_t spanRowsWanted() const override { return block_; }

  WriteStatus write(const RowSpan& span) const override {
    // The schedule row's (n, c, iy, by, bx), bx innermost.
    const std::array<uint32_t, 5> sizes{out_.sizes[0], in_.sizes[1], out_.sizes[2], block_, block_};
    std::array<uint32_t, 5> at{};
    uint64_t row = span.firstRow;
    for (uint32_t k = 5; k-- > 0;) {
      at[k] = static_cast<uint32_t>(row % sizes[k]);
      row /= sizes[k];
    }
    for (uint64_t r = 0; r < span.rowCount;) {
      // The rows of this span that share input row (n, c, iy·B + by): bx from at[4] on.
      const auto count = static_cast<uint32_t>(std::min<uint64_t>(block_ - at[4], span.rowCount - r));
      if (auto status = writeGroup(at, count, span.x0, span.x1)) {
        endStreaming(streamMap_);
        return status;
      }
      r += count;
      at[4] += count;
      for (uint32_t k = 5; k-- > 1 && at[k] == sizes[k];) {  // carry; past the last row only at the end
        at[k] = 0;
        ++at[k - 1];
      }
    }
    endStreaming(streamMap_);
    return std::nullopt;
  }

 private:
  // Columns [x0, x1) of the `count` output rows (n, c', iy) with bx = at[4] .. at[4] + count - 1.
  WriteStatus writeGroup(const std::array<uint32_t, 5>& at, uint32_t count, uint64_t x0, uint64_t x1) const {
    const auto [n, c, iy, by, bxFirst] = at;
    const std::array<uint32_t, 3> inRow{n, c, iy * block_ + by};
    const uint64_t inOffset = in_.offsetOf(inRow.data(), 3);
    const uint64_t inLinear = in_.linearOf(inRow.data(), 3);
    const uint64_t columns = x1 - x0;
    // Not value-initialized: zeroing them for every group took 40% of a run of short rows (perf, rep stos).
    std::array<std::byte*, kMaxSplitBlock> outs;
    const bool split = count == block_ && contiguous_ && block_ <= kMaxSplitBlock;
    for (uint32_t i = 0; i < count; ++i) {
      const uint32_t bx = bxFirst + i;
      const std::array<uint32_t, 3> outRow{n, c * channelPerC_ + by * channelPerBy_ + bx * channelPerBx_, iy};
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(outRow.data(), 3), out_.linearOf(outRow.data(), 3)};
      const uint64_t source = inLinear + x0 * block_ + bx;
      if (!split) {
        // One output row at a time, every B-th element (row_runs.cpp): strided layouts and groups a span cuts.
        if (auto status = copyRun(target, x0, columns, in_, 0, inOffset + (x0 * block_ + bx) * in_.innerStride(),
                                  static_cast<int64_t>(block_ * in_.innerStride()), source, block_))
          return status;
        continue;
      }
      if (viewsInside_) {
        // Checked once for the whole views; the map's entry stays below its element count by construction.
        outs[i] = out_.data + (target.rowOffset + x0) * elementBytes_;
        if (out_.map) {
          const MapTarget map = out_.map + (target.mapRow + x0);
          if (streamMap_) {
            EntryStream entries(map);
            entries.appendRun(map.encode(0, source), columns, block_);
            entries.finish();
          } else {
            map.fill(map.encode(0, source), block_, columns);
          }
        }
        continue;
      }
      const auto run = outputRun(target, x0, columns);
      if (!run) return OutOfRange{kOutputSide, target.rowOffset + x0};
      outs[i] = run->data;
      if (run->map) run->map.fill(run->map.encode(0, source), block_, columns);
    }
    if (!split) return std::nullopt;
    const uint64_t first = inOffset + x0 * block_;
    if (!viewsInside_ && !runInside(first, 1, columns * block_, in_.capacity)) return OutOfRange{0, first};
    splitBlocks(elementBytes_, outs.data(), in_.data + first * elementBytes_, block_, columns);
    return std::nullopt;
  }

  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t block_;
  uint32_t channelPerC_ = 1;
  uint32_t channelPerBy_ = 1;
  uint32_t channelPerBx_ = 1;
  bool contiguous_ = false;   // both rows packed: the one-pass split applies
  bool viewsInside_ = false;  // every element of both views inside its buffer: the split checks no run
  // The map's entries of each output row streamed (line_stream.h's EntryStream), the map large: written with
  // plain stores, each of its lines was read before being written.
  bool streamMap_ = false;
};

}  // namespace

// The formula mixes the channel with rows and columns: no merge keeps it.
FoldingRule foldingRule(const SpaceToDepth1Desc&) { return {}; }
FoldingRule foldingRule(const SpaceToDepthDesc&) { return {}; }
void setMergedFields(SpaceToDepth1Desc&, const MergedFields&) {}
void setMergedFields(SpaceToDepthDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const SpaceToDepth1Desc& desc, const WriterContext& context) {
  return std::make_unique<SpaceToDepthWriter>(desc.BlockSize, orderOf(desc), context);
}
std::unique_ptr<RowWriter> makeRowWriter(const SpaceToDepthDesc& desc, const WriterContext& context) {
  return std::make_unique<SpaceToDepthWriter>(desc.BlockSize, orderOf(desc), context);
}

}  // namespace dmlscope::detail::fastcpu
