// A diagnostic's message in any language, rendered from its message id and arguments. Qt-free and
// header-only: the command line and the GUI share it, each with its own translate function.
#pragma once

#include <cstdio>
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

namespace detail {

// Core fills two arguments of tensor.output-overlap with English words rather than numbers; until they get
// message ids of their own, the app recognises those two phrases and translates them here.
inline constexpr const char* kOverlapItself = QT_TRANSLATE_NOOP("CoreMessages", "itself");
inline constexpr const char* kOverlapDimension = QT_TRANSLATE_NOOP("CoreMessages", "dimension {0} (stride {1})");

inline void translateArgumentPhrases(const Diagnostic& d, std::vector<std::string>& args,
                                     const CoreMessageTranslator& translate) {
  if (d.id != "tensor.output-overlap" || args.size() < 5) return;
  std::string& phrase = args[4];
  if (phrase == kOverlapItself) {
    phrase = translate(kOverlapItself);
    return;
  }
  unsigned dimension = 0, stride = 0;
  int consumed = 0;
  if (std::sscanf(phrase.c_str(), "dimension %u (stride %u)%n", &dimension, &stride, &consumed) == 2 &&
      static_cast<size_t>(consumed) == phrase.size()) {
    const std::vector<std::string> numbers{std::to_string(dimension), std::to_string(stride)};
    phrase = renderTemplate(translate(kOverlapDimension), numbers);
  }
}

}  // namespace detail

// The message of `d` in the language of `translate`: the translated template of its id with its arguments
// substituted. A diagnostic whose id the catalogue lacks keeps its English message.
inline std::string renderDiagnostic(const Diagnostic& d, const CoreMessageTranslator& translate) {
  const std::string english(englishTemplate(d.id));
  if (english.empty()) return d.message;
  std::vector<std::string> args = d.args;
  detail::translateArgumentPhrases(d, args, translate);
  return renderTemplate(translate(english.c_str()), args);
}

}  // namespace dmlscope
