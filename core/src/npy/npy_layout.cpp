// Byte swapping and Fortran-to-C reordering of .npy data (see npy_layout.h).
#include "npy_layout.h"

#include <cassert>
#include <cstring>
#include <vector>

#include "npy_dtype.h"

namespace dmlscope::detail {
namespace {

template <class Word>
void swapBytes(std::byte* data, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i) {
    Word w;
    std::memcpy(&w, data + i * sizeof(Word), sizeof(Word));
    if constexpr (sizeof(Word) == 2) w = __builtin_bswap16(w);
    else if constexpr (sizeof(Word) == 4) w = __builtin_bswap32(w);
    else w = __builtin_bswap64(w);
    std::memcpy(data + i * sizeof(Word), &w, sizeof(Word));
  }
}

// Fortran order stores element (i0, …, in-1) at i0 + d0·(i1 + d1·(i2 + …)); C order at (…(i0·d1 + i1)·d2 …).
// For every combination of the middle indices this is a 2-D transpose between axis 0 (contiguous in the
// source) and the last axis (contiguous in the result), done in square blocks so that both sides stay in cache.
template <size_t Size>
void fortranToC(const std::byte* src, std::byte* dst, const std::vector<uint64_t>& shape) {
  const size_t n = shape.size();
  std::vector<uint64_t> fortranStride(n), cStride(n);
  uint64_t s = 1;
  for (size_t k = 0; k < n; ++k) fortranStride[k] = s, s *= shape[k];
  s = 1;
  for (size_t k = n; k-- > 0;) cStride[k] = s, s *= shape[k];

  const uint64_t rows = shape.front(), columns = shape.back();
  const uint64_t srcColumnStride = fortranStride[n - 1], dstRowStride = cStride[0];
  constexpr uint64_t kBlock = 64;
  std::vector<uint64_t> middle(n, 0);  // indices of axes 1 … n-2
  uint64_t srcBase = 0, dstBase = 0;
  while (true) {
    for (uint64_t r0 = 0; r0 < rows; r0 += kBlock) {
      const uint64_t r1 = r0 + kBlock < rows ? r0 + kBlock : rows;
      for (uint64_t c0 = 0; c0 < columns; c0 += kBlock) {
        const uint64_t c1 = c0 + kBlock < columns ? c0 + kBlock : columns;
        for (uint64_t r = r0; r < r1; ++r) {
          for (uint64_t c = c0; c < c1; ++c) {
            std::memcpy(dst + (dstBase + r * dstRowStride + c) * Size, src + (srcBase + r + c * srcColumnStride) * Size,
                        Size);
          }
        }
      }
    }
    // The next combination of middle indices, last middle axis fastest; done when axis 1 wraps.
    size_t k = n - 1;
    while (k-- > 1) {
      ++middle[k];
      srcBase += fortranStride[k];
      dstBase += cStride[k];
      if (middle[k] < shape[k]) break;
      srcBase -= fortranStride[k] * shape[k];
      dstBase -= cStride[k] * shape[k];
      middle[k] = 0;
    }
    if (k == 0) return;
  }
}

}  // namespace

void npyDataToCLittleEndian(const NpyHeader& header, Buffer& data) {
  const uint32_t size = elementSize(header.dataType);
  assert(data.size() == header.elementCount * size);
  if (header.elementCount == 0) return;
  if (auto dtype = parseNpyDtype(header.descr, {}); dtype && dtype->byteSwapped) {
    if (size == 2) swapBytes<uint16_t>(data.data(), header.elementCount);
    else if (size == 4) swapBytes<uint32_t>(data.data(), header.elementCount);
    else if (size == 8) swapBytes<uint64_t>(data.data(), header.elementCount);
  }

  // With at most one dimension longer than 1, both orders list the elements alike.
  size_t longDimensions = 0;
  for (uint64_t d : header.shape) longDimensions += d > 1 ? 1 : 0;
  if (!header.fortranOrder || longDimensions <= 1) return;

  Buffer reordered(data.size());
  switch (size) {
    case 1: fortranToC<1>(data.data(), reordered.data(), header.shape); break;
    case 2: fortranToC<2>(data.data(), reordered.data(), header.shape); break;
    case 4: fortranToC<4>(data.data(), reordered.data(), header.shape); break;
    default: fortranToC<8>(data.data(), reordered.data(), header.shape); break;
  }
  data.swap(reordered);
}

}  // namespace dmlscope::detail
