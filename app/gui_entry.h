// The GUI's entry points for app/main.cpp: the main window, and the headless `render` command.
#pragma once

#include <string>

namespace dmlscope::gui {

// Opens the main window on argv[1] (a session file) if given, else on an example. Returns the exit code.
int runGui(int argc, char** argv);

// `dmlscope render ...` (argv starts after "render"): draws the mapping view into a PNG or SVG without a
// display (the "offscreen" platform unless QT_QPA_PLATFORM says otherwise).
int runRender(int argc, char** argv);

// --lang: "en", "ja" or "ko", or null when not given (the GUI then follows Preferences, else the system; the
// commands follow the system).
void chooseLanguage(const char* language);

// The commands' texts in their language, without a QCoreApplication (see language.h).
std::string translateText(const char* context, const char* text);

}  // namespace dmlscope::gui
