// SCATTER and SCATTER_ND: the input copied row by row, then the updates applied over it.
//
// Every output element an update does not reach keeps the input's element, so the spans copy the input (the
// output's sizes, its own strides) as whole rows on every thread. Once all spans are written, finish() applies
// the updates on every thread, each thread (part) owning a set of output elements no other part writes and
// walking its updates in row-major order: a later update to an element overwrites an earlier one, which is the
// reference's choice (IndexValues::updateFor: the last update in row-major order wins).
// - SCATTER: update cell c can only land on an output element with c's coordinates off Axis, so parts split
//   IndicesTensor's rows (Axis the last dimension: a row's updates stay in the output's row) or its columns
//   (any other Axis: a column's updates stay in the output's column); each part reads only its own updates.
// - SCATTER_ND: a tuple's target is only known from its index cells, so every part reads every tuple (a few
//   bytes each) and moves the blocks that start in its share of the output's elements. Two tuples' blocks are
//   the same or disjoint, so each block has one owner. (Bucketing the tuples by owner first was not needed:
//   the index pass is a small fraction of the blocks' bytes at every density the bench runs.) Where the blocks
//   are rows or more (planBlocks), a table of each block's last tuple is made first instead, and the spans write
//   every row once, from that tuple's update or from the input: no copy, no finish().
// The index tensor is read cell by cell with its type fixed for the whole loop; SCATTER_ND moves each tuple's
// block of remainder elements as runs along the last dimension.
#include <algorithm>
#include <atomic>
#include <type_traits>
#include <vector>

#include "dmlscope/index_map.h"
#include "fast_cpu/index_cells.h"
#include "fast_cpu/line_stream.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/streaming_cells.h"
#include "operators/nd_groups.h"

namespace dmlscope::detail::fastcpu {
namespace {

constexpr uint32_t kInput = 0, kIndices = 1, kUpdates = 2;
// The longest row writeRows puts together in a buffer (a few L1s' worth).
constexpr uint64_t kRowBufferBytes = uint64_t{256} << 10;
// How many index rows or tuples between two looks at the cancel flag.
constexpr uint64_t kCancelPollMask = (uint64_t{1} << 12) - 1;

// Part `part` of `parts`: the share [begin(n), end(n)) of n things.
struct Share {
  unsigned part = 0, parts = 1;
  uint64_t begin(uint64_t n) const { return n / parts * part + std::min<uint64_t>(n % parts, part); }
  uint64_t end(uint64_t n) const { return begin(n) + n / parts + (part < n % parts ? 1 : 0); }
};

uint64_t elementCountOf(const TensorView& view) { return uint64_t{view.sizes[0]} * view.linearStrides[0]; }

class ScatterWriter final : public RowWriter {
 public:
  ScatterWriter(const OperatorDesc& desc, const WriterContext& c)
      : in_(c.inputs[kInput]), indices_(c.inputs[kIndices]), updates_(c.inputs[kUpdates]), out_(c.out),
        elementBytes_(c.elementBytes) {
    const uint32_t rank = out_.rank;
    // Plain stores: finish()'s updates land on the copy's lines, which those leave in the caches where they fit.
    copy_ = makeStridedCopyWriter(StridedCopy{std::vector<uint32_t>(rank, 0), std::vector<int64_t>(rank, 1)}, c, false);
    // The views the update loops address by coordinates alone: each whole view inside its buffer, and the
    // sizes validation guarantees (checked again here, as they are what keeps the coordinates in range).
    inside_ = in_.rank == rank && indices_.rank == rank && updates_.rank == rank && wholeViewInside(in_) &&
              wholeViewInside(indices_) && wholeViewInside(updates_) && wholeViewInside(out_);
    for (uint32_t k = 0; inside_ && k < rank; ++k) inside_ = in_.sizes[k] == out_.sizes[k];
    if (const auto* d = std::get_if<ScatterDesc>(&desc)) {
      axis_ = d->Axis;
      indexType_ = d->IndicesTensor.dataType;
      inside_ = inside_ && axis_ < rank;
      for (uint32_t k = 0; inside_ && k < rank; ++k)
        inside_ = updates_.sizes[k] == indices_.sizes[k] && (k == axis_ || indices_.sizes[k] == out_.sizes[k]);
      rowsAtOnce_ = inside_ && axis_ == rank - 1 && out_.rowLength() > 0 && in_.innerStride() == 1 && out_.innerStride() == 1 &&
                    indices_.innerStride() == 1 && updates_.innerStride() == 1 &&
                    uint64_t{out_.rowLength()} * elementBytes_ <= kRowBufferBytes;
      stream_ = out_.elementCount * elementBytes_ >= kStreamingBytes;
    } else {
      const auto& nd = std::get<ScatterNdDesc>(desc);
      indexType_ = nd.IndicesTensor.dataType;
      groups_ = ndGroupsOf(nd);
      inside_ = inside_ && groups_ && groups_->rank == rank && ndSizesAgree(*groups_);
      planBlocks();
    }
  }

