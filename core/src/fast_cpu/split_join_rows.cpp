// DML_SPLIT and DML_JOIN as rows: along an axis before the last, every output row is one input row (block
// copies); along the last axis, a Split output row is a slice of an input row and a Join output row is the
// input rows' slices one after another.
#include <algorithm>
#include <cstring>

#include "dmlscope/index_map.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/split_all_rows.h"
#include "operators/split_join_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

class SplitWriter final : public RowWriter {
 public:
  SplitWriter(const SplitDesc& d, const WriterContext& c)
      : in_(c.inputs[0]), out_(c.out), elementBytes_(c.elementBytes), axis_(d.Axis),
        offset_(static_cast<uint32_t>(pieceStart(d.OutputTensors, d.Axis, c.output))),
        inside_(wholeViewInside(out_) && wholeViewInside(in_)),
        stream_(inside_ && in_.innerStride() == 1 && uint64_t{out_.rowLength()} * elementBytes_ <= kShortRowBytes &&
                streamsOutput(out_, elementBytes_)) {}

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    const uint64_t rowLength = out_.rowLength();
    const uint64_t stride = in_.innerStride();
    // Along the last axis the slice starts `offset_` columns into the input row.
    const uint64_t shift = axis_ == dims ? offset_ : 0;
    std::array<uint32_t, kMaxDimensions> in{};
    if (stream_) {
      writeStreamed(span, rows, in, shift);
      return std::nullopt;
    }
    if (inside_) {
      writeInside(span, rows, in, shift);
      return std::nullopt;
    }
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      std::copy_n(rows.coords(), kMaxDimensions, in.begin());  // all of them: a fixed size, no memcpy call per row (17% of a split into 16-element rows, perf)
      if (axis_ < dims) in[axis_] += offset_;  // below the input's size: the outputs' sizes sum to it
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), (span.firstRow + r) * rowLength};
      const uint64_t column = shift + span.x0;
      if (auto status = copyRun(target, span.x0, span.x1 - span.x0, in_, 0, in_.offsetOf(in.data(), dims) + column * stride,
                                static_cast<int64_t>(stride), in_.linearOf(in.data(), dims) + column, 1))
        return status;
    }
    return std::nullopt;
  }

 private:
  // The same rows where both whole views lie inside their buffers (checked once, at construction), so that
  // no run is checked again: a split into short pieces (16 elements) spent a third of its time here in the
  // checks and dispatch around each row's copy (perf).
  void writeInside(const RowSpan& span, RowOdometer& rows, std::array<uint32_t, kMaxDimensions>& in,
                   uint64_t shift) const {
    const uint32_t dims = rows.dims();
    const uint64_t count = span.x1 - span.x0, column = shift + span.x0;
    const auto inStride = static_cast<int64_t>(in_.innerStride()), outStride = static_cast<int64_t>(out_.innerStride());
    const uint64_t rowLength = out_.rowLength();
    withElementWord(elementBytes_, [&](auto word) {
      using T = decltype(word);
      for (uint64_t r = 0; r < span.rowCount; ++r) {
        if (r > 0) rows.advance();
        std::copy_n(rows.coords(), kMaxDimensions, in.begin());
        if (axis_ < dims) in[axis_] += offset_;
        const uint64_t from = in_.offsetOf(in.data(), dims) + column * inStride;
        const uint64_t to = out_.offsetOf(rows.coords(), dims) + span.x0 * outStride;
        std::byte* target = out_.data + to * sizeof(T);
        const std::byte* source = in_.data + from * sizeof(T);
        if (inStride == 1 && outStride == 1) {
          std::memcpy(target, source, count * sizeof(T));
        } else {
          copyElements(sizeof(T), target, outStride, source, inStride, count);
        }
        if (out_.map) (out_.map + ((span.firstRow + r) * rowLength + span.x0)).fill(out_.map.encode(0, in_.linearOf(in.data(), dims) + column), 1, count);
      }
    });
  }

  // The same rows where the output is streamed (stream_): the span's rows are one contiguous range of the
  // output, written through one LineStream, and the input rows a few ahead are fetched early. Split into runs
  // of 16 elements of 4 bytes took 0.8 of a same-run memcpy with plain stores, each memcpy of a run waiting on
  // its input line (perf): every output reads every third line of the input, which the hardware prefetchers
  // did not keep ahead of.
  void writeStreamed(const RowSpan& span, RowOdometer& rows, std::array<uint32_t, kMaxDimensions>& in,
                     uint64_t shift) const {
    const uint32_t dims = rows.dims();
    const uint64_t count = span.x1 - span.x0, column = shift + span.x0;
    const uint64_t rowLength = out_.rowLength();
    // The input row `kAhead` rows on along the last row coordinate: a prefetch, which never faults, so one past
    // the buffer at the end of a span is harmless.
    const uint64_t aheadBytes = dims > 0 ? kAhead * in_.strides[dims - 1] * elementBytes_ : 0;
    // The map's entries beside the data: a second pass for them, as JoinWriter::streamSlices makes, took a
    // quarter longer here (bench, with map, one pass/two passes alternated: 16.1/20.6, 16.6/21.6, 18.3/24.0 ms).
    SpanStream line(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_,
                    out_.map + (span.firstRow * rowLength + span.x0));
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      std::copy_n(rows.coords(), kMaxDimensions, in.begin());
      if (axis_ < dims) in[axis_] += offset_;
      const std::byte* source = in_.data + (in_.offsetOf(in.data(), dims) + column) * elementBytes_;
#if defined(__SSE2__)
      _mm_prefetch(reinterpret_cast<const char*>(source + aheadBytes), _MM_HINT_T0);
#endif
      line.append(source, count * elementBytes_, out_.map.encode(0, in_.linearOf(in.data(), dims) + column), count);
    }
    line.finish();
  }

  static constexpr uint64_t kAhead = 16;  // rows prefetched ahead: a few hundred cycles of memory latency
  // Rows up to this long are streamed. Longer ones (400 bytes and more) are memcpy's own work, and streamed they
  // were slower than with plain stores here (split 3000x1000 into 100, 300 and 600 columns: 2.2-2.8x the time,
  // its 23 MB of input and outputs staying in the 32 MiB L3 from one run to the next with plain stores; split
  // 1x64x128x2048 into 700, 700 and 648: 1.35x; old/new binaries alternated on a loaded machine).
  static constexpr uint64_t kShortRowBytes = 256;

  InputView in_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t axis_;
  uint32_t offset_;  // where this output starts along the input's axis
  bool inside_;      // both whole views inside their buffers
  bool stream_;      // writeStreamed: inside, contiguous input rows, a large packed output
};

