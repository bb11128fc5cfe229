// DML_SPLIT along the last axis in one pass (split_all_rows.h). Every output row is a piece of the input row
// with the same row coordinates, so one writer reads each input row once and moves its pieces into all the
// outputs' rows. Written output by output, an output of 16-element pieces of 48-element rows reads every third
// 64-byte line of the input, and the three passes together took 0.35 of a same-run memcpy of the bytes moved
// (cpu bench, split 1x48x4096x48 into {16, 16, 16}): each pass waited on lines the hardware prefetchers did not
// fetch ahead, and fetched the neighbouring lines the other passes needed for nothing.
//
// A span's columns are the input row's (the run cuts input rows, jointRowLength), and each output's part of a
// span is one contiguous range of that output (packed), written through a stream of its own where the outputs
// are large (line_stream.h), with plain copies otherwise.
#include "fast_cpu/split_all_rows.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

#include "fast_cpu/line_stream.h"
#include "operators/split_join_index.h"

namespace dmlscope::detail::fastcpu {
namespace {

// Every output is a stream of its own, each with a line on the stack, made per span: up to this many outputs
// (a quarter of a MiB of streams a span), more stay with a writer each. One pass beat a writer per output at
// every count measured: an 8192x1024 FLOAT32 split into 16, 32, 64, 128, 512 and 1024 equal pieces took 1.2,
// 1.2, 1.7, 3.8, 10.3 and 18.6 ms (dmlscope run --repeat 30, this VM) against 3.5, 4.5, -, 14.1, 28.1 and - ms
// with a writer each, and NumPy's split with a copy of each piece 2.6-14, 5.0-5.4, 6.8, 9.9, 22.1 and 57.8 ms.
constexpr size_t kMaxJointOutputs = 1024;

class SplitAllWriter final : public RowWriter {
 public:
  SplitAllWriter(const SplitDesc& d, const WriterContext& c, bool stream)
      : in_(c.inputs[0]), elementBytes_(c.elementBytes), stream_(stream) {
    for (uint32_t t = 0; t < c.outputs.size(); ++t) {
      const auto start = pieceStart(d.OutputTensors, d.Axis, t);
      pieces_.push_back({&c.outputs[t], start, start + c.outputs[t].rowLength()});
    }
  }

  uint64_t jointRowLength() const override { return in_.rowLength(); }

  WriteStatus write(const RowSpan& span) const override {
    if (stream_) {
      writeStreamed(span);
    } else {
      writePlain(span);
    }
    return std::nullopt;
  }

 private:
  struct Piece {
    const OutputView* out;
    uint64_t start;  // the input row's columns [start, end) are this output's row
    uint64_t end;
  };

  // Columns [from, to) of the span's input rows that fall in `p`: empty where from >= to.
  static std::pair<uint64_t, uint64_t> within(const Piece& p, const RowSpan& span) {
    return {std::max(p.start, span.x0), std::min(p.end, span.x1)};
  }

  // The first input element of each of the span's rows, in order (input rows are contiguous: column c of a row
  // is element row + c).
  template <class F>
  void forEachRow(const RowSpan& span, F&& f) const {
    RowOdometer rows(in_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims();
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      f(span.firstRow + r, in_.offsetOf(rows.coords(), dims));
    }
  }

  void writePlain(const RowSpan& span) const {
    const uint64_t inLength = in_.rowLength();
    forEachRow(span, [&](uint64_t row, uint64_t first) {
      for (const Piece& p : pieces_) {
        const auto [from, to] = within(p, span);
        if (from >= to) continue;
        const uint64_t length = p.end - p.start, target = row * length + (from - p.start);
        std::memcpy(p.out->data + target * elementBytes_, in_.data + (first + from) * elementBytes_,
                    (to - from) * elementBytes_);
        if (p.out->map) (p.out->map + target).fill(p.out->map.encode(0, row * inLength + from), 1, to - from);
      }
    });
  }

  // The outputs' ranges side by side, one stream each, the map's entries beside the data as SplitWriter's
  // streamed rows have them.
  void writeStreamed(const RowSpan& span) const {
    const uint64_t inLength = in_.rowLength();
    std::vector<std::optional<SpanStream>> streams(pieces_.size());  // none for an output the span misses
    for (size_t t = 0; t < pieces_.size(); ++t) {
      const Piece& p = pieces_[t];
      const auto [from, to] = within(p, span);
      if (from >= to) continue;
      const uint64_t target = span.firstRow * (p.end - p.start) + (from - p.start);
      streams[t].emplace(p.out->data + target * elementBytes_, p.out->map + target);
    }
    forEachRow(span, [&](uint64_t row, uint64_t first) {
      for (size_t t = 0; t < pieces_.size(); ++t) {
        const auto [from, to] = within(pieces_[t], span);
        if (from >= to) continue;
        streams[t]->append(in_.data + (first + from) * elementBytes_, (to - from) * elementBytes_,
                          pieces_[t].out->map.encode(0, row * inLength + from), to - from);
      }
    });
    for (auto& s : streams)
      if (s) s->finish();
  }

  InputView in_;
  uint32_t elementBytes_;
  bool stream_;
  std::vector<Piece> pieces_;  // one per output, in the outputs' order
};

}  // namespace

std::unique_ptr<RowWriter> makeSplitAllWriter(const SplitDesc& desc, const WriterContext& context) {
  const InputView& in = context.inputs[0];
  const auto outputs = context.outputs;
  if (context.output != 0 || outputs.size() < 2 || outputs.size() > kMaxJointOutputs) return nullptr;
  if (!context.outputsWritableAtOnce || in.rank == 0 || desc.Axis + 1 != in.rank) return nullptr;
  if (!wholeViewInside(in) || (in.innerStride() != 1 && in.rowLength() > 1)) return nullptr;
  uint64_t outputBytes = 0;
  for (const OutputView& out : outputs) {
    if (out.rank != in.rank || !packedView(out) || !wholeViewInside(out)) return nullptr;
    outputBytes += out.elementCount * context.elementBytes;  // the outputs' buffers, whose sum the run bounded
  }
  return std::make_unique<SplitAllWriter>(desc, context, streamsBytes(outputBytes));
}

}  // namespace dmlscope::detail::fastcpu
