// dmlscope's main: the command line decides whether this is a headless command or the GUI.
#include "cli/cli_main.h"

#ifdef DMLSCOPE_HAVE_GUI
#include "gui_entry.h"
#endif

int main(int argc, char** argv) {
  dmlscope::cli::GuiEntryPoints gui;
#ifdef DMLSCOPE_HAVE_GUI
  gui.runGui = &dmlscope::gui::runGui;
  gui.runRender = &dmlscope::gui::runRender;
  gui.chooseLanguage = &dmlscope::gui::chooseLanguage;
  gui.translate = &dmlscope::gui::translateText;
#endif
  return dmlscope::cli::cliMain(argc, argv, gui);
}
