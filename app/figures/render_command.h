// `dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark] [--select TENSOR:i,j,...]
// [--colour-by-source]`: the mapping view drawn without a display, so a docs build can regenerate figures.
#pragma once

#include <QStringList>

namespace dmlscope::gui {

// `arguments` are those after "render". Needs a QGuiApplication. Returns the command line's exit code.
int renderCommand(const QStringList& arguments);

}  // namespace dmlscope::gui