  // The input's rows, as they are: the identity's strided copy; or, where each output row takes only its own
  // index row's updates (rowsAtOnce_), whole rows finished here, updates and all (writeRows).
  WriteStatus write(const RowSpan& span) const override {
    if (!winners_.empty()) {
      writeBlocks(span);
      return std::nullopt;
    }
    if (rowsAtOnce_ && span.x0 == 0 && span.x1 == out_.rowLength()) {
      bool known = true;
      withElementWord(elementBytes_, [&](auto word) {
        known = withIndexLoad(indexType_, [&](const auto& load) {
          writeRows<decltype(word), typename std::decay_t<decltype(load)>::Cell>(span);
        });
      });
      endStreaming(stream_);
      if (!known) return OutOfRange{kIndices, 0};  // an index type validation refuses
      return std::nullopt;
    }
    rowsLeft_.store(true, std::memory_order_relaxed);
    return copy_->write(span);
  }

  // Parts of at least minBytesPerPart bytes of updates each (a thread costs about as much as copying a few
  // hundred KiB, and every SCATTER_ND part reads every tuple).
  unsigned finishParts(unsigned threads, uint64_t minBytesPerPart) const override {
    if (rowsAtOnce_ && !rowsLeft_.load(std::memory_order_relaxed)) return 0;  // every row written whole
    if (!winners_.empty()) return 0;  // every block written from its winner (writeBlocks)
    const uint64_t updateBytes = elementCountOf(updates_) * elementBytes_;
    const uint64_t byBytes = minBytesPerPart == 0 ? threads : updateBytes / minBytesPerPart;
    return static_cast<unsigned>(std::clamp<uint64_t>(byBytes, 1, std::max(threads, 1u)));
  }

  WriteStatus finish(unsigned part, unsigned parts, const std::atomic<bool>* cancel) const override {
    if (!inside_) return OutOfRange{kOutputSide, 0};
    bool known = true;
    const Share share{part, std::max(parts, 1u)};
    withElementWord(elementBytes_, [&](auto word) {
      known = withIndexLoad(indexType_, [&](const auto& load) {
        if (groups_) applyTuples<decltype(word)>(load, share, cancel);
        else applyElements<decltype(word)>(load, share, cancel);
      });
    });
    if (!known) return OutOfRange{kIndices, 0};  // an index type validation refuses
    return std::nullopt;
  }

