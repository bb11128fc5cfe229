// DML_DEPTH_TO_SPACE1 and DML_DEPTH_TO_SPACE (always DCR) as rows: output row (n, c, y) interleaves BlockSize input rows (n, channel(c, y mod B,
// bx), y div B) for bx = 0 .. B-1: output column x is column x div B of row x mod B.
#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "fast_cpu/operator_plans.h"
#include "operators/depth_space_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

// out[i * B + b] = rows[b][i] for i < count, b < B: contiguous rows and output. Two-row blocks (the usual
// B = 2) get their own loop, which the compiler turns into vector unpacks.
template <class T>
void interleave(std::byte* out, const std::byte* const* rows, uint32_t blockSize, uint64_t count) {
  constexpr size_t size = sizeof(T);
  if (blockSize == 2) {
    const std::byte* a = rows[0];
    const std::byte* b = rows[1];
    for (uint64_t i = 0; i < count; ++i) {
      T va, vb;
      std::memcpy(&va, a + i * size, size);
      std::memcpy(&vb, b + i * size, size);
      std::memcpy(out + 2 * i * size, &va, size);
      std::memcpy(out + (2 * i + 1) * size, &vb, size);
    }
    return;
  }
  for (uint64_t i = 0; i < count; ++i) {
    for (uint32_t b = 0; b < blockSize; ++b) {
      T v;
      std::memcpy(&v, rows[b] + i * size, size);
      std::memcpy(out + (i * blockSize + b) * size, &v, size);
    }
  }
}

void interleave(uint32_t elementBytes, std::byte* out, const std::byte* const* rows, uint32_t blockSize, uint64_t count) {
  switch (elementBytes) {
    case 1: interleave<uint8_t>(out, rows, blockSize, count); break;
    case 2: interleave<uint16_t>(out, rows, blockSize, count); break;
    case 4: interleave<uint32_t>(out, rows, blockSize, count); break;
    default: interleave<uint64_t>(out, rows, blockSize, count); break;
  }
}

