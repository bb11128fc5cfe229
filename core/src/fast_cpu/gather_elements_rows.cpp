// GATHER_ELEMENTS as rows. IndicesTensor has the output's sizes, so output row c reads index row c; each cell
// picks the input element with the output's coordinates but the Axis coordinate it names. Every element has
// its own source, so there are no runs to copy: one tight loop per row reads the index, resolves it and moves
// the element, with the index type and the element size fixed for the whole loop.
#include <algorithm>
#include <atomic>
#include <type_traits>
#include <vector>
#if defined(__x86_64__)
#include <immintrin.h>
#define DMLSCOPE_GATHER_HAVE_AVX2 1
#endif

#include "fast_cpu/index_cells.h"
#include "fast_cpu/operator_plans.h"
#include "fast_cpu/streaming_cells.h"
#include "dmlscope/index_map.h"

namespace dmlscope::detail::fastcpu {
namespace {

constexpr uint32_t kInput = 0, kIndices = 1;

std::atomic<bool> gAvx2Allowed{true};  // tests only

// Whether packed rows of 4-byte elements picked by 32-bit indices take gatherEights (the build is generic
// x86-64; the processor is asked once).
bool avx2Wanted() {
#if defined(DMLSCOPE_GATHER_HAVE_AVX2)
  static const bool has = __builtin_cpu_supports("avx2");
  return has && gAvx2Allowed.load(std::memory_order_relaxed);
#else
  return false;
#endif
}

#if defined(DMLSCOPE_GATHER_HAVE_AVX2)
// Cells [0, n) of a packed row of 4-byte elements, eight at a time: the index cells resolved as clampedPosition
// does (in vector compares and selects) and the elements fetched by AVX2's gather, stored at `to`, the positions
// at `positions` too where it is not null. Returns the cells done, a multiple of 8; the caller moves the rest.
// Only for `size` up to INT32_MAX (the gather's offsets are signed). Why: one cell at a time took about three
// cycles a cell on the bench's 2048x2048 shape, 0.68 of a memcpy of the bytes it moves.
template <class I>
[[gnu::target("avx2")]] uint64_t gatherEights(const I* index, uint64_t n, uint32_t size, const std::byte* in,
                                              std::byte* to, uint32_t* positions) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i sizes = _mm256_set1_epi32(static_cast<int>(size));
  const __m256i last = _mm256_set1_epi32(static_cast<int>(size - 1));
  uint64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(index + i));
    if constexpr (std::is_signed_v<I>) {
      v = _mm256_add_epi32(v, _mm256_and_si256(_mm256_cmpgt_epi32(zero, v), sizes));  // from the end when negative
      v = _mm256_min_epi32(_mm256_max_epi32(v, zero), last);
    } else {
      v = _mm256_min_epu32(v, last);
    }
    if (positions) _mm256_storeu_si256(reinterpret_cast<__m256i*>(positions + i), v);
    const __m256i cells = _mm256_i32gather_epi32(reinterpret_cast<const int*>(in), v, 4);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(to + i * 4), cells);
  }
  return i;
}
#endif

// Whether gatherEights may move this writer's rows of a dimension of `size`: the build and the processor have
// AVX2 and the positions fit the gather's signed offsets. Asked once per span, not per line of cells.
bool gatherEightsAllowed(uint32_t size) { return size <= uint32_t{INT32_MAX} && avx2Wanted(); }

