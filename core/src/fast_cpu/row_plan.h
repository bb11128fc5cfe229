// What the fast CPU backend's row writers share: views of the tensors, the span of output rows one chunk
// covers, the writer interface, the odometer over row coordinates and the checked element runs.
//
// An output is cut into rows: every dimension but the last is a row coordinate, the last dimension is the row.
// Each operator family has a RowWriter that, for a span of rows, works out once per row where the row's
// elements come from (its own index arithmetic, incremental from one row to the next) and moves them as runs
// of elements: memcpy where both sides are contiguous, plain loops otherwise, never an element through
// sourceOf.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/index_values.h"
#include "dmlscope/operators.h"
#include "dmlscope/tensor.h"
#include "fast_cpu/map_target.h"
#include "operators/strided_copy.h"

namespace dmlscope::detail::fastcpu {

// A tensor's layout in the form the row arithmetic uses.
struct TensorView {
  std::array<uint32_t, kMaxDimensions> sizes{};
  std::array<uint64_t, kMaxDimensions> strides{};        // buffer elements per step of each coordinate
  std::array<uint64_t, kMaxDimensions> linearStrides{};  // row-major logical elements per step (index map)
  uint32_t rank = 0;
  uint64_t capacity = 0;  // elements the buffer holds

  uint32_t rowLength() const { return sizes[rank - 1]; }
  uint64_t innerStride() const { return strides[rank - 1]; }
  // Buffer offset and logical index of the element with these coordinates (the first `count` of them; the
  // others 0). Coordinates are below their sizes, so neither can overflow: both are at most what the layout's
  // checked reach (or element count) already is.
  uint64_t offsetOf(const uint32_t* coords, uint32_t count) const {
    uint64_t offset = 0;
    for (uint32_t k = 0; k < count; ++k) offset += coords[k] * strides[k];
    return offset;
  }
  uint64_t linearOf(const uint32_t* coords, uint32_t count) const {
    uint64_t linear = 0;
    for (uint32_t k = 0; k < count; ++k) linear += coords[k] * linearStrides[k];
    return linear;
  }
};

struct InputView : TensorView {
  const std::byte* data = nullptr;
};

struct OutputView : TensorView {
  std::byte* data = nullptr;
  MapTarget map;  // one entry per logical element, or none without an index map
  uint64_t elementCount = 0;
};

// The view of a checked layout over a buffer of `bufferBytes` bytes.
TensorView viewOf(const TensorLayout& layout, uint64_t bufferBytes);

// Rows [firstRow, firstRow + rowCount) of one output, columns [x0, x1) of each. A chunk is either whole rows
// or one part of a single row longer than a chunk.
struct RowSpan {
  uint64_t firstRow = 0;
  uint64_t rowCount = 0;
  uint64_t x0 = 0;
  uint64_t x1 = 0;
};

// A run that would have read or written outside a buffer: a planning error, never expected, reported as
// run.read-past-buffer instead of touching the memory.
struct OutOfRange {
  uint32_t input = 0;  // kOutputSide for the output buffer
  uint64_t element = 0;
};
inline constexpr uint32_t kOutputSide = ~uint32_t{0};
using WriteStatus = std::optional<OutOfRange>;

// Writes one output's elements (and index-map entries) for spans of its rows. Immutable once made: threads
// share one writer.
class RowWriter {
 public:
  virtual ~RowWriter() = default;
  virtual WriteStatus write(const RowSpan& span) const = 0;
  // Rows a span should hold for this writer to read each input cache line once (a transposing copy, which
  // moves tiles across the span's rows): the schedule makes chunks of whole rows up to four times as tall to give
  // it. 1: no wish.
  virtual uint64_t spanRowsWanted() const { return 1; }
  // Not 0 for a writer that writes every output of the run in one pass (a split whose outputs' rows are pieces
  // of one input row, split_all_rows.h): the length of the rows its spans' columns count. The run then cuts
  // rows of that length, as many as its output's, gives them all to this writer and makes no writer for the
  // other outputs. 0: the writer writes its own output.
  virtual uint64_t jointRowLength() const { return 0; }
  // What must come after every span of the output is written (a scatter's updates, applied in order over the
  // copied input), cut into finishParts(threads, minBytesPerPart) parts (0: nothing to finish; at most `threads`,
  // each of at least `minBytesPerPart` bytes moved where that is not 0) that write disjoint elements:
  // finish(part, parts, cancel) runs once for each part, the parts on different threads at once. Returns early,
  // leaving the output unfinished, once `cancel` (may be null) is set; the backend then reports the cancel.
  virtual unsigned finishParts(unsigned /*threads*/, uint64_t /*minBytesPerPart*/) const { return 0; }
  virtual WriteStatus finish(unsigned /*part*/, unsigned /*parts*/, const std::atomic<bool>* /*cancel*/) const {
    return std::nullopt;
  }
};

// What every writer is made from.
struct WriterContext {
  std::span<const InputView> inputs;  // alive as long as the writer
  OutputView out;
  uint32_t output = 0;  // the output's slot
  std::span<const OutputView> outputs;  // every output's view (`out` among them), alive as long as the writer
  bool outputsWritableAtOnce = false;  // every output packed: none waits for a zero-fill (output_memory.h)
  uint32_t elementBytes = 0;
  uint64_t paddingBits = 0;  // PaddingValue in the output's type (Padding only)
  const IndexValues* values = nullptr;  // the gathers' and scatters' index values
  const OperatorDesc* desc = nullptr;    // the (folded) operator, for writers that go through sourceOf
};

// Each operator's writer is its makeRowWriter (operator_plans.h). Any copy of input 0 through start + step · o
// (operators/strided_copy.h), which ELEMENT_WISE_IDENTITY, SLICE and SLICE1 are and a scatter's copy of its input
// is.
// `mayStream` false keeps plain stores at every size (a scatter, whose updates then land on the copy's lines).
std::unique_ptr<RowWriter> makeStridedCopyWriter(StridedCopy copy, const WriterContext& context, bool mayStream = true);

// The row coordinates (all dimensions but the last) of consecutive output rows: one set of divisions to seek,
// then an odometer.
class RowOdometer {
 public:
  explicit RowOdometer(const TensorView& out) : sizes_(out.sizes), dims_(out.rank - 1) {}
  void seek(uint64_t row) {
    for (uint32_t k = dims_; k-- > 0;) {
      coords_[k] = static_cast<uint32_t>(row % sizes_[k]);
      row /= sizes_[k];
    }
  }
  // Moves to the next row and returns the dimension that advanced; the dimensions after it are back at 0.
  // Only called while there is a next row, so some dimension advances.
  uint32_t advance() {
    uint32_t k = dims_;
    while (k-- > 0) {
      if (++coords_[k] < sizes_[k]) return k;
      coords_[k] = 0;
    }
    return 0;
  }
  uint32_t dims() const { return dims_; }
  const uint32_t* coords() const { return coords_.data(); }
  uint32_t operator[](uint32_t k) const { return coords_[k]; }

