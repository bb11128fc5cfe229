// Painting the mapping view (see mapping_painter.h).
#include "widgets/mapping_painter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "MappingPainter" context.
struct MappingPainterText {
  Q_DECLARE_TR_FUNCTIONS(MappingPainter)
};

// Cells narrower than this many device pixels are painted from the tensor image.
constexpr double kMinShapeCellWidth = 4;
// More visible cells than this in one grid are painted from the tensor image (screen only).
constexpr uint64_t kMaxShapeCells = 12000;
// Exports draw shapes up to this many cells per grid.
constexpr uint64_t kMaxVectorCells = 250000;
// Figures (no cache) draw a tensor from a whole image, a pixel per cell, up to this many cells; QImage allows
// this many pixels a side.
constexpr uint64_t kMaxImageCells = uint64_t{1} << 24;
constexpr uint64_t kMaxImageSide = 32767;
// Titles are drawn at no less than this zoom's size (a name of 11 pixels).
constexpr double kMinTitleZoom = 0.8;
// Cells must be at least this large (device pixels) to show their value.
constexpr double kMinTextCellWidth = 22;
constexpr double kMinTextCellHeight = 11;

QColor mix(const QColor& a, const QColor& b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                          static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                          static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

double connectorWidth(double zoom) { return std::max(1.5, 2.2 * std::min(zoom, 1.5)); }
double connectorDotRadius(double zoom) { return std::max(2.5, 3.5 * std::min(zoom, 1.5)); }

QColor withAlpha(QColor c, int alpha) {
  c.setAlpha(alpha);
  return c;
}

QFont scaled(QFont font, double zoom, double minimum = 1) {
  font.setPixelSize(std::max(1, static_cast<int>(std::lround(std::max(minimum, font.pixelSize() * zoom)))));
  return font;
}

// Diagonal hatching ("/") inside a rectangle, drawn as line segments so SVG output keeps it.
void hatch(QPainter& p, const QRectF& r, double spacing) {
  const double left = r.left();
  const double right = r.right();
  const double top = r.top();
  const double bottom = r.bottom();
  // Lines x + y = k, from the top-left corner to the bottom-right one.
  for (double k = left + top + spacing; k < right + bottom; k += spacing) {
    const double x0 = std::max(left, k - bottom);
    const double x1 = std::min(right, k - top);
    if (x1 <= x0) continue;
    p.drawLine(QPointF(x0, k - x0), QPointF(x1, k - x1));
  }
}

// Index labels along one edge of a grid: column (or row) i's label is centred on [start + i*pitch, +pitch) within
// `band`'s other extent. Every index when they fit, else every k-th.
void drawColumnIndices(QPainter& p, const QRectF& band, double start, double pitch, double labelWidth, uint64_t c0, uint64_t c1) {
  const uint64_t every = std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(labelWidth / pitch)));
  for (uint64_t c = c0 - c0 % every; c <= c1; c += every) {
    p.drawText(QRectF(start + static_cast<double>(c) * pitch, band.top(), pitch, band.height()), Qt::AlignCenter | Qt::TextSingleLine,
               QString::number(c));
  }
}

void drawRowIndices(QPainter& p, const QRectF& band, double start, double pitch, double labelHeight, double rightInset, uint64_t r0,
                    uint64_t r1) {
  const uint64_t every = std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(labelHeight / pitch)));
  for (uint64_t r = r0 - r0 % every; r <= r1; r += every) {
    p.drawText(QRectF(band.left(), start + static_cast<double>(r) * pitch, band.width() - rightInset, pitch),
               Qt::AlignRight | Qt::AlignVCenter | Qt::TextSingleLine, QString::number(r));
  }
}

// "OutputTensor[0, 3, :, :]": a slice's name with the leading (outer) coordinates.
QString sliceName(const TensorContent& t, uint64_t slice) {
  const uint32_t rank = t.layout->rank();
  std::vector<uint32_t> leading(rank - 2);
  uint64_t rest = slice;
  for (int d = static_cast<int>(rank) - 3; d >= 0; --d) {
    const uint32_t size = t.layout->sizes[static_cast<size_t>(d)];
    leading[static_cast<size_t>(d)] = static_cast<uint32_t>(rest % size);
    rest /= size;
  }
  QStringList parts;
  for (uint32_t v : leading) parts << QString::number(v);
  parts << QStringLiteral(":") << QStringLiteral(":");
  return QStringLiteral("%1[%2]").arg(t.field, parts.join(QStringLiteral(", ")));
}

// The row of the buffer a slot lies in, for the alternate rows' lightness: the slot over the rows' stride (all
// one row when the rows are broadcast, stride 0).
uint64_t slotRow(const TensorLayout& layout, uint64_t slot) {
  const uint32_t rank = layout.rank();
  if (rank < 2 || layout.strides[rank - 2] == 0) return 0;
  return slot / layout.strides[rank - 2];
}

// A tensor's image at `step` (TensorImageCache::imageStep for the view, 1 for a figure): pixel (x, y) is the
// colour of cell (y * step, x * step) of the stacked rows.
TensorImage buildTensorImage(const MappingContent& content, const MappingTheme& theme, const TensorBox& box, const TensorContent& t,
                             bool bySource, uint64_t step) {
  const uint64_t rows = box.slices * box.rows;
  const uint64_t width = (box.columns + step - 1) / step;
  const uint64_t height = (rows + step - 1) / step;
  TensorImage result{QImage(static_cast<int>(width), static_cast<int>(height), QImage::Format_RGB32), step};
  if (result.image.isNull()) return result;  // no memory for it: the painter samples instead
  for (uint64_t y = 0; y < height; ++y) {
    auto* line = reinterpret_cast<QRgb*>(result.image.scanLine(static_cast<int>(y)));
    const uint64_t rowStart = y * step * box.columns;
    for (uint64_t x = 0; x < width; ++x) line[x] = cellColour(content, theme, t, rowStart + x * step, bySource).rgb();
  }
  return result;
}

}  // namespace

