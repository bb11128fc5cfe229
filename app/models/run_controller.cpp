// Background runs (see run_controller.h).
#include "models/run_controller.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>

#include "models/diagnostic_list_model.h"
#include "models/session_document.h"

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "RunController" context.
struct RunControllerText {
  Q_DECLARE_TR_FUNCTIONS(RunController)
};

int clampedCount(uint64_t n) { return static_cast<int>(std::min<uint64_t>(n, INT32_MAX)); }

// The run's progress in thousandths, by step: the backend's share, then the steps after it. 1000 is left for the
// moment the outcome reaches the views, so that the bar never sits at 100 % while work goes on.
constexpr uint32_t kBackendShare = 900;
constexpr uint32_t kBackendDone = 900;
constexpr uint32_t kCrossCheckDone = 950;
constexpr uint32_t kHandedOver = 990;

// Everything a background run needs, copied or shared so that the GUI thread can go on editing.
struct RunRequest {
  std::shared_ptr<const Session> session;
  // The document's validation, which the backends trust for `session` (it covers it unless an edit came between).
  std::shared_ptr<const SessionValidation> validation;
  quint64 revision = 0;
  BackendChoice choice;
  bool crossCheck = false;
  std::shared_ptr<BackendCatalogue> catalogue;
  std::shared_ptr<std::atomic<bool>> cancel;
  std::shared_ptr<std::atomic<uint32_t>> progress;
  std::shared_ptr<std::atomic<uint32_t>> stage;
  uint64_t maxMappedElements = 0;
  std::optional<uint64_t> memoryBudget;
};

std::shared_ptr<RunOutcome> runSession(const RunRequest& request) {
  const Session& session = *request.session;
  auto outcome = std::make_shared<RunOutcome>();
  outcome->revision = request.revision;
  outcome->desc = session.desc;
  outcome->backendName = request.choice.label;
  auto backend = request.catalogue->backend(request.choice);
  if (!backend) {
    outcome->state = RunOutcome::State::Failed;
    outcome->message = errorMessage(backend.error());
    return outcome;
  }
  // Small outputs get the backend's own index map; larger ones none: their sources come from core's formulas,
  // cell by cell, when shown (see mapping_content.h).
  uint64_t outputElements = 0;
  for (const auto& slot : outputSlots(session.desc)) {
    auto layout = computeLayout(outputTensor(session.desc, slot.index));
    if (layout) outputElements += layout->elementCount;
  }
  RunOptions options;
  options.validation = request.validation.get();
  options.cancel = request.cancel.get();
  options.progress = request.progress.get();
  options.memoryBudget = request.memoryBudget;
  options.computeIndexMap = outputElements <= request.maxMappedElements;
  auto result = (*backend)->run(session, options);
  if (!result) {
    // Refused (too large for memory), failed or cancelled: the session stays as it is, and the message says why.
    // A backend that stopped at its cancel check says so by the error's id, whoever asked it to stop.
    const bool cancelled = request.cancel->load() || result.error().id == "run.cancelled";
    outcome->state = cancelled ? RunOutcome::State::Cancelled : RunOutcome::State::Failed;
    outcome->message = errorMessage(result.error());
    return outcome;
  }
  outcome->state = RunOutcome::State::Succeeded;
  outcome->backendName = QString::fromStdString(result->backendName);
  outcome->elapsed = result->elapsed;
  request.stage->store(kBackendDone);

  if (request.crossCheck && request.choice.kind != BackendChoice::Kind::ReferenceCpu) {
    outcome->crossChecked = true;
    RunOptions referenceOptions = options;
    referenceOptions.progress = nullptr;  // the progress shown is the chosen backend's
    auto cpu = request.catalogue->backend(BackendChoice::reference());
    auto reference = cpu ? (*cpu)->run(session, referenceOptions) : Result<RunResult>(cpu.error());
    if (!reference) {
      outcome->crossCheckMessage = RunControllerText::tr("the CPU run failed: %1").arg(errorMessage(reference.error()));
    } else {
      outcome->differences = compareRuns(session, *result, *reference);
      for (const auto& d : outcome->differences) outcome->differenceCount += d.size();
      outcome->differenceNote = RunControllerText::tr("differs from the CPU");
      request.stage->store(kCrossCheckDone);
      outcome->crossCheckMessage = outcome->differenceCount == 0
                                       ? RunControllerText::tr("matches the CPU")
                                       : RunControllerText::tr("%n element(s) differ from the CPU", nullptr, clampedCount(outcome->differenceCount));
    }
  }

  if (options.computeIndexMap) {
    std::vector<uint64_t> inputElements;
    for (const auto& slot : inputSlots(session.desc)) {
      auto layout = computeLayout(inputTensor(session.desc, slot.index));
      inputElements.push_back(layout ? layout->elementCount : 0);
    }
    outcome->reverse = ReverseIndex(result->indexMap, inputElements);
  }
  request.stage->store(kHandedOver);
  outcome->outputs = std::move(result->outputs);
  outcome->indexMap = std::move(result->indexMap);
  return outcome;
}

}  // namespace

