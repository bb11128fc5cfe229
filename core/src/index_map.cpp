// The index map's encodings, comparison and storage (see dmlscope/index_map.h).
//
// Storage. A map is written once, entry by entry, by the backend that makes it, so its storage is never
// zero-filled first (UninitializedAllocator). What remains is the kernel's own cost of a fresh mapping: glibc
// maps every allocation above 32 MiB anew and unmaps it when freed, so each run of a large map took a page
// fault per 4 KiB page (12.8 ms for 32 MiB here, against 1 ms to write its entries) or per 2 MiB with huge
// pages advised (2.7 ms). So a large block is mapped 2 MiB-aligned with huge pages advised, and when freed it
// is kept (a few, bounded in bytes) for the next map of about its size: repeated runs, the app's and the
// benchmark's, then write into pages already there.
#include "dmlscope/index_map.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>

#include "index_map_storage.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace dmlscope {
namespace detail {
namespace {

std::atomic<bool> poisonNewMaps{false};
std::atomic<uint64_t> narrowLimit{kNarrowLimit};

#if defined(__linux__)
// Blocks from this size on are mapped by us (and kept when freed); smaller ones come from the heap.
constexpr std::size_t kLargeBlockBytes = std::size_t{4} << 20;
constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// What freed blocks may hold together, and how many: enough for a run's maps, little beside the outputs.
constexpr std::size_t kKeptBytes = std::size_t{512} << 20;
constexpr std::size_t kKeptBlocks = 4;

std::size_t roundToHugePage(std::size_t bytes) { return (bytes + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes; }

// A 2 MiB-aligned mapping of `bytes` (a multiple of 2 MiB): mapped 2 MiB longer, then trimmed at both ends.
void* mapAligned(std::size_t bytes) {
  const std::size_t span = bytes + kHugePageBytes;
  void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<uintptr_t>(raw);
  const uintptr_t aligned = (start + kHugePageBytes - 1) & ~(uintptr_t{kHugePageBytes} - 1);
  if (aligned > start) munmap(raw, aligned - start);
  const uintptr_t end = start + span;
  if (end > aligned + bytes) munmap(reinterpret_cast<void*>(aligned + bytes), end - (aligned + bytes));
#if defined(MADV_HUGEPAGE)
  madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);  // failure: the usual 4 KiB pages
#endif
  return reinterpret_cast<void*>(aligned);
}

struct KeptBlock {
  void* data = nullptr;
  std::size_t bytes = 0;  // mapped bytes (a multiple of 2 MiB)
};

struct KeptBlocks {
  std::mutex mutex;
  std::vector<KeptBlock> blocks;
  std::size_t bytes = 0;
};

KeptBlocks& kept() {
  static KeptBlocks* blocks = new KeptBlocks;  // never destroyed: maps may be freed during static destruction
  return *blocks;
}

// A kept block of at least `bytes` and at most twice that (the smallest such), or null.
void* takeKept(std::size_t bytes) {
  KeptBlocks& k = kept();
  std::lock_guard lock(k.mutex);
  auto best = k.blocks.end();
  for (auto it = k.blocks.begin(); it != k.blocks.end(); ++it)
    if (it->bytes >= bytes && it->bytes / 2 <= bytes && (best == k.blocks.end() || it->bytes < best->bytes)) best = it;
  if (best == k.blocks.end()) return nullptr;
  void* data = best->data;
  k.bytes -= best->bytes;
  k.blocks.erase(best);
  return data;
}

// Keeps a freed block, giving back the oldest kept ones where the bounds call for it; false where it is too
// large to keep at all.
bool keep(void* data, std::size_t bytes) {
  if (bytes > kKeptBytes) return false;
  std::vector<KeptBlock> released;
  {
    KeptBlocks& k = kept();
    std::lock_guard lock(k.mutex);
    while (!k.blocks.empty() && (k.blocks.size() >= kKeptBlocks || k.bytes + bytes > kKeptBytes)) {
      released.push_back(k.blocks.front());
      k.bytes -= k.blocks.front().bytes;
      k.blocks.erase(k.blocks.begin());
    }
    k.blocks.push_back({data, bytes});
    k.bytes += bytes;
  }
  for (const KeptBlock& b : released) munmap(b.data, b.bytes);
  return true;
}
#endif

}  // namespace

void setMapPoisonForTests(bool poison) { poisonNewMaps.store(poison); }
void setNarrowLimitForTests(uint64_t limit) { narrowLimit.store(limit); }

void* allocateMapStorage(std::size_t bytes) {
  void* data = nullptr;
#if defined(__linux__)
  if (bytes >= kLargeBlockBytes) {
    const std::size_t mapped = roundToHugePage(bytes);
    data = takeKept(mapped);
    if (!data) data = mapAligned(mapped);
    if (!data) throw std::bad_alloc();
  }
#endif
  if (!data) data = ::operator new(std::max<std::size_t>(bytes, 1));
  if (poisonNewMaps.load(std::memory_order_relaxed)) std::memset(data, kMapPoisonByte, bytes);
  return data;
}

void releaseMapStorage(void* data, std::size_t bytes) noexcept {
  if (!data) return;
#if defined(__linux__)
  if (bytes >= kLargeBlockBytes) {
    const std::size_t mapped = roundToHugePage(bytes);
    if (!keep(data, mapped)) munmap(data, mapped);
    return;
  }
#endif
  ::operator delete(data);
}

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