// Cells [0, n) by gatherEights where `allowed` (gatherEightsAllowed) and the types suit it: the cells done.
template <class T, class I>
uint64_t gatherVectorCells(bool allowed, const I* index, uint64_t n, uint32_t size, const std::byte* in,
                           std::byte* to, uint32_t* positions) {
#if defined(DMLSCOPE_GATHER_HAVE_AVX2)
  if constexpr (sizeof(T) == 4 && (std::is_same_v<I, int32_t> || std::is_same_v<I, uint32_t>)) {
    if (allowed) return gatherEights<I>(index, n, size, in, to, positions);
  }
#endif
  (void)allowed, (void)index, (void)n, (void)size, (void)in, (void)to, (void)positions;
  return 0;
}

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
    stream_ = out_.elementCount * elementBytes_ >= kStreamingBytes;
  }

  WriteStatus write(const RowSpan& span) const override {
    if (!inside_) return OutOfRange{kOutputSide, 0};
    bool known = true;
    withElementWord(elementBytes_, [&](auto word) {
      known = withIndexLoad(indexType_, [&](const auto& load) { rows<decltype(word)>(span, load); });
    });
    endStreaming(stream_);
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
    if (alongRow && outStride == 1 && indexStride == 1 && axisStride == 1 && axisSize > 0) {
      contiguousRows<T, typename Load::Cell>(span, rows);
      return;
    }
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

  // Axis the last dimension and every row packed (the common case): each output row picks from one input row,
  // a few KiB read in the order of the index values. Read in that order from memory, the row's lines are misses
  // the hardware cannot foresee (perf: the loads stalled ~2/3 of the writer's time), so while picking from row
  // r the loop asks for row r + 1's lines in address order. Positions come from clampedPosition (no branch per
  // cell), and the map's entries are the row's first input element + the position (kept from the data pass).
  template <class T, class I>
  void contiguousRows(const RowSpan& span, RowOdometer rows) const {
    const uint32_t last = out_.rank - 1;
    const uint32_t axisSize = in_.sizes[axis_];
    const uint64_t rowLength = out_.rowLength(), count = span.x1 - span.x0;
    const uint64_t inRowBytes = uint64_t{axisSize} * sizeof(T);
    // The next input row's lines spread over the fills of this row's output lines (one more for a part line at
    // the head): a fixed count per fill, with no division per line.
    const uint64_t fills = count * sizeof(T) / kCacheLine + 2;
    const uint64_t linesPerFill = (inRowBytes / kCacheLine + 1 + fills - 1) / fills;
    RowOdometer ahead = rows;
    std::vector<uint32_t, UninitializedAllocator<uint32_t>> positions(out_.map ? count : 0);  // each written before read
    const bool vectorCells = gatherEightsAllowed(axisSize);
    for (uint64_t r = 0; r < span.rowCount; ++r) {
      if (r > 0) rows.advance();
      const std::byte* in = in_.data + in_.offsetOf(rows.coords(), last) * sizeof(T);
      const std::byte* nextIn = nullptr;
      if (r + 1 < span.rowCount) {
        ahead.advance();
        nextIn = in_.data + in_.offsetOf(ahead.coords(), last) * sizeof(T);
      }
      const I* index = reinterpret_cast<const I*>(indices_.data) + indices_.offsetOf(rows.coords(), last) + span.x0;
      std::byte* out = out_.data + (out_.offsetOf(rows.coords(), last) + span.x0) * sizeof(T);
      const MapTarget map = out_.map + (span.firstRow + r) * rowLength + span.x0;
      const uint64_t first = map ? map.encode(kInput, in_.linearOf(rows.coords(), last)) : 0;
      // Output lines of cells, each followed by prefetches of its share of the next input row.
      uint64_t prefetched = 0;
      writeCells(out, count, sizeof(T), stream_, [&](uint64_t i0, uint64_t i1, std::byte* to) {
        const uint64_t vectored = i0 + gatherVectorCells<T, I>(vectorCells, index + i0, i1 - i0, axisSize, in, to,
                                                               map ? positions.data() + i0 : nullptr);
        if (!map) {
          // One loop: each cell's position and move together (10% faster on the bench's shapes than a loop of
          // positions into a line buffer and one of moves, which stored and reloaded every position).
          for (uint64_t i = vectored; i < i1; ++i) {
            const uint64_t at = clampedPosition(loadCell<I>(index + i), axisSize);
            std::memcpy(to + (i - i0) * sizeof(T), in + at * sizeof(T), sizeof(T));
          }
        } else {
          // The positions first, kept for the map's entries, then the moves: two simple loops instead of one
          // whose branches the compiler laid out as three jumps a cell.
          for (uint64_t i = vectored; i < i1; ++i) positions[i] = clampedPosition(loadCell<I>(index + i), axisSize);
          for (uint64_t i = vectored; i < i1; ++i)
            std::memcpy(to + (i - i0) * sizeof(T), in + uint64_t{positions[i]} * sizeof(T), sizeof(T));
        }
        if (nextIn)
          for (uint64_t k = 0; k < linesPerFill && prefetched < inRowBytes; ++k, prefetched += kCacheLine)
            __builtin_prefetch(nextIn + prefetched);
      });
      map.visit([&](auto* entries) {
        using E = std::remove_pointer_t<decltype(entries)>;
        writeCells(reinterpret_cast<std::byte*>(entries), count, sizeof(E), stream_, [&](uint64_t i0, uint64_t i1, std::byte* to) {
          for (uint64_t i = i0; i < i1; ++i) {
            const auto entry = static_cast<E>(first + positions[i]);
            std::memcpy(to + (i - i0) * sizeof(E), &entry, sizeof(E));
          }
        });
      });
    }
  }

  InputView in_, indices_;
  OutputView out_;
  uint32_t elementBytes_;
  uint32_t axis_;
  DataType indexType_;
  bool inside_ = false;
  bool stream_ = false;  // the contiguous rows' stores (streaming_cells.h)
};

}  // namespace

// The index values name coordinates of the tensors as they are: no merge keeps them.
FoldingRule foldingRule(const GatherElementsDesc&) { return {}; }
void setMergedFields(GatherElementsDesc&, const MergedFields&) {}

std::unique_ptr<RowWriter> makeRowWriter(const GatherElementsDesc& desc, const WriterContext& context) {
  return std::make_unique<GatherElementsWriter>(desc, context);
}

void setGatherElementsAvx2ForTests(bool allowed) { gAvx2Allowed.store(allowed, std::memory_order_relaxed); }

}  // namespace dmlscope::detail::fastcpu
