// DML_TENSOR_DATA_TYPE's names as the schema sees an enum field's (Padding1's PaddingValueDataType): data_type.cpp's
// one table of them, so that no operator file keeps a second list.
#pragma once

#include "dmlscope/operator_schema.h"

namespace dmlscope::detail {

extern const EnumNames kDataTypeEnumNames;

}  // namespace dmlscope::detail
