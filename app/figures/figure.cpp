// Figure export (see figure.h).
#include "figures/figure.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
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

bool writeFigure(const QString& path, const MappingContent& content, const FigureOptions& options, QString* error) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("svg")) {
    const FigureScene scene(content, options);
    const QSize size = figureSize(content, options);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
      if (error) *error = FigureText::tr("cannot write %1: %2").arg(path, file.errorString());
      return false;
    }
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QStringLiteral("dmlscope"));
    svg.setDescription(FigureText::tr("The mapping of a DirectML operator's output elements to their sources"));
    QPainter painter(&svg);
    scene.paint(painter, content, options, figureViewport(scene.bounds, figureZoom(content, options), size));
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
  const QImage image = renderFigureImage(content, options);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
    if (error) *error = FigureText::tr("cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

}  // namespace dmlscope::gui
