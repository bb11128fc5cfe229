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

bool exportTensorAsNpy(const TensorContent& tensor, const QString& path, QString* error, const IoProgress& progress) {
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
  const std::vector<uint64_t> shape(tensor.layout->sizes.begin(), tensor.layout->sizes.end());
  // A tensor whose buffer already holds its logical elements in order (no Strides) is written as it is; only a
  // strided one is packed first.
  std::span<const std::byte> bytes;
  Result<Buffer> packed{Buffer{}};
  if (!tensor.desc.strides && tensor.values->size() == tensor.layout->elementCount * tensor.layout->elementBytes) {
    bytes = *tensor.values;
  } else {
    packed = packLogicalElements(*tensor.layout, *tensor.values);
    if (!packed) {
      if (error) *error = errorMessage(packed.error());
      return false;
    }
    bytes = *packed;
  }
  const Status written = writeNpyFile(path.toStdString(), tensor.layout->dataType, shape, bytes, progress);
  if (!written) {
    if (error) *error = errorMessage(written.error());
    return false;
  }
  return true;
}

}  // namespace dmlscope::gui
