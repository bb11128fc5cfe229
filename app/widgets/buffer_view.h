// The buffer view: one tensor's buffer as a strip of slots in memory order (index, byte offset, value),
// wrapped to the width and scrolled for long buffers. Hovering a slot says which logical elements read it
// (hoveredSlotChanged); lit slots show the links the other way (the grid cell under the pointer). Layout,
// hit-testing and painting live in BufferStripLayout and BufferStripPainter; this widget holds the view state.
#pragma once

#include <QAbstractScrollArea>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "models/buffer_strip_content.h"
#include "widgets/buffer_strip_layout.h"
#include "widgets/mapping_theme.h"

namespace dmlscope::gui {

class BufferView : public QAbstractScrollArea {
  Q_OBJECT

 public:
  explicit BufferView(QWidget* parent = nullptr);

  void setContent(std::shared_ptr<const BufferStripContent> content);
  std::shared_ptr<const BufferStripContent> content() const { return content_; }
  void setTheme(ThemeKind kind);

  std::optional<uint64_t> hoveredSlot() const { return hovered_; }
  // Simulates the pointer over a slot (what hovering does), for tests and tours.
  void setHoveredSlot(std::optional<uint64_t> slot);
  // The slots linked to the focus elsewhere; the first one is scrolled into view.
  void setLitSlots(std::vector<uint64_t> lit);
  const std::vector<uint64_t>& litSlots() const { return lit_; }

  // The layout as currently scrolled, in viewport coordinates.
  BufferStripLayout stripLayout() const;
  std::optional<QRectF> slotRectInView(uint64_t slot) const;
  void scrollToSlot(uint64_t slot);

 signals:
  void hoveredSlotChanged();
  // A line about the slot under the pointer (empty when none).
  void hoverTextChanged(const QString& text);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  bool viewportEvent(QEvent* event) override;

 private:
  BufferStripLayout layoutFrom(uint64_t firstRow) const;
  uint64_t firstRow() const;
  void updateScrollRange();

  std::shared_ptr<const BufferStripContent> content_;
  MappingTheme theme_;
  std::optional<uint64_t> hovered_;
  std::vector<uint64_t> lit_;
};

}  // namespace dmlscope::gui
