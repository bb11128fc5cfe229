// Writing one contiguous range of output bytes, piece after piece in order, with non-temporal stores: for
// writers whose rows are short pieces of several inputs (a split's or join's runs of 16 elements, a tile's
// periods) into an output too large to stay in the caches.
//
// Why: a plain store to a line not in the cache first reads the line from memory (read for ownership), so an
// output written once costs its bytes twice; streaming_cells.h says the same for cells worked out one by one.
// Here the cells are copies of input bytes, so whole lines go out straight from the input (unaligned loads,
// aligned streaming stores) and only the pieces that end off a line pass through a line on the stack. Bytes
// before the range's first whole line, and after its last, are stored plainly, so every streamed line is whole
// (a part line streamed would cost a read of the rest). Pieces are bytes: elements move as their bits.
// Only x86-64 (SSE2, always there) streams; a writer checks kCanStream (streaming_cells.h) first.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>

#include "fast_cpu/map_target.h"
#include "fast_cpu/row_plan.h"
#include "fast_cpu/streaming_cells.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace dmlscope::detail::fastcpu {

// Outputs at least this large go through a LineStream: kStreamingBytes, which the tests lower (to 0) so that
// small outputs reach the streamed rows too.
inline std::atomic<uint64_t> lineStreamBytes{kStreamingBytes};
inline void setLineStreamBytesForTests(uint64_t bytes) { lineStreamBytes.store(bytes); }

// Whether `bytes` written by a run go through streams: large enough to leave the caches before anything reads
// them, on a processor that can stream.
inline bool streamsBytes(uint64_t bytes) { return kCanStream && bytes >= lineStreamBytes.load(std::memory_order_relaxed); }

// Whether a writer whose rows are runs of contiguous input streams its output: one that streamsBytes, its rows
// back to back (row-major, no gaps), so that a span of whole rows is one contiguous range of the buffer.
inline bool streamsOutput(const OutputView& out, uint32_t elementBytes) {
  return packedView(out) && streamsBytes(out.elementCount * elementBytes);
}

class LineStream {
 public:
  // The range starts at `to`; it is written by append() in order and ends with finish().
  explicit LineStream(std::byte* to)
      : next_(to), plainLeft_((kCacheLine - reinterpret_cast<uintptr_t>(to) % kCacheLine) % kCacheLine) {}

  // The next `bytes` bytes of the range are `from`'s.
  void append(const std::byte* from, uint64_t bytes) {
    if (plainLeft_ > 0) {  // before the first whole line
      const uint64_t k = std::min(bytes, plainLeft_);
      std::memcpy(next_, from, k);
      next_ += k;
      from += k;
      bytes -= k;
      plainLeft_ -= k;
      if (bytes == 0) return;
    }
    if (filled_ > 0) {  // a line begun by an earlier piece
      const uint64_t k = std::min(bytes, kCacheLine - filled_);
      std::memcpy(line_ + filled_, from, k);
      filled_ += k;
      from += k;
      bytes -= k;
      if (filled_ < kCacheLine) return;
      streamLine(line_);
      filled_ = 0;
    }
    for (; bytes >= kCacheLine; bytes -= kCacheLine, from += kCacheLine) streamLine(from);
    if (bytes > 0) {
      std::memcpy(line_, from, bytes);
      filled_ = bytes;
    }
  }

  // Bytes still to append before the next byte starts a whole streamed line: 0 at a line's start.
  uint64_t bytesToLine() const { return plainLeft_ > 0 ? plainLeft_ : (kCacheLine - filled_) % kCacheLine; }

#if defined(__SSE2__)
  // At a line's start (bytesToLine() == 0): the next `lines` whole lines, their 16-byte parts part(0),
  // part(1), ... in order, streamed from registers (values worked out here skip the batch on the stack that
  // append() would copy them from).
  template <class Part>
  void streamLines(uint64_t lines, Part&& part) {
    auto* target = reinterpret_cast<__m128i*>(next_);
    for (uint64_t k = 0; k < lines * (kCacheLine / 16); ++k) _mm_stream_si128(target + k, part(k));
    next_ += lines * kCacheLine;
  }
#endif

  // Stores the last part line plainly. The caller still fences (endStreaming) before its span counts as written.
  void finish() {
    if (filled_ > 0) std::memcpy(next_, line_, filled_);
    next_ += filled_;
    filled_ = 0;
  }

 private:
  // The 64 bytes at `from` (any alignment) to the line at next_ (aligned).
  void streamLine(const std::byte* from) {
#if defined(__SSE2__)
    auto* target = reinterpret_cast<__m128i*>(next_);
    const auto* source = reinterpret_cast<const __m128i*>(from);
    for (int k = 0; k < 4; ++k) _mm_stream_si128(target + k, _mm_loadu_si128(source + k));
#else
    std::memcpy(next_, from, kCacheLine);
#endif
    next_ += kCacheLine;
  }

