// `dmlscope run`'s summary (see run_summary.h).
#include "cli/run_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "cli/cli_text.h"
#include "dmlscope/element.h"

namespace dmlscope::cli {
namespace {

// Values shown per dimension: all of a short one, the first and last `edge` of a long one in a summarised tensor.
std::vector<uint32_t> shownIndices(uint32_t size, bool summarised, uint32_t edge) {
  std::vector<uint32_t> shown;
  if (!summarised || size <= 2 * edge) {
    for (uint32_t i = 0; i < size; ++i) shown.push_back(i);
    return shown;
  }
  for (uint32_t i = 0; i < edge; ++i) shown.push_back(i);
  for (uint32_t i = size - edge; i < size; ++i) shown.push_back(i);
  return shown;
}

uint64_t shownCount(const TensorLayout& layout, bool summarised, uint32_t edge) {
  uint64_t count = 1;
  for (uint32_t size : layout.sizes) count *= shownIndices(size, summarised, edge).size();  // ≤ 6^8
  return count;
}

class ValuePrinter {
 public:
  ValuePrinter(const TensorLayout& layout, std::span<const std::byte> buffer, bool summarised, uint32_t edge)
      : layout_(layout), buffer_(buffer), summarised_(summarised), edge_(edge), coords_(layout.rank()) {}

  std::string print() {
    collect(0);
    for (const auto& text : texts_) width_ = std::max(width_, text.size());
    next_ = 0;
    std::string out;
    emit(0, out);
    return out;
  }

 private:
  // First pass: the shown values' texts in printing order, for their common width.
  void collect(uint32_t axis) {
    for (uint32_t i : shownIndices(layout_.sizes[axis], summarised_, edge_)) {
      coords_[axis] = i;
      if (axis + 1 < layout_.rank()) {
        collect(axis + 1);
      } else {
        const uint64_t offset = layout_.offsetOf(coords_);
        texts_.push_back(formatElement(layout_.dataType, readElement(layout_.dataType, buffer_, offset)));
      }
    }
  }

  void emit(uint32_t axis, std::string& out) {
    const uint32_t size = layout_.sizes[axis];
    const auto shown = shownIndices(size, summarised_, edge_);
    const bool elided = shown.size() < size;
    const bool last = axis + 1 == layout_.rank();
    // Between rows: a line break, one blank line per dimension below the next-to-last, and the indentation.
    const std::string rowBreak = ",\n" + std::string(last ? 0 : layout_.rank() - axis - 2, '\n') + std::string(axis + 1, ' ');
    out += '[';
    for (size_t k = 0; k < shown.size(); ++k) {
      if (k > 0) out += last ? std::string(", ") : rowBreak;
      if (elided && k == edge_) out += last ? std::string("..., ") : "..." + rowBreak;
      if (last) {
        const std::string& text = texts_[next_++];
        out.append(width_ - text.size(), ' ');
        out += text;
      } else {
        emit(axis + 1, out);
      }
    }
    out += ']';
  }

  const TensorLayout& layout_;
  std::span<const std::byte> buffer_;
  bool summarised_;
  uint32_t edge_;
  std::vector<uint32_t> coords_;
  std::vector<std::string> texts_;
  size_t next_ = 0;
  size_t width_ = 0;
};

}  // namespace

std::string summarizeValues(const TensorLayout& layout, std::span<const std::byte> buffer) {
  if (layout.rank() == 0 || layout.elementCount == 0) return "[]";
  const bool summarised = layout.elementCount > kSummaryThreshold;
  // NumPy's three edge items, fewer where they would show more than 4096 values (5 or more long dimensions).
  uint32_t edge = 3;
  while (edge > 1 && shownCount(layout, summarised, edge) > 4096) --edge;
  return ValuePrinter(layout, buffer, summarised, edge).print();
}

std::string runSummary(const Session& session, const std::vector<Buffer>& outputs, const std::string& timing) {
  std::string out = timing + "\n";
  for (const auto& slot : outputSlots(session.desc)) {
    const TensorDesc& desc = outputTensor(session.desc, slot.index);
    auto layout = computeLayout(desc);
    if (!layout || slot.index >= outputs.size()) continue;  // a run only succeeds on valid descriptors
    std::string shape = "{";
    for (size_t d = 0; d < layout->sizes.size(); ++d) shape += (d ? ", " : "") + std::to_string(layout->sizes[d]);
    shape += "}";
    out += localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} {2}, {3} elements"), slot.field, shortName(layout->dataType),
                     shape, layout->elementCount);
    out += '\n';
    out += summarizeValues(*layout, outputs[slot.index]);
    out += '\n';
  }
  return out;
}

}  // namespace dmlscope::cli
