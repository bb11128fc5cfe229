// Where the fast CPU's row writers put index-map entries: an output's narrow (32-bit) or wide (64-bit)
// entries (dmlscope/index_map.h), made unwritten, so every writer writes each entry it owns.
//
// In both encodings the entries of one input's consecutive elements are consecutive numbers (narrow:
// base[input] + element, wide: (input << 48) | element), so a writer encodes a run's first source once and
// steps it like the element index; and input 0's entries are its element indices in both.
#pragma once

#include <cstdint>
#include <cstring>

#include "dmlscope/index_map.h"

namespace dmlscope::detail::fastcpu {

struct MapTarget {
  uint32_t* narrow = nullptr;      // set for a narrow map
  uint64_t* wide = nullptr;        // set for a wide map
  const uint64_t* base = nullptr;  // narrow: where each input's numbers start (IndexMap::narrowBase)

  explicit operator bool() const { return narrow || wide; }
  uint32_t entryBytes() const { return narrow ? 4 : 8; }
  // The entries from entry i on.
  MapTarget operator+(uint64_t i) const {
    MapTarget t = *this;
    if (t.narrow) t.narrow += i;
    if (t.wide) t.wide += i;
    return t;
  }
  // The entry of element `element` of input `input`, and of the padding constant.
  uint64_t encode(uint32_t input, uint64_t element) const {
    return narrow ? base[input] + element : encodeSource({input, element});
  }
  uint64_t padding() const { return narrow ? kNarrowPadding : kPaddingEntry; }

  // Calls f with the entries' own pointer (uint32_t* or uint64_t*): for loops that write entry by entry, so
  // that each is compiled for one width. Nothing without a map.
  template <class F>
  void visit(F&& f) const {
    if (narrow) {
      f(narrow);
    } else if (wide) {
      f(wide);
    }
  }
  // Entry i = `entry` (an encode() result, which fits the width).
  void put(uint64_t i, uint64_t entry) const {
    if (narrow) {
      narrow[i] = static_cast<uint32_t>(entry);
    } else {
      wide[i] = entry;
    }
  }
  // Entries [0, count) = first + i * step (entries of one input, or padding with step 0).
  void fill(uint64_t first, int64_t step, uint64_t count) const {
    visit([&](auto* map) { fillEntries(map, first, step, count); });
  }
  // Entries [0, count) = `from`'s first `count` (same map, no overlap).
  void copyFrom(const MapTarget& from, uint64_t count) const {
    if (narrow) std::memcpy(narrow, from.narrow, count * sizeof(uint32_t));
    if (wide) std::memcpy(wide, from.wide, count * sizeof(uint64_t));
  }

 private:
  template <class T>
  static void fillEntries(T* map, uint64_t first, int64_t step, uint64_t count) {
    if (step == 1) {
      for (uint64_t i = 0; i < count; ++i) map[i] = static_cast<T>(first + i);
    } else if (step == -1) {
      for (uint64_t i = 0; i < count; ++i) map[i] = static_cast<T>(first - i);
    } else {
      for (uint64_t i = 0; i < count; ++i) map[i] = static_cast<T>(first + static_cast<uint64_t>(static_cast<int64_t>(i) * step));
    }
  }
};

}  // namespace dmlscope::detail::fastcpu
