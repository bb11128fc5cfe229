// DML_SCALE_BIAS on the way from input to output: elementValue() for the shaders that run
// DML_ELEMENT_WISE_IDENTITY (split.comp, transpose.comp), which define CONVERTS_ELEMENTS, include strided.glsl,
// then this file.
//
// VARIANT: the tensors' DML_TENSOR_DATA_TYPE when the descriptor has a ScaleBias, kDataTypeUnknown (0) for a
// plain copy (the driver folds the whole conversion away then). opStep: [0] Scale's and [1] Bias's FLOAT32 bits.
//
// The arithmetic is core/src/operators/scale_bias.h's, bit for bit, and every step that GLSL leaves to the
// implementation is done by hand on the bits:
//  - reading: a FLOAT16 is widened by hand (unpackHalf2x16 may quiet a NaN), an integer beyond 2^24 is rounded
//    to nearest even by hand (Vulkan does not promise how OpConvertSToF rounds);
//  - x * Scale and + Bias are `precise`, two roundings, never a fused multiply-add; a NaN result gets the bits
//    the host's SSE gives (the reference runs there): the first NaN operand, quieted, or the default NaN
//    0xffc00000 for inf * 0 and inf - inf (a GPU may return its own canonical NaN instead);
//  - writing: FLOAT16 is rounded to nearest even by hand (packHalf2x16's rounding is implementation-defined;
//    lavapipe's rounds to nearest even but writes every NaN as 0x7e00), inf beyond its range, a NaN's payload
//    kept as Imath keeps it; an integer is truncated, saturated in float
//    against bounds exactly representable there (int() of an out-of-range float is undefined), NaN as 0.

bool convertsElements() { return VARIANT != kDataTypeUnknown; }

// FLOAT16 bits as FLOAT32 bits, exactly (a subnormal half is a normal float).
uint widenHalf(uint h) {
  const uint sign = (h & 0x8000u) << 16;
  const uint e = (h >> 10) & 0x1fu;
  const uint m = h & 0x3ffu;
  if (e == 31u) return sign | 0x7f800000u | (m << 13);  // inf, NaN with its payload
  if (e == 0u) return sign | floatBitsToUint(ldexp(float(m), -24));
  return sign | ((e + 112u) << 23) | (m << 13);
}

// A 32-bit magnitude as the nearest FLOAT32 (ties to even).
float roundedFloat(uint u) {
  if (u < 0x1000000u) return float(u);  // below 2^24: exact
  const int shift = findMSB(u) - 23;  // 1 to 8 bits fall off
  uint kept = u >> uint(shift);
  const uint rest = u & ((1u << uint(shift)) - 1u);
  const uint tie = 1u << uint(shift - 1);
  if (rest > tie || (rest == tie && (kept & 1u) != 0u)) kept += 1u;  // 2^24 at most: still exact
  return ldexp(float(kept), shift);
}

// The element's value as FLOAT32 (`bits` in the low bits).
float scaleBiasInput(uint bits) {
  switch (VARIANT) {
    case kDataTypeFloat32: return uintBitsToFloat(bits);
    case kDataTypeFloat16: return uintBitsToFloat(widenHalf(bits));
    case kDataTypeUInt32:
    case kDataTypeUInt16:
    case kDataTypeUInt8: return roundedFloat(bits);
    case kDataTypeInt32: {
      const bool negative = (bits & 0x80000000u) != 0u;
      const float magnitude = roundedFloat(negative ? 0u - bits : bits);  // INT32_MIN: 2^31, exact
      return negative ? -magnitude : magnitude;
    }
    case kDataTypeInt16: return float(bitfieldExtract(int(bits), 0, 16));
    case kDataTypeInt8: return float(bitfieldExtract(int(bits), 0, 8));
  }
  return 0.0;
}

// The NaN an SSE operation returns: the first NaN operand, quieted, else the default NaN.
uint sseNan(float a, float b) {
  if (isnan(a)) return floatBitsToUint(a) | 0x400000u;
  if (isnan(b)) return floatBitsToUint(b) | 0x400000u;
  return 0xffc00000u;
}

