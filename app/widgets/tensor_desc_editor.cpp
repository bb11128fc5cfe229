// The tensor descriptor editor (see tensor_desc_editor.h).
#include "widgets/tensor_desc_editor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <limits>

#include "models/descriptor_follow.h"
#include "models/operator_form.h"
#include "models/session_document.h"
#include "widgets/array_editor.h"
#include "widgets/count_field.h"
#include "widgets/field_marks.h"
#include "widgets/number_edit.h"
#include "widgets/wheel_guard.h"

namespace dmlscope::gui {
namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// DirectML's minimum buffer size for the tensor, as core computes it (what an absent
// TotalTensorSizeInBytes means).
std::optional<uint64_t> derivedTotalSize(const TensorDesc& t) {
  TensorDesc withoutTotal = t;
  withoutTotal.totalTensorSizeInBytes.reset();
  auto layout = computeLayout(withoutTotal);
  if (!layout) return std::nullopt;
  return layout->minimumBytes;
}

}  // namespace

TensorDescEditor::TensorDescEditor(SessionDocument* doc, Style style, QWidget* parent)
    : QWidget(parent), doc_(doc), style_(style) {
  if (style_ == Style::Form) {
    buildForm();
  } else {
    buildCompact();
  }
}

QComboBox* TensorDescEditor::makeDataTypeCombo() {
  auto* combo = new QComboBox(this);
  guardWheel(combo);
  for (DataType t : kAllDataTypes) {
    combo->addItem(qs(shortName(t)), static_cast<uint32_t>(t));
    combo->setItemData(combo->count() - 1, qs(fullName(t)), Qt::ToolTipRole);
  }
  combo->addItem(qs(shortName(DataType::Unknown)), static_cast<uint32_t>(DataType::Unknown));
  connect(combo, &QComboBox::activated, this, [this, combo](int i) {
    const auto type = static_cast<DataType>(combo->itemData(i).toUInt());
    edit(QStringLiteral("DataType"), [type](TensorDesc& t) { t.dataType = type; }, false);
  });
  return combo;
}

void TensorDescEditor::buildForm() {
  auto* form = new QFormLayout(this);
  form->setContentsMargins(4, 4, 4, 4);
  form->setVerticalSpacing(3);
  form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  // In a narrow dock a field goes below its label rather than out of sight.
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);

  dataType_ = makeDataTypeCombo();
  flags_ = new QComboBox(this);
  guardWheel(flags_);
  flags_->addItem(QStringLiteral("NONE"), 0u);
  flags_->setItemData(0, QStringLiteral("DML_TENSOR_FLAG_NONE"), Qt::ToolTipRole);
  flags_->addItem(QStringLiteral("OWNED_BY_DML"), 1u);
  flags_->setItemData(1, QStringLiteral("DML_TENSOR_FLAG_OWNED_BY_DML"), Qt::ToolTipRole);
  connect(flags_, &QComboBox::activated, this, [this](int i) {
    const uint32_t flags = flags_->itemData(i).toUInt();
    edit(QStringLiteral("Flags"), [flags](TensorDesc& t) { t.flags = flags; }, false);
  });
  dimensionCount_ = new CountField(QStringLiteral("DimensionCount"), std::numeric_limits<uint32_t>::max(), this);
  connect(dimensionCount_, &CountField::edited, this, [this](uint64_t v) {
    edit(QStringLiteral("DimensionCount"), [v](TensorDesc& t) { t.dimensionCount = static_cast<uint32_t>(v); });
  });
  connect(dimensionCount_, &CountField::restoreRequested, this, [this] {
    edit(QStringLiteral("DimensionCount"), [](TensorDesc& t) { t.dimensionCount.reset(); }, false);
  });
  sizes_ = new ArrayEditor(QStringLiteral("Sizes"), this);
  strides_ = new ArrayEditor(QStringLiteral("Strides"), this);
  totalSize_ = new CountField(QStringLiteral("TotalTensorSizeInBytes"), std::numeric_limits<uint64_t>::max(), this);
  connect(totalSize_, &CountField::edited, this, [this](uint64_t v) {
    edit(QStringLiteral("TotalTensorSizeInBytes"), [v](TensorDesc& t) { t.totalTensorSizeInBytes = v; });
  });
  connect(totalSize_, &CountField::restoreRequested, this, [this] {
    edit(QStringLiteral("TotalTensorSizeInBytes"), [](TensorDesc& t) { t.totalTensorSizeInBytes.reset(); }, false);
  });
  alignment_ = new NumberEdit(NumberEdit::Mode::Unsigned, this);
  alignment_->setObjectName(QStringLiteral("GuaranteedBaseOffsetAlignment"));
  alignment_->setAccessibleName(QStringLiteral("GuaranteedBaseOffsetAlignment"));
  connect(alignment_, &NumberEdit::unsignedEdited, this, [this](uint64_t v) {
    edit(QStringLiteral("GuaranteedBaseOffsetAlignment"), [v](TensorDesc& t) { t.guaranteedBaseOffsetAlignment = static_cast<uint32_t>(v); });
  });

  const std::pair<const char*, QWidget*> rows[] = {
      {"DataType", dataType_}, {"Flags", flags_}, {"DimensionCount", dimensionCount_}, {"Sizes", sizes_},
      {"Strides", strides_}, {"TotalTensorSizeInBytes", totalSize_}, {"GuaranteedBaseOffsetAlignment", alignment_}};
  for (const auto& [name, widget] : rows) {
    auto* label = new QLabel(QString::fromLatin1(name), this);
    label->setBuddy(widget);
    label->setToolTip(tensorFieldHelp(QString::fromLatin1(name)));
    widget->setAccessibleName(QString::fromLatin1(name));
    setFieldHelp(widget, tensorFieldHelp(QString::fromLatin1(name)));
    form->addRow(label, widget);
  }

  connectArrayEditors();
}

