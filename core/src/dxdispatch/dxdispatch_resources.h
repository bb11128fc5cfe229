// A DxDispatch buffer's bytes at startup, from its initializer (array, constant, sequence, .npy or raw file),
// with every element converted the way DxDispatch converts it, so that the bytes are those DirectML sees.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "dmlscope/data_type.h"
#include "dmlscope/element.h"
#include "memory_budget.h"
#include "session_desc_reader.h"

namespace dmlscope::detail {

// The most bytes a model's materialized buffers and input slices may take together, whatever memory the
// machine has: a visualizer's inputs, not a data set. A constant of 2^40 elements stops here, not in malloc.
inline constexpr uint64_t kMaxModelDataBytes = uint64_t{16} << 30;

// Counts the host memory that reading a model takes, and refuses (with the line and path of what asked) what
// would exceed kMaxModelDataBytes or the memory the machine has available.
class ModelMemory {
 public:
  explicit ModelMemory(const JsonFieldReader& reader) : reader_(reader) {}
  // Before allocating `bytes` for the value at `pointer`.
  void reserve(uint64_t bytes, const std::string& pointer);

 private:
  const JsonFieldReader& reader_;
  uint64_t used_ = 0;
  bool budgetQueried_ = false;
  std::optional<MemoryBudget> budget_;
};

// A buffer resource as DxDispatch creates it.
struct DxBuffer {
  // initialValuesDataType, or the .npy file's dtype when the resource does not say.
  DataType dataType = DataType::Unknown;
  // The bytes from the buffer's start to the end of its initial values: zeros before
  // "initialValuesOffsetInBytes", then the values.
  Buffer initial;
  // Where the initial values end (initial's size before any dispatch wrote into the buffer): what a "print"
  // shows, as DxDispatch trims the 4-byte padding.
  uint64_t initialValuesEnd = 0;
  // The whole buffer: "sizeInBytes", or the initial values' size rounded up to 4 bytes; the bytes past
  // `initial` are zeros.
  uint64_t sizeInBytes = 0;
};

// Reads the resource object `resource` at `pointer` ("/resources/A") and builds its bytes. A "sourcePath" is
// read against `baseDirectory` (the model's folder), else against the current directory, as DxDispatch does.
// Initializers that a DirectML tensor cannot be bound to (a list of typed values, "deferred", an image) are
// errors here, so callers materialize only the resources a dispatch binds.
DxBuffer materializeBuffer(const JsonFieldReader& reader, const Json& resource, const std::string& pointer,
                           const std::filesystem::path& baseDirectory, ModelMemory& memory);

// DxDispatch's FLOAT16 conversion (half_float 1.12 with its default rounding style): the float's bits
// truncated toward zero, |x| >= 65536 to infinity, a NaN keeping its top payload bits (so "nan", a float
// quiet NaN, becomes 0x7E00).
uint16_t dxDispatchHalfBits(float value);

}  // namespace dmlscope::detail
