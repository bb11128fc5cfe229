// The index map: for every output element, the input element it came from, or "padding constant". This is
// what the mapping view draws, and what the GPU's own index arithmetic is checked against.
//
// Entries are stored in one of two encodings. Wide: 64 bits, (input << 48) | element. Narrow: 32 bits, the
// GPU's narrow map, the source's position in the inputs numbered one after another (input k's element i is
// narrowBase[k] + i), possible while the inputs hold fewer than 2^32 - 1 elements together; half the bytes
// to write, which is what a map costs. Readers go through sourceOf and never see which encoding a map has.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "dmlscope/block_storage.h"

namespace dmlscope {

// Element `element` (row-major logical index) of input tensor `input` (index into the operator's inputs).
struct Source {
  uint32_t input = 0;
  uint64_t element = 0;
  bool operator==(const Source&) const = default;
};

// The wide encoding of one entry (the GPU's Standard and Wide maps, two 32-bit words, low first):
// kPaddingEntry for a padding constant, else (input << 48) | element.
inline constexpr uint64_t kPaddingEntry = ~uint64_t{0};
inline constexpr uint32_t kSourceElementBits = 48;
inline constexpr uint64_t kMaxSourceElements = uint64_t{1} << kSourceElementBits;
inline constexpr uint32_t kMaxSourceInputs = (1u << 16) - 1;

inline uint64_t encodeSource(const Source& s) { return (uint64_t{s.input} << kSourceElementBits) | s.element; }
inline std::optional<Source> decodeSource(uint64_t entry) {
  if (entry == kPaddingEntry) return std::nullopt;
  return Source{static_cast<uint32_t>(entry >> kSourceElementBits), entry & (kMaxSourceElements - 1)};
}

// The narrow encoding: kNarrowPadding for a padding constant, else base[input] + element.
inline constexpr uint32_t kNarrowPadding = ~uint32_t{0};
// The inputs' numbering for narrow entries (input k starts at base[k]), or nothing where the inputs hold too
// many elements together for every number to stay below kNarrowPadding.
std::optional<std::vector<uint64_t>> narrowBases(std::span<const uint64_t> inputElementCounts);
// The source of a narrow entry under `base` (ascending from 0).
std::optional<Source> decodeNarrow(uint32_t entry, std::span<const uint64_t> base);

enum class MapWidth : uint8_t { Wide, Narrow };

// One output's entries, in either encoding; made with every entry unwritten, for a backend to fill.
class MapEntries {
 public:
  MapEntries() = default;
  MapEntries(MapWidth width, uint64_t count);
  // Wide entries as given (tests, hand-made maps).
  static MapEntries wide(std::initializer_list<uint64_t> entries);

  MapWidth width() const { return width_; }
  uint64_t size() const { return width_ == MapWidth::Narrow ? narrow_.size() : wide_.size(); }
  // The stored entries: narrowData() of a narrow map, wideData() of a wide one (null for the other).
  uint32_t* narrowData() { return width_ == MapWidth::Narrow ? narrow_.data() : nullptr; }
  const uint32_t* narrowData() const { return width_ == MapWidth::Narrow ? narrow_.data() : nullptr; }
  uint64_t* wideData() { return width_ == MapWidth::Wide ? wide_.data() : nullptr; }
  const uint64_t* wideData() const { return width_ == MapWidth::Wide ? wide_.data() : nullptr; }
  // Entry i as stored (a narrow entry zero-extended), for code that compares or copies entries unread.
  uint64_t raw(uint64_t i) const { return width_ == MapWidth::Narrow ? narrow_.at(i) : wide_.at(i); }

 private:
  MapWidth width_ = MapWidth::Wide;
  std::vector<uint32_t, UninitializedAllocator<uint32_t>> narrow_;
  std::vector<uint64_t, UninitializedAllocator<uint64_t>> wide_;
};

struct IndexMap {
  // entries[output]: the sources of output tensor `output`'s logical elements (row-major).
  std::vector<MapEntries> entries;
  // The narrow entries' numbering of the inputs (narrowBases); empty when no entries are narrow.
  std::vector<uint64_t> narrowBase;
  // Gathers and scatters: via[output][i], the index cell that chose entry i's source, encoded like a source
  // (IndicesTensor's input slot and row-major element), kPaddingEntry where none did (a scatter's untouched
  // element). Empty for the operators that read no index values, and from every backend but the CPU reference
  // (the fast CPU path and the GPU record sources only): the app and explain work the cell out from the formula.
  std::vector<std::vector<uint64_t>> via;

  uint32_t outputCount() const { return static_cast<uint32_t>(entries.size()); }
  // Entries of output `output`; 0 past the last output.
  uint64_t size(uint32_t output) const { return output < entries.size() ? entries[output].size() : 0; }
  // The source of output `output`'s element `element`, nothing for the padding constant. Both must be in range
  // (std::out_of_range otherwise).
  std::optional<Source> sourceOf(uint32_t output, uint64_t element) const;
  bool isPadding(uint32_t output, uint64_t element) const { return !sourceOf(output, element); }
  // The entry in the wide encoding, whichever the map stores: kPaddingEntry or encodeSource(source).
  uint64_t wideEntry(uint32_t output, uint64_t element) const;

  std::optional<Source> viaOf(uint32_t output, uint64_t element) const {
    if (output >= via.size()) return std::nullopt;
    return decodeSource(via[output].at(element));
  }

  // True when every entry means the same source (a narrow and a wide map of the same sources agree); `via`,
  // which only the reference records, aside.
  bool sameSources(const IndexMap& other) const;
  // The same sources and the same `via`.
  bool operator==(const IndexMap& other) const { return via == other.via && sameSources(other); }
};

}  // namespace dmlscope
