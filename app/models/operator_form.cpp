// The form descriptions of the five operators (see operator_form.h).
#include "models/operator_form.h"

#include <QCoreApplication>

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "OperatorForm" context.
struct OperatorFormText {
  Q_DECLARE_TR_FUNCTIONS(OperatorForm)
};

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

template <class D>
const D& as(const OperatorDesc& d) {
  return std::get<D>(d);
}
template <class D>
D& as(OperatorDesc& d) {
  return std::get<D>(d);
}

FormField tensorField(const char* name, bool isOutput, QString help) {
  FormField f;
  f.kind = FormFieldKind::Tensor;
  f.name = QString::fromLatin1(name);
  f.isOutput = isOutput;
  f.help = std::move(help);
  return f;
}

FormField tensorListField(const char* name, bool isOutput, QString help) {
  FormField f = tensorField(name, isOutput, std::move(help));
  f.kind = FormFieldKind::TensorList;
  return f;
}

// A count field stored as std::optional<uint32_t> member `M` of descriptor `D`, derived from `derived`.
template <class D>
FormField countField(const char* name, std::optional<uint32_t> D::*member, std::function<uint32_t(const D&)> derived,
                     QString help) {
  FormField f;
  f.kind = FormFieldKind::Count;
  f.name = QString::fromLatin1(name);
  f.help = std::move(help);
  f.getCount = [member](const OperatorDesc& d) { return as<D>(d).*member; };
  f.setCount = [member](OperatorDesc& d, std::optional<uint32_t> v) { as<D>(d).*member = v; };
  f.derivedCount = [derived](const OperatorDesc& d) { return derived(as<D>(d)); };
  return f;
}

template <class D>
FormField uintField(const char* name, uint32_t D::*member, QString help) {
  FormField f;
  f.kind = FormFieldKind::UInt;
  f.name = QString::fromLatin1(name);
  f.help = std::move(help);
  f.getUInt = [member](const OperatorDesc& d) { return as<D>(d).*member; };
  f.setUInt = [member](OperatorDesc& d, uint32_t v) { as<D>(d).*member = v; };
  return f;
}

template <class D, class E>
FormField enumField(const char* name, E D::*member, std::vector<E> values, QString help) {
  FormField f;
  f.kind = FormFieldKind::Enum;
  f.name = QString::fromLatin1(name);
  f.help = std::move(help);
  for (E v : values) f.options.push_back({static_cast<uint32_t>(v), qs(shortName(v)), qs(fullName(v))});
  f.getUInt = [member](const OperatorDesc& d) { return static_cast<uint32_t>(as<D>(d).*member); };
  f.setUInt = [member](OperatorDesc& d, uint32_t v) { as<D>(d).*member = static_cast<E>(v); };
  return f;
}

template <class D>
FormField arrayField(const char* name, std::vector<uint32_t> D::*member, uint32_t growValue, QString help) {
  FormField f;
  f.kind = FormFieldKind::UIntArray;
  f.name = QString::fromLatin1(name);
  f.help = std::move(help);
  f.growValue = growValue;
  f.followsRank = true;
  f.getArray = [member](const OperatorDesc& d) { return as<D>(d).*member; };
  f.setArray = [member](OperatorDesc& d, std::vector<uint32_t> v) { as<D>(d).*member = std::move(v); };
  return f;
}

uint32_t sizeOf(const std::vector<uint32_t>& v) { return static_cast<uint32_t>(v.size()); }

}  // namespace

