// Storage for tensor buffers and index maps, and the allocator that hands it out unwritten.
//
// Every buffer a run makes is written once, element by element, by whoever makes it (a backend's writers, a
// file reader, a copy), so it is not zero-filled first: zeroing a 16 MiB output took as long as the copy that
// then overwrote it. Code that needs zeros says so: Buffer(n, std::byte{0}), resize(n, std::byte{0}).
// Large blocks come 2 MiB-aligned with huge pages advised, and a freed one is kept for the next block of about
// its size, since a fresh mapping costs a page fault per page (see block_storage.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>

namespace dmlscope {

namespace detail {
void* allocateStorage(std::size_t bytes);
void releaseStorage(void* data, std::size_t bytes) noexcept;
}  // namespace detail

// A std::allocator whose resize and sized construction leave new elements unwritten (default-initialised, not
// zeroed): for storage every element of which a writer fills. A value given (resize(n, value)) is written.
template <class T>
struct UninitializedAllocator {
  using value_type = T;
  UninitializedAllocator() = default;
  template <class U>
  UninitializedAllocator(const UninitializedAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) {
    if (n > SIZE_MAX / sizeof(T)) throw std::bad_array_new_length();
    return static_cast<T*>(detail::allocateStorage(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) noexcept { detail::releaseStorage(p, n * sizeof(T)); }
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <class U>
  bool operator==(const UninitializedAllocator<U>&) const noexcept {
    return true;
  }
};

}  // namespace dmlscope
