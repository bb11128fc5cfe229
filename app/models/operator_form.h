// The form description of each operator: its fields in DirectML's order and how to read and write them, read
// from the operator's schema (dmlscope/operator_schema.h). The descriptor editor draws it, and the edit rules
// (descriptor_follow.h) use it to keep arrays in step. Each field's help comes from its schema too (translated).
#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"

namespace dmlscope::gui {

enum class FormFieldKind {
  Tensor,      // one DML_BUFFER_TENSOR_DESC (InputTensor, OutputTensor)
  TensorList,  // an array of them (Split's OutputTensors, Join's InputTensors)
  Count,       // a count that may be left out, then derived (RepeatsCount, OutputCount, ...)
  UInt,        // an unsigned scalar (BlockSize, Axis)
  Float,       // a FLOAT scalar (PaddingValue)
  Enum,        // an enum (PaddingMode, Order)
  UIntArray,   // an array of unsigned values (Repeats, StartPadding, EndPadding)
  Scalar,      // a value typed by another field (Padding1's PaddingValue), edited as text
  IntArray,    // an array of signed values (InputWindowStrides)
  ScaleBias,   // a nullable DML_SCALE_BIAS (ElementWiseIdentity's ScaleBias): null, or Scale and Bias
};

struct EnumOption {
  uint32_t value = 0;
  QString shortName;  // "REFLECTION"
  QString fullName;   // "DML_PADDING_MODE_REFLECTION"
};

struct FormField {
  FormFieldKind kind = FormFieldKind::UInt;
  QString name;  // DirectML's field name: "Repeats", "PaddingMode", "OutputTensors"
  QString help;  // one sentence for the tooltip

  // Tensor, TensorList
  bool isOutput = false;
  // TensorList: the array in a desc of this operator.
  std::function<std::vector<TensorDesc>&(OperatorDesc&)> tensorList;

  // Count: the stored value (absent: derived) and the value it has when left out.
  std::function<std::optional<uint32_t>(const OperatorDesc&)> getCount;
  std::function<void(OperatorDesc&, std::optional<uint32_t>)> setCount;
  std::function<uint32_t(const OperatorDesc&)> derivedCount;

  // UInt, Enum
  std::function<uint32_t(const OperatorDesc&)> getUInt;
  std::function<void(OperatorDesc&, uint32_t)> setUInt;
  std::vector<EnumOption> options;

  // Float
  std::function<float(const OperatorDesc&)> getFloat;
  std::function<void(OperatorDesc&, float)> setFloat;

  // ScaleBias: the terms, nothing for a null pointer.
  std::function<std::optional<ScaleBiasTerms>(const OperatorDesc&)> getScaleBias;
  std::function<void(OperatorDesc&, std::optional<ScaleBiasTerms>)> setScaleBias;

  // Scalar: the value as text, and setting it from text as core parses it for its type; the error, else empty.
  std::function<QString(const OperatorDesc&)> getText;
  std::function<QString(OperatorDesc&, const QString&)> setText;

  // UIntArray: the array, and the value a new leading entry gets when the tensors gain a dimension.
  std::function<std::vector<uint32_t>(const OperatorDesc&)> getArray;
  std::function<void(OperatorDesc&, std::vector<uint32_t>)> setArray;
  // IntArray: the same for signed entries (growValue and followsRank apply too).
  std::function<std::vector<int32_t>(const OperatorDesc&)> getIntArray;
  std::function<void(OperatorDesc&, std::vector<int32_t>)> setIntArray;
  uint32_t growValue = 0;
  // The array has one entry per dimension of the input tensor, so its length follows the rank.
  bool followsRank = false;
};

struct OperatorForm {
  OperatorType type = OperatorType::Tile;
  QString structName;  // "DML_TILE_OPERATOR_DESC"
  std::vector<FormField> fields;
};

// Built on each call so that its texts follow the current translation.
OperatorForm operatorForm(OperatorType type);

// The operators in the order the chooser lists them.
std::vector<OperatorType> formOperators();

// The chooser's groups in order, each with its heading and its operators (core says which operator is in which
// family); a family without operators is left out.
struct OperatorGroup {
  OperatorFamily family;
  QString heading;  // "Copy and reshape"
  std::vector<OperatorType> operators;
};
std::vector<OperatorGroup> operatorGroups();

// Short help for the fields of DML_BUFFER_TENSOR_DESC ("Sizes", "Strides", ...).
QString tensorFieldHelp(const QString& member);

}  // namespace dmlscope::gui
