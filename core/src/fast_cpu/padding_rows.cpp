// DML_PADDING as rows: each output row is either all PaddingValue (CONSTANT, a row coordinate outside the
// input) or one input row walked along the padded row as runs: a left border, the row itself, a right border
// (constant, repeated edge element, mirrored runs that bounce between the row's ends, or WRAP's runs that start
// again at 0 after n-1, as many times as the pad is wide).
#include <algorithm>

#include "dmlscope/index_map.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "operators/padding_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

// Where one output coordinate reads along one dimension: j = o - StartPadding, the input coordinate i it
// folds to, and for the mirroring modes the direction i moves in as o grows.
struct FoldState {
  int64_t j = 0;
  int64_t i = 0;
  int64_t dir = 1;
};

// One dimension's padding: how to find the fold at any o (divisions, once per chunk) and at o + 1 from o
// (none: the state bounces off the ends). The arithmetic of each mode is padding_index.h's.
class PadAxis {
 public:
  PadAxis(PaddingMode mode, uint32_t size, uint32_t start)
      : mode_(mode), n_(size), start_(start), fold_(foldOf(mode, size)) {}

  bool inside(const FoldState& s) const { return s.j >= 0 && s.j < n_; }

  FoldState at(uint64_t o) const {
    const int64_t j = static_cast<int64_t>(o) - start_;
    const PaddedRead read = paddedReadAt(mode_, j, n_);
    return FoldState{j, read.index, read.step};
  }

  void next(FoldState& s) const {
    ++s.j;
    switch (mode_) {
      case PaddingMode::Constant:
      case PaddingMode::Edge: s.i = paddedSource(mode_, s.j, n_); break;
      case PaddingMode::Reflection:
      case PaddingMode::Symmetric:
      case PaddingMode::Wrap: s.i = bounce(s.i, s.dir, 1); break;
    }
  }

  // The input coordinate `count` mirrored steps after i, moving in direction dir, where the steps stay in
  // one run (i + dir * (count - 1) in [0, n)) and the last one may bounce; updates dir.
  int64_t bounce(int64_t i, int64_t& dir, int64_t count) const {
    if (!fold_ || n_ == 1) return 0;  // nothing to mirror
    const int64_t last = i + dir * (count - 1);
    if (dir > 0 && last + 1 < n_) return last + 1;
    if (dir < 0 && last > 0) return last - 1;
    const PaddedRead after = paddedReadAfterEnd(*fold_, {last, dir}, n_);
    dir = after.step;
    return after.index;
  }

  PaddingMode mode() const { return mode_; }
  int64_t size() const { return n_; }

 private:
  PaddingMode mode_;
  int64_t n_;
  int64_t start_;
  std::optional<Fold> fold_;  // none for the clamping modes
};

// Streamed rows up to this many bytes are put together on the stack and appended whole (PaddingWriter::write).
constexpr uint64_t kShortRowBytes = 1024;

