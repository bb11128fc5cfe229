// Errors of session-file reading and saving, and of runs, built from the message catalogue so the app can translate them.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "dmlscope/messages.h"
#include "dmlscope/result.h"

namespace dmlscope {

// An Error whose message is the English template of `id` (a "file.", "run." or "gpu." id of the catalogue)
// with `args` substituted; id and args travel with it so that a user interface can render it in another
// language.
inline Error catalogueError(std::string id, std::vector<std::string> args = {}) {
  std::string message = renderTemplate(englishTemplate(id), args);
  return Error{std::move(message), std::move(id), std::move(args)};
}

}  // namespace dmlscope
