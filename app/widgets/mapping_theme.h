// Light and dark themes: the mapping view's colours, the application palette, and the colour each input
// element gets in "colour by source" mode.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <cstdint>
#include <optional>

namespace dmlscope::gui {

enum class ThemeKind { Light, Dark };

std::optional<ThemeKind> parseThemeKind(const QString& name);  // "light", "dark"
QString themeKindName(ThemeKind kind);

struct MappingTheme {
  ThemeKind kind = ThemeKind::Light;
  QColor background;
  QColor text;
  QColor mutedText;
  QColor title;
  QColor frame;
  QColor gridLine;
  QColor cell;       // a cell with a value
  QColor cellShade;  // the far end of value shading
  QColor emptyCell;  // a cell without a value (not run yet)
  QColor padding;    // a padding constant
  QColor hatch;
  QColor selection;  // the focused cell and its connectors
  QColor related;    // the cells it is connected to
  QColor hover;
  QColor error;
  QColor difference; // cross-check disagreement
};

MappingTheme mappingTheme(ThemeKind kind);
QPalette applicationPalette(ThemeKind kind);

// The colour of buffer slot `slot` of input `input` in "colour by source" mode: hue runs along the slots in
// memory order, each input gets its own band of hues, and alternate rows of the buffer differ in lightness.
QColor sourceColour(ThemeKind kind, uint32_t input, uint32_t inputCount, uint64_t slot, uint64_t slotCount, uint64_t row);

// Black or white, whichever reads better on `background`.
QColor textOn(const QColor& background);

}  // namespace dmlscope::gui
