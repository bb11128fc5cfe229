// The command line's translatable texts: English in the source, translated through a hook the GUI build fills.
#pragma once

#include <fmt/format.h>

#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/result.h"

// lupdate reads QT_TRANSLATE_NOOP("Cli", "...") to put a text into the translation files; the command line
// stays Qt-free, so here the macro is only the identity (as in core/src/messages.cpp).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace dmlscope::cli {

// Translates `text` (UTF-8 English) of `context` into the chosen language; returns `text` when it has none.
using TranslateFunction = std::string (*)(const char* context, const char* text);

// Without a translate function (a build without the GUI) every text stays English.
void setTranslateFunction(TranslateFunction translate);

// `english` (marked with QT_TRANSLATE_NOOP under `context`) in the chosen language.
std::string translated(const char* context, const char* english);

// A "Cli" text with {0}, {1}, ... filled in. A translation whose placeholders do not fit the arguments falls
// back to the English text, so a bad translation never costs the message.
template <class... Args>
std::string localized(const char* english, const Args&... args) {
  const std::string text = translated("Cli", english);
  try {
    return fmt::format(fmt::runtime(text), args...);
  } catch (const fmt::format_error&) {
    return fmt::format(fmt::runtime(english), args...);
  }
}

// A diagnostic's message in the chosen language: core's template for its id, translated, with its arguments.
std::string diagnosticText(const Diagnostic& diagnostic);

// An error's message in the chosen language, when core's catalogue has its id; otherwise its English message.
std::string errorText(const Error& error);

}  // namespace dmlscope::cli
