// A session's validation as a value that a run can trust (see session_validation.h).
#include "dmlscope/session_validation.h"

namespace dmlscope {
namespace {

std::vector<uint64_t> inputByteCounts(const Session& session) {
  std::vector<uint64_t> bytes;
  bytes.reserve(session.inputData.size());
  for (const Buffer& data : session.inputData) bytes.push_back(data.size());
  return bytes;
}

}  // namespace

SessionValidation::SessionValidation(const Session& session)
    : featureLevel_(session.featureLevel),
      desc_(session.desc),
      inputBytes_(inputByteCounts(session)),
      inputFiles_(session.inputFiles),
      diagnostics_(validateSession(session)) {}

// validateSession reads the feature level, the descriptor, the input buffers' lengths (never their values)
// and the input files' descriptions (session.cpp): equal in these, two sessions get the same diagnostics.
bool SessionValidation::covers(const Session& session) const {
  if (session.featureLevel != featureLevel_ || session.inputData.size() != inputBytes_.size()) return false;
  for (size_t i = 0; i < inputBytes_.size(); ++i)
    if (session.inputData[i].size() != inputBytes_[i]) return false;
  return session.inputFiles == inputFiles_ && session.desc == desc_;
}

}  // namespace dmlscope