uint64_t& cellColourCallsOnThisThread() {
  thread_local uint64_t calls = 0;
  return calls;
}

uint64_t TensorImageCache::imageStep(const TensorBox& box) {
  const uint64_t rows = box.slices * box.rows;  // at most the tensor's element count
  const auto fits = [&](uint64_t step) {
    const uint64_t width = (box.columns + step - 1) / step;
    const uint64_t height = (rows + step - 1) / step;
    return width <= kMaxImageSide && height <= kMaxImageSide && width * height <= kMaxCells;
  };
  // √(cells / kMaxCells) is within one of the answer for a square tensor; a long thin one goes on from there.
  const double cells = static_cast<double>(box.columns) * static_cast<double>(rows);
  uint64_t step = std::max<uint64_t>(1, static_cast<uint64_t>(std::sqrt(cells / static_cast<double>(kMaxCells))));
  while (step > 1 && fits(step - 1)) --step;
  while (!fits(step)) step = std::max(step + 1, std::max(box.columns, rows) / kMaxImageSide);
  return step;
}

void TensorImageCache::setContent(std::shared_ptr<const MappingContent> content) {
  if (content == content_) return;
  content_ = std::move(content);
  clear();
}

const TensorImage* TensorImageCache::find(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme) const {
  auto it = images_.find(Key{content, isOutput, index, bySource, static_cast<int>(theme)});
  return it == images_.end() ? nullptr : &it->second;
}

const TensorImage* TensorImageCache::store(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme,
                                           TensorImage image) {
  // Images of older contents are never asked for again.
  for (auto it = images_.begin(); it != images_.end();) {
    it = std::get<0>(it->first) != content ? images_.erase(it) : std::next(it);
  }
  auto [it, inserted] = images_.insert_or_assign(Key{content, isOutput, index, bySource, static_cast<int>(theme)}, std::move(image));
  return &it->second;
}

bool TensorImageCache::building(const MappingContent* content, bool isOutput, uint32_t index, bool bySource, ThemeKind theme) const {
  return building_.count(Key{content, isOutput, index, bySource, static_cast<int>(theme)}) > 0;
}

bool TensorImageCache::buildLater(const MappingContent& content, const MappingTheme& theme, const TensorBox& box, const TensorContent& t,
                                  bool bySource) {
  if (!view_ || content_.get() != &content) return false;
  const Key key{&content, t.isOutput, t.index, bySource, static_cast<int>(theme.kind)};
  if (!building_.insert(key).second) return true;
  // The worker reads only the content (immutable, kept alive here) and copies of the box and the theme.
  QtConcurrent::run([content = content_, theme, box, isOutput = t.isOutput, index = t.index, bySource] {
    return buildTensorImage(*content, theme, box, *content->tensor(isOutput, index), bySource, imageStep(box));
  }).then(view_, [this, key, generation = generation_](TensorImage image) {
    // Gone with the view (the continuation is dropped), or made stale by a clear() since.
    if (generation != generation_) return;
    building_.erase(key);
    auto [content, isOutput, index, bySource, theme] = key;
    store(content, isOutput, index, bySource, static_cast<ThemeKind>(theme), std::move(image));
    view_->update();
  });
  return true;
}

uint64_t TensorImageCache::bytes() const {
  uint64_t total = 0;
  for (const auto& [key, image] : images_) total += static_cast<uint64_t>(image.image.sizeInBytes());
  return total;
}

void TensorImageCache::clear() {
  images_.clear();
  building_.clear();
  ++generation_;
}

MappingPainter::MappingPainter(const MappingContent& content, const MappingLayout& layout, const MappingTheme& theme)
    : content_(content), layout_(layout), theme_(theme) {}

QColor cellColour(const MappingContent& content, const MappingTheme& theme, const TensorContent& t, uint64_t element, bool bySource) {
  ++cellColourCallsOnThisThread();
  // By the buffer slot the value comes from, not the logical element: a broadcast input's rows read the same
  // slots, and so share their colours (and so do the outputs that copy them).
  const auto slotColour = [&](std::optional<MappingContent::SourceSlot> slot) -> std::optional<QColor> {
    const TensorContent* in = slot ? content.tensor(false, slot->input) : nullptr;
    if (!in || !in->layout) return std::nullopt;
    return sourceColour(theme.kind, slot->input, static_cast<uint32_t>(content.inputs.size()), slot->slot, in->layout->reachedElements,
                        slotRow(*in->layout, slot->slot));
  };
  if (t.isOutput) {
    if (content.differs(t.index, element)) return mix(theme.cell, theme.difference, 0.45);
    if (content.hasIndexMap()) {
      auto source = content.sourceOf(t.index, element);
      if (!source) return theme.padding;
      if (bySource) {
        if (auto colour = slotColour(content.sourceSlotOf(CellRef{false, source->input, source->element}))) return *colour;
      }
    }
  } else if (bySource) {
    if (auto colour = slotColour(content.sourceSlotOf(CellRef{false, t.index, element}))) return *colour;
  }
  auto value = content.value(t, element);
  if (!value) return theme.emptyCell;
  const double v = toDouble(*value);
  const double range = content.valueMax - content.valueMin;
  const double shade = std::isfinite(v) && range > 0 ? (v - content.valueMin) / range : 0.0;
  return mix(theme.cell, theme.cellShade, shade * 0.8);
}