void TensorDescEditor::buildCompact() {
  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(0, 0, 0, 0);
  dataType_ = makeDataTypeCombo();
  dataType_->setAccessibleName(QStringLiteral("DataType"));
  setFieldHelp(dataType_, tensorFieldHelp(QStringLiteral("DataType")));
  sizes_ = new ArrayEditor(QStringLiteral("Sizes"), this);
  setFieldHelp(sizes_, tensorFieldHelp(QStringLiteral("Sizes")));
  strides_ = new ArrayEditor(QStringLiteral("Strides"), this);
  setFieldHelp(strides_, tensorFieldHelp(QStringLiteral("Strides")));
  auto addLabelled = [&](const char* name, QWidget* w) {
    auto* label = new QLabel(QString::fromLatin1(name), this);
    label->setBuddy(w);
    row->addWidget(label);
    row->addWidget(w);
  };
  addLabelled("DataType", dataType_);
  addLabelled("Sizes", sizes_);
  addLabelled("Strides", strides_);
  row->addStretch(1);
  connectArrayEditors();
}

void TensorDescEditor::connectArrayEditors() {
  connect(sizes_, &ArrayEditor::entryEdited, this, [this](int i, uint32_t v) {
    edit(QStringLiteral("Sizes[%1]").arg(i), [i, v](TensorDesc& t) {
      if (static_cast<size_t>(i) < t.sizes.size()) t.sizes[static_cast<size_t>(i)] = v;
    });
  });
  connect(sizes_, &ArrayEditor::growRequested, this, [this] {
    edit(QStringLiteral("Sizes"), [](TensorDesc& t) {
      if (t.sizes.size() < kMaxDimensions) changeRank(t, static_cast<uint32_t>(t.sizes.size() + 1));
    }, false);
  });
  connect(sizes_, &ArrayEditor::shrinkRequested, this, [this] {
    edit(QStringLiteral("Sizes"), [](TensorDesc& t) {
      if (t.sizes.size() > 1) changeRank(t, static_cast<uint32_t>(t.sizes.size() - 1));
    }, false);
  });
  connect(sizes_, &ArrayEditor::restoreRequested, this, [this] {
    if (isOutput_) doc_->restoreDerivedSizes(index_);
  });
  connect(strides_, &ArrayEditor::entryEdited, this, [this](int i, uint32_t v) {
    edit(QStringLiteral("Strides[%1]").arg(i), [i, v](TensorDesc& t) {
      if (!t.strides) t.strides = packedStrides(t.sizes).value_or(std::vector<uint32_t>(t.sizes.size(), 1));
      if (static_cast<size_t>(i) < t.strides->size()) (*t.strides)[static_cast<size_t>(i)] = v;
    });
  });
  connect(strides_, &ArrayEditor::growRequested, this, [this] {
    edit(QStringLiteral("Strides"), [](TensorDesc& t) {
      if (t.strides) *t.strides = resizedAtFront(*t.strides, static_cast<uint32_t>(t.strides->size() + 1), 1);
    }, false);
  });
  connect(strides_, &ArrayEditor::shrinkRequested, this, [this] {
    edit(QStringLiteral("Strides"), [](TensorDesc& t) {
      if (t.strides && !t.strides->empty()) *t.strides = resizedAtFront(*t.strides, static_cast<uint32_t>(t.strides->size() - 1), 1);
    }, false);
  });
  connect(strides_, &ArrayEditor::restoreRequested, this, [this] {
    edit(QStringLiteral("Strides"), [](TensorDesc& t) { t.strides.reset(); }, false);
  });
}

