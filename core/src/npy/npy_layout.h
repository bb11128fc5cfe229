// Turning a .npy file's data, as stored, into what NpyArray holds: C (row-major) order, little-endian.
#pragma once

#include "dmlscope/element.h"
#include "dmlscope/npy_file.h"

namespace dmlscope::detail {

// `data` holds header.elementCount elements as the file stores them (checked by the caller). Byte swapping is
// done in place; Fortran order needs one more buffer of the same size (std::bad_alloc when there is none).
void npyDataToCLittleEndian(const NpyHeader& header, Buffer& data);

}  // namespace dmlscope::detail
