// The ONNX node picker (see onnx_node_picker_dialog.h).
#include "windows/onnx_node_picker_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "models/onnx_node_list_model.h"

namespace dmlscope::gui {

OnnxNodePickerDialog::OnnxNodePickerDialog(OnnxNodeListModel* nodes, QWidget* parent) : QDialog(parent), model_(nodes) {
  setObjectName(QStringLiteral("OnnxNodePickerDialog"));
  const QString modelName = QFileInfo(QString::fromStdString(nodes->model().path.string())).fileName();
  setWindowTitle(tr("Choose an ONNX Node"));
  setAccessibleName(tr("Choose an ONNX node"));

  auto* layout = new QVBoxLayout(this);
  const int nodeCount = model_->rowCount();
  auto* question = new QLabel(tr("%1 has %n node(s); ONNX Runtime's DirectML provider runs %2 of them as operators "
                                 "dmlscope shows. Which one should dmlscope open?",
                                 nullptr, nodeCount)
                                  .arg(modelName)
                                  .arg(model_->supportedCount()),
                              this);
  question->setWordWrap(true);
  layout->addWidget(question);

  search_ = new QLineEdit(this);
  search_->setObjectName(QStringLiteral("OnnxNodeSearch"));
  search_->setPlaceholderText(tr("Search by op type, name, shape or DirectML operator"));
  search_->setAccessibleName(tr("Search nodes"));
  search_->setClearButtonEnabled(true);
  layout->addWidget(search_);

  proxy_ = new QSortFilterProxyModel(this);
  proxy_->setSourceModel(model_);
  proxy_->setFilterKeyColumn(-1);
  proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  connect(search_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);

  table_ = new QTableView(this);
  table_->setAccessibleName(tr("ONNX nodes"));
  table_->setModel(proxy_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setWordWrap(false);
  table_->verticalHeader()->hide();
  // Every column as wide as its text (a model's shapes can be long): the table scrolls sideways rather than
  // cutting the DirectML operator's name.
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  question->setBuddy(table_);
  layout->addWidget(table_, 1);

  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Open"));
  layout->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
    const auto node = chosenNode();
    if (!node) return;
    accept();
    emit nodeChosen(*node);
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OnnxNodePickerDialog::updateOk);
  connect(proxy_, &QAbstractItemModel::modelReset, this, &OnnxNodePickerDialog::updateOk);
  connect(proxy_, &QAbstractItemModel::rowsRemoved, this, &OnnxNodePickerDialog::updateOk);
  connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
    if (index.flags() & Qt::ItemIsSelectable) buttons_->button(QDialogButtonBox::Ok)->click();
  });
  updateOk();
  // Wide enough for every column when the screen allows it.
  table_->resizeColumnsToContents();
  const int wanted = table_->horizontalHeader()->length() + table_->frameWidth() * 2 + layout->contentsMargins().left() +
                     layout->contentsMargins().right() + table_->verticalScrollBar()->sizeHint().width();
  const QRect screen = parent ? parent->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
  resize(std::clamp(wanted, 560, std::max(560, screen.width() * 9 / 10)), 360);
}

std::optional<uint32_t> OnnxNodePickerDialog::chosenNode() const {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  if (rows.isEmpty() || !(rows.front().flags() & Qt::ItemIsSelectable)) return std::nullopt;
  return rows.front().data(OnnxNodeListModel::NodeIndexRole).toUInt();
}

bool OnnxNodePickerDialog::choose(uint32_t nodeIndex) {
  const auto row = model_->rowOfNode(nodeIndex);
  if (!row || !model_->isSupported(nodeIndex)) return false;
  QModelIndex shown = proxy_->mapFromSource(model_->index(*row, 0));
  if (!shown.isValid()) {
    search_->clear();
    shown = proxy_->mapFromSource(model_->index(*row, 0));
  }
  table_->selectRow(shown.row());
  table_->setCurrentIndex(shown);
  table_->scrollTo(shown);
  return true;
}

void OnnxNodePickerDialog::updateOk() { buttons_->button(QDialogButtonBox::Ok)->setEnabled(chosenNode().has_value()); }

}  // namespace dmlscope::gui
