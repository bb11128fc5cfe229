// The descriptor form of each operator, read from its schema, with each field's help (see operator_form.h).
#include "models/operator_form.h"

#include <QCoreApplication>

#include <string>

#include "dmlscope/session_variant.h"

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "OperatorForm" context.
struct OperatorFormText {
  Q_DECLARE_TR_FUNCTIONS(OperatorForm)
};

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// A field's help from its schema (OperatorField::help), in the chosen language.
QString fieldHelp(const OperatorField& field) {
  if (field.help.empty()) return {};
  return QCoreApplication::translate(kFieldHelpContext, std::string(field.help).c_str());
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
    case FieldKind::ScaleBias: return FormFieldKind::ScaleBias;
  }
  return FormFieldKind::UInt;
}

// The form's view of one schema field: its kind, and reading and writing it in a desc of its operator.
FormField formField(const OperatorSchema& schema, const OperatorField& field) {
  FormField f;
  f.kind = formKind(field.kind);
  f.name = qs(field.name);
  f.help = fieldHelp(field);
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
    case FieldKind::ScaleBias:
      f.getScaleBias = [s](const OperatorDesc& d) { return fieldValue<std::optional<ScaleBiasTerms>>(d, *s); };
      f.setScaleBias = [s](OperatorDesc& d, std::optional<ScaleBiasTerms> v) { fieldValue<std::optional<ScaleBiasTerms>>(d, *s) = v; };
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
