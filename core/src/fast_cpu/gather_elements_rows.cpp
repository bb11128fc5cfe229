// GATHER_ELEMENTS as rows. IndicesTensor has the output's sizes, so output row c reads index row c; each cell
// picks the input element with the output's coordinates but the Axis coordinate it names. Every element has
// its own source, so there are no runs to copy: one tight loop per row reads the index, resolves it and moves
// the element, with the index type and the element size fixed for the whole loop.
#include "fast_cpu/index_cells.h"
#include "fast_cpu/operator_plans.h"
#include "dmlscope/index_map.h"

namespace dmlscope::detail::fastcpu {
namespace {

constexpr uint32_t kInput = 0, kIndices = 1;

class GatherElementsWriter final : public RowWriter {
 public:
  GatherElementsWriter(const GatherElementsDesc& d, const WriterContext& c)
      : in_(c.inputs[kInput]), indices_(c.inputs[kIndices]), out_(c.out), elementBytes_(c.elementBytes),
        axis_(d.Axis), indexType_(d.IndicesTensor.dataType) {
    // Validation makes IndicesTensor's and the output's sizes equal, and the input's too but on Axis; with each
    // whole view inside its buffer, no coordinate below those sizes (and no clamped position) reaches outside.
    inside_ = out_.rank == in_.rank && out_.rank == indices_.rank && axis_ < out_.rank && wholeViewInside(in_) &&
              wholeViewInside(indices_) && wholeViewInside(out_);
    for (uint32_t k = 0; inside_ && k < out_.rank; ++k)
      inside_ = indices_.sizes[k] == out_.sizes[k] && (k == axis_ || in_.sizes[k] == out_.sizes[k]);
  }

  WriteStatus write(const RowSpan& span) const override {
    if (!inside_) return OutOfRange{kOutputSide, 0};
    bool known = true;
    withElementWord(elementBytes_, [&](auto word) {
      known = withIndexLoad(indexType_, [&](const auto& load) { rows<decltype(word)>(span, load); });
    });
    if (!known) return OutOfRange{kIndices, 0};  // an index type validation refuses
    return std::nullopt;
  }

 private:
  template <class T, class Load>
  void rows(const RowSpan& span, const Load& load) const {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t last = out_.rank - 1;
    const uint64_t rowLength = out_.rowLength();
    const uint32_t axisSize = in_.sizes[axis_];
    // Along the row: the output's and the indices' own strides; the input moves with the column except on Axis.
    const uint64_t outStride = out_.innerStride(), indexStride = indices_.innerStride();
    const bool alongRow = axis_ == last;
    const uint64_t columnStride = alongRow ? 0 : in_.innerStride(), columnLinear = alongRow ? 0 : 1;
    const uint64_t axisStride = in_.strides[axis_], axisLinear = in_.linearStrides[axis_];
    const uint32_t indexBytes = elementSize(indexType_);
    std::array<uint32_t, kMaxDimensions> c{};
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      for (uint32_t k = 0; k < last; ++k) c[k] = rows[k];
      if (!alongRow) c[axis_] = 0;  // the input row's Axis coordinate comes from each cell
      const uint64_t inBase = in_.offsetOf(c.data(), last), linearBase = in_.linearOf(c.data(), last);
      const std::byte* index = indices_.data + indices_.offsetOf(rows.coords(), last) * indexBytes;
      std::byte* out = out_.data + out_.offsetOf(rows.coords(), last) * sizeof(T);
      const MapTarget map = out_.map + (span.firstRow + r) * rowLength;
      for (uint64_t x = span.x0; x < span.x1; ++x) {
        const uint64_t p = positionAt(load, index + x * indexStride * indexBytes, axisSize);
        const uint64_t source = inBase + x * columnStride + p * axisStride;
        T v;
        std::memcpy(&v, in_.data + source * sizeof(T), sizeof(T));
        std::memcpy(out + x * outStride * sizeof(T), &v, sizeof(T));
        if (map) map.put(x, map.encode(kInput, linearBase + x * columnLinear + p * axisLinear));
      }
    }
  }

  InputView in_, indices_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t axis_;
  DataType indexType_;
  bool inside_ = false;
};

}  // namespace

// The index values name coordinates of the tensors as they are: no merge keeps them.
FoldingRule foldingRule(const GatherElementsDesc&) { return {}; }
void setMergedFields(GatherElementsDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const GatherElementsDesc& desc, const WriterContext& context) {
  return std::make_unique<GatherElementsWriter>(desc, context);
}

}  // namespace dmlscope::detail::fastcpu
