// The buffer behind a tensor's strides (see buffer_layout.h): slots, and the inverse of the stride sum.
#include "dmlscope/buffer_layout.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace dmlscope {
namespace {

// The inverse of a modulo m (gcd(a, m) == 1, m <= 2^32, so every product fits in 64 bits).
uint64_t inverseModulo(uint64_t a, uint64_t m) {
  int64_t t = 0;
  int64_t newT = 1;
  auto r = static_cast<int64_t>(m);
  auto newR = static_cast<int64_t>(a % m);
  while (newR != 0) {
    const int64_t q = r / newR;
    t = std::exchange(newT, t - q * newT);
    r = std::exchange(newR, r - q * newR);
  }
  return static_cast<uint64_t>(t < 0 ? t + static_cast<int64_t>(m) : t);
}

}  // namespace

Result<BufferLayout> BufferLayout::of(const TensorDesc& desc) {
  auto layout = computeLayout(desc);
  if (!layout) return layout.error();
  return BufferLayout(std::move(*layout));
}

BufferLayout::BufferLayout(TensorLayout layout) : layout_(std::move(layout)) {
  const uint32_t rank = layout_.rank();
  slotCount_ = layout_.elementBytes == 0 ? 0 : layout_.bufferBytes / layout_.elementBytes;
  weight_.assign(rank + 1, 0);
  reachFrom_.assign(rank + 1, 0);
  gcdFrom_.assign(rank + 1, 0);
  // computeLayout checked that the element count and the reach fit in 64 bits, and every suffix is smaller.
  uint64_t weight = 1;
  for (uint32_t k = rank; k-- > 0;) {
    weight_[k] = weight;
    weight *= layout_.sizes[k];
    reachFrom_[k] = reachFrom_[k + 1] + (uint64_t{layout_.sizes[k]} - 1) * layout_.strides[k];
    // A dimension of size 1 never moves, whatever its stride says.
    gcdFrom_[k] = layout_.sizes[k] == 1 ? gcdFrom_[k + 1] : std::gcd(gcdFrom_[k + 1], uint64_t{layout_.strides[k]});
  }
}

std::optional<uint64_t> BufferLayout::slotOf(uint64_t element) const {
  if (element >= layout_.elementCount) return std::nullopt;
  return layout_.offsetOfLinear(element);
}

SlotReaders BufferLayout::readersOf(uint64_t slot, uint64_t limit) const {
  SlotReaders readers;
  if (layout_.rank() == 0 || slot > reachFrom_[0]) return readers;
  readers.total = visit(0, slot, 0, limit, readers.elements);
  return readers;
}

// Coordinates c[dim..] with sum c[k] * stride[k] == remaining, in ascending order of c[dim], then c[dim+1], ...
// (ascending row-major order). Appends the linear indices (up to `limit` in all) and returns how many there are.
uint64_t BufferLayout::visit(uint32_t dim, uint64_t remaining, uint64_t linear, uint64_t limit, std::vector<uint64_t>& out) const {
  if (dim == layout_.rank()) {
    if (remaining != 0) return 0;
    if (out.size() < limit) out.push_back(linear);
    return 1;
  }
  const uint64_t size = layout_.sizes[dim];
  const uint64_t stride = layout_.sizes[dim] == 1 ? 0 : layout_.strides[dim];
  if (stride == 0) {
    // Every coordinate of a broadcast dimension reads what coordinate 0 reads: the rest's answer, `size` times.
    const uint64_t first = visit(dim + 1, remaining, linear, limit, out);
    if (first == 0) return 0;
    uint64_t total = first;
    for (uint64_t c = 1; c < size; ++c) {
      if (out.size() >= limit) return first * size;  // <= elementCount
      total += visit(dim + 1, remaining, linear + c * weight_[dim], limit, out);
    }
    return total;
  }
  // c * stride may leave no more than the later dimensions reach, and no less than 0.
  const uint64_t rest = reachFrom_[dim + 1];
  const uint64_t lo = remaining > rest ? (remaining - rest + stride - 1) / stride : 0;
  const uint64_t hi = std::min(size - 1, remaining / stride);
  if (lo > hi) return 0;
  // What is left must be a multiple of the later strides' gcd: c * stride == remaining (mod g), an arithmetic
  // progression of c with period g / gcd(stride, g).
  const uint64_t g = gcdFrom_[dim + 1];
  uint64_t first = lo;
  uint64_t step = 1;
  if (g == 0) {
    if (remaining % stride != 0) return 0;
    first = remaining / stride;
    if (first < lo || first > hi) return 0;
    step = hi - lo + 1;  // one candidate
  } else {
    const uint64_t d = std::gcd(stride, g);
    if (remaining % d != 0) return 0;
    step = g / d;
    const uint64_t residue = step == 1 ? 0 : (remaining / d) % step * inverseModulo(stride / d, step) % step;
    first = lo + (residue + step - lo % step) % step;
  }
  uint64_t total = 0;
  for (uint64_t c = first; c <= hi; c += step) {
    total += visit(dim + 1, remaining - c * stride, linear + c * weight_[dim], limit, out);
  }
  return total;
}

}  // namespace dmlscope
