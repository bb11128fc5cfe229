// The "Export Figure" dialog: where to write the PNG or SVG, at which scale, in which theme.
#pragma once

#include <QDialog>

#include "figures/figure.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace dmlscope::gui {

class ExportFigureDialog : public QDialog {
  Q_OBJECT

 public:
  ExportFigureDialog(const QString& suggestedPath, const FigureOptions& defaults, QWidget* parent = nullptr);

  QString path() const;
  FigureOptions options() const;  // the selection is kept from the defaults when "highlight" is on

 private:
  QLineEdit* path_;
  QDoubleSpinBox* scale_;
  QComboBox* theme_;
  QCheckBox* colourBySource_;
  QCheckBox* highlight_;
  FigureOptions defaults_;
};

}  // namespace dmlscope::gui
