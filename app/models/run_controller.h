// Reruns the session after every valid edit: debounced, on a worker thread, cancellable, optionally
// cross-checked against the CPU backend.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

#include "models/backend_catalogue.h"
#include "models/run_outcome.h"

namespace dmlscope::gui {

class SessionDocument;

class RunController : public QObject {
  Q_OBJECT

 public:
  explicit RunController(SessionDocument* doc, QObject* parent = nullptr);
  ~RunController() override;

  const std::vector<BackendChoice>& backends() const { return catalogue_->choices(); }
  QString vulkanStatus() const { return catalogue_->vulkanStatus(); }
  int backendIndex() const { return backendIndex_; }
  void setBackendIndex(int index);
  bool crossCheck() const { return crossCheck_; }
  void setCrossCheck(bool on);
  void setDebounceInterval(int milliseconds) { debounce_.setInterval(milliseconds); }

  // The latest outcome (never null): a successful run, a failure, or "not run" for an invalid session.
  std::shared_ptr<const RunOutcome> outcome() const { return outcome_; }
  bool isRunning() const { return watcher_.isRunning(); }

 public slots:
  // Runs after the debounce interval; edits within it restart the wait.
  void schedule();
  // Runs at once (cancelling a run in flight).
  void runNow();
  // Abandons the run in flight.
  void cancel();

 signals:
  void outcomeChanged();
  // A run has been going for a while (show progress and a cancel button), or has ended.
  void busyChanged(bool busy);

 private:
  void start();
  void finished();

  SessionDocument* doc_;
  std::shared_ptr<BackendCatalogue> catalogue_;
  int backendIndex_ = 0;
  bool crossCheck_ = false;
  QTimer debounce_;
  QTimer busyDelay_;
  bool busy_ = false;
  bool pending_ = false;
  QFutureWatcher<std::shared_ptr<RunOutcome>> watcher_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::shared_ptr<const RunOutcome> outcome_;
};

}  // namespace dmlscope::gui