std::vector<OperatorType> formOperators() {
  return {OperatorType::Tile, OperatorType::Padding, OperatorType::DepthToSpace1, OperatorType::Split,
          OperatorType::Join};
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
  OperatorForm form;
  form.type = type;
  switch (type) {
    case OperatorType::Tile:
      form.structName = QStringLiteral("DML_TILE_OPERATOR_DESC");
      form.fields = {
          tensorField("InputTensor", false, OperatorFormText::tr("The tensor to repeat.")),
          tensorField("OutputTensor", true, OperatorFormText::tr("The result: each dimension is the input's size times its repeat count.")),
          countField<TileDesc>("RepeatsCount", &TileDesc::RepeatsCount,
                               [](const TileDesc& d) { return sizeOf(d.Repeats); },
                               OperatorFormText::tr("The number of entries in Repeats; it must equal InputTensor's DimensionCount.")),
          arrayField<TileDesc>("Repeats", &TileDesc::Repeats, 1, OperatorFormText::tr("How many times to repeat the input along each dimension.")),
      };
      break;
    case OperatorType::Padding:
      form.structName = QStringLiteral("DML_PADDING_OPERATOR_DESC");
      form.fields = {
          tensorField("InputTensor", false, OperatorFormText::tr("The tensor to pad.")),
          tensorField("OutputTensor", true, OperatorFormText::tr("The result: each dimension is the input's size plus its start and end padding.")),
          enumField<PaddingDesc, PaddingMode>(
              "PaddingMode", &PaddingDesc::PaddingMode,
              {PaddingMode::Constant, PaddingMode::Edge, PaddingMode::Reflection, PaddingMode::Symmetric},
              OperatorFormText::tr("How the padding is filled: a constant, the edge value, a reflection without the edge, or a mirror with it.")),
          [] {
            FormField f;
            f.kind = FormFieldKind::Float;
            f.name = QStringLiteral("PaddingValue");
            f.help = OperatorFormText::tr("The constant for DML_PADDING_MODE_CONSTANT, converted to the tensor's data type.");
            f.getFloat = [](const OperatorDesc& d) { return as<PaddingDesc>(d).PaddingValue; };
            f.setFloat = [](OperatorDesc& d, float v) { as<PaddingDesc>(d).PaddingValue = v; };
            return f;
          }(),
          countField<PaddingDesc>("DimensionCount", &PaddingDesc::DimensionCount,
                                  [](const PaddingDesc& d) { return sizeOf(d.StartPadding); },
                                  OperatorFormText::tr("The number of entries in StartPadding and EndPadding; it must equal the tensors' DimensionCount.")),
          arrayField<PaddingDesc>("StartPadding", &PaddingDesc::StartPadding, 0, OperatorFormText::tr("Elements added before the start of each dimension.")),
          arrayField<PaddingDesc>("EndPadding", &PaddingDesc::EndPadding, 0, OperatorFormText::tr("Elements added after the end of each dimension.")),
      };
      break;
    case OperatorType::DepthToSpace1:
      form.structName = QStringLiteral("DML_DEPTH_TO_SPACE1_OPERATOR_DESC");
      form.fields = {
          tensorField("InputTensor", false, OperatorFormText::tr("The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.")),
          tensorField("OutputTensor", true, OperatorFormText::tr("The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.")),
          uintField<DepthToSpace1Desc>("BlockSize", &DepthToSpace1Desc::BlockSize,
                                       OperatorFormText::tr("The side of each block of channels that becomes a block of pixels.")),
          enumField<DepthToSpace1Desc, DepthSpaceOrder>(
              "Order", &DepthToSpace1Desc::Order, {DepthSpaceOrder::DepthColumnRow, DepthSpaceOrder::ColumnRowDepth},
              OperatorFormText::tr("DEPTH_COLUMN_ROW is ONNX's DCR; COLUMN_ROW_DEPTH is ONNX's CRD and PyTorch's pixel_shuffle.")),
      };
      break;
    case OperatorType::Split:
      form.structName = QStringLiteral("DML_SPLIT_OPERATOR_DESC");
      form.fields = {
          tensorField("InputTensor", false, OperatorFormText::tr("The tensor to split.")),
          countField<SplitDesc>("OutputCount", &SplitDesc::OutputCount,
                                [](const SplitDesc& d) { return static_cast<uint32_t>(d.OutputTensors.size()); },
                                OperatorFormText::tr("The number of output tensors.")),
          tensorListField("OutputTensors", true,
                          OperatorFormText::tr("The pieces: equal to the input outside Axis; their sizes along Axis sum to the input's.")),
          uintField<SplitDesc>("Axis", &SplitDesc::Axis, OperatorFormText::tr("The dimension to split along.")),
      };
      break;
    case OperatorType::Join:
      form.structName = QStringLiteral("DML_JOIN_OPERATOR_DESC");
      form.fields = {
          countField<JoinDesc>("InputCount", &JoinDesc::InputCount,
                               [](const JoinDesc& d) { return static_cast<uint32_t>(d.InputTensors.size()); },
                               OperatorFormText::tr("The number of input tensors.")),
          tensorListField("InputTensors", false,
                          OperatorFormText::tr("The pieces to join: equal to the output outside Axis; their sizes along Axis sum to the output's.")),
          tensorField("OutputTensor", true, OperatorFormText::tr("The result of joining the inputs along Axis.")),
          uintField<JoinDesc>("Axis", &JoinDesc::Axis, OperatorFormText::tr("The dimension to join along.")),
      };
      break;
  }
  return form;
}

}  // namespace dmlscope::gui
