// Division by a run-time constant as a multiply-high (the "round-up" method with a 33-bit multiplier whose
// top bit is implicit): shaders divide coordinates by sizes without the hardware's slow integer division.
#include "shader_params.h"

#include <bit>

namespace dmlscope::vulkan {

FastDivisor fastDivisor(uint32_t divisor) {
  if (divisor <= 1) return {};  // the shader passes the dividend through for 1
  // s = ceil(log2 d); m' = floor(2^(32+s) / d) + 1 lies in (2^32, 2^33]; the shader adds the implicit 2^32.
  const uint32_t s = 32 - static_cast<uint32_t>(std::countl_zero(divisor - 1));
  const uint64_t numerator = (uint64_t{1} << 32) * ((uint64_t{1} << s) - divisor);
  return {static_cast<uint32_t>(numerator / divisor + 1), s};
}

uint32_t fastDivide(uint32_t n, uint32_t divisor, FastDivisor f) {
  if (divisor == 1) return n;
  const auto t = static_cast<uint32_t>((uint64_t{n} * f.multiplier) >> 32);
  return (((n - t) >> 1) + t) >> (f.shift - 1);
}

}  // namespace dmlscope::vulkan
