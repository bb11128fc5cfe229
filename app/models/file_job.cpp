// Background file work with progress and cancel (see file_job.h).
#include "models/file_job.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dmlscope::gui {

FileJob::FileJob(QObject* parent) : QObject(parent) {
  connect(&watcher_, &QFutureWatcher<std::shared_ptr<Finish>>::finished, this, &FileJob::workEnded);
}

FileJob::~FileJob() {
  if (cancel_) cancel_->store(true);
  watcher_.waitForFinished();
}

bool FileJob::start(const QString& description, Work work) {
  if (running_) return false;
  running_ = true;
  description_ = description;
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  progress_ = std::make_shared<std::atomic<uint32_t>>(0);
  // The worker reports through shared counters and a queued call, never through `this` directly: the job may
  // be gone by the time a report arrives (QPointer then drops it).
  const QPointer<FileJob> self(this);
  IoProgress progress = [self, cancel = cancel_, shown = progress_](uint64_t done, uint64_t total) {
    // 999 at most from the worker: 1000 is for the moment the result has been applied (see workEnded).
    const uint32_t thousandths =
        done >= total ? 999u : std::min(999u, static_cast<uint32_t>(static_cast<long double>(done) * 1000 / static_cast<long double>(total)));
    if (shown->exchange(thousandths) != thousandths) {
      QMetaObject::invokeMethod(
          self.get(), [self, thousandths] {
            if (self && self->running_) emit self->progressChanged(static_cast<int>(thousandths));
          },
          Qt::QueuedConnection);
    }
    return !cancel->load();
  };
  emit started(description_);
  watcher_.setFuture(QtConcurrent::run([work = std::move(work), progress = std::move(progress)] {
    return std::make_shared<Finish>(work(progress));
  }));
  return true;
}

void FileJob::cancel() {
  if (cancel_) cancel_->store(true);
}

void FileJob::cancelAndWait() {
  if (!running_) return;
  cancel();
  watcher_.waitForFinished();
  workEnded();
}

void FileJob::workEnded() {
  if (!running_) return;  // cancelAndWait has already handed this work back
  running_ = false;
  const bool cancelled = cancel_->load();
  const std::shared_ptr<Finish> finish = watcher_.result();
  if (finish && *finish) (*finish)(cancelled);
  if (!cancelled) {
    progress_->store(1000);
    emit progressChanged(1000);
  }
  emit finished(cancelled);
}

}  // namespace dmlscope::gui
