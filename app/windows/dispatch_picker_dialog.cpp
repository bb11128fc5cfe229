// The dispatch picker (see dispatch_picker_dialog.h).
#include "windows/dispatch_picker_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdint>

#include "models/dispatch_list_model.h"

namespace dmlscope::gui {

bool dispatchNeedsChoice(const DxDispatchSource& source) {
  return source.dispatches.size() > 1 ||
         std::any_of(source.dispatches.begin(), source.dispatches.end(), [](const DxDispatchDispatch& d) { return !d.supported; });
}

DispatchPickerDialog::DispatchPickerDialog(const DxDispatchSource& source, const QString& modelName, QWidget* parent)
    : QDialog(parent), model_(new DispatchListModel(source.dispatches, this)) {
  setObjectName(QStringLiteral("DispatchPickerDialog"));
  setWindowTitle(tr("Open DxDispatch Model"));
  setAccessibleName(tr("Choose a dispatch"));

  auto* layout = new QVBoxLayout(this);
  auto* question = new QLabel(tr("%1 dispatches %n operator(s). Which one should dmlscope open?", nullptr,
                                 static_cast<int>(std::min<size_t>(source.dispatches.size(), INT32_MAX)))
                                  .arg(modelName),
                              this);
  question->setWordWrap(true);
  layout->addWidget(question);

  table_ = new QTableView(this);
  table_->setAccessibleName(tr("Dispatch commands"));
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  question->setBuddy(table_);
  layout->addWidget(table_, 1);

  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Open"));
  layout->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DispatchPickerDialog::updateOk);
  connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
    if (model_->flags(index) & Qt::ItemIsSelectable) accept();
  });

  // Core opens the first supported dispatch by itself: that is the default here too.
  if (!choose(source.commandIndex)) {
    if (auto row = model_->firstSupportedRow()) table_->selectRow(*row);
  }
  updateOk();
  resize(560, 300);
}

std::optional<uint32_t> DispatchPickerDialog::chosenCommand() const {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  if (rows.isEmpty()) return std::nullopt;
  if (!(model_->flags(rows.front()) & Qt::ItemIsSelectable)) return std::nullopt;
  return rows.front().data(DispatchListModel::CommandIndexRole).toUInt();
}

bool DispatchPickerDialog::choose(uint32_t commandIndex) {
  const auto row = model_->rowOfCommand(commandIndex);
  if (!row || !(model_->flags(model_->index(*row, 0)) & Qt::ItemIsSelectable)) return false;
  table_->selectRow(*row);
  table_->setCurrentIndex(model_->index(*row, 0));
  return true;
}

void DispatchPickerDialog::updateOk() { buttons_->button(QDialogButtonBox::Ok)->setEnabled(chosenCommand().has_value()); }

}  // namespace dmlscope::gui