 private:
  // SCATTER along the last dimension, every row packed: output row r is input row r with index row r's
  // updates applied in order. Done row by row while the row is in the cache, instead of copying every row
  // first and coming back to each for its updates (perf: the updates pass read each row from memory a second
  // time). Large outputs are put together in a buffer and streamed out (streaming_cells.h), the map's entries
  // likewise. The cells resolve through clampedPosition; a later update to an element overwrites an earlier one.
  // finish() applies the updates again (the same result) only if some span was not whole rows.
  template <class T, class I>
  void writeRows(const RowSpan& span) const {
    const uint32_t last = out_.rank - 1;
    const uint64_t rowLength = out_.rowLength(), updateCount = indices_.rowLength();
    const uint32_t size = out_.sizes[last];
    // Rows whose updates touch at most an eighth of their lines are streamed straight from the input, the updates
    // then stored over them; the others are put together in `rowBuffer` first and streamed from it. Through the
    // buffer a 3000x1000 FLOAT32 scatter of 1 update a row took 0.68 ms against 0.34 ms with plain stores and a
    // 0.28 ms memcpy (an AMD EPYC whose 32 MiB L3 holds the run): the row was copied twice.
    const bool direct = stream_ && updateCount * kCacheLine * 8 <= rowLength * sizeof(T);
    // Scratch every row writes whole before reading it, so made unwritten (no zero-fill per span).
    Buffer rowBuffer(stream_ && !direct ? rowLength * sizeof(T) : 0);
    std::vector<uint64_t, UninitializedAllocator<uint64_t>> mapBuffer(stream_ && out_.map ? rowLength : 0);
    const bool keepPositions = static_cast<bool>(out_.map);
    std::vector<uint32_t, UninitializedAllocator<uint32_t>> positions(keepPositions ? updateCount : 0);  // for the map
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const std::byte* in = in_.data + in_.offsetOf(rows.coords(), last) * sizeof(T);
      std::byte* out = out_.data + out_.offsetOf(rows.coords(), last) * sizeof(T);
      const auto* index = indices_.data + indices_.offsetOf(rows.coords(), last) * sizeof(I);
      const std::byte* update = updates_.data + updates_.offsetOf(rows.coords(), last) * sizeof(T);
      // The row streamed out whole from `from` (the input, or the row put together in the buffer).
      const auto streamRow = [&](const std::byte* from) {
        writeCells(out, rowLength, sizeof(T), true, [&](uint64_t i0, uint64_t i1, std::byte* to) {
          std::memcpy(to, from + i0 * sizeof(T), (i1 - i0) * sizeof(T));
        });
      };
      std::byte* row = stream_ && !direct ? rowBuffer.data() : out;
      if (direct) {
        streamRow(in);
      } else {
        std::memcpy(row, in, rowLength * sizeof(T));
      }
      // The map's flag a constant of the loop: the byte stores below may alias any member, so the compiler
      // would reload out_.map for every update.
      const auto applyUpdates = [&](auto keep) {
        for (uint64_t x = 0; x < updateCount; ++x) {
          const uint32_t position = clampedPosition(loadCell<I>(index + x * sizeof(I)), size);
          if constexpr (decltype(keep)::value) positions[x] = position;
          std::memcpy(row + uint64_t{position} * sizeof(T), update + x * sizeof(T), sizeof(T));
        }
      };
      if (keepPositions) {
        applyUpdates(std::true_type{});
      } else {
        applyUpdates(std::false_type{});
      }
      if (stream_ && !direct) streamRow(row);
      if (!out_.map) continue;
      const MapTarget map = out_.map + (span.firstRow + r) * rowLength;
      const uint64_t first = map.encode(kInput, in_.linearOf(rows.coords(), last));
      const uint64_t firstUpdate = map.encode(kUpdates, updates_.linearOf(rows.coords(), last));
      map.visit([&](auto* entries) {
        using E = std::remove_pointer_t<decltype(entries)>;
        E* built = stream_ ? reinterpret_cast<E*>(mapBuffer.data()) : entries;
        for (uint64_t x = 0; x < rowLength; ++x) built[x] = static_cast<E>(first + x);
        for (uint64_t x = 0; x < updateCount; ++x) built[positions[x]] = static_cast<E>(firstUpdate + x);
        if (stream_)
          writeCells(reinterpret_cast<std::byte*>(entries), rowLength, sizeof(E), true, [&](uint64_t i0, uint64_t i1, std::byte* to) {
            std::memcpy(to, built + i0, (i1 - i0) * sizeof(E));
          });
      });
    }
  }

  // SCATTER_ND whose blocks are rows or more (a remainder of at least kMinBlockBytes bytes), every row
  // contiguous: which tuple's block, if any, ends up at each block of the output, found here in one pass over
  // the tuples (row-major order, so a later tuple to the same block replaces an earlier one: the reference's
  // rule). The spans then write each output row once, from its winner's update row or from the input
  // (writeBlocks), instead of copying the input and then writing the updated blocks over it: with every row
  // updated, that moved the output's bytes twice (scatter_nd 3000x1000 by 3000 rows, 0.64x NumPy's time).
  void planBlocks() {
    if (!inside_ || !groups_ || groups_->remainderCount() == 0) return;
    const NdGroups& g = *groups_;
    for (const TensorView* v : {static_cast<const TensorView*>(&in_), static_cast<const TensorView*>(&updates_),
                                static_cast<const TensorView*>(&out_)})
      if (v->innerStride() != 1 && v->rowLength() > 1) return;
    blockElements_ = out_.elementCount;  // every dimension from the remainder's first on
    if (g.remainderFirst() > 0) blockElements_ = out_.linearStrides[g.remainderFirst() - 1];
    if (blockElements_ * elementBytes_ < kMinBlockBytes || out_.elementCount == 0) return;
    std::vector<Winner> winners(out_.elementCount / blockElements_);
    const bool known = withIndexLoad(indexType_, [&](const auto& load) {
      forEachTuple(load, nullptr, [&](const TupleBlock& b) {
        winners[b.outLinear / blockElements_] = {b.updateOffset, b.updateLinear};  // the indexed dimensions' strides are multiples of a block
      });
    });
    if (known) winners_ = std::move(winners);
    stream_ = streamsOutput(out_, elementBytes_);
  }