void TensorDescEditor::setTensor(bool isOutput, uint32_t index) {
  isOutput_ = isOutput;
  index_ = index;
  refresh();
}

QString TensorDescEditor::fieldPrefix() const {
  const OperatorDesc& desc = doc_->session().desc;
  const auto tensorSlots = isOutput_ ? outputSlots(desc) : inputSlots(desc);
  return index_ < tensorSlots.size() ? QString::fromStdString(tensorSlots[index_].field) : QString();
}

const TensorDesc* TensorDescEditor::tensor() const {
  const OperatorDesc& desc = doc_->session().desc;
  const auto count = (isOutput_ ? outputSlots(desc) : inputSlots(desc)).size();
  if (index_ >= count) return nullptr;
  return isOutput_ ? &outputTensor(desc, index_) : &inputTensor(desc, index_);
}

void TensorDescEditor::edit(const QString& member, const std::function<void(TensorDesc&)>& change, bool merge) {
  const QString path = QStringLiteral("%1.%2").arg(fieldPrefix(), member);
  const bool isOutput = isOutput_;
  const uint32_t index = index_;
  doc_->editDescriptor(tr("Edit %1").arg(path), merge ? path : QString(), [=](OperatorDesc& d) {
    const auto count = (isOutput ? outputSlots(d) : inputSlots(d)).size();
    if (index >= count) return;
    change(isOutput ? outputTensor(d, index) : inputTensor(d, index));
  });
}

void TensorDescEditor::refresh() {
  const TensorDesc* t = tensor();
  setEnabled(t != nullptr);
  if (!t) return;
  const QString prefix = fieldPrefix();
  if (dataType_) {
    const QSignalBlocker block(dataType_);
    dataType_->setCurrentIndex(dataType_->findData(static_cast<uint32_t>(t->dataType)));
    dataType_->setObjectName(prefix + QStringLiteral(".DataType"));
  }
  if (flags_) {
    const QSignalBlocker block(flags_);
    int i = flags_->findData(t->flags);
    if (i < 0) {
      flags_->addItem(QString::number(t->flags), t->flags);
      i = flags_->count() - 1;
    }
    flags_->setCurrentIndex(i);
  }
  if (dimensionCount_) dimensionCount_->setState(t->dimensionCount, t->sizes.size());
  sizes_->setValues(t->sizes);
  sizes_->setObjectName(prefix + QStringLiteral(".Sizes"));
  if (isOutput_) {
    const auto derived = derivedOutputSizes(doc_->session().desc);
    sizes_->setDerived(index_ < derived.size() ? derived[index_] : std::nullopt);
  } else {
    sizes_->setDerived(std::nullopt);
  }
  if (t->strides) {
    strides_->setDerivedLook(false);
    strides_->setValues(*t->strides);
    strides_->setRestoreOffered(true, tr("Leave Strides out again (packed row-major)"));
    strides_->setResizable(style_ == Style::Form);
  } else {
    strides_->setDerivedLook(true);
    strides_->setValues(packedStrides(t->sizes).value_or(std::vector<uint32_t>{}));
    strides_->setRestoreOffered(false, tr("Strides is left out: the tensor is packed row-major"));
    strides_->setResizable(false);
  }
  if (totalSize_) totalSize_->setState(t->totalTensorSizeInBytes, derivedTotalSize(*t));
  if (alignment_) alignment_->setUnsignedValue(t->guaranteedBaseOffsetAlignment);
}

std::vector<std::pair<QString, FieldTarget>> TensorDescEditor::fieldTargets() const {
  const QString p = fieldPrefix();
  std::vector<std::pair<QString, FieldTarget>> targets;
  auto add = [&](const char* member, QWidget* w, ArrayEditor* array = nullptr) {
    if (w) targets.push_back({p + QLatin1Char('.') + QLatin1String(member), FieldTarget{w, array}});
  };
  add("DataType", dataType_);
  add("Flags", flags_);
  add("DimensionCount", dimensionCount_ ? static_cast<QWidget*>(dimensionCount_->edit()) : nullptr);
  add("Sizes", sizes_, sizes_);
  add("Strides", strides_, strides_);
  add("TotalTensorSizeInBytes", totalSize_ ? static_cast<QWidget*>(totalSize_->edit()) : nullptr);
  add("GuaranteedBaseOffsetAlignment", alignment_);
  return targets;
}

}  // namespace dmlscope::gui
