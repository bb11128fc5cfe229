// Whether the GUI can start: Qt's xcb and Wayland platforms abort the process (exit 134) when there is no
// display, so dmlscope looks first and says what is wrong instead.
#pragma once

namespace dmlscope::cli {

// True when the platform Qt will pick (QT_QPA_PLATFORM or "-platform NAME" in argv, else xcb or Wayland) can
// start here: a headless platform (offscreen, minimal, vnc, linuxfb, eglfs, ...), xcb with DISPLAY set,
// Wayland with WAYLAND_DISPLAY set. A platform name dmlscope does not know is left for Qt to try.
bool guiCanStart(int argc, char** argv);

}  // namespace dmlscope::cli