  // The span's rows, each from its block's winner or from the input (planBlocks), streamed where the output is
  // large and packed.
  void writeBlocks(const RowSpan& span) const {
    RowOdometer rows(out_);
    rows.seek(span.firstRow);
    const uint32_t dims = rows.dims(), remainderFirst = groups_->remainderFirst();
    const uint64_t rowLength = out_.rowLength(), count = span.x1 - span.x0;
    std::optional<SpanStream> line;
    if (stream_)
      line.emplace(out_.data + (out_.offsetOf(rows.coords(), dims) + span.x0) * elementBytes_,
                   out_.map + (span.firstRow * rowLength + span.x0));
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const uint32_t* c = rows.coords();
      const uint64_t rowLinear = (span.firstRow + r) * rowLength;
      const Winner& w = winners_[rowLinear / blockElements_];
      uint64_t from = 0, entry = 0;
      const std::byte* data = nullptr;
      if (w.updateOffset != kNoWinner) {
        uint64_t u = w.updateOffset, ul = w.updateLinear;  // the row within the block: the remainder's coordinates
        for (uint32_t k = remainderFirst; k < dims; ++k) {
          u += c[k] * updates_.strides[k];
          ul += c[k] * updates_.linearStrides[k];
        }
        data = updates_.data;
        from = u + span.x0;
        entry = out_.map.encode(kUpdates, ul + span.x0);
      } else {
        data = in_.data;
        from = in_.offsetOf(c, dims) + span.x0;
        entry = out_.map.encode(kInput, in_.linearOf(c, dims) + span.x0);
      }
      if (line) {
        line->append(data + from * elementBytes_, count * elementBytes_, entry, count);
        continue;
      }
      std::memcpy(out_.data + (out_.offsetOf(c, dims) + span.x0) * elementBytes_, data + from * elementBytes_,
                  count * elementBytes_);
      if (out_.map) (out_.map + (rowLinear + span.x0)).fill(entry, 1, count);
    }
    if (line) line->finish();
  }

  // SCATTER_ND: UpdatesTensor's array dimensions are IndicesTensor's (those cropped in front have size 1), its
  // remainder dimensions the output's.
  bool ndSizesAgree(const NdGroups& g) const {
    const int64_t arrayShift = int64_t{g.rank} - g.fullLength() - g.arrayFirst();  // update dim - indices dim
    for (uint32_t a = 0; a < g.arrayCount(); ++a) {
      const uint32_t k = g.arrayFirst() + a;
      const int64_t u = k + arrayShift;
      if (u < 0 ? indices_.sizes[k] != 1 : updates_.sizes[u] != indices_.sizes[k]) return false;
    }
    for (uint32_t k = g.remainderFirst(); k < g.rank; ++k)
      if (updates_.sizes[k] != out_.sizes[k]) return false;
    return g.indexedFirst() + g.tuple <= g.rank;
  }

