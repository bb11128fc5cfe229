// Figure export (see figure.h).
#include "figures/figure.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <functional>
#include <cmath>

#include "models/buffer_strip_content.h"
#include "widgets/buffer_strip_layout.h"
#include "widgets/buffer_strip_painter.h"
#include "widgets/mapping_layout.h"
#include "widgets/mapping_painter.h"

namespace dmlscope::gui {
namespace {

struct FigureText {
  Q_DECLARE_TR_FUNCTIONS(Figure)
};

PaintOptions figurePaintOptions(const FigureOptions& options) {
  PaintOptions o;
  o.colourBySource = options.colourBySource;
  o.selected = options.selection;
  o.preferVector = true;
  return o;
}

// Everything a figure draws: the grids, and under them the buffer strip when one was asked for.
struct FigureScene {
  MappingLayout mapping;
  std::optional<BufferStripContent> strip;
  BufferStripLayout stripLayout;
  QRectF bounds;

  FigureScene(const MappingContent& content, const FigureOptions& options) : mapping(content), bounds(mapping.bounds()) {
    if (!options.buffer || !content.tensor(options.buffer->isOutput, options.buffer->index)) return;
    // The content outlives the scene: a non-owning pointer to it.
    strip.emplace(std::shared_ptr<const MappingContent>(std::shared_ptr<const MappingContent>(), &content), options.buffer->isOutput,
                  options.buffer->index);
    const double margin = MappingLayout::kMargin;
    const double width = std::max(bounds.width() - 2 * margin, 8 * BufferStripLayout::kSlotWidth + BufferStripLayout::kRowHeaderWidth);
    stripLayout = BufferStripLayout(std::min(strip->slotCount(), kMaxFigureSlots), QPointF(bounds.left() + margin, bounds.bottom()), width);
    bounds = bounds.united(stripLayout.bounds().adjusted(-margin, 0, margin, margin));
  }

  // The slots the selection lights: its own, or those of the cells it is connected to.
  std::vector<uint64_t> litSlots(const MappingContent& content, const FigureOptions& options) const {
    std::vector<uint64_t> lit;
    if (!strip || !options.selection) return lit;
    std::vector<CellRef> cells{*options.selection};
    for (const CellRef& related : content.relatedCells(*options.selection)) cells.push_back(related);
    for (const CellRef& cell : cells) {
      if (auto slot = strip->slotOf(cell)) lit.push_back(*slot);
    }
    return lit;
  }