class PaddingWriter final : public RowWriter {
 public:
  // Padding and Padding1 alike: the padding constant's bits come with the context.
  PaddingWriter(PaddingMode mode, std::span<const uint32_t> startPadding, const WriterContext& c)
      : in_(c.inputs[0]),
        out_(c.out),
        elementBytes_(c.elementBytes),
        paddingBits_(c.paddingBits),
        viewsInside_(wholeViewInside(in_) && wholeViewInside(out_)),
        stream_(viewsInside_ && (in_.innerStride() == 1 || in_.rowLength() <= 1) && streamsOutput(out_, elementBytes_)) {
    for (uint32_t k = 0; k < out_.rank; ++k) {
      axes_.emplace_back(mode, in_.sizes[k], startPadding[k]);
      atZero_[k] = axes_[k].at(0);
    }
  }

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    std::array<FoldState, kMaxDimensions> fold{};
    for (uint32_t k = 0; k < dims; ++k) fold[k] = axes_[k].at(rows[k]);
    const PadAxis& inner = axes_[dims];
    const FoldState start = span.x0 == 0 ? atZero_[dims] : inner.at(span.x0);
    const uint64_t rowLength = out_.rowLength();
    const bool constant = axes_[0].mode() == PaddingMode::Constant;
    std::array<uint32_t, kMaxDimensions> in{};
    // A streamed output (stream_): the span's rows are one contiguous range, written run after run.
    std::optional<SpanStream> line;
    const uint64_t rowBytes = (span.x1 - span.x0) * elementBytes_;
    alignas(16) std::byte shortRow[kShortRowBytes];
    if (stream_)
      line.emplace(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_,
                   out_.map + (span.firstRow * rowLength + span.x0));
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) {
        const uint32_t k = rows.advance();
        for (uint32_t d = k + 1; d < dims; ++d) fold[d] = atZero_[d];
        axes_[k].next(fold[k]);
      }
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), (span.firstRow + r) * rowLength};
      bool padded = false;
      for (uint32_t k = 0; k < dims; ++k) {
        padded = padded || (constant && !axes_[k].inside(fold[k]));
        in[k] = static_cast<uint32_t>(fold[k].i);
      }
      const uint64_t base = in_.offsetOf(in.data(), dims), linear = in_.linearOf(in.data(), dims);
      if (line) {
        if (padded) {
          line->appendFill(paddingBits_, span.x1 - span.x0, elementBytes_, out_.map.padding());
        } else if (rowBytes <= kShortRowBytes) {
          // A short row put together on the stack, then appended once: three appends a row of 98 elements (a
          // border, the row, a border), each with its own part lines, cost about as much as the row's bytes.
          walkRow(inner, start, span.x0, span.x1, [&](uint64_t x, uint64_t count, int64_t i, int64_t dir) {
            copyElements(elementBytes_, shortRow + (x - span.x0) * elementBytes_, 1,
                         in_.data + (base + static_cast<uint64_t>(i)) * elementBytes_, dir, count);
            line->appendEntries(out_.map.encode(0, linear + static_cast<uint64_t>(i)), count, dir);
            return WriteStatus{};
          }, [&](uint64_t x, uint64_t count) {
            fillElements(elementBytes_, shortRow + (x - span.x0) * elementBytes_, 1, paddingBits_, count);
            line->appendEntries(out_.map.padding(), count, 0);
            return WriteStatus{};
          });
          line->appendData(shortRow, rowBytes);
        } else {
          walkRow(inner, start, span.x0, span.x1, [&](uint64_t, uint64_t count, int64_t i, int64_t dir) {
            line->appendElements(in_.data + (base + static_cast<uint64_t>(i)) * elementBytes_, dir, count, elementBytes_,
                                 out_.map.encode(0, linear + static_cast<uint64_t>(i)));
            return WriteStatus{};
          }, [&](uint64_t, uint64_t count) {
            line->appendFill(paddingBits_, count, elementBytes_, out_.map.padding());
            return WriteStatus{};
          });
        }
        continue;
      }
      const auto status =
          padded ? fill(target, span.x0, span.x1 - span.x0) : writeRow(target, inner, start, base, linear, span.x0, span.x1);
      if (status) return status;
    }
    if (line) line->finish();
    return std::nullopt;
  }

 private:
  // Columns [x0, x1) of a row whose input row starts at element `base` (logical index `linear`), from the
  // inner dimension's fold state at x0.
  WriteStatus writeRow(const RowTarget& target, const PadAxis& axis, FoldState s, uint64_t base, uint64_t linear,
                       uint64_t x0, uint64_t x1) const {
    const auto stride = static_cast<int64_t>(in_.innerStride());
    auto copy = [&](uint64_t x, uint64_t count, int64_t i, int64_t dir) {
      const uint64_t first = base + static_cast<uint64_t>(i) * in_.innerStride();
      if (!viewsInside_) return copyRun(target, x, count, in_, 0, first, dir * stride, linear + static_cast<uint64_t>(i), dir);
      copyElements(elementBytes_, outputAt(target, x), static_cast<int64_t>(out_.innerStride()),
                   in_.data + first * elementBytes_, dir * stride, count);
      if (out_.map) (out_.map + (target.mapRow + x)).fill(linear + static_cast<uint64_t>(i), dir, count);
      return WriteStatus{};
    };
    return walkRow(axis, s, x0, x1, copy, [&](uint64_t x, uint64_t count) { return fill(target, x, count); });
  }

  // Columns [x0, x1) of a row as runs, from the inner dimension's fold state at x0: copy(x, count, i, dir) for
  // columns [x, x + count) read from input column i on, moving by dir (1, -1, or 0 for a repeated element);
  // fill(x, count) for columns that get the padding constant. Stops at the first status either returns.
  template <class Copy, class Fill>
  static WriteStatus walkRow(const PadAxis& axis, FoldState s, uint64_t x0, uint64_t x1, Copy&& copy, Fill&& fill) {
    const int64_t n = axis.size();
    uint64_t x = x0;
    while (x < x1) {
      const uint64_t left = x1 - x;
      uint64_t count = left;
      WriteStatus status;
      switch (axis.mode()) {
        case PaddingMode::Constant:
        case PaddingMode::Edge:
          if (s.j < 0) {
            count = std::min(left, static_cast<uint64_t>(-s.j));
            status = axis.mode() == PaddingMode::Constant ? fill(x, count) : copy(x, count, 0, 0);
          } else if (s.j < n) {
            count = std::min(left, static_cast<uint64_t>(n - s.j));
            status = copy(x, count, s.j, 1);
          } else {
            status = axis.mode() == PaddingMode::Constant ? fill(x, count) : copy(x, count, n - 1, 0);
          }
          s.j += static_cast<int64_t>(count);
          break;
        case PaddingMode::Reflection:
        case PaddingMode::Symmetric:
        case PaddingMode::Wrap:  // a fold whose runs always move up and start again at 0
          if (n == 1) {
            status = copy(x, count, 0, 0);
            break;
          }
          // One mirrored run: to the end the state moves towards, then bounce.
          count = std::min(left, static_cast<uint64_t>(s.dir > 0 ? n - s.i : s.i + 1));
          status = copy(x, count, s.i, s.dir);
          s.i = axis.bounce(s.i, s.dir, static_cast<int64_t>(count));
          break;
      }
      if (status) return status;
      x += count;
    }
    return std::nullopt;
  }

  // Columns [x, x + count) of the target row get the padding constant.
  WriteStatus fill(const RowTarget& target, uint64_t x, uint64_t count) const {
    if (!viewsInside_) return fillRun(target, x, count, paddingBits_);
    fillElements(elementBytes_, outputAt(target, x), static_cast<int64_t>(out_.innerStride()), paddingBits_, count);
    if (out_.map) (out_.map + (target.mapRow + x)).fill(out_.map.padding(), 0, count);
    return std::nullopt;
  }

  std::byte* outputAt(const RowTarget& target, uint64_t x) const {
    return out_.data + (target.rowOffset + x * out_.innerStride()) * elementBytes_;
  }

  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  uint64_t paddingBits_;
  // Both views lie inside their buffers at every coordinate (checked once here), so the rows' runs, whose
  // coordinates are below the sizes, move without the per-run checks: rows of 100 elements spent half their
  // time in them (perf: copyRun, fillRun and the writer 52% of pad constant 1x512x96x96 +1, memmove 30%).
  bool viewsInside_;
  // Inside, contiguous input rows and a large packed output: spans go through a SpanStream, which does not read
  // each output line before writing it as plain stores do.
  bool stream_;
  std::vector<PadAxis> axes_;
  std::array<FoldState, kMaxDimensions> atZero_{};
};

}  // namespace

