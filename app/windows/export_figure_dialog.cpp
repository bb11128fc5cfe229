// The figure export dialog (see export_figure_dialog.h).
#include "windows/export_figure_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace dmlscope::gui {

ExportFigureDialog::ExportFigureDialog(const QString& suggestedPath, const FigureOptions& defaults, QWidget* parent)
    : QDialog(parent), defaults_(defaults) {
  setWindowTitle(tr("Export Figure"));
  setAccessibleName(tr("Export Figure"));
  auto* form = new QFormLayout(this);

  auto* pathRow = new QHBoxLayout;
  path_ = new QLineEdit(suggestedPath, this);
  path_->setAccessibleName(tr("File"));
  path_->setMinimumWidth(320);
  auto* browse = new QPushButton(tr("Browse…"), this);
  browse->setAccessibleName(tr("Browse for the figure file"));
  pathRow->addWidget(path_);
  pathRow->addWidget(browse);
  form->addRow(tr("File:"), pathRow);
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Figure"), path_->text(),
                                                        tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (!chosen.isEmpty()) path_->setText(chosen);
  });

  scale_ = new QDoubleSpinBox(this);
  scale_->setRange(0.5, 8.0);
  scale_->setSingleStep(0.5);
  scale_->setValue(defaults.scale);
  scale_->setSuffix(QStringLiteral(" ×"));
  scale_->setAccessibleName(tr("Scale"));
  scale_->setToolTip(tr("Pixels per unit of the view: 2 gives sharp figures on high-DPI screens (PNG only)"));
  form->addRow(tr("Scale:"), scale_);

  theme_ = new QComboBox(this);
  theme_->addItem(tr("Light"), static_cast<int>(ThemeKind::Light));
  theme_->addItem(tr("Dark"), static_cast<int>(ThemeKind::Dark));
  theme_->setCurrentIndex(defaults.theme == ThemeKind::Dark ? 1 : 0);
  theme_->setAccessibleName(tr("Theme"));
  form->addRow(tr("Theme:"), theme_);

  colourBySource_ = new QCheckBox(tr("Colour each output cell by its source"), this);
  colourBySource_->setChecked(defaults.colourBySource);
  form->addRow(QString(), colourBySource_);
  highlight_ = new QCheckBox(tr("Highlight the selected cell and its source"), this);
  highlight_->setChecked(defaults.selection.has_value());
  highlight_->setEnabled(defaults.selection.has_value());
  form->addRow(QString(), highlight_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto updateScale = [this] { scale_->setEnabled(QFileInfo(path_->text()).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) != 0); };
  connect(path_, &QLineEdit::textChanged, this, updateScale);
  updateScale();
}

QString ExportFigureDialog::path() const { return path_->text(); }

FigureOptions ExportFigureDialog::options() const {
  FigureOptions o;
  o.scale = scale_->isEnabled() ? scale_->value() : 1.0;
  o.theme = static_cast<ThemeKind>(theme_->currentData().toInt());
  o.colourBySource = colourBySource_->isChecked();
  if (highlight_->isChecked()) o.selection = defaults_.selection;
  return o;
}

}  // namespace dmlscope::gui
