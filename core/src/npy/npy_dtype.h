// NumPy dtype strings ("<f4", ">i2", "|u1") and the DirectML data types they stand for.
#pragma once

#include <string_view>

#include "dmlscope/data_type.h"
#include "dmlscope/result.h"

namespace dmlscope::detail {

struct NpyDtype {
  DataType type = DataType::Unknown;
  bool byteSwapped = false;  // the file's elements are big-endian: they must be swapped to little-endian
};

// f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 with '<', '>', '|' or '=' (or no byte-order character: the machine's
// order). Anything else is refused with a catalogue "npy.dtype-…" error naming `name` and the dtype and
// saying what kind of array it is (complex, bool, object, strings, dates).
Result<NpyDtype> parseNpyDtype(std::string_view descr, std::string_view name);

}  // namespace dmlscope::detail
