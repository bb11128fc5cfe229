// Painting the buffer strip: the title, each visible slot with its index, byte offset and value, gaps
// (slots no element reads) hatched, a "×N" badge on slots several elements read, and the lit and hovered
// slots. Used by the buffer view and by figures (`render --buffer`).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "models/buffer_strip_content.h"
#include "widgets/buffer_strip_layout.h"
#include "widgets/mapping_painter.h"
#include "widgets/mapping_theme.h"

class QPainter;

namespace dmlscope::gui {

struct BufferPaintOptions {
  std::optional<uint64_t> hovered;
  // Slots linked to the focus elsewhere (the grid cell under the pointer, the selection).
  std::vector<uint64_t> lit;
};

class BufferStripPainter {
 public:
  BufferStripPainter(const BufferStripContent& content, const BufferStripLayout& layout, const MappingTheme& theme);

  void paint(QPainter& painter, const Viewport& viewport, const BufferPaintOptions& options) const;

 private:
  void paintSlot(QPainter& p, const Viewport& vp, uint64_t slot) const;

  const BufferStripContent& content_;
  const BufferStripLayout& layout_;
  const MappingTheme& theme_;
};

}  // namespace dmlscope::gui
