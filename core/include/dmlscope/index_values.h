// What the gathers' and scatters' formulas read besides the descriptor: the values of IndicesTensor. Their
// index map depends on the data, so every caller that asks for a source (the backends, explain, the mapping
// view) passes the inputs' buffers as IndexValues; the other operators ignore them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/element.h"
#include "dmlscope/operators.h"

namespace dmlscope {

struct Session;

// An index value turned into a position along a dimension of `size`. A signed index type counts negative values
// from the end (DirectML from feature level 3_0, the first level whose support tables allow signed index types).
// A value still outside 0..size-1 is undefined in DirectML; dmlscope clamps it into the dimension (the GATHER
// page: "all reads will be clamped safely within the input tensor's memory") and indexWarnings names it.
struct ResolvedIndex {
  uint32_t position = 0;
  bool inRange = true;
};
// Inline: the fast CPU writers resolve every index cell through it.
inline ResolvedIndex resolveIndex(int64_t value, uint32_t size, bool isSigned) {
  if (isSigned && value < 0) value += size;  // -1 is the last element
  if (value >= 0 && value < int64_t{size}) return {static_cast<uint32_t>(value), true};
  return {value < 0 ? 0u : size - 1, false};
}

class IndexValues {
 public:
  // Whether a scatter's IndexValues works out updateFor's table: a pass over every update through the
  // reference formula. The fast CPU backend applies the updates itself, in the same order, and skips it.
  enum class UpdateTable { Build, Skip };

  // No values: what the operators that read none get.
  IndexValues() = default;
  // Views `inputs` (one buffer per input slot, which must outlive this) for `desc`'s index tensors. For
  // SCATTER and SCATTER_ND it also works out, once, which update each output element receives (unless told to
  // skip it: updateFor then finds none).
  IndexValues(const OperatorDesc& desc, std::span<const Buffer> inputs, UpdateTable table = UpdateTable::Build);
  static const IndexValues& none();

  // The value of input `input` at logical coordinates `coords`, widened to 64 bits (a UINT64 above INT64_MAX
  // saturates, which is outside every dimension anyway). 0 where there is no buffer or it does not reach the
  // element: validation has reported that before any run.
  int64_t value(uint32_t input, std::span<const uint32_t> coords) const;
  bool isSigned(uint32_t input) const;
  // The buffer of input `input` as given (ELEMENT_WISE_IDENTITY's ScaleBias explains with the element's value),
  // or null when none was.
  const Buffer* inputBuffer(uint32_t input) const { return input < inputs_.size() ? &inputs_[input] : nullptr; }

  // SCATTER: the update (a row-major element of UpdatesTensor) that output element `element` receives: the
  // last one written there in row-major order, as the page's example 1 shows for its duplicate index.
  std::optional<uint64_t> updateFor(uint64_t outputElement) const;

 private:
  std::span<const Buffer> inputs_;
  std::vector<std::optional<TensorLayout>> layouts_;
  std::vector<uint64_t> lastUpdate_;  // per output element: 1 + the update written last, 0 for none
};

// Whether the operator's formula reads input values (gathers, scatters).
bool readsIndexValues(const OperatorDesc& desc);

// The scatters (the operators that write UpdatesTensor's elements through the indices): the most updates that
// may land on one output element, which is what a scan for an element's last update reads (SCATTER: UpdatesTensor's
// size along Axis; SCATTER_ND: IndicesTensor's tuples). Nothing for the operators that write no updates.
std::optional<uint64_t> candidateUpdates(const OperatorDesc& desc);

// The undefined cases of a valid session's index values, as warnings (the run completes regardless): each index
// cell whose value lies outside its dimension ("IndicesTensor[0, 2]: 7 is outside 0..4 on axis 1") and each
// further scatter update to an output element an earlier update already wrote. At most `limit` listed;
// `*total` receives how many there are.
std::vector<Diagnostic> indexWarnings(const Session& session, size_t limit = 100, uint64_t* total = nullptr);
// The same from values already read (the app keeps them for its mapping view); `desc` must be valid.
std::vector<Diagnostic> indexWarnings(const OperatorDesc& desc, const IndexValues& values, size_t limit = 100,
                                      uint64_t* total = nullptr);

}  // namespace dmlscope
