// Writing a row of cells whose values are worked out one by one (a gather's picks, their index-map entries)
// either plainly or, for outputs too large to stay in the caches, with non-temporal stores.
//
// Why: a plain store to a line not in the cache first reads the line from memory (read for ownership), so an
// output written once costs its bytes twice in reads and writes; memcpy of large buffers avoids that with
// streaming stores, and a writer that does not moves a third more bytes than it at best. Cells are gathered
// into one 64-byte line on the stack and the line is streamed whole; the row's unaligned head and tail are
// stored plainly. Only x86-64 (SSE2, always there) streams; elsewhere every store is plain.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace dmlscope::detail::fastcpu {

// Outputs (or maps) at least this large are streamed: far beyond a core's L2, so written lines leave the
// caches before anything reads them again anyway.
inline constexpr uint64_t kStreamingBytes = uint64_t{4} << 20;

inline constexpr uint64_t kCacheLine = 64;

// Whether this build can stream at all.
inline constexpr bool kCanStream =
#if defined(__SSE2__)
    true;
#else
    false;
#endif

// Cells [0, count) of `cellBytes` bytes (1, 2, 4 or 8) at `to`: fill(i0, i1, where) writes cells [i0, i1) at
// where + (i - i0) * cellBytes, called on whole lines' worth of cells (fewer at the ends), in order.
template <class Fill>
void writeCells(std::byte* to, uint64_t count, uint32_t cellBytes, bool stream, Fill&& fill) {
  const uint64_t lineCells = kCacheLine / cellBytes;
  const auto address = reinterpret_cast<uintptr_t>(to);
  if (!kCanStream || !stream || address % cellBytes != 0) {
    for (uint64_t i = 0; i < count; i += lineCells) fill(i, std::min(count, i + lineCells), to + i * cellBytes);
    return;
  }
#if defined(__SSE2__)
  const uint64_t head = std::min(count, (kCacheLine - address % kCacheLine) % kCacheLine / cellBytes);
  if (head > 0) fill(0, head, to);
  uint64_t i = head;
  alignas(64) std::byte line[kCacheLine];
  for (; i + lineCells <= count; i += lineCells) {
    fill(i, i + lineCells, line);
    auto* target = reinterpret_cast<__m128i*>(to + i * cellBytes);  // 64-byte aligned here
    const auto* source = reinterpret_cast<const __m128i*>(line);
    for (int k = 0; k < 4; ++k) _mm_stream_si128(target + k, _mm_load_si128(source + k));
  }
  if (i < count) fill(i, count, to + i * cellBytes);
#endif
}

// After a writer's streamed stores, before its span counts as written: streaming stores are weakly ordered,
// and the thread that joins this one must see them.
inline void endStreaming(bool streamed) {
#if defined(__SSE2__)
  if (streamed) _mm_sfence();
#else
  (void)streamed;
#endif
}

}  // namespace dmlscope::detail::fastcpu