// x * Scale + Bias as the FLOAT32 bits of the result.
uint scaleBiasFloat(float x) {
  const float scale = uintBitsToFloat(DIM(P.opStep, 0u));
  const float bias = uintBitsToFloat(DIM(P.opStep, 1u));
  precise float product = x * scale;
  if (isnan(product)) product = uintBitsToFloat(sseNan(x, scale));
  precise float sum = product + bias;
  return isnan(sum) ? sseNan(product, bias) : floatBitsToUint(sum);
}

// FLOAT32 bits to FLOAT16 bits, to nearest even (as Imath's imath_float_to_half).
uint narrowToHalf(uint f) {
  const uint sign = (f >> 16) & 0x8000u;
  const uint magnitude = f & 0x7fffffffu;
  if (magnitude >= 0x7f800000u) {
    if (magnitude == 0x7f800000u) return sign | 0x7c00u;
    const uint payload = (magnitude & 0x7fffffu) >> 13;
    return sign | 0x7c00u | payload | (payload == 0u ? 1u : 0u);  // still a NaN
  }
  if (magnitude > 0x477fefffu) return sign | 0x7c00u;  // rounds beyond 65504: inf
  if (magnitude >= 0x38800000u) {  // a normal half: rebias, drop 13 bits to nearest even (may carry into inf)
    const uint m = magnitude - 0x38000000u;
    return sign | ((m + 0xfffu + ((m >> 13) & 1u)) >> 13);
  }
  if (magnitude <= 0x33000000u) return sign;  // 2^-25 and below: 0 (2^-25 itself is a tie, to even)
  // A subnormal half: the significand shifted right by 126 - exponent (14 to 24 bits fall off).
  const uint shift = 126u - (magnitude >> 23);
  const uint significand = 0x800000u | (magnitude & 0x7fffffu);
  uint h = significand >> shift;
  const uint rest = significand << (32u - shift);
  if (rest > 0x80000000u || (rest == 0x80000000u && (h & 1u) != 0u)) h += 1u;
  return sign | h;
}

// A FLOAT32 result, truncated toward zero and saturated to [lo, hi] (both exactly representable), NaN as 0.
float saturated(float y, float lo, float hi) {
  if (isnan(y)) return 0.0;
  return clamp(trunc(y), lo, hi);
}

// The result's FLOAT32 bits written back as an element of the tensor's type.
uint scaleBiasOutput(uint y) {
  const float v = uintBitsToFloat(y);
  switch (VARIANT) {
    case kDataTypeFloat32: return y;
    case kDataTypeFloat16: return narrowToHalf(y);
    case kDataTypeUInt8: return uint(saturated(v, 0.0, 255.0));
    case kDataTypeUInt16: return uint(saturated(v, 0.0, 65535.0));
    case kDataTypeInt8: return uint(int(saturated(v, -128.0, 127.0))) & 0xffu;
    case kDataTypeInt16: return uint(int(saturated(v, -32768.0, 32767.0))) & 0xffffu;
    case kDataTypeUInt32:
      // 4294967295 is no FLOAT32: anything from 2^32 up is the maximum, the rest converts exactly.
      if (!isnan(v) && trunc(v) >= 4294967296.0) return 0xffffffffu;
      return uint(saturated(v, 0.0, 4294967040.0));
    case kDataTypeInt32:
      // 2147483647 is no FLOAT32 either: from 2^31 up is the maximum; -2^31 is exact.
      if (!isnan(v) && trunc(v) >= 2147483648.0) return 0x7fffffffu;
      return uint(int(saturated(v, -2147483648.0, 2147483520.0)));
  }
  return 0u;
}

uvec2 elementValue(uvec2 bits) {
  if (!convertsElements()) return bits;
  return uvec2(scaleBiasOutput(scaleBiasFloat(scaleBiasInput(bits.x))), 0u);
}