  // SCATTER: update cell c goes to the output at c with its Axis coordinate replaced by IndicesTensor[c].
  // This part's cells: its share of IndicesTensor's rows (Axis the last dimension) or of every row's columns.
  template <class T, class Load>
  void applyElements(const Load& load, const Share& share, const std::atomic<bool>* cancel) const {
    const uint32_t last = out_.rank - 1;
    const uint64_t fullLength = indices_.rowLength();
    const uint64_t rowCount = fullLength == 0 ? 0 : elementCountOf(indices_) / fullLength;
    const uint32_t axisSize = out_.sizes[axis_];
    const bool alongRow = axis_ == last;
    const uint64_t r0 = alongRow ? share.begin(rowCount) : 0, r1 = alongRow ? share.end(rowCount) : rowCount;
    const uint64_t x0 = alongRow ? 0 : share.begin(fullLength), x1 = alongRow ? fullLength : share.end(fullLength);
    if (r0 >= r1 || x0 >= x1) return;
    const uint64_t rowLength = x1 - x0;
    const uint64_t columnStride = alongRow ? 0 : out_.innerStride(), columnLinear = alongRow ? 0 : 1;
    const uint64_t axisStride = out_.strides[axis_], axisLinear = out_.linearStrides[axis_];
    const uint64_t indexStride = indices_.innerStride(), updateStride = updates_.innerStride();
    const uint32_t indexBytes = elementSize(indexType_);
    RowOdometer rows(indices_);
    rows.seek(r0);
    std::array<uint32_t, kMaxDimensions> c{};
    for (uint64_t r = r0; r < r1; ++r) {
      if (r > r0) rows.advance();
      if ((r & kCancelPollMask) == 0 && cancel && cancel->load()) return;
      for (uint32_t k = 0; k < last; ++k) c[k] = rows[k];
      if (!alongRow) c[axis_] = 0;  // each cell names the Axis coordinate
      c[last] = static_cast<uint32_t>(x0);  // the first of the part's columns (Axis is not the last here)
      std::array<uint32_t, kMaxDimensions> cell{};
      for (uint32_t k = 0; k < last; ++k) cell[k] = rows[k];
      cell[last] = static_cast<uint32_t>(x0);
      const uint64_t outBase = out_.offsetOf(c.data(), out_.rank), linearBase = out_.linearOf(c.data(), out_.rank);
      const std::byte* index = indices_.data + indices_.offsetOf(cell.data(), out_.rank) * indexBytes;
      const std::byte* update = updates_.data + updates_.offsetOf(cell.data(), out_.rank) * sizeof(T);
      const uint64_t updateLinear = updates_.linearOf(cell.data(), out_.rank);
      for (uint64_t x = 0; x < rowLength; ++x) {
        const uint64_t p = positionAt(load, index + x * indexStride * indexBytes, axisSize);
        T v;
        std::memcpy(&v, update + x * updateStride * sizeof(T), sizeof(T));
        std::memcpy(out_.data + (outBase + x * columnStride + p * axisStride) * sizeof(T), &v, sizeof(T));
        if (out_.map) out_.map.put(linearBase + x * columnLinear + p * axisLinear, out_.map.encode(kUpdates, updateLinear + x));
      }
    }
  }

  // SCATTER_ND's tuples in row-major order: the tuple at array coordinate a (IndicesTensor[1s, a, 0..T-1]) sends
  // the block UpdatesTensor[a, remainder] to the output at [1s, the tuple's positions, remainder]. Calls
  // f(block) for each, with where the block starts in the output and in UpdatesTensor; stops early (false) once
  // `cancel` (may be null) is set.
  struct TupleBlock {
    uint64_t outOffset = 0, outLinear = 0;        // the output's buffer element and logical index
    uint64_t updateOffset = 0, updateLinear = 0;  // UpdatesTensor's
  };
  template <class Load, class F>
  bool forEachTuple(const Load& load, const std::atomic<bool>* cancel, F&& f) const {
    const NdGroups& g = *groups_;
    const uint32_t last = g.rank - 1;
    const int64_t arrayShift = int64_t{g.rank} - g.fullLength() - g.arrayFirst();
    const uint32_t indexBytes = elementSize(indexType_);
    const uint64_t tupleStride = indices_.strides[last];
    std::array<uint32_t, kMaxDimensions> a{};  // array coordinates, at IndicesTensor's dimensions
    const uint32_t arrayEnd = last;            // array dimensions: [arrayFirst, last)
    for (uint64_t tuple = 0;; ++tuple) {
      if ((tuple & kCancelPollMask) == 0 && cancel && cancel->load()) return false;
      TupleBlock b;
      uint64_t indexOffset = 0;
      for (uint32_t k = g.arrayFirst(); k < arrayEnd; ++k) {
        indexOffset += a[k] * indices_.strides[k];
        const int64_t u = k + arrayShift;
        if (u >= 0) {
          b.updateOffset += a[k] * updates_.strides[u];
          b.updateLinear += a[k] * updates_.linearStrides[u];
        }
      }
      for (uint32_t t = 0; t < g.tuple; ++t) {
        const uint32_t k = g.indexedFirst() + t;
        const uint64_t p = positionAt(load, indices_.data + (indexOffset + t * tupleStride) * indexBytes, out_.sizes[k]);
        b.outOffset += p * out_.strides[k];
        b.outLinear += p * out_.linearStrides[k];
      }
      f(b);
      if (!nextCoordinate(a, g.arrayFirst(), arrayEnd, indices_.sizes)) return true;
    }
  }

