// DML_SCALE_BIAS's arithmetic (scale_bias.h says why each step is what it is).
#include "operators/scale_bias.h"

#include <array>
#include <cstring>

#include "dmlscope/element.h"

namespace dmlscope::detail {

std::optional<ScaleBiasTerms> scaleBiasOf(const OperatorDesc& desc) {
  if (const auto* d = std::get_if<ElementWiseIdentityDesc>(&desc)) return d->ScaleBias;
  return std::nullopt;
}

bool takesScaleBias(DataType type) { return isKnown(type) && elementSize(type) <= 4; }

float scaleBiasFloat(float x, const ScaleBiasTerms& terms) {
  // Two roundings: the project compiles with -ffp-contract=off, and the shader marks them `precise`.
  return x * terms.Scale + terms.Bias;
}

float scaleBiasInput(DataType type, uint64_t bits) {
  if (!takesScaleBias(type)) return 0.0f;  // validation refuses the 64-bit types
  std::array<std::byte, 8> bytes{};
  std::memcpy(bytes.data(), &bits, bytes.size());  // little-endian: the element in the low bytes
  // Exact in double for every type up to 32 bits; the cast rounds an integer beyond 2^24 to nearest.
  return static_cast<float>(toDouble(readElement(type, bytes, 0)));
}

uint64_t scaleBiasOutput(DataType type, float result) {
  // element.h's conversion is the one scale_bias.h describes: FLOAT16 to nearest even, integers toward zero,
  // saturated, NaN as 0.
  return convertToBits(type, ElementValue{double{result}});
}

}  // namespace dmlscope::detail
