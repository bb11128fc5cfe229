// A diagnostic's or an error's message in any language, rendered from its message id and arguments (messages.h).
// Header-only: the command line and the GUI share it, each with its own translate function.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/messages.h"
#include "dmlscope/result.h"

namespace dmlscope {

// Translates an English text of the "CoreMessages" context (UTF-8 in, UTF-8 out; the text itself if untranslated).
using CoreMessageTranslator = std::function<std::string(const char* english)>;

// The translated template of catalogue id `id` with `args` substituted; `english` when the catalogue lacks the id.
inline std::string renderMessage(const std::string& id, const std::vector<std::string>& args,
                                 const std::string& english, const CoreMessageTranslator& translate) {
  const std::string templ(englishTemplate(id));
  if (templ.empty()) return english;
  return renderTemplate(translate(templ.c_str()), args);
}

// The message of `d` in the language of `translate`: the translated template of its id with its arguments
// substituted. A diagnostic whose id the catalogue lacks keeps its English message.
inline std::string renderDiagnostic(const Diagnostic& d, const CoreMessageTranslator& translate) {
  return renderMessage(d.id, d.args, d.message, translate);
}

// The same for an Error (a session file that cannot be read or saved): one without an id stays English.
inline std::string renderError(const Error& e, const CoreMessageTranslator& translate) {
  return renderMessage(e.id, e.args, e.message, translate);
}

}  // namespace dmlscope
