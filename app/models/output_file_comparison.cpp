// Comparing a run's outputs with files (see output_file_comparison.h).
#include "models/output_file_comparison.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <climits>
#include <filesystem>

#include "dmlscope/element.h"
#include "models/diagnostic_list_model.h"
#include "models/run_controller.h"
#include "models/session_document.h"

namespace dmlscope::gui {
namespace {

int clampedCount(uint64_t n) { return static_cast<int>(std::min<uint64_t>(n, INT_MAX)); }

QString coordinatesText(const std::vector<uint32_t>& coords) {
  QStringList parts;
  for (uint32_t c : coords) parts << QString::number(c);
  return parts.join(QStringLiteral(", "));
}

}  // namespace

std::vector<std::vector<uint64_t>> differingElements(const OutputComparison& comparison, size_t outputCount) {
  std::vector<std::vector<uint64_t>> differences(outputCount);
  // An output a model writes to several files differs where any of them does.
  for (const OutputFileComparison& file : comparison.outputs) {
    if (file.output >= outputCount) continue;
    auto& cells = differences[file.output];
    cells.insert(cells.end(), file.differingElements.begin(), file.differingElements.end());
  }
  for (auto& cells : differences) {
    // RunOutcome::differs searches them: core gives them ascending, and this keeps it so whatever happens.
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  }
  return differences;
}

FileComparisonReport describeFileComparison(const Session& session, const OutputComparison& comparison, const QString& directory) {
  FileComparisonReport report;
  report.directory = directory;
  report.compared = true;
  report.equal = comparison.equal();
  report.differenceCount = comparison.differenceCount();
  const QString shownDirectory = QDir::toNativeSeparators(directory);
  const auto outputs = outputSlots(session.desc);

  uint64_t comparedElements = 0;
  for (const OutputFileComparison& output : comparison.outputs) {
    if (output.problem) {
      report.problems << errorMessage(*output.problem);
      continue;
    }
    if (output.output >= outputs.size()) continue;
    if (auto layout = computeLayout(outputTensor(session.desc, output.output))) comparedElements += layout->elementCount;
  }
  for (const ElementDifference& d : comparison.firstDifferences) {
    if (d.output >= outputs.size()) continue;
    const DataType type = outputTensor(session.desc, d.output).dataType;
    report.differences << OutputFileComparer::tr("%1[%2]: dmlscope %3, file %4")
                              .arg(QString::fromStdString(outputs[d.output].field), coordinatesText(d.coords),
                                   QString::fromStdString(formatElement(type, d.ours)),
                                   QString::fromStdString(formatElement(type, d.theirs)));
  }
  if (report.differenceCount > comparison.firstDifferences.size()) {
    report.differences << OutputFileComparer::tr("… and %n more", nullptr,
                                                 clampedCount(report.differenceCount - comparison.firstDifferences.size()));
  }

  QStringList summary;
  if (report.differenceCount > 0) {
    summary << OutputFileComparer::tr("%n element(s) differ from the files in %1", nullptr, clampedCount(report.differenceCount))
                   .arg(shownDirectory);
  } else if (comparison.readable()) {
    summary << OutputFileComparer::tr("all %n element(s) equal the files in %1", nullptr, clampedCount(comparedElements))
                   .arg(shownDirectory);
  }
  if (!report.problems.isEmpty()) {
    summary << OutputFileComparer::tr("%n output(s) could not be compared with the files in %1", nullptr,
                                      clampedCount(static_cast<uint64_t>(report.problems.size())))
                   .arg(shownDirectory);
  }
  report.summary = summary.join(QStringLiteral("; "));
  return report;
}

OutputFileComparer::OutputFileComparer(SessionDocument* doc, RunController* runs, QObject* parent)
    : QObject(parent), doc_(doc), runs_(runs) {
  connect(runs_, &RunController::outcomeChanged, this, &OutputFileComparer::outcomeChanged);
  connect(&watcher_, &QFutureWatcher<OutputComparison>::finished, this, &OutputFileComparer::comparisonDone);
}

OutputFileComparer::~OutputFileComparer() { watcher_.waitForFinished(); }

void OutputFileComparer::compare(const QString& directory) {
  Request request;
  request.directory = directory;
  request.options.maxListed = kListedDifferences;
  if (doc_->modelOrigin()) request.options.files = modelOutputFiles(doc_->modelOrigin()->source);
  request.revision = doc_->revision();
  request_ = std::move(request);
  if (stage_ == Stage::Comparing) {
    restart_ = true;  // comparisonDone starts this one
    return;
  }
  proceed();
}

void OutputFileComparer::proceed() {
  if (doc_->revision() != request_->revision) {
    // An edit came after the request: its run is not the one asked about.
    refuse(tr("the session changed before it ran; compare again"));
    return;
  }
  stage_ = Stage::WaitingForRun;
  // The run in flight (of this session, or of an older one that RunController restarts) reports through
  // outcomeChanged.
  if (runs_->isRunning()) return;
  const auto outcome = runs_->outcome();
  if (outcome->revision != request_->revision) {
    // The latest outcome is an older session's (an edit whose run has not started): run this one.
    runs_->runNow();
    return;
  }
  switch (outcome->state) {
    case RunOutcome::State::Succeeded:
      break;
    // Running again would say the same.
    case RunOutcome::State::NotRun:
      refuse(outcome->message);
      return;
    case RunOutcome::State::Failed:
      refuse(tr("the run failed: %1").arg(outcome->message));
      return;
    case RunOutcome::State::Cancelled:
      refuse(tr("the run was cancelled"));
      return;
  }
  stage_ = Stage::Comparing;
  comparedSession_ = doc_->snapshot();
  comparedOutcome_ = outcome;
  const std::filesystem::path directory = request_->directory.toStdString();
  watcher_.setFuture(QtConcurrent::run([session = comparedSession_, outcome, directory, options = request_->options] {
    return compareOutputsWithFiles(*session, outcome->outputs, directory, options);
  }));
}

void OutputFileComparer::outcomeChanged() {
  if (stage_ == Stage::WaitingForRun) proceed();
}

void OutputFileComparer::comparisonDone() {
  const OutputComparison comparison = watcher_.result();
  const auto session = std::move(comparedSession_);
  const auto outcome = std::move(comparedOutcome_);
  if (restart_) {
    restart_ = false;
    proceed();
    return;
  }
  FileComparisonReport report = describeFileComparison(*session, comparison, request_->directory);
  stage_ = Stage::Idle;  // before marking: the outcome it emits is none this comparison waits for
  const bool marked = runs_->markFileDifferences(outcome, differingElements(comparison, outputSlots(session->desc).size()),
                                                 tr("differs from the file"), report.summary);
  if (!marked) {
    refuse(tr("the session ran again during the comparison; compare again"));
    return;
  }
  finish(std::move(report));
}

void OutputFileComparer::refuse(const QString& reason) {
  FileComparisonReport report;
  report.directory = request_ ? request_->directory : QString();
  report.summary = tr("Cannot compare with the files in %1: %2").arg(QDir::toNativeSeparators(report.directory), reason);
  finish(std::move(report));
}

void OutputFileComparer::finish(FileComparisonReport report) {
  stage_ = Stage::Idle;
  request_.reset();
  lastReport_ = std::move(report);
  emit finished();
}

}  // namespace dmlscope::gui