RunController::RunController(SessionDocument* doc, QObject* parent)
    : QObject(parent), doc_(doc), catalogue_(std::make_shared<BackendCatalogue>()), outcome_(std::make_shared<RunOutcome>()) {
  backendIndex_ = catalogue_->startIndex(&startNote_);
  debounce_.setSingleShot(true);
  debounce_.setInterval(60);
  busyDelay_.setSingleShot(true);
  busyDelay_.setInterval(300);
  connect(&debounce_, &QTimer::timeout, this, &RunController::start);
  connect(&busyDelay_, &QTimer::timeout, this, [this] {
    if (watcher_.isRunning() && !busy_) {
      busy_ = true;
      emit busyChanged(true);
    }
  });
  progressPoll_.setInterval(100);
  connect(&progressPoll_, &QTimer::timeout, this, [this] { emit progressChanged(static_cast<int>(progress())); });
  connect(&watcher_, &QFutureWatcher<std::shared_ptr<RunOutcome>>::finished, this, &RunController::finished);
  connect(doc_, &SessionDocument::sessionChanged, this, &RunController::schedule);
}

RunController::~RunController() {
  if (cancel_) cancel_->store(true);
  watcher_.waitForFinished();
}

void RunController::setBackendIndex(int index) {
  if (index < 0 || index >= static_cast<int>(backends().size()) || index == backendIndex_) return;
  backendIndex_ = index;
  runNow();
}

void RunController::setCrossCheck(bool on) {
  if (on == crossCheck_) return;
  crossCheck_ = on;
  runNow();
}

bool RunController::markFileDifferences(const std::shared_ptr<const RunOutcome>& compared,
                                        std::vector<std::vector<uint64_t>> differences, const QString& note,
                                        const QString& summary) {
  if (compared != outcome_ || outcome_->state != RunOutcome::State::Succeeded) return false;
  // A copy: views hold the outcome they were built from, and an outcome never changes once shown.
  auto marked = std::make_shared<RunOutcome>(*outcome_);
  marked->crossChecked = false;  // its marks are replaced, so its summary would describe cells no longer marked
  marked->crossCheckMessage.clear();
  marked->comparedWithFiles = true;
  marked->fileComparisonMessage = summary;
  marked->differences = std::move(differences);
  marked->differenceCount = 0;
  for (const auto& d : marked->differences) marked->differenceCount += d.size();
  marked->differenceNote = note;
  outcome_ = std::move(marked);
  emit outcomeChanged();
  return true;
}

void RunController::schedule() { debounce_.start(); }

void RunController::runNow() {
  debounce_.stop();
  start();
}

void RunController::cancel() {
  debounce_.stop();
  pending_ = false;
  if (cancel_) cancel_->store(true);
}

void RunController::start() {
  if (watcher_.isRunning()) {
    // The run in flight is for an older session: stop it and start again when it has returned.
    pending_ = true;
    if (cancel_) cancel_->store(true);
    return;
  }
  pending_ = false;
  const auto& diagnostics = doc_->diagnostics();
  if (!diagnostics.empty()) {
    auto outcome = std::make_shared<RunOutcome>();
    outcome->state = RunOutcome::State::NotRun;
    outcome->revision = doc_->revision();
    outcome->desc = doc_->session().desc;
    outcome->message = RunControllerText::tr("Not run: %n problem(s) in the descriptor", nullptr, clampedCount(diagnostics.size()));
    outcome_ = std::move(outcome);
    emit outcomeChanged();
    return;
  }
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  progress_ = std::make_shared<std::atomic<uint32_t>>(0);
  stage_ = std::make_shared<std::atomic<uint32_t>>(0);
  RunRequest request;
  request.session = doc_->snapshot();
  request.validation = doc_->validation();
  request.revision = doc_->revision();
  request.choice = backends().at(static_cast<size_t>(backendIndex_));
  request.crossCheck = crossCheck_;
  request.catalogue = catalogue_;
  request.cancel = cancel_;
  request.progress = progress_;
  request.stage = stage_;
  request.maxMappedElements = maxMappedElements_;
  request.memoryBudget = memoryBudget_;
  watcher_.setFuture(QtConcurrent::run(&runSession, std::move(request)));
  busyDelay_.start();
  progressPoll_.start();
}

uint32_t RunController::progress() const {
  if (!progress_) return 0;
  if (!watcher_.isRunning()) return 1000;
  const uint32_t backend = std::min<uint32_t>(progress_->load(std::memory_order_relaxed), 1000) * kBackendShare / 1000;
  return std::max(backend, stage_->load(std::memory_order_relaxed));
}

void RunController::finished() {
  busyDelay_.stop();
  progressPoll_.stop();
  emit progressChanged(static_cast<int>(progress()));
  if (busy_) {
    busy_ = false;
    emit busyChanged(false);
  }
  auto result = watcher_.result();
  if (pending_) {
    start();
    return;
  }
  // The document shares the outcome's outputs (for saving) rather than copying them.
  if (result->state == RunOutcome::State::Succeeded)
    doc_->setRunOutputs(result->revision, std::shared_ptr<const std::vector<Buffer>>(result, &result->outputs));
  outcome_ = std::move(result);
  emit outcomeChanged();
}

}  // namespace dmlscope::gui
