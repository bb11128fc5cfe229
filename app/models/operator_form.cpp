// The descriptor form of each operator, read from its schema, with each field's help (see operator_form.h).
#include "models/operator_form.h"

#include <QCoreApplication>

#include "dmlscope/session_variant.h"

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "OperatorForm" context.
struct OperatorFormText {
  Q_DECLARE_TR_FUNCTIONS(OperatorForm)
};

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The one sentence each field's tooltip shows, per operator: the only part of the form written per operator,
// since everything else comes from the operator's schema (operator_schema.h).
struct FieldHelp {
  OperatorType type;
  std::string_view field;
  const char* text;
};

constexpr FieldHelp kFieldHelp[] = {
    {OperatorType::Tile, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to repeat.")},
    {OperatorType::Tile, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The result: each dimension is the input's size times its repeat count.")},
    {OperatorType::Tile, "RepeatsCount",
     QT_TRANSLATE_NOOP("OperatorForm", "The number of entries in Repeats; it must equal InputTensor's DimensionCount.")},
    {OperatorType::Tile, "Repeats", QT_TRANSLATE_NOOP("OperatorForm", "How many times to repeat the input along each dimension.")},

    {OperatorType::Padding, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to pad.")},
    {OperatorType::Padding, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The result: each dimension is the input's size plus its start and end padding.")},
    {OperatorType::Padding, "PaddingMode",
     QT_TRANSLATE_NOOP("OperatorForm", "How the padding is filled: a constant, the edge value, a reflection without the edge, or a mirror with it.")},
    {OperatorType::Padding, "PaddingValue",
     QT_TRANSLATE_NOOP("OperatorForm", "The constant for DML_PADDING_MODE_CONSTANT, converted to the tensor's data type.")},
    {OperatorType::Padding, "DimensionCount",
     QT_TRANSLATE_NOOP("OperatorForm", "The number of entries in StartPadding and EndPadding; it must equal the tensors' DimensionCount.")},
    {OperatorType::Padding, "StartPadding", QT_TRANSLATE_NOOP("OperatorForm", "Elements added before the start of each dimension.")},
    {OperatorType::Padding, "EndPadding", QT_TRANSLATE_NOOP("OperatorForm", "Elements added after the end of each dimension.")},

    {OperatorType::DepthToSpace1, "InputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.")},
    {OperatorType::DepthToSpace1, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.")},
    {OperatorType::DepthToSpace1, "BlockSize",
     QT_TRANSLATE_NOOP("OperatorForm", "The side of each block of channels that becomes a block of pixels.")},
    {OperatorType::DepthToSpace1, "Order",
     QT_TRANSLATE_NOOP("OperatorForm", "DEPTH_COLUMN_ROW is ONNX's DCR; COLUMN_ROW_DEPTH is ONNX's CRD and PyTorch's pixel_shuffle.")},

    {OperatorType::Split, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to split.")},
    {OperatorType::Split, "OutputCount", QT_TRANSLATE_NOOP("OperatorForm", "The number of output tensors.")},
    {OperatorType::Split, "OutputTensors",
     QT_TRANSLATE_NOOP("OperatorForm", "The pieces: equal to the input outside Axis; their sizes along Axis sum to the input's.")},
    {OperatorType::Split, "Axis", QT_TRANSLATE_NOOP("OperatorForm", "The dimension to split along.")},

    {OperatorType::Join, "InputCount", QT_TRANSLATE_NOOP("OperatorForm", "The number of input tensors.")},
    {OperatorType::Join, "InputTensors",
     QT_TRANSLATE_NOOP("OperatorForm", "The pieces to join: equal to the output outside Axis; their sizes along Axis sum to the output's.")},
    {OperatorType::Join, "OutputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The result of joining the inputs along Axis.")},
    {OperatorType::Join, "Axis", QT_TRANSLATE_NOOP("OperatorForm", "The dimension to join along.")},
    {OperatorType::Padding1, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to pad.")},
    {OperatorType::Padding1, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The result: each dimension is the input's size plus its start and end padding.")},
    {OperatorType::Padding1, "PaddingMode",
     QT_TRANSLATE_NOOP("OperatorForm", "How the padding is filled: a constant, the edge value, a reflection without the edge, or a mirror with it.")},
    {OperatorType::Padding1, "PaddingValueDataType",
     QT_TRANSLATE_NOOP("OperatorForm", "The data type PaddingValue is read as; it must be OutputTensor's DataType.")},
    {OperatorType::Padding1, "PaddingValue",
     QT_TRANSLATE_NOOP("OperatorForm", "The constant for DML_PADDING_MODE_CONSTANT, exactly as PaddingValueDataType holds it (64-bit integers too).")},
    {OperatorType::Padding1, "DimensionCount",
     QT_TRANSLATE_NOOP("OperatorForm", "The number of entries in StartPadding and EndPadding; it must equal the tensors' DimensionCount.")},
    {OperatorType::Padding1, "StartPadding", QT_TRANSLATE_NOOP("OperatorForm", "Elements added before the start of each dimension.")},
    {OperatorType::Padding1, "EndPadding", QT_TRANSLATE_NOOP("OperatorForm", "Elements added after the end of each dimension.")},
    {OperatorType::ElementWiseIdentity, "InputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The tensor to copy, read through its strides: a transpose or a broadcast shows here.")},
    {OperatorType::ElementWiseIdentity, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The copy: the same data type and sizes as the input.")},
    {OperatorType::ElementWiseIdentity, "ScaleBias",
     QT_TRANSLATE_NOOP("OperatorForm", "An optional scale and bias (x × Scale + Bias); out of dmlscope's scope, so always null.")},
    {OperatorType::Slice1, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to take the slice from.")},
    {OperatorType::Slice1, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The slice: along each dimension at most 1 + (window size - 1) / |stride| elements.")},
    {OperatorType::Slice1, "DimensionCount",
     QT_TRANSLATE_NOOP("OperatorForm", "The length of the window arrays; it must equal the tensors' dimension count.")},
    {OperatorType::Slice1, "InputWindowOffsets", QT_TRANSLATE_NOOP("OperatorForm", "Where the input window begins in each dimension.")},
    {OperatorType::Slice1, "InputWindowSizes",
     QT_TRANSLATE_NOOP("OperatorForm", "The window's extent in each dimension: at least 1, and offset + size within the input.")},
    {OperatorType::Slice1, "InputWindowStrides",
     QT_TRANSLATE_NOOP("OperatorForm", "The step in each dimension, never 0; a negative step copies from the window's end backwards.")},
    {OperatorType::Slice, "InputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The tensor to take the slice from.")},
    {OperatorType::Slice, "OutputTensor", QT_TRANSLATE_NOOP("OperatorForm", "The slice: its sizes are Sizes.")},
    {OperatorType::Slice, "DimensionCount",
     QT_TRANSLATE_NOOP("OperatorForm", "The length of Offsets, Sizes and Strides; it must equal the tensors' dimension count.")},
    {OperatorType::Slice, "Offsets", QT_TRANSLATE_NOOP("OperatorForm", "The first input element copied in each dimension.")},
    {OperatorType::Slice, "Sizes", QT_TRANSLATE_NOOP("OperatorForm", "How many elements to copy in each dimension: the output's sizes.")},
    {OperatorType::Slice, "Strides",
     QT_TRANSLATE_NOOP("OperatorForm", "The step between copied elements in each dimension; every read must stay inside the input.")},

    {OperatorType::SpaceToDepth1, "InputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The input {N, C, H, W}; H and W must be divisible by BlockSize.")},
    {OperatorType::SpaceToDepth1, "OutputTensor",
     QT_TRANSLATE_NOOP("OperatorForm", "The result {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}.")},
    {OperatorType::SpaceToDepth1, "BlockSize",
     QT_TRANSLATE_NOOP("OperatorForm", "The side of each block of pixels that becomes a block of channels.")},
    {OperatorType::SpaceToDepth1, "Order",
     QT_TRANSLATE_NOOP("OperatorForm", "DEPTH_COLUMN_ROW is ONNX's and TensorFlow's order; COLUMN_ROW_DEPTH is PyTorch's pixel_unshuffle.")},
};

QString fieldHelp(OperatorType type, std::string_view field) {
  for (const FieldHelp& h : kFieldHelp)
    if (h.type == type && h.field == field) return OperatorFormText::tr(h.text);
  return {};
}

FormFieldKind formKind(FieldKind kind) {
  switch (kind) {
    case FieldKind::InputTensor:
    case FieldKind::OutputTensor: return FormFieldKind::Tensor;
    case FieldKind::InputTensorArray:
    case FieldKind::OutputTensorArray: return FormFieldKind::TensorList;
    case FieldKind::Count: return FormFieldKind::Count;
    case FieldKind::UInt: return FormFieldKind::UInt;
    case FieldKind::Float: return FormFieldKind::Float;
    case FieldKind::Enum: return FormFieldKind::Enum;
    case FieldKind::UIntArray: return FormFieldKind::UIntArray;
    case FieldKind::Scalar: return FormFieldKind::Scalar;
    case FieldKind::IntArray: return FormFieldKind::IntArray;
    case FieldKind::NullPointer: return FormFieldKind::NullPointer;
  }
  return FormFieldKind::UInt;
}

// The form's view of one schema field: its kind, and reading and writing it in a desc of its operator.
FormField formField(const OperatorSchema& schema, const OperatorField& field) {
  FormField f;
  f.kind = formKind(field.kind);
  f.name = qs(field.name);
  f.help = fieldHelp(schema.type, field.name);
  f.isOutput = field.isOutput();
  const OperatorField* s = &field;  // the schema's tables live as long as the program
  switch (field.kind) {
    case FieldKind::Count:
      f.getCount = [s](const OperatorDesc& d) { return fieldValue<std::optional<uint32_t>>(d, *s); };
      f.setCount = [s](OperatorDesc& d, std::optional<uint32_t> v) { fieldValue<std::optional<uint32_t>>(d, *s) = v; };
      f.derivedCount = [s, schema = &schema](const OperatorDesc& d) { return schema->derivedCount(d, *s); };
      break;
    case FieldKind::UInt:
      f.getUInt = [s](const OperatorDesc& d) { return fieldValue<uint32_t>(d, *s); };
      f.setUInt = [s](OperatorDesc& d, uint32_t v) { fieldValue<uint32_t>(d, *s) = v; };
      break;
    case FieldKind::Enum:
      for (uint32_t v = 0; v < field.enumNames->size(); ++v)
        f.options.push_back({v, qs(field.enumNames->shortName(v)), qs(field.enumNames->fullName(v))});
      f.getUInt = [s](const OperatorDesc& d) { return enumValue(d, *s); };
      f.setUInt = [s](OperatorDesc& d, uint32_t v) { setEnumValue(d, *s, v); };
      break;
    case FieldKind::Float:
      f.getFloat = [s](const OperatorDesc& d) { return fieldValue<float>(d, *s); };
      f.setFloat = [s](OperatorDesc& d, float v) { fieldValue<float>(d, *s) = v; };
      break;
    case FieldKind::UIntArray:
      f.growValue = field.newEntryValue;
      f.followsRank = field.followsInputRank;
      f.getArray = [s](const OperatorDesc& d) { return fieldValue<std::vector<uint32_t>>(d, *s); };
      f.setArray = [s](OperatorDesc& d, std::vector<uint32_t> v) { fieldValue<std::vector<uint32_t>>(d, *s) = std::move(v); };
      break;
    case FieldKind::IntArray:
      f.growValue = field.newEntryValue;
      f.followsRank = field.followsInputRank;
      f.getIntArray = [s](const OperatorDesc& d) { return fieldValue<std::vector<int32_t>>(d, *s); };
      f.setIntArray = [s](OperatorDesc& d, std::vector<int32_t> v) { fieldValue<std::vector<int32_t>>(d, *s) = std::move(v); };
      break;
    case FieldKind::NullPointer:
      break;
    case FieldKind::InputTensorArray:
    case FieldKind::OutputTensorArray:
      f.tensorList = [s](OperatorDesc& d) -> std::vector<TensorDesc>& { return fieldValue<std::vector<TensorDesc>>(d, *s); };
      break;
    case FieldKind::InputTensor:
    case FieldKind::OutputTensor:
      break;
    case FieldKind::Scalar:
      // Core reads the text as a session file reads the field (a variant of the desc), with its messages.
      f.getText = [s](const OperatorDesc& d) { return qs(*variantFieldText(d, s->name)); };
      f.setText = [s](OperatorDesc& d, const QString& text) {
        Session session;
        session.desc = d;
        auto variant = makeVariant(session, s->name, text.toStdString());
        if (!variant) return QString::fromStdString(variant.error().message);
        d = variant->desc;
        return QString();
      };
      break;
  }
  return f;
}

}  // namespace

std::vector<OperatorType> formOperators() {
  std::vector<OperatorType> listed;
  for (const OperatorGroup& group : operatorGroups()) listed.insert(listed.end(), group.operators.begin(), group.operators.end());
  return listed;
}

std::vector<OperatorGroup> operatorGroups() {
  std::vector<OperatorGroup> groups;
  for (OperatorFamily family : kAllOperatorFamilies) {
    OperatorGroup group{family, {}, {}};
    switch (family) {
      case OperatorFamily::CopyAndReshape: group.heading = OperatorFormText::tr("Copy and reshape"); break;
      case OperatorFamily::Padding: group.heading = OperatorFormText::tr("Padding"); break;
      case OperatorFamily::GatherAndScatter: group.heading = OperatorFormText::tr("Gather and scatter"); break;
    }
    for (OperatorType type : allOperators())
      if (operatorSchema(type).family == family) group.operators.push_back(type);
    if (!group.operators.empty()) groups.push_back(std::move(group));
  }
  return groups;
}

QString tensorFieldHelp(const QString& member) {
  if (member == QLatin1String("DataType")) return OperatorFormText::tr("The type of every element (DML_TENSOR_DATA_TYPE).");
  if (member == QLatin1String("Flags")) return OperatorFormText::tr("DML_TENSOR_FLAG_NONE, or DML_TENSOR_FLAG_OWNED_BY_DML for weights DirectML owns.");
  if (member == QLatin1String("DimensionCount")) return OperatorFormText::tr("The number of dimensions; left out, it is the length of Sizes.");
  if (member == QLatin1String("Sizes")) return OperatorFormText::tr("The size of each dimension, outermost first.");
  if (member == QLatin1String("Strides"))
    return OperatorFormText::tr("Elements to step per index in each dimension; left out, the tensor is packed row-major. A stride of 0 repeats elements.");
  if (member == QLatin1String("TotalTensorSizeInBytes"))
    return OperatorFormText::tr("The buffer's size in bytes; left out, DirectML's minimum for these sizes and strides (a multiple of 4).");
  if (member == QLatin1String("GuaranteedBaseOffsetAlignment"))
    return OperatorFormText::tr("The alignment the buffer's base offset is guaranteed to have: 0, or a power of two of at least 16.");
  return {};
}

OperatorForm operatorForm(OperatorType type) {
  const OperatorSchema& schema = operatorSchema(type);
  OperatorForm form;
  form.type = type;
  form.structName = qs(schema.structName);
  for (const OperatorField& field : schema.fields) form.fields.push_back(formField(schema, field));
  return form;
}

}  // namespace dmlscope::gui
