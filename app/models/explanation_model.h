// The Why panel's tree: core's explanation of one cell (explanation.h), each step a row in the chosen language
// whose tooltip adds the help of the operator fields it names; for an input cell, the outputs it feeds under a
// row with their count, each expandable into its own steps.
// Comparing two variants, both sides' cells: each side's explanation under a row with that side's name.
#pragma once

#include <QAbstractItemModel>
#include <QHash>

#include <memory>
#include <optional>
#include <vector>

#include "dmlscope/explanation.h"
#include "dmlscope/operator_schema.h"
#include "models/mapping_content.h"

namespace dmlscope::gui {

class ExplanationModel : public QAbstractItemModel {
  Q_OBJECT

 public:
  enum Role {
    StepIdRole = Qt::UserRole + 1,  // the catalogue id of a step ("explain.tile"); empty for other rows
    DimensionRole,                  // the step's dimension of the explained cell's tensor, or -1
    CellRole,                       // for a fed output's row: true (its CellRef through cellAt)
  };

  // Outputs listed under an input cell; the count says how many there are in all.
  static constexpr uint64_t kFeedLimit = 64;

  explicit ExplanationModel(QObject* parent = nullptr);

  // Explains `cell` of `content` (nothing: a hint to select a cell).
  void setCell(std::shared_ptr<const MappingContent> content, std::optional<CellRef> cell);
  std::optional<CellRef> cell() const { return cell_; }

  // One side of a comparison: its content, its selected cell, and its name ("Order = DEPTH_COLUMN_ROW").
  struct Side {
    std::shared_ptr<const MappingContent> content;
    std::optional<CellRef> cell;
    QString label;
  };
  // Explains each side's cell under a row named after the side (no cell on any side: a hint to select one).
  void setSides(const std::vector<Side>& sides);
  // The side a row belongs to (0 outside a comparison).
  int sideAt(const QModelIndex& index) const;

  // The dimensions a row is about, on the explained tensor and on the source's (empty for rows about none).
  std::vector<DimensionHighlight> highlights(const QModelIndex& index) const;
  // The fed output a row names, if it names one.
  std::optional<CellRef> cellAt(const QModelIndex& index) const;
  // For an input cell: how many outputs it feeds.
  uint64_t feedsTotal() const { return feedsTotal_; }
  // Where each descriptor field came from, by field name, while the session is a node of an ONNX model
  // ("InputWindowStrides" → "[1, 2] ← input \"steps\"…"): a step's tooltip adds the origin of each field it
  // names. Applies from the next setCell.
  void setFieldOrigins(QHash<QString, QString> origins) { origins_ = std::move(origins); }

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

 private:
  struct Node {
    QString text;
    QString help;  // the help of the fields the text names, one "Field: help" line each (a step's tooltip)
    QString id;
    int dimension = -1;
    std::vector<DimensionHighlight> highlights;
    std::optional<CellRef> cell;
    int side = 0;
    int parent = -1;
    std::vector<int> children;
  };

  int addNode(int parent, Node node);
  int addText(int parent, QString text);
  // Adds an explanation's steps under `parent` (-1: at the top), each with the dimensions it lights and the help
  // of the fields of `schema` it names.
  void addSteps(int parent, const Explanation& explanation, const OperatorSchema& schema);
  // Adds the explanation of `cell` (a hint without one) under `parent`, its rows on side `side`.
  void addCell(int parent, const MappingContent* content, std::optional<CellRef> cell, int side);
  void clear();

  std::vector<Node> nodes_;
  std::vector<int> roots_;
  std::optional<CellRef> cell_;
  uint64_t feedsTotal_ = 0;
  QHash<QString, QString> origins_;
};

}  // namespace dmlscope::gui
