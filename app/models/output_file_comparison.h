// Run → Compare Outputs with Files…: core's compareOutputsWithFiles on the latest run (running first when
// there is none of the current session), its differing elements marked on the run's outcome the way the CPU
// cross-check marks them, and the result in words for the status line and the list of differences.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/output_comparison.h"
#include "dmlscope/session.h"
#include "models/run_outcome.h"

namespace dmlscope::gui {

class RunController;
class SessionDocument;
struct ModelOrigin;

struct FileComparisonReport {
  QString directory;
  bool compared = false;         // a run's outputs were compared with the files (some may have had problems)
  bool equal = false;            // every output was read and every element equals the file's
  uint64_t differenceCount = 0;
  // "3 elements differ from the files in DIR", "all 120 elements equal the files in DIR", or why nothing
  // was compared.
  QString summary;
  // The first differences, "OutputTensor[0, 0, 1, 2]: dmlscope 7, file 8", then "… and N more".
  QStringList differences;
  // Per output that could not be compared: why, naming its file.
  QStringList problems;

  bool needsAttention() const { return !compared || !differences.isEmpty() || !problems.isEmpty(); }
};

// Per output slot, the elements `comparison` found differing, as RunOutcome::differences holds them.
std::vector<std::vector<uint64_t>> differingElements(const OutputComparison& comparison, size_t outputCount);

// The comparison in words; values as core's formatElement writes them.
FileComparisonReport describeFileComparison(const Session& session, const OutputComparison& comparison, const QString& directory);

// One comparison at a time, off the GUI thread.
class OutputFileComparer : public QObject {
  Q_OBJECT

 public:
  // How many differences the report lists (the count covers all of them).
  static constexpr size_t kListedDifferences = 20;

  OutputFileComparer(SessionDocument* doc, RunController* runs, QObject* parent = nullptr);
  ~OutputFileComparer() override;

  // Compares the outputs of the current session's run with the files in `directory`: at once when the latest
  // run is a successful one of this session, else after the run in flight or one it starts. For a session
  // opened from a DxDispatch model, the files are those its writeFile commands name. The report comes with
  // `finished`; a second request while one is under way replaces it.
  void compare(const QString& directory);
  bool isBusy() const { return stage_ != Stage::Idle; }
  const FileComparisonReport& lastReport() const { return lastReport_; }

 signals:
  void finished();

 private:
  enum class Stage { Idle, WaitingForRun, Comparing };
  struct Request {
    QString directory;
    CompareOptions options;
    quint64 revision = 0;
  };
  void proceed();
  void outcomeChanged();
  void comparisonDone();
  void finish(FileComparisonReport report);
  // Nothing could be compared: `reason` says why.
  void refuse(const QString& reason);

  SessionDocument* doc_;
  RunController* runs_;
  Stage stage_ = Stage::Idle;
  std::optional<Request> request_;
  bool restart_ = false;  // a new request came while comparing: the result in flight is stale
  std::shared_ptr<const Session> comparedSession_;
  std::shared_ptr<const RunOutcome> comparedOutcome_;
  QFutureWatcher<OutputComparison> watcher_;
  FileComparisonReport lastReport_;
};

}  // namespace dmlscope::gui
