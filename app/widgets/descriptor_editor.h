// The descriptor editor: every field of the chosen operator's descriptor under DirectML's names, built from
// the operator's form description, with core's diagnostics marked on the fields they name.
#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "models/operator_form.h"
#include "widgets/field_marks.h"
#include "widgets/tensor_desc_editor.h"

class QFormLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace dmlscope::gui {

// The property holding a field widget's "From ONNX: …" lines, while the session came from an ONNX node.
inline constexpr char kOnnxOriginProperty[] = "dmlscopeOnnxOrigin";

class SessionDocument;

class DescriptorEditor : public QWidget {
  Q_OBJECT

 public:
  explicit DescriptorEditor(SessionDocument* doc, QWidget* parent = nullptr);

  // Marks the fields the diagnostics name (red outline, message as tooltip) and clears the others.
  void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
  // The widget showing `path` ("OutputTensor.Sizes[3]"), else the nearest enclosing field's; null if none.
  QWidget* widgetForField(const QString& path) const;
  // Scrolls to and focuses the field's widget; false when there is none.
  bool focusField(const QString& path);

 private:
  struct Resolved {
    FieldTarget target;
    int entry = -1;  // the array entry the path names, or -1 for the whole field
  };
  std::optional<Resolved> resolve(const QString& path) const;
  void rebuild();
  // Marks the fields an ONNX node decided, with their origins (SessionDocument::onnxOrigin) as tooltips.
  void showOnnxOrigins(const QString& structName);
  void refresh();
  void addParameterRow(QFormLayout* form, const FormField& field);
  QWidget* makeTensorGroup(const QString& title, bool isOutput, uint32_t index, QWidget* parent);
  QWidget* makeTensorList(const FormField& field, QWidget* parent);
  void registerTarget(const QString& path, QWidget* widget, ArrayEditor* array = nullptr);

  SessionDocument* doc_;
  QScrollArea* scroll_;
  QLabel* header_;
  QPointer<QWidget> content_;
  QPointer<FieldMarkOverlay> overlay_;
  std::vector<TensorDescEditor*> tensorEditors_;
  std::vector<std::function<void()>> refreshers_;
  QHash<QString, FieldTarget> targets_;
  std::vector<QPointer<QWidget>> marked_;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace dmlscope::gui
