// The index map's encodings and comparison (see dmlscope/index_map.h). Its storage: dmlscope/block_storage.h.
#include "dmlscope/index_map.h"

#include <algorithm>
#include <atomic>
#include <cstring>

#include "index_map_storage.h"

namespace dmlscope {
namespace detail {
namespace {
std::atomic<uint64_t> narrowLimit{kNarrowLimit};
}  // namespace

void setNarrowLimitForTests(uint64_t limit) { narrowLimit.store(limit); }
}  // namespace detail

std::optional<std::vector<uint64_t>> narrowBases(std::span<const uint64_t> inputElementCounts) {
  const uint64_t limit = detail::narrowLimit.load();
  std::vector<uint64_t> base;
  uint64_t total = 0;
  for (uint64_t count : inputElementCounts) {
    base.push_back(total);
    if (count >= limit - total) return std::nullopt;  // total stays below limit <= 2^32 - 1
    total += count;
  }
  return base;
}

std::optional<Source> decodeNarrow(uint32_t entry, std::span<const uint64_t> base) {
  if (entry == kNarrowPadding) return std::nullopt;
  // The input whose range holds the entry: the last base not above it. Inputs of no elements share their
  // base with the next input, which upper_bound passes over.
  const auto next = std::upper_bound(base.begin(), base.end(), uint64_t{entry});
  if (next == base.begin()) return Source{0, entry};  // no numbering: never made by a backend
  const auto input = static_cast<uint32_t>(next - base.begin() - 1);
  return Source{input, entry - base[input]};
}

MapEntries::MapEntries(MapWidth width, uint64_t count) : width_(width) {
  if (width == MapWidth::Narrow) {
    narrow_.resize(count);
  } else {
    wide_.resize(count);
  }
}

MapEntries MapEntries::wide(std::initializer_list<uint64_t> entries) {
  MapEntries m(MapWidth::Wide, entries.size());
  std::copy(entries.begin(), entries.end(), m.wide_.begin());
  return m;
}

std::optional<Source> IndexMap::sourceOf(uint32_t output, uint64_t element) const {
  const MapEntries& e = entries.at(output);
  if (e.width() == MapWidth::Narrow) return decodeNarrow(static_cast<uint32_t>(e.raw(element)), narrowBase);
  return decodeSource(e.raw(element));
}

uint64_t IndexMap::wideEntry(uint32_t output, uint64_t element) const {
  const MapEntries& e = entries.at(output);
  if (e.width() == MapWidth::Wide) return e.raw(element);
  const auto source = sourceOf(output, element);
  return source ? encodeSource(*source) : kPaddingEntry;
}

bool IndexMap::sameSources(const IndexMap& other) const {
  if (entries.size() != other.entries.size()) return false;
  for (uint32_t o = 0; o < entries.size(); ++o) {
    const MapEntries& a = entries[o];
    const MapEntries& b = other.entries[o];
    if (a.size() != b.size()) return false;
    if (a.size() == 0) continue;
    // The same encoding under the same numbering: the same bits mean the same sources.
    if (a.width() == MapWidth::Wide && b.width() == MapWidth::Wide) {
      if (std::memcmp(a.wideData(), b.wideData(), a.size() * sizeof(uint64_t)) != 0) return false;
      continue;
    }
    if (a.width() == MapWidth::Narrow && b.width() == MapWidth::Narrow && narrowBase == other.narrowBase) {
      if (std::memcmp(a.narrowData(), b.narrowData(), a.size() * sizeof(uint32_t)) != 0) return false;
      continue;
    }
    for (uint64_t i = 0; i < a.size(); ++i)
      if (sourceOf(o, i) != other.sourceOf(o, i)) return false;
  }
  return true;
}

}  // namespace dmlscope
