// Text in and out of tensors: reading a typed value, pasted CSV or NumPy-style lists, and copying a tensor
// as JSON or as a NumPy expression. Values are converted and printed by core (element.h), never here.
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/element.h"
#include "dmlscope/tensor.h"

namespace dmlscope::gui {

// The number a person typed, as the ElementValue core converts to `type` ("10.6" into INT32 becomes 10 in
// core's writeElement). Accepts decimal integers, decimals with exponent, "nan", "inf", "-inf".
std::optional<ElementValue> parseElementText(DataType type, const QString& text);

// Values parsed from pasted text, in row-major order, with the shape the text had.
struct PastedValues {
  std::vector<uint32_t> shape;  // [rows, columns] for CSV; the nesting for a list
  std::vector<QString> values;
  bool nested = false;  // read from a nested list (which can describe a whole tensor), not CSV rows
  QString error;  // non-empty when the text could not be read; says where
};

// "[[1, 2], [3, 4]]", "np.array([[1, 2], [3, 4]], dtype=np.float32)": a rectangular nested list.
PastedValues parseNestedList(const QString& text);
// Rows on lines, values separated by commas, semicolons, tabs or spaces.
PastedValues parseDelimited(const QString& text);
// A nested list when the text contains '[', else delimited rows.
PastedValues parsePastedValues(const QString& text);

// The tensor's logical elements as nested lists: JSON (NaN and Infinity spelled as Python's json writes
// them) and a NumPy expression with the matching dtype. Empty when the buffer is shorter than the layout.
QString tensorAsJson(const TensorLayout& layout, const Buffer& buffer);
QString tensorAsNumpy(const TensorLayout& layout, const Buffer& buffer);

}  // namespace dmlscope::gui
