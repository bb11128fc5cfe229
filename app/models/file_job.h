// One long file operation at a time (reading a .npy to import it, writing one to export a tensor, saving a session
// with its large tensors beside it) on a worker thread, with determinate progress (the bytes moved) and cancel.
// The work's outcome is handed back on the GUI thread, where the caller applies it: the window never waits.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

#include "dmlscope/io_progress.h"

namespace dmlscope::gui {

class FileJob : public QObject {
  Q_OBJECT

 public:
  // Runs on the GUI thread once the work has ended; `cancelRequested` says whether cancel() came first (then an
  // import applies nothing, while a save that finished anyway reports what it wrote).
  using Finish = std::function<void(bool cancelRequested)>;
  // Runs on a worker thread. `progress` is to be handed to core's readers and writers: it reports to this job
  // and answers false once the job is cancelled.
  using Work = std::function<Finish(const IoProgress& progress)>;

  explicit FileJob(QObject* parent = nullptr);
  // Cancels the work in flight and waits for it (its Finish is not run).
  ~FileJob() override;

  // Starts `work`, described by `description` ("Importing big.npy into InputTensor"). False while another job
  // runs: then nothing starts.
  bool start(const QString& description, Work work);
  bool isRunning() const { return running_; }
  QString description() const { return description_; }
  // How far the work has got, in thousandths (0 … 1000).
  int progress() const { return progress_ ? static_cast<int>(progress_->load()) : 0; }
  // Cancels and waits for the work in flight; its Finish then runs with cancelRequested set.
  void cancelAndWait();

 public slots:
  void cancel();

 signals:
  void started(const QString& description);
  // Each time the work's thousandths change (delivered on the GUI thread): up to 999 while it runs, 1000 once its
  // Finish has run (so that the bar never sits at 100 % while the result is still being applied).
  void progressChanged(int thousandths);
  // After the work's Finish has run; `cancelled`: cancel() came before the work ended.
  void finished(bool cancelled);

 private:
  void workEnded();

  QFutureWatcher<std::shared_ptr<Finish>> watcher_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::shared_ptr<std::atomic<uint32_t>> progress_;
  QString description_;
  bool running_ = false;
};

}  // namespace dmlscope::gui
