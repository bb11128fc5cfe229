// Two mapping views side by side, a session (left) and its variant (right), kept in step: one zoom and
// offset, the cell under the pointer (or selected) at the same coordinates in both, each with its source.
// Cells that differ in value or source are outlined; a line above says how many. It shows a VariantPair and
// decides nothing itself. Each view has half the width, so fitting the whole scene would shrink the values
// below legibility: the views start at no less than a readable zoom, and one pans to see the rest.
#pragma once

#include <QWidget>

#include <memory>
#include <optional>

#include "models/variant_pair.h"
#include "widgets/mapping_theme.h"

class QLabel;
class QPushButton;

namespace dmlscope::gui {

class MappingView;
struct CellRef;

class ComparisonView : public QWidget {
  Q_OBJECT

 public:
  explicit ComparisonView(QWidget* parent = nullptr);

  void setPair(std::shared_ptr<const VariantPair> pair);
  std::shared_ptr<const VariantPair> pair() const { return pair_; }
  // A line instead of the count while there is no pair (comparing…, or why the comparison failed).
  void setMessage(const QString& text);

  void setTheme(ThemeKind kind);
  void setColourBySource(bool on);

  MappingView* firstView() const { return first_; }
  MappingView* secondView() const { return second_; }
  QLabel* summaryLabel() const { return summary_; }
  QLabel* infoLabel() const { return info_; }

  // The least zoom the views start at or are fitted to on a resize: values MappingLayout::kMinReadableTextPixels
  // high.
  static double readableZoom();

  // The same coordinates in the other side's tensor, if it has them (output shapes may differ).
  std::optional<CellRef> counterpart(const CellRef& cell, bool fromFirst) const;

 signals:
  void closeRequested();

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  // Raises the views' zoom to readableZoom() when a fit left it below; the scene's top-left corner in view.
  void keepReadable();
  void follow(MappingView* from, MappingView* to);
  void updateInfo();

  std::shared_ptr<const VariantPair> pair_;
  MappingView* first_;
  MappingView* second_;
  QLabel* firstCaption_;
  QLabel* secondCaption_;
  QLabel* summary_;
  QLabel* info_;
  QPushButton* close_;
  bool syncing_ = false;
};

}  // namespace dmlscope::gui
