// DML_SCALE_BIAS on one element: g(x) = x × Scale + Bias, the arithmetic every backend (the reference, the fast
// CPU rows, the GPU's shaders/scale_bias.glsl) and the explanation share.
//
// DirectML's pages give the formula and no precision. dmlscope's reading, written once here:
//  - the element is read as FLOAT32 (a FLOAT16 widened exactly, an integer rounded to the nearest FLOAT32),
//  - x × Scale is rounded to FLOAT32, then + Bias is rounded to FLOAT32 (two roundings, never a fused
//    multiply-add, so that every backend gives the same bits),
//  - the result is written back in the tensor's type as element.h's convertToBits converts: FLOAT32 as is,
//    FLOAT16 rounded to nearest even (inf beyond its range), an integer type rounded toward zero and clamped to
//    the type's range, NaN as 0 (DirectML's own rule for casts, "10.6 becomes 10"; Direct3D's float-to-integer
//    conversion, which DirectML's shaders run on, saturates and maps NaN to 0 as well).
//  - NaNs are x86's (the host every CPU backend runs on, and what the shader mirrors): a NaN element keeps its
//    payload, quieted, whatever Scale and Bias are; a NaN Scale or Bias with a number gives that NaN; inf × 0
//    gives the default NaN 0xFFC00000. An ARM host's CPU backends would give 0x7FC00000 for the last.
//  - 64-bit types (FLOAT64, INT64, UINT64) take no ScaleBias: DirectML does not support it for them
//    (microsoft/DirectML pull request 275: "DirectML doesn't support ScaleBias for 64 bit types"), and
//    validation says so on the field.
#pragma once

#include <cstdint>
#include <optional>

#include "dmlscope/data_type.h"
#include "dmlscope/operators.h"

namespace dmlscope::detail {

// The descriptor's ScaleBias, if it has one and sets it; nothing for every other operator.
std::optional<ScaleBiasTerms> scaleBiasOf(const OperatorDesc& desc);

// Whether a tensor of `type` may take a ScaleBias (every type but the 64-bit ones).
bool takesScaleBias(DataType type);

// x × Scale + Bias in FLOAT32, for one element already read as FLOAT32.
float scaleBiasFloat(float x, const ScaleBiasTerms& terms);

// The element's value as FLOAT32 (`bits`: the element's bytes, little-endian, in the low bits).
float scaleBiasInput(DataType type, uint64_t bits);
// A FLOAT32 result written back as an element of `type` (its bits in the low bits), as above.
uint64_t scaleBiasOutput(DataType type, float result);

// All three: the bits of the output element that input element `bits` of `type` gives.
inline uint64_t applyScaleBias(DataType type, uint64_t bits, const ScaleBiasTerms& terms) {
  return scaleBiasOutput(type, scaleBiasFloat(scaleBiasInput(type, bits), terms));
}

}  // namespace dmlscope::detail
