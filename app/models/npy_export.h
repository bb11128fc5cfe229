// A tensor of the mapping content written as a .npy file: its logical elements in row-major order (read
// through its strides by core), its Sizes as the shape and its DataType as the dtype.
#pragma once

#include <QString>

#include "dmlscope/io_progress.h"
#include "models/mapping_content.h"

namespace dmlscope::gui {

// False, with a message naming the tensor or the file, when the tensor has no values (an output before a
// run) or the file cannot be written; an existing file is then left as it was. `progress` (optional) follows the
// bytes written and may cancel (the message then says so). Safe on a worker thread while `tensor` lives.
bool exportTensorAsNpy(const TensorContent& tensor, const QString& path, QString* error, const IoProgress& progress = {});

}  // namespace dmlscope::gui