class JoinWriter final : public RowWriter {
 public:
  JoinWriter(const JoinDesc& d, const WriterContext& c)
      : inputs_(c.inputs), out_(c.out), elementBytes_(c.elementBytes), axis_(d.Axis), inside_(wholeViewInside(out_)) {
    for (const InputView& in : inputs_) inside_ = inside_ && wholeViewInside(in);
    stream_ = inside_ && streamsOutput(out_, elementBytes_);
    for (const InputView& in : inputs_) stream_ = stream_ && (in.innerStride() == 1 || in.rowLength() <= 1);
    uint64_t start = 0;  // at most the output's axis size
    for (const auto& t : d.InputTensors) {
      starts_.push_back(start);
      start += t.sizes[d.Axis];
    }
    starts_.push_back(start);
  }

  WriteStatus write(const RowSpan& span) const override {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    if (stream_ && axis_ == dims) {
      streamSlices(span, rows);
      return std::nullopt;
    }
    const uint64_t rowLength = out_.rowLength();
    // Along an axis before the last: which input the row's axis coordinate falls in, and where.
    uint32_t t = 0;
    uint64_t position = 0;
    if (axis_ < dims) {
      t = inputAt(rows[axis_]);
      position = rows[axis_] - starts_[t];
    }
    // Along the last axis: the first input whose slice the span's columns cover.
    const uint32_t firstSlice = axis_ == dims ? inputAt(span.x0) : 0;
    std::array<uint32_t, kMaxDimensions> in{};
    // A streamed output (stream_): the span's rows are one contiguous range, written piece after piece.
    std::optional<SpanStream> line;
    if (stream_)
      line.emplace(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_,
                   out_.map + (span.firstRow * rowLength + span.x0));
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) {
        const uint32_t k = rows.advance();
        if (k < axis_) {
          t = 0;
          position = 0;
        } else if (k == axis_ && ++position == inputs_[t].sizes[axis_]) {
          ++t;
          position = 0;
        }
      }
      std::copy_n(rows.coords(), kMaxDimensions, in.begin());
      const RowTarget target{&out_, elementBytes_, out_.offsetOf(rows.coords(), dims), (span.firstRow + r) * rowLength};
      WriteStatus status;
      if (axis_ < dims) {
        in[axis_] = static_cast<uint32_t>(position);
        status = copyColumns(target, t, in.data(), dims, span.x0, span.x1, span.x0, line);
      } else {
        // Along the last axis: the slices of every input the span's columns cover.
        for (uint32_t u = firstSlice; u + 1 < starts_.size() && starts_[u] < span.x1 && !status; ++u) {
          const uint64_t from = std::max(span.x0, starts_[u]);
          const uint64_t to = std::min(span.x1, starts_[u + 1]);
          status = copyColumns(target, u, in.data(), dims, from, to, from - starts_[u], line);
        }
      }
      if (status) return status;
    }
    if (line) line->finish();
    return std::nullopt;
  }

 private:
  // Along the last axis, streamed (stream_): every output row of the span is the same pieces of the inputs' rows
  // with its row coordinates, so the pieces are worked out once per span and each row moves them in one loop,
  // unchecked (the views were checked whole) and with no status per piece: through copyColumns, a join of
  // 16-element pieces spent about half its time around each 64-byte piece (perf).
  void streamSlices(const RowSpan& span, RowOdometer& rows) const {
    struct Piece {
      const InputView* in;
      uint32_t input;
      uint64_t column;  // the piece's first column in the input row
      uint64_t count;
    };
    std::vector<Piece> pieces;
    for (uint32_t u = inputAt(span.x0); u + 1 < starts_.size() && starts_[u] < span.x1; ++u) {
      const uint64_t from = std::max(span.x0, starts_[u]);
      const uint64_t to = std::min(span.x1, starts_[u + 1]);
      if (to > from) pieces.push_back({&inputs_[u], u, from - starts_[u], to - from});
    }
    const uint32_t dims = rows.dims();
    const RowOdometer start = rows;
    LineStream line(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      for (const Piece& p : pieces) {
        const InputView& in = *p.in;
        // Input rows are contiguous (stream_), so column c of the row is element offsetOf + c.
        line.append(in.data + (in.offsetOf(rows.coords(), dims) + p.column) * elementBytes_, p.count * elementBytes_);
      }
    }
    line.finish();
    // The map's entries in a second pass over the span's rows, one stream at a time: with the data's and the
    // map's streams side by side, join 1x48x4096x48 with its map took 15-20% longer (one-workload driver, old
    // and new alternated, min of 40: 6.03/4.75, 7.70/6.34, 8.07/7.08 ms).
    if (out_.map) {
      EntryStream entries(out_.map + (span.firstRow * out_.rowLength() + span.x0));
      rows = start;
      for (uint64_t r = 0; r < span.rowCount; ++r) {
        if (r > 0) rows.advance();
        for (const Piece& p : pieces)
          entries.appendRun(out_.map.encode(p.input, p.in->linearOf(rows.coords(), dims) + p.column), p.count);
      }
      entries.finish();
    }
    endStreaming(true);
  }

  // The input whose slice of the axis holds output coordinate `o`.
  uint32_t inputAt(uint64_t o) const {
    const auto after = std::upper_bound(starts_.begin(), starts_.end(), o);
    return static_cast<uint32_t>(after - starts_.begin() - 1);
  }

  // Output columns [from, to) from input u's row with these row coordinates, starting at its column `column`.
  // Where every whole view lies inside its buffer (checked once, at construction) the run moves unchecked, as
  // Split's rows do: a join of 16-element pieces spent its time in the checks around each 64-byte copy. With
  // `line` (stream_), the run is the range's next piece: a join of 16-element pieces then moves its output
  // without reading it first (line_stream.h), where plain stores read each output line before writing it.
  WriteStatus copyColumns(const RowTarget& target, uint32_t u, const uint32_t* coords, uint32_t dims, uint64_t from,
                          uint64_t to, uint64_t column, std::optional<SpanStream>& line) const {
    const InputView& in = inputs_[u];
    const uint64_t stride = in.innerStride();
    const uint64_t first = in.offsetOf(coords, dims) + column * stride;
    const uint64_t source = out_.map.encode(u, in.linearOf(coords, dims) + column);
    if (!inside_) return copyRun(target, from, to - from, in, u, first, static_cast<int64_t>(stride), source, 1);
    if (line) {
      line->append(in.data + first * elementBytes_, (to - from) * elementBytes_, source, to - from);
      return std::nullopt;
    }
    const uint64_t outStride = out_.innerStride();
    copyElements(elementBytes_, out_.data + (target.rowOffset + from * outStride) * elementBytes_,
                 static_cast<int64_t>(outStride), in.data + first * elementBytes_, static_cast<int64_t>(stride), to - from);
    if (out_.map) (out_.map + (target.mapRow + from)).fill(source, 1, to - from);
    return std::nullopt;
  }

  std::span<const InputView> inputs_;  // the backend's, alive for the run
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t axis_;
  bool inside_;  // every whole view inside its buffer
  bool stream_ = false;  // inside, contiguous input rows, a large packed output: spans go through a LineStream
  std::vector<uint64_t> starts_;  // where each input's slice of the axis begins; the axis size last
};

}  // namespace

// b not the axis; a may be, and the merged dimension is then the axis with every piece's size times n_b.
FoldingRule foldingRule(const SplitDesc& desc) { return {MergeRule::Axis, {}, {}, {}, desc.Axis}; }
FoldingRule foldingRule(const JoinDesc& desc) { return {MergeRule::Axis, {}, {}, {}, desc.Axis}; }
void setMergedFields(SplitDesc& desc, const MergedFields& merged) { desc.Axis = merged.axis; }
void setMergedFields(JoinDesc& desc, const MergedFields& merged) { desc.Axis = merged.axis; }

std::unique_ptr<RowWriter> makeRowWriter(const SplitDesc& desc, const WriterContext& context) {
  if (auto all = makeSplitAllWriter(desc, context)) return all;
  return std::make_unique<SplitWriter>(desc, context);
}

std::unique_ptr<RowWriter> makeRowWriter(const JoinDesc& desc, const WriterContext& context) {
  return std::make_unique<JoinWriter>(desc, context);
}

}  // namespace dmlscope::detail::fastcpu
