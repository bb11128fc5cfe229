// Figures of the mapping view for documentation: PNG at a chosen scale or SVG, light or dark, painted by
// the same MappingPainter as the view.
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include <optional>

#include "models/mapping_content.h"
#include "models/variant_pair.h"
#include "widgets/mapping_theme.h"

namespace dmlscope::gui {

// A tensor of the operator: input or output, and its index.
struct TensorRef {
  bool isOutput = false;
  uint32_t index = 0;
};

struct FigureOptions {
  double scale = 1.0;  // device pixels per scene unit (2 for high-DPI docs)
  ThemeKind theme = ThemeKind::Light;
  bool colourBySource = false;
  std::optional<CellRef> selection;
  // Draws this tensor's buffer as a strip of slots under the grids (the selection lights its slots).
  std::optional<TensorRef> buffer;
};

// A figure's buffer strip shows at most this many slots (its title gives the full count).
inline constexpr uint64_t kMaxFigureSlots = 4096;

// Scenes larger than this (scene units, either side) are scaled down before `scale` applies, so that a
// figure of a million elements stays a reasonable image.
inline constexpr double kMaxFigureSceneSide = 6000;

// The zoom a figure is painted at, and its size in pixels.
double figureZoom(const MappingContent& content, const FigureOptions& options);
QSize figureSize(const MappingContent& content, const FigureOptions& options);

QImage renderFigureImage(const MappingContent& content, const FigureOptions& options);
// Writes FIG.png or FIG.svg (by extension); false with the reason on failure.
bool writeFigure(const QString& path, const MappingContent& content, const FigureOptions& options, QString* error);

// A comparison for documentation: the session's mapping (left) and its variant's (right), each under its
// label ("Order = DEPTH_COLUMN_ROW"), the differing cells outlined, and a caption naming both values and the
// count. The same painter as the view; the selection, if any, is shown on both sides.
QString comparisonCaption(const VariantPair& pair);
QSize comparisonFigureSize(const VariantPair& pair, const FigureOptions& options);
bool writeComparisonFigure(const QString& path, const VariantPair& pair, const FigureOptions& options, QString* error);

}  // namespace dmlscope::gui
