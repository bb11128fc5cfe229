// Wheel events over a value widget (combo box, spin box) that the user has not focused scroll the form around
// it instead of changing the value: six wheel ticks over a long form must never edit a field on the way.
#pragma once

class QWidget;

namespace dmlscope::gui {

// Makes `widget` take focus by click or Tab only (not by the wheel) and hands wheel events it receives while
// unfocused to its parents, so the enclosing scroll area scrolls. Once focused, the wheel changes it as usual.
void guardWheel(QWidget* widget);

}  // namespace dmlscope::gui
