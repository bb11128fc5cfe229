// A count or size that may be left out and is then derived (RepeatsCount, OutputCount, DimensionCount,
// TotalTensorSizeInBytes): shows the stored value, or the derived one in a muted style; typing overrides
// it, and one click restores the derived value.
#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>

class QToolButton;

namespace dmlscope::gui {

class NumberEdit;

class CountField : public QWidget {
  Q_OBJECT

 public:
  CountField(const QString& fieldName, uint64_t maximum, QWidget* parent = nullptr);

  // `derived` is nothing when core cannot derive it (the layout is impossible).
  void setState(std::optional<uint64_t> stored, std::optional<uint64_t> derived);
  NumberEdit* edit() const { return edit_; }
  QToolButton* restoreButton() const { return restore_; }

 signals:
  void edited(uint64_t value);
  void restoreRequested();

 private:
  NumberEdit* edit_;
  QToolButton* restore_;
};

}  // namespace dmlscope::gui
