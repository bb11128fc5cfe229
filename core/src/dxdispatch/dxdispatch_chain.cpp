// Running a model's commands in order (see dxdispatch_chain.h).
#include "dxdispatch/dxdispatch_chain.h"

#include <algorithm>
#include <cstddef>

namespace dmlscope::detail {

void writeOutputElements(DxBuffer& target, uint64_t offset, const TensorLayout& layout,
                         std::span<const std::byte> output) {
  const uint64_t size = layout.elementBytes;
  if (size == 0 || offset >= target.sizeInBytes) return;
  const uint64_t room = target.sizeInBytes - offset;  // bytes of the resource from the binding on
  // The furthest byte written: the last element the strides reach, within the resource.
  const uint64_t reach = std::min<uint64_t>(layout.reachedElements * size, room);
  if (target.initial.size() < offset + reach) target.initial.resize(offset + reach, std::byte{0});
  std::byte* base = target.initial.data() + offset;
  for (uint64_t e = 0; e < layout.elementCount; ++e) {
    const uint64_t at = layout.offsetOfLinear(e) * size;
    if (at + size > reach || at + size > output.size()) continue;
    std::copy_n(output.data() + at, size, base + at);
  }
}

Result<RunResult> runForChain(const Session& session) {
  RunOptions options;
  options.computeIndexMap = false;
  return makeFastCpuBackend()->run(session, options);
}

}  // namespace dmlscope::detail
