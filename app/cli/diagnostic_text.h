// A diagnostic's message in any language, rendered from its message id and arguments. Qt-free and
// header-only: the command line and the GUI share it, each with its own translate function.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/messages.h"

// Spelled exactly as Qt spells it, so that a later Qt header redefines it identically.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace dmlscope {

// Translates an English text of the "CoreMessages" context (UTF-8 in, UTF-8 out; the text itself if untranslated).
using CoreMessageTranslator = std::function<std::string(const char* english)>;

// The message of `d` in the language of `translate`: the translated template of its id with its arguments
// substituted. A diagnostic whose id the catalogue lacks keeps its English message.
inline std::string renderDiagnostic(const Diagnostic& d, const CoreMessageTranslator& translate) {
  const std::string english(englishTemplate(d.id));
  if (english.empty()) return d.message;
  return renderTemplate(translate(english.c_str()), d.args);
}

}  // namespace dmlscope
