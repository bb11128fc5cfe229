// The tensor editor (see tensor_editor.h).
#include "widgets/tensor_editor.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "models/diagnostic_list_model.h"
#include "models/element_text.h"
#include "models/session_document.h"
#include "models/tensor_table_model.h"
#include "widgets/field_marks.h"
#include "widgets/npy_drop.h"
#include "widgets/tensor_desc_editor.h"
#include "widgets/wheel_guard.h"

namespace dmlscope::gui {

TensorEditor::TensorEditor(SessionDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  setAccessibleName(tr("Tensor editor"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);

  auto* top = new QHBoxLayout;
  tensorChoice_ = new QComboBox(this);
  guardWheel(tensorChoice_);
  tensorChoice_->setAccessibleName(tr("Tensor"));
  tensorChoice_->setToolTip(tr("The tensor shown in the table"));
  top->addWidget(tensorChoice_);
  descEditor_ = new TensorDescEditor(doc_, TensorDescEditor::Style::Compact, this);
  top->addWidget(descEditor_, 1);
  layout->addLayout(top);

  // Fill, Paste and Copy first: the panel scrolls sideways past its width (the fields above can be wide), and
  // buttons at the far end were out of sight in a narrow window until one scrolled.
  auto* second = new QHBoxLayout;
  fillButton_ = new QToolButton(this);
  fillButton_->setText(tr("Fill"));
  fillButton_->setAccessibleName(tr("Fill"));
  fillButton_->setPopupMode(QToolButton::InstantPopup);
  auto* fillMenu = new QMenu(fillButton_);
  fillMenu->addAction(tr("Sequence 0, 1, 2, … (memory order)"), this, &TensorEditor::fillSequence);
  fillMenu->addAction(tr("Zeros"), this, &TensorEditor::fillZeros);
  fillMenu->addAction(tr("Constant…"), this, [this] {
    const TensorContent* t = model_->tensor();
    if (!t || !t->layout) return;
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Fill with a constant"), tr("Value:"), QLineEdit::Normal, QStringLiteral("1"), &ok);
    if (!ok) return;
    auto value = parseElementText(t->layout->dataType, text);
    if (!value) {
      emit message(tr("'%1' is not a number").arg(text));
      return;
    }
    fillConstant(*value);
  });
  fillMenu->addAction(tr("Random integers 0–99"), this, &TensorEditor::fillRandom);
  fillButton_->setMenu(fillMenu);
  second->addWidget(fillButton_);

  pasteButton_ = new QToolButton(this);
  pasteButton_->setText(tr("Paste"));
  pasteButton_->setAccessibleName(tr("Paste"));
  pasteButton_->setToolTip(tr("Paste values from the clipboard: CSV rows, or a NumPy-style nested list (Ctrl+V in the table)"));
  connect(pasteButton_, &QToolButton::clicked, this, [this] {
    QString error;
    if (!paste(QApplication::clipboard()->text(), &error)) emit message(error);
  });
  second->addWidget(pasteButton_);

  copyButton_ = new QToolButton(this);
  copyButton_->setText(tr("Copy"));
  copyButton_->setAccessibleName(tr("Copy"));
  copyButton_->setPopupMode(QToolButton::InstantPopup);
  auto* copyMenu = new QMenu(copyButton_);
  copyMenu->addAction(tr("Copy as JSON"), this, [this] { QApplication::clipboard()->setText(copyText(false)); });
  copyMenu->addAction(tr("Copy as NumPy"), this, [this] { QApplication::clipboard()->setText(copyText(true)); });
  copyButton_->setMenu(copyMenu);
  second->addWidget(copyButton_);
  second->addSpacing(12);
  sliceLabel_ = new QLabel(tr("Slice"), this);
  second->addWidget(sliceLabel_);
  sliceLayout_ = new QHBoxLayout;
  second->addLayout(sliceLayout_);
  second->addStretch(1);
  layout->addLayout(second);

  table_ = new QTableView(this);
  table_->setAccessibleName(tr("Tensor values"));
  model_ = new TensorTableModel(doc_, this);
  table_->setModel(model_);
  table_->horizontalHeader()->setDefaultSectionSize(64);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  table_->horizontalHeader()->setMinimumSectionSize(28);
  table_->setSelectionMode(QAbstractItemView::ContiguousSelection);
  layout->addWidget(table_, 1);

  dataLine_ = new QLabel(this);
  dataLine_->setAccessibleName(tr("Data source"));
  dataLine_->setWordWrap(true);
  dataLine_->setTextFormat(Qt::RichText);
  dataLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  dataLine_->hide();
  layout->addWidget(dataLine_);
  marks_ = new FieldMarkOverlay(this);
  setAcceptDrops(true);

  connect(model_, &TensorTableModel::editRejected, this, &TensorEditor::message);
  connect(tensorChoice_, &QComboBox::activated, this, [this](int i) {
    const QVariant data = tensorChoice_->itemData(i);
    showTensor(data.toList().value(0).toBool(), data.toList().value(1).toUInt());
    emit tensorChosen(data.toList().value(0).toBool(), data.toList().value(1).toUInt());
  });
  connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
    if (syncing_) return;
    if (auto cell = model_->cellAt(current)) emit cellActivated(*cell);
  });
  connect(doc_, &SessionDocument::structureChanged, this, &TensorEditor::rebuildTensorChoice);
  connect(doc_, &SessionDocument::sessionChanged, descEditor_, &TensorDescEditor::refresh);
  rebuildTensorChoice();
}

