// Writing a tensor as .npy (see npy_export.h).
#include "models/npy_export.h"

#include <QCoreApplication>

#include <vector>

#include "dmlscope/npy_file.h"
#include "dmlscope/tensor_gather.h"
#include "models/diagnostic_list_model.h"

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "NpyExport" context.
struct NpyExportText {
  Q_DECLARE_TR_FUNCTIONS(NpyExport)
};

}  // namespace

bool exportTensorAsNpy(const TensorContent& tensor, const QString& path, QString* error) {
  if (!tensor.layout) {
    if (error) *error = NpyExportText::tr("%1 has no valid layout: %2").arg(tensor.field, tensor.layoutError);
    return false;
  }
  if (!tensor.values) {
    if (error) {
      *error = tensor.isOutput ? NpyExportText::tr("%1 has no values yet: the operator has not run").arg(tensor.field)
                               : NpyExportText::tr("%1 has no data to export").arg(tensor.field);
    }
    return false;
  }
  auto packed = packLogicalElements(*tensor.layout, *tensor.values);
  if (!packed) {
    if (error) *error = errorMessage(packed.error());
    return false;
  }
  const std::vector<uint64_t> shape(tensor.layout->sizes.begin(), tensor.layout->sizes.end());
  const Status written = writeNpyFile(path.toStdString(), tensor.layout->dataType, shape, *packed);
  if (!written) {
    if (error) *error = errorMessage(written.error());
    return false;
  }
  return true;
}

}  // namespace dmlscope::gui
