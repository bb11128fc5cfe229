// What a run produced, as the views need it: outputs, core's index map and its inverse (which outputs each
// input element feeds), and, when cross-checked or compared with files, the elements that disagree.
#pragma once

#include <QString>

#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/inverse_map.h"
#include "dmlscope/session.h"

namespace dmlscope::gui {

// The index map turned around: for each input element, the output elements that read it.
class ReverseIndex {
 public:
  ReverseIndex() = default;
  // `inputElementCounts[i]`: logical elements of input i.
  ReverseIndex(const IndexMap& map, const std::vector<uint64_t>& inputElementCounts);
  std::span<const OutputElement> outputsFedBy(uint32_t input, uint64_t element) const;

 private:
  std::vector<std::vector<uint64_t>> starts_;  // per input: first target of each element, plus the end
  std::vector<std::vector<OutputElement>> targets_;
};

struct RunOutcome {
  enum class State { NotRun, Succeeded, Failed, Cancelled };
  State state = State::NotRun;
  quint64 revision = 0;       // the document revision the run was made from
  OperatorDesc desc;          // what ran: a view uses the index map only while the descriptor is this one
  QString message;            // why it failed or did not run
  QString backendName;
  std::chrono::nanoseconds elapsed{0};
  std::vector<Buffer> outputs;
  IndexMap indexMap;
  ReverseIndex reverse;

  // Cross-check against the CPU backend.
  bool crossChecked = false;
  QString crossCheckMessage;                       // a summary, or why it could not compare
  // Comparison with .npy files another implementation wrote (Run → Compare Outputs with Files…), which
  // replaces the cross-check's marks until the next run.
  bool comparedWithFiles = false;
  QString fileComparisonMessage;                   // the summary the status line shows
  // The marked elements, from the cross-check or the file comparison, and what a marked element is said to
  // do ("differs from the CPU", "differs from the file"): the views show this text and never decide it.
  std::vector<std::vector<uint64_t>> differences;  // per output: sorted logical elements that differ
  uint64_t differenceCount = 0;
  QString differenceNote;

  bool hasOutputs() const { return state == State::Succeeded; }
  bool differs(uint32_t output, uint64_t element) const;
};

// Elements (logical, per output) where `a` and `b` disagree, in value bits or in index-map source.
std::vector<std::vector<uint64_t>> compareRuns(const Session& session, const RunResult& a, const RunResult& b);

}  // namespace dmlscope::gui