void TensorEditor::rebuildTensorChoice() {
  const QSignalBlocker block(tensorChoice_);
  tensorChoice_->clear();
  const OperatorDesc& desc = doc_->session().desc;
  for (const auto& slot : inputSlots(desc)) {
    tensorChoice_->addItem(QString::fromStdString(slot.field), QVariantList{false, slot.index});
  }
  for (const auto& slot : outputSlots(desc)) {
    tensorChoice_->addItem(QString::fromStdString(slot.field), QVariantList{true, slot.index});
  }
  const auto count = (model_->isOutput() ? outputSlots(desc) : inputSlots(desc)).size();
  if (model_->tensorIndex() >= count) {
    showTensor(false, 0);
  } else {
    showTensor(model_->isOutput(), model_->tensorIndex());
  }
}

void TensorEditor::showTensor(bool isOutput, uint32_t index) {
  for (int i = 0; i < tensorChoice_->count(); ++i) {
    const QVariantList data = tensorChoice_->itemData(i).toList();
    if (data.value(0).toBool() == isOutput && data.value(1).toUInt() == index) {
      const QSignalBlocker block(tensorChoice_);
      tensorChoice_->setCurrentIndex(i);
    }
  }
  model_->setTensor(isOutput, index);
  descEditor_->setTensor(isOutput, index);
  rebuildSliceSelectors();
  updateActions();
  updateDataLine();
  fitColumnWidth();
}

void TensorEditor::setContent(std::shared_ptr<const MappingContent> content) {
  content_ = content;
  model_->setContent(std::move(content));
  rebuildSliceSelectors();
  updateActions();
  updateDataLine();
  fitColumnWidth();
}

// Columns as wide as the shown slice's values need (measured on a sample of at most kMeasuredCells cells), so
// that 1234567.25 is not cut to "12345…"; a value wider than the cap is elided and whole in its tooltip.
void TensorEditor::fitColumnWidth() {
  constexpr int kMeasuredCells = 4096;
  constexpr int kMinWidth = 48;
  constexpr int kMaxWidth = 180;
  const int rows = model_->rowCount();
  const int columns = model_->columnCount();
  const qint64 cells = qint64{rows} * columns;
  const qint64 step = std::max<qint64>(1, cells / kMeasuredCells);
  const QFontMetrics metrics(table_->font());
  int widest = 0;
  for (qint64 i = 0; i < cells; i += step) {
    const QModelIndex index = model_->index(static_cast<int>(i / columns), static_cast<int>(i % columns));
    widest = std::max(widest, metrics.horizontalAdvance(model_->data(index, Qt::DisplayRole).toString()));
  }
  table_->horizontalHeader()->setDefaultSectionSize(std::clamp(widest + 16, kMinWidth, kMaxWidth));
}

void TensorEditor::updateDataLine() {
  const TensorContent* t = model_->tensor();
  QStringList lines;
  QStringList problems;
  if (t && !t->isOutput) {
    if (const DataFile* file = doc_->inputFile(t->index)) {
      const QString path = QDir::toNativeSeparators(QString::fromStdString(file->resolved.string()));
      lines << tr("Data from %1").arg(QString::fromStdString(file->path)).toHtmlEscaped();
      dataLine_->setToolTip(path);
    } else {
      dataLine_->setToolTip(QString());
    }
  }
  if (t && content_) {
    // Diagnostics on this tensor's Data: a file that is missing or disagrees, a buffer too short.
    const std::string dataField = t->field.toStdString() + ".Data";
    for (const Diagnostic& d : content_->diagnostics) {
      if (d.field == dataField) problems << diagnosticMessage(d);
    }
  }
  clearFieldMark(table_);
  for (const QString& problem : problems) {
    markFieldInvalid(table_, problem);
    lines << QStringLiteral("<span style=\"color:#e03131\">%1</span>").arg(problem.toHtmlEscaped());
  }
  marks_->setMarked(problems.isEmpty() ? std::vector<QPointer<QWidget>>{} : std::vector<QPointer<QWidget>>{table_});
  dataLine_->setText(lines.join(QStringLiteral("<br>")));
  dataLine_->setVisible(!lines.isEmpty());
}