 private:
  std::array<uint32_t, kMaxDimensions> sizes_;
  std::array<uint32_t, kMaxDimensions> coords_{};
  uint32_t dims_;
};

// Where a row writer puts the row it is writing.
struct RowTarget {
  const OutputView* out = nullptr;
  uint32_t elementBytes = 0;
  uint64_t rowOffset = 0;  // buffer element of column 0
  uint64_t mapRow = 0;     // index-map entry of column 0
};

// The output elements of columns [x, x + count) of the target row: the first one's address, the buffer stride
// between them (elements) and their index-map entries (null without a map); nothing when any of them lies
// outside the output buffer or its map.
struct OutputRun {
  std::byte* data = nullptr;
  int64_t stride = 0;
  MapTarget map;
};
std::optional<OutputRun> outputRun(const RowTarget& target, uint64_t x, uint64_t count);

// Checked element runs. Each verifies that every element it touches lies inside its buffer before moving any.
// Columns [x, x + count) of the row get input elements first, first + step, ... (step in elements: a stride,
// its negative or 0) and index-map entries source, source + sourceStep, ... (entries encoded by out.map).
WriteStatus copyRun(const RowTarget& target, uint64_t x, uint64_t count, const InputView& in, uint32_t input,
                    uint64_t first, int64_t step, uint64_t source, int64_t sourceStep);
// Columns [x, x + count) get the element `bits` and the padding constant's map entry.
WriteStatus fillRun(const RowTarget& target, uint64_t x, uint64_t count, uint64_t bits);
// Columns [x, x + count) get copies of columns [from, from + count) of the same row (from + count <= x), data
// and map: how a tile repeats a period it has written.
WriteStatus repeatRun(const RowTarget& target, uint64_t x, uint64_t count, uint64_t from);
// True when every element of the view, at whatever coordinates below its sizes, lies inside its buffer: the
// one bounds check a writer makes before it addresses elements by coordinates alone.
bool wholeViewInside(const TensorView& view);
// True when logical element i lies at buffer element i (a dimension of size 1 may have any stride): rows back to
// back, so that a span of whole rows is one contiguous range of the buffer.
inline bool packedView(const TensorView& view) {
  for (uint32_t k = 0; k < view.rank; ++k)
    if (view.sizes[k] > 1 && view.strides[k] != view.linearStrides[k]) return false;
  return true;
}

// Calls f(T{}) with the unsigned integer of the element size (1, 2, 4 or 8 bytes): elements move as bits.
template <class F>
void withElementWord(uint32_t elementBytes, F&& f) {
  switch (elementBytes) {
    case 1: f(uint8_t{}); break;
    case 2: f(uint16_t{}); break;
    case 4: f(uint32_t{}); break;
    default: f(uint64_t{}); break;
  }
}

// Moves `count` elements of `elementBytes` bytes from `in` (every inStride-th element) to `out` (every
// outStride-th) without checks: for writers that checked their whole views once (wholeViewInside).
void copyElements(uint32_t elementBytes, std::byte* out, int64_t outStride, const std::byte* in, int64_t inStride,
                  uint64_t count);
// Writes `count` copies of the element `bits` to `out` (every outStride-th element) without checks, as above.
void fillElements(uint32_t elementBytes, std::byte* out, int64_t outStride, uint64_t bits, uint64_t count);
// True when first + i * step lies in [0, capacity) for every i < count (count >= 1), without overflow.
bool runInside(uint64_t first, int64_t step, uint64_t count, uint64_t capacity);

}  // namespace dmlscope::detail::fastcpu
