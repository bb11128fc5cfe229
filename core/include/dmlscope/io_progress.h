// Progress and cancellation of long file reads and writes (a .npy of hundreds of MiB, a session saved with its
// large tensors beside it): the caller's function is called between chunks and answers whether to go on.
#pragma once

#include <cstdint>
#include <functional>

namespace dmlscope {

// `done` of `total` bytes moved so far. Returning false stops the work: it then fails with a "…-cancelled"
// error and leaves every file as it was (a file being written is removed, never left half-written).
using IoProgress = std::function<bool(uint64_t done, uint64_t total)>;

// The bytes moved between two calls of an IoProgress: small enough for a progress bar to move smoothly and for a
// cancel to be felt at once, large enough that the calls cost nothing.
inline constexpr uint64_t kIoChunkBytes = uint64_t{4} << 20;

}  // namespace dmlscope
