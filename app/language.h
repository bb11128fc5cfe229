// The language dmlscope speaks: --lang, the Preferences choice or the system's, and the translators for it.
#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace dmlscope::gui {

// The languages dmlscope has texts in, as codes: "en" (the language of the source), "ja", "ko".
QStringList availableLanguages();

// A language's name in that language ("English", "日本語", "한국어"), the way a language chooser shows it.
QString languageName(const QString& code);

// The language --lang asked for, or empty when it was not given.
void setLanguageOverride(const QString& code);
QString languageOverride();

// The Preferences choice, saved with QSettings: a code, or empty to follow the system.
QString preferredLanguage();
void setPreferredLanguage(const QString& code);

// The first of the system's UI languages (QLocale::system().uiLanguages()) that dmlscope has, else English.
QString systemLanguage();

// The GUI's language: --lang, else the Preferences choice, else the system's.
QString guiLanguage();

// The language of the commands (run, validate, devices, render): --lang, else the system's, as command-line
// tools do; the Preferences choice is the GUI's.
QString commandLanguage();

// Installs on the running application the translators for `code` (dmlscope's texts, and Qt's own for its
// standard dialogs and buttons where Qt's translations are installed), replacing those installed before.
void installTranslators(const QString& code);

// The language whose translators are installed ("en" before any).
QString installedLanguage();

// A text in the commands' language without any QCoreApplication (so commands work without a display).
std::string translateForCommands(const char* context, const char* text);

}  // namespace dmlscope::gui
