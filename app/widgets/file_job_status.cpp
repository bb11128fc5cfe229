// The status bar's file-work indicator (see file_job_status.h).
#include "widgets/file_job_status.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

#include "models/file_job.h"

namespace dmlscope::gui {

FileJobStatus::FileJobStatus(FileJob* job, QWidget* parent)
    : QWidget(parent), label_(new QLabel(this)), bar_(new QProgressBar(this)), cancel_(new QPushButton(tr("Cancel"), this)) {
  setAccessibleName(tr("File work"));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  label_->setAccessibleName(tr("File work in progress"));
  // Thousandths of the bytes moved: determinate from the first byte (a file's length is known before it is read).
  bar_->setRange(0, 1000);
  bar_->setMaximumWidth(120);
  bar_->setAccessibleName(tr("File progress"));
  cancel_->setAccessibleName(tr("Cancel the file work"));
  // Compact, beside the run's own progress: the description is cut at a third of a narrow window (its tooltip
  // holds it whole) and the button keeps its text's width.
  label_->setMaximumWidth(320);
  label_->setMinimumWidth(0);
  label_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  cancel_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
  setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
  layout->addWidget(label_);
  layout->addWidget(bar_);
  layout->addWidget(cancel_);
  hide();
  connect(cancel_, &QPushButton::clicked, job, &FileJob::cancel);
  connect(job, &FileJob::started, this, [this](const QString& description) {
    label_->setText(label_->fontMetrics().elidedText(description, Qt::ElideMiddle, label_->maximumWidth()));
    label_->setMinimumWidth(std::min(label_->fontMetrics().horizontalAdvance(label_->text()), label_->maximumWidth()));
    label_->setToolTip(description);
    bar_->setValue(0);
    show();
  });
  connect(job, &FileJob::progressChanged, bar_, &QProgressBar::setValue);
  connect(job, &FileJob::finished, this, &QWidget::hide);
}

}  // namespace dmlscope::gui
