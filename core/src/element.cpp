// Element access and conversion for every data type; FLOAT16 through Imath's half.
#include "dmlscope/element.h"

#include <Imath/half.h>
#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace dmlscope {
namespace {

template <class T>
T load(std::span<const std::byte> buffer, uint64_t offset) {
  T v;
  std::memcpy(&v, buffer.data() + offset * sizeof(T), sizeof(T));
  return v;
}

template <class T>
void store(std::span<std::byte> buffer, uint64_t offset, T v) {
  std::memcpy(buffer.data() + offset * sizeof(T), &v, sizeof(T));
}

// Integer conversion as dmlscope defines it (DirectML documents only truncation): truncate toward zero,
// saturate at the type's range, NaN to 0.
template <class T>
T toInteger(const ElementValue& value) {
  constexpr auto lo = std::numeric_limits<T>::min();
  constexpr auto hi = std::numeric_limits<T>::max();
  if (auto d = std::get_if<double>(&value)) {
    if (std::isnan(*d)) return 0;
    double t = std::trunc(*d);
    // Compare in long double: 2^63 and 2^64 are exact there, so the saturation edges are exact too.
    if (static_cast<long double>(t) <= static_cast<long double>(lo)) return lo;
    if (static_cast<long double>(t) >= static_cast<long double>(hi)) return hi;
    return static_cast<T>(t);
  }
  if (auto i = std::get_if<int64_t>(&value)) {
    if constexpr (std::is_signed_v<T>) {
      if (*i < static_cast<int64_t>(lo)) return lo;
      if (*i > static_cast<int64_t>(hi)) return hi;
    } else {
      if (*i < 0) return 0;
      if (static_cast<uint64_t>(*i) > static_cast<uint64_t>(hi)) return hi;
    }
    return static_cast<T>(*i);
  }
  uint64_t u = std::get<uint64_t>(value);
  if (u > static_cast<uint64_t>(hi)) return hi;
  return static_cast<T>(u);
}

template <class T>
uint64_t bitsOf(T v) {
  using U = std::conditional_t<sizeof(T) == 1, uint8_t,
            std::conditional_t<sizeof(T) == 2, uint16_t, std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>>;
  U u;
  std::memcpy(&u, &v, sizeof(T));
  return u;
}

float toFloat(const ElementValue& value) { return static_cast<float>(toDouble(value)); }

}  // namespace

double toDouble(const ElementValue& value) {
  return std::visit([](auto v) { return static_cast<double>(v); }, value);
}

ElementValue readElement(DataType type, std::span<const std::byte> buffer, uint64_t offset) {
  switch (type) {
    case DataType::Float32: return double{load<float>(buffer, offset)};
    case DataType::Float16: return double{float(Imath::half(Imath::half::FromBits, load<uint16_t>(buffer, offset)))};
    case DataType::Float64: return load<double>(buffer, offset);
    case DataType::UInt32: return uint64_t{load<uint32_t>(buffer, offset)};
    case DataType::UInt16: return uint64_t{load<uint16_t>(buffer, offset)};
    case DataType::UInt8: return uint64_t{load<uint8_t>(buffer, offset)};
    case DataType::UInt64: return load<uint64_t>(buffer, offset);
    case DataType::Int32: return int64_t{load<int32_t>(buffer, offset)};
    case DataType::Int16: return int64_t{load<int16_t>(buffer, offset)};
    case DataType::Int8: return int64_t{load<int8_t>(buffer, offset)};
    case DataType::Int64: return load<int64_t>(buffer, offset);
    case DataType::Unknown: break;
  }
  return uint64_t{0};
}

uint64_t convertToBits(DataType type, const ElementValue& value) {
  switch (type) {
    case DataType::Float32: return bitsOf(toFloat(value));
    case DataType::Float16: return Imath::half(toFloat(value)).bits();
    case DataType::Float64: return bitsOf(toDouble(value));
    case DataType::UInt32: return toInteger<uint32_t>(value);
    case DataType::UInt16: return toInteger<uint16_t>(value);
    case DataType::UInt8: return toInteger<uint8_t>(value);
    case DataType::UInt64: return toInteger<uint64_t>(value);
    case DataType::Int32: return bitsOf(toInteger<int32_t>(value));
    case DataType::Int16: return bitsOf(toInteger<int16_t>(value));
    case DataType::Int8: return bitsOf(toInteger<int8_t>(value));
    case DataType::Int64: return bitsOf(toInteger<int64_t>(value));
    case DataType::Unknown: break;
  }
  return 0;
}

void writeElement(DataType type, std::span<std::byte> buffer, uint64_t offset, const ElementValue& value) {
  const uint32_t size = elementSize(type);
  const uint64_t bits = convertToBits(type, value);
  std::memcpy(buffer.data() + offset * size, &bits, size);  // little-endian: the low bytes
}

uint64_t paddingValueBits(DataType type, float paddingValue) { return convertToBits(type, double{paddingValue}); }

std::string formatElement(DataType type, const ElementValue& value) {
  if (auto i = std::get_if<int64_t>(&value)) return fmt::format("{}", *i);
  if (auto u = std::get_if<uint64_t>(&value)) return fmt::format("{}", *u);
  double d = std::get<double>(value);
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  switch (type) {
    case DataType::Float32: return fmt::format("{}", static_cast<float>(d));
    case DataType::Float16: {
      // The fewest significant digits that read back to the same half ("0.1" for 0.0999755859375), unless
      // the exact value is as short ("65504" rather than "65500").
      const Imath::half h(static_cast<float>(d));
      const std::string exact = fmt::format("{}", float(h));
      for (int digits = 1; digits < 9; ++digits) {
        const float candidate = std::strtof(fmt::format("{:.{}g}", float(h), digits).c_str(), nullptr);
        if (Imath::half(candidate).bits() != h.bits()) continue;
        std::string text = fmt::format("{}", candidate);
        return text.size() < exact.size() ? text : exact;
      }
      return exact;
    }
    default: return fmt::format("{}", d);
  }
}

}  // namespace dmlscope