void MappingPainter::paint(QPainter& p, const Viewport& vp, const PaintOptions& o, TensorImageCache* cache) const {
  p.save();
  p.fillRect(vp.device, theme_.background);
  for (const TensorBox& box : layout_.boxes()) {
    if (!vp.toDevice(box.bounds).intersects(vp.device)) continue;
    const TensorContent* t = content_.tensor(box.isOutput, box.index);
    if (t) paintBox(p, vp, o, box, *t, cache);
  }
  paintMarks(p, vp);
  paintLit(p, vp, o.lit);
  if (o.outlined) paintOutlines(p, vp, *o.outlined);
  for (const DimensionHighlight& h : o.dimensions) paintDimensionHighlight(p, vp, h);
  if (o.selected) paintFocus(p, vp, o, *o.selected, theme_.selection);
  if (o.hovered && o.hovered != o.selected) paintFocus(p, vp, o, *o.hovered, theme_.hover);
  // Titles last: grown to a readable size at a small zoom they may reach over cells and the connectors' gap,
  // and they stay legible on their band over both.
  for (const TensorBox& box : layout_.boxes()) {
    const TensorContent* t = content_.tensor(box.isOutput, box.index);
    if (!t) continue;
    if (vp.toDevice(box.bounds).intersects(vp.device) && t->layout) paintPinnedHeaders(p, vp, box, *t);
    paintTitle(p, vp, box, *t);
  }
  p.restore();
}

QRectF titleDeviceRect(const MappingLayout& layout, const TensorBox& box, const TensorContent& t, const Viewport& vp) {
  const double zoom = std::max(vp.zoom, kMinTitleZoom);
  const QRectF scene = vp.toDevice(box.titleRect);
  const double height = box.titleRect.height() * zoom;
  QRectF r(scene.left(), scene.bottom() - height, std::max(scene.width(), MappingLayout::titleWidth(t) * zoom), height);
  const QRectF boxRect = vp.toDevice(box.bounds);
  // Pinned while some of the box is in view below or to the right of the edge.
  // Pushed above the view by growing (at a fit): down to its top edge. Scrolled away with its box: gone (the
  // pinned index labels take the edge).
  if (r.top() < vp.device.top() && boxRect.top() >= vp.device.top() - height) r.moveTop(vp.device.top());
  if (r.left() < vp.device.left() && boxRect.right() > vp.device.left()) r.setLeft(vp.device.left());
  double right = vp.device.right();
  if (!box.isOutput) {
    for (const TensorBox& other : layout.boxes()) {
      if (other.isOutput) right = std::min(right, vp.toDevice(other.bounds).left() - MappingLayout::kTitleGap);
    }
  }
  if (r.right() > right) r.setRight(std::max(r.left(), right));
  return r;
}

void MappingPainter::paintTitle(QPainter& p, const Viewport& vp, const TensorBox& box, const TensorContent& t) const {
  const double zoom = std::max(vp.zoom, kMinTitleZoom);
  const QRectF r = titleDeviceRect(layout_, box, t, vp);
  if (r.width() < 1 || !r.intersects(vp.device)) return;
  // Grown or pinned, the title covers what is under it (cells, the gap's connectors): a band keeps it legible.
  if (r.top() > vp.toDevice(box.titleRect).top() + 0.5 || zoom > vp.zoom) p.fillRect(r, withAlpha(theme_.background, 235));
  const QFont title = scaled(MappingLayout::titleFont(), zoom);
  const QFont label = scaled(MappingLayout::labelFont(), zoom);
  const QFontMetricsF titleMetrics(title);
  const QFontMetricsF labelMetrics(label);
  const double gap = MappingLayout::kTitleGap * zoom;
  // Too narrow for the whole line: the tail gives way first, then the name (the tooltip holds both whole).
  const QString field = titleMetrics.elidedText(t.field, Qt::ElideRight, r.width());
  const double used = titleMetrics.horizontalAdvance(field);
  const QString tail = labelMetrics.elidedText(tensorTitleTail(t), Qt::ElideRight, std::max(0.0, r.width() - used - gap));
  p.setFont(title);
  p.setPen(t.hasProblem ? theme_.error : theme_.title);
  p.drawText(QRectF(r.left(), r.top(), used + 1, r.height()), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine | Qt::TextDontClip, field);
  if (tail.isEmpty() || tail == QStringLiteral("…")) return;
  p.setFont(label);
  p.setPen(theme_.mutedText);
  p.drawText(QRectF(r.left() + used + gap, r.top(), std::max(0.0, r.right() - r.left() - used - gap), r.height()),
             Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, tail);
}

