// Reruns the session after every valid edit: debounced, on a worker thread, cancellable, optionally
// cross-checked against the CPU backend; keeps the latest outcome, which a file comparison may mark.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

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
  // Which backend the controller started on and why (a real GPU when one is usable, else the fast CPU).
  QString startNote() const { return startNote_; }
  void setBackendIndex(int index);
  bool crossCheck() const { return crossCheck_; }
  void setCrossCheck(bool on);
  void setDebounceInterval(int milliseconds) { debounce_.setInterval(milliseconds); }
  // Runs whose outputs have more elements than this (all outputs together) store no index map; the views then
  // ask core's formulas for the cells they show (see mapping_content.h). A stored map and its inverse cost about
  // 24 bytes per output element (six times a FLOAT32 output) and take seconds to build for tens of millions, after
  // the backend has finished: 2^20 elements keep that below 32 MiB and a few milliseconds. Injectable for tests.
  static constexpr uint64_t kDefaultMaxMappedElements = uint64_t{1} << 20;
  void setMaxMappedElements(uint64_t elements) { maxMappedElements_ = elements; }
  uint64_t maxMappedElements() const { return maxMappedElements_; }
  // Host memory a run may use (RunOptions::memoryBudget); nothing: what the system has available.
  void setMemoryBudget(std::optional<uint64_t> bytes) { memoryBudget_ = bytes; }
  // How far the latest run got, in thousandths (0 … 1000): the backend's own progress up to 900, then the work
  // after it (the cross-check, the index map's inverse) up to 990; 1000 only once the outcome is handed over.
  uint32_t progress() const;

  // The latest outcome (never null): a successful run, a failure, or "not run" for an invalid session.
  std::shared_ptr<const RunOutcome> outcome() const { return outcome_; }
  bool isRunning() const { return watcher_.isRunning(); }

  // Marks `differences` (per output: sorted logical elements) on the outcome in place of a cross-check's,
  // described by `note` ("differs from the file") and `summary` (for the status line), until the next run.
  // Only while `compared` is still the latest outcome and a successful one: false otherwise (a newer run has
  // made the comparison stale).
  bool markFileDifferences(const std::shared_ptr<const RunOutcome>& compared, std::vector<std::vector<uint64_t>> differences,
                           const QString& note, const QString& summary);

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
  // The run in flight reported progress (thousandths), polled while it is busy and once when it ends.
  void progressChanged(int thousandths);

 private:
  void start();
  void finished();

  SessionDocument* doc_;
  std::shared_ptr<BackendCatalogue> catalogue_;
  int backendIndex_ = 0;
  QString startNote_;
  bool crossCheck_ = false;
  QTimer debounce_;
  QTimer busyDelay_;
  QTimer progressPoll_;
  uint64_t maxMappedElements_ = kDefaultMaxMappedElements;
  std::optional<uint64_t> memoryBudget_;
  std::shared_ptr<std::atomic<uint32_t>> progress_;  // the backend's thousandths
  std::shared_ptr<std::atomic<uint32_t>> stage_;     // the thousandths reached by the steps after the backend
  bool busy_ = false;
  bool pending_ = false;
  QFutureWatcher<std::shared_ptr<RunOutcome>> watcher_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  std::shared_ptr<const RunOutcome> outcome_;
};

}  // namespace dmlscope::gui
