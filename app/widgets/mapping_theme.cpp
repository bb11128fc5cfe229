// Themes (see mapping_theme.h).
#include "widgets/mapping_theme.h"

#include <algorithm>
#include <cmath>

namespace dmlscope::gui {

std::optional<ThemeKind> parseThemeKind(const QString& name) {
  if (name.compare(QLatin1String("light"), Qt::CaseInsensitive) == 0) return ThemeKind::Light;
  if (name.compare(QLatin1String("dark"), Qt::CaseInsensitive) == 0) return ThemeKind::Dark;
  return std::nullopt;
}

QString themeKindName(ThemeKind kind) { return kind == ThemeKind::Dark ? QStringLiteral("dark") : QStringLiteral("light"); }

MappingTheme mappingTheme(ThemeKind kind) {
  MappingTheme t;
  t.kind = kind;
  if (kind == ThemeKind::Light) {
    t.background = QColor(0xf8, 0xf9, 0xfa);
    t.text = QColor(0x21, 0x25, 0x29);
    t.mutedText = QColor(0x86, 0x8e, 0x96);
    t.title = QColor(0x21, 0x25, 0x29);
    t.frame = QColor(0x86, 0x8e, 0x96);
    t.gridLine = QColor(0xce, 0xd4, 0xda);
    t.cell = QColor(0xff, 0xff, 0xff);
    t.cellShade = QColor(0xa5, 0xd8, 0xff);
    t.emptyCell = QColor(0xf1, 0xf3, 0xf5);
    t.padding = QColor(0xe9, 0xec, 0xef);
    t.hatch = QColor(0x86, 0x8e, 0x96);
    t.selection = QColor(0xe8, 0x59, 0x0c);
    t.related = QColor(0x19, 0x71, 0xc2);
    t.hover = QColor(0xf0, 0x8c, 0x00);
    t.error = QColor(0xe0, 0x31, 0x31);
    t.difference = QColor(0xe0, 0x31, 0x31);
  } else {
    t.background = QColor(0x1a, 0x1b, 0x1e);
    t.text = QColor(0xe9, 0xec, 0xef);
    t.mutedText = QColor(0x90, 0x96, 0x9d);
    t.title = QColor(0xe9, 0xec, 0xef);
    t.frame = QColor(0x6c, 0x72, 0x7a);
    t.gridLine = QColor(0x3a, 0x3d, 0x42);
    t.cell = QColor(0x25, 0x26, 0x2b);
    t.cellShade = QColor(0x1c, 0x5a, 0x8f);
    t.emptyCell = QColor(0x20, 0x21, 0x24);
    t.padding = QColor(0x2c, 0x2e, 0x33);
    t.hatch = QColor(0x6c, 0x72, 0x7a);
    t.selection = QColor(0xff, 0x92, 0x2b);
    t.related = QColor(0x4d, 0xab, 0xf7);
    t.hover = QColor(0xfc, 0xc4, 0x19);
    t.error = QColor(0xff, 0x6b, 0x6b);
    t.difference = QColor(0xff, 0x6b, 0x6b);
  }
  return t;
}

QPalette applicationPalette(ThemeKind kind) {
  if (kind == ThemeKind::Light) {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xf1, 0xf3, 0xf5));
    p.setColor(QPalette::WindowText, QColor(0x21, 0x25, 0x29));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf8, 0xf9, 0xfa));
    p.setColor(QPalette::Text, QColor(0x21, 0x25, 0x29));
    p.setColor(QPalette::PlaceholderText, QColor(0x86, 0x8e, 0x96));
    p.setColor(QPalette::Button, QColor(0xe9, 0xec, 0xef));
    p.setColor(QPalette::ButtonText, QColor(0x21, 0x25, 0x29));
    p.setColor(QPalette::Highlight, QColor(0x22, 0x8b, 0xe6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf0));
    p.setColor(QPalette::ToolTipText, QColor(0x21, 0x25, 0x29));
    p.setColor(QPalette::Link, QColor(0x19, 0x71, 0xc2));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0xad, 0xb5, 0xbd));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xad, 0xb5, 0xbd));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xad, 0xb5, 0xbd));
    return p;
  }
  QPalette p;
  p.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
  p.setColor(QPalette::WindowText, QColor(0xe9, 0xec, 0xef));
  p.setColor(QPalette::Base, QColor(0x1f, 0x20, 0x23));
  p.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x31));
  p.setColor(QPalette::Text, QColor(0xe9, 0xec, 0xef));
  p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x96, 0x9d));
  p.setColor(QPalette::Button, QColor(0x37, 0x3a, 0x40));
  p.setColor(QPalette::ButtonText, QColor(0xe9, 0xec, 0xef));
  p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
  p.setColor(QPalette::Highlight, QColor(0x1c, 0x7e, 0xd6));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::ToolTipBase, QColor(0x37, 0x3a, 0x40));
  p.setColor(QPalette::ToolTipText, QColor(0xe9, 0xec, 0xef));
  p.setColor(QPalette::Link, QColor(0x4d, 0xab, 0xf7));
  p.setColor(QPalette::Light, QColor(0x4a, 0x4e, 0x55));
  p.setColor(QPalette::Midlight, QColor(0x3d, 0x40, 0x46));
  p.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x37));
  p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
  p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x12));
  p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6c, 0x72, 0x7a));
  p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6c, 0x72, 0x7a));
  p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6c, 0x72, 0x7a));
  return p;
}

QColor sourceColour(ThemeKind kind, uint32_t input, uint32_t inputCount, uint64_t slot, uint64_t slotCount, uint64_t row) {
  const double inputs = std::max<uint32_t>(inputCount, 1);
  const double position = slotCount > 1 ? static_cast<double>(slot) / static_cast<double>(slotCount) : 0.0;
  // Each input gets a band of 0.85/inputs of the hue circle; the rest keeps the last and first apart.
  const double hue = std::fmod((static_cast<double>(input) + position) / inputs * 0.85 + 0.58, 1.0);
  const bool odd = row % 2 == 1;
  if (kind == ThemeKind::Light) return QColor::fromHslF(static_cast<float>(hue), 0.72f, odd ? 0.74f : 0.82f);
  return QColor::fromHslF(static_cast<float>(hue), 0.55f, odd ? 0.30f : 0.37f);
}

QColor textOn(const QColor& background) {
  const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
  return luminance > 0.5 ? QColor(0x21, 0x25, 0x29) : QColor(0xf1, 0xf3, 0xf5);
}

}  // namespace dmlscope::gui
