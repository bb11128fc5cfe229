// Storage for buffers and index maps (see dmlscope/block_storage.h).
//
// glibc maps every allocation above its threshold (at most 32 MiB) anew and unmaps it when freed, so each run
// that makes a large output or map took a page fault per 4 KiB page (12.8 ms for 32 MiB here, against 1 ms to
// write it) or per 2 MiB with huge pages advised (2.7 ms). So a large block is mapped 2 MiB-aligned with huge
// pages advised, and when freed it is kept (a few, bounded in bytes) for the next block of about its size:
// repeated runs, the app's and the benchmark's, then write into pages already there. A kept block holds what
// its last owner wrote; nothing here promises zeros (dmlscope/block_storage.h).
#include "dmlscope/block_storage.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

#include "block_storage_hooks.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace dmlscope {
namespace detail {
namespace {

// The test suite sets DMLSCOPE_POISON_STORAGE for every test (tests/CMakeLists.txt), so that code relying on
// zeros it did not ask for reads the poison there instead of the zeros a fresh page happens to hold.
std::atomic<bool> poisonNewBlocks{std::getenv("DMLSCOPE_POISON_STORAGE") != nullptr};

#if defined(__linux__)
// Blocks from this size on are mapped by us (and kept when freed); smaller ones come from the heap. 1 MiB:
// glibc trims its heap after a run frees a few MiB of outputs, so blocks of 1-4 MiB from the heap were fresh
// pages every run (split 3000x1000 into 100, 300 and 600 columns took 6x its data-only time with the map).
constexpr std::size_t kLargeBlockBytes = std::size_t{1} << 20;
constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// What freed blocks may hold together, and how many: enough for a run's outputs and maps, little beside the
// tensors the user holds. A split of 32 MiB into 16 or 32 outputs of 1-2 MiB took 3.5 and 4.5 ms a run when
// only 8 blocks were kept (most of its outputs fresh pages every run), 1.2 ms with 64 (dmlscope run --repeat 30).
constexpr std::size_t kKeptBytes = std::size_t{512} << 20;
constexpr std::size_t kKeptBlocks = 64;

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

void setStoragePoisonForTests(bool poison) { poisonNewBlocks.store(poison); }

void* allocateStorage(std::size_t bytes) {
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
  if (poisonNewBlocks.load(std::memory_order_relaxed)) std::memset(data, kStoragePoisonByte, bytes);
  return data;
}

void releaseStorage(void* data, std::size_t bytes) noexcept {
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
}  // namespace dmlscope
