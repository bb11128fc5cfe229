// Marking a field widget as invalid: the diagnostic as its tooltip (keeping the field's help text), a
// dynamic property, and a red outline drawn by an overlay over the form, so the widgets keep their native
// look in both themes (style sheets and palette switching do not mix).
#pragma once

#include <QPointer>
#include <QString>
#include <QWidget>

#include <vector>

namespace dmlscope::gui {

inline constexpr char kInvalidProperty[] = "dmlscopeInvalid";
inline constexpr char kHelpProperty[] = "dmlscopeHelp";

// The tooltip a field shows when valid.
void setFieldHelp(QWidget* widget, const QString& help);
// Adds `message` to the widget's problems (several diagnostics may name one field).
void markFieldInvalid(QWidget* widget, const QString& message);
void clearFieldMark(QWidget* widget);
bool isFieldMarkedInvalid(const QWidget* widget);

// Draws a red outline around each marked widget inside `host` (a form's content widget), above them and
// transparent to the mouse. Follows the host's size; call update() when the marks change.
class FieldMarkOverlay : public QWidget {
  Q_OBJECT

 public:
  explicit FieldMarkOverlay(QWidget* host);
  void setMarked(std::vector<QPointer<QWidget>> widgets);

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  std::vector<QPointer<QWidget>> marked_;
};

}  // namespace dmlscope::gui