  void paint(QPainter& painter, const MappingContent& content, const FigureOptions& options, const Viewport& vp) const {
    const MappingTheme theme = mappingTheme(options.theme);
    MappingPainter(content, mapping, theme).paint(painter, vp, figurePaintOptions(options));
    if (!strip || !strip->buffer()) {
      if (strip) {
        painter.setPen(theme.error);
        painter.setFont(MappingLayout::labelFont());
        painter.drawText(vp.toDevice(stripLayout.titleRect()), Qt::AlignLeft | Qt::AlignVCenter, strip->title());
      }
      return;
    }
    BufferPaintOptions o;
    o.lit = litSlots(content, options);
    BufferStripPainter(*strip, stripLayout, theme).paint(painter, vp, o);
  }
};

Viewport figureViewport(const QRectF& bounds, double zoom, QSize size) {
  Viewport vp;
  vp.zoom = zoom;
  vp.offset = -bounds.topLeft() * zoom;
  vp.device = QRectF(0, 0, size.width(), size.height());
  return vp;
}

}  // namespace

double figureZoom(const MappingContent& content, const FigureOptions& options) {
  const QRectF bounds = FigureScene(content, options).bounds;
  const double side = std::max(bounds.width(), bounds.height());
  const double fit = side > kMaxFigureSceneSide ? kMaxFigureSceneSide / side : 1.0;
  return fit * std::max(options.scale, 0.01);
}

QSize figureSize(const MappingContent& content, const FigureOptions& options) {
  const QRectF bounds = FigureScene(content, options).bounds;
  const double zoom = figureZoom(content, options);
  return QSize(static_cast<int>(std::ceil(bounds.width() * zoom)), static_cast<int>(std::ceil(bounds.height() * zoom)));
}

QImage renderFigureImage(const MappingContent& content, const FigureOptions& options) {
  const FigureScene scene(content, options);
  const MappingTheme theme = mappingTheme(options.theme);
  const QSize size = figureSize(content, options);
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(theme.background);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  scene.paint(painter, content, options, figureViewport(scene.bounds, figureZoom(content, options), size));
  painter.end();
  return image;
}

namespace {

// Writes a figure of `size` drawn by `paint` as PNG or SVG (by the path's extension).
bool writePainted(const QString& path, QSize size, const QColor& background, const QString& description,
                  const std::function<void(QPainter&)>& paint, QString* error) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  QSaveFile file(path);
  if (suffix == QLatin1String("svg")) {
    if (!file.open(QIODevice::WriteOnly)) {
      if (error) *error = FigureText::tr("cannot write %1: %2").arg(path, file.errorString());
      return false;
    }
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QStringLiteral("dmlscope"));
    svg.setDescription(description);
    QPainter painter(&svg);
    paint(painter);
    painter.end();
    if (!file.commit()) {
      if (error) *error = FigureText::tr("cannot write %1: %2").arg(path, file.errorString());
      return false;
    }
    return true;
  }
  if (suffix != QLatin1String("png")) {
    if (error) *error = FigureText::tr("%1: the figure must be a .png or .svg file").arg(path);
    return false;
  }
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(background);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  paint(painter);
  painter.end();
  if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
    if (error) *error = FigureText::tr("cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

// Where the parts of a comparison figure go, in pixels.
struct ComparisonGeometry {
  double zoom = 1;
  double scale = 1;
  QRectF labels[2];
  QRectF panes[2];
  QRectF caption;
  QSize size;
};

ComparisonGeometry comparisonGeometry(const VariantPair& pair, const FigureOptions& options) {
  ComparisonGeometry g;
  g.scale = std::max(options.scale, 0.01);
  g.zoom = std::min(figureZoom(*pair.first, options), figureZoom(*pair.second, options));
  const QRectF a = MappingLayout(*pair.first).bounds();
  const QRectF b = MappingLayout(*pair.second).bounds();
  const double paneWidth = std::ceil(std::max(a.width(), b.width()) * g.zoom);
  const double paneHeight = std::ceil(std::max(a.height(), b.height()) * g.zoom);
  const double labelHeight = std::ceil(36 * g.scale);
  const double captionHeight = std::ceil(48 * g.scale);
  const double gap = std::ceil(12 * g.scale);
  for (int side = 0; side < 2; ++side) {
    const double left = side * (paneWidth + gap);
    g.labels[side] = QRectF(left, 0, paneWidth, labelHeight);
    g.panes[side] = QRectF(left, labelHeight, paneWidth, paneHeight);
  }
  g.caption = QRectF(0, labelHeight + paneHeight, 2 * paneWidth + gap, captionHeight);
  g.size = QSize(static_cast<int>(g.caption.width()), static_cast<int>(g.caption.bottom()));
  return g;
}

}  // namespace

QString comparisonCaption(const VariantPair& pair) {
  return FigureText::tr("%1 (left) against %2 (right): %3")
      .arg(pair.firstLabel(), pair.secondLabel(), comparisonSummary(pair.comparison));
}

QSize comparisonFigureSize(const VariantPair& pair, const FigureOptions& options) {
  return comparisonGeometry(pair, options).size;
}

bool writeComparisonFigure(const QString& path, const VariantPair& pair, const FigureOptions& options, QString* error) {
  const MappingTheme theme = mappingTheme(options.theme);
  const ComparisonGeometry g = comparisonGeometry(pair, options);
  const QString caption = comparisonCaption(pair);
  auto paint = [&](QPainter& painter) {
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(g.size)), theme.background);
    const MappingContent* contents[2] = {pair.first.get(), pair.second.get()};
    const std::vector<std::vector<uint64_t>>* outlined[2] = {&pair.outlinedFirst, &pair.outlinedSecond};
    const QString labels[2] = {pair.firstLabel(), pair.secondLabel()};
    for (int side = 0; side < 2; ++side) {
      const MappingLayout layout(*contents[side]);
      Viewport vp;
      vp.zoom = g.zoom;
      vp.offset = g.panes[side].topLeft() - layout.bounds().topLeft() * g.zoom;
      vp.device = g.panes[side];
      PaintOptions o = figurePaintOptions(options);
      // A selection names a cell of the left side; the right side shows the same coordinates if it has them.
      if (side == 1 && o.selected && !layout.cellRect(*o.selected)) o.selected.reset();
      o.outlined = outlined[side];
      painter.save();
      painter.setClipRect(g.panes[side]);
      MappingPainter(*contents[side], layout, theme).paint(painter, vp, o);
      painter.restore();
      QFont title = MappingLayout::titleFont();
      title.setPixelSize(std::max(1, static_cast<int>(std::lround(title.pixelSize() * g.scale))));
      painter.setFont(title);
      painter.setPen(theme.title);
      painter.drawText(g.labels[side], Qt::AlignCenter | Qt::TextSingleLine, labels[side]);
    }
    QFont label = MappingLayout::labelFont();
    label.setPixelSize(std::max(1, static_cast<int>(std::lround(label.pixelSize() * 1.15 * g.scale))));
    painter.setFont(label);
    painter.setPen(theme.text);
    painter.drawText(g.caption.adjusted(12 * g.scale, 0, -12 * g.scale, 0), Qt::AlignCenter | Qt::TextWordWrap, caption);
  };
  return writePainted(path, g.size, theme.background, caption, paint, error);
}

bool writeFigure(const QString& path, const MappingContent& content, const FigureOptions& options, QString* error) {
  const FigureScene scene(content, options);
  const MappingTheme theme = mappingTheme(options.theme);
  const QSize size = figureSize(content, options);
  const Viewport vp = figureViewport(scene.bounds, figureZoom(content, options), size);
  return writePainted(path, size, theme.background,
                      FigureText::tr("The mapping of a DirectML operator's output elements to their sources"),
                      [&](QPainter& painter) { scene.paint(painter, content, options, vp); }, error);
}

}  // namespace dmlscope::gui