class DepthToSpaceWriter final : public RowWriter {
 public:
  DepthToSpaceWriter(uint32_t blockSize, DepthSpaceOrder order, const WriterContext& c)
      : in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), block_(blockSize) {
    const uint32_t outChannels = in_.sizes[1] / (block_ * block_);
    // channel = rowChannel(c, by) + bx * columnChannels (depth_space_index.h); all below the input's C.
    const DeepChannelSteps steps = deepChannelSteps(order, block_, outChannels);
    channelPerC_ = static_cast<uint32_t>(steps.perChannel);
    channelPerBy_ = static_cast<uint32_t>(steps.perRow);
    channelPerBx_ = static_cast<uint32_t>(steps.perColumn);
  }

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);  // (n, c, y)
    rows.seek(span.firstRow);
    uint32_t by = rows[2] % block_;
    uint32_t iy = rows[2] / block_;
    const uint64_t rowLength = out_.rowLength();
    Scratch scratch(block_);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) {
        if (rows.advance() == 2) {
          if (++by == block_) {
            by = 0;
            ++iy;
          }
        } else {
          by = iy = 0;
        }
      }
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), 3), (span.firstRow + r) * rowLength};
      std::array<uint32_t, 3> in{rows[0], rows[1] * channelPerC_ + by * channelPerBy_, iy};
      if (auto status = writeRow(target, in, span.x0, span.x1, scratch)) return status;
    }
    return std::nullopt;
  }

 private:
  // Per-span room for the B source rows of a row: first elements, logical indices, addresses.
  struct Scratch {
    explicit Scratch(uint32_t block) : base(block), linear(block), rows(block), shifted(block) {}
    std::vector<uint64_t> base, linear;
    std::vector<const std::byte*> rows, shifted;
  };

  // Columns [x0, x1) of the row whose bx = 0 source row has coordinates `in` (n, channel, iy).
  WriteStatus writeRow(const RowTarget& target, std::array<uint32_t, 3> in, uint64_t x0, uint64_t x1,
                       Scratch& scratch) const {
    const auto out = outputRun(target, x0, x1 - x0);
    if (!out) return OutOfRange{kOutputSide, target.rowOffset};
    // The B source rows: their first elements and logical indices.
    uint64_t* bases = scratch.base.data();
    uint64_t* linears = scratch.linear.data();
    const std::byte** starts = scratch.rows.data();
    const uint64_t ixFirst = x0 / block_;
    const uint64_t ixLast = (x1 - 1) / block_;
    const uint64_t stride = in_.innerStride();
    for (uint32_t bx = 0; bx < block_; ++bx) {
      std::array<uint32_t, 3> coords = in;
      coords[1] += bx * channelPerBx_;
      bases[bx] = in_.offsetOf(coords.data(), 3);
      linears[bx] = in_.linearOf(coords.data(), 3);
      // Every column of these rows the span can read lies inside the input.
      const uint64_t first = bases[bx] + ixFirst * stride;
      if (!runInside(first, static_cast<int64_t>(stride), ixLast - ixFirst + 1, in_.capacity)) return OutOfRange{0, first};
      starts[bx] = in_.data + bases[bx] * elementBytes_;
    }

    uint64_t x = x0;
    uint32_t bx = static_cast<uint32_t>(x0 % block_);
    uint64_t ix = ixFirst;
    auto single = [&](uint64_t until) {  // column by column, for partial blocks and strided tensors
      for (; x < until; ++x) {
        std::memcpy(out->data + static_cast<int64_t>(x - x0) * out->stride * elementBytes_,
                    starts[bx] + ix * stride * elementBytes_, elementBytes_);
        if (out->map) out->map.put(x - x0, linears[bx] + ix);
        if (++bx == block_) {
          bx = 0;
          ++ix;
        }
      }
    };
    if (out->stride != 1 || stride != 1) {
      single(x1);
      return std::nullopt;
    }
    single(std::min(x1, x0 + (block_ - bx) % block_));  // up to a block boundary
    const uint64_t blocks = (x1 - x) / block_;
    if (blocks > 0) {
      const std::byte** from = scratch.shifted.data();
      for (uint32_t b = 0; b < block_; ++b) from[b] = starts[b] + ix * elementBytes_;
      interleave(elementBytes_, out->data + (x - x0) * elementBytes_, from, block_, blocks);
      (out->map + (x - x0)).visit([&](auto* map) {
        using Entry = std::remove_pointer_t<decltype(map)>;
        if (block_ == 2) {
          const uint64_t a = linears[0] + ix, b = linears[1] + ix;
          for (uint64_t i = 0; i < blocks; ++i) {
            map[2 * i] = static_cast<Entry>(a + i);
            map[2 * i + 1] = static_cast<Entry>(b + i);
          }
        } else {
          for (uint64_t i = 0; i < blocks; ++i)
            for (uint32_t b = 0; b < block_; ++b) map[i * block_ + b] = static_cast<Entry>(linears[b] + ix + i);
        }
      });
      x += blocks * block_;
      ix += blocks;
    }
    single(x1);
    return std::nullopt;
  }

  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t block_;
  uint32_t channelPerC_ = 1;
  uint32_t channelPerBy_ = 1;
  uint32_t channelPerBx_ = 1;
};

}  // namespace

// The formula mixes the channel with rows and columns: no merge keeps it.
FoldingRule foldingRule(const DepthToSpace1Desc&) { return {}; }
FoldingRule foldingRule(const DepthToSpaceDesc&) { return {}; }
void setMergedFields(DepthToSpace1Desc&, const MergedFields&) {}
void setMergedFields(DepthToSpaceDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const DepthToSpace1Desc& desc, const WriterContext& context) {
  return std::make_unique<DepthToSpaceWriter>(desc.BlockSize, orderOf(desc), context);
}
std::unique_ptr<RowWriter> makeRowWriter(const DepthToSpaceDesc& desc, const WriterContext& context) {
  return std::make_unique<DepthToSpaceWriter>(desc.BlockSize, orderOf(desc), context);
}

}  // namespace dmlscope::detail::fastcpu
