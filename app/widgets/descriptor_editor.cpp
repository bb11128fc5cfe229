// The descriptor editor (see descriptor_editor.h).
#include "widgets/descriptor_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <limits>
#include <optional>
#include <string>

#include "dmlscope/onnx_session.h"
#include "dmlscope/operators.h"
#include "models/descriptor_follow.h"
#include "models/diagnostic_list_model.h"
#include "models/session_document.h"
#include "widgets/array_editor.h"
#include "widgets/count_field.h"
#include "widgets/field_marks.h"
#include "widgets/number_edit.h"
#include "widgets/wheel_guard.h"

namespace dmlscope::gui {
namespace {

// The position of the tensor field `name` among the operator's input (or output) slots.
std::optional<uint32_t> slotIndexOf(const OperatorDesc& desc, bool isOutput, const QString& name) {
  const std::string field = name.toStdString();
  for (const TensorSlot& slot : isOutput ? outputSlots(desc) : inputSlots(desc)) {
    if (slot.field == field) return slot.index;
  }
  return std::nullopt;
}

// The mark beside a field whose value an ONNX node decided (its tooltip says where from).
constexpr char16_t kOnnxOriginMark[] = u" \u25C6";

QString joinedInts(const std::vector<int32_t>& values) {
  QStringList parts;
  for (int32_t v : values) parts << QString::number(v);
  return parts.join(QStringLiteral(", "));
}

}  // namespace

DescriptorEditor::DescriptorEditor(SessionDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
  setAccessibleName(tr("Descriptor editor"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  header_ = new QLabel(this);
  header_->setContentsMargins(8, 6, 8, 2);
  header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont bold = header_->font();
  bold.setBold(true);
  header_->setFont(bold);
  layout->addWidget(header_);
  scroll_ = new QScrollArea(this);
  scroll_->setWidgetResizable(true);
  scroll_->setFrameShape(QFrame::NoFrame);
  layout->addWidget(scroll_);
  connect(doc_, &SessionDocument::structureChanged, this, &DescriptorEditor::rebuild);
  connect(doc_, &SessionDocument::sessionChanged, this, [this] {
    refresh();
    setDiagnostics(doc_->diagnostics());
  });
  rebuild();
  setDiagnostics(doc_->diagnostics());
}

void DescriptorEditor::registerTarget(const QString& path, QWidget* widget, ArrayEditor* array) {
  targets_.insert(path, FieldTarget{widget, array});
}

void DescriptorEditor::addParameterRow(QFormLayout* form, const FormField& field) {
  QWidget* editor = nullptr;
  QWidget* markable = nullptr;
  ArrayEditor* array = nullptr;
  const QString name = field.name;
  switch (field.kind) {
    case FormFieldKind::Count: {
      auto* count = new CountField(name, std::numeric_limits<uint32_t>::max());
      connect(count, &CountField::edited, this, [this, field](uint64_t v) {
        doc_->editDescriptor(tr("Edit %1").arg(field.name), field.name,
                             [&](OperatorDesc& d) { field.setCount(d, static_cast<uint32_t>(v)); });
      });
      connect(count, &CountField::restoreRequested, this, [this, field] {
        doc_->editDescriptor(tr("Restore %1").arg(field.name), {}, [&](OperatorDesc& d) { field.setCount(d, std::nullopt); });
      });
      refreshers_.push_back([this, count, field] {
        const OperatorDesc& d = doc_->session().desc;
        const auto stored = field.getCount(d);
        count->setState(stored ? std::optional<uint64_t>(*stored) : std::nullopt, field.derivedCount(d));
      });
      editor = count;
      markable = count->edit();
      break;
    }
    case FormFieldKind::UInt: {
      auto* edit = new NumberEdit(NumberEdit::Mode::Unsigned);
      connect(edit, &NumberEdit::unsignedEdited, this, [this, field](uint64_t v) {
        doc_->editDescriptor(tr("Edit %1").arg(field.name), field.name,
                             [&](OperatorDesc& d) { field.setUInt(d, static_cast<uint32_t>(v)); });
      });
      refreshers_.push_back([this, edit, field] { edit->setUnsignedValue(field.getUInt(doc_->session().desc)); });
      editor = markable = edit;
      break;
    }
    case FormFieldKind::Float: {
      auto* edit = new NumberEdit(NumberEdit::Mode::Float);
      connect(edit, &NumberEdit::floatEdited, this, [this, field](float v) {
        doc_->editDescriptor(tr("Edit %1").arg(field.name), field.name, [&](OperatorDesc& d) { field.setFloat(d, v); });
      });
      refreshers_.push_back([this, edit, field] { edit->setFloatValue(field.getFloat(doc_->session().desc)); });
      editor = markable = edit;
      break;
    }
    case FormFieldKind::Enum: {
      auto* combo = new QComboBox;
      guardWheel(combo);
      for (const EnumOption& o : field.options) {
        combo->addItem(o.shortName, o.value);
        combo->setItemData(combo->count() - 1, o.fullName, Qt::ToolTipRole);
      }
      connect(combo, &QComboBox::activated, this, [this, combo, field](int i) {
        const uint32_t v = combo->itemData(i).toUInt();
        doc_->editDescriptor(tr("Edit %1").arg(field.name), {}, [&](OperatorDesc& d) { field.setUInt(d, v); });
      });
      refreshers_.push_back([this, combo, field] {
        const QSignalBlocker block(combo);
        const uint32_t v = field.getUInt(doc_->session().desc);
        int i = combo->findData(v);
        if (i < 0) {
          combo->addItem(QString::number(v), v);
          i = combo->count() - 1;
        }
        combo->setCurrentIndex(i);
      });
      editor = markable = combo;
      break;
    }
    case FormFieldKind::UIntArray: {
      array = new ArrayEditor(name);
      connect(array, &ArrayEditor::entryEdited, this, [this, field](int i, uint32_t v) {
        doc_->editDescriptor(tr("Edit %1").arg(field.name), QStringLiteral("%1[%2]").arg(field.name).arg(i), [&](OperatorDesc& d) {
          auto values = field.getArray(d);
          if (static_cast<size_t>(i) < values.size()) values[static_cast<size_t>(i)] = v;
          field.setArray(d, std::move(values));
        });
      });
      connect(array, &ArrayEditor::growRequested, this, [this, field] {
        doc_->editDescriptor(tr("Add an entry to %1").arg(field.name), {}, [&](OperatorDesc& d) {
          const auto values = field.getArray(d);
          if (values.size() < kMaxDimensions) field.setArray(d, resizedAtFront(values, static_cast<uint32_t>(values.size() + 1), field.growValue));
        });
      });
      connect(array, &ArrayEditor::shrinkRequested, this, [this, field] {
        doc_->editDescriptor(tr("Remove an entry from %1").arg(field.name), {}, [&](OperatorDesc& d) {
          const auto values = field.getArray(d);
          if (!values.empty()) field.setArray(d, resizedAtFront(values, static_cast<uint32_t>(values.size() - 1), field.growValue));
        });
      });
      refreshers_.push_back([this, array, field] { array->setValues(field.getArray(doc_->session().desc)); });
      editor = markable = array;
      break;
    }
    case FormFieldKind::Scalar: {
      // Typed text: core parses it for the field's data type; a value it refuses stays in the edit, marked, with
      // core's reason as its tooltip, and changes nothing.
      auto* edit = new QLineEdit;
      connect(edit, &QLineEdit::editingFinished, this, [this, edit, field] {
        OperatorDesc trial = doc_->session().desc;
        const QString error = field.setText(trial, edit->text());
        edit->setProperty("invalid", !error.isEmpty());
        edit->setToolTip(error.isEmpty() ? field.help : error);
        edit->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("QLineEdit { color: palette(link-visited); }"));
        if (!error.isEmpty() || field.getText(trial) == field.getText(doc_->session().desc)) return;
        doc_->editDescriptor(tr("Edit %1").arg(field.name), field.name, [&](OperatorDesc& d) { d = trial; });
      });
      refreshers_.push_back([this, edit, field] {
        if (edit->property("invalid").toBool() && edit->hasFocus()) return;
        edit->setText(field.getText(doc_->session().desc));
      });
      editor = markable = edit;
      break;
    }
    case FormFieldKind::IntArray: {
      // Signed entries as one comma-separated line ("1, 1, -2, 2"); its length follows what is typed.
      auto* edit = new QLineEdit;
      connect(edit, &QLineEdit::editingFinished, this, [this, edit, field] {
        std::vector<int32_t> values;
        for (const QString& part : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
          bool ok = false;
          const int v = part.trimmed().toInt(&ok);
          if (!ok) {  // not a list of 32-bit integers: show the stored value again
            edit->setText(joinedInts(field.getIntArray(doc_->session().desc)));
            return;
          }
          values.push_back(v);
        }
        if (values == field.getIntArray(doc_->session().desc)) return;
        doc_->editDescriptor(tr("Edit %1").arg(field.name), field.name, [&](OperatorDesc& d) { field.setIntArray(d, values); });
      });
      refreshers_.push_back([this, edit, field] {
        const QSignalBlocker block(edit);
        edit->setText(joinedInts(field.getIntArray(doc_->session().desc)));
      });
      editor = markable = edit;
      break;
    }
    case FormFieldKind::ScaleBias: {
      // A check box for the pointer (unchecked: null) and the two FLOATs, which edit only while it is set.
      auto* box = new QWidget;
      auto* row = new QHBoxLayout(box);
      row->setContentsMargins(0, 0, 0, 0);
      auto* set = new QCheckBox(tr("set"));
      set->setObjectName(name + QStringLiteral(".set"));
      set->setToolTip(tr("Unchecked: a null ScaleBias, which copies the elements unchanged"));
      auto* scale = new NumberEdit(NumberEdit::Mode::Float);
      auto* bias = new NumberEdit(NumberEdit::Mode::Float);
      scale->setObjectName(name + QStringLiteral(".Scale"));
      bias->setObjectName(name + QStringLiteral(".Bias"));
      scale->setAccessibleName(name + QStringLiteral(".Scale"));
      bias->setAccessibleName(name + QStringLiteral(".Bias"));
      row->addWidget(set);
      row->addWidget(new QLabel(QStringLiteral("Scale")));
      row->addWidget(scale, 1);
      row->addWidget(new QLabel(QStringLiteral("Bias")));
      row->addWidget(bias, 1);
      const auto current = [this, field] { return field.getScaleBias(doc_->session().desc); };
      connect(set, &QCheckBox::toggled, this, [this, field, current](bool on) {
        if (on == current().has_value()) return;
        // Its own undo step (no merge key): undoing a Clear brings the numbers back, not the null before the Set.
        doc_->editDescriptor(on ? tr("Set %1").arg(field.name) : tr("Clear %1").arg(field.name), QString(),
                             [&](OperatorDesc& d) { field.setScaleBias(d, on ? std::optional(ScaleBiasTerms{}) : std::nullopt); });
      });
      // Keystrokes in one number merge into one undo step ("ScaleBias.Scale"), as in any other number field.
      const auto editTerm = [this, field, current](float ScaleBiasTerms::*term, const QString& mergeKey, float v) {
        auto terms = current().value_or(ScaleBiasTerms{});
        if (current() && terms.*term == v) return;
        terms.*term = v;
        doc_->editDescriptor(tr("Edit %1").arg(field.name), mergeKey, [&](OperatorDesc& d) { field.setScaleBias(d, terms); });
      };
      connect(scale, &NumberEdit::floatEdited, this,
              [editTerm, key = name + QStringLiteral(".Scale")](float v) { editTerm(&ScaleBiasTerms::Scale, key, v); });
      connect(bias, &NumberEdit::floatEdited, this,
              [editTerm, key = name + QStringLiteral(".Bias")](float v) { editTerm(&ScaleBiasTerms::Bias, key, v); });
      refreshers_.push_back([set, scale, bias, current] {
        const auto terms = current();
        const QSignalBlocker block(set);
        set->setChecked(terms.has_value());
        scale->setEnabled(terms.has_value());
        bias->setEnabled(terms.has_value());
        const ScaleBiasTerms shown = terms.value_or(ScaleBiasTerms{});
        scale->setFloatValue(shown.Scale);
        bias->setFloatValue(shown.Bias);
      });
      editor = box;
      markable = set;
      break;
    }
    case FormFieldKind::Tensor:
    case FormFieldKind::TensorList:
      return;
  }
  editor->setObjectName(name);
  editor->setAccessibleName(name);
  markable->setAccessibleName(name);
  setFieldHelp(markable, field.help);
  auto* label = new QLabel(name);
  label->setBuddy(markable);
  label->setToolTip(field.help);
  form->addRow(label, editor);
  registerTarget(name, markable, array);
}

QWidget* DescriptorEditor::makeTensorGroup(const QString& title, bool isOutput, uint32_t index, QWidget* parent) {
  auto* group = new QGroupBox(title, parent);
  group->setObjectName(title);
  group->setAccessibleName(title);
  auto* layout = new QVBoxLayout(group);
  layout->setContentsMargins(4, 2, 4, 4);
  auto* editor = new TensorDescEditor(doc_, TensorDescEditor::Style::Form, group);
  editor->setTensor(isOutput, index);
  layout->addWidget(editor);
  tensorEditors_.push_back(editor);
  registerTarget(title, group);
  return group;
}

QWidget* DescriptorEditor::makeTensorList(const FormField& field, QWidget* parent) {
  auto* group = new QGroupBox(field.name, parent);
  group->setObjectName(field.name);
  group->setAccessibleName(field.name);
  group->setToolTip(field.help);
  auto* layout = new QVBoxLayout(group);
  layout->setContentsMargins(4, 2, 4, 4);
  const OperatorDesc& desc = doc_->session().desc;
  const auto tensorSlots = field.isOutput ? outputSlots(desc) : inputSlots(desc);
  const bool removable = tensorSlots.size() > 1;
  for (const TensorSlot& slot : tensorSlots) {
    const QString title = QString::fromStdString(slot.field);
    QWidget* tensorGroup = makeTensorGroup(title, field.isOutput, slot.index, group);
    auto* remove = new QPushButton(tr("Remove %1").arg(title), tensorGroup);
    remove->setAccessibleName(tr("Remove %1").arg(title));
    remove->setEnabled(removable);
    static_cast<QVBoxLayout*>(tensorGroup->layout())->addWidget(remove, 0, Qt::AlignRight);
    const bool isOutput = field.isOutput;
    const uint32_t index = slot.index;
    const auto tensorList = field.tensorList;
    connect(remove, &QPushButton::clicked, this, [this, isOutput, index, title, tensorList] {
      doc_->editDescriptor(
          tr("Remove %1").arg(title), {},
          [&](OperatorDesc& d) {
            // The list is the direction's only tensors (Split's outputs, Join's inputs), so its index is the slot's.
            auto& tensors = tensorList(d);
            if (index < tensors.size()) tensors.erase(tensors.begin() + index);
          },
          [&](InputList& inputs) {
            if (isOutput || index >= inputs.data.size()) return;
            inputs.data.erase(inputs.data.begin() + index);
            if (index < inputs.files.size()) inputs.files.erase(inputs.files.begin() + index);
          });
    });
    layout->addWidget(tensorGroup);
  }
  auto* add = new QPushButton(field.isOutput ? tr("Add an output tensor") : tr("Add an input tensor"), group);
  add->setAccessibleName(add->text());
  const bool isOutput = field.isOutput;
  const auto tensorList = field.tensorList;
  connect(add, &QPushButton::clicked, this, [this, isOutput, tensorList] {
    doc_->editDescriptor(
        isOutput ? tr("Add an output tensor") : tr("Add an input tensor"), {},
        [&](OperatorDesc& d) {
          // The new tensor starts as a copy of the last one (or of the other side's tensor), so the sizes stay
          // consistent but for Axis.
          auto& tensors = tensorList(d);
          tensors.push_back(!tensors.empty() ? tensors.back() : isOutput ? inputTensor(d, 0) : outputTensor(d, 0));
        },
        [&](InputList& inputs) {
          if (isOutput) return;
          inputs.data.emplace_back();
          inputs.files.resize(inputs.data.size());
        });
  });
  layout->addWidget(add, 0, Qt::AlignLeft);
  registerTarget(field.name, group);
  return group;
}

void DescriptorEditor::rebuild() {
  // The old widgets may be the sender of the signal that led here (a Remove button): delete them later.
  if (content_) {
    content_->hide();
    content_->deleteLater();
    scroll_->takeWidget();
  }
  targets_.clear();
  tensorEditors_.clear();
  refreshers_.clear();
  marked_.clear();

  const OperatorForm form = operatorForm(operatorType(doc_->session().desc));
  header_->setText(form.structName);
  auto* content = new QWidget;
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(6, 2, 6, 6);
  layout->setSpacing(6);
  QFormLayout* parameters = nullptr;
  for (const FormField& field : form.fields) {
    if (field.kind == FormFieldKind::Tensor) {
      parameters = nullptr;
      // The field's own slot: a gather's IndicesTensor is input 1, a scatter's UpdatesTensor input 2.
      const auto index = slotIndexOf(doc_->session().desc, field.isOutput, field.name);
      if (!index) continue;  // a field the operator's slots do not list cannot be edited as a tensor
      QWidget* group = makeTensorGroup(field.name, field.isOutput, *index, content);
      setFieldHelp(group, field.help);  // as the other fields show theirs, kept beside a mark's message
      layout->addWidget(group);
    } else if (field.kind == FormFieldKind::TensorList) {
      parameters = nullptr;
      layout->addWidget(makeTensorList(field, content));
    } else {
      if (!parameters) {
        auto* box = new QWidget(content);
        parameters = new QFormLayout(box);
        parameters->setContentsMargins(4, 2, 4, 2);
        parameters->setVerticalSpacing(3);
        parameters->setRowWrapPolicy(QFormLayout::WrapLongRows);
        layout->addWidget(box);
      }
      addParameterRow(parameters, field);
    }
  }
  layout->addStretch(1);
  for (TensorDescEditor* editor : tensorEditors_) {
    for (const auto& [path, target] : editor->fieldTargets()) targets_.insert(path, target);
  }
  scroll_->setWidget(content);
  content_ = content;
  overlay_ = new FieldMarkOverlay(content);
  showOnnxOrigins(form.structName);
  refresh();
  setDiagnostics(diagnostics_);
}

void DescriptorEditor::showOnnxOrigins(const QString& structName) {
  const auto& source = doc_->onnxOrigin();
  if (!source || source->translation.origins.empty()) return;
  header_->setText(tr("%1\n%2 from ONNX (hover for where from)")
                       .arg(structName, QString::fromUtf16(kOnnxOriginMark).trimmed()));
  // Core recorded each field's origin when it translated the node; the form only shows it, on the field's
  // widget (its tooltip, kept beside a diagnostic's message) and as a mark on the field's label.
  for (const onnx::FieldOrigin& origin : source->translation.origins) {
    QWidget* widget = widgetForField(QString::fromStdString(origin.field));
    if (!widget) continue;
    const QString text = tr("From ONNX: %1").arg(QString::fromStdString(origin.origin));
    // A field named twice (an array and one of its entries on one widget) lists both origins, then its help.
    const QString previous = widget->property(kOnnxOriginProperty).toString();
    if (previous.isEmpty()) widget->setProperty("dmlscopePlainHelp", widget->property(kHelpProperty));
    const QString origins = previous.isEmpty() ? text : previous + QLatin1Char('\n') + text;
    widget->setProperty(kOnnxOriginProperty, origins);
    const QString help = widget->property("dmlscopePlainHelp").toString();
    setFieldHelp(widget, help.isEmpty() ? origins : origins + QStringLiteral("\n\n") + help);
    for (QLabel* label : content_->findChildren<QLabel*>()) {
      if (label->buddy() != widget || label->text().endsWith(QString::fromUtf16(kOnnxOriginMark))) continue;
      label->setText(label->text() + QString::fromUtf16(kOnnxOriginMark));
      label->setToolTip(widget->toolTip());
    }
    if (auto* group = qobject_cast<QGroupBox*>(widget); group && !group->title().endsWith(QString::fromUtf16(kOnnxOriginMark))) {
      group->setTitle(group->title() + QString::fromUtf16(kOnnxOriginMark));
    }
  }
}

void DescriptorEditor::refresh() {
  for (TensorDescEditor* editor : tensorEditors_) editor->refresh();
  for (const auto& r : refreshers_) r();
}

std::optional<DescriptorEditor::Resolved> DescriptorEditor::resolve(const QString& path) const {
  static const QRegularExpression indexed(QStringLiteral("^(.*)\\[(\\d+)\\]$"));
  QString p = path;
  while (!p.isEmpty()) {
    if (auto it = targets_.find(p); it != targets_.end() && it->widget) return Resolved{*it, -1};
    const auto match = indexed.match(p);
    if (match.hasMatch()) {
      if (auto it = targets_.find(match.captured(1)); it != targets_.end() && it->widget && it->array) {
        return Resolved{*it, match.captured(2).toInt()};
      }
      p = match.captured(1);
      continue;
    }
    const qsizetype dot = p.lastIndexOf(QLatin1Char('.'));
    if (dot < 0) break;
    p = p.left(dot);
  }
  return std::nullopt;
}

QWidget* DescriptorEditor::widgetForField(const QString& path) const {
  auto r = resolve(path);
  if (!r) return nullptr;
  if (r->entry >= 0 && r->target.array && r->target.array->entry(r->entry)) return r->target.array->entry(r->entry);
  return r->target.widget;
}

void DescriptorEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
  diagnostics_ = diagnostics;
  for (const auto& w : marked_) {
    if (w) clearFieldMark(w);
  }
  marked_.clear();
  for (const Diagnostic& d : diagnostics) {
    auto r = resolve(QString::fromStdString(d.field));
    if (!r) continue;
    const QString message = diagnosticMessage(d);
    std::vector<QWidget*> widgets;
    if (r->target.array) {
      ArrayEditor* array = r->target.array;
      if (r->entry >= 0 && array->entry(r->entry)) {
        widgets.push_back(array->entry(r->entry));
      } else {
        for (int i = 0; i < array->entryCount(); ++i) widgets.push_back(array->entry(i));
        widgets.push_back(array);
      }
    } else {
      widgets.push_back(r->target.widget);
    }
    for (QWidget* w : widgets) {
      markFieldInvalid(w, message);
      marked_.push_back(w);
    }
  }
  if (overlay_) overlay_->setMarked(marked_);
}

bool DescriptorEditor::focusField(const QString& path) {
  QWidget* w = widgetForField(path);
  if (!w) return false;
  // A group box is not focusable: focus its first field instead.
  QWidget* focusTarget = w;
  if (w->focusPolicy() == Qt::NoFocus) {
    for (QWidget* child : w->findChildren<QWidget*>()) {
      if (child->focusPolicy() != Qt::NoFocus && child->isVisibleTo(w)) {
        focusTarget = child;
        break;
      }
    }
  }
  scroll_->ensureWidgetVisible(w, 20, 40);
  focusTarget->setFocus(Qt::OtherFocusReason);
  if (auto* edit = qobject_cast<QLineEdit*>(focusTarget)) edit->selectAll();
  return true;
}

}  // namespace dmlscope::gui