void TensorEditor::rebuildSliceSelectors() {
  const TensorContent* t = model_->tensor();
  std::vector<uint32_t> leadingSizes;
  if (t && t->layout && t->layout->rank() > 2) leadingSizes.assign(t->layout->sizes.begin(), t->layout->sizes.end() - 2);
  if (leadingSizes != sliceSizes_) {
    for (QSpinBox* spin : sliceSpins_) delete spin;
    sliceSpins_.clear();
    sliceSizes_ = leadingSizes;
    for (size_t d = 0; d < leadingSizes.size(); ++d) {
      auto* spin = new QSpinBox(this);
      guardWheel(spin);
      spin->setRange(0, static_cast<int>(std::min<uint32_t>(leadingSizes[d], INT_MAX) - 1));
      spin->setPrefix(tr("dim %1: ").arg(d));
      spin->setAccessibleName(tr("Index of dimension %1").arg(d));
      spin->setToolTip(tr("The index of dimension %1 of the slice shown").arg(d));
      connect(spin, &QSpinBox::valueChanged, this, [this] {
        std::vector<uint32_t> indices;
        for (QSpinBox* s : sliceSpins_) indices.push_back(static_cast<uint32_t>(s->value()));
        model_->setLeadingIndices(indices);
      });
      sliceLayout_->addWidget(spin);
      sliceSpins_.push_back(spin);
    }
  }
  const auto& leading = model_->leadingIndices();
  for (size_t d = 0; d < sliceSpins_.size(); ++d) {
    const QSignalBlocker block(sliceSpins_[d]);
    sliceSpins_[d]->setValue(d < leading.size() ? static_cast<int>(leading[d]) : 0);
  }
  sliceLabel_->setVisible(!sliceSpins_.empty());
}

void TensorEditor::updateActions() {
  const TensorContent* t = model_->tensor();
  const bool editableInput = t && !t->isOutput && t->layout;
  fillButton_->setEnabled(editableInput);
  pasteButton_->setEnabled(editableInput);
  copyButton_->setEnabled(t && t->values);
}

void TensorEditor::showCell(const CellRef& cell) {
  if (model_->isOutput() != cell.isOutput || model_->tensorIndex() != cell.tensor) showTensor(cell.isOutput, cell.tensor);
  const TensorContent* t = model_->tensor();
  if (!t || !t->layout || cell.element >= t->layout->elementCount) return;
  const auto coords = content_ ? content_->coordinates(*t, cell.element) : std::vector<uint32_t>{};
  if (coords.size() > 2) {
    std::vector<uint32_t> leading(coords.begin(), coords.end() - 2);
    if (leading != model_->leadingIndices()) {
      model_->setLeadingIndices(leading);
      rebuildSliceSelectors();
    }
  }
  const QModelIndex index = model_->indexOf(cell.element);
  if (!index.isValid()) return;
  syncing_ = true;
  table_->setCurrentIndex(index);
  table_->scrollTo(index);
  syncing_ = false;
}

bool TensorEditor::fillWith(const std::function<ElementValue(uint64_t)>& valueAt, const QString& text) {
  const TensorContent* t = model_->tensor();
  if (!t || t->isOutput || !t->layout) return false;
  const Session& session = doc_->session();
  if (t->index >= session.inputData.size()) return false;
  Buffer buffer = session.inputData[t->index];
  const uint64_t elements = buffer.size() / t->layout->elementBytes;
  for (uint64_t k = 0; k < elements; ++k) writeElement(t->layout->dataType, buffer, k, valueAt(k));
  doc_->replaceInputData(t->index, std::move(buffer), text);
  return true;
}

void TensorEditor::fillSequence() {
  const TensorContent* t = model_->tensor();
  if (!t || t->isOutput) return;
  Session copy = doc_->session();
  fillSequential(copy, t->index);
  doc_->replaceInputData(t->index, std::move(copy.inputData[t->index]), tr("Fill %1 with 0, 1, 2, …").arg(t->field));
}

void TensorEditor::fillZeros() {
  const TensorContent* t = model_->tensor();
  if (t) fillWith([](uint64_t) { return ElementValue{uint64_t{0}}; }, tr("Fill %1 with zeros").arg(t->field));
}

void TensorEditor::fillConstant(const ElementValue& value) {
  const TensorContent* t = model_->tensor();
  if (t) fillWith([value](uint64_t) { return value; }, tr("Fill %1 with a constant").arg(t->field));
}

void TensorEditor::fillRandom() {
  const TensorContent* t = model_->tensor();
  if (!t) return;
  auto* random = QRandomGenerator::global();
  fillWith([random](uint64_t) { return ElementValue{uint64_t{random->bounded(100u)}}; }, tr("Fill %1 with random values").arg(t->field));
}