void MappingPainter::paintBox(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box, const TensorContent& t,
                              TensorImageCache* cache) const {
  if (!box.hasGrid) {
    const QRectF area = vp.toDevice(QRectF(box.bounds.left(), box.titleRect.bottom(), box.bounds.width(),
                                           box.bounds.bottom() - box.titleRect.bottom()));
    p.setPen(QPen(theme_.error, 1.5, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(area.adjusted(0.5, 0.5, -0.5, -0.5));
    p.setFont(scaled(MappingLayout::labelFont(), vp.zoom));
    p.setPen(theme_.error);
    p.drawText(area.adjusted(8 * vp.zoom, 4 * vp.zoom, -8 * vp.zoom, -4 * vp.zoom), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
               t.layoutError.isEmpty() ? MappingPainterText::tr("no layout") : t.layoutError);
    return;
  }
  const QRectF visible = vp.toScene(vp.device);
  const double firstGridTop = box.gridOrigin.y();
  const auto sliceAt = [&](double y) {
    const double s = std::floor((y - firstGridTop) / box.slicePitch);
    return static_cast<uint64_t>(std::clamp(s, 0.0, static_cast<double>(box.slices - 1)));
  };
  const uint64_t s0 = sliceAt(visible.top() - box.slicePitch);
  const uint64_t s1 = sliceAt(visible.bottom() + box.slicePitch);
  for (uint64_t s = s0; s <= s1; ++s) {
    const QRectF grid = box.sliceRect(s);
    const QRectF shown = grid.intersected(visible);
    if (box.rank >= 3) {
      const QRectF labelRect = vp.toDevice(box.sliceLabelRect(s));
      if (labelRect.intersects(vp.device)) {
        const QFont font = scaled(MappingLayout::labelFont(), vp.zoom);
        if (font.pixelSize() >= 5) {
          p.setFont(font);
          p.setPen(theme_.mutedText);
          p.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine | Qt::TextDontClip, sliceName(t, s));
        }
      }
    }
    if (shown.isEmpty()) {
      if (s == 0 && vp.toDevice(box.columnHeaderRect()).intersects(vp.device)) paintHeaders(p, vp, box, s, 0, 0, 0, box.columns - 1);
      continue;
    }
    const auto clampIndex = [](double v, uint64_t n) { return static_cast<uint64_t>(std::clamp(v, 0.0, static_cast<double>(n - 1))); };
    const uint64_t c0 = clampIndex(std::floor((shown.left() - grid.left()) / box.cell.width()), box.columns);
    const uint64_t c1 = clampIndex(std::ceil((shown.right() - grid.left()) / box.cell.width()) - 1, box.columns);
    const uint64_t r0 = clampIndex(std::floor((shown.top() - grid.top()) / box.cell.height()), box.rows);
    const uint64_t r1 = clampIndex(std::ceil((shown.bottom() - grid.top()) / box.cell.height()) - 1, box.rows);
    const uint64_t cells = (r1 - r0 + 1) * (c1 - c0 + 1);
    const double cellWidth = box.cell.width() * vp.zoom;
    const bool shapes = o.preferVector ? cells <= kMaxVectorCells : (cells <= kMaxShapeCells && cellWidth >= kMinShapeCellWidth);
    if (shapes) {
      paintCellsAsShapes(p, vp, o, box, t, s, r0, r1, c0, c1);
    } else {
      paintCellsAsImage(p, vp, o, box, t, s, r0, r1, c0, c1, cache);
    }
    paintHeaders(p, vp, box, s, r0, r1, c0, c1);
    p.setPen(QPen(theme_.frame, 1));
    p.setBrush(Qt::NoBrush);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.drawRect(vp.toDevice(grid));
  }
}

void MappingPainter::paintCellsAsShapes(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box,
                                        const TensorContent& t, uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0,
                                        uint64_t c1) const {
  const QRectF grid = vp.toDevice(box.sliceRect(slice));
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  const bool showText = w >= kMinTextCellWidth && h >= kMinTextCellHeight;
  const bool showLines = w >= 6;
  QFont valueFont = MappingLayout::valueFont();
  valueFont.setPixelSize(std::max(7, static_cast<int>(std::lround(std::min(12 * vp.zoom, h * 0.55)))));
  const QFontMetricsF metrics(valueFont);
  p.setRenderHint(QPainter::Antialiasing, false);
  p.setFont(valueFont);
  const QPen hatchPen(theme_.hatch, std::max(1.0, vp.zoom * 0.8));
  const QPen differencePen(theme_.difference, std::max(1.5, 2 * vp.zoom));
  for (uint64_t r = r0; r <= r1; ++r) {
    for (uint64_t c = c0; c <= c1; ++c) {
      const uint64_t element = (slice * box.rows + r) * box.columns + c;
      const QRectF cell(grid.left() + static_cast<double>(c) * w, grid.top() + static_cast<double>(r) * h, w, h);
      const QColor fill = cellColour(t, element, o.colourBySource);
      p.fillRect(cell, fill);
      const bool padding = t.isOutput && content_.isPadding(t.index, element);
      if (padding && w >= 6) {
        p.setPen(hatchPen);
        p.setRenderHint(QPainter::Antialiasing, true);
        hatch(p, cell, std::max(4.0, 7 * vp.zoom));
        p.setRenderHint(QPainter::Antialiasing, false);
      }
      if (t.isOutput && content_.differs(t.index, element)) {
        p.setPen(differencePen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(cell.adjusted(2, 2, -2, -2));
      }
      if (showText) {
        const QString text = content_.formattedValue(t, element);
        if (!text.isEmpty()) {
          const QString shown = metrics.horizontalAdvance(text) <= w - 4 ? text : metrics.elidedText(text, Qt::ElideRight, w - 4);
          p.setPen(o.colourBySource || padding ? textOn(fill) : theme_.text);
          p.drawText(cell.adjusted(2, 0, -2, 0), Qt::AlignCenter | Qt::TextSingleLine, shown);
        }
      }
    }
  }
  if (showLines) {
    p.setPen(QPen(theme_.gridLine, 1));
    const double top = grid.top() + static_cast<double>(r0) * h;
    const double bottom = grid.top() + static_cast<double>(r1 + 1) * h;
    const double left = grid.left() + static_cast<double>(c0) * w;
    const double right = grid.left() + static_cast<double>(c1 + 1) * w;
    for (uint64_t c = std::max<uint64_t>(c0, 1); c <= c1; ++c) {
      const double x = grid.left() + static_cast<double>(c) * w;
      p.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
    for (uint64_t r = std::max<uint64_t>(r0, 1); r <= r1; ++r) {
      const double y = grid.top() + static_cast<double>(r) * h;
      p.drawLine(QPointF(left, y), QPointF(right, y));
    }
  }
}

void MappingPainter::paintCellsAsImage(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box,
                                       const TensorContent& t, uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0, uint64_t c1,
                                       TensorImageCache* cache) const {
  const QRectF grid = vp.toDevice(box.sliceRect(slice));
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  // Smooth only when several cells share a pixel, so that they blend instead of aliasing into stripes.
  p.setRenderHint(QPainter::SmoothPixmapTransform, w < 1 || h < 1);
  TensorImage local;
  const TensorImage* image = nullptr;
  if (cache) {
    image = cache->find(&content_, t.isOutput, t.index, o.colourBySource, theme_.kind);
    if (!image) {
      const uint64_t step = TensorImageCache::imageStep(box);
      const uint64_t pixels = ((box.columns + step - 1) / step) * ((box.slices * box.rows + step - 1) / step);
      // A large image comes later, from a worker; until then the visible cells are sampled.
      if (pixels <= TensorImageCache::kMaxSyncCells || !cache->buildLater(content_, theme_, box, t, o.colourBySource)) {
        image = cache->store(&content_, t.isOutput, t.index, o.colourBySource, theme_.kind,
                             buildTensorImage(content_, theme_, box, t, o.colourBySource, step));
      }
    }
    // A pixel of a coarse image is step cells: drawn larger than a device pixel, it would hide the cells between.
    if (image && image->step > 1 && (w * static_cast<double>(image->step) > 1 || h * static_cast<double>(image->step) > 1)) image = nullptr;
  } else {
    const uint64_t total = box.slices * box.rows * box.columns;
    if (total <= kMaxImageCells && box.columns <= kMaxImageSide && box.slices * box.rows <= kMaxImageSide) {
      local = buildTensorImage(content_, theme_, box, t, o.colourBySource, 1);
      image = &local;
    }
  }
  if (image && !image->image.isNull()) {
    const QRectF target(grid.left() + static_cast<double>(c0) * w, grid.top() + static_cast<double>(r0) * h,
                        static_cast<double>(c1 - c0 + 1) * w, static_cast<double>(r1 - r0 + 1) * h);
    const auto step = static_cast<double>(image->step);
    const QRectF source(static_cast<double>(c0) / step, static_cast<double>(slice * box.rows + r0) / step,
                        static_cast<double>(c1 - c0 + 1) / step, static_cast<double>(r1 - r0 + 1) / step);
    p.drawImage(target, image->image, source);
  } else {
    paintCellsSampled(p, vp, o, box, t, slice, r0, r1, c0, c1);
  }
  paintImageGridLines(p, vp, box, slice, r0, r1, c0, c1);
}

void MappingPainter::paintCellsSampled(QPainter& p, const Viewport& vp, const PaintOptions& o, const TensorBox& box,
                                       const TensorContent& t, uint64_t slice, uint64_t r0, uint64_t r1, uint64_t c0, uint64_t c1) const {
  const QRectF grid = vp.toDevice(box.sliceRect(slice));
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  const QRectF target = QRectF(grid.left() + static_cast<double>(c0) * w, grid.top() + static_cast<double>(r0) * h,
                               static_cast<double>(c1 - c0 + 1) * w, static_cast<double>(r1 - r0 + 1) * h)
                            .intersected(vp.device);
  const int width = std::max(1, static_cast<int>(std::ceil(target.width())));
  const int height = std::max(1, static_cast<int>(std::ceil(target.height())));
  QImage sampled(width, height, QImage::Format_RGB32);
  for (int y = 0; y < height; ++y) {
    const auto r = std::min<uint64_t>(box.rows - 1, static_cast<uint64_t>(std::max(0.0, (target.top() + y - grid.top()) / h)));
    auto* line = reinterpret_cast<QRgb*>(sampled.scanLine(y));
    for (int x = 0; x < width; ++x) {
      const auto c = std::min<uint64_t>(box.columns - 1, static_cast<uint64_t>(std::max(0.0, (target.left() + x - grid.left()) / w)));
      line[x] = cellColour(t, (slice * box.rows + r) * box.columns + c, o.colourBySource).rgb();
    }
  }
  p.drawImage(target.topLeft(), sampled);
}

void MappingPainter::paintImageGridLines(QPainter& p, const Viewport& vp, const TensorBox& box, uint64_t slice, uint64_t r0, uint64_t r1,
                                         uint64_t c0, uint64_t c1) const {
  const QRectF grid = vp.toDevice(box.sliceRect(slice));
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  if (w >= 6 && h >= 6) {
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(QPen(theme_.gridLine, 1));
    for (uint64_t c = std::max<uint64_t>(c0, 1); c <= c1; ++c) {
      const double x = grid.left() + static_cast<double>(c) * w;
      p.drawLine(QPointF(x, grid.top() + static_cast<double>(r0) * h), QPointF(x, grid.top() + static_cast<double>(r1 + 1) * h));
    }
    for (uint64_t r = std::max<uint64_t>(r0, 1); r <= r1; ++r) {
      const double y = grid.top() + static_cast<double>(r) * h;
      p.drawLine(QPointF(grid.left() + static_cast<double>(c0) * w, y), QPointF(grid.left() + static_cast<double>(c1 + 1) * w, y));
    }
  }
}

void MappingPainter::paintHeaders(QPainter& p, const Viewport& vp, const TensorBox& box, uint64_t slice, uint64_t r0, uint64_t r1,
                                  uint64_t c0, uint64_t c1) const {
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  const QFont font = scaled(MappingLayout::labelFont(), vp.zoom);
  if (font.pixelSize() < 6) return;
  p.setFont(font);
  p.setPen(theme_.mutedText);
  const QFontMetricsF metrics(font);
  const double labelWidth = metrics.horizontalAdvance(QString::number(std::max(box.columns, box.rows))) + 4;
  if (slice == 0) {
    const QRectF band = vp.toDevice(box.columnHeaderRect());
    drawColumnIndices(p, band, band.left(), w, labelWidth, c0, c1);
  }
  if (box.rank >= 2) {
    const QRectF band = vp.toDevice(box.rowHeaderRect(slice));
    drawRowIndices(p, band, band.top(), h, metrics.height(), 4 * vp.zoom, r0, r1);
  }
}

// Zoomed in on the middle of a large grid, its own index labels are scrolled away: they are drawn again along
// the viewport's top and left edges (with the outer coordinates of the slice at the top), over the cells.
void MappingPainter::paintPinnedHeaders(QPainter& p, const Viewport& vp, const TensorBox& box, const TensorContent& t) const {
  if (!box.hasGrid) return;
  // Screen furniture, not part of the picture: a readable size whatever the zoom.
  QFont font = MappingLayout::labelFont();
  font.setPixelSize(static_cast<int>(std::lround(std::clamp(font.pixelSize() * vp.zoom, 9.0, 13.0))));
  const QFontMetricsF metrics(font);
  const double w = box.cell.width() * vp.zoom;
  const double h = box.cell.height() * vp.zoom;
  const QRectF first = vp.toDevice(box.sliceRect(0));
  const QRectF last = vp.toDevice(box.sliceRect(box.slices - 1));
  const QRectF grids(first.topLeft(), QPointF(first.right(), last.bottom()));
  const QRectF shown = grids.intersected(vp.device);
  if (shown.isEmpty() || w < 6 || h < 6) return;
  const double labelWidth = metrics.horizontalAdvance(QString::number(std::max(box.columns, box.rows))) + 8;
  const double lineHeight = metrics.height() + 4;
  const QColor band = withAlpha(theme_.background, 235);
  const auto indexAt = [](double offset, double pitch, uint64_t n) {
    return static_cast<uint64_t>(std::clamp(std::floor(offset / pitch), 0.0, static_cast<double>(n - 1)));
  };
  p.save();
  p.setRenderHint(QPainter::Antialiasing, false);
  p.setFont(font);

  const bool pinRows = box.rank >= 2 && first.left() - box.rowHeaderWidth * vp.zoom < vp.device.left() &&
                       shown.right() > vp.device.left() + labelWidth;
  const double columnBandHeight = lineHeight * (box.rank >= 3 ? 2 : 1);
  const bool pinColumns = vp.toDevice(box.columnHeaderRect()).top() < vp.device.top() && shown.bottom() > vp.device.top() + columnBandHeight;
  if (pinRows) {
    const QRectF strip(vp.device.left(), shown.top(), labelWidth, shown.height());
    p.fillRect(strip, band);
    p.setPen(theme_.gridLine);
    p.drawLine(strip.topRight(), strip.bottomRight());
    p.setPen(theme_.mutedText);
    p.setClipRect(strip);
    const double pitch = box.slicePitch * vp.zoom;
    for (uint64_t s = indexAt(shown.top() - first.top(), pitch, box.slices); s < box.slices; ++s) {
      const QRectF grid = vp.toDevice(box.sliceRect(s));
      if (grid.top() > shown.bottom()) break;
      const QRectF visible = grid.intersected(vp.device);
      if (visible.isEmpty()) continue;
      drawRowIndices(p, QRectF(strip.left(), grid.top(), strip.width(), grid.height()), grid.top(), h, metrics.height(), 4,
                     indexAt(visible.top() - grid.top(), h, box.rows), indexAt(visible.bottom() - grid.top(), h, box.rows));
    }
    p.setClipping(false);
  }
  if (pinColumns) {
    const double left = std::max(vp.device.left(), first.left() - box.rowHeaderWidth * vp.zoom);
    const QRectF strip(left, vp.device.top(), std::min(vp.device.right(), first.right()) - left, columnBandHeight);
    p.fillRect(strip, band);
    p.setPen(theme_.gridLine);
    p.drawLine(strip.bottomLeft(), strip.bottomRight());
    p.setPen(theme_.mutedText);
    p.setClipRect(strip);
    const QRectF numbers(strip.left(), strip.bottom() - lineHeight, strip.width(), lineHeight);
    drawColumnIndices(p, numbers, first.left(), w, labelWidth, indexAt(shown.left() - first.left(), w, box.columns),
                      indexAt(shown.right() - first.left(), w, box.columns));
    if (box.rank >= 3) {
      // The slice under the band's lower edge.
      const double pitch = box.slicePitch * vp.zoom;
      const uint64_t s = indexAt(strip.bottom() - first.top(), pitch, box.slices);
      p.drawText(QRectF(strip.left() + 4, strip.top(), strip.width() - 8, lineHeight), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                 sliceName(t, s));
    }
    p.setClipping(false);
  }
  p.restore();
}

void MappingPainter::paintMarks(QPainter& p, const Viewport& vp) const {
  p.setRenderHint(QPainter::Antialiasing, true);
  for (const DimensionMark& mark : content_.marks) {
    auto rect = layout_.markRect(mark);
    if (!rect) continue;
    const QRectF r = vp.toDevice(*rect);
    if (r.intersects(vp.device)) {
      p.setPen(QPen(theme_.error, std::max(1.5, 2 * vp.zoom)));
      p.setBrush(withAlpha(theme_.error, 50));
      p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3);
    }
    // The band holds the index labels the mark is about, so its name goes in the line the layout keeps for it
    // under the title, not over them.
    auto labelRect = layout_.markLabelRect(mark);
    const QFont font = scaled(MappingLayout::labelFont(), vp.zoom);
    if (!labelRect || font.pixelSize() < 6) continue;
    const QRectF l = vp.toDevice(*labelRect);
    if (!l.intersects(vp.device)) continue;
    p.setPen(QPen(theme_.error, 1));
    p.setBrush(withAlpha(theme_.error, 30));
    p.drawRoundedRect(l.adjusted(0.5, 1.5, -0.5, -1.5), 3, 3);
    p.setFont(font);
    p.setPen(theme_.error);
    p.drawText(l, Qt::AlignCenter | Qt::TextSingleLine, markLabelText(mark.dimension));
  }
}

void MappingPainter::paintLit(QPainter& p, const Viewport& vp, const std::vector<CellRef>& cells) const {
  if (cells.empty()) return;
  p.setRenderHint(QPainter::Antialiasing, true);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(theme_.hover, std::max(2.0, 2.5 * std::min(vp.zoom, 1.5))));
  for (const CellRef& cell : cells) {
    auto rect = layout_.cellRect(cell);
    if (!rect) continue;
    const QRectF r = vp.toDevice(*rect);
    if (!r.intersects(vp.device)) continue;
    p.fillRect(r, withAlpha(theme_.hover, 80));
    p.drawRect(r.adjusted(1, 1, -1, -1));
  }
}

void MappingPainter::paintOutlines(QPainter& p, const Viewport& vp, const std::vector<std::vector<uint64_t>>& outlined) const {
  p.save();
  // Whole-pixel, unblended lines: an outline must read as the difference colour even on tiny cells.
  p.setRenderHint(QPainter::Antialiasing, false);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(theme_.difference, std::max(2.0, std::round(2.0 * std::min(vp.zoom, 1.5)))));
  for (uint32_t output = 0; output < outlined.size(); ++output) {
    const TensorBox* box = layout_.box(true, output);
    if (!box || !box->hasGrid || !vp.toDevice(box->bounds).intersects(vp.device)) continue;
    for (uint64_t element : outlined[output]) {
      const QRectF r = vp.toDevice(box->cellRect(element));
      // Cells too small to outline are still told apart by the count beside the view.
      if (r.width() < 3 || !r.intersects(vp.device)) continue;
      p.drawRect(r.adjusted(1, 1, -1, -1));
    }
  }
  p.restore();
}

