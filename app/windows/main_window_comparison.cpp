// The main window's comparison of the session with a variant (Run → Compare with…): the dialog, and the
// comparison view that takes the mapping view's place until it is closed. Kept apart from main_window.cpp,
// which it only touches through the central widget's layout.
#include <QAction>
#include <QBoxLayout>
#include <QLabel>
#include <QStatusBar>

#include "models/session_document.h"
#include "models/variant_comparer.h"
#include "models/variant_pair.h"
#include "widgets/comparison_view.h"
#include "widgets/mapping_view.h"
#include "windows/compare_variant_dialog.h"
#include "windows/main_window.h"
#include "windows/why_dock.h"

namespace dmlscope::gui {

bool MainWindow::compareWithVariant(const QString& field, const QString& value, QString* error) {
  const auto session = doc_->snapshot();
  if (!doc_->diagnostics().empty()) {
    if (error) *error = tr("the session is invalid; fix its problems before comparing it with another value");
    return false;
  }
  auto variant = validVariant(*session, field, value);
  if (!variant) {
    if (error) *error = QString::fromStdString(variant.error().message);
    return false;
  }
  if (!variantComparer_) {
    variantComparer_ = new VariantComparer(this);
    connect(variantComparer_, &VariantComparer::finished, this, [this] {
      if (!comparisonView_) return;
      if (auto pair = variantComparer_->pair()) {
        comparisonView_->setPair(pair);
        statusBar()->showMessage(comparisonSummary(pair->comparison), 8000);
      } else {
        comparisonView_->setPair(nullptr);
        comparisonView_->setMessage(tr("No comparison: %1").arg(variantComparer_->error()));
      }
    });
  }
  if (!comparisonView_) {
    comparisonView_ = new ComparisonView(centralWidget());
    comparisonView_->setTheme(theme_);
    comparisonView_->setColourBySource(view_->colourBySource());
    connect(comparisonView_, &ComparisonView::closeRequested, this, &MainWindow::closeVariantComparison);
    if (auto* layout = qobject_cast<QBoxLayout*>(centralWidget()->layout())) layout->insertWidget(0, comparisonView_, 1);
    view_->hide();
    infoLine_->hide();  // the comparison has its own, for both sides
    whyDock_->followComparison(comparisonView_);
  }
  comparisonView_->setMessage(tr("Comparing with %1 = %2…").arg(field.trimmed(), value.trimmed()));
  variantComparer_->start(session, field.trimmed(), value);
  return true;
}

void MainWindow::closeVariantComparison() {
  if (!comparisonView_) return;
  whyDock_->followComparison(nullptr);
  comparisonView_->deleteLater();
  comparisonView_ = nullptr;
  view_->show();
  infoLine_->show();
}

void MainWindow::refreshVariantComparison() {
  if (!comparisonView_ || !variantComparer_) return;
  const QString field = variantComparer_->field();
  const QString value = variantComparer_->value();
  if (doc_->diagnostics().empty() && validVariant(*doc_->snapshot(), field, value)) {
    comparisonView_->setMessage(tr("Comparing with %1 = %2…").arg(field, value));
    variantComparer_->start(doc_->snapshot(), field, value);
    return;
  }
  // The edit made the comparison impossible (another operator, an invalid descriptor): say so, keep the view.
  auto variant = validVariant(*doc_->snapshot(), field, value);
  comparisonView_->setPair(nullptr);
  comparisonView_->setMessage(tr("No comparison: %1").arg(
      !doc_->diagnostics().empty() ? tr("the session is invalid") : QString::fromStdString(variant.error().message)));
}

void MainWindow::compareWithVariantInteractive() {
  CompareVariantDialog dialog(doc_->snapshot(), this);
  if (variantComparer_ && comparisonView_) {
    dialog.setField(variantComparer_->field());
    dialog.setValue(variantComparer_->value());
  }
  if (dialog.exec() != QDialog::Accepted) return;
  QString error;
  if (!compareWithVariant(dialog.field(), dialog.value(), &error)) statusBar()->showMessage(error, 8000);
}

}  // namespace dmlscope::gui
