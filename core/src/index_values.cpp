// Reading IndicesTensor's values for the gathers' and scatters' formulas, and warning about the undefined ones.
#include "dmlscope/index_values.h"

#include <fmt/format.h>

#include <cstring>
#include <limits>

#include "dmlscope/explanation.h"
#include "dmlscope/session.h"
#include "operators/operator_rules.h"

namespace dmlscope {

IndexValues::IndexValues(const OperatorDesc& desc, std::span<const Buffer> inputs, UpdateTable table) : inputs_(inputs) {
  if (!readsIndexValues(desc)) return;  // every backend makes one per run; the other operators read nothing
  const auto slots = inputSlots(desc);
  layouts_.resize(slots.size());
  for (const auto& slot : slots) {
    auto layout = computeLayout(inputTensor(desc, slot.index));
    if (layout) layouts_[slot.index] = std::move(*layout);
  }
  const auto lastUpdates = detail::rulesOf(desc).lastUpdates;
  if (lastUpdates && table == UpdateTable::Build) lastUpdate_ = lastUpdates(desc, *this);
}

const IndexValues& IndexValues::none() {
  static const IndexValues empty;
  return empty;
}

bool IndexValues::isSigned(uint32_t input) const {
  return input < layouts_.size() && layouts_[input] && elementKind(layouts_[input]->dataType) == ElementKind::Signed;
}

int64_t IndexValues::value(uint32_t input, std::span<const uint32_t> coords) const {
  if (input >= layouts_.size() || input >= inputs_.size() || !layouts_[input]) return 0;
  const TensorLayout& layout = *layouts_[input];
  if (coords.size() != layout.rank()) return 0;
  for (uint32_t k = 0; k < coords.size(); ++k)
    if (coords[k] >= layout.sizes[k]) return 0;
  const uint64_t offset = layout.offsetOf(coords);
  const Buffer& buffer = inputs_[input];
  if ((offset + 1) * layout.elementBytes > buffer.size()) return 0;
  const std::byte* p = buffer.data() + offset * layout.elementBytes;
  switch (layout.dataType) {
    case DataType::Int32: { int32_t v; std::memcpy(&v, p, 4); return v; }
    case DataType::UInt32: { uint32_t v; std::memcpy(&v, p, 4); return v; }
    case DataType::Int64: { int64_t v; std::memcpy(&v, p, 8); return v; }
    case DataType::UInt64: {
      uint64_t v;
      std::memcpy(&v, p, 8);
      return v > uint64_t(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max() : int64_t(v);
    }
    case DataType::Int16: { int16_t v; std::memcpy(&v, p, 2); return v; }
    case DataType::UInt16: { uint16_t v; std::memcpy(&v, p, 2); return v; }
    case DataType::Int8: { int8_t v; std::memcpy(&v, p, 1); return v; }
    case DataType::UInt8: { uint8_t v; std::memcpy(&v, p, 1); return v; }
    default: return 0;  // float index types are refused by validation
  }
}

std::optional<uint64_t> IndexValues::updateFor(uint64_t outputElement) const {
  if (outputElement >= lastUpdate_.size() || lastUpdate_[outputElement] == 0) return std::nullopt;
  return lastUpdate_[outputElement] - 1;
}

bool readsIndexValues(const OperatorDesc& desc) { return detail::rulesOf(desc).sourceThrough != nullptr; }

std::optional<uint64_t> candidateUpdates(const OperatorDesc& desc) {
  const auto candidates = detail::rulesOf(desc).candidateUpdates;
  if (!candidates) return std::nullopt;
  return candidates(desc);
}

std::vector<Diagnostic> indexWarnings(const Session& session, size_t limit, uint64_t* total) {
  return indexWarnings(session.desc, IndexValues(session.desc, session.inputData), limit, total);
}

std::vector<Diagnostic> indexWarnings(const OperatorDesc& desc, const IndexValues& values, size_t limit, uint64_t* total) {
  detail::IndexWarnings warnings{limit, 0, {}};
  if (const auto checkIndices = detail::rulesOf(desc).checkIndices) checkIndices(desc, values, warnings);
  if (total) *total = warnings.total;
  return std::move(warnings.out);
}

namespace detail {

void IndexWarnings::add(const std::string& tensorField, std::span<const uint32_t> cell, std::string id,
                        std::vector<std::string> args) {
  ++total;
  if (out.size() >= limit) return;
  Diagnostic d = makeDiagnostic(fmt::format("{}{}", tensorField, coordinatesText(cell)), std::move(id), std::move(args));
  d.tensorField = tensorField;
  d.cell.assign(cell.begin(), cell.end());
  out.push_back(std::move(d));
}

void IndexWarnings::outsideAxis(const std::string& tensorField, std::span<const uint32_t> cell, int64_t value,
                                uint32_t size, bool isSigned, uint32_t axis) {
  const int64_t low = isSigned ? -int64_t{size} : 0;
  add(tensorField, cell, "index.outside-axis",
      {std::to_string(value), std::to_string(low), std::to_string(int64_t{size} - 1), std::to_string(axis)});
}

}  // namespace detail
}  // namespace dmlscope
