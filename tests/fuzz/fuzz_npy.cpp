// Fuzz target: any bytes as a .npy file. Parsing never crashes; an array that parses has exactly the bytes its
// header promises, and encoding it again (C order, little-endian) parses back to the same shape and elements.
#include <cstddef>
#include <cstdint>
#include <span>

#include "dmlscope/npy_file.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const auto bytes = std::as_bytes(std::span(data, size));
  auto header = dmlscope::parseNpyHeader(bytes, "fuzz.npy");
  auto array = dmlscope::parseNpy(bytes, "fuzz.npy");
  if (!array) {
    DMLSCOPE_FUZZ_CHECK(!array.error().message.empty());
    return 0;
  }
  DMLSCOPE_FUZZ_CHECK(header.ok());
  DMLSCOPE_FUZZ_CHECK(*header == array->header);
  const uint64_t elementBytes = dmlscope::elementSize(array->header.dataType);
  DMLSCOPE_FUZZ_CHECK(array->data.size() == array->header.elementCount * elementBytes);

  const auto encoded = dmlscope::encodeNpy(array->header.dataType, array->header.shape, array->data);
  auto again = dmlscope::parseNpy(encoded, "again.npy");
  DMLSCOPE_FUZZ_CHECK(again.ok());
  DMLSCOPE_FUZZ_CHECK(again->header.shape == array->header.shape);
  DMLSCOPE_FUZZ_CHECK(again->header.dataType == array->header.dataType);
  DMLSCOPE_FUZZ_CHECK(again->data == array->data);
  return 0;
}
