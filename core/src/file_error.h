// Errors of session-file reading and saving, and of runs, built from the message catalogue so the app can translate them.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "dmlscope/messages.h"
#include "dmlscope/result.h"

namespace dmlscope {

// An Error whose message is the English template of `id` (a "file." id of the catalogue) with `args`
// substituted; id and args travel with it so that a user interface can render it in another language.
inline Error fileError(std::string id, std::vector<std::string> args) {
  std::string message = renderTemplate(englishTemplate(id), args);
  return Error{std::move(message), std::move(id), std::move(args)};
}

// The same for the errors of a run ("run." and "gpu." ids): only the name differs, so call sites say what they are.
inline Error runError(std::string id, std::vector<std::string> args = {}) {
  return fileError(std::move(id), std::move(args));
}

}  // namespace dmlscope
