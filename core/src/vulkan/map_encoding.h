// The encodings of the index map the GPU writes; its own header so that the benchmark and the tests can ask
// for one without the planner's dependencies.
#pragma once

#include <cstdint>

namespace dmlscope::vulkan {

// How the GPU writes the index map. Narrow: one 32-bit word per output element, the source's position in the
// inputs numbered one after another (input k's element i is base[k] + i), all ones for the padding constant;
// possible while the inputs hold fewer than 2^32 - 1 elements together, and half the bytes of the others.
// Standard: two words, (input << 48) | element, with 32-bit element arithmetic. Wide: the same entry, with the
// 64-bit arithmetic an input of 2^32 elements or more needs. Auto: the narrowest that holds every source.
enum class MapEncoding : uint32_t { Auto, Narrow, Standard, Wide };

}  // namespace dmlscope::vulkan
