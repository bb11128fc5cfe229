// The Why panel's tree (see explanation_model.h).
#include "models/explanation_model.h"

#include <QCoreApplication>

#include <algorithm>
#include <string>

#include "dmlscope/diagnostic_text.h"
#include "dmlscope/field_mentions.h"
#include "models/diagnostic_list_model.h"

namespace dmlscope::gui {
namespace {

// A step in the chosen language: core's template for its id, translated like the diagnostics are.
QString stepText(const ExplanationStep& step) {
  return QString::fromStdString(renderMessage(step.id, step.args, step.text, [](const char* english) {
    return QCoreApplication::translate("CoreMessages", english).toStdString();
  }));
}

// The help of each field of `schema` that `text` (a step's English text) names, one "Field: help" line each, in
// the chosen language, each followed by the field's ONNX origin when it has one.
QString fieldsHelp(const OperatorSchema& schema, const std::string& text, const QHash<QString, QString>& origins) {
  QStringList lines;
  for (const OperatorField* field : fieldsNamedIn(schema, text)) {
    const QString name = QString::fromUtf8(field->name.data(), static_cast<qsizetype>(field->name.size()));
    if (!field->help.empty()) {
      lines << QStringLiteral("%1: %2").arg(name, QCoreApplication::translate(kFieldHelpContext, std::string(field->help).c_str()));
    }
    if (auto origin = origins.find(name); origin != origins.end()) {
      lines << ExplanationModel::tr("%1 from ONNX: %2").arg(name, *origin);
    }
  }
  return lines.join(QLatin1Char('\n'));
}

}  // namespace

ExplanationModel::ExplanationModel(QObject* parent) : QAbstractItemModel(parent) {}

int ExplanationModel::addNode(int parent, Node node) {
  node.parent = parent;
  nodes_.push_back(std::move(node));
  const int id = static_cast<int>(nodes_.size()) - 1;
  (parent < 0 ? roots_ : nodes_[static_cast<size_t>(parent)].children).push_back(id);
  return id;
}

int ExplanationModel::addText(int parent, QString text) {
  Node node;
  node.text = std::move(text);
  return addNode(parent, std::move(node));
}

void ExplanationModel::addSteps(int parent, const Explanation& e, const OperatorSchema& schema) {
  for (const ExplanationStep& step : e.steps) {
    Node node;
    node.text = stepText(step);
    node.help = fieldsHelp(schema, step.text, origins_);
    node.id = QString::fromStdString(step.id);
    if (step.dimension) {
      node.dimension = static_cast<int>(*step.dimension);
      node.highlights.push_back({e.element.isOutput, e.element.tensor, *step.dimension,
                                 e.element.coordinates.at(*step.dimension)});
    }
    if (step.sourceDimension && e.source) {
      node.highlights.push_back({false, e.source->tensor, *step.sourceDimension,
                                 e.source->coordinates.at(*step.sourceDimension)});
    }
    addNode(parent, std::move(node));
  }
}

void ExplanationModel::clear() {
  nodes_.clear();
  roots_.clear();
  feedsTotal_ = 0;
}

void ExplanationModel::setCell(std::shared_ptr<const MappingContent> content, std::optional<CellRef> cell) {
  beginResetModel();
  clear();
  cell_ = cell;
  addCell(-1, content.get(), cell, 0);
  endResetModel();
}

void ExplanationModel::setSides(const std::vector<Side>& sides) {
  beginResetModel();
  clear();
  cell_.reset();
  const bool any = std::any_of(sides.begin(), sides.end(), [](const Side& s) { return s.content && s.cell; });
  if (!any) {
    addText(-1, tr("Select a cell to see why it holds its value."));
  } else {
    for (size_t i = 0; i < sides.size(); ++i) {
      const int side = static_cast<int>(i);
      Node heading;
      heading.text = sides[i].label;
      heading.side = side;
      const int parent = addNode(-1, std::move(heading));
      addCell(parent, sides[i].content.get(), sides[i].cell, side);
    }
  }
  endResetModel();
}

void ExplanationModel::addCell(int parent, const MappingContent* content, std::optional<CellRef> cell, int side) {
  const size_t first = nodes_.size();
  const TensorContent* t = content && cell ? content->tensor(*cell) : nullptr;
  if (!t) {
    addText(parent, tr("Select a cell to see why it holds its value."));
  } else if (!content->diagnostics.empty() || !t->layout) {
    addText(parent, tr("The descriptor is invalid, so no element can be explained; the Problems list says why."));
  } else {
    const OperatorDesc& desc = content->session->desc;
    const ElementAt element{cell->isOutput, cell->tensor, content->coordinates(*t, cell->element)};
    const IndexValues& values = content->indexValues ? *content->indexValues : IndexValues::none();
    auto explained = explainElement(desc, element, kFeedLimit, values);
    if (!explained) {
      addText(parent, errorMessage(explained.error()));
    } else {
      addSteps(parent, *explained, operatorSchema(desc));
      if (!cell->isOutput) {
        feedsTotal_ = explained->feedsTotal;
        const int feeds = addText(parent, tr("Outputs it feeds: %1").arg(explained->feedsTotal));
        for (const ElementAt& out : explained->feeds) {
          const TensorContent* o = content->tensor(true, out.tensor);
          if (!o || !o->layout) continue;
          Node row;
          row.cell = CellRef{true, out.tensor, coordsToLinear(out.coordinates, o->layout->sizes)};
          row.text = content->cellName(*row.cell);
          const int outputRow = addNode(feeds, std::move(row));
          if (auto steps = explainOutputElement(desc, out.tensor, out.coordinates, values))
            addSteps(outputRow, *steps, operatorSchema(desc));
        }
        if (explained->feedsTotal > explained->feeds.size()) {
          addText(feeds, tr("… and %1 more").arg(explained->feedsTotal - explained->feeds.size()));
        }
      }
    }
  }
  for (size_t n = first; n < nodes_.size(); ++n) nodes_[n].side = side;
}

int ExplanationModel::sideAt(const QModelIndex& index) const {
  if (!index.isValid() || index.internalId() >= nodes_.size()) return 0;
  return nodes_[index.internalId()].side;
}

std::vector<DimensionHighlight> ExplanationModel::highlights(const QModelIndex& index) const {
  if (!index.isValid() || index.internalId() >= nodes_.size()) return {};
  return nodes_[index.internalId()].highlights;
}

std::optional<CellRef> ExplanationModel::cellAt(const QModelIndex& index) const {
  if (!index.isValid() || index.internalId() >= nodes_.size()) return std::nullopt;
  return nodes_[index.internalId()].cell;
}

QModelIndex ExplanationModel::index(int row, int column, const QModelIndex& parent) const {
  if (column != 0 || row < 0) return {};
  const std::vector<int>& list =
      parent.isValid() ? nodes_.at(parent.internalId()).children : roots_;
  if (static_cast<size_t>(row) >= list.size()) return {};
  return createIndex(row, column, static_cast<quintptr>(list[static_cast<size_t>(row)]));
}

QModelIndex ExplanationModel::parent(const QModelIndex& child) const {
  if (!child.isValid() || child.internalId() >= nodes_.size()) return {};
  const int parent = nodes_[child.internalId()].parent;
  if (parent < 0) return {};
  const int grand = nodes_[static_cast<size_t>(parent)].parent;
  const std::vector<int>& siblings = grand < 0 ? roots_ : nodes_[static_cast<size_t>(grand)].children;
  const auto row = std::find(siblings.begin(), siblings.end(), parent) - siblings.begin();
  return createIndex(static_cast<int>(row), 0, static_cast<quintptr>(parent));
}

int ExplanationModel::rowCount(const QModelIndex& parent) const {
  if (!parent.isValid()) return static_cast<int>(roots_.size());
  if (parent.column() != 0 || parent.internalId() >= nodes_.size()) return 0;
  return static_cast<int>(nodes_[parent.internalId()].children.size());
}

int ExplanationModel::columnCount(const QModelIndex&) const { return 1; }

QVariant ExplanationModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.internalId() >= nodes_.size()) return {};
  const Node& node = nodes_[index.internalId()];
  switch (role) {
    case Qt::DisplayRole:
      return node.text;
    case Qt::ToolTipRole:
      return node.help.isEmpty() ? node.text : node.text + QStringLiteral("\n\n") + node.help;
    case StepIdRole:
      return node.id;
    case DimensionRole:
      return node.dimension;
    case CellRole:
      return node.cell.has_value();
    default:
      return {};
  }
}

}  // namespace dmlscope::gui
