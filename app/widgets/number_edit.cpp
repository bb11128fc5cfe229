// The compact number edit (see number_edit.h).
#include "widgets/number_edit.h"

#include <QApplication>
#include <QFont>
#include <QKeyEvent>
#include <QPalette>
#include <QRegularExpressionValidator>
#include <QWheelEvent>

#include <cmath>
#include <limits>

namespace dmlscope::gui {

NumberEdit::NumberEdit(Mode mode, QWidget* parent) : QLineEdit(parent), mode_(mode) {
  setAlignment(Qt::AlignRight);
  if (mode_ == Mode::Unsigned) {
    setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), this));
  }
  connect(this, &QLineEdit::textEdited, this, &NumberEdit::commit);
  // As wide as the number, not the form: right-aligned digits in a wide field end up far from their label.
  setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

std::optional<uint64_t> NumberEdit::unsignedValue() const {
  bool ok = false;
  const qulonglong v = text().trimmed().toULongLong(&ok);
  if (!ok || v > maximum_) return std::nullopt;
  return uint64_t{v};
}

std::optional<float> NumberEdit::floatValue() const {
  const QString t = text().trimmed().toLower();
  if (t == QLatin1String("nan")) return std::numeric_limits<float>::quiet_NaN();
  if (t == QLatin1String("inf") || t == QLatin1String("+inf")) return std::numeric_limits<float>::infinity();
  if (t == QLatin1String("-inf")) return -std::numeric_limits<float>::infinity();
  bool ok = false;
  const float v = t.toFloat(&ok);
  if (!ok) return std::nullopt;
  return v;
}

void NumberEdit::setUnsignedValue(uint64_t value) {
  shown_ = QString::number(value);
  if (hasFocus() && unsignedValue() == value) return;
  if (text() != shown_) {
    setText(shown_);
    updateGeometry();
  }
}

void NumberEdit::setFloatValue(float value) {
  shown_ = std::isnan(value) ? QStringLiteral("nan") : QString::number(static_cast<double>(value), 'g', 9);
  if (hasFocus()) {
    auto current = floatValue();
    if (current && (*current == value || (std::isnan(*current) && std::isnan(value)))) return;
  }
  if (text() != shown_) {
    setText(shown_);
    updateGeometry();
  }
}

void NumberEdit::setDerivedLook(bool derived) {
  if (derived == derived_) return;
  derived_ = derived;
  QFont f = font();
  f.setItalic(derived);
  setFont(f);
  applyLook();
}

void NumberEdit::applyLook() {
  // Only the text colour is set, so everything else keeps following the application's theme.
  QPalette p;
  if (derived_) p.setColor(QPalette::Text, QApplication::palette().color(QPalette::PlaceholderText));
  setPalette(p);
}

void NumberEdit::changeEvent(QEvent* event) {
  if (event->type() == QEvent::ApplicationPaletteChange && derived_) applyLook();
  QLineEdit::changeEvent(event);
}

QSize NumberEdit::sizeHint() const {
  const QFontMetrics fm(font());
  const int chars = std::max<int>(4, static_cast<int>(text().size()) + 1);
  QSize s = QLineEdit::sizeHint();
  s.setWidth(fm.horizontalAdvance(QLatin1Char('0')) * chars + 14);
  return s;
}

QSize NumberEdit::minimumSizeHint() const {
  QSize s = sizeHint();
  s.setWidth(std::min(s.width(), QFontMetrics(font()).horizontalAdvance(QLatin1Char('0')) * 3 + 12));
  return s;
}

void NumberEdit::commit() {
  updateGeometry();
  if (mode_ == Mode::Unsigned) {
    if (auto v = unsignedValue()) emit unsignedEdited(*v);
  } else {
    if (auto v = floatValue()) emit floatEdited(*v);
  }
}

void NumberEdit::step(int delta) {
  if (mode_ == Mode::Unsigned) {
    const uint64_t v = unsignedValue().value_or(0);
    if (delta < 0 && v == 0) return;
    if (delta > 0 && v >= maximum_) return;
    setText(QString::number(delta > 0 ? v + 1 : v - 1));
  } else {
    const float v = floatValue().value_or(0.0f);
    setText(QString::number(static_cast<double>(v + static_cast<float>(delta)), 'g', 9));
  }
  commit();
}

void NumberEdit::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
    step(event->key() == Qt::Key_Up ? 1 : -1);
    event->accept();
    return;
  }
  if (event->key() == Qt::Key_Escape) {
    setText(shown_);
  }
  QLineEdit::keyPressEvent(event);
}

void NumberEdit::wheelEvent(QWheelEvent* event) {
  if (!hasFocus()) {
    event->ignore();  // let the form scroll
    return;
  }
  step(event->angleDelta().y() > 0 ? 1 : -1);
  event->accept();
}

void NumberEdit::focusOutEvent(QFocusEvent* event) {
  // Text that never became a value (empty, out of range) shows the stored value again.
  const bool valid = mode_ == Mode::Unsigned ? unsignedValue().has_value() : floatValue().has_value();
  if (!valid) setText(shown_);
  QLineEdit::focusOutEvent(event);
}

}  // namespace dmlscope::gui
