// DML_SPACE_TO_DEPTH1 and DML_SPACE_TO_DEPTH (always DCR) as rows: output row (n, c', y) is every B-th element of one input row,
// (n, c, y·B + by) from column bx, where c' splits into the input channel c and the block offsets (by, bx).
#include "fast_cpu/operator_plans.h"
#include "operators/depth_space_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

class SpaceToDepthWriter final : public RowWriter {
 public:
  SpaceToDepthWriter(uint32_t blockSize, DepthSpaceOrder order, const WriterContext& c)
      : in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), block_(blockSize), order_(order) {}

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);  // (n, c', y)
    rows.seek(span.firstRow);
    const uint64_t rowLength = out_.rowLength();
    const uint64_t step = uint64_t{block_} * in_.innerStride();  // at most the input's reach plus one stride
    const uint32_t channels = in_.sizes[1];
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const uint32_t outChannel = rows[1];
      const DeepChannelSplit split = splitDeepChannel(order_, block_, channels, outChannel);  // depth_space_index.h
      const auto blockIndex = static_cast<uint32_t>(split.block);
      const uint32_t by = blockIndex / block_, bx = blockIndex % block_;
      const auto channel = static_cast<uint32_t>(split.channel);
      const std::array<uint32_t, 4> in{rows[0], channel, rows[2] * block_ + by, bx};
      const uint64_t column = span.x0 * block_;
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), 3), (span.firstRow + r) * rowLength};
      if (auto status = copyRun(target, span.x0, span.x1 - span.x0, in_, 0,
                                in_.offsetOf(in.data(), 4) + column * in_.innerStride(), static_cast<int64_t>(step),
                                in_.linearOf(in.data(), 4) + column, block_))
        return status;
    }
    return std::nullopt;
  }

 private:
  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t block_;
  DepthSpaceOrder order_;
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