void MappingPainter::paintDimensionHighlight(QPainter& p, const Viewport& vp, const DimensionHighlight& h) const {
  const TensorBox* box = layout_.box(h.isOutput, h.tensor);
  const TensorContent* t = content_.tensor(h.isOutput, h.tensor);
  if (!box || !box->hasGrid || !t || !t->layout || h.dimension >= box->rank) return;
  const uint32_t rank = box->rank;
  const bool isColumn = h.dimension == rank - 1;
  const bool isRow = rank >= 2 && h.dimension == rank - 2;
  // A leading dimension picks slices: its coordinate in slice s is (s / the later leading sizes) % its size.
  uint64_t inner = 1;
  for (uint32_t d = h.dimension + 1; d + 2 < rank; ++d) inner *= t->layout->sizes[d];
  const QColor tint = withAlpha(theme_.selection, 55);
  const QPen outline(withAlpha(theme_.selection, 200), std::max(1.5, 2 * std::min(vp.zoom, 1.5)));
  p.setRenderHint(QPainter::Antialiasing, false);
  auto light = [&](const QRectF& sceneRect, bool outlined) {
    const QRectF r = vp.toDevice(sceneRect);
    if (!r.intersects(vp.device)) return;
    p.fillRect(r, tint);
    if (!outlined) return;
    p.setPen(outline);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(1, 1, -1, -1));
  };
  // Only the slices on screen: a tensor may have millions.
  const QRectF visible = vp.toScene(vp.device);
  const auto sliceAt = [&](double y) {
    const double s = std::floor((y - box->gridOrigin.y()) / box->slicePitch);
    return static_cast<uint64_t>(std::clamp(s, 0.0, static_cast<double>(box->slices - 1)));
  };
  const uint64_t s0 = sliceAt(visible.top() - box->slicePitch);
  const uint64_t s1 = sliceAt(visible.bottom() + box->slicePitch);
  if (isColumn) light(box->columnHeaderRect(), false);
  for (uint64_t s = s0; s <= s1; ++s) {
    const QRectF grid = box->sliceRect(s);
    if (isColumn) {
      if (h.index) light(QRectF(grid.left() + *h.index * box->cell.width(), grid.top(), box->cell.width(), grid.height()), true);
    } else if (isRow) {
      light(box->rowHeaderRect(s), false);
      if (h.index) light(QRectF(grid.left(), grid.top() + *h.index * box->cell.height(), grid.width(), box->cell.height()), true);
    } else if (!h.index || (s / inner) % t->layout->sizes[h.dimension] == *h.index) {
      light(box->sliceLabelRect(s), false);
      if (h.index) light(grid, true);
    }
  }
}

