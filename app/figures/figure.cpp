// Figure export (see figure.h).
#include "figures/figure.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

#include "widgets/mapping_layout.h"
#include "widgets/mapping_painter.h"

namespace dmlscope::gui {
namespace {

struct FigureText {
  Q_DECLARE_TR_FUNCTIONS(Figure)
};

Viewport figureViewport(const MappingLayout& layout, double zoom, QSize size) {
  Viewport vp;
  vp.zoom = zoom;
  vp.offset = -layout.bounds().topLeft() * zoom;
  vp.device = QRectF(0, 0, size.width(), size.height());
  return vp;
}

PaintOptions figurePaintOptions(const FigureOptions& options) {
  PaintOptions o;
  o.colourBySource = options.colourBySource;
  o.selected = options.selection;
  o.preferVector = true;
  return o;
}

}  // namespace

double figureZoom(const MappingContent& content, const FigureOptions& options) {
  const QRectF bounds = MappingLayout(content).bounds();
  const double side = std::max(bounds.width(), bounds.height());
  const double fit = side > kMaxFigureSceneSide ? kMaxFigureSceneSide / side : 1.0;
  return fit * std::max(options.scale, 0.01);
}

QSize figureSize(const MappingContent& content, const FigureOptions& options) {
  const QRectF bounds = MappingLayout(content).bounds();
  const double zoom = figureZoom(content, options);
  return QSize(static_cast<int>(std::ceil(bounds.width() * zoom)), static_cast<int>(std::ceil(bounds.height() * zoom)));
}

QImage renderFigureImage(const MappingContent& content, const FigureOptions& options) {
  const MappingLayout layout(content);
  const MappingTheme theme = mappingTheme(options.theme);
  const QSize size = figureSize(content, options);
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(theme.background);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  MappingPainter(content, layout, theme).paint(painter, figureViewport(layout, figureZoom(content, options), size), figurePaintOptions(options));
  painter.end();
  return image;
}

bool writeFigure(const QString& path, const MappingContent& content, const FigureOptions& options, QString* error) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("svg")) {
    const MappingLayout layout(content);
    const MappingTheme theme = mappingTheme(options.theme);
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
    MappingPainter(content, layout, theme).paint(painter, figureViewport(layout, figureZoom(content, options), size), figurePaintOptions(options));
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
