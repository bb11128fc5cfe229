// A compact line edit for one number: unsigned (with a maximum) or FLOAT. Commits as the user types, steps
// with the arrow keys and the wheel, and can show a derived value in a muted style.
#pragma once

#include <QLineEdit>

#include <cstdint>
#include <optional>

namespace dmlscope::gui {

class NumberEdit : public QLineEdit {
  Q_OBJECT

 public:
  enum class Mode { Unsigned, Float };
  explicit NumberEdit(Mode mode, QWidget* parent = nullptr);

  void setMaximum(uint64_t maximum) { maximum_ = maximum; }
  // Shows the value, unless the user is typing the same value in another spelling.
  void setUnsignedValue(uint64_t value);
  void setFloatValue(float value);
  std::optional<uint64_t> unsignedValue() const;
  std::optional<float> floatValue() const;
  // Muted italic text: the value shown is derived, not stored.
  void setDerivedLook(bool derived);
  bool hasDerivedLook() const { return derived_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void unsignedEdited(uint64_t value);
  void floatEdited(float value);

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void commit();
  void step(int delta);
  void applyLook();

  Mode mode_;
  uint64_t maximum_ = UINT32_MAX;
  bool derived_ = false;
  QString shown_;  // the text of the last value set from outside, restored when typing leads nowhere
};

}  // namespace dmlscope::gui