std::optional<MappingPainter::Connector> MappingPainter::connector(const std::vector<CellRef>& chain, const Viewport& vp) const {
  if (chain.size() < 2) return std::nullopt;
  // The gap between the columns: from the inputs' widest box to the outputs' leftmost edge.
  double inputsRight = -std::numeric_limits<double>::infinity();
  double outputsLeft = std::numeric_limits<double>::infinity();
  for (const TensorBox& b : layout_.boxes()) {
    if (b.isOutput) {
      outputsLeft = std::min(outputsLeft, vp.toDevice(b.bounds).left());
    } else {
      inputsRight = std::max(inputsRight, vp.toDevice(b.bounds).right());
    }
  }
  struct Stop {
    QPointF cell;  // the middle of the cell's lower edge: on a grid line, clear of the values
    double edge;   // where that grid line leaves the cell's column of boxes
  };
  std::vector<Stop> stops;
  for (const CellRef& ref : chain) {
    auto rect = layout_.cellRect(ref);
    if (!rect) return std::nullopt;
    const QRectF r = vp.toDevice(*rect);
    stops.push_back({QPointF(r.center().x(), r.bottom()), ref.isOutput ? outputsLeft : inputsRight});
  }
  if (!std::isfinite(inputsRight) || !std::isfinite(outputsLeft)) return std::nullopt;
  const double gap = std::max(1.0, outputsLeft - inputsRight);
  Connector c;
  c.path.moveTo(stops.front().cell);
  c.ends.push_back(stops.front().cell);
  for (size_t i = 1; i < stops.size(); ++i) {
    const Stop& from = stops[i - 1];
    const Stop& to = stops[i];
    const QPointF leave(from.edge, from.cell.y());
    const QPointF arrive(to.edge, to.cell.y());
    c.path.lineTo(leave);
    if (from.edge == to.edge) {
      // Two cells of one column (a source and the index cell that chose it): out into the gap and back.
      const double bow = std::min(gap * 0.6, std::max(30.0 * vp.zoom, std::abs(arrive.y() - leave.y()) * 0.35));
      const double out = from.edge == outputsLeft ? -bow : bow;
      c.path.cubicTo(leave + QPointF(out, 0), arrive + QPointF(out, 0), arrive);
    } else {
      const double dx = (arrive.x() - leave.x()) * 0.45;
      c.path.cubicTo(leave + QPointF(dx, 0), arrive - QPointF(dx, 0), arrive);
    }
    c.path.lineTo(to.cell);
    c.ends.push_back(to.cell);
    // Going on from a middle cell: back out along the same grid line.
    if (i + 1 < stops.size()) c.path.lineTo(arrive);
  }
  return c;
}