  std::byte* next_;    // where the next byte goes, or (filled_ > 0) where the begun line goes
  uint64_t plainLeft_;  // bytes still to store plainly before the first whole line
  uint64_t filled_ = 0;  // bytes of the begun line in line_
  alignas(16) std::byte line_[kCacheLine];
};

// Values of type T appended to `line` through a batch of 256 bytes on the stack, for runs that are not bytes
// already in memory: `count` of them, each batch filled by fill(batch, done, n) with values done .. done + n - 1.
template <class T, class Fill>
void appendInBatches(LineStream& line, uint64_t count, Fill&& fill) {
  constexpr uint32_t kBatch = 256 / sizeof(T);
  alignas(16) T batch[kBatch];
  for (uint64_t done = 0; done < count;) {
    const auto n = static_cast<uint32_t>(std::min<uint64_t>(count - done, kBatch));
    fill(batch, done, n);
    line.append(reinterpret_cast<const std::byte*>(batch), n * sizeof(T));
    done += n;
  }
}

// `count` copies of `v` appended to `line` from one batch of 256 bytes, filled once, 16 bytes at a time up to the
// run's length: a fill of a run's own length in a plain loop compiled to a string store (rep stos), whose start-up
// took a fifth of a padding run's time with two short borders a row (perf, pad constant 2048x2048 +64), and the
// whole batch filled for each run took rows of 98 elements with one-element borders to 2.5x their data-only time
// with the map (a border's element and its entry each filled 64 copies: pad constant 1x512x96x96 +1).
template <class T>
void appendRepeated(LineStream& line, T v, uint64_t count) {
  constexpr uint32_t kBatch = 256 / sizeof(T);
  alignas(16) T batch[kBatch];
#if defined(__SSE2__)
  alignas(16) T pattern[16 / sizeof(T)];
  for (uint32_t i = 0; i < 16 / sizeof(T); ++i) pattern[i] = v;
  const __m128i splat = _mm_load_si128(reinterpret_cast<const __m128i*>(pattern));
  const uint64_t parts = (std::min<uint64_t>(count, kBatch) * sizeof(T) + 15) / 16;
  for (uint64_t k = 0; k < parts; ++k) _mm_store_si128(reinterpret_cast<__m128i*>(batch) + k, splat);
#else
  for (uint32_t i = 0; i < kBatch; ++i) batch[i] = v;
#endif
  for (uint64_t done = 0; done < count; done += kBatch)
    line.append(reinterpret_cast<const std::byte*>(batch), std::min<uint64_t>(count - done, kBatch) * sizeof(T));
}

// The index-map entries of a range of output elements (consecutive entries, whatever the rows), streamed as
// LineStream streams the output's bytes: a streamed output whose map was written with plain stores took up to 4x
// its data-only time with the map (tile 1x16x256x256 by 1,2,2,2), its 32 MiB of narrow entries each read before
// being written. Runs of one input's consecutive elements are put together on the stack a batch at a time.
class EntryStream {
 public:
  // The entries from `map`'s first on (map not empty).
  explicit EntryStream(const MapTarget& map)
      : line_(map.narrow ? reinterpret_cast<std::byte*>(map.narrow) : reinterpret_cast<std::byte*>(map.wide)),
        narrow_(map.narrow != nullptr) {}

  // The next `count` entries are first, first + step, ... (an encode() result and its neighbours: step 1 along
  // an input's elements, -1 backwards, 0 for a repeated element or the padding constant).
  void appendRun(uint64_t first, uint64_t count, int64_t step = 1) {
    if (narrow_) {
      appendAs<uint32_t>(first, count, step);
    } else {
      appendAs<uint64_t>(first, count, step);
    }
  }
  void finish() { line_.finish(); }

 private:
  template <class T>
  void appendAs(uint64_t first, uint64_t count, int64_t step) {
    auto base = static_cast<T>(first);  // modular: base + i * step in T is the entry, which fits T
    if (step == 0) return appendRepeated(line_, base, count);
    const auto stepT = static_cast<T>(step);
#if defined(__SSE2__)
    // Runs that reach a whole line: the entries up to the line's start through the batch, then whole lines
    // worked out in registers.
    const uint64_t head = line_.bytesToLine() / sizeof(T);  // the map's entries start on an entry's bytes
    if (count >= head + kCacheLine / sizeof(T)) {
      appendBatched<T>(base, head, stepT, step);
      base = static_cast<T>(base + static_cast<T>(head) * stepT);
      count -= head;
      const uint64_t lines = count / (kCacheLine / sizeof(T));
      constexpr uint32_t perPart = 16 / sizeof(T);
      __m128i part = sizeof(T) == 4 ? _mm_setr_epi32(static_cast<int>(base), static_cast<int>(base + stepT),
                                                     static_cast<int>(base + 2 * stepT), static_cast<int>(base + 3 * stepT))
                                    : _mm_set_epi64x(static_cast<int64_t>(base + stepT), static_cast<int64_t>(base));
      const __m128i advance = sizeof(T) == 4 ? _mm_set1_epi32(static_cast<int>(perPart * stepT))
                                             : _mm_set1_epi64x(static_cast<int64_t>(perPart * stepT));
      line_.streamLines(lines, [&](uint64_t) {
        const __m128i entries = part;
        part = sizeof(T) == 4 ? _mm_add_epi32(part, advance) : _mm_add_epi64(part, advance);
        return entries;
      });
      const uint64_t streamed = lines * (kCacheLine / sizeof(T));
      base = static_cast<T>(base + static_cast<T>(streamed) * stepT);
      count -= streamed;
    }
#endif
    appendBatched<T>(base, count, stepT, step);
  }

