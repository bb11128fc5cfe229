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

std::shared_ptr<RunOutcome> runSession(std::shared_ptr<const Session> session, quint64 revision, BackendChoice choice,
                                       bool crossCheck, std::shared_ptr<BackendCatalogue> catalogue,
                                       std::shared_ptr<std::atomic<bool>> cancel) {
  auto outcome = std::make_shared<RunOutcome>();
  outcome->revision = revision;
  outcome->desc = session->desc;
  outcome->backendName = choice.label;
  auto backend = catalogue->backend(choice);
  if (!backend) {
    outcome->state = RunOutcome::State::Failed;
    outcome->message = errorMessage(backend.error());
    return outcome;
  }
  // Past this many output elements the index map (and its inverse) would cost more memory than the view is
  // worth: the values are still shown, without source highlights.
  constexpr uint64_t kMaxMappedElements = uint64_t{1} << 26;
  uint64_t outputElements = 0;
  for (const auto& slot : outputSlots(session->desc)) {
    auto layout = computeLayout(outputTensor(session->desc, slot.index));
    if (layout) outputElements += layout->elementCount;
  }
  RunOptions options;
  options.cancel = cancel.get();
  options.computeIndexMap = outputElements <= kMaxMappedElements;
  auto result = (*backend)->run(*session, options);
  if (!result) {
    outcome->state = cancel->load() ? RunOutcome::State::Cancelled : RunOutcome::State::Failed;
    outcome->message = errorMessage(result.error());
    return outcome;
  }
  outcome->state = RunOutcome::State::Succeeded;
  outcome->backendName = QString::fromStdString(result->backendName);
  outcome->elapsed = result->elapsed;

  if (crossCheck && choice.kind != BackendChoice::Kind::Cpu) {
    outcome->crossChecked = true;
    auto cpu = catalogue->backend(BackendChoice{});
    auto reference = cpu ? (*cpu)->run(*session, options) : Result<RunResult>(cpu.error());
    if (!reference) {
      outcome->crossCheckMessage = RunControllerText::tr("the CPU run failed: %1").arg(errorMessage(reference.error()));
    } else {
      outcome->differences = compareRuns(*session, *result, *reference);
      for (const auto& d : outcome->differences) outcome->differenceCount += d.size();
      outcome->crossCheckMessage = outcome->differenceCount == 0
                                       ? RunControllerText::tr("matches the CPU")
                                       : RunControllerText::tr("%n element(s) differ from the CPU", nullptr, clampedCount(outcome->differenceCount));
    }
  }

  std::vector<uint64_t> inputElements;
  for (const auto& slot : inputSlots(session->desc)) {
    auto layout = computeLayout(inputTensor(session->desc, slot.index));
    inputElements.push_back(layout ? layout->elementCount : 0);
  }
  if (options.computeIndexMap) {
    outcome->reverse = ReverseIndex(result->indexMap, inputElements);
  } else {
    outcome->message = RunControllerText::tr("%1 output elements: too many to map their sources").arg(outputElements);
  }
  outcome->outputs = std::move(result->outputs);
  outcome->indexMap = std::move(result->indexMap);
  return outcome;
}

}  // namespace

RunController::RunController(SessionDocument* doc, QObject* parent)
    : QObject(parent), doc_(doc), catalogue_(std::make_shared<BackendCatalogue>()), outcome_(std::make_shared<RunOutcome>()) {
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
  const BackendChoice choice = backends().at(static_cast<size_t>(backendIndex_));
  watcher_.setFuture(QtConcurrent::run(&runSession, doc_->snapshot(), doc_->revision(), choice, crossCheck_, catalogue_, cancel_));
  busyDelay_.start();
}

void RunController::finished() {
  busyDelay_.stop();
  if (busy_) {
    busy_ = false;
    emit busyChanged(false);
  }
  auto result = watcher_.result();
  if (pending_) {
    start();
    return;
  }
  if (result->state == RunOutcome::State::Succeeded) doc_->setRunOutputs(result->revision, result->outputs);
  outcome_ = std::move(result);
  emit outcomeChanged();
}

}  // namespace dmlscope::gui