void MappingPainter::paintFocus(QPainter& p, const Viewport& vp, const PaintOptions& o, const CellRef& focus, const QColor& colour) const {
  auto focusRect = layout_.cellRect(focus);
  if (!focusRect) return;
  const QRectF f = vp.toDevice(*focusRect);
  const std::vector<CellRef> related = content_.relatedCells(focus);
  p.setRenderHint(QPainter::Antialiasing, true);

  // Related cells: tinted and outlined.
  const QPen relatedPen(theme_.related, std::max(2.0, 2.5 * std::min(vp.zoom, 1.5)));
  for (const CellRef& cell : related) {
    auto rect = layout_.cellRect(cell);
    if (!rect) continue;
    const QRectF r = vp.toDevice(*rect);
    if (!r.intersects(vp.device)) continue;
    p.fillRect(r, withAlpha(theme_.related, 70));
    p.setPen(relatedPen);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(1, 1, -1, -1));
  }

  // Connectors from each source to the output that reads it; through the index cell where one chose it.
  const QColor line = withAlpha(colour, 210);
  p.setPen(QPen(line, connectorWidth(vp.zoom), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  const double radius = connectorDotRadius(vp.zoom);
  int drawn = 0;
  for (const std::vector<CellRef>& chain : MappingContent::connectorChains(focus, related)) {
    if (drawn++ >= o.maxConnectors) break;
    auto c = connector(chain, vp);
    if (!c) continue;
    p.setBrush(Qt::NoBrush);
    p.drawPath(c->path);
    p.setBrush(line);
    for (const QPointF& end : c->ends) p.drawEllipse(end, radius, radius);
  }

  // The focused cell on top.
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(colour, std::max(2.5, 3.0 * std::min(vp.zoom, 1.5))));
  p.drawRect(f.adjusted(1.5, 1.5, -1.5, -1.5));
}

}  // namespace dmlscope::gui
