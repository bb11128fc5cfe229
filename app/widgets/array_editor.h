// A compact inline editor for an array of unsigned values (Sizes, Strides, Repeats, StartPadding, ...): one
// small field per entry, buttons to add or remove a leading entry, and a one-click restore of a derived
// value. Entries can be marked invalid one by one ("OutputTensor.Sizes[3]").
#pragma once

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QHBoxLayout;
class QToolButton;

namespace dmlscope::gui {

class NumberEdit;

class ArrayEditor : public QWidget {
  Q_OBJECT

 public:
  explicit ArrayEditor(const QString& fieldName, QWidget* parent = nullptr);

  // Rebuilds the entries when the length changes; otherwise updates their text.
  void setValues(const std::vector<uint32_t>& values);
  const std::vector<uint32_t>& values() const { return values_; }
  // Every entry in the muted "derived" style (Strides left out, shown packed).
  void setDerivedLook(bool derived);
  // The value core derives for this array: entries that differ are emphasised and restore is offered.
  void setDerived(const std::optional<std::vector<uint32_t>>& derived);
  // Restore offered independently of a derived value (Strides: back to "packed").
  void setRestoreOffered(bool offered, const QString& tooltip);
  void setResizable(bool resizable);

  int entryCount() const { return static_cast<int>(entries_.size()); }
  NumberEdit* entry(int index) const;
  QToolButton* restoreButton() const { return restore_; }

 signals:
  void entryEdited(int index, uint32_t value);
  void growRequested();
  void shrinkRequested();
  void restoreRequested();

 private:
  void rebuild(size_t count);
  void updateEmphasis();

  QString fieldName_;
  QHBoxLayout* entriesLayout_;
  QToolButton* shrink_;
  QToolButton* grow_;
  QToolButton* restore_;
  std::vector<NumberEdit*> entries_;
  std::vector<uint32_t> values_;
  std::optional<std::vector<uint32_t>> derived_;
  bool derivedLook_ = false;
  bool restoreOffered_ = false;
  bool restoreUsed_ = false;  // setRestoreOffered was called: the button belongs to this array
};

}  // namespace dmlscope::gui
