// The ONNX node list model (see onnx_node_list_model.h).
#include "models/onnx_node_list_model.h"

#include <QStringList>

#include <algorithm>

#include "dmlscope/onnx_translation.h"
#include "dmlscope/operators.h"

namespace dmlscope::gui {
namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// "float[1, 3, 4, 4]", "int64[8] (constant)", "float[?]" (rank unknown), "?" for a dimension or type the model
// does not state, "(omitted)" for an optional input left out.
QString valueText(const onnx::OnnxModel& model, const std::string& name) {
  if (name.empty()) return OnnxNodeListModel::tr("(omitted)");
  auto dimsText = [](const auto& dims, auto text) {
    QStringList parts;
    for (const auto& d : dims) parts << text(d);
    return parts.join(QStringLiteral(", "));
  };
  if (const onnx::OnnxTensor* constant = model.constant(name)) {
    return OnnxNodeListModel::tr("%1[%2] (constant)")
        .arg(qs(onnx::onnxTypeName(constant->onnxType)), dimsText(constant->dims, [](int64_t d) { return QString::number(d); }));
  }
  const onnx::OnnxValueInfo* info = model.value(name);
  if (!info) return QStringLiteral("?");
  const QString type = info->onnxType ? qs(onnx::onnxTypeName(info->onnxType)) : QStringLiteral("?");
  if (!info->shape) return type + QStringLiteral("[?]");
  return QStringLiteral("%1[%2]").arg(type, dimsText(*info->shape, [](const std::optional<int64_t>& d) {
    return d ? QString::number(*d) : QStringLiteral("?");
  }));
}

QString valuesText(const onnx::OnnxModel& model, const std::vector<std::string>& names) {
  QStringList parts;
  for (const std::string& name : names) parts << valueText(model, name);
  return parts.join(QStringLiteral(", "));
}

}  // namespace

bool isOnnxModelFile(const QString& path) { return path.endsWith(QLatin1String(".onnx"), Qt::CaseInsensitive); }

bool isTensorProtoFile(const QString& path) { return path.endsWith(QLatin1String(".pb"), Qt::CaseInsensitive); }

OnnxNodeListModel::OnnxNodeListModel(std::shared_ptr<const onnx::OnnxModel> model, QObject* parent)
    : QAbstractTableModel(parent), model_(std::move(model)) {
  supported_.assign(model_->nodes.size(), false);
  std::vector<Row> unsupported;
  for (const onnx::OnnxNode& node : model_->nodes) {
    Row row;
    row.node = node.index;
    row.opType = qs(node.opType);
    row.name = qs(node.name);
    row.inputs = valuesText(*model_, node.inputs);
    row.outputs = valuesText(*model_, node.outputs);
    // Core decides what the provider runs; the list only shows it.
    auto translated = onnx::translateNode(*model_, node);
    if (translated) {
      row.directMl = qs(fullName(operatorType(translated->desc)));
      if (node.index < supported_.size()) supported_[node.index] = true;
      ++supportedCount_;
      rows_.push_back(std::move(row));
    } else {
      row.reason = qs(translated.error().message);
      unsupported.push_back(std::move(row));
    }
  }
  rows_.insert(rows_.end(), std::make_move_iterator(unsupported.begin()), std::make_move_iterator(unsupported.end()));
}

std::optional<int> OnnxNodeListModel::rowOfNode(uint32_t nodeIndex) const {
  for (size_t row = 0; row < rows_.size(); ++row) {
    if (rows_[row].node == nodeIndex) return static_cast<int>(row);
  }
  return std::nullopt;
}

bool OnnxNodeListModel::isSupported(uint32_t nodeIndex) const { return nodeIndex < supported_.size() && supported_[nodeIndex]; }

std::optional<uint32_t> OnnxNodeListModel::neighbourSupported(uint32_t nodeIndex, int step) const {
  int64_t i = static_cast<int64_t>(nodeIndex) + step;
  while (i >= 0 && i < static_cast<int64_t>(supported_.size())) {
    if (supported_[static_cast<size_t>(i)]) return static_cast<uint32_t>(i);
    i += step;
  }
  return std::nullopt;
}

int OnnxNodeListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(std::min<size_t>(rows_.size(), INT32_MAX));
}

int OnnxNodeListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant OnnxNodeListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Row& r = rows_[static_cast<size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case IndexColumn: return QString::number(r.node);
        case OpTypeColumn: return r.opType;
        case NameColumn: return r.name;
        case InputsColumn: return r.inputs;
        case OutputsColumn: return r.outputs;
        case DirectMlColumn: return r.directMl.isEmpty() ? tr("none dmlscope shows (hover for why)") : r.directMl;
        default: return {};
      }
    case Qt::ToolTipRole:
      if (!r.directMl.isEmpty()) return tr("ONNX Runtime's DirectML provider runs node %1 (%2) as %3").arg(r.node).arg(r.opType, r.directMl);
      return r.reason;
    case Qt::TextAlignmentRole:
      if (index.column() == IndexColumn) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      return {};
    case NodeIndexRole:
      return r.node;
    default:
      return {};
  }
}

Qt::ItemFlags OnnxNodeListModel::flags(const QModelIndex& index) const {
  if (!index.isValid() || index.row() >= rowCount()) return Qt::NoItemFlags;
  // A node the provider does not run can be seen (greyed, its reason as tooltip) but not opened.
  if (rows_[static_cast<size_t>(index.row())].directMl.isEmpty()) return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant OnnxNodeListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case IndexColumn: return tr("Node");
    case OpTypeColumn: return tr("Op type");
    case NameColumn: return tr("Name");
    case InputsColumn: return tr("Inputs");
    case OutputsColumn: return tr("Outputs");
    case DirectMlColumn: return tr("DirectML operator");
    default: return {};
  }
}

}  // namespace dmlscope::gui