namespace {

// b unpadded: CONSTANT then pads a·n_b elements, and so does WRAP: with j_a = o_a - s_a, merged coordinate
// j_a·n_b + i_b (i_b in [0, n_b)) mod n_a·n_b is (j_a mod n_a)·n_b + i_b, the unmerged read. The other modes need
// a unpadded too (a mirrored or clamped a does not carry b along).
template <class D>
FoldingRule paddingFolding(const D& desc) {
  const bool scalesPadding = desc.PaddingMode == PaddingMode::Constant || desc.PaddingMode == PaddingMode::Wrap;
  const MergeRule merge = scalesPadding ? MergeRule::PaddingConstant : MergeRule::PaddingMirror;
  return {merge, {}, desc.StartPadding, desc.EndPadding, std::nullopt};
}

template <class D>
void setMergedPadding(D& desc, const MergedFields& merged) {
  desc.StartPadding = merged.startPadding;
  desc.EndPadding = merged.endPadding;
  desc.DimensionCount.reset();
}

}  // namespace

FoldingRule foldingRule(const PaddingDesc& desc) { return paddingFolding(desc); }
FoldingRule foldingRule(const Padding1Desc& desc) { return paddingFolding(desc); }
void setMergedFields(PaddingDesc& desc, const MergedFields& merged) { setMergedPadding(desc, merged); }
void setMergedFields(Padding1Desc& desc, const MergedFields& merged) { setMergedPadding(desc, merged); }

std::unique_ptr<RowWriter> makeRowWriter(const PaddingDesc& desc, const WriterContext& context) {
  return std::make_unique<PaddingWriter>(desc.PaddingMode, desc.StartPadding, context);
}

std::unique_ptr<RowWriter> makeRowWriter(const Padding1Desc& desc, const WriterContext& context) {
  return std::make_unique<PaddingWriter>(desc.PaddingMode, desc.StartPadding, context);
}

}  // namespace dmlscope::detail::fastcpu