bool TensorEditor::paste(const QString& text, QString* error) {
  const TensorContent* t = model_->tensor();
  if (!t || !t->layout) {
    if (error) *error = tr("the tensor has no valid layout to paste into");
    return false;
  }
  if (t->isOutput) {
    if (error) *error = tr("%1 is computed by the operator; paste into an input").arg(t->field);
    return false;
  }
  const PastedValues pasted = parsePastedValues(text);
  if (!pasted.error.isEmpty()) {
    if (error) *error = tr("cannot paste: %1").arg(pasted.error);
    return false;
  }
  const TensorLayout& layout = *t->layout;
  Buffer buffer = doc_->session().inputData.at(t->index);
  const uint64_t available = buffer.size() / layout.elementBytes;

  // Which element each pasted value goes to.
  std::vector<uint64_t> targets;
  // A nested list with the tensor's shape (leading 1s aside), or a flat list of all its values, fills the
  // whole tensor; anything else is a block of rows placed at the current cell.
  auto withoutLeadingOnes = [](std::vector<uint32_t> shape) {
    while (shape.size() > 1 && shape.front() == 1) shape.erase(shape.begin());
    return shape;
  };
  const bool whole = pasted.nested && (withoutLeadingOnes(pasted.shape) == withoutLeadingOnes(layout.sizes) ||
                                       (pasted.shape.size() == 1 && pasted.values.size() == layout.elementCount));
  if (whole) {
    for (uint64_t k = 0; k < layout.elementCount; ++k) targets.push_back(k);
  } else {
    const uint32_t columns = pasted.shape.empty() ? 0 : pasted.shape.back();
    if (columns == 0) {
      if (error) *error = tr("cannot paste: no values");
      return false;
    }
    const uint64_t rows = pasted.values.size() / columns;
    const QModelIndex current = table_->currentIndex().isValid() ? table_->currentIndex() : model_->index(0, 0);
    const uint32_t rank = layout.rank();
    std::vector<uint32_t> coords(rank, 0);
    for (uint32_t d = 0; d + 2 < rank && d < model_->leadingIndices().size(); ++d) coords[d] = model_->leadingIndices()[d];
    const uint64_t sliceRows = rank >= 2 ? layout.sizes[rank - 2] : 1;
    const uint64_t sliceColumns = layout.sizes[rank - 1];
    for (uint64_t r = 0; r < rows; ++r) {
      for (uint64_t c = 0; c < columns; ++c) {
        const uint64_t row = static_cast<uint64_t>(std::max(current.row(), 0)) + r;
        const uint64_t column = static_cast<uint64_t>(std::max(current.column(), 0)) + c;
        if (row >= sliceRows || column >= sliceColumns) {
          targets.push_back(UINT64_MAX);  // outside the slice: dropped
          continue;
        }
        if (rank >= 2) coords[rank - 2] = static_cast<uint32_t>(row);
        coords[rank - 1] = static_cast<uint32_t>(column);
        targets.push_back(coordsToLinear(coords, layout.sizes));
      }
    }
  }
  for (size_t k = 0; k < targets.size() && k < pasted.values.size(); ++k) {
    if (targets[k] == UINT64_MAX) continue;
    auto value = parseElementText(layout.dataType, pasted.values[k]);
    if (!value) {
      if (error) *error = tr("cannot paste: value %1 ('%2') is not a number").arg(k + 1).arg(pasted.values[k]);
      return false;
    }
    const uint64_t offset = layout.offsetOfLinear(targets[k]);
    if (offset < available) writeElement(layout.dataType, buffer, offset, *value);
  }
  doc_->replaceInputData(t->index, std::move(buffer), tr("Paste into %1").arg(t->field));
  return true;
}

QString TensorEditor::copyText(bool numpy) const {
  const TensorContent* t = model_->tensor();
  if (!t || !t->layout || !t->values) return {};
  return numpy ? tensorAsNumpy(*t->layout, *t->values) : tensorAsJson(*t->layout, *t->values);
}

void TensorEditor::dragEnterEvent(QDragEnterEvent* event) {
  if (droppedNpyPath(event->mimeData()).isEmpty() || !model_->tensor()) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
}

void TensorEditor::dropEvent(QDropEvent* event) {
  const QString path = droppedNpyPath(event->mimeData());
  if (path.isEmpty() || !model_->tensor()) {
    event->ignore();
    return;
  }
  event->acceptProposedAction();
  emit npyDropped(path, model_->isOutput(), model_->tensorIndex());
}

void TensorEditor::keyPressEvent(QKeyEvent* event) {
  if (event->matches(QKeySequence::Paste)) {
    QString error;
    if (!paste(QApplication::clipboard()->text(), &error)) emit message(error);
    event->accept();
    return;
  }
  QWidget::keyPressEvent(event);
}

}  // namespace dmlscope::gui
