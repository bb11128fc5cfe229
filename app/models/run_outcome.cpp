// Run outcomes: the reverse index and the cross-check comparison (see run_outcome.h).
#include "models/run_outcome.h"

#include <algorithm>
#include <cstring>

namespace dmlscope::gui {

ReverseIndex::ReverseIndex(const IndexMap& map, const std::vector<uint64_t>& inputElementCounts) {
  const size_t inputs = inputElementCounts.size();
  starts_.resize(inputs);
  targets_.resize(inputs);
  for (size_t i = 0; i < inputs; ++i) starts_[i].assign(inputElementCounts[i] + 1, 0);
  // Counting sort: count the readers of each input element, then place them.
  for (uint32_t o = 0; o < map.outputCount(); ++o) {
    for (uint64_t e = 0; e < map.size(o); ++e) {
      auto source = map.sourceOf(o, e);
      if (!source || source->input >= inputs || source->element >= inputElementCounts[source->input]) continue;
      ++starts_[source->input][source->element + 1];
    }
  }
  for (size_t i = 0; i < inputs; ++i) {
    for (size_t e = 1; e < starts_[i].size(); ++e) starts_[i][e] += starts_[i][e - 1];
    targets_[i].resize(starts_[i].back());
  }
  std::vector<std::vector<uint64_t>> next(inputs);
  for (size_t i = 0; i < inputs; ++i) next[i].assign(starts_[i].begin(), starts_[i].end() - 1);
  for (uint32_t o = 0; o < map.outputCount(); ++o) {
    for (uint64_t e = 0; e < map.size(o); ++e) {
      auto source = map.sourceOf(o, e);
      if (!source || source->input >= inputs || source->element >= inputElementCounts[source->input]) continue;
      targets_[source->input][next[source->input][source->element]++] = OutputElement{o, e};
    }
  }
}

std::span<const OutputElement> ReverseIndex::outputsFedBy(uint32_t input, uint64_t element) const {
  if (input >= starts_.size() || element + 1 >= starts_[input].size()) return {};
  const uint64_t begin = starts_[input][element];
  const uint64_t end = starts_[input][element + 1];
  return std::span<const OutputElement>(targets_[input]).subspan(begin, end - begin);
}

bool RunOutcome::differs(uint32_t output, uint64_t element) const {
  if (output >= differences.size()) return false;
  return std::binary_search(differences[output].begin(), differences[output].end(), element);
}

std::vector<std::vector<uint64_t>> compareRuns(const Session& session, const RunResult& a, const RunResult& b) {
  const auto outputs = outputSlots(session.desc);
  std::vector<std::vector<uint64_t>> diffs(outputs.size());
  for (uint32_t o = 0; o < outputs.size(); ++o) {
    auto layout = computeLayout(outputTensor(session.desc, o));
    if (!layout) continue;
    const uint64_t bytes = layout->elementBytes;
    const Buffer* bufA = o < a.outputs.size() ? &a.outputs[o] : nullptr;
    const Buffer* bufB = o < b.outputs.size() ? &b.outputs[o] : nullptr;
    const bool mapA = o < a.indexMap.outputCount(), mapB = o < b.indexMap.outputCount();
    for (uint64_t i = 0; i < layout->elementCount; ++i) {
      const uint64_t at = layout->offsetOfLinear(i) * bytes;
      const bool inA = bufA && at + bytes <= bufA->size();
      const bool inB = bufB && at + bytes <= bufB->size();
      bool differ = inA != inB || (inA && std::memcmp(bufA->data() + at, bufB->data() + at, bytes) != 0);
      if (!differ && mapA && mapB)
        differ = i >= a.indexMap.size(o) || i >= b.indexMap.size(o) || a.indexMap.sourceOf(o, i) != b.indexMap.sourceOf(o, i);
      if (differ) diffs[o].push_back(i);
    }
  }
  return diffs;
}

}  // namespace dmlscope::gui