  // `count` entries base, base + step, ... through a batch on the stack.
  template <class T>
  void appendBatched(T base, uint64_t count, T stepT, int64_t step) {
    appendInBatches<T>(line_, count, [&](T* batch, uint64_t done, uint32_t n) {
      const auto from = static_cast<T>(base + static_cast<T>(done) * stepT);
      if (step == 1) {
        for (uint32_t i = 0; i < n; ++i) batch[i] = static_cast<T>(from + i);
      } else {
        for (uint32_t i = 0; i < n; ++i) batch[i] = static_cast<T>(from + i * stepT);
      }
    });
  }

  LineStream line_;
  bool narrow_;
};

// A span's output bytes and, with a map, its entries, streamed side by side: what a writer of streamed rows
// holds for one span.
class SpanStream {
 public:
  // The span's range starts at `to`, its entries at `map`'s first (none where the map is empty).
  SpanStream(std::byte* to, const MapTarget& map) : data_(to) {
    if (map) entries_.emplace(map);
  }

  // The next `bytes` bytes are `from`'s, the next `count` entries (where there is a map) firstEntry, firstEntry + 1...
  void append(const std::byte* from, uint64_t bytes, uint64_t firstEntry, uint64_t count) {
    data_.append(from, bytes);
    if (entries_) entries_->appendRun(firstEntry, count);
  }

  // The next `count` elements of `elementBytes` bytes are `from`'s every step-th element (step -1: backwards,
  // 0: one element repeated), with entries firstEntry, firstEntry + step, ... Through a batch on the stack
  // unless the elements are consecutive.
  void appendElements(const std::byte* from, int64_t step, uint64_t count, uint32_t elementBytes, uint64_t firstEntry) {
    if (step == 1) return append(from, count * elementBytes, firstEntry, count);
    withElementWord(elementBytes, [&](auto word) {
      using T = decltype(word);
      if (step == 0) {
        T v;
        std::memcpy(&v, from, sizeof(T));
        return appendRepeated(data_, v, count);
      }
      appendInBatches<T>(data_, count, [&](T* batch, uint64_t done, uint32_t n) {
        // Backwards runs as a loop of their own, which the compiler vectorizes; other steps as they come.
        if (step == -1) {
          const std::byte* first = from - static_cast<int64_t>(done * sizeof(T));
          for (uint32_t i = 0; i < n; ++i) std::memcpy(batch + i, first - static_cast<int64_t>(i * sizeof(T)), sizeof(T));
        } else {
          for (uint32_t i = 0; i < n; ++i)
            std::memcpy(batch + i, from + static_cast<int64_t>(done + i) * step * static_cast<int64_t>(sizeof(T)), sizeof(T));
        }
      });
    });
    if (entries_) entries_->appendRun(firstEntry, count, step);
  }

  // The next `bytes` bytes only, and the next `count` entries only (where there is a map): for a writer that puts
  // a short row together before appending it, its runs' entries as they come.
  void appendData(const std::byte* from, uint64_t bytes) { data_.append(from, bytes); }
  void appendEntries(uint64_t first, uint64_t count, int64_t step) {
    if (entries_) entries_->appendRun(first, count, step);
  }

  // The next `count` elements of `elementBytes` bytes are the element `bits`, every entry `entry`.
  void appendFill(uint64_t bits, uint64_t count, uint32_t elementBytes, uint64_t entry) {
    withElementWord(elementBytes, [&](auto word) { appendRepeated(data_, static_cast<decltype(word)>(bits), count); });
    if (entries_) entries_->appendRun(entry, count, 0);
  }

  // The last part lines, and the fence before the span counts as written.
  void finish() {
    data_.finish();
    if (entries_) entries_->finish();
    endStreaming(true);
  }

 private:
  LineStream data_;
  std::optional<EntryStream> entries_;
};

}  // namespace dmlscope::detail::fastcpu