  // SCATTER_ND after the copy: this part's blocks, those starting in its share of the output's logical elements.
  template <class T, class Load>
  void applyTuples(const Load& load, const Share& share, const std::atomic<bool>* cancel) const {
    const NdGroups& g = *groups_;
    const uint64_t owned0 = share.begin(out_.elementCount), owned1 = share.end(out_.elementCount);
    const uint32_t last = g.rank - 1;
    // The remainder's rows: its dimensions but the last; without a remainder, one element per tuple.
    const uint32_t remainderFirst = g.remainderFirst();
    const bool hasRemainder = g.remainderCount() > 0;
    const uint64_t runLength = hasRemainder ? out_.sizes[last] : 1;
    const int64_t outRunStride = static_cast<int64_t>(out_.innerStride());
    const int64_t updateRunStride = static_cast<int64_t>(hasRemainder ? updates_.innerStride() : 0);
    forEachTuple(load, cancel, [&](const TupleBlock& b) {
      if (b.outLinear < owned0 || b.outLinear >= owned1) return;  // another part's block
      // The block: rows over the remainder's dimensions but the last.
      std::array<uint32_t, kMaxDimensions> r{};
      while (true) {
        uint64_t o = b.outOffset, ol = b.outLinear, u = b.updateOffset, ul = b.updateLinear;
        for (uint32_t k = remainderFirst; k < last; ++k) {
          o += r[k] * out_.strides[k];
          ol += r[k] * out_.linearStrides[k];
          u += r[k] * updates_.strides[k];
          ul += r[k] * updates_.linearStrides[k];
        }
        copyElements(sizeof(T), out_.data + o * sizeof(T), outRunStride, updates_.data + u * sizeof(T), updateRunStride,
                     runLength);
        if (out_.map) (out_.map + ol).fill(out_.map.encode(kUpdates, ul), 1, runLength);
        if (!nextCoordinate(r, remainderFirst, hasRemainder ? last : remainderFirst, out_.sizes)) break;
      }
    });
  }

  // The odometer over dimensions [first, end) of `coords`; false once it wraps around (or has no dimensions).
  static bool nextCoordinate(std::array<uint32_t, kMaxDimensions>& coords, uint32_t first, uint32_t end,
                             const std::array<uint32_t, kMaxDimensions>& sizes) {
    for (uint32_t k = end; k-- > first;) {
      if (++coords[k] < sizes[k]) return true;
      coords[k] = 0;
    }
    return false;
  }

  InputView in_, indices_, updates_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t axis_ = 0;
  DataType indexType_ = DataType::UInt32;
  std::optional<NdGroups> groups_;  // SCATTER_ND
  // SCATTER_ND's winners by output block (planBlocks): where the block's update starts, or kNoWinner; empty
  // where the spans copy the input and finish() applies the tuples.
  static constexpr uint64_t kNoWinner = ~uint64_t{0};
  struct Winner {
    uint64_t updateOffset = kNoWinner;
    uint64_t updateLinear = 0;
  };
  // Blocks of at least this many bytes, so that the table (16 bytes a block) stays within a sixteenth of the
  // output's bytes.
  static constexpr uint64_t kMinBlockBytes = 256;
  std::vector<Winner> winners_;
  uint64_t blockElements_ = 0;
  bool inside_ = false;
  bool rowsAtOnce_ = false;  // SCATTER: whole-row spans are written by writeRows
  bool stream_ = false;      // writeRows or writeBlocks streams its rows out
  // Set once a span was not whole rows (or not writeRows'): finish() then applies the updates. Per run: the
  // backend makes its writers for each run.
  mutable std::atomic<bool> rowsLeft_{false};
  std::unique_ptr<RowWriter> copy_;  // the input's copy into the output
};

}  // namespace

// The index values name coordinates of the tensors as they are: no merge keeps them.
FoldingRule foldingRule(const ScatterDesc&) { return {}; }
FoldingRule foldingRule(const ScatterNdDesc&) { return {}; }
void setMergedFields(ScatterDesc&, const MergedFields&) {}
void setMergedFields(ScatterNdDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const ScatterDesc&, const WriterContext& context) {
  return std::make_unique<ScatterWriter>(*context.desc, context);
}

std::unique_ptr<RowWriter> makeRowWriter(const ScatterNdDesc&, const WriterContext& context) {
  return std::make_unique<ScatterWriter>(*context.desc, context);
}

}  // namespace dmlscope::detail::fastcpu
