// The index map: for every output element, the input element it came from, or "padding constant". This is
// what the mapping view draws, and what the GPU's own index arithmetic is checked against.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace dmlscope {

// Element `element` (row-major logical index) of input tensor `input` (index into the operator's inputs).
struct Source {
  uint32_t input = 0;
  uint64_t element = 0;
  bool operator==(const Source&) const = default;
};

// Encoding of one entry, shared by the CPU and the GPU (which writes it as two 32-bit words, low first):
// kPaddingEntry for a padding constant, else (input << 48) | element.
inline constexpr uint64_t kPaddingEntry = ~uint64_t{0};
inline constexpr uint32_t kSourceElementBits = 48;
inline constexpr uint64_t kMaxSourceElements = uint64_t{1} << kSourceElementBits;
inline constexpr uint32_t kMaxSourceInputs = (1u << 16) - 1;

inline uint64_t encodeSource(const Source& s) { return (uint64_t{s.input} << kSourceElementBits) | s.element; }
inline std::optional<Source> decodeSource(uint64_t entry) {
  if (entry == kPaddingEntry) return std::nullopt;
  return Source{static_cast<uint32_t>(entry >> kSourceElementBits), entry & (kMaxSourceElements - 1)};
}

struct IndexMap {
  // entries[output][i]: the encoded source of output tensor `output`'s i-th logical element (row-major).
  std::vector<std::vector<uint64_t>> entries;
  // Gathers and scatters: via[output][i], the index cell that chose entry i's source, encoded like a source
  // (IndicesTensor's input slot and row-major element), kPaddingEntry where none did (a scatter's untouched
  // element). Empty for the operators that read no index values, and from every backend but the CPU reference
  // (the fast CPU path and the GPU record sources only): the app and explain work the cell out from the formula.
  std::vector<std::vector<uint64_t>> via;

  std::optional<Source> viaOf(uint32_t output, uint64_t element) const {
    if (output >= via.size()) return std::nullopt;
    return decodeSource(via[output].at(element));
  }

  std::optional<Source> sourceOf(uint32_t output, uint64_t element) const {
    return decodeSource(entries.at(output).at(element));
  }
  bool operator==(const IndexMap&) const = default;
};

}  // namespace dmlscope
