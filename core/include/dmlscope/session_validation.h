// A session's validation kept as a value, so that a run of that same session trusts it instead of validating
// again (RunOptions::validation).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/session.h"

namespace dmlscope {

// What validateSession found for a session, together with everything validation reads of it: the feature
// level, the descriptor, each input's data length and .npy file. Only validating makes one, so a backend
// given one (RunOptions::validation) can trust it for any session it covers(); for any other session, one
// edited since (stale) or a different one, the backend validates as if given nothing.
class SessionValidation {
 public:
  explicit SessionValidation(const Session& session);

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  bool valid() const { return diagnostics_.empty(); }
  // Whether validating `session` would find exactly diagnostics(): it equals the validated session in every
  // part validation reads (its output data, titles and input values may differ).
  bool covers(const Session& session) const;

 private:
  FeatureLevel featureLevel_;
  OperatorDesc desc_;
  std::vector<uint64_t> inputBytes_;
  std::vector<std::optional<DataFile>> inputFiles_;
  std::vector<Diagnostic> diagnostics_;
};

// How many times validateSession has run in this process: a test's measure of how often one run validates.
uint64_t validateSessionCallCount();

}  // namespace dmlscope
